"""The card tracker (an option, off by default): the cards still out in each
suit, as the table shows them."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from doubles import tricks_played  # noqa: E402

from game.engine import Match, Phase  # noqa: E402
from game.options import Options  # noqa: E402


def test_unseen_is_every_card_neither_held_nor_played():
    m = Match(seed=11)
    rng = random.Random(1)
    while m.phase is not Phase.PLAYING or len(m.view(0).played) < 9:
        m.apply(rng.choice(m.legal_actions()))
    view = m.view(0)
    out = view.unseen()
    cards = [c for suit in out.values() for c in suit]
    assert len(cards) == 52 - len(view.hand) - len(view.played)
    assert not set(cards) & (set(view.hand) | set(view.played))
    for suit, listed in out.items():  # each suit's own cards, highest first
        assert all(c.suit is suit for c in listed)
        assert [c.rank for c in listed] == sorted((c.rank for c in listed), reverse=True)


def play_some_tricks(tracker: bool):
    return tricks_played((1280, 720), tracker=tracker)


def test_the_tracker_lists_what_is_still_out_as_the_table_shows_it():
    app, scene = play_some_tricks(True)
    try:
        assert len(scene.board.tricks) >= 3
        drawn = scene.renderer.tracker_drawn
        assert drawn is not None and len(drawn) == 4
        expected = scene.match.view(0).unseen()  # the table has shown every event
        assert {suit: codes for suit, codes in drawn} == \
            {suit: [c.code for c in cards] for suit, cards in expected.items()}
        held = len(scene.board.hands[0])
        assert sum(len(codes) for _, codes in drawn) == 52 - held - 4 * len(scene.board.tricks)
    finally:
        app.close()


def test_the_tracker_is_off_by_default():
    assert Options().card_tracker is False
    app, scene = play_some_tricks(False)
    try:
        assert scene.renderer.tracker_drawn is None
    finally:
        app.close()
