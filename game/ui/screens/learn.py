"""Learn to play: the list of lessons, and each lesson at the table.

A lesson is a ``TableScene`` with a ``Coach`` (``game.learn``): it opens on
the lesson's position, says what to do, and takes only the action it waits
for. Progress is kept in ``lessons.json`` after every action: a lesson left
part-way resumes where it was, and the list marks the lessons done.
"""

from __future__ import annotations

from dataclasses import replace

import pygame

from ...engine import PRESETS, IllegalAction
from ...learn.lessons import LESSONS, Coach, by_key, taken_item
from ...options import SessionOptions
from ...storage import LessonProgress
from .. import theme
from ..dialog import Dialog
from ..table import TableScene
from ..widgets import Button
from .base import Screen, wrap
from .howto import rules_name
from .text import t

# a lesson's table: hints and Undo on, nothing that asks or hurries
LESSON_OPTIONS = {"hints": True, "confirm_throw_in": False, "draw_for_dealer": False,
                  "turn_timer": 0, "auto_single": False, "auto_claim": False,
                  "trick_click": False, "allow_undo": True, "bot_levels": ["easy"] * 4}


def load_progress(home) -> LessonProgress:
    if "lessons" not in home.extra:
        storage = home.storage
        home.extra["lessons"] = storage.load_lessons() if storage is not None \
            else LessonProgress()
    return home.extra["lessons"]


def save_progress(home) -> str:
    """Write the progress; '' or why it could not be written (play goes on)."""
    if home.storage is None:
        return ""
    try:
        home.storage.save_lessons(load_progress(home))
    except OSError as e:
        return t("settings.cannot_save", why=e.strerror or str(e))
    return ""


def lesson_table(home, key: str, *, on_done=None, thinker=None, sounds=None) -> TableScene:
    """The lesson ``key`` at the table, where it was left if it was."""
    lesson = by_key(key)
    progress = load_progress(home)
    taken, step = (progress.taken, progress.step) if progress.at == key else ([], 0)
    try:
        match = lesson.match(tuple(taken))
    except (IllegalAction, ValueError):  # progress that does not fit: from the start
        taken, step = [], 0
        match = lesson.match()
    progress.at, progress.taken, progress.step = key, list(taken), step
    start = len(lesson.before) + 1  # the deal, then the lesson's scripted actions
    saved = home.settings.options if home.settings is not None else None
    options = SessionOptions(saved, dict(LESSON_OPTIONS)) if saved is not None else None

    def heard(scene, event: str) -> None:
        progress.taken = [taken_item(a) for a in scene.match.actions[start:]]
        progress.step = scene.coach.step
        if event == "done":
            if key not in progress.done:
                progress.done.append(key)
            progress.at, progress.taken, progress.step = "", [], 0
        why = save_progress(home)
        if why:
            scene.say(why)
        if event == "done" and on_done is not None:
            on_done(scene)

    seed = 1000 + LESSONS.index(lesson)
    if options is not None:  # its cards named as the table shows them (1 R D V or A K Q J)
        lesson = replace(lesson, french=bool(options.french_indices))
    table = TableScene(match, seed=seed, options=options,
                       coach=Coach(lesson, step), on_coach=heard, resume=True,
                       thinker=thinker, sounds=sounds)
    return table


def taught_rules() -> str:
    """The rules (a preset's name) most lessons teach: the list's note names
    them, and a lesson under other rules is tagged with those."""
    names = [lesson.rules for lesson in LESSONS]
    return max(names, key=names.count)


def lesson_title(lesson) -> str:
    """A lesson's title on the list, tagged with its rules' name when they
    are not the rules most lessons teach."""
    title = t(f"lesson.{lesson.key}.title")
    if lesson.rules == taught_rules():
        return title
    return t("learn.tagged", title=title, rules=rules_name(PRESETS[lesson.rules]))


class LessonDone(Dialog):
    """A lesson's last words, wrapped to the dialog's width at every size
    (on one line they once shrank to a few pixels, and ran past the dialog's
    sides), with the next lesson and the list; Esc goes back to the list."""

    def __init__(self, words: str, buttons: list):
        super().__init__(t("learn.finished"), buttons, default=0, cancel=len(buttons) - 1,
                         size=(0.8, 0.8), lines=[(words, theme.TEXT)])
        self.words = words

    def on_resize(self, layout) -> None:
        width = round(layout.dialog.width * self.size[0]) - layout.margin * 4
        self.lines = [(line, theme.TEXT)
                      for line in wrap(self.painter, self.words, layout.font_large, width)]
        super().on_resize(layout)


