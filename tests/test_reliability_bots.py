"""Bots run as programs that attack the game (tests/bots/hostile_bot.py):
each case plays a hand in a bounded time, notes a fault that names what
really happened, and leaves no process behind (issue 22: defects 5, 6).
"""

from __future__ import annotations

import os
import random
import shlex
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from game.ai.external import ExternalBot
from game.ai.random_bot import RandomBot
from game.engine import PRESETS, Match

HOSTILE = Path(__file__).parent / "bots" / "hostile_bot.py"
SEAT = 0
LIMIT = 1.0  # seconds a reply; the buffered pipes answer in milliseconds
BOUND = 60.0  # seconds for a hand, however the bot misbehaves (generous: noisy machines)


def hostile(mode: str) -> str:
    return shlex.join([sys.executable, str(HOSTILE), mode])


def play_hand(bot: ExternalBot, seed: int = 1) -> float:
    """One hand with ``bot`` at South; every action applied is legal. Seconds taken."""
    started = time.monotonic()
    m = Match(PRESETS["syrian41"], seed=seed)
    others = RandomBot(random.Random(seed))
    try:
        while not m.hands_played():
            view = m.view(m.turn)
            m.apply((bot if m.turn == SEAT else others).decide(view))
    finally:
        bot.close()
    assert len(m.hand_logs[-1].tricks) == 13
    return time.monotonic() - started


# mode: (fault kinds expected, words the first fault's note must hold, replaced)
CASES = {
    "good": ([], "", False),
    "silent": (["no answer"], "did not answer hello", True),
    "garbage": (["malformed"], "not JSON", False),
    "huge": (["malformed"], "longer than 1048576 bytes", False),
    "big_valid": ([], "", False),
    "deep": (["malformed"], "nested too deeply", False),
    "illegal": (["illegal"], "is not legal", False),
    "exit": (["exited"], "exited with status 4 before answering hello (its last words: "
                         "'hostile bot: leaving at once')", True),
    "slow": (["late"], "no bid reply within 1 s (and wrote nothing on stderr)", False),
    "flood": ([], "", False),
    "flood_silent": (["late", "no answer"], "MB on stderr meanwhile", True),
    "launch:good": ([], "", False),
}


@pytest.mark.parametrize("mode", sorted(CASES))
def test_a_hostile_bot_never_hangs_crashes_or_outlives_the_game(mode):
    kinds, words, replaced = CASES[mode]
    bot = ExternalBot(hostile(mode), SEAT, LIMIT)
    seconds = play_hand(bot)
    assert seconds < BOUND
    assert sorted(set(f["fault"] for f in bot.faults)) == sorted(kinds), bot.faults[:3]
    if words:
        assert words in bot.faults[0]["detail"], bot.faults[0]
    assert bot.replaced == replaced
    assert bot._proc.poll() is not None  # no process left


def test_a_bot_flooding_stderr_is_read_fast_and_its_log_kept_bounded():
    lines = []
    bot = ExternalBot(hostile("flood"), SEAT, LIMIT, log=lines.append)
    play_hand(bot)
    assert bot.faults == []
    assert bot.stderr_bytes >= 2 * 5_000_000
    assert len(lines) >= 100_000 and max(map(len, lines)) <= 2000


def test_a_bot_sending_lines_nobody_asked_for_is_replaced_with_few_notes():
    """Stray lines are noted a few at a time, then the bot is replaced:
    neither the notes nor the lines held grow with what the bot sends. (A
    bot chattering between replies is either caught at it, or read a line
    behind, every reply then malformed or illegal: which one depends on
    timing.)"""
    for mode in ("chatty", "spam"):
        bot = ExternalBot(hostile(mode), SEAT, LIMIT)
        play_hand(bot)
        kinds = [f["fault"] for f in bot.faults]
        # read a line behind, a reply meant for an earlier request may be illegal now
        assert set(kinds) <= {"flooded", "malformed", "illegal"}, bot.faults[:3]
        # Caught flooding, it is replaced. (If the game's reader thread only
        # gets a turn while a reply is awaited, the stray lines wait in the
        # pipe, not in the game, and each is taken for a reply: then every
        # one is a fault noted, no more.)
        if bot.replaced:
            assert kinds[-1] == "flooded"
        assert kinds
        stray = [f for f in bot.faults if "nobody asked for:" in f["detail"]]
        assert len(stray) <= 3
        assert len(bot.faults) <= bot._sent + 4  # a note a reply, 3 stray lines, the flood
        assert bot._queued[0] <= 1000 and bot._queued[1] <= 16 << 20


