"""How to play, written from the active ``Rules`` object (so it never
disagrees with the engine), with the bid value table."""

from __future__ import annotations

import pygame

from ...engine import WIN, Rules
from ...strings import preset_place, preset_title, right_to_left
from .. import theme
from .base import Screen, draw_scrollbar, scrollbar, scrollbar_width, wrap
from .model import HAND_TRICKS
from .text import t, tn


def rules_name(rules: Rules, base: str = "lebanese") -> str:
    """A preset's title, or "custom rules (from …)"."""
    name = rules.preset_name()
    return preset_title(name) if name else t("howto.custom", base=preset_title(base))


def enough_alone(rules: Rules, min_total: int | None = None) -> int | None:
    """The smallest bid whose worth alone (``Rules.counted``, at any score:
    before and after 5 and 6 lose their value at 30) reaches the total the
    bids need (``min_total``, by default the rules' own, before it rises),
    so that the hand is played whatever the others bid; None when no bid
    does."""
    need = rules.min_total if min_total is None else min_total
    for bid in range(rules.min_bid, 14):
        worth = [rules.counted(bid, score) for score in (0, 30)]
        if all(w == WIN or w >= need for w in worth):
            return bid
    return None


# the highest top score the steps of the rising total are looked for up to:
# far past any target (101) and past where the total stops rising (52)
TOP_SCORES = 600


def alone_steps(rules: Rules) -> list[tuple[int, int | None]]:
    """``enough_alone`` as the top score at the table rises: ``(score, bid)``
    from that top score up (the first from 0), one entry each time the bid
    changes (None: no bid is enough). The total needed is the engine's
    (``Rules.min_total_for``), so a rising minimum total is followed step by
    step; without one there is a single entry. The total only rises, so the
    bid only rises, and once no bid is enough none ever is again."""
    steps: list[tuple[int, int | None]] = []
    last_need = None
    for top in range(0, TOP_SCORES + 1):
        need = rules.min_total_for([top, 0, 0, 0])
        if need == last_need:
            continue
        last_need = need
        bid = enough_alone(rules, need)
        if not steps or steps[-1][1] != bid:
            steps.append((top, bid))
    return steps


STEPS_SHOWN = 2  # the changes of the rising bid the page names before "and so on"


def alone_text(rules: Rules) -> str | None:
    """What the page says of the bid that is enough on its own, or None when
    no bid ever is: one bid, or, where the total needed rises, the bid
    while the top score is low and the bids it rises to (``alone_steps``,
    the first ``STEPS_SHOWN`` of them, then "and so on")."""
    steps = alone_steps(rules)
    first = steps[0][1]
    if len(steps) == 1:
        return None if first is None else t("howto.total_alone", bid=first)
    (until, _), later = steps[1], steps[1:]
    shown = [t("howto.alone_step", bid=bid, score=score) if bid is not None
             else t("howto.alone_step_none", score=score)
             for score, bid in later[:STEPS_SHOWN]]
    key = "howto.total_alone_rises_more" if len(later) > STEPS_SHOWN \
        else "howto.total_alone_rises"
    return t(key, bid=first, score=until, steps=t("howto.step_sep").join(shown))


def rules_text(rules: Rules, base: str = "lebanese", *,
               next_rules: Rules | None = None) -> list[tuple[str, str]]:
    """The rules in plain words: ``(kind, text)`` with kind "h" (heading),
    "p" (paragraph) or "table" (the bid values, drawn by the screen).
    ``next_rules``: the settings' rules when ``rules`` are those of a game in
    progress (the page then names both)."""
    pattern = "-".join(map(str, rules.deal_pattern))
    if next_rules is None:
        out = [("p", t("howto.next_game", name=rules_name(rules, base)))]
    else:
        out = [("p", t("howto.this_game", name=rules_name(rules, base)))]
        if next_rules != rules:
            out.append(("p", t("howto.then_next", name=rules_name(next_rules, base))))
    if preset_place(rules.preset_name() or ""):
        out.append(("p", preset_place(rules.preset_name())))
    out += [("h", t("howto.h.game")), ("p", t("howto.game")),
            ("p", t("howto.deal", pattern=pattern))]
    if rules.redeal_no_pictures:
        out.append(("p", t("howto.redeal")))
    bid = [t("howto.bid", min_bid=rules.min_bid)]
    if rules.min_bid_rises:
        bid.append(t("howto.bid_rises", in30=rules.min_bid_for(30), in40=rules.min_bid_for(40)))
    out += [("h", t("howto.h.bidding")), ("p", " ".join(bid))]
    total = [t("howto.total_values" if rules.min_total_counts == "values"
               else "howto.total", min_total=rules.min_total)]
    if rules.min_total_counts == "values":
        alone = alone_text(rules)
        if alone is not None:
            total.append(alone)
        if rules.first_win_bid is not None:
            total.append(t("howto.total_win"))
    if rules.min_total_rises:
        total.append(t("howto.total_rises", in30=rules.min_total_for([30, 0, 0, 0]),
                       in40=rules.min_total_for([40, 0, 0, 0])))
    if rules.five_to_run:
        total.append(t("howto.five_to_run"))
    out.append(("p", " ".join(total)))
    out += [("h", t("howto.h.playing")), ("p", t("howto.playing"))]
    score = [t("howto.scoring")]
    if rules.devalue_5_6_at_30:
        score.append(t("howto.devalue"))
    out += [("h", t("howto.h.scoring")), ("p", " ".join(score)), ("table", "")]
    win = rules.first_win_bid
    if win is not None:
        out.append(("p", t("howto.win_bid_more" if win < HAND_TRICKS else "howto.win_bid", bid=win,
                           penalty=tn("count.points", rules.win_bid_penalty))))
    out += [("h", t("howto.h.winning")),
            ("p", t("howto.winning", target=rules.target,
                    partner=t(f"howto.partner.{rules.partner_condition}"),
                    both=t(f"howto.both.{rules.both_reach}"))),
            ("h", t("howto.h.signals")), ("p", t("howto.signals"))]
    return out


