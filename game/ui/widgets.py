"""Small drawing helpers shared by the scenes: cached text, panels, buttons.

Everything cached here is owned by an instance (a scene's ``Painter``),
never by the module.
"""

from __future__ import annotations

from collections import OrderedDict
from contextlib import contextmanager
from dataclasses import dataclass
from typing import Callable

import pygame

from ..strings import text_version
from . import theme
from .assets import font
from .script import visual


def load_font(size: int, bold: bool = False) -> pygame.font.Font:
    """The bundled DejaVu Sans, or pygame's default font if it is missing."""
    try:
        return font(size, bold)
    except Exception:  # a missing or damaged font file must never stop the table
        f = pygame.font.Font(None, round(size * 1.3))
        f.set_bold(bold)
        return f


class Painter:
    """Text and panel surfaces, rendered once and reused (bounded caches)."""

    def __init__(self, limit: int = 800):
        self.limit = limit
        self._fonts: dict[tuple, pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._panels: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._within: pygame.Rect | None = None  # the box mirrored right to left

    # ------------------------------------------------------ right to left
    @contextmanager
    def mirrored(self, within: pygame.Rect, on: bool = True):
        """Inside the block, text placed with ``blit_text`` and rectangles passed
        through ``flip`` are mirrored left to right within ``within`` (for a
        right-to-left language): a column laid out from the left edge reads
        from the right edge instead, and "midleft" becomes "midright"."""
        before = self._within
        self._within = pygame.Rect(within) if on else None
        try:
            yield self
        finally:
            self._within = before

    def flip(self, r: pygame.Rect) -> pygame.Rect:
        """``r`` mirrored inside the current ``mirrored`` box (else as it is)."""
        w = self._within
        if w is None:
            return r
        return pygame.Rect(w.left + w.right - r.right, r.top, r.width, r.height)

    def _anchor(self, anchor: dict) -> dict:
        w = self._within
        if w is None:
            return anchor
        out = {}
        for name, value in anchor.items():
            flipped = name.replace("left", "\0").replace("right", "left").replace("\0", "right")
            if isinstance(value, (tuple, list)):
                out[flipped] = (w.left + w.right - value[0], value[1])
            elif name in ("left", "right", "centerx", "x"):
                out[flipped] = w.left + w.right - value
            else:
                out[name] = value
        return out

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        key = (size, bold)
        f = self._fonts.get(key)
        if f is None:
            f = self._fonts[key] = load_font(size, bold)
        return f

    # lists for the tests' audits, or None: every string drawn; every
    # ``fit_text`` as (text, size asked, size used, room, width drawn)
    audit: list | None = None
    fits: list | None = None

    def text(self, text: str, size: int, colour=theme.TEXT, bold: bool = False) -> pygame.Surface:
        """One line of ``text`` (in logical order: it is joined and reordered
        here, ``script.visual``), cached."""
        key = (text, size, colour, bold, text_version())
        surf = self._text.get(key)
        if Painter.audit is not None:
            Painter.audit.append(text)
        if surf is None:
            surf = self.font(size, bold).render(visual(text), True, colour)
            self._text[key] = surf
            if len(self._text) > self.limit:
                self._text.popitem(last=False)
        return surf

    def measure(self, text: str, size: int, bold: bool = False) -> int:
        """The width in pixels of one line of ``text`` as ``text()`` draws it."""
        return self.font(size, bold).size(visual(text))[0]

    def wrap(self, text: str, size: int, width: int, bold: bool = False) -> list[str]:
        """Lines of ``text`` (in logical order) that fit ``width`` pixels at
        ``size``; a newline always starts a new line."""
        if Painter.audit is not None:
            Painter.audit.append(text)
        lines: list[str] = []
        for para in text.split("\n"):
            words = para.split(" ")
            while True:
                # a line takes as many words as fit (its first word always):
                # the most found by halving, a line measured a few times
                # rather than once a word (an Arabic line is joined to be
                # measured); the rest of a paragraph that fits is one measure
                first = next((i for i, w in enumerate(words) if w), len(words) - 1)
                lo, hi = first + 1, len(words)
                if lo < hi and self.measure(" ".join(words[first:]), size, bold) <= width:
                    lo = hi
                while lo < hi:
                    mid = (lo + hi + 1) // 2
                    if self.measure(" ".join(words[first:mid]), size, bold) <= width:
                        lo = mid
                    else:
                        hi = mid - 1
                lines.append(" ".join(words[first:lo]))
                if lo >= len(words):
                    break
                words = words[lo:]
        return lines

    def blit_text(self, surface, text: str, size: int, colour=theme.TEXT, bold=False,
                  **anchor) -> pygame.Rect:
        """Draw text placed by a Rect anchor, e.g. ``center=(x, y)`` or ``topleft=…``
        (mirrored inside a ``mirrored`` block)."""
        surf = self.text(text, size, colour, bold)
        return surface.blit(surf, surf.get_rect(**self._anchor(anchor)))

    def fit_text(self, text: str, size: int, width: int, colour=theme.TEXT,
                 bold: bool = False) -> pygame.Surface:
        """Text at ``size`` or smaller so that it is at most ``width`` wide."""
        asked = size
        surf = self.text(text, size, colour, bold)
        while surf.get_width() > width and size > 9:
            size -= 1
            surf = self.text(text, size, colour, bold)
        if Painter.fits is not None:
            Painter.fits.append((text, asked, size, width, surf.get_width()))
        return surf

    def blit_fit(self, surface, text: str, size: int, width: int, colour=theme.TEXT,
                 bold: bool = False, **anchor) -> pygame.Rect:
        """``fit_text`` placed as ``blit_text`` places its text."""
        surf = self.fit_text(text, size, width, colour, bold)
        return surface.blit(surf, surf.get_rect(**self._anchor(anchor)))

    def panel(self, size: tuple[int, int], fill=theme.PANEL, border=theme.PANEL_BORDER,
              radius: int | None = None, width: int = 1) -> pygame.Surface:
        """A rounded, possibly translucent rectangle."""
        w, h = max(1, int(size[0])), max(1, int(size[1]))
        r = radius if radius is not None else max(4, min(w, h) // 6)
        key = (w, h, fill, border, r, width)
        surf = self._panels.get(key)
        if surf is None:
            surf = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(surf, fill, surf.get_rect(), border_radius=r)
            if border is not None and width > 0:
                pygame.draw.rect(surf, border, surf.get_rect(), width, border_radius=r)
            self._panels[key] = surf
            if len(self._panels) > 200:
                self._panels.popitem(last=False)
        return surf

    def clear(self) -> None:
        self._text.clear()
        self._panels.clear()


# a small line's colour on a green button -> the same meaning on a gold one
ON_GOLD = {theme.TEXT_DIM: theme.DIM_ON_GOLD, theme.BAD_SOFT: theme.BAD_ON_GOLD,
           theme.BAD: theme.BAD_ON_GOLD}


@dataclass
class Button:
    """A clickable labelled rectangle."""

    name: str
    rect: pygame.Rect
    label: str
    on_click: Callable[[], None] | None = None
    enabled: bool = True
    selected: bool = False
    sub: str = ""  # a second, smaller line
    sub_colour: tuple = theme.TEXT_DIM
    style: str = "normal"  # "normal", "primary", "flat"
    sub_size: int = 0  # the second line's text size (0: six tenths of the label's)

    def hit(self, pos) -> bool:
        return self.enabled and self.rect.collidepoint(pos)

    def click(self) -> bool:
        if self.enabled and self.on_click is not None:
            self.on_click()
            return True
        return False

    def draw(self, surface, painter: Painter, size: int, hover: bool = False) -> None:
        r = self.rect
        if self.style == "primary" and self.enabled:
            fill = theme.BUTTON_PRIMARY_HOVER if hover else theme.BUTTON_PRIMARY
        elif self.style == "flat":
            fill = theme.BUTTON_FLAT_HOVER if hover and self.enabled else theme.BUTTON_FLAT_IDLE
        else:
            fill = theme.BUTTON_HOVER if hover and self.enabled else theme.BUTTON
        if self.selected:
            fill = theme.BUTTON_SELECTED
        border = theme.GOLD if (self.selected or hover) and self.enabled else theme.BUTTON_BORDER
        surface.blit(painter.panel(r.size, fill, border, max(4, r.height // 4),
                                   2 if self.selected else 1), r)
        # dark text on gold (a primary or selected button), light text on green
        gold = self.enabled and (self.selected or self.style == "primary")
        colour = theme.TEXT_DISABLED if not self.enabled else \
            theme.TEXT_ON_SELECTED if gold else theme.TEXT
        if self.sub:
            label = painter.fit_text(self.label, size, r.width - 6, colour, True)
            sub_colour = theme.TEXT_DISABLED if not self.enabled else \
                ON_GOLD.get(self.sub_colour, self.sub_colour) if gold else self.sub_colour
            sub = painter.fit_text(self.sub, self.sub_size or max(9, round(size * 0.62)),
                                   r.width - 6, sub_colour)
            total = label.get_height() + sub.get_height()
            y = r.centery - total // 2
            surface.blit(label, label.get_rect(midtop=(r.centerx, y)))
            surface.blit(sub, sub.get_rect(midtop=(r.centerx, y + label.get_height())))
        else:
            label = painter.fit_text(self.label, size, r.width - 8, colour,
                                     self.style == "primary")
            surface.blit(label, label.get_rect(center=r.center))


def button_at(buttons, pos):
    """The enabled button under ``pos``, or None."""
    for b in buttons:
        if b.hit(pos):
            return b
    return None
