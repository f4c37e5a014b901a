"""Small text and silent moments at the table: the score sheet and the bid
panel at the smallest windows, H when the hint is not ready, and a finished
game's last reviews waiting while the next game's bots think."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    InstantThinker,
    Quiet,
    frames,
    no_pictures_match,
    open_sheet,
    run_until,
    sheet_rows,
    table_at_your_bid,
)
from events import key  # noqa: E402
from test_reviews_gameover import HeldReviewer, game_reviewed, quiet_app, to_game_over  # noqa: E402
from test_reviews_pending_seed import HeldBots, to_bots_thinking  # noqa: E402

from game.engine import Match, Rules  # noqa: E402
from game.options import Options  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import TitleScreen  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.table.dialogs import RedealDialog  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402


# ------------------------------------ a finished game's reviews and the next
def test_a_left_games_last_reviews_wait_while_the_next_games_bots_think(tmp_path):
    """Esc from a finished game's game-over dialog, its last review still
    going, then a new game: on two cores a review beside the bots' search
    halves what they weigh, so no decision of it is sent while the new
    table's bots think; it goes on once it is your turn, and is counted."""
    app, home = quiet_app(tmp_path, "left")
    try:
        reviewer = HeldReviewer()
        old = to_game_over(app, home, reviewer)
        game_id = old.keeper.game_id
        key(pygame.K_ESCAPE)
        frames(app, 3)
        assert isinstance(app.top, TitleScreen) and app.background  # the review goes on
        bots = HeldBots()
        scene = to_bots_thinking(app, home, bots)
        reviewer.released = True  # each verdict would come at once
        sent = len(reviewer.sent)
        frames(app, 60)
        assert scene.match.turn != 0 and scene.human_turn() is None  # the bots think
        assert len(reviewer.sent) == sent and game_reviewed(home, game_id) is None
        bots.released = True  # their bids made, your turn: the review goes on
        assert run_until(app, lambda: game_reviewed(home, game_id) is not None, 3000)
        assert len(reviewer.sent) > sent
    finally:
        app.close()


# ------------------------------------------------ H when the hint is not ready
class Loader:
    """The bots' helper as the table sees it: still starting (``get()`` is
    None), ready with ``thinker``, or stopped for good (``get()`` raises)."""

    def __init__(self, thinker=None, failed=False):
        self.thinker, self.failed = thinker, failed

    def peek(self):
        return self.thinker

    def get(self):
        if self.failed:
            raise RuntimeError("the helper could not start")
        return self.thinker

    def start(self):
        pass


@pytest.mark.parametrize("state, said", [
    ("starting", "play.hints_not_ready"),
    ("failed", "play.hints_unavailable"),
    ("no_hints", "play.hints_unavailable"),
])
def test_h_on_your_turn_says_why_there_is_no_hint(app, state, said):
    """Your turn, hints on, and H: the hint comes from the bots' helper.
    While it is still starting H said nothing at all (the player pressed it
    again and again); it says the hint is not ready yet, and, when the
    helper has stopped for good or gives no hints, that there are none in
    this game."""
    scene = table_at_your_bid(app)
    assert scene.human_turn() == "bid" and scene.options.hints
    real = scene.session.loader
    scene.session.loader = {"starting": Loader(), "failed": Loader(failed=True),
                            "no_hints": Loader(InstantThinker())}[state]
    try:
        scene.toast = None
        key(pygame.K_h)
        frames(app)
        assert scene.toast is not None and scene.toast[0] == t(said)
        assert scene._hint is None
    finally:
        scene.session.loader = real



