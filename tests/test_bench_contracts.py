"""The card-play bench on high bids (``bench_contracts.py``): which tables
of a duel's records become contracts, and that a contract is played with
the recorded bids, whoever plays it."""

from __future__ import annotations

import json
import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "bench"))
from bench_contracts import contracts, play_contract  # noqa: E402
from contracts_margin import hand_margins, read_runs  # noqa: E402


def record(seed, *tables):
    return json.dumps({"a": "hard", "b": "medium", "rules": "lebanese", "seed": seed,
                       "tables": [{"a_team": a, "thrown": thrown, "bids": bids,
                                   "taken": [0, 0, 0, 0], "points": [0, 0, 0, 0]}
                                  for a, thrown, bids in tables]})


def test_a_contract_is_a_played_table_with_a_high_bid_declared_by_its_highest_bidder(
        tmp_path):
    path = tmp_path / "r.jsonl"
    path.write_text("\n".join([
        record(7, (0, False, [2, 5, 2, 2]), (1, False, [2, 3, 6, 2])),
        record(8, (0, True, [2, 2, 5, 2]), (1, False, [2, 2, 2, 4])),
    ]) + "\n")
    got = contracts([str(path)], 5, 0)
    # seat 1's 5 at the first table, seat 2's 6 at the second; the thrown-in
    # table and the table whose highest bid is a 4 are not contracts
    assert got == [(7, "lebanese", [2, 5, 2, 2], 1), (7, "lebanese", [2, 3, 6, 2], 2)]
    assert contracts([str(path)], 4, 0)[-1] == (8, "lebanese", [2, 2, 2, 4], 3)
    assert contracts([str(path)], 5, 1) == got[:1]


def test_a_contract_is_played_with_its_recorded_bids_by_any_bot():
    # deal 4200471 of the duel: seat 0 bid 5, its partner 2 (bids that
    # reach the minimum total, so the hand is played)
    con = (4200471, "lebanese", [5, 3, 2, 2], 0)
    for bot in ("easy", "medium@max_iter=5"):
        r = play_contract((con, bot, "easy", None))
        assert not r["skip"]  # played, with the bids as recorded (else skipped)
        assert r["team_bids"] == 2 and 0 <= r["team_made"] <= 2
        # the declaring team's net points: its bids' values (a 5 is worth 10)
        # made or failed, minus the other team's
        assert r["net"] in {a + b - c - d for a in (10, -10) for b in (2, -2)
                            for c in (3, -3) for d in (2, -2)}
        if r["top_made"] and r["team_made"] == 2:
            assert r["net"] >= 10 + 2 - 3 - 2


def test_an_entry_may_name_its_own_defence():
    # "DECLARER/DEFENCE": the same contract, the same random numbers, as
    # with that defence given for every entry
    con = (4200471, "lebanese", [5, 3, 2, 2], 0)
    assert play_contract((con, "easy/random", "easy", None)) == \
        play_contract((con, "easy", "random", None))


def test_a_hands_margin_is_half_the_declaring_net_less_the_net_against_it():
    def r(*nets):
        return [{"skip": net is None, "net": net} for net in nets]
    run = {"contracts": [0, 1, 2], "defence": "medium",
           "results": {"hard": r(10, 4, 6), "medium/hard": r(2, 8, None),
                       "oracle": r(14, 6, 0), "medium/oracle": r(-2, 0, 0),
                       "medium": r(5, 5, 5)}}
    # a duplicate deal: hard declares at one table (+10 for its team), and
    # defends at the other, where medium's declaring team nets +2 against it
    got = hand_margins(run)
    assert got == {"hard": [4.0, -2.0], "oracle": [8.0, 3.0]}  # contract 2 skipped


def test_runs_on_the_same_contracts_are_read_as_one_and_others_refused(tmp_path):
    def run(name, contracts, defence="medium"):
        path = tmp_path / f"{name}.json"
        path.write_text(json.dumps({"contracts": contracts, "defence": defence,
                                    "results": {name: [{"skip": False, "net": 1}]}}))
        return str(path)
    a, b = run("hard", [[7, "lebanese", [5, 2, 2, 2], 0]]), \
        run("oracle", [[7, "lebanese", [5, 2, 2, 2], 0]])
    assert sorted(read_runs([a, b])["results"]) == ["hard", "oracle"]
    with pytest.raises(SystemExit, match="other contracts"):
        read_runs([a, run("x", [[8, "lebanese", [5, 2, 2, 2], 0]])])
