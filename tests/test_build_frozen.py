"""The built executable as a player meets it (dist/400/400, built by
``build/ci_build.sh``).

The first test needs no build; the others run the executable and skip when
``dist/400/400`` is absent. build.py's own smoke test (play --autoplay, match,
a bot given all its requests at once) is not repeated here.
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time

import pytest

from game import cli

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EXE = os.path.join(ROOT, "dist", "400", "400")

needs_exe = pytest.mark.skipif(not (sys.platform.startswith("linux") and os.access(EXE, os.X_OK)),
                               reason="needs the Linux onedir build in dist/400 "
                                      "(build/ci_build.sh)")


def exe_env(home) -> dict:
    """As on a player's machine: no Python variables, a throwaway game folder."""
    return {"PATH": "/usr/bin:/bin", "HOME": str(home), "LANG": "C.UTF-8",
            "FOURHUNDRED_HOME": str(home / "400"), "SDL_VIDEODRIVER": "dummy",
            "SDL_AUDIODRIVER": "dummy"}


def run_exe(args, home, **kw):
    return subprocess.run([EXE, *args], cwd=str(home), env=exe_env(home), capture_output=True,
                          text=True, timeout=kw.pop("timeout", 60), **kw)


# ------------------------------------------------------------- no build needed
def test_help_names_the_executable_not_python_when_frozen(monkeypatch):
    """A player without Python reads '400 --help': it must not tell them to
    type 'python main.py'."""
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", os.path.join("opt", "400", "400"))
    text = cli.usage()
    assert "python" not in text and "main.py" not in text
    assert text.splitlines()[0] == "usage: 400 [COMMAND] [OPTIONS]"
    assert "'400 COMMAND --help'" in text
    # the name it was built under (on Windows the tools' console one is 400-cli.exe)
    monkeypatch.setattr(sys, "executable", os.path.join("opt", "400", "400-cli.exe"))
    assert cli.usage().splitlines()[0] == "usage: 400-cli [COMMAND] [OPTIONS]"
    monkeypatch.undo()
    assert cli.usage().splitlines()[0] == "usage: python main.py [COMMAND] [OPTIONS]"


# ------------------------------------------------------------ the built program
@needs_exe
def test_built_help_speaks_of_the_executable(tmp_path):
    r = run_exe(["--help"], tmp_path)
    assert r.returncode == 0 and r.stderr == ""
    assert r.stdout.startswith("usage: 400 [COMMAND]") and "main.py" not in r.stdout


@needs_exe
@pytest.mark.parametrize("args", [["--bogus"], ["match", "--games", "lots"], ["bot", "genius"],
                                  ["frobnicate"], ["check"]])
def test_built_bad_command_line_is_one_line_and_exit_2(tmp_path, args):
    r = run_exe(args, tmp_path)
    assert r.returncode == 2, r.stderr
    assert r.stderr.count("\n") == 1 and "Traceback" not in r.stderr and r.stdout == ""


@needs_exe
def test_built_check_reads_a_record_the_built_match_wrote(tmp_path):
    record = tmp_path / "games.jsonl"
    r = run_exe(["match", "--games", "2", "--seed", "1", "--team-a", "easy", "--team-b", "easy",
                 "--record", str(record)], tmp_path)
    assert r.returncode == 0, r.stderr
    assert "2 games (2 complete)" in r.stdout
    r = run_exe(["check", str(record)], tmp_path)
    assert r.returncode == 0 and "2 games, 0 wrong" in r.stdout
    lines = record.read_text().splitlines()
    assert '"AS"' in lines[0]
    damaged = tmp_path / "damaged.jsonl"  # the first game's ace of spades is not a card
    damaged.write_text(lines[0].replace('"AS"', '"XS"', 1) + "\n" + lines[1] + "\n")
    r = run_exe(["check", str(damaged)], tmp_path)
    assert r.returncode == 1 and "1 wrong" in r.stdout and "Traceback" not in r.stderr


