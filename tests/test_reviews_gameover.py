"""The last hand's review at game over, and "last game" in the statistics.

Each hand you play is reviewed in the background (the hard bot's points lost
a decision), and the statistics count it. A finished game has no save to
continue, so a player who leaves the game-over dialog at once (Play again,
or the title) must not lose the last hand's review: it ends in the
background, the frames never waiting on it, and the statistics end as if
the player had waited. "Last game" in the statistics is that game's own
figure, or says it is not reviewed yet.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, frames, play_until, run_until  # noqa: E402
from events import click, key  # noqa: E402

from game.engine import Match, Rules  # noqa: E402
from game.storage import configure  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import StatsScreen, TitleScreen, install, kept_table, start_home  # noqa: E402
from game.ui.screens.text import t  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.table.dialogs import GameOverDialog  # noqa: E402


class Held:
    """A verdict the worker gives once its thinker is released (a review
    takes seconds); then judged at once, on a few deals, as
    ``doubles.ReviewingThinker`` judges it."""

    def __init__(self, thinker, fn, decision, seed):
        self.thinker, self.fn, self.decision, self.seed = thinker, fn, decision, seed
        self.cancelled = False

    def done(self):
        return self.thinker.released and not self.cancelled

    def result(self):
        return self.fn(self.decision, self.seed, 60_000, 40)

    def cancel(self):
        self.cancelled = True


class HeldReviewer(InstantThinker):
    """Bots that answer at once; reviews that wait for ``released``."""

    def __init__(self):
        self.released = False
        self.closed = False
        self.sent: list[Held] = []

    def run(self, fn, decision, seed, budget_ms):
        self.sent.append(Held(self, fn, decision, seed))
        return self.sent[-1]

    def close(self):
        self.closed = True


def quiet_app(tmp_path, name):
    """A window (every screen registered, no sound) on a new player's files."""
    home = start_home(configure(tmp_path / name))
    home.settings.options.sound = False
    app = App((1280, 720), options=home.settings.options)
    install(app, home)
    return app, home


def to_game_over(app, home, thinker) -> TableScene:
    """A kept game one made bid from its end (every score 39), played (your
    cards at random) until its game-over dialog is on top, the last hand's
    review still in the worker."""
    scene = kept_table(home, Match(Rules(), seed=8, scores=[39, 39, 39, 39]), seed=8,
                       speed="instant", thinker=thinker, sounds=Quiet())
    app.push(scene)
    frames(app)
    play_until(app, scene, lambda: isinstance(app.top, GameOverDialog), seed=8)
    frames(app, 3)
    assert isinstance(app.top, GameOverDialog) and scene.match.is_over
    last = scene.reviews.by_hand[len(scene.match.hand_logs)]
    assert scene.reviews.pending and not last.done and last.todo
    return scene


def game_reviewed(home, game_id):
    """The game's accuracy entry, without its id: (points lost, decisions,
    hands reviewed); None if none of its hands is counted."""
    g = next((g for g in home.load_stats().accuracy if g["game_id"] == game_id), None)
    return None if g is None else (g["lost"], g["decisions"], sorted(g["hands"]))


def finish(app, thinker, done) -> None:
    """Let the worker's verdicts come, and run until ``done()``."""
    thinker.released = True
    assert run_until(app, done, 3000)
    frames(app)


def waited(tmp_path):
    """The statistics of a game whose player waited on the game-over dialog
    until the last review ended."""
    app, home = quiet_app(tmp_path, "waited")
    try:
        thinker = HeldReviewer()
        scene = to_game_over(app, home, thinker)
        finish(app, thinker, lambda: not scene.reviews.busy)
        assert isinstance(app.top, GameOverDialog)
        return game_reviewed(home, scene.keeper.game_id), home.load_stats()
    finally:
        app.close()


