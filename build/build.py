"""Build the standalone game with PyInstaller, then smoke-test what was built.

    python build/build.py                       # onedir: dist/400/ (macOS: dist/400.app)
    python build/build.py --onefile             # one file: dist/onefile/400[.exe]
    python build/build.py --check-reproducible  # build HEAD twice (in build/work/repro-src/),
                                                # compare every byte, smoke-test it
    python build/build.py --smoke-only          # test the existing build again

Builds are reproducible: PYTHONHASHSEED=0 and SOURCE_DATE_EPOCH (the last
commit's time) are set for PyInstaller. The smoke test runs the built
executable in a clean environment (``env -i`` with PATH=/usr/bin:/bin, from a
folder outside the repository, with a throwaway HOME for the settings):
the window with the dummy video driver (``play --autoplay --hands 1 --speed
instant --screenshots DIR``: exit 0 and a screenshot), ``match --games 2``,
and a built-in bot over the 400-bot/1 protocol. It also checks that running
the game wrote nothing beside the executable.

Exit status: 0 all good, 1 a build or a check failed, 2 bad arguments.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.util
import io
import json
import os
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass, field

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SPEC = os.path.join(HERE, "400.spec")
DIST = os.path.join(ROOT, "dist")
WORK = os.path.join(HERE, "work")
NAME = "400"
FALLBACK_EPOCH = 1767225600  # 2026-01-01 UTC, when git cannot say
IS_WIN = sys.platform == "win32"
IS_MAC = sys.platform == "darwin"
SMOKE_TIMEOUT = 180  # seconds per smoke run (a slow CI machine, instant speed)


class BuildError(Exception):
    """A build or a smoke check failed: one line saying what and where."""


# ------------------------------------------------------------------ arguments
def parser() -> argparse.ArgumentParser:
    class OneLine(argparse.ArgumentParser):
        def error(self, message):
            print(f"build.py: {message} (see --help)", file=sys.stderr)
            sys.exit(2)

    p = OneLine(prog="build.py", description="Build 400 with PyInstaller and smoke-test it.")
    p.add_argument("--onefile", action="store_true",
                   help="one self-unpacking file instead of a folder (starts slower)")
    p.add_argument("--check-reproducible", action="store_true",
                   help="build twice and check the two results are byte-identical")
    p.add_argument("--smoke-only", action="store_true",
                   help="do not build; smoke-test the existing build in dist/")
    p.add_argument("--no-smoke", action="store_true", help="build only, skip the smoke test")
    p.add_argument("--keep-going", action="store_true",
                   help="run every smoke check even after one fails")
    return p


def parse_args(argv: list[str]) -> argparse.Namespace:
    args = parser().parse_args(argv)
    if args.smoke_only and args.no_smoke:
        parser().error("--smoke-only and --no-smoke contradict each other")
    if args.smoke_only and args.check_reproducible:
        parser().error("--check-reproducible builds; it cannot be --smoke-only")
    return args


# --------------------------------------------------------------- the layout
@dataclass(frozen=True)
class Layout:
    """Where a build's output is, for one mode on one OS."""
    onefile: bool
    base: str = DIST  # the dist/ folder

    @property
    def dist(self) -> str:
        return os.path.join(self.base, "onefile") if self.onefile else self.base

    @property
    def root(self) -> str:
        """The file or folder a player downloads."""
        if self.onefile:
            return os.path.join(self.dist, NAME + (".exe" if IS_WIN else ""))
        if IS_MAC:
            return os.path.join(self.dist, NAME + ".app")
        return os.path.join(self.dist, NAME)

    @property
    def exe(self) -> str:
        """The windowed game (the one a double-click starts)."""
        if self.onefile:
            return self.root
        if IS_MAC:
            return os.path.join(self.root, "Contents", "MacOS", NAME)
        return os.path.join(self.root, NAME + (".exe" if IS_WIN else ""))

    @property
    def cli_exe(self) -> str:
        """The executable for the headless tools (a console one on Windows)."""
        if IS_WIN:
            folder = self.dist if self.onefile else self.root
            return os.path.join(folder, NAME + "-cli.exe")
        return self.exe

    def outputs(self) -> list[str]:
        """Everything this mode writes under dist/ (compared by --check-reproducible)."""
        out = [self.root]
        if IS_WIN and self.onefile:
            out.append(self.cli_exe)
        if IS_MAC and not self.onefile:
            out.append(os.path.join(self.dist, NAME))  # the COLLECT folder the .app wraps
        return out


