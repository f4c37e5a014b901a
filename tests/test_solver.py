"""The end-of-hand solver: the same value as a plain minimax over every
legal card (no merging, no table, no pruning) on random positions with up
to four tricks left, and the card it names reaches that value."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.engine.core import FULL, legal, trick_winner
from game.engine.rules import Rules
from game.engine.scoring import score_hand
from game.engine.solver import choices, solve


def brute(hands, trick, leader, taken, value, team):
    out = hands[0] | hands[1] | hands[2] | hands[3]
    if not out:
        return value(tuple(taken))
    seat = (leader + len(trick)) & 3
    led = trick[0] // 13 if trick else -1
    moves = legal(hands[seat], led)
    vals = []
    while moves:
        low = moves & -moves
        moves ^= low
        c = low.bit_length() - 1
        h = list(hands)
        h[seat] ^= low
        t = trick + [c]
        tk = list(taken)
        if len(t) == 4:
            w = trick_winner(t, leader)
            tk[w] += 1
            vals.append(brute(h, [], w, tk, value, team))
        else:
            vals.append(brute(h, t, leader, tk, value, team))
    return max(vals) if (seat & 1) == team else min(vals)


def position(rng: random.Random, tricks_left: int, played_in_trick: int):
    """A random position: ``tricks_left`` tricks to go (the current one
    included, with ``played_in_trick`` cards already on it)."""
    deck = list(range(52))
    rng.shuffle(deck)
    leader = rng.randrange(4)
    trick = []
    hands = [0, 0, 0, 0]
    k = 0
    for i in range(4):
        seat = (leader + i) & 3
        n = tricks_left - (1 if i < played_in_trick else 0)
        for _ in range(n):
            hands[seat] |= 1 << deck[k]
            k += 1
    for _ in range(played_in_trick):  # cards already on the trick (any; legality aside)
        trick.append(deck[k])
        k += 1
    taken = [rng.randrange(3) for _ in range(4)]
    return hands, trick, leader, taken


@settings(max_examples=120, deadline=None)
@given(seed=st.integers(0, 10**9), left=st.integers(1, 4), on_trick=st.integers(0, 3),
       team=st.integers(0, 1))
def test_the_solver_agrees_with_plain_minimax(seed, left, on_trick, team):
    rng = random.Random(seed)
    hands, trick, leader, taken = position(rng, left, on_trick)
    bids = [rng.randrange(1, 7) for _ in range(4)]
    rules = Rules()

    def value(tk):  # the bids' points, team 0 against team 1
        p = score_hand(rules, bids, tk, [0, 0, 0, 0]).points
        return (p[0] + p[2]) - (p[1] + p[3])

    want = brute(hands, trick, leader, taken, value, team)
    got, card = solve(hands, trick, leader, taken, value, team)
    assert got == want
    # the card it names is legal and keeps that value
    seat = (leader + len(trick)) & 3
    led = trick[0] // 13 if trick else -1
    assert legal(hands[seat], led) >> card & 1
    h = list(hands)
    h[seat] ^= 1 << card
    t = trick + [card]
    tk = list(taken)
    if len(t) == 4:
        w = trick_winner(t, leader)
        tk[w] += 1
        after = brute(h, [], w, tk, value, team)
    else:
        after = brute(h, t, leader, tk, value, team)
    assert after == want


def test_equal_cards_are_merged_only_when_nothing_lies_between():
    # spades 9 and J in hand, 10 already played: one choice; 10 on the trick: two
    nine, ten, jack = 3 * 13 + 7, 3 * 13 + 8, 3 * 13 + 9
    hand = (1 << nine) | (1 << jack)
    out_without_ten = FULL & ~(1 << ten)
    assert choices(hand, -1, 0, out_without_ten) == [nine]
    assert choices(hand, 3, 1 << ten, out_without_ten) == [nine, jack]
    assert choices(hand, -1, 0, FULL) == [nine, jack]  # someone holds the 10
