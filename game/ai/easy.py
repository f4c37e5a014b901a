"""The easy bot: a player's rules of thumb with some noise.

It bids its rule-of-thumb count give or take a trick, and plays the kernel's
heuristic card (win cheaply, never overtake the partner, lead from length,
discard low) but picks a random legal card now and then. A beginner can beat it.
"""

from __future__ import annotations

from .base import Bot
from .bidding import counted_bid
from .kernel import choose
from .safety import candidates
from .situation import Situation

NOISE = 0.15


class EasyBot(Bot):
    name = "easy"

    def __init__(self, rng=None, think_ms=None):
        super().__init__(rng)

    def bid(self, view, deadline=None) -> int:
        return counted_bid(view, self.rng, noise=1.0)

    def play(self, view, deadline=None):
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        sit = Situation.of(view)
        keep = candidates(view, sit)
        if self.rng.random() < NOISE:
            return self.rng.choice(keep)
        hand = 0
        for c in keep:
            hand |= 1 << c.index
        pick = choose(hand, view.seat, sit.trick, sit.leader, sit.out, self.rng.random, 0.0)
        for c in keep:
            if c.index == pick:
                return c
        return keep[0]

    def redeal(self, view, deadline=None) -> bool:
        return True