# -------------------------------------------------------------------- build
def source_date_epoch() -> str:
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return os.environ["SOURCE_DATE_EPOCH"]
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True,
                             text=True, timeout=30)
        if out.returncode == 0 and out.stdout.strip().isdigit():
            return out.stdout.strip()
    except (OSError, subprocess.SubprocessError):
        pass
    return str(FALLBACK_EPOCH)


def build_env() -> dict:
    env = dict(os.environ)
    env["PYTHONHASHSEED"] = "0"
    env["SOURCE_DATE_EPOCH"] = source_date_epoch()
    env.setdefault("SDL_VIDEODRIVER", "dummy")  # the spec draws the icon with pygame
    env.setdefault("SDL_AUDIODRIVER", "dummy")
    env["PYGAME_HIDE_SUPPORT_PROMPT"] = "1"
    return env


def pyinstaller_command(layout: Layout) -> list[str]:
    cmd = [sys.executable, "-m", "PyInstaller", SPEC, "--noconfirm", "--clean",
           "--distpath", layout.dist, "--workpath", WORK, "--log-level", "WARN"]
    if layout.onefile:
        cmd += ["--", "--onefile"]
    return cmd


def build(layout: Layout) -> float:
    """Runs PyInstaller; the seconds it took."""
    if importlib.util.find_spec("PyInstaller") is None:
        raise BuildError(f"PyInstaller is not installed for {sys.executable} "
                         "(pip install -r requirements-dev.txt)")
    for path in layout.outputs():
        remove(path)
    catalogs = subprocess.run([sys.executable, os.path.join(HERE, "catalog.py"), "compile"],
                              cwd=ROOT, capture_output=True, text=True)
    if catalogs.returncode != 0:  # the translations the executable bundles, compiled anew
        raise BuildError(f"build/catalog.py compile failed: {tail(catalogs.stderr, 2)}")
    env = build_env()
    print(f"build: {'onefile' if layout.onefile else 'onedir'}, "
          f"SOURCE_DATE_EPOCH={env['SOURCE_DATE_EPOCH']}, PYTHONHASHSEED=0", flush=True)
    t0 = time.monotonic()
    done = subprocess.run(pyinstaller_command(layout), cwd=ROOT, env=env)
    took = time.monotonic() - t0
    if done.returncode != 0:
        raise BuildError(f"PyInstaller failed (exit {done.returncode}); its output is above")
    for path in (layout.exe, layout.cli_exe):
        if not os.path.isfile(path):
            raise BuildError(f"PyInstaller finished but {path} is missing")
    print(f"build: done in {took:.0f} s: {layout.root} ({size_mb(layout.root):.1f} MB)")
    return took


def remove(path: str) -> None:
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.remove(path)


def size_mb(path: str) -> float:
    if os.path.isfile(path):
        return os.path.getsize(path) / 1e6
    total = 0
    for folder, _, files in os.walk(path):
        for name in files:
            p = os.path.join(folder, name)
            if not os.path.islink(p):
                total += os.path.getsize(p)
    return total / 1e6


