"""Windows at the extremes: a 4K monitor, an ultra-wide one and the
smallest window the game allows. The table's text and cards grow with the
window; the window is never laid out for a size it does not have, and the
system is told the smallest size the game lays out."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import warnings  # noqa: E402

import pygame  # noqa: E402
from doubles import frames, start_table, window  # noqa: E402
from pygame import Rect  # noqa: E402

from game.ui.app import MIN_SIZE  # noqa: E402


def system_window():
    """The game's window as the system (a window manager) sees it."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def inside_and_apart(lay):
    """The table's key areas all lie in the window, none over another."""
    screen = Rect(0, 0, *lay.size)
    areas = lay.key_areas()
    for name, r in areas.items():
        assert screen.contains(r), (name, r, lay.size)
    names = sorted(areas)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not areas[a].colliderect(areas[b]), (a, b, lay.size)


def test_the_window_cannot_be_dragged_smaller_than_the_game_lays_out():
    """The system is told the smallest size: a window manager asked for a
    window smaller than that gives the smallest size instead, and the table
    is laid out for it, your cards and the Menu button in view."""
    app = window((800, 600))
    try:
        scene = start_table(app)
        assert system_window().minimum_size == MIN_SIZE
        app.toggle_fullscreen()  # F11 twice: full screen and back
        app.toggle_fullscreen()
        assert system_window().minimum_size == MIN_SIZE
        system_window().size = (500, 300)  # the player drags the corner past the minimum
        frames(app)
        assert app.surface.get_size() == MIN_SIZE
        assert app.layout.size == MIN_SIZE
        inside_and_apart(app.layout)
        menu = next(b for b in scene.status.buttons if b.name == "menu")
        assert Rect(0, 0, *MIN_SIZE).contains(menu.rect)
    finally:
        app.close()


def test_a_size_the_system_sets_is_the_size_laid_out():
    """When the system changes the window's size by itself (it sends no
    resize request, only the new size: a maximise on some systems), the
    table is laid out for the window it now has, not the one it had."""
    app = window((1280, 720))
    try:
        start_table(app)
        system_window().size = (1920, 1080)
        frames(app)
        assert app.surface.get_size() == (1920, 1080)
        assert app.layout.size == (1920, 1080)
    finally:
        app.close()
