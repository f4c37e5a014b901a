"""Golden hands: fixed decks, scripted bids and plays, expected tricks, points
and scores worked out by hand from RULES.md."""

import pytest
from scripted import bid_in_turn, deck_for, planned_hand, play_tricks, winners_for

from game.engine import PRESETS, Card, IllegalAction, Match, Phase
from game.engine.events import GameOver, HandScored, ThrownIn

LEB, SYR, CUT = PRESETS["lebanese"], PRESETS["syrian41"], PRESETS["cutthroat"]
DEALER = 3  # West deals, so South (0) is on the dealer's right: bids and leads first


def play_hand(rules, taken12, last_heart, bids, scores=None, dealer=DEALER):
    """Deal a planned hand, bid, play it out; return the match."""
    hands, tricks = planned_hand(winners_for(taken12), last_heart, dealer)
    m = Match(rules, seed=1, first_dealer=dealer, decks=[deck_for(hands, dealer)],
              scores=scores)
    bid_in_turn(m, bids)
    assert m.phase is Phase.PLAYING
    play_tricks(m, tricks)
    return m


def scored(m):
    return [e for e in m.events if isinstance(e, HandScored)][-1]


def test_deal_starts_at_dealers_right_in_pattern_batches():
    deck = [Card.from_index(i) for i in range(52)]
    m = Match(LEB, first_dealer=1, decks=[deck])
    # 1-2-2-2-2-2-2 from East's right: North gets the top card, then West, South, East
    assert m.dealt[2][0] is deck[0] and m.dealt[3][0] is deck[1]
    assert m.dealt[0][0] is deck[2] and m.dealt[1][0] is deck[3]
    assert m.dealt[2][1:3] == deck[4:6]
    m3 = Match(LEB.replace(deal_pattern=(3, 2, 2, 2, 2, 2)), first_dealer=1, decks=[deck])
    assert m3.dealt[2][:3] == deck[0:3] and m3.dealt[3][:3] == deck[3:6]
    assert all(len(h) == 13 for h in m3.dealt)


def test_lebanese_hand_made_and_failed_bids():
    # South bids 5 and takes only 4: -10 (a bid of 5 is worth 10 in the Lebanese table)
    m = play_hand(LEB, [4, 3, 3, 2], last_heart=3, bids=[5, 3, 2, 2])
    s = scored(m)
    assert s.taken == (4, 3, 3, 3)
    assert s.points == (-10, 3, 2, 2)
    assert m.scores == [-10, 3, 2, 2]
    assert m.dealer == 0  # the deal passed to the right of West
    assert m.phase is Phase.BIDDING


def test_lebanese_high_bid_values():
    # North bids 9 (worth 27) and takes 9; East fails a 2
    m = play_hand(LEB, [2, 1, 9, 0], last_heart=2, bids=[2, 2, 9, 2])
    assert scored(m).taken == (2, 1, 10, 0)
    assert scored(m).points == (2, -2, 27, -2)


def test_syrian41_values_and_bid_of_one():
    m = play_hand(SYR, [1, 5, 0, 6], last_heart=3, bids=[1, 5, 1, 7])
    # South 1 made (+1), East 5 made (+5 in the Syrian table), North failed 1 (-1),
    # West took 7 with a bid of 7: worth 14
    assert scored(m).taken == (1, 5, 0, 7)
    assert scored(m).points == (1, 5, -1, 14)


def test_cutthroat_values_and_minimum_rising_at_30():
    m = play_hand(CUT, [5, 1, 3, 3], last_heart=0, bids=[5, 1, 3, 3], scores=[0, 0, 31, 0])
    # South 5 made: 10; North at 31 had to bid at least 3: made 3 -> 3
    assert scored(m).points == (10, 1, 3, 3)
    assert m.scores == [10, 1, 34, 3]
    # cutthroat's minimum total does not rise with the top score: 11 still suffices
    assert CUT.min_total_for([0, 0, 45, 0]) == 11


def test_rising_minimum_bid_at_30_and_40():
    hands, _ = planned_hand(winners_for([3, 3, 3, 3]), 0, DEALER)
    m = Match(LEB, first_dealer=DEALER, decks=[deck_for(hands, DEALER)],
              scores=[35, 41, 29, 52])
    assert m.min_bids == [3, 4, 2, 5]
    with pytest.raises(IllegalAction, match="smallest bid allowed is 3"):
        m.bid(0, 2)
    m.bid(0, 3)
    with pytest.raises(IllegalAction, match="smallest bid allowed is 4"):
        m.bid(1, 3)
    assert m.legal_bids(1) == list(range(4, 14))


