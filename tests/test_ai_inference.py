"""What hard reads from the bids and the play (game/ai/inference.py): the
deals it searches must put the cards where the table says they are."""

from __future__ import annotations

import random

import pytest
from test_ai_blunders import view_at

from game.ai.inference import WEIGHTS, BidReading, bid_model, estimate, features, preset_model
from game.ai.situation import Situation
from game.engine import PRESETS, Card, Rules

EAST, NORTH, WEST = 1, 2, 3


def position(hand: str, shown: list, **kw):
    """South to lead after the ``shown`` tricks, every other card unseen."""
    used = set(hand.split()) | {c for _, cs in shown for c in cs.split()}
    unseen = " ".join(c.code for c in Card._all if c.code not in used)
    return view_at(0, hand, unseen, shown=shown, **kw)


def holders(sit, code, n=300, seed=0):
    """How often each seat is dealt card ``code`` over ``n`` deals."""
    bit = 1 << Card.parse(code).index
    rng = random.Random(seed)
    count = [0, 0, 0, 0]
    for _ in range(n):
        for s, h in enumerate(sit.deal(rng, 0.0)):
            count[s] += bool(h & bit)
    return count


# North led the Q♠ and East, last to play, followed with the 4♠ under it:
# with the K♠ or A♠ East would have taken the trick
DUCK = [(NORTH, "QS 2S 3S 4S")]


def test_a_last_player_who_ducks_is_not_dealt_a_higher_card():
    v = position("5C 6C 7C 8C 9C TC JC QC KC AC 5D 6D", DUCK, taken=(0, 0, 1, 0))
    read = Situation.of(v, read_play=True)
    plain = Situation.of(v)
    for code in ("KS", "AS"):
        assert holders(read, code)[EAST] == 0, f"East was dealt the {code} it showed it lacks"
        assert holders(plain, code)[EAST] > 30, "without reading the play East may hold it"
    # a lower spade is still anybody's
    assert holders(read, "5S")[EAST] > 30


def test_a_last_player_who_trumps_under_a_trump_has_no_higher_one():
    # West led the A♠, East (third) trumped it with the 5♥ and North, last
    # and out of spades, could only trump lower with the 2♥: North holds no
    # heart above the 5♥
    v = position("5C 6C 7C 8C 9C TC JC QC KC AC 5D 6D", [(WEST, "AS 3S 5H 2H")],
                 taken=(0, 1, 0, 0))
    sit = Situation.of(v, read_play=True)
    above = sum(1 << Card.parse(c).index for c in "6H 7H 8H 9H TH JH QH KH AH".split())
    assert sit.avoid[NORTH] == above
    rng = random.Random(6)
    assert all(not sit.deal(rng, 0.0)[NORTH] & above for _ in range(100))


def test_a_player_who_broke_the_pattern_still_gets_a_consistent_deal():
    # East ducked under the Q♠ while holding the K♠ (people do); later North
    # and West showed they have no spades, so the K♠ can only be East's
    # (East led the 5♠ to the second trick: North trumped, West and South
    # discarded)
    v = position("8C 9C TC JC QC KC AC 8D 9D TD JD", DUCK + [(EAST, "5S 5H 6D 7C")],
                 taken=(0, 0, 2, 0))
    sit = Situation.of(v, read_play=True)
    assert sit.avoid[EAST] >> Card.parse("KS").index & 1  # what the duck suggested
    rng = random.Random(1)
    for _ in range(50):
        hands = sit.deal(rng, 0.0)
        for code in ("KS", "AS"):
            assert hands[EAST] >> Card.parse(code).index & 1, f"the {code} must be East's"
        assert [h.bit_count() for h in hands] == [11, 11, 11, 11]
        assert not hands[EAST] & hands[WEST] and not hands[NORTH] & hands[WEST]


@pytest.mark.parametrize("steps", [0, 12])
def test_deals_give_the_strength_to_the_player_who_bid_high(steps):
    # West bid 6 and East the minimum 2: in the deals hard searches, West's
    # hand must look like a 6-bid and East's like a weak one
    hand = "2C 3C 4C 5C 2D 3D 4D 5D 2S 3S 4S 2H 3H"
    unseen = " ".join(c.code for c in Card._all if c.code not in hand.split())
    v = view_at(0, hand, unseen, bids=(2, 2, 3, 6), dealer=WEST)
    sit = Situation.of(v)
    rng = random.Random(2)

    def mean_estimate(deal, seat, n=300):
        return sum(estimate(deal()[seat]) for _ in range(n)) / n

    fitted = BidReading(sit, v, pool=8, steps=steps)
    west = mean_estimate(lambda: fitted.deal(rng), WEST)
    east = mean_estimate(lambda: fitted.deal(rng), EAST)
    uniform = mean_estimate(lambda: sit.deal(rng, 0.0), WEST)
    assert west > uniform + 1.0, (west, uniform)
    assert west > east + 2.0, (west, east)


