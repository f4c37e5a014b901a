"""Hard's play at the end of a hand: each deal solved exactly, against ISMCTS.
It PRINTS figures; nothing here passes or fails.

    python tests/bench/bench_endgame.py [--hands 150] [--left 3] [--think-ms 200] [--jobs 2]
        [--endgame 3] [--against 0] [--exactly]

Positions come from hands hard plays against medium: the hard seat's
decisions with ``--left`` tricks or fewer to go (the one being played
included) and at least two candidate cards. Each is judged on its real deal
with every hand in view (``engine.solver``, for the hand's reward): a
card's *regret* is the best card's value minus its own, in reward units (a
won game is 1; a few points are about 0.1). Hard decides each position as
it plays (``HardBot.endgame`` = 3: each sampled deal solved) and with its
ISMCTS (``endgame`` = 0), at the same budget; the figures are each one's
mean regret and how often it picks a best card. ``--endgame N --against M``
compares other settings (e.g. solving from 4 tricks left against hard as it
is, ``--left 4 --exactly --endgame 4 --against 3``); ``--exactly`` keeps
only the positions with ``--left`` tricks to go.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from game.ai import make_bot  # noqa: E402
from game.ai.safety import candidates  # noqa: E402
from game.ai.search import reward_of  # noqa: E402
from game.ai.situation import Situation  # noqa: E402
from game.engine.core import add_card  # noqa: E402
from game.engine.solver import Solver  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from bench_regret import positions_of_hand as regret_positions  # noqa: E402


def positions_of_hand(job) -> list:
    seed, left, exactly = job

    def keep(v) -> bool:  # few tricks left, and a choice for hard
        to_go = 13 - len(v.tricks)
        return (to_go == left if exactly else to_go <= left) and \
            len(candidates(v, Situation.of(v, read_play=True))) > 1
    return regret_positions(seed, keep, think=(40, 20))


def true_values(view, hands) -> dict:
    """Each legal card's value on the real deal, every hand in view."""
    reward = reward_of(view, 0.0)
    seat = view.seat
    sign = 1.0 if seat % 2 == 0 else -1.0
    solver = Solver(reward.team0, 0)
    out = {}
    for c in view.legal:
        h = list(hands)
        h[seat] ^= 1 << c.index
        trick, leader, taken = add_card([x.index for x in view.trick], view.trick_leader,
                                        view.taken, c.index)
        out[c] = sign * solver.solve(h, trick, leader, taken)[0]
    return out


def judge(job) -> tuple:
    i, (view, hands), think_ms, settings = job
    values = true_values(view, hands)
    best = max(values.values())
    regrets = []
    for endgame in settings:
        bot = make_bot("hard", random.Random(i), think_ms=think_ms)
        bot.endgame = endgame
        card = bot.decide(view)
        regrets.append(best - values[card])
    return tuple(regrets)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hands", type=int, default=150)
    ap.add_argument("--left", type=int, default=3)
    ap.add_argument("--think-ms", type=int, default=200)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--endgame", type=int, default=3, help="tricks left from which it solves")
    ap.add_argument("--against", type=int, default=0, help="the setting compared (0: ISMCTS)")
    ap.add_argument("--exactly", action="store_true", help="only positions with --left to go")
    a = ap.parse_args()
    settings = (a.endgame, a.against)
    ctx = multiprocessing.get_context("spawn")
    with ctx.Pool(a.jobs) as pool:
        found = pool.map(positions_of_hand,
                         [(a.seed * 100003 + k, a.left, a.exactly) for k in range(a.hands)])
        pos = [p for ps in found for p in ps]
        res = pool.map(judge, [(i, p, a.think_ms, settings) for i, p in enumerate(pos)])
    n = len(res)
    print(f"{n} positions with {a.left} tricks {'' if a.exactly else 'or fewer '}left, "
          f"hard at {a.think_ms} ms")
    # a setting below the positions' tricks to go plays them by ISMCTS
    names = [f"hard@endgame={e}" + (" (ISMCTS)" if e < (a.left if a.exactly else 1) else "")
             for e in settings]
    for k, name in enumerate(names):
        r = [x[k] for x in res]
        se = statistics.stdev(r) / n ** 0.5 if n > 1 else 0.0
        best = sum(1 for x in r if x < 1e-9) / n
        print(f"  {name:30s} mean regret {statistics.fmean(r):.4f} ± {se:.4f}, "
              f"a best card {best:.1%}")
    diff = [x[0] - x[1] for x in res]
    se = statistics.stdev(diff) / n ** 0.5 if n > 1 else 0.0
    print(f"  difference (first - second) {statistics.fmean(diff):+.4f} ± {se:.4f} "
          f"(paired, same positions)")


if __name__ == "__main__":
    main()
