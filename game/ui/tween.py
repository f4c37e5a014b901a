"""Tweens as data, in the manner of Pygame Zero's ``animate``.

A ``Tween`` moves one or more attributes of a target object from their
current values to new ones over ``duration`` seconds with an easing, then
calls ``on_finished``. Numbers and tuples of numbers are interpolated.
``Tweens`` owns the running tweens of a scene: starting a tween on a
(target, attribute) that is already animated replaces the old one, and
``stop_all(complete=True)`` jumps everything to its end (that is how a
click skips an animation). Time only moves through ``update(dt)``, so tests
drive it directly.

An end value may be a *place*: a function of no arguments that says where
the end is now (a slot of the table in the current layout). It is read when
the tween is made and when it starts, and again by ``Tweens.relayout()``
(the window was resized): a moving thing then goes on from where it was
put, to its new end, in the time it had left and on the same easing curve.

>>> class Box: x = 0.0
>>> b, tw = Box(), Tweens()
>>> _ = tw.animate(b, 1.0, "linear", x=10)
>>> tw.update(0.25); b.x
2.5
>>> tw.stop_all(); b.x, tw.busy
(10, False)
"""

from __future__ import annotations

import math
from typing import Callable


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def in_out_sine(t: float) -> float:
    return -(math.cos(math.pi * t) - 1) / 2


EASINGS: dict[str, Callable[[float], float]] = {
    "linear": linear, "in_quad": in_quad, "out_quad": out_quad,
    "in_out_quad": in_out_quad, "out_cubic": out_cubic, "in_out_cubic": in_out_cubic,
    "out_back": out_back, "in_out_sine": in_out_sine,
}


def _lerp(a, b, k: float):
    if isinstance(a, (tuple, list)):
        return tuple(_lerp(x, y, k) for x, y in zip(a, b))
    return a + (b - a) * k


class Tween:
    """Attributes of ``target`` moving to ``targets`` over ``duration`` seconds.

    ``delay`` seconds pass before it starts (the start values are read then).
    A tween with no attributes is a timer: it only calls ``on_finished``.
    """

    def __init__(self, target, duration: float, easing: str | Callable = "out_quad",
                 on_finished: Callable | None = None, delay: float = 0.0, **targets):
        self.target = target
        self.duration = max(0.0, float(duration))
        self.easing = EASINGS[easing] if isinstance(easing, str) else easing
        self.on_finished = on_finished
        self.delay = max(0.0, float(delay))
        # the ends that are places (functions saying where the end is now)
        self.places = {k: v for k, v in targets.items() if callable(v)}
        self.targets = targets
        self.resolve()
        self.start: dict | None = None
        self.elapsed = 0.0
        self.base = 0.0  # the eased progress at which ``start`` was last taken
        self.running = True
        self.hold = True  # keeps its owner busy (see ``Tweens.after``)

    @property
    def started(self) -> bool:
        return self.start is not None

    def resolve(self) -> None:
        """Read the places again (the layout may have changed)."""
        for name, place in self.places.items():
            if name in self.targets:
                value = place()
                if value is not None:
                    self.targets[name] = value

    def rebase(self) -> None:
        """Go on from the current values (something moved them, e.g. a
        resize), reaching the ends at the same time on the same curve."""
        if not self.running or not self.started:
            return
        self.start = {k: getattr(self.target, k) for k in self.targets}
        t = min(1.0, self.elapsed / self.duration) if self.duration > 0 else 1.0
        self.base = self.easing(t)

    def _begin(self) -> None:
        self.resolve()
        self.start = {k: getattr(self.target, k) for k in self.targets}

    def update(self, dt: float) -> None:
        """Advance by ``dt`` seconds; finishes (and calls back) at the end."""
        if not self.running:
            return
        if self.delay > 0:
            self.delay -= dt
            if self.delay > 0:
                return
            dt = -self.delay
            self.delay = 0.0
        if self.start is None:
            self._begin()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self.stop(complete=True)
            return
        k = self.easing(self.elapsed / self.duration)
        if self.base:
            rest = 1.0 - self.base
            k = (k - self.base) / rest if abs(rest) > 1e-6 else 1.0
        for name, end in self.targets.items():
            setattr(self.target, name, _lerp(self.start[name], end, k))

    def stop(self, complete: bool = True) -> None:
        """Stop now; with ``complete`` jump to the end values and call back."""
        if not self.running:
            return
        self.running = False
        if complete:
            for name, end in self.targets.items():
                setattr(self.target, name, end)
            if self.on_finished is not None:
                self.on_finished()


