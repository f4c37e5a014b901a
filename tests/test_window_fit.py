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
