"""How well the rollouts' model of a player predicts the searching bots'
cards. It PRINTS figures; nothing here passes or fails.

    python tests/bench/bench_policy.py [--hands 700] [--jobs 2] [--seed 0]

Hard's search plays the other seats' cards in its tree, and every seat's in
its rollouts, with the kernel's policy (``kernel.choose_minding``: a quick
greedy card that minds the bids). Its play can only be as good as that model
of the other players. Hard (600 iterations a decision) and medium (60 deals)
play hands against each other; at each card decision with a choice, the
policy's card (for the player's own hand, in the real deal, without its
random cards) is set against the card the bot played:

* how often they are the same, by the card's place in the trick and whether
  the partner holds it;
* as a yardstick, a *learned* model: each card described by a few features
  (lead or follow, trump, sure winner, highest or lowest of its suit, wins
  the trick, the cheapest card that does, the suit's length, who still needs
  tricks), and the bots' choices counted per description on the first three
  quarters of the decisions; it picks the description chosen most often
  when available, and is tried on the last quarter.

Both bots play at fixed searches, so the figures repeat exactly.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))

from bench_bots import make_any, run_jobs  # noqa: E402

from game.ai.kernel import SUIT, TRUMP_MASK, beats, bits, choose_minding, legal, winning  # noqa: E402
from game.ai.situation import Situation  # noqa: E402
from game.engine import DECK, PRESETS, Match, Phase  # noqa: E402

BOTS = ("hard@max_iter=600", "medium@max_iter=60")


def describe(c: int, hand: int, trick: list, leader: int, out: int, seat: int, bids: tuple,
             taken: list) -> tuple:
    """A card to be played, as a few discrete features (see the module)."""
    s = c // 13
    x = hand & SUIT[s]
    top = (SUIT[s] & out).bit_length() - 1 == c
    p = (seat + 2) & 3
    need, partner_needs = taken[seat] < bids[seat], taken[p] < bids[p]
    if not trick:
        return ("lead", s == 2, top, c == x.bit_length() - 1, c == (x & -x).bit_length() - 1,
                min(x.bit_count(), 4), need, partner_needs, bool(out & TRUMP_MASK & ~hand))
    led = trick[0] // 13
    win, winner = winning(trick, leader)
    kind = "follow" if s == led else "ruff" if s == 2 else "discard"
    if beats(c, win):
        cheapest = not any(beats(o, win) and o // 13 == s and o < c
                           for o in bits(legal(hand, led)))
        return ("wins", len(trick), winner == p, kind, top, cheapest, need, partner_needs)
    return ("loses", len(trick), winner == p, kind, c == (x & -x).bit_length() - 1,
            min(x.bit_count(), 4) if kind == "discard" else 0, need, partner_needs)


def play_hand(seed: int, watch) -> None:
    """One hand of hard against medium (who sits where by ``seed``), at fixed
    searches; ``watch(m, view, action, name, rng)`` is called at each
    decision before it is applied (``rng``: the hand's own, for the watcher)."""
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    names = list(BOTS) * 2 if seed % 2 == 0 else list(reversed(BOTS)) * 2
    bots = [make_any(names[s], random.Random(seed * 4 + s), think_ms=100000) for s in range(4)]
    m = Match(PRESETS["lebanese"], decks=[deck], first_dealer=rng.randrange(4))
    while not m.hand_logs:
        v = m.view(m.turn)
        action = bots[m.turn].decide(v)
        watch(m, v, action, names[m.turn], rng)
        m.apply(action)


def watched_hands(one_hand, doc: str, hands: int, argv=None) -> tuple:
    """(the command line's arguments, every row ``one_hand(seed)`` gave) over
    ``--hands`` hands from ``--seed``, on ``--jobs`` processes."""
    ap = argparse.ArgumentParser(description=doc.split("\n\n")[0])
    ap.add_argument("--hands", type=int, default=hands)
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args(argv)
    rows = [r for rs in run_jobs(one_hand, list(range(args.seed, args.seed + args.hands)),
                                 args.jobs, chunksize=4) for r in rs]
    return args, rows


def one_hand(seed: int) -> list:
    """(level, card played, policy's card, [(card, description)], place in
    trick, partner winning) for each card decision with a choice."""
    rows = []

    def watch(m, v, action, name, rng):
        if m.phase is Phase.PLAYING and len(v.legal) > 1:
            sit = Situation.of(v)
            hands = [m.held(s) for s in range(4)]
            policy = choose_minding(hands, v.seat, sit.trick, sit.leader, sit.taken, sit.out,
                                    rng.random, 0.0, sit.bids)
            cands = [(c.index, describe(c.index, sit.hand, sit.trick, sit.leader, sit.out,
                                        v.seat, sit.bids, sit.taken)) for c in v.legal]
            partner_wins = bool(sit.trick) and \
                winning(sit.trick, sit.leader)[1] == (v.seat + 2) & 3
            rows.append((name.split("@")[0], action.index, policy, cands,
                         len(sit.trick), partner_wins))

    play_hand(seed, watch)
    return rows


def learn(rows: list) -> dict:
    """Per description: how often it was chosen when some card had it."""
    chosen, offered = collections.Counter(), collections.Counter()
    for _, played, _, cands, *_ in rows:
        for d in {d for _, d in cands}:
            offered[d] += 1
        chosen[dict(cands)[played]] += 1
    return {d: (chosen[d] + 0.5) / (offered[d] + 1) for d in offered}


def predict(table: dict, cands: list) -> int:
    best, card = -1.0, cands[0][0]
    for c, d in cands:
        if table.get(d, 0.3) > best + 1e-12:
            best, card = table.get(d, 0.3), c
    return card


def main(argv=None) -> None:
    args, rows = watched_hands(one_hand, __doc__, 700, argv)
    print(f"{args.hands} hands, {len(rows)} card decisions with a choice")
    for level in ("hard", "medium"):
        mine = [r for r in rows if r[0] == level]
        same = sum(r[1] == r[2] for r in mine)
        print(f"{level}: the policy's card is the one played {same / len(mine):.1%} "
              f"of {len(mine)}")
        by = collections.defaultdict(list)
        for r in mine:
            by[(r[4], r[5])].append(r[1] == r[2])
        for (place, pw), hits in sorted(by.items()):
            who = ", partner winning" if pw else ""
            print(f"  card {place + 1} of the trick{who}: {sum(hits) / len(hits):.1%} "
                  f"of {len(hits)}")
    split = len(rows) * 3 // 4
    table = learn(rows[:split])
    test = rows[split:]
    for level in ("hard", "medium"):
        mine = [r for r in test if r[0] == level]
        learned = sum(predict(table, r[3]) == r[1] for r in mine) / len(mine)
        policy = sum(r[1] == r[2] for r in mine) / len(mine)
        print(f"held-out {level} ({len(mine)} decisions): learned table {learned:.1%}, "
              f"policy {policy:.1%} ({len(table)} descriptions learned)")


if __name__ == "__main__":
    main()
