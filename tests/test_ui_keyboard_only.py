"""A whole game without a mouse: a player who only ever presses keys, from
the title screen to the end of a hand, in English and Arabic. Each test
posts real key events to the App (``events.key``) and never a mouse event."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, frames, run_until  # noqa: E402
from events import key  # noqa: E402

from game.ui.dialog import Dialog  # noqa: E402
from game.ui.layout import SOUTH  # noqa: E402

LANGS = ["en", "ar"]


def title_of(app, home, monkeypatch):
    """The title screen on ``app``; its New game starts a kept game whose
    bots answer at once."""
    import game.ui.screens.title as title
    from game.ui.screens import TitleScreen, new_game

    monkeypatch.setattr(title, "new_kept", lambda h: new_game(
        h, seed=7, speed="instant", thinker=InstantThinker(), sounds=Quiet()))
    screen = TitleScreen(home)
    app.push(screen)
    frames(app)
    return screen


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_whole_hand_from_new_game_by_keys_alone(app, home, language, monkeypatch):
    """New game with Enter, a bid from the second row of the bid panel with
    ↓ (the panel holds two rows of bids: ↓ went to the next smaller bid, the
    one beside it, and from the smallest bid it did nothing), every card with
    Enter, and the hand's summary with Enter: the next hand starts."""
    from game.ui.table import TableScene
    from game.ui.table.dialogs import SummaryDialog

    title_of(app, home, monkeypatch)
    key(pygame.K_RETURN)  # New game, the first entry
    frames(app, 3)
    scene = app.top
    assert isinstance(scene, TableScene)
    assert run_until(app, lambda: scene.human_turn() == "bid" and scene.bid_panel.visible)
    panel = scene.bid_panel
    cols = panel._cols
    assert 0 < cols < len(panel.legal)  # two rows of bids
    key(pygame.K_RETURN)  # the first key shows the focused bid
    key(pygame.K_DOWN)
    frames(app)
    below = panel.buttons[panel.selected].rect
    first = panel.buttons[0].rect
    assert below.top > first.bottom and below.centerx == first.centerx  # drawn under it
    key(pygame.K_UP)
    frames(app)
    assert panel.selected == 0  # and back up
    key(pygame.K_DOWN)
    key(pygame.K_RETURN)
    frames(app, 3)
    assert scene.match.bids[SOUTH] == panel.legal[cols]

    def step():
        top = app.top
        if isinstance(top, SummaryDialog):
            return True
        if isinstance(top, Dialog):
            key(pygame.K_RETURN)
        elif scene.human_turn() == "play" and scene.director.caught_up:
            key(pygame.K_RETURN)
        return False

    assert run_until(app, step, 20000)
    assert len(scene.match.hand_logs) == 1
    assert len(scene.board.tricks) == 13  # every trick played
    key(pygame.K_RETURN)  # Continue
    assert run_until(app, lambda: scene.board.hand_number == 2)


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_esc_on_a_finished_lesson_goes_back_to_the_lessons(app, home, language):
    """At a lesson's end, "Lesson done" offers the next lesson or the list;
    Esc did nothing there, the one window of the game where it led nowhere.
    It now goes back to the list, as the last button does."""
    from game.ui.screens.learn import LearnScreen
    from game.ui.table import TableScene

    screen = LearnScreen(home, thinker=InstantThinker(), sounds=Quiet())
    app.push(screen)
    frames(app)
    key(pygame.K_RETURN)  # the first lesson
    frames(app)
    scene = app.top
    assert isinstance(scene, TableScene)

    def done():
        if isinstance(app.top, Dialog):
            return True
        if scene.human_turn() is not None and scene.director.caught_up:
            m = scene.match  # the lesson's own choice (choosing it is not under test)
            scene.submit(next(a for a in m.legal_actions() if scene.coach.check(m, a) is None))
        return False

    assert run_until(app, done, 20000)
    assert len(app.top.buttons) == 2  # the next lesson, the lessons
    key(pygame.K_ESCAPE)
    frames(app, 3)
    assert app.top is screen


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_tab_and_space_start_a_lesson_as_on_the_title(app, home, language):
    """On the lessons' list, Tab and Space did nothing, where the title screen
    and every window take Tab to move and Space to press."""
    from game.learn.lessons import LESSONS
    from game.ui.screens.learn import LearnScreen

    screen = LearnScreen(home, thinker=InstantThinker(), sounds=Quiet())
    app.push(screen)
    frames(app)
    key(pygame.K_TAB)
    key(pygame.K_TAB)
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    frames(app)
    assert screen.focus == 1
    key(pygame.K_SPACE)
    frames(app)
    assert app.top is not screen
    assert app.top.coach.lesson.key == LESSONS[1].key


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_statistics_keys_line_names_r_for_reset(app, language, monkeypatch):
    """R on Statistics asks to reset them, but the keys line named only Esc,
    and Tab does not reach the Reset button: a keyboard player could not
    learn how to reset. The line names R, and R opens the question."""
    from game.ui.screens.text import t
    from game.ui.widgets import Painter

    drawn = []
    real = Painter.fit_text

    def spy(self, text, *a, **kw):
        drawn.append(text)
        return real(self, text, *a, **kw)

    app.open("stats")
    frames(app)
    monkeypatch.setattr(Painter, "fit_text", spy)
    app.top.draw(pygame.display.get_surface())
    monkeypatch.setattr(Painter, "fit_text", real)
    line = app.top.footer_keys
    assert line in drawn
    assert line.startswith("R ") or " R " in line
    key(pygame.K_r)
    frames(app)
    assert isinstance(app.top, Dialog) and app.top.title == t("stats.confirm")
    key(pygame.K_ESCAPE)  # Keep them
    frames(app)
    assert not isinstance(app.top, Dialog)
