"""The one bot interface.

A bot gets a ``PlayerView`` (what its seat may know) and an optional
deadline (a ``time.monotonic()`` value), and returns an action of the kind
``view.request`` asks for: an int bid, a ``Card``, or a bool for a
no-pictures redeal. Its RNG is passed in at construction.
"""

from __future__ import annotations

import random

from ..engine import PlayerView


class Bot:
    """Base class: subclasses implement ``bid``, ``play`` and maybe ``redeal``."""

    name = "bot"

    def __init__(self, rng: random.Random | None = None):
        self.rng = rng if rng is not None else random.Random()

    def decide(self, view: PlayerView, deadline: float | None = None):
        if view.request == "play":
            return self.play(view, deadline)
        if view.request == "bid":
            return self.bid(view, deadline)
        if view.request == "redeal":
            return self.redeal(view, deadline)
        raise ValueError(f"{self.name}: nothing to decide (request {view.request!r})")

    def bid(self, view: PlayerView, deadline: float | None) -> int:
        raise NotImplementedError

    def play(self, view: PlayerView, deadline: float | None):
        raise NotImplementedError

    def redeal(self, view: PlayerView, deadline: float | None) -> bool:
        """Default: call a redeal with no pictures (the hand is weak)."""
        return True

    def close(self) -> None:
        """Release any resource (a subprocess, a worker)."""
