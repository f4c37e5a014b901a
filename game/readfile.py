"""Reading a file the user names, without waiting on it: one function that
both the rules files (``rules_file``) and the game's own files
(``storage.files``) read through."""

from __future__ import annotations

import errno
import os
import stat


def read_regular(path, max_bytes: int) -> bytes:
    """Up to ``max_bytes + 1`` bytes of the regular file ``path``. Anything
    else (a FIFO, a device, a folder) is an ``OSError`` saying so, at once:
    a FIFO opened the usual way would wait for a writer for ever."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "not a regular file", str(path))
        if hasattr(os, "set_blocking"):
            os.set_blocking(fd, True)
        with os.fdopen(fd, "rb") as f:
            fd = -1  # closed with f
            return f.read(max_bytes + 1)
    finally:
        if fd >= 0:
            os.close(fd)
