"""What every menu screen shares: the felt, a title, a scrolling list of
rows with keyboard focus, buttons along the bottom, and a short message.

Sizes come from the window (``app.layout`` fonts and margin, and the
surface size); nothing is placed at a fixed pixel position.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from ...storage import Stats
from ...strings import right_to_left
from .. import theme
from ..scene import Scene
from ..table.render import make_felt
from ..widgets import Button, Painter, button_at
from .text import t


@dataclass
class Home:
    """What the screens share: the files, the settings and the last notice."""
    storage: object = None  # game.storage.Storage, or None (nothing is written)
    settings: object = None  # game.storage.Settings
    stats: object = None  # game.storage.Stats, loaded on first use
    notice: str = ""  # one line for the title screen
    extra: dict = field(default_factory=dict)

    def save_settings(self) -> str:
        """Write the settings; '' or the reason it failed."""
        if self.storage is None:
            return ""
        try:
            self.storage.save_settings(self.settings)
        except OSError as e:
            return t("settings.cannot_save", why=e.strerror or str(e))
        return ""

    def load_stats(self):
        if self.stats is None:
            self.stats = self.storage.load_stats() if self.storage else Stats()
        return self.stats


class Screen(Scene):
    """A full-window menu screen on the felt."""

    title_key = ""  # catalog keys of the title and the line of keys at the bottom
    keys_key = ""
    # right to left, ``draw_content`` is mirrored (``Painter.mirrored``) unless
    # the screen mirrors its own rows (settings) or keeps a table's geometry
    mirror_content = True

    @property
    def title(self) -> str:
        return t(self.title_key) if self.title_key else ""

    @property
    def footer_keys(self) -> str:
        return t(self.keys_key) if self.keys_key else ""

    def __init__(self, home: Home):
        super().__init__()
        self.home = home
        self.painter = Painter(600)
        self.layout = None
        self.felt = None
        self.buttons: list[Button] = []
        self.hover: Button | None = None
        self.message = ""
        self.message_colour = theme.TEXT_DIM
        self._message_left = 0.0
        self.w = self.h = 0
        self.footer_squeezed = False  # the footer's labels made smaller to fit

    # ---------------------------------------------------------------- size
    def on_resize(self, layout) -> None:
        self.layout = layout
        self.w, self.h = layout.width, layout.height
        self.felt = make_felt(layout.size, seed=401)
        self.shade = pygame.Surface(layout.size, pygame.SRCALPHA)
        self.shade.fill((0, 12, 6, 70))
        self.place()
        # the buttons are new: the one under the pointer is lit before it moves
        self.hover = button_at(self.buttons, pygame.mouse.get_pos())

    def place(self) -> None:
        """Compute rectangles from ``self.layout`` (override)."""

    @property
    def column(self) -> pygame.Rect:
        """The central column that holds the content."""
        lay = self.layout
        w = min(self.w - 4 * lay.margin, max(round(self.w * 0.72), lay.font * 40))
        w = min(w, lay.font * 60)
        top = self.title_bottom
        r = pygame.Rect(0, top, w, self.footer_top - top - lay.margin)
        r.centerx = self.w // 2
        return r

    @property
    def title_bottom(self) -> int:
        return round(self.layout.font_title * 2.3)

    @property
    def footer_top(self) -> int:
        lay = self.layout
        return self.h - lay.margin * 2 - round(lay.font * 2.3) - round(lay.font_small * 1.6)

    def footer_buttons(self, specs) -> list[Button]:
        """Buttons centred along the bottom: specs are (name, label, callback,
        style). They keep inside the window: when their labels are too long
        for it, the gaps close up, then the buttons narrow together."""
        lay = self.layout
        bh = round(lay.font * 2.3)
        gap = lay.margin * 2
        natural = [self.painter.text(label, lay.font, bold=True).get_width() + lay.font * 2
                   for _, label, _, _ in specs]
        widths = [max(round(lay.font * 8), w) for w in natural]
        room = self.w - lay.margin * 2
        if sum(widths) + gap * (len(specs) - 1) > room:
            gap, widths = lay.margin, natural
        self.footer_squeezed = False
        if sum(widths) + gap * (len(specs) - 1) > room:
            scale = (room - gap * (len(specs) - 1)) / sum(widths)
            widths = [int(w * scale) for w in widths]
            # a label made smaller to fit its button (``Button.draw`` keeps 4
            # px each side): a screen may then keep the Normal text size
            self.footer_squeezed = any(w - 8 < n - lay.font * 2 for w, n in zip(widths, natural))
        total = sum(widths) + gap * (len(specs) - 1)
        x = (self.w - total) // 2
        y = self.footer_top
        out = []
        order = list(zip(specs, widths))
        for (name, label, fn, style), bw in (order[::-1] if right_to_left() else order):
            out.append(Button(name, pygame.Rect(x, y, bw, bh), label, fn, style=style))
            x += bw + gap
        return out[::-1] if right_to_left() else out  # in the specs' order

    # ------------------------------------------------------------- message
    def say(self, text: str, colour=theme.TEXT, seconds: float = 4.0) -> None:
        self.message, self.message_colour, self._message_left = text, colour, seconds

    def update(self, dt: float) -> None:
        if self._message_left > 0:
            self._message_left -= dt
            if self._message_left <= 0:
                self.message = ""

    # --------------------------------------------------------------- input
    def back(self) -> None:
        self.app.pop()

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover = button_at(self.buttons, event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b = button_at(self.buttons, event.pos)
            if b is not None:
                return b.click()
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return False

    # ---------------------------------------------------------------- draw
    def title_room(self, top: int) -> int:
        """The width the centred title may take: the window's, less the
        buttons beside it (the replay's previous and next game), so that in
        a small window it gets smaller rather than running under them."""
        lay, cx = self.layout, self.w // 2
        bottom = top + self.painter.font(lay.font_title, True).get_height()
        room = self.w - 4 * lay.margin
        for b in self.buttons:
            r = b.rect
            if r.top < bottom and r.bottom > top and (r.left >= cx or r.right <= cx):
                room = min(room, 2 * (r.left - cx if r.left >= cx else cx - r.right)
                           - 2 * lay.margin)
        return room

    def draw(self, surface) -> None:
        lay = self.layout
        surface.blit(self.felt, (0, 0))
        surface.blit(self.shade, (0, 0))
        if self.title:
            top = round(lay.font_title * 0.55)
            self.painter.blit_fit(surface, self.title, lay.font_title, self.title_room(top),
                                  theme.GOLD, True, midtop=(self.w // 2, top))
        with self.painter.mirrored(surface.get_rect(), self.mirror_content and right_to_left()):
            self.draw_content(surface)  # right to left: the content reads from the right
        for b in self.buttons:
            b.draw(surface, self.painter, lay.font, b is self.hover)
        y = self.h - lay.margin - round(lay.font_small * 0.2)
        if self.message:
            s = self.painter.fit_text(self.message, lay.font, self.w - 4 * lay.margin,
                                      self.message_colour)
            surface.blit(s, s.get_rect(midbottom=(self.w // 2, self.footer_top - lay.margin)))
        if self.footer_keys:
            s = self.painter.fit_text(self.footer_keys, lay.font_small,
                                      self.w - 4 * lay.margin, theme.TEXT_DIM)
            surface.blit(s, s.get_rect(midbottom=(self.w // 2, y)))

    def draw_content(self, surface) -> None:
        """The screen's own drawing (override)."""

    def panel(self, surface, rect, fill=theme.PANEL, border=theme.PANEL_BORDER, width=1):
        surface.blit(self.painter.panel(rect.size, fill, border,
                                        max(6, self.layout.margin), width),
                     self.painter.flip(rect))


def scrollbar_width(layout) -> int:
    return max(3, layout.margin // 2)


def scrollbar(layout, x: int, view: pygame.Rect, total: int,
              scroll: int) -> tuple[pygame.Rect, pygame.Rect] | None:
    """A scrolled text's track (at ``x``, as tall as ``view``) and the thumb
    showing how much of its ``total`` height is in view; None when it all fits."""
    if total <= view.height:
        return None
    width = scrollbar_width(layout)
    track = pygame.Rect(x, view.top, width, view.height)
    h = max(layout.font, round(track.height * view.height / total))
    room = max(1, total - view.height)
    y = track.top + round((track.height - h) * min(1.0, scroll / room))
    return track, pygame.Rect(x, y, width, h)


def draw_scrollbar(surface, bar: tuple[pygame.Rect, pygame.Rect] | None) -> None:
    if bar is None:
        return
    track, thumb = bar
    radius = track.width // 2
    pygame.draw.rect(surface, theme.BUTTON, track, border_radius=radius)
    pygame.draw.rect(surface, theme.GOLD, thumb, border_radius=radius)


def wrap(painter: Painter, text: str, size: int, width: int, bold: bool = False) -> list[str]:
    """Lines of ``text`` that fit ``width`` pixels at ``size`` (``Painter.wrap``)."""
    return painter.wrap(text, size, width, bold)
