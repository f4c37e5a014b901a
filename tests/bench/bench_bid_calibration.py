"""How often each bot makes a bid, against the chance its rollouts gave it.

    python tests/bench/bench_bid_calibration.py RECORDS [RECORDS ...] [--samples 600]
                                                [--jobs 2] [--bid 2]

RECORDS are written by ``bench_bots.py duel A B --records FILE``. For every
bid made at a table that was played, this rebuilds the bidder's view at the
moment it bid, deals the unseen cards as the bidders do (``bidding.simulate``,
leaning toward the bids already made) and rolls each deal out: the chance
the rollouts give the seat of taking as many tricks as it bid. It then
prints, for each bot and each band of that chance, how often the bid was
made. A bot whose bids come true more often than the rollouts said plays
better than its rollouts (``bidding.OWN_PLAY`` is hard's table). With
``--bid N`` only the bids of N are counted (``--bid 2``: the minimum, which
a weak hand cannot go below). It PRINTS figures; nothing here passes or
fails.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import defaultdict

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))

from bench_bots import duel_cards, run_jobs  # noqa: E402

from game.ai.bidding import simulate  # noqa: E402
from game.engine import PRESETS, Match  # noqa: E402

BANDS = (0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1.0001)


def bids_of(job) -> list:
    """(bot, chance the rollouts gave, made) for each bid of one record."""
    record, samples, only = job
    rules = PRESETS[record["rules"]]
    deck, dealer = duel_cards(record["seed"])
    rng = random.Random(record["seed"])
    out = []
    for table in record["tables"]:
        if table["thrown"]:
            continue
        m = Match(rules, decks=[deck], first_dealer=dealer)
        for i in range(1, 5):
            seat = (m.dealer + i) % 4
            bid = table["bids"][seat]
            if only is not None and bid != only:  # not counted: no need to roll it out
                m.apply(bid)
                continue
            takens = simulate(m.view(seat), rng, None, samples)
            chance = sum(t[seat] >= bid for t in takens) / len(takens)
            bot = record["a"] if seat % 2 == table["a_team"] else record["b"]
            if record["a"] == record["b"]:
                bot += " (A)" if seat % 2 == table["a_team"] else " (B)"
            out.append((bot, chance, table["taken"][seat] >= bid))
            m.apply(bid)
    return out


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("records", nargs="+")
    p.add_argument("--samples", type=int, default=600, help="rolled-out deals per bid")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--bid", type=int, default=None, help="count only the bids of this many tricks")
    args = p.parse_args(argv)
    records = []
    for path in args.records:
        with open(path, encoding="utf-8") as f:
            records += [json.loads(line) for line in f if line.strip()]
    jobs = [(r, args.samples, args.bid) for r in records]
    t = time.perf_counter()
    results = run_jobs(bids_of, jobs, args.jobs, chunksize=8)
    table: dict = defaultdict(lambda: [[0, 0.0, 0] for _ in BANDS[:-1]])
    for rows in results:
        for bot, chance, made in rows:
            band = next(i for i in range(len(BANDS) - 1) if chance < BANDS[i + 1])
            cell = table[bot][band]
            cell[0] += 1
            cell[1] += chance
            cell[2] += made
    only = "" if args.bid is None else f", bids of {args.bid} only"
    print(f"{len(records)} deals{only}, {time.perf_counter() - t:.0f} s")
    for bot, cells in sorted(table.items()):
        n = sum(c[0] for c in cells)
        said = sum(c[1] for c in cells) / n
        made = sum(c[2] for c in cells) / n
        print(f"{bot}: {n} bids; the rollouts gave {said:.3f} on average, made {made:.3f}")
        for i, (k, s, mk) in enumerate(cells):
            if k:
                print(f"  rollouts {BANDS[i]:.1f}-{min(BANDS[i + 1], 1.0):.1f}: {k:5d} bids, "
                      f"said {s / k:.3f}, made {mk / k:.3f}")


if __name__ == "__main__":
    main()
