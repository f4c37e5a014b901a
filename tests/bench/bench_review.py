"""The hand review: how long one hand takes, and how stable its estimates are.
It PRINTS figures; nothing here passes or fails.

    python tests/bench/bench_review.py [--hands 6] [--positions 50] [--seed 1]

* ``time``: whole hands played by the bots (South medium, the others hard,
  so that South makes mistakes to find) are reviewed at the review's
  budget (``game.learn.review.BUDGET_MS`` a decision), one after another
  on this process: seconds per hand (median and maximum), against the ≤ 10 s
  the issue asks, and the hard bot's own 200 ms decision measured in the
  same run as the reference (a ratio: decisions' worth of hard's time).
* ``stability``: ``--positions`` of South's card decisions from such hands
  (those with at least two different choices) are judged twice, with two
  independent random streams. Printed: how often the two runs agree on the
  best choice (equal cards merged), and how far apart the two estimates of
  the cost of South's actual card are (mean, 90th percentile, and the share
  within 0.3 points).
* ``own``: ``--hands`` hands that hard plays in all four seats, at its
  default 200 ms, reviewed at the review's budget: how many of South's
  decisions the review flags (over 0.5 points). Hard's search at 200 ms is
  noisier than the review's, so this is the rate at which the review would
  correct the hard bot itself.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from game.ai import make_bot  # noqa: E402
from game.ai.situation import Situation  # noqa: E402
from game.engine import Match  # noqa: E402
from game.learn.review import choices, decisions, judge, review_hand  # noqa: E402


def played_hand(seed: int) -> Match:
    """One hand with South at medium (a weaker player) and the rest hard."""
    m = Match(seed=seed)
    bots = [make_bot("medium" if s == 0 else "hard", random.Random(seed * 8 + s))
            for s in range(4)]
    while not m.hand_logs:
        s = m.turn
        m.apply(bots[s].decide(m.view(s)))
    return m


def bench_time(hands: int, seed: int) -> None:
    took, per = [], []
    for k in range(hands):
        m = played_hand(seed + k)
        if m.hand_logs[0].thrown_in is not None:
            continue
        t0 = time.perf_counter()
        r = review_hand(m, 1, random.Random(k))
        took.append(time.perf_counter() - t0)
        per.append(len(r.verdicts))
    # the reference: hard's own decision time, in the same run
    m = played_hand(seed)
    ref = []
    for d in decisions(m, 1)[1:4]:
        bot = make_bot("hard", random.Random(1))
        t0 = time.perf_counter()
        bot.decide(d.view)
        ref.append(time.perf_counter() - t0)
    hard_ms = statistics.median(ref) * 1000
    print(f"review of a hand: median {statistics.median(took):.2f} s, max {max(took):.2f} s "
          f"over {len(took)} hands ({statistics.mean(per):.1f} decisions a hand); "
          f"hard's own decision {hard_ms:.0f} ms in the same run, so a hand's review is "
          f"{statistics.median(took) * 1000 / hard_ms:.1f} of hard's decisions")


def bench_stability(positions: int, seed: int) -> None:
    found = []
    k = 0
    while len(found) < positions:
        m = played_hand(seed + 1000 + k)
        k += 1
        for d in decisions(m, 1):
            if d.kind == "play" and len(found) < positions:
                found.append(d)
    agree, raw, gaps, diffs = 0, 0, [], []
    for i, d in enumerate(found):
        a = judge(d, random.Random(2 * i))
        b = judge(d, random.Random(2 * i + 1))
        agree += a.pick == b.pick
        raw += max(a.values, key=a.values.get) == max(b.values, key=b.values.get)
        gaps.append(abs(a.cost - b.cost))
        # the estimate behind the verdict, unthresholded: the difference between
        # the card played and the other choice run A rates highest, in both runs
        groups = choices(d.view, Situation.of(d.view, read_play=True))
        mine = next(k for k, cards in groups.items() if d.chosen in cards)
        others = [c for c in a.values if c != mine]
        if others:  # (one choice worth weighing: nothing to compare)
            k = max(others, key=a.values.get)
            diffs.append(abs((a.values[k] - a.values[mine]) - (b.values[k] - b.values[mine])))
    n = len(found)

    def spread(xs):
        xs = sorted(xs)
        return (f"{statistics.mean(xs):.2f} on average, 90th percentile "
                f"{xs[int(0.9 * (len(xs) - 1))]:.2f}, max {xs[-1]:.2f}, within 0.3 points on "
                f"{sum(g <= 0.3 for g in xs) / len(xs):.0%} of positions")

    print(f"stability over {n} positions: the two runs name the same best card "
          f"{agree / n:.0%} (the highest estimate alone, close calls included: {raw / n:.0%})")
    print(f"  the cost shown for the card played (0 unless flagged) differs by {spread(gaps)}")
    print(f"  the estimated difference between the card played and the best other choice "
          f"(unthresholded; {len(diffs)} positions with another choice) differs by "
          f"{spread(diffs)}")


def bench_own(hands: int, seed: int) -> None:
    n = flagged = 0
    for k in range(hands):
        m = Match(seed=seed + 2000 + k)
        bots = [make_bot("hard", random.Random(k * 8 + s)) for s in range(4)]
        while not m.hand_logs:
            s = m.turn
            m.apply(bots[s].decide(m.view(s)))
        r = review_hand(m, 1, random.Random(k))
        n += len(r.verdicts)
        flagged += r.costly
    print(f"hard's own hands: {flagged} of {n} decisions flagged over 0.5 points "
          f"({flagged / max(1, n):.1%}) in {hands} hands")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=6)
    ap.add_argument("--positions", type=int, default=50)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--part", choices=("time", "stability", "own", "all"), default="all")
    a = ap.parse_args()
    if a.part in ("time", "all"):
        bench_time(a.hands, a.seed)
    if a.part in ("stability", "all"):
        bench_stability(a.positions, a.seed)
    if a.part in ("own", "all"):
        bench_own(a.hands, a.seed)


if __name__ == "__main__":
    main()
