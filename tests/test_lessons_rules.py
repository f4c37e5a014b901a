"""Learn to play under other rules: the Syrian 41 lesson ("Bids counted by
their worth") states the engine's numbers under its own rules, takes the bid
that lets the hand be played and explains the ones that do not, ends on its
last words through the real lesson window; the list tags it with its rules'
name (English and Arabic) and its note says not every lesson is Lebanese;
old lesson progress still loads; a lesson's last words are wrapped, never
shrunk past reading."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, frames, lesson_window, run_until  # noqa: E402
from events import click  # noqa: E402

from game.engine import PRESETS, Phase  # noqa: E402
from game.engine.reasons import ThrowIn  # noqa: E402
from game.learn.lessons import LESSONS, by_key  # noqa: E402
from game.storage.lessons import LessonProgress  # noqa: E402
from game.strings import preset_title, t  # noqa: E402
from game.ui.screens.learn import LearnScreen, LessonDone  # noqa: E402
from game.ui.table.scene import TOAST_FADE  # noqa: E402

SYRIAN = PRESETS["syrian41"]
LEBANESE = PRESETS["lebanese"]


def seven_bids(yours):
    """The lesson's four bids by seat: yours (South, the dealer, last) and
    the others' 1 each."""
    lesson = by_key("seven")
    assert lesson.dealer == 0 and lesson.before == (1, 1, 1)
    return [yours, 1, 1, 1]


def test_the_syrian_lessons_numbers_are_the_engines_under_syrian_41():
    """Each number the lesson says is what Syrian 41 counts: the others' 1s
    are worth 3, the hand needs 11, every bid up to 6 is worth its number and
    leaves the total short (so the hand is thrown in), a 7 is worth 14 and
    makes 17; the same bids counted in tricks (Lebanese) make 10, short of
    11, and are thrown in there."""
    lesson = by_key("seven")
    f = lesson.fields
    scores = lesson.scores
    assert lesson.rules == "syrian41" and lesson.match().rules == SYRIAN
    assert f["others"] == SYRIAN.bids_total(seven_bids(None), scores) == 3
    assert f["need"] == SYRIAN.min_total_for(scores) == 11
    assert f["bid"] == 7 and lesson.steps[0].bids == (7,)
    assert f["worth"] == SYRIAN.counted(7, 0) == 14
    assert f["total"] == SYRIAN.bids_total(seven_bids(7), scores) == 17
    assert SYRIAN.throw_in_reason(seven_bids(7), scores) is None  # the 7 lets it be played
    for low in range(SYRIAN.min_bid_for(0), f["bid"]):  # and nothing lower does
        assert SYRIAN.counted(low, 0) == low  # "a bid up to 6 is worth its number"
        assert SYRIAN.throw_in_reason(seven_bids(low), scores) is ThrowIn.LOW_TOTAL
    assert f["below"] == 6 and f["most"] == SYRIAN.bids_total(seven_bids(6), scores) == 9
    assert f["tricks"] == LEBANESE.bids_total(seven_bids(7), scores) == 10
    assert f["compare_need"] == LEBANESE.min_total_for(scores) == 11
    assert LEBANESE.throw_in_reason(seven_bids(7), scores) is ThrowIn.LOW_TOTAL
    # the others' bids of 1 are legal only because Syrian 41 allows a 1
    assert SYRIAN.min_bid == 1 < LEBANESE.min_bid
    # the lines say those numbers, filled in from the engine
    assert "a 7 is worth 14" in lesson.line("lesson.seven.say")
    assert "must be worth 11 or more" in lesson.line("lesson.seven.say")
    assert "makes 9 at most with the others' 3, short of 11" in lesson.line("lesson.seven.wrong")
    done = lesson.line("lesson.seven.done")
    assert "bids make 17" in done and "as in Lebanese 400, the same bids make 10, short " \
        "of 11" in done


