"""Keys pressed faster than the frames: each goes to the screen on top when
it is read. Two presses of a key that opens a dialog, read in one frame (a
held key's repeats on a slow frame), opened the dialog twice, and one Esc
then left the player under a second copy of it."""

import pygame

from game.ui.dialog import Dialog
from game.ui.screens import StatsScreen


def keydown(key: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                         scancode=0))


def dialogs(app) -> int:
    return sum(isinstance(s, Dialog) for s in app.scenes)


def test_r_twice_in_one_frame_asks_once_and_one_esc_leaves_it(app, home):
    app.push(StatsScreen(home))
    app.step(0.02)
    pygame.event.clear()
    keydown(pygame.K_r)
    keydown(pygame.K_r)  # read in the same frame as the first
    app.step(0.02)
    assert dialogs(app) == 1
    keydown(pygame.K_ESCAPE)
    app.step(0.02)
    assert dialogs(app) == 0
    assert isinstance(app.top, StatsScreen)

