"""The options players touch less, as a player expects them to work: the
fastest speed still shows each trick, "Wait after each trick" waits at every
speed, and the sound and full-screen choices made away from the Settings
screen (the table's sound button, M, F11) are remembered in the next run."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, frames  # noqa: E402
from events import click, key  # noqa: E402

from game.options import Options  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import install  # noqa: E402
from game.ui.table import TableScene  # noqa: E402

DT = 1 / 60


def instant_table(**options):
    """A quiet window with the speed "Instant" chosen in the options (as in
    Settings), and a table on it with bots that answer at once."""
    app = App((1280, 720), options=Options(sound=False, speed="instant", **options))
    scene = TableScene(seed=3, thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    frames(app, 1)
    return app, scene


def play_a_frame(app, scene) -> None:
    """One frame of a player who bids the lowest and plays the first legal card."""
    turn = scene.human_turn()
    if turn == "bid" and scene.bid_panel.visible:
        scene.human_bid(scene.bid_panel.legal[0])
    elif turn == "play" and scene.director.caught_up:
        scene.try_play(scene.match.legal_actions()[0])
    app.step(DT)


# ---------------------------------------------------------------- speed
def test_at_instant_speed_each_whole_trick_and_its_taker_are_still_seen():
    """At "Instant" the three bots' cards and the trick's taker were never on
    the table together, not for one frame: a trick came and went unseen."""
    app, scene = instant_table()
    try:
        shown = []  # frames each finished trick stood whole, its taker named
        for _ in range(3000):
            play_a_frame(app, scene)
            board = scene.board
            if len(board.trick) == 4 and board.trick_winner is not None:
                n = len(board.tricks)
                shown += [0] * (n + 1 - len(shown))
                shown[n] += 1
            if len(scene.board.tricks) >= 3:
                break
        assert len(scene.board.tricks) >= 3
        assert len(shown) >= 3 and min(shown[:3]) * DT >= 0.3  # each long enough to glance at
    finally:
        app.close()


def test_wait_after_each_trick_waits_at_instant_speed_too():
    """With "Wait after each trick" and "Instant" both chosen, a finished
    trick was swept at once: the option was silently off at that speed."""
    app, scene = instant_table(trick_click=True)
    try:
        for _ in range(3000):
            if scene.board.trick_waiting or scene.board.tricks:
                break
            play_a_frame(app, scene)
        assert scene.board.trick_waiting and len(scene.board.trick) == 4
        frames(app, 300)  # five seconds: it still waits
        assert scene.board.trick_waiting and len(scene.board.trick) == 4
        assert not scene.board.tricks
        key(pygame.K_SPACE)
        frames(app, 2)
        assert len(scene.board.tricks) == 1 and scene.board.trick == []
    finally:
        app.close()


# -------------------------------------------- remembered between runs
def window_on(home):
    app = App((1280, 720), options=home.settings.options)
    install(app, home)
    return app


@pytest.mark.parametrize("how", ["button", "M"])
def test_sound_turned_off_at_the_table_is_off_in_the_next_run(home, how):
    """The table's sound button (or M) turned the sound off for this run
    only: the next run started with the sound on again."""
    home.settings.options.sound = True
    home.save_settings()
    app = window_on(home)
    try:
        scene = TableScene(seed=7, speed="instant", thinker=InstantThinker(), sounds=Quiet())
        app.push(scene)
        frames(app, 3)
        if how == "button":
            button = next(b for b in scene.status.buttons if b.name == "sound")
            click(button.rect.center)
        else:
            key(pygame.K_m)
        frames(app, 2)
        assert scene.options.sound is False
    finally:
        app.close()
    assert home.storage.load_settings().options.sound is False  # the next run's settings


def test_full_screen_chosen_with_f11_is_kept_for_the_next_run(home):
    """F11 changed the window, and the Settings row with it, but the choice
    was never written: the next run opened in a window again."""
    app = window_on(home)
    try:
        assert not home.settings.options.fullscreen
        key(pygame.K_F11)
        frames(app, 2)
        assert app.fullscreen and home.settings.options.fullscreen
    finally:
        app.close()
    assert home.storage.load_settings().options.fullscreen is True
