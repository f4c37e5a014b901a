"""Bidding by simulation: the expected-value choice under the active rules,
the dealer's throw-in, the score situation, and sane bids on real hands."""

from __future__ import annotations

import random

from game.ai import make_bot
from game.ai.bidding import (
    OWN_PLAY,
    as_played,
    best_bid,
    others_value,
    simulate,
    spread,
    team_bid,
    throw_in_by,
    trick_counts,
)
from game.engine import PRESETS, Card, PlayerView


def bid_view(hand="", bids=(None, None, None, None), seat=0, dealer=3, scores=(0, 0, 0, 0),
             rules="lebanese", min_total=11) -> PlayerView:
    r = PRESETS[rules] if isinstance(rules, str) else rules
    cards = tuple(Card.parse(c) for c in hand.split()) if hand else tuple(Card._all[:13])
    lo = r.min_bid_for(scores[seat])
    return PlayerView(seat=seat, rules=r, target=41, scores=tuple(scores), dealer=dealer,
                      hand=cards, bids=tuple(bids), min_bid=lo, min_total=min_total,
                      tricks=(), trick_leader=(dealer + 1) % 4, trick=(), taken=(0, 0, 0, 0),
                      request="bid", legal=tuple(range(lo, 14)))


def certain(t: int) -> list:
    return [1.0 if k == t else 0.0 for k in range(14)]


def test_bids_what_it_is_sure_to_take_and_jumps_to_five_for_ten_points():
    assert best_bid(bid_view(), certain(3))[0] == 3
    assert best_bid(bid_view(), certain(5))[0] == 5
    # 5 tricks four times in five: a bid of 5 is worth 10, 4 only 4 -> bid 5
    dist = [0.0] * 14
    dist[4], dist[5] = 0.2, 0.8
    assert best_bid(bid_view(), dist)[0] == 5
    # under syrian41 (5 is worth 5) the same gamble is not worth it
    assert best_bid(bid_view(rules="syrian41"), dist)[0] == 4


def test_respects_the_minimum_bid_from_its_score():
    v = bid_view(scores=(35, 0, 0, 0))
    assert v.min_bid == 3
    assert best_bid(v, certain(1))[0] == 3


def test_dealer_prefers_a_throw_in_to_a_hopeless_bid():
    # the others said 2+2+2; the dealer expects 2 tricks: bidding 5 to reach
    # 11 would fail, so it bids low and the hand is thrown in
    v = bid_view(seat=3, dealer=3, bids=(2, 2, 2, None))
    b, ev = best_bid(v, certain(2))
    assert b + 6 < 11 and ev == 0.0


def test_dealer_bids_up_to_min_total_when_it_can_make_it():
    v = bid_view(seat=3, dealer=3, bids=(2, 2, 2, None))
    assert best_bid(v, certain(5))[0] == 5


def test_takes_more_risk_when_an_opponent_is_about_to_win():
    dist = [0.0] * 14
    dist[2], dist[3] = 0.45, 0.55
    calm = best_bid(bid_view(scores=(10, 5, 10, 5)), dist)[0]
    worried = best_bid(bid_view(scores=(10, 38, 10, 5)), dist)[0]
    assert worried >= calm


def test_simulated_trick_estimates_are_sensible():
    rng = random.Random(1)
    strong = bid_view("AH KH QH JH TH 9H AS KS AD KD AC KC QC")
    weak = bid_view("2C 3C 4C 5C 6D 7D 8D 2S 3S 4S 5S 6S 2H")
    lo, hi = spread(trick_counts(strong, rng, None, samples=150))
    assert lo >= 8
    lo, hi = spread(trick_counts(weak, rng, None, samples=150))
    assert hi <= 2


def test_search_bots_bid_by_strength():
    strong = bid_view("AH KH QH JH TH 9H AS KS AD KD AC KC QC")
    weak = bid_view("2C 3C 4C 5C 6D 7D 8D 2S 3S 4S 5S 6S 2H")
    for level in ("medium", "hard"):
        bot = make_bot(level, random.Random(3), think_ms=150)
        assert bot.decide(strong) >= 8
        assert bot.decide(weak) == 2


def test_redeal_for_no_pictures_unless_long_in_trumps():
    weak = bid_view("2C 3C 4C 5C 6D 7D 8D 2S 3S 4S 5S 6S 2H")
    long_trumps = bid_view("2H 3H 4H 5H 6H TH 8D 2S 3S 4S 5S 6S 2C")
    for level in ("medium", "hard"):
        bot = make_bot(level, random.Random(1), think_ms=20)
        assert bot.redeal(weak, None) is True
        assert bot.redeal(long_trumps, None) is False


