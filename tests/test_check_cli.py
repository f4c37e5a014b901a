"""``python main.py check``: records checked through the engine's replay."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def run(*args, cwd=ROOT):
    return subprocess.run([sys.executable, "main.py", *args], cwd=cwd, capture_output=True,
                          text=True, timeout=120)


def recorded(tmp_path, games=3):
    out = tmp_path / "games.jsonl"
    r = run("match", "--games", str(games), "--seed", "4", "--team-a", "easy", "--team-b",
            "random", "--max-hands", "12", "--record", str(out))
    assert r.returncode == 0, r.stderr
    return out


def test_records_from_match_pass(tmp_path):
    out = recorded(tmp_path)
    r = run("check", str(out))
    assert r.returncode == 0 and "3 games, 0 wrong" in r.stdout


def test_one_game_is_counted_in_the_singular(tmp_path):
    """'1 game', never '1 games', in what match and check print."""
    out = tmp_path / "one.jsonl"
    r = run("match", "--games", "1", "--seed", "4", "--team-a", "easy", "--team-b", "easy",
            "--max-hands", "12", "--record", str(out))
    assert r.returncode == 0 and r.stdout.startswith("1 game ("), r.stdout
    r = run("check", str(out))
    assert r.returncode == 0 and "check: 1 game, 0 wrong" in r.stdout


def test_a_changed_card_or_score_is_named_with_its_hand(tmp_path):
    out = recorded(tmp_path)
    games = [json.loads(line) for line in out.read_text().splitlines()]
    g = games[1]
    i = next(k for k, h in enumerate(g["hands"]) if h["thrown_in"] is None)
    trick = g["hands"][i]["tricks"][4]
    trick["cards"][1], trick["cards"][2] = trick["cards"][2], trick["cards"][1]
    games[2]["hands"][-1]["scores"][0] += 5
    out.write_text("\n".join(json.dumps(x) for x in games) + "\n")
    r = run("check", str(out))
    assert r.returncode == 1
    lines = [ln for ln in r.stdout.splitlines() if ln.startswith(str(out))]
    assert len(lines) == 2
    assert lines[0].startswith(f"{out}:2: hand {i + 1} ")
    assert lines[1].startswith(f"{out}:3: hand ") and "scores" in lines[1]
    assert "3 games, 2 wrong" in r.stdout


def test_a_missing_file_is_one_line_and_status_2(tmp_path):
    r = run("check", str(tmp_path / "none.jsonl"))
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "cannot read" in r.stderr and "Traceback" not in r.stderr


def test_the_example_bot_in_the_docs_plays_a_whole_game_without_a_fault(tmp_path):
    out = tmp_path / "g.jsonl"
    r = run("match", "--games", "1", "--seed", "2", "--max-hands", "8", "--json",
            "--team-a", f"exec:{sys.executable} examples/random_bot.py", "--team-b", "easy",
            "--record", str(out))
    assert r.returncode == 0, r.stderr
    summary = json.loads(r.stdout)
    assert summary["games"] == 1 and summary["faults"]["count"] == 0
    assert run("check", str(out)).returncode == 0


def test_output_into_a_closed_pipe_ends_quietly(tmp_path):
    """``400 check … | head -1``: the reader goes away; no traceback, and no
    'cannot read' blamed on the records."""
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n" * 200)
    read, write = os.pipe()
    os.close(read)
    try:
        r = subprocess.run([sys.executable, "main.py", "check", str(bad)], cwd=ROOT,
                           stdout=write, stderr=subprocess.PIPE, text=True, timeout=120)
    finally:
        os.close(write)
    assert "Traceback" not in r.stderr and "cannot read" not in r.stderr, r.stderr
    assert r.returncode == 141


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full")
@pytest.mark.parametrize("argv", [["check", "BAD"], ["match", "--games", "1"], ["--help"]])
def test_output_onto_a_full_disk_is_one_line_not_a_traceback(argv, tmp_path):
    """``> /dev/full``: the command says it could not write its output, in
    one line, and fails; the records it read are not blamed."""
    bad = tmp_path / "bad.jsonl"
    bad.write_text("not json\n" * 200)
    argv = [str(bad) if a == "BAD" else a for a in argv]
    with open("/dev/full", "w") as full:
        r = subprocess.run([sys.executable, "main.py", *argv], cwd=ROOT, stdout=full,
                           stderr=subprocess.PIPE, text=True, timeout=120)
    assert r.stderr == "400: cannot write the output (No space left on device)\n"
    assert r.returncode == 1


def test_lines_json_cannot_hold_are_named_in_plain_words(tmp_path):
    """A number of 10,000 digits and nesting 100,000 deep: the line is wrong
    and said so in the checker's own words, not Python's."""
    bad = tmp_path / "odd.jsonl"
    bad.write_text('{"format": ' + "9" * 10_000 + "}\n" + "[" * 100_000 + "]" * 100_000 + "\n")
    r = subprocess.run([sys.executable, "main.py", "check", str(bad)], cwd=ROOT,
                       capture_output=True, text=True, timeout=120)
    assert r.returncode == 1
    assert r.stdout.splitlines() == [f"{bad}:1: not valid JSON (a number too long to read)",
                                     f"{bad}:2: not valid JSON (nested too deeply to read)",
                                     "check: 2 games, 2 wrong"]
