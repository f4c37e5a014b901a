"""Learn to play, audited as a learner: the lesson list says which rules the
lessons teach (and the player's own, when they differ), and Undo works in a
lesson as at any table: it takes back your action, the lesson's line shows
again and the kept progress is the position after the undo."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, drawn_texts, frames, lesson_window, run_until  # noqa: E402
from events import key  # noqa: E402

from game.engine import PRESETS  # noqa: E402
from game.learn.lessons import by_key  # noqa: E402
from game.strings import preset_title, t  # noqa: E402
from game.ui.screens.learn import LearnScreen  # noqa: E402


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
@pytest.mark.parametrize("preset", ["lebanese", "syrian41"])
def test_the_lesson_list_names_the_rules_it_teaches_and_the_players_own(
        monkeypatch, app, home, size, preset):
    """Most lessons teach Lebanese 400 (the others are tagged): a player whose games use other
    house rules (Syrian 41: a bid of 1, small bids at face value) is told so
    on the list, the rules named from the rules data, and the note fits
    above the Back button."""
    home.settings.rules = PRESETS[preset]
    app.resize(*size)
    screen = LearnScreen(home, thinker=InstantThinker(), sounds=Quiet())
    app.push(screen)
    frames(app)
    text = " ".join(" ".join(line.split())
                    for line in " ".join(drawn_texts(monkeypatch, app)).split("\n"))
    joined = " ".join(" ".join(screen.note_lines).split())
    assert preset_title("lebanese") in joined
    assert (preset_title("syrian41") in joined) == (preset == "syrian41")
    assert all(line in text for line in screen.note_lines)
    back = next(b for b in screen.buttons if b.name == "back")
    bottom = screen.note_top + len(screen.note_lines) * screen.note_step
    assert bottom <= back.rect.top


def test_undo_in_the_whole_hand_lesson_takes_back_your_bid_and_the_lesson_waits(home):
    """Ctrl+Z in a lesson once said "Undo is switched off in the options",
    though the player's options had it on: the lesson now takes back your
    bid as any table does, shows its line again and keeps the position."""
    app, scene = lesson_window(home, (1024, 600), "hand")
    try:
        assert run_until(app, lambda: scene.human_turn() == "bid" and scene.bid_panel.visible)
        said = scene.coach_text()
        assert said
        n = len(scene.match.actions)
        scene.human_bid(scene.match.legal_actions()[0])
        frames(app, 2)
        assert len(scene.match.actions) > n and scene.coach_text() == ""
        key(pygame.K_z, pygame.KMOD_CTRL)
        frames(app, 2)
        assert len(scene.match.actions) == n  # your bid, taken back
        assert scene.toast[0] == t("undo.done")
        assert scene.coach_text() == said  # the lesson waits for it again
        assert run_until(app, lambda: scene.human_turn() == "bid")
        progress = json.loads(home.storage.paths.lessons.read_text())
        assert progress["at"] == "hand" and progress["taken"] == [] and progress["step"] == 0
    finally:
        app.close()


def test_undo_in_a_one_step_lesson_before_its_end_lets_you_take_it_again(home):
    """The right card taken back while it still flies: the lesson is not
    over behind your back, it waits for the card again."""
    app, scene = lesson_window(home, (1280, 720), "follow")
    try:
        assert run_until(app, lambda: scene.human_turn() == "play")
        n = len(scene.match.actions)
        assert scene.try_play(next(c for c in scene.match.hand(0) if c.code == "AD"))
        assert scene.undo()
        assert len(scene.match.actions) == n and scene.coach.step == 0
        assert scene.coach_text() == by_key("follow").line(by_key("follow").steps[0].say)
    finally:
        app.close()
