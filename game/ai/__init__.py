"""Bots. They import the engine, never the UI.

``make_bot(name, rng, think_ms=…)`` builds a bot from its level name.
"""

from __future__ import annotations

import random

from .base import Bot
from .easy import EasyBot
from .random_bot import RandomBot
from .search_bots import HardBot, MediumBot

LEVELS = ("random", "easy", "medium", "hard")
_CLASSES = {"random": RandomBot, "easy": EasyBot, "medium": MediumBot, "hard": HardBot}


class UnknownBot(ValueError):
    pass


def make_bot(name: str, rng: random.Random | None = None, *,
             think_ms: int | None = None) -> Bot:
    """A built-in bot by level name (see ``LEVELS``); ``think_ms`` overrides
    the level's default time budget per decision."""
    cls = _CLASSES.get(name)
    if cls is None:
        raise UnknownBot(f"unknown bot {name!r} (choose from {', '.join(LEVELS)})")
    if cls is RandomBot:
        return RandomBot(rng)
    return cls(rng, think_ms=think_ms)


__all__ = ["Bot", "RandomBot", "EasyBot", "MediumBot", "HardBot", "LEVELS", "UnknownBot",
           "make_bot"]
