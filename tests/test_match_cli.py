"""``python main.py match``: exec: bots, faults in the summary, duplicate and
hands modes, latency figures, and one-line errors for bad bots."""

import json
import random
import shlex
import sys
from pathlib import Path

import pytest

from game.ai.random_bot import RandomBot
from game.cli import main
from game.cli.match import Tally, a_minus_b, percentiles_ms
from game.engine import Match
from game.engine.record import replay
from game.rules_file import load_rules

HERE = Path(__file__).parent
ROOT = HERE.parent
BAD_BOT = HERE / "bots" / "bad_bot.py"


def exec_bot(*argv) -> str:
    return "exec:" + shlex.join([sys.executable, *map(str, argv)])


@pytest.fixture
def short_rules(tmp_path) -> str:
    path = tmp_path / "short.json"
    path.write_text(json.dumps({"preset": "syrian41", "target": 21}))
    return str(path)


def run_match(capsys, *argv):
    status = main(["match", "--json", *argv])
    out, err = capsys.readouterr()
    assert status == 0, err
    return json.loads(out)


def records(path: Path) -> list:
    return [json.loads(line) for line in path.read_text().splitlines()]


def test_main_bot_over_the_protocol_plays_a_whole_game(capsys, tmp_path, short_rules):
    rec = tmp_path / "games.jsonl"
    bot = exec_bot(ROOT / "main.py", "bot", "random", "--seed", "1")
    s = run_match(capsys, "--games", "1", "--seed", "2", "--rules", short_rules,
                  "--team-a", bot, "--record", str(rec))
    assert s["games"] == 1 and s["complete"] == 1
    assert sum(s["team_wins"]) == 1
    assert s["faults"] == {"count": 0, "by_kind": {}, "notes": []}
    lat = s["latency_ms"]["a"]
    assert 0 < lat["p50"] <= lat["p95"] <= lat["max"]
    (record,) = records(rec)
    assert record["players"][0] == f"bot:{bot}" and record["players"][1] == "bot:random"
    m = replay(record)  # every card the exec: bot played was legal
    assert m.winner == record["winner"] is not None


@pytest.mark.parametrize("mode,kind", [
    (("late", 13, 1.25), "late"),  # 0.25 s into the next second
    (("malformed", 3), "malformed"),
    (("illegal", 3), "illegal"),
    (("crash", 4), "exited"),
    (("silent",), "no answer"),
])
def test_each_fault_is_counted_and_the_match_finishes(capsys, tmp_path, mode, kind):
    rec = tmp_path / "games.jsonl"
    s = run_match(capsys, "--games", "1", "--seed", "5", "--rules", "syrian41",
                  "--max-hands", "2", "--bot-timeout", "1", "--record", str(rec),
                  "--team-a", exec_bot(BAD_BOT, *mode))
    faults = s["faults"]
    assert faults["count"] >= 1 and faults["count"] == len(faults["notes"])
    assert set(faults["by_kind"]) == {kind}
    for note in faults["notes"]:
        assert note["game"] == 1 and note["team"] == "a" and note["seat"] in (0, 2)
        assert note["fault"] == kind and note["detail"]
    (record,) = records(rec)
    assert len(replay(record).hand_logs) == 2  # both hands were played, legally


def test_the_readable_summary_shows_latency_and_faults(capsys):
    status = main(["match", "--games", "1", "--seed", "5", "--rules", "syrian41",
                   "--max-hands", "1", "--team-b", exec_bot(BAD_BOT, "illegal", 2)])
    out = capsys.readouterr().out
    assert status == 0
    assert "decision ms (p50/p95/max): A " in out
    faults = next(line for line in out.splitlines() if line.startswith("faults: "))
    assert "illegal" in faults
    assert "team B East (bad bot (illegal)): illegal: " in out


def test_duplicate_plays_each_deal_sequence_twice_with_the_teams_swapped(capsys, tmp_path):
    rec = tmp_path / "games.jsonl"
    bot = exec_bot(BAD_BOT, "good")
    s = run_match(capsys, "--games", "2", "--seed", "9", "--duplicate", "--max-hands", "3",
                  "--team-a", bot, "--record", str(rec))
    assert s["mode"] == "duplicate" and s["games"] == 4 and s["deals"] == 2
    games = records(rec)
    assert [g["players"][0] for g in games] == [f"bot:{bot}", "bot:random"] * 2
    for first, second in (games[0:2], games[2:4]):
        assert first["seed"] == second["seed"]
        assert [h["deck"] for h in first["hands"]] == [h["deck"] for h in second["hands"]]
        assert first["hands"][0]["dealer"] == second["hands"][0]["dealer"]
    # the "good" bot always bids its minimum (2) plus two: team A's bids are 4
    # in every game, whichever seats it sat in
    for g in games:
        a_seats = (0, 2) if g["players"][0] == f"bot:{bot}" else (1, 3)
        assert all(h["bids"][s] == 4 for h in g["hands"] for s in a_seats)
    assert s["latency_ms"]["a"]["p50"] > s["latency_ms"]["b"]["p50"]  # a pipe vs a call


