"""The medium (flat Monte Carlo) and hard (ISMCTS) bots.

Both bid by simulation (``bidding``), keep to the cards ``safety`` leaves,
and search until their time budget (``think_ms``) or the caller's deadline,
whichever is sooner. Hard also reads the table (``inference``): its deals
fit the bids made and what the play has shown.
"""

from __future__ import annotations

import time

from . import convention
from .base import Bot
from .bidding import BID_TABLES, OWN_PLAY, best_bid, team_count, trick_counts
from .inference import BidReading
from .safety import candidates
from .search import EXPLORE, flat_monte_carlo, ismcts, solved_deals
from .situation import Situation

KEEP_WITH_TRUMPS = 5  # a hand without pictures is kept with this many trumps


def trumps_held(view) -> int:
    return sum(1 for c in view.hand if c.is_trump)


def calls_redeal(view) -> bool:
    """No pictures: call a redeal unless the hand is long in trumps (the
    search bots' choice, and the hint's)."""
    return trumps_held(view) < KEEP_WITH_TRUMPS


def tree_settings(hard) -> dict:
    """The settings ``ismcts`` searches with for ``hard`` (``HardBot`` or one
    of its instances): the hand review judges with the same."""
    return {"made_bonus": hard.made_bonus, "explore": hard.explore, "widen": hard.widen,
            "point_scale": hard.point_scale}


class SearchBot(Bot):
    think_ms = 100
    max_iter = 1_000_000  # the search's iterations at most (tests fix it, with a long
    #                       budget, for play that depends only on the seed)
    bid_samples = 200
    bid_lean = 1.0  # how much the sampled deals lean toward the bids already made
    read_play = False  # infer from the play which cards the others lack
    convention = False  # (``convention``) play the lowest of equal cards, and read the others by it
    convention_reads = 0

    def __init__(self, rng=None, think_ms=None):
        super().__init__(rng)
        if think_ms is not None:
            self.think_ms = think_ms

    def _deadline(self, deadline):
        mine = time.monotonic() + self.think_ms / 1000.0
        return mine if deadline is None else min(mine, deadline)

    def bid(self, view, deadline=None) -> int:
        end = self._deadline(deadline)
        dist = trick_counts(view, self.rng, end, samples=self.bid_samples, lean=self.bid_lean)
        return best_bid(view, dist)[0]

    def redeal(self, view, deadline=None) -> bool:
        return calls_redeal(view)

    def play(self, view, deadline=None):
        legal = view.legal
        if len(legal) == 1:
            return legal[0]
        sit = self.situation(view)
        cands = candidates(view, sit)
        if len(cands) == 1:
            return cands[0]
        best = self.signal(self.search(view, sit, cands, self._deadline(deadline)), sit, cands)
        for c in cands:
            if c.index == best:
                return c
        return cands[0]

    def situation(self, view) -> Situation:
        """What this bot knows at ``view``, the play read as it reads it (the
        hint and the hand review read as hard does through this)."""
        return Situation.of(view, read_play=self.read_play,
                            convention=self.convention and self.convention_reads)

    def signal(self, best: int, sit: Situation, cands: list) -> int:
        """The card to play for the search's ``best``: with the convention,
        the lowest card equal to it (the same card for the play, and news
        for the partner)."""
        return convention.keep(best, sit, cands) if self.convention else best

    def search(self, view, sit, cands, deadline) -> int:
        raise NotImplementedError


class MediumBot(SearchBot):
    name = "medium"
    think_ms = 80
    bid_samples = 100
    bid_lean = 0.0

    def search(self, view, sit, cands, deadline) -> int:
        return flat_monte_carlo(view, sit, cands, self.rng, deadline,
                                max_iter=min(self.max_iter, 100000))[0]


