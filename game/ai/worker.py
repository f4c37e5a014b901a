"""Asking a bot without blocking the frame loop.

``Thinker.ask(level, view, seed)`` returns a ``Decision`` at once; the caller
polls ``done()`` each frame and takes ``result()`` when it is ready, or
``cancel()``s it. This first version thinks on a background thread; the
search bots move the thinking to a worker process.
"""

from __future__ import annotations

import random
from concurrent.futures import Future, ThreadPoolExecutor

from ..engine import PlayerView
from . import make_bot


class Decision:
    """A pending bot decision: ``done()``, ``result()``, ``cancel()``."""

    def __init__(self, future: Future):
        self._future = future

    def done(self) -> bool:
        return self._future.done()

    def result(self):
        """The action (blocks only if called before ``done()``)."""
        return self._future.result()

    def cancel(self) -> None:
        self._future.cancel()


def _decide(level: str, view: PlayerView, seed: int, think_ms: int | None):
    bot = make_bot(level, random.Random(seed), think_ms=think_ms)
    try:
        return bot.decide(view)
    finally:
        bot.close()


class Thinker:
    """Runs bot decisions off the caller's thread."""

    def __init__(self):
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="400-bot")

    def ask(self, level: str, view: PlayerView, seed: int,
            think_ms: int | None = None) -> Decision:
        return Decision(self._pool.submit(_decide, level, view, seed, think_ms))

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
