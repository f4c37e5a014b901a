"""A new player's first games, with the mouse and the keys, in English and
Arabic: the lessons list and the end of a game, checked as a player sees
them (drawn rectangles and pixels, under the dummy video driver)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, frames  # noqa: E402
from events import key  # noqa: E402

from game.engine import Match, Rules  # noqa: E402
from game.learn.lessons import LESSONS  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.screens import install  # noqa: E402
from game.ui.screens.learn import LearnScreen  # noqa: E402

SIZES = [(1280, 720), (1024, 600)]
LANGS = ["en", "ar"]


def ids(size):
    return f"{size[0]}x{size[1]}"


def quiet_window(home, size) -> App:
    home.settings.options.sound = False
    app = App(size, options=home.settings.options)
    install(app, home)
    return app


def ring_pixels(surface, rect, inset: int) -> list:
    """The colours at the middle of the left and right sides of ``rect``
    grown by ``inset``, where a focus ring is drawn (its top and bottom lie in
    the gaps it shares with the lessons above and below)."""
    r = rect.inflate(2 * inset, 2 * inset)
    points = [(r.left, r.centery), (r.right - 1, r.centery)]
    return [tuple(surface.get_at(p))[:3] for p in points]


# ------------------------------------------------- Learn to play: the focus
@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_focused_lesson_has_a_ring_the_first_open_one_has_none(home, language, size):
    """After Down, the focused lesson is ringed in gold as on the title screen,
    so that it cannot pass for the first lesson not yet done, which is gold
    too (it was told apart only by a lighter gold)."""
    app = quiet_window(home, size)
    try:
        screen = LearnScreen(home, thinker=InstantThinker(), sounds=Quiet())
        app.push(screen)
        frames(app)
        first = next(b for b in screen.buttons if b.name == LESSONS[0].key)
        assert first.style == "primary"  # the first lesson not yet done
        key(pygame.K_DOWN)
        frames(app)
        focused = next(b for b in screen.buttons if b.name == LESSONS[1].key)
        inset = app.layout.margin // 2
        assert ring_pixels(app.surface, focused.rect, inset) == [theme.GOLD] * 2
        assert theme.GOLD not in ring_pixels(app.surface, first.rect, inset)
        key(pygame.K_UP)  # back on the first lesson: the ring goes with the focus
        frames(app)
        assert ring_pixels(app.surface, first.rect, inset) == [theme.GOLD] * 2
        assert theme.GOLD not in ring_pixels(app.surface, focused.rect, inset)
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_mouse_player_sees_no_focus_ring_on_the_lessons(home, language):
    """Before any key is pressed there is no ring: the gold of the first
    lesson not yet done is the only mark."""
    app = quiet_window(home, (1280, 720))
    try:
        screen = LearnScreen(home, thinker=InstantThinker(), sounds=Quiet())
        app.push(screen)
        frames(app)
        inset = app.layout.margin // 2
        for b in screen.buttons:
            if b.name in {lesson.key for lesson in LESSONS}:
                assert theme.GOLD not in ring_pixels(app.surface, b.rect, inset), b.name
    finally:
        app.close()


# ------------------------------------------------------------ game over
def finished_table(app, home):
    """A kept table whose game has just ended at the target (every score one
    made bid from 41), its game-over dialog on top."""
    from game.ui.screens import kept_table
    from game.ui.table.dialogs import GameOverDialog

    scene = kept_table(home, Match(Rules(), seed=8, scores=[39, 39, 39, 39]), seed=8,
                       speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.replace(scene)
    frames(app)
    rng = random.Random(8)
    for _ in range(20000):
        top = app.top
        if isinstance(top, GameOverDialog):
            break
        if isinstance(top, Dialog):
            key(pygame.K_RETURN)  # a hand summary: go on
        elif scene.human_turn() is not None:
            scene.session.submit(0, rng.choice(scene.match.legal_actions()))
        app.step(1 / 60)
    frames(app, 3)
    assert isinstance(app.top, GameOverDialog)
    return scene, app.top


@pytest.mark.parametrize("size", SIZES + [(640, 400)], ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_game_over_says_the_partner_condition_in_full(home, language, size):
    """"Samir reached 43 and you are positive": a new player is told why
    "positive" matters. The winning rule is drawn under the reason, inside
    the dialog, clear of the reason above it and the names below it."""
    from game.ui.table.dialogs import seat_label

    app = quiet_window(home, size)
    try:
        scene, dialog = finished_table(app, home)
        assert scene.match.rules.partner_condition == "positive"
        rule = t("over.rule.positive", target=41)
        drawn = dict(dialog.drawn)
        assert rule in drawn, [text for text, _ in dialog.drawn]
        where = drawn[rule]
        reason = dialog.drawn[0][1]
        names = [drawn[seat_label(seat)] for seat in range(4)]
        assert dialog.rect.contains(where)
        assert where.top >= reason.bottom
        assert all(where.bottom <= r.top for r in names)
        assert where.height >= 10  # a line that can be read
    finally:
        app.close()


# ------------------------------------------------ the replay of a finished game
def finished_record(seed: int = 3) -> dict:
    from game.ai import make_bot
    from game.engine import PRESETS
    from game.engine.record import to_record

    m = Match(PRESETS["lebanese"], seed=seed)
    bots = [make_bot("easy", random.Random(s)) for s in range(4)]
    while not m.is_over:
        m.apply(bots[m.turn].decide(m.view(m.turn)))
    return to_record(m)


def last_hand_replayed(home, size, record, tricks: int):
    """A quiet window of ``size`` on the replay of ``record``'s last hand,
    ``tricks`` tricks into it. (app, the replay screen)."""
    app = quiet_window(home, size)
    app.open("replay", record=record, hand=len(record["hands"]) - 1)
    frames(app)
    screen = app.top
    for _ in range(tricks):
        screen.go(1)
    frames(app)
    return app, screen


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_replay_of_a_finished_game_ends_on_who_won(home, language, size):
    """The replay of a whole game stopped on its last trick without a word
    of who had won: after that trick, "Layla & Karim win · Us 34 · Them 60"
    stands where your cards were, inside the window and clear of the
    buttons; before it, nothing is said."""
    from game.strings import team_name
    from game.ui.table.dialogs import team_totals

    record = finished_record()
    tricks = len(record["hands"][-1]["tricks"])
    app, screen = last_hand_replayed(home, size, record, tricks - 1)
    try:
        assert screen.end_drawn is None  # one trick still to see
        screen.go(1)
        frames(app)
        winner = record["winner"]
        title = t("over.title_won") if winner == 0 else t("over.title_lost", team=team_name(1))
        totals = team_totals(record["final_scores"])
        assert screen.game_end_line(tricks) == f"{title} \u00b7 {totals}"
        shown = screen.end_drawn
        assert shown is not None and pygame.Rect((0, 0), size).contains(shown)
        assert all(not shown.colliderect(b.rect) for b in screen.buttons)
        assert all(not shown.colliderect(r) for r in screen.labels_drawn)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ar"], indirect=True)
def test_the_replays_names_stay_by_their_hands_as_the_hands_empty(home, language):
    """In Arabic a player's line stands over the right edge of the hand.
    That edge moved left as the cards were played: at the end of a hand
    Karim's line ran off the window and Layla's over the trick."""
    record = finished_record()
    size = (1024, 600)
    app = quiet_window(home, size)
    try:
        app.open("replay", record=record, hand=0)
        frames(app)
        screen = app.top
        for trick in range(14):
            frames(app, 1)
            labels = screen.labels_drawn
            assert len(labels) == 4
            for r in labels:  # (a blit's rectangle is cut at the window's edge)
                assert 0 < r.left and r.right < size[0], (trick, r)
            west, east = labels[3], labels[1]
            trick_area = round(1.7 * screen.cw)  # the cards of the trick, either side
            assert west.right < size[0] // 2 - trick_area, trick
            assert east.left > size[0] // 2 + trick_area, trick
            screen.go(1)
    finally:
        app.close()


# ------------------------------------------------ a question in a few lines
@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_short_question_sits_just_above_its_answers(home, language, size):
    """"No pictures: call a redeal or keep it?" was asked in a box sized
    for a page, with a band of empty cloth between the question and its two
    buttons. A dialog of a few lines is now as tall as they are."""
    from doubles import table_at_your_bid

    app = quiet_window(home, size)
    try:
        table_at_your_bid(app)
        d = Dialog(t("redeal.title"), [(t("redeal.keep"), None), (t("redeal.call"), None)],
                   size=(0.7, 0.6), lines=[(t("redeal.text"), theme.TEXT),
                                           (t("redeal.ask"), theme.TEXT_DIM)])
        app.push(d)
        frames(app)
        surface, lay = app.surface, app.layout
        top = min(b.rect.top for b in d.buttons)
        ground = surface.get_at((d.body.centerx, top - 4))[:3]
        inked = [y for y in range(d.body.top, top - 2)
                 if any(max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3], ground)) > 40
                        for x in range(d.body.left, d.body.right, 2))]
        assert inked, "the question is drawn"
        assert top - max(inked) <= 3 * lay.font, (top, max(inked))
    finally:
        app.close()
