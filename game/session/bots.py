"""Who sits at the table besides you, asked without blocking the frame loop.

* ``ThinkerLoader`` imports and starts the bots' worker (``game.ai.worker``)
  on a thread, so the first frame is not held up by the search code.
* ``BotTurns`` asks the worker for one built-in bot's decision at a time and
  collects it when it is ready, after a natural pause (the pause lives here,
  at the table, not in the bot). If the worker process dies, the worker is
  started again (twice at most), then the easy bot (no search) plays the
  seat's turns here: the frame thread never runs a search.
* ``ExternalSeat`` is a seat played by a program (``exec:COMMAND``, the open
  bot protocol), asked on its own thread.

None of this imports pygame.
"""

from __future__ import annotations

import random
import threading
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool

from ..ai import LEVELS, make_bot
from ..ai.external import BotStartError, ExternalBot
from ..ai.worker import Thinker
from ..engine import Phase

BID_PAUSE = (0.55, 1.1)  # seconds at normal speed
PLAY_PAUSE = (0.3, 0.6)
REDEAL_PAUSE = (0.5, 0.8)
WORKER_RESTARTS = 2  # after that, the fast bot plays the bots' turns
FAST_BOT = "easy"  # rules of thumb, no search: safe to run on the frame thread
FAILED = object()  # a decision that raised: the table plays the first legal action


def pick_level(name: str, levels) -> str:
    """``name`` if it is a known bot level, else the strongest one available."""
    if name in levels:
        return name
    for fallback in ("hard", "medium", "easy", "random"):
        if fallback in levels:
            return fallback
    return levels[0]


def pause_for(phase: Phase) -> tuple[float, float]:
    """How long a bot seems to think before it acts, at normal speed."""
    return {Phase.BIDDING: BID_PAUSE, Phase.PLAYING: PLAY_PAUSE}.get(phase, REDEAL_PAUSE)


class ThinkerLoader:
    """Starts the worker on a thread; ``get()`` is None until it is ready."""

    def __init__(self, thinker=None):
        self._thinker = thinker
        self._levels: tuple = tuple(LEVELS)
        self._error: BaseException | None = None
        self._thread = None

    def start(self) -> None:
        """Begin loading (called after the first frame is on screen)."""
        if self._thinker is None and self._thread is None:
            self._thread = threading.Thread(target=self._load, name="400-thinker-load",
                                            daemon=True)
            self._thread.start()

    def _load(self) -> None:
        try:
            self._thinker = Thinker()
        except BaseException as e:  # reported by get() on the frame thread
            self._error = e

    def get(self):
        if self._error is not None:
            raise self._error
        if self._thread is None:
            self.start()
        return self._thinker

    def peek(self):
        """The Thinker if it is ready, without starting to load it."""
        return self._thinker

    @property
    def levels(self) -> tuple:
        return self._levels

    def detach(self):
        """Give the worker away (None if it is not ready): ``close()`` no
        longer closes it, its new keeper does (the reviews a finished game
        left, ``game.session.review.Leftover``)."""
        thinker, self._thinker = self._thinker, None
        return thinker

    def close(self) -> None:
        if self._thread is not None and self._thread.is_alive():
            self._thread.join(timeout=5)
        if self._thinker is not None:
            self._thinker.close()
            self._thinker = None


class ExternalSeat:
    """A seat played by a program, asked on a thread of its own. The
    ``ExternalBot`` turns its faults into legal actions and replaces a bot
    that exits or stops answering by the random bot; ``faults`` collects its
    notes."""

    def __init__(self, command: str, seat: int, *, time_limit: float = 10.0,
                 rng: random.Random | None = None, log=None):
        self.command = command
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix=f"400-exec-{seat}")
        self.bot: ExternalBot | None = None
        self._fallback = make_bot("random", rng or random.Random(seat))
        try:
            self.bot = ExternalBot(command, seat, time_limit, rng=rng, log=log)
        except BotStartError as e:
            self.start_error = str(e)
        else:
            self.start_error = None

    def ask(self, view) -> Future:
        if self.bot is None:
            f: Future = Future()
            f.set_result(self._fallback.decide(view))
            return f
        return self._pool.submit(self.bot.decide, view)

    def new_faults(self) -> list[dict]:
        """Fault notes since the last call (late, malformed, illegal, replaced)."""
        if self.bot is None:
            return []
        notes = list(self.bot.faults)
        self.bot.faults.clear()
        return notes

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)
        if self.bot is not None:
            threading.Thread(target=self.bot.close, daemon=True,
                             name="400-exec-close").start()


class BotTurns:
    """The one bot decision being waited for, if any."""

    def __init__(self, loader: ThinkerLoader, levels: list, rng, factor: float,
                 external: dict | None = None):
        self.loader = loader
        self.levels = levels  # per seat
        self.rng = rng
        self.factor = factor
        self.external = external or {}  # seat -> ExternalSeat
        self.pending = None  # (key, future or Decision, pause)
        self.elapsed = 0.0
        self.errors: list[str] = []
        self.restarts = 0  # times the worker was started again
        self.fast = False  # the worker is given up: the fast bot plays here

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending[1].cancel()
            self.pending = None

    def close(self) -> None:
        self.cancel()
        for seat in self.external.values():
            seat.close()

    def ask(self, match, seat: int, key) -> bool:
        """Start ``seat``'s decision; False while the worker is still loading."""
        view = match.view(seat)
        external = self.external.get(seat)
        if external is not None:
            decision = external.ask(view)
        elif self.fast:
            decision = Future()
            decision.set_result(make_bot(FAST_BOT, random.Random(
                self.rng.randrange(2 ** 31))).decide(view))
        else:
            thinker = self.loader.get()
            if thinker is None:
                return False  # still starting up
            level = pick_level(self.levels[seat], self.loader.levels)
            decision = thinker.ask(level, view, self.rng.randrange(2 ** 31))
        lo, hi = pause_for(match.phase)
        self.pending = (key, decision, self.rng.uniform(lo, hi) * self.factor)
        self.elapsed = 0.0
        return True

    def poll(self, match, seat: int, dt: float, quick: bool = False):
        """Ask for or collect ``seat``'s decision. Returns ``(action, note)``:
        the action once it is ready (else None), and a note for the status
        line (``"bots.restarted"``, ``"bots.fast"``) when the worker died.
        ``quick``: without the natural pause (a claim is being played out)."""
        key = (len(match.events), seat)
        if self.pending is not None and self.pending[0] != key:
            self.cancel()
        if self.pending is None:
            self.ask(match, seat, key)
            return None, None
        self.elapsed += dt
        _, decision, pause = self.pending
        if (self.elapsed < pause and not quick) or not decision.done():
            return None, None
        self.pending = None
        try:
            return decision.result(), None
        except BrokenProcessPool:  # the worker died: never search here
            return None, self._worker_died()
        except Exception as e:  # a bot failed: the caller plays a legal action
            self.errors.append(f"{type(e).__name__}: {e}")
            return FAILED, None

    def _worker_died(self) -> str:
        thinker = self.loader.peek()
        if self.restarts < WORKER_RESTARTS and thinker is not None and thinker.restart():
            self.restarts += 1
            return "bots.restarted"
        self.fast = True
        return "bots.fast"

