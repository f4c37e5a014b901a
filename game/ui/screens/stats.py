"""Statistics: games, wins, streaks, points per hand, best and worst hands,
and bids made by size (a column for each bid the rules allow, and for any
other bid once made); a reset that asks first."""

from __future__ import annotations

import pygame

from ...engine import DEFAULT_RULES
from ...storage import Stats
from .. import theme
from ..dialog import Dialog
from .base import Screen
from .text import t


def stat_lines(stats) -> list[tuple[str, str]]:
    """The figures as (label, value) pairs, in the player's words."""
    def hand(h):
        if h is None:
            return t("stats.none")
        if h.get("win"):
            return t("stats.hand_win", bid=h["bid"])
        return t("stats.hand", points=h["points"], bid=h["bid"], taken=h["taken"])

    rate = stats.win_rate
    avg = stats.average_points
    return [
        (t("stats.played"), str(stats.games_played)),
        (t("stats.won"), str(stats.games_won)),
        (t("stats.rate"), t("stats.none") if rate is None else f"{rate:.0%}"),
        (t("stats.streak"), str(stats.best_streak)),
        (t("stats.streak_now"), str(stats.streak)),
        (t("stats.hands"), str(stats.hands_played)),
        (t("stats.avg"), t("stats.none") if avg is None else f"{avg:+.1f}"),
        (t("stats.best"), hand(stats.best_hand)),
        (t("stats.worst"), hand(stats.worst_hand)),
    ] + ([(t("stats.undo"), t("stats.undo_value", n=stats.games_undo,
                                won=stats.games_undo_won))] if stats.games_undo else []) \
      + ([(t("stats.accuracy"), accuracy(stats))] if stats.mean_accuracy is not None else [])


def accuracy(stats) -> str:
    """The points lost a decision, the last game's and on average: the last
    game's only once one of its hands is reviewed."""
    mean = f"{stats.mean_accuracy:.2f}"
    if stats.last_accuracy is None:
        return t("stats.accuracy_pending", mean=mean)
    return t("stats.accuracy_value", last=f"{stats.last_accuracy:.2f}", mean=mean,
             n=len(stats.accuracy))


def bid_columns(rates, rules) -> list[int]:
    """The bids the chart has a column for: every bid the rules in force
    allow (``Rules.min_bid`` to 13, the engine's range), and every bid ever
    made, since the statistics pool games played under earlier rules (a
    Syrian 41 bid of 1 keeps its column under Lebanese rules, where nobody
    may bid 1). A bid that is neither gets no column: nobody could have
    made it."""
    made = {b for b, _, tried in rates if tried}
    return sorted(made | set(range(rules.min_bid, 14)))


