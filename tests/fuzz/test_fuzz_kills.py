"""Quick run of the kill test (tests/fuzz/kills.py; the long run kills 100
times): the game killed with SIGKILL while it saves leaves a save and
statistics that load cleanly, no process, and no temp file after the next
start (issue 22, defects 1 and 8)."""

from __future__ import annotations

import random
import sys

import pytest
from kills import one_kill


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="counts processes in /proc")
def test_kills_while_saving_leave_no_damage_no_process_no_litter(tmp_path):
    rng = random.Random(7)
    for _ in range(3):
        r = one_kill(tmp_path, rng.randrange(1 << 30), rng, wait=5.0)
        assert r["corrupt"] == []
        assert r["children"] >= 1 and r["orphans"] == 0
        assert r["temps_after_start"] == 0
