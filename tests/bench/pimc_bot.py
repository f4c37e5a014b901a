"""A bench opponent for the hard bot: perfect-information Monte Carlo (PIMC),
written apart from ``game/ai`` (it uses only the engine's rules, scoring
and view), so that hard is measured against a peer and not against itself.

* Deals: the hidden cards are dealt at random to the other three seats,
  each seat getting as many as it holds and none of a suit it has shown it
  lacks; a batch of such deals is drawn and resampled in proportion to how
  well each seat's high cards fit its bid (sampling importance
  resampling), so that a bid of 5 is likely to hold aces.
* Card play: every legal card is played in the *same* sampled deals, the
  rest of the hand rolled out by a plain greedy policy for all four seats
  (follow cheaply, win when it can and its bid still needs tricks, lead
  winners, else low), and scored as the team's points minus the other
  team's by the engine's scoring. The best mean wins. Until the time is up.
* Bidding by simulation: the same deals from the start of the hand,
  rolled out, give how often this seat takes each number of tricks; the
  bid with the best expected points under the rules (the bid's value made,
  minus it failed; a dealer's bid that would throw the hand in is worth 0).

``PimcBot(rng, think_ms)`` has the bots' ``decide(view)``; ``bench_bots.py``
seats it as ``pimc``.
"""

from __future__ import annotations

import math
import random
import time

from game.engine import DECK, WIN, Card
from game.engine.scoring import score_hand

HIGH = {14: 4.0, 13: 3.0, 12: 2.0, 11: 1.0}  # A K Q J, as a player counts them


def _beats(a: Card, b: Card) -> bool:
    if a.suit == b.suit:
        return a.rank > b.rank
    return a.is_trump and not b.is_trump


def _winner(cards: list, leader: int) -> int:
    best, who = cards[0], leader
    for i, c in enumerate(cards[1:], 1):
        if _beats(c, best):
            best, who = c, (leader + i) % 4
    return who


