"""A hand's review is the same however it is reached, and a game stopped by
``play --hands`` can be continued.

Each hand you play is reviewed in the background and counted in the
statistics. A finished game's last review cut short by closing the window is
done again at the next start (``pending_reviews.json``): it must give the
verdicts the table would have given, not a new draw, so that what the
statistics count does not depend on when the window closed.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

from doubles import InstantThinker, Quiet, Ready, frames, run_until  # noqa: E402
from test_reviews_gameover import HeldReviewer, finish, game_reviewed, quiet_app, to_game_over  # noqa: E402
from test_reviews_pending import CountingReviewer, finished_match, pending_on_disk, started  # noqa: E402

from game.ui.screens import new_game  # noqa: E402


class RecordingReviewer(CountingReviewer):
    """Judges at once, and keeps each verdict it gave."""

    def __init__(self):
        super().__init__()
        self.verdicts = []

    def run(self, fn, decision, seed, budget_ms):
        ready = super().run(fn, decision, seed, budget_ms)
        self.verdicts.append(ready.result())
        return ready


def test_a_review_done_at_the_next_start_gives_the_verdicts_the_table_would_have(tmp_path):
    # the player waits on the game-over dialog: the table reviews the last hand
    app, home = quiet_app(tmp_path, "waited")
    try:
        thinker = HeldReviewer()
        scene = to_game_over(app, home, thinker)
        hand = len(scene.match.hand_logs)
        finish(app, thinker, lambda: not scene.reviews.busy)
        at_table = list(scene.reviews.by_hand[hand].verdicts)
        counted_at_table = game_reviewed(home, scene.keeper.game_id)
    finally:
        app.close()
    assert at_table

    # the same game, the window closed while the last hand's review was going
    app, home = quiet_app(tmp_path, "closed")
    scene = to_game_over(app, home, HeldReviewer())
    game_id = scene.keeper.game_id
    app.close()
    reviewer = RecordingReviewer()
    app, home = started(home.storage.paths.data, reviewer)
    try:
        assert run_until(app, lambda: game_reviewed(home, game_id) is not None, 3000)
    finally:
        app.close()
    assert reviewer.verdicts == at_table
    assert game_reviewed(home, game_id) == counted_at_table


class HeldBots(InstantThinker):
    """Bots that think until ``released`` (then answer as the random bot)."""

    def __init__(self):
        self.released = False

    def ask(self, level, view, seed, think_ms=None):
        bots = self

        class Thinking(Ready):
            def done(self):
                return bots.released

        return Thinking(super().ask(level, view, seed, think_ms).value)


def to_bots_thinking(app, home, bots):
    """A new kept game on top of ``app`` until a bot of ``bots`` is to act
    (your bid made at random if you open): its table."""
    scene = new_game(home, seed=3, speed="instant", thinker=bots, sounds=Quiet())
    app.push(scene)
    rng = random.Random(3)
    for _ in range(600):
        if scene.human_turn() == "bid":
            scene.session.submit(0, rng.choice(scene.match.legal_actions()))
        elif scene.match.turn not in (None, 0):
            break
        app.step(1 / 60)
    return scene


def test_last_games_reviews_wait_while_the_bots_of_a_new_game_think(tmp_path):
    """On two cores, a review beside the bots' search would halve what they
    weigh in their time (and slow the frames): the last game's reviews are
    done while the bots are not thinking (your turn, a dialog)."""
    pending_on_disk(tmp_path, ("g1", finished_match()))
    reviewer = CountingReviewer()
    app, home = started(tmp_path, reviewer)
    try:
        bots = HeldBots()
        scene = to_bots_thinking(app, home, bots)
        asked = reviewer.asked  # (one or two while the title was on top)
        frames(app, 60)
        assert scene.match.turn != 0 and scene.human_turn() is None  # the bots think
        assert reviewer.asked == asked and game_reviewed(home, "g1") is None
        bots.released = True  # their bids made, your turn: the reviews go on
        assert run_until(app, lambda: game_reviewed(home, "g1") is not None, 3000)
        assert reviewer.asked > asked
    finally:
        app.close()
