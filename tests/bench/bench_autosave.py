"""How long an autosave takes after each action of a long game (prints figures).

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


def main(hands: int = 15) -> None:
    with tempfile.TemporaryDirectory() as d:
        store = configure(d)
        m = Match(seed=5)
        rng = random.Random(1)
        ts = []
        while not m.is_over and m.hand_number <= hands:
            m.apply(rng.choice(m.legal_actions()))
            t = time.perf_counter()
            store.save_game(m, ["human", "bot", "bot", "bot"], "bench")
            ts.append(time.perf_counter() - t)
        size = store.paths.save.stat().st_size
        t = time.perf_counter()
        store.load_game()
        load = time.perf_counter() - t
    ts.sort()
    ms = [x * 1e3 for x in ts]
    print(f"autosave (fsync'd) after each of {len(ms)} actions, {m.hand_number} hands: "
          f"median {ms[len(ms) // 2]:.2f} ms, p95 {ms[int(len(ms) * .95)]:.2f} ms, "
          f"max {ms[-1]:.2f} ms; save.json {size / 1024:.1f} KiB; load (rebuild) "
          f"{load * 1e3:.1f} ms")


if __name__ == "__main__":
    main(int(sys.argv[1]) if len(sys.argv) > 1 else 15)
