"""Card play alone, on the high bids: how often a bot makes a 5 or more
when the bids are fixed.

The contracts come from a duel's records (``bench_bots.py duel
--records``): each table where a seat bid ``--min-bid`` or more gives its
deal and its four bids. Each contract is played again with the bids
forced as recorded: the declaring team (the high bidder's) played by each
bot named, the other team by ``--defence`` (medium), with the same random
numbers for every bot. Bidding is taken out, so the difference between two
bots is their card play where a bid is hardest to make.

    python tests/bench/bench_contracts.py RECORDS... --bots hard medium \
        [--defence medium] [--min-bid 5] [--contracts 300] [--jobs 2] [--out F]

Bots are named as in ``bench_bots.py`` (``hard@max_iter=600`` for a fixed
search, ``hard@made_bonus=0`` for a trial change). A name
``DECLARER/DEFENCE`` sets that entry's defence too, so that declarers and
defences are compared on the same contracts in one run: e.g.
``medium/medium medium/hard`` measures hard's defence. It PRINTS figures;
nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))

from bench_bots import duel_cards, margin, play_deal, run_jobs, wilson  # noqa: E402

from game.engine import PRESETS  # noqa: E402


def contracts(paths: list, min_bid: int, limit: int) -> list:
    """(deal seed, rules, bids, declaring seat) for each table of the records
    where a seat bid ``min_bid`` or more (the highest such seat declares)."""
    out = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                rec = json.loads(line)
                for t in rec["tables"]:
                    if t["thrown"]:
                        continue
                    bids = t["bids"]
                    top = max(range(4), key=lambda s: bids[s])
                    if bids[top] >= min_bid:
                        out.append((rec["seed"], rec.get("rules", "lebanese"), bids, top))
    return out[:limit] if limit else out


def play_contract(job) -> dict:
    """The contract played with ``bot`` at the declaring team and
    ``defence`` at the other (``bot`` may name its own: ``DECLARER/DEFENCE``);
    the bids are forced as recorded."""
    (seed, rules_name, bids, top), bot, defence, think = job
    bot, _, own_defence = bot.partition("/")
    defence = own_defence or defence
    deck, dealer = duel_cards(seed)
    names = [bot if s % 2 == top % 2 else defence for s in range(4)]
    log = play_deal(PRESETS[rules_name], deck, dealer, names, [think] * 4, seed, bids)
    if tuple(log.bids) != tuple(bids) or log.thrown_in is not None:
        return {"skip": True}
    team = top % 2
    net = (log.points[team] + log.points[team + 2]) - (log.points[1 - team]
                                                       + log.points[3 - team])
    made = [log.taken[s] >= bids[s] for s in range(4)]
    return {"skip": False, "top_made": made[top], "team_made": made[team] + made[team + 2],
            "team_bids": 2, "net": net}


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("records", nargs="+")
    p.add_argument("--bots", nargs="+", default=["hard", "medium"])
    p.add_argument("--defence", default="medium")
    p.add_argument("--min-bid", type=int, default=5)
    p.add_argument("--contracts", type=int, default=0, help="at most this many (0: all)")
    p.add_argument("--think-ms", type=int, default=None,
                   help="every bot's budget (default: each level's own)")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--out", help="also write each contract's result for each bot here (JSON),"
                   " to pair entries of different runs later")
    args = p.parse_args(argv)
    cons = contracts(args.records, args.min_bid, args.contracts)
    t = time.perf_counter()
    results = {}
    for bot in args.bots:
        results[bot] = run_jobs(play_contract, [(c, bot, args.defence, args.think_ms)
                                                for c in cons], args.jobs)
    keep = [i for i in range(len(cons)) if not any(results[b][i]["skip"] for b in args.bots)]
    base = args.bots[0]
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            json.dump({"contracts": cons, "defence": args.defence, "results": results}, f)
    print(f"{len(keep)} contracts of {args.min_bid} or more (of {len(cons)}), "
          f"defence {args.defence}, {time.perf_counter() - t:.0f} s")
    for bot in args.bots:
        rs = [results[bot][i] for i in keep]
        k = sum(r["top_made"] for r in rs)
        lo, hi = wilson(k, len(rs))
        tm = sum(r["team_made"] for r in rs)
        net = sum(r["net"] for r in rs) / len(rs)
        line = (f"{bot}: high bid made {k}/{len(rs)} {k / len(rs):.1%} [{lo:.1%}, {hi:.1%}], "
                f"team's bids made {tm / (2 * len(rs)):.1%}, team's net points {net:+.2f}")
        if bot != base:
            d = [results[bot][i]["net"] - results[base][i]["net"] for i in keep]
            only = sum(results[bot][i]["top_made"] and not results[base][i]["top_made"]
                       for i in keep)
            only_base = sum(results[base][i]["top_made"] and not results[bot][i]["top_made"]
                            for i in keep)
            m = margin(d, [1] * len(d))
            line += (f"; against {base}: {m['a_minus_b_per_hand']:+.2f} "
                     f"[{m['ci95'][0]:+.2f}, {m['ci95'][1]:+.2f}] a contract, high bid made "
                     f"by it only {only}, by {base} only {only_base}")
        print(line)


if __name__ == "__main__":
    main()
