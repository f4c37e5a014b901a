"""Bidding: a quick hand count (easy) and bidding by simulation (medium, hard).

``trick_counts`` deals the unseen cards many times (consistent with the bids
already made) and plays each deal out with the kernel's heuristic rollouts,
giving how often this seat took 0..13 tricks. ``best_bid`` then picks the
bid with the best expected value under the active rules: the ``bid_values``
table with devaluation and ``"win"`` bids, this seat's minimum bid, and for
the dealer the choice between a throw-in and bidding up to ``min_total``.
The score situation shifts it: reaching the target (with a partner who
qualifies) is worth a bonus, and when an opponent is about to win, failing
costs less than letting them. Hard bids with ``team_count`` (through
``HardBot.count``): as many simulated hands as its budget allows, and as
dealer it weighs a throw-in against what every bid already made is expected
to be worth to its team, judged on deals fitted to those bids. Which bids
throw a hand in is the engine's rule (``Rules.throw_in_reason``).
"""

from __future__ import annotations

import time

from ..engine import WIN
from .inference import BidReading
from .kernel import FULL, SUIT, TRUMP_MASK, playout
from .situation import Situation

GAME_BONUS = 30.0  # points a game won at once is worth over its bid value
WIN_BID_VALUE = 60.0  # what a made "win" bid is worth in points
PARTNER_BLOCK = 4.0  # cost of a score that stops the partner from winning
FIT_POOL, FIT_STEPS = 8, 12  # deals fitted to the bids: as hard's play draws them

# Knots of a rising line from the chance the rollouts give a bid to the
# chance of making it (``as_played``). Hard takes the rollouts' chance as it
# is (PLAIN, ``HardBot.bid_table``); the others are trial tables. OWN_PLAY:
# how often hard makes a bid that its rollouts give a chance p (p -> made):
# its search plays for the bid and beats the rollouts' greedy play, so a
# middling chance comes true more often than the rollouts say. Measured on
# 3,816 of hard's bids against medium (1,200 duplicate deals, Lebanese):
# rollouts 0.15 / 0.35 / 0.55 / 0.75 / 0.86 / 0.95, made 0.22 / 0.44 / 0.64 /
# 0.81 / 0.87 / 0.94 (``tests/bench/bench_bid_calibration.py``, 600 rolled-out
# deals a bid). Medium's play makes its bids as often as its rollouts say.
# Hard bid through it until 2026-11-26: it bid higher, made fewer of its
# bids, and scored no more a hand (docs/BOT_TRIALS.md).
OWN_PLAY = ((0.0, 0.0), (0.15, 0.21), (0.35, 0.43), (0.55, 0.64), (0.75, 0.82),
            (0.9, 0.9), (1.0, 1.0))
# OWN_PLAY refitted on 8,232 of hard's bids at real budgets (bots' code
# 60e2fed, the duel's 1,200 deals played twice), which bids higher still;
# the rollouts' chance as it is; and halfway between that and OWN_PLAY.
OWN_PLAY_REFIT = ((0.0, 0.0), (0.05, 0.1), (0.15, 0.31), (0.35, 0.54), (0.55, 0.68),
                  (0.75, 0.83), (0.85, 0.9), (0.95, 0.955), (1.0, 1.0))
PLAIN = ((0.0, 0.0), (1.0, 1.0))
HALFWAY = tuple((x, (x + y) / 2) for x, y in OWN_PLAY)
BID_TABLES = (OWN_PLAY, OWN_PLAY_REFIT, PLAIN, HALFWAY)


def quick_count(hand: int) -> float:
    """Tricks a hand should take, by a player's rule of thumb."""
    est = 0.0
    trumps = hand & TRUMP_MASK
    nt = trumps.bit_count()
    for s in (0, 1, 3):
        x = hand & SUIT[s]
        n = x.bit_count()
        ranks = {(c % 13) + 2 for c in range(13 * s, 13 * s + 13) if x >> c & 1}
        if 14 in ranks:
            est += 1.0 if n <= 5 else 0.7
        if 13 in ranks and n >= 2:
            est += 0.7 if 14 in ranks else 0.45
        if 12 in ranks and n >= 3 and (14 in ranks or 13 in ranks):
            est += 0.3
        if n <= 1 and nt >= 2:
            est += 0.6 if n == 0 else 0.3
    tr = {(c % 13) + 2 for c in range(26, 39) if hand >> c & 1}
    for rank, w in ((14, 1.0), (13, 0.85), (12, 0.6), (11, 0.35)):
        if rank in tr:
            est += w
    est += max(0, nt - 3) * 0.7
    return est


