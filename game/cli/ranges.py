"""The range of every numeric flag, shared by all commands (``play``,
``match``, ``bot``): the same flag means the same thing, and is refused the
same way, everywhere. A value outside its range is a ``UsageError``: one
line, exit status 2.

>>> problem("--think-ms", 0)
'--think-ms must be at least 1 ms, not 0'
>>> problem("--bot-timeout", float("inf"))
'--bot-timeout must be a finite number from 0 to 3600 seconds, not inf'
>>> problem("--games", 10) is None
True
"""

from __future__ import annotations

import argparse
import math

from .parsing import UsageError

# flag: (lowest, highest, the lowest itself allowed, unit)
RANGES = {
    "--seed": (-(2**63), 2**63 - 1, True, ""),
    "--games": (1, 1_000_000, True, ""),
    "--hands": (1, 1_000_000, True, ""),
    "--max-hands": (1, 10_000, True, ""),
    "--think-ms": (1, 60_000, True, " ms"),  # a minute a decision: a game still ends
    "--bot-timeout": (0, 3600, False, " seconds"),  # past an hour a bot is gone
}


def _said(value) -> str:
    text = str(value) if not isinstance(value, float) or math.isfinite(value) else repr(value)
    return text if len(text) <= 24 else text[:20] + "…"


def shown(text: str, n: int = 24) -> str:
    """``text`` quoted, cut short: a bad value is echoed, never pasted whole."""
    return repr(text if len(text) <= n else text[:n - 4] + "…")


def integer(text: str) -> int:
    """argparse ``type`` for a whole number; a bad one is named briefly."""
    try:
        return int(text)
    except ValueError:  # also more than 4,300 digits
        raise argparse.ArgumentTypeError(f"invalid int value: {shown(text)}") from None


def number(text: str) -> float:
    """argparse ``type`` for a number; a bad one is named briefly."""
    try:
        return float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid float value: {shown(text)}") from None


def path(text: str) -> str:
    """argparse ``type`` for a file or folder name: an empty one (an unset
    shell variable, ``--record "$OUT"``) is refused, never taken as no flag."""
    if not text.strip():
        raise argparse.ArgumentTypeError(f"an empty name {shown(text)}; give a file or folder")
    return text


def problem(flag: str, value) -> str | None:
    """Why ``value`` is not allowed for ``flag`` (None if it is)."""
    lo, hi, closed, unit = RANGES[flag]
    if isinstance(value, float) and not math.isfinite(value):
        return f"{flag} must be a finite number from {lo} to {hi}{unit}, not {_said(value)}"
    if value < lo or (value == lo and not closed):
        first = f"at least {lo}" if closed else f"more than {lo}"
        return f"{flag} must be {first}{unit}, not {_said(value)}"
    if value > hi:
        return f"{flag} must be at most {hi}{unit}, not {_said(value)}"
    return None


def check(prog: str, args) -> None:
    """Refuse any numeric flag of ``args`` (an argparse namespace) that is
    out of its range."""
    for flag in RANGES:
        value = getattr(args, flag[2:].replace("-", "_"), None)
        if value is None or isinstance(value, bool):
            continue
        why = problem(flag, value)
        if why:
            raise UsageError(f"{prog}: {why}")
