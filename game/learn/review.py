"""The review of a hand: each of your decisions beside the hard bot's (no pygame).

``decisions(match, hand_number)`` lists what South decided in one hand (the
bid and every card that was a choice), each with the ``PlayerView`` it was
decided from: your hand, the bids and the cards seen, never the hidden hands.
``judge(decision, rng, budget_ms)`` then weighs that decision as the hard bot
would, and returns a ``Verdict``:

* a card: the hard bot's own search from your seat, on the hard bot's
  deals (fitted to the bids and the play), runs over the cards it would
  consider and yours (equal cards merged: the 9 and 10 of a suit whose
  cards between them are gone are one choice). Every card is played in the
  *same* sampled deals: ISMCTS rollouts, or in the last ``HardBot.endgame``
  tricks each deal solved exactly (``engine.solver``), as hard plays. Each
  deal's end is scored in points (``_Worth``): your team's minus theirs by
  the engine's scoring, and a hand that ends the game counted as
  ``GAME_VALUE`` points more (or less), so that near 41 the review plays for
  the game as hard does. The review's choice is the card with the best mean
  on those deals; the cost of yours is the difference of the two means,
  named only after ``MIN_DEALS`` deals, and when it is larger than
  ``MARGIN`` and than ``SURE`` standard errors of the difference.
* a bid: the hard bot's bidding by simulation (its trick count, as it
  plays, on the deals it counts on: fitted to the bids already made, with
  ``HardBot.bid_fitted``; and for the dealer what a throw-in is worth to
  the table) gives each legal bid its expected points (a game won at once
  counted as ``GAME_BONUS``); the cost is the best bid's minus yours, named
  when over ``MARGIN``.

The reason for the better choice is a hint's reason (``ai.hints.Why``),
worded by ``strings.explain_hint``. ``HandReview`` collects the verdicts of
one hand as they arrive (the worker judges one decision at a time, so the
review shows its progress and never holds up the bots).
"""

from __future__ import annotations

import math
import random
import time
from typing import NamedTuple

from ..ai.bidding import (
    GAME_BONUS,
    WIN_BID_VALUE,
    bid_values,
)
from ..ai.convention import broken_by
from ..ai.hints import HintReason, Why, bid_reason, reason
from ..ai.inference import BidReading
from ..ai.safety import candidates
from ..ai.search import ismcts, solve_deals
from ..ai.search_bots import HardBot, tree_settings
from ..ai.situation import Situation
from ..engine import Card, Match, Phase
from ..engine.match import Deal
from ..engine.scoring import end_of_game, score_hand
from ..engine.solver import choices as merged

COSTLY = 0.5  # a decision that loses more than this many points is flagged
BUDGET_MS = 900  # the longest one decision is weighed (a hand: about 11 decisions)
PLAY_DEALS = 1500  # deals a card decision is weighed on, at most
BID_DEALS = 1500  # simulated hands for a bid, at most (as many as hard's bidding)
MARGIN = 0.25  # a better card is named only when it gains more than this many points
SURE = 2.0  # ... and more than this many standard errors of its gain, on the same deals
MIN_DEALS = 30  # ... and only once it has been weighed on this many deals
GAME_VALUE = GAME_BONUS  # a hand that wins (or loses) the game, in points over its own


class Decision(NamedTuple):
    """One of your decisions in a hand: ``kind`` "bid" or "play", ``trick``
    (1..13 for a card, 0 for a bid), what you chose, and what you knew."""

    kind: str
    trick: int
    chosen: object
    view: object  # the PlayerView it was decided from


class Verdict(NamedTuple):
    """The review of one decision. ``better`` is the review's choice when it
    is not yours (else None), ``cost`` the estimated points it would have
    gained (0 when yours is as good), ``why`` the reason for ``better`` (or
    for your choice when it is the best), ``deals`` how many deals it was
    weighed on, ``values`` each choice's estimated points (the merged equal
    cards under their lowest card's index), ``pick`` the key in ``values`` of
    the review's choice (yours when no other is clearly better)."""

    kind: str
    trick: int
    chosen: object
    better: object
    cost: float
    why: Why | None
    deals: int
    values: dict
    pick: int = -1

    @property
    def costly(self) -> bool:
        return self.cost > COSTLY


