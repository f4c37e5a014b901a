"""A UI fuzzer: random events posted through the app's real loop
(``App.run``, which calls ``App.step`` each frame) on every screen.

Each episode starts a fresh ``App`` on the player's folder, steers it to one
screen (title, settings, how to play, statistics, replay, a new game, a
continued game, the table's pause menu, the no-pictures redeal question),
then posts random keys, clicks (half of them on the screen's own buttons),
wheel turns, motion and window resizes, a few each frame, until its budget
of events is spent. Then it tries to leave the screen with Esc, and closes
the app (which saves, as quitting does).

It also reaches About and its licences (the file manager and the clipboard
stubbed: nothing is launched), a game's end, and drops files on the window
(``DROPFILE``): a good record, a ``match --record`` file of three games, a
truncated one, a binary file, an empty one, a folder, a missing path, a file
still being written, ``/dev/null``, a symlink loop and 20 MB of junk, on
every screen, mid-game and in a dialog alike.

Counted: events, frames, exceptions (with their tracebacks), hangs (a frame
over ``HANG_SECONDS``), the screens reached, the screens it could not
leave with Esc, and games lost: a saved game or the statistics changed by
a drop, or by watching the record it opened. Bots answer at once
(``tests/doubles.InstantThinker``) and sound is off, so that many events fit in a run.

``python tests/fuzz/ui_fuzz.py --events 20000`` is the long run (issue 22);
``tests/fuzz/test_fuzz_ui.py`` runs a quick seed.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import traceback
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
ROOT = Path(__file__).resolve().parents[2]
for p in (str(ROOT), str(ROOT / "tests")):
    if p not in sys.path:
        sys.path.insert(0, p)

import pygame  # noqa: E402
from doubles import InstantThinker, Quiet  # noqa: E402

from game.engine import PRESETS, Match, Phase, Rules  # noqa: E402
from game.session.review import Leftover  # noqa: E402
from game.storage import Settings, configure  # noqa: E402
from game.strings import use_options  # noqa: E402
from game.ui import screens as screens_pkg  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.screens import about as about_module  # noqa: E402
from game.ui.screens import game as game_screens  # noqa: E402
from game.ui.screens import replay as replay_module  # noqa: E402
from game.ui.screens import start, start_home  # noqa: E402
from game.ui.table.dialogs import GameOverDialog  # noqa: E402

HANG_SECONDS = 5.0
TARGETS = ["title", "settings", "rules", "stats", "replay", "new game", "continue", "pause",
           "redeal", "about", "licences", "game over", "watch"]
SIZES = [(640, 400), (1024, 600), (800, 600), (1280, 720), (600, 900), (1920, 1080)]
DROPS = ["record", "match", "pretty", "truncated", "truncated match", "binary", "empty",
         "folder", "missing", "writing", "/dev/null", "loop", "junk"]
KEYS = [pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN,
        pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_BACKSPACE,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME, pygame.K_END, pygame.K_h,
        pygame.K_r, pygame.K_s, pygame.K_m, pygame.K_l, pygame.K_e, pygame.K_q, pygame.K_1,
        pygame.K_2, pygame.K_9, pygame.K_0, pygame.K_a, pygame.K_z, pygame.K_DELETE]
REDEAL_RULES = PRESETS["lebanese"].replace(redeal_no_pictures=True)


def redeal_seed() -> int:
    """A seed whose first deal asks South (seat 0) about a redeal."""
    for s in range(200_000):
        m = Match(REDEAL_RULES, seed=s)
        if m.phase is Phase.REDEAL and m.turn == 0:
            return s
    raise RuntimeError("no seed asks South about a redeal")


def finished(seed: int = 4) -> Match:
    m = Match(PRESETS["syrian41"].replace(target=21), seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        acts = m.legal_actions()
        m.apply(rng.choice((3, 4)) if m.phase is Phase.BIDDING else rng.choice(acts))
    return m


def prepare(folder: Path) -> None:
    """A player's folder: settings, a saved game, statistics, a last game."""
    store = configure(folder)
    store.save_settings(Settings(rules=PRESETS["lebanese"]))
    store.finish_game(finished(), ["human", "bot:easy", "bot:easy", "bot:easy"])
    m = Match(seed=3)
    for _ in range(25):
        m.apply(m.legal_actions()[-1])
    store.save_game(m, ["human", "bot:easy", "bot:easy", "bot:easy"], "fuzz")
    stats = store.load_stats()
    stats.update(m, "fuzz")
    store.save_stats(stats)


