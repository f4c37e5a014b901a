"""Guards against the blunders players hate, applied before any search.

``candidates(view)`` narrows the legal cards to those a sensible player would
consider; search bots then choose among them. Each guard only removes cards
when something better is left, and each is pinned by a test in
tests/test_ai_blunders.py:

* never overtake a partner whose card is certain to win the trick, nor
  waste a top card under it; unless the trick may save this seat's bid at
  no cost to the partner's (the partner has made its bid, this seat still
  needs tricks), or this seat's own bid, once made, wins the game (near 41
  the search weighs its bid against the partner's trick);
* never give up a trick that is certain to be won and still needed;
* never lead a small trump when the partner has shown a void (in trumps,
  or in a side suit this seat can lead for the partner to ruff).
"""

from __future__ import annotations

from ..engine import WIN
from ..engine.core import HEARTS, SUIT, TRUMP_MASK, beats, certain
from ..engine.core import winning as current_winner

__all__ = ["candidates", "certain", "current_winner"]


def candidates(view, sit) -> list:
    """The legal cards worth considering (a non-empty sub-list of view.legal)."""
    legal = list(view.legal)
    if len(legal) <= 1:
        return legal
    seat = view.seat
    trick = sit.trick
    partner = (seat + 2) & 3
    if trick:
        win, winner = current_winner(trick, sit.leader)
        n = len(trick)
        after = [(seat + k) & 3 for k in range(1, 4 - n)]
        if winner == partner and certain(win, after, sit.unseen, sit.void) \
                and not _saves_own_bid(view, seat, partner) and not _bid_wins_game(view, seat):
            keep = [c for c in legal if not beats(c.index, win)]
            # the trick is ours: do not waste a card that is a sure winner later
            spare = [c for c in keep if not _top(c.index, sit)]
            if spare or keep:
                return spare or keep
        if winner != partner and sit.taken[seat] < (view.bids[seat] or 0):
            sure = [c for c in legal if beats(c.index, win)
                    and certain(c.index, after, sit.unseen, sit.void)]
            if sure:
                return sure
        return legal
    # leading: no small trump when the partner has no trumps, or can ruff a
    # side suit this seat holds
    pvoid = sit.void[partner]
    if pvoid & TRUMP_MASK or pvoid & ~TRUMP_MASK & sit.hand:
        keep = [c for c in legal if c.suit != HEARTS or _top(c.index, sit)]
        if keep:
            return keep
    return legal


def _saves_own_bid(view, seat: int, partner: int) -> bool:
    """Has the partner made its bid while this seat still needs tricks? Then
    the partner's trick is worth nothing more to the partner, and taking it
    may be this seat's last chance to make its own bid."""
    bids, taken = view.bids, view.taken
    return taken[partner] >= (bids[partner] or 0) and taken[seat] < (bids[seat] or 0)


def _bid_wins_game(view, seat: int) -> bool:
    """Does this seat still need tricks for a bid that would take it to the
    target (or is a "win" bid)? Then the game may hang on its own trick."""
    bid = view.bids[seat] or 0
    if view.taken[seat] >= bid:
        return False
    value = view.rules.bid_value(bid, view.scores[seat])
    return value == WIN or view.scores[seat] + value >= view.target


def _top(card: int, sit) -> bool:
    """Is ``card`` higher than every unseen card of its suit?"""
    return not sit.unseen & SUIT[card // 13] & ~((2 << card) - 1)
