"""What every command shares: ``UsageError`` and ``Parser``.

They live here, not in ``game/cli/__init__.py``, because the package loads
the commands (``play``, ``match``, ``bot``, ``check``) by name: if the
commands imported the package back, the two would form an import cycle.
"""

from __future__ import annotations

import argparse


class UsageError(Exception):
    """Bad command-line input: printed as one line, exit status 2."""


class Parser(argparse.ArgumentParser):
    """An ArgumentParser whose errors are one line and exit status 2."""

    def error(self, message: str):
        raise UsageError(f"{self.prog}: {message} (see --help)")
