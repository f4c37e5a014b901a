"""What the bids and the play say about the hidden hands.

A player who bid 5 holds a strong hand; a player who bid the minimum holds
a weak one. ``estimate`` gives, from a hand's features, the bid a player
makes with it: a linear fit to the simulation bidders' own bids above the
minimum, in 3,000 matches under each preset's rules (4,761 bids under the
default rules, about 10,000 under the presets whose minimum bid is 1), with
a residual spread under half a trick (``tests/bench/fit_bid_model.py``
refits it). Each preset's bid values make a hand bid differently, so the
rules in force pick the fit (``bid_model``). ``BidReading``
draws deals that fit the bids: each other player's bid is weighed by its
chance with the hand the deal gives it (with the cards it has played), and
so is what ``read_the_play`` says the play suggests.
"""

from __future__ import annotations

import math

from ..engine import PRESETS, WIN
from .convention import denials
from .kernel import HEARTS, SUIT, TRUMP_MASK, beats, random_bit

# estimated bid = sum of weights times features (see ``features``), fitted
# under each preset's rules: the bid values and the minimum bid change the
# bid a hand makes (``tests/bench/fit_bid_model.py --rules NAME``)
WEIGHTS = {
    "lebanese": (-0.999, 0.531, 0.832, 0.702, 0.438, 0.279, 0.876, 0.540, 0.211, 0.078,
                 0.315),
    "syrian41": (-0.478, 0.391, 0.784, 0.644, 0.412, 0.233, 0.775, 0.472, 0.175, 0.086,
                 0.475),
    "cutthroat": (-0.763, 0.458, 0.826, 0.687, 0.419, 0.240, 0.837, 0.521, 0.190, 0.087,
                  0.421),
}
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


class BidModel:
    """The bid a simulation bidder makes with a hand, under one preset's weights."""

    def __init__(self, weights: tuple):
        self.weights = w = tuple(weights)
        # the weights times the features, suit by suit: what each 13-card
        # pattern adds as a side suit and as trumps, and its short-suit count
        side, short, trump = [], [], []
        for x in range(1 << 13):
            n = x.bit_count()
            side.append(w[6] * (x >> 12 & 1) + w[7] * (n >= 2 and x >> 11 & 1)
                        + w[8] * (n >= 3 and x >> 10 & 1))
            short.append(2 - n if n <= 1 else 0)
            trump.append(w[1] * n + w[2] * (x >> 12 & 1) + w[3] * (x >> 11 & 1)
                         + w[4] * (x >> 10 & 1) + w[5] * (x >> 9 & 1) + w[10] * max(0, n - 4))
        self._side, self._short, self._trump = tuple(side), tuple(short), tuple(trump)

    def estimate(self, h: int) -> float:
        """The weights times ``features(h)``, added up from the tables (the
        deal sampler calls it for every card swap it tries)."""
        side, short, w = self._side, self._short, self.weights
        s, d, t, c = h & 0x1FFF, h >> 13 & 0x1FFF, h >> 26 & 0x1FFF, h >> 39 & 0x1FFF
        return (w[0] + self._trump[t] + side[s] + side[d] + side[c]
                + w[9] * (short[s] + short[d] + short[c]) * min(t.bit_count(), 3))


_MODELS: dict = {}  # built when first needed: the tables take ~35 ms each


def preset_model(name: str) -> BidModel:
    """The model fitted under preset ``name``."""
    model = _MODELS.get(name)
    if model is None:
        model = _MODELS[name] = BidModel(WEIGHTS[name])
    return model


def bid_model(rules) -> BidModel:
    """The model for these rules: their preset's; for house rules, the
    preset's with the same minimum bid and the nearest bid values."""
    name = rules.preset_name()
    if name not in WEIGHTS:
        def distance(preset):
            p = PRESETS[preset]
            values = sum(abs(_points(a) - _points(b))
                         for a, b in zip(p.bid_values, rules.bid_values))
            return (p.min_bid != rules.min_bid, values)
        name = min(WEIGHTS, key=distance)
    return preset_model(name)


def _points(value) -> int:
    return 100 if value == WIN else value


def estimate(h: int, rules=None) -> float:
    """The bid a simulation bidder makes with hand ``h`` (under ``rules``,
    the default rules if None)."""
    return (bid_model(rules) if rules is not None else preset_model("lebanese")).estimate(h)


