"""``Scene``: one screen of the game, driven by the ``App`` frame loop.

A scene never loops or blocks: the app calls ``handle_event`` for each
event of the frame (top scene only), then ``update(dt)``, then ``draw``.
Scenes ask the app to ``push``/``pop``/``replace`` scenes; the switch is
applied between frames.
"""

from __future__ import annotations


class Scene:
    """Base class for screens and overlays."""

    #: False for an overlay (pause menu, dialog): the scenes below are drawn first
    opaque = True

    def __init__(self):
        self.app = None  # set by App when the scene is pushed

    # -------------------------------------------------------------- life
    def on_enter(self) -> None:
        """The scene became part of the stack (``self.app`` is set)."""

    def on_exit(self) -> None:
        """The scene left the stack."""

    def on_resize(self, layout) -> None:
        """The window changed size; ``layout`` is the new ``Layout``."""

    def on_cover(self) -> None:
        """Another scene was pushed on top of this one."""

    def on_uncover(self) -> None:
        """The scene above this one was popped."""

    # ------------------------------------------------------------- frame
    def handle_event(self, event) -> bool:
        """One pygame event; return True when it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds (only the top scene is updated)."""

    def draw(self, surface) -> None:
        """Draw the whole scene onto ``surface``."""

    def dirty(self) -> bool:
        """Has the picture changed since the last draw? (Asked of the top scene
        after its update; False lets the app skip drawing this frame.)"""
        return True
