"""``python main.py check FILE.jsonl …``: check game records against the rules.

Each line of each file is one ``400-record/1`` game (docs/RULES.md). Every
game is rebuilt through the engine's replay (``game.engine.record.replay``:
every action checked, every claimed result compared with the rules). A bad
game gets one line, ``FILE:LINE: hand H trick T: what is wrong``; a summary
line follows. Exit status 0 when every game is right, 1 when any is wrong,
2 for bad input (no file, a file that cannot be read).
"""

from __future__ import annotations

import sys

from ..engine.record import RecordError, read_line, replay
from .parsing import Parser, UsageError
from .wording import counted

SHOWN = 50  # bad games listed before the rest are only counted


def parser() -> Parser:
    p = Parser(prog="400 check",
               description="Check game records (400-record/1, one JSON object per line) "
                           "against the rules: one line per bad game, exit status 1 if any.")
    p.add_argument("files", metavar="FILE.jsonl", nargs="+", help="record files ('-': stdin)")
    return p


def check_lines(lines, name: str, out) -> tuple[int, int]:
    """(games, wrong) over the lines of one file, printing each bad game."""
    games = wrong = 0
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        games += 1
        try:
            replay(read_line(line))
            continue
        except RecordError as e:
            why = str(e)
        except (ValueError, RecursionError) as e:  # belt and braces
            why = f"not a valid record ({e})"
        wrong += 1
        if wrong <= SHOWN:
            print(f"{name}:{n}: {why.splitlines()[0] if why else 'unreadable'}", file=out)
    return games, wrong


def run(argv) -> int:
    args = parser().parse_args(argv)
    games = wrong = 0
    for path in args.files:
        try:
            if path == "-":
                g, w = check_lines(sys.stdin, "<stdin>", sys.stdout)
            else:
                with open(path, encoding="utf-8", errors="replace") as f:
                    g, w = check_lines(f, path, sys.stdout)
        except BrokenPipeError:
            raise  # our reader has gone: not a file that cannot be read
        except OSError as e:
            raise UsageError(f"400 check: cannot read {path} ({e.strerror})") from None
        games += g
        wrong += w
    print(f"check: {counted(games, 'game')}, {wrong} wrong")
    return 1 if wrong else 0
