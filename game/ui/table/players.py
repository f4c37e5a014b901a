"""Asking the bots without blocking: one pending decision at a time, asked
through the non-blocking ``Thinker`` and polled each frame. The natural
pause before a bot acts lives here, in the UI, not in the bot."""

from __future__ import annotations

import threading

from ...engine import IllegalAction, Phase

BID_PAUSE = (0.55, 1.1)  # seconds at normal speed
PLAY_PAUSE = (0.3, 0.6)
REDEAL_PAUSE = (0.5, 0.8)


def pick_level(name: str, levels) -> str:
    """``name`` if it is a known bot level, else the strongest one available."""
    if name in levels:
        return name
    for fallback in ("hard", "medium", "easy", "random"):
        if fallback in levels:
            return fallback
    return levels[0]


class ThinkerLoader:
    """Imports and starts the bots' ``Thinker`` on a thread, so the first
    frame is not held up by the search code; ``get()`` is None until ready."""

    def __init__(self, thinker=None):
        self._thinker = thinker
        self._levels: tuple = ()
        self._error: BaseException | None = None
        self._thread = None
        if thinker is not None:
            from ...ai import LEVELS
            self._levels = tuple(LEVELS)

    def start(self) -> None:
        """Begin loading (called after the first frame is on screen)."""
        if self._thinker is None and self._thread is None:
            self._thread = threading.Thread(target=self._load, name="400-thinker-load",
                                            daemon=True)
            self._thread.start()

    def _load(self) -> None:
        try:
            from ...ai import LEVELS
            from ...ai.worker import Thinker
            self._levels = tuple(LEVELS)
            self._thinker = Thinker()
        except BaseException as e:  # reported by get() on the frame thread
            self._error = e

    def get(self):
        if self._error is not None:
            raise self._error
        if self._thread is None:
            self.start()
        return self._thinker

    def peek(self):
        """The Thinker if it is ready, without starting to load it."""
        return self._thinker

    @property
    def levels(self) -> tuple:
        return self._levels

    def close(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(timeout=5)
        if self._thinker is not None:
            self._thinker.close()
            self._thinker = None


class BotTurns:
    """The decision being waited for, if any."""

    def __init__(self, loader: ThinkerLoader, levels: list, rng, factor: float):
        self.loader = loader
        self.levels = levels  # per seat
        self.rng = rng
        self.factor = factor
        self.pending = None  # (key, decision, pause)
        self.elapsed = 0.0
        self.errors: list[str] = []

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending[1].cancel()
            self.pending = None

    def poll(self, match, seat: int, dt: float) -> bool:
        """Ask for or collect ``seat``'s decision; True when an action was applied."""
        key = (len(match.events), seat)
        if self.pending is not None and self.pending[0] != key:
            self.cancel()
        if self.pending is None:
            thinker = self.loader.get()
            if thinker is None:
                return False  # still starting up
            lo, hi = {Phase.BIDDING: BID_PAUSE, Phase.PLAYING: PLAY_PAUSE}.get(
                match.phase, REDEAL_PAUSE)
            pause = self.rng.uniform(lo, hi) * self.factor
            level = pick_level(self.levels[seat], self.loader.levels)
            decision = thinker.ask(level, match.view(seat), self.rng.randrange(2 ** 31))
            self.pending = (key, decision, pause)
            self.elapsed = 0.0
            return False
        self.elapsed += dt
        _, decision, pause = self.pending
        if self.elapsed < pause or not decision.done():
            return False
        self.pending = None
        try:
            action = decision.result()
            match.apply(action)
        except IllegalAction as e:  # a bot's mistake must not stop the game
            self.errors.append(str(e))
            match.apply(match.legal_actions()[0])
        except Exception as e:  # the worker failed: play on with a legal action
            self.errors.append(f"{type(e).__name__}: {e}")
            match.apply(match.legal_actions()[0])
        return True
