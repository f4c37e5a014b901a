"""A bot run as a program speaking the open bot protocol ("400-bot/1").

``ExternalBot(command, seat)`` starts ``command`` (split like a shell would,
but run without one) and talks to it in JSON lines on its stdin/stdout, as
``docs/BOT_PROTOCOL.md`` says. The pipes are read buffered. Its stderr is
its own log: drained by its own thread in chunks (so a bot that writes
megabytes there is never slowed down, nor taken for silent), its last lines
kept for fault notes (bounded: ``STDERR_LINE`` characters a line), and
passed to ``log`` if given.

Faults never hang or crash the game:

* a reply that is late (past ``time_limit``), malformed or illegal: the seat
  plays its first legal action, and the fault is noted in ``faults``;
* a bot that exits, or stops answering (no answer to hello, or a second
  request times out while an earlier one is still unanswered), is replaced by
  the built-in random bot from then on (``replaced`` is true).

Reading and writing happen on daemon threads with queues, so every wait has a
timeout, even for a bot that never reads its stdin.

A bot cannot exhaust the game's memory either: the lines it sends are held up
to ``MAX_QUEUED_LINES`` lines and ``MAX_QUEUED_BYTES`` bytes, and a bot past
either bound, or that has sent ``MAX_UNASKED`` lines nobody asked for, is
replaced as flooding.

Nor does it outlive the game. On POSIX it runs in a session of its own, so
that closing it ends its whole process group: a launcher script that runs the
real bot as a child (without ``exec``) takes the child with it. On Linux the
bot is also told to die with the thread that started it (``PR_SET_PDEATHSIG``),
and ``match`` hands it to a ``Reaper`` (``reaper.py``), which ends its whole
group if the game is killed outright. A daemon the bot leaves behind, in no
group of the game's, is found by the cookie in its environment (Linux and macOS). On
Windows the bot runs in a job object instead (``winjob.py``), which ends all
it started when the bot is closed or the game ends.
"""

from __future__ import annotations

import collections
import ctypes
import json
import os
import queue
import shlex
import signal
import subprocess
import sys
import threading
import time
from typing import Callable

from ..engine import Card, PlayerView
from .base import Bot
from .random_bot import RandomBot
from .reaper import COOKIE, new_cookie, sweep
from .winjob import BotJob

PROTOCOL = "400-bot/1"
HELLO_MIN_SECONDS = 3.0  # a bot gets at least this long to start and answer hello
QUIT_GRACE_SECONDS = 0.5  # after the quit line, before the bot is terminated
STDERR_DRAIN_SECONDS = 1.0  # after the bot exits, for its last stderr lines to be read
MAX_LINE = 1 << 20  # a reply longer than this is malformed
STDOUT_CHUNK = 1 << 16  # bytes read from stdout at a time
TOO_LONG = b"<a line longer than %d bytes>" % MAX_LINE  # what such a line is noted as
STDERR_CHUNK = 1 << 16  # bytes read from stderr at a time
STDERR_LINE = 2000  # characters of a stderr line kept for notes and the log
MAX_QUEUED_LINES = 1000  # lines read from the bot and not yet taken: more is a flood
MAX_QUEUED_BYTES = 16 << 20  # and their bytes (a good reply is one line of at most 1 MB)
MAX_UNASKED = 100  # lines nobody asked for, over the bot's life, before it is replaced
REPLY_KEYS = {"bid": "bid", "play": "card", "redeal": "redeal"}

_EOF = object()  # the bot closed its stdout (it exited)
_FLOOD = object()  # the bot sent more than the queue holds; its stdout is no longer read


class BotStartError(RuntimeError):
    """The command could not be started (not found, not executable, empty)."""


def split_command(command: str) -> list[str]:
    """The argument list of ``command``; ``BotStartError`` if it is empty or
    badly quoted.

    >>> split_command("python 'my bot.py' --fast")
    ['python', 'my bot.py', '--fast']
    """
    try:
        argv = shlex.split(command, posix=os.name != "nt")
    except ValueError as e:
        raise BotStartError(f"cannot read the command {command!r}: {e}") from None
    if not argv:
        raise BotStartError("the command is empty")
    return argv


def _short(data, n: int = 60) -> str:
    if isinstance(data, bytes):
        text = data[: n * 4].decode("utf-8", "replace")
    else:
        try:
            text = str(data) if not isinstance(data, (list, dict)) else json.dumps(data)[: n * 4]
        except (ValueError, RecursionError):  # too long or too deep to show
            text = f"<a {type(data).__name__}>"
    text = text.strip()
    return repr(text if len(text) <= n else text[:n] + "…")