def value(rules, bid: int, made: bool, score: int, partner_score: int, target: int,
          risk: float) -> float:
    """What a bid made (or failed) is worth to the team, in points."""
    v = rules.bid_value(bid, score)
    if v == WIN:
        return WIN_BID_VALUE if made else -rules.win_bid_penalty * risk
    if not made:
        # a player whose score falls out of the partner condition also stops
        # the partner from winning the game: that costs more than the points
        extra = PARTNER_BLOCK if rules.partner_ok(score) and not rules.partner_ok(score - v) \
            else 0.0
        return (-v - extra) * risk
    bonus = 0.0
    if score + v >= target and rules.partner_ok(partner_score):
        bonus = GAME_BONUS
    elif not rules.partner_ok(score) and rules.partner_ok(score + v) and partner_score > 0:
        bonus = PARTNER_BLOCK  # back in the partner condition: the partner can win again
    return v + bonus


def at_least(dist: list) -> list:
    """``[P(tricks >= b) for b in 0..14]`` for a trick distribution."""
    cum = [0.0] * 15
    for t in range(13, -1, -1):
        cum[t] = cum[t + 1] + dist[t]
    return cum


def as_played(dist: list, table: tuple = OWN_PLAY, high: tuple | None = None,
              high_from: int = 14) -> list:
    """A trick distribution from rollouts turned into the one the seat's own
    play gives: each chance of taking at least ``b`` tricks goes through
    ``table`` (knots of a rising line from (0, 0) to (1, 1)), or through
    ``high`` from ``high_from`` tricks up (never above the chance of one
    trick fewer)."""
    cum = at_least(dist)
    out = [1.0]
    for t in range(1, 14):
        p = _through(high if high is not None and t >= high_from else table, min(1.0, cum[t]))
        out.append(min(p, out[-1]))
    out.append(0.0)
    return [out[t] - out[t + 1] for t in range(14)]


def _through(table: tuple, p: float) -> float:
    for (x0, y0), (x1, y1) in zip(table, table[1:]):
        if p <= x1:
            return y0 + (y1 - y0) * (p - x0) / (x1 - x0)
    return table[-1][1]


def best_bid(view, dist: list, others: float = 0.0, surer: float = 0.0) -> tuple[int, float]:
    """The bid with the best expected value for a trick distribution
    (``dist[t]``: probability of taking ``t`` tricks), and that value
    (``bid_values``; the smallest bid of equal value).

    ``surer`` (points) counts each bid's chance of being made that much
    more, for a lower bid than that one: of two bids worth nearly the same,
    the one more likely made is chosen (a 2 made 94% of the time over a 3
    made 78%, worth about the same points). Only a lower bid after which the
    hand is played whatever the later seats bid (``plays_whatever_follows``)
    is taken so: bid lower where the others may still bid little, and the
    table is thrown in more often (tried at 3 points without that, over
    1,200 deals against medium: 152 more hands of 2,400 thrown in and fewer
    points). The value returned is in points."""
    values = bid_values(view, dist, others)
    best, best_ev = None, None
    for b, ev in values.items():
        if best_ev is None or ev > best_ev + 1e-9:
            best, best_ev = b, ev
    if surer:
        cum = at_least(dist)
        key = values[best] + surer * cum[best]
        for b in [b for b in values if b < best and plays_whatever_follows(view, b)]:
            if values[b] + surer * cum[b] > key + 1e-9:
                best, key = b, values[b] + surer * cum[b]
    return best, values[best]


