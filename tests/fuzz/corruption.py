"""Long run of the corruption suite: every file the game reads, damaged by
the fixed list of tests/test_reliability_files.py and by many random byte
edits (and, for last_game.json, random value edits), each started through
the game's storage. Prints cases, survived, kept aside (issue 22).

``python tests/fuzz/corruption.py --random 500``
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for p in (str(ROOT), str(ROOT / "tests")):
    if p not in sys.path:
        sys.path.insert(0, p)

import test_reliability_files as suite  # noqa: E402

from game.engine.record import replay  # noqa: E402
from game.rules_file import load_rules  # noqa: E402
from game.storage import configure  # noqa: E402


def start(folder: Path, name: str):
    """The game's start on ``folder``: the notices, and the record if any."""
    store = configure(folder)
    store.load_settings()
    store.load_stats()
    saved = store.load_game() if store.has_save() else None
    record = store.last_record()
    if record is not None:
        replay(record)
    if saved is not None:
        assert saved.match.hand_number >= 1
    return store.notices


def one(good: dict, name: str, broken: bytes | None, how: str, tally: dict) -> None:
    folder = Path(tempfile.mkdtemp(prefix="400-corrupt-"))
    try:
        for n, b in good.items():
            (folder / n).write_bytes(b)
        if broken is None:
            suite.damage(folder, name, how, good[name])
        else:
            (folder / name).write_bytes(broken)
        tally["cases"] += 1
        try:
            notices = start(folder, name)
        except Exception:
            tally["crashed"] += 1
            print(f"CRASH {name} {how}: {traceback.format_exc().splitlines()[-1]}")
            return
        tally["survived"] += 1
        aside = suite.kept_aside(folder, name)
        if aside:
            tally["damaged"] += 1
            same = aside[0].is_dir() or broken is None or aside[0].read_bytes() == broken
            told = any(name in n for n in notices) and all("\n" not in n for n in notices)
            if same and told and len(aside) == 1:
                tally["kept_aside"] += 1
            else:
                print(f"NOT KEPT RIGHT {name} {how}: {notices}")
        elif notices:
            print(f"NOTICE WITHOUT KEEPING ASIDE {name} {how}: {notices}")
        else:
            tally["used_as_is"] += 1
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def rules_cases(tally: dict) -> None:
    """The rules files of tests/test_reliability_flags.py, read by load_rules."""
    import test_reliability_flags as flags

    from game.engine import RulesError
    folder = Path(tempfile.mkdtemp(prefix="400-rules-"))
    try:
        flags.rules_files(folder)
        for path in sorted(folder.glob("*.json")):
            tally["cases"] += 1
            try:
                load_rules(str(path))
            except RulesError as e:
                one_line = "\n" not in str(e) and len(str(e)) < 400
                tally["survived"] += 1
                tally["damaged"] += 1
                tally["kept_aside"] += one_line  # a rules file is refused, never moved
            except Exception:
                tally["crashed"] += 1
                print(f"CRASH rules {path.name}: {traceback.format_exc().splitlines()[-1]}")
            else:
                tally["survived"] += 1
                tally["used_as_is"] += 1
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--random", type=int, default=500, help="random edits per file")
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    started = time.monotonic()
    good = suite.write_good_files(Path(tempfile.mkdtemp(prefix="400-good-")))
    tally = dict.fromkeys(("cases", "survived", "crashed", "damaged", "kept_aside",
                           "used_as_is"), 0)
    for name, how in suite.CASES:
        one(good, name, None, how, tally)
    fixed = tally["cases"]
    ops = ["flip", "cut", "insert", "delete"]
    for name in suite.NAMES:
        for _ in range(args.random):
            edits = [(rng.choice(ops), rng.random(), rng.randbytes(rng.randint(1, 8)))
                     for _ in range(rng.randint(1, 4))]
            one(good, name, suite.mutate(good[name], edits), "random bytes", tally)
    record = json.loads(good["last_game.json"])
    leaves = list(suite.record_values(record))
    values = ["ZZ", "", None, True, -1, 99, 10**30, 1.5, [], {}, "AH", "10S", "win"]
    for _ in range(args.random):
        data = json.loads(good["last_game.json"])
        for _ in range(rng.randint(1, 3)):
            path, _ = rng.choice(leaves)
            node = data
            for k in path[:-1]:
                node = node[k]
            node[path[-1]] = rng.choice(values + [rng.randint(-20, 60)])
        one(good, "last_game.json", json.dumps(data).encode(), "random value", tally)
    rules_cases(tally)
    print(f"corruption: {tally['cases']} cases ({fixed} fixed, the rest random, "
          f"{tally['cases'] - fixed - 4 * args.random - args.random} rules files); "
          f"survived {tally['survived']}, crashed {tally['crashed']}; damaged and refused "
          f"{tally['damaged']}, of which kept aside (or refused) with its bytes and one line "
          f"{tally['kept_aside']}; still valid and used as they were {tally['used_as_is']}; "
          f"{time.monotonic() - started:.0f} s")
    return 0 if tally["crashed"] == 0 and tally["kept_aside"] == tally["damaged"] else 1


if __name__ == "__main__":
    sys.exit(main())
