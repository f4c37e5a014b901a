"""What a finished hand is worth to the searching team (game.ai.reward)."""

from __future__ import annotations

from game.ai.reward import HandReward
from game.engine import PRESETS

RULES = PRESETS["lebanese"]
BIDS = (2, 2, 2, 2)
ALL_MADE = (2, 2, 2, 7)  # every bid made: points 2 + 2 against 2 + 2
BOTH_SET = (1, 1, 4, 7)  # seats 0 and 1 fail, one a side: -2 + 2 against -2 + 2


def test_the_points_alone_cannot_tell_two_hands_with_the_same_difference_apart():
    plain = HandReward(RULES, BIDS, (0, 0, 0, 0), 41)
    assert plain.team0(ALL_MADE) == plain.team0(BOTH_SET) == 0.0


def test_hard_would_rather_make_its_own_bids_than_set_the_opponents_for_the_same_points():
    # a partner who fails its 2 is not made up for by an opponent failing
    # theirs: the searching team values each of its own bids made
    for team in (0, 1):
        r = HandReward(RULES, BIDS, (0, 0, 0, 0), 41, team=team, made_bonus=0.1)
        assert r.for_seat(team, ALL_MADE) > r.for_seat(team, BOTH_SET)


def test_a_won_game_still_beats_any_bonus_for_bids_made():
    # South (39) and North (10) make their 2s and South reaches 41: the game
    # is won, worth more than an ordinary hand with every bid made
    r = HandReward(RULES, BIDS, (39, 0, 10, 0), 41, team=0, made_bonus=0.1)
    near = HandReward(RULES, BIDS, (0, 0, 0, 0), 41, team=0, made_bonus=0.1)
    assert r.team0(ALL_MADE) > near.team0(ALL_MADE)
    assert r.team0(ALL_MADE) >= 1.0
