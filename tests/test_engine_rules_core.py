"""The rules the core answers: the total counted in tricks or values, the
raised target that ends when a team drops back, the jawaker preset, and
every refusal as a reason with its fields."""

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scripted import bid_in_turn, deck_for, planned_hand, play_tricks, winners_for
from test_engine_properties import rules_strategy

from game.engine import PRESETS, WIN, Card, IllegalAction, Match, Phase
from game.engine.events import GameOver, HandScored, HandStarted, ThrownIn
from game.engine.reasons import GameEnd, Illegal, ThrowIn
from game.engine.record import replay, to_record
from game.rules_file import load_rules

DEALER = 3  # South bids first and leads


def dealt(rules, scores=None, winners=(3, 3, 3, 3)):
    hands, tricks = planned_hand(winners_for(list(winners)), 0, DEALER)
    m = Match(rules, first_dealer=DEALER, decks=[deck_for(hands, DEALER)], scores=scores)
    return m, tricks


# ----------------------------------------------------------- the total of 11
@pytest.mark.parametrize("preset,bids,played", [
    ("syrian41", [7, 1, 1, 1], True),  # worth 14 + 1 + 1 + 1 = 17
    ("cutthroat", [5, 1, 1, 1], True),  # worth 10 + 1 + 1 + 1 = 13
    ("lebanese", [5, 2, 2, 1], False),  # 10 tricks: below 11 (a bid of 1 is refused there)
    ("jawaker", [5, 2, 2, 2], True),  # 11 tricks
])
def test_what_the_bids_add_up_to_follows_the_preset(preset, bids, played):
    rules = PRESETS[preset]
    if preset == "lebanese":
        rules = rules.replace(min_bid=1)  # so that the 1 can be bid at all
    m, _ = dealt(rules)
    bid_in_turn(m, bids)
    assert (m.phase is Phase.PLAYING) is played
    if not played:
        thrown = [e for e in m.events if isinstance(e, ThrownIn)][0]
        assert thrown.reason is ThrowIn.LOW_TOTAL and thrown.total == 10


def test_syrian41_counting_tricks_throws_the_seven_in():
    m, _ = dealt(PRESETS["syrian41"].replace(min_total_counts="tricks"))
    bid_in_turn(m, [7, 1, 1, 1])
    thrown = [e for e in m.events if isinstance(e, ThrownIn)]
    assert thrown and thrown[0].total == 10 and m.history[0]["thrown_in"] == {
        "reason": "low_total"}


def test_values_are_counted_after_the_devaluation_at_30():
    rules = PRESETS["cutthroat"].replace(devalue_5_6_at_30=True, min_bid_rises=False)
    # South at 30 bids 5: worth 5, not 10; 5 + 1 + 2 + 2 = 10 < 11
    assert rules.throw_in_reason([5, 1, 2, 2], [30, 0, 0, 0]) is ThrowIn.LOW_TOTAL
    assert rules.throw_in_reason([5, 1, 2, 2], [29, 0, 0, 0]) is None  # 10 + 5


def test_a_bid_worth_win_lets_the_hand_run_by_itself():
    rules = PRESETS["syrian41"].replace(
        bid_values=(1, 2, 3, 4, 5, 6, 14, 16, 18, "win", "win", "win", "win"), min_total=13)
    assert rules.bids_total([10, 1, 1, 1], [0] * 4) == WIN
    assert rules.throw_in_reason([10, 1, 1, 1], [0] * 4) is None


