"""Defects found by red-teaming the game's reliability, each with the test
that failed before its fix: bad input gets one clear line, and nothing is
lost or taken for something else."""

from __future__ import annotations

import json
import os
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

from game.ai.external import ExternalBot
from game.cli import main
from game.cli.check import check_lines
from game.engine import Match
from game.engine.record import dumps, to_record

ROOT = Path(__file__).resolve().parents[1]


def run_main(*args, env=None, **kw) -> subprocess.CompletedProcess:
    env = dict(os.environ if env is None else env, SDL_VIDEODRIVER="dummy",
               SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "main.py", *args], cwd=ROOT, capture_output=True,
                          text=True, timeout=120, env=env, stdin=subprocess.DEVNULL, **kw)


def one_line(err: str) -> str:
    assert "Traceback" not in err, err
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    return lines[0]


# ------------------------------------------------------ empty path flags
@pytest.mark.parametrize("flag", ["--record", "--bot-log"])
def test_an_empty_file_name_for_match_is_refused_not_ignored(capsys, flag):
    """``--record "$OUT"`` with OUT unset used to run the whole match and
    write nothing, with exit status 0."""
    code = main(["match", "--games", "1", "--max-hands", "1", flag, ""])
    out, err = capsys.readouterr()
    assert code == 2, out
    line = one_line(err)
    assert line.startswith("400 match:") and flag in line and "empty" in line


@pytest.mark.parametrize("flag", ["--config-dir", "--screenshots", "--frame-stats"])
def test_an_empty_path_for_play_is_refused_not_ignored(tmp_path, flag):
    """``--config-dir ""`` used to fall back to the player's own folders (the
    real saved game and statistics), and the others were silently dropped."""
    env = dict(os.environ, HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path / "c"),
               XDG_DATA_HOME=str(tmp_path / "d"))
    env.pop("FOURHUNDRED_HOME", None)
    r = run_main("play", "--startup-probe", flag, "", env=env)
    assert r.returncode == 2, (r.stdout, r.stderr)
    line = one_line(r.stderr)
    assert line.startswith("400 play:") and flag in line and "empty" in line
    assert not (tmp_path / "c").exists() and not (tmp_path / "d").exists()


# ------------------------------------------- a home folder that cannot be
@pytest.mark.parametrize("how", ["--config-dir", "FOURHUNDRED_HOME"])
@pytest.mark.parametrize("kind", ["loop", "dangling"])
def test_a_home_folder_that_is_a_bad_link_is_refused_in_one_line(tmp_path, how, kind):
    """A symbolic link loop gave a RuntimeError traceback; a link to nothing
    opened a game that could keep nothing."""
    home = tmp_path / "home"
    if kind == "loop":
        home.symlink_to(home)
    else:
        home.symlink_to(tmp_path / "gone" / "away")
    env = dict(os.environ)
    argv = ["play", "--startup-probe"]
    if how == "--config-dir":
        argv += ["--config-dir", str(home)]
    else:
        env["FOURHUNDRED_HOME"] = str(home)
    r = run_main(*argv, env=env)
    assert r.returncode == 2, (r.stdout, r.stderr)
    line = one_line(r.stderr)
    assert line.startswith(f"400 play: {how}") and str(home) in line
    assert "symbolic link" in line


# ------------------------------------------------------ a closed stdout
def test_output_to_a_closed_stdout_is_one_line_not_a_traceback(tmp_path):
    """``python main.py check FILE >&-`` (a cron job, a launcher) gave an
    AttributeError traceback."""
    m = Match(seed=3)
    while m.hand_number < 2:
        m.apply(m.legal_actions()[-1])
    m.stop()
    records = tmp_path / "games.jsonl"
    records.write_text(dumps(to_record(m)) + "\n")
    r = run_main("check", str(records), stdout=None, preexec_fn=lambda: os.close(1))
    assert r.returncode == 1
    assert one_line(r.stderr) == "400: cannot write the output (standard output is closed)"
    # a command that prints nothing is not faulted for the closed stdout
    r = run_main("play", "--window", "1x1", stdout=None, preexec_fn=lambda: os.close(1))
    assert r.returncode == 2
    assert one_line(r.stderr).startswith("400 play: --window")


# ------------------------------------------------------------- check
def test_a_record_line_that_is_a_json_string_is_wrong(tmp_path):
    """A line holding a record quoted as a JSON string was read as JSON a
    second time and passed as a good game."""
    m = Match(seed=3)
    while m.hand_number < 2:
        m.apply(m.legal_actions()[-1])
    m.stop()
    good = dumps(to_record(m))
    out = (tmp_path / "out.txt").open("w")
    assert check_lines([good], "f", out) == (1, 0)
    assert check_lines([json.dumps(good), '"x"'], "f", out) == (2, 2)
    out.close()
    said = (tmp_path / "out.txt").read_text().splitlines()
    assert said == ["f:1: a record must be a JSON object", "f:2: a record must be a JSON object"]


# ---------------------------------------------------------- bot words
BOT = r'''
import json, sys
keys = {"bid": "bid", "play": "card", "redeal": "redeal"}
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "quit":
        break
    if msg["type"] == "hello":
        reply = {"name": "evil\nTraceback (most recent call last):\n\x1b[31m  red"}
    else:
        reply = {keys[msg["type"]]: "Z" * 300000}
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
'''


def test_what_a_bot_says_reaches_the_notes_short_and_on_one_line(tmp_path):
    """A bot's name went into every fault note as it was (line breaks, a fake
    traceback, terminal escapes), and a reply ``{"card": "ZZZ…"}`` was echoed
    whole: a 300 KB line in match's summary."""
    script = tmp_path / "bot.py"
    script.write_text(BOT)
    bot = ExternalBot(shlex.join([sys.executable, str(script)]), 0, 5.0)
    try:
        assert bot.hello()
        m = Match(seed=1)
        asked = set()
        for _ in range(200):  # the others bid high: the hand is played, not thrown in
            if len(asked) == 2:
                break
            view = m.view(m.turn)
            if m.turn == 0:
                asked.add(view.request)
                m.apply(bot.decide(view))
            else:
                m.apply(view.legal[-1] if view.request == "bid" else view.legal[0])
    finally:
        bot.close()
    assert asked == {"bid", "play"}
    assert bot.bot_name == "evil Traceback (most recent call last): [31m red"
    assert len(bot.faults) >= 2
    for note in bot.faults:
        text = f"{note['bot']}: {note['detail']}"
        assert "\n" not in text and "\x1b" not in text and len(text) < 300, text[:300]
    assert any("is not a card" in note["detail"] for note in bot.faults)
