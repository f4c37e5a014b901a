"""What the bids say about the hidden hands.

A player who bid 5 holds a strong hand; a player who bid the minimum holds
a weak one. ``BidModel`` estimates, from a hand's features, the bid a
player makes with it (a linear fit to the simulation bidders' own bids
over 14,256 hands under the default rules: residual spread about half a
trick). ``BidReading`` uses it to draw deals that fit the bids: it draws a
few deals consistent with the voids shown, weighs each by how likely every
other player's bid is with the hand it gives them (their cards played so
far included), and keeps one in proportion to its weight (sampling
importance resampling).
"""

from __future__ import annotations

import math

from .kernel import HEARTS, SUIT, TRUMP_MASK, beats

# estimated bid = sum of weights times features (see ``features``)
WEIGHTS = (-0.999, 0.531, 0.832, 0.702, 0.438, 0.279, 0.876, 0.540, 0.211, 0.078, 0.315)
SPREAD = 0.6  # tricks: a little wider than the fit's residual, for other bidders
DEALER_SHIFT = 0.35  # a dealer bids up to reach the minimum total


def features(h: int) -> tuple:
    """Constant, trumps, trump A K Q J, side aces, guarded side kings and
    queens, short side suits times trumps (up to 3), trumps beyond 4."""
    t = h & TRUMP_MASK
    nt = t.bit_count()
    aces = kings = queens = short = 0
    for s in (0, 1, 3):
        x = h & SUIT[s]
        n = x.bit_count()
        top = 13 * s + 12
        if x >> top & 1:
            aces += 1
        if n >= 2 and x >> (top - 1) & 1:
            kings += 1
        if n >= 3 and x >> (top - 2) & 1:
            queens += 1
        if n <= 1:
            short += 2 - n
    return (1, nt, t >> 38 & 1, t >> 37 & 1, t >> 36 & 1, t >> 35 & 1, aces, kings, queens,
            short * min(nt, 3), max(0, nt - 4))


def estimate(h: int) -> float:
    """The bid a simulation bidder is expected to make with hand ``h``."""
    return sum(w * f for w, f in zip(WEIGHTS, features(h)))


def read_last_hands(view) -> tuple:
    """Per seat, the cards its play as the last to a trick says it does not
    hold. A last player who follows suit under an opponent's winning card
    of that suit holds no card of the suit above it; one who cannot follow
    and does not beat an opponent's winning trump holds no higher trump.
    Over 400 simulated hands the search bots never broke either rule."""
    avoid = [0, 0, 0, 0]
    for leader, cards, *_ in (*view.tricks, (view.trick_leader, view.trick)):
        if len(cards) < 4:
            continue
        idx = [c.index for c in cards]
        win, pos = idx[0], 0
        for i in (1, 2):
            if beats(idx[i], win):
                win, pos = idx[i], i
        if pos == 1 or beats(idx[3], win):
            continue  # the partner was winning, or the last player won
        last = (leader + 3) & 3
        led = idx[0] // 13
        above = ~((2 << win) - 1)
        if idx[3] // 13 == led and win // 13 == led:
            avoid[last] |= SUIT[led] & above
        elif idx[3] // 13 != led and win // 13 == HEARTS:
            avoid[last] |= SUIT[HEARTS] & above
    return tuple(avoid)


def _log_phi(z: float) -> float:
    """log of the standard normal distribution function."""
    return math.log(max(1e-300, 0.5 * math.erfc(-z / math.sqrt(2.0))))


class BidReading:
    """Deals that fit the bids made, for one seat's ``Situation``.

    ``pool`` deals are drawn for each one kept (``pool=1``: the plain deal
    consistent with the voids shown)."""

    def __init__(self, sit, view, pool: int = 8):
        self.sit = sit
        self.pool = pool
        self.seats = []
        for s in range(4):
            b = sit.bids[s]
            if s == sit.seat or b is None:
                continue
            lo = view.rules.min_bid_for(view.scores[s])
            self.seats.append((s, b, lo, s == view.dealer, sit.played_by[s]))
        self.active = bool(self.seats) and pool > 1

    def log_weight(self, hands: list) -> float:
        """How well the deal fits the bids: the log of the chance that each
        player would bid what it bid with the hand the deal gives it."""
        lw = 0.0
        for s, b, lo, dealer, played in self.seats:
            est = estimate(hands[s] | played)
            if dealer:
                est += DEALER_SHIFT
            if b <= lo:
                lw += _log_phi((lo + 0.5 - est) / SPREAD)
            else:
                z = (b - est) / SPREAD
                lw -= 0.5 * z * z
        return lw

    def deal(self, rng) -> list:
        sit = self.sit
        if not self.active:
            return sit.deal(rng, 0.0)
        deals = [sit.deal(rng, 0.0) for _ in range(self.pool)]
        ws = [self.log_weight(h) for h in deals]
        top = max(ws)
        ps = [math.exp(w - top) for w in ws]
        x = rng.random() * sum(ps)
        for h, p in zip(deals, ps):
            x -= p
            if x <= 0:
                return h
        return deals[-1]