def tree_digest(paths: list[str]) -> dict[str, str]:
    """{relative path: sha256 (or 'link -> target')} of every file under ``paths``."""
    out = {}

    def add(p: str, base: str) -> None:
        rel = os.path.relpath(p, base).replace(os.sep, "/")
        if os.path.islink(p):
            out[rel] = "link -> " + os.readlink(p)
        elif os.path.isfile(p):
            with open(p, "rb") as f:
                out[rel] = hashlib.sha256(f.read()).hexdigest()

    for top in paths:
        base = os.path.dirname(top)
        if not os.path.isdir(top) or os.path.islink(top):
            add(top, base)
            continue
        for folder, dirs, files in os.walk(top):
            for name in files + [d for d in dirs if os.path.islink(os.path.join(folder, d))]:
                add(os.path.join(folder, name), base)
    return out


def export_commit(dest: str) -> str:
    """Writes the files of the current commit (HEAD) into ``dest``; its hash."""
    head = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True,
                          text=True)
    if head.returncode != 0:
        raise BuildError("--check-reproducible needs a git checkout (git rev-parse HEAD failed)")
    remove(dest)
    os.makedirs(dest)
    archive = subprocess.run(["git", "archive", "--format=tar", "HEAD"], cwd=ROOT,
                             capture_output=True)
    if archive.returncode != 0:
        raise BuildError(f"git archive HEAD failed: {archive.stderr.decode()[-200:]}")
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(dest, filter="data")
    return head.stdout.strip()


def check_reproducible(layout: Layout) -> Layout:
    """Builds the current commit twice from one clean copy of it (so that edits in
    the working tree cannot change the result) and compares every byte."""
    src = os.path.join(WORK, "repro-src")
    commit = export_commit(src)
    env = build_env()  # SOURCE_DATE_EPOCH of the commit, PYTHONHASHSEED=0
    built = Layout(layout.onefile, base=os.path.join(src, "dist"))
    cmd = [sys.executable, os.path.join(src, "build", "build.py"), "--no-smoke"]
    cmd += ["--onefile"] if layout.onefile else []
    digests = []
    for n in (1, 2):
        print(f"reproducible: build {n} of commit {commit[:12]} in {src}", flush=True)
        done = subprocess.run(cmd, cwd=src, env=env)
        if done.returncode != 0:
            raise BuildError(f"build {n} of the commit failed (exit {done.returncode})")
        digests.append(tree_digest(built.outputs()))
    first, second = digests
    differ = sorted(k for k in set(first) | set(second) if first.get(k) != second.get(k))
    if differ:
        shown = ", ".join(differ[:8]) + (f" and {len(differ) - 8} more" if len(differ) > 8
                                          else "")
        raise BuildError(f"not reproducible: {len(differ)} of {len(first)} files differ: {shown}")
    print(f"reproducible: two builds of commit {commit[:12]} are byte-identical "
          f"({len(first)} files, {size_mb(built.root):.1f} MB in {built.root})")
    return built


# -------------------------------------------------------------------- smoke
@dataclass
class Smoke:
    layout: Layout
    keep_going: bool = False
    failures: list = field(default_factory=list)
    skipped: list = field(default_factory=list)

    def check(self, ok: bool, what: str) -> bool:
        if ok:
            print(f"smoke: ok    {what}", flush=True)
        else:
            print(f"smoke: FAIL  {what}", flush=True)
            self.failures.append(what)
            if not self.keep_going:
                raise BuildError(f"smoke test failed: {what}")
        return ok

    def skip(self, what: str) -> None:
        print(f"smoke: skip  {what}", flush=True)
        self.skipped.append(what)


def clean_env(home: str) -> dict:
    """A bare environment, as on a machine without Python: no PYTHON*, minimal PATH."""
    if IS_WIN:  # Windows cannot start a program without its system variables
        keep = ("SYSTEMROOT", "SYSTEMDRIVE", "WINDIR", "TEMP", "TMP", "PATH", "COMSPEC",
                "PATHEXT", "USERPROFILE", "APPDATA", "LOCALAPPDATA")
        env = {k: v for k, v in os.environ.items() if k.upper() in keep}
    else:
        env = {"PATH": "/usr/bin:/bin", "HOME": home, "TMPDIR": home, "LANG": "C.UTF-8"}
    env.update({"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"})
    if IS_WIN:  # keep the runner's own settings folders out of it
        env["FOURHUNDRED_HOME"] = os.path.join(home, "400-home")
    # elsewhere the game finds its folders itself (platformdirs) under the throwaway HOME,
    # as on a player's machine
    return env


