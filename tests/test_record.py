"""Game records: the round trip, and rejection of records that break a rule."""

import copy
import json
import random

import pytest

from game.engine import Match, Phase, Rules
from game.engine.record import FORMAT, RecordError, replay, to_record


def finished_record(seed=5, rules=None, hands=8):
    rng = random.Random(seed)
    m = Match(rules or Rules(), seed=seed)
    while not m.is_over and m.hand_number <= hands:
        acts = m.legal_actions()
        if m.phase is Phase.BIDDING:
            acts = acts[:3]
        m.apply(rng.choice(acts))
    m.stop()
    return json.loads(json.dumps(to_record(m, ["human", "bot:x", "bot:x", "bot:x"], seed)))


def first_played(rec):
    return next(i for i, h in enumerate(rec["hands"]) if h["thrown_in"] is None)


def test_record_has_the_specified_shape():
    rec = finished_record()
    assert rec["format"] == FORMAT
    assert set(rec["rules"]) == set(Rules().to_dict())
    h = rec["hands"][first_played(rec)]
    assert len(h["deck"]) == 52 and all(len(x) == 13 for x in h["hands"])
    assert len(h["tricks"]) == 13 and sum(h["taken"]) == 13
    assert h["tricks"][0]["leader"] == (h["dealer"] + 1) % 4
    assert rec["winner"] is None  # stopped before the end


def test_round_trip_through_text():
    rec = finished_record(seed=11)
    again = to_record(replay(json.dumps(rec)), rec["players"], rec["seed"])
    assert again == rec


def mutate(rec, fn):
    bad = copy.deepcopy(rec)
    fn(bad)
    return bad


@pytest.mark.parametrize("name,fn,message", [
    ("wrong winner of a trick",
     lambda r, i: r["hands"][i]["tricks"][2].__setitem__(
         "winner", (r["hands"][i]["tricks"][2]["winner"] + 1) % 4),
     r"hand \d+ trick 3: winner"),
    ("points that do not follow the bid table",
     lambda r, i: r["hands"][i]["points"].__setitem__(0, r["hands"][i]["points"][0] + 1),
     r"hand \d+: points"),
    ("the deal not passing right",
     lambda r, i: r["hands"][i + 1].__setitem__("dealer", (r["hands"][i + 1]["dealer"] + 2) % 4),
     r"hand \d+: dealer"),
    ("a bid below the minimum",
     lambda r, i: r["hands"][i]["bids"].__setitem__(0, 1),
     r"hand \d+: .*smallest bid allowed is 2"),
    ("a card played twice",
     lambda r, i: r["hands"][i]["tricks"][1]["cards"].__setitem__(
         0, r["hands"][i]["tricks"][0]["cards"][0]),
     r"hand \d+ trick 2: .*not in their hand"),
    ("a wrong final score",
     lambda r, i: r.__setitem__("final_scores", [99, 0, 0, 0]),
     "final_scores"),
    ("a claimed winner in an unfinished game",
     lambda r, i: r.__setitem__("winner", 1),
     "record says team 1 won, but the game was not over"),
    ("a deck with a card twice",
     lambda r, i: r["hands"][i]["deck"].__setitem__(1, r["hands"][i]["deck"][0]),
     r"hand \d+: the deck is not 52 different cards"),
    ("rules out of range",
     lambda r, i: r["rules"].__setitem__("target", 500),
     "rules: target"),
])
def test_mutated_records_are_rejected(name, fn, message):
    rec = finished_record(seed=3)
    i = first_played(rec)
    with pytest.raises(RecordError, match=message):
        replay(mutate(rec, lambda r: fn(r, i)))


def test_not_following_suit_is_named():
    rec = finished_record(seed=9)
    i = first_played(rec)
    h = rec["hands"][i]
    # find a trick where a follower followed suit, and swap in an off-suit card it held
    for t, trick in enumerate(h["tricks"]):
        led = trick["cards"][0][1]
        follower = (trick["leader"] + 1) % 4
        later = [c for tr in h["tricks"][t + 1:] for j, c in enumerate(tr["cards"])
                 if (tr["leader"] + j) % 4 == follower and c[1] != led]
        if trick["cards"][1][1] == led and later:
            bad = copy.deepcopy(rec)
            bad["hands"][i]["tricks"][t]["cards"][1] = later[0]
            with pytest.raises(RecordError, match=rf"hand {i + 1} trick {t + 1}: .*must follow"):
                replay(bad)
            return
    pytest.fail("no suitable trick in this record")


def test_malformed_records_get_a_message():
    with pytest.raises(RecordError, match="not valid JSON"):
        replay("{nope")
    with pytest.raises(RecordError, match="format"):
        replay({"format": "other"})
    with pytest.raises(RecordError, match="no hands"):
        replay({"format": FORMAT, "rules": Rules().to_dict(), "hands": []})
