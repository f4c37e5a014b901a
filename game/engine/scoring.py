"""Scoring a played hand and deciding the end of the game (RULES.md)."""

from __future__ import annotations

from typing import NamedTuple

from .rules import WIN, Rules


class HandPoints(NamedTuple):
    points: tuple  # per seat
    win_bid_team: int | None  # a team that made a "win" bid, if any
    win_bid_seat: int | None


def score_hand(rules: Rules, bids, taken, scores_before) -> HandPoints:
    """Points each player scores for one played hand.

    >>> from .rules import Rules
    >>> score_hand(Rules(), [4, 3, 2, 3], [3, 4, 2, 4], [0, 0, 0, 0]).points
    (-4, 3, 2, 3)
    """
    points = [0, 0, 0, 0]
    win_team = win_seat = None
    for s in range(4):
        v = rules.bid_value(bids[s], scores_before[s])
        if taken[s] >= bids[s]:
            if v == WIN:
                win_team, win_seat = s % 2, s
            else:
                points[s] = v
        else:
            points[s] = -rules.win_bid_penalty if v == WIN else -v
    return HandPoints(tuple(points), win_team, win_seat)


class Outcome(NamedTuple):
    winner: int | None  # team, or None when play goes on
    reason: str  # "target", "higher_total", "raise_target", "tie" or "" (nobody)
    seat: int | None  # the player at the target for the winning team


def qualifying_seat(rules: Rules, target: int, scores, team: int) -> int | None:
    """The seat of ``team`` that reached the target with a partner meeting the
    partner condition, or None if the team does not qualify."""
    a, b = team, team + 2
    best = None
    for s, p in ((a, b), (b, a)):
        if scores[s] >= target and rules.partner_ok(scores[p]):
            if best is None or scores[s] > scores[best]:
                best = s
    return best


def end_of_game(rules: Rules, target: int, scores) -> Outcome:
    """Apply the end-of-game check after a played hand."""
    q = [qualifying_seat(rules, target, scores, t) for t in (0, 1)]
    if q[0] is not None and q[1] is None:
        return Outcome(0, "target", q[0])
    if q[1] is not None and q[0] is None:
        return Outcome(1, "target", q[1])
    if q[0] is None:
        return Outcome(None, "", None)
    if rules.both_reach == "raise_target":
        return Outcome(None, "raise_target", None)
    t0, t1 = scores[0] + scores[2], scores[1] + scores[3]
    if t0 == t1:
        return Outcome(None, "tie", None)
    w = 0 if t0 > t1 else 1
    return Outcome(w, "higher_total", q[w])
