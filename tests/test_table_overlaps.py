"""Things at the table that covered each other: your bid's bubble sat on
the Undo button above your cards; a long message (a lesson's wrong answer,
a "why not" for a card) ran on one line over East's and West's bubbles and
plates; the keys overlay's last row ran onto its Close button at 640x400."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    frames,
    lesson_window,
    run_until,
    start_table,
    to_your_card,
    window,
)

from game.ui.layout import EAST, SOUTH, WEST  # noqa: E402
from game.ui.table.keys import KeysDialog  # noqa: E402

LANGS = ["en", "ar"]
SIZES = [(1280, 720), (1024, 600), (800, 600), (640, 400)]


def bubble_seen(scene, seat) -> pygame.Rect | None:
    """What a seat's bid bubble covers as drawn now (its round and its
    tail), or None when it is not shown."""
    r, pop = scene.renderer, scene.board.bubbles.get(seat)
    if pop is None or pop.alpha <= 1 or seat not in r.bubbles_drawn:
        return None
    size = r._bubble_sizes[(pop.text, scene.layout.font_large)]
    way = {SOUTH: (0, 1), EAST: (1, 0), WEST: (-1, 0)}.get(seat, (0, -1))
    return r._bubble_box(r.bubbles_drawn[seat].center, size, round(size * 0.28), way)


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_your_bid_bubble_leaves_the_undo_button_in_view(language):
    """The bidding is over and you lead the first trick: your bid's bubble
    (over the corner of your cards) hid most of "↶ Undo" there. It now
    stands right of the button, which stays above your cards at their left."""
    covered = {}
    for size in SIZES:
        app = window(size)
        try:
            scene = start_table(app, seed=9)  # you lead the first trick
            to_your_card(app, scene, 0)
            frames(app, 3)
            assert scene.undo_offered() and not scene.board.trick
            bubble, undo = bubble_seen(scene, SOUTH), scene.hand.undo_button.rect
            assert bubble is not None
            hand = scene.layout.hands[SOUTH]
            assert undo.bottomleft == (hand.left, hand.top - scene.layout.margin)
            if bubble.colliderect(undo):
                covered[size] = (bubble, undo)
        finally:
            app.close()
    assert covered == {}


def side_seats(scene) -> list:
    lay = scene.layout
    named = [(f"plate {s}", lay.plates[s]) for s in (EAST, WEST)]
    return named + [(f"bubble {s}", b) for s in (EAST, WEST) if (b := bubble_seen(scene, s))]


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_lessons_wrong_answer_wraps_clear_of_the_side_seats(home, language):
    """Syrian 41, a bid below the 7 the lesson asks for: its long message
    spanned nearly the whole window on one line, over Karim's and Layla's
    bubbles. It wraps now, clear of their bubbles and plates."""
    covered = {}
    for size in SIZES:
        app, scene = lesson_window(home, size, "seven")
        try:
            assert run_until(app, lambda s=scene: s.human_turn() == "bid"
                             and s.bid_panel.visible)
            scene.human_bid(6)
            frames(app, 10)
            toast = scene.renderer.toast_drawn
            assert toast is not None and len(scene.toast[0]) > 80
            assert len(side_seats(scene)) == 4  # both bubbles shown
            hit = [name for name, rect in side_seats(scene) if toast.colliderect(rect)]
            if hit:
                covered[size] = hit
        finally:
            app.close()
    assert covered == {}


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_why_not_for_a_card_stays_clear_of_the_side_plates(language):
    """A card you may not play says why; the message, long in Arabic,
    keeps clear of East's and West's plates at every size."""
    covered = {}
    for size in SIZES:
        app = window(size)
        try:
            scene = start_table(app, seed=1)  # a bot leads: you must follow
            to_your_card(app, scene, 0)
            legal = set(scene.match.legal_cards(SOUTH))
            wrong = next(s.card for s in scene.hand.sprites if s.card not in legal)
            assert not scene.try_play(wrong)
            frames(app, 3)
            toast = scene.renderer.toast_drawn
            assert toast is not None
            hit = [name for name, rect in side_seats(scene) if toast.colliderect(rect)]
            if hit:
                covered[size] = (scene.toast[0], hit)
        finally:
            app.close()
    assert covered == {}


@pytest.mark.parametrize("language", LANGS, indirect=True)
@pytest.mark.parametrize("size", [(640, 400), (800, 600), (1024, 600)])
def test_the_keys_overlay_keeps_its_rows_off_the_close_button(language, size):
    """F1 at the table: at 640x400 the last row, "F11 Full screen or
    window", ran onto the Close button. Every row now stands above the
    buttons, inside the body, its words no smaller than 11 px."""
    app = window(size)
    try:
        scene = start_table(app, seed=9)
        to_your_card(app, scene, 0)
        scene.show_keys()
        frames(app, 3)
        keys = app.top
        assert isinstance(keys, KeysDialog) and len(keys.drawn) == len(keys.rows)
        top = min(b.rect.top for b in keys.buttons)
        low = [k for k, _, line in keys.drawn if line.bottom > top]
        assert low == []
        assert keys.columns(keys.layout, keys.body.width)[1] >= 11
    finally:
        app.close()
