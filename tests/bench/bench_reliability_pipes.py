"""External-bot pipes under load (issue 22, defect 5): one hand against a bot
that writes 5 MB on stderr before every reply, and one that sends valid
replies padded to 900 KB, at the default 10 s limit. Prints the hand's time
and the faults noted.

``python tests/bench/bench_reliability_pipes.py``
"""

from __future__ import annotations

import random
import shlex
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.ai.external import ExternalBot  # noqa: E402
from game.ai.random_bot import RandomBot  # noqa: E402
from game.engine import PRESETS, Match  # noqa: E402

HOSTILE = ROOT / "tests" / "bots" / "hostile_bot.py"


def hand(mode: str, limit: float = 10.0, seed: int = 1):
    bot = ExternalBot(shlex.join([sys.executable, str(HOSTILE), mode]), 0, limit)
    bot.hello()
    m = Match(PRESETS["syrian41"], seed=seed)
    others = RandomBot(random.Random(seed))
    started = time.monotonic()
    asked = 0
    try:
        while not m.hands_played():
            if m.turn == 0:
                asked += 1
            m.apply((bot if m.turn == 0 else others).decide(m.view(m.turn)))
    finally:
        bot.close()
    return time.monotonic() - started, asked, bot


def main() -> int:
    for mode, what in (("flood_all", "5 MB of stderr before every reply"),
                       ("big_valid", "valid replies padded to 900 KB")):
        seconds, asked, bot = hand(mode)
        kinds = {}
        for f in bot.faults:
            kinds[f["fault"]] = kinds.get(f["fault"], 0) + 1
        print(f"{mode} ({what}): one hand {seconds:.2f} s, {asked} requests, faults "
              f"{kinds or 0}, stderr read {getattr(bot, 'stderr_bytes', 0) / 1e6:.0f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