def test_rising_minimum_total_throws_in():
    # top score 45: required total 11 + (4 - 2) = 13; bids total 12 -> thrown in
    hands, _ = planned_hand(winners_for([3, 3, 3, 3]), 0, DEALER)
    m = Match(LEB, first_dealer=DEALER, decks=[deck_for(hands, DEALER)],
              scores=[45, 0, 0, 0])
    assert m.min_total == 13
    bid_in_turn(m, [4, 3, 3, 2])
    thrown = [e for e in m.events if isinstance(e, ThrownIn)]
    assert thrown and thrown[0].reason == "low_total" and thrown[0].min_total == 13
    assert m.scores == [45, 0, 0, 0]
    assert m.dealer == 0 and m.hand_number == 2
    assert m.history[0]["thrown_in"] == {"reason": "low_total"}
    assert "tricks" not in m.history[0]


def test_made_win_bid_ends_the_game():
    m = play_hand(LEB, [12, 0, 0, 0], last_heart=0, bids=[13, 2, 2, 2])
    assert scored(m).points == (0, -2, -2, -2)
    assert m.is_over and m.winner == 0 and m.over_reason == "win_bid"
    over = m.events[-1]
    assert isinstance(over, GameOver) and over.seat == 0


def test_failed_win_bid_costs_the_penalty():
    m = play_hand(LEB, [12, 0, 0, 0], last_heart=1, bids=[13, 2, 2, 2])
    assert scored(m).taken == (12, 1, 0, 0)
    assert scored(m).points == (-40, -2, -2, -2)
    assert not m.is_over
    custom = LEB.replace(win_bid_penalty=25,
                         bid_values=(1, 2, 3, 4, 10, 12, 14, 16, 27, "win", "win", "win", "win"))
    m2 = play_hand(custom, [9, 1, 1, 1], last_heart=1, bids=[10, 2, 2, 2])
    assert scored(m2).points == (-25, 2, -2, -2)


def test_devaluation_at_30_uses_own_score():
    rules = LEB.replace(devalue_5_6_at_30=True, min_bid_rises=False, min_total_rises=False)
    m = play_hand(rules, [5, 6, 1, 0], last_heart=1, bids=[5, 6, 2, 2], scores=[30, 29, 0, 0])
    # South at 30 scores 5 for a bid of 5; East at 29 still gets 12 for a bid of 6
    assert scored(m).taken == (5, 7, 1, 0)
    assert scored(m).points == (5, 12, -2, -2)
    assert rules.bid_value(7, 30) == 14  # 7 keeps its table value


def test_five_to_run_throws_in_without_a_five():
    rules = LEB.replace(five_to_run=True)
    hands, tricks = planned_hand(winners_for([3, 3, 3, 3]), 0, DEALER)
    decks = [deck_for(hands, DEALER), deck_for(hands, 0)]
    m = Match(rules, first_dealer=DEALER, decks=decks)
    bid_in_turn(m, [4, 4, 4, 4])  # total 16, but nobody bid 5
    assert m.history[0]["thrown_in"] == {"reason": "no_five"}
    assert m.dealer == 0
    bid_in_turn(m, [5, 2, 2, 2])  # a five: the hand is played
    assert m.phase is Phase.PLAYING


def test_no_pictures_redeal():
    # West never wins one of the first 12 tricks, so holds no A, K, Q or J
    rules = LEB.replace(redeal_no_pictures=True)
    hands, _ = planned_hand(winners_for([4, 4, 4, 0]), 0, DEALER)
    assert not any(c.rank >= 11 for c in hands[3])
    m = Match(rules, first_dealer=DEALER, decks=[deck_for(hands, DEALER)])
    assert m.phase is Phase.REDEAL and m.turn == 3
    assert m.legal_actions() == [True, False]
    with pytest.raises(IllegalAction):
        m.bid(0, 3)
    m.redeal(3, True)
    assert m.history[0]["thrown_in"] == {"reason": "no_pictures", "seat": 3}
    assert m.history[0]["bids"] == []
    assert m.dealer == 0 and m.hand_number == 2