class LearnScreen(Screen):
    """The lessons, each marked when done and tagged with its rules when they
    are not the others'; Enter or a click starts one."""

    title_key = "learn.title"
    keys_key = "learn.keys"

    def __init__(self, home, thinker=None, sounds=None):
        """``thinker``, ``sounds``: for the lesson tables (tests pass quiet ones)."""
        super().__init__(home)
        self.focus = 0
        self.keyboard = False  # the focus ring shows once the keys are used
        self.thinker, self.sounds = thinker, sounds

    def rules_note(self) -> str:
        """Which rules the lessons teach (each its own, a preset: most of
        them one, ``taught_rules``, the others tagged with theirs on the
        list), and, when the player's games use others, which: all named
        from the rules themselves (``howto.rules_name``), so that a player
        of other house rules knows the lessons' minimum and values are not
        theirs."""
        taught = PRESETS[taught_rules()]
        tagged = any(lesson.rules != taught_rules() for lesson in LESSONS)
        settings = self.home.settings
        yours = settings.rules if settings is not None else taught
        if yours == taught:
            return t("learn.rules_tagged" if tagged else "learn.rules",
                     name=rules_name(taught))
        return t("learn.rules_tagged_yours" if tagged else "learn.rules_yours",
                 name=rules_name(taught), yours=rules_name(yours, settings.base))

    def place(self) -> None:
        lay = self.layout
        progress = load_progress(self.home)
        bw = min(self.w - 4 * lay.margin, round(lay.font * 26))
        bh = round(lay.font * 2.2)
        gap = max(4, round(bh * 0.2))
        top = self.title_bottom + lay.margin
        self.note_lines = wrap(self.painter, self.rules_note(), lay.font_small,
                               min(self.w - 4 * lay.margin, round(lay.font * 34)))
        self.note_step = round(lay.font_small * 1.35)
        # room for the note under the lessons, and for a message above the buttons
        room = (self.footer_top - top - lay.margin * 2 - round(lay.font * 1.4)
                - self.note_step * len(self.note_lines))
        while len(LESSONS) * (bh + gap) > room and bh > lay.font * 1.6:
            bh -= 2
        self.note_top = top + len(LESSONS) * (bh + gap) + lay.margin // 2
        self.buttons = self.footer_buttons([("back", t("screen.back"), self.back, "normal")])
        first_open = next((i for i, lesson in enumerate(LESSONS)
                           if lesson.key not in progress.done), 0)
        for i, lesson in enumerate(LESSONS):
            title = lesson_title(lesson)
            if lesson.key in progress.done:
                label = t("learn.done_mark", title=title)
            elif lesson.key == progress.at:
                label = t("learn.resume", title=title)
            else:
                label = title
            r = pygame.Rect((self.w - bw) // 2, top + i * (bh + gap), bw, bh)
            style = "primary" if i == first_open else "normal"
            self.buttons.append(Button(lesson.key, r, label, self._start(lesson.key),
                                       style=style))
        self.focus = first_open
        self._select()
        if len(progress.done) == len(LESSONS):
            self.say(t("learn.all_done"), theme.GOOD, 6.0)

    def on_uncover(self) -> None:
        self.place()  # back from a lesson: its mark may have changed

    def _start(self, key: str):
        def go():
            self.start(key)
        return go

    def start(self, key: str) -> None:
        self.app.push(lesson_table(self.home, key, on_done=self.finished, thinker=self.thinker,
                                   sounds=self.sounds))

    def finished(self, table) -> None:
        """The lesson's last words, then the next lesson or back to the list."""
        lesson = table.coach.lesson
        i = next(k for k, one in enumerate(LESSONS) if one.key == lesson.key)
        following = LESSONS[i + 1].key if i + 1 < len(LESSONS) else None

        def to_list():
            self.app.pop()  # the table; this list is under it

        def to_next():
            self.app.pop()
            self.start(following)

        buttons = ([(t("learn.next"), to_next)] if following else []) + \
            [(t("learn.menu"), to_list)]
        # Esc goes back to the list, as the last button does
        self.app.push(LessonDone(lesson.line(f"lesson.{lesson.key}.done"), buttons))

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_DOWN, pygame.K_UP,
                                                          pygame.K_TAB):
            # Tab steps down the list and Shift+Tab up it, as on the title screen
            up = event.key == pygame.K_UP or (event.key == pygame.K_TAB
                                              and event.mod & pygame.KMOD_SHIFT)
            self.focus = (self.focus + (-1 if up else 1)) % len(LESSONS)
            self.keyboard = True
            self._select()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                          pygame.K_SPACE):
            self.start(LESSONS[self.focus].key)
            return True
        if event.type == pygame.MOUSEMOTION and self.keyboard:
            for i, lesson in enumerate(LESSONS):  # the ring follows the pointer, as on the title
                if self._button(lesson.key).hit(event.pos):
                    self.focus = i
                    self._select()
        return super().handle_event(event)

    def _button(self, key: str) -> Button:
        return next(b for b in self.buttons if b.name == key)

    def _select(self) -> None:
        for b in self.buttons:
            b.selected = self.keyboard and b.name == LESSONS[self.focus].key

    def draw_content(self, surface) -> None:
        """The focus ring, as on the title screen: a gold outline a margin
        around the focused lesson, so that it never passes for the gold of
        the first lesson not yet done."""
        lay = self.layout
        for i, line in enumerate(self.note_lines):
            self.painter.blit_text(surface, line, lay.font_small, theme.TEXT_DIM,
                                   midtop=(self.w // 2, self.note_top + i * self.note_step))
        if self.keyboard and self.buttons:
            glow = self._button(LESSONS[self.focus].key).rect.inflate(lay.margin, lay.margin)
            self.panel(surface, glow, (0, 0, 0, 0), theme.GOLD, 2)
