"""The window's first size fits the player's screen: 1280×720 where there
is room, smaller on a laptop whose screen cannot show it whole with its title
bar and task bar (a real window showed its bottom rows cut off on a
720-high screen)."""

from __future__ import annotations

import pytest

from game.ui import app as app_module
from game.ui.app import DEFAULT_SIZE, FRAME_ROOM, MIN_SIZE, App, fitted_size


@pytest.mark.parametrize("desktop", [(1366, 768), (1280, 720), (1280, 800), (1024, 600),
                                     (1440, 900), (1600, 900)])
def test_on_a_small_screen_the_window_fits_whole_and_keeps_its_shape(desktop):
    w, h = fitted_size(desktop)
    assert w + FRAME_ROOM[0] <= desktop[0] and h + FRAME_ROOM[1] <= desktop[1]
    assert abs(w / h - DEFAULT_SIZE[0] / DEFAULT_SIZE[1]) < 0.01  # the table's shape
    assert (w, h) >= MIN_SIZE


@pytest.mark.parametrize("desktop", [(1920, 1080), (2560, 1440), (3840, 2160), None])
def test_with_room_or_an_unknown_screen_the_window_is_1280_by_720(desktop):
    assert fitted_size(desktop) == DEFAULT_SIZE


def test_a_tiny_screen_gets_the_smallest_window_the_game_lays_out():
    assert fitted_size((700, 420)) == MIN_SIZE


def test_the_game_opens_its_window_at_the_fitted_size(monkeypatch):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1366, 768))
    app = App(None)
    try:
        w, h = app.surface.get_size()
        assert (w, h) == fitted_size((1366, 768))
        assert h + FRAME_ROOM[1] <= 768
    finally:
        app.close()


def test_a_window_size_asked_for_is_kept(monkeypatch):
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1366, 768))
    app = App((1280, 720))
    try:
        assert app.surface.get_size() == (1280, 720)
    finally:
        app.close()


# ------------------------------------------------------------ remembered size
def resized_and_closed(options, size, saved: list) -> None:
    import pygame
    app = App((1280, 720), options=options)
    app.save_options = lambda: saved.append(list(options.window)) or ""
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
    app.step(0.016)
    app.close()


def test_the_window_opens_where_the_player_last_left_its_size():
    from game.options import Options
    options, saved = Options(), []
    resized_and_closed(options, (1024, 640), saved)
    assert options.window == [1024, 640] and saved == [[1024, 640]]  # kept, written once
    app = App(None, options=options)
    try:
        assert app.surface.get_size() == (1024, 640)
    finally:
        app.close()
    assert saved == [[1024, 640]]  # a run that did not resize writes nothing more


def test_a_remembered_size_too_big_for_this_screen_is_fitted(monkeypatch):
    from game.options import Options
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1366, 768))
    app = App(None, options=Options(window=[1920, 1080]))
    try:
        w, h = app.surface.get_size()
        assert w + FRAME_ROOM[0] <= 1366 and h + FRAME_ROOM[1] <= 768
    finally:
        app.close()


def test_a_game_only_played_leaves_the_settings_alone():
    from game.options import Options
    options, saved = Options(), []
    app = App((1280, 720), options=options)
    app.save_options = lambda: saved.append("written") or ""
    app.step(0.016)
    app.close()
    assert saved == [] and options.window == []


@pytest.mark.parametrize("bad", ["big", [1024], [10, 10], [1024.5, 600], [True, 600], None,
                                 [99999, 600]])
def test_a_damaged_window_size_in_the_settings_file_is_reset_with_a_notice(bad):
    import game.ui.screens  # noqa: F401  (the settings' names, as the game shows them)
    from game.storage.settings import options_from
    notices = []
    opts = options_from({"window": bad, "sound": False}, notices)
    assert opts.window == [] and opts.sound is False  # the rest of the options kept
    assert len(notices) == 1 and "Window size" in str(notices[0])


def test_an_older_settings_file_without_a_window_size_loads_quietly():
    from game.storage.settings import options_from
    notices = []
    assert options_from({"sound": False}, notices).window == [] and notices == []
