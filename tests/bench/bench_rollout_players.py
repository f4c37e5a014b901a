"""How many more tricks one rollout player takes than another. It PRINTS
figures; nothing here passes or fails.

    python tests/bench/bench_rollout_players.py [--deals 20000] [--seed 1]

The searches model every other seat, and every seat in their rollouts, with
the kernel's quick player (``kernel.choose``). A stronger quick player may
make a stronger search (hard's rollouts cashing fewer sure winners, a
weaker player, played worse: docs/BOT_TRIALS.md). Here two quick players
are set against each other on duplicate deals: each deal is played twice,
the first player's team North-South, then East-West, with the same random
numbers, and the figure is how many more tricks a deal the first player's
team takes than the second player's in the same seats, with its standard
error. The players play greedily for tricks (no bids, no random cards):

* ``greedy``: ``choose`` as the searches use it;
* ``sharp``: ``greedy`` that first draws trumps with the top trump and
  discards from its shortest side suit while it holds trumps (``sharp``
  below; tried as hard's rollouts at commit ``bda88f9``, where the kernel
  had it);
* ``cash=P``: ``greedy`` that leads a sure side winner only with chance P
  (as the searching bots do about 30% of the time).
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from game.ai.kernel import (  # noqa: E402
    FULL,
    HEARTS,
    NON_TRUMP,
    SUIT,
    TRUMP_MASK,
    choose,
    lowest_rank,
    trick_winner,
    winning,
)


def player(name: str):
    """A quick player: f(hand, seat, trick, leader, out, rnd) -> card."""
    if name == "greedy":
        return lambda h, s, trick, leader, out, rnd: choose(h, s, trick, leader, out, rnd, 0.0)
    if name == "sharp":
        return sharp
    if name.startswith("cash="):
        p = float(name[5:])
        return lambda h, s, trick, leader, out, rnd: _cashing(h, s, trick, leader, out, rnd, p)
    raise SystemExit(f"bench_rollout_players: unknown player {name!r} "
                     "(greedy, sharp or cash=P)")


def _short_discard(hand: int) -> int:
    """The lowest card of the shortest side suit, for a player with trumps."""
    if not hand & TRUMP_MASK or not hand & NON_TRUMP:
        return lowest_rank(hand)
    x = min((hand & SUIT[s] for s in (0, 1, 3) if hand & SUIT[s]), key=int.bit_count)
    return (x & -x).bit_length() - 1


def sharp(hand, seat, trick, leader, out, rnd):
    """``greedy`` (``kernel.choose`` without random cards), but it leads the
    top trump while another player holds a trump, and its discards come from
    its shortest side suit while it holds trumps."""
    if not trick:
        trumps = hand & TRUMP_MASK
        if trumps and out & TRUMP_MASK & ~hand and \
                (TRUMP_MASK & out).bit_length() == trumps.bit_length():
            return trumps.bit_length() - 1
        return choose(hand, seat, trick, leader, out, rnd, 0.0)
    win, winner = winning(trick, leader)
    led = trick[0] // 13
    follow = hand & SUIT[led]
    if not follow and hand & TRUMP_MASK:
        if winner == (seat + 2) & 3:
            return _short_discard(hand)  # the partner holds the trick
        if win // 13 == HEARTS and not hand & TRUMP_MASK & ~((2 << win) - 1):
            return _short_discard(hand)  # trumped already, and it cannot overtrump
    return choose(hand, seat, trick, leader, out, rnd, 0.0)


def _cashing(hand, seat, trick, leader, out, rnd, p):
    """``greedy``, except that a leader holding a sure side winner leads it
    only with chance ``p``: otherwise it leads as if it held none."""
    if trick or rnd() < p:
        return choose(hand, seat, trick, leader, out, rnd, 0.0)
    best_len, best_suit = 0, -1
    for s in (0, 1, 3):
        n = (hand & SUIT[s]).bit_count()
        if n > best_len:
            best_len, best_suit = n, s
    trumps = hand & TRUMP_MASK
    if trumps and (TRUMP_MASK & out).bit_length() == trumps.bit_length():
        return trumps.bit_length() - 1
    x = hand & SUIT[best_suit] if best_suit >= 0 else hand
    return (x & -x).bit_length() - 1


def play(hands: list, players: tuple, rnd) -> list:
    """One hand from the first trick, North-South (seats 0 and 2) played by
    ``players[0]``; the tricks each seat took."""
    hands = list(hands)
    out, leader, taken = FULL, 0, [0, 0, 0, 0]
    for _ in range(13):
        trick = []
        for i in range(4):
            s = (leader + i) & 3
            c = players[s & 1](hands[s], s, trick, leader, out, rnd)
            hands[s] ^= 1 << c
            out ^= 1 << c
            trick.append(c)
        leader = trick_winner(trick, leader)
        taken[leader] += 1
    return taken


def duel(a, b, deals: int, seed: int) -> tuple:
    """(mean, standard error) of A's team's tricks a deal minus B's in the same seats."""
    rng = random.Random(seed)
    diffs = []
    for _ in range(deals):
        deck = list(range(52))
        rng.shuffle(deck)
        hands = [sum(1 << c for c in deck[13 * s:13 * s + 13]) for s in range(4)]
        state = rng.getstate()
        t1 = play(hands, (a, b), rng.random)
        rng.setstate(state)
        t2 = play(hands, (b, a), rng.random)
        diffs.append((t1[0] + t1[2]) - (t2[0] + t2[2]))
    return statistics.fmean(diffs), statistics.pstdev(diffs) / len(diffs) ** 0.5


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--deals", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("pairs", nargs="*", default=["sharp:greedy", "cash=0.3:greedy",
                                                   "cash=0.6:greedy"],
                    help="A:B pairs of players (greedy, sharp, cash=P)")
    args = ap.parse_args(argv)
    for pair in args.pairs:
        a, _, b = pair.partition(":")
        mean, se = duel(player(a), player(b), args.deals, args.seed)
        print(f"{a} against {b}: {mean:+.3f} tricks a deal (standard error {se:.3f}), "
              f"{args.deals} duplicate deals")


if __name__ == "__main__":
    main()
