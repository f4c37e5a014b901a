"""No bot decision depends on the cards it cannot see: the same view, with
the other players' unplayed cards dealt differently among them (each keeps
as many of each suit, so every card played stays legal), gives the same
decision for the same seed, at every level, in bidding and in play."""

from __future__ import annotations

import random

import pytest
from scripted import deck_for

from game.ai import make_bot
from game.engine import Card, Match, Phase


def reshuffled(m: Match, seat: int, rng: random.Random) -> Match:
    """``m`` (in its first hand) with the other seats' unplayed cards dealt
    again among them, suit by suit, each seat keeping its count of each suit."""
    held = [list(m.hand(s)) for s in range(4)]
    for suit in range(4):
        owners, cards = [], []
        for s in range(4):
            if s != seat:
                mine = [c for c in held[s] if int(c.suit) == suit]
                owners += [s] * len(mine)
                cards += mine
        rng.shuffle(cards)
        for s in range(4):
            if s != seat:
                held[s] = [c for c in held[s] if int(c.suit) != suit]
        for s, c in zip(owners, cards):
            held[s].append(c)
    played = [[] for _ in range(4)]
    for leader, cards, _ in (*m.tricks, (m.trick_leader, m.trick, None)):
        for i, c in enumerate(cards):
            played[(leader + i) & 3].append(c)
    dealt = [played[s] + held[s] if s != seat else list(m.dealt[s]) for s in range(4)]
    other = Match(m.rules, first_dealer=m.dealer,
                  decks=[deck_for(dealt, m.dealer, m.rules.deal_pattern)])
    for a in m.actions[1:]:
        other.apply(a)
    return other


def bot(level: str, seed: int):
    b = make_bot(level, random.Random(seed), think_ms=60_000)
    if hasattr(b, "max_iter"):
        b.max_iter = 400  # a fixed amount of search: the decision depends only on the seed
    return b


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_a_decision_does_not_depend_on_the_hidden_cards(level):
    checked = {"bid": 0, "play": 0}
    for seed in range(6):
        rng = random.Random(seed)
        m = Match(seed=seed)
        # a bid (even seeds), or a card some way into the hand (odd ones)
        stop = rng.randrange(1, 5) if seed % 2 == 0 else rng.randrange(8, 45)
        while len(m.actions) < stop and not m.hand_logs and m.phase is not Phase.OVER:
            m.apply(rng.choice(m.legal_actions()))
        if m.hand_logs or m.phase not in (Phase.BIDDING, Phase.PLAYING):
            continue
        seat = m.turn
        other = reshuffled(m, seat, rng)
        assert [other.hand(s) for s in range(4)] != [m.hand(s) for s in range(4)]
        view = m.view(seat)
        assert other.view(seat) == view  # what the seat sees is the same
        a = bot(level, seed).decide(view)
        b = bot(level, seed).decide(other.view(seat))
        assert a == b, (level, seed, view.request)
        checked[view.request] += 1
    assert checked["bid"] and checked["play"]


def test_the_reshuffle_keeps_the_play_legal_and_moves_cards():
    rng = random.Random(3)
    m = Match(seed=3)
    while len(m.actions) < 30:
        m.apply(rng.choice(m.legal_actions()))
    other = reshuffled(m, m.turn, rng)
    assert other.actions[1:] == m.actions[1:] and isinstance(other.hand(m.turn)[0], Card)
    moved = sum(len(set(m.hand(s)) ^ set(other.hand(s))) for s in range(4) if s != m.turn)
    assert moved > 0
