"""How many of hard's bids a bidding setting would change: hard's bidding
positions are rebuilt from a duel's records (``bench_bots.py duel
--records``: the deal, and the bids before hard's turn at each table), and
hard's count is taken once for each (``bidding.team_count``), then the bid is
chosen with and without ``best_bid``'s ``surer``. It PRINTS figures; nothing
here passes or fails.

    python tests/bench/bench_bid_replay.py RECORDS [--deals 100] [--surer 3] [--seed 1]

The bids are hard's as the records played them; whether a changed bid is
made is not known from the records (the play would change with it), so
this only says how much a setting moves, before a duel measures it.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))

from bench_bots import duel_cards  # noqa: E402

from game.ai.bidding import at_least, best_bid, team_count  # noqa: E402
from game.ai.search_bots import HardBot  # noqa: E402
from game.engine import PRESETS, Match, Phase  # noqa: E402


def hard_positions(path: str, deals: int):
    """(view, bid hard made) for each of hard's bids in the first ``deals``
    deals of a duel's records (hard is bot A)."""
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f):
            if n >= deals:
                return
            rec = json.loads(line)
            deck, dealer = duel_cards(rec["seed"])
            for table in rec["tables"]:
                m = Match(PRESETS[rec["rules"]], decks=[deck], first_dealer=dealer)
                for _ in range(4):  # in turn, from the dealer's right
                    if m.phase is not Phase.BIDDING:
                        break
                    seat = m.turn
                    bid = table["bids"][seat]
                    if seat % 2 == table["a_team"]:
                        yield m.view(seat), bid
                    m.apply(bid)


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("records")
    ap.add_argument("--deals", type=int, default=100)
    ap.add_argument("--surer", type=float, default=3.0)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--think-ms", type=int, default=300)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    changed: Counter = Counter()
    chance = [0.0, 0.0]  # the count's chance of making the bid, without and with
    n = same_as_played = 0
    for view, played in hard_positions(args.records, args.deals):
        dist, others, _ = team_count(view, rng, time.monotonic() + args.think_ms / 1000.0,
                                     HardBot.bid_samples, HardBot.bid_lean,
                                     fitted=HardBot.bid_fitted)
        cum = at_least(dist)
        plain = best_bid(view, dist, others)[0]
        surer = best_bid(view, dist, others, args.surer)[0]
        n += 1
        same_as_played += plain == played
        chance[0] += cum[plain]
        chance[1] += cum[surer]
        if surer != plain:
            changed[f"{plain} to {surer}"] += 1
    print(json.dumps({"positions": n, "surer": args.surer,
                      "plain_bid_as_played": round(same_as_played / max(n, 1), 3),
                      "changed": sum(changed.values()), "by_change": dict(changed.most_common()),
                      "chance_made_plain": round(chance[0] / max(n, 1), 4),
                      "chance_made_surer": round(chance[1] / max(n, 1), 4)}))


if __name__ == "__main__":
    main()
