"""Time from launching the built game to its first drawn frame, and the build sizes.

    python build/build.py && python build/build.py --onefile --no-smoke
    python tests/bench/bench_startup.py [--runs 9] [--modes onedir,onefile,source]

Each run starts the executable as a double-click would (no arguments but the
probe) in a clean environment (``env -i``, PATH=/usr/bin:/bin, a fresh HOME
and FOURHUNDRED_HOME, from a folder outside the repository) with the dummy
video and audio drivers. The game's hidden ``play --startup-probe`` option
draws one frame and prints ``first-frame <unix time>``; the figure is that time
minus the launch time. If the build predates the probe, the bench falls back
to the time until the first screenshot of ``play --autoplay --speed instant
--screenshots DIR`` appears (a later moment, so a pessimistic figure) and
says so. One warm-up run per mode is not counted (it fills the disk cache).

"cpu" is the median CPU time (user + system, all processes of the run, from
launch to exit right after the first frame): on a busy machine it is the
steadier figure. Prints figures only; nothing here passes or fails.
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

try:
    import resource  # CPU time of the runs (not on Windows)
except ImportError:
    resource = None

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EXE = "400" + (".exe" if sys.platform == "win32" else "")
TIMEOUT = 60.0


def command(mode: str) -> list[str] | None:
    if mode == "source":
        return [sys.executable, os.path.join(ROOT, "main.py")]
    if mode == "onedir":
        path = (os.path.join(ROOT, "dist", "400.app", "Contents", "MacOS", "400")
                if sys.platform == "darwin" else os.path.join(ROOT, "dist", "400", EXE))
    elif mode == "onefile":
        path = os.path.join(ROOT, "dist", "onefile", EXE)
    else:
        raise SystemExit(f"bench_startup: unknown mode {mode!r} (onedir, onefile, source)")
    return [path] if os.path.isfile(path) else None


def size_mb(mode: str) -> float | None:
    path = {"onedir": os.path.join(ROOT, "dist", "400"),
            "onefile": os.path.join(ROOT, "dist", "onefile", EXE)}.get(mode)
    if path is None or not os.path.exists(path):
        return None
    if os.path.isfile(path):
        return os.path.getsize(path) / 1e6
    total = 0
    for folder, _, files in os.walk(path):
        total += sum(os.path.getsize(os.path.join(folder, f)) for f in files
                     if not os.path.islink(os.path.join(folder, f)))
    return total / 1e6


def clean_env(home: str, mode: str) -> dict:
    if sys.platform == "win32":
        env = {k: v for k, v in os.environ.items() if k.upper() in (
            "SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "TEMP", "TMP", "PATH", "USERPROFILE",
            "APPDATA", "LOCALAPPDATA")}
    elif mode == "source":
        env = dict(os.environ)  # from source Python and its packages are needed
    else:
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "TMPDIR": home, "LANG": "C.UTF-8"}
    env.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                "FOURHUNDRED_HOME": os.path.join(home, "400-home"),
                "PYGAME_HIDE_SUPPORT_PROMPT": "1"})
    return env


def stop(proc: subprocess.Popen) -> None:
    """Ends the started process and its children (its own process group)."""
    if proc.poll() is None:
        try:
            if os.name == "posix":
                os.killpg(proc.pid, signal.SIGTERM)
            else:
                proc.terminate()
            proc.wait(5)
        except (subprocess.TimeoutExpired, ProcessLookupError):
            if os.name == "posix":
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except ProcessLookupError:
                    pass
            else:
                proc.kill()
            proc.wait()


def popen(cmd: list[str], home: str, env: dict, **kw) -> subprocess.Popen:
    cwd = os.path.join(home, "cwd")
    os.makedirs(cwd, exist_ok=True)
    return subprocess.Popen(cmd, cwd=cwd, env=env, stdin=subprocess.DEVNULL,
                            start_new_session=(os.name == "posix"), **kw)


def child_cpu() -> float:
    """CPU seconds (user + system) used so far by the waited-for child processes."""
    if resource is None:
        return float("nan")
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def probe_once(cmd: list[str], mode: str, cpu: list | None = None) -> float | None:
    """Seconds to the first frame by the game's probe; None if it has no probe.
    Appends to ``cpu`` the CPU seconds of the whole run (start, first frame, exit):
    unlike the wall clock it hardly depends on what else the machine is doing."""
    with tempfile.TemporaryDirectory(prefix="400-bench-") as home:
        env = clean_env(home, mode)
        cpu0 = child_cpu()
        t0 = time.time()
        proc = popen(cmd + ["play", "--startup-probe"], home, env, stdout=subprocess.PIPE,
                     stderr=subprocess.PIPE, text=True)
        try:
            out, err = proc.communicate(timeout=TIMEOUT)
        except subprocess.TimeoutExpired:
            stop(proc)
            raise SystemExit(f"bench_startup: {mode}: no first frame in {TIMEOUT:.0f} s") \
                from None
        for line in out.splitlines():
            if line.startswith("first-frame "):
                if cpu is not None:
                    cpu.append(child_cpu() - cpu0)
                return float(line.split()[1]) - t0
        if proc.returncode == 2:  # usage error: this build has no --startup-probe
            return None
        raise SystemExit(f"bench_startup: {mode}: exit {proc.returncode} without a frame: "
                         f"{err.strip()[-300:]}")


def screenshot_once(cmd: list[str], mode: str) -> float:
    """Seconds until the first screenshot file exists (the fallback measure)."""
    with tempfile.TemporaryDirectory(prefix="400-bench-") as home:
        shots = os.path.join(home, "shots")
        env = clean_env(home, mode)
        t0 = time.time()
        proc = popen(cmd + ["play", "--autoplay", "--speed", "instant", "--screenshots",
                            shots], home, env, stdout=subprocess.DEVNULL,
                     stderr=subprocess.DEVNULL)
        try:
            while time.time() - t0 < TIMEOUT:
                if os.path.isdir(shots) and any(f.endswith(".png") for f in os.listdir(shots)):
                    return time.time() - t0
                if proc.poll() is not None:
                    raise SystemExit(f"bench_startup: {mode}: exit {proc.returncode} "
                                     "before a screenshot")
                time.sleep(0.002)
        finally:
            stop(proc)
        raise SystemExit(f"bench_startup: {mode}: no screenshot in {TIMEOUT:.0f} s")


def bench(mode: str, runs: int) -> dict | None:
    cmd = command(mode)
    if cmd is None:
        hint = "--onefile --no-smoke" if mode == "onefile" else ""
        print(f"{mode:8} not built (python build/build.py {hint})".rstrip())
        return None
    method = "probe"
    first = probe_once(cmd, mode)  # warm-up, not counted
    if first is None:
        method = "first screenshot (no --startup-probe in this build)"
        screenshot_once(cmd, mode)
    times, cpu = [], []
    for _ in range(runs):
        t = probe_once(cmd, mode, cpu) if method == "probe" else screenshot_once(cmd, mode)
        times.append(t * 1000)
    return {"mode": mode, "method": method, "runs": runs, "median": statistics.median(times),
            "min": min(times), "max": max(times), "size": size_mb(mode),
            "cpu": statistics.median(cpu) * 1000 if cpu else None}


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description="First frame from launch, onedir/onefile/source.")
    p.add_argument("--runs", type=int, default=9, help="timed runs per mode (9)")
    p.add_argument("--modes", default="onedir,onefile,source",
                   help="comma-separated: onedir, onefile, source")
    args = p.parse_args(argv)
    print(f"first frame from launch, {args.runs} runs each after one warm-up "
          f"({os.cpu_count()} CPUs; load {os.getloadavg()[0]:.1f})"
          if hasattr(os, "getloadavg") else "first frame from launch")
    for mode in args.modes.split(","):
        r = bench(mode.strip(), args.runs)
        if r is None:
            continue
        size = f"{r['size']:.1f} MB" if r["size"] is not None else "-"
        cpu = f"{r['cpu']:.0f} ms" if r["cpu"] is not None else "-"
        print(f"{r['mode']:8} median {r['median']:6.0f} ms   min {r['min']:6.0f}   "
              f"max {r['max']:6.0f}   cpu {cpu:>7}   size {size:>8}   ({r['method']})",
              flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
