"""Hints: the suggested action is legal and comes with a reason as data
(``Why``) that ``explain_hint`` words in one line a player understands."""

from __future__ import annotations

import random

from test_ai_bidding import bid_view
from test_ai_blunders import view_at

from game.ai.hints import HintReason, hint
from game.ai.search_bots import HardBot
from game.engine import PRESETS
from game.engine.reasons import ThrowIn
from game.strings import explain_hint


def french(card):
    return card.label(True) + card.suit.symbol


def english(card):
    return card.label(False) + card.suit.symbol


def test_bid_hint_gives_the_expected_tricks():
    v = bid_view("AH KH QH JH TH 9H AS KS AD KD AC KC QC")
    bid, why = hint(v, random.Random(1), think_ms=100)
    assert bid in v.legal and bid >= 8
    assert why.code == HintReason.EXPECTS and why.fields["lo"] >= 8
    assert explain_hint(why).startswith("expects ") and explain_hint(why).endswith(" tricks")


def test_bid_hint_names_the_bid_hard_makes():
    # a middling hand (hard bid 3 on it when it counted on its own play, where
    # plain rollouts said 2): the hint, like the hand review, names hard's own
    # bid, counted as hard counts it (HardBot.count and choose_bid)
    v = bid_view("AD 4C 4D TS AH JD 5D 5H 4S 2H JC 5C KS")
    for seed in range(3):
        bid, why = hint(v, random.Random(seed), think_ms=100_000)
        assert bid == HardBot(random.Random(seed), think_ms=100_000).bid(v)
        assert why.code == HintReason.EXPECTS and why.fields["lo"] <= bid


def test_play_hint_leaves_partners_winning_king():
    v = view_at(0, "AS 3S 4D", "2S 5S 6S 9C 4C 5C", trick="7S KS 8S", leader=1,
                bids=(3, 3, 4, 3), taken=(2, 3, 2, 3))
    card, why = hint(v, random.Random(1), think_ms=50)
    assert card.code == "3S"
    assert explain_hint(why, french) == "partner's R♠ is already winning"
    assert explain_hint(why, english) == "partner's K♠ is already winning"


def test_play_hint_takes_a_needed_trick_and_says_so():
    v = view_at(0, "AS 2S 4D", "3S 5S 6S 9C 4C 5C", trick="QS 7S 8S", leader=1,
                bids=(4, 3, 3, 3), taken=(3, 3, 2, 2))
    card, why = hint(v, random.Random(1), think_ms=50)
    assert card.code == "AS"
    assert explain_hint(why) == "wins the trick: you still need 1"


def test_only_card_hint():
    v = view_at(0, "AS 4D", "3S 5S 6C 9C 4C", trick="QS", leader=3,
                bids=(4, 3, 3, 3), taken=(3, 3, 3, 2))
    card, why = hint(v, random.Random(1), think_ms=20)
    assert card == v.legal[0] and explain_hint(why) == "the only card you may play"


def test_every_hint_is_one_short_line():
    from game.engine import Match
    m = Match(seed=4)
    rng = random.Random(4)
    for _ in range(40):
        v = m.view(m.turn)
        action, why = hint(v, rng, think_ms=5)
        reason = explain_hint(why, french)
        assert action in m.legal_actions()
        assert reason and "\n" not in reason and len(reason) <= 60
        assert "{" not in reason and not reason.startswith("hint.")  # a real sentence
        m.apply(action)


WEAK = "2S 3S 4S 5S 2D 3D 4D 5D 2C 3C 4C 6C 7C"


def test_bid_hint_says_when_a_throw_in_is_better():
    # the dealer, with nothing, needs 5 to reach the minimum total of 11
    v = bid_view(WEAK, seat=3, dealer=3, bids=(2, 2, 2, None))
    bid, why = hint(v, random.Random(1), think_ms=100)
    # the hint names the throw-in, with the engine's own reason for it
    assert bid + 6 < 11 and why.code == HintReason.THROW_IN
    assert why.fields["throw"] == ThrowIn.LOW_TOTAL == v.throw_in_if(bid)
    assert why.fields["plays"] == 5
    assert explain_hint(why).startswith("throws the hand in: you expect ")
    assert explain_hint(why).endswith("too few to bid 5")
    # five_to_run: 3+3+3 and a 2 reach 11, but nobody bid 5
    rules = PRESETS["lebanese"].replace(five_to_run=True)
    v = bid_view(WEAK, seat=3, dealer=3, bids=(3, 3, 3, None), rules=rules)
    bid, why = hint(v, random.Random(1), think_ms=100)
    assert bid < 5 and why.fields["throw"] == ThrowIn.NO_FIVE == v.throw_in_if(bid)
    assert explain_hint(why).endswith("too few to bid 5")
