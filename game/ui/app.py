"""``App``: the one frame loop of the game.

One window (resizable, F11 toggles fullscreen), a 60 fps clock, and a
stack of scenes. Each frame reads the event queue once, gives the events
to the top scene, updates the top scene, draws the stack from the highest
opaque scene up, and flips. ``push``/``pop``/``replace`` are requests
applied between frames, so a scene never changes the stack under itself.

Scenes from other parts of the game are reached by name through
``scene_factories`` (``app.open("settings")``): e.g. the menu, settings and
rules screens register themselves there.
"""

from __future__ import annotations

import gc
import io
import os
import time
import warnings
from collections import deque
from typing import Callable

import pygame

from ..options import Options
from ..strings import t
from .icon import make_icon
from .layout import Layout
from .scene import Scene
from .theme import FELT_DARK

MIN_SIZE = (640, 400)  # the smallest window the game lays out; the system is told it
DEFAULT_SIZE = (1280, 720)  # the window's first size, on a screen with room for it
# room a window needs around it on the desktop: its frame and title bar, and
# the system's task bar, menu bar or dock
FRAME_ROOM = (40, 110)


def fitted_size(desktop: tuple[int, int] | None, wanted=DEFAULT_SIZE) -> tuple[int, int]:
    """The window's first size on a desktop of ``desktop`` pixels: ``wanted``,
    or on a screen too small to show it whole with its title bar and the task
    bar (a 1366×768 laptop), the largest window of its shape that fits, never
    under ``MIN_SIZE``. ``desktop`` None (unknown): ``wanted``.

    >>> fitted_size((1920, 1080))
    (1280, 720)
    >>> fitted_size((1366, 768))
    (1169, 658)
    """
    if not desktop:
        return wanted
    scale = min(1.0, (desktop[0] - FRAME_ROOM[0]) / wanted[0],
                (desktop[1] - FRAME_ROOM[1]) / wanted[1])
    return (max(MIN_SIZE[0], int(wanted[0] * scale)), max(MIN_SIZE[1], int(wanted[1] * scale)))


def remembered(options) -> tuple[int, int] | None:
    """The window size kept in ``options`` (the player's last), if any."""
    size = getattr(options, "window", None)
    return (size[0], size[1]) if isinstance(size, list) and len(size) == 2 else None


def desktop_size() -> tuple[int, int] | None:
    """The first screen's size, or None when there is no real screen (the
    dummy driver of tests and headless runs reports a made-up one)."""
    try:
        if pygame.display.get_driver() in ("dummy", "offscreen"):
            return None
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes else None


def hold_minimum() -> None:
    """Tell the system the window's smallest size (``MIN_SIZE``), so that a
    window manager does not let the player drag it smaller than the game
    lays out."""
    try:
        with warnings.catch_warnings():  # pygame-ce 2.5 warns of the display module's window
            warnings.simplefilter("ignore", DeprecationWarning)
            pygame.Window.from_display_module().minimum_size = MIN_SIZE
    except (AttributeError, pygame.error):  # an older pygame, or no window
        pass


def percentiles(values: list[float]) -> dict:
    """p50/p95/p99/max of a list of milliseconds (rounded to 0.01 ms)."""
    if not values:
        return {"p50": 0.0, "p95": 0.0, "p99": 0.0, "max": 0.0}
    s = sorted(values)

    def at(q: float) -> float:
        return round(s[min(len(s) - 1, int(q * len(s)))], 2)

    return {"p50": at(0.50), "p95": at(0.95), "p99": at(0.99), "max": round(s[-1], 2)}


FRAME_WINDOW = 36000  # frames kept for the statistics: the last 10 minutes at 60 fps


class FrameStats:
    """Frame timings, kept only when asked for (``play --frame-stats``), in
    bounded buffers: percentiles over the last ``window`` frames, the
    maximum and the count over the whole run.

    >>> fs = FrameStats(window=4)
    >>> for ms in (50.0, 1.0, 2.0, 3.0, 4.0, 5.0):
    ...     fs.add(ms, ms)
    >>> fs.summary()["render_ms"], len(fs.render_ms)
    ({'p50': 4.0, 'p95': 5.0, 'p99': 5.0, 'max': 50.0}, 4)
    """

    def __init__(self, window: int = FRAME_WINDOW):
        self.render_ms: deque = deque(maxlen=window)
        self.frame_ms: deque = deque(maxlen=window)
        self.max_render = self.max_frame = 0.0

    def add(self, render: float, frame: float | None) -> None:
        self.render_ms.append(render)
        self.max_render = max(self.max_render, render)
        if frame is not None:
            self.frame_ms.append(frame)
            self.max_frame = max(self.max_frame, frame)

    def summary(self) -> dict:
        render, frame = percentiles(list(self.render_ms)), percentiles(list(self.frame_ms))
        render["max"], frame["max"] = round(self.max_render, 2), round(self.max_frame, 2)
        return {"render_ms": render, "frame_ms": frame}


