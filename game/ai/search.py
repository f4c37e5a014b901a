"""The card-play searches: flat Monte Carlo (medium) and ISMCTS (hard).

Both sample deals consistent with what the seat knows (``Situation.deal``;
hard's deals also fit the bids and the play, ``inference.BidReading``),
play them out with the kernel's heuristic rollouts, and score the end of the
hand with ``HandReward`` (the team's result under the active rules). Both are
anytime: they stop at the deadline or after ``max_iter`` iterations, and they
only consider the cards ``safety.candidates`` leaves.
"""

from __future__ import annotations

import math
import random
import time

from ..engine.core import add_card
from ..engine.solver import Solver
from .kernel import NO_BIDS, choose, choose_minding, legal, playout, random_bit, trick_winner
from .reward import POINT_SCALE, HandReward
from .situation import Situation

EXPLORE = 0.25  # UCB exploration constant (rewards are about [-1, 1])
WIDEN = 0.5  # children allowed below the root: 1 + WIDEN * sqrt(visits)


def reward_of(view, made_bonus: float = 0.0, point_scale: float = POINT_SCALE) -> HandReward:
    return HandReward(view.rules, view.bids, view.scores, view.target, view.seat % 2,
                      made_bonus, point_scale)


def play_out(sit: Situation, hands: list, card: int, rnd, eps: float,
             bids: tuple = NO_BIDS) -> list:
    """The seat plays ``card`` from its hand in the deal ``hands`` (changed in
    place), then the kernel's rollout plays the hand to its end (minding
    ``bids``, when given); returns the tricks each seat took."""
    hands[sit.seat] ^= 1 << card
    trick, leader, taken = add_card(sit.trick, sit.leader, sit.taken, card)
    return playout(hands, trick, leader, taken, sit.out & ~(1 << card), rnd, eps, bids)


def flat_monte_carlo(view, sit: Situation, cands: list, rng, deadline: float,
                     max_iter: int = 100000, eps: float = 0.1, lean: float = 0.0,
                     reading=None, bids: tuple = NO_BIDS, made_bonus: float = 0.0,
                     point_scale: float = POINT_SCALE) -> tuple:
    """Each candidate card is played in the same sampled deals and rolled
    out; returns (best card index, {card index: (mean reward, samples)}).
    ``reading``, ``made_bonus`` and ``point_scale`` are ``ismcts``'s, and
    with ``bids`` the rollouts mind them (``playout``)."""
    reward = reward_of(view, made_bonus, point_scale)
    seat = view.seat
    rnd = rng.random
    idx = [c.index for c in cands]
    total = dict.fromkeys(idx, 0.0)
    n = 0
    clock = time.monotonic
    while n < max_iter:
        hands0 = reading.deal(rng) if reading is not None else sit.deal(rng, lean)
        for c in idx:
            taken = play_out(sit, list(hands0), c, rnd, eps, bids)
            total[c] += reward.for_seat(seat, taken)
        n += 1
        if clock() > deadline:
            break
    return _best_of(total, n)


def _best_of(total: dict, n: int) -> tuple:
    """(the card with the best mean, {card: (mean, n)}) from sums over n deals."""
    stats = {c: (v / n, n) for c, v in total.items()}
    return max(stats, key=lambda c: stats[c][0]), stats


class Node:
    __slots__ = ("children", "tried", "n", "w", "avail", "mover")

    def __init__(self, mover: int):
        self.children: dict = {}
        self.tried = 0  # set of cards with a child
        self.n = 0
        self.w = 0.0  # sum of rewards for the mover's team
        self.avail = 1
        self.mover = mover


