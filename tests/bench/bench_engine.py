"""Engine speed: full random hands through the public, checked API.

Each hand: deal (shuffle), four bids, 52 checked plays with legal_actions()
before each, scoring, events and the hand log. One core, best of 3 runs,
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
    bidding = Phase.BIDDING
    t = time.process_time()
    while played < n_hands:
        if m.is_over or m.hand_number > 50:
            m = Match(Rules(), seed=rng.getrandbits(32))
        acts = m.legal_actions()
        if m.phase is bidding:  # realistic bids: the minimum to minimum + 3
            m.apply(acts[int(rnd() * 4)])
            continue
        m.apply(acts[int(rnd() * len(acts))])
        if not m.tricks and not m.trick:  # the 52nd card: the hand was scored
            played += 1
    return played / (time.process_time() - t)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=5000)
    args = p.parse_args()
    gc.collect()
    rates = [run(args.hands, seed) for seed in (1, 2, 3)]
    print(f"engine: {max(rates):,.0f} played hands/s (best of 3; runs "
          f"{', '.join(f'{r:,.0f}' for r in rates)}) — deal, 4 bids, 52 checked plays "
          "with legal_actions, scoring")


if __name__ == "__main__":
    main()
