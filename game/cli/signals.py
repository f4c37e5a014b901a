"""The signals that end a command from outside: a logout (SIGTERM), a
closed terminal (SIGHUP), and the two user-defined signals (SIGUSR1,
SIGUSR2), which mean nothing to this program and would otherwise end it on
the spot, leaving the worker's semaphores for Python to warn about. A
command meets them as its own way of stopping, so that its cleanup runs:
``play`` closes its window as the close button does, ``match`` stops its
bots (every process they started) and keeps the records written so far.
A second such signal ends the process at once.
"""

from __future__ import annotations

import signal
import threading
from contextlib import contextmanager
from typing import Callable

ENDING = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP", "SIGUSR1", "SIGUSR2")
               if hasattr(signal, name))


class Stopped(Exception):
    """Raised in the main thread by a signal from ``ENDING``."""

    def __init__(self, signum: int):
        super().__init__(signum)
        self.signum = signum

    @property
    def status(self) -> int:
        """The exit status a shell shows for a program ended by the signal."""
        return 128 + self.signum

    def __str__(self) -> str:
        return f"stopped by {signal.Signals(self.signum).name}"


@contextmanager
def on_ending(act: Callable[[int], None]):
    """While inside, the first signal from ``ENDING`` calls ``act(signum)``
    (which may raise); the handlers it replaced are put back on leaving.
    Signals can only be caught in the main thread: elsewhere this does
    nothing."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return

    def handler(signum, frame):
        for sig in ENDING:  # a second signal ends the process at once
            signal.signal(sig, signal.SIG_DFL)
        act(signum)

    old = {sig: signal.signal(sig, handler) for sig in ENDING}
    try:
        yield
    finally:
        for sig, was in old.items():
            signal.signal(sig, was)


def stop(signum: int) -> None:
    """The ``act`` of a command that unwinds: raise ``Stopped``."""
    raise Stopped(signum)
