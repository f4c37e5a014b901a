"""The random bot: a legal card at random; a bid uniformly from
``min_bid`` to ``min_bid + 3``."""

from __future__ import annotations

from .base import Bot


class RandomBot(Bot):
    name = "random"

    def bid(self, view, deadline=None) -> int:
        choices = [b for b in view.legal if b <= view.min_bid + 3]
        return self.rng.choice(choices)

    def play(self, view, deadline=None):
        return self.rng.choice(view.legal)

    def redeal(self, view, deadline=None) -> bool:
        return self.rng.random() < 0.5
