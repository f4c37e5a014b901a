"""`python main.py match` with bad rules or flags: one clear line, exit status 2."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.engine import Rules

ROOT = Path(__file__).resolve().parent.parent


def run_match(*args, cwd=ROOT):
    return subprocess.run([sys.executable, str(ROOT / "main.py"), "match", "--games", "1",
                           "--max-hands", "2", *args], capture_output=True, text=True,
                          cwd=cwd, timeout=120)


def rules_file(tmp_path, data, name="rules.json"):
    p = tmp_path / name
    p.write_text(data if isinstance(data, str) else json.dumps(data))
    return str(p)


def full_rules(**changes):
    d = Rules().to_dict()
    d.update(changes)
    return d


@pytest.mark.parametrize("make,expect", [
    (lambda t: "nosuchpreset", "unknown preset 'nosuchpreset'"),
    (lambda t: rules_file(t, "{ not json"), "not valid JSON (line 1"),
    (lambda t: rules_file(t, {k: v for k, v in Rules().to_dict().items() if k != "target"}),
     "rules field 'target' is missing"),
    (lambda t: rules_file(t, full_rules(target=500)), "target must be a whole number from 21"),
    (lambda t: rules_file(t, full_rules(min_bid=0)), "min_bid must be a whole number from 1"),
    (lambda t: rules_file(t, full_rules(deal_pattern=[3, 3, 3, 3])),
     "deal_pattern must add up to 13, not 12"),
    (lambda t: rules_file(t, full_rules(bid_values=[1, 2, 3])), "bid_values must have 13"),
    (lambda t: rules_file(t, full_rules(partner_condition="maybe")), "partner_condition"),
    (lambda t: rules_file(t, {"preset": "syrian41", "targett": 44}),
     "unknown rules field 'targett'"),
    (lambda t: str(t / "missing.json"), "cannot read rules file"),
])
def test_bad_rules_give_one_line_and_status_2(tmp_path, make, expect):
    r = run_match("--rules", make(tmp_path))
    assert r.returncode == 2
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr
    assert expect in lines[0]
    assert "Traceback" not in r.stderr


def test_a_partial_rules_file_on_a_preset_is_accepted(tmp_path):
    path = rules_file(tmp_path, {"preset": "syrian41", "target": 44})
    r = run_match("--rules", path, "--json")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["games"] == 1


@pytest.mark.parametrize("args,expect", [
    (["--games", "lots"], "--games: invalid int value"),
    (["--bogus"], "unrecognized arguments: --bogus"),
    (["--team-a", "nosuchbot"], "unknown bot 'nosuchbot'"),
])
def test_bad_flags_give_one_line_and_status_2(args, expect):
    r = run_match(*args)
    assert r.returncode == 2
    assert len(r.stderr.strip().splitlines()) == 1 and expect in r.stderr


def test_unknown_command():
    r = subprocess.run([sys.executable, str(ROOT / "main.py"), "dance"], capture_output=True,
                       text=True, timeout=60)
    assert r.returncode == 2 and "unknown command 'dance'" in r.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes")
def test_a_named_pipe_given_as_rules_is_refused_at_once(tmp_path):
    """Opened the usual way, a FIFO waits for a writer for ever."""
    fifo = tmp_path / "house.json"
    os.mkfifo(fifo)
    r = run_match("--rules", str(fifo), "--games", "1")
    assert r.returncode == 2
    assert r.stderr == f"400 match: --rules: {fifo}: cannot read rules file " \
                       "(not a regular file)\n"
