"""The table's overlays: hand summary, score sheet, game over, pause menu
and the no-pictures redeal question."""

from __future__ import annotations

import math

import pygame

from ...engine.scoring import team_total
from ...strings import player_name, t, text_version
from .. import theme
from ..dialog import Dialog
from ..layout import EAST, NORTH, SOUTH, WEST
from .review import headline

SEATS_SHOWN = (SOUTH, NORTH, EAST, WEST)  # partners side by side, your team first


def seat_label(seat: int) -> str:
    return player_name(seat)


def team_totals(scores) -> str:
    """"Us 23 · Them 17"."""
    return t("summary.teams", us=team_total(scores, 0), them=team_total(scores, 1))


def signed(n: int) -> str:
    """"+2", "-2" (drawn with the minus sign by ``script.visual``), "0"."""
    return f"{n:+d}" if n else "0"


def grown(dialog: Dialog, layout, r: pygame.Rect, body: int) -> pygame.Rect:
    """``dialog``'s frame ``r`` made tall enough for a body of ``body``
    pixels and its chrome, up to the room below the status bar, centred
    where the table's dialogs are and never over the status bar."""
    above, below = dialog.chrome(layout)
    top = layout.status.bottom + layout.margin
    r.height = min(layout.height - layout.margin - top, max(r.height, above + below + body))
    r.center = layout.dialog.center
    r.top = max(r.top, top)
    return r


