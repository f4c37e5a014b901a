"""The bidding trial (``bench_bid_trial.py``): it replays only the tables
where a variant bids otherwise than hard's records, so it must find exactly
those, and count the rest as hard's own."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "bench"))
from bench_bid_trial import bids_differ, trial_figures  # noqa: E402
from bench_bots import duel_cards, duel_deal  # noqa: E402

HARD = "hard@max_iter=30"  # quick play; its bids are hard's own
FOREVER = 10 ** 6  # ms: every count reaches its full number of hands, as at real budgets


def test_the_scan_finds_the_tables_hard_would_bid_otherwise_and_only_those():
    seed = 4200017
    tables = duel_deal((HARD, "medium@max_iter=10", "lebanese", (FOREVER, FOREVER),
                        seed))["record"]["tables"]
    # hard asked again along its own recorded bidding bids the same: nothing to replay
    assert bids_differ((HARD, "lebanese", seed, tables)) == []
    # a table whose record says hard's first bidder bid one more than it does
    dealer = duel_cards(seed)[1]
    first = next(s for s in ((dealer + k) % 4 for k in range(1, 5))
                 if s % 2 == tables[1]["a_team"])
    tables[1]["bids"][first] += 1
    assert bids_differ((HARD, "lebanese", seed, tables)) == [1]


def table(a_team, bids, taken, points, thrown=False):
    return {"a_team": a_team, "thrown": thrown, "bids": bids, "taken": taken,
            "points": points}


def test_unchanged_tables_count_as_hard_and_a_replayed_one_as_the_variant():
    # two deals, each recorded twice alike but for table 0 of deal 7, where
    # hard's team (seats 0 and 2) netted -3 in one run and -5 in the other,
    # making one of its two bids each time; at table 1 (hard at seats 1 and
    # 3) it made both bids and netted 0
    t1 = table(1, [2, 2, 2, 2], [4, 3, 3, 3], [2, 2, 2, 2])
    run_a = [table(0, [2, 2, 3, 2], [1, 3, 4, 5], [-2, 2, 3, 2]), t1]
    run_b = [table(0, [2, 2, 3, 2], [2, 3, 2, 6], [2, 2, -3, 2]), t1]
    runs = {7: [{"tables": run_a}, {"tables": run_b}],
            8: [{"tables": run_a}, {"tables": run_a}]}
    same = trial_figures(runs, {})
    assert same["variant_gain_per_hand"]["points"] == 0
    assert same["bids_made"] == {"hard": 0.75, "variant": 0.75}
    # the variant bid 3 at seat 0 of deal 7's table 0, made both its team's
    # bids, and netted 3 + 3 + 2 - 2 = 6 against the runs' mean of -4: a gain
    # of 10 points over the 4 hands played
    replay = table(0, [3, 2, 3, 2], [3, 2, 4, 4], [3, -2, 3, 2])
    got = trial_figures(runs, {(7, 0): replay})
    assert got["variant_gain_per_hand"]["points"] == 2.5
    # over both deals: (-4 + 0 - 3 + 0) / 4 for hard, (6 + 0 - 3 + 0) / 4 for the variant
    assert got["margin_over_b_per_hand"] == {"hard": -1.75, "variant": 0.75}
    assert got["bids_made"] == {"hard": 0.75, "variant": 0.875}
    assert got["changed_tables_played_with_the_recorded_bids_after_all"] == 0
    # two plays of the changed table count as their mean: with a second play
    # that nets the runs' mean (-4), the gain is half as large
    again = table(0, [3, 2, 3, 2], [2, 3, 4, 4], [-3, 2, 3, 2])
    twice = trial_figures(runs, {(7, 0): [replay, again]})
    assert twice["variant_gain_per_hand"]["points"] == 1.25
    assert twice["bids_made"]["variant"] == (1.5 + 2 + 1 + 2) / 8
