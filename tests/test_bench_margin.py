"""The duel's breakdowns (``bench_bots.py margin``) that say where hard's
margin over medium comes from: the card play where both tables bid alike,
and what bidding otherwise was worth where they did not. Built on duplicate
deals written by hand, so each count can be checked."""

from __future__ import annotations

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "bench"))
from bench_bots import (  # noqa: E402
    bids_by_turn,
    by_bids,
    by_table,
    differing_seats,
    duel_cards,
    same_seat,
    table_class,
)

from game.engine import PRESETS  # noqa: E402


def table(a_team, bids, taken):
    points = [b if t >= b else -b for b, t in zip(bids, taken)]
    return {"a_team": a_team, "thrown": False, "bids": bids, "taken": taken,
            "points": points}


def test_differing_bids_count_each_seat_under_who_bid_higher():
    # A sits North-South at the first table, East-West at the second
    first = table(0, [4, 2, 3, 2], [4, 3, 2, 4])
    second = table(1, [3, 2, 3, 3], [3, 2, 5, 3])
    differ: dict = {}
    differing_seats(differ, [first, second])
    # seat 0: A bid 4 and made it, B bid 3 and made it
    # seat 3: A bid 3 and made it (second table), B bid 2 and made it
    assert differ == {"A higher": [2, 4 + 3, 3 + 2, 2, 2]}
    # seats 1 and 2 bid alike: not counted
    lower: dict = {}
    differing_seats(lower, [table(0, [2, 2, 3, 2], [1, 3, 5, 4]), second])
    assert lower == {"A lower": [1, -2, 3, 0, 1], "A higher": [1, 3, 2, 1, 1]}


def test_same_bids_compare_the_same_seat_played_by_each_bot():
    same: dict = {}
    first = table(0, [3, 2, 3, 3], [3, 1, 5, 4])
    second = table(1, [3, 2, 3, 3], [2, 2, 4, 5])
    same_seat(same, [first, second])
    # bids of 3: seat 0 made by A, not by B; seat 2 made by both; seat 3 by both
    assert same[3] == [3, 2, 3, 1, 0]
    # the 2 at seat 1: A (second table) made it, B (first table) did not
    assert same[2] == [1, 0, 1, 1, 0]
    # B alone makes a seat's bid: counted on B's side
    same_seat(same, [table(0, [3, 2, 3, 3], [2, 2, 5, 4]), table(1, [3, 2, 3, 3], [3, 2, 4, 5])])
    assert same[3] == [3 + 2, 2 + 3, 6, 1, 1]


def test_bids_made_by_turn_count_from_the_dealers_right_and_throw_ins_by_dealer():
    turns: dict = {"a": {}, "b": {}}
    thrown = {"a": [0, 0], "b": [0, 0]}
    # dealer East (seat 1): North (seat 2, at the dealer's right) bids first,
    # then West (3), South (0) and East, the dealer
    first = table(0, [3, 2, 2, 4], [2, 2, 3, 5])  # A is South-North
    second = dict(table(1, [2, 2, 3, 3], [0, 0, 0, 0]), thrown=True)  # A's dealer threw in
    bids_by_turn(turns, thrown, [first, second], dealer=1)
    # A's seats at the first table: North (turn 1) made its 2, South (turn 3) failed its 3
    assert turns["a"] == {1: [1, 1], 3: [0, 1]}
    # B's: West (turn 2) made its 4, East the dealer (turn 4) made its 2
    assert turns["b"] == {2: [1, 1], 4: [1, 1]}
    # the first table was dealt by B's East and played; the second by A's East, thrown in
    assert thrown == {"a": [1, 1], "b": [0, 1]}


def test_a_table_is_classed_by_who_dealt_and_whether_the_dealer_could_throw_in():
    rules = PRESETS["lebanese"]  # bids must add up to 11, each at least 2
    # East (seat 1) deals; A sits East-West at the second table
    assert table_class(table(1, [3, 2, 3, 2], [3, 2, 5, 3]), 1, rules) == "A dealt, may throw in"
    # the others bid 9: any bid of the dealer's plays the hand
    assert table_class(table(1, [3, 2, 4, 2], [3, 2, 5, 3]), 1, rules) == "A dealt, must play"
    assert table_class(table(0, [3, 2, 3, 2], [3, 2, 5, 3]), 1, rules) == "B dealt"


def test_by_table_puts_a_dealers_throw_in_where_it_was_decided():
    seed = next(s for s in range(100) if duel_cards(s)[1] == 1)  # East deals
    played = table(1, [3, 3, 3, 2], [5, 2, 5, 1])  # A's dealer plays on, its team fails
    thrown = dict(played, thrown=True, taken=[], points=[])
    other = table(0, [3, 3, 3, 2], [3, 3, 4, 3])  # B dealt: the same in both runs
    base = [{"seed": seed, "rules": "lebanese", "tables": [other, played]}]
    variant = [{"seed": seed, "rules": "lebanese", "tables": [other, thrown]}]
    rows = by_table(base, variant)
    # A (East-West) lost 3 + 2 and its opponents won 3 + 3 there: throwing in saved 11
    assert rows["A dealt, may throw in"]["gain_per_table"] == 11
    assert rows["A dealt, may throw in"]["thrown_in_by_one_only"] == 1
    assert rows["B dealt"]["gain_per_table"] == 0
    assert "A dealt, must play" not in rows


def test_by_bids_keeps_a_bidding_change_apart_from_the_runs_drift():
    seed = next(s for s in range(100) if duel_cards(s)[1] == 1)  # East deals
    alike_base = table(0, [3, 3, 3, 2], [3, 3, 4, 3])
    alike_var = table(0, [3, 3, 3, 2], [3, 2, 4, 4])  # same bids; B's East fails its 3
    lower = table(1, [3, 2, 4, 2], [5, 2, 5, 1])  # A's East bids 2 in the variant, B's North 4
    higher = table(1, [3, 3, 3, 2], [5, 2, 5, 1])
    base = [{"seed": seed, "rules": "lebanese", "tables": [alike_base, higher]}]
    variant = [{"seed": seed, "rules": "lebanese", "tables": [alike_var, lower]}]
    rows = by_bids(base, variant)
    # bids alike: A (South-North here) nets 7 against 1: B's East lost its 3 (+3 to -3)
    assert rows["bids alike"] == {"tables": 1, "gain_per_table": 6, "ci95": [6, 6],
                                  "thrown_in_by_one_only": 0}
    # A's East made a 2 where it failed a 3 (+5), B's North made 4 where it made 3 (-1)
    assert rows["bids differ"]["gain_per_table"] == 4
