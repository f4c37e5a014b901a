"""Statistics: what the player (South) did, counted once per hand and game."""

import random

from game.engine import PRESETS, Match, Phase
from game.storage import Stats, configure

SHORT = PRESETS["syrian41"].replace(target=21)


def finish(m: Match, rng: random.Random, stats: Stats | None = None, game_id: str = "") -> Match:
    """Bid 3 or 4, play at random: games end within a few dozen hands."""
    for _ in range(20000):
        if m.is_over:
            return m
        acts = m.legal_actions()
        m.apply(rng.choice((3, 3, 4)) if m.phase is Phase.BIDDING else rng.choice(acts))
        if stats is not None:
            stats.update(m, game_id)  # after every action, as the table does
    raise AssertionError("the game did not end")


def finished_game(seed: int, rules=SHORT) -> Match:
    return finish(Match(rules, seed=seed), random.Random(seed))


def test_counts_match_the_hands_south_played():
    m = finished_game(1)
    s = Stats()
    assert s.update(m, "g1")
    played = [h for h in m.hand_logs if h.thrown_in is None]
    assert s.hands_played == len(played)
    assert s.points_total == sum(h.points[0] for h in played) == m.scores[0]
    assert sum(t for _, _, t in s.bid_rates()) == len(played)
    assert sum(made for _, made, _ in s.bid_rates()) == sum(h.taken[0] >= h.bids[0]
                                                            for h in played)
    assert s.best_hand["points"] == max(h.points[0] for h in played)
    assert s.worst_hand["points"] == min(h.points[0] for h in played)
    assert s.games_played == 1 and s.games_won == (m.winner == 0)
    assert s.average_points == m.scores[0] / len(played)


def test_updating_again_or_after_resume_counts_nothing_twice(tmp_path):
    m = Match(SHORT, seed=3)
    s = Stats()
    finish(m, random.Random(3), s, "g")
    once = s.to_dict()
    assert not s.update(m, "g")
    store = configure(tmp_path)
    store.save_stats(s)
    again = store.load_stats()
    again.update(m, "g")
    assert again.to_dict() == once
    assert store.notices == []


def test_streaks_win_rate_and_reset(tmp_path):
    s = Stats()
    results = []
    for seed in range(12):
        m = finished_game(seed)
        s.update(m, f"g{seed}")
        results.append(m.winner == 0)
    best = run = 0
    for won in results:
        run = run + 1 if won else 0
        best = max(best, run)
    assert s.best_streak == best and s.streak == run
    assert s.games_played == 12 and s.win_rate == sum(results) / 12
    store = configure(tmp_path)
    store.save_stats(s)
    assert store.reset_stats() == Stats()
    assert configure(tmp_path).load_stats().games_played == 0


def test_a_stopped_game_is_not_a_game_played():
    m = Match(seed=5)
    for _ in range(60):
        m.apply(m.legal_actions()[0])
    m.stop()
    s = Stats()
    s.update(m, "g")
    assert s.games_played == 0 and s.hands_played == m.hands_played()


def test_a_made_win_bid_is_the_best_hand():
    rules = SHORT.replace(bid_values=(1, 2, 3, "win") + ("win",) * 9)
    s = Stats()
    for seed in range(40):
        s.update(finished_game(seed, rules), f"g{seed}")
        if s.best_hand and s.best_hand["win"]:
            assert s.best_hand["points"] == 0 and s.best_hand["taken"] >= s.best_hand["bid"] == 4
            return
    raise AssertionError("South never made a win bid in 40 games")


def test_accuracy_is_kept_per_game_and_survives_old_and_damaged_files(tmp_path):
    s = Stats()
    assert s.last_accuracy is None and s.mean_accuracy is None
    assert s.add_review("g1", 1, 1.5, 10) and s.add_review("g1", 2, 0.5, 10)
    assert not s.add_review("g1", 2, 0.5, 10)  # a hand is counted once
    assert s.add_review("g2", 1, 3.0, 10)
    s.counted["game_id"] = "g2"  # the game played last
    assert s.last_accuracy == 0.3 and abs(s.mean_accuracy - 5.0 / 30) < 1e-9
    notices: list = []
    again = Stats.from_dict(s.to_dict(), notices)
    assert again.accuracy == s.accuracy and not notices
    # a file from before the hand review has no accuracy: none yet, no notice
    old = s.to_dict()
    del old["accuracy"]
    assert Stats.from_dict(old, notices).accuracy == [] and not notices
    # a damaged entry costs only the accuracy, with its name in the notice
    bad = s.to_dict()
    bad["accuracy"][0]["decisions"] = -3
    kept = Stats.from_dict(bad, notices)
    assert kept.accuracy == [] and kept.games_played == s.games_played
    assert notices and "accuracy" in notices[0]