class HardBot(SearchBot):
    name = "hard"
    think_ms = 200
    bid_samples = 1500  # as many as the budget allows, up to this
    read_play = True
    convention = True  # (``convention``) the one signal it gives, and reads
    convention_reads = 2  # whose cards it reads by it: 1 the partner's, 2 every seat's
    pool = 8  # deals drawn for each one kept, to fit the bids (``BidReading``)
    steps = 12  # then card swaps per deal (0: a fresh pool for every deal)
    made_bonus = 0.10  # reward for each of the team's bids made, on top of the points
    tree_minds = False  # the other seats' cards in the search tree mind the bids too
    rollout_eps = 0.1  # how often a simulated player plays a random card instead
    explore = EXPLORE  # the tree's UCB constant
    widen = 1.0  # how fast the tree below the root widens (search.WIDEN: 0.5)
    bid_fitted = True  # its own trick count on deals fitted to the bids made
    point_scale = 50.0  # the points difference at which the reward bends (reward's: 25)
    bid_surer = 6.0  # points for a lower bid's chance of being made (best_bid): of two
    #                  bids worth about the same, the surer. At 6, at real budgets
    #                  (bench_bid_trial, 2026-11-27): bids made 85.4% against 84.5%, +0.02
    #                  a hand; at 3 84.8% (BOT_TRIALS)
    flat = False  # a bench setting: one rollout a deal for each card, no tree below the
    #               root: +0.33 a hand at fixed searches, no gain at real budgets (BOT_TRIALS)
    bid_table = 2  # its chance of making a bid, from its count: the rollouts' plain
    #                chance (2). Through bidding.OWN_PLAY (0, until 2026-11-26: its play
    #                beats the rollouts) it bid higher and made 83.2% of its bids, against
    #                84.9% at the same points a hand played (bench_bid_trial, BOT_TRIALS);
    #                a refit of OWN_PLAY (1) or halfway (3) are bench settings (BID_TABLES)
    bid_own_from = 0  # a bench setting: from this many tricks up (5: the bids worth
    #                   double), the chance through bidding.OWN_PLAY instead (0: never)

    def bid(self, view, deadline=None) -> int:
        dist, others, _ = self.count(view, self._deadline(deadline))
        return self.choose_bid(view, dist, others)

    def count(self, view, deadline, samples: int | None = None) -> tuple:
        """What hard weighs to bid (``bidding.team_count``): its trick
        distribution (through ``bid_table``), what the others' bids are
        worth to its team, and the hands counted. The hint and the hand
        review count with this too, so all three name the same bid."""
        return team_count(view, self.rng, deadline, samples or self.bid_samples,
                          self.bid_lean, fitted=self.bid_fitted,
                          table=BID_TABLES[self.bid_table],
                          high=OWN_PLAY, high_from=self.bid_own_from or 14)

    def choose_bid(self, view, dist, others) -> int:
        """Hard's bid for what ``count`` gave."""
        return best_bid(view, dist, others, self.bid_surer)[0]

    endgame = 3  # tricks left (the one being played included) from which each deal is solved

    def search(self, view, sit, cands, deadline) -> int:
        return self.search_on(view, sit, cands, deadline,
                              BidReading(sit, view, self.pool, self.steps),
                              max(1, self.max_iter // 8))

    def search_on(self, view, sit, cands, deadline, reading, solved: int) -> int:
        """Hard's search on ``reading``'s deals: the end of the hand solved
        on ``solved`` of them at most, else the tree (the bench's yardstick
        searches its own deals through this too)."""
        if sit.out.bit_count() + len(sit.trick) <= 4 * self.endgame:
            return solved_deals(view, sit, cands, self.rng, deadline, reading,
                                self.made_bonus, max_deals=solved,
                                point_scale=self.point_scale)[0]
        if self.flat:
            return flat_monte_carlo(view, sit, cands, self.rng, deadline,
                                    max_iter=self.max_iter, eps=self.rollout_eps,
                                    reading=reading, bids=sit.bids,
                                    made_bonus=self.made_bonus,
                                    point_scale=self.point_scale)[0]
        return ismcts(view, sit, cands, self.rng, deadline, max_iter=self.max_iter,
                      reading=reading, minding=self.tree_minds, eps=self.rollout_eps,
                      **tree_settings(self))[0]
