"""macOS: the sweep that ends a bot's daemons reads each process's
environment with ``sysctl(KERN_PROCARGS2)`` (``game/ai/macprocs.py``).

macOS is not at hand here. So the reading of what the kernel hands back is
tried on buffers built here, laid out as xnu lays them out; and the calls
are made of a stand-in for the kernel, built from the very ``ctypes``
prototypes the game calls macOS through, so that the arguments reach it as
they would reach libSystem. ``kill`` is a stand-in too: nothing here signals
a real process, but on a Mac, where the last tests run."""

import ctypes
import errno
import os
import signal
import struct
import subprocess
import sys
import time

import pytest

from game.ai import macprocs
from game.ai.macprocs import (
    CTL_KERN,
    KERN_ARGMAX,
    KERN_PROCARGS2,
    PROC_LISTALLPIDS,
    SYSCTL,
    LibSystem,
    parse_procargs2,
)
from game.ai.reaper import COOKIE, sweep

PATH = b"/usr/local/bin/python3"
APPLE = (b"ptr_munge=", b"main_stack=", b"executable_file=0x1a01000009,0x5e7c1")  # dyld's


def strings(argv=(), env=(), *, path=PATH, apple=APPLE) -> bytes:
    """A process's strings area as exec leaves it (less ``executable_path=``,
    which the sysctl strips): the path padded to a pointer's boundary, the
    arguments, the environment, padding to a pointer's boundary (none if it
    falls on one), the kernel's strings for dyld, padding."""
    def pad(b):
        return b + b"\0" * (-(len(b) + len("executable_path=")) % 8)
    area = pad(path + b"\0")
    area = pad(area + b"".join(s + b"\0" for s in (*argv, *env)))
    return pad(area + b"".join(s + b"\0" for s in apple))


def procargs2(argv=(), env=(), *, argc=None, **kw) -> bytes:
    """What ``sysctl({CTL_KERN, KERN_PROCARGS2, pid})`` gives: argc, then the
    strings area."""
    return struct.pack("=i", len(argv) if argc is None else argc) + strings(argv, env, **kw)


def cookie(value: str) -> bytes:
    return f"{COOKIE}={value}".encode()


ENV = (b"HOME=/Users/ann", b"PATH=/usr/bin:/bin", cookie("123.1"), b"LANG=en_GB.UTF-8")
ARGV = (b"python3", b"bot.py", b"--level", b"hard")


# The reading of a buffer.

def test_a_process_s_path_arguments_and_environment_are_read():
    args = parse_procargs2(procargs2(ARGV, ENV, apple=()))
    assert args == (PATH, list(ARGV), list(ENV))


def test_the_kernel_s_strings_after_the_environment_are_harmless():
    """An environment that ends on a pointer's boundary is followed at once
    by dyld's strings, read as more of it: they are the kernel's keys."""
    env = (b"A=12345",)  # ends on a boundary: no NUL before dyld's strings
    assert b"A=12345\0ptr_munge=" in strings(env=env)
    args = parse_procargs2(procargs2(env=env))
    assert args.env == [b"A=12345", *APPLE]
    padded = parse_procargs2(procargs2(env=(b"A=1",)))
    assert padded.env == [b"A=1"]  # padding is the empty string that ends it


@pytest.mark.parametrize("apple", [(), APPLE], ids=["end of buffer", "dyld's strings"])
def test_a_process_without_an_environment(apple):
    buf = procargs2(ARGV, (), apple=apple)
    assert b"hard\0\0" in buf  # padded off from dyld's strings
    assert parse_procargs2(buf) == (PATH, list(ARGV), [])


def test_a_restricted_process_shows_its_arguments_and_no_environment():
    """With SIP on, the kernel ends the buffer of a CS_RESTRICT process
    after its arguments."""
    buf = procargs2(ARGV, ENV, apple=())
    cut = buf.index(ENV[0])
    assert parse_procargs2(buf[:cut]) == (PATH, list(ARGV), [])


def test_no_arguments_no_environment():
    assert parse_procargs2(procargs2(apple=())) == (PATH, [], [])


