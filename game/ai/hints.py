"""Hints for the human seat: the action the search prefers, with its reason
as data (``Why``: a code and its fields). ``hint(view, rng)`` returns
``(action, Why)``; ``game.strings.explain_hint`` words it ("expects 3–4
tricks", "partner's R♠ is already winning").
"""

from __future__ import annotations

import time
from enum import StrEnum
from typing import NamedTuple

from ..engine import Card, Rank
from .bidding import bid_values, spread, throw_in_by
from .kernel import HEARTS, TRUMP_MASK, beats
from .safety import candidates, certain, current_winner
from .search_bots import HardBot, calls_redeal, trumps_held

HINT_MS = 200


class HintReason(StrEnum):
    """Why a hint suggests its action. Fields, by reason:

    * ``EXPECTS``: ``lo``, ``hi`` (the tricks the hand expects), and
      ``least`` (the bid) when it is the smallest the player may make and
      more than the hand expects (the rules' minimum, not the hand, asks it);
    * ``THROW_IN``: ``lo``, ``hi``, ``throw`` (the engine's ``ThrowIn``
      reason for this bid), ``plays`` (the smallest bid that would play the
      hand, or None), and ``cause`` when the hand may well take ``plays``
      tricks, so that too few tricks is not why: "their_bids" (the bids made
      are worth more to the other team than playing is to this one),
      "costly" (every bid that plays the hand is expected to lose points) or
      "even" (playing is worth a little more, within what the hand review
      calls as good: said of a player's own throw-in, never hinted);
    * ``KEEP_NO_PICTURES``: ``trumps``; ``REDEAL_NO_PICTURES``: none;
    * ``ONLY_CARD``: none;
    * ``PARTNER_WINNING``, ``LEAVE_TO_PARTNER``: ``card`` (partner's card);
    * ``TRUMPS_IN``, ``WINS``, ``TRIES_TO_WIN``: ``need`` (tricks still
      needed, when the trick is sure to be won and some are);
    * ``HAVE_YOUR_TRICKS``, ``CANNOT_WIN`` (no card of the player's wins
      the trick), ``DUCKS`` (one would, and this card lets it go),
      ``PARTNER_TRUMPS`` (the partner has shown a void in the suit led and
      may still hold a trump): none;
    * ``TOP_LEFT``: ``card``; ``LEADS_LOW`` (a lead of a low card, 2 to 9,
      not the highest of two or more the player holds in its suit): ``suit``;
      ``LEADS_UNDER`` (any other lead a higher card still out may beat):
      ``card`` (the one led), ``top`` (the highest card of its suit still out);
    * ``EQUAL_LOWEST`` (the hand review's, for a card as good as the lowest
      of its equal cards but higher): ``card`` (the one played), ``low``
      (the lowest), ``denied`` (the card it said the player lacks).
    """

    EXPECTS = "expects"
    THROW_IN = "throw_in"
    KEEP_NO_PICTURES = "keep_no_pictures"
    REDEAL_NO_PICTURES = "redeal_no_pictures"
    ONLY_CARD = "only_card"
    PARTNER_WINNING = "partner_winning"
    LEAVE_TO_PARTNER = "leave_to_partner"
    TRUMPS_IN = "trumps_in"
    WINS = "wins"
    TRIES_TO_WIN = "tries_to_win"
    HAVE_YOUR_TRICKS = "have_your_tricks"
    CANNOT_WIN = "cannot_win"
    DUCKS = "ducks"
    TOP_LEFT = "top_left"
    PARTNER_TRUMPS = "partner_trumps"
    LEADS_LOW = "leads_low"
    LEADS_UNDER = "leads_under"
    EQUAL_LOWEST = "equal_lowest"


class Why(NamedTuple):
    """A hint's reason: its code and the fields its words need."""

    code: HintReason
    fields: dict

    @classmethod
    def of(cls, code: HintReason, **fields) -> Why:
        return cls(code, fields)


def hint(view, rng, think_ms: int | None = None) -> tuple:
    ms = HINT_MS if think_ms is None else think_ms
    deadline = time.monotonic() + ms / 1000.0
    if view.request == "bid":
        return bid_hint(view, rng, deadline)
    if view.request == "play":
        return play_hint(view, rng, deadline)
    if view.request == "redeal":
        if not calls_redeal(view):
            return False, Why.of(HintReason.KEEP_NO_PICTURES, trumps=trumps_held(view))
        return True, Why.of(HintReason.REDEAL_NO_PICTURES)
    raise ValueError(f"nothing to hint (request {view.request!r})")