def read_the_play(view, convention: int = 0) -> tuple:
    """What each player's cards to the tricks showed it does not hold:
    (``avoid``, ``doubts``).

    ``avoid`` per seat, the cards it surely lacks: a last player who follows
    suit under an opponent's winning card of that suit holds no card of the
    suit above it; one who cannot follow and does not beat an opponent's
    winning trump holds no higher trump. The search bots seldom break either
    rule: of the cards these plays deny, they held 1.5% to 3.3% (against 25%
    for a random unplayed card; ``tests/bench/bench_signals.py``).

    ``doubts``: (seat, cards, weight) for cards it probably lacks, where
    ``weight`` is the log of ``LIKELIHOOD``. With ``convention`` (1: the
    partner's play, 2: every other seat's), also the cards the equal-cards
    convention says a seat lacks (``convention.denials``), from each seat
    not seen to break it, at ``EQUAL_LIKELIHOOD``."""
    avoid = [0, 0, 0, 0]
    doubts = []
    history = (*view.tricks, (view.trick_leader, view.trick))
    for _, seat, i, kind, cards in signals(history):
        if i == 3 and kind in ("duck", "no overruff"):
            avoid[seat] |= cards
        elif kind in LIKELIHOOD:
            doubts.append((seat, cards, math.log(LIKELIHOOD[kind][i - 1])))
    if convention:
        denies, _ = denials(history)
        w = math.log(EQUAL_LIKELIHOOD)
        read = (view.seat + 2) & 3 if convention == 1 else None
        doubts.extend((s, d, w) for s, d in enumerate(denies)
                      if d and s != view.seat and read in (None, s))
    return tuple(avoid), tuple(doubts)


# How much less likely than a random unseen card a player holds the card its
# play denied under the equal-cards convention (``convention``), while it
# has not been seen to break it: hard keeps it always; this leaves room for a
# player who keeps it by chance (``tests/bench/bench_signals.py``).
EQUAL_LIKELIHOOD = 0.1


# How much less likely than a random unseen card each of these cards is held,
# after a player did the following while an opponent held the trick; a tuple
# gives it by position: second hand, third hand, last. Measured on the search
# bots' play (``tests/bench/bench_signals.py``, 300 hands at 20 / 8 ms).
LIKELIHOOD = {
    "duck": (0.65, 0.45),  # followed under the winning card: the higher cards
    "no ruff": (0.67, 0.6, 0.18),  # discarded under a side winner: the trumps
    "dear win": (0.8, 0.8, 0.8),  # beat the winner with more than needed: the cards between
}


def signals(history) -> list:
    """Every card played while an opponent held the trick, and what it
    suggests: (trick number, seat, position in the trick, kind, cards).
    ``history``: (leader, cards, ...) per trick, the one being played last."""
    out = []
    for k, (leader, cards, *_) in enumerate(history):
        idx = [c.index for c in cards]
        if not idx:
            continue
        led = idx[0] // 13
        win, pos = idx[0], 0
        for i in range(1, len(idx)):
            c = idx[i]
            seat = (leader + i) & 3
            if pos != i - 2:  # an opponent is winning
                kind, shown = _read_card(c, win, led)
                if kind == "no ruff" and _trumped_later(history, k, seat):
                    kind = None  # it had trumps after all
                if kind and shown:
                    out.append((k, seat, i, kind, shown))
            if beats(c, win):
                win, pos = c, i
    return out


def _read_card(c: int, win: int, led: int) -> tuple:
    """What card ``c`` suggests its player lacks, played while an opponent
    holds the trick with ``win``: (kind, cards), or (None, 0)."""
    suit = c // 13
    if suit == led and win // 13 == led:
        if c < win:  # followed under the winner
            return "duck", SUIT[led] & ~((2 << win) - 1)
        # beat it: the cards in between would have been cheaper
        return "dear win", ((1 << c) - 1) & ~((2 << win) - 1)
    if suit != led and win // 13 == HEARTS and (suit != HEARTS or c < win):
        # could not follow, and did not beat a trump: no higher trump
        return "no overruff", SUIT[HEARTS] & ~((2 << win) - 1)
    if suit != led and suit != HEARTS:  # could not follow and did not trump
        return "no ruff", TRUMP_MASK
    return None, 0


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
        self.estimate = bid_model(view.rules).estimate
        self.terms = {}
        for s in range(4):
            b = sit.bids[s]
            if s == sit.seat or b is None:
                continue
            lo = view.rules.min_bid_for(view.scores[s])
            self.terms[s] = (b, lo, DEALER_SHIFT if s == view.dealer else 0.0,
                             sit.played_by[s])
        # per seat, the doubted cards grouped by their summed log weight
        per_card = [dict() for _ in range(4)]
        for s, cards, w in sit.doubts:
            while cards:
                c = cards & -cards
                cards ^= c
                per_card[s][c] = per_card[s].get(c, 0.0) + w
        self.doubts = []
        for cards_w in per_card:
            groups: dict = {}
            for c, w in cards_w.items():
                groups[w] = groups.get(w, 0) | c
            self.doubts.append([(m, w) for w, m in groups.items()])
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
            est = self.estimate(hand | played) + shift
            if b <= lo:
                lw = _log_phi((lo + 0.5 - est) / SPREAD)
            else:
                z = (b - est) / SPREAD
                lw = -0.5 * z * z
        for cards, w in self.doubts[s]:
            lw += w * (hand & cards).bit_count()
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
