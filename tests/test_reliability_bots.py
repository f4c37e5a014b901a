"""Bots run as programs that attack the game (tests/bots/hostile_bot.py):
each case plays a hand in a bounded time, notes a fault that names what
really happened, and leaves no process behind (issue 22: defects 5, 6).
"""

from __future__ import annotations

import random
import shlex
import sys
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
