"""The reaper: a tiny process that ends the external bots' process groups if
the game is killed outright (SIGKILL, a crash), when nothing in the game
itself can run any more.

A bot runs in a session of its own (``external.py``), and on Linux it is
killed with the game (``PR_SET_PDEATHSIG``). But that reaches only the bot
itself: a launcher script's child, left an orphan, would run on. So
``match`` forks the reaper before any thread starts. The reaper holds the
read end of a pipe; the game tells it each bot's group as the bot starts
and as it is closed. When the pipe reaches its end, because the game has
ended however it ended, the reaper kills every group still open, and goes.

A process can leave its group too: a bot that starts a daemon (a child
that begins a session of its own and forks again) leaves it in no group the
game knows. So each bot also carries a cookie in its environment (``COOKIE``,
the game's pid and the bot's number), which its children inherit whatever
group or session they move to, as a build server's process-tree killer
does. Closing a bot ends every process carrying its cookie (``sweep``), and
the reaper, at its end, every process carrying one of the game's. On Linux
the environments are read in ``/proc``; on macOS, which has none, with
``sysctl`` (``macprocs.py``); elsewhere the groups are all there is.

POSIX only: elsewhere ``Reaper.start`` does nothing.
"""

from __future__ import annotations

import itertools
import os
import signal
import sys
from typing import Iterator

from . import macprocs

COOKIE = "FOURHUNDRED_BOT"  # the environment variable that marks a bot's processes
_numbers = itertools.count(1)


def new_cookie() -> str:
    """A cookie for the next bot this game starts: ``<game pid>.<n>``."""
    return f"{os.getpid()}.{next(_numbers)}"


def sweep(cookie: str, *, every_bot: bool = False, libsystem=None, kill=None) -> int:
    """SIGKILL every process (the caller's own user's) whose environment
    carries ``cookie``; with ``every_bot``, ``cookie`` is a game's pid and
    every one of that game's bots' cookies is meant. How many were killed
    (0 where the environments cannot be read). ``libsystem`` and ``kill``
    stand in for macOS's calls (``macprocs.LibSystem``) and ``os.kill`` in
    the tests."""
    needle = f"\0{COOKIE}={cookie}{'.' if every_bot else chr(0)}".encode()
    kill = os.kill if kill is None else kill
    me, killed = os.getpid(), 0
    for pid, env in _environments(libsystem):
        if pid <= 0 or pid == me:  # kill(0) or kill(-1) would reach far more than a process
            continue
        if needle in env:
            try:
                kill(pid, signal.SIGKILL)
                killed += 1
            except OSError:
                pass
    return killed


def _environments(libsystem=None) -> Iterator[tuple[int, bytes]]:
    """Each process's pid and environment, as ``/proc/<pid>/environ`` holds
    it with a NUL before it: each ``NAME=value`` between NULs. On macOS (or
    given a stand-in for its calls) from ``macprocs``; elsewhere ``/proc``,
    if there is one. The caller's own pid may be among them."""
    if libsystem is not None or sys.platform == "darwin":
        lib = libsystem if libsystem is not None else macprocs.LibSystem.load()
        for pid, strings in macprocs.environments(lib):
            yield pid, b"".join(b"\0" + s for s in strings) + b"\0"
        return
    try:
        names = os.listdir("/proc")
    except OSError:
        return
    me = os.getpid()
    for name in names:
        if not name.isdigit() or int(name) == me:
            continue
        try:
            with open(f"/proc/{name}/environ", "rb") as f:
                env = b"\0" + f.read()
        except OSError:  # gone, or not ours
            continue
        yield int(name), env


class Reaper:
    def __init__(self):
        self._fd: int | None = None  # the write end, in the game
        self.pid: int | None = None

    def start(self) -> bool:
        """Fork the reaper (call before any thread starts); False where it
        cannot be had."""
        if self._fd is not None:
            return True
        if os.name != "posix" or not hasattr(os, "fork"):
            return False
        read, write = os.pipe()
        try:
            pid = os.fork()
        except OSError:
            os.close(read)
            os.close(write)
            return False
        if pid == 0:  # the reaper
            status = 0
            try:
                game = os.getppid()
                os.close(write)
                _let_go(read)
                _reap(read)
                sweep(str(game), every_bot=True)
            except BaseException:
                status = 1
            finally:
                os._exit(status)  # nothing of the game's (buffers, atexit) runs here
        os.close(read)
        self._fd, self.pid = write, pid
        return True

    def watch(self, group: int) -> None:
        """A bot's process group to kill if the game is killed."""
        self._tell(group)

    def forget(self, group: int) -> None:
        """The bot was closed: its group is not to be touched any more."""
        self._tell(-group)

    def _tell(self, n: int) -> None:
        if self._fd is None:
            return
        try:
            os.write(self._fd, b"%d\n" % n)
        except OSError:  # the reaper is gone: the game still runs
            pass

    def close(self) -> None:
        """The game ends in order: the reaper goes, touching nothing."""
        if self._fd is None:
            return
        os.close(self._fd)
        self._fd = None
        try:
            os.waitpid(self.pid, 0)
        except (ChildProcessError, OSError):
            pass


def _let_go(keep: int) -> None:
    """In the reaper: hold none of the game's files, pipes or terminal (a
    reader of the game's output must see its end when the game ends), only
    the pipe ``keep``."""
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):
        os.dup2(null, fd)
    os.close(null)
    limit = os.sysconf("SC_OPEN_MAX") if hasattr(os, "sysconf") else 1024
    os.closerange(3, keep)
    os.closerange(keep + 1, min(limit, 1 << 16))


def _reap(fd: int) -> None:
    """Until the game's end of the pipe closes: note the groups; then kill
    those still open. Keys meant for the game (Ctrl+C reaches the whole
    foreground group, a closed terminal too) are not the reaper's."""
    for name in ("SIGINT", "SIGTERM", "SIGHUP", "SIGPIPE"):
        signal.signal(getattr(signal, name), signal.SIG_IGN)
    groups: set[int] = set()
    pending = b""
    while True:
        try:
            chunk = os.read(fd, 4096)
        except InterruptedError:
            continue
        if not chunk:
            break
        *lines, pending = (pending + chunk).split(b"\n")
        for line in lines:
            n = int(line)
            if n > 0:
                groups.add(n)
            else:
                groups.discard(-n)
    for group in groups:
        try:
            os.killpg(group, signal.SIGKILL)
        except OSError:
            pass