def test_an_argc_larger_than_the_strings_present_leaves_no_environment():
    """Strings counted as arguments are never taken for the environment."""
    buf = procargs2(ARGV, ENV, argc=len(ARGV) + len(ENV) + 3, apple=())
    args = parse_procargs2(buf)
    assert args.argv[:len(ARGV) + len(ENV)] == [*ARGV, *ENV]
    assert args.env == []


def test_an_absurd_argc_is_read_to_the_buffer_s_end_and_no_further():
    start = time.perf_counter()
    args = parse_procargs2(procargs2(ARGV, ENV, argc=2**31 - 1))
    assert time.perf_counter() - start < 1.0
    assert args.env == []
    assert parse_procargs2(procargs2(ARGV, ENV, argc=-1)) is None


def test_a_buffer_cut_anywhere_is_read_without_a_string_cut_short():
    """However short the buffer, what is read is whole strings the process
    has: the cookie of bot 12, cut, does not become bot 1's."""
    env = (b"HOME=/Users/ann", cookie("123.12"), b"TERM=xterm")
    full = procargs2(ARGV, env)
    for cut in range(len(full) + 1):
        args = parse_procargs2(full[:cut])
        if cut < 4:
            assert args is None
            continue
        assert args.path in (b"", PATH)
        assert args.argv == list(ARGV[:len(args.argv)])
        assert args.env == [*env, *APPLE][:len(args.env)], cut
        assert cookie("123.1") not in args.env


def test_bytes_that_are_not_utf8_are_read_as_they_are():
    path = b"/Users/ann/bots/\xff\xfebot"
    argv = (b"\xc3(", b"caf\xe9")
    env = (b"NAME=\xe9t\xe9\x80", cookie("123.1"), b"\xff=\xfe")
    args = parse_procargs2(procargs2(argv, env, path=path, apple=()))
    assert args == (path, list(argv), list(env))


def test_a_buffer_too_short_for_argc_is_none():
    for buf in (b"", b"\x01", b"\x01\0\0"):
        assert parse_procargs2(buf) is None
    assert parse_procargs2(struct.pack("=i", 1) + b"/usr/bin/yes") == (b"", [], [])


# The calls, made of a stand-in for the kernel.

class Kernel:
    """The processes macOS would show (pid: strings area, or an errno for
    one it refuses to read), answering ``sysctl`` and ``proc_listallpids`` as
    xnu does (``sysctl_procargsx``, ``proc_listpids``), through the game's own
    prototypes. ``fail``: the calls that fail (``"list"``, ``"argmax"``,
    ``"procargs"``, or ``"all"``)."""

    def __init__(self, processes, *, argmax=1 << 20, fail=(), announce=None):
        self.processes = processes
        self.argmax = argmax
        self.fail = {"list", "argmax", "procargs"} if fail == "all" else set(fail)
        self.announce = announce  # how many processes a sizing call says there are
        self.read = []  # the pids asked about, with the buffer's size
        self.wrong = []  # what a real kernel would have refused as misused
        self.lib = LibSystem(SYSCTL(self.sysctl), PROC_LISTALLPIDS(self.proc_listallpids))

    def proc_listallpids(self, buffer, buffersize):
        try:
            if "list" in self.fail:
                return 0  # proc_listpids' failure
            pids = list(self.processes)
            if buffer is None:
                return (len(pids) if self.announce is None else self.announce) + 20
            room = buffersize // ctypes.sizeof(ctypes.c_int)
            n = min(len(pids), room)
            ctypes.memmove(buffer, (ctypes.c_int * n)(*pids[:n]), n * ctypes.sizeof(ctypes.c_int))
            return n
        except Exception as e:  # an exception cannot cross ctypes: keep it for the test
            self.wrong.append(repr(e))
            return 0

    def sysctl(self, name, namelen, oldp, oldlenp, newp, newlen):
        try:
            return self._sysctl([name[i] for i in range(namelen)], oldp, oldlenp, newp, newlen)
        except Exception as e:
            self.wrong.append(repr(e))
            return -1

    def _sysctl(self, mib, oldp, oldlenp, newp, newlen):
        if newp is not None or newlen != 0 or oldp is None:
            self.wrong.append(("sets or sizes", mib))
            return self._refuse(errno.EINVAL)
        if mib == [CTL_KERN, KERN_ARGMAX]:
            if "argmax" in self.fail or oldlenp[0] < 4:
                return self._refuse(errno.ENOMEM)
            ctypes.memmove(oldp, struct.pack("=i", self.argmax), 4)
            oldlenp[0] = 4
            return 0
        if len(mib) != 3 or mib[:2] != [CTL_KERN, KERN_PROCARGS2]:
            self.wrong.append(("mib", mib))
            return self._refuse(errno.ENOENT)
        pid = mib[2]
        self.read.append((pid, oldlenp[0]))
        buflen = oldlenp[0] - 4  # the first word is argc's
        if buflen <= 0 or buflen > self.argmax:
            self.wrong.append(("buffer", oldlenp[0]))
            return self._refuse(errno.EINVAL)
        area = self.processes.get(pid)
        if "procargs" in self.fail or area is None:
            return self._refuse(errno.EINVAL)  # gone, a zombie, another user's
        if isinstance(area, int):
            return self._refuse(area)
        argc, area = area[:4], area[4:]
        if len(area) > buflen:  # xnu sends the strings' tail
            area = area[-buflen:]
        ctypes.memmove(oldp, argc + area, 4 + len(area))
        oldlenp[0] = 4 + len(area)
        return 0

    @staticmethod
    def _refuse(code):
        ctypes.set_errno(code)
        return -1


