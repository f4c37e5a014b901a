"""Bots. They import the engine, never the UI.

``make_bot(name, rng, think_ms=…)`` builds a bot from its level name.
"""

from __future__ import annotations

import random
from typing import Optional

from .base import Bot
from .random_bot import RandomBot

LEVELS = ("random",)


class UnknownBot(ValueError):
    pass


def make_bot(name: str, rng: Optional[random.Random] = None, *,
             think_ms: Optional[int] = None) -> Bot:
    """A built-in bot by level name (see ``LEVELS``); ``think_ms`` overrides
    the level's default time budget per decision."""
    if name == "random":
        return RandomBot(rng)
    raise UnknownBot(f"unknown bot {name!r} (choose from {', '.join(LEVELS)})")


__all__ = ["Bot", "RandomBot", "LEVELS", "UnknownBot", "make_bot"]
