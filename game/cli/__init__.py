"""The command line: ``python main.py [play|match|bot|check] …``.

Every bad input ends in one line on stderr and exit status 2; no traceback.
"""

from __future__ import annotations

import importlib
import os
import sys

from .parsing import Parser, UsageError  # noqa: F401  (the names callers know)

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any command imports pygame

# The modules requirements.txt installs, by the name a player would pip install.
REQUIRED = {"pygame": "pygame-ce", "platformdirs": "platformdirs", "bidi": "python-bidi",
            "arabic_reshaper": "arabic-reshaper"}

COMMANDS = {
    "play": ("game.cli.play", "open the game window (the default)"),
    "match": ("game.cli.match", "play bots against each other, headless, and print a summary"),
    "bot": ("game.cli.bot", "run a built-in bot speaking the 400-bot/1 protocol on stdin/stdout"),
    "check": ("game.cli.check", "check game records (.jsonl) against the rules"),
}


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
    try:  # lazy on purpose: only the command asked for is loaded, so `match`,
        # `bot` and `check` start without pygame and the window's modules
        module = importlib.import_module(COMMANDS[name][0])
    except ModuleNotFoundError as e:
        if e.name and e.name.startswith("game.cli"):
            print(f"400: the '{name}' command is not available in this build", file=sys.stderr)
            return 2
        if e.name and e.name.split(".")[0] in REQUIRED:
            print(f"400: the Python package '{REQUIRED[e.name.split('.')[0]]}' is missing; "
                  "install the game's requirements: pip install -r requirements.txt",
                  file=sys.stderr)
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
    except BrokenPipeError:
        # the reader of our output has gone (``… | head``): stop quietly, as
        # a program killed by SIGPIPE would, and let nothing more be flushed
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        return 141