class StatsScreen(Screen):
    title_key = "stats.title"
    keys_key = "stats.keys_reset"  # R asks to reset, as the Reset button does

    def place(self) -> None:
        self.buttons = self.footer_buttons([
            ("reset", t("stats.reset"), self.ask_reset, "normal"),
            ("back", t("screen.back"), self.back, "primary")])

    def ask_reset(self) -> None:
        self.app.push(Dialog(t("stats.confirm"), [(t("stats.confirm_no"), None),
                                                  (t("stats.confirm_yes"), self.reset)],
                             default=0, cancel=0, size=(0.7, 0.5),
                             lines=[(t("stats.confirm_text"), theme.TEXT)]))

    def reset(self) -> None:
        home = self.home
        try:
            # what the game in progress has counted so far stays counted
            counted = home.load_stats().counted
            home.stats = home.storage.reset_stats(counted) if home.storage else \
                Stats(counted=dict(counted))
        except OSError as e:
            self.say(str(e), theme.BAD)
            return
        self.say(t("stats.done"), theme.GOOD)

    def rules(self):
        """The rules in force: the settings' (those of the next game)."""
        settings = self.home.settings
        return settings.rules if settings is not None else DEFAULT_RULES

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r:
            self.ask_reset()
            return True
        return super().handle_event(event)

    def _rows(self, lines: list, room: int, tall: int) -> tuple[list, int, int]:
        """The figures' rows in ``room`` pixels, their words ``tall`` pixels
        high: (rows of one or two figures, the values' text size, the row
        height)."""
        lay, p = self.layout, self.painter
        rows = [[figure] for figure in lines]
        value_size = lay.font_large
        if room // len(rows) < max(round(lay.font * 1.2), round(tall * 1.3)):
            value_size = lay.font
            half = self.column.width // 2 - lay.margin * 7

            def short(figure):
                return p.measure(figure[0], lay.font) + p.measure(figure[1], value_size, True) \
                    <= half
            rows, rest = [], list(lines)
            while rest:
                if len(rest) > 1 and short(rest[0]) and short(rest[1]):
                    rows.append(rest[:2])
                    rest = rest[2:]
                else:
                    rows.append(rest[:1])
                    rest = rest[1:]
        line = max(round(lay.font * 1.2), min(round(lay.font * 1.75), room // len(rows)))
        if line < round(lay.font * 1.5):
            value_size = lay.font
        return rows, value_size, line

    def draw_content(self, surface) -> None:
        lay, p = self.layout, self.painter
        stats = self.home.load_stats()
        col = self.column
        lines = stat_lines(stats)
        rates = stats.bid_rates()
        # the figures share the column with what follows them: the heading of
        # the bids, and their chart (or the line saying there is none yet).
        # The chart is given room for bars that can be read, unless the
        # figures' rows would then be shorter than their words; in a short
        # window two short figures share a row, side by side
        tall = max(p.text(label, lay.font, theme.TEXT_DIM).get_height() for label, _ in lines)
        for chart in ((lay.font * 9, lay.font * 6) if rates else (lay.font * 1.3,)):
            room = col.height - lay.margin * 4 - round(lay.font_large * 1.6) - round(chart)
            rows, value_size, line = self._rows(lines, room, tall)
            if line > tall:
                break
        box = pygame.Rect(col.left, col.top, col.width, line * len(rows) + lay.margin * 2)
        self.panel(surface, box)
        self.figures_drawn = []  # (label, its Rect, value, its Rect) as drawn, for the tests
        self.no_bids_drawn = None
        self.columns_drawn = []  # (bid, its label's Rect) as drawn, for the tests
        for i, row in enumerate(rows):
            y = box.top + lay.margin + i * line + line // 2
            part_w = box.width // len(row)
            for k, (label, value) in enumerate(row):
                part = pygame.Rect(box.left + k * part_w, box.top, part_w, box.height)
                v = p.fit_text(value, value_size, part.width // 2, theme.TEXT, True)
                at = p.flip(v.get_rect(midright=(part.right - lay.margin * 3, y)))
                surface.blit(v, at)
                name = p.fit_text(label, lay.font,
                                  part.width - v.get_width() - lay.margin * 7, theme.TEXT_DIM)
                spot = p.flip(name.get_rect(midleft=(part.left + lay.margin * 3, y)))
                surface.blit(name, spot)
                self.figures_drawn.append((label, spot, value, at))
        top = box.bottom + lay.margin * 2
        p.blit_text(surface, t("stats.bids"), lay.font_large, theme.GOLD, True,
                    topleft=(col.left, top))
        top += round(lay.font_large * 1.6)
        if not rates:
            self.no_bids_drawn = p.blit_text(surface, t("stats.no_bids"), lay.font,
                                             theme.TEXT_DIM, topleft=(col.left, top))
            return
        room = max(lay.font, self.footer_top - lay.margin * 3 - top)
        columns = bid_columns(rates, self.rules())
        cw = col.width // len(columns)
        bar_room = max(lay.font, room - round(lay.font * 3.2))
        by_bid = {b: (m, n) for b, m, n in rates}
        for i, b in enumerate(columns):
            x = col.left + i * cw
            label = p.blit_text(surface, str(b), lay.font, theme.GOLD, True,
                                midbottom=(x + cw // 2, top + room))
            self.columns_drawn.append((b, label))
            if b not in by_bid:
                continue
            made, tried = by_bid[b]
            frac = made / tried
            h = max(2, round(bar_room * frac))
            base = top + room - round(lay.font * 1.4)
            back = pygame.Rect(x + cw // 5, base - bar_room, cw - 2 * (cw // 5), bar_room)
            self.panel(surface, back, theme.BUTTON_FLAT, theme.BUTTON_BORDER)
            bar = pygame.Rect(back.left, base - h, back.width, h)
            colour = theme.GOOD if frac >= 0.5 else theme.WARN
            pygame.draw.rect(surface, colour, p.flip(bar), border_radius=max(2, back.width // 6))
            p.blit_text(surface, f"{frac:.0%}", lay.font_small, theme.TEXT, True,
                        midbottom=(x + cw // 2, back.top - 2))
            p.blit_text(surface, t("stats.bid_cell", made=made, tried=tried), lay.font_small,
                        theme.TEXT_DIM, midbottom=(x + cw // 2, back.top - 2
                                                   - round(lay.font_small * 1.2)))