def ismcts(view, sit: Situation, cands: list, rng, deadline: float,
           max_iter: int = 1000000, eps: float = 0.1, lean: float = 1.0,
           others_by_policy: bool = True, reading=None, made_bonus: float = 0.0,
           tally=None, same_rolls: bool = False, minding: bool = False,
           explore: float = EXPLORE, widen: float = WIDEN,
           point_scale: float = POINT_SCALE) -> tuple:
    """Single-observer Information-Set MCTS (Cowling, Powley & Whitehouse
    2012) from this seat's information set. Returns (best card index,
    {card index: (mean reward, visits)}, iterations).

    Every determinization is shared by all the root's cards: each sampled
    deal sends one iteration down every candidate's subtree (common random
    numbers), so the root compares its cards on the same deals and the
    luck of the deal cancels out of the choice.

    Below the root, this seat's own later cards are chosen by UCB over the
    cards available in the deal, and the tree grows by progressive widening
    (the rollout policy's card first): ``widen`` (``WIDEN``) sets how fast
    it widens and ``explore`` (``EXPLORE``) is UCB's constant. With
    ``others_by_policy`` (the default) the other three seats play the
    rollout policy's card for the hand they hold in the deal: a model of
    players who know their own cards,
    where plain single-observer ISMCTS lets them choose by UCB as if they
    did not (against medium, over the same 200 deals at 40 / 16 ms, that
    plain form won 47.9% and this one 52.8%: no better, and slower). Then
    the kernel's heuristic rollout plays the hand out, minding the bids
    (``playout``'s ``bids``: a player who has made its bid feeds a partner
    who has not; medium's rollouts do not). With ``minding`` the other
    seats' cards in the tree mind the bids in the same way
    (``kernel.choose_minding``).

    ``reading`` (an ``inference.BidReading``), when given, draws the deals
    instead of ``sit.deal``: deals that fit the bids and the play.
    ``made_bonus`` adds that much to the seat's team reward for each of the
    team's bids made, and ``point_scale`` is the reward's squashing
    (``HandReward``). ``tally(card, taken)``, when given,
    is told how each descent ended: the root card, then the tricks each
    seat took (the hand review turns them into points). With ``same_rolls``
    every root card's descent in one deal draws the same random numbers
    (common random numbers below the root too: the review's estimates of
    the difference between two cards vary less from run to run)."""
    reward = reward_of(view, made_bonus, point_scale)
    rnd = rng.random
    rolls = random.Random() if same_rolls else None
    seat = sit.seat
    bids = sit.bids
    roots = {c.index: Node(seat) for c in cands}
    clock = time.monotonic
    log = math.log
    sqrt = math.sqrt
    it = 0
    while it < max_iter:
        hands0 = reading.deal(rng) if reading is not None else sit.deal(rng, lean)
        roll_seed = rng.getrandbits(32) if rolls is not None else 0
        for c, node in roots.items():
            if rolls is not None:
                rolls.seed(roll_seed)
                rnd = rolls.random
            root = c
            hands = list(hands0)
            trick = list(sit.trick)
            leader = sit.leader
            taken = list(sit.taken)
            out = sit.out
            turn = seat
            path = [node]
            while True:
                b = 1 << c
                hands[turn] ^= b
                out ^= b
                trick.append(c)
                if len(trick) == 4:
                    leader = trick_winner(trick, leader)
                    taken[leader] += 1
                    trick = []
                    turn = leader
                else:
                    turn = (turn + 1) & 3
                if not out or node.n == 0:
                    break
                # select or expand below this node
                hand = hands[turn]
                children = node.children
                if turn != seat and others_by_policy:
                    # another seat plays its policy card in this deal
                    if minding:
                        c = choose_minding(hands, turn, trick, leader, taken, out, rnd, eps,
                                           bids)
                    else:
                        c = choose(hand, turn, trick, leader, out, rnd, eps)
                    child = children.get(c)
                    if child is None:
                        child = children[c] = Node(turn)
                    path.append(child)
                    node = child
                    continue
                moves = legal(hand, trick[0] // 13 if trick else -1)
                present = moves & node.tried
                untried = moves & ~node.tried
                if untried and (not present or
                                len(children) < 1 + int(widen * sqrt(node.n))):
                    c = choose(hand, turn, trick, leader, out, rnd, 0.0)
                    if not untried >> c & 1:
                        c = random_bit(untried, rnd)
                    child = children[c] = Node(turn)
                    node.tried |= 1 << c
                else:
                    best_u = -1e9
                    m = present
                    while m:
                        low = m & -m
                        m ^= low
                        c2 = low.bit_length() - 1
                        ch = children[c2]
                        ch.avail += 1
                        u = ch.w / ch.n + explore * sqrt(log(ch.avail) / ch.n)
                        if u > best_u:
                            best_u, child, c = u, ch, c2
                path.append(child)
                node = child
            if out:
                playout(hands, trick, leader, taken, out, rnd, eps, bids)
            r0 = reward.team0(taken)
            if tally is not None:
                tally(root, taken)
            for nd in path:
                nd.n += 1
                nd.w += r0 if nd.mover % 2 == 0 else -r0
            it += 1
        if clock() > deadline:
            break
    stats = {c: (ch.w / ch.n if ch.n else 0.0, ch.n) for c, ch in roots.items()}
    best = max(stats, key=lambda c: stats[c][0])
    return best, stats, it


def solved_deals(view, sit: Situation, cands: list, rng, deadline: float, reading,
                 made_bonus: float = 0.0, max_deals: int = 100000,
                 point_scale: float = POINT_SCALE) -> tuple:
    """For the end of a hand: each candidate card is played in the same
    sampled deals (``reading``'s, fitted to the bids and the play), and the
    rest of each deal is solved exactly (``engine.solver``) for the hand's
    reward, as if every hand were in view. Returns (best card index,
    {card index: (mean reward, deals)})."""
    reward = reward_of(view, made_bonus, point_scale)
    sign = 1.0 if sit.seat % 2 == 0 else -1.0
    idx = [c.index for c in cands]
    total = dict.fromkeys(idx, 0.0)
    n = 0
    for values in solve_deals(sit, idx, rng, deadline, reading, reward.team0, max_deals):
        for c, v in values.items():
            total[c] += sign * v
        n += 1
    return _best_of(total, n)


def solve_deals(sit: Situation, cards: list, rng, deadline: float, reading, value,
                max_deals: int):
    """Yields, for each deal ``reading`` draws (until ``max_deals`` or the
    deadline), {card index: ``value`` (team 0's) of the rest of that deal
    solved exactly after this seat plays the card}. One solver a deal: the
    positions after the different cards share its table."""
    seat = sit.seat
    n = 0
    clock = time.monotonic
    while n < max_deals:
        hands0 = reading.deal(rng)
        solver = Solver(value, 0)
        out = {}
        for c in cards:
            hands = list(hands0)
            hands[seat] ^= 1 << c
            trick, leader, taken = add_card(sit.trick, sit.leader, sit.taken, c)
            out[c] = solver.solve(hands, trick, leader, taken)[0]
        yield out
        n += 1
        if clock() > deadline:
            break
