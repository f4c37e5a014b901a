"""Reasons as data: why an action is refused, a hand thrown in, a game over.

Each is a ``StrEnum`` (its value is the code written in records and saves);
the fields that go with it travel beside it (``IllegalAction.fields``, the
events' own fields). ``game.strings.describe`` is the one place that turns a
reason and its fields into words.

>>> ThrowIn.LOW_TOTAL == "low_total", GameEnd("target") is GameEnd.TARGET
(True, True)
"""

from __future__ import annotations

from enum import StrEnum


class Illegal(StrEnum):
    """Why the engine refuses an action. Fields, by reason:

    * ``WRONG_PHASE``: ``phase`` (the phase now, a ``Phase`` value);
    * ``NOT_YOUR_TURN``: ``turn`` (the seat to act);
    * ``GAME_OVER``: none;
    * ``NOT_A_BID``, ``NOT_A_CARD``, ``NOT_A_DECISION``: ``action``;
    * ``BID_TOO_LOW``: ``bid``, ``minimum``;
    * ``BID_TOO_HIGH``: ``bid``, ``maximum`` (13);
    * ``NOT_IN_HAND``: ``card``;
    * ``MUST_FOLLOW``: ``card``, ``suit`` (the suit led), ``held`` (the
      seat's cards of that suit);
    * ``BAD_DECK``: none (a scripted deck that is not the 52 cards).
    """

    WRONG_PHASE = "wrong_phase"
    NOT_YOUR_TURN = "not_your_turn"
    GAME_OVER = "game_over"
    NOT_A_BID = "not_a_bid"
    BID_TOO_LOW = "bid_too_low"
    BID_TOO_HIGH = "bid_too_high"
    NOT_A_CARD = "not_a_card"
    NOT_IN_HAND = "not_in_hand"
    MUST_FOLLOW = "must_follow"
    NOT_A_DECISION = "not_a_decision"
    BAD_DECK = "bad_deck"


class ThrowIn(StrEnum):
    """Why a hand is thrown in (``ThrownIn.reason``, a record's ``thrown_in``)."""

    LOW_TOTAL = "low_total"  # the bids add up to less than the required total
    NO_FIVE = "no_five"  # five to run: nobody bid 5 or more
    NO_PICTURES = "no_pictures"  # a seat without A, K, Q or J called a redeal


class GameEnd(StrEnum):
    """Why a game ended (``GameOver.reason``)."""

    WIN_BID = "win_bid"  # a bid worth "win" was made
    TARGET = "target"  # one team qualified
    HIGHER_TOTAL = "higher_total"  # both qualified; the higher team total won
    DROPPED_BACK = "dropped_back"  # after a raised target, the other team fell back
    STOPPED = "stopped"  # stopped before its end (a hand limit); no winner


class Outcome(StrEnum):
    """What the end-of-game check says after a hand that did not end it."""

    PLAY_ON = ""
    TIE = "tie"  # both qualified with equal totals: play on
    RAISE_TARGET = "raise_target"  # both qualified: the target rises by 10