def make_drops(folder: Path, record: dict | None, junk_mb: int = 20) -> dict[str, Path]:
    """The files the fuzz drops on the window, made in ``folder``."""
    folder.mkdir(parents=True, exist_ok=True)
    files = {name: folder / f"{i:02d}-{name.replace(' ', '-').replace('/', '')}"
             for i, name in enumerate(DROPS)}
    text = json.dumps(record or {}) + "\n"
    files["record"].write_text(text)
    files["pretty"].write_text(json.dumps(record or {}, indent=2))
    files["truncated"].write_text(text[:len(text) // 2])
    match = files["match"]
    subprocess.run([sys.executable, str(ROOT / "main.py"), "match", "--games", "3",
                    "--team-a", "easy", "--team-b", "easy", "--record", str(match)],
                   check=True, capture_output=True, timeout=120)
    whole = match.read_bytes()
    files["truncated match"].write_bytes(whole[:len(whole) // 2])
    files["binary"].write_bytes(random.Random(7).randbytes(64 << 10))
    files["empty"].write_bytes(b"")
    files["folder"].mkdir(exist_ok=True)
    files["missing"] = folder / "no such file.jsonl"
    files["writing"].write_bytes(whole[:1000])  # grows by a piece at each drop
    files["/dev/null"] = Path("/dev/null")
    loop = files["loop"]
    other = folder / "loop-b"
    for link, to in ((loop, other), (other, loop)):
        if not link.is_symlink():
            link.symlink_to(to)
    junk = random.Random(8)
    line = "".join(junk.choice("abc{}[]\":, 0123") for _ in range(4096))
    with open(files["junk"], "w") as f:
        for _ in range((junk_mb << 20) // 4097):
            f.write(line[junk.randrange(4096):] + line[:junk.randrange(4096)] + "\n")
    return files


def snapshot(folder: Path) -> dict:
    """The saved game's and the statistics' files, as they are on disk."""
    out = {}
    for path in sorted(Path(folder).rglob("*.json")):
        if path.name.startswith(("save", "stats")):
            out[path.name] = path.read_bytes()
    return out


class FakeLauncher:
    """``xdg-open`` stubbed: it ends after a few polls, now and then failing."""

    def __init__(self, rng):
        self.polls = 0
        self.code = rng.choice((0, 0, 4))

    def poll(self):
        self.polls += 1
        return None if self.polls < 3 else self.code


class Fuzzer:
    def __init__(self, folder: Path, seed: int = 1, size=(1024, 640), *,
                 language: str | None = None, drops: Path | None = None, junk_mb: int = 20):
        self.folder = Path(folder)
        self.rng = random.Random(seed)
        self.size = size
        self.language = language
        self.events = self.frames = self.hangs = self.dropped = 0
        self.exceptions: list[str] = []
        self.lost: list[str] = []  # a saved game or the statistics changed by a drop
        self.reached: dict[str, int] = {}
        self.stuck: dict[str, int] = {}
        self.slow: list[str] = []  # frames over a second
        self.launched: list = []
        self.slowest = 0.0
        self._redeal_seed = redeal_seed()
        drops_dir = Path(drops) if drops is not None else \
            Path(tempfile.mkdtemp(prefix="400-drops-"))
        self.drops = make_drops(drops_dir, configure(self.folder).last_record(), junk_mb)
        self._watching = None  # the files as they were when a drop opened the replay

    # the table scenes the menus make get instant bots and no sound (for the
    # fuzz's episodes only: ``_patch`` returns what puts the real ones back)
    @staticmethod
    def _fast(kw):
        return {"thinker": InstantThinker(), "sounds": Quiet(), "speed": "fast", **kw}

    def _patch(self):
        real = (game_screens.new_game, game_screens.continue_game,
                screens_pkg.new_game, screens_pkg.continue_game)
        fast = self._fast
        game_screens.new_game = lambda home, **kw: real[0](home, **fast(kw))
        game_screens.continue_game = lambda home, saved, **kw: real[1](home, saved, **fast(kw))
        screens_pkg.new_game, screens_pkg.continue_game = (game_screens.new_game,
                                                           game_screens.continue_game)

        about = (about_module.launch, about_module.copy_text)

        def launch(path):
            if self.rng.random() < 0.2:
                raise OSError(2, "No such file or directory")
            self.launched.append(path)
            return FakeLauncher(self.rng)

        def copy_text(text):
            if self.rng.random() < 0.2:
                raise pygame.error("no clipboard")

        about_module.launch, about_module.copy_text = launch, copy_text

        def restore():
            (game_screens.new_game, game_screens.continue_game,
             screens_pkg.new_game, screens_pkg.continue_game) = real
            about_module.launch, about_module.copy_text = about
        return restore

    # -------------------------------------------------------------- drops
    def drop_event(self, name: str | None = None):
        name = name or self.rng.choice(DROPS)
        path = self.drops[name]
        if name == "writing":
            with open(path, "ab") as f:  # a record still being written
                f.write(self.drops["match"].read_bytes()[:self.rng.randrange(50, 5000)])
        return pygame.event.Event(pygame.DROPFILE, file=str(path))

    def _guard_drops(self, app: App, home) -> None:
        """Wrap the app's drop handler (``screens.install`` sets it): a drop
        refused mid-game leaves the game as it was; no drop changes the saved
        game or the statistics on disk."""
        real = app.on_drop
        if real is None or getattr(real, "guarded", False):
            return

        def dropped(path):
            self.dropped += 1
            busy = replay_module.playing(app)
            requests = list(app._requests)
            home.storage.flush()
            before = snapshot(self.folder)
            real(path)
            home.storage.flush()
            after = snapshot(self.folder)
            where = f"{Path(path).name} on {self._name(app)}"
            if after != before:
                changed = sorted(k for k in set(after) | set(before)
                                 if after.get(k) != before.get(k))
                self.lost.append(f"the drop of {where} changed {changed}")
            if busy and app._requests != requests:
                self.lost.append(f"the drop of {where}, refused mid-game, changed the screens")
            if not busy:
                self._watching = after
        dropped.guarded = True
        app.on_drop = dropped

    def _check_watching(self, app: App) -> None:
        """While a dropped file is watched, nothing of the player's changes."""
        top = app.top
        if self._watching is None or not (isinstance(top, replay_module.ReplayScreen)
                                          and top.records is not None):
            self._watching = None if not isinstance(top, Dialog) else self._watching
            return
        if any(isinstance(task, Leftover) for task in app.background):
            return  # a finished game's last reviews are still being counted
        if self.frames % 10 == 0 and snapshot(self.folder) != self._watching:
            self.lost.append("watching a dropped record changed the saved game or statistics")
            self._watching = None

    # ------------------------------------------------------------- events
    def _random_event(self, app: App):
        r = self.rng.random()
        w, h = app.surface.get_size()
        top = app.top
        buttons = [b for b in getattr(top, "buttons", []) or [] if hasattr(b, "rect")]
        if r < 0.40:
            k = self.rng.choice(KEYS)
            return [pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0),
                    pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0)]
        if r < 0.80:
            if buttons and self.rng.random() < 0.5:
                pos = self.rng.choice(buttons).rect.center
            else:
                pos = (self.rng.randrange(w), self.rng.randrange(h))
            button = self.rng.choice((1, 1, 1, 3))
            return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
        if r < 0.84:
            return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-3, -1, 1, 3)),
                                       flipped=False)]
        if r < 0.93:
            pos = (self.rng.randrange(w), self.rng.randrange(h))
            return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1),
                                       buttons=(0, 0, 0))]
        if r < 0.96:
            return [self.drop_event()]
        size = self.rng.choice(SIZES) if self.rng.random() < 0.6 else \
            (self.rng.randrange(500, 1600), self.rng.randrange(350, 1000))
        return [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size)]

    # ------------------------------------------------------------ steering
    def _steer(self, app: App, home, target: str) -> None:
        if target in ("settings", "rules", "stats", "replay", "about"):
            app.open(target)
        elif target == "licences":
            app.open("about")
            self._real_step(0.016)
            app.open("licences")
        elif target == "watch":
            pygame.event.post(self.drop_event(self.rng.choice(("record", "match", "pretty",
                                                               "truncated match"))))
            for _ in range(300):  # the file is read in the background: its games shown
                self._real_step(0.016)  # before the random events (however slow the machine)
                if getattr(app.top, "records", None) is not None:
                    break
                time.sleep(0.01)
        elif target == "game over":
            self._to_game_over(app, home)
        elif target == "new game":
            app.replace(game_screens.new_game(home))
        elif target in ("continue", "pause"):
            home.extra.pop("saved", None)
            saved = home.storage.load_game()
            scene = (game_screens.continue_game(home, saved) if saved is not None
                     else game_screens.new_game(home))
            app.replace(scene)
            if target == "pause":
                self._real_step(0.016)
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE,
                                                     mod=0, unicode="", scancode=0))
        elif target == "redeal":
            scene = game_screens.kept_table(home, Match(REDEAL_RULES, seed=self._redeal_seed),
                                            **self._fast({}))
            app.replace(scene)
            for _ in range(600):  # the deal animates, then the question comes
                app.step(0.05)
                if isinstance(app.top, Dialog):
                    break
        self._settle(app)

    def _settle(self, app: App) -> None:
        """One frame with no random events after steering, so that the screen
        steered to is drawn and counted as reached whatever the events after it
        do (a key read in the same frame could cover it at once)."""
        self._real_step(0.016)
        name = self._name(app)
        self.reached[name] = self.reached.get(name, 0) + 1

    def _to_game_over(self, app: App, home) -> None:
        """A kept game one made bid from its end, played (your bids and cards
        at random, the hand's summary closed) until the game is over."""
        scene = game_screens.kept_table(home, Match(Rules(), seed=8, scores=[39, 39, 39, 39]),
                                        seed=8, **self._fast({}))
        app.replace(scene)
        for _ in range(20000):
            app.step(0.05)
            top = app.top
            if isinstance(top, GameOverDialog) or top is None:
                break
            if isinstance(top, Dialog):
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN,
                                                     mod=0, unicode="", scancode=0))
            elif top is scene and scene.human_turn() is not None:
                scene.session.submit(0, self.rng.choice(scene.match.legal_actions()))

    def _name(self, app: App) -> str:
        top = app.top
        if top is None:
            return "(none)"
        name = type(top).__name__
        if getattr(top, "keeper", None) is not None:
            name = "kept " + name  # a table whose game is saved as it goes
        if isinstance(top, Dialog):
            name += f" '{getattr(top, 'title', '')}'"
        if getattr(top, "records", None) is not None:
            name += " (a file's games)"  # watched: dropped on the window
        return name

    # ------------------------------------------------------------ episodes
    def episode(self, budget: int, target: str | None = None) -> None:
        target = target or self.rng.choice(TARGETS)
        home = start_home(configure(self.folder))
        home.settings.options.sound = False
        if self.language:
            home.settings.options.language = self.language
            use_options(home.settings.options)
        app = App(self.size, options=home.settings.options, fps=0)
        left = [budget]
        real_step = app.step

        def step(dt: float) -> None:  # the loop's own step, with events posted first
            if left[0] <= 0:
                app.quit(0)
            posted = []
            for _ in range(self.rng.choice((0, 1, 1, 2, 3))):
                if left[0] <= 0:
                    break
                for ev in self._random_event(app):
                    pygame.event.post(ev)
                    posted.append(Path(ev.file).name if ev.type == pygame.DROPFILE else
                                  pygame.event.event_name(ev.type))
                left[0] -= 1
                self.events += 1
            self._guard_drops(app, home)
            name = self._name(app)
            t0 = time.perf_counter()
            real_step(dt)
            took = time.perf_counter() - t0
            self.slowest = max(self.slowest, took)
            if took > HANG_SECONDS:
                self.hangs += 1
            if took > 1.0:
                self.slow.append(f"{took:.1f} s on {name}: {', '.join(posted)}")
            self.frames += 1
            self._check_watching(app)
            name = self._name(app)
            self.reached[name] = self.reached.get(name, 0) + 1

        app.step = step
        self._real_step = real_step
        restore = self._patch()
        try:
            app.push(start(app, home))
            real_step(0.016)
            self._guard_drops(app, home)
            self._steer(app, home, target)
            if self.rng.random() < 0.3:  # at once: in the deal's animation, over a dialog
                pygame.event.post(self.drop_event())
            while left[0] > 0:
                app.run()  # returns when the fuzz quits (Esc on the title, a click on Quit)
                if left[0] > 0 and not app.scenes:
                    app.push(start(app, home))
            self._leave(app, real_step)
        except Exception:
            self.exceptions.append(f"target {target}: {traceback.format_exc()}")
        finally:
            try:
                app.close()
            except Exception:
                self.exceptions.append(f"closing after {target}: {traceback.format_exc()}")
            restore()

    def _leave(self, app: App, real_step) -> None:
        """Try to leave the screen the fuzz ended on with Esc (a few presses)."""
        start_name = self._name(app)
        if app.top is None or start_name == "TitleScreen":
            return
        for _ in range(6):
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0,
                                                 unicode="", scancode=0))
            for _ in range(3):
                real_step(0.05)
            if self._name(app) != start_name:
                return
        self.stuck[start_name] = self.stuck.get(start_name, 0) + 1

    def run(self, events: int) -> None:
        while self.events < events:
            self.episode(min(events - self.events, self.rng.randint(40, 200)))

    def summary(self, seconds: float) -> str:
        reached = ", ".join(f"{k} {v}" for k, v in sorted(self.reached.items()))
        stuck = ", ".join(f"{k} {v}" for k, v in sorted(self.stuck.items())) or "none"
        return (f"events {self.events}, frames {self.frames}, drops {self.dropped}, exceptions "
                f"{len(self.exceptions)}, hangs {self.hangs} (slowest frame "
                f"{self.slowest * 1000:.0f} ms; over 1 s: {len(self.slow)}), games lost "
                f"{len(self.lost)}, {seconds:.0f} s\n"
                f"screens reached (frames): {reached}\n"
                f"screens it could not leave with Esc: {stuck}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description="Fuzz the game's screens through App.run.")
    ap.add_argument("--events", type=int, default=20000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--language", default=None, help="en or ar (else the system's)")
    ap.add_argument("--size", default="1024x640", help="the window's first size, WxH")
    args = ap.parse_args(argv)
    import faulthandler
    faulthandler.dump_traceback_later(600, exit=True)  # a hang that never returns
    folder = Path(tempfile.mkdtemp(prefix="400-fuzz-"))
    prepare(folder)
    size = tuple(int(n) for n in args.size.split("x"))
    fuzz = Fuzzer(folder, args.seed, size, language=args.language)
    started = time.monotonic()
    fuzz.run(args.events)
    print(fuzz.summary(time.monotonic() - started))
    for text in fuzz.slow[:10] + fuzz.lost[:10] + fuzz.exceptions[:5]:
        print(text)
    return 1 if fuzz.exceptions or fuzz.hangs or fuzz.lost else 0


if __name__ == "__main__":
    sys.exit(main())