def alive(pid: int) -> bool:
    """Whether ``pid`` runs (a zombie, dead and not yet reaped, does not)."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def child_pid(lines: list) -> int:
    return int(next(line for line in lines if "child pid" in line).split()[-1])


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("mode", ["good", "stubborn"])
def test_a_bot_run_by_a_launcher_script_is_closed_with_its_child(mode):
    """A launcher that runs the real bot as its child (no exec) holds the
    pipes too: closing must neither hang on them nor leave the child behind,
    even one that ignores SIGTERM."""
    lines: list = []
    bot = ExternalBot(hostile(f"launch:{mode}"), SEAT, LIMIT, log=lines.append)
    player = threading.Thread(target=play_hand, args=(bot,), daemon=True)
    player.start()
    player.join(BOUND)
    assert not player.is_alive(), "closing the bot hung"
    assert bot.replaced == (mode == "stubborn")
    assert bot._proc.poll() is not None
    # killed: gone at once, or within the moment a loaded machine takes to deliver SIGKILL
    child, deadline = child_pid(lines), time.monotonic() + 2.0
    while alive(child) and time.monotonic() < deadline:
        time.sleep(0.02)
    assert not alive(child)


MATCH = [sys.executable, str(Path(__file__).parent.parent / "main.py"), "match",
         "--games", "1", "--bot-timeout", "30"]


def wait_for(predicate, seconds: float = BOUND) -> bool:
    until = time.monotonic() + seconds
    while time.monotonic() < until:
        if predicate():
            return True
        time.sleep(0.05)
    return False


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
def test_a_match_told_to_end_stops_its_bots_and_what_they_started(name, tmp_path):
    """A logout or a closed terminal while a bot thinks: match says why it
    stopped in one line, with the status a shell expects, and no bot
    process is left running."""
    log = tmp_path / "bots.log"
    cmd = MATCH + ["--team-a", "exec:" + hostile("launch:stubborn"), "--bot-log", str(log)]
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert wait_for(lambda: log.exists() and log.read_text().count("child pid") == 2)
        children = [int(line.split()[-1]) for line in log.read_text().splitlines()]
        time.sleep(0.5)  # the bots are busy, not answering
        sig = getattr(signal, name)
        proc.send_signal(sig)
        out, err = proc.communicate(timeout=BOUND)
    finally:
        proc.kill()
    assert proc.returncode == 128 + sig
    assert err.strip() == f"400: stopped by {name}"
    assert wait_for(lambda: not any(alive(pid) for pid in children), 5.0)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("how", ["the bot itself", "a launcher script"])
def test_a_match_killed_outright_takes_its_bots_with_it(tmp_path, how):
    """SIGKILL cannot be caught: the kernel tells the bot (PR_SET_PDEATHSIG),
    and the reaper ends the rest of its group (a launcher's child)."""
    log = tmp_path / "bots.log"
    script = tmp_path / "bot.sh"  # says its pid, then becomes the bot (or its launcher)
    mode = "stubborn" if how == "the bot itself" else "launch:stubborn"
    script.write_text(f'echo "child pid $$" >&2\nexec {hostile(mode)}\n')
    cmd = MATCH + ["--team-a", f"exec:sh {script}", "--bot-log", str(log)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    want = 2 if how == "the bot itself" else 4  # the launchers' children say theirs too
    try:
        assert wait_for(lambda: log.exists() and log.read_text().count("child pid") == want)
        bots = [int(line.split()[-1]) for line in log.read_text().splitlines()
                if "child pid" in line]
        time.sleep(0.3)
        proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=BOUND)
    finally:
        proc.kill()
    assert wait_for(lambda: not any(alive(pid) for pid in bots), 5.0), \
        [pid for pid in bots if alive(pid)]


def daemon_pids(text: str) -> list:
    return [int(line.split()[-1]) for line in text.splitlines() if "daemon pid" in line]


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
def test_a_daemon_a_bot_leaves_behind_is_ended_when_the_bot_is_closed():
    """A bot that double-forks (a session of its own, then a second fork)
    leaves a process in no group of the game's: closing the bot still ends
    it, found by the cookie in its environment."""
    lines: list = []
    bot = ExternalBot(hostile("daemon"), SEAT, LIMIT, log=lines.append)
    assert wait_for(lambda: daemon_pids("\n".join(lines)), 10.0)
    daemon = daemon_pids("\n".join(lines))[0]
    assert alive(daemon)
    assert os.getsid(daemon) not in (os.getsid(0), bot._proc.pid)  # truly out of reach of groups
    play_hand(bot)  # closes the bot
    assert wait_for(lambda: not alive(daemon), 5.0)


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc")
@pytest.mark.parametrize("end", ["the match ends", "SIGKILL"])
def test_a_match_leaves_no_daemon_of_its_bots_running(tmp_path, end):
    """However match ends, in order or killed outright, no process a bot
    left behind outside its group runs on (the reaper sweeps by cookie)."""
    log = tmp_path / "bots.log"
    cmd = MATCH + ["--team-a", "exec:" + hostile("daemon"), "--bot-log", str(log)]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        assert wait_for(lambda: log.exists() and len(daemon_pids(log.read_text())) == 2)
        daemons = daemon_pids(log.read_text())
        assert all(alive(pid) for pid in daemons)
        if end == "SIGKILL":
            proc.send_signal(signal.SIGKILL)
        proc.wait(timeout=BOUND)
    finally:
        proc.kill()
    assert end == "SIGKILL" or proc.returncode == 0
    assert wait_for(lambda: not any(alive(pid) for pid in daemons), 5.0), \
        [pid for pid in daemons if alive(pid)]


@pytest.mark.skipif(not sys.platform.startswith("linux") and sys.platform != "darwin",
                    reason="reads /proc, or sysctl on macOS")
def test_a_sweep_ends_only_the_processes_carrying_its_cookie():
    """A bot's cookie never matches another bot's (1 is not 12), nor another
    game's (a game's pid that begins like this one's)."""
    from game.ai.reaper import COOKIE, sweep
    game = f"{random.randrange(10**6, 10**7)}"

    def sleeper(cookie):
        return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                                env={**os.environ, COOKIE: cookie})
    one, twelve, other_game = (sleeper(f"{game}.1"), sleeper(f"{game}.12"),
                               sleeper(f"{game}7.1"))
    try:
        time.sleep(0.5)  # each has exec'd: the environment read is the new program's
        assert sweep(f"{game}.1") == 1
        assert one.wait(5) == -signal.SIGKILL
        assert twelve.poll() is None and other_game.poll() is None
        assert sweep(game, every_bot=True) == 1
        assert twelve.wait(5) == -signal.SIGKILL
        assert other_game.poll() is None
    finally:
        for p in (one, twelve, other_game):
            p.kill()
            p.wait()
