"""PlayerView: a seat sees its own hand and the table, nothing hidden."""

import dataclasses
import random

from game.engine import Card, Match, Phase, PlayerView


def mid_trick_match(seed=4):
    rng = random.Random(seed)
    m = Match(seed=seed)
    while not (m.phase is Phase.PLAYING and len(m.tricks) == 3 and len(m.trick) == 2):
        acts = m.legal_actions()
        m.apply(acts[1] if m.phase is Phase.BIDDING else rng.choice(acts))
    return m


def test_view_holds_every_field_and_only_its_own_cards():
    m = mid_trick_match()
    for seat in range(4):
        v = m.view(seat)
        assert set(vars(v)) == {f.name for f in dataclasses.fields(PlayerView)}
        assert list(v.hand) == list(m.hands[seat])
        others = {c for s in range(4) if s != seat for c in m.hands[s]}
        assert not others & set(v.hand)
        assert not any(isinstance(x, Card) and x in others for x in vars(v).values())
        assert v.request == ("play" if seat == m.turn else None)
    v = m.view(m.turn)
    assert set(v.legal) == set(m.legal_cards())
    assert len(v.played) == 3 * 4 + 2


def test_view_json_round_trip():
    m = mid_trick_match(9)
    v = m.view(m.turn)
    again = PlayerView.from_json(v.to_json(), "play")
    assert again.hand == v.hand and again.legal == v.legal and again.tricks == v.tricks
    assert again.trick == v.trick and again.bids == v.bids and again.rules == v.rules


def test_voids_are_what_the_table_showed():
    m = mid_trick_match(2)
    v = m.view(0)
    for leader, cards, _ in v.tricks:
        for i, c in enumerate(cards[1:], 1):
            if c.suit is not cards[0].suit:
                assert cards[0].suit in v.voids()[(leader + i) % 4]