def test_the_tally_counts_wins_and_points_per_team_not_per_seat():
    m = Match(load_rules("syrian41"), seed=3)
    bot = RandomBot(random.Random(3))
    while not m.is_over:
        m.apply(bot.decide(m.view(m.turn)))
    assert m.winner is not None
    straight, swapped = Tally(), Tally()
    straight.add(m, (0, 1))
    swapped.add(m, (1, 0))
    assert straight.team_wins[m.winner] == 1 and swapped.team_wins[1 - m.winner] == 1
    assert straight.points == swapped.points[::-1]
    assert straight.bids == swapped.bids[::-1]
    assert a_minus_b(m, (0, 1)) == -a_minus_b(m, (1, 0)) == straight.points[0] - \
        straight.points[1]


def test_hands_mode_plays_single_hands_from_zero_twice(capsys, tmp_path):
    rec = tmp_path / "hands.jsonl"
    s = run_match(capsys, "--hands", "4", "--seed", "1", "--record", str(rec))
    assert s["mode"] == "hands" and s["deals"] == 4 and s["games"] == 8 and s["hands"] == 8
    lo, hi = s["a_points_per_deal_ci95"]
    assert lo <= s["a_points_per_deal"] <= hi
    assert sum(s["deal_wins"]) == 4
    games = records(rec)
    for g in games:  # one hand from 0-0: the scores after it are its points
        (hand,) = g["hands"]
        assert hand["scores"] == hand.get("points", [0, 0, 0, 0])
    assert games[0]["hands"][0]["deck"] == games[1]["hands"][0]["deck"]


def test_percentiles_are_nearest_rank_in_milliseconds():
    assert percentiles_ms([]) == {"p50": None, "p95": None, "max": None}
    xs = [i / 1000 for i in range(1, 101)]  # 1 ms .. 100 ms
    assert percentiles_ms(xs) == {"p50": 50.0, "p95": 95.0, "max": 100.0}


@pytest.mark.parametrize("argv,words", [
    (["--team-a", "grandmaster"], "--team-a: unknown bot 'grandmaster'"),
    (["--team-b", "exec:no-such-bot-400 --fast"], "--team-b exec:no-such-bot-400 --fast: "
                                                  "cannot start 'no-such-bot-400'"),
    (["--team-a", "exec:"], "the command is empty"),
    (["--team-a", "exec:python 'unclosed"], "cannot read the command"),
    (["--team-a", exec_bot("-c", "import sys; sys.exit(4)")],
     "exited with status 4 before answering hello"),
    (["--hands", "3", "--games", "3"], "--hands and --games cannot be used together"),
    (["--hands", "0"], "--hands must be at least 1"),
    (["--think-ms", "0"], "--think-ms must be at least 1"),
    (["--bot-timeout", "0"], "--bot-timeout must be more than 0"),
])
def test_bad_input_gets_one_line_and_status_2(capsys, argv, words):
    status = main(["match", "--games", "1", *argv] if "--games" not in argv and
                  "--hands" not in argv else ["match", *argv])
    out, err = capsys.readouterr()
    assert status == 2 and out == ""
    assert len(err.strip().splitlines()) == 1 and words in err
    assert err.startswith("400 match: ")


def test_bot_command_with_an_unknown_level_says_so_in_one_line(capsys):
    assert main(["bot", "grandmaster"]) == 2
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "unknown bot 'grandmaster'" in err


def test_bot_log_keeps_the_exec_bots_stderr(capsys, tmp_path):
    log = tmp_path / "bots.log"
    s = run_match(capsys, "--games", "1", "--seed", "5", "--rules", "syrian41",
                  "--max-hands", "2", "--bot-log", str(log),
                  "--team-a", exec_bot(BAD_BOT, "crash", 4))
    assert s["faults"]["by_kind"] == {"exited": 2}
    lines = log.read_text().splitlines()
    assert "[A South] ZeroDivisionError: on purpose" in lines
    assert "[A North] ZeroDivisionError: on purpose" in lines


def test_a_long_run_keeps_a_bounded_sample_of_decision_times(monkeypatch):
    """A run of any length holds at most ``KEEP`` decision times; the
    maximum stays exact and the median and p95 stay true to the whole."""
    from game.cli.match import Samples
    monkeypatch.setattr(Samples, "KEEP", 2000)
    times = Samples(random.Random(7))
    rng = random.Random(3)
    every = [rng.random() for _ in range(200_000)]
    for x in every:
        times.append(x)
    assert len(times) == 200_000 and len(times.kept) == 2000
    got = percentiles_ms(times)
    truth = percentiles_ms(every)
    assert got["max"] == truth["max"]
    assert abs(got["p50"] - truth["p50"]) < 40 and abs(got["p95"] - truth["p95"]) < 20