@needs_exe
def test_built_version_and_replay_of_a_missing_file(tmp_path):
    """`400 --version` names the executable and the version; `400 play --replay`
    of a file that is not there is one line naming it, exit 2, no window."""
    from game import __version__

    r = run_exe(["--version"], tmp_path)
    assert r.returncode == 0 and r.stdout == f"400 {__version__}\n", r.stderr
    r = run_exe(["play", "--replay", "nowhere.jsonl"], tmp_path)
    assert r.returncode == 2 and r.stderr.count("\n") == 1
    assert "nowhere.jsonl" in r.stderr and "Traceback" not in r.stderr


@needs_exe
def test_built_hard_bot_answers_each_request_before_the_next(tmp_path):
    """A program that waits for each reply (as the game's own exec: seats do)
    gets it at once, not when its input ends."""
    sys.path.insert(0, os.path.join(ROOT, "build"))
    try:
        import build as build_py
    finally:
        sys.path.remove(os.path.join(ROOT, "build"))
    requests = build_py.protocol_requests()
    proc = subprocess.Popen([EXE, "bot", "hard"], cwd=str(tmp_path), env=exe_env(tmp_path),
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, bufsize=1)
    try:
        proc.stdin.write(json.dumps({"type": "hello", "protocol": "400-bot/1",
                                     "seat": requests[0]["view"]["seat"]}) + "\n")
        proc.stdin.flush()
        assert isinstance(json.loads(proc.stdout.readline())["name"], str)
        for req in requests:
            proc.stdin.write(json.dumps(req) + "\n")
            proc.stdin.flush()
            reply = json.loads(proc.stdout.readline())
            key = "bid" if req["type"] == "bid" else "card"
            assert reply[key] in req["view"]["legal"]
        proc.stdin.write('{"type": "quit"}\n')
        proc.stdin.flush()
        assert proc.wait(timeout=30) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()


def processes_below(pid: int) -> list[str]:
    ps = subprocess.run(["ps", "-A", "-o", "pid=,ppid=,args="], capture_output=True, text=True)
    rows = [line.split(None, 2) for line in ps.stdout.splitlines()]
    below, found = {pid}, []
    for _ in range(4):
        for row in rows:
            if len(row) == 3 and int(row[1]) in below and int(row[0]) not in below:
                below.add(int(row[0]))
                found.append(row[2])
    return found


def processes_of_group(pgid: int) -> list[int]:
    ps = subprocess.run(["ps", "-A", "-o", "pid=,pgid="], capture_output=True, text=True)
    return [int(p) for p, g in (line.split() for line in ps.stdout.splitlines())
            if int(g) == pgid]


@needs_exe
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP])
def test_built_window_ended_by_a_signal_leaves_no_process(tmp_path, sig):
    """A logout (SIGTERM) or a closed terminal (SIGHUP) while the bots think:
    the game and its bots' worker are all gone, nothing left running."""
    proc = subprocess.Popen([EXE, "play", "--autoplay", "--speed", "normal"],
                            cwd=str(tmp_path), env=exe_env(tmp_path),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)  # its own group: nothing escapes the test
    try:
        deadline = time.monotonic() + 60
        while not any("--multiprocessing-fork" in c for c in processes_below(proc.pid)):
            assert proc.poll() is None and time.monotonic() < deadline, "no bots' worker"
            time.sleep(0.1)
        time.sleep(1.0)  # a few turns in
        proc.send_signal(sig)
        _, err = proc.communicate(timeout=30)
        assert proc.returncode == 128 + sig and "Traceback" not in err, err
        deadline = time.monotonic() + 10
        while processes_of_group(proc.pid) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert processes_of_group(proc.pid) == []
    finally:
        if processes_of_group(proc.pid):
            os.killpg(proc.pid, signal.SIGKILL)
        if proc.poll() is None:
            proc.wait()
