"""Asking a bot without blocking the frame loop.

``Thinker.ask(level, view, seed)`` returns a ``Decision`` at once; the caller
polls ``done()`` each frame and takes ``result()`` when it is ready, or
``cancel()``s it. ``Thinker.hint(view, seed)`` does the same for a hint: its
result is ``(action, reason)``; ``Thinker.run(fn, *args)`` for other work
(the hand review's verdicts, one decision at a time).

The thinking runs in one worker process (started with 'spawn', so it also
works in the frozen executable, whose ``main.py`` calls
``multiprocessing.freeze_support()``): a search holds the GIL, and in a
thread it would steal time from the frame loop. If a process cannot be
started, or ``Thinker(process=False)`` is asked for, a thread is used.
A cancelled decision that is already running finishes in the worker (within
the bot's time budget, at most about a second) and its result is dropped.

The worker never outlives the game: a thread in it watches the parent
(``multiprocessing.parent_process()``, a pipe on POSIX and a process handle
on Windows, and the parent pid) and ends the worker within
``WATCH_SECONDS`` once the game is gone, even if it was killed outright
(``kill -9``, a force quit, the out-of-memory killer). The worker's
resource tracker then sees its last user go and exits too.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import threading
import time
from concurrent.futures import Future, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from ..engine import PlayerView
from . import make_bot
from .hints import hint


class Decision:
    """A pending bot decision: ``done()``, ``result()``, ``cancel()``.
    ``result()`` raises ``BrokenProcessPool`` if the worker died: the caller
    decides what to do (it must not search on its own thread)."""

    def __init__(self, future: Future):
        self._future = future

    def done(self) -> bool:
        return self._future.done()

    def result(self):
        """The action (blocks only if called before ``done()``)."""
        return self._future.result()

    def cancel(self) -> None:
        self._future.cancel()

    def cancelled(self) -> bool:
        return self._future.cancelled()


def _decide(level: str, view: PlayerView, seed: int, think_ms: int | None):
    bot = make_bot(level, random.Random(seed), think_ms=think_ms)
    try:
        return bot.decide(view)
    finally:
        bot.close()


def _hint(view: PlayerView, seed: int, think_ms: int | None):
    return hint(view, random.Random(seed), think_ms=think_ms)


def _ready() -> bool:
    return True


WATCH_SECONDS = 0.5  # how often the worker checks that the game still runs


def _parent_gone(parent, parent_pid: int) -> bool:
    if parent is not None and not parent.is_alive():
        return True
    # POSIX re-parents an orphan (to init or a subreaper); Windows keeps the old pid
    return os.name != "nt" and os.getppid() != parent_pid


def _watch_parent(parent_pid: int, interval: float = WATCH_SECONDS) -> None:
    """Run in the worker, on a daemon thread: exit as soon as the game is gone."""
    parent = multiprocessing.parent_process()
    while not _parent_gone(parent, parent_pid):
        if parent is not None:
            parent.join(interval)  # wakes at once when the parent's end closes
        else:
            threading.Event().wait(interval)
    os._exit(0)  # no clean-up to wait for: the game that asked is gone


def _start_worker(parent_pid: int | None = None) -> None:
    """Run in the worker when it starts: watch the game, and let the frame
    loop win any contest for a core."""
    if parent_pid is not None:
        threading.Thread(target=_watch_parent, args=(parent_pid,), daemon=True,
                         name="400-watch-parent").start()
    try:
        os.nice(5)
    except (AttributeError, OSError):  # no nice() on Windows; never fatal
        pass


class Thinker:
    """Runs bot decisions off the caller's thread (in a worker process)."""

    def __init__(self, process: bool = True):
        self._pool = self._process_pool() if process else None
        self.uses_process = self._pool is not None
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="400-bot")

    @staticmethod
    def _process_pool():
        try:
            ctx = multiprocessing.get_context("spawn")
            pool = ProcessPoolExecutor(max_workers=1, mp_context=ctx,
                                       initializer=_start_worker, initargs=(os.getpid(),))
            pool.submit(_ready)  # start the worker and its imports now
            return pool
        except (OSError, RuntimeError, ValueError):
            return None

    def restart(self) -> bool:
        """Start a new worker process after the last one died; False if none
        can be started."""
        if not self.uses_process:
            return False
        _let_go(self._pool)
        pool = self._process_pool()
        if pool is None:
            return False
        self._pool = pool
        return True

    def worker_pids(self) -> list[int]:
        """The worker process's pid (empty with a thread, or before it starts)."""
        procs = getattr(self._pool, "_processes", None) or {}
        return list(procs)

    def _submit(self, fn, *args) -> Decision:
        try:
            return Decision(self._pool.submit(fn, *args))
        except (BrokenProcessPool, RuntimeError):
            # the worker died between two questions: start another one
            if self.restart():
                try:
                    return Decision(self._pool.submit(fn, *args))
                except (BrokenProcessPool, RuntimeError):
                    pass
            failed: Future = Future()
            failed.set_exception(BrokenProcessPool("the bots' worker cannot start"))
            return Decision(failed)

    def ask(self, level: str, view: PlayerView, seed: int,
            think_ms: int | None = None) -> Decision:
        return self._submit(_decide, level, view, seed, think_ms)

    def hint(self, view: PlayerView, seed: int, think_ms: int | None = None) -> Decision:
        """A suggested action for ``view``'s seat: result ``(action, reason)``."""
        return self._submit(_hint, view, seed, think_ms)

    def run(self, fn, *args) -> Decision:
        """Any other work for the worker: ``fn(*args)`` (a module-level
        function, so that the worker process can import it), e.g. the hand
        review's verdict on one decision (``game.learn.review.judge_seeded``)."""
        return self._submit(fn, *args)

    def close(self) -> None:
        _let_go(self._pool)


# The pools let go without waiting (the frame thread never waits on a
# search): their manager threads, for ``settle`` to wait for at exit.
_LET_GO: list = []


def _let_go(pool) -> None:
    # the manager thread is read before ``shutdown``, which forgets it
    thread = getattr(pool, "_executor_manager_thread", None)  # process pools only
    pool.shutdown(wait=False, cancel_futures=True)
    if thread is not None:
        _LET_GO.append(thread)


def settle(timeout: float = 3.0) -> None:
    """At the game's exit, once the window is closed: wait (at most
    ``timeout`` seconds in all) for the worker pools let go to finish. Python
    3.11's exit hook otherwise races a pool closing its wakeup pipe and can
    print "Exception ignored … thread_wakeup.wakeup()" on stderr."""
    until = time.monotonic() + timeout
    while _LET_GO:
        _LET_GO.pop().join(max(0.0, until - time.monotonic()))
