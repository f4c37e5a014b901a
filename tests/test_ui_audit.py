"""Defects a screen audit found in small windows (640x400, 800x600) and at
1280x720, in English and Arabic, checked as a player sees them: a lesson's
words are never cut short, no bot's bid bubble is drawn over them, the bid
buttons hold their number and worth when the bid panel is short, the hand
summary's totals stay above its buttons, and the statistics stay clear of
the screen's buttons."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import lesson_window, table_at_your_bid  # noqa: E402

from game.learn.lessons import LESSONS  # noqa: E402
from game.options import Options  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import install  # noqa: E402
from game.ui.screens.stats import StatsScreen  # noqa: E402
from game.ui.table.dialogs import SummaryDialog  # noqa: E402
from game.ui.widgets import Button  # noqa: E402

DT = 1 / 60
LANGS = ["en", "ar"]
languages = pytest.mark.parametrize("language", LANGS, indirect=True)


def sizes(*pairs):
    return pytest.mark.parametrize("size", pairs, ids=lambda s: f"{s[0]}x{s[1]}")


def frames(app, n=2):
    for _ in range(n):
        app.step(DT)


def until_your_turn(app, scene, each=None):
    for _ in range(3000):
        if scene.human_turn() is not None and scene.director.caught_up:
            break
        app.step(DT)
        if each is not None:
            each()
    frames(app)


# ------------------------------------------------ 1. a lesson's whole words
@sizes((640, 400), (800, 600))
@languages
@pytest.mark.parametrize("lesson", [lesson.key for lesson in LESSONS])
def test_a_lessons_words_are_never_cut_short(home, language, size, lesson):
    """Every word of the lesson's text is in its panel: none left off behind
    an ellipsis (at 640x400 the bid lesson lost its last line)."""
    app, scene = lesson_window(home, size, lesson)
    try:
        until_your_turn(app, scene)
        text, panel = scene.renderer.coach_drawn
        _, _, lines = scene.renderer._coach_lines[1]
        assert "\u2026" not in "".join(lines)
        assert " ".join(lines).split() == text.split()
        assert pygame.Rect((0, 0), scene.layout.size).contains(panel)
    finally:
        app.close()


# --------------------------------------------- 2. bubbles clear of a lesson
@sizes((640, 400), (800, 600), (1280, 720))
@languages
@pytest.mark.parametrize("lesson", ["total", "double"])
def test_no_bid_bubble_is_drawn_over_a_lessons_words(home, language, size, lesson):
    """The bots bid before you in these lessons: each bid's bubble (North's
    hung right over the panel under North's cards) is drawn clear of the
    lesson's panel, inside the window, and off the bid panel."""
    app, scene = lesson_window(home, size, lesson)
    seen = []

    def check():
        r = scene.renderer
        for seat in scene.board.bubbles:
            box = r.bubbles_drawn.get(seat)
            if box is None or r.coach_drawn is None:
                continue
            seen.append(seat)
            assert not box.colliderect(r.coach_drawn[1]), seat
            assert pygame.Rect((0, 0), scene.layout.size).contains(box), seat
            if scene.bid_panel.visible:
                assert not box.colliderect(scene.layout.bid_panel), seat

    try:
        until_your_turn(app, scene, check)
        for _ in range(30):  # and while you think over your bid
            app.step(DT)
            check()
        assert set(seen) == {1, 2, 3}
    finally:
        app.close()


# ------------------------------------------------ 3. the bid buttons' text
@sizes((640, 400), (800, 600))
@languages
@pytest.mark.parametrize("lesson", ["total", "double"])
def test_each_bid_button_holds_its_number_and_worth(home, language, size, lesson, monkeypatch):
    """With the dealer's two lines over the bids, a short panel used to draw
    each number and its worth taller than the button, over the next row and
    past the panel's foot: now both lines fit inside every button."""
    drawn = []
    real = Button.draw

    def spy(self, surface, painter, text_size, hover=False):
        drawn.append((self, text_size, painter))
        return real(self, surface, painter, text_size, hover)

    monkeypatch.setattr(Button, "draw", spy)
    app, scene = lesson_window(home, size, lesson)
    try:
        until_your_turn(app, scene)
        panel = scene.bid_panel
        assert panel.visible and len(panel.lines) == 3
        drawn.clear()
        panel._cache = None
        app._redraw = True
        frames(app, 1)
        bids = {b.name: (b, s, p) for b, s, p in drawn if b in panel.buttons}
        assert len(bids) == len(panel.buttons)
        foot = scene.layout.bid_panel.top + panel._height
        for b, s, p in bids.values():
            tall = p.font(s, True).get_height() + p.font(max(9, round(s * 0.62))).get_height()
            assert tall <= b.rect.height, (b.label, s, b.rect)
            assert b.rect.bottom <= foot
        rows = sorted({b.rect.top for b in panel.buttons})
        if len(rows) == 2:
            upper = [b for b in panel.buttons if b.rect.top == rows[0]][0]
            assert upper.rect.bottom < rows[1]
    finally:
        app.close()


