"""A hand's review cut short by leaving the table is done on Continue.

The hard bot reviews each hand you play (about 10 s a hand, in the worker)
and the statistics count its points lost a decision. Quitting to the menu
before a review is over keeps that hand in the save, and the continued game
reviews it: it is counted in the accuracy, once.
"""

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, ReviewingThinker, frames, play_until, run_until  # noqa: E402

from game.learn.review import decisions  # noqa: E402
from game.storage import configure  # noqa: E402
from game.ui.screens import continue_game, new_game  # noqa: E402


class Thinking:
    """A verdict the worker has not given yet (a review takes seconds)."""

    cancelled = False

    def done(self):
        return False

    def cancel(self):
        self.cancelled = True


class SlowReviewer(InstantThinker):
    """Bots that answer at once, and a review that never ends while the
    table is open."""

    def __init__(self):
        self.sent: list[Thinking] = []

    def run(self, fn, decision, seed, budget_ms):
        self.sent.append(Thinking())
        return self.sent[-1]


def leave_after_hands(app, home, hands: int = 1):
    """A new game played until ``hands`` hands are over, their reviews
    waiting on the worker, then Quit to menu: the match."""
    thinker = SlowReviewer()
    scene = new_game(home, seed=11, speed="instant", thinker=thinker, sounds=Quiet())
    app.push(scene)
    frames(app)
    m = scene.match
    play_until(app, scene, lambda: len(m.hand_logs) >= hands and scene.reviews.pending)
    assert all(log.thrown_in is None for log in m.hand_logs)  # each hand played out
    assert sorted(scene.reviews.by_hand) == list(range(1, hands + 1))
    assert not any(r.done for r in scene.reviews.by_hand.values())
    scene.to_menu()
    frames(app)
    assert thinker.sent[-1].cancelled  # the review was cut short
    home.storage.flush()
    return m


def reviewed_on(app, scene, hand) -> None:
    """Run the continued table (your turns waiting: the bots idle) until the
    review of ``hand`` is complete."""
    assert run_until(app, lambda: hand in scene.reviews.by_hand
                     and scene.reviews.by_hand[hand].done, 20000)
    frames(app)


def test_a_hand_whose_review_was_cut_short_by_quitting_is_reviewed_on_continue(app, home):
    m, hand = leave_after_hands(app, home), 1
    stats = home.load_stats()
    assert stats.accuracy == []  # not counted yet (and not as 0)

    saved = configure(home.storage.paths.data).load_game()
    assert saved.extra["unreviewed"] == [hand]
    resumed = continue_game(home, saved, thinker=ReviewingThinker(), sounds=Quiet())
    app.replace(resumed)
    frames(app)
    reviewed_on(app, resumed, hand)
    review = resumed.reviews.by_hand[hand]
    # the continued game has the earlier hand's record: the same decisions
    assert [d.chosen for d in review.todo] == [d.chosen for d in decisions(m, hand)]
    assert len(review.todo) > 0
    stats = home.load_stats()
    assert [(g["game_id"], g["hands"], g["decisions"]) for g in stats.accuracy] == \
        [(saved.game_id, [hand], len(review.todo))]
    assert stats.last_accuracy == pytest.approx(review.lost / len(review.todo), abs=1e-3)

    # leaving again: nothing is left to review, and Continue counts nothing twice
    resumed.to_menu()
    frames(app)
    home.storage.flush()
    again = configure(home.storage.paths.data).load_game()
    assert "unreviewed" not in again.extra
    again.extra["unreviewed"] = [hand, hand]  # as a save from a killed game could hold
    third = continue_game(home, again, thinker=ReviewingThinker(), sounds=Quiet())
    app.replace(third)
    frames(app)
    reviewed_on(app, third, hand)
    stats = home.load_stats()
    assert [(g["hands"], g["decisions"]) for g in stats.accuracy] == [([hand], len(review.todo))]


def damage(home, value) -> None:
    """Write ``value`` as the save's list of hands left unreviewed."""
    path = home.storage.paths.save
    data = json.loads(path.read_text(encoding="utf-8"))
    data["extra"]["unreviewed"] = value
    path.write_text(json.dumps(data), encoding="utf-8")


def test_a_save_whose_unreviewed_hands_are_not_a_list_loads_and_plays(app, home):
    m = leave_after_hands(app, home)
    for bad in ("1", 1, True, {"1": 1}, None, []):
        damage(home, bad)
        saved = configure(home.storage.paths.data).load_game()
        assert saved is not None and saved.match.hand_logs[:1] == m.hand_logs, bad
        resumed = continue_game(home, saved, thinker=ReviewingThinker(), sounds=Quiet())
        app.replace(resumed)
        frames(app)
        n = len(resumed.match.actions)
        play_until(app, resumed, lambda r=resumed, n=n: len(r.match.actions) >= n + 8, seed=3)
        # nothing made up to review (a hand played since is reviewed, as always)
        assert all(h > len(m.hand_logs) for h in resumed.reviews.by_hand), bad
        resumed.to_menu()
        frames(app)
        home.storage.flush()
    assert all(1 not in g["hands"] for g in home.load_stats().accuracy)


def test_a_save_with_bad_hand_numbers_reviews_only_the_real_hand_and_plays_on(app, home):
    m, hand = leave_after_hands(app, home, 2), 2
    # out of range, a bool (True is 1 to Python), a float, a string, a list,
    # None: each dropped; only the real hand (2, not 1) is reviewed, once
    damage(home, [0, -1, 3, 10**30, True, 2.0, "1", [1], None, {}, hand, hand])
    saved = configure(home.storage.paths.data).load_game()
    assert saved is not None and saved.match.events == m.events
    resumed = continue_game(home, saved, thinker=ReviewingThinker(), sounds=Quiet())
    app.replace(resumed)
    frames(app)
    reviewed_on(app, resumed, hand)
    assert sorted(resumed.reviews.by_hand) == [hand]
    assert [g["hands"] for g in home.load_stats().accuracy] == [[hand]]
    # the game plays on: the next hand is played out and its review counted too
    nxt = len(resumed.match.hand_logs) + 1
    play_until(app, resumed, lambda: len(resumed.match.hand_logs) >= nxt
               and resumed.reviews.by_hand.get(nxt) is not None
               and resumed.reviews.by_hand[nxt].done, seed=2)
    frames(app)
    counted = home.load_stats().accuracy[0]["hands"]
    assert counted[0] == hand and len(counted) == len(set(counted))