def run_exe(cmd: list[str], cwd: str, env: dict, stdin: str | None = None,
            timeout: float = SMOKE_TIMEOUT) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(cmd, cwd=cwd, env=env, input=stdin, capture_output=True,
                              text=True, timeout=timeout)
    except subprocess.TimeoutExpired as e:
        raise BuildError(f"{' '.join(cmd[1:])}: no exit after {timeout:.0f} s") from e


def descendants(pid: int) -> list[str]:
    """The command lines of every process below ``pid`` (from ``ps``)."""
    ps = subprocess.run(["ps", "-A", "-o", "pid=,ppid=,args="], capture_output=True, text=True)
    rows = []
    for line in ps.stdout.splitlines():
        parts = line.split(None, 2)
        if len(parts) >= 2 and parts[0].isdigit() and parts[1].isdigit():
            rows.append((int(parts[0]), int(parts[1]), parts[2] if len(parts) > 2 else ""))
    below, found, grew = {pid}, [], True
    while grew:
        grew = False
        for p, pp, args in rows:
            if pp in below and p not in below:
                below.add(p)
                found.append(args)
                grew = True
    return found


def run_watching_children(cmd: list[str], cwd: str, env: dict,
                          timeout: float = SMOKE_TIMEOUT):
    """Runs ``cmd`` like run_exe, listing the command lines of the processes it
    starts (children, grandchildren: a one-file build's bootloader starts the game
    as its child) while it runs; None where ``ps`` is not available (Windows)."""
    seen: set[str] | None = None if IS_WIN or not shutil.which("ps") else set()
    with tempfile.TemporaryFile("w+") as out, tempfile.TemporaryFile("w+") as err:
        proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=out, stderr=err,
                                stdin=subprocess.DEVNULL, text=True)
        deadline = time.monotonic() + timeout
        while proc.poll() is None:
            if time.monotonic() > deadline:
                proc.kill()
                proc.wait()
                raise BuildError(f"{' '.join(cmd[1:])}: no exit after {timeout:.0f} s")
            if seen is not None:
                seen.update(descendants(proc.pid))
            time.sleep(0.2)
        out.seek(0)
        err.seek(0)
        done = subprocess.CompletedProcess(cmd, proc.returncode, out.read(), err.read())
    return done, None if seen is None else sorted(seen)


def uses_worker_process() -> bool:
    """Whether the bots think in a worker process (game/ai/worker.py)."""
    try:
        with open(os.path.join(ROOT, "game", "ai", "worker.py"), encoding="utf-8") as f:
            return "ProcessPoolExecutor" in f.read()
    except OSError:
        return False


def tail(text: str, lines: int = 6) -> str:
    return " | ".join(text.strip().splitlines()[-lines:])


def source_has(*parts: str) -> bool:
    return os.path.isfile(os.path.join(ROOT, *parts))


def bot_level() -> str:
    """'hard' when the bots have it, else 'random'."""
    sys.path.insert(0, ROOT)
    try:
        from game.ai import LEVELS
    finally:
        sys.path.remove(ROOT)
    return "hard" if "hard" in LEVELS else "random"


def protocol_requests(seed: int = 7) -> tuple[list[dict], list[dict]]:
    """A bid request and a play request (from real deals), with their views."""
    sys.path.insert(0, ROOT)
    try:
        from game.engine import PRESETS, Match
    finally:
        sys.path.remove(ROOT)
    out = []
    m = Match(PRESETS["lebanese"], seed=seed)
    for want in ("bid", "play"):
        for _ in range(400):
            view = m.view(m.turn)
            if view.request == want:
                out.append({"type": want, "view": view.to_json()})
                break
            legal = m.legal_actions()
            m.apply(legal[-1] if view.request == "bid" else legal[0])  # high bids: no throw-in
    return out