def bid_hint(view, rng, deadline) -> tuple:
    """Hard's own bid, counted as hard counts it (``HardBot.count``: deals
    fitted to the bids made, the chances through its table), so the hint, hard and
    the hand review name the same bid; and the tricks the hand expects."""
    hard = HardBot(rng)
    dist, others, _ = hard.count(view, deadline)
    bid = hard.choose_bid(view, dist, others)
    return bid, bid_reason(view, bid, dist, others)


def bid_reason(view, bid: int, dist: list, others: float) -> Why:
    """Why ``bid``, on what hard weighed (``HardBot.count``: the trick
    distribution ``dist``, and ``others``, what the bids already made are
    worth to this seat's team): the tricks the hand expects, or why the bid
    throws the hand in, by the rules in play (the engine's throw-in rule, the
    bids' values, the player's smallest bid). The hint and the hand review
    both say it."""
    lo, hi = spread(dist)
    throw = throw_in_by(view, bid)
    if throw is None:
        if bid == min(view.legal) and bid > hi:
            return Why.of(HintReason.EXPECTS, lo=lo, hi=hi, least=bid)
        return Why.of(HintReason.EXPECTS, lo=lo, hi=hi)
    playing = [b for b in view.legal if throw_in_by(view, b) is None]
    plays = playing[0] if playing else None
    fields = dict(lo=lo, hi=hi, throw=throw, plays=plays)
    if plays is not None and hi >= plays:
        # the hand may well make the bid that plays it: what playing is
        # worth, not the tricks, throws it in (each bid's worth: its own,
        # and the bids made, as hard weighs them, ``bidding.bid_values``)
        values = bid_values(view, dist, others)
        best = max(values[b] for b in playing)
        own = best - others
        if best > 0:  # a throw-in (worth 0) within the review's margin of playing
            fields["cause"] = "even"
        else:
            fields["cause"] = "their_bids" if others < 0 and others < own else "costly"
    return Why.of(HintReason.THROW_IN, **fields)


def play_hint(view, rng, deadline) -> tuple:
    legal = list(view.legal)
    if len(legal) == 1:
        return legal[0], Why.of(HintReason.ONLY_CARD)
    hard = HardBot(rng)
    sit = hard.situation(view)
    cands = candidates(view, sit)
    if len(cands) == 1:
        card = cands[0]
    else:
        # hard's own search: deals that fit the bids and the play; of equal
        # cards, the lowest, as hard plays (``convention``)
        best = hard.signal(hard.search(view, sit, cands, deadline), sit, cands)
        card = next(c for c in cands if c.index == best)
    return card, reason(view, sit, card)


def reason(view, sit, card) -> Why:
    seat = view.seat
    partner = (seat + 2) & 3
    need = (view.bids[seat] or 0) - view.taken[seat]
    trick = sit.trick
    if trick:
        win, winner = current_winner(trick, sit.leader)
        after = [(seat + k) & 3 for k in range(1, 4 - len(trick))]
        if winner == partner and not beats(card.index, win):
            code = HintReason.PARTNER_WINNING if certain(win, after, sit.unseen, sit.void) \
                else HintReason.LEAVE_TO_PARTNER
            return Why.of(code, card=_card(win))
        if beats(card.index, win):
            sure = certain(card.index, after, sit.unseen, sit.void)
            led = trick[0] // 13
            if card.suit == HEARTS and led != HEARTS:
                code = HintReason.TRUMPS_IN
            else:
                code = HintReason.WINS if sure else HintReason.TRIES_TO_WIN
            return Why.of(code, need=need if sure and need > 0 else 0)
        if need <= 0:
            return Why.of(HintReason.HAVE_YOUR_TRICKS)
        if any(beats(c.index, win) for c in view.legal):  # a card of yours would win it
            return Why.of(HintReason.DUCKS)
        return Why.of(HintReason.CANNOT_WIN)
    # leading
    higher = sit.unseen & (0x1FFF << (13 * int(card.suit))) & ~((2 << card.index) - 1)
    if not higher:
        return Why.of(HintReason.TOP_LEFT, card=card)
    # the partner has shown a void in the suit and may still hold a trump
    if card.suit != HEARTS and sit.void[partner] & (1 << card.index) \
            and sit.unseen & TRUMP_MASK & ~sit.void[partner]:
        return Why.of(HintReason.PARTNER_TRUMPS)
    # "low" only of a low card that is not the player's best in its suit
    held = [c for c in view.hand if c.suit == card.suit]
    if card.rank < Rank.TEN and (len(held) == 1 or card != max(held, key=lambda c: c.rank)):
        return Why.of(HintReason.LEADS_LOW, suit=int(card.suit))
    return Why.of(HintReason.LEADS_UNDER, card=card, top=_card(higher.bit_length() - 1))


def _card(index: int):
    return Card.from_index(index)
