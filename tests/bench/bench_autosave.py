"""How long an autosave takes after each action of a long game (prints figures).

Three figures per action: the synchronous ``Storage.save_game`` (fsync'd;
wall time, which includes waiting for the disk), its CPU time, and the cost
on the frame of ``Storage.autosave`` (the text is made on the caller's
thread, the fsync'd write happens on the writer thread), as the table uses.

    python tests/bench/bench_autosave.py [HANDS]
"""

import os
import random
import sys
import tempfile
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from game.engine import Match  # noqa: E402
from game.storage import configure  # noqa: E402


def summary(name: str, secs: list) -> str:
    ms = sorted(x * 1e3 for x in secs)
    return (f"{name}: median {ms[len(ms) // 2]:.2f} ms, p95 {ms[int(len(ms) * .95)]:.2f} ms, "
            f"max {ms[-1]:.2f} ms")


def main(hands: int = 15) -> None:
    with tempfile.TemporaryDirectory() as d:
        store = configure(d)
        m = Match(seed=5)
        rng = random.Random(1)
        wall, cpu, frame = [], [], []
        while not m.is_over and m.hand_number <= hands:
            m.apply(rng.choice(m.legal_actions()))
            t, c = time.perf_counter(), time.process_time()
            store.save_game(m, ["human", "bot", "bot", "bot"], "bench")
            wall.append(time.perf_counter() - t)
            cpu.append(time.process_time() - c)
        size = store.paths.save.stat().st_size
        t = time.perf_counter()
        store.load_game()
        load = time.perf_counter() - t
        m = Match(seed=5)
        rng = random.Random(1)
        back = configure(os.path.join(d, "bg"))
        while not m.is_over and m.hand_number <= hands:
            m.apply(rng.choice(m.legal_actions()))
            t = time.perf_counter()
            back.autosave(m, ["human", "bot", "bot", "bot"], "bench")
            frame.append(time.perf_counter() - t)
        back.flush()
    print(f"{len(wall)} actions, {hands} hands; save.json {size / 1024:.1f} KiB")
    print(summary("save_game, wall (fsync'd)", wall))
    print(summary("save_game, CPU", cpu))
    print(summary("autosave, on the frame (writer thread)", frame))
    print(f"Continue (rebuild the match from the save): {load * 1e3:.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
