"""The review of one hand, as a dialog over the table.

A line at the top says how it went (or, while the worker weighs the
decisions, how far it has got, with a bar). Below, one row per bid or
card, in the order played: your bid or card, the hard bot's choice beside
it (a tick when it is yours), the estimated points it would have gained,
and its reason in one line, under the card it explains: yours when the
hard bot agrees, else the hard bot's, said of the hard bot ("the hard bot
leads low in ♠"), never of the player who did not play it; a card you had
to play says so. The rows
scroll like the score sheet (wheel, Up/Down, Home/End). In a game of bots
alone, watched in the replay, the decisions are South's as recorded: the
dialog says them, and their reasons, of South by its name (``who``), in the
third person. What the last
frame drew is kept for the tests: ``rows_drawn`` (the decision's index in
``todo``, or None for a forced card; Rect) and ``headline``.
"""

from __future__ import annotations

import pygame

from ...learn.review import COSTLY
from ...strings import explain_hint, t, tn
from .. import theme
from ..dialog import Dialog

ROW = 2.9  # a row's height, in the layout's font size: a card's line and its reason's


def headline(review, who: str | None = None) -> str:
    """How the hand went, in one line (or how far the review has got); of
    ``who``'s decisions when the player did not make them."""
    n = len(review.todo)
    if not n:  # your bid is always a choice: only a hand dealt again before it has none
        return t("review.redealt")
    if review.stopped and not review.done:
        return t("review.stopped", done=len(review.verdicts), n=n)
    if who is not None:
        if not review.done:
            return t("review.their.working", name=who, done=len(review.verdicts), n=n)
        if not review.costly:
            return tn("review.their.none_costly", n, name=who)
        return tn("review.their.costly", review.costly, name=who, total=n,
                  lost=f"{review.lost:.1f}")
    if not review.done:
        return t("review.working", done=len(review.verdicts), n=n)
    if not review.costly:
        return tn("review.none_costly", n)
    return tn("review.costly", review.costly, total=n, lost=f"{review.lost:.1f}")


