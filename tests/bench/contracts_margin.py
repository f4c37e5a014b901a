"""Card play alone, a hand, from ``bench_contracts.py --out F``: for each
bot X run both declaring (entry ``X``, against the run's defence D) and
defending (entry ``D/X``), its margin over D a hand, contract by contract:
half of (X's declaring net − D's declaring net against X), as a duplicate
deal has each team declare at one of its two tables. Then each such bot's
gain over the first, paired by contract, with 95% intervals. Several
runs on the same contracts and defence are read as one (at fixed searches
an entry plays the same in every run). It PRINTS figures; nothing here
passes or fails.

    python tests/bench/contracts_margin.py F [F ...]
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys


def interval(xs: list) -> str:
    m = statistics.fmean(xs)
    half = 1.96 * statistics.stdev(xs) / math.sqrt(len(xs))
    return f"{m:+.2f} [{m - half:+.2f}, {m + half:+.2f}]"


def hand_margins(run: dict) -> dict:
    """{bot: [its margin over the defence a hand, by contract]} for every
    bot run both ways; contracts skipped by any entry are left out."""
    results, defence = run["results"], run["defence"]
    n = len(run["contracts"])
    keep = [i for i in range(n) if not any(r[i]["skip"] for r in results.values())]
    out = {}
    for bot in results:
        against = f"{defence}/{bot}"
        if "/" not in bot and against in results:
            out[bot] = [(results[bot][i]["net"] - results[against][i]["net"]) / 2
                        for i in keep]
    return out


def read_runs(paths: list) -> dict:
    """The runs in ``paths`` as one: their entries side by side."""
    run = None
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                more = json.load(f)
        except (OSError, ValueError) as e:
            raise SystemExit(f"{path}: not a bench_contracts.py --out file ({e})") from None
        if run is None:
            run = more
        elif (more["contracts"], more["defence"]) != (run["contracts"], run["defence"]):
            raise SystemExit(f"{path}: other contracts or another defence than {paths[0]}")
        else:
            run["results"].update(more["results"])
    return run


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description="Card play alone, a hand, from "
                                     "bench_contracts.py --out files (their bots side by side).")
    parser.add_argument("runs", nargs="+", metavar="F", help="a bench_contracts.py --out file")
    args = parser.parse_args(sys.argv[1:] if argv is None else argv).runs
    run = read_runs(args)
    margins = hand_margins(run)
    if not margins:
        raise SystemExit(f"{' '.join(args)}: no bot was run both declaring and defending "
                         f"(entries X and {run['defence']}/X)")
    first = next(iter(margins))
    for bot, xs in margins.items():
        line = f"{bot}: card play a hand over {run['defence']} {interval(xs)} ({len(xs)} contracts)"
        if bot != first:
            line += f"; over {first} {interval([a - b for a, b in zip(xs, margins[first])])}"
        print(line)


if __name__ == "__main__":
    main()
