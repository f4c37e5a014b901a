"""``Dialog``: a modal overlay scene with a title, a body and buttons.

The scenes below stay visible (dimmed). Subclasses draw their body in
``draw_body(surface, rect)``. Enter presses the default button, Esc the
cancel button (when there is one). ``auto_close`` seconds, when set, press
the default button by themselves (used when the computer plays South).
"""

from __future__ import annotations

from typing import Callable

import pygame

from ..strings import right_to_left
from . import theme
from .scene import Scene
from .widgets import Button, Painter, button_at


class Dialog(Scene):
    opaque = False
    dim = theme.SHADE  # the App darkens the scenes below with this (once, cached)

    def __init__(self, title: str, buttons: list[tuple[str, Callable[[], None]]] | None = None,
                 *, default: int = 0, cancel: int | None = None,
                 auto_close: float | None = None, screenshot: str | None = None,
                 size: tuple[float, float] | None = None, lines: list | None = None,
                 on_auto: Callable[[], None] | None = None):
        super().__init__()
        self.title = title
        self.specs = buttons or []
        self.default = default
        self.cancel = cancel
        self.auto_close = auto_close
        self.on_auto = on_auto  # run at auto-close instead of the default button
        self.screenshot_name = screenshot
        self.size = size  # fraction of the layout's dialog rect (w, h)
        self.lines = lines or []  # (text, colour) pairs for a simple body
        self.painter = Painter(200)
        self.buttons: list[Button] = []
        self.rect = pygame.Rect(0, 0, 1, 1)
        self.hover: Button | None = None
        self._hover_stale = False  # the buttons were made anew: find the hovered one again
        self.focus = default  # the button Enter presses; Tab and the arrows move it
        self.keyboard = False  # the focus ring shows once the keyboard has moved it
        self.focus_ring: pygame.Rect | None = None  # where the last frame drew it
        self.closed = False

    # ------------------------------------------------------------- life
    def on_enter(self) -> None:
        if self.screenshot_name:
            self.app.screenshot(self.screenshot_name)

    def frame(self, layout) -> pygame.Rect:
        """The dialog's rectangle in ``layout`` (a subclass may size itself)."""
        r = layout.dialog.copy()
        if self.size:
            r.width = round(r.width * self.size[0])
            r.height = round(r.height * self.size[1])
            if self.lines and type(self).draw_body is Dialog.draw_body:
                # a few lines of text: no taller than they and the buttons need
                above, below = self.chrome(layout)
                need = above + self.lines_height(layout) + layout.margin + below
                r.height = min(r.height, need)
            r.center = layout.dialog.center
        return r

    def lines_height(self, layout) -> int:
        """The height ``draw_body`` gives ``lines``."""
        line = self.painter.font(layout.font_large).get_height()
        return sum(round(line * 1.5) for _ in self.lines)

    @staticmethod
    def chrome(layout) -> tuple[int, int]:
        """The height above the body (title) and below it (buttons) in ``layout``."""
        return (round(layout.font_title * 1.9),
                layout.margin * 3 + round(layout.font * 2.3))

    def on_resize(self, layout) -> None:
        self.layout = layout
        r = self.frame(layout)
        n = len(self.specs)
        bh = round(layout.font * 2.3)
        gap = layout.margin
        widths = self.button_widths(layout, r)
        total = sum(widths) + (n - 1) * gap
        x = r.centerx - total // 2
        y = r.bottom - layout.margin * 2 - bh
        self.rect = r
        lefts = {}
        for i in (reversed(range(n)) if right_to_left() else range(n)):  # reading starts
            lefts[i] = x                                                 # at the first
            x += widths[i] + gap
        self.buttons = [Button(f"b{i}", pygame.Rect(lefts[i], y, widths[i], bh), label,
                               self._wrap(fn), style="primary" if i == self.default else "normal")
                        for i, (label, fn) in enumerate(self.specs)]
        self.focus = max(0, min(self.focus, n - 1))
        # the old hovered button is gone; the one under the pointer is found
        # once the subclass has placed the new ones (``settle_hover``)
        self.hover, self._hover_stale = None, True
        above, _ = self.chrome(layout)
        self.body = pygame.Rect(r.left + layout.margin * 2, r.top + above,
                                r.width - layout.margin * 4, y - layout.margin - r.top - above)

    def button_widths(self, layout, r: pygame.Rect) -> list[int]:
        """Each button's width, from its label: one width for all when the
        widest label fits that way, else each its own. The buttons' row keeps
        ``2 * margin`` from the dialog's sides and ``margin`` between buttons;
        ``r`` is widened (about its centre, up to the window) when the row
        needs it, and only when the window is too narrow do they squeeze."""
        n = len(self.specs)
        if not n:
            return []
        gap, inset = layout.margin, layout.margin * 2
        pad = round(layout.font * 1.6)  # room around a label
        natural = [self.painter.measure(label, layout.font, i == self.default) + pad
                   for i, (label, _) in enumerate(self.specs)]
        room = r.width - 2 * inset - (n - 1) * gap
        even = max(min(round(layout.width * 0.16), room // n), max(natural))
        if n * even <= room:
            return [even] * n
        need = sum(natural)
        if need > room:  # widen the dialog about its centre, as far as the window allows
            centre = r.centerx
            r.width = max(r.width, min(layout.width - 2 * layout.margin,
                                       need + 2 * inset + (n - 1) * gap))
            r.centerx = centre
            room = r.width - 2 * inset - (n - 1) * gap
        if need <= room:
            spare = (room - need) // n  # share what is left, so the row stays centred and even
            return [w + spare for w in natural]
        return [max(1, w * room // need) for w in natural]

    def _wrap(self, fn):
        def run():
            if self.closed:
                return
            self.close()
            if fn is not None:
                fn()
        return run

    def close(self) -> None:
        """Remove the dialog (its button callbacks run after this)."""
        if not self.closed:
            self.closed = True
            self.app.pop()

    # ------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover, self._hover_stale = button_at(self.buttons, event.pos), False
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b = button_at(self.buttons, event.pos)
            if b is not None:
                return b.click()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                if self.buttons:
                    return self.buttons[self.focus].click()
                self.close()
                return True
            if self.move_focus(event):
                return True
            if event.key == pygame.K_ESCAPE:
                if self.cancel is not None and self.buttons:
                    return self.buttons[self.cancel].click()
                if not self.buttons:
                    self.close()
                    return True
        return False

    def move_focus(self, event) -> bool:
        """Tab (Shift+Tab back) steps through the buttons in reading order;
        Left/Right step across a row as it is drawn (so in a right-to-left
        layout Left goes on to the next button), and Up/Down along a column.
        True when the key moved the focus."""
        n = len(self.buttons)
        if n < 2 and event.key != pygame.K_TAB:
            return False
        if event.key == pygame.K_TAB:
            step = -1 if event.mod & pygame.KMOD_SHIFT else 1
            order = list(range(n))
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            if len({b.rect.centerx for b in self.buttons}) < n:
                return False  # not a row
            step = 1 if event.key == pygame.K_RIGHT else -1
            order = sorted(range(n), key=lambda i: self.buttons[i].rect.centerx)
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            if len({b.rect.centery for b in self.buttons}) < n:
                return False  # not a column
            step = 1 if event.key == pygame.K_DOWN else -1
            order = sorted(range(n), key=lambda i: self.buttons[i].rect.centery)
        else:
            return False
        if n:
            at = order.index(self.focus) if self.focus in order else 0
            # the first key shows where the focus is, the next ones move it
            self.focus = order[(at + (step if self.keyboard else 0)) % n]
            self.keyboard = True
        return True

    def settle_hover(self) -> None:
        """After a resize, the button under the pointer where it is now (the
        pointer need not move for its button to light)."""
        if self._hover_stale:
            self._hover_stale = False
            self.hover = button_at(self.buttons, pygame.mouse.get_pos())

    def update(self, dt: float) -> None:
        self.settle_hover()
        if self.auto_close is not None:
            self.auto_close -= dt
            if self.auto_close <= 0:
                self.auto_close = None
                if self.on_auto is not None:
                    self.close()
                    self.on_auto()
                elif self.buttons:
                    self.buttons[self.default].click()
                else:
                    self.close()

    # ------------------------------------------------------------- draw
    def draw(self, surface) -> None:
        lay = self.layout
        self.settle_hover()
        self.focus_ring = None
        r = self.rect
        surface.blit(self.painter.panel(r.size, theme.PANEL_SOLID, theme.PANEL_BORDER,
                                        max(8, lay.margin), 2), r)
        self.painter.blit_text(surface, self.title, lay.font_title, theme.GOLD, True,
                               midtop=(r.centerx, r.top + lay.margin * 2))
        with self.painter.mirrored(self.body, right_to_left()):  # columns read from the right
            self.draw_body(surface, self.body)
        for i, b in enumerate(self.buttons):
            focused = self.keyboard and i == self.focus
            b.draw(surface, self.painter, lay.font, b is self.hover or focused)
            if focused:  # the focus ring, a little outside the button
                ring = b.rect.inflate(2 * self.ring_gap(lay), 2 * self.ring_gap(lay))
                surface.blit(self.painter.panel(ring.size, (0, 0, 0, 0), theme.GOLD,
                                                max(6, ring.height // 4), 2), ring)
                self.focus_ring = ring

    @staticmethod
    def ring_gap(layout) -> int:
        """How far the focus ring stands off its button (less than half the
        gap between two buttons, so it never touches the next one)."""
        return max(2, layout.margin // 3)

    def draw_body(self, surface, rect: pygame.Rect) -> None:
        """The default body: ``lines`` of text, centred."""
        y = rect.top
        for text, colour in self.lines:
            size = self.layout.font_large
            surf = self.painter.fit_text(text, size, rect.width, colour)
            surface.blit(surf, surf.get_rect(midtop=(rect.centerx, y)))
            y += round(surf.get_height() * 1.5)
