"""Windows: each external bot runs in a job object that ends everything it
started (``game/ai/winjob.py``). Windows is not at hand here, so the calls
are checked against a stand-in for kernel32 that keeps what Windows would:
the job's limits as the bytes Windows reads, the process put in it, and
whether the job was ended and let go."""

import ctypes
import struct

import pytest

from game.ai.winjob import (
    JOB_OBJECT_EXTENDED_LIMIT_INFORMATION,
    JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE,
    BasicLimits,
    BotJob,
    ExtendedLimits,
)


class Kernel32:
    """What the game asked of Windows, and its answers (``refuse``: the call
    that fails)."""

    def __init__(self, refuse: str = ""):
        self.refuse = refuse
        self.limits: bytes | None = None
        self.info_class = None
        self.assigned = []
        self.terminated = []
        self.closed = []

    def CreateJobObjectW(self, attributes, name):
        return 0 if self.refuse == "create" else 0x44

    def SetInformationJobObject(self, job, info_class, info, size):
        self.info_class = info_class
        self.limits = ctypes.string_at(ctypes.addressof(info._obj), size)
        return self.refuse != "limits"

    def AssignProcessToJobObject(self, job, process):
        self.assigned.append((job, process))
        return self.refuse != "assign"

    def TerminateJobObject(self, job, code):
        self.terminated.append(job)
        return 1

    def CloseHandle(self, job):
        self.closed.append(job)
        return 1


def test_the_limits_have_the_layout_windows_reads():
    """JOBOBJECT_EXTENDED_LIMIT_INFORMATION is 144 bytes on 64-bit Windows
    and 112 on 32-bit, and LimitFlags sits 16 bytes in: a wrong size or
    offset and Windows refuses the job (or sets another limit)."""
    wide = ctypes.sizeof(ctypes.c_void_p) == 8
    assert ctypes.sizeof(ExtendedLimits) == (144 if wide else 112)
    assert BasicLimits.LimitFlags.offset == 16
    assert ExtendedLimits.IoInfo.offset == (64 if wide else 48)


def test_a_bot_is_put_in_a_job_that_kills_all_it_started_when_closed():
    k = Kernel32()
    job = BotJob.start(0x1234, kernel32=k)
    assert job is not None
    assert k.info_class == JOB_OBJECT_EXTENDED_LIMIT_INFORMATION
    assert len(k.limits) == ctypes.sizeof(ExtendedLimits)
    (flags,) = struct.unpack_from("<I", k.limits, 16)  # LimitFlags, as Windows reads it
    assert flags == JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE
    assert k.assigned == [(0x44, 0x1234)]
    assert k.terminated == [] and k.closed == []  # the bot runs on
    job.close()
    assert k.terminated == [0x44] and k.closed == [0x44]
    job.close()  # closing twice touches nothing more
    assert k.terminated == [0x44] and k.closed == [0x44]


@pytest.mark.parametrize("refuse", ["create", "limits", "assign"])
def test_a_windows_that_refuses_the_job_leaves_the_bot_running_without_one(refuse):
    """An older Windows cannot nest a job inside the one the game may run
    in: the bot still plays, closed as before, and no handle is leaked."""
    k = Kernel32(refuse)
    assert BotJob.start(0x1234, kernel32=k) is None
    assert k.terminated == []
    assert k.closed == ([] if refuse == "create" else [0x44])


def test_off_windows_there_is_no_job():
    import os

    if os.name == "nt":
        pytest.skip("this machine is Windows")
    assert BotJob.start(0x1234) is None
