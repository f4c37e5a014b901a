"""A writer thread, so that an autosave's fsync never holds up a frame.

The caller makes the text (about a millisecond for a save, see
``tests/bench/bench_autosave.py``); the thread writes it atomically, in
the order handed over. Only the newest text per file is written: saves that
were overtaken are skipped, and a file handed over again goes to the end of
the line (so a delete handed over before it never removes it).
``flush()`` waits until everything handed over is on disk (quitting calls it).

A write may carry a file to delete once it has succeeded: a won game's record
is written, and only then is its save removed. If the record cannot be
written (a full disk), the save stays, and the game can be continued from
its last position. A failure stays in ``error`` until a newer one replaces
it, so that a screen asking later still learns of it.
"""

from __future__ import annotations

import os
import threading
from pathlib import Path

from .files import write_atomic


class BackgroundWriter:
    def __init__(self):
        self._cond = threading.Condition()
        # path -> (text, or None to delete; a path to delete once it is written)
        self._pending: dict[Path, tuple[str | None, Path | None]] = {}
        self._busy = False
        self._thread: threading.Thread | None = None
        self.error: OSError | None = None  # the last failure, for the screen to show

    def put(self, path: Path, text: str | None, then_delete: Path | None = None) -> None:
        """Write ``text`` to ``path`` (None: delete it) on the writer thread;
        then, if that succeeded, delete ``then_delete``."""
        path = Path(path)
        with self._cond:
            # the files go in the order given: a path handed over again moves
            # to the end of the line with its newest text. So a write of
            # ``then_delete`` handed over earlier is done before the delete,
            # and one handed over later (the next game's first save) after it.
            self._pending.pop(path, None)
            self._pending[path] = (text, then_delete)
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
                text, then_delete = self._pending.pop(path)
                self._busy = True
            try:
                if text is None:
                    _remove(path)
                else:
                    write_atomic(path, text)
                    if then_delete is not None:
                        _remove(then_delete)
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


def _remove(path: Path) -> None:
    try:
        os.remove(path)
    except FileNotFoundError:
        pass