def _written_rule(rules, bids, scores):
    """The throw-in rule as the rules page words it, independently of the engine."""
    t = rules.min_total
    top = max(scores)
    if rules.min_total_rises and top >= 30:
        t += max(0, top // 10 - 2)
    t = min(t, 52)
    if rules.min_total_counts == "tricks":
        total = sum(bids)
    else:
        vals = []
        for b, s in zip(bids, scores):
            v = rules.bid_values[b - 1]
            if rules.devalue_5_6_at_30 and s >= 30 and b in (5, 6):
                v = b
            vals.append(v)
        total = 999 if "win" in vals else sum(vals)
    if total < t:
        return "low_total"
    if rules.five_to_run and max(bids) < 5:
        return "no_five"
    return None


@settings(max_examples=300, deadline=None)
@given(rules=rules_strategy, bids=st.lists(st.integers(1, 13), min_size=4, max_size=4),
       scores=st.lists(st.integers(-60, 60), min_size=4, max_size=4))
def test_the_engines_throw_in_is_the_rule_as_written(rules, bids, scores):
    assert rules.throw_in_reason(bids, scores) == _written_rule(rules, bids, scores)


def test_files_from_before_the_field_count_tricks(tmp_path):
    old = PRESETS["syrian41"].to_dict()
    del old["min_total_counts"]
    path = tmp_path / "house.json"
    path.write_text(json.dumps(old))
    assert load_rules(str(path)).min_total_counts == "tricks"
    # a record written before the field: replayed as it was played, counting tricks
    m = Match(PRESETS["syrian41"].replace(min_total_counts="tricks"), seed=5)
    while m.hand_number < 4:
        m.apply(m.legal_actions()[0])
    rec = to_record(m)
    del rec["rules"]["min_total_counts"]
    back = replay(rec)
    assert back.rules.min_total_counts == "tricks" and back.history == m.history


# ----------------------------------------------------------- raised target
def _raised(scores, winners, bids):
    """One hand under raise_target, with the target already raised to 51."""
    rules = PRESETS["lebanese"].replace(both_reach="raise_target", min_bid_rises=False,
                                        min_total_rises=False)
    hands, tricks = planned_hand(winners_for(winners), 0, DEALER)
    m = Match(rules, first_dealer=DEALER, decks=[deck_for(hands, DEALER)], scores=scores)
    m.target = 51  # as after a raise: both teams had reached 41
    bid_in_turn(m, bids)
    play_tricks(m, tricks)
    return m


def test_a_raised_target_ends_when_one_team_drops_back():
    # East fails a 4 and falls from 44 to 40: East/West no longer hold 41;
    # South/North (North 45, South 43) still do, though nobody reached 51
    m = _raised([43, 44, 45, 3], [4, 2, 3, 3], [3, 4, 2, 2])
    assert m.scores[1] == 40 and max(m.scores) < 51
    over = m.events[-1]
    assert isinstance(over, GameOver) and over.winner == 0
    assert over.reason is GameEnd.DROPPED_BACK and over.seat == 2


def test_a_raised_target_plays_on_while_both_teams_hold_the_old_one():
    m = _raised([43, 44, 45, 3], [3, 4, 2, 3], [3, 4, 2, 2])
    assert m.scores[1] == 48 and not m.is_over and m.hand_number == 2


# ------------------------------------------------------------------ jawaker
def test_jawaker_scores_a_made_ten_and_a_failed_eleven_at_forty():
    rules = PRESETS["jawaker"]
    hands, tricks = planned_hand(winners_for([10, 0, 2, 0]), 0, DEALER)
    m = Match(rules, first_dealer=DEALER, decks=[deck_for(hands, DEALER)])
    bid_in_turn(m, [10, 2, 11, 2])
    play_tricks(m, tricks)
    points = [e for e in m.events if isinstance(e, HandScored)][0].points
    assert points[0] == 40 and points[2] == -40


def test_jawaker_scores_5_and_6_at_face_value_from_30():
    rules = PRESETS["jawaker"]
    assert [rules.bid_value(b, 30) for b in (5, 6, 7)] == [5, 6, 14]
    assert [rules.bid_value(b, 29) for b in (5, 6)] == [10, 12]


# ------------------------------------------------------- reasons as data
def test_every_refusal_carries_its_reason_and_fields():
    m, tricks = dealt(PRESETS["lebanese"])
    cases = []

    def refused(fn, *args):
        with pytest.raises(IllegalAction) as e:
            fn(*args)
        cases.append(e.value.reason)
        return e.value

    e = refused(m.bid, 1, 3)
    assert e.reason is Illegal.NOT_YOUR_TURN and e.fields == {"turn": 0} and e.seat == 1
    e = refused(m.bid, 0, 1)
    assert e.reason is Illegal.BID_TOO_LOW and e.fields == {"bid": 1, "minimum": 2}
    e = refused(m.bid, 0, 14)
    assert e.reason is Illegal.BID_TOO_HIGH and e.fields["maximum"] == 13
    e = refused(m.bid, 0, "3")
    assert e.reason is Illegal.NOT_A_BID and e.action == "3"
    e = refused(m.play, 0, tricks[0][1][0])
    assert e.reason is Illegal.WRONG_PHASE and e.fields == {"phase": Phase.BIDDING}
    e = refused(m.redeal, 0, True)
    assert e.reason is Illegal.WRONG_PHASE
    bid_in_turn(m, [3, 3, 3, 3])
    lead = tricks[0][1][0]
    m.play(0, lead)
    east = m.hand(1)
    off = next(c for c in east if c.suit is not lead.suit)
    e = refused(m.play, 1, off)
    assert e.reason is Illegal.MUST_FOLLOW and e.fields["card"] is off
    assert e.fields["suit"] == lead.suit
    assert set(e.fields["held"]) == {c for c in east if c.suit is lead.suit}
    e = refused(m.play, 1, lead)
    assert e.reason is Illegal.NOT_IN_HAND and e.fields == {"card": lead}
    e = refused(m.play, 1, "ZZ")
    assert e.reason is Illegal.NOT_A_CARD
    m.stop()
    e = refused(m.apply, 3)
    assert e.reason is Illegal.GAME_OVER
    assert len(set(cases)) == 9


def test_the_hand_start_carries_what_the_table_shows():
    m, _ = dealt(PRESETS["lebanese"], scores=[35, 41, 0, 12])
    start = [e for e in m.events if isinstance(e, HandStarted)][0]
    assert start.min_total == m.min_total == 13
    assert start.min_bids == (3, 4, 2, 2) and start.scores == (35, 41, 0, 12)


def test_apply_returns_the_events_it_caused():
    m, tricks = dealt(PRESETS["lebanese"])
    n = len(m.events)
    got = m.apply(3)
    assert got == m.events[n:] and len(got) == 1
    for _ in range(3):
        m.apply(3)
    got = []
    for card in tricks[0][1]:
        got += m.apply(card)
    assert [type(e).__name__ for e in got] == ["CardPlayed"] * 4 + ["TrickWon"]
    assert m.actions[-4:] == list(tricks[0][1]) and isinstance(m.actions[-4], Card)