class Tweens:
    """The running tweens of one owner (usually a scene)."""

    def __init__(self):
        self._tweens: list[Tween] = []

    def add(self, tween: Tween) -> Tween:
        """Run ``tween``; it replaces running tweens of the same attributes."""
        if tween.targets:
            names = tween.targets.keys()
            for old in self._tweens:
                if old.target is tween.target and old.running and \
                        any(n in old.targets for n in names):
                    # the old one stops where it is; its callback still runs
                    for n in names:
                        old.targets.pop(n, None)
                    if not old.targets:
                        old.stop(complete=True)
        self._tweens.append(tween)
        if tween.duration == 0 and tween.delay == 0:
            tween.update(0.0)
        return tween

    def animate(self, target, duration: float, easing: str | Callable = "out_quad",
                on_finished: Callable | None = None, delay: float = 0.0,
                **targets) -> Tween:
        return self.add(Tween(target, duration, easing, on_finished, delay, **targets))

    def after(self, delay: float, callback: Callable, hold: bool = True) -> Tween:
        """Call ``callback`` after ``delay`` seconds (a tween of nothing).
        With ``hold=False`` it is a plain delay on the same clock: it does not
        keep the owner ``busy`` and ``stop_all`` leaves it running (a
        screenshot to take, a game to stop)."""
        tween = Tween(None, 0.0, "linear", callback, delay)
        tween.hold = hold
        return self.add(tween)

    def update(self, dt: float) -> None:
        # callbacks may start new tweens: iterate over a snapshot
        for tw in list(self._tweens):
            tw.update(dt)
        if any(not tw.running for tw in self._tweens):
            self._tweens = [tw for tw in self._tweens if tw.running]

    def stop_all(self, complete: bool = True) -> None:
        """Stop every tween (jumping to the end when ``complete``), including
        any that the callbacks start meanwhile."""
        for _ in range(1000):
            running = [tw for tw in self._tweens if tw.running and tw.hold]
            if not running:
                break
            for tw in running:
                tw.stop(complete)
        self._tweens = [tw for tw in self._tweens if tw.running]

    def moving(self, attr: str | None = None) -> set:
        """The ids of the objects that running tweens are moving now (only
        their ``attr``, when given)."""
        return {id(tw.target) for tw in self._tweens
                if tw.running and tw.targets and tw.delay <= 0
                and (attr is None or attr in tw.targets)}

    def waiting(self, attr: str) -> set:
        """The ids of the objects whose ``attr`` a tween will move once its
        delay has passed (and no running tween moves yet)."""
        return {id(tw.target) for tw in self._tweens
                if tw.running and attr in tw.targets and not tw.started} \
            - self.moving(attr)

    def relayout(self) -> None:
        """The places may have moved (a resize): every tween reads its
        places again; one under way goes on from the current values (the
        caller has put things at their new places), keeping its time left,
        its delay and its callback. Nothing is skipped or restarted."""
        for tw in self._tweens:
            if tw.running and tw.places:
                tw.resolve()
                tw.rebase()

    @property
    def busy(self) -> bool:
        return any(tw.running and tw.hold for tw in self._tweens)

    def __len__(self) -> int:
        return sum(1 for tw in self._tweens if tw.running)
