"""South's bid panel: only the legal bids, what each is worth, and a warning
when the bids so far are below the table minimum."""

from __future__ import annotations

import pygame

from ...engine import WIN
from ...strings import describe, right_to_left, t
from .. import theme
from ..widgets import Button, Painter, button_at

WORTH = theme.TEXT_DIM  # a bid's worth ("±10") under it
THROWS_IN = theme.BAD_SOFT  # ... when that bid throws the hand in


def worth(rules, bid: int, score: int) -> str:
    """'±10' for a bid worth 10 to this player (devaluation applied), 'wins' for a win bid."""
    value = rules.bid_value(bid, score)
    if value == WIN:
        return t("bid.worth_win")
    return t("bid.worth", sign="\u00b1", value=value)


def total_line(view, total) -> tuple[str, tuple]:
    """The panel's line about the total the bids must reach, and its colour."""
    values = view.rules.min_total_counts == "values"
    if total == WIN:
        return t("bid.total_win"), theme.TEXT_DIM
    if total < view.min_total:
        key = "bid.warning_values" if values else "bid.warning"
        return t(key, total=total, min_total=view.min_total), theme.WARN
    key = "bid.total_values" if values else "bid.total"
    return t(key, total=total, min_total=view.min_total), theme.TEXT_DIM


def dealer_lines(view, bid: int | None = None) -> list[str]:
    """For the dealer, whose bid decides whether the hand is played: which
    bids play it, and why the others throw it in, from the engine's own
    reason (``PlayerView.throw_in_if``) for the highest throwing bid (or
    for ``bid``). Empty for the other seats, or when no bid throws it in."""
    reasons = {b: view.throw_in_if(b) for b in view.legal}
    throwing = [b for b, why in reasons.items() if why is not None]
    if not throwing:
        return []
    playing = [b for b, why in reasons.items() if why is None]
    low, high = min(throwing), max(throwing)
    shown = bid if bid in throwing else high
    bids = [shown if s == view.seat else b for s, b in enumerate(view.bids)]
    why = describe(reasons[shown], total=view.rules.bids_total(bids, view.scores),
                   min_total=view.min_total, values=view.rules.min_total_counts == "values")
    if not playing:
        rule = t("bid.dealer_all_thrown")
    elif throwing == [b for b in view.legal if b < min(playing)]:
        rule = t("bid.dealer_from_one" if low == high else "bid.dealer_from",
                 n=min(playing), low=low, high=high)
    else:
        rule = t("bid.dealer_some", bids=", ".join(map(str, throwing)))
    # "With 3: the bids total 14, …": the reason goes on the sentence, so it
    # starts in lower case (it is "The bids…" or "Nobody…", never a name;
    # Arabic has no capitals)
    return [rule, t("bid.dealer_why", bid=shown, why=why[:1].lower() + why[1:])]


def min_bid_line(view) -> str | None:
    """Why your smallest bid is above the rules' own (the buttons start at
    3, not 2), from the engine (``Rules.min_bid_raised``); None when it is not."""
    raised = view.rules.min_bid_raised(view.scores[view.seat])
    if raised is None:
        return None
    n, points = raised
    return t("bid.min_raised", n=n, points=points)


# the digit keys, of the row and of the keypad
DIGIT_KEYS = {**{getattr(pygame, f"K_{d}"): str(d) for d in range(10)},
              **{getattr(pygame, f"K_KP{d}"): str(d) for d in range(10)}}


