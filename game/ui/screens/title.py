"""The title screen and main menu: New game, Continue (when there is a saved
game), Settings, How to play, Learn to play, Statistics, Replay, Quit."""

from __future__ import annotations

import pygame

from ...engine.scoring import team_total
from ...strings import preset_title
from .. import theme
from ..dialog import Dialog
from ..widgets import Button
from .base import Screen
from .game import continue_game as continue_kept
from .game import new_game as new_kept
from .text import t


class TitleScreen(Screen):
    keys_key = "title.keys"

    def __init__(self, home):
        super().__init__(home)
        self.focus = 0
        self.keyboard = False

    # ------------------------------------------------------------ state
    def saved(self):
        """The saved game, rebuilt once and kept (None if there is none)."""
        home = self.home
        if "saved" not in home.extra:
            storage = home.storage
            saved = storage.load_game() if storage is not None and storage.has_save() else None
            home.extra["saved"] = saved
            if storage is not None and storage.notices:
                home.notice = storage.notice()
        return home.extra["saved"]

    def last_record(self):
        """The last game's record, if it is valid (the storage reads and checks
        it once; a bad one is kept aside and the notice says so)."""
        storage = self.home.storage
        if storage is None:
            return None
        had = len(storage.notices)
        record = storage.last_record()
        if len(storage.notices) != had:
            self.home.notice = storage.notice()
        return record

    def on_enter(self) -> None:
        self.saved()
        self.last_record()

    def on_uncover(self) -> None:
        self.place()

    # ----------------------------------------------------------- layout
    def place(self) -> None:
        lay = self.layout
        saved = self.saved()
        specs = [("new", t("title.new"), self.new_game, "primary")]
        if saved is not None:
            m = saved.match
            specs.insert(0, ("continue", t("title.continue"), self.continue_game, "primary"))
            specs[1] = ("new", t("title.new"), self.new_game, "normal")
        offer = not getattr(self.home.settings.options, "lessons_offered", True)
        specs += [("settings", t("title.settings"), lambda: self.open("settings"), "normal"),
                  ("howto", t("title.howto"), lambda: self.open("rules"), "normal"),
                  ("learn", t("title.learn"), self.learn, "primary" if offer else "normal"),
                  ("stats", t("title.stats"), lambda: self.open("stats"), "normal")]
        if self.last_record() is not None:
            specs.append(("replay", t("title.replay"), lambda: self.open("replay"), "normal"))
        specs.append(("quit", t("title.quit"), self.quit, "flat"))
        bw = min(self.w - 4 * lay.margin, round(lay.font * 19))
        bh = round(lay.font * 2.5)
        gap = max(lay.margin, round(bh * 0.22))
        top = round(self.h * 0.36)
        p = self.painter
        # down to a line above the storage's notice, which sits above the keys
        room = self.notice_bottom() - p.font(lay.font_small).get_height() - lay.margin - top
        # a button with a second line (Continue's score, the lessons' offer) is
        # never shorter than its two lines at the small text size: in a small
        # window the one-line buttons give way first
        two = {"continue"} | ({"learn"} if offer else set())
        both = p.font(lay.font, True).get_height() + p.font(lay.font_small).get_height() + 4

        def height(name: str) -> int:
            return max(bh, both) if name in two else bh
        while sum(height(s[0]) + gap for s in specs) > room and bh > lay.font * 1.6:
            bh -= 2
            gap = max(4, round(bh * 0.2))
        self.buttons = []
        y = top
        for name, label, fn, style in specs:
            b = Button(name, pygame.Rect((self.w - bw) // 2, y, bw, height(name)), label, fn,
                       style=style)
            sub_size = self.sub_size(b.rect.height)
            if name == "learn" and offer:  # the first run offers the lessons, once
                b.sub = t("learn.offer")
                b.sub_colour = theme.TEXT_DARK
                b.sub_size = sub_size
            if name == "continue":
                m = saved.match
                b.sub = t("title.continue_sub", hand=m.hand_number, us=team_total(m.scores, 0),
                          them=team_total(m.scores, 1))
                b.sub_colour = theme.TEXT_DARK
                b.sub_size = sub_size
            self.buttons.append(b)
            y += b.rect.height + gap
        # About 400, quietly in the top corner across from the house rules (A)
        label = t("title.about")
        aw = self.painter.measure(label, lay.font_small) + lay.font + 8  # a small label
        self.buttons.append(Button("about", pygame.Rect(lay.margin * 2, lay.margin, aw,
                                                        round(lay.font * 1.7)),
                                   label, lambda: self.open("about"), style="flat"))
        self.focus = min(self.focus, len(self.buttons) - 1)

    def notice_bottom(self) -> int:
        """Where the storage's notice line ends, above the keys."""
        lay = self.layout
        return self.h - lay.margin * 2 - round(lay.font_small * 1.4)

    def sub_size(self, height: int) -> int:
        """The text size of a button's second line (Continue's score, the
        lessons' offer): the small text size when both lines fit the
        button's ``height``, else the largest that fits (9 at the least)."""
        lay, p = self.layout, self.painter
        room = height - p.font(lay.font, True).get_height()
        return next((s for s in range(lay.font_small, 9, -1)
                     if p.font(s).get_height() <= room), 9)

    # ---------------------------------------------------------- actions
    def open(self, name: str) -> None:
        self.app.open(name)

    def quit(self) -> None:
        self.app.quit(0)

    def chose(self) -> None:
        """A choice was made between the lessons and a game: no more offer."""
        options = self.home.settings.options
        if not options.lessons_offered:
            options.lessons_offered = True
            self.home.save_settings()

    def learn(self) -> None:
        self.chose()
        self.open("learn")

    def new_game(self) -> None:
        self.chose()
        saved = self.saved()
        if saved is None:
            self._start_new()
            return
        self.app.push(Dialog(t("title.abandon"), [(t("title.abandon_no"), None),
                                                  (t("title.abandon_yes"), self._start_new)],
                             default=0, cancel=0, size=(0.7, 0.5),
                             lines=[(t("title.abandon_text", hand=saved.match.hand_number),
                                     theme.TEXT)]))

    def _start_new(self) -> None:
        self.home.extra.pop("saved", None)
        self.app.replace(new_kept(self.home))

    def continue_game(self) -> None:
        saved = self.saved()
        if saved is None:
            self.place()
            return
        self.home.extra.pop("saved", None)
        self.app.replace(continue_kept(self.home, saved))

    # ------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            if event.key in (pygame.K_DOWN, pygame.K_TAB) and not back:
                self.focus = (self.focus + (0 if not self.keyboard else 1)) % len(self.buttons)
                self.keyboard = True
                return True
            if event.key == pygame.K_UP or back:  # Shift+Tab goes back, as in a dialog
                self.focus = (self.focus - (0 if not self.keyboard else 1)) % len(self.buttons)
                self.keyboard = True
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.buttons[self.focus].click()
            if event.key == pygame.K_ESCAPE:
                self.quit()
                return True
            if event.key == pygame.K_a:
                self.open("about")
                return True
        if event.type == pygame.MOUSEMOTION:
            for i, b in enumerate(self.buttons):
                if b.hit(event.pos):
                    self.focus, self.keyboard = i, True
        return super().handle_event(event)

    # ------------------------------------------------------------- draw
    def draw_content(self, surface) -> None:
        lay = self.layout
        big = max(lay.font_title * 2, round(self.h * 0.16))
        top = round(self.h * 0.05)
        name = self.painter.text(t("title.name"), big, theme.GOLD, True)
        shadow = self.painter.text(t("title.name"), big, (0, 0, 0), True)
        r = name.get_rect(midtop=(self.w // 2, top))
        shadow.set_alpha(110)
        surface.blit(shadow, r.move(max(2, big // 40), max(2, big // 40)))
        surface.blit(name, r)
        # the four suits under the name, hearts (trump) in red
        suits = [("\u2663", theme.TEXT), ("\u2666", theme.HEART), ("\u2665", theme.HEART),
                 ("\u2660", theme.TEXT)]
        size = round(lay.font_large * 1.1)
        x = self.w // 2 - size * 3
        for sym, col in suits:
            self.painter.blit_text(surface, sym, size, col, True,
                                   center=(x + size * 0.75, r.bottom + size * 0.3))
            x += size * 1.5
        tag = self.painter.fit_text(t("title.tagline"), lay.font_large, self.w - 4 * lay.margin,
                                    theme.TEXT_DIM)
        surface.blit(tag, tag.get_rect(midtop=(self.w // 2, r.bottom + size)))
        if self.keyboard and self.buttons:
            b = self.buttons[self.focus]
            glow = b.rect.inflate(lay.margin, lay.margin)  # where the button is, unmirrored
            surface.blit(self.painter.panel(glow.size, (0, 0, 0, 0), theme.GOLD,
                                            max(6, lay.margin), 2), glow)
        rules = self.home.settings.rules
        name = preset_title(rules.preset_name()) if rules.preset_name() else t(
            "settings.custom", name=preset_title(self.home.settings.base))
        s = self.painter.text(t("title.rules_now", name=name), lay.font_small, theme.TEXT_DIM)
        surface.blit(s, s.get_rect(topright=(self.w - lay.margin * 2, lay.margin * 2)))
        storage = self.home.storage
        notice = storage.notice() if storage is not None and storage.notices \
            else self.home.notice  # said in the language now in force
        if notice:
            s = self.painter.fit_text("\u26a0 " + notice, lay.font_small,
                                      self.w - 4 * lay.margin, theme.WARN)
            surface.blit(s, s.get_rect(midbottom=(self.w // 2, self.notice_bottom())))

    def draw(self, surface) -> None:
        super().draw(surface)