@pytest.mark.parametrize("leave", ["play_again", "title"])
def test_leaving_a_finished_game_at_once_still_counts_its_last_review(tmp_path, leave):
    """Play again (its first hand played out meanwhile) or Esc to the title,
    at once: the last hand's review goes on behind, the frames never wait on
    it, and once it ends the statistics are those of a player who waited."""
    expected, stats_waited = waited(tmp_path)
    assert expected is not None and expected[1] > 0
    app, home = quiet_app(tmp_path, leave)
    try:
        thinker = HeldReviewer()
        scene = to_game_over(app, home, thinker)
        game_id, dialog = scene.keeper.game_id, app.top
        if leave == "play_again":
            click(next(b for b in dialog.buttons if b.label == t("button.play_again")).rect.center)
        else:
            key(pygame.K_ESCAPE)
        frames(app, 3)
        assert app.top is not scene
        held = thinker.sent[-1]
        assert not held.cancelled  # the review was not cut short
        if leave == "play_again":
            new = app.top
            assert isinstance(new, TableScene) and new.keeper.game_id != game_id
            # the new game plays on (each frame returns) while the review waits
            play_until(app, new, lambda: len(new.match.hand_logs) >= 1, seed=2)
            assert home.load_stats().counted["game_id"] == new.keeper.game_id
        else:
            assert isinstance(app.top, TitleScreen)
            frames(app, 30)
        assert game_reviewed(home, game_id) is None and not held.done()
        finish(app, thinker, lambda: game_reviewed(home, game_id) == expected)
        assert thinker.closed  # the worker the review held is closed once it ends
        on_disk = configure(home.storage.paths.data).load_stats()
        g = next(g for g in on_disk.accuracy if g["game_id"] == game_id)
        assert (g["lost"], g["decisions"], sorted(g["hands"])) == expected
        stats = home.load_stats()
        assert (stats.games_played, stats.games_won) == \
            (stats_waited.games_played, stats_waited.games_won)
    finally:
        app.close()


def test_closing_the_window_while_a_left_review_goes_on_closes_its_worker(tmp_path):
    """Back at the title from a finished game, its last review still going:
    closing the window closes the worker that review holds (no process is
    left behind)."""
    app, home = quiet_app(tmp_path, "closed")
    thinker = HeldReviewer()
    to_game_over(app, home, thinker)
    key(pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(app.top, TitleScreen) and not thinker.closed
    app.close()
    assert thinker.closed and not app.background


def stats_value(app) -> str:
    """The value the Statistics screen shows for the points lost a decision
    (None if it shows none)."""
    app.open("stats")
    frames(app, 2)
    screen = app.top
    assert isinstance(screen, StatsScreen)
    value = next((v for label, _, v, _ in screen.figures_drawn
                  if label == t("stats.accuracy")), None)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    return value


def test_last_game_is_the_last_games_own_figure_or_not_yet(tmp_path):
    """An older game was reviewed (0.30 lost a decision); the game just
    finished is not reviewed yet: "last game" does not show the older
    game's 0.30 but says it is not reviewed yet; once its review ends it
    shows its own figure."""
    app, home = quiet_app(tmp_path, "last")
    try:
        stats = home.load_stats()
        assert stats.add_review("an-older-game", 1, 3.0, 10)
        thinker = HeldReviewer()
        scene = to_game_over(app, home, thinker)
        game_id = scene.keeper.game_id
        key(pygame.K_ESCAPE)  # to the title
        frames(app, 3)
        assert stats_value(app) == t("stats.accuracy_pending", mean="0.30")
        finish(app, thinker, lambda: game_reviewed(home, game_id) is not None)
        lost, decisions, _ = game_reviewed(home, game_id)
        mean = (lost + 3.0) / (decisions + 10)
        assert stats_value(app) == t("stats.accuracy_value", last=f"{lost / decisions:.2f}",
                                     mean=f"{mean:.2f}", n=2)
        assert home.load_stats().last_accuracy == pytest.approx(lost / decisions)
    finally:
        app.close()