def test_the_bid_buttons_keep_the_large_size_where_there_is_room():
    app = App((1280, 720), options=Options(sound=False))
    try:
        scene = table_at_your_bid(app)
        assert scene.bid_panel.visible
        assert scene.bid_panel._button_size == scene.layout.font_large
    finally:
        app.close()


# ------------------------------------------------------ 4. the hand summary
@sizes((640, 400), (800, 600), (1024, 600), (1280, 720))
@languages
@pytest.mark.parametrize("review", [False, True], ids=["plain", "reviewed"])
def test_the_hand_summarys_rows_and_totals_stay_above_its_buttons(language, size, review):
    """At 640x400 the teams' line ("Us 4 · Them 12") ran into the buttons:
    the summary now grows to what it holds (below the status bar), and its
    rows close up before anything leaves the body."""
    app = App(size, options=Options(sound=False))
    try:
        table_at_your_bid(app)
        e = SimpleNamespace(bids=(2, 5, 2, 2), taken=(4, 5, 2, 2), points=(2, 10, 2, 2),
                            scores=(2, 10, 2, 2), target_after=51)
        dialog = SummaryDialog(e, 1, [(t("button.continue"), None),
                                      (t("button.score_sheet"), None)],
                               review=SimpleNamespace() if review else None, size=(0.9, 0.8))
        if review:
            import game.ui.table.dialogs as dialogs
            real = dialogs.headline
            dialogs.headline = lambda _review: "3 decisions, 0.4 points lost"
        calls = []
        real_blit = dialog.painter.blit_text

        def spy(surface, text, size, colour=theme.TEXT, bold=False, **anchor):
            r = real_blit(surface, text, size, colour, bold, **anchor)
            calls.append((text, r))
            return r

        dialog.painter.blit_text = spy
        try:
            app.push(dialog)
            frames(app)
        finally:
            if review:
                dialogs.headline = real
        lay = app.layout
        assert dialog.rect.top >= lay.status.bottom
        assert pygame.Rect((0, 0), lay.size).contains(dialog.rect)
        top = min(b.rect.top for b in dialog.buttons)
        totals = [r for text, r in calls if text == t("summary.teams", us=4, them=12)]
        target = [r for text, r in calls if text == t("summary.target_rose", n=51)]
        assert totals and target
        for r in totals + target + [r for _, r in calls]:
            assert r.bottom <= dialog.body.bottom, r
            assert r.bottom < top
    finally:
        app.close()


# ------------------------------------------------------------ 5. statistics
@sizes((640, 400), (800, 600), (1024, 600), (1280, 720))
@languages
@pytest.mark.parametrize("played", [False, True], ids=["empty", "played"])
def test_the_statistics_stay_clear_of_the_buttons(home, language, size, played):
    """At 640x400 "No hand played yet" was drawn under the buttons; with a
    game's figures (undo, review accuracy) the list ran over the chart. Now
    every figure and its value are apart, all above the buttons."""
    if played:
        st = home.load_stats()
        st.games_played, st.games_won, st.best_streak, st.streak = 12, 7, 3, 1
        st.hands_played, st.points_total = 90, 150
        st.games_undo, st.games_undo_won = 2, 1
        st.bids = {str(b): [b % 3 + 1, 4] for b in range(2, 10)}
        st.best_hand = {"points": 13, "bid": 13, "taken": 13, "win": True}
        st.worst_hand = {"points": -10, "bid": 5, "taken": 3}
        st.accuracy = [{"game_id": "x", "hand": 1, "lost": 1.5, "decisions": 14}]
        home.storage.save_stats(st)
    small = App(size, options=home.settings.options)
    try:
        install(small, home)
        screen = StatsScreen(home)
        small.push(screen)
        frames(small)
        top = min(b.rect.top for b in screen.buttons)
        assert len(screen.figures_drawn) == (11 if played else 9)
        rects = []
        for label, spot, value, at in screen.figures_drawn:
            assert not spot.colliderect(at), (label, value)
            assert at.bottom < top and spot.bottom < top
            rects += [spot, at]
        for a in range(len(rects)):  # no two of them on each other
            for b in range(a + 1, len(rects)):
                assert not rects[a].colliderect(rects[b]), (a, b)
        if played:
            assert screen.no_bids_drawn is None
        else:
            assert screen.no_bids_drawn.bottom < top
    finally:
        small.close()
