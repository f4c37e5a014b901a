"""The table's overlays: hand summary, score sheet, game over, pause menu
and the no-pictures redeal question."""

from __future__ import annotations

import pygame

from ...strings import t
from .. import theme
from ..dialog import Dialog
from ..layout import EAST, NORTH, SOUTH, WEST

SEATS_SHOWN = (SOUTH, EAST, NORTH, WEST)


def seat_label(seat: int) -> str:
    return t("seat.0.you") if seat == SOUTH else t(f"seat.{seat}")


def signed(n: int) -> str:
    return f"+{n}" if n > 0 else ("\u2212" + str(-n) if n < 0 else "0")


class SummaryDialog(Dialog):
    """After a hand: each player's bid, tricks taken, points and new total."""

    def __init__(self, event, number: int, buttons, **kw):
        super().__init__(t("summary.title", n=number), buttons, **kw)
        self.event = event

    def draw_body(self, surface, rect) -> None:
        e, lay, p = self.event, self.layout, self.painter
        cols = [0.0, 0.3, 0.44, 0.58, 0.7, 0.88]
        heads = ("summary.player", "summary.bid", "summary.taken", "summary.points", "",
                 "summary.total")
        row_h = round(lay.font_large * 1.9)
        y = rect.top
        for c, key in zip(cols, heads):
            x = rect.left + round(rect.width * c)
            if key:
                p.blit_text(surface, t(key), lay.font_small, theme.TEXT_DIM, True,
                            topleft=(x, y))
        y += round(lay.font * 1.8)
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.left, y - 6), (rect.right, y - 6))
        for seat in SEATS_SHOWN:
            bid, taken, pts, total = e.bids[seat], e.taken[seat], e.points[seat], e.scores[seat]
            made = taken >= bid
            team = theme.TEAM[seat % 2]
            x0 = rect.left
            pygame.draw.rect(surface, team, (x0, y + row_h * 0.2, 5, row_h * 0.55),
                             border_radius=2)
            cells = [(seat_label(seat), theme.TEXT, True),
                     (str(bid), theme.TEXT, False),
                     (str(taken), theme.TEXT, False),
                     (signed(pts), theme.GOOD if made else theme.BAD, True),
                     (t("summary.made") if made else t("summary.failed"),
                      theme.GOOD if made else theme.BAD, False),
                     (str(total), theme.GOLD if total >= 0 else theme.BAD, True)]
            for i, (c, (text, colour, bold)) in enumerate(zip(cols, cells)):
                x = rect.left + round(rect.width * c) + (12 if c == 0 else 0)
                p.blit_text(surface, text, lay.font if i == 4 else lay.font_large, colour,
                            bold, midleft=(x, y + row_h // 2))
            y += row_h
        if e.target_after is not None:
            p.blit_text(surface, t("summary.target_rose", n=e.target_after), lay.font,
                        theme.WARN, False, midtop=(rect.centerx, y + lay.margin))


class ScoreSheetDialog(Dialog):
    """Every finished hand: points and running totals per player."""

    def __init__(self, rows, buttons, **kw):
        super().__init__(t("sheet.title"), buttons, **kw)
        self.rows = rows

    def draw_body(self, surface, rect) -> None:
        lay, p = self.layout, self.painter
        if not self.rows:
            p.blit_text(surface, t("sheet.empty"), lay.font_large, theme.TEXT_DIM,
                        midtop=(rect.centerx, rect.top + lay.margin * 2))
            return
        first = rect.width * 0.16
        colw = (rect.width - first) / 4
        row_h = round(lay.font * 1.55)
        y = rect.top
        p.blit_text(surface, t("sheet.hand"), lay.font_small, theme.TEXT_DIM, True,
                    topleft=(rect.left, y))
        for i, seat in enumerate(SEATS_SHOWN):
            x = rect.left + first + colw * i + colw / 2
            p.blit_text(surface, seat_label(seat), lay.font_small, theme.TEAM[seat % 2], True,
                        midtop=(x, y))
        y += round(lay.font * 1.4)
        for i in range(4):
            x = rect.left + first + colw * i
            for text, anchor in ((t("sheet.bid_taken"), {"midleft": (x + colw * 0.06, y)}),
                                 (t("sheet.points"), {"midright": (x + colw * 0.62, y)}),
                                 (t("sheet.total"), {"midright": (x + colw * 0.95, y)})):
                p.blit_text(surface, text, max(9, lay.font_small - 2), theme.TEXT_DIM,
                            **anchor)
        y += round(lay.font * 0.9)
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.left, y - 4), (rect.right, y - 4))
        fit = max(1, (rect.bottom - y - row_h * 2) // row_h)
        rows = self.rows[-fit:]
        for row in rows:
            mid = y + row_h // 2
            p.blit_text(surface, f"{row.number}  ({t(f'seat.{row.dealer}')[0]})",
                        lay.font_small, theme.TEXT_DIM, midleft=(rect.left, mid))
            if row.thrown_in:
                p.blit_text(surface, t("sheet.thrown"), lay.font_small, theme.WARN,
                            midleft=(rect.left + first, mid))
            else:
                for i, seat in enumerate(SEATS_SHOWN):
                    x = rect.left + first + colw * i
                    pts = row.points[seat]
                    made = row.taken[seat] >= row.bids[seat]
                    p.blit_text(surface, f"{row.bids[seat]}/{row.taken[seat]}",
                                lay.font_small, theme.TEXT_DIM, midleft=(x + colw * 0.06, mid))
                    p.blit_text(surface, signed(pts), lay.font_small,
                                theme.GOOD if made else theme.BAD, True,
                                midright=(x + colw * 0.62, mid))
                    p.blit_text(surface, str(row.scores[seat]), lay.font_small, theme.TEXT,
                                False, midright=(x + colw * 0.95, mid))
            y += row_h
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.left, y + 2), (rect.right, y + 2))
        last = self.rows[-1].scores
        if last:
            for i, seat in enumerate(SEATS_SHOWN):
                x = rect.left + first + colw * i
                p.blit_text(surface, str(last[seat]), lay.font, theme.GOLD, True,
                            midright=(x + colw * 0.95, y + row_h // 2 + 6))
            p.blit_text(surface, t("summary.total"), lay.font_small, theme.TEXT_DIM, True,
                        midleft=(rect.left, y + row_h // 2 + 6))


class GameOverDialog(Dialog):
    """The winning team, why, and the final scores."""

    def __init__(self, title: str, reason: str, scores, winner, buttons, **kw):
        super().__init__(title, buttons, **kw)
        self.reason = reason
        self.scores = scores
        self.winner = winner

    def draw_body(self, surface, rect) -> None:
        lay, p = self.layout, self.painter
        y = rect.top
        s = p.fit_text(self.reason, lay.font_large, rect.width)
        surface.blit(s, s.get_rect(midtop=(rect.centerx, y)))
        y += round(lay.font_large * 2.6)
        colw = rect.width / 4
        for i, seat in enumerate(SEATS_SHOWN):
            cx = rect.left + colw * i + colw / 2
            won = self.winner is not None and seat % 2 == self.winner
            p.blit_text(surface, seat_label(seat), lay.font, theme.TEAM[seat % 2], True,
                        midtop=(cx, y))
            p.blit_text(surface, str(self.scores[seat]), lay.font_title,
                        theme.GOLD if won else theme.TEXT, True,
                        midtop=(cx, y + round(lay.font * 1.6)))


class PauseMenu(Dialog):
    """Esc: resume, settings, rules, quit to menu — buttons in a column."""

    def __init__(self, buttons, note: str = "", **kw):
        super().__init__(t("pause.title"), buttons, default=0, cancel=0, size=(0.5, 0.85),
                         **kw)
        self.note = note

    def on_resize(self, layout) -> None:
        super().on_resize(layout)
        r = self.rect.copy()
        bh = round(layout.font * 2.4)
        bw = min(r.width - 4 * layout.margin, round(layout.font * 16))
        y = r.top + round(layout.font_title * 2.4)
        for b in self.buttons:
            b.rect = pygame.Rect(r.centerx - bw // 2, y, bw, bh)
            y += bh + layout.margin
        r.height = y - r.top + layout.margin * 2 + round(layout.font * 1.6)
        r.centery = layout.dialog.centery
        dy = r.top - self.rect.top
        self.rect = r
        for b in self.buttons:
            b.rect.move_ip(0, dy)
        self.body = pygame.Rect(r.left, y + dy, r.width, r.bottom - y - dy)

    def draw_body(self, surface, rect) -> None:
        if self.note:
            s = self.painter.fit_text(self.note, self.layout.font, rect.width - 20, theme.WARN)
            surface.blit(s, s.get_rect(midtop=(rect.centerx, rect.top + self.layout.margin)))
