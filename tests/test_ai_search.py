"""The searches themselves, on scripted positions (see test_ai_blunders)."""

from __future__ import annotations

import random
import time

from test_ai_blunders import view_at

from game.ai.search import flat_monte_carlo, ismcts
from game.ai.situation import Situation


def _search(fn, view, seed=0, ms=80):
    sit = Situation.of(view)
    return fn(view, sit, list(view.legal), random.Random(seed), time.monotonic() + ms / 1000)


def test_ismcts_compares_every_card_on_the_same_deals():
    # the luck of the deal must not decide between two cards: each sampled
    # deal is tried with every card, so every card has the same visits
    v = view_at(0, "AS 3S 4D 9C", "KS 2S 5S 7S 8S 9S 4C 5C 6C 7C 8C 2D", leader=0,
                bids=(3, 3, 3, 3), taken=(2, 2, 3, 2))
    _best, stats, iterations = _search(ismcts, v)
    visits = {n for _mean, n in stats.values()}
    assert len(stats) == 4 and len(visits) == 1
    assert iterations == 4 * visits.pop() > 0


def test_both_searches_cash_the_trick_that_makes_the_bid():
    # South leads with two tricks left and needs one more: the A♠ is the top
    # spade and nobody holds a trump, so leading it makes the bid; leading
    # the 2♣ gives the lead away, and a club or diamond back makes South
    # throw the A♠ on it
    v = view_at(0, "AS 2C", "KC QC 3S 4S 5D 6D", leader=0,
                bids=(3, 3, 3, 2), taken=(2, 3, 3, 3))
    for fn in (ismcts, flat_monte_carlo):
        for seed in range(3):
            best, stats = _search(fn, v, seed)[:2]
            ace = next(c.index for c in v.legal if c.code == "AS")
            two = next(c.index for c in v.legal if c.code == "2C")
            assert best == ace and stats[ace][0] > stats[two][0], \
                f"{fn.__name__} led the wrong card: {stats}"
