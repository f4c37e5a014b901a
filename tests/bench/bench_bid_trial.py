"""A trial of a change to hard's **bidding alone**, at real budgets, played
only where the change acts. It PRINTS figures; nothing here passes or fails.

    python tests/bench/bench_bid_trial.py VARIANT BASE_RECORDS... [--jobs 2] [--out FILE]
    python tests/bench/bench_bid_trial.py VARIANT BASE_RECORDS... --replayed FILE [FILE...]

A timed trial (``strength.sh trial``) plays all 1,200 of the duel's deals
again, and its gain is lost in the noise of timed play (two runs of the
same bots differ by about 0.25 points a hand). But the bidding is
deterministic at real budgets (hard's count reaches its 1,500 hands well
within its time, and medium's its 100): the duel's records of hard as it
is (``BASE_RECORDS``: ``bench_bots.py duel hard medium --records``, one or
more runs on the same deals) show the same bids at every table in every
run. So a variant that changes only how hard bids can be asked, at each of
its turns to bid along the recorded bidding, what it would bid: freshly
made with the seat's seed, as ``play_deal`` makes it, its random numbers
are those of the recorded bot. Where it bids as recorded at every turn of
a table, the table plays exactly as hard's does (the same code, the same
random numbers, the same bids) and gains nothing. Only the tables where it
bids otherwise are played again, at real budgets, against the mean of the
recorded runs. All the trial's time goes where the change acts, and the
unchanged tables add no noise. Hard as it is is first asked along the
first deals' bidding (``--check``): if it bids otherwise there, the
records were made by other bidding code, and the trial stops. On a slow
or busy machine a few recorded bids were cut short by the clock: the
variant ``hard`` lists the tables where hard, counting in full, bids
otherwise than recorded (``--out``), and ``--timed-out`` leaves those
tables as recorded, out of the check and the trial.

The variant must differ from hard in its bidding only (``hard@bid_table=2``,
``hard@bid_surer=3``); a change to the card play would be missed on the
tables with the same bids. It prints the tables changed, the gain a hand
over all the deals with its 95% interval, the variant's margin over medium
and its bids made (the recorded runs' on the unchanged tables, its own on
the changed ones).
"""

from __future__ import annotations

import argparse
import glob
import json
import os
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))

from bench_bots import (  # noqa: E402
    bot_name,
    duel_cards,
    duel_records,
    make_any,
    margin,
    play_deal,
    run_jobs,
    table_net,
    table_record,
)

from game.engine import PRESETS, Match, Phase  # noqa: E402


def bids_differ(job) -> list:
    """For one deal, each table's index if the variant (at A's seats) bids
    otherwise than the recorded bids somewhere along them."""
    variant, rules_name, seed, tables = job
    rules = PRESETS[rules_name]
    deck, dealer = duel_cards(seed)
    changed = []
    for i, table in enumerate(tables):
        m = Match(rules, decks=[deck], first_dealer=dealer)
        for _ in range(4):
            if m.phase is not Phase.BIDDING:
                break
            seat = m.turn
            bid = table["bids"][seat]
            if seat % 2 == table["a_team"]:
                bot = make_any(variant, random.Random(seed * 4 + seat), think_ms=10 ** 6)
                if bot.decide(m.view(seat)) != bid:
                    changed.append(i)
                    break
            m.apply(bid)
    return changed


def play_table(job) -> dict:
    """One changed table played again by the variant against B at real budgets."""
    variant, opponent, rules_name, think, seed, a_team = job
    deck, dealer = duel_cards(seed)
    names = [variant if s % 2 == a_team else opponent for s in range(4)]
    thinks = [think[0] if s % 2 == a_team else think[1] for s in range(4)]
    return table_record(play_deal(PRESETS[rules_name], deck, dealer, names, thinks, seed),
                        a_team)


def table_figures(table: dict) -> tuple:
    """(A's net points, hands played, A's bids made, A's bids) at one table."""
    if table["thrown"]:
        return 0, 0, 0, 0
    made = sum(table["taken"][s] >= table["bids"][s] for s in range(table["a_team"], 4, 2))
    return table_net(table), 1, made, 2


def mean_figures(runs: list) -> tuple:
    figs = [table_figures(t) for t in runs]
    return tuple(sum(f[k] for f in figs) / len(figs) for k in range(4))


