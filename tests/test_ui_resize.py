"""Resizing the window (or going full screen) at any moment of a game: every
card goes to its new place, and nothing that runs or waits is cut short,
skipped, repeated or lost. The table is driven as in the other UI tests: the
app's frames with a fake clock (``dt``), resizes as the app receives them.

The sizes are a player's: 1280x720, then 1024x600, 700x900 (portrait) and
1920x1080 (full screen on a large monitor)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    frames,
    no_pictures_match,
    replay_of_two_hands,
    run_until,
    start_table,
    to_a_trick_waiting_for_your_click,
)
from pygame import Rect  # noqa: E402

from game.engine import Match, Rules  # noqa: E402
from game.options import Options  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.tween import Tween, Tweens  # noqa: E402

DT = 1 / 60
SIZES = [(1024, 600), (700, 900), (1920, 1080)]  # from 1280x720


def table(app, speed="normal", autoplay=True, seed=12, match=None):
    return start_table(app, seed=seed, speed=speed, autoplay=autoplay, match=match)


def resize(app, size):
    """The window's new size, as the system says it (a VIDEORESIZE event)."""
    w, h = size
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h)))
    app.step(DT)
    assert app.layout.size == size


def at_rest_in_place(scene):
    """Every card that no tween moves lies at its place in the current
    layout: its hand's, or its seat's slot in the trick; none is left
    outside the window."""
    lay, board, director = scene.layout, scene.board, scene.director
    moving = scene.tweens.moving("pos")
    window = Rect(0, 0, *lay.size)
    for hand in board.hands:
        for s in hand:
            if id(s) not in moving and s.alpha > 0:
                assert s.pos == director.home(s), (s.card, s.pos, director.home(s))
    for s in board.trick:
        if id(s) not in moving and id(s) not in scene.tweens.waiting("pos") and s.alpha > 0:
            assert s.pos == lay.slots[s.seat].topleft
            assert window.contains(Rect(round(s.x), round(s.y), lay.card_w, lay.card_h))


# ------------------------------------------------------------------ tweens
class Thing:
    def __init__(self):
        self.pos = (0.0, 0.0)
        self.alpha = 255.0


def test_a_place_is_read_again_on_relayout_and_the_flight_keeps_its_time():
    """A card flying to a place that moves (a resize): it goes on from where
    it was put, ends at the new place at the time it would have, and its
    callback runs once, then."""
    where = {"end": (100.0, 0.0)}
    thing, tw, done = Thing(), Tweens(), []
    tw.animate(thing, 1.0, "linear", on_finished=lambda: done.append(1),
               pos=lambda: where["end"])
    tw.update(0.5)
    assert thing.pos == (50.0, 0.0)
    where["end"] = (0.0, 200.0)
    thing.pos = (25.0, 0.0)  # the resize put it there
    tw.relayout()
    assert thing.pos == (25.0, 0.0)
    tw.update(0.25)  # half of what is left
    assert thing.pos == pytest.approx((12.5, 100.0))
    assert done == [] and tw.busy
    tw.update(0.25)
    assert thing.pos == (0.0, 200.0) and done == [1] and not tw.busy


def test_relayout_keeps_the_easing_curve_and_the_delays():
    """An eased flight goes on along the rest of its curve (no restart, no
    jump); a delayed one and a plain pause keep their time."""
    where = {"end": (100.0, 0.0)}
    a, b, tw, done = Thing(), Thing(), Tweens(), []
    tw.animate(a, 1.0, "out_cubic", pos=lambda: where["end"])
    tw.animate(b, 1.0, "linear", delay=1.0, pos=lambda: where["end"])
    tw.after(1.5, lambda: done.append("pause"))
    tw.update(0.5)
    before = a.pos
    tw.relayout()  # nothing moved: nothing changes
    assert a.pos == before
    tw.update(0.25)
    reference, ref_tw = Thing(), Tweens()
    ref_tw.animate(reference, 1.0, "out_cubic", pos=(100.0, 0.0))
    ref_tw.update(0.75)
    assert a.pos == pytest.approx(reference.pos)
    where["end"] = (300.0, 0.0)
    tw.relayout()
    tw.update(0.25)
    assert a.pos == (300.0, 0.0)
    assert b.pos == (0.0, 0.0) and done == []  # still waiting for its delay
    tw.update(0.5)
    assert b.pos == (150.0, 0.0) and done == ["pause"]
    tw.update(0.5)
    assert b.pos == (300.0, 0.0)


