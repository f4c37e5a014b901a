"""Scoring a played hand and deciding the end of the game (RULES.md)."""

from __future__ import annotations

from typing import NamedTuple

from .reasons import GameEnd
from .reasons import Outcome as Going
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
    reason: str  # a ``GameEnd`` when there is a winner, else a ``reasons.Outcome``
    seat: int | None  # the player at the target for the winning team


def team_total(scores, team: int) -> int:
    """A team's score as a score sheet keeps it: its two partners' scores added
    (team 0 is South and North, seats 0 and 2; team 1 is East and West)."""
    return scores[team] + scores[team + 2]


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
    """Apply the end-of-game check after a played hand, ``target`` being the
    target in force (raised or not).

    After a raise, when neither team qualifies under the raised target but
    exactly one still qualifies under the target before the last raise, that
    team wins: the other has dropped back.

    >>> from .rules import Rules
    >>> r = Rules(both_reach="raise_target")
    >>> str(end_of_game(r, 41, [41, 42, 45, 1]).reason)
    'raise_target'
    >>> w, why, seat = end_of_game(r, 51, [44, 5, 47, 1]); (w, str(why), seat)
    (0, 'dropped_back', 2)
    """
    q = [qualifying_seat(rules, target, scores, t) for t in (0, 1)]
    if q[0] is not None and q[1] is None:
        return Outcome(0, GameEnd.TARGET, q[0])
    if q[1] is not None and q[0] is None:
        return Outcome(1, GameEnd.TARGET, q[1])
    if q[0] is None:
        if target > rules.target:
            prev = [qualifying_seat(rules, target - 10, scores, t) for t in (0, 1)]
            if (prev[0] is None) != (prev[1] is None):
                w = 0 if prev[0] is not None else 1
                return Outcome(w, GameEnd.DROPPED_BACK, prev[w])
        return Outcome(None, Going.PLAY_ON, None)
    if rules.both_reach == "raise_target":
        return Outcome(None, Going.RAISE_TARGET, None)
    t0, t1 = team_total(scores, 0), team_total(scores, 1)
    if t0 == t1:
        return Outcome(None, Going.TIE, None)
    w = 0 if t0 > t1 else 1
    return Outcome(w, GameEnd.HIGHER_TOTAL, q[w])
