"""The end-of-hand solver: positions solved per second, by tricks left.
It PRINTS figures; nothing here passes or fails.

    python tests/bench/bench_solver.py [--positions 200] [--tricks 3,4,5,6] [--seed 1]

Each position is a random deal of the last N tricks (N cards in each hand,
a random leader, random tricks already taken and random bids), solved for
the points of the bids made and failed, the leader's team maximising. The
reference, measured in the same run, is the kernel's heuristic rollout of
the same positions (one playout each): the solver's cost is printed as a
number of rollouts, which is what a search gives up to use it.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from game.ai.kernel import playout  # noqa: E402
from game.engine.rules import Rules  # noqa: E402
from game.engine.scoring import score_hand  # noqa: E402
from game.engine.solver import Solver  # noqa: E402


def positions(n: int, tricks: int, seed: int) -> list:
    rng = random.Random(seed)
    out = []
    for _ in range(n):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [0, 0, 0, 0]
        for s in range(4):
            for c in deck[s * tricks:(s + 1) * tricks]:
                hands[s] |= 1 << c
        done = 13 - tricks
        taken = [0, 0, 0, 0]
        for _ in range(done):
            taken[rng.randrange(4)] += 1
        bids = [rng.randrange(2, 6) for _ in range(4)]
        out.append((hands, rng.randrange(4), taken, bids))
    return out


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--positions", type=int, default=200)
    ap.add_argument("--tricks", default="3,4,5,6")
    ap.add_argument("--seed", type=int, default=1)
    a = ap.parse_args()
    rules = Rules()
    print(f"{'tricks left':>11}  {'solved/s':>9}  {'nodes/pos':>9}  {'rollouts/s':>10}  "
          f"{'cost in rollouts':>16}")
    for k in (int(x) for x in a.tricks.split(",")):
        pos = positions(a.positions, k, a.seed + k)
        nodes = 0
        t0 = time.perf_counter()
        for hands, leader, taken, bids in pos:
            def value(tk, bids=bids):
                p = score_hand(rules, bids, tk, (0, 0, 0, 0)).points
                return (p[0] + p[2]) - (p[1] + p[3])
            s = Solver(value, leader & 1)
            s.solve(hands, [], leader, taken)
            nodes += s.nodes
        solve_s = time.perf_counter() - t0
        rnd = random.Random(0).random
        t0 = time.perf_counter()
        for hands, leader, taken, _ in pos:
            out = hands[0] | hands[1] | hands[2] | hands[3]
            playout(list(hands), [], leader, list(taken), out, rnd, 0.0)
        roll_s = time.perf_counter() - t0
        n = len(pos)
        print(f"{k:>11}  {n / solve_s:>9.0f}  {nodes / n:>9.0f}  {n / roll_s:>10.0f}  "
              f"{solve_s / roll_s:>16.0f}")


if __name__ == "__main__":
    main()