def bid_table(rules: Rules) -> list[tuple[int, str, bool]]:
    """(bid, its value as shown, whether it wins the game) for bids 1 to 13."""
    return [(b, t("howto.table_wins") if v == WIN else str(v), v == WIN)
            for b, v in enumerate(rules.bid_values, 1)]


class HowToPlayScreen(Screen):
    title_key = "howto.title"
    keys_key = "screen.keys_scroll"

    def __init__(self, home, rules: Rules | None = None, playing: bool = False):
        """``rules``: the rules to explain (the settings' by default);
        ``playing``: they are those of the game in progress."""
        super().__init__(home)
        self.rules = rules
        self.playing = playing
        self.scroll = 0
        self.items: list = []

    def place(self) -> None:
        self.buttons = self.footer_buttons([("back", t("screen.back"), self.back, "primary")])
        col = self.column
        # the text, with room inside the panel for the panel's own margin
        self.view = col.inflate(-self.layout.margin * 2, -self.layout.margin * 2)
        rules = self.rules or self.home.settings.rules
        base = self.home.settings.base if self.home.settings else "lebanese"
        lay = self.layout
        self.items = []  # (kind, payload, height)
        next_rules = self.home.settings.rules if self.playing and self.home.settings else None
        for kind, text in rules_text(rules, base, next_rules=next_rules):
            if kind == "h":
                self.items.append(("h", text, round(lay.font_large * 2.0)))
            elif kind == "p":
                lines = wrap(self.painter, text, lay.font, self.view.width)
                self.items.append(("p", lines, round(lay.font * 1.4) * len(lines)
                                   + lay.margin))
            else:
                self.items.append(("table", bid_table(rules), round(lay.font * 4.6)))
        self.total = sum(h for _, _, h in self.items)
        self.scroll = min(self.scroll, max(0, self.total - self.view.height))

    def handle_event(self, event) -> bool:
        step = round(self.layout.font * 3) if self.layout else 30
        limit = max(0, self.total - self.view.height) if self.layout else 0
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(limit, self.scroll - event.y * step))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP,
                                                          pygame.K_PAGEDOWN, pygame.K_PAGEUP):
            d = {pygame.K_DOWN: step, pygame.K_UP: -step,
                 pygame.K_PAGEDOWN: self.view.height - step,
                 pygame.K_PAGEUP: step - self.view.height}[event.key]
            self.scroll = max(0, min(limit, self.scroll + d))
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.back()
            return True
        return super().handle_event(event)

    def draw_content(self, surface) -> None:
        lay, p = self.layout, self.painter
        self.panel(surface, self.view.inflate(lay.margin * 4, lay.margin * 2))
        clip = surface.get_clip()
        surface.set_clip(self.view)
        y = self.view.top - self.scroll
        line = round(lay.font * 1.4)
        with p.mirrored(self.view, right_to_left()):
            self._draw_items(surface, y, line)
        surface.set_clip(clip)
        draw_scrollbar(surface, self.scrollbar())

    def scrollbar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The track and the thumb showing how much of the text is in view,
        on the panel's trailing side (left in Arabic); None when it all fits."""
        lay = self.layout
        panel = self.view.inflate(lay.margin * 4, lay.margin * 2)
        x = panel.left + lay.margin // 2 if right_to_left() else \
            panel.right - lay.margin // 2 - scrollbar_width(lay)
        return scrollbar(lay, x, self.view, self.total, self.scroll)

    def _draw_items(self, surface, y, line) -> None:
        lay, p = self.layout, self.painter
        for kind, payload, h in self.items:
            if y + h >= self.view.top and y <= self.view.bottom:
                if kind == "h":
                    p.blit_text(surface, payload, lay.font_large, theme.GOLD, True,
                                bottomleft=(self.view.left, y + round(h * 0.8)))
                elif kind == "p":
                    for i, text in enumerate(payload):
                        p.blit_text(surface, text, lay.font, theme.TEXT,
                                    topleft=(self.view.left, y + i * line))
                else:
                    self._table(surface, payload, pygame.Rect(self.view.left, y,
                                                              self.view.width, h))
            y += h

    def _table(self, surface, cells, rect) -> None:
        lay, p = self.layout, self.painter
        label_w = round(lay.font * 4.5)
        cw = (rect.width - label_w) // 13
        rh = round(lay.font * 1.7)
        top = rect.top + lay.margin // 2
        p.blit_text(surface, t("howto.table_bid"), lay.font, theme.TEXT_DIM, True,
                    midleft=(rect.left, top + rh // 2))
        p.blit_text(surface, t("howto.table_value"), lay.font, theme.TEXT_DIM, True,
                    midleft=(rect.left, top + rh + rh // 2))
        for i, (b, v, win) in enumerate(cells):
            x = rect.left + label_w + i * cw
            cell = pygame.Rect(x + 1, top + rh, cw - 2, rh)
            self.panel(surface, cell, theme.BUTTON_SELECTED if win else theme.BUTTON,
                       theme.BUTTON_BORDER)
            p.blit_text(surface, str(b), lay.font, theme.GOLD, True,
                        center=(x + cw // 2, top + rh // 2))
            txt = p.fit_text(v, lay.font, cw - 4, theme.TEXT_ON_SELECTED if win else theme.TEXT,
                             win)
            surface.blit(txt, txt.get_rect(center=p.flip(cell).center))
