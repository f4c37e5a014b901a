"""A Windows job object for an external bot: everything the bot starts dies
with it, and with the game.

Windows has no process groups to kill and no death signal. Its tool for the
same end is the job object: a bot put in a job created with
``JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE`` takes into it every process it
starts later (a launcher's child, a daemon: a child cannot leave a job that
does not allow it), and when the job's last handle closes, because the game
closed the bot or because the game itself ended however it ended, Windows
ends every process still in it. The game holds the only handle.

``BotJob.start(pid_handle)`` does nothing and gives None off Windows, or
where the job cannot be had (an old Windows that does not nest jobs, when
the game already runs in one): the bot is then closed as before, by its own
process alone. The calls are ``kernel32``'s, through ``ctypes``; a test
hands in a stand-in to see that they are made as Windows expects.
"""

from __future__ import annotations

import ctypes
import os

JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE = 0x2000
JOB_OBJECT_EXTENDED_LIMIT_INFORMATION = 9  # the information class SetInformationJobObject takes
DWORD = ctypes.c_uint32  # Windows' DWORD is 32 bits, where C's long may be 64


class BasicLimits(ctypes.Structure):  # JOBOBJECT_BASIC_LIMIT_INFORMATION
    _fields_ = [("PerProcessUserTimeLimit", ctypes.c_int64),
                ("PerJobUserTimeLimit", ctypes.c_int64),
                ("LimitFlags", DWORD),
                ("MinimumWorkingSetSize", ctypes.c_size_t),
                ("MaximumWorkingSetSize", ctypes.c_size_t),
                ("ActiveProcessLimit", DWORD),
                ("Affinity", ctypes.c_size_t),  # ULONG_PTR
                ("PriorityClass", DWORD),
                ("SchedulingClass", DWORD)]


class IoCounters(ctypes.Structure):  # IO_COUNTERS
    _fields_ = [(name, ctypes.c_uint64) for name in (
        "ReadOperationCount", "WriteOperationCount", "OtherOperationCount",
        "ReadTransferCount", "WriteTransferCount", "OtherTransferCount")]


class ExtendedLimits(ctypes.Structure):  # JOBOBJECT_EXTENDED_LIMIT_INFORMATION
    _fields_ = [("BasicLimitInformation", BasicLimits),
                ("IoInfo", IoCounters),
                ("ProcessMemoryLimit", ctypes.c_size_t),
                ("JobMemoryLimit", ctypes.c_size_t),
                ("PeakProcessMemoryUsed", ctypes.c_size_t),
                ("PeakJobMemoryUsed", ctypes.c_size_t)]


def _kernel32():
    """kernel32 with the signatures used here, or None off Windows."""
    if os.name != "nt":
        return None
    try:
        k = ctypes.WinDLL("kernel32", use_last_error=True)  # type: ignore[attr-defined]
    except (OSError, AttributeError):
        return None
    handle = ctypes.c_void_p
    k.CreateJobObjectW.argtypes = [ctypes.c_void_p, ctypes.c_wchar_p]
    k.CreateJobObjectW.restype = handle
    k.SetInformationJobObject.argtypes = [handle, ctypes.c_int, ctypes.c_void_p, DWORD]
    k.AssignProcessToJobObject.argtypes = [handle, handle]
    k.TerminateJobObject.argtypes = [handle, ctypes.c_uint]
    k.CloseHandle.argtypes = [handle]
    return k


class BotJob:
    """The job one bot runs in (see the module docstring)."""

    def __init__(self, kernel32, job):
        self._k = kernel32
        self._job = job

    @classmethod
    def start(cls, process_handle, kernel32=None) -> BotJob | None:
        """Put the process (its Windows handle, ``Popen._handle``) in a new
        job that kills it and all it starts when closed; None where that
        cannot be done."""
        k = kernel32 if kernel32 is not None else _kernel32()
        if k is None:
            return None
        try:
            job = k.CreateJobObjectW(None, None)
            if not job:
                return None
            limits = ExtendedLimits()
            limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
            if not (k.SetInformationJobObject(job, JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
                                              ctypes.byref(limits), ctypes.sizeof(limits))
                    and k.AssignProcessToJobObject(job, int(process_handle))):
                k.CloseHandle(job)
                return None
        except Exception:  # a Windows that refuses: the bot runs without a job
            return None
        return cls(k, job)

    def close(self) -> None:
        """End every process in the job, and let the job go."""
        if self._job is None:
            return
        job, self._job = self._job, None
        try:
            self._k.TerminateJobObject(job, 1)
        finally:
            self._k.CloseHandle(job)
