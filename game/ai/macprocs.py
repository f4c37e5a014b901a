"""macOS: every process's environment, for the reaper's ``sweep``.

macOS has no ``/proc``. Its processes are listed by libproc's
``proc_listallpids``, and the strings a process was started with (its
executable's path, its arguments, its environment) are read with
``sysctl({CTL_KERN, KERN_PROCARGS2, pid})``, as ``ps -E`` does. The kernel
answers only for a process of the caller's own user (root excepted): another
user's, a zombie, or one that ended meanwhile is refused (EINVAL), as a
sandbox may refuse (EPERM); every refusal is passed over in silence.

What the kernel hands back (``sysctl_procargsx`` in xnu's
``bsd/kern/kern_sysctl.c``, the strings laid out by ``exec_copyout_strings``
in ``kern_exec.c``)::

    int argc                      4 bytes, the machine's order
    "/path/to/executable\\0"      the path exec was given
    "\\0\\0..."                    padding to a pointer's boundary
    argc strings, each "...\\0"    the arguments
    strings "NAME=value\\0"        the environment, up to an empty string

These are the strings exec placed on the process's stack, so they are the
environment it started with, and a child that forks without an exec (a
daemon's double fork) has the same. ``parse_procargs2`` reads them, and
only them: it is pure, so the tests try it on buffers they build. Two
things the kernel does bear on it. A process code-signed as restricted
(``CS_RESTRICT``) shows, while SIP is on, its arguments and no environment:
a daemon that execs such a program is not found by its cookie. And the
environment's end is marked only by the padding that aligns it, which may
be none: the kernel's own strings for dyld (``applev``: ``ptr_munge=...``,
``executable_file=...``) may follow it at once and are then read as more of
the environment. That is harmless here: each begins with one of the
kernel's keys, never a cookie.

The calls go through ``LibSystem``, two ``ctypes`` function pointers made
from the prototypes below; a test makes the same prototypes from Python
functions (a stand-in for the kernel) and sees that the calls are made as
macOS expects. Off macOS ``LibSystem.load()`` gives None and nothing here
touches the system.
"""

from __future__ import annotations

import ctypes
import re
import struct
import sys
from typing import Iterator, NamedTuple

# <sys/sysctl.h>
CTL_KERN = 1  # "high kernel": proc, limits
KERN_ARGMAX = 8  # int: the most bytes of arguments and environment exec takes
KERN_PROCARGS2 = 49  # {CTL_KERN, KERN_PROCARGS2, pid}: argc, then the strings above
ARG_MAX_GUESS = 1 << 20  # macOS's ARG_MAX (<sys/syslimits.h>), should KERN_ARGMAX fail
ARG_MAX_LIMIT = 1 << 24  # a KERN_ARGMAX past this is not believed (the buffer is allocated)
MAX_PIDS = 1 << 20  # room for no more pids than this (kern.maxproc is some thousands)

# int sysctl(int *name, u_int namelen, void *oldp, size_t *oldlenp,
#            void *newp, size_t newlen);                        <sys/sysctl.h>
SYSCTL = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.c_uint,
                          ctypes.c_void_p, ctypes.POINTER(ctypes.c_size_t),
                          ctypes.c_void_p, ctypes.c_size_t)
# int proc_listallpids(void *buffer, int buffersize);                 <libproc.h>
# buffersize in bytes; gives how many pids it wrote (with no buffer, about how
# many there are), 0 or less on failure.
PROC_LISTALLPIDS = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_int)

_ARGC = struct.Struct("=i")  # the leading argc: a C int, in the machine's order
_PADDING = re.compile(rb"\0*")


class ProcArgs(NamedTuple):
    path: bytes  # the executable, as exec was given it
    argv: list[bytes]
    env: list[bytes]  # "NAME=value" strings, in the order exec was given them