class ExternalBot(Bot):
    """A seat played by a program (see the module docstring)."""

    def __init__(self, command: str, seat: int, time_limit: float = 10.0, *,
                 rng=None, hello_limit: float | None = None,
                 log: Callable[[str], None] | None = None, reaper=None):
        super().__init__(rng)
        self.command = command
        self.seat = seat
        self.time_limit = time_limit
        self.hello_limit = hello_limit if hello_limit is not None else \
            max(time_limit, HELLO_MIN_SECONDS)
        self.name = f"exec:{command}"
        self.bot_name: str | None = None  # what the bot called itself in its hello reply
        self.faults: list[dict] = []  # notes: bot, seat, hand, fault, detail
        self.replaced = False
        self.fallback = RandomBot(self.rng)
        self._log = log
        self._stderr_tail: collections.deque = collections.deque(maxlen=3)
        self.stderr_bytes = 0  # all the bot wrote on stderr
        self._lines: queue.Queue = queue.Queue()
        self._queued = [0, 0]  # lines and bytes in _lines (bounded; see _read_stdout)
        self._queue_lock = threading.Lock()
        self._flooded = False
        self._pending = b""  # the start of a line the bot has not ended (see _unended)
        self._unasked = 0  # lines nobody asked for
        self._outbox: queue.Queue = queue.Queue()
        self._eof = False
        self._closed = False
        self._sent = 0  # requests sent (hello included)
        self._got = 0  # replies received
        self._hello_done = False
        self.answered_hello = False  # it replied to hello (well-formed or not)
        argv = split_command(command)
        # Windows parses a command line itself: hand it over as written
        args = command if os.name == "nt" else argv
        self._cookie = new_cookie()  # marks every process the bot starts (reaper.py)
        env = {**os.environ, COOKIE: self._cookie}
        try:
            self._proc = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                          stderr=subprocess.PIPE, bufsize=-1, env=env,
                                          **_own_group())
        except OSError as e:
            raise BotStartError(f"cannot start {argv[0]!r}: {e.strerror or e}") from None
        # Windows: a job object ends what the bot starts, with it and with the game
        self._job = BotJob.start(self._proc._handle) if os.name == "nt" else None
        self._reaper = reaper if os.name == "posix" else None  # see reaper.py
        if self._reaper is not None:
            self._reaper.watch(self._proc.pid)  # its session: the group id is its pid
        self._started = time.monotonic()
        self._stderr_reader = threading.Thread(target=self._read_stderr, daemon=True,
                                               name=f"400-bot-{seat}")
        self._stdout_reader = threading.Thread(target=self._read_stdout, daemon=True,
                                               name=f"400-bot-{seat}")
        threading.Thread(target=self._write_stdin, daemon=True, name=f"400-bot-{seat}").start()
        self._stdout_reader.start()
        self._stderr_reader.start()
        self._send({"type": "hello", "protocol": PROTOCOL, "seat": seat})

    # ---------------------------------------------------------------- threads
    def _read_stdout(self) -> None:
        """Cut the bot's stdout into lines, read in chunks, so that the start
        of a line not ended yet is known (``_unended``: a bot that forgot the
        newline is told so)."""
        out = self._proc.stdout
        buf = bytearray()  # the line being read, not ended yet (under MAX_LINE bytes)
        too_long = False  # that line passed MAX_LINE bytes: the rest of it is dropped
        try:
            while True:
                chunk = out.read1(STDOUT_CHUNK)
                if not chunk:
                    break
                *ended, rest = chunk.split(b"\n")
                for part in ended:
                    if not too_long and len(buf) + len(part) < MAX_LINE:
                        line = bytes(buf + part) + b"\n"
                    else:
                        line = TOO_LONG
                    buf.clear()
                    self._pending = b""
                    too_long = False
                    if not self._queue(line):
                        return
                if not too_long:
                    buf += rest
                    if len(buf) >= MAX_LINE:
                        too_long = True
                        buf.clear()
                if rest:
                    self._pending = TOO_LONG if too_long else bytes(buf[:240])
        except (OSError, ValueError):
            pass
        if (buf or too_long) and not self._queue(TOO_LONG if too_long else bytes(buf)):
            return
        self._lines.put(_EOF)

    def _queue(self, line: bytes) -> bool:
        """Hand ``line`` over; False (and the reading stops) past the bounds."""
        with self._queue_lock:
            lines, size = self._queued
            if lines >= MAX_QUEUED_LINES or size + len(line) > MAX_QUEUED_BYTES:
                self._lines.put(_FLOOD)  # stop reading: the bot is replaced
                return False
            self._queued = [lines + 1, size + len(line)]
        self._lines.put(line)
        return True

    def _took(self, item) -> None:
        """``item`` left the queue of lines."""
        if isinstance(item, bytes):
            with self._queue_lock:
                self._queued = [self._queued[0] - 1, self._queued[1] - len(item)]
        elif item is _FLOOD:
            self._flooded = True

    def _read_stderr(self) -> None:
        """Drain stderr in chunks; keep (and log) its lines, each cut to
        ``STDERR_LINE`` characters, so memory stays bounded."""
        err = self._proc.stderr
        partial = b""  # the start of a line not ended yet (bounded)
        try:
            while True:
                chunk = err.read1(STDERR_CHUNK)
                if not chunk:
                    break
                self.stderr_bytes += len(chunk)
                lines = (partial + chunk).split(b"\n")
                partial = lines.pop()[: STDERR_LINE * 4]
                for raw in lines:
                    self._stderr_line(raw)
        except (OSError, ValueError):
            pass
        if partial:
            self._stderr_line(partial)

    def _stderr_line(self, raw: bytes) -> None:
        line = raw[: STDERR_LINE * 4].decode("utf-8", "replace").rstrip()[:STDERR_LINE]
        if line:
            self._stderr_tail.append(line)
            if self._log is not None:
                try:
                    self._log(line)
                except Exception:  # a log that fails must not stop the draining
                    pass

    def _write_stdin(self) -> None:
        stdin = self._proc.stdin
        try:
            while True:
                data = self._outbox.get()
                if data is None:
                    break
                stdin.write(data)
                stdin.flush()
        except (OSError, ValueError):
            pass  # the bot is gone; the reader sees its end
        try:
            stdin.close()
        except OSError:
            pass

    def _send(self, message: dict) -> None:
        self._sent += 1
        self._outbox.put((json.dumps(message, separators=(",", ":")) + "\n").encode())

    def _next_line(self, until: float):
        """The next line from the bot, ``_EOF``, or None at ``until``."""
        if self._eof:
            return _EOF
        try:
            item = self._lines.get(timeout=max(0.0, until - time.monotonic()))
        except queue.Empty:
            return None
        self._took(item)
        if item is _EOF or item is _FLOOD:
            self._eof = True
            return _EOF
        return item

    # ----------------------------------------------------------------- faults
    def _stderr_meanwhile(self, before: int) -> str:
        """What the bot did on stderr while it was not answering: a bot busy
        logging is told apart from a silent one."""
        wrote = self.stderr_bytes - before
        if wrote <= 0:
            return " (and wrote nothing on stderr)"
        size = f"{wrote / 1e6:.1f} MB" if wrote >= 100_000 else f"{wrote} bytes"
        return f" (it wrote {size} on stderr meanwhile)"

    def _unended(self, nothing: str = "") -> str:
        """What the bot sent without ending the line (a reply is read only
        once its newline comes), else ``nothing``."""
        pending = self._pending
        if pending:
            return f" (it sent {_short(pending)} with no newline after it)"
        return nothing

    def _note(self, kind: str, detail: str, hand: int | None) -> None:
        self.faults.append({"bot": self.bot_name or self.name, "seat": self.seat, "hand": hand,
                            "fault": kind, "detail": detail})

    def _finish_stderr(self) -> None:
        """Once the bot has exited: wait (briefly) until its last stderr lines
        are read, so that fault notes and the log have its last words."""
        self._stderr_reader.join(timeout=STDERR_DRAIN_SECONDS)

    def _gone(self, when: str, hand: int | None) -> None:
        """Replace a bot whose output has ended: it exited, or it flooded."""
        if self._flooded:
            self._replace("flooded", f"sent more lines than the game holds ({MAX_QUEUED_LINES} "
                          f"lines or {MAX_QUEUED_BYTES >> 20} MB unread) {when}", hand)
        elif self._unasked >= MAX_UNASKED:
            self._replace("flooded", f"sent {self._unasked} lines nobody asked for", hand)
        else:
            self._replace("exited", self._exit_detail(when), hand)

    def _exit_detail(self, when: str) -> str:
        try:
            status = self._proc.wait(timeout=1.0)
        except subprocess.TimeoutExpired:
            status = None
        else:
            self._finish_stderr()
        text = f"closed its output {when}" if status is None else \
            f"exited with status {status} {when}"
        if self._stderr_tail:
            text += f" (its last words: {_short(self._stderr_tail[-1], 100)})"
        return text

    def _replace(self, kind: str, detail: str, hand: int | None) -> None:
        self._note(kind, detail + "; replaced by the random bot", hand)
        self.replaced = True
        self.close()

    # ------------------------------------------------------------- protocol
    def hello(self) -> bool:
        """Wait (once) for the reply to hello. False if the bot was replaced."""
        if self._hello_done:
            return not self.replaced
        self._hello_done = True
        line = self._next_line(self._started + self.hello_limit)
        if line is _EOF:
            self._gone("before answering hello", None)
        elif line is None:
            silent = " (nothing came on its stdout: does it flush each line?)"
            self._replace("no answer", f"did not answer hello within {self.hello_limit:g} s"
                          f"{self._unended(silent)}", None)
        else:
            self._got += 1
            self.answered_hello = True
            try:
                reply = json.loads(line)
                name = reply["name"]
                if not isinstance(name, str):
                    raise TypeError
            except (ValueError, TypeError, KeyError, RecursionError):
                self._note("malformed", 'the hello reply should be {"name": "..."}, '
                           f"not {_short(line)}", None)
            else:
                # shown in notes, one a line: no line breaks nor terminal escapes
                shown = "".join(c for c in " ".join(name.split()) if c.isprintable())
                self.bot_name = shown[:60] or None
        return not self.replaced

    def exited_before_hello(self) -> str | None:
        """If the bot exited before answering hello: why (for a one-line error)."""
        self.hello()
        for note in self.faults:
            if note["fault"] == "exited" and note["hand"] is None:
                return note["detail"].split("; replaced")[0]
        return None

    def _drain_unsolicited(self, hand: int) -> None:
        """Drop late replies already queued; note lines nobody asked for."""
        while not self._eof:
            try:
                item = self._lines.get_nowait()
            except queue.Empty:
                return
            self._took(item)
            if item is _EOF or item is _FLOOD:
                self._eof = True
            elif self._got < self._sent:
                self._got += 1  # a late reply to an earlier request
            else:
                self._unasked += 1
                if self._unasked >= MAX_UNASKED:
                    self._eof = True  # no more is read from it: it is replaced
                elif self._unasked <= 3:  # the first few are noted; the rest are counted
                    self._note("malformed", f"a line nobody asked for: {_short(item)}", hand)

    def decide(self, view: PlayerView, deadline: float | None = None):
        """The bot's action; the protocol's time limit applies, not ``deadline``."""
        if not self.replaced and not self._hello_done:
            self.hello()
        if self.replaced:
            return self.fallback.decide(view)
        hand = view.hand_number
        self._drain_unsolicited(hand)
        if self._eof:
            self._gone("between requests", hand)
            return self.fallback.decide(view)
        self._send({"type": view.request, "view": view.to_json()})
        err_before = self.stderr_bytes
        until = time.monotonic() + self.time_limit
        while True:
            line = self._next_line(until)
            if line is _EOF:
                self._gone(f"instead of answering {view.request}", hand)
                return self.fallback.decide(view)
            if line is None:
                meanwhile = self._unended() + self._stderr_meanwhile(err_before)
                if self._got < self._sent - 1:
                    self._replace("no answer", f"no reply to {self._sent - self._got} requests "
                                  f"in a row ({self.time_limit:g} s each){meanwhile}", hand)
                    return self.fallback.decide(view)
                self._note("late", f"no {view.request} reply within {self.time_limit:g} s"
                           f"{meanwhile}; played {_code(view.legal[0])}", hand)
                return view.legal[0]
            self._got += 1
            if self._got == self._sent:
                break  # else: a late reply to an earlier request, dropped
        action, problem = read_reply(line, view)
        if problem is None:
            return action
        kind, detail = problem
        self._note(kind, f"{detail}; played {_code(view.legal[0])}", hand)
        return view.legal[0]

    # --------------------------------------------------------------- closing
    def close(self) -> None:
        """Send quit, then terminate (and kill) the bot if it lingers, and
        with it every process it started."""
        if self._closed:
            return
        self._closed = True
        proc = self._proc
        if proc.poll() is None and not self._flooded:
            self._outbox.put(b'{"type":"quit"}\n')
        self._outbox.put(None)
        try:
            proc.wait(timeout=0.0 if self._flooded else QUIT_GRACE_SECONDS)
        except subprocess.TimeoutExpired:
            self._signal(signal.SIGTERM)
            try:
                proc.wait(timeout=1.0)
            except subprocess.TimeoutExpired:
                self._signal(_SIGKILL)
                proc.wait()
        self._signal(_SIGKILL)  # what it started and left running (a launcher's child)
        sweep(self._cookie)  # and what left its group (a daemon)
        if self._job is not None:
            self._job.close()
        if self._reaper is not None:
            self._reaper.forget(proc.pid)
        self._finish_stderr()
        # A stream is closed only once its reader has seen its end: closing a
        # buffered stream waits for a read in progress, which may never end
        # if a process outside the group still holds the pipe.
        self._stdout_reader.join(timeout=STDERR_DRAIN_SECONDS)
        for stream, reader in ((proc.stdout, self._stdout_reader),
                               (proc.stderr, self._stderr_reader)):
            if not reader.is_alive():
                try:
                    stream.close()
                except OSError:
                    pass

    def _signal(self, sig) -> None:
        """Send ``sig`` to the bot's process group (POSIX), else to the bot."""
        proc = self._proc
        if os.name == "posix":
            try:
                os.killpg(proc.pid, sig)  # its own session: the group id is its pid
            except (ProcessLookupError, PermissionError):
                pass  # nothing left in the group
        elif proc.poll() is None:
            proc.kill() if sig == _SIGKILL else proc.terminate()

    def __del__(self):  # a last resort; callers should close()
        proc = getattr(self, "_proc", None)
        if proc is not None and proc.poll() is None:
            proc.kill()


