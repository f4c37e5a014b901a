"""What the bids and the play say about the hidden hands.

A player who bid 5 holds a strong hand; a player who bid the minimum holds
a weak one. ``estimate`` gives, from a hand's features, the bid a player
makes with it: a linear fit to the simulation bidders' own bids above the
minimum, 4,761 of them in 3,000 matches under the default rules, with a
residual spread under half a trick (``tests/bench/fit_bid_model.py``
refits it; a refit moved no weight by more than 0.08). ``BidReading``
draws deals that fit the bids: each other player's bid is weighed by its
chance with the hand the deal gives it (with the cards it has played), and
so is what ``read_last_hands`` says the play suggests.
"""

from __future__ import annotations

import math

from .kernel import HEARTS, SUIT, TRUMP_MASK, beats, random_bit

# estimated bid = sum of weights times features (see ``features``)
WEIGHTS = (-0.999, 0.531, 0.832, 0.702, 0.438, 0.279, 0.876, 0.540, 0.211, 0.078, 0.315)
SPREAD = 0.6  # tricks: a little wider than the fit's residual, for other bidders
DEALER_SHIFT = 0.35  # a dealer bids up to reach the minimum total
DOUBT = math.log(0.12)  # weight of a deal that gives a seat cards it probably lacks


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
    """What the last player to each trick showed it does not hold:
    (``avoid``, ``doubts``).

    ``avoid`` per seat, the cards it surely lacks: a last player who follows
    suit under an opponent's winning card of that suit holds no card of the
    suit above it; one who cannot follow and does not beat an opponent's
    winning trump holds no higher trump. The search bots never broke either
    rule: 0 of 227 such ducks (65 hands) and 0 of 95 such discards (90
    hands), medium and hard at 10 ms.

    ``doubts``: (seat, cards) it probably lacks. A last player who discards
    instead of trumping an opponent's winning side card had no trump 52
    times in 57 (unless it trumped later in the hand)."""
    avoid = [0, 0, 0, 0]
    doubts = []
    history = (*view.tricks, (view.trick_leader, view.trick))
    for k, (leader, cards, *_) in enumerate(history):
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
        elif idx[3] // 13 != led and not _trumped_later(history, k, last):
            doubts.append((last, TRUMP_MASK))
    return tuple(avoid), tuple(doubts)


def _trumped_later(history, k: int, seat: int) -> bool:
    for leader, cards, *_ in history[k + 1:]:
        for i, c in enumerate(cards):
            if (leader + i) & 3 == seat and c.index // 13 == HEARTS:
                return True
    return False


def _log_phi(z: float) -> float:
    """log of the standard normal distribution function."""
    return math.log(max(1e-300, 0.5 * math.erfc(-z / math.sqrt(2.0))))


class BidReading:
    """Deals that fit the bids made and the doubts the play raised, for one
    seat's ``Situation``.

    The first deal is the best-fitting of ``pool`` plain deals, kept in
    proportion to its weight (sampling importance resampling). With
    ``steps`` > 0 each later deal walks on from the one before: ``steps``
    times two other seats swap a card they may both hold, and the swap is
    kept with the Metropolis-Hastings chance, so the deals come from the
    fitted distribution itself and cost a few swaps instead of whole deals.
    ``pool=1`` gives the plain deals (consistent with the voids shown)."""

    def __init__(self, sit, view, pool: int = 8, steps: int = 0):
        self.sit = sit
        self.pool = pool
        self.steps = steps
        self.terms = {}
        for s in range(4):
            b = sit.bids[s]
            if s == sit.seat or b is None:
                continue
            lo = view.rules.min_bid_for(view.scores[s])
            self.terms[s] = (b, lo, DEALER_SHIFT if s == view.dealer else 0.0,
                             sit.played_by[s])
        self.doubts = [[] for _ in range(4)]
        for s, cards in sit.doubts:
            self.doubts[s].append(cards)
        self.active = bool(self.terms or sit.doubts) and pool > 1
        self.chain = None  # the last deal, and each seat's log weight in it
        self.chain_w = None

    def seat_weight(self, s: int, hand: int) -> float:
        """log of the chance that seat ``s`` bid (and played) as it did with
        ``hand``, up to a constant."""
        lw = 0.0
        t = self.terms.get(s)
        if t is not None:
            b, lo, shift, played = t
            est = estimate(hand | played) + shift
            if b <= lo:
                lw = _log_phi((lo + 0.5 - est) / SPREAD)
            else:
                z = (b - est) / SPREAD
                lw = -0.5 * z * z
        for cards in self.doubts[s]:
            if hand & cards:
                lw += DOUBT
        return lw

    def log_weight(self, hands: list) -> float:
        """How well a deal fits: the sum of the seats' log weights."""
        return sum(self.seat_weight(s, hands[s]) for s in range(4) if s != self.sit.seat)

    def deal(self, rng) -> list:
        sit = self.sit
        if not self.active:
            return sit.deal(rng, 0.0)
        if self.chain is not None:
            return self._walk(rng)
        deals = [sit.deal(rng, 0.0) for _ in range(self.pool)]
        ws = [self.log_weight(h) for h in deals]
        top = max(ws)
        ps = [math.exp(w - top) for w in ws]
        x = rng.random() * sum(ps)
        pick = deals[-1]
        for h, p in zip(deals, ps):
            x -= p
            if x <= 0:
                pick = h
                break
        if self.steps:
            self.chain = list(pick)
            self.chain_w = [self.seat_weight(s, pick[s]) if s != sit.seat else 0.0
                            for s in range(4)]
            self.barred = sit.barred()
            self.others = [s for s in range(4) if s != sit.seat and sit.counts[s]]
        return pick

    def _walk(self, rng) -> list:
        hands = self.chain
        cw = self.chain_w
        barred = self.barred
        others = self.others
        rnd = rng.random
        exp = math.exp
        log = math.log
        if len(others) < 2:
            return list(hands)
        for _ in range(self.steps):
            i = int(rnd() * len(others))
            j = int(rnd() * (len(others) - 1))
            a = others[i]
            b = others[j + (j >= i)]
            ha, hb = hands[a], hands[b]
            ga, gb = ha & ~barred[b], hb & ~barred[a]  # cards each may give
            if not ga or not gb:
                continue
            x = random_bit(ga, rnd)
            y = random_bit(gb, rnd)
            bx, by = 1 << x, 1 << y
            na, nb = ha ^ bx | by, hb ^ by | bx
            wa, wb = self.seat_weight(a, na), self.seat_weight(b, nb)
            # Hastings: the chance of proposing the way back over this way
            den = (na & ~barred[b]).bit_count() * (nb & ~barred[a]).bit_count()
            if not den:  # only after a deal that had to ignore the voids
                continue
            back = ga.bit_count() * gb.bit_count() / den
            r = wa + wb - cw[a] - cw[b] + log(back)
            if r >= 0 or rnd() < exp(r):
                hands[a], hands[b] = na, nb
                cw[a], cw[b] = wa, wb
        return list(hands)