def plays_whatever_follows(view, bid: int) -> bool:
    """Whether the hand is played, not thrown in, after this seat bids
    ``bid``, whatever the seats still to bid say: the engine's throw-in rule
    (``Rules.throw_in_reason``) with each of them at its minimum bid."""
    rules = view.rules
    bids = [bid if s == view.seat else b if b is not None else rules.min_bid_for(view.scores[s])
            for s, b in enumerate(view.bids)]
    return rules.throw_in_reason(bids, view.scores, view.min_total) is None


def bid_values(view, dist: list, others: float = 0.0) -> dict:
    """Each legal bid's expected value to the team, in points, for a trick
    distribution (``dist[t]``: probability of taking ``t`` tricks).

    ``others`` is what the bids already made by the other three players are
    expected to be worth to this seat's team (partner's minus opponents'):
    it only matters to the dealer, for whom a throw-in (worth 0 to everyone)
    competes with playing the hand."""
    rules = view.rules
    seat = view.seat
    score = view.scores[seat]
    partner = view.scores[(seat + 2) & 3]
    target = view.target
    opp_top = max(view.scores[(seat + 1) & 3], view.scores[(seat + 3) & 3])
    risk = 0.75 if opp_top >= target - 12 else 1.0
    cum = at_least(dist)
    out = {}
    for b in view.legal:
        if throw_in_by(view, b) is not None:
            out[b] = 0.0
        else:
            p = cum[b]
            out[b] = p * value(rules, b, True, score, partner, target, risk) + \
                (1 - p) * value(rules, b, False, score, partner, target, risk) + others
    return out


def throw_in_by(view, bid: int) -> str | None:
    """Why the hand is thrown in if this seat bids ``bid`` (the engine's
    ``Rules.throw_in_reason``), or None. Only the dealer, who bids last, can
    throw a hand in (``PlayerView.throw_in_if``)."""
    return view.throw_in_if(bid)


def can_throw_in(view) -> bool:
    return any(throw_in_by(view, b) is not None for b in view.legal)


def others_value(view, takens: list) -> float:
    """The expected worth to this seat's team of the bids the other players
    have made, over simulated hands (``takens``: tricks per seat per hand)."""
    rules = view.rules
    seat = view.seat
    total = 0.0
    for s in range(4):
        b = view.bids[s]
        if s == seat or b is None or not takens:
            continue
        made = sum(1 for t in takens if t[s] >= b) / len(takens)
        sc, pa = view.scores[s], view.scores[(s + 2) & 3]
        ev = made * value(rules, b, True, sc, pa, view.target, 1.0) + \
            (1 - made) * value(rules, b, False, sc, pa, view.target, 1.0)
        total += ev if (s - seat) % 2 == 0 else -ev
    return total


def table_value(view, rng, deadline: float | None, samples: int = 200,
                eps: float = 0.1) -> float:
    """For a dealer who can throw the hand in: what the bids already made are
    expected to be worth to its team (``others_value``), on ``samples`` deals
    fitted to those bids. 0 for anyone else (it cannot change their bid)."""
    if not can_throw_in(view):
        return 0.0
    return others_value(view, simulate(view, rng, deadline, samples, eps=eps, fitted=True))


def simulate(view, rng, deadline: float | None, samples: int = 400, lean: float = 1.0,
             eps: float = 0.1, fitted: bool = False) -> list:
    """The tricks each seat took (a 4-tuple) in each of up to ``samples``
    simulated hands, consistent with this seat's cards and the bids made:
    leaning toward them (``lean``), or with ``fitted`` dealt to fit them by
    the bid model (``inference.BidReading``)."""
    sit = Situation.of(view)
    reading = BidReading(sit, view, FIT_POOL, FIT_STEPS) if fitted else None
    rnd = rng.random
    leader = (view.dealer + 1) & 3
    out = []
    clock = time.monotonic
    while len(out) < samples:
        hands = reading.deal(rng) if reading is not None else sit.deal(rng, lean)
        out.append(tuple(playout(hands, [], leader, [0, 0, 0, 0], FULL, rnd, eps)))
        if deadline is not None and len(out) % 16 == 0 and clock() > deadline:
            break
    return out