class BidPanel:
    """Shown while South must bid; ``on_bid(n)`` is called with the chosen bid."""

    def __init__(self, scene, on_bid):
        self.scene = scene
        self.on_bid = on_bid
        self.visible = False
        self.legal: tuple = ()
        self.buttons: list[Button] = []
        self.hover: Button | None = None
        self.selected = 0
        self.typed = ""  # the digits typed so far: "1" then "3" choose 13
        self.lines: list[tuple[str, tuple]] = []
        self._cache = None  # (key, Surface): the panel as last drawn
        self._button_size = 0  # the bids' text size, as ``place`` fits it (0: the large size)
        self._cols = 0  # the bids a row, as ``place`` lays them out

    def open(self, view) -> None:
        """Fill the panel for ``view`` (South's PlayerView, request 'bid')."""
        self.legal = tuple(view.legal)
        rules, score = view.rules, view.scores[view.seat]
        total = view.bids_total()  # tricks or values, as the rules count them
        self.lines = [(t("bid.title"), theme.GOLD)]
        dealer = dealer_lines(view)
        if dealer:  # the dealer's own choice says more than the total
            self.lines += [(dealer[0], theme.WARN), (dealer[1], theme.TEXT_DIM)]
        else:
            self.lines.append(total_line(view, total))
        raised = min_bid_line(view)
        if raised is not None:  # just above the bids it explains
            self.lines.append((raised, theme.TEXT_DIM))
        self.buttons = []
        for b in self.legal:
            short = view.throw_in_if(b) is not None  # the engine: this bid throws the hand in
            btn = Button(f"bid{b}", pygame.Rect(0, 0, 1, 1), str(b),
                         self._click(b), sub=worth(rules, b, score),
                         sub_colour=THROWS_IN if short else WORTH)
            self.buttons.append(btn)
        self.selected = 0
        self.typed = ""
        self.visible = True
        self.place(self.scene.layout)
        self.scene.hand.place_undo(self.scene.layout)  # kept clear of the panel

    def close(self) -> None:
        self.visible = False
        self.hover = None
        if self.scene.layout is not None:
            self.scene.hand.place_undo(self.scene.layout)  # back above your cards

    def _click(self, n: int):
        def go():
            if self.visible:
                self.on_bid(n)
        return go

    def place(self, layout) -> None:
        r = layout.bid_panel
        n = len(self.buttons)
        if not n:
            return
        pad = max(4, layout.margin // 2 + 2)
        painter = self.scene.renderer.painter
        # the lines' height as ``_draw`` sets them
        head = layout.margin // 2 + 2 + sum(self._line_step(painter, layout, i)
                                            for i in range(len(self.lines)))
        rows = 1 if n <= 7 else 2
        cols = -(-n // rows)
        bw = min((r.width - pad * (cols + 1)) // cols, round(layout.card_w * 0.8))

        def worth_size(size):  # the worth under a number: never below 11 px
            return max(11, round(size * 0.62))

        def tall(size):  # a button's number and its worth, one above the other
            return painter.font(size, True).get_height() \
                + painter.font(worth_size(size)).get_height()
        # a short panel (a small window) first closes up its rows, then sets
        # the bids smaller, so that each number and its worth fit the button
        for vpad in (pad, 2):
            bh = min((r.height - head - vpad * (rows + 2)) // rows, round(bw * 0.9))
            if tall(layout.font_large) <= bh:
                break
        size = layout.font_large
        while size > 10 and tall(size) > bh:
            size -= 1
        self._button_size = size
        for btn in self.buttons:
            btn.sub_size = worth_size(size)
        grid_w = cols * bw + (cols - 1) * pad
        x0 = r.centerx - grid_w // 2
        y0 = r.top + head + vpad
        for i, btn in enumerate(self.buttons):
            row, col = divmod(i, cols)
            if right_to_left():  # the smallest bid where reading starts, at the right
                col = cols - 1 - col
            btn.rect = pygame.Rect(x0 + col * (bw + pad), y0 + row * (bh + vpad), bw, bh)
        self._cols = cols  # ↑ ↓ move a row when there are two
        self._head = head
        self._height = y0 + rows * (bh + vpad) + vpad - r.top
        # placed anew (opened, or the window resized): the bid under the
        # pointer is lit now, not the one that was under it before
        self.hover = button_at(self.buttons, pygame.mouse.get_pos())

    @staticmethod
    def _line_step(painter: Painter, layout, i: int) -> int:
        """How far down the panel's line ``i`` moves the next one."""
        size = layout.font_large if i == 0 else layout.font_small
        return round(painter.font(size, i == 0).get_height() * 1.25)

    # ------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        if not self.visible:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = button_at(self.buttons, event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b = button_at(self.buttons, event.pos)
            if b is not None:
                return b.click()
            return False
        if event.type == pygame.KEYDOWN and self.buttons:
            less, more = (pygame.K_RIGHT, pygame.K_LEFT) if right_to_left() else \
                (pygame.K_LEFT, pygame.K_RIGHT)  # the arrows move as the panel reads
            cols = self._cols
            if 0 < cols < len(self.buttons) and event.key in (pygame.K_UP, pygame.K_DOWN):
                # two rows: ↓ goes to the bid drawn below (the higher row), ↑ above
                row = self.selected // cols + (1 if event.key == pygame.K_DOWN else -1)
                if 0 <= row * cols < len(self.buttons):  # a short last row: its last bid
                    self.selected = min(len(self.buttons) - 1, self.selected % cols + row * cols)
                return True
            if event.key in (less, pygame.K_DOWN):
                self.selected = max(0, self.selected - 1)
                return True
            if event.key in (more, pygame.K_UP):
                self.selected = min(len(self.buttons) - 1, self.selected + 1)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.buttons[self.selected].click()
            digit = DIGIT_KEYS.get(event.key)
            if digit is not None:
                return self.type_digit(digit)
        return False

    def type_digit(self, digit: str) -> bool:
        """A digit typed: it chooses the bid the digits typed so far make
        ("1" then "0" is 10), else the bid it is alone ("5"); a digit that
        makes no bid is kept only as the start of one ("1" before "2"), and one
        that starts none is refused by the engine, which says why."""
        for typed in (self.typed + digit, digit):
            if int(typed) in self.legal:
                self.typed = typed
                self.selected = self.legal.index(int(typed))
                return True
        if not any(str(b).startswith(digit) for b in self.legal):
            # no bid starts so ("2" below a smallest bid of 3): the engine says why
            self.typed = ""
            self.scene.submit(int(digit))
            return True
        self.typed = digit
        return True

    # ------------------------------------------------------------- draw
    def draw(self, surface, painter: Painter) -> None:
        lay = self.scene.layout
        r = lay.bid_panel.copy()
        r.height = min(r.height, getattr(self, "_height", r.height))
        for i, b in enumerate(self.buttons):
            b.selected = i == self.selected and self.scene.hand.keyboard_used
        key = (r.size, self._button_size, tuple(self.lines),
               tuple((b.label, b.rect.topleft, b.selected) for b in self.buttons),
               self.hover.name if self.hover else None)
        if self._cache is None or self._cache[0] != key:
            layer = pygame.Surface(r.size, pygame.SRCALPHA)
            self._draw(layer, painter, pygame.Rect(0, 0, *r.size), r.topleft)
            self._cache = (key, layer)
        surface.blit(self._cache[1], r)

    def _draw(self, surface, painter: Painter, r: pygame.Rect, origin) -> None:
        lay = self.scene.layout
        surface.blit(painter.panel(r.size, theme.PANEL_SOLID, theme.GOLD,
                                   max(8, lay.margin), 2), r)
        y = r.top + lay.margin // 2 + 2
        for i, (text, colour) in enumerate(self.lines):
            size = lay.font_large if i == 0 else lay.font_small
            s = painter.fit_text(text, size, r.width - 2 * lay.margin, colour, i == 0)
            surface.blit(s, s.get_rect(midtop=(r.centerx, y)))
            y += self._line_step(painter, lay, i)
        ox, oy = origin
        for b in self.buttons:
            rect = b.rect
            b.rect = rect.move(-ox, -oy)
            try:
                b.draw(surface, painter, self._button_size or lay.font_large,
                       b is self.hover)
            finally:
                b.rect = rect
