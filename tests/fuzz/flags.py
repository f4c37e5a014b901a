"""Long run of the command-line table: every bad value of every flag of
tests/test_reliability_flags.py, each through ``python main.py`` in its own
process. Prints cases, tracebacks, and any that did not end in one line
with status 2 (issue 22).

``python tests/fuzz/flags.py``
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
for p in (str(ROOT), str(ROOT / "tests")):
    if p not in sys.path:
        sys.path.insert(0, p)

import test_reliability_flags as table  # noqa: E402


def main() -> int:
    tmp = Path(tempfile.mkdtemp(prefix="400-flags-"))
    table.rules_files(tmp)
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    cases = tracebacks = wrong = hangs = 0
    started = time.monotonic()
    for command, flags in table.TABLE.items():
        for flag, values in flags.items():
            for value in values:
                argv = table.argv_for(command, flag, value, tmp)
                cases += 1
                try:
                    r = subprocess.run([sys.executable, str(ROOT / "main.py"), *argv],
                                       capture_output=True, text=True, timeout=120,
                                       stdin=subprocess.DEVNULL, cwd=tmp, env=env)
                except subprocess.TimeoutExpired:
                    hangs += 1
                    print(f"HANG {argv[:1] + [a[:40] for a in argv[1:]]}")
                    continue
                lines = r.stderr.strip().splitlines()
                if "Traceback" in r.stderr:
                    tracebacks += 1
                if r.returncode != 2 or len(lines) != 1 or "Traceback" in r.stderr:
                    wrong += 1
                    print(f"WRONG {command} {flag} {value[:30]!r}: status {r.returncode}, "
                          f"{len(lines)} lines: {r.stderr[-200:]!r}")
    print(f"flags: {cases} cases (every flag of play, match and bot), tracebacks {tracebacks}, "
          f"not one line with status 2 {wrong}, hangs {hangs}; "
          f"{time.monotonic() - started:.0f} s")
    return 0 if not (tracebacks or wrong or hangs) else 1


if __name__ == "__main__":
    sys.exit(main())
