"""An exact solver for the end of a hand, with every hand in view.

``solve(hands, trick, leader, taken, value, team)`` plays out the rest of a
hand as both teams would play it if each saw all the cards: the team of
``team`` (0: South and North, 1: East and West) maximises ``value(taken)``
(the final tricks per seat: any score of the four players' tricks, e.g. the
points of the bids made and failed), the other team minimises it. It
returns the value and the card the seat to play should play.

It is alpha-beta over the core's card sets, with:

* a transposition table at the start of each trick (the four hands, the
  leader and the tricks taken so far decide the rest; the value's bounds
  are stored, exact, lower or upper);
* equal cards merged: two cards of a suit in one hand are one choice when
  every card of that suit between them has been played in an earlier trick
  (or is in the same hand); a card of the current trick keeps them apart;
* cards tried in a good order: a card that wins the trick at once first,
  then the rest from the lowest.

The searches use it on each sampled deal once few cards remain, and the
hand review can too. ``tests/test_solver.py`` checks it against a plain
minimax on random positions.
"""

from __future__ import annotations

from .core import SUIT, beats, legal, trick_winner, winning

INF = float("inf")


def choices(hand: int, led: int, trick_cards: int, out: int) -> list[int]:
    """The legal cards of ``hand`` with equal ones merged (the lowest of
    each run kept). ``out``: the cards still held by anyone;
    ``trick_cards``: the cards of the current trick."""
    moves = legal(hand, led)
    apart = (out & ~hand) | trick_cards
    keep = []
    while moves:
        low = moves & -moves
        c = low.bit_length() - 1
        keep.append(c)
        # skip the cards of the same suit run: same suit, nothing apart between
        s = SUIT[c // 13]
        above = moves & s & ~((low << 1) - 1)
        prev = c
        moves ^= low
        while above:
            nxt = above & -above
            n = nxt.bit_length() - 1
            between = s & ((1 << n) - 1) & ~((2 << prev) - 1)
            if between & apart:
                break
            moves ^= nxt
            above ^= nxt
            prev = n
    return keep


class Solver:
    """One solver for one value function (its table is kept between calls
    on the same hand, so a search that solves many deals of one position
    shares what they have in common)."""

    def __init__(self, value, team: int):
        self._value = value
        self._values: dict = {}
        self.team = team
        self.table: dict = {}
        self.nodes = 0

    def value(self, taken: tuple):
        v = self._values.get(taken)
        if v is None:
            v = self._values[taken] = self._value(taken)
        return v

    def solve(self, hands: list, trick: list, leader: int, taken: list) -> tuple:
        """(value, best card) for the seat to play in this position."""
        hands = list(hands)
        out = hands[0] | hands[1] | hands[2] | hands[3]
        if not out:
            return self.value(tuple(taken)), -1
        return self._node(hands, list(trick), leader, list(taken), out, -INF, INF, True)

    def _node(self, hands, trick, leader, taken, out, alpha, beta, root=False):
        self.nodes += 1
        n = len(trick)
        if n == 0:
            if not out:
                return self.value(tuple(taken)), -1
            if not root:
                key = (hands[0], hands[1], hands[2], hands[3], leader, taken[0],
                       taken[1], taken[2], taken[3])
                hit = self.table.get(key)
                if hit is not None:
                    lo, hi = hit
                    if lo >= beta:
                        return lo, -1
                    if hi <= alpha:
                        return hi, -1
                    if lo == hi:
                        return lo, -1
                    alpha, beta = max(alpha, lo), min(beta, hi)
                a0, b0 = alpha, beta
        seat = (leader + n) & 3
        hand = hands[seat]
        led = trick[0] // 13 if n else -1
        tcards = 0
        for c in trick:
            tcards |= 1 << c
        moves = choices(hand, led, tcards, out)
        if n:
            win, _ = winning(trick, leader)
            wins = [c for c in moves if beats(c, win)]
            if wins:
                moves = wins[:1] + [c for c in moves if c != wins[0]]
        maximise = (seat & 1) == self.team
        best = -INF if maximise else INF
        best_card = moves[0]
        for c in moves:
            b = 1 << c
            hands[seat] = hand ^ b
            trick.append(c)
            if n == 3:
                w = trick_winner(trick, leader)
                taken[w] += 1
                v, _ = self._node(hands, [], w, taken, out ^ b, alpha, beta)
                taken[w] -= 1
            else:
                v, _ = self._node(hands, trick, leader, taken, out ^ b, alpha, beta)
            trick.pop()
            hands[seat] = hand
            if maximise:
                if v > best:
                    best, best_card = v, c
                if best > alpha:
                    alpha = best
            else:
                if v < best:
                    best, best_card = v, c
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if n == 0 and not root:
            lo, hi = self.table.get(key, (-INF, INF))
            if best <= a0:
                hi = min(hi, best)
            elif best >= b0:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.table[key] = (lo, hi)
        return best, best_card


def solve(hands, trick, leader: int, taken, value, team: int) -> tuple:
    """(value, best card) of the position for the seat to play (see the module)."""
    return Solver(value, team).solve(hands, trick, leader, taken)
