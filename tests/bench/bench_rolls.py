"""Does hard choose better cards when every root card of a deal is rolled
out with the same random numbers (``ismcts(..., same_rolls=True)``)?
It PRINTS figures; nothing here passes or fails.

    python tests/bench/bench_rolls.py [--positions 80] [--iters 3000] [--oracle 30000]

Positions are hard's card decisions from hands it plays against medium
(``bench_regret.positions_of_hand``). On each, an *oracle* (hard's own search,
``--oracle`` descents with the same random numbers, about 2 s) values every
card hard considers; then hard's search at ``--iters`` descents (about its
200 ms) chooses twice with plain rollouts and twice with the same random
numbers, from its own information only. A choice's *loss* is the oracle's
value of its best card minus that of the card chosen, in reward units (a
won game is 1; a few points are about 0.1). Budgets are counted in
descents, not milliseconds, so other work on the machine does not change
the figures; the cost in speed is measured apart (descents a second).
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))

from bench_regret import positions_of_hand  # noqa: E402

from game.ai.inference import BidReading  # noqa: E402
from game.ai.safety import candidates  # noqa: E402
from game.ai.search import ismcts  # noqa: E402
from game.ai.search_bots import HardBot  # noqa: E402
from game.ai.situation import Situation  # noqa: E402

FOREVER = float("inf")


def search(view, iters: int, seed: int, same: bool) -> tuple:
    sit = Situation.of(view, read_play=True)
    cands = candidates(view, sit)
    reading = BidReading(sit, view, HardBot.pool, HardBot.steps)
    t = time.perf_counter()
    best, stats, it = ismcts(view, sit, cands, random.Random(seed), FOREVER,
                             max_iter=iters, reading=reading, made_bonus=HardBot.made_bonus,
                             same_rolls=same)
    return best, stats, it / (time.perf_counter() - t)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=80)
    ap.add_argument("--iters", type=int, default=3000)
    ap.add_argument("--oracle", type=int, default=30000)
    a = ap.parse_args()
    found, seed = [], 0
    while len(found) < a.positions:
        for view, _ in positions_of_hand(seed):
            sit = Situation.of(view, read_play=True)
            if len(candidates(view, sit)) > 1 and len(found) < a.positions:
                found.append(view)
        seed += 1
    loss = {False: [], True: []}
    rate = {False: [], True: []}
    for i, view in enumerate(found):
        _, oracle, _ = search(view, a.oracle, 10_000 + i, True)
        top = max(v for v, _ in oracle.values())
        for same in (False, True):
            for k in (0, 1):
                best, _, r = search(view, a.iters, 2 * i + k, same)
                loss[same].append(top - oracle[best][0])
                rate[same].append(r)
    n = len(found)
    diff = [p - s for p, s in zip(loss[False], loss[True])]
    se = statistics.stdev(diff) / math.sqrt(len(diff))
    for same, name in ((False, "plain rollouts"), (True, "same random numbers")):
        xs = loss[same]
        print(f"{name}: mean loss {statistics.mean(xs):.4f} over {len(xs)} choices "
              f"({n} positions x 2), the oracle's card {sum(x == 0 for x in xs) / len(xs):.0%}; "
              f"{statistics.median(rate[same]):.0f} descents/s")
    print(f"plain minus same: {statistics.mean(diff):+.4f} ± {se:.4f} (one standard error, "
          f"paired on the positions and seeds)")


if __name__ == "__main__":
    main()
