"""Hints for the human seat: the action the search prefers, with a one-line
reason a player understands ("expects 3–4 tricks", "partner's R♠ is already
winning"). ``hint(view, rng)`` returns ``(action, reason)``.
"""

from __future__ import annotations

import time

from ..engine import Card
from .bidding import best_bid, spread, table_value, throw_in_by, trick_counts
from .kernel import HEARTS, beats
from .safety import candidates, certain, current_winner
from .search_bots import HardBot, calls_redeal, trumps_held
from .situation import Situation

HINT_MS = 200


def card_text(card, french: bool = True) -> str:
    return card.label(french) + card.suit.symbol


def hint(view, rng, think_ms: int | None = None, french: bool = True) -> tuple:
    ms = HINT_MS if think_ms is None else think_ms
    deadline = time.monotonic() + ms / 1000.0
    if view.request == "bid":
        return bid_hint(view, rng, deadline)
    if view.request == "play":
        return play_hint(view, rng, deadline, french)
    if view.request == "redeal":
        if not calls_redeal(view):
            return False, f"{trumps_held(view)} trumps: worth playing even without pictures"
        return True, "no pictures: a fresh hand is likely better"
    raise ValueError(f"nothing to hint (request {view.request!r})")


def bid_hint(view, rng, deadline) -> tuple:
    others = table_value(view, rng, deadline)
    dist = trick_counts(view, rng, deadline, samples=300)
    bid, _ = best_bid(view, dist, others)
    lo, hi = spread(dist)
    why = throw_in_by(view, bid)
    if why == "low_total":
        plays = [b for b in view.legal if throw_in_by(view, b) is None]
        return bid, (f"expects {_range(lo, hi)} tricks: better thrown in than "
                     f"bidding up to {plays[0] if plays else 13}")
    if why == "no_five":
        return bid, f"expects {_range(lo, hi)} tricks: better thrown in than bidding 5"
    return bid, f"expects {_range(lo, hi)} tricks"


def _range(lo: int, hi: int) -> str:
    return str(lo) if lo == hi else f"{lo}\u2013{hi}"


def play_hint(view, rng, deadline, french: bool) -> tuple:
    legal = list(view.legal)
    if len(legal) == 1:
        return legal[0], "the only card you may play"
    sit = Situation.of(view, read_play=True)
    cands = candidates(view, sit)
    if len(cands) == 1:
        card = cands[0]
    else:
        # hard's own search: deals that fit the bids and the play
        best = HardBot(rng).search(view, sit, cands, deadline)
        card = next(c for c in cands if c.index == best)
    return card, reason(view, sit, card, french)


def reason(view, sit, card, french: bool = True) -> str:
    seat = view.seat
    partner = (seat + 2) & 3
    need = (view.bids[seat] or 0) - view.taken[seat]
    trick = sit.trick
    if trick:
        win, winner = current_winner(trick, sit.leader)
        after = [(seat + k) & 3 for k in range(1, 4 - len(trick))]
        wc = _card(win)
        if winner == partner and not beats(card.index, win):
            if certain(win, after, sit.unseen, sit.void):
                return f"partner's {card_text(wc, french)} is already winning"
            return f"leaves the trick to partner's {card_text(wc, french)}"
        if beats(card.index, win):
            sure = certain(card.index, after, sit.unseen, sit.void)
            led = trick[0] // 13
            if card.suit == HEARTS and led != HEARTS:
                what = "trumps in"
            else:
                what = "wins the trick" if sure else "tries to win the trick"
            if sure and need > 0:
                return f"{what}: you still need {need}"
            return what
        if need <= 0:
            return "you have your tricks: no need to win this one"
        return "cannot win this trick: keeps the better cards"
    # leading
    higher = sit.unseen & (0x1FFF << (13 * int(card.suit))) & ~((2 << card.index) - 1)
    if not higher:
        return f"{card_text(card, french)} is the top {_suit_word(card)} left"
    if card.suit != HEARTS and sit.void[partner] & (1 << card.index):
        return "partner can trump this suit"
    return f"leads low in {_suit_word(card)}"


def _card(index: int):
    return Card.from_index(index)


def _suit_word(card) -> str:
    return ("club", "diamond", "heart", "spade")[int(card.suit)]
