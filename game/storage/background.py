"""A writer thread, so that an autosave's fsync never holds up a frame.

The caller makes the text (about a millisecond for a save, see
``tests/bench/bench_autosave.py``); the thread writes it atomically. Only
the newest text per file is written: saves that were overtaken are skipped.
``flush()`` waits until everything handed over is on disk (quitting calls it).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from .files import write_atomic


class BackgroundWriter:
    def __init__(self):
        self._cond = threading.Condition()
        self._pending: dict[Path, str | None] = {}  # path -> text, or None to delete
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error: OSError | None = None  # the last failure, for the screen to show

    def put(self, path: Path, text: str | None) -> None:
        """Write ``text`` to ``path`` (None: delete it) on the writer thread."""
        with self._cond:
            self._pending[Path(path)] = text
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="400-save",
                                                daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._pending:
                    self._cond.wait(timeout=5.0)
                    if not self._pending:
                        self._thread = None
                        return
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._busy = True
            try:
                if text is None:
                    try:
                        os.remove(path)
                    except FileNotFoundError:
                        pass
                else:
                    write_atomic(path, text)
                self.error = None
            except OSError as e:
                self.error = e
            finally:
                with self._cond:
                    self._busy = False
                    self._cond.notify_all()

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait until every write handed over is done; False on timeout."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)