class App:
    """The window, the clock and the scene stack."""

    def __init__(self, size: tuple[int, int] | None = DEFAULT_SIZE, *, options=None,
                 title: str = "400", fps: int = 60, fullscreen: bool = False,
                 screenshot_dir: str | None = None, frame_stats: bool = False):
        """``size`` None: ``DEFAULT_SIZE``, made smaller on a screen without
        room for it (``fitted_size``). ``frame_stats``: keep frame timings
        (``frame_stats()``); without it nothing is kept per frame."""
        self.options = options if options is not None else Options()
        self.fps = fps
        self.title = title
        self.screenshot_dir = screenshot_dir
        self.scenes: list[Scene] = []
        # work a scene keeps going while overlays cover it (``task(dt)`` each
        # frame, after the top scene's update): e.g. the table's hand reviews,
        # and a finished game's last reviews once its table is gone (a task
        # with a ``close()`` is closed with the window)
        self.background: list = []
        self._requests: list[tuple[str, Scene | None]] = []
        self._screenshots: list[str] = []
        self.saved_screenshots: list[str] = []
        self._shot_names: set[str] = set()
        self.scene_factories: dict[str, Callable[[App], Scene]] = {}
        # writes the options to disk, '' or why it failed (``screens.install``
        # sets it; None keeps them in memory): for the options a scene changes
        # outside the settings screen (M and the sound button, F11)
        self.save_options: Callable[[], str] | None = None
        # a file dropped on the window (``screens.install``: a record to watch)
        self.on_drop: Callable[[str], None] | None = None
        self.running = False
        self.exit_code = 0
        self.frames = 0
        self.stats = FrameStats() if frame_stats else None
        self.last_render_ms = 0.0  # the last frame's events + update + draw
        self._frame_ms: float | None = None  # the last frame interval (run only)
        self.first_frame_at: float | None = None
        self._below = None  # (key, Surface): the scenes under an overlay, drawn once
        self._redraw = True  # draw the next frame even if no scene says it changed
        self.drawn_frames = 0
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(title)
        if size is None:  # the size the player last left the window at, or 1280×720
            size = fitted_size(desktop_size(), remembered(self.options) or DEFAULT_SIZE)
        self._resized = False  # the player resized the window: remember it (``close``)
        self._windowed_size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        self.fullscreen = False
        self.surface = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
        hold_minimum()
        # the window shows from here: the felt, not black, while the first
        # scene is made (a tenth of a second or more before the first frame)
        self.surface.fill(FELT_DARK)
        pygame.display.flip()
        if fullscreen or self.options.fullscreen:
            self.toggle_fullscreen()
        self.layout = Layout.compute(*self.surface.get_size(), large_text=self.large_text)
        self.clock = pygame.time.Clock()
        self._last_tick: float | None = None

    def _set_icon(self) -> None:
        try:
            pygame.display.set_icon(make_icon())
        except (pygame.error, TypeError, ValueError):
            pass

    # ------------------------------------------------------------ scenes
    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Put ``scene`` on top (at the end of this frame)."""
        self._requests.append(("push", scene))

    def pop(self) -> None:
        """Remove the top scene (at the end of this frame)."""
        self._requests.append(("pop", None))

    def replace(self, scene: Scene) -> None:
        """Replace the whole stack with ``scene`` (at the end of this frame)."""
        self._requests.append(("replace", scene))

    def open(self, name: str, **kwargs) -> bool:
        """Push the scene registered under ``name``; False if none is."""
        factory = self.scene_factories.get(name)
        if factory is None:
            return False
        self.push(factory(self, **kwargs))
        return True

    def quit(self, code: int = 0) -> None:
        self.exit_code = code
        self.running = False

    def apply_requests(self) -> None:
        """Apply the pending push/pop/replace requests (between frames)."""
        if self._requests:
            self._redraw = True
        while self._requests:
            kind, scene = self._requests.pop(0)
            if kind == "push":
                if self.scenes:
                    self.scenes[-1].on_cover()
                scene.app = self
                self.scenes.append(scene)
                scene.on_enter()
                scene.on_resize(self.layout)
            elif kind == "pop":
                if self.scenes:
                    self.scenes.pop().on_exit()
                    if self.scenes:
                        self.scenes[-1].on_uncover()
            else:  # a new screen: the old ones are left and their memory freed now
                while self.scenes:
                    self.scenes.pop().on_exit()
                self._below = None
                gc.collect()  # a table's surfaces sit in reference cycles: free them now
                scene.app = self
                self.scenes.append(scene)
                scene.on_enter()
                scene.on_resize(self.layout)
        if not self.scenes:
            self.running = False

    # ------------------------------------------------------------ window
    def toggle_fullscreen(self) -> None:
        try:
            if self.fullscreen:
                self.surface = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            else:
                self._windowed_size = self.surface.get_size()
                self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.fullscreen = not self.fullscreen
        except pygame.error:
            self.surface = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            self.fullscreen = False
        self.options.fullscreen = self.fullscreen
        self.options_changed()
        self._relayout()

    def _remember_size(self) -> None:
        """A window the player resized opens at that size next time (kept
        with the options, as F11's full screen is; a size never resized is
        not written, so a run that only plays leaves the settings alone)."""
        if not self._resized or not hasattr(self.options, "window"):
            return
        self._resized = False
        w, h = self._windowed_size if self.fullscreen else self.surface.get_size()
        if list(self.options.window) != [w, h]:
            self.options.window = [w, h]
            self.options_changed()

    def options_changed(self) -> str:
        """An option was changed outside the settings screen: keep it for the
        next run. '' or why it could not be written."""
        return self.save_options() if self.save_options is not None else ""

    def resize(self, w: int, h: int) -> None:
        """Resize the window (also what a VIDEORESIZE event does)."""
        w, h = max(MIN_SIZE[0], w), max(MIN_SIZE[1], h)
        if (w, h) != self.surface.get_size():
            self.surface = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self._relayout()

    def relocalize(self) -> None:
        """The language or the digits changed: every scene lays itself out
        again with the new words (no restart)."""
        pygame.display.set_caption(t("window.title"))
        self._relayout()

    @property
    def large_text(self) -> bool:
        """The options ask for the large text size."""
        return getattr(self.options, "text_size", "normal") == "large"

    def restyle(self) -> None:
        """The text size option changed (or the options were replaced): every
        scene lays itself out again with the new sizes, at once."""
        if self.layout.large_text != self.large_text:
            self._relayout()

    def _relayout(self) -> None:
        self._below = None
        self._redraw = True
        self.surface = pygame.display.get_surface()
        hold_minimum()  # a new mode (full screen and back) forgets it
        self.layout = Layout.compute(*self.surface.get_size(), large_text=self.large_text)
        for scene in self.scenes:
            scene.on_resize(self.layout)

    # -------------------------------------------------------- screenshots
    screenshot_error: str | None = None  # why a screenshot could not be written
    def screenshot(self, name: str) -> None:
        """Save the next drawn frame as ``DIR/name.png`` (with ``screenshot_dir``)."""
        if self.screenshot_dir and name not in self._screenshots and \
                name not in self._shot_names:
            self._screenshots.append(name)
            self._shot_names.add(name)

    def _save_screenshots(self) -> None:
        for name in self._screenshots:
            path = os.path.join(self.screenshot_dir, f"{name}.png")
            try:
                save_png(self.surface, path)
            except OSError as e:  # a full disk: say so, and take no more
                self.screenshot_error = f"cannot write {path} ({e.strerror or e})"
                self.screenshot_dir = None
                self.quit(1)
                break
            self.saved_screenshots.append(path)
        self._screenshots = []

    # ------------------------------------------------------------- frame
    def _dispatch(self, event) -> None:
        if event.type == pygame.QUIT:
            self.quit(0)
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize(event.w, event.h)
            self._resized = True
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWSHOWN, pygame.WINDOWRESTORED,
                          pygame.WINDOWFOCUSGAINED):
            self._redraw = True
        if event.type in (pygame.WINDOWSIZECHANGED,):
            # the window's size changed without a VIDEORESIZE (the system set
            # it): the display surface already has the new size, the layout not
            if self.layout.size != pygame.display.get_surface().get_size():
                self._relayout()
            return
        if event.type == pygame.DROPFILE and self.on_drop is not None:
            self.on_drop(event.file)
            self._below = None  # its notice may be on a scene under a dialog
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        top = self.top
        if top is not None:
            top.handle_event(event)

    def step(self, dt: float) -> None:
        """One frame with ``dt`` seconds elapsed: events, update, draw, flip.
        Tests call this directly; ``run`` calls it after the clock's wait."""
        t0 = time.perf_counter()
        self.apply_requests()
        for event in pygame.event.get():  # the queue is read once per frame
            self._dispatch(event)
            if self._requests:  # the next event goes to the scene now on top
                self.apply_requests()  # (R twice in a frame: one dialog, then its R)
        top = self.top
        if top is not None:
            top.update(dt)
        for task in list(self.background):
            task(dt)
        drawn = self._redraw or self._screenshots or top is None or top.dirty()
        if drawn:
            self._draw()
        self.last_render_ms = (time.perf_counter() - t0) * 1000
        if self.stats is not None:
            self.stats.add(self.last_render_ms, self._frame_ms)
            self._frame_ms = None
        if self._screenshots:
            self._save_screenshots()
        if drawn:  # an unchanged picture is not drawn or sent again
            pygame.display.flip()
            self._redraw = False
            self.drawn_frames += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
            self._set_icon()  # after the first frame: it does not hold up the window
        self.frames += 1
        self.apply_requests()

    def _draw(self) -> None:
        """Draw the stack. Under an overlay the scenes below do not update, so
        they are drawn once (darkened by the overlay's ``dim`` colour, if any)
        and that picture is reused until the stack or the window changes."""
        if not self.scenes:
            return
        top = self.scenes[-1]
        if top.opaque or len(self.scenes) == 1:
            self._below = None
            top.draw(self.surface)
            return
        key = (tuple(id(s) for s in self.scenes), self.surface.get_size())
        if self._below is None or self._below[0] != key:
            first = len(self.scenes) - 2
            while first > 0 and not self.scenes[first].opaque:
                first -= 1
            for scene in self.scenes[first:-1]:
                scene.draw(self.surface)
            dim = getattr(top, "dim", None)
            if dim is not None:
                shade = pygame.Surface(self.surface.get_size(), pygame.SRCALPHA)
                shade.fill(dim)
                self.surface.blit(shade, (0, 0))
            self._below = (key, self.surface.copy())
        else:
            self.surface.blit(self._below[1], (0, 0))
        top.draw(self.surface)

    def run(self, scene: Scene | None = None) -> int:
        """Run the loop until ``quit()`` or the stack empties; the exit code."""
        if scene is not None:
            self.push(scene)
        self.apply_requests()
        self.running = bool(self.scenes)
        last = time.perf_counter()
        first = True
        while self.running:
            self.clock.tick(self.fps)  # the only wait of the frame
            now = time.perf_counter()
            if not first:  # the first frame (setting up) is left out
                self._frame_ms = (now - last) * 1000
            first = False
            dt = min(now - last, 0.1)
            last = now
            self.step(dt)
        return self.exit_code

    def frame_stats(self) -> dict:
        """``{"frames", "render_ms": {p50,p95,p99,max}, "frame_ms": {…}}``
        (``FrameStats``; empty percentiles when they were not kept)."""
        stats = self.stats.summary() if self.stats is not None else \
            {"render_ms": percentiles([]), "frame_ms": percentiles([])}
        return {"frames": self.frames, **stats}

    def close(self) -> None:
        self._remember_size()
        while self.scenes:
            self.scenes.pop().on_exit()
        for task in list(self.background):  # work left running by a scene gone
            if hasattr(task, "close"):
                task.close()
        pygame.display.quit()


def save_png(surface, path: str) -> None:
    """Write ``surface`` to ``path`` as PNG. The image is made in memory and
    written by Python, so that a full disk is an ``OSError`` rather than a
    silently empty file."""
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "shot.png")
    with open(path, "wb") as f:
        f.write(buffer.getvalue())