def test_the_syrian_lesson_through_the_window(home):
    """A 6 (the total short) and an 8 (more than the hand's sure tricks) are
    refused with the lesson's line and a second try; the 7 is taken, the
    line fades, the hand is played, and the lesson ends on its last words,
    marked done in the progress file."""
    app, scene = lesson_window(home, (1024, 600), "seven")
    try:
        lesson = scene.coach.lesson
        assert run_until(app, lambda: scene.human_turn() == "bid" and scene.director.caught_up)
        assert scene.coach_text() == lesson.line("lesson.seven.say")
        assert scene.renderer.coach_drawn is not None  # it says so on the table
        panel = scene.bid_panel
        n = len(scene.match.actions)
        for wrong in (6, 8):
            click(panel.buttons[panel.legal.index(wrong)].rect.center)
            frames(app)
            assert len(scene.match.actions) == n  # refused: a second try
            assert scene.toast[0] == lesson.line("lesson.seven.wrong")
        said = scene.toast[0]
        click(panel.buttons[panel.legal.index(7)].rect.center)
        frames(app)
        assert scene.match.actions[-1] == 7
        assert scene.toast is None or scene.toast[0] != said or scene._toast_left <= TOAST_FADE
        assert scene.match.phase is Phase.PLAYING  # the hand is played, not thrown in
        assert run_until(app, lambda: isinstance(app.top, LessonDone))
        done = app.top
        assert done.title == t("learn.finished")
        assert " ".join(text for text, _ in done.lines) == lesson.line("lesson.seven.done")
        progress = json.loads(home.storage.paths.lessons.read_text())
        assert "seven" in progress["done"] and progress["at"] == ""
    finally:
        app.close()


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_the_list_tags_the_syrian_lesson_with_its_rules(app, home, language, size):
    """The Syrian lesson's button carries "Syrian 41" (in Arabic «الـ41
    السورية»), the catalog's name of its rules, whole at the button's size;
    no Lebanese lesson carries a tag; the note no longer says every lesson
    is Lebanese."""
    app.resize(*size)
    screen = LearnScreen(home, thinker=InstantThinker(), sounds=Quiet())
    app.push(screen)
    frames(app)
    name = preset_title("syrian41")
    if language == "ar":
        assert name == "الـ41 السورية"
    for lesson in LESSONS:
        button = next(b for b in screen.buttons if b.name == lesson.key)
        title = t(f"lesson.{lesson.key}.title")
        if lesson.rules == "lebanese":
            assert button.label == title
        else:
            assert button.label == t("learn.tagged", title=title, rules=name)
            assert name in button.label and title in button.label
            width = screen.painter.measure(button.label, screen.layout.font)
            assert width <= button.rect.width - 8  # whole, not shrunk to fit
    assert screen.rules_note() == t("learn.rules_tagged", name=preset_title("lebanese"))
    assert screen.rules_note() != t("learn.rules", name=preset_title("lebanese"))


def test_old_lesson_progress_loads_and_the_new_lesson_is_next(app, home):
    """A progress file written before the Syrian lesson (all eight done, or
    one left part-way) loads without a notice; the Syrian lesson is the
    first not done, and a file that has it done marks it."""
    old = {"version": 1, "kind": "lessons",
           "done": ["follow", "trump", "bid", "total", "double", "partner", "equal", "hand"],
           "at": "", "taken": [], "step": 0}
    home.storage.paths.lessons.write_text(json.dumps(old))
    notices: list = []
    loaded = LessonProgress.from_dict(old, notices)
    assert not notices and loaded.done == old["done"]
    screen = LearnScreen(home, thinker=InstantThinker(), sounds=Quiet())
    app.push(screen)
    frames(app)
    assert "lessons.json" not in home.storage.notice()
    seven = next(b for b in screen.buttons if b.name == "seven")
    assert seven.style == "primary" and not seven.label.startswith("\u2713")
    assert all(b.label.startswith("\u2713") for b in screen.buttons
               if b.name in old["done"])
    part_way = dict(old, done=["follow"], at="hand", taken=[4, "AH"], step=1)
    assert LessonProgress.from_dict(part_way, notices).taken == [4, "AH"] and not notices
    done = LessonProgress.from_dict(dict(old, done=old["done"] + ["seven"]), notices)
    assert not notices and "seven" in done.done


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("key", [lesson.key for lesson in LESSONS])
def test_a_lessons_last_words_are_wrapped_at_a_readable_size(app, size, key):
    """Each lesson's last words on the Lesson done dialog are drawn at the
    dialog's text size, each line inside the dialog (on one line the equal
    cards' words once shrank to a few pixels and ran past its sides)."""
    app.resize(*size)
    words = by_key(key).line(f"lesson.{key}.done")
    dialog = LessonDone(words, [(t("learn.menu"), lambda: None)])
    app.push(dialog)
    frames(app)
    size_large = dialog.layout.font_large
    assert " ".join(text for text, _ in dialog.lines) == words
    for text, _ in dialog.lines:
        assert dialog.painter.measure(text, size_large) <= dialog.body.width
    bottom = dialog.body.top + dialog.lines_height(dialog.layout)
    assert bottom <= dialog.buttons[0].rect.top  # the words above the button
