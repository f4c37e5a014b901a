"""Engine speed: full random hands through the public, checked API.

Each hand: deal (shuffle), four bids, 52 checked plays with legal_actions()
before each, scoring, events and the hand log. One core, 5 runs (median and best),
timed in CPU seconds (process_time) so that other load does not count.

    python tests/bench/bench_engine.py [--hands N]
"""

import argparse
import gc
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from game.engine import Match, Phase, Rules  # noqa: E402


def run(n_hands: int, seed: int) -> float:
    rng = random.Random(seed)
    rnd = rng.random
    played = 0
    m = Match(Rules(), seed=seed)
    playing = Phase.PLAYING
    t = time.process_time()
    while played < n_hands:
        if m.is_over or m.hand_number > 50:
            m = Match(Rules(), seed=rng.getrandbits(32))
        for _ in range(4):  # realistic bids: the minimum to minimum + 3
            m.apply(m.legal_actions()[int(rnd() * 4)])
        if m.phase is not playing:  # thrown in: the next hand is dealt
            continue
        for _ in range(52):
            acts = m.legal_actions()
            m.apply(acts[int(rnd() * len(acts))])
        played += 1
    return played / (time.process_time() - t)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=5000)
    args = p.parse_args()
    gc.collect()
    import timeit
    ref = min(timeit.repeat("sum(range(1000))", number=2000, repeat=5)) / 2000 * 1e6
    rates = sorted(run(args.hands, seed) for seed in (1, 2, 3, 4, 5))
    print(f"engine: {rates[2]:,.0f} played hands/s median, {rates[-1]:,.0f} best of 5 runs "
          f"({', '.join(f'{r:,.0f}' for r in rates)}) — deal, 4 bids, 52 checked plays "
          "with legal_actions, scoring; CPU time on one core")
    print(f"machine reference: sum(range(1000)) takes {ref:.1f} µs now (this machine "
          "drifts between about 18 and 26 µs; the engine figure scales with it)")


if __name__ == "__main__":
    main()
