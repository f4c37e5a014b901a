"""The command line: ``python main.py [play|match|bot|check] …``.

Every bad input ends in one line on stderr and exit status 2; no traceback.
"""

from __future__ import annotations

import importlib
import os
import sys

from .. import __version__
from .parsing import Parser, UsageError  # noqa: F401  (the names callers know)
from .signals import Stopped

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


def program() -> str:
    """How the player starts this program: the executable's own name when
    frozen (a player without Python has no ``main.py``), else ``python main.py``."""
    if getattr(sys, "frozen", False):
        return os.path.splitext(os.path.basename(sys.executable))[0] or "400"
    return "python main.py"


def usage() -> str:
    me = program()
    lines = [f"usage: {me} [COMMAND] [OPTIONS]", "", "commands:"]
    for name, (_, text) in COMMANDS.items():
        lines.append(f"  {name:<7} {text}")
    lines.append("")
    lines.append(f"With no command the game window opens. '{me} COMMAND --help' "
                 f"gives a command's options; '{me} --version' the version.")
    return "\n".join(lines)


def version_line() -> str:
    """``400 0.1.0``: the program by the name it was started under when frozen
    (as ``usage`` names it), else the game's, and ``game.__version__``."""
    me = program() if getattr(sys, "frozen", False) else "400"
    return f"{me} {__version__}"


def main(argv: list[str]) -> int:
    """Run the command ``argv`` names; its exit status."""
    real, sys.stdout = sys.stdout, Output(sys.stdout)
    try:
        code = command(argv)
        sys.stdout.flush()  # output still buffered fails here, not at exit
        return code
    except OutputError as e:
        print(f"400: cannot write the output ({e})", file=sys.stderr)
        quiet_stdout(real)
        return 1
    except BrokenPipeError:
        # the reader of our output has gone (``… | head``): stop quietly, as
        # a program killed by SIGPIPE would, and let nothing more be flushed
        quiet_stdout(real)
        return 141
    finally:
        sys.stdout = real


def command(argv: list[str]) -> int:
    if argv and argv[0] in ("-h", "--help"):
        print(usage())
        return 0
    if argv and argv[0] in ("-V", "--version"):
        print(version_line())
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
    except Stopped as e:
        print(f"400: {e}", file=sys.stderr)
        return e.status


class OutputError(Exception):
    """Standard output could not be written (a full disk, ``> /dev/full``)."""


class Output:
    """Standard output, whose write errors (other than a closed pipe, which
    ends the command quietly) become ``OutputError``: one line on stderr
    rather than a traceback."""

    def __init__(self, stream):
        self._stream = stream

    def write(self, text):
        return self._guarded("write", text)

    def flush(self):
        if self._stream is not None:  # nothing written, nothing to fail
            self._guarded("flush")

    def _guarded(self, fn_name, *args):
        if self._stream is None:  # started with stdout closed (``>&-``)
            raise OutputError("standard output is closed")
        try:
            return getattr(self._stream, fn_name)(*args)
        except BrokenPipeError:
            raise
        except OSError as e:
            raise OutputError(e.strerror or e) from None

    def __getattr__(self, name):
        return getattr(self._stream, name)


def quiet_stdout(stream) -> None:
    """Send what is left of the output ``stream`` nowhere, so that nothing
    fails again when Python flushes it at exit."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, stream.fileno())
    except (OSError, AttributeError, ValueError):
        pass
