"""Bots. They import the engine, never the UI.

``make_bot(name, rng)`` builds a bot from its level name.
"""

from __future__ import annotations

import random
from typing import Optional

from .base import Bot
from .random_bot import RandomBot

LEVELS = ("random",)


class UnknownBot(ValueError):
    pass


def make_bot(name: str, rng: Optional[random.Random] = None) -> Bot:
    """A built-in bot by level name (see ``LEVELS``)."""
    if name == "random":
        return RandomBot(rng)
    raise UnknownBot(f"unknown bot {name!r} (choose from {', '.join(LEVELS)})")


__all__ = ["Bot", "RandomBot", "LEVELS", "UnknownBot", "make_bot"]