class PimcBot:
    name = "pimc"

    def __init__(self, rng: random.Random | None = None, think_ms: int | None = None):
        self.rng = rng or random.Random()
        self.think_ms = think_ms or 200

    def close(self) -> None:
        pass

    # ------------------------------------------------------------ decide
    def decide(self, view):
        deadline = time.monotonic() + self.think_ms / 1000.0
        if view.request == "redeal":
            return sum(1 for c in view.hand if c.is_trump) < 5
        if len(view.legal) == 1:
            return view.legal[0]
        if view.request == "bid":
            return self._bid(view, deadline)
        return self._play(view, deadline)

    # ------------------------------------------------------------- deals
    def _deals(self, view, n: int) -> list:
        """``n`` deals of the hidden cards (per seat: a list of Cards), fitted
        to the bids by resampling a batch three times as large."""
        seen = set(view.hand)
        held = [13, 13, 13, 13]
        for leader, cards, _ in (*view.tricks, (view.trick_leader, view.trick, None)):
            for i, c in enumerate(cards):
                seen.add(c)
                held[(leader + i) % 4] -= 1
        hidden = [c for c in DECK if c not in seen]
        voids = view.voids()
        me = view.seat
        batch, weights = [], []
        for _ in range(3 * n):
            deal = self._one_deal(hidden, held, voids, me)
            if deal is None:
                continue
            batch.append(deal)
            weights.append(self._fit(view, deal))
        if not batch:
            return []
        return self.rng.choices(batch, weights=weights, k=n)

    def _one_deal(self, hidden: list, held: list, voids: list, me: int):
        for _ in range(20):
            cards = hidden[:]
            self.rng.shuffle(cards)
            # the most constrained seats choose first
            order = sorted((s for s in range(4) if s != me), key=lambda s: -len(voids[s]))
            hands: list = [[] for _ in range(4)]
            ok = True
            for s in order:
                take = [c for c in cards if c.suit not in voids[s]][:held[s]]
                if len(take) < held[s]:
                    ok = False
                    break
                hands[s] = take
                gone = set(take)
                cards = [c for c in cards if c not in gone]
            if ok:
                return hands
        return None

    def _fit(self, view, deal: list) -> float:
        w = 0.0
        for s in range(4):
            b = view.bids[s]
            if s == view.seat or b is None:
                continue
            strength = sum(HIGH.get(int(c.rank), 0) for c in deal[s]) / 4.0 + \
                sum(0.5 for c in deal[s] if c.is_trump)
            w -= (strength - b) ** 2 / 8.0
        return math.exp(w)

    # ----------------------------------------------------------- rollout
    def _roll(self, hands: list, trick: list, leader: int, taken: list, bids) -> list:
        """Play the hand out greedily; ``hands`` is changed."""
        while any(hands):
            seat = (leader + len(trick)) % 4
            hand = hands[seat]
            card = self._greedy(hand, trick, leader, seat, taken, bids)
            hand.remove(card)
            trick = trick + [card]
            if len(trick) == 4:
                w = _winner(trick, leader)
                taken[w] += 1
                leader, trick = w, []
        return taken

    @staticmethod
    def _greedy(hand: list, trick: list, leader: int, seat: int, taken, bids) -> Card:
        wants = taken[seat] < (bids[seat] or 0)
        if not trick:
            top = max(hand, key=lambda c: (c.rank, not c.is_trump))
            return top if wants and top.rank >= 13 else min(hand, key=lambda c: c.rank)
        led = trick[0].suit
        follow = [c for c in hand if c.suit == led] or hand
        best = trick[0]
        who = leader
        for i, c in enumerate(trick[1:], 1):
            if _beats(c, best):
                best, who = c, (leader + i) % 4
        partner = (seat + 2) % 4
        winners = [c for c in follow if _beats(c, best)]
        if winners and wants and who != partner:
            return min(winners, key=lambda c: (c.is_trump, c.rank))
        return min(follow, key=lambda c: (c.is_trump, c.rank))

    def _points(self, view, taken) -> float:
        hp = score_hand(view.rules, view.bids, taken, view.scores)
        p = hp.points
        v = (p[0] + p[2]) - (p[1] + p[3])
        if hp.win_bid_team is not None:
            v += 60 if hp.win_bid_team == 0 else -60
        return v if view.seat % 2 == 0 else -v

    # -------------------------------------------------------------- play
    def _play(self, view, deadline: float):
        legal = list(view.legal)
        total = dict.fromkeys(legal, 0.0)
        n = 0
        me = view.seat
        while time.monotonic() < deadline or n == 0:
            deals = self._deals(view, 8)
            if not deals:
                break
            for deal in deals:
                for card in legal:
                    hands = [list(h) for h in deal]
                    hands[me] = [c for c in view.hand if c != card]
                    trick = [*view.trick, card]
                    taken = list(view.taken)
                    leader = view.trick_leader
                    if len(trick) == 4:
                        leader = _winner(trick, leader)
                        taken[leader] += 1
                        trick = []
                    taken = self._roll(hands, trick, leader, taken, view.bids)
                    total[card] += self._points(view, taken)
                n += 1
        return max(legal, key=lambda c: total[c])

    # --------------------------------------------------------------- bid
    def _bid(self, view, deadline: float) -> int:
        counts = [0] * 14
        n = 0
        me = view.seat
        guess = [b if b is not None else 3 for b in view.bids]
        leader = (view.dealer + 1) % 4
        while (time.monotonic() < deadline or n < 20) and n < 400:
            deals = self._deals(view, 8)
            if not deals:
                break
            for deal in deals:
                hands = [list(h) for h in deal]
                hands[me] = list(view.hand)
                taken = self._roll(hands, [], leader, [0, 0, 0, 0], guess)
                counts[taken[me]] += 1
                n += 1
        best, best_ev = view.legal[0], -1e9
        for b in view.legal:
            if view.throw_in_if(b) is not None:
                ev = 0.0
            else:
                p = sum(counts[b:]) / max(1, n)
                v = view.rules.bid_value(b, view.scores[me])
                made = 60.0 if v == WIN else float(v)
                failed = float(view.rules.win_bid_penalty) if v == WIN else float(v)
                ev = p * made - (1 - p) * failed
            if ev > best_ev:
                best, best_ev = b, ev
        return best