def smoke(layout: Layout, keep_going: bool = False) -> Smoke:
    s = Smoke(layout, keep_going)
    for path in (layout.exe, layout.cli_exe):
        if not os.path.isfile(path):
            raise BuildError(f"nothing to test: {path} is missing (build first)")
    watched = [layout.dist] if layout.onefile else layout.outputs()
    before = tree_digest(watched)
    with tempfile.TemporaryDirectory(prefix="400-smoke-") as home:
        env = clean_env(home)
        outside = os.path.join(home, "cwd")  # a folder outside the repository
        os.makedirs(outside)
        print(f"smoke: {layout.exe} from {outside}, env {sorted(env)}", flush=True)
        smoke_play(s, layout, outside, env, home)
        smoke_match(s, layout, outside, env)
        smoke_bot(s, layout, outside, env)
        left = sorted(os.listdir(outside))
        s.check(not left, "nothing written in the working folder"
                + (f" (found: {', '.join(left[:5])})" if left else ""))
        if not IS_WIN and not IS_MAC and not layout.onefile:
            for name in ("400.desktop", "400.png", "install-menu-entry.sh"):
                s.check(os.path.isfile(os.path.join(layout.root, name)),
                        f"{name} beside the executable")
    after = tree_digest(watched)
    changed = sorted(k for k in set(before) | set(after) if before.get(k) != after.get(k))
    s.check(not changed, "nothing written beside the executable"
            + (f" (changed: {', '.join(changed[:5])})" if changed else ""))
    return s


def smoke_play(s: Smoke, layout: Layout, cwd: str, env: dict, home: str) -> None:
    if not source_has("game", "cli", "play.py"):
        s.skip("play --autoplay: game/cli/play.py is not in this tree yet")
        return
    shots = os.path.join(home, "shots")
    cmd = [layout.exe, "play", "--autoplay", "--hands", "1", "--speed", "instant",
           "--screenshots", shots]
    t0 = time.monotonic()
    r, children = run_watching_children(cmd, cwd, env)
    took = time.monotonic() - t0
    s.check(r.returncode == 0, f"play --autoplay --hands 1 exits 0 (got {r.returncode}, "
                               f"{took:.1f} s){'' if r.returncode == 0 else ': ' + tail(r.stderr)}")
    if children is None:
        s.skip("bots' worker process: cannot list processes here")
    elif uses_worker_process():
        workers = [c for c in children if "--multiprocessing-fork" in c]
        s.check(bool(workers), "the frozen game started its bots' worker process "
                               f"({len(workers)} seen; children: {len(children)})")
    pngs = sorted(f for f in os.listdir(shots) if f.endswith(".png")) if os.path.isdir(shots) \
        else []
    s.check(bool(pngs), f"play wrote a screenshot ({len(pngs)} in {shots})")
    if pngs:
        with open(os.path.join(shots, pngs[0]), "rb") as f:
            s.check(f.read(8) == b"\x89PNG\r\n\x1a\n", f"{pngs[0]} is a PNG")
    smoke_arabic(s, layout, cwd, env, home, shots)


def smoke_arabic(s: Smoke, layout: Layout, cwd: str, env: dict, home: str,
                 english: str) -> None:
    """Once in Arabic: the catalogs are bundled and found when frozen (the
    title screen differs from the English one)."""
    if not source_has("assets", "locale", "ar", "LC_MESSAGES", "game.mo"):
        s.skip("play --lang ar: no Arabic catalog in this tree yet")
        return
    if os.path.isdir(layout.root):  # onefile: the Arabic run below proves it
        mo = [os.path.join(d, f) for d, _, fs in os.walk(layout.root) for f in fs
              if f == "game.mo"]
        s.check(bool(mo), f"the Arabic catalog is bundled ({len(mo)} game.mo)")
    shots = os.path.join(home, "shots-ar")
    cmd = [layout.exe, "play", "--lang", "ar", "--autoplay", "--hands", "1", "--speed",
           "instant", "--screenshots", shots]
    r = run_exe(cmd, cwd, env)
    s.check(r.returncode == 0, f"play --lang ar --autoplay exits 0 (got {r.returncode})"
                               f"{'' if r.returncode == 0 else ': ' + tail(r.stderr)}")
    title_en, title_ar = (os.path.join(d, "menu-title.png") for d in (english, shots))
    if os.path.exists(title_en) and os.path.exists(title_ar):
        with open(title_en, "rb") as f, open(title_ar, "rb") as g:
            s.check(f.read() != g.read(), "the Arabic title screen is not the English one")
    else:
        s.check(False, "both runs saved the title screen")


