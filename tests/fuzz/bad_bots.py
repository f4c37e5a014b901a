"""Long run of the bad-bot suite: every hostile bot (tests/bots/hostile_bot.py)
in a whole ``match`` run through ``main.py``, then bad requests sent to
``python main.py bot``. Prints cases, hangs, crashes, leftover processes
(issue 22).

``python tests/fuzz/bad_bots.py --games 3``
"""

from __future__ import annotations

import argparse
import json
import shlex
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
HOSTILE = ROOT / "tests" / "bots" / "hostile_bot.py"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).parent))

from kills import alive, descendants  # noqa: E402

MODES = ["good", "silent", "garbage", "huge", "big_valid", "deep", "illegal", "exit", "slow",
         "flood", "flood_silent"]
HANG = 600  # seconds: a match past this is a hang


def match_case(mode: str, games: int) -> dict:
    bot = "exec:" + shlex.join([sys.executable, str(HOSTILE), mode])
    argv = [sys.executable, str(ROOT / "main.py"), "match", "--games", str(games), "--max-hands",
            "3", "--seed", "1", "--team-a", bot, "--bot-timeout", "1", "--json"]
    started = time.monotonic()
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            cwd=ROOT)
    kids: set[int] = set()
    try:
        while proc.poll() is None and time.monotonic() - started < HANG:
            kids |= descendants(proc.pid)
            time.sleep(0.05)
        hung = proc.poll() is None
        if hung:
            proc.kill()
        out, err = proc.communicate()
    finally:
        if proc.poll() is None:
            proc.kill()
    time.sleep(2.0)
    left = [p for p in kids if alive(p)]
    crashed = "Traceback" in err or proc.returncode not in (0, 2)
    kinds = {}
    if proc.returncode == 0:
        kinds = json.loads(out)["faults"]["by_kind"]
        notes = json.loads(out)["faults"]["notes"]
        first = notes[0]["detail"] if notes else ""
    else:
        first = err.strip()
    return {"mode": mode, "seconds": round(time.monotonic() - started - 2.0, 1), "hung": hung,
            "crashed": crashed, "status": proc.returncode, "left": len(left), "faults": kinds,
            "first": first[:150]}


BAD_REQUESTS = [
    '{"type": "bid", "view": ' + "[" * 100_000,
    '{"type": "bid", "view": 1' + "0" * 5000 + "}",
    "not json at all",
    '{"type": "bid", "view": {}}',
    '{"type": "dance"}',
    "[1, 2, 3]",
]


def bot_command_case() -> dict:
    """Bad requests to ``python main.py bot hard``, then a good one: it answers
    each bad one with an error and the good one with a bid."""
    sys.path.insert(0, str(ROOT))
    from game.engine import Match
    m = Match(seed=1)
    view = m.view(m.turn).to_json()
    seat9 = dict(view, seat=9)
    nolegal = dict(view, legal=[])
    lines = BAD_REQUESTS + [json.dumps({"type": "bid", "view": seat9}),
                            json.dumps({"type": "bid", "view": nolegal}),
                            json.dumps({"type": "bid", "view": view})]
    started = time.monotonic()
    try:
        r = subprocess.run([sys.executable, str(ROOT / "main.py"), "bot", "hard", "--think-ms",
                            "50"], input="\n".join(lines) + "\n", capture_output=True,
                           text=True, timeout=HANG, cwd=ROOT)
    except subprocess.TimeoutExpired:
        return {"mode": "bot command", "hung": True, "crashed": False, "left": 0}
    replies = [json.loads(x) for x in r.stdout.splitlines()]
    ok = (len(replies) == len(lines) and all("error" in x for x in replies[:-1])
          and "bid" in replies[-1])
    return {"mode": "bot command", "seconds": round(time.monotonic() - started, 1),
            "hung": False, "crashed": "Traceback" in r.stderr or r.returncode != 0 or not ok,
            "left": 0, "status": r.returncode, "first": (replies[0] if replies else "")}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=3)
    args = ap.parse_args(argv)
    results = [match_case(mode, args.games) for mode in MODES] + [bot_command_case()]
    for r in results:
        print(r)
    hangs = sum(r["hung"] for r in results)
    crashes = sum(r["crashed"] for r in results)
    left = sum(r["left"] for r in results)
    print(f"bad bots: {len(results)} cases ({len(MODES)} hostile bots in a {args.games}-game "
          f"match, 1 bot command fed {len(BAD_REQUESTS) + 2} bad requests); hangs {hangs}, "
          f"crashes {crashes}, processes left after 2 s {left}")
    return 0 if not (hangs or crashes or left) else 1


if __name__ == "__main__":
    sys.exit(main())