def test_no_pictures_redeal_declined_goes_to_bidding():
    rules = LEB.replace(redeal_no_pictures=True)
    hands, _ = planned_hand(winners_for([4, 4, 4, 0]), 0, DEALER)
    m = Match(rules, first_dealer=DEALER, decks=[deck_for(hands, DEALER)])
    m.redeal(3, False)
    assert m.phase is Phase.BIDDING and m.turn == 0


@pytest.mark.parametrize("both_reach", ["higher_total", "raise_target"])
def test_both_teams_reach_the_target(both_reach):
    rules = LEB.replace(both_reach=both_reach)
    # South 38 -> 41 and East 38 -> 41 in the same hand; partners positive.
    m = play_hand(rules, [3, 3, 3, 3], last_heart=3, bids=[3, 3, 3, 3],
                  scores=[38, 38, 5, 1])
    assert m.scores == [41, 41, 8, 4]  # South/North 49, East/West 45
    if both_reach == "higher_total":
        assert m.is_over and m.winner == 0 and m.over_reason == "higher_total"
    else:
        assert not m.is_over
        assert m.target == 51 and m.history[0]["target_after"] == 51
        assert scored(m).target_after == 51


def test_both_reach_with_equal_totals_plays_on():
    m = play_hand(LEB, [3, 3, 3, 3], last_heart=3, bids=[3, 3, 3, 3], scores=[38, 38, 5, 5])
    # totals: South/North 41 + 8 = 49; East/West 41 + 8 = 49
    assert m.scores == [41, 41, 8, 8]
    assert not m.is_over


@pytest.mark.parametrize("condition,wins", [("positive", False), ("non_negative", True),
                                            ("none", True)])
def test_partner_at_exactly_zero(condition, wins):
    rules = LEB.replace(partner_condition=condition)
    # South 38 makes 3 -> 41; North at -3 makes 3 -> exactly 0 (the total needed is 12)
    m = play_hand(rules, [3, 3, 3, 3], last_heart=3, bids=[3, 3, 3, 3], scores=[38, 0, -3, 0])
    assert m.scores[0] == 41 and m.scores[2] == 0
    assert m.is_over is wins
    if wins:
        assert m.winner == 0 and m.over_reason == "target"


def test_illegal_actions_say_why():
    hands, tricks = planned_hand(winners_for([3, 3, 3, 3]), 0, DEALER)
    m = Match(LEB, first_dealer=DEALER, decks=[deck_for(hands, DEALER)])
    with pytest.raises(IllegalAction, match="it is South's turn"):
        m.bid(1, 3)
    with pytest.raises(IllegalAction, match="bidding is not finished"):
        m.play(0, tricks[0][1][0])
    bid_in_turn(m, [3, 3, 3, 3])
    lead = tricks[0][1][0]
    m.play(0, lead)
    east = m.hands[1]
    off = next(c for c in east if c.suit is not lead.suit)
    with pytest.raises(IllegalAction, match="must follow"):
        m.play(1, off)
    with pytest.raises(IllegalAction, match="not in their hand"):
        m.play(1, lead)
    assert len(m.trick) == 1  # nothing changed


def test_claim_only_when_every_remaining_trick_is_sure():
    # South (on lead after the last trick) holds the top cards of every suit it has
    hands, tricks = planned_hand(winners_for([12, 0, 0, 0]), 1, DEALER)
    m = Match(LEB, first_dealer=DEALER, decks=[deck_for(hands, DEALER)])
    bid_in_turn(m, [3, 3, 3, 3])
    assert m.claim(0) is None or m.claim(0)  # defined at any point of South's lead
    play_tricks(m, tricks[:9])  # South won them all and leads again
    assert m.turn == 0
    order = m.claim(0)
    # the 2 of hearts is with East: South's last card (a 2) will be trumped, no claim
    assert order is None
    assert m.claim(1) is None  # not East's lead


def test_claim_plays_out_to_every_trick():
    hands, tricks = planned_hand(winners_for([12, 0, 0, 0]), 0, DEALER)
    m = Match(LEB, first_dealer=DEALER, decks=[deck_for(hands, DEALER)])
    bid_in_turn(m, [3, 3, 3, 3])
    play_tricks(m, tricks[:9])
    order = m.claim(0)
    assert order is not None and order[0].suit.is_trump
    taken_before = m.taken[0]
    while m.tricks and len(m.tricks) < 13 and m.turn == 0 and not m.trick:
        m.play(0, m.claim(0)[0])
        for _ in range(3):
            m.play(m.turn, m.legal_cards()[0])
    assert scored(m).taken[0] == taken_before + 4 == 13