def smoke_match(s: Smoke, layout: Layout, cwd: str, env: dict) -> None:
    cmd = [layout.cli_exe, "match", "--games", "2", "--seed", "1", "--json"]
    r = run_exe(cmd, cwd, env)
    if not s.check(r.returncode == 0, f"match --games 2 exits 0 (got {r.returncode})"
                   + ("" if r.returncode == 0 else ": " + tail(r.stderr))):
        return
    try:
        summary = json.loads(r.stdout)
    except ValueError:
        s.check(False, f"match --json prints one JSON object (got: {tail(r.stdout, 2)})")
        return
    s.check(summary.get("games") == 2, f"match played 2 games (summary: games="
                                       f"{summary.get('games')})")


def smoke_bot(s: Smoke, layout: Layout, cwd: str, env: dict) -> None:
    if not source_has("game", "cli", "bot.py"):
        s.skip("bot over the protocol: game/cli/bot.py is not in this tree yet")
        return
    level = bot_level()
    if level != "hard":
        print("smoke: note  the 'hard' bot is not in game.ai.LEVELS yet; testing 'random'")
    requests = protocol_requests()
    lines = [{"type": "hello", "protocol": "400-bot/1", "seat": requests[0]["view"]["seat"]}]
    lines += requests + [{"type": "quit"}]
    stdin = "".join(json.dumps(x) + "\n" for x in lines)
    r = run_exe([layout.cli_exe, "bot", level], cwd, env, stdin=stdin)
    s.check(r.returncode == 0, f"bot {level} exits 0 after quit (got {r.returncode})"
            + ("" if r.returncode == 0 else ": " + tail(r.stderr)))
    replies = []
    for line in r.stdout.splitlines():
        try:
            replies.append(json.loads(line))
        except ValueError:
            s.check(False, f"bot {level} replies in JSON lines (got {line[:80]!r})")
            return
    if not s.check(len(replies) == len(requests) + 1,
                   f"bot {level} answers hello and {len(requests)} requests "
                   f"(got {len(replies)} replies)"):
        return
    s.check(isinstance(replies[0].get("name"), str), f"bot {level} says its name "
                                                     f"({replies[0].get('name')!r})")
    for req, rep in zip(requests, replies[1:]):
        key = "bid" if req["type"] == "bid" else "card"
        s.check(rep.get(key) in req["view"]["legal"],
                f"bot {level} {req['type']} reply {rep} is legal")


# --------------------------------------------------------------------- main
def main(argv: list[str]) -> int:
    args = parse_args(argv)
    layout = Layout(onefile=args.onefile)
    try:
        if args.check_reproducible:
            layout = check_reproducible(layout)  # the smoke test takes the checked build
        elif not args.smoke_only:
            build(layout)
        if args.no_smoke:
            return 0
        s = smoke(layout, keep_going=args.keep_going)
    except BuildError as e:
        print(f"build.py: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("build.py: interrupted", file=sys.stderr)
        return 130
    if s.failures:
        print(f"build.py: {len(s.failures)} smoke check(s) failed: {'; '.join(s.failures)}",
              file=sys.stderr)
        return 1
    note = f" ({len(s.skipped)} skipped: {'; '.join(s.skipped)})" if s.skipped else ""
    print(f"build.py: {layout.root} built and smoke-tested{note}; "
          f"{size_mb(layout.root):.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