class SummaryDialog(Dialog):
    """After a hand: each player's bid, tricks taken, points and new total."""

    def __init__(self, event, number: int, buttons, review=None, won=None, **kw):
        """``review``: the hand's review (``HandReview``), whose headline is
        shown at the foot as it fills in. ``won``: the seat whose made bid
        won the game outright (``board.won_by_bid``), if one did."""
        super().__init__(t("summary.title", n=number), buttons, **kw)
        self.event = event
        self.won = won
        self.review = review
        self.cells_drawn: list[tuple[int, int, pygame.Rect]] = []

    def _around_rows(self, layout) -> int:
        """The body's height besides the four players' rows: the column
        heads, the teams' line, the target's and the review's lines."""
        h = round(layout.font * 1.8) + round(layout.font * 1.6)
        if self.event.target_after is not None:  # set a margin below the teams' line
            h += round(layout.font * 1.6) + layout.margin
        if self.review is not None:
            h += layout.margin + round(layout.font_small * 1.3)
        return h

    COLS = (0.0, 0.3, 0.44, 0.58, 0.7, 0.88)  # where each column starts, a share of the body
    HEADS = ("summary.player", "summary.bid", "summary.taken", "summary.points", "",
             "summary.total")
    NAME_PAD = 12  # the names start after their team's bar

    def frame(self, layout) -> pygame.Rect:
        """As tall as the rows at their full height need, up to the room
        below the status bar (a small window), and never above it; and wide
        enough for each column's widest text to end a gap before the next
        one starts (up to the window's width)."""
        body = self._around_rows(layout) + 4 * round(layout.font_large * 1.9)
        r = grown(self, layout, super().frame(layout), body)
        need = self._body_width(layout) + 4 * layout.margin
        if need > r.width:
            centre = r.centerx
            r.width = min(layout.width - 2 * layout.margin, need)
            r.centerx = centre
        return r

    def _cells(self, seat: int) -> list:
        """A player's row: (text, colour, bold) per column."""
        e = self.event
        bid, taken, pts, total = e.bids[seat], e.taken[seat], e.points[seat], e.scores[seat]
        made = taken >= bid
        if seat == self.won:  # its value is "win": the game, not points
            shown, said, colour = t("sheet.win"), t("summary.won_game"), theme.GOLD
        else:
            shown, colour = signed(pts), theme.GOOD if made else theme.BAD
            said = t("summary.made") if made else t("summary.failed")
        return [(seat_label(seat), theme.TEXT, True),
                (str(bid), theme.TEXT, False),
                (str(taken), theme.TEXT, False),
                (shown, colour, True),
                (said, colour, False),
                (str(total), theme.GOLD if total >= 0 else theme.BAD, True)]

    def _body_width(self, layout) -> int:
        """The narrowest body in which no column's text reaches the next."""
        p, cols = self.painter, self.COLS
        widths = [p.measure(t(key), layout.font_small, True) if key else 0
                  for key in self.HEADS]
        for seat in SEATS_SHOWN:
            for i, (text, _, bold) in enumerate(self._cells(seat)):
                size = layout.font if i == 4 else layout.font_large
                widths[i] = max(widths[i], p.measure(text, size, bold)
                                + (self.NAME_PAD if i == 0 else 0))
        gap = max(layout.margin, layout.font // 2)
        ends = list(cols[1:]) + [1.0]
        return round(max((w + (gap if i < len(cols) - 1 else 0)) / (end - start)
                         for i, (w, start, end) in enumerate(zip(widths, cols, ends))))

    def draw_body(self, surface, rect) -> None:
        e, lay, p = self.event, self.layout, self.painter
        cols, heads = self.COLS, self.HEADS
        self.cells_drawn = []  # (seat, column, Rect) of each player's figures, as drawn
        # the rows give up height before anything is drawn past the body
        row_h = max(lay.font_large + 4, min(round(lay.font_large * 1.9),
                                            (rect.height - self._around_rows(lay)) // 4))
        y = rect.top
        for c, key in zip(cols, heads):
            x = rect.left + round(rect.width * c)
            if key:
                p.blit_text(surface, t(key), lay.font_small, theme.TEXT_DIM, True,
                            topleft=(x, y))
        y += round(lay.font * 1.8)
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.left, y - 6), (rect.right, y - 6))
        for seat in SEATS_SHOWN:
            team = theme.TEAM[seat % 2]
            x0 = rect.left
            pygame.draw.rect(surface, team, p.flip(pygame.Rect(x0, round(y + row_h * 0.2), 5,
                                                               round(row_h * 0.55))),
                             border_radius=2)
            for i, (c, (text, colour, bold)) in enumerate(zip(cols, self._cells(seat))):
                x = rect.left + round(rect.width * c) + (self.NAME_PAD if c == 0 else 0)
                drawn = p.blit_text(surface, text, lay.font if i == 4 else lay.font_large,
                                    colour, bold, midleft=(x, y + row_h // 2))
                self.cells_drawn.append((seat, i, drawn))
            y += row_h
        pygame.draw.line(surface, theme.PANEL_BORDER, (rect.left, y + 2), (rect.right, y + 2))
        p.blit_text(surface, team_totals(e.scores), lay.font, theme.TEXT, True,
                    midtop=(rect.centerx, y + lay.margin // 2))
        y += round(lay.font * 1.6)
        if e.target_after is not None:
            p.blit_text(surface, t("summary.target_rose", n=e.target_after), lay.font,
                        theme.WARN, False, midtop=(rect.centerx, y + lay.margin))
            y += round(lay.font * 1.6)
        if self.review is not None and y + lay.margin + lay.font_small < rect.bottom:
            words = t("summary.review", what=headline(self.review))
            p.blit_fit(surface, words, lay.font_small, rect.width, theme.TEXT_DIM,
                       midtop=(rect.centerx, y + lay.margin))


class ScoreSheetDialog(Dialog):
    """Every finished hand: points and running totals per player.

    The column header and the totals stay in place; the hands between them
    scroll (wheel, Up/Down, PageUp/PageDown, Home/End) and the sheet opens on
    the most recent ones. What the last frame drew is kept for the tests:
    ``header`` and ``footer`` (text, Rect) of the column heads and the totals,
    ``shown`` (hand number, Rect) of the rows and ``marks`` (text, Rect) of the
    "more above/below" marks.
    """

    WHEEL_ROWS = 3  # rows per notch of the mouse wheel
    FIRST = 0.12  # the hand column, as a share of the width
    TEAM_W = 0.5  # a team's total column, as a share of a seat's column

    def _needs(self, layout) -> dict:
        """The widths the columns' contents need, measured in the language in
        force: the hand column, a team's total column, the gap between two
        stops; ``seat``, a seat's bid/taken, points and total a gap apart,
        and ``spans``, its heads and its widest figures, measured apart (the
        head "bid/taken" is wider than its figures, the points' figures than
        their head)."""
        key = (id(layout), layout.width, layout.height, text_version())
        if self._need_key == key:
            return self._need
        p, sub, small = self.painter, self._metrics(layout)["sub_size"], layout.font_small
        heads = [p.measure(t(k), sub) for k in ("sheet.bid_taken", "sheet.points", "sheet.total")]
        figures = [p.measure("13/13", small),
                   max(p.measure(signed(-26), small, True), p.measure(t("sheet.win"), small, True)),
                   p.measure("-88", small)]
        gap = max(p.measure("  ", small), layout.margin // 2)
        self._need_key, self._need = key, {
            "hand": max(p.measure(t("sheet.hand"), small, True),
                        p.measure("88  (K)", small),
                        p.measure(t("summary.total"), small, True)) + layout.margin,
            "team": max(p.measure(t("sheet.total"), sub),
                        p.measure(t("sheet.team.0"), small, True),
                        p.measure(t("sheet.team.1"), small, True),
                        p.measure("-88", layout.font, True)) / 0.9,  # ends at 90%
            "gap": gap,
            "seat": gap * 2 + sum(self._spans(heads, figures)),
            "spans": (heads, figures),
        }
        return self._need

    @staticmethod
    def _spans(heads, figures) -> tuple[float, float]:
        """From where bid/taken starts to where the points end, and from
        there to where the total ends, with no gap between."""
        return (max(h0 + h1 for h0, h1 in (heads[:2], figures[:2])),
                max(heads[2], figures[2]))

    def columns(self, rect) -> list[tuple[object, float, float]]:
        """(seat or ("team", n), left x, width) in reading order: you, North,
        your team's total, then East, West and theirs. Where a seat's column
        would be too narrow for its three figures apart, the hand column and
        the team columns give up what they do not need."""
        need = self._needs(self.layout)
        first = rect.width * self.FIRST
        colw = (rect.width - first) / (4 + 2 * self.TEAM_W)
        team_w = colw * self.TEAM_W
        seat_need = need["seat"] / 0.89
        if colw < seat_need:
            first = min(first, need["hand"])
            team_w = min(team_w, need["team"])
            colw = (rect.width - first - 2 * team_w) / 4
        x, out = rect.left + first, []
        for team, pair in ((0, SEATS_SHOWN[:2]), (1, SEATS_SHOWN[2:])):
            for seat in pair:
                out.append((seat, x, colw))
                x += colw
            out.append((("team", team), x, team_w))
            x += team_w
        return out

    def stops(self, x: float, w: float) -> tuple[float, float, float]:
        """A seat column's three stops: where bid/taken starts, where the
        points end and where the total ends, the points set midway between
        the other two so that the two gaps are equal. In a narrow column
        (a small window) the room kept at the column's two ends gives way
        first (down to 3 px: the next seat's heads stay apart), then the
        gaps."""
        need = self._needs(self.layout)
        heads, figures = need["spans"]
        span1, span2 = self._spans(heads, figures)
        room = w - span1 - span2
        pad = min(w * 0.055, max(3.0, (room - 2 * need["gap"]) / 2))
        return x + pad, x + pad + span1 + max(0.0, room - 2 * pad) / 2, x + w - pad

    def __init__(self, rows, buttons, first: int | None = None, **kw):
        """``first``: the top row to show (None: the latest hands, at the bottom)."""
        super().__init__(t("sheet.title"), buttons, **kw)
        self.rows = rows
        self.first = first  # index of the top row shown; None until laid out
        self.fit = len(rows)
        self._placed = False  # laid out once: ``fit`` is the window's, not the rows'
        self.header: list[tuple[str, pygame.Rect]] = []
        self.footer: list[tuple[str, pygame.Rect]] = []
        self.shown: list[tuple[int, pygame.Rect]] = []
        self.marks: list[tuple[str, pygame.Rect]] = []
        self.rules: list[pygame.Rect] = []  # the two rules around the rows, as drawn
        self._need_key, self._need = None, {}

    # ---------------------------------------------------------- geometry
    def _metrics(self, layout) -> dict:
        """Row heights and the header/footer bands, from the layout's fonts."""
        f = layout.font
        row_h = round(f * 1.55)
        return {"row_h": row_h, "names_h": round(f * 1.4), "sub_h": round(f * 0.9),
                "foot_mid": round(row_h * 0.75) + 6,  # the totals, below the rows
                "foot_h": round(row_h * 0.75) + 6 + round(f * 0.8),
                "sub_size": max(11, layout.font_small - 2)}

    def frame(self, layout) -> pygame.Rect:
        """Wide enough for the thirteen columns, and as tall as the hands need,
        up to the room below the status bar."""
        r = layout.dialog.copy()
        if not self.rows:
            return r
        m = self._metrics(layout)
        need = self._needs(layout)
        # a seat column holds bid/taken from 6% and the total ending at 95%,
        # the points between them, each a gap and a margin apart
        col = (need["seat"] + 2 * layout.margin) / 0.89
        need_w = round(col * (4 + 2 * self.TEAM_W) / (1 - self.FIRST)) + layout.margin * 4
        r.width = min(layout.width - 2 * layout.margin, max(r.width, need_w))
        above, below = self.chrome(layout)
        n = len(self.rows)
        need_h = above + below + m["names_h"] + m["sub_h"] + n * m["row_h"] + m["foot_h"]
        room = layout.height - layout.status.bottom - 2 * layout.margin
        r.height = min(room, max(r.height, need_h))
        r.center = layout.dialog.center
        return r

    def on_resize(self, layout) -> None:
        at_end = self.first is None or (self._placed and self.first >= self.last_first)
        self._placed = True
        super().on_resize(layout)
        m = self._metrics(layout)
        self.row_h = m["row_h"]
        top = self.body.top + m["names_h"] + m["sub_h"]
        self.fit = max(1, (self.body.bottom - top - m["foot_h"]) // self.row_h)
        self.rows_area = pygame.Rect(self.body.left, top, self.body.width,
                                     min(self.fit, max(1, len(self.rows))) * self.row_h)
        self.scroll_to(self.last_first if at_end else self.first)

    @property
    def last_first(self) -> int:
        """The top row index when the most recent hand is at the bottom."""
        return max(0, len(self.rows) - self.fit)

    def scroll_to(self, first: int) -> None:
        self.first = max(0, min(first, self.last_first))

    def visible(self) -> range:
        """Indices into ``rows`` of the hands on screen."""
        first = self.first or 0
        return range(first, min(len(self.rows), first + self.fit))

    # ------------------------------------------------------------- input
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_to(self.first - event.y * self.WHEEL_ROWS)
            return True
        if event.type == pygame.KEYDOWN:
            page = max(1, self.fit - 1)
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -page,
                     pygame.K_PAGEDOWN: page}
            if event.key in moves:
                self.scroll_to(self.first + moves[event.key])
                return True
            if event.key == pygame.K_HOME:
                self.scroll_to(0)
                return True
            if event.key == pygame.K_END:
                self.scroll_to(self.last_first)
                return True
        return super().handle_event(event)

    # -------------------------------------------------------------- draw
    def draw_body(self, surface, rect) -> None:
        lay, p = self.layout, self.painter
        self.header, self.footer, self.shown, self.marks, self.rules = [], [], [], [], []
        if not self.rows:
            p.blit_text(surface, t("sheet.empty"), lay.font_large, theme.TEXT_DIM,
                        midtop=(rect.centerx, rect.top + lay.margin * 2))
            return
        m = self._metrics(lay)
        cols = self.columns(rect)
        row_h = self.row_h
        y = rect.top
        head = [(t("sheet.hand"), p.blit_text(surface, t("sheet.hand"), lay.font_small,
                                              theme.TEXT_DIM, True, topleft=(rect.left, y)))]
        for who, x, w in cols:
            team = who[1] if isinstance(who, tuple) else who % 2
            name = t(f"sheet.team.{team}") if isinstance(who, tuple) else seat_label(who)
            if isinstance(who, tuple):
                band = pygame.Rect(round(x), rect.top, round(w), 0)
                band.height = self.rows_area.bottom - rect.top
                surface.blit(p.panel(band.size, theme.BUTTON_FLAT, None, 4), p.flip(band))
            head.append((name, p.blit_text(surface, name, lay.font_small, theme.TEAM[team],
                                           True, midtop=(x + w / 2, y))))
        y += m["names_h"]
        for who, x, w in cols:
            bid_x, pts_x, total_x = self.stops(x, w)
            subs = ((t("sheet.total"), {"midright": (x + w * 0.9, y)}),) \
                if isinstance(who, tuple) else \
                ((t("sheet.bid_taken"), {"midleft": (bid_x, y)}),
                 (t("sheet.points"), {"midright": (pts_x, y)}),
                 (t("sheet.total"), {"midright": (total_x, y)}))
            for text, anchor in subs:
                head.append((text, p.blit_text(surface, text, m["sub_size"], theme.TEXT_DIM,
                                               **anchor)))
        self.header = head
        area = self.rows_area
        rule_top = area.top - 4
        y = area.top
        for index in self.visible():
            row = self.rows[index]
            self.shown.append((row.number, pygame.Rect(rect.left, y, rect.width, row_h)))
            mid = y + row_h // 2
            p.blit_text(surface, f"{row.number}  ({player_name(row.dealer)[0]})",
                        lay.font_small, theme.TEXT_DIM, midleft=(rect.left, mid))
            for who, x, w in cols:
                if isinstance(who, tuple):
                    total = team_total(row.scores, who[1])
                    p.blit_text(surface, str(total), lay.font_small, theme.TEXT, True,
                                midright=(x + w * 0.9, mid))
                elif not row.thrown_in:
                    pts = row.points[who]
                    made = row.taken[who] >= row.bids[who]
                    bid_x, pts_x, total_x = self.stops(x, w)
                    self._bid_taken(surface, row.bids[who], row.taken[who], bid_x, mid)
                    won = row.won == who  # a bid worth "win": the game, not points
                    p.blit_text(surface, t("sheet.win") if won else signed(pts), lay.font_small,
                                theme.GOLD if won else theme.GOOD if made else theme.BAD, True,
                                midright=(pts_x, mid))
                    p.blit_text(surface, str(row.scores[who]), lay.font_small, theme.TEXT,
                                False, midright=(total_x, mid))
            if row.thrown_in:
                p.blit_text(surface, t("sheet.thrown"), lay.font_small, theme.WARN,
                            midleft=(cols[0][1], mid))
            y += row_h
        y = area.bottom
        rule_bottom = y + 2
        marks = self._draw_more(surface, rect, rule_top, rule_bottom,
                                max(11, lay.font_small - 1))
        for at in (rule_top, rule_bottom):  # each rule stops short of its mark
            self._rule(surface, rect, at, marks.get(at))
        last = self.rows[-1].scores
        if last:
            mid = y + m["foot_mid"]  # clear of the "more below" mark on the rule
            for who, x, w in cols:
                if isinstance(who, tuple):
                    text, right = str(team_total(last, who[1])), x + w * 0.9
                else:
                    text, right = str(last[who]), x + w * 0.95
                self.footer.append((text, p.blit_text(surface, text, lay.font, theme.GOLD,
                                                       True, midright=(right, mid))))
            self.footer.append((t("summary.total"), p.blit_text(
                surface, t("summary.total"), lay.font_small, theme.TEXT_DIM, True,
                midleft=(rect.left, mid))))

    def _bid_taken(self, surface, bid: int, taken: int, x: float, y: int) -> None:
        """"bid/taken" from ``x`` in the header's reading order: bid first, so at
        the right in a right-to-left layout, as the header reads there. Drawn
        as three pieces, so the order never depends on how digits reorder."""
        lay, p = self.layout, self.painter
        for piece in (str(bid), "/", str(taken)):
            r = p.blit_text(surface, piece, lay.font_small, theme.TEXT_DIM, midleft=(x, y))
            x += r.width

    def _rule(self, surface, rect, y: int, mark) -> None:
        """The rule across ``rect`` at ``y``, broken a margin clear of ``mark``
        (the "more" mark set into it), if any."""
        gap = self.layout.margin
        spans = [(rect.left, rect.right - 1)]
        if mark is not None:
            spans = [(rect.left, mark.left - gap - 1), (mark.right + gap, rect.right - 1)]
        for x0, x1 in spans:
            if x1 > x0:
                pygame.draw.line(surface, theme.PANEL_BORDER, (x0, y), (x1, y))
                self.rules.append(pygame.Rect(x0, y, x1 - x0 + 1, 1))

    def _draw_more(self, surface, rect, rule_top, rule_bottom, size) -> dict:
        """When not every hand fits: how many are above and below, set into the
        rules around the rows (returned, rule y -> the mark's Rect, for the
        rules to stop short of), and a thin scroll bar beside them."""
        n = len(self.rows)
        if n <= self.fit:
            return {}
        lay, p = self.layout, self.painter
        shown = self.visible()
        above, below = shown.start, n - shown.stop
        out = {}
        for count, key, y in ((above, "sheet.more_above", rule_top),
                              (below, "sheet.more_below", rule_bottom)):
            if count:
                text = p.text(t(key, n=count), size, theme.TEXT_DIM)
                where = p.flip(text.get_rect(midleft=(rect.left, y)))
                surface.blit(text, where)
                self.marks.append((t(key, n=count), where))
                out[y] = where
        area = self.rows_area
        bar_w = max(3, lay.margin // 3)
        x = min(rect.right + lay.margin, self.rect.right - lay.margin) - bar_w // 2
        track = pygame.Rect(x, area.top, bar_w, area.height)
        surface.blit(p.panel(track.size, theme.BUTTON_FLAT, None, bar_w // 2), p.flip(track))
        thumb_h = max(lay.font, round(area.height * len(shown) / n))
        off = above / max(1, n - len(shown))
        thumb = pygame.Rect(x, area.top + round((area.height - thumb_h) * off), bar_w, thumb_h)
        surface.blit(p.panel(thumb.size, theme.TEXT_DIM, None, bar_w // 2), p.flip(thumb))
        return out


class GameOverDialog(Dialog):
    """The winning team, why, and the final scores."""

    def __init__(self, title: str, reason: str, scores, winner, buttons, rule: str = "",
                 **kw):
        """``rule``: the winning rule in a line under the reason ('' for none)."""
        super().__init__(title, buttons, **kw)
        self.reason = reason
        self.rule = rule
        self.scores = scores
        self.winner = winner
        self.drawn: list[tuple[str, pygame.Rect]] = []  # (text, Rect) the last frame drew

    @staticmethod
    def body_height(layout) -> int:
        """What the body draws, top to bottom: the reason, the four names over
        their scores, and the teams' totals."""
        return (round(layout.font_large * 2.6) + round(layout.font * 1.6)
                + round(layout.font_title * 1.5) + round(layout.font_large * 1.5))

    def frame(self, layout) -> pygame.Rect:
        """At least as tall as the body needs above the buttons (a short
        window's share would put the buttons over the teams' totals), up to
        the room below the status bar."""
        return grown(self, layout, super().frame(layout), self.body_height(layout) + layout.margin)

    def draw_body(self, surface, rect) -> None:
        lay, p = self.layout, self.painter
        self.drawn = []
        y = rect.top
        s = p.fit_text(self.reason, lay.font_large, rect.width)
        drawn = surface.blit(s, s.get_rect(midtop=(rect.centerx, y)))
        self.drawn.append((self.reason, drawn))
        if self.rule:  # in the room the reason leaves above the names
            s = p.fit_text(self.rule, lay.font_small, rect.width, theme.TEXT_DIM)
            self.drawn.append((self.rule, surface.blit(s, s.get_rect(
                midtop=(rect.centerx, drawn.bottom + round(lay.font_small * 0.2))))))
        y += round(lay.font_large * 2.6)
        colw = rect.width / 4
        for i, seat in enumerate(SEATS_SHOWN):
            cx = rect.left + colw * i + colw / 2
            won = self.winner is not None and seat % 2 == self.winner
            name, score = seat_label(seat), str(self.scores[seat])
            self.drawn.append((name, p.blit_text(surface, name, lay.font, theme.TEAM[seat % 2],
                                                 True, midtop=(cx, y))))
            self.drawn.append((score, p.blit_text(surface, score, lay.font_title,
                                                  theme.GOLD if won else theme.TEXT, True,
                                                  midtop=(cx, y + round(lay.font * 1.6)))))
        teams = team_totals(self.scores)
        self.drawn.append((teams, p.blit_text(
            surface, teams, lay.font_large, theme.TEXT, True,
            midtop=(rect.centerx, y + round(lay.font * 1.6) + round(lay.font_title * 1.5)))))


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


class RedealDialog(Dialog):
    """You hold no picture: keep the hand, or call a redeal? The table does
    not update under a dialog, so with the turn timer your time runs here:
    ``tick(dt)`` counts it down each frame (True once the stand-in has
    answered for you: the question closes) and ``left()`` gives the share of
    it still left (1 … 0), or None, drawn as a bar with the seconds left
    under the question, as on your plate. The rules want an answer, so Esc
    does not give one: it opens the pause menu (``pause``) over the question,
    which waits under it. H asks for a hint (``hint``), as at the table; its
    words come back through ``show_hint`` and are shown under the question
    (the table under it is not drawn anew)."""

    def __init__(self, buttons, *, seconds: float = 0, tick=None, left=None, pause=None,
                 hint=None, **kw):
        super().__init__(t("redeal.title"), buttons, size=(0.7, 0.6),
                         lines=[(t("redeal.text"), (244, 240, 226)),
                                (t("redeal.ask"), (190, 204, 190))], **kw)
        self.seconds = seconds  # the turn timer's whole time (0: no timer)
        self.tick, self.left = tick, left
        self.pause, self.hint = pause, hint
        self.timer_drawn = None  # (share left, the bar's Rect, the seconds shown), as drawn

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT
                                                             | pygame.KMOD_META):
            if event.key == pygame.K_ESCAPE and self.pause is not None:
                self.pause()
                return True
            if event.key == pygame.K_h and self.hint is not None:
                self.hint()
                return True
        return super().handle_event(event)

    def frame(self, layout) -> pygame.Rect:
        """No taller than the question, a line kept for the hint (H), the
        timer and the buttons need (a fixed share of the window left a band
        of empty cloth between the question and its buttons)."""
        r = super().frame(layout)
        above, below = self.chrome(layout)
        hint = round(self.painter.font(layout.font_large).get_height() * 1.5) \
            if self.hint is not None and len(self.lines) < 3 else 0
        r.height = min(r.height, above + self.lines_height(layout) + hint + layout.margin + below)
        r.center = layout.dialog.center
        return r

    def show_hint(self, text: str) -> None:
        """The hint's words, under the question."""
        self.lines = self.lines[:2] + [(text, theme.GOLD)]

    def lines_height(self, layout) -> int:
        return super().lines_height(layout) + (self.timer_height(layout) if self.seconds else 0)

    @staticmethod
    def timer_height(layout) -> int:
        return round(layout.font_small * 1.6)

    def update(self, dt: float) -> None:
        super().update(dt)
        if not self.closed and self.tick is not None and self.tick(dt):
            self.close()

    def draw_body(self, surface, rect: pygame.Rect) -> None:
        super().draw_body(surface, rect)
        self.timer_drawn = None
        left = self.left() if self.left is not None and self.seconds else None
        if left is None:
            return
        lay, p = self.layout, self.painter
        h = max(5, lay.font_small // 3)
        number_w = p.measure("88", lay.font_small, True)
        width = min(rect.width, round(lay.font * 14))
        cy = rect.bottom - self.timer_height(lay) // 2
        track = pygame.Rect(rect.centerx - width // 2, cy - h // 2,
                            width - number_w - lay.margin, h)
        bar = track.copy()
        bar.width = round(track.width * left)
        colour = theme.BAD if left < 0.25 else theme.GOLD
        seconds = str(math.ceil(left * self.seconds - 1e-6))
        pygame.draw.rect(surface, (0, 0, 0), p.flip(track), border_radius=h // 2)
        bar = p.flip(bar)
        if bar.width > 0:
            pygame.draw.rect(surface, colour, bar, border_radius=h // 2)
        p.blit_text(surface, seconds, lay.font_small, colour, True,
                    midright=(track.left + width, cy))
        self.timer_drawn = (left, bar, seconds)
