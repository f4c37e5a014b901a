"""A finished game's last reviews survive closing the window.

Each hand you play is reviewed in the background and counted in the
statistics' accuracy. A finished game has no save to continue: if the
window closes before its last reviews end, they are kept on disk
(``pending_reviews.json``), the next start reviews them in the background
and counts them, once, and a third start finds nothing left to do. A
damaged file is told once and moved aside, never a crash; a second copy of
the game on the same folder leaves them to the copy that holds it.
"""

import json
import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from doubles import ReviewingThinker, frames, run_until  # noqa: E402
from test_reviews_gameover import HeldReviewer, game_reviewed, quiet_app, to_game_over  # noqa: E402
from test_storage_files import another_copy_holding, bad_files  # noqa: E402

from game.engine import Match, Rules  # noqa: E402
from game.storage import Storage, configure, resolve_paths  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import TitleScreen, start, start_home  # noqa: E402

PENDING = "pending_reviews.json"


class CountingReviewer(ReviewingThinker):
    """Judges at once (``ReviewingThinker``), and counts what it was asked."""

    def __init__(self):
        self.asked = 0
        self.closed = False

    def run(self, fn, decision, seed, budget_ms):
        self.asked += 1
        return super().run(fn, decision, seed, budget_ms)

    def close(self):
        self.closed = True


def started(folder, thinker):
    """The game started again on ``folder`` (the title on top), the pending
    reviews' worker being ``thinker``: (app, home)."""
    home = start_home(configure(folder))
    home.settings.options.sound = False
    app = App((1280, 720), options=home.settings.options)
    app.push(start(app, home, thinker=thinker))
    frames(app)
    assert isinstance(app.top, TitleScreen)
    return app, home


def finished_match(seed: int = 8) -> Match:
    """A game played to its end (one made bid from it), at random (seeds 8
    and 10 end in a hand or two)."""
    m, rng = Match(Rules(), seed=seed, scores=[39, 39, 39, 39]), random.Random(seed)
    for _ in range(500):
        if m.is_over:
            return m
        m.apply(rng.choice(m.legal_actions()))
    raise AssertionError("the game did not end")


def pending_on_disk(folder, *games) -> None:
    """``pending_reviews.json`` listing each ``(game_id, match)``'s last hand,
    written as a game that finished would leave it (without claiming the
    folder)."""
    storage = Storage(resolve_paths(folder))
    for game_id, m in games:
        storage.keep_pending(game_id, m, ["human", "bot", "bot", "bot"], [len(m.hand_logs)])
    assert storage.flush()
    assert (folder / PENDING).exists()


def test_a_review_cut_short_by_closing_the_window_is_counted_at_the_next_start_once(tmp_path):
    app, home = quiet_app(tmp_path, "p")
    thinker = HeldReviewer()
    scene = to_game_over(app, home, thinker)
    game_id, hand = scene.keeper.game_id, len(scene.match.hand_logs)
    decisions = len(scene.reviews.by_hand[hand].todo)
    app.close()  # the window closed on the game-over dialog, the review still going
    assert thinker.closed and game_reviewed(home, game_id) is None
    folder = home.storage.paths.data
    assert game_reviewed(start_home(configure(folder)), game_id) is None  # not on disk

    second = CountingReviewer()
    app, home = started(folder, second)
    try:
        assert run_until(app, lambda: game_reviewed(home, game_id) is not None, 3000)
        frames(app)
        assert second.asked == decisions and second.closed and not app.background
        home.storage.flush()
        on_disk = game_reviewed(start_home(configure(folder)), game_id)
        assert on_disk == game_reviewed(home, game_id)
        assert on_disk[1:] == (decisions, [hand])
        assert home.load_stats().last_accuracy == pytest.approx(on_disk[0] / decisions)
        assert not (folder / PENDING).exists()  # counted: nothing is left pending
    finally:
        app.close()

    third = CountingReviewer()
    app, home = started(folder, third)
    try:
        frames(app, 30)
        assert third.asked == 0 and not app.background
        assert game_reviewed(home, game_id) == on_disk  # counted once
    finally:
        app.close()


