"""How much the other players' past cards could tell hard about their hands.
It PRINTS figures; nothing here passes or fails.

    python tests/bench/bench_play_reading.py [--hands 200] [--jobs 2] [--seed 0]

Hard searches on deals drawn to fit what it knows (``inference.BidReading``:
the voids, the bids, and the few plays ``read_the_play`` reads). Knowing the
hidden hands is worth about 1.9 points a hand to its search (the oracle rows
of docs/BOT_TRIALS.md), so the question for a better sampler is how much
closer to the real hands the deals could come. Hard (600 iterations a
decision) and medium (60 deals) play hands against each other (as in
``bench_policy.py``); at each of
hard's card decisions with a choice from the 4th trick to the 10th, 200 deals
are drawn each way and scored by the share of the unseen cards they place in
the right hand:

* plain deals (the voids only: medium's);
* hard's deals (``BidReading``, as hard draws them);
* hard's deals weighed by how likely the other players' cards so far were in
  each (play inference): each card a player chose among several counts
  ``AGREE`` if it is the rollout policy's card for the hand the deal gives it
  then (``kernel.choose_minding``), else the rest shared among the other
  legal cards; the deals' scores are averaged with those weights (importance
  weights: the score the weighed deals would have, and their effective
  number).

A random deal of the unseen cards places about a third of them right.
Both bots play at fixed searches, so the figures repeat exactly.
"""

from __future__ import annotations

import math
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))

from bench_policy import play_hand, watched_hands  # noqa: E402

from game.ai.inference import BidReading  # noqa: E402
from game.ai.kernel import choose_minding, legal  # noqa: E402
from game.ai.search_bots import HardBot  # noqa: E402
from game.ai.situation import Situation  # noqa: E402
from game.engine import Phase  # noqa: E402

AGREE = 0.43  # how often a searching bot plays the policy's card (bench_policy.py)
DEALS = 200


def placed(deal: list, true: list, me: int) -> float:
    """The share of the other seats' cards the deal puts in the right hand."""
    right = total = 0
    for s in range(4):
        if s != me:
            right += (deal[s] & true[s]).bit_count()
            total += true[s].bit_count()
    return right / total


def play_log_likelihood(deal: list, me: int, history: list, bids: tuple) -> float:
    """log of the chance of the other seats' cards so far, were they dealt
    ``deal`` (their hands now) and playing the policy's card ``AGREE`` of the
    time. ``history``: (seat, card, trick so far, leader, taken, out) for each
    card played this hand, in order."""
    hands = list(deal)
    lw = 0.0
    for seat, card, trick, leader, taken, out in reversed(history):
        hands[seat] |= 1 << card  # the hands as they were when the card was played
        if seat == me:
            continue
        moves = legal(hands[seat], trick[0] // 13 if trick else -1)
        n = moves.bit_count()
        if n < 2:
            continue
        policy = choose_minding(hands, seat, trick, leader, taken, out, lambda: 0.5, 0.0,
                                bids)
        lw += math.log(AGREE if card == policy else (1 - AGREE) / (n - 1))
    return lw


def one_hand(seed: int) -> list:
    """(plain, hard's, weighed, effective deals) per decision measured."""
    rows = []
    history: list = []

    def watch(m, v, action, name, rng):
        if m.phase is not Phase.PLAYING:
            return
        sit = Situation.of(v, read_play=True)
        if name.startswith("hard") and len(v.legal) > 1 and 4 <= len(v.tricks) + 1 <= 10:
            true = [m.held(s) for s in range(4)]
            drng = random.Random(seed * 1000 + len(history))
            plain = statistics.fmean(placed(sit.deal(drng, 0.0), true, v.seat)
                                     for _ in range(DEALS))
            reading = BidReading(sit, v, HardBot.pool, HardBot.steps)
            deals = [reading.deal(drng) for _ in range(DEALS)]
            scores = [placed(d, true, v.seat) for d in deals]
            lws = [play_log_likelihood(d, v.seat, history, sit.bids) for d in deals]
            top = max(lws)
            ws = [math.exp(w - top) for w in lws]
            weighed = sum(w * x for w, x in zip(ws, scores)) / sum(ws)
            ess = sum(ws) ** 2 / sum(w * w for w in ws)
            rows.append((plain, statistics.fmean(scores), weighed, ess))
        history.append((v.seat, action.index, list(sit.trick), sit.leader, list(sit.taken),
                        sit.out))

    play_hand(seed, watch)
    return rows


def main(argv=None) -> None:
    args, rows = watched_hands(one_hand, __doc__, 200, argv)
    print(f"{args.hands} hands, {len(rows)} of hard's decisions (tricks 4 to 10), "
          f"{DEALS} deals each; the share of the unseen cards placed right:")
    for i, label in enumerate(("plain deals (the voids)", "hard's deals (BidReading)",
                               f"hard's deals weighed by the play (policy's card "
                               f"{AGREE:.0%})")):
        xs = [r[i] for r in rows]
        se = statistics.stdev(xs) / math.sqrt(len(xs))
        print(f"  {label}: {statistics.fmean(xs):.4f} ± {se:.4f}")
    gain = [r[2] - r[1] for r in rows]
    print(f"  weighed minus hard's: {statistics.fmean(gain):+.4f} ± "
          f"{statistics.stdev(gain) / math.sqrt(len(gain)):.4f}; effective deals after "
          f"weighing: median {statistics.median(r[3] for r in rows):.0f} of {DEALS}")


if __name__ == "__main__":
    main()