class Kill:
    """``os.kill``'s stand-in: who was sent what; ``gone``: pids that ended
    meanwhile."""

    def __init__(self, gone=()):
        self.gone = set(gone)
        self.sent = []

    def __call__(self, pid, sig):
        if pid in self.gone:
            raise ProcessLookupError(errno.ESRCH, "No such process")
        self.sent.append((pid, sig))


def bot(value, *, argv=(b"python3", b"bot.py")):
    return procargs2(argv, (b"HOME=/Users/ann", cookie(value), b"TERM=xterm"))


ME = os.getpid()
GAME = {
    101: bot("123.1"),
    112: bot("123.12"),  # bot 12 of the same game
    201: bot("1234.1"),  # a game whose pid begins like this one's
    301: procargs2((b"grep", cookie("123.1")), (b"HOME=/Users/ann",)),  # only in its argv
    302: procargs2((b"sh",), (b"OLD=" + cookie("123.1"), b"X=1")),  # only in a value
    401: errno.EPERM,  # sandboxed
    402: errno.EINVAL,  # another user's, or a zombie
    ME: bot("123.1"),  # the sweeping process itself
}


def swept(kernel, value, *, every_bot=False, kill=None):
    kill = kill or Kill()
    n = sweep(value, every_bot=every_bot, libsystem=kernel.lib, kill=kill)
    assert kernel.wrong == []
    assert n == len(kill.sent)
    assert all(sig == signal.SIGKILL for _, sig in kill.sent)
    return sorted(pid for pid, _ in kill.sent)


def test_a_sweep_kills_exactly_the_processes_carrying_the_bot_s_cookie():
    kernel = Kernel(GAME)
    assert swept(kernel, "123.1") == [101]  # not bot 12, not game 1234, not itself
    assert swept(kernel, "123.12") == [112]
    assert swept(kernel, "1234.1") == [201]
    assert swept(kernel, "12.1") == []


def test_the_reaper_s_sweep_kills_every_bot_of_its_game_and_no_other_game_s():
    kernel = Kernel(GAME)
    assert swept(kernel, "123", every_bot=True) == [101, 112]
    assert swept(kernel, "1234", every_bot=True) == [201]
    assert swept(kernel, "12", every_bot=True) == []


def test_the_cookie_is_found_wherever_it_stands_in_the_environment():
    kernel = Kernel({
        11: procargs2((b"daemon",), (cookie("8.1"),)),  # the only variable
        12: procargs2((b"daemon",), (cookie("8.1"), b"A=1")),  # the first
        13: procargs2((b"daemon",), (b"A=1", cookie("8.1"))),  # the last
        14: procargs2((), (cookie("8.1"),)),  # no arguments
        15: procargs2((b"daemon",), (cookie("8.12"),)),
    })
    assert swept(kernel, "8.1") == [11, 12, 13, 14]


