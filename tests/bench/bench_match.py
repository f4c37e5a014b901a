"""The cost of the open bot protocol: decision latency of a bot run through
``exec:'python main.py bot LEVEL'`` against the same bot called in-process.

usage: python tests/bench/bench_match.py [--hands N] [--level LEVEL] [--think-ms MS]

Prints figures (nothing passes or fails): per-decision p50/p95/max in ms for
each team, decisions per second, and the wall time, from one ``--hands``
duplicate run where team A speaks the protocol and team B does not.
"""

import argparse
import contextlib
import io
import json
import shlex
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

from game.cli import main  # noqa: E402


def run(argv) -> dict:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        status = main(["match", "--json", *argv])
    if status:
        raise SystemExit(status)
    return json.loads(out.getvalue())


def bench(args) -> None:
    bot = ["bot", args.level, "--seed", "1"]
    if args.think_ms:
        bot += ["--think-ms", str(args.think_ms)]
    exec_bot = "exec:" + shlex.join([sys.executable, str(ROOT / "main.py"), *bot])
    argv = ["--hands", str(args.hands), "--seed", "1", "--team-a", exec_bot,
            "--team-b", args.level]
    if args.think_ms:
        argv += ["--think-ms", str(args.think_ms)]
    started = time.perf_counter()
    s = run(argv)
    wall = time.perf_counter() - started
    print(f"python tests/bench/bench_match.py --hands {args.hands} --level {args.level}"
          + (f" --think-ms {args.think_ms}" if args.think_ms else ""))
    print(f"{s['deals']} deals x2, {s['hands']} hands, {wall:.2f} s wall "
          f"(4 bot processes started and stopped)")
    for team, how in (("a", "exec: (protocol, pipes, JSON)"), ("b", "in-process call")):
        lat = s["latency_ms"][team]
        print(f"team {team.upper()} {args.level:<7} {how:<30} p50 {lat['p50']:8.3f} ms  "
              f"p95 {lat['p95']:8.3f} ms  max {lat['max']:8.3f} ms")
    print(f"faults: {s['faults']['count']}")


if __name__ == "__main__":
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=200)
    p.add_argument("--level", default="random")
    p.add_argument("--think-ms", type=int, default=None)
    bench(p.parse_args())