@pytest.mark.parametrize("steps", [0, 12])
def test_a_last_player_who_would_not_trump_is_thought_to_have_none(steps):
    # North's A♠ was winning and East, last and out of spades, threw the 2♦
    # rather than trump it: East probably has no hearts left
    v = position("2H 3H 4H 5H 6H 7H 8H 9H TH 4C 5C 6C", [(NORTH, "AS 2S 3S 2D")],
                 taken=(0, 0, 1, 0), bids=(6, 2, 3, 2))
    sit = Situation.of(v, read_play=True)
    [(seat, cards, weight)] = sit.doubts
    assert (seat, cards) == (EAST, sum(1 << i for i in range(26, 39)))
    assert weight < 0
    rng = random.Random(3)
    hearts = 0x1FFF << 26

    def none_rate(deal, n=400):
        return sum(not deal()[EAST] & hearts for _ in range(n)) / n

    unread = BidReading(Situation.of(v), v, pool=8, steps=steps)
    read = BidReading(sit, v, pool=8, steps=steps)
    before, after = none_rate(lambda: unread.deal(rng)), none_rate(lambda: read.deal(rng))
    assert after > before + 0.08, (before, after)


@pytest.mark.parametrize("steps", [0, 12])
def test_a_third_hand_who_ducks_under_an_opponent_is_thought_to_lack_the_top(steps):
    # South led the 3♦, East took the lead with the 9♦, North (third) played
    # the 4♦ under it, and West (last) the 5♦ under its partner: North
    # probably has no higher diamond, and West's low card shows nothing
    v = position("5C 6C 7C 8C 9C TC JC QC KC AC 2H 3H", [(0, "3D 9D 4D 5D")],
                 taken=(0, 1, 0, 0), bids=(2, 3, 3, 3))
    sit = Situation.of(v, read_play=True)
    above_nine = sum(1 << Card.parse(c).index for c in ("TD", "JD", "QD", "KD", "AD"))
    assert any(s == NORTH and cards == above_nine for s, cards, _ in sit.doubts)
    assert not any(s == WEST for s, _, _ in sit.doubts), "West ducked under its partner"
    rng = random.Random(5)

    def held(deal, n=400):  # higher diamonds North is dealt, on average
        return sum((deal()[NORTH] & above_nine).bit_count() for _ in range(n)) / n

    unread = BidReading(Situation.of(v), v, pool=8, steps=steps)
    read = BidReading(sit, v, pool=8, steps=steps)
    before, after = held(lambda: unread.deal(rng)), held(lambda: read.deal(rng))
    assert after < 0.9 * before, (before, after)


def test_the_walk_keeps_every_deal_possible():
    # the swaps never give a seat a card of a suit it has shown it lacks,
    # nor a card its play showed it does not hold, and keep hand sizes
    v = position("5C 6C 7C 8C 9C TC JC QC KC AC 5D 6D", DUCK, taken=(0, 0, 1, 0),
                 bids=(2, 3, 3, 5))
    sit = Situation.of(v, read_play=True)
    walk = BidReading(sit, v, pool=4, steps=20)
    rng = random.Random(4)
    seen_west_ks = 0
    for _ in range(300):
        hands = walk.deal(rng)
        assert [h.bit_count() for h in hands] == [12, 12, 12, 12]
        assert hands[0] == sit.hand and sum(hands) == sit.hand | sit.unseen
        for s in (EAST, NORTH, WEST):
            assert not hands[s] & (sit.void[s] | sit.avoid[s])
        seen_west_ks += bool(hands[WEST] >> Card.parse("KS").index & 1)
    assert 0 < seen_west_ks < 300  # the walk moves the cards about


def test_the_quick_estimate_is_the_fitted_model_itself():
    # estimate adds the model up suit by suit from tables; it must give the
    # weights times the features the model was fitted on, for any hand
    rng = random.Random(3)
    for name in WEIGHTS:
        model = preset_model(name)
        for _ in range(1000):
            h = 0
            for c in rng.sample(range(52), rng.randrange(14)):
                h |= 1 << c
            want = sum(w * f for w, f in zip(WEIGHTS[name], features(h)))
            assert model.estimate(h) == pytest.approx(want, abs=1e-9)

    def hand(codes):
        return sum(1 << Card.parse(c).index for c in codes.split())
    assert estimate(hand("AH KH QH JH TH AS KS AD KD AC KC 2C 3C")) > 7
    assert estimate(hand("2S 3S 4S 5S 2D 3D 4D 5D 2C 3C 4C 6C 7C")) < 1


def test_each_preset_reads_bids_with_its_own_model_and_house_rules_with_the_nearest():
    for name in WEIGHTS:
        assert bid_model(PRESETS[name]) is preset_model(name)
    # a minimum bid of 1 with the Lebanese values is the cutthroat table
    house = Rules(min_bid=1, min_bid_rises=False)
    assert house.preset_name() is None
    assert bid_model(house) is preset_model("cutthroat")
    # low values for 5 and 6 are the Syrian table
    syrian_like = Rules(min_bid=1, bid_values=(1, 2, 3, 4, 5, 6, 14, 16, 18, 20, 22, 24, 30))
    assert bid_model(syrian_like) is preset_model("syrian41")
    assert bid_model(Rules(target=31)) is preset_model("lebanese")