def test_the_calls_are_made_as_macos_expects():
    """Each pid is asked about once, with a buffer of kern.argmax bytes (the
    stand-in notes anything a real kernel would refuse); pid 0 (the kernel,
    and to kill() the caller's own group) is never asked about, nor killed,
    and the sweeper never kills itself."""
    kernel = Kernel({0: bot("123.1"), **GAME}, argmax=64 * 1024)
    kill = Kill()
    swept(kernel, "123", every_bot=True, kill=kill)
    assert sorted(kernel.read) == sorted((pid, 64 * 1024) for pid in GAME)
    assert kill.sent == [(101, signal.SIGKILL), (112, signal.SIGKILL)]


def test_a_process_that_ended_meanwhile_is_passed_over():
    kernel = Kernel(GAME)
    kill = Kill(gone={101})
    assert sweep("123", every_bot=True, libsystem=kernel.lib, kill=kill) == 1
    assert kill.sent == [(112, signal.SIGKILL)]


def test_more_processes_than_announced_are_all_found():
    many = {1000 + i: bot("9.1") for i in range(300)}
    kernel = Kernel(many, announce=5)
    assert swept(kernel, "9.1") == sorted(many)


def test_strings_too_long_for_the_buffer_are_not_read_from_their_tail():
    """xnu sends the tail of strings that outgrow the buffer, argc first:
    such a buffer is passed over, not misread."""
    long = procargs2((b"python3",), (b"BIG=" + b"x" * 5000, cookie("5.1")))
    kernel = Kernel({501: long, 502: bot("5.1")}, argmax=4096)
    buf = ctypes.create_string_buffer(kernel.lib.argmax())
    assert len(buf) == 4096
    assert kernel.lib.procargs2(501, buf) is None
    assert kernel.lib.procargs2(502, buf) == bot("5.1")
    assert swept(kernel, "5.1") == [502]


@pytest.mark.parametrize("fail", ["list", "argmax", "procargs", "all"])
def test_a_sweep_survives_every_call_failing(fail):
    kernel = Kernel(GAME, fail=[fail] if fail != "all" else "all")
    killed = swept(kernel, "123.1")
    assert killed == ([101] if fail == "argmax" else [])  # kern.argmax: 1 MB, as macOS's


def test_a_sweep_survives_calls_that_raise():
    def broken(*args):
        raise OSError("no")
    kill = Kill()
    assert sweep("123.1", libsystem=LibSystem(broken, broken), kill=kill) == 0
    lists = LibSystem(broken, PROC_LISTALLPIDS(Kernel(GAME).proc_listallpids))
    assert sweep("123", every_bot=True, libsystem=lists, kill=kill) == 0
    assert kill.sent == []


def test_the_prototypes_are_apple_s():
    """<sys/sysctl.h>: int sysctl(int *, u_int, void *, size_t *, void *,
    size_t); <libproc.h>: int proc_listallpids(void *, int)."""
    assert (CTL_KERN, KERN_ARGMAX, KERN_PROCARGS2) == (1, 8, 49)
    c = ctypes
    assert SYSCTL._restype_ is c.c_int and PROC_LISTALLPIDS._restype_ is c.c_int
    assert SYSCTL._argtypes_ == (c.POINTER(c.c_int), c.c_uint, c.c_void_p,
                                 c.POINTER(c.c_size_t), c.c_void_p, c.c_size_t)
    assert PROC_LISTALLPIDS._argtypes_ == (c.c_void_p, c.c_int)


def test_off_macos_nothing_is_called():
    if sys.platform == "darwin":
        pytest.skip("this machine is a Mac")
    assert LibSystem.load() is None
    assert list(macprocs.environments(None)) == []


# On a Mac: the real calls (the sweep itself, on a Mac as on Linux, is
# tests/test_reliability_bots.py::test_a_sweep_ends_only_the_processes_carrying_its_cookie).

mac = pytest.mark.skipif(sys.platform != "darwin", reason="macOS's own calls")


def sleeper(value):
    return subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"],
                            env={**os.environ, COOKIE: value})


@mac
def test_on_a_mac_a_child_s_environment_is_read():
    lib = LibSystem.load()
    assert lib is not None and ME in lib.pids()
    child = sleeper("77.1")
    try:
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline:
            envs = dict(macprocs.environments(lib))
            if cookie("77.1") in envs.get(child.pid, []):
                break
            time.sleep(0.05)
        assert cookie("77.1") in envs[child.pid]
    finally:
        child.kill()
        child.wait()
