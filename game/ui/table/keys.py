"""The table's keys, in one place: the shortcuts the scene answers, the keys
overlay that lists them (``?`` or F1, and Menu > Keys) and the status bar's
tooltips ("Scores — S").

``SHORTCUTS`` are the single keys that call a scene method; ``KEYS`` is what
the overlay lists, shortcuts first, then the keys of play.
"""

from __future__ import annotations

import pygame

from ...strings import right_to_left, t
from .. import theme
from ..dialog import Dialog

# (pygame key, the scene's method, the key's label, what it does; a catalog key)
SHORTCUTS = (
    (pygame.K_h, "ask_hint", "H", "keys.hint"),
    (pygame.K_s, "open_score_sheet", "S", "keys.scores"),
    (pygame.K_l, "toggle_last", "L", "keys.last"),
    (pygame.K_r, "open_replay", "R", "keys.replay"),
    (pygame.K_v, "review", "V", "keys.review"),
    (pygame.K_m, "toggle_sound", "M", "keys.sound"),
    (pygame.K_c, "claim", "C", "keys.claim"),
    (pygame.K_F1, "show_keys", "F1", "keys.keys"),
)
HELP_KEYS = (pygame.K_F1, pygame.K_QUESTION)  # "?" too, where the keyboard sends it

# the rest of the keys, as the overlay lists them: (label key, what it does)
PLAY_KEYS = (
    ("keys.arrows", "keys.choose"),
    ("keys.up_down", "keys.bid_rows"),
    ("keys.enter", "keys.play"),
    ("keys.digits", "keys.digit_bid"),
    ("keys.undo_label", "keys.undo"),
    ("keys.tab", "keys.buttons"),
    ("keys.esc", "keys.pause"),
    ("keys.f11", "keys.fullscreen"),
)

# the status bar's buttons: the shortcut that does the same
BUTTON_KEYS = {"scores": "S", "last": "L", "hint": "H", "sound": "M", "menu": "Esc"}


def browse_step(key: int) -> int:
    """While the hand's tricks are shown, ← or →: the trick before (-1) or
    after (1), as the line reads. In right-to-left the earlier trick is at
    the right, as in the replay, so there → goes back and ← goes on."""
    earlier = pygame.K_RIGHT if right_to_left() else pygame.K_LEFT
    return -1 if key == earlier else 1


def tooltip(button: str) -> str:
    """A status-bar button's tooltip: what it does and its key."""
    return t("keys.tip", what=t(f"tip.{button}"), shortcut=BUTTON_KEYS[button])


def rows() -> list[tuple[str, str]]:
    """Every (key, what it does) line of the overlay, in order."""
    out = [(label, t(what)) for _, _, label, what in SHORTCUTS]
    out[-1] = (t("keys.help_label"), out[-1][1])  # "F1 or ?"
    return out + [(t(label), t(what)) for label, what in PLAY_KEYS]


class KeysDialog(Dialog):
    """The keys overlay: each key in a cap, and what it does."""

    def __init__(self, then=None, **kw):
        super().__init__(t("keys.title"), [(t("button.close"), then)], default=0, cancel=0,
                         **kw)
        self.rows = rows()
        self.drawn: list[tuple[str, str, pygame.Rect]] = []  # (key, what, line) drawn

    def columns(self, layout, width: int) -> tuple[int, int, int]:
        """The keys' column and the words' column from their widest texts:
        (the caps' width, the words' size, the words' width). The words get
        the layout's text size, or one size for every row that fits ``width``."""
        p, m = self.painter, layout.margin
        caps = max(p.measure(key, layout.font_small, True) for key, _ in self.rows) + m
        size = layout.font
        while True:
            words = max(p.measure(what, size) for _, what in self.rows)
            if caps + 3 * m + words <= width or size <= 9:
                return caps, size, words
            size -= 1

    def frame(self, layout) -> pygame.Rect:
        r = layout.dialog.copy()
        caps, _, words = self.columns(layout, layout.width)
        need = caps + 3 * layout.margin + words + 4 * layout.margin  # and the body's margins
        r.width = min(layout.width - 2 * layout.margin, max(r.width, need))
        above, below = self.chrome(layout)
        r.height = min(r.height, above + below + len(self.rows) * round(layout.font * 1.75))
        r.height = max(r.height, above + below + len(self.rows) * round(layout.font * 1.45))
        r.height = min(r.height, layout.height - layout.status.bottom - 2 * layout.margin)
        r.center = layout.dialog.center
        return r

    def draw_body(self, surface, rect) -> None:
        lay, p, m = self.layout, self.painter, self.layout.margin
        self.drawn = []
        caps, size, words = self.columns(lay, rect.width)
        # a row's step: the body's height shared out, no less than the words'
        # letters need (the layout's font + 4 ran the last row onto the Close
        # button at 640x400); the caps' boxes kept within their step
        line = max(size + 3, rect.height // max(1, len(self.rows)))
        # the two columns as one block, centred: the caps end a margin before
        # the split, the words start a margin after it
        left = rect.left + max(0, (rect.width - (caps + 3 * m + words)) // 2)
        split = left + caps + m + m // 2
        for i, (key, what) in enumerate(self.rows):
            cy = rect.top + i * line + line // 2
            cap = p.text(key, lay.font_small, theme.TEXT, True)
            pad = max(0, min(6, line - 2 - cap.get_height()))
            box = p.flip(cap.get_rect(midright=(split - m, cy)).inflate(m, pad))
            surface.blit(p.panel(box.size, theme.BUTTON, theme.BUTTON_BORDER, 5, 1), box)
            surface.blit(cap, cap.get_rect(center=box.center))
            text = p.fit_text(what, size, rect.right - split - m, theme.TEXT)
            where = p.flip(text.get_rect(midleft=(split + m, cy)))
            surface.blit(text, where)
            self.drawn.append((key, what, box.union(where)))