def test_a_hand_counted_before_its_entry_went_is_not_reviewed_again(tmp_path):
    """Killed between the statistics' write and the pending file's: the
    next start takes the hand off without reviewing or counting it again."""
    m = finished_match()
    pending_on_disk(tmp_path, ("g1", m))
    storage = Storage(resolve_paths(tmp_path))
    stats = storage.load_stats()
    assert stats.add_review("g1", len(m.hand_logs), 2.5, 10)
    storage.save_stats(stats)
    thinker = CountingReviewer()
    app, home = started(tmp_path, thinker)
    try:
        frames(app, 10)
        assert thinker.asked == 0 and not app.background
        home.storage.flush()
        assert not (tmp_path / PENDING).exists()
        assert game_reviewed(home, "g1") == (2.5, 10, [len(m.hand_logs)])
    finally:
        app.close()


def unrebuildable(text: str) -> str:
    """The first game's rules edited by hand (no bid allowed under 13): its
    record no longer replays; the second game is sound."""
    data = json.loads(text)
    data["games"][0]["record"]["rules"]["min_bid"] = 13
    return json.dumps(data)


@pytest.mark.parametrize("damage", [
    lambda text: text[: len(text) // 2],  # cut short
    lambda text: "[1, 2]",  # not an object
    lambda text: json.dumps({"version": 1, "kind": "stats"}),
    lambda text: json.dumps({**json.loads(text), "games": "all"}),
    unrebuildable,
], ids=["cut_short", "not_object", "wrong_kind", "games_not_list", "rules_edited"])
def test_a_damaged_pending_file_is_told_once_moved_aside_and_the_game_starts(tmp_path, damage):
    first, second = finished_match(8), finished_match(10)
    pending_on_disk(tmp_path, ("g1", first), ("g2", second))
    path = tmp_path / PENDING
    path.write_text(damage(path.read_text(encoding="utf-8")), encoding="utf-8")
    thinker = CountingReviewer()
    app, home = started(tmp_path, thinker)
    try:
        notices = [n for n in home.storage.notices if n.fields.get("file") == PENDING]
        assert len(notices) == 1 and PENDING in home.notice
        assert len(bad_files(tmp_path, PENDING)) == 1  # the player's file is kept aside
        assert run_until(app, lambda: not app.background, 3000)
        assert game_reviewed(home, "g1") is None  # a game that does not rebuild is dropped
        if damage is unrebuildable:  # the sound game is still reviewed and counted
            assert game_reviewed(home, "g2")[2] == [len(second.hand_logs)]
        home.storage.flush()
        assert not path.exists()
    finally:
        app.close()
    app, home = started(tmp_path, CountingReviewer())  # nothing more to tell
    try:
        assert PENDING not in home.notice and len(bad_files(tmp_path, PENDING)) == 1
    finally:
        app.close()


def test_a_second_copy_of_the_game_leaves_the_pending_reviews_alone(tmp_path):
    m = finished_match()
    pending_on_disk(tmp_path, ("g1", m))
    before = (tmp_path / PENDING).read_bytes()
    with another_copy_holding(tmp_path):
        thinker = CountingReviewer()
        app, home = started(tmp_path, thinker)
        try:
            assert home.storage.read_only
            frames(app, 30)
            assert thinker.asked == 0 and not app.background
            home.storage.flush()
            assert (tmp_path / PENDING).read_bytes() == before
            assert not (tmp_path / "stats.json").exists()
        finally:
            app.close()
    # the copy that holds the folder (here, the next start) reviews them
    app, home = started(tmp_path, CountingReviewer())
    try:
        assert run_until(app, lambda: game_reviewed(home, "g1") is not None, 3000)
    finally:
        app.close()