def team_bid(view, rng, deadline: float | None, samples: int = 1000, lean: float = 1.0,
             eps: float = 0.1, fitted_samples: int = 200, fitted: bool = False,
             surer: float = 0.0) -> int:
    """Hard's bid: as many simulated hands as the time allows, and the bid
    that maximises the team's expected value.

    A dealer who can throw the hand in weighs that against the whole
    table's bids, not only its own. Whether the others make their bids is
    judged on deals fitted to those bids (``fitted_samples`` of them): the
    light lean of the plain deals gives a partner's 5 about a 40% chance,
    where players make it nearly 90% of the time, and the dealer threw in
    hands its partner would have won.

    With ``fitted`` its own count is taken on deals fitted to the bids
    already made too, instead of deals that only lean toward them.

    Its own count goes through ``as_played`` with ``OWN_PLAY`` (hard's
    table until 2026-11-26; ``HardBot.count`` names hard's table now).
    ``surer`` is ``best_bid``'s: points for a lower bid's chance of being
    made."""
    dist, others, _ = team_count(view, rng, deadline, samples, lean, eps, fitted_samples,
                                 fitted)
    return best_bid(view, dist, others, surer)[0]


def team_count(view, rng, deadline: float | None, samples: int = 1000, lean: float = 1.0,
               eps: float = 0.1, fitted_samples: int = 200,
               fitted: bool = False, table: tuple = OWN_PLAY,
               high: tuple | None = None, high_from: int = 14) -> tuple[list, float, int]:
    """What ``team_bid`` weighs (the hand review weighs the same): this
    seat's trick distribution as its own play gives it, what the others'
    bids are worth to its team (``table_value``), and the simulated hands
    counted. ``table`` turns the rollouts' chances into the seat's own
    (``as_played``, with ``high`` from ``high_from`` tricks up)."""
    others = table_value(view, rng, deadline, fitted_samples, eps)
    takens = simulate(view, rng, deadline, samples, lean, eps, fitted=fitted)
    seat = view.seat
    dist = [0.0] * 14
    for t in takens:
        dist[t[seat]] += 1
    return (as_played([x / len(takens) for x in dist], table, high, high_from), others,
            len(takens))


def trick_counts(view, rng, deadline: float | None, samples: int = 400,
                 lean: float = 1.0) -> list:
    """How often this seat took 0..13 tricks over simulated deals (a
    probability list of 14 entries)."""
    sit = Situation.of(view)
    counts = [0] * 14
    rnd = rng.random
    leader = (view.dealer + 1) & 3
    n = 0
    clock = time.monotonic
    while n < samples:
        hands = sit.deal(rng, lean)
        taken = playout(hands, [], leader, [0, 0, 0, 0], FULL, rnd, 0.1)
        counts[taken[view.seat]] += 1
        n += 1
        if deadline is not None and n % 16 == 0 and clock() > deadline:
            break
    return [c / n for c in counts]


def spread(dist: list) -> tuple[int, int]:
    """The likely range of tricks: the 20th and 80th percentiles."""
    lo = hi = None
    acc = 0.0
    for t, p in enumerate(dist):
        acc += p
        if lo is None and acc >= 0.2:
            lo = t
        if hi is None and acc >= 0.8:
            hi = t
    return lo or 0, hi if hi is not None else 13


def simulated_bid(view, rng, deadline, samples: int = 400) -> int:
    dist = trick_counts(view, rng, deadline, samples)
    return best_bid(view, dist)[0]


def counted_bid(view, rng, noise: float = 0.0) -> int:
    """Easy bidding: the rule-of-thumb count, rounded, with some noise."""
    sit_hand = 0
    for c in view.hand:
        sit_hand |= 1 << c.index
    est = quick_count(sit_hand) + rng.uniform(-noise, noise)
    b = int(est + 0.35)
    lo, hi = view.legal[0], view.legal[-1]
    b = max(lo, min(hi, b))
    if view.throw_in_if(b) is not None:
        # the dealer's bid would throw the hand in: the smallest bid that
        # plays it (by the engine's count), if the hand is nearly worth it
        plays = [x for x in view.legal if x > b and view.throw_in_if(x) is None]
        if plays and plays[0] <= est + 1.2:
            b = plays[0]
    return b
