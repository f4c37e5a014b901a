"""The blunders players complain about, each pinned by a scripted position
that every bot level (except random) must get right."""

from __future__ import annotations

import random

import pytest

from game.ai import make_bot
from game.engine import PRESETS, Card, PlayerView, Suit

LEVELS = ("easy", "medium", "hard")


def cards(text: str) -> list:
    return [Card.parse(c) for c in text.split()]


def view_at(seat: int, hand: str, unseen: str, trick: str = "", leader: int = 0,
            bids=(3, 3, 3, 3), taken=None, scores=(0, 0, 0, 0), dealer: int = 3,
            shown: list | None = None) -> PlayerView:
    """A playing position for ``seat``: its ``hand``, the current ``trick``
    (led by ``leader``), the cards still held by the other seats (``unseen``);
    every other card was played in earlier tricks, following suit, except
    the ``shown`` tricks ((leader, codes)) which come first and may show voids."""
    mine, now, out = cards(hand), cards(trick), cards(unseen)
    earlier = [(ld, tuple(cards(cs))) for ld, cs in (shown or [])]
    used = set(mine) | set(now) | set(out) | {c for _, cs in earlier for c in cs}
    assert len(used) == len(mine) + len(now) + len(out) + 4 * len(earlier)
    rest = sorted((c for c in Card._all if c not in used), key=lambda c: (c.suit, c.rank))
    assert len(rest) % 4 == 0, len(rest)
    tricks = list(earlier)
    ld = 0
    for i in range(0, len(rest), 4):
        group = rest[i:i + 4]
        tricks.append((ld, tuple(group)))
        ld = (ld + 1) % 4
    done = tuple((ld, cs, (ld + 1) % 4) for ld, cs in tricks)
    n_done = len(done)
    assert len(mine) == 13 - n_done
    if taken is None:
        taken = [0, 0, 0, 0]
        for _, _, w in done:
            taken[w] += 1
    assert sum(taken) == n_done
    if now:
        led = now[0].suit
        legal = [c for c in mine if c.suit == led] or mine
    else:
        legal = mine
    return PlayerView(seat=seat, rules=PRESETS["lebanese"], target=41, scores=tuple(scores),
                      dealer=dealer, hand=tuple(mine), bids=tuple(bids), min_bid=2,
                      min_total=11, tricks=done, trick_leader=leader, trick=tuple(now),
                      taken=tuple(taken), request="play", legal=tuple(legal))


def decide_all(view, seeds=range(3), think_ms=60) -> dict:
    out = {}
    for level in LEVELS:
        for s in seeds:
            bot = make_bot(level, random.Random(s), think_ms=think_ms)
            out.setdefault(level, set()).add(bot.decide(view).code)
    return out


def test_view_helper_builds_consistent_positions():
    v = view_at(0, "AS 3S 4D", "KS 2S 5S 7S 8S 9S 4C 5C", trick="6S", leader=3)
    assert len(v.tricks) == 10 and len(v.played) == 41
    assert [c.code for c in v.legal] == ["AS", "3S"]


def test_never_overtakes_partners_certain_winner():
    # South plays last; partner North's K♠ is winning; South's A♠ would take
    # the trick from the partner for nothing
    v = view_at(0, "AS 3S 4D", "2S 5S 6S 9C 4C 5C", trick="7S KS 8S", leader=1,
                bids=(3, 3, 4, 3), taken=(2, 3, 2, 3))
    for level, picks in decide_all(v).items():
        assert picks == {"3S"}, f"{level} overtook its partner's K♠ with {picks}"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_overtakes_a_partner_who_has_made_its_bid_to_save_its_own(level):
    # North (bid 2) already has 3 tricks; South (bid 3) has 2. North's K♠ is
    # winning, South plays last with A♠ 3♠ 4♦: only clubs are left out, so
    # South's A♠ can never win a later trick. Taking North's spare trick
    # makes South's 3 (+3 rather than -3) and costs North nothing
    v = view_at(0, "AS 3S 4D", "9C 4C 5C 6C 7C 8C", trick="7S KS 8S", leader=1,
                bids=(3, 3, 2, 3), taken=(2, 3, 3, 2))
    for s in range(3):
        assert make_bot(level, random.Random(s), think_ms=60).decide(v).code == "AS"


