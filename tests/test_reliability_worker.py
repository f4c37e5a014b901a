"""The bot worker never outlives the game: a game killed with SIGKILL (a
desktop "force quit", the out-of-memory killer) leaves no process behind.

Issue 22, defect 1: the spawn worker and its resource tracker stayed forever
(about 30 MB each time). The worker now watches its parent from a thread and
exits within 2 s of its death; the test allows 5 s for a loaded machine.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

GAME = r"""
import sys, time
from game.ai.worker import Thinker
from game.engine import Match
m = Match(seed=5)
t = Thinker()
assert t.uses_process
d = t.ask("hard", m.view(m.turn), seed=1, think_ms=%d)
if %d < 1000:  # idle: the worker waits for the next request
    while not d.done():
        time.sleep(0.05)
time.sleep(0.5)
print("ready", flush=True)
time.sleep(120)
"""


def alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting to be reaped counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def descendants(pid: int) -> set[int]:
    """Every process below ``pid`` (Linux /proc)."""
    parents = {}
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                ppid = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            except (OSError, IndexError, ValueError):
                continue
            parents.setdefault(ppid, []).append(int(entry.name))
    out, todo = set(), [pid]
    while todo:
        for child in parents.get(todo.pop(), []):
            if child not in out:
                out.add(child)
                todo.append(child)
    return out


def start_game(think_ms: int = 20000) -> tuple[subprocess.Popen, set[int]]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    game = subprocess.Popen([sys.executable, "-c", GAME % (think_ms, think_ms)], cwd=ROOT,
                            env=env,
                            stdout=subprocess.PIPE, text=True)
    assert game.stdout.readline().strip() == "ready"
    children = set()
    deadline = time.monotonic() + 10
    while len(children) < 2 and time.monotonic() < deadline:  # worker + resource tracker
        children = descendants(game.pid)
        time.sleep(0.05)
    return game, children


def kill_and_count_orphans(game: subprocess.Popen, children: set[int], wait: float) -> set[int]:
    game.send_signal(signal.SIGKILL)
    game.wait()
    deadline = time.monotonic() + wait
    left = {p for p in children if alive(p)}
    while left and time.monotonic() < deadline:
        time.sleep(0.05)
        left = {p for p in left if alive(p)}
    return left


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="counts processes in /proc")
@pytest.mark.parametrize("think_ms", [20000, 20], ids=["worker thinking", "worker idle"])
def test_a_killed_game_leaves_no_worker_behind(think_ms):
    game, children = start_game(think_ms)
    try:
        assert children, "the game started no worker process"
        left = kill_and_count_orphans(game, children, wait=5.0)
    finally:
        for p in descendants(game.pid) | children:
            if alive(p):
                os.kill(p, signal.SIGKILL)
    assert not left, f"{len(left)} of {len(children)} child processes outlived the game"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="counts processes in /proc")
@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGHUP, signal.SIGUSR1],
                         ids=["logout", "terminal closed", "a user signal"])
def test_a_game_told_to_end_closes_like_its_window(sig, tmp_path):
    """SIGTERM (a logout), SIGHUP (its terminal closed) or SIGUSR1 (a signal
    meant for another program) ends the game as
    the close button does: status 128 + the signal, not a word on stderr
    (no traceback, no resource-tracker warning of leaked semaphores), and
    its worker gone with it."""
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen([sys.executable, "main.py", "play", "--autoplay", "--hands", "5",
                             "--config-dir", str(tmp_path)], cwd=ROOT, env=env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    children: set[int] = set()
    try:
        deadline = time.monotonic() + 60
        while len(children) < 2 and time.monotonic() < deadline:  # worker + tracker
            children = descendants(game.pid)
            time.sleep(0.05)
        assert children, "the game started no worker process"
        time.sleep(1.0)  # the table is playing
        game.send_signal(sig)
        _, err = game.communicate(timeout=30)
        deadline = time.monotonic() + 5
        left = {p for p in children if alive(p)}
        while left and time.monotonic() < deadline:
            time.sleep(0.05)
            left = {p for p in left if alive(p)}
    finally:
        if game.poll() is None:
            game.kill()
        for p in descendants(game.pid) | children:
            if alive(p):
                os.kill(p, signal.SIGKILL)
    assert game.returncode == 128 + sig, err
    assert err.strip() == "", err
    assert not left, f"{len(left)} of {len(children)} child processes outlived the game"


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads processes in /proc")
def test_a_worker_let_go_has_finished_once_the_game_settles():
    """At the game's exit (``settle``), the worker closed by the table has
    really finished: its process is gone and no pool thread is left for
    Python's exit hook to race ("Exception ignored … thread_wakeup.wakeup()
    … Bad file descriptor" on the player's terminal)."""
    import threading
    from concurrent.futures.process import _ExecutorManagerThread

    from game.ai.worker import Thinker, settle
    from game.engine import Match

    m = Match(seed=5)
    t = Thinker()
    assert t.uses_process
    d = t.ask("easy", m.view(m.turn), seed=1)
    d.result()  # the worker is up and has answered
    pids = t.worker_pids()
    assert pids
    t.close()
    settle(10.0)
    managers = [th for th in threading.enumerate()
                if isinstance(th, _ExecutorManagerThread) and th.is_alive()]
    assert not managers, f"{len(managers)} worker pool thread(s) still running after settle"
    assert not any(alive(p) for p in pids), "the worker process outlived settle"
