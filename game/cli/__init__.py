"""The command line: ``python main.py [play|match|bot|check] …``.

Every bad input ends in one line on stderr and exit status 2; no traceback.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any command imports pygame

COMMANDS = {
    "play": ("game.cli.play", "open the game window (the default)"),
    "match": ("game.cli.match", "play bots against each other, headless, and print a summary"),
    "bot": ("game.cli.bot", "run a built-in bot speaking the 400-bot/1 protocol on stdin/stdout"),
    "check": ("game.cli.check", "check game records (.jsonl) against the rules"),
}


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line and exit status 2."""

    def error(self, message: str):
        raise UsageError(f"{self.prog}: {message} (see --help)")


def usage() -> str:
    lines = ["usage: python main.py [COMMAND] [OPTIONS]", "", "commands:"]
    for name, (_, text) in COMMANDS.items():
        lines.append(f"  {name:<7} {text}")
    lines.append("")
    lines.append("With no command the game window opens. 'python main.py COMMAND --help' "
                 "gives a command's options.")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help"):
        print(usage())
        return 0
    if argv and argv[0] in COMMANDS:
        name, rest = argv[0], argv[1:]
    elif argv and not argv[0].startswith("-"):
        print(f"400: unknown command {argv[0]!r} (commands: {', '.join(COMMANDS)})",
              file=sys.stderr)
        return 2
    else:
        name, rest = "play", argv
    try:
        module = importlib.import_module(COMMANDS[name][0])
    except ModuleNotFoundError as e:
        if e.name and e.name.startswith("game.cli"):
            print(f"400: the '{name}' command is not available in this build", file=sys.stderr)
            return 2
        raise
    try:
        return module.run(rest) or 0
    except UsageError as e:
        print(e, file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("400: interrupted", file=sys.stderr)
        return 130
