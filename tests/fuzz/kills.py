"""Kill the game with SIGKILL while it saves, and look at what is left.

A child process plays the way the game does, through the game's own code:
a bot worker (``game.ai.worker.Thinker``) thinking, an autosave after every
action (``Storage.autosave``: the writer thread), statistics saved after
every hand (``Storage.save_stats``, fsync'd). It is killed at a random
moment. Then:

* the save and the statistics must load with no notice (the old or the new
  version, never a damaged one);
* no process it started may outlive it by more than 2 s;
* after the next start (``game.storage.configure``) no temporary file is left.

``python tests/fuzz/kills.py --kills 100`` is the long run (issue 22); the
quick run is ``tests/fuzz/test_fuzz_kills.py``. Linux only (it reads /proc).
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

CHILD = r"""
import random, sys
from game.ai.worker import Thinker
from game.engine import Match
from game.storage import configure
folder, seed = sys.argv[1], int(sys.argv[2])
players = ["human", "bot:easy", "bot:easy", "bot:easy"]
store = configure(folder)
stats = store.load_stats()
saved = store.load_game()
rng = random.Random(seed)
m = saved.match if saved else Match(seed=seed)
gid = saved.game_id if saved else f"g{seed}"
thinker = Thinker()
thinker.ask("hard", m.view(m.turn), seed=1, think_ms=60000)  # the worker is busy
print("ready", flush=True)
while True:
    if m.is_over:
        gid = f"g{rng.randrange(1 << 30)}"
        m = Match(seed=rng.randrange(1 << 30))
    m.apply(rng.choice(m.legal_actions()))
    store.autosave(m, players, gid)
    if stats.update(m, gid):
        store.save_stats(stats)
"""


def alive(pid: int) -> bool:
    """True while ``pid`` runs (a zombie waiting to be reaped counts as gone)."""
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except (OSError, IndexError):
        return False
    return state not in ("Z", "X")


def descendants(pid: int) -> set[int]:
    parents: dict[int, list[int]] = {}
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


def temps(folder: Path) -> list[Path]:
    return sorted(folder.glob(".*.tmp"))


def one_kill(folder: Path, seed: int, rng: random.Random, wait: float = 2.0) -> dict:
    """Start the child on ``folder``, kill it while it saves, and check.
    Returns {"corrupt": [names], "orphans": n, "temps_after_start": n,
    "temps_at_kill": n, "children": n, "has_save": bool, "gone_after": seconds}."""
    from game.storage import Storage, configure, resolve_paths
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(folder), str(seed)], cwd=ROOT,
                             env=env, stdout=subprocess.PIPE, text=True)
    try:
        assert child.stdout.readline().strip() == "ready", "the child did not start"
        time.sleep(rng.uniform(0.05, 0.8))  # it saves hundreds of times a second
        children = descendants(child.pid)
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait()
        child.stdout.close()
    killed = time.monotonic()
    deadline = killed + wait
    left = {p for p in children if alive(p)}
    while left and time.monotonic() < deadline:
        time.sleep(0.02)
        left = {p for p in left if alive(p)}
    gone_after = time.monotonic() - killed
    for p in left:  # counted; do not let them pile up
        try:
            os.kill(p, signal.SIGKILL)
        except OSError:
            pass
    at_kill = len(temps(folder))
    look = Storage(resolve_paths(folder))  # reads without clearing anything
    look.load_stats()
    look.load_game()
    corrupt = [n.split(" ", 1)[0] for n in look.notices]
    store = configure(folder)  # the next start
    return {"corrupt": corrupt, "orphans": len(left), "children": len(children),
            "temps_at_kill": at_kill, "temps_after_start": len(temps(folder)),
            "has_save": store.has_save(), "gone_after": gone_after}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--kills", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--folder", default=None, help="keep the files here (else a temp folder)")
    args = ap.parse_args(argv)
    import tempfile
    folder = Path(args.folder or tempfile.mkdtemp(prefix="400-kills-"))
    folder.mkdir(parents=True, exist_ok=True)
    rng = random.Random(args.seed)
    totals = {"kills": 0, "corrupt": 0, "orphans": 0, "children": 0, "temps_at_kill": 0,
              "temps_after_start": 0}
    exits: list[float] = []
    started = time.monotonic()
    for i in range(args.kills):
        r = one_kill(folder, rng.randrange(1 << 30), rng)
        totals["kills"] += 1
        totals["corrupt"] += len(r["corrupt"])
        exits.append(r["gone_after"])
        for k in ("orphans", "children", "temps_at_kill", "temps_after_start"):
            totals[k] += r[k]
        if r["corrupt"] or r["orphans"] or r["temps_after_start"]:
            print(f"kill {i + 1}: {r}", flush=True)
    print(f"kills {totals['kills']}, corrupt files {totals['corrupt']}, "
          f"orphans after 2 s {totals['orphans']} (of {totals['children']} children; all "
          f"gone within {max(exits):.2f} s, median {sorted(exits)[len(exits) // 2]:.2f} s), "
          f"temp files left at the kill {totals['temps_at_kill']}, "
          f"after the next start {totals['temps_after_start']}, "
          f"{time.monotonic() - started:.0f} s")
    return 0 if not (totals["corrupt"] or totals["orphans"] or totals["temps_after_start"]) else 1


if __name__ == "__main__":
    sys.exit(main())
