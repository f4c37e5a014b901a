"""How to play, written from the active ``Rules`` object (so it never
disagrees with the engine), with the bid value table."""

from __future__ import annotations

import pygame

from ...engine import PRESET_TITLES, WIN, Rules
from ...engine.rules import PRESET_PLACES
from .. import theme
from .base import Screen, wrap
from .text import t


def rules_name(rules: Rules, base: str = "lebanese") -> str:
    """A preset's title, or "custom rules (from …)"."""
    name = PRESET_TITLES.get(rules.preset_name() or "", None)
    return name or t("howto.custom", base=PRESET_TITLES.get(base, base))


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
    if rules.preset_name() in PRESET_PLACES:
        out.append(("p", PRESET_PLACES[rules.preset_name()]))
    out += [("h", "The game"),
            ("p", "Four players in two teams: you (South) and North against East and West. "
                  "A standard pack of 52 cards; hearts are always trump. Play goes to the "
                  "right (anticlockwise), and so does the deal."),
            ("p", f"The dealer deals all the cards, {pattern} at a time, starting with the "
                  "player on the dealer's right.")]
    if rules.redeal_no_pictures:
        out.append(("p", "A player dealt no ace, king, queen or jack may call a redeal: the "
                         "hand is thrown in before the bidding."))
    bid = (f"Each player bids once, starting on the dealer's right: how many of the 13 "
           f"tricks they will take, at least {rules.min_bid}. There is no pass.")
    if rules.min_bid_rises:
        bid += (" From 30 points a player must bid at least a tenth of their score "
                "(3 in the 30s, 4 in the 40s, and so on).")
    out += [("h", "Bidding"), ("p", bid)]
    if rules.min_total_counts == "values":
        total = (f"If what the four bids are worth (their values in the table below) adds up "
                 f"to less than {rules.min_total}, the hand is thrown in and the next dealer "
                 "deals: a bid of 7 alone is enough. A bid that wins the game always lets "
                 "the hand be played.")
    else:
        total = (f"If the four bids add up to less than {rules.min_total} tricks, the hand "
                 "is thrown in and the next dealer deals.")
    if rules.min_total_rises:
        total += (" From 30 points at the table the total needed rises by one for each ten "
                  "points of the top score (one more in the 30s, two more in the 40s …).")
    if rules.five_to_run:
        total += " The hand is also thrown in unless somebody bids 5 or more."
    out.append(("p", total))
    out += [("h", "Playing"),
            ("p", "The player on the dealer's right leads. You must follow the suit led if "
                  "you can; if you cannot, you may play any card, a heart to trump or any "
                  "other. The highest heart wins the trick, or if no heart was played, the "
                  "highest card of the suit led. The winner leads the next trick.")]
    score = ("Scores are kept per player. If you take at least the tricks you bid, you score "
             "the value of your bid below (nothing more for extra tricks); if you take fewer, "
             "you lose that value. Partners' bids are separate.")
    if rules.devalue_5_6_at_30:
        score += " From 30 points your bids of 5 and 6 score just 5 and 6."
    out += [("h", "Scoring"), ("p", score), ("table", "")]
    win = rules.first_win_bid
    if win is not None:
        more = " or more" if win < 13 else ""
        out.append(("p", f"A made bid of {win}{more} wins the game at once for your team; "
                         f"failing it costs {rules.win_bid_penalty} points."))
    partner = {"positive": "has a score above zero",
               "non_negative": "has a score of zero or more",
               "none": "has any score"}[rules.partner_condition]
    both = ("the team with the higher total wins (on a tie, play goes on)"
            if rules.both_reach == "higher_total"
            else "the target rises by 10 and play goes on, until one team reaches the new "
                 "target or drops back below the old one: then the other team wins")
    out += [("h", "Winning"),
            ("p", f"A team wins when one partner reaches {rules.target} points and the "
                  f"other {partner}. If both teams get there after the same hand, {both}.")]
    return out


def bid_table(rules: Rules) -> list[tuple[int, str]]:
    return [(b, "wins" if v == WIN else str(v)) for b, v in enumerate(rules.bid_values, 1)]


class HowToPlayScreen(Screen):
    title = t("howto.title")
    footer_keys = t("screen.keys_scroll")

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
        self.view = col.inflate(-self.layout.margin * 2, 0)
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
        surface.set_clip(clip)

    def _table(self, surface, cells, rect) -> None:
        lay, p = self.layout, self.painter
        label_w = round(lay.font * 4.5)
        cw = (rect.width - label_w) // 13
        rh = round(lay.font * 1.7)
        top = rect.top + lay.margin // 2
        p.blit_text(surface, "Bid", lay.font, theme.TEXT_DIM, True,
                    midleft=(rect.left, top + rh // 2))
        p.blit_text(surface, "Worth", lay.font, theme.TEXT_DIM, True,
                    midleft=(rect.left, top + rh + rh // 2))
        for i, (b, v) in enumerate(cells):
            x = rect.left + label_w + i * cw
            cell = pygame.Rect(x + 1, top + rh, cw - 2, rh)
            win = v == "wins"
            self.panel(surface, cell, theme.BUTTON_SELECTED if win else theme.BUTTON,
                       theme.BUTTON_BORDER)
            p.blit_text(surface, str(b), lay.font, theme.GOLD, True,
                        center=(x + cw // 2, top + rh // 2))
            txt = p.fit_text(v, lay.font, cw - 4, theme.TEXT_ON_SELECTED if win else theme.TEXT,
                             win)
            surface.blit(txt, txt.get_rect(center=cell.center))
