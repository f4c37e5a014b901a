"""What a finished hand is worth to a team, under the active rules.

Each player's made or failed bid is scored by the engine's own scoring
(``score_hand``, with devaluation and ``"win"`` bids), and near the target the
engine's end-of-game check (partner condition included) turns a hand into a
won or lost game. The reward for team 0 is in [-1, 1]: +1 a won game, -1 a
lost one, otherwise a squashed points difference; team 1 gets its negative.
A searcher may add a bonus (outside that range) for each of its own team's
bids made: the squashed difference alone makes a partner's failed 2 cost
little once the hand is lopsided, and counts it the same as an opponent's
failed 2.
"""

from __future__ import annotations

import math

from ..engine.scoring import end_of_game, score_hand

POINT_SCALE = 25.0  # points difference that is worth about 0.6 of a game
HAND_WEIGHT = 0.8


class HandReward:
    """``made_bonus`` (for ``team``, 0 or 1) adds that much for each of the
    team's bids made: a searcher that minds its own bids more than the
    squashed points difference alone would. ``point_scale`` is the points
    difference at which the squashing bends (a larger one is nearer to
    plain points)."""

    def __init__(self, rules, bids, scores, target: int, team: int = 0,
                 made_bonus: float = 0.0, point_scale: float = POINT_SCALE):
        self.rules = rules
        self.bids = tuple(bids)
        self.scores = tuple(scores)
        self.target = target
        self.team = team
        self.made_bonus = made_bonus
        self.point_scale = point_scale
        self._cache: dict = {}

    def team0(self, taken) -> float:
        key = tuple(taken)
        r = self._cache.get(key)
        if r is None:
            r = self._team0(key)
            if self.made_bonus:
                t = self.team
                made = (key[t] >= self.bids[t]) + (key[t + 2] >= self.bids[t + 2])
                r += self.made_bonus * made if t == 0 else -self.made_bonus * made
            self._cache[key] = r
        return r

    def _team0(self, taken) -> float:
        hp = score_hand(self.rules, self.bids, taken, self.scores)
        if hp.win_bid_team is not None:
            return 1.0 if hp.win_bid_team == 0 else -1.0
        p = hp.points
        new = [s + x for s, x in zip(self.scores, p)]
        # a raised target also ends when a team drops back below the old one
        if max(new) >= self.target or self.target > self.rules.target:
            out = end_of_game(self.rules, self.target, new)
            if out.winner is not None:
                return 1.0 if out.winner == 0 else -1.0
        d = (p[0] + p[2]) - (p[1] + p[3])
        return HAND_WEIGHT * math.tanh(d / self.point_scale)

    def for_seat(self, seat: int, taken) -> float:
        r = self.team0(taken)
        return r if seat % 2 == 0 else -r
