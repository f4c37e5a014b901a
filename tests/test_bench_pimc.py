"""The bench's PIMC opponent (``tests/bench/pimc_bot.py``), which the hard
bot's strength is measured against: it must be a fair peer, so it plays
legal cards under every preset, deals the hidden cards as its seat may
know them (hand sizes, shown voids, leaning toward the bids), and plays and
bids sensibly on positions whose answer a player knows."""

from __future__ import annotations

import dataclasses
import os
import random
import sys
from statistics import fmean

import pytest
from scripted import deck_for
from test_ai_blunders import cards, view_at

from game.engine import DECK, PRESETS, Match, Phase, Suit

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "bench"))
from pimc_bot import HIGH, PimcBot  # noqa: E402


def strength(hand) -> float:
    return sum(HIGH.get(int(c.rank), 0) for c in hand)


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_plays_a_whole_hand_legally_under_every_preset(preset):
    """Every decision, bids and the redeal question included, is one the
    engine offers (``Match.apply`` would also refuse any other)."""
    m = Match(PRESETS[preset], seed=11)
    bots = [PimcBot(random.Random(s), think_ms=2) for s in range(4)]
    start = m.hand_number
    decisions = 0
    while m.hand_number == start and not m.is_over:
        v = m.view(m.turn)
        a = bots[m.turn].decide(v)
        if v.request != "redeal":
            assert a in v.legal, (preset, v.request, a)
        m.apply(a)
        decisions += 1
    assert m.hand_logs and decisions >= 4  # the hand ended (played or thrown in)


def test_sampled_deals_hold_exactly_the_unseen_cards_and_respect_voids():
    # North showed a void in hearts on trick 1; East and West may hold them
    shown = [(0, "AH JH 2C KH")]
    v = view_at(0, "5H 9H 7S 8D", "3H 4H 6H QH 8H 2S 3S 4S 5D 6S 6D 7D", leader=0,
                bids=(3, 3, 3, 3), taken=(2, 2, 3, 2), shown=shown)
    unseen = set(cards("3H 4H 6H QH 8H 2S 3S 4S 5D 6S 6D 7D"))
    deals = PimcBot(random.Random(1))._deals(v, 40)
    assert len(deals) == 40
    for deal in deals:
        assert deal[0] == []  # its own hand is never dealt
        assert [len(deal[s]) for s in (1, 2, 3)] == [4, 4, 4]
        held = [c for s in (1, 2, 3) for c in deal[s]]
        assert len(held) == len(set(held)) and set(held) == unseen
        assert not any(c.suit == Suit.HEARTS for c in deal[2]), "North showed no hearts"


def test_sampled_deals_lean_toward_the_bids():
    """Before a card is played, a seat that bid 6 is dealt more high cards
    than one that bid 2 (resampling by the fit to the bids)."""
    m = Match(PRESETS["lebanese"], seed=5)
    while m.phase is Phase.BIDDING and m.turn != 0:
        m.apply(max(m.legal_actions()[0], 2))
    v = m.view(0)
    bids = list(v.bids)
    bids[1], bids[3], bids[2] = 6, 2, 2  # East 6, West 2, North 2 (South asks)
    v = dataclasses.replace(v, bids=tuple(bids))
    deals = PimcBot(random.Random(2))._deals(v, 300)
    east = fmean(strength(d[1]) for d in deals)
    west = fmean(strength(d[3]) for d in deals)
    assert east > west + 2.0, (east, west)


def test_takes_the_last_trick_it_needs_and_leaves_its_partners():
    # South needs one more trick: only clubs are left out, so its A♠ wins
    # this trick or none (ducking lets East lead clubs to the end)
    need = view_at(0, "AS 2S 4D", "4C 5C 6C 7C 8C 9C", trick="QS 7S 8S", leader=1,
                   bids=(4, 3, 3, 3), taken=(3, 3, 2, 2))
    # South has made its 2; North's K♠ wins a trick North's 4 needs: South's
    # A♠ would take it from its partner for nothing
    partner = view_at(0, "AS 3S 4D", "2S 5S 6S 9C 4C 5C", trick="7S KS 8S", leader=1,
                      bids=(2, 3, 4, 3), taken=(3, 3, 2, 2))
    for seed in range(3):
        assert PimcBot(random.Random(seed), think_ms=30).decide(need).code == "AS"
        assert PimcBot(random.Random(seed), think_ms=30).decide(partner).code == "3S"


def test_bids_by_the_strength_of_its_hand():
    strong = cards("AH KH QH JH TH 9H AS KS AD KD AC KC 2S")
    weak = cards("2S 3S 4S 5D 6D 7D 2C 3C 4C 5C 6C 7S 3D")
    bids = {}
    for name, hand in (("strong", strong), ("weak", weak)):
        rest = [c for c in DECK if c not in hand]
        random.Random(3).shuffle(rest)
        hands = [hand, rest[:13], rest[13:26], rest[26:]]
        m = Match(PRESETS["lebanese"], decks=[deck_for(hands, dealer=3)], first_dealer=3)
        assert m.turn == 0  # South bids first, from the dealer's right
        v = m.view(0)
        bids[name] = PimcBot(random.Random(4), think_ms=80).decide(v)
    assert bids["strong"] >= 6 and bids["weak"] == 2, bids