def parse_procargs2(buf: bytes) -> ProcArgs | None:
    """A ``KERN_PROCARGS2`` buffer, read; None if it does not even hold an
    argc. Bytes as they are (a process's strings need not be UTF-8). A string
    the buffer cuts short is left out, not read as a shorter one (a cookie
    ``123.12`` cut to ``123.1`` must not pass for another); if the arguments
    run past the buffer's end there is no environment."""
    if len(buf) < _ARGC.size:
        return None
    (argc,) = _ARGC.unpack_from(buf)
    if argc < 0:
        return None
    end = buf.find(b"\0", _ARGC.size)
    if end < 0:
        return ProcArgs(b"", [], [])
    path = buf[_ARGC.size:end]
    # Past the path's NUL, the padding. (As the kernel's own reading does, all
    # the NULs here count as padding: an empty argv[0] cannot be told apart.)
    pos = _PADDING.match(buf, end + 1).end()
    argv: list[bytes] = []
    while len(argv) < argc:
        nul = buf.find(b"\0", pos)
        if nul < 0:
            return ProcArgs(path, argv, [])
        argv.append(buf[pos:nul])
        pos = nul + 1
    env: list[bytes] = []
    while True:
        nul = buf.find(b"\0", pos)
        if nul <= pos:  # the empty string that ends it, or the buffer's end
            return ProcArgs(path, argv, env)
        env.append(buf[pos:nul])
        pos = nul + 1


class LibSystem:
    """The two calls made of macOS (see the prototypes above)."""

    def __init__(self, sysctl, proc_listallpids):
        self.sysctl = sysctl
        self.proc_listallpids = proc_listallpids

    @classmethod
    def load(cls) -> LibSystem | None:
        """libSystem's ``sysctl`` and ``proc_listallpids``; None off macOS or
        where they cannot be had."""
        if sys.platform != "darwin":
            return None
        for name in ("/usr/lib/libSystem.B.dylib", None):  # None: what is loaded already
            try:
                lib = ctypes.CDLL(name)
                return cls(SYSCTL(("sysctl", lib)), PROC_LISTALLPIDS(("proc_listallpids", lib)))
            except (OSError, AttributeError):
                continue
        return None

    def pids(self) -> list[int]:
        """Every process's pid (0, the kernel, left out); [] if the list
        cannot be had."""
        room = _call(self.proc_listallpids, None, 0)  # nprocs + 20, says xnu
        for attempt in range(4):
            if room is None or room <= 0:
                return []
            room = min(room + 64, MAX_PIDS)
            buf = (ctypes.c_int * room)()
            got = _call(self.proc_listallpids, buf, ctypes.sizeof(buf))
            if got is None or got <= 0:
                return []
            got = min(got, room)
            if got < room or attempt == 3:  # a full buffer: more may have started since
                return [pid for pid in buf[:got] if pid > 0]
            room *= 2
        return []

    def argmax(self) -> int:
        """``kern.argmax``: the most a ``KERN_PROCARGS2`` buffer may hold."""
        value, size = ctypes.c_int(0), ctypes.c_size_t(ctypes.sizeof(ctypes.c_int))
        mib = (ctypes.c_int * 2)(CTL_KERN, KERN_ARGMAX)
        if _call(self.sysctl, mib, 2, ctypes.byref(value), ctypes.byref(size), None, 0) != 0:
            return ARG_MAX_GUESS
        return value.value if 0 < value.value <= ARG_MAX_LIMIT else ARG_MAX_GUESS

    def procargs2(self, pid: int, buf) -> bytes | None:
        """Process ``pid``'s ``KERN_PROCARGS2`` bytes, read into ``buf`` (a
        ``ctypes`` char array of ``argmax()`` bytes); None if refused. A
        buffer filled to its last byte is refused too: where the strings
        outgrow it, the kernel sends their tail, not their head."""
        mib = (ctypes.c_int * 3)(CTL_KERN, KERN_PROCARGS2, pid)
        size = ctypes.c_size_t(len(buf))
        if _call(self.sysctl, mib, 3, buf, ctypes.byref(size), None, 0) != 0:
            return None
        if not 0 < size.value < len(buf):
            return None
        return ctypes.string_at(buf, size.value)


def _call(function, *args):
    """``function(*args)``, or None where making the call raises (ctypes
    refusing the arguments, say): taken as the kernel's refusal."""
    try:
        return function(*args)
    except Exception:  # the sweep passes over what it cannot read; it never fails
        return None


def environments(lib: LibSystem | None) -> Iterator[tuple[int, list[bytes]]]:
    """Each readable process's pid and environment (``NAME=value`` strings);
    nothing without ``lib``."""
    if lib is None:
        return
    pids = lib.pids()
    if not pids:
        return
    buf = ctypes.create_string_buffer(lib.argmax())
    for pid in pids:
        data = lib.procargs2(pid, buf)
        args = parse_procargs2(data) if data is not None else None
        if args is not None:
            yield pid, args.env