def test_a_tween_without_places_is_untouched_by_relayout():
    thing, tw = Thing(), Tweens()
    tween = tw.animate(thing, 1.0, "linear", alpha=0.0)
    tw.update(0.5)
    tw.relayout()
    assert tween.base == 0.0 and thing.alpha == 127.5
    tw.update(0.5)
    assert thing.alpha == 0.0


def test_tween_accepts_a_place_for_a_delayed_start():
    """A place is read when the tween is made and when it starts."""
    where = {"end": (10.0, 10.0)}
    thing = Thing()
    tween = Tween(thing, 1.0, "linear", delay=0.5, pos=lambda: where["end"])
    assert tween.targets["pos"] == (10.0, 10.0)
    where["end"] = (20.0, 0.0)
    tween.update(0.5)
    tween.update(1.0)
    assert thing.pos == (20.0, 0.0)


# ---------------------------------------------------------- the known defect
def test_a_resize_keeps_a_finished_tricks_pause():
    """The four cards of a finished trick wait on the cloth, the winner's
    card glowing and their name shown, before they go to the winner. A
    resize then made them vanish at once: the player never saw who took
    it. Now they stay for their whole time, at their new places, and go to
    the winner's hand in the new layout."""
    from game.ui.table.director import WINNER_SHOWN

    a = App((1280, 720), options=Options(sound=False))
    try:
        scene = table(a, speed="normal")
        assert run_until(a, lambda: scene.board.trick_winner is not None, 20000)
        winner, shown = scene.board.trick_winner, DT
        cards = list(scene.board.trick)
        for size in SIZES:
            resize(a, size)
            shown += DT
            assert scene.board.trick_winner == winner
            assert scene.board.trick == cards and not scene.board.flying
            assert scene.renderer.trick_winner_drawn  # "X takes the trick", still
            lay = scene.layout
            for s in cards:
                assert s.pos == lay.slots[s.seat].topleft  # at the new slots
        while scene.board.trick_winner is not None:
            a.step(DT)
            shown += DT
        assert shown >= WINNER_SHOWN - DT
        assert scene.board.flying == cards  # now they go to the winner
        lay = scene.layout
        hand = lay.hands[winner]
        end = (hand.centerx - lay.card_w / 2, hand.centery - lay.card_h / 2)
        assert run_until(a, lambda: not scene.board.flying, 120)
        assert all(s.pos == end for s in cards)  # the winner's hand, at 1920x1080
        assert scene.board.taken[winner] == 1 and len(scene.board.tricks) == 1
    finally:
        a.close()


def test_full_screen_and_back_keeps_a_finished_tricks_pause(app):
    """F11 (full screen) and F11 again while a trick's winner is shown."""
    scene = table(app, speed="normal")
    assert run_until(app, lambda: scene.board.trick_winner is not None, 20000)
    cards = list(scene.board.trick)
    for _ in range(2):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0,
                                             unicode="", scancode=0))
        app.step(DT)
        assert scene.layout.size == app.surface.get_size()
        assert scene.board.trick_winner is not None and scene.board.trick == cards
        at_rest_in_place(scene)
    assert not app.fullscreen


# ------------------------------------------------ every moment, side by side
def look(app, scene) -> tuple:
    """What a player sees happen at a frame, apart from where things are."""
    b, d = scene.board, scene.director
    return (b.hand_number, d.cursor, d.blocked, round(d.wait, 6), scene.status_hint,
            b.trick_winner, b.trick_waiting, b.pile, tuple(b.taken), len(b.tricks),
            tuple(len(h) for h in b.hands), tuple((s.card, round(s.alpha, 3))
                                                  for s in b.trick + b.flying),
            tuple(round(s.flip, 4) for h in b.hands for s in h),
            tuple(sorted(b.bubbles)), b.banner is not None,
            scene.toast[0] if scene.toast else None, scene.bid_panel.visible,
            len(scene.tweens), type(app.top).__name__, len(app.scenes))


MOMENTS = [  # (name, the moment a player resizes at)
    ("the draw for the dealer", lambda app, s: s.status_hint == "drawing"
     and len(s.tweens.waiting("pos")) >= 2),
    ("the deal", lambda app, s: s.status_hint == "dealing" and 10 < s.board.pile < 40),
    ("your bid panel", lambda app, s: s.bid_panel.visible),
    ("a bot thinking", lambda app, s: s.director.caught_up and s.board.playing
     and s.match.turn != 0),
    ("a card flying to the trick", lambda app, s: s.board.playing and any(
        id(c) in s.tweens.moving("pos") for c in s.board.trick)),
    ("a finished trick shown", lambda app, s: s.board.trick_winner is not None),
    ("a trick gathered", lambda app, s: bool(s.board.flying)),
]