def decisions(match: Match, hand_number: int, seat: int = 0) -> list[Decision]:
    """``seat``'s bids and cards in hand ``hand_number`` of ``match`` (as
    far as it has been played), with the view each was decided from.
    Redeal answers and forced cards (a single legal one) are left out."""
    return split(moves(match, hand_number, seat))[0]


def forced(match: Match, hand_number: int, seat: int = 0) -> list[Decision]:
    """The cards ``seat`` played in that hand because it had no other."""
    return split(moves(match, hand_number, seat))[1]


def split(every: list[Decision]) -> tuple[list[Decision], list[Decision]]:
    """(the decisions to weigh, the forced cards) of ``moves``' list; a bid
    without a choice is neither."""
    return ([d for d in every if len(d.view.legal) > 1],
            [d for d in every if len(d.view.legal) == 1 and d.kind == "play"])


def moves(match: Match, hand_number: int, seat: int = 0) -> list[Decision]:
    """Every bid and card of ``seat`` in that hand, forced ones included."""
    actions = match.actions
    starts = [i for i, a in enumerate(actions) if type(a) is Deal]
    if not 1 <= hand_number <= len(starts):
        raise ValueError(f"no hand {hand_number} in this game")
    start = starts[hand_number - 1]
    end = starts[hand_number] if hand_number < len(starts) else len(actions)
    m = Match.rebuild(match.rules, actions[:start + 1], seed=match.seed,
                      scores=match.start_scores)
    out = []
    for a in actions[start + 1:end]:
        if m.turn == seat and m.phase in (Phase.BIDDING, Phase.PLAYING):
            view = m.view(seat)
            kind = "bid" if m.phase is Phase.BIDDING else "play"
            trick = 0 if kind == "bid" else len(m.tricks) + 1
            out.append(Decision(kind, trick, a, view))
        m.apply(a)
    return out


def judge(decision: Decision, rng, budget_ms: int = BUDGET_MS,
          max_deals: int = PLAY_DEALS) -> Verdict:
    """Weigh one decision as the hard bot would (see the module's notes):
    for ``budget_ms`` at most, and a card on ``max_deals`` deals at most
    (with a budget that is never reached, the verdict depends only on
    ``rng``)."""
    deadline = time.monotonic() + budget_ms / 1000.0
    if decision.kind == "bid":
        return _judge_bid(decision, rng, deadline)
    return _judge_play(decision, rng, deadline, max_deals)


def judge_seeded(decision: Decision, seed: int, budget_ms: int = BUDGET_MS,
                 max_deals: int = PLAY_DEALS) -> Verdict:
    """``judge`` with its random numbers from ``seed`` (what the worker runs)."""
    return judge(decision, random.Random(seed), budget_ms, max_deals)


# ------------------------------------------------------------------ bids
def _judge_bid(d: Decision, rng, deadline: float) -> Verdict:
    view = d.view
    hard = HardBot(rng)
    dist, others, deals = hard.count(view, deadline, BID_DEALS)
    values = bid_values(view, dist, others)
    # hard's own bid (``bid_surer``: the surer of two worth about the same):
    # a bid as hard would bid it is never called a mistake, nor one worth more
    best = hard.choose_bid(view, dist, others)
    cost = values[best] - values[d.chosen]
    if cost <= MARGIN:  # as good as the best, within what the simulation can tell
        best, cost = d.chosen, 0.0
    better = best if cost > 0 else None
    # the reason for the better bid (or yours), as a hint gives it
    why = bid_reason(view, better if better is not None else d.chosen, dist, others)
    return Verdict("bid", 0, d.chosen, better, cost, why, deals, values, best)