_SIGKILL = getattr(signal, "SIGKILL", signal.SIGTERM)  # Windows has no SIGKILL
_PR_SET_PDEATHSIG = 1


def _own_group() -> dict:
    """Popen arguments that start the bot in a session of its own (POSIX) and,
    on Linux, have it killed if the thread that starts it dies (the game
    killed outright). Only the main thread's lifetime is the game's, so only
    there is the death signal asked for."""
    if os.name != "posix":
        return {"creationflags": getattr(subprocess, "CREATE_NEW_PROCESS_GROUP", 0)}
    args: dict = {"start_new_session": True}
    prctl = _prctl()
    if prctl is not None and threading.current_thread() is threading.main_thread():
        parent = os.getpid()

        def die_with_parent() -> None:  # runs in the child, between fork and exec
            prctl(_PR_SET_PDEATHSIG, int(_SIGKILL), 0, 0, 0)
            if os.getppid() != parent:  # the game died before the call took effect
                os._exit(1)

        args["preexec_fn"] = die_with_parent
    return args


_PRCTL: list = []


def _prctl():
    """libc's ``prctl`` on Linux (loaded once, before any fork), else None."""
    if not _PRCTL:
        fn = None
        if sys.platform.startswith("linux"):
            try:
                fn = ctypes.CDLL(None, use_errno=True).prctl
            except (OSError, AttributeError):
                fn = None
        _PRCTL.append(fn)
    return _PRCTL[0]