class You:
    """South, played the same way in both runs: the lowest bid after half
    a second, your first legal card at once."""

    def __init__(self):
        self.waited = 0

    def __call__(self, app, scene):
        turn = scene.human_turn()
        if app.top is not scene:
            return
        if turn == "bid" and scene.bid_panel.visible:
            self.waited += 1
            if self.waited > 30:
                self.waited = 0
                scene.human_bid(scene.bid_panel.legal[0], confirmed=True)
        elif turn == "play":
            scene.try_play(scene.match.legal_actions()[0])


def one_hand(resizes: bool, n: int = 1900):
    """The first hand (normal speed, you South), ``n`` frames of it; with
    ``resizes``, the window goes through the sizes at each moment of
    ``MOMENTS`` in turn. What was seen at each frame, and where."""
    app = App((1280, 720), options=Options(sound=False))
    try:
        scene = table(app, autoplay=False)
        you, seen, todo, sizes, resized = You(), [], list(MOMENTS), [], []
        for i in range(n):
            if resizes and todo and todo[0][1](app, scene):
                resized.append((todo.pop(0)[0], i))
                sizes = SIZES + [(1280, 720)]
            if sizes:
                size = sizes.pop(0)
                app.resize(*size)  # in place of this frame's events
                assert app.layout.size == size
                at_rest_in_place(scene)
            you(app, scene)
            app.step(DT)
            seen.append(look(app, scene))
            if resizes:
                at_rest_in_place(scene)
        return seen, resized
    finally:
        app.close()


def test_a_resize_at_any_moment_of_a_hand_changes_nothing_but_places():
    """The same hand twice, the second time with the window resized through
    every size at each moment (the draw, the deal, your bid panel, a bot
    thinking, a card flying, a trick shown, a trick gathered): frame by
    frame, the player sees the same things happen at the same times (no
    pause cut short, no card lost or dealt twice, no event skipped), and
    every card at rest lies at its place in the window of the moment."""
    plain, _ = one_hand(False)
    resized, at = one_hand(True)
    assert [name for name, _ in at] == [name for name, _ in MOMENTS]
    for i, (a, b) in enumerate(zip(plain, resized)):
        assert a == b, (i, at, [(k, x, y) for k, (x, y) in enumerate(zip(a, b)) if x != y])


def test_the_draw_for_the_dealer_waits_in_the_middle_of_the_new_table(app):
    """A resize during the draw: the cards still to be drawn wait in the
    middle of the new table, then each goes to its seat; who deals first
    is still said."""
    scene = table(app)
    assert run_until(app, lambda: scene.status_hint == "drawing"
                     and len(scene.tweens.waiting("pos")) == 2, 200)
    resize(app, (700, 900))
    lay = scene.layout
    waiting = [s for s in scene.board.trick if id(s) in scene.tweens.waiting("pos")]
    assert len(waiting) == 2
    for s in waiting:
        assert (s.x + lay.card_w / 2, s.y + lay.card_h / 2) == lay.trick.center
    drawn = list(scene.board.trick)
    assert run_until(app, lambda: not scene.tweens.moving("pos") and not
                     scene.tweens.waiting("pos"), 200)
    assert all(s.pos == lay.slots[s.seat].topleft for s in drawn)
    assert run_until(app, lambda: scene.toast is not None, 200)
    assert "deals first" in scene.toast[0]


