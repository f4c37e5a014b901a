"""UI figures: frame times at 1280x720, startup to the first frame, memory.

    python tests/bench/bench_ui.py [--part frames,startup,memory] [--seed S]

frames   A real 60 fps loop (the App's own step, paced by its clock) with the
         real worker-process Thinker, South autoplayed, speed normal. Each frame
         is put in a bucket: "deal" (the pile is being shuffled or dealt),
         "sweep" (a trick is flying to its winner), "think" (a bot decision
         is pending in the worker; --think-level, hard by default),
         "review" (with --review: each hand's review is being weighed in
         the worker, one decision at a time, while the next hand is played).
         render_ms = event handling + update + draw (no waiting, no flip);
         frame_ms = the whole frame interval. Targets: render p99 <= 8 ms,
         no frame over 33 ms.
startup  `python main.py play --startup-probe` (draws one frame and prints
         its time) from launch to that frame, median of --runs; once for
         what `python main.py` shows first, once for the table itself.
         Target: median <= 700 ms.
flip     A bare pygame.display.flip() of a 1280x720 window on the current video
         driver (run under `xvfb-run -s "-screen 0 1280x720x24"` to see what
         the X server costs: it is outside render_ms but inside frame_ms).
memory   A session of --hands hands (300) through the real loop at --memory-speed
         (fast), the bots (--memory-level, easy) in the worker process, one
         game after another: the RSS every 25 hands and the peak (VmHWM), of
         the game and of the worker. Target: flat after the first hands,
         peak <= 200 MB.

Prints figures only; nothing here passes or fails. Timing noise on a shared
machine is large: run it when the machine is quiet and read p99 with care.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, ROOT)
if not os.environ.get("DISPLAY"):  # under xvfb-run the real X11 driver is used
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def pct(values: list[float]) -> str:
    from game.ui.app import percentiles
    if not values:
        return "no frames"
    p = percentiles(values)
    return (f"n={len(values):5d}  p50 {p['p50']:6.2f}  p95 {p['p95']:6.2f}  "
            f"p99 {p['p99']:6.2f}  max {p['max']:7.2f}")


def bench_frames(seed: int, level: str, seconds: float, lang: str = "en",
                 review: bool = False) -> dict:
    import pygame

    from game import strings
    from game.options import Options
    from game.ui.app import App, percentiles
    from game.ui.table import TableScene

    strings.set_language(lang)
    opts = Options(sound=False, bot_levels=[level] * 4, speed="normal", language=lang)
    app = App((1280, 720), options=opts)
    scene = TableScene(seed=seed, autoplay=True, speed="normal")
    app.push(scene)
    app.apply_requests()
    buckets: dict[str, tuple[list, list, list]] = {k: ([], [], []) for k in
                                                   ("deal", "sweep", "think", "review", "all")}
    if review:  # each hand is reviewed in the worker as the next one is played
        scene.session.listen(lambda s, events: scene._hand_over(s, events))
        app.background.append(lambda dt: scene.reviews.update(True))
    clock = pygame.time.Clock()
    last = time.perf_counter()
    end = last + seconds
    app.running = True
    warm = 0
    while app.running and time.perf_counter() < end:
        clock.tick(60)
        now = time.perf_counter()
        interval = (now - last) * 1000
        last = now
        drawn_before = app.drawn_frames
        app.step(min(interval / 1000, 0.1))
        drawn = app.drawn_frames > drawn_before
        warm += 1
        if warm <= 3:  # the first frames build the card art: that is startup
            continue
        render = app.last_render_ms
        board, bots = scene.board, scene.bots
        kinds = ["all"]
        if board.pile > 0 or board.shuffle > 0:
            kinds.append("deal")
        if board.flying:
            kinds.append("sweep")
        if bots.pending is not None and not bots.pending[1].done():
            kinds.append("think")
        if scene.reviews.pending is not None:
            kinds.append("review")
        for k in kinds:
            buckets[k][0].append(render)
            buckets[k][1].append(interval)
            if drawn:
                buckets[k][2].append(render)
        if app.top is not scene:  # a hand summary: press Continue at once
            app.top.auto_close = 0.0
    app.close()
    strings.set_language("en")
    print(f"frames at 1280x720, speed normal, bots {level}, {seconds:.0f} s, seed {seed}, "
          f"language {lang}" + (", each hand reviewed in the worker" if review else ""))
    print("  (render_ms counts every frame; 'drawn' only the frames that were drawn: an "
          "unchanged picture is not redrawn)")
    for k, (render, frame, drawn) in buckets.items():
        over = sum(1 for f in frame if f > 33.0)
        print(f"  {k:5s} render_ms {pct(render)}")
        print(f"  {'':5s} drawn     {pct(drawn)}")
        print(f"  {'':5s} frame_ms  {pct(frame)}   frames over 33 ms: {over}")
    return {k: percentiles(render)["p99"] for k, (render, _, _) in buckets.items() if render}


def bench_startup(runs: int, extra: list[str], what: str) -> None:
    import resource
    times, cpus = [], []
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    for i in range(runs + 1):
        ru = resource.getrusage(resource.RUSAGE_CHILDREN)
        c0 = ru.ru_utime + ru.ru_stime
        t0 = time.time()
        out = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "play",
                              "--startup-probe"] + extra, capture_output=True, text=True,
                             env=env,
                             cwd=ROOT, timeout=60)
        line = next((ln for ln in out.stdout.splitlines() if ln.startswith("first-frame")),
                    None)
        if line is None:
            print("  startup probe failed:", out.stderr.strip()[-300:])
            return
        if i == 0:
            continue  # warm-up (disk cache)
        times.append((float(line.split()[1]) - t0) * 1000)
        ru = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpus.append((ru.ru_utime + ru.ru_stime - c0) * 1000)
    print(f"startup to first frame ({what}), {runs} runs: "
          f"median {statistics.median(times):.0f} ms, min {min(times):.0f}, "
          f"max {max(times):.0f}; CPU (launch to exit just after the frame) "
          f"median {statistics.median(cpus):.0f} ms")


def bench_flip() -> None:
    import pygame
    pygame.display.init()
    screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
    times = []
    for i in range(180):
        screen.fill((i % 255, 80, 40))
        t = time.perf_counter()
        pygame.display.flip()
        times.append((time.perf_counter() - t) * 1000)
    print(f"bare display.flip() at 1280x720 ({pygame.display.get_driver()}): {pct(times)}")
    pygame.display.quit()


def rss_mb() -> tuple[float, float]:
    """(current RSS, peak RSS) of this process in MB, from /proc."""
    cur = peak = 0.0
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    cur = int(line.split()[1]) / 1024
                elif line.startswith("VmHWM:"):
                    peak = int(line.split()[1]) / 1024
    except OSError:
        import resource
        peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return cur, peak


def children_mb() -> tuple[float, float]:
    """(current RSS, peak RSS) of this process's live children (the bots'
    worker and its resource tracker), in MB, from /proc."""
    cur = peak = 0.0
    try:
        pids = set()
        for tid in os.listdir("/proc/self/task"):
            with open(f"/proc/self/task/{tid}/children") as f:
                pids.update(f.read().split())
        for pid in pids:
            with open(f"/proc/{pid}/status") as f:
                for line in f:
                    if line.startswith("VmRSS:"):
                        cur += int(line.split()[1]) / 1024
                    elif line.startswith("VmHWM:"):
                        peak += int(line.split()[1]) / 1024
    except OSError:
        pass
    return cur, peak


def bench_memory(seed: int, level: str, hands: int, speed: str, every: int = 25) -> None:
    """A long session through the real loop: the App's step with a 60 fps
    clock (simulated, so the run takes minutes, not hours), the table,
    the bots' worker process; each game over is followed by a new game,
    as "Play again" does, until ``hands`` hands are finished."""
    from game.options import Options
    from game.ui.app import App
    from game.ui.table import TableScene

    opts = Options(sound=True, bot_levels=[level] * 4)
    app = App((1280, 720), options=opts)
    game = 0

    def new_table():
        nonlocal game
        game += 1
        return TableScene(seed=seed + game, autoplay=True, speed=speed)

    scene = new_table()
    app.push(scene)
    app.running = True
    done = 0  # hands finished in earlier games
    rows = []
    print(f"memory over a {hands}-hand session through the real loop (bots {level} in the "
          f"worker process, speed {speed}, seed {seed}):")
    print("  hands  game RSS MB  game peak MB  worker RSS MB  worker peak MB  minutes",
          flush=True)
    t0 = time.monotonic()
    while done + len(scene.match.hand_logs) < hands:
        app.step(1 / 60)
        finished = done + len(scene.match.hand_logs)
        if finished >= (len(rows) + 1) * every:
            rows.append((finished, *rss_mb(), *children_mb(), time.monotonic() - t0))
            n, cur, peak, wcur, wpeak, secs = rows[-1]
            print(f"  {n:5d}  {cur:11.0f}  {peak:12.0f}  {wcur:13.0f}  {wpeak:14.0f}  "
                  f"{secs / 60:7.1f}", flush=True)
        if scene.match.is_over or app.top is None or not app.running:
            done += len(scene.match.hand_logs)
            scene = new_table()
            app.running = True
            app.replace(scene) if app.top is not None else app.push(scene)
            app.apply_requests()
    app.close()
    print(f"  {game} games one after another")
    if len(rows) >= 3:
        print(f"  game RSS from hand {rows[1][0]} to {rows[-1][0]}: "
              f"{rows[-1][1] - rows[1][1]:+.1f} MB; worker: {rows[-1][3] - rows[1][3]:+.1f} MB")
    if not rows:
        return
    print(f"  peak RSS: game {max(r[2] for r in rows):.0f} MB, "
          f"worker {max(r[4] for r in rows):.0f} MB")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--part", default="frames,startup,memory,flip")
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--seconds", type=float, default=45.0, help="length of the frames run")
    ap.add_argument("--think-level", default="hard")
    ap.add_argument("--memory-level", default="easy")
    ap.add_argument("--hands", type=int, default=300, help="length of the memory session")
    ap.add_argument("--memory-speed", default="fast")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--lang", default="en", help="en, ar, or en,ar: both in one run, and "
                                                 "Arabic's render p99 as a ratio of English's")
    ap.add_argument("--review", action="store_true",
                    help="frames: review each hand in the worker while the next is played")
    args = ap.parse_args()
    parts = args.part.split(",")
    if "frames" in parts:
        p99 = {lang: bench_frames(args.seed, args.think_level, args.seconds, lang, args.review)
               for lang in args.lang.split(",")}
        if len(p99) == 2:
            a, b = p99.values()
            print("render p99, " + " / ".join(p99) + ": " + ", ".join(
                f"{k} {a[k]:.2f} / {b[k]:.2f} ms (x{b[k] / a[k]:.2f})" for k in a if k in b))
    if "startup" in parts:
        bench_startup(args.runs, [], "python main.py: the title screen if the menus are "
                      "installed, else the table")
        bench_startup(args.runs, ["--seed", "1"], "python main.py play --seed 1: the table")
    if "flip" in parts:
        bench_flip()
    if "memory" in parts:
        bench_memory(args.seed, args.memory_level, args.hands, args.memory_speed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
