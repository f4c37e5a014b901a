"""How close each bot's card play comes to a player who sees every hand.
It PRINTS figures; nothing here passes or fails.

    python tests/bench/bench_regret.py hard:200 medium:80 [--hands 300] [--cache FILE]

Positions are taken from hands hard (20 ms) plays against medium (8 ms):
the hard seat's decisions at tricks 1, 3, 5, 7 and 9, every third one. For
each, every candidate card is valued on the real deal (300 heuristic
playouts from it, the same random numbers for every card). A bot's *regret*
on a position is the value of the best card minus the value of the card it
picks, in reward units (a won game is 1; a few points are about 0.1), and
the figure is the mean over the positions, also split by who bid 5 or more.
The bots play the positions as they would in a game, so at a 200 ms budget
500 positions take about 50 s on 2 processes. Two runs of the same bot
differ by about 0.002: compare bots on the same positions, several times.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import pickle
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from game.ai import make_bot  # noqa: E402
from game.ai.kernel import to_mask  # noqa: E402
from game.ai.safety import candidates  # noqa: E402
from game.ai.search import play_out, reward_of  # noqa: E402
from game.ai.situation import Situation  # noqa: E402
from game.engine import DECK, PRESETS, Match  # noqa: E402

TRICKS = (0, 2, 4, 6, 8)


def positions_of_hand(seed: int, keep=None, think: tuple = (20, 8)) -> list:
    """The hard seat's decisions in one hand that hard (``think[0]`` ms) plays
    against medium (``think[1]``), with the real deal as four card sets:
    those ``keep(view)`` accepts (by default: at tricks 1, 3, 5, 7 and 9,
    with more than one legal card)."""
    if keep is None:
        keep = _at_regret_tricks
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    names = ["hard", "medium"] * 2 if seed % 2 else ["medium", "hard"] * 2
    bots = [make_bot(n, random.Random(seed * 4 + s), think_ms=think[0] if n == "hard"
                     else think[1]) for s, n in enumerate(names)]
    m = Match(PRESETS["lebanese"], decks=[deck], first_dealer=rng.randrange(4))
    out = []
    while not m.hand_logs:
        v = m.view(m.turn)
        if v.request == "play" and names[m.turn] == "hard" and keep(v):
            out.append((v, [to_mask(list(m.hands[s])) for s in range(4)]))
        m.apply(bots[m.turn].decide(v))
    return out


def _at_regret_tricks(v) -> bool:
    return len(v.tricks) in TRICKS and len(v.legal) > 1


def card_values(job) -> dict:
    """Each candidate card's mean reward over playouts on the real deal."""
    i, (v, true), playouts = job
    sit = Situation.of(v)
    reward = reward_of(v)
    seat = v.seat
    values = {}
    for card in candidates(v, sit):
        c = card.index
        rnd = random.Random(i).random  # the same playouts for every card
        total = 0.0
        for _ in range(playouts):
            total += reward.for_seat(seat, play_out(sit, list(true), c, rnd, 0.1))
        values[c] = total / playouts
    return values


def pick(job) -> int:
    i, v, level, think = job
    return make_bot(level, random.Random(7919 + i), think_ms=think).decide(v).index


SUBSETS = {
    "bid 5+ itself": lambda v: v.bids[v.seat] >= 5,
    "partner bid 5+": lambda v: v.bids[(v.seat + 2) & 3] >= 5,
    "defends a 5+": lambda v: max(v.bids[(v.seat + 1) & 3], v.bids[(v.seat + 3) & 3]) >= 5,
    "no 5+ bid": lambda v: max(v.bids) < 5,
}


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("bots", nargs="+", help="LEVEL:MS, e.g. hard:200")
    p.add_argument("--hands", type=int, default=300)
    p.add_argument("--playouts", type=int, default=300)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--cache", help="keep the positions and their values in this file")
    args = p.parse_args(argv)
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        if args.cache and os.path.exists(args.cache):
            with open(args.cache, "rb") as f:
                positions, values = pickle.load(f)
        else:
            found = pool.map(positions_of_hand, range(5000, 5000 + args.hands), chunksize=2)
            positions = [x for hand in found for x in hand][::3]
            values = pool.map(card_values, [(i, x, args.playouts) for i, x in enumerate(positions)],
                              chunksize=4)
            if args.cache:
                with open(args.cache, "wb") as f:
                    pickle.dump((positions, values), f)
        print(f"{len(positions)} positions")
        for spec in args.bots:
            level, _, ms = spec.partition(":")
            picks = pool.map(pick, [(i, v, level, int(ms) if ms else None)
                                    for i, (v, _) in enumerate(positions)], chunksize=2)
            regret = [max(val.values()) - val.get(c, min(val.values()))
                      for val, c in zip(values, picks)]
            mean = sum(regret) / len(regret)
            sd = (sum((r - mean) ** 2 for r in regret) / len(regret)) ** 0.5
            parts = []
            for name, test in SUBSETS.items():
                rs = [r for r, (v, _) in zip(regret, positions) if test(v)]
                if rs:
                    parts.append(f"{name} {sum(rs) / len(rs):.4f} ({len(rs)})")
            print(f"{spec:12s} regret {mean:.4f} ± {sd / len(regret) ** 0.5:.4f}; best card "
                  f"{sum(r < 1e-9 for r in regret) / len(regret):.1%}; " + "; ".join(parts))


if __name__ == "__main__":
    main()