def test_a_resize_during_the_deal_lets_it_go_on(app):
    """Mid-deal, a resize neither finishes the deal at once nor deals a card
    twice: the pile keeps its cards, the rest still fly one by one, and
    every hand ends with its thirteen cards in the new layout."""
    app.options.draw_for_dealer = False
    scene = table(app)
    assert run_until(app, lambda: 0 < scene.board.pile < 30, 600)
    pile = scene.board.pile
    for size in SIZES:
        resize(app, size)
    assert scene.board.pile >= pile - 2  # three frames' worth, not the whole deal
    assert scene.status_hint == "dealing"
    piles = [scene.board.pile]
    assert run_until(app, lambda: (piles.append(scene.board.pile) or True)
                     and scene.board.pile == 0 and not scene.tweens.busy, 600)
    assert all(a - b <= 1 for a, b in zip(piles, piles[1:]))  # one card at a time
    assert [len(h) for h in scene.board.hands] == [13] * 4
    dealt = [s.card for h in scene.board.hands for s in h]
    assert len(set(dealt)) == 52
    lay = scene.layout
    for seat in (1, 2, 3):
        rects = lay.back_cards(seat, 13)
        assert [s.pos for s in scene.board.hands[seat]] == [r.topleft for r in rects]
    assert [s.pos for s in scene.board.hands[0]] == [r.topleft for r in lay.south_cards(13)]
    assert all(s.flip == 1.0 for s in scene.board.hands[0])


def test_a_trick_waiting_for_your_click_waits_through_a_resize(app):
    app.options.trick_click = True
    scene = table(app, speed="fast", autoplay=False)
    to_a_trick_waiting_for_your_click(app, scene)
    cards = list(scene.board.trick)
    assert scene.board.trick_waiting and len(cards) == 4
    for size in SIZES:
        resize(app, size)
        frames(app, 30)
        assert scene.board.trick_waiting and scene.board.trick == cards
        assert all(s.pos == scene.layout.slots[s.seat].topleft for s in cards)
    scene.director.go_on()
    assert run_until(app, lambda: len(scene.board.tricks) == 1, 120)


# -------------------------------------------------------------- the dialogs
def dialog_follows(app, kind):
    """Resize through the sizes: one dialog of ``kind`` stays on top, in the
    window, its buttons inside it."""
    first = app.top
    assert isinstance(first, kind)
    for size in SIZES:
        resize(app, size)
        frames(app, 2)
        assert app.top is first and sum(isinstance(s, Dialog) for s in app.scenes) == 1
        assert Rect(0, 0, *size).contains(first.rect)
        assert all(first.rect.contains(b.rect) for b in first.buttons)
    return first


def test_the_hand_summary_and_the_score_sheet_follow_the_window(app):
    from game.ui.table.dialogs import ScoreSheetDialog, SummaryDialog

    scene = table(app, speed="instant", autoplay=False)
    you = You()
    for _ in range(5000):
        if isinstance(app.top, SummaryDialog):
            break
        you(app, scene)
        app.step(DT)
    summary = dialog_follows(app, SummaryDialog)
    hand = scene.match.hand_number
    summary.buttons[1].click()  # Score sheet
    frames(app)
    dialog_follows(app, ScoreSheetDialog).buttons[0].click()  # Close: the game goes on
    frames(app)
    assert app.top is scene and not scene.director.blocked
    assert run_until(app, lambda: scene.board.hand_number == hand and scene.board.pile == 0,
                     600)


def test_the_game_over_dialog_follows_the_window_once(app):
    from game.ui.table.dialogs import GameOverDialog

    m = Match(Rules().replace(target=21), seed=5, scores=[20, 20, 20, 20])
    scene = table(app, speed="fast", autoplay=False, match=m)
    you = You()
    for _ in range(6000):
        if isinstance(app.top, GameOverDialog):
            break
        if isinstance(app.top, Dialog):
            app.top.buttons[app.top.default].click()
        you(app, scene)
        app.step(DT)
    dialog_follows(app, GameOverDialog)
    assert scene.match.is_over


def test_the_no_pictures_question_follows_the_window(app):
    m = no_pictures_match()
    scene = table(app, speed="normal", autoplay=False, match=m)
    assert run_until(app, lambda: isinstance(app.top, Dialog), 1000)
    question = dialog_follows(app, Dialog)
    frames(app, 30)
    assert app.top is question  # asked once, not again
    next(b for b in question.buttons if b.label == "Redeal").click()
    frames(app)
    assert m.hand_number == 2 and app.top is scene


# ---------------------------------------------------------------- the replay
def test_the_replay_keeps_its_place_and_fits_each_window(app, home):
    screen = replay_of_two_hands(app, home)
    for _ in range(5):
        screen.go(1)
    frames(app)
    where = (screen.hand, screen.trick, screen.state())
    for size in SIZES:
        resize(app, size)
        frames(app)
        window = Rect(0, 0, *size)
        assert (screen.hand, screen.trick, screen.state()) == where
        assert all(window.contains(b.rect) for b in screen.buttons)
        assert all(window.contains(r) for r in screen.labels_drawn)