# ----------------------------------------------------------------- cards
def choices(view, sit: Situation) -> dict:
    """The legal cards, equal ones merged (``engine.solver.choices``):
    {lowest card's index: [the cards of its run]}."""
    led = sit.trick[0] // 13 if sit.trick else -1
    keys = merged(sit.hand, led, sum(1 << c for c in sit.trick), sit.out)
    groups: dict = {k: [] for k in keys}
    for c in sorted(view.legal, key=lambda c: c.index):
        key = max(k for k in keys if k // 13 == c.index // 13 and k <= c.index)
        groups[key].append(c)
    return groups


class _Worth:
    """A finished hand's worth to team 0, in points: South and North's
    against East and West's, by the engine's scoring. A made "win" bid counts
    as ``WIN_BID_VALUE``, and a hand after which the game is over (the
    engine's end-of-game check: target, partner condition, a raised target)
    counts ``GAME_VALUE`` more for the winners. ``for_seat`` gives it from a
    seat's side."""

    def __init__(self, view):
        self.rules, self.bids, self.scores = view.rules, tuple(view.bids), tuple(view.scores)
        self.target = view.target
        self.sign = 1 if view.seat % 2 == 0 else -1
        self._cache: dict = {}

    def team0(self, taken) -> float:
        key = tuple(taken)
        v = self._cache.get(key)
        if v is None:
            hp = score_hand(self.rules, self.bids, key, self.scores)
            p = hp.points
            v = float((p[0] + p[2]) - (p[1] + p[3]))
            if hp.win_bid_team is not None:
                v += WIN_BID_VALUE if hp.win_bid_team == 0 else -WIN_BID_VALUE
            else:
                new = [s + x for s, x in zip(self.scores, p)]
                if max(new) >= self.target or self.target > self.rules.target:
                    winner = end_of_game(self.rules, self.target, new).winner
                    if winner is not None:
                        v += GAME_VALUE if winner == 0 else -GAME_VALUE
            self._cache[key] = v
        return v

    def for_seat(self, taken) -> float:
        return self.sign * self.team0(taken)


def _by_search(view, sit, cards: list, rng, deadline: float, max_deals: int, worth,
               per_deal) -> None:
    """Hard's search over ``cards`` (ISMCTS, every card on the same deals);
    ``per_deal({card: points})`` is told each deal's points, card by card."""
    deal: dict = {}

    def tally(card: int, taken) -> None:
        # every deal sends one descent down each card's subtree, in order
        deal[card] = worth.for_seat(taken)
        if len(deal) == len(cards):
            per_deal(dict(deal))
            deal.clear()

    reading = BidReading(sit, view, HardBot.pool, HardBot.steps)
    ismcts(view, sit, cards, rng, deadline, max_iter=max_deals * len(cards), reading=reading,
           tally=tally, same_rolls=True, **tree_settings(HardBot))


def _by_solver(view, sit, cards: list, rng, deadline: float, max_deals: int, worth,
               per_deal) -> None:
    """The end of the hand as hard plays it (``search.solved_deals``): each
    sampled deal, after each card, solved exactly for the points."""
    reading = BidReading(sit, view, HardBot.pool, HardBot.steps)
    for values in solve_deals(sit, [c.index for c in cards], rng, deadline, reading,
                              worth.team0, max_deals):
        per_deal({c: worth.sign * v for c, v in values.items()})


def _judge_play(d: Decision, rng, deadline: float, max_deals: int) -> Verdict:
    view = d.view
    sit = HardBot(rng).situation(view)  # the play read as hard reads it
    groups = choices(view, sit)
    mine = next(k for k, cards in groups.items() if d.chosen in cards)
    # the hard bot's choices (``safety.candidates``), and yours
    keys = {mine} | {k for k, cards in groups.items()
                     if any(c in cards for c in candidates(view, sit))}
    order = [k for k in groups if k in keys]
    if len(order) == 1:
        return Verdict("play", d.trick, d.chosen, None, 0.0, reason(view, sit, d.chosen), 0,
                       {mine: 0.0}, mine)
    total = dict.fromkeys(order, 0.0)
    squares = dict.fromkeys(order, 0.0)  # of each card's gain over yours, per deal
    deals = [0]

    def per_deal(points: dict) -> None:
        base = points[mine]
        for c, v in points.items():
            total[c] += v
            squares[c] += (v - base) ** 2
        deals[0] += 1

    endgame = sit.out.bit_count() + len(sit.trick) <= 4 * HardBot.endgame
    weigh = _by_solver if endgame else _by_search
    weigh(view, sit, [groups[k][0] for k in order], rng, deadline, max_deals, _Worth(view),
          per_deal)
    n = max(1, deals[0])
    values = {k: total[k] / n for k in order}
    best = max(order, key=lambda k: (values[k], k == mine))
    gain = values[best] - values[mine]
    error = math.sqrt(max(0.0, squares[best] / n - gain * gain) / max(1, n - 1))
    if best == mine or n < MIN_DEALS or gain <= max(MARGIN, SURE * error):
        return Verdict("play", d.trick, d.chosen, None, 0.0, _as_good(view, sit, d.chosen), n,
                       values, mine)
    better = groups[best][0]
    return Verdict("play", d.trick, d.chosen, better, gain, reason(view, sit, better), n,
                   values, best)


def _as_good(view, sit, card) -> Why:
    """The reason shown under a card as good as the review's choice: a hint's
    reason, unless the card is the higher of equal cards. Then it says that
    the lowest was as good and that this card misled the partner, who reads
    each card as the computer players do (``ai.convention``): it denies the
    next lower card still in play, which the player held."""
    broken = broken_by(card.index, sit)
    if broken is not None:
        low, lie = broken
        return Why.of(HintReason.EQUAL_LOWEST, card=card, low=Card.from_index(low),
                      denied=Card.from_index(lie))
    return reason(view, sit, card)


# ----------------------------------------------------------------- hands
class HandReview:
    """The review of one hand, filled in one verdict at a time. ``todo`` are
    the decisions to weigh; ``forced`` the cards played for want of another
    (shown, never weighed nor counted)."""

    def __init__(self, hand_number: int, todo: list[Decision], forced: list = ()):
        self.hand_number = hand_number
        self.todo = todo
        self.forced = list(forced)
        self.verdicts: list[Verdict] = []
        self.stopped = False  # the worker failed before the last verdict

    @property
    def done(self) -> bool:
        return len(self.verdicts) == len(self.todo)

    @property
    def progress(self) -> float:
        return len(self.verdicts) / len(self.todo) if self.todo else 1.0

    def rows(self) -> list[tuple[Decision, int | None]]:
        """Every bid and card of the hand in the order played: (decision, its
        index in ``todo``), or (a forced card, None)."""
        rows = [(d, i) for i, d in enumerate(self.todo)] + [(d, None) for d in self.forced]
        return sorted(rows, key=lambda r: r[0].trick)

    def next_decision(self) -> Decision | None:
        return self.todo[len(self.verdicts)] if not self.done else None

    def add(self, verdict: Verdict) -> None:
        self.verdicts.append(verdict)

    @property
    def costly(self) -> int:
        """How many of your decisions cost more than ``COSTLY`` points."""
        return sum(v.costly for v in self.verdicts)

    @property
    def lost(self) -> float:
        """The estimated points lost over the decisions reviewed."""
        return sum(v.cost for v in self.verdicts)


def review_hand(match: Match, hand_number: int, rng, seat: int = 0,
                budget_ms: int = BUDGET_MS) -> HandReview:
    """The whole review of one hand, here and now (tests, benches, the CLI;
    the table asks the worker one decision at a time instead)."""
    review = HandReview(hand_number, *split(moves(match, hand_number, seat)))
    while not review.done:
        review.add(judge(review.next_decision(), rng, budget_ms))
    return review