# ----------------------------------------------------- the bid panel, 640x400
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_each_bids_worth_is_readable_at_640x400_when_the_smallest_bid_has_risen(language):
    """Every score at 39: the panel says why your smallest bid is 3, which
    leaves the buttons less room, and the "±N" / "wins" under each bid was
    drawn at 9 px. Each is drawn at 11 px or more, inside its button."""
    app = App((640, 400), options=Options(sound=False))
    try:
        scene = TableScene(match=Match(Rules(), seed=7, scores=[39] * 4), seed=7,
                           speed="instant", thinker=InstantThinker(), sounds=Quiet())
        app.push(scene)
        assert run_until(app, lambda: scene.human_turn() == "bid" and scene.bid_panel.visible)
        panel = scene.bid_panel
        assert len(panel.lines) >= 3  # the title, the total and why the smallest bid is 3
        Painter.fits = []
        scene.bid_panel._cache = None
        app._redraw = True
        frames(app, 2)
        worths = {b.sub: b for b in panel.buttons}
        drawn = [(text, size) for text, _, size, _, _ in Painter.fits if text in worths]
        assert {text for text, _ in drawn} == set(worths)
        assert min(size for _, size in drawn) >= 11, drawn
        for b in panel.buttons:  # the number and its worth in the button
            assert Painter().font(panel._button_size, True).get_height() \
                + Painter().font(b.sub_size).get_height() <= b.rect.height
    finally:
        Painter.fits = None
        app.close()


# ------------------------------------------------------ the redeal question
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_redeal_question_has_no_empty_band_above_its_buttons(language, size):
    """"Call a redeal or keep it?": a band of empty panel about 100 px high
    lay between the question and its buttons at 1280x720. The hint's line
    (H) still fits under the question, and then the buttons follow it at
    less than three lines' distance (they were more than three away)."""
    app = App(size, options=Options(sound=False))
    try:
        scene = TableScene(match=no_pictures_match(), seed=3, speed="instant",
                           thinker=InstantThinker(), sounds=Quiet())
        app.push(scene)
        assert run_until(app, lambda: isinstance(app.top, RedealDialog))
        dialog = app.top
        dialog.show_hint(t("redeal.text"))  # a hint's line as long as the question's
        seen = []
        real = Painter.fit_text

        def spy(self, text, *a, **kw):
            surf = real(self, text, *a, **kw)
            seen.append(surf.get_height())
            return surf
        Painter.fit_text = spy
        try:
            app._redraw = True
            frames(app)
        finally:
            Painter.fit_text = real
        lines = seen[-3:]  # the question's two lines and the hint's
        bottom = dialog.body.top + sum(round(h * 1.5) for h in lines[:-1]) + lines[-1]
        top = min(b.rect.top for b in dialog.buttons)
        assert bottom <= top  # the hint in its room
        assert top - bottom < 3 * lines[-1], (bottom, top)
    finally:
        app.close()


# ------------------------------------------------------ the score sheet, small
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
@pytest.mark.parametrize("size, text_size", [((640, 400), "normal"), ((720, 540), "large"),
                                             ((800, 600), "normal")],
                         ids=["640x400", "720x540-large", "800x600"])
def test_the_score_sheets_heads_are_readable_and_apart_in_small_windows(language, size,
                                                                       text_size):
    """A long game (40 hands, negative scores): the column heads
    "bid/taken", "pts" and "total" were drawn at 9 px at 640x400 (a blur in
    Arabic), and with Large text at 720x540 "pts" and "total" ran together
    ("ptstotal"). Every head and mark of the sheet is drawn at 11 px or
    more, and no two heads touch."""
    app = App(size, options=Options(sound=False, text_size=text_size))
    try:
        scene = table_at_your_bid(app)
        scene.board.sheet[:] = sheet_rows(40)
        assert min(scene.board.sheet[-1].scores) < 0
        sheet = open_sheet(app, scene)
        sizes: dict = {}
        real = Painter.text

        def spy(self, text, size, *a, **kw):
            sizes[text] = min(sizes.get(text, size), size)
            return real(self, text, size, *a, **kw)
        Painter.text = spy
        try:
            sheet.on_resize(sheet.layout)
            app._redraw = True
            frames(app)
        finally:
            Painter.text = real
        shown = [text for text, _ in sheet.header + sheet.marks + sheet.footer]
        assert sheet.marks and all(text in sizes for text in shown)
        assert min(sizes[text] for text in shown) >= 11, \
            sorted((sizes[text], text) for text in shown)[:3]
        subs = {t("sheet.bid_taken"), t("sheet.points"), t("sheet.total")}
        heads = [(text, r) for text, r in sheet.header if text in subs]
        assert len(heads) == 4 * 3 + 2
        for i, (a, ra) in enumerate(heads):
            for b, rb in heads[i + 1:]:
                assert not ra.inflate(4, 0).colliderect(rb), (a, ra, b, rb)
    finally:
        app.close()
