"""A bench yardstick, never a player: hard's search on the true deal.

``OracleBot`` is ``HardBot`` in everything (bidding, candidates, tree,
rollouts, reward, end-of-hand solver) except that every deal its search
draws is the real one: the bench shows it all four hands before each
decision (``see``). What it scores beyond hard, on the same contracts,
is what knowing the hidden cards is worth to hard's search: the most that
better reading of the bids and the play could give. What hard still lacks
against it is not search; what the oracle itself lacks against a target is.

``bench_bots.py`` seats it as ``oracle`` (and ``oracle@max_iter=600``);
``play_deal`` calls ``see(match)`` on any bot that has it.
"""

from __future__ import annotations

from game.ai.search import ismcts, solved_deals
from game.ai.search_bots import HardBot, tree_settings


class TrueDeal:
    """A stand-in for ``inference.BidReading``: every deal is the real one."""

    def __init__(self, hands: list):
        self.hands = hands

    def deal(self, rng) -> list:
        return list(self.hands)


class OracleBot(HardBot):
    name = "oracle"

    def __init__(self, rng=None, think_ms=None):
        super().__init__(rng, think_ms)
        self.truth = None

    def see(self, match) -> None:
        """The four hands as they are now (the bench's privilege)."""
        self.truth = [match.held(s) for s in range(4)]

    def search(self, view, sit, cands, deadline) -> int:
        if self.truth is None:
            raise RuntimeError("OracleBot plays only where the bench shows it the deal")
        reading = TrueDeal(self.truth)
        if sit.out.bit_count() + len(sit.trick) <= 4 * self.endgame:
            return solved_deals(view, sit, cands, self.rng, deadline, reading,
                                self.made_bonus, max_deals=1,
                                point_scale=self.point_scale)[0]
        return ismcts(view, sit, cands, self.rng, deadline, max_iter=self.max_iter,
                      reading=reading, minding=self.tree_minds, eps=self.rollout_eps,
                      **tree_settings(self))[0]