def test_a_player_at_zero_is_careful_not_to_block_its_partner():
    # at 0 points a failed bid makes the score negative, and a partner at the
    # target then cannot win: the same odds that justify 4 at 20 points do
    # not at 0 points with a partner near the target
    dist = [0.0] * 14
    dist[3], dist[4] = 0.1, 0.9
    assert best_bid(bid_view(scores=(20, 5, 30, 5)), dist)[0] == 4
    assert best_bid(bid_view(scores=(1, 5, 38, 5)), dist)[0] == 3


def test_the_dealer_plays_a_risky_bid_when_the_opponents_are_likely_to_fail():
    # the others said 2+2+2 and the dealer is sure of 4: a bid of 5 (to reach
    # 11) fails and costs 10, a throw-in costs nothing; but when the
    # opponents' bids are expected to fail by more than that, playing wins
    v = bid_view(seat=3, dealer=3, bids=(2, 2, 2, None))
    assert best_bid(v, certain(4))[1] == 0.0  # thrown in
    b, ev = best_bid(v, certain(4), others=12.0)
    assert b == 5 and ev > 0


def test_of_two_bids_worth_about_the_same_the_surer_one_is_bid():
    # 3 tricks 84% of the time, 2 at least 99%: the 3 is worth 2.04 points,
    # the 2 1.96. Third to bid after 5 and 4, the hand is played whatever the
    # dealer says, so minding the chance of making its bid, it bids the sure 2
    dist = [0.0] * 14
    dist[1], dist[2], dist[3] = 0.01, 0.15, 0.84
    v = bid_view(seat=2, dealer=3, bids=(5, 4, None, None))
    assert best_bid(v, dist)[0] == 3
    b, ev = best_bid(v, dist, surer=3.0)
    assert b == 2 and abs(ev - 1.96) < 1e-9  # the value is still in points
    # but a bid clearly worth more is kept: a 5 (10 points) made 80% of the time
    five = [0.0] * 14
    five[4], five[5] = 0.2, 0.8
    assert best_bid(v, five, surer=3.0)[0] == 5


def test_a_surer_bid_is_not_one_that_may_throw_the_hand_in():
    # first to bid, a 2 leaves the table under 11 if the others bid little:
    # the same hand keeps its 3 (fewer hands thrown in, where hard gains)
    dist = [0.0] * 14
    dist[1], dist[2], dist[3] = 0.01, 0.15, 0.84
    first = bid_view(seat=0, dealer=3)
    assert best_bid(first, dist, surer=3.0)[0] == 3
    # the dealer after 2+2+3 makes a 4 60% of the time (worth 0.8 points):
    # it plays the hand, though a 3 (a throw-in) is "sure" to be made
    dealer = bid_view(seat=3, dealer=3, bids=(2, 2, 3, None))
    four = [0.0] * 14
    four[3], four[4] = 0.4, 0.6
    b, ev = best_bid(dealer, four, surer=3.0)
    assert b == 4 and throw_in_by(dealer, b) is None and abs(ev - 0.8) < 1e-9


def test_the_dealer_throws_in_on_points_however_sure_it_wants_to_be():
    # the others said 2+2+2: the dealer's 5 (to reach 11) is made 45% of the
    # time and worth -1 point; a throw-in is worth 0. Minding the chance of
    # making a bid must not tip it into playing a losing hand
    v = bid_view(seat=3, dealer=3, bids=(2, 2, 2, None))
    dist = [0.0] * 14
    dist[4], dist[5] = 0.55, 0.45
    b, ev = best_bid(v, dist, surer=3.0)
    assert throw_in_by(v, b) is not None and ev == 0.0


def test_others_value_counts_the_partner_for_and_the_opponents_against():
    v = bid_view(seat=3, dealer=3, bids=(3, 2, 2, None))
    # West (3) is partnered with East (1); South (0) and North (2) oppose
    takens = [(3, 2, 0, 8)] * 10  # South and East make, North fails
    assert others_value(v, takens) == 2 - 3 + 2  # East +2, South -3, North's -2 counts +2


AVERAGE = "AS 7S 4S KD 9D 5D 2D 8H 3H QC TC 6C 3C"