def test_partners_top_trump_is_not_overtaken_midtrick():
    # North's A♥ leads; South (second to play) must not waste its K♥ on it
    v = view_at(0, "KH 3H 4D", "2H 5H 9C 4C 5C 7D 8C", trick="AH 6H", leader=2,
                bids=(3, 3, 4, 3), taken=(2, 3, 2, 3))
    for level, picks in decide_all(v).items():
        assert picks == {"3H"}, f"{level} overtook its partner's A♥ with {picks}"


def test_takes_a_sure_trick_it_needs():
    # South needs one more trick and plays last: East's Q♠ wins unless South
    # plays its A♠ (a sure winner now); ducking with the 2♠ would be a blunder
    v = view_at(0, "AS 2S 4D", "3S 5S 6S 9C 4C 5C", trick="QS 7S 8S", leader=1,
                bids=(4, 3, 3, 3), taken=(3, 3, 2, 2))
    for level, picks in decide_all(v).items():
        assert picks == {"AS"}, f"{level} gave up a needed sure trick with {picks}"


def test_trumps_in_for_a_needed_trick_when_void():
    # South is void in spades, needs a trick, plays last: trump the Q♠
    v = view_at(0, "2H 4D 5C", "3S 5S 6S 9C 4C 6C", trick="QS 7S 8S", leader=1,
                bids=(4, 3, 3, 3), taken=(3, 3, 2, 2))
    for level, picks in decide_all(v).items():
        assert picks == {"2H"}, f"{level} did not trump a needed trick: {picks}"


def test_does_not_lead_trumps_into_partners_void():
    # North showed no hearts (discarded a club on a heart lead): a small trump
    # lead from South only draws the opponents' trumps for nothing
    shown = [(0, "AH JH 2C KH")]  # South A♥, East J♥, North 2♣, West K♥
    v = view_at(0, "5H 9H 7S 8D", "3H 4H 6H QH 8H 2S 3S 4S 5D 6S 6D 7D", leader=0,
                bids=(3, 3, 3, 3), taken=(2, 2, 3, 2), shown=shown)
    assert Suit.HEARTS in v.voids()[2]
    for level, picks in decide_all(v).items():
        assert not any(p.endswith("H") for p in picks), \
            f"{level} led a trump into its partner's void: {picks}"


def test_leads_a_side_suit_partner_can_ruff_rather_than_trumps():
    # North showed a void in diamonds and still may hold trumps; South leads
    # a diamond for North to ruff instead of a small trump
    shown = [(1, "2D 2C 3D 4D")]  # East 2♦, North 2♣, West 3♦, South 4♦
    v = view_at(0, "5H 9H 7D 8S", "3H 4H 6H QH 8H 2S 3S 4S 9S 5C 6C 7C", leader=0,
                bids=(3, 3, 3, 3), taken=(2, 3, 2, 2), shown=shown)
    assert Suit.DIAMONDS in v.voids()[2]
    for level, picks in decide_all(v).items():
        assert not any(p.endswith("H") for p in picks), \
            f"{level} led a small trump instead of the ruff: {picks}"


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_wins_an_unneeded_trick_that_would_hand_opponents_the_game(level):
    # South has its bid; West (38 points, bid 3, has 2) wins the game with one
    # more trick. West's 7♠ wins unless South takes it with the 9♠; South then
    # leads its 2♠, which nobody can beat (no spades or hearts left out).
    v = view_at(0, "9S 2S", "2C 3C 4C", trick="5S 6S 7S", leader=1,
                bids=(2, 3, 2, 3), taken=(3, 3, 3, 2), scores=(5, 10, 5, 38))
    for s in range(3):
        bot = make_bot(level, random.Random(s), think_ms=60)
        assert bot.decide(v).code == "9S"
