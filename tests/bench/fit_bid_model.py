"""Refit hard's bid model (``game.ai.inference.WEIGHTS``): what bid a hand
makes. It PRINTS the fitted weights and the residual spread; paste them into
inference.py if the bidders change.

    python tests/bench/fit_bid_model.py [--matches 3000] [--rules lebanese]
    python tests/bench/fit_bid_model.py --bidder hard --matches 600 [--jobs 2]

For the first hand(s) of each match (until one is played), every seat bids
as medium does (``trick_counts`` over 100 simulated deals, ``best_bid``);
the fit is least squares over the bids above the seat's minimum, the
dealer's left out (those are censored or forced: the model treats them
apart).

With ``--bidder hard`` every seat bids as hard does (``HardBot.count`` on
600 simulated hands fitted to the bids made, no time limit, then
``choose_bid``), and it prints how far hard's bids above the minimum sit
from the model in use (the mean residual: what a partner who bids as hard
does adds to the model's bid), and how often hard bids above the minimum
where medium would not.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))

from bench_bots import run_jobs  # noqa: E402

from game.ai.bidding import best_bid, trick_counts  # noqa: E402
from game.ai.inference import WEIGHTS, bid_model, features  # noqa: E402
from game.ai.kernel import to_mask  # noqa: E402
from game.ai.search_bots import HardBot  # noqa: E402
from game.engine import PRESETS, Match, Phase  # noqa: E402

NAMES = ("constant", "trumps", "trump A", "trump K", "trump Q", "trump J", "side aces",
         "guarded side kings", "guarded side queens", "short suits x trumps", "trumps over 4")


def medium_bid(v, rng) -> int:
    """The bid medium makes (``MediumBot``: 100 simulated deals, no lean)."""
    return best_bid(v, trick_counts(v, rng, None, samples=100, lean=0.0))[0]


def collect(matches: int, rules) -> list:
    rows = []
    for i in range(matches):
        m = Match(rules, seed=10_000 + i)
        rng = random.Random(i)
        while m.phase in (Phase.BIDDING, Phase.REDEAL):
            if m.phase is Phase.REDEAL:
                m.apply(False)
                continue
            v = m.view(m.turn)
            b = medium_bid(v, rng)
            if b > v.legal[0] and v.seat != v.dealer:
                rows.append((features(to_mask(v.hand)), b))
            m.apply(b)
    return rows


def hard_bids(job: tuple) -> list:
    """(dealer?, minimum, hard's bid, medium's bid, the model's bid) for each
    bid of the first hand of match ``i`` under preset ``rules`` (``job``:
    ``(i, rules)``), every seat bidding as hard does."""
    i, rules = job
    m = Match(PRESETS[rules], seed=20_000 + i)
    rng = random.Random(i)
    rows = []
    while m.phase in (Phase.BIDDING, Phase.REDEAL):
        if m.phase is Phase.REDEAL:
            m.apply(False)
            continue
        v = m.view(m.turn)
        bot = HardBot(rng)
        hard = bot.choose_bid(v, *bot.count(v, None, samples=600)[:2])
        medium = medium_bid(v, rng)
        model = bid_model(v.rules).estimate(to_mask(v.hand))
        rows.append((v.seat == v.dealer, v.legal[0], hard, medium, model))
        m.apply(hard)
    return rows


def report_hard(matches: int, rules: str, jobs: int) -> None:
    rows = [r for rs in run_jobs(hard_bids, [(i, rules) for i in range(matches)], jobs)
            for r in rs]
    rows = [r for r in rows if not r[0]]  # the dealer's bids are forced or censored
    for name, k in (("hard", 2), ("medium", 3)):
        res = [r[k] - r[4] for r in rows if r[k] > r[1]]
        mean = sum(res) / len(res)
        sd = math.sqrt(sum((x - mean) ** 2 for x in res) / len(res))
        above = sum(r[k] > r[1] for r in rows) / len(rows)
        print(f"{name}: {len(res)} bids above the minimum ({above:.1%} of {len(rows)}), "
              f"mean residual against the model {mean:+.3f} "
              f"(standard error {sd / math.sqrt(len(res)):.3f}), spread {sd:.3f}")
    diff = [r[2] - r[3] for r in rows]
    print(f"hard's bid minus medium's on the same hands: {sum(diff) / len(diff):+.3f} "
          f"(higher {sum(d > 0 for d in diff) / len(diff):.1%}, "
          f"lower {sum(d < 0 for d in diff) / len(diff):.1%})")


def least_squares(rows) -> list:
    k = len(rows[0][0])
    a = [[0.0] * (k + 1) for _ in range(k)]
    for f, y in rows:
        for i in range(k):
            for j in range(k):
                a[i][j] += f[i] * f[j]
            a[i][k] += f[i] * y
    for i in range(k):  # Gauss-Jordan with partial pivoting
        p = max(range(i, k), key=lambda r: abs(a[r][i]))
        a[i], a[p] = a[p], a[i]
        for r in range(k):
            if r != i and a[i][i]:
                q = a[r][i] / a[i][i]
                a[r] = [x - q * y for x, y in zip(a[r], a[i])]
    return [a[i][k] / a[i][i] for i in range(k)]


def main(argv=None) -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--matches", type=int, default=3000)
    ap.add_argument("--rules", default="lebanese", choices=sorted(PRESETS))
    ap.add_argument("--bidder", choices=("medium", "hard"), default="medium")
    ap.add_argument("--jobs", type=int, default=2)
    args = ap.parse_args(argv)
    if args.bidder == "hard":
        report_hard(args.matches, args.rules, args.jobs)
        return
    rows = collect(args.matches, PRESETS[args.rules])
    w = least_squares(rows)
    res = [y - sum(a * b for a, b in zip(w, f)) for f, y in rows]
    sd = math.sqrt(sum(r * r for r in res) / len(res))
    print(f"{len(rows)} bids above the minimum under {args.rules} (dealers left out)")
    for name, new, old in zip(NAMES, w, WEIGHTS[args.rules]):
        print(f"  {name:22s} {new:+.3f}   (in use: {old:+.3f})")
    print(f"residual spread {sd:.3f} tricks")


if __name__ == "__main__":
    main()
