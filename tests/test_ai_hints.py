"""Hints: the suggested action is legal and comes with a one-line reason a
player understands."""

from __future__ import annotations

import random

from test_ai_bidding import bid_view
from test_ai_blunders import view_at

from game.ai.hints import hint
from game.engine import PRESETS


def test_bid_hint_gives_the_expected_tricks():
    v = bid_view("AH KH QH JH TH 9H AS KS AD KD AC KC QC")
    bid, reason = hint(v, random.Random(1), think_ms=100)
    assert bid in v.legal and bid >= 8
    assert reason.startswith("expects ") and reason.endswith(" tricks")


def test_play_hint_leaves_partners_winning_king():
    v = view_at(0, "AS 3S 4D", "2S 5S 6S 9C 4C 5C", trick="7S KS 8S", leader=1,
                bids=(3, 3, 4, 3), taken=(2, 3, 2, 3))
    card, reason = hint(v, random.Random(1), think_ms=50)
    assert card.code == "3S"
    assert reason == "partner's R♠ is already winning"
    card, reason = hint(v, random.Random(1), think_ms=50, french=False)
    assert reason == "partner's K♠ is already winning"


def test_play_hint_takes_a_needed_trick_and_says_so():
    v = view_at(0, "AS 2S 4D", "3S 5S 6S 9C 4C 5C", trick="QS 7S 8S", leader=1,
                bids=(4, 3, 3, 3), taken=(3, 3, 2, 2))
    card, reason = hint(v, random.Random(1), think_ms=50)
    assert card.code == "AS"
    assert reason == "wins the trick: you still need 1"


def test_only_card_hint():
    v = view_at(0, "AS 4D", "3S 5S 6C 9C 4C", trick="QS", leader=3,
                bids=(4, 3, 3, 3), taken=(3, 3, 3, 2))
    assert hint(v, random.Random(1), think_ms=20) == (v.legal[0], "the only card you may play")


def test_every_hint_is_one_short_line():
    from game.engine import Match
    m = Match(seed=4)
    rng = random.Random(4)
    for _ in range(40):
        v = m.view(m.turn)
        action, reason = hint(v, rng, think_ms=5)
        assert action in m.legal_actions()
        assert reason and "\n" not in reason and len(reason) <= 60
        m.apply(action)


WEAK = "2S 3S 4S 5S 2D 3D 4D 5D 2C 3C 4C 6C 7C"


def test_bid_hint_says_when_a_throw_in_is_better():
    # the dealer, with nothing, needs 5 to reach the minimum total of 11
    v = bid_view(WEAK, seat=3, dealer=3, bids=(2, 2, 2, None))
    bid, reason = hint(v, random.Random(1), think_ms=100)
    assert bid + 6 < 11 and reason.endswith("better thrown in than bidding up to 5")
    # five_to_run: 3+3+3 and a 2 reach 11, but nobody bid 5
    rules = PRESETS["lebanese"].replace(five_to_run=True)
    v = bid_view(WEAK, seat=3, dealer=3, bids=(3, 3, 3, None), rules=rules)
    bid, reason = hint(v, random.Random(1), think_ms=100)
    assert bid < 5 and reason.endswith("better thrown in than bidding 5")
