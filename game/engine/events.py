"""Events: what happened, in order. The table scene reads them with a cursor.

Events are small immutable tuples; ``Match.events`` only ever grows.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import Card


class HandStarted(NamedTuple):
    """A hand begins: what the table shows for it, so that no reader of the
    events needs the live match behind its cursor."""
    number: int  # 1 for the first hand of the match
    dealer: int
    target: int
    min_total: int = 11  # what the bids must add up to (``Rules.bids_total``)
    min_bids: tuple = (2, 2, 2, 2)  # each seat's smallest bid this hand
    scores: tuple = (0, 0, 0, 0)  # before the hand


class Dealt(NamedTuple):
    """One batch of the deal: ``cards`` go to ``seat``."""
    seat: int
    cards: tuple  # of Card
    batch: int  # index of the batch size in the deal pattern


class RedealDeclined(NamedTuple):
    seat: int


class BidMade(NamedTuple):
    seat: int
    bid: int


class ThrownIn(NamedTuple):
    reason: str  # a ``reasons.ThrowIn``: "low_total", "no_five" or "no_pictures"
    seat: int | None  # the seat that called a no-pictures redeal
    total: int  # what the bids add up to (``Rules.bids_total``; 0 for no_pictures)
    min_total: int


class CardPlayed(NamedTuple):
    seat: int
    card: Card


class TrickWon(NamedTuple):
    winner: int
    leader: int
    cards: tuple  # in the order played, from the leader
    number: int  # 1..13


class HandScored(NamedTuple):
    bids: tuple
    taken: tuple
    points: tuple
    scores: tuple  # running totals after the hand
    target_after: int | None  # set when both teams reached and the target rose


class GameOver(NamedTuple):
    winner: int | None  # team 0 (South/North) or 1 (East/West); None if stopped
    reason: str  # a ``reasons.GameEnd``
    seat: int | None  # the player who made the win bid or reached the target
    scores: tuple