def test_the_dealer_believes_its_partners_five():
    # cutthroat: East (the dealer's partner) bid 5, worth 10 points; the
    # opponents 1 and 3. Deals that only lean toward the bids gave East's 5
    # about a 40% chance (players make it nearly 90% of the time), so the
    # dealer threw in hands its partner would have won. Deals fitted to the
    # bids believe it.
    v = bid_view(hand=AVERAGE, seat=3, dealer=3, bids=(1, 5, 3, None), rules="cutthroat")
    for seed in range(3):
        fitted = simulate(v, random.Random(seed), None, 200, fitted=True)
        assert sum(t[1] >= 5 for t in fitted) / len(fitted) > 0.75
        # needing 2 to reach 11, with 2 tricks likely, the dealer plays
        assert team_bid(v, random.Random(seed), None, samples=400) >= 2


def test_five_to_run_is_a_throw_in_the_dealer_weighs():
    rules = PRESETS["lebanese"].replace(five_to_run=True)
    v = bid_view(seat=3, dealer=3, bids=(2, 3, 2, None), rules=rules)
    assert throw_in_by(v, 4) == "no_five" and throw_in_by(v, 5) is None
    # sure of 4 tricks: a 4 reaches 11 but nobody bid 5, so it is thrown in
    assert best_bid(v, certain(4))[1] == 0.0
    # only the dealer can throw a hand in
    assert throw_in_by(bid_view(seat=2, dealer=3, bids=(2, 3, None, None)), 2) is None


def at_least(dist: list, b: int) -> float:
    return sum(dist[b:])


def test_hard_trusts_its_play_for_a_middling_bid_but_not_for_a_sure_or_hopeless_one():
    # rollouts: 3 tricks for sure, 4 or more 95% of the time, 5 or more 60%
    dist = [0.0] * 14
    dist[3], dist[4], dist[5], dist[6] = 0.05, 0.35, 0.5, 0.1
    played = as_played(dist)
    assert abs(sum(played) - 1.0) < 1e-9 and min(played) >= 0.0
    assert at_least(played, 3) == 1.0  # what is sure stays sure
    assert abs(at_least(played, 4) - 0.95) < 1e-9  # a near-certainty is already right
    assert at_least(played, 7) == 0.0  # and what never happened stays out of reach
    assert 0.66 < at_least(played, 5) < 0.72  # hard makes such a 5 about 2 times in 3
    assert at_least(played, 6) > 0.1
    # on the rollouts alone a 4 looks better (4 x (2 x 0.95 - 1) = 3.6 points,
    # against 10 x (2 x 0.6 - 1) = 2);
    # with hard's own play the 5 is worth it
    v = bid_view()
    assert best_bid(v, dist)[0] == 4
    assert best_bid(v, played)[0] == 5


def test_hard_bids_on_the_chance_its_rollouts_give():
    # the hand of the test above: a 5 its rollouts make 60% of the time, a 4
    # 95%. Counted on its own play hard bid the 5; it now bids the 4 (which
    # made more of its bids at the same points a hand, on the bench)
    from game.ai.bidding import BID_TABLES
    from game.ai.search_bots import HardBot

    dist = [0.0] * 14
    dist[3], dist[4], dist[5], dist[6] = 0.05, 0.35, 0.5, 0.1
    assert best_bid(bid_view(), as_played(dist, BID_TABLES[HardBot.bid_table]))[0] == 4


def test_own_play_table_rises_and_keeps_the_ends():
    xs = [x for x, _ in OWN_PLAY]
    ys = [y for _, y in OWN_PLAY]
    assert xs == sorted(xs) and ys == sorted(ys)
    assert OWN_PLAY[0] == (0.0, 0.0) and OWN_PLAY[-1] == (1.0, 1.0)
    assert all(y >= x for x, y in OWN_PLAY)  # hard's play never makes a bid less likely


def test_hard_counts_its_own_tricks_on_deals_that_believe_the_bids():
    # both opponents bid 5: on deals that only lean toward the bids their 5s
    # come true about 40% of the time, so the dealer's average hand looks
    # worth more than it is; on deals fitted to the bids (hard's
    # ``bid_fitted``) the opponents hold their strength and its count drops
    v = bid_view(hand=AVERAGE, seat=3, dealer=3, bids=(5, 2, 5, None))
    for seed in range(2):
        leaning = simulate(v, random.Random(seed), None, 400)
        fitted = simulate(v, random.Random(seed), None, 400, fitted=True)
        assert sum(t[0] >= 5 for t in fitted) > 1.4 * sum(t[0] >= 5 for t in leaning)
        assert sum(t[3] for t in fitted) < sum(t[3] for t in leaning)
