"""The one signal the hard bots give: of equal cards, the lowest.

Two cards of a suit are *equal* for the player holding them when every
card ranked between them is in that player's hand or was played in an
earlier trick: whichever it plays, the same cards beat it and the same
cards lose to it, now and for the rest of the hand. The choice among them
costs nothing, so it can carry news. Hard always plays the lowest of equal
cards (``lowest_equal``), as a player who wins cheaply and follows low
would. Its partner, and anyone at the table, can then read from each card
played that the player did not hold the next lower card still in play
(``denials``): a partner who wins with the K does not hold the Q.

The convention is public (``docs/RULES.md``, "How the computer players
signal", and the in-game rules page), so no one reads anything a human
cannot read too. A player who does not keep it is not read by it: once a
player's later card shows it held the card its earlier card denied
(``denials``), its denials are dropped for the rest of the hand.
"""

from __future__ import annotations

from .kernel import SUIT


def keep(best: int, sit, cands: list) -> int:
    """The card to play for the search's ``best``: the lowest card equal to
    it among ``cands`` (the seat's ``Situation``: the cards on the table
    part equal cards too)."""
    low = lowest_equal(best, sit.hand, _live(sit))
    return low if any(c.index == low for c in cands) else best


def broken_by(card: int, sit) -> tuple | None:
    """(the lowest equal card, the card denied) when playing ``card`` at the
    seat's ``Situation`` would break the convention: ``card`` is the higher
    of equal cards, so it denies the next lower card still in play, which
    the seat holds. None when it keeps it."""
    live = _live(sit)
    low = lowest_equal(card, sit.hand, live)
    if low == card:
        return None
    # the first card below ``card`` not played in an earlier trick is the
    # seat's own (else ``low`` would be ``card``): that is the one denied
    return low, denied(card, ~live & ~sit.hand).bit_length() - 1


def _live(sit) -> int:
    """The cards held by others or on the table in this trick."""
    live = sit.unseen
    for c in sit.trick:
        live |= 1 << c
    return live


def lowest_equal(card: int, hand: int, live: int) -> int:
    """The lowest card of ``hand`` equal to ``card`` (itself if none):
    walking down its suit, past the cards in ``hand`` and the cards not in
    ``live`` (played earlier), until a card of ``live`` (held by another
    player, or on the table in this trick)."""
    suit = SUIT[card // 13]
    low = card
    c = card - 1
    while c >= 0 and suit >> c & 1:
        if hand >> c & 1:
            low = c
        elif live >> c & 1:
            break
        c -= 1
    return low


def denied(card: int, gone: int) -> int:
    """The card a player denies by playing ``card`` under the convention:
    the next lower card of its suit not in ``gone`` (the cards played in the
    tricks before this one), as a bit set (0 if there is none)."""
    suit = SUIT[card // 13]
    c = card - 1
    while c >= 0 and suit >> c & 1:
        if not gone >> c & 1:
            return 1 << c
        c -= 1
    return 0


def denials(history) -> tuple:
    """What the convention says about each seat: (per seat, the cards its
    plays denied; per seat, whether it broke the convention this hand).

    ``history``: (leader, cards, ...) per trick, the one being played last.
    A denied card on the table in the same trick says nothing (it was not
    the player's), so it is left out; a seat that later plays a card it
    denied has broken the convention."""
    denies = [0, 0, 0, 0]
    broke = [False] * 4
    gone = 0
    later = [0, 0, 0, 0]  # per seat, every card it played this hand
    plays = []
    for leader, cards, *_ in history:
        table = 0
        for c in cards:
            table |= 1 << c.index
        for i, c in enumerate(cards):
            seat = (leader + i) & 3
            later[seat] |= 1 << c.index
            d = denied(c.index, gone)
            if d and not d & table:
                plays.append((seat, d))
        gone |= table
    for seat, d in plays:
        if d & later[seat]:
            broke[seat] = True
        else:
            denies[seat] |= d
    return tuple(0 if broke[s] else denies[s] for s in range(4)), tuple(broke)