def _code(action) -> str:
    return action.code if isinstance(action, Card) else json.dumps(action)


def read_reply(line: bytes, view: PlayerView):
    """``(action, None)`` for a good reply to ``view.request``, else
    ``(None, (kind, detail))`` with kind "malformed" or "illegal".

    >>> from game.engine import Match
    >>> m = Match(seed=1)
    >>> v = m.view(m.turn)
    >>> read_reply(b'{"bid": 3}', v)
    (3, None)
    >>> read_reply(b'{"bid": 1}', v)[1]
    ('illegal', 'bid 1 is not legal (legal: 2 to 13)')
    >>> read_reply(b'{"card": "AS"}', v)[1][0]
    'malformed'
    """
    request = view.request
    key = REPLY_KEYS[request]
    try:
        reply = json.loads(line)
    except RecursionError:
        return None, ("malformed", f"JSON nested too deeply to read: {_short(line)}")
    except (ValueError, UnicodeDecodeError):
        return None, ("malformed", f"not JSON: {_short(line)}")
    if not isinstance(reply, dict) or key not in reply:
        return None, ("malformed", f'a {request} reply is {{"{key}": ...}}, not {_short(line)}')
    value = reply[key]
    legal = view.legal
    if request == "play":
        if not isinstance(value, str):
            return None, ("malformed", f"a card is a code such as \"KD\", not {_short(value)}")
        try:
            card = Card.parse(value)
        except ValueError:
            return None, ("malformed", f"{_short(value)} is not a card")
        if card not in legal:
            return None, ("illegal", f"{card.code} is not legal "
                                     f"(legal: {' '.join(c.code for c in legal)})")
        return card, None
    if request == "bid":
        if type(value) is not int:
            return None, ("malformed", f"a bid is a whole number, not {_short(value)}")
        if value not in legal:
            shown = value if abs(value) < 10**6 else f"{str(value)[:8]}…"
            return None, ("illegal", f"bid {shown} is not legal "
                                     f"(legal: {min(legal)} to {max(legal)})")
        return value, None
    if type(value) is not bool:
        return None, ("malformed", f"a redeal decision is true or false, not {_short(value)}")
    return value, None