class ReviewDialog(Dialog):
    WHEEL_ROWS = 2

    def __init__(self, review, card_text, buttons, who: str | None = None, **kw):
        """``who``: South's name when South is not the player (a game of bots
        alone), else None (the review speaks to the player)."""
        super().__init__(t("review.title", n=review.hand_number), buttons, size=(0.96, 1.0),
                         **kw)
        self.review = review
        self.who = who
        self.card_text = card_text
        self.first = 0
        self.fit = 1
        self.rows_drawn: list[tuple[int, pygame.Rect]] = []
        self.headline = ""

    # ---------------------------------------------------------- geometry
    def frame(self, layout) -> pygame.Rect:
        """As wide as the reasons need, and as tall as the rows, up to the
        room below the status bar (then the rows scroll)."""
        r = super().frame(layout)
        r.width = max(r.width, min(layout.width - 4 * layout.margin, round(layout.font * 58)))
        above, below = self.chrome(layout)
        n = len(self.review.rows())
        rows = max(3, n) if n else 0  # a hand dealt again has only its headline
        need = above + below + self.band(layout) + rows * round(layout.font * ROW) \
            + layout.margin
        room = layout.height - layout.status.bottom - 2 * layout.margin
        r.height = min(room, round(layout.height * 0.86), need)
        r.center = layout.dialog.center
        return r

    def on_resize(self, layout) -> None:
        super().on_resize(layout)
        self.row_h = round(layout.font * ROW)  # as ``frame`` counts them
        top = self.band(layout)
        self.fit = max(1, (self.body.height - top) // self.row_h)
        self.scroll_to(self.first)

    @staticmethod
    def band(layout) -> int:
        """The height of the headline, its bar and the column heads."""
        return round(layout.font_large * 1.5) + round(layout.font * 2.2)

    def scroll_to(self, first: int) -> None:
        self.first = max(0, min(first, len(self.review.rows()) - self.fit))

    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.first - event.y * self.WHEEL_ROWS)
            return True
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.fit,
                     pygame.K_PAGEDOWN: self.fit, pygame.K_HOME: -999, pygame.K_END: 999}
            if event.key in moves:
                self.scroll_to(self.first + moves[event.key])
                return True
        return super().handle_event(event)

    # -------------------------------------------------------------- words
    def headline_text(self) -> str:
        return headline(self.review, self.who)

    def what(self, decision) -> str:
        return t("review.bid") if decision.kind == "bid" else \
            t("review.trick", n=decision.trick)

    def action(self, decision, action) -> str:
        return str(action) if decision.kind == "bid" else self.card_text(action)

    # --------------------------------------------------------------- draw
    def draw_body(self, surface, rect) -> None:
        lay, p, r = self.layout, self.painter, self.review
        self.headline = self.headline_text()
        p.blit_fit(surface, self.headline, lay.font_large, rect.width, theme.TEXT, True,
                   midtop=(rect.centerx, rect.top))
        y = rect.top + round(lay.font_large * 1.5)
        if r.todo and not r.done and not r.stopped:
            bar = pygame.Rect(rect.left + rect.width // 4, y, rect.width // 2,
                              max(4, lay.font // 3))
            surface.blit(p.panel(bar.size, theme.BUTTON_FLAT, None, bar.height // 2),
                         p.flip(bar))
            done = bar.copy()
            done.width = max(bar.height, round(bar.width * r.progress))
            surface.blit(p.panel(done.size, theme.GOLD, None, bar.height // 2), p.flip(done))
        y = rect.top + self.band(lay)
        rows = r.rows()
        if not rows:  # a hand dealt again: no table of nothing under the headline
            self.rows_drawn = []
            return
        cols = (0.0, 0.13, 0.3, 0.5)  # what, you, the hard bot, points; the reason below
        heads = ("review.col_what", "review.col_you" if self.who is None else
                 "review.their.col_you", "review.col_bot", "review.col_points")
        for c, key in zip(cols, heads):
            p.blit_text(surface, t(key), lay.font_small, theme.TEXT_DIM, True,
                        bottomleft=(rect.left + round(rect.width * c), y - 4))
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.left, y), (rect.right, y))
        self.rows_drawn = []
        end = min(len(rows), self.first + self.fit)
        for d, i in rows[self.first:end]:
            self._row(surface, rect, cols, y, d, i)
            y += self.row_h
        marks = ([t("sheet.more_above", n=self.first)] if self.first else []) + \
            ([t("sheet.more_below", n=len(rows) - end)] if end < len(rows) else [])
        if marks:
            p.blit_text(surface, "   ".join(marks), lay.font_small, theme.TEXT_DIM,
                        bottomright=(rect.right, rect.top + self.band(lay) - 4))

    def _row(self, surface, rect, cols, y, d, i) -> None:
        lay, p = self.layout, self.painter
        x = [rect.left + round(rect.width * c) for c in cols]
        row = pygame.Rect(rect.left, y, rect.width, self.row_h)
        self.rows_drawn.append((i, row))
        line1 = y + round(lay.font * 0.95)
        line2 = y + round(lay.font * 2.0)
        p.blit_text(surface, self.what(d), lay.font, theme.TEXT_DIM, midleft=(x[0], line1))
        p.blit_text(surface, self.action(d, d.chosen), lay.font_large, theme.TEXT, True,
                    midleft=(x[1], line1))
        if i is None:  # no choice: nothing to weigh
            p.blit_text(surface, t("review.forced" if self.who is None else
                                   "review.their.forced"), lay.font, theme.TEXT_DIM,
                        midleft=(x[2], line1))
            self._rule(surface, rect, row)
            return
        v = self.review.verdicts[i] if i < len(self.review.verdicts) else None
        if v is None:  # still being weighed: its row ruled off like the others
            p.blit_text(surface, "\u2026", lay.font_large, theme.TEXT_DIM,
                        midleft=(x[2], line1))
            self._rule(surface, rect, row)
            return
        if v.better is None:
            p.blit_text(surface, t("review.same"), lay.font, theme.GOOD, True,
                        midleft=(x[2], line1))
        else:
            colour = theme.WARN if v.cost > COSTLY else theme.TEXT
            p.blit_text(surface, self.action(d, v.better), lay.font_large, colour, True,
                        midleft=(x[2], line1))
            points = f"{v.cost:.1f}" if v.cost >= 1 else f"{v.cost:.2f}"
            p.blit_text(surface, t("review.gain", points=points), lay.font, colour,
                        v.cost > COSTLY, midleft=(x[3], line1))
        if v.why is not None:  # under the card it explains: the one played, said
            # to the player (or of ``who`` in another's review); or the better one,
            # said of the hard bot, who would play it ("the hard bot leads low")
            at = x[1] if v.better is None else x[2]
            who = self.who if v.better is None else t("review.hard_bot")
            words = explain_hint(v.why, self.card_text, who)
            p.blit_fit(surface, words, lay.font_small, rect.right - at, theme.TEXT_DIM,
                       midleft=(at, line2))
        self._rule(surface, rect, row)

    @staticmethod
    def _rule(surface, rect, row) -> None:
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.left, row.bottom - 1),
                         (rect.right, row.bottom - 1))
