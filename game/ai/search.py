"""The card-play searches: flat Monte Carlo (medium) and ISMCTS (hard).

Both sample deals consistent with what the seat knows (``Situation.deal``),
play them out with the kernel's heuristic rollouts, and score the end of the
hand with ``HandReward`` (the team's result under the active rules). Both are
anytime: they stop at the deadline or after ``max_iter`` iterations, and they
only consider the cards ``safety.candidates`` leaves.
"""

from __future__ import annotations

import math
import time

from .kernel import choose, legal, playout, random_bit, trick_winner
from .reward import HandReward
from .situation import Situation

EXPLORE = 0.25  # UCB exploration constant (rewards are in [-1, 1])
BIAS = 0.3  # progressive bias of the policy's card at the root: BIAS / visits
CONFIDENCE = 0.1  # final choice: mean reward - CONFIDENCE / sqrt(visits)
WIDEN = 0.5  # children allowed below the root: 1 + WIDEN * sqrt(visits)


def reward_of(view) -> HandReward:
    return HandReward(view.rules, view.bids, view.scores, view.target)


def flat_monte_carlo(view, sit: Situation, cands: list, rng, deadline: float,
                     max_iter: int = 100000, eps: float = 0.1, lean: float = 0.0) -> tuple:
    """Each candidate card is played in the same sampled deals and rolled
    out; returns (best card index, {card index: (mean reward, samples)})."""
    reward = reward_of(view)
    seat = view.seat
    rnd = rng.random
    idx = [c.index for c in cands]
    total = dict.fromkeys(idx, 0.0)
    n = 0
    clock = time.monotonic
    while n < max_iter:
        hands0 = sit.deal(rng, lean)
        for c in idx:
            hands = list(hands0)
            hands[seat] ^= 1 << c
            trick = list(sit.trick)
            trick.append(c)
            taken = list(sit.taken)
            leader = sit.leader
            if len(trick) == 4:
                leader = trick_winner(trick, leader)
                taken[leader] += 1
                trick = []
            playout(hands, trick, leader, taken, sit.out & ~(1 << c), rnd, eps)
            total[c] += reward.for_seat(seat, taken)
        n += 1
        if clock() > deadline:
            break
    stats = {c: (total[c] / n, n) for c in idx}
    best = max(idx, key=lambda c: stats[c][0])
    return best, stats


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
           max_iter: int = 1000000, eps: float = 0.1, lean: float = 1.0) -> tuple:
    """Single-observer Information-Set MCTS (Cowling, Powley & Whitehouse
    2012) from this seat's information set. Returns (best card index,
    {card index: (mean reward, visits)}, iterations)."""
    reward = reward_of(view)
    rnd = rng.random
    root = Node(-1)
    allowed = 0
    for c in cands:
        allowed |= 1 << c.index
    clock = time.monotonic
    log = math.log
    sqrt = math.sqrt
    # progressive bias: the rollout policy's own card starts a little ahead
    favourite = choose(sit.hand & allowed, sit.seat, sit.trick, sit.leader, sit.out,
                       rnd, 0.0)
    it = 0
    while it < max_iter:
        hands = sit.deal(rng, lean)
        trick = list(sit.trick)
        leader = sit.leader
        taken = list(sit.taken)
        out = sit.out
        turn = (leader + len(trick)) & 3
        node = root
        path = []
        while out:
            hand = hands[turn]
            moves = legal(hand, trick[0] // 13 if trick else -1)
            children = node.children
            if node is root:
                moves &= allowed
                width = 64
            else:
                # progressive widening: a node grows more children as it is
                # visited more; the first is the rollout policy's own choice
                width = 1 + int(WIDEN * sqrt(node.n))
            present = moves & node.tried
            untried = moves & ~node.tried
            if untried and (not present or len(children) < width):
                if node is root:
                    c = random_bit(untried, rnd)
                else:
                    c = choose(hand, turn, trick, leader, out, rnd, 0.0)
                    if not untried >> c & 1:
                        c = random_bit(untried, rnd)
                child = Node(turn)
                children[c] = child
                node.tried |= 1 << c
            else:
                best = None
                best_u = -1e9
                m = present
                while m:
                    b = m & -m
                    m ^= b
                    c2 = b.bit_length() - 1
                    ch = children[c2]
                    ch.avail += 1
                    u = ch.w / ch.n + EXPLORE * sqrt(log(ch.avail) / ch.n)
                    if c2 == favourite and node is root:
                        u += BIAS / ch.n
                    if u > best_u:
                        best_u, best, c = u, ch, c2
                child = best
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
            path.append(child)
            node = child
            if child.n == 0:
                break
        if out:
            playout(hands, trick, leader, taken, out, rnd, eps)
        r0 = reward.team0(taken)
        for nd in path:
            nd.n += 1
            nd.w += r0 if nd.mover % 2 == 0 else -r0
        it += 1
        if it & 7 == 0 and clock() > deadline:
            break
    stats = {c: (ch.w / ch.n if ch.n else 0.0, ch.n) for c, ch in root.children.items()}
    # the best lower confidence bound: a good mean backed by enough visits
    best = max(stats, key=lambda c: stats[c][0] - CONFIDENCE / math.sqrt(stats[c][1] or 1))
    return best, stats, it