def trial_figures(runs: dict, replayed: dict) -> dict:
    """The variant's figures over all the recorded deals (``runs``: seed ->
    the records of each run): at a table in ``replayed`` ((seed, table
    index) -> the variant's play, or a list of its plays), its own (their
    mean); elsewhere the recorded runs' mean, which it would repeat. The
    gain a hand is against that mean, deal by deal, with its 95% interval."""
    diffs, hands = [], []
    base_sum = [0.0] * 4
    var_sum = [0.0] * 4
    still_same = 0
    for s in sorted(runs):
        d = h = 0.0
        for i in range(len(runs[s][0]["tables"])):
            base = mean_figures([r["tables"][i] for r in runs[s]])
            var = base
            if (s, i) in replayed:
                plays = replayed[(s, i)]
                plays = plays if isinstance(plays, list) else [plays]
                var = mean_figures(plays)
                still_same += plays[0]["bids"] == runs[s][0]["tables"][i]["bids"]
            d += var[0] - base[0]
            h += (var[1] + base[1]) / 2
            for k in range(4):
                base_sum[k] += base[k]
                var_sum[k] += var[k]
        diffs.append(d)
        hands.append(h)
    gain = margin(diffs, hands)
    return {
        "changed_tables_played_with_the_recorded_bids_after_all": still_same,
        "variant_gain_per_hand": {"points": gain["a_minus_b_per_hand"], "ci95": gain["ci95"]},
        "margin_over_b_per_hand": {"hard": round(base_sum[0] / base_sum[1], 3),
                                   "variant": round(var_sum[0] / var_sum[1], 3)},
        "bids_made": {"hard": round(base_sum[2] / base_sum[3], 4),
                      "variant": round(var_sum[2] / var_sum[3], 4)},
        "hands_played": {"hard": round(base_sum[1], 1), "variant": round(var_sum[1], 1)}}


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("variant", type=bot_name, help="hard@ATTR=VALUE, a bidding change")
    ap.add_argument("records", nargs="+", help="hard's duel records (globs allowed)")
    ap.add_argument("--think-a", type=int, default=200, help="the variant's budget (ms)")
    ap.add_argument("--think-b", type=int, default=80, help="the opponent's budget (ms)")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--check", type=int, default=20,
                    help="deals on which hard as it is must bid as recorded first")
    ap.add_argument("--out", default=None, help="write the changed tables' plays here")
    ap.add_argument("--timed-out", default=None,
                    help="a JSON list of [seed, table] where hard as it is now bids "
                         "otherwise than the records (its timed count was cut short); "
                         "those tables are left as recorded. Written by running this "
                         "with the variant 'hard' and --out")
    ap.add_argument("--replayed", nargs="+", default=None,
                    help="files written by --out (runs of the same variant): their "
                         "figures, each table's plays averaged, nothing played")
    args = ap.parse_args(argv)
    paths = sorted({p for pat in args.records for p in (glob.glob(pat) or [pat])})
    runs: dict = {}  # seed -> [record of each run]
    for path in paths:
        for rec in duel_records(path):
            runs.setdefault(rec["seed"], []).append(rec)
    seeds = sorted(runs)
    first = runs[seeds[0]][0]
    if first["a"] != "hard":
        sys.exit(f"bench_bid_trial: the records' bot A is {first['a']!r}, not hard")
    for s in seeds:
        bids = {json.dumps([t["bids"] for t in r["tables"]]) for r in runs[s]}
        if len(bids) > 1:
            sys.exit(f"bench_bid_trial: deal {s} was bid otherwise in two runs: "
                     "the bidding is not deterministic, so this trial does not hold")
    if args.replayed:
        replays: dict = {}
        for path in args.replayed:
            with open(path, encoding="utf-8") as f:
                for line in f:
                    r = json.loads(line)
                    replays.setdefault((r["seed"], r["table"]), []).append(r)
        print(json.dumps({"variant": args.variant, "records": paths, "deals": len(seeds),
                          "tables_changed": len(replays), "plays_per_table": len(args.replayed),
                          **trial_figures(runs, replays)}))
        return

    def differing(variant: str, deals: list, leave=frozenset()) -> list:
        """(seed, table) where ``variant`` bids otherwise than the records."""
        scan = run_jobs(bids_differ, [(variant, runs[s][0]["rules"], s, runs[s][0]["tables"])
                                      for s in deals], args.jobs, chunksize=4)
        return [(s, i) for s, idx in zip(deals, scan) for i in idx if (s, i) not in leave]

    if args.variant == "hard":  # where the records' own bids were cut short by the clock
        cut = differing("hard", seeds)
        print(f"hard as it is now bids otherwise than the records at {len(cut)} of "
              f"{2 * len(seeds)} tables")
        if args.out:
            with open(args.out, "w", encoding="utf-8") as f:
                json.dump(cut, f)
        return
    timed_out: set = set()
    if args.timed_out:
        with open(args.timed_out, encoding="utf-8") as f:
            timed_out = {tuple(x) for x in json.load(f)}
    wrong = differing("hard", seeds[:args.check], timed_out)
    if wrong:
        sys.exit("bench_bid_trial: hard as it is now does not bid as the records say "
                 f"(deal {wrong[0][0]}): they were made by other bidding code, so this "
                 "trial does not hold")
    t0 = time.perf_counter()
    changed = differing(args.variant, seeds, timed_out)
    scan_s = time.perf_counter() - t0
    print(f"scanned {len(seeds)} deals ({2 * len(seeds)} tables) in {scan_s:.0f} s: "
          f"{len(changed)} tables bid otherwise", flush=True)
    t1 = time.perf_counter()
    plays = run_jobs(play_table, [(args.variant, first["b"], runs[s][0]["rules"],
                                   (args.think_a, args.think_b), s,
                                   runs[s][0]["tables"][i]["a_team"]) for s, i in changed],
                     args.jobs)
    replayed = dict(zip(changed, plays))
    if args.out:
        with open(args.out, "w", encoding="utf-8") as f:
            for (s, i), t in replayed.items():
                f.write(json.dumps({"seed": s, "table": i, **t}) + "\n")
    figures = trial_figures(runs, replayed)
    print(json.dumps({
        "variant": args.variant, "records": paths, "runs_per_deal": len(runs[seeds[0]]),
        "deals": len(seeds), "tables_changed": len(changed),
        "tables_left_as_recorded_timed_out": len(timed_out), **figures,
        "seconds": {"scan": round(scan_s), "play": round(time.perf_counter() - t1)}}))


if __name__ == "__main__":
    main()
