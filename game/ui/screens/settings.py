"""Settings: the house rules (a preset, then every field of ``Rules``) and the
options. Every change is checked (``model``) and saved at once; a refused
change is not made and the screen says why in one line."""

from __future__ import annotations

from types import SimpleNamespace

import pygame

from ...engine import WIN
from ...options import SessionOptions
from ...strings import right_to_left, text_version, use_options
from .. import theme
from ..layout import mirror
from ..sound import Sounds
from ..widgets import Button
from .base import Screen, wrap
from .model import (
    Draft,
    option_field,
    options_controls,
    reset_to_preset,
    rules_controls,
    rules_warning,
)
from .text import t

PAGES = ("rules", "options")


class SettingsScreen(Screen):
    title_key = "settings.title"
    keys_key = "screen.keys"
    mirror_content = False  # each row is mirrored by the screen itself

    @property
    def footer_keys(self) -> str:
        """The keys line: on the house rules' page, R (reset) too."""
        return t("screen.keys_rules" if self.page == "rules" else self.keys_key)

    def __init__(self, home, page: str = "rules"):
        super().__init__(home)
        self.page = page
        self.draft = Draft(home.settings)
        self.controls = {"rules": rules_controls(), "options": options_controls()}
        self._words = text_version()  # the controls' labels are in this language
        self.focus = {p: 0 for p in PAGES}
        self.scroll = {p: 0 for p in PAGES}
        self.rows: list[tuple] = []  # (control, row rect, left arrow, right arrow, win chip)
        self.sounds = None  # plays a sample of a new volume (``sample``)
        self._notes: dict = {}  # (note, size, width) -> its lines (``note_lines``)

    @property
    def current(self):
        return self.controls[self.page]

    # ----------------------------------------------------------- layout
    def place(self) -> None:
        lay = self.layout
        if self._words != text_version():  # the language changed: labels anew
            self.controls = {"rules": rules_controls(), "options": options_controls()}
            self._words = text_version()
            for p in PAGES:  # a language without the address row has one row less
                self.focus[p] = min(self.focus[p], len(self.controls[p]) - 1)
        specs = []
        if self.page == "rules":
            specs.append(("reset", t("settings.reset"), self.reset, "normal"))
        specs.append(("back", t("screen.back"), self.back, "primary"))
        self.buttons = self.footer_buttons(specs)
        col = self.column
        tab_h = round(lay.font * 2.1)
        tw = round(lay.font * 11)
        self.tabs = []
        side = -1 if right_to_left() else 1  # the first tab where reading starts
        for i, p in enumerate(PAGES):
            r = pygame.Rect(0, col.top, tw, tab_h)
            r.centerx = col.centerx + side * (i * 2 - 1) * (tw // 2 + lay.margin // 2)
            self.tabs.append(Button(p, r, t(f"settings.tab_{p}"), self._tab(p),
                                    selected=p == self.page))
        self.buttons += self.tabs
        top = col.top + tab_h + lay.margin
        if self.page == "rules":
            top += round(lay.font_small * 1.5)
        bottom = col.bottom - round(lay.font * 1.5)  # room for the one-line message
        self.view = pygame.Rect(col.left, top, col.width, bottom - top)
        self.line = round(lay.font * 1.35)
        self.note_line = round(lay.font_small * 1.3)
        self.keep_visible()  # a new size (full screen, a resize) keeps the focused row in view

    def _tab(self, page: str):
        def go():
            self.page = page
            self.draft.message = ""
            self.place()
        return go

    def row_height(self, control, note: str | None = None) -> int:
        pad = round(self.layout.margin * 0.9)
        return self.line + self.note_line * len(self.note_lines(control, note)) + pad * 2

    def note_lines(self, control, note: str | None = None) -> list[str]:
        """A row's note (``note``, when its ``row_texts`` are known already),
        wrapped to the row at the small text size: a long one (the preset's,
        once a Custom set is kept) takes a second line rather than shrinking
        and running past the panel's edge."""
        text = self.row_texts(control)[1] if note is None else note
        if not text:
            return []
        size = self.layout.font_small
        width = self.view.width - round(self.layout.margin * 0.9) * 4
        lines = self._notes.get((text, size, width))
        if lines is None:
            lines = self._notes[text, size, width] = wrap(self.painter, text, size, width)
        return lines

    def row_heights(self) -> list[int]:
        """Each row's height, the page's rows read once (a row's note may
        ask the engine: ``row_texts``)."""
        return [self.row_height(c) for c in self.current]

    def content_height(self, heights: list[int] | None = None) -> int:
        return sum(self.row_heights() if heights is None else heights)

    def row_tops(self, heights: list[int] | None = None) -> list[int]:
        """Where each row starts, from the top of the content."""
        out, y = [], 0
        for h in (self.row_heights() if heights is None else heights):
            out.append(y)
            y += h
        return out

    def last_scroll(self, heights: list[int] | None = None) -> int:
        """The scroll that shows the last row at the foot of the view: the first
        row's top from which every row after it fits."""
        heights = self.row_heights() if heights is None else heights
        total = sum(heights)
        return next((y for y in self.row_tops(heights) if total - y <= self.view.height), 0)

    def clamp_scroll(self, s: int, heights: list[int] | None = None) -> int:
        """``s`` moved back to the top of a row, within the scroll's range: the
        view always starts on a whole row (and draws only whole rows)."""
        heights = self.row_heights() if heights is None else heights
        s = max(0, min(s, self.last_scroll(heights)))
        return max((y for y in self.row_tops(heights) if y <= s), default=0)

    def keep_visible(self) -> None:
        heights = self.row_heights()
        tops = self.row_tops(heights)
        i = self.focus[self.page]
        y, h = tops[i], heights[i]
        s = self.scroll[self.page]
        if y < s:
            s = y
        elif y + h > s + self.view.height:
            s = min((t for t in tops if y + h - t <= self.view.height), default=y)
        self.scroll[self.page] = self.clamp_scroll(s, heights)

    # ---------------------------------------------------------- actions
    def reset(self) -> None:
        reset_to_preset(self.home.settings)
        self.draft.message = ""
        self.changed()

    def changed(self) -> None:
        why = self.home.save_settings()
        if why:
            self.say(why, theme.BAD)
        opts = self.session() or self.home.settings.options
        app = self.app
        if app is not None and getattr(app, "fullscreen", opts.fullscreen) != opts.fullscreen:
            app.toggle_fullscreen()
        if use_options(opts) and app is not None:  # a new language shows at once
            app.relocalize()
        elif app is not None and hasattr(app, "restyle"):  # a new text size too
            app.restyle()

    # ------------------------------------------------ the run's own flags
    def session(self) -> SessionOptions | None:
        """The options of this run, when the command line set some of them."""
        opts = getattr(self.app, "options", None)
        return opts if isinstance(opts, SessionOptions) and opts.overrides else None

    def set_by(self, control) -> str | None:
        """The command-line flag that sets what ``control`` shows for this run."""
        session, name = self.session(), option_field(control)
        return session.set_by(name) if session is not None and name else None

    def refused_by_flag(self, control) -> bool:
        """A setting held by a flag is not changed (the saved choice stays as it
        is); the screen says so in its one-line message."""
        flag = self.set_by(control)
        if flag is None:
            return False
        key = "settings.by_flag_f11" if option_field(control) == "fullscreen" \
            else "settings.by_flag_refused"
        self.draft.message = t(key, flag=flag)
        return True

    def step(self, control, delta: int) -> None:
        if not self.refused_by_flag(control) and self.draft.step(control, delta):
            self.changed()
            self.sample(control)

    def toggle(self, control) -> None:
        if not self.refused_by_flag(control) and self.draft.toggle(control):
            self.changed()
            self.sample(control)

    def sample(self, control) -> None:
        """A new volume is heard at once: a card's sound at that volume,
        when the sounds are on."""
        opts = self.session() or self.home.settings.options
        if option_field(control) != "volume" or not opts.sound:
            return
        if self.sounds is None:  # made on the first change, not when the screen opens
            try:
                self.sounds = Sounds(True, opts.volume)
            except Exception:  # no audio here: nothing to hear
                self.sounds = False
        if self.sounds:
            self.sounds.volume = opts.volume
            self.sounds.play("flick")

    def back(self) -> None:
        self.home.save_settings()
        self.app.pop()

    # ------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            shift = event.mod & pygame.KMOD_SHIFT
            ctl = self.current[self.focus[self.page]]
            if event.key == pygame.K_TAB:
                self._tab(PAGES[(PAGES.index(self.page) + 1) % 2])()
                return True
            if event.key in (pygame.K_DOWN, pygame.K_UP):
                d = 1 if event.key == pygame.K_DOWN else -1
                self.focus[self.page] = (self.focus[self.page] + d) % len(self.current)
                self.keep_visible()
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_MINUS, pygame.K_EQUALS,
                             pygame.K_KP_MINUS, pygame.K_KP_PLUS):
                d = 1 if event.key in (pygame.K_RIGHT, pygame.K_EQUALS, pygame.K_KP_PLUS) else -1
                self.step(ctl, d * (10 if shift else 1))
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.step(ctl, 1)
                return True
            if event.key == pygame.K_w and ctl.toggle is not None:
                self.toggle(ctl)
                return True
            if event.key == pygame.K_r and self.page == "rules":
                self.reset()
                return True
        if event.type == pygame.MOUSEWHEEL:  # a row a notch
            heights = self.row_heights()
            tops = self.row_tops(heights)
            s = self.clamp_scroll(self.scroll[self.page], heights)
            first = tops.index(s) - event.y if tops else 0
            self.scroll[self.page] = self.clamp_scroll(tops[max(0, min(first, len(tops) - 1))]
                                                       if tops else 0, heights)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 \
                and self.view.collidepoint(event.pos):
            for i, (ctl, rect, left, right, chip) in enumerate(self.rows):
                if not rect.collidepoint(event.pos) or not self.view.contains(rect):
                    continue  # a row not shown whole is not drawn at all
                self.focus[self.page] = i
                if left.collidepoint(event.pos):
                    self.step(ctl, -1)
                elif right.collidepoint(event.pos):
                    self.step(ctl, 1)
                elif chip is not None and chip.collidepoint(event.pos):
                    self.toggle(ctl)
                return True
        return super().handle_event(event)

    # ------------------------------------------------------------- draw
    def draw_content(self, surface) -> None:
        lay, p = self.layout, self.painter
        s = self.home.settings
        if self.page == "rules":
            note = t("settings.next_game")
            if self.home.storage is not None and self.home.storage.has_save():
                note += " " + t("settings.saved_keeps")
            txt = p.fit_text(note, lay.font_small, self.view.width, theme.TEXT_DIM)
            surface.blit(txt, txt.get_rect(midbottom=(self.view.centerx,
                                                      self.view.top - lay.margin // 2)))
        self.panel(surface, self.view.inflate(lay.margin * 2, lay.margin))
        clip = surface.get_clip()
        surface.set_clip(self.view)
        self.rows = []
        # each row's value and note read once a frame (a note may ask the engine)
        texts = [self.row_texts(c) for c in self.current]
        heights = [self.row_height(c, note) for c, (_, note) in zip(self.current, texts)]
        # (clamped again here: after a resize too)
        self.scroll[self.page] = self.clamp_scroll(self.scroll[self.page], heights)
        y = self.view.top - self.scroll[self.page]
        pad = round(lay.margin * 0.9)
        arrow = round(lay.font * 1.6)
        value_w = round(min(self.view.width * 0.34, lay.font * 15))
        rtl = right_to_left()
        for i, ctl in enumerate(self.current):
            h = heights[i]
            rect = pygame.Rect(self.view.left, y, self.view.width, h)
            right = pygame.Rect(rect.right - pad - arrow, rect.top + pad, arrow, self.line)
            left = pygame.Rect(right.left - value_w - arrow, right.top, arrow, self.line)
            chip = None
            if ctl.toggle is not None:
                chip = pygame.Rect(left.left - pad - round(lay.font * 4), right.top,
                                   round(lay.font * 4), self.line)
            if rtl:  # the row mirrored: the control on the left, ◀ still "less"
                left, right = mirror(right, rect), mirror(left, rect)
                chip = chip and mirror(chip, rect)
            self.rows.append((ctl, rect, left, right, chip))
            if self.view.contains(rect):  # whole rows only: none is cut at the panel's edge
                self._draw_row(surface, ctl, rect, left, right, chip, pad,
                               i == self.focus[self.page], texts[i])
            y += h
        surface.set_clip(clip)
        total = self.content_height(heights)
        if total > self.view.height:  # a scroll bar
            frac = self.view.height / total
            bar_h = max(lay.font, round(self.view.height * frac))
            room = self.view.height - bar_h
            off = self.scroll[self.page] / max(1, self.last_scroll(heights))
            bar = pygame.Rect(self.view.right + lay.margin // 2, self.view.top + round(room * off),
                              max(3, lay.margin // 2), bar_h)
            if rtl:
                bar = mirror(bar, self.view)
            pygame.draw.rect(surface, theme.GOLD, bar, border_radius=bar.width // 2)
        msg = self.draft.message or (rules_warning(s.rules) if self.page == "rules" else "")
        if msg and not self.message:
            colour = theme.BAD if self.draft.message else theme.WARN
            txt = p.fit_text(msg, lay.font, self.w - 4 * lay.margin, colour)
            surface.blit(txt, txt.get_rect(midbottom=(self.w // 2, self.footer_top - lay.margin)))

    def row_texts(self, ctl) -> tuple[str, str]:
        """What a row shows: its value and its one-line note. A setting that a
        flag holds for this run shows the value in use, and its note says which
        flag sets it and what stays saved."""
        s = self.home.settings
        flag = self.set_by(ctl)
        if flag is not None:
            saved = ctl.text(s)
            now = SimpleNamespace(rules=s.rules, base=s.base, options=self.session())
            return ctl.text(now), t("settings.by_flag", flag=flag, saved=saved)
        note = ctl.note(s) if callable(ctl.note) else ctl.note
        return ctl.text(s), note or ""

    def _draw_row(self, surface, ctl, rect, left, right, chip, pad, focused,
                  texts: tuple[str, str]) -> None:
        lay, p = self.layout, self.painter
        if focused:
            self.panel(surface, rect.inflate(-2, -2), theme.BUTTON_HOVER, theme.GOLD, 2)
        rtl = right_to_left()
        if rtl:
            label_w = rect.right - (chip or right).right - pad * 3
        else:
            label_w = (chip or left).left - rect.left - pad * 3
        lab = p.fit_text(ctl.label, lay.font, label_w, theme.TEXT, True)
        if rtl:
            surface.blit(lab, lab.get_rect(midright=(rect.right - pad * 2, left.centery)))
        else:
            surface.blit(lab, lab.get_rect(midleft=(rect.left + pad * 2, left.centery)))
        value, note = texts
        for i, text in enumerate(self.note_lines(ctl, note)):
            note = p.fit_text(text, lay.font_small, rect.width - pad * 4, theme.TEXT_DIM)
            top = left.bottom + pad // 3 + i * self.note_line
            if rtl:
                surface.blit(note, note.get_rect(topright=(rect.right - pad * 2, top)))
            else:
                surface.blit(note, (rect.left + pad * 2, top))
        for r, sym in ((left, "\u25c0"), (right, "\u25b6")):
            self.panel(surface, r, theme.BUTTON, theme.BUTTON_BORDER)
            p.blit_text(surface, sym, lay.font_small, theme.GOLD, center=r.center)
        win = ctl.key.startswith("bid_values.") and \
            self.home.settings.rules.bid_values[int(ctl.key.split(".")[1]) - 1] == WIN
        val = p.fit_text(value, lay.font, right.left - left.right - pad,
                         theme.GOLD if win else theme.TEXT, True)
        surface.blit(val, val.get_rect(center=((left.right + right.left) // 2, left.centery)))
        if chip is not None:
            self.panel(surface, chip, theme.BUTTON_SELECTED if win else theme.BUTTON_FLAT,
                       theme.BUTTON_BORDER)
            p.blit_text(surface, t("rule.bid.chip"), lay.font_small,
                        theme.TEXT_ON_SELECTED if win else theme.TEXT_DIM, center=chip.center)
