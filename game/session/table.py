"""``TableSession``: one game at the table, between the engine and the screen.

It owns the ``Match``, who sits in each seat (``"human"``, a built-in bot
``"bot:LEVEL"`` asked through the worker, or a program ``"exec:COMMAND"``),
and the one path from a seat's decision to the engine: ``submit(seat,
action)``. It also runs what happens at the table without you: the bots'
turns (a bot's illegal or failed answer becomes the first legal action),
the turn timer, the automatic claim and the hand limit.

Whoever wants to know what happened listens: ``listen(fn)`` calls
``fn(session, events)`` after every action, with the events it caused
(autosave and statistics, ``game.session.keeping``). What the table should
say about it comes out of ``notes()`` as data: ``(key, fields)``.

The screen calls ``update(dt, ready)`` each frame, ``ready`` being true once
it has shown every event: the session never makes a move the player has
not yet seen the reason for. No pygame here, so a whole game can be played
headless:

>>> from game.engine import Match
>>> s = TableSession(Match(seed=3), ["bot:random"] * 4, thinker=Immediate())
>>> while not s.match.is_over and s.match.hand_number < 3:
...     _ = s.update(10.0, ready=True)
>>> s.match.hand_number >= 3
True
"""

from __future__ import annotations

import random
from collections import deque
from concurrent.futures import Future

from ..ai import make_bot
from ..engine import IllegalAction, Match, Phase
from ..engine import events as ev
from ..engine.reasons import Illegal
from .bots import FAILED, BotTurns, ExternalSeat, ThinkerLoader

HUMAN = "human"
BOT = "bot:"
EXEC = "exec:"


def level_of(player: str, default: str = "hard") -> str:
    """The bot level of a seat (``"bot:easy"`` -> ``"easy"``); for you or a
    program, ``default`` (the bot that stands in when your time runs out)."""
    return player[len(BOT):] if player.startswith(BOT) else default


class Immediate:
    """A thinker that decides at once on the caller's thread (tests, doctests):
    each built-in level as ``make_bot`` makes it."""

    def ask(self, level, view, seed, think_ms=None):
        f: Future = Future()
        f.set_result(make_bot(level, random.Random(seed), think_ms=think_ms).decide(view))
        return f

    def close(self) -> None:
        pass


class TableSession:
    """A game at the table: the match, its seats, and what they decide."""

    def __init__(self, match: Match, players: list[str], *, thinker=None,
                 stand_in: str = "hard", rng: random.Random | None = None,
                 factor: float = 1.0, turn_timer: float = 0, auto_claim: bool = False,
                 auto_single: bool = False, hands_limit: int | None = None,
                 exec_time_limit: float = 10.0, bot_log=None):
        """``players``: four seat specs. ``thinker``: the bots' worker (one is
        started on a thread when None). ``stand_in``: the level that plays
        for you when the turn timer runs out. ``factor``: the speed factor of
        the bots' pauses."""
        if len(players) != 4:
            raise ValueError("a table has four seats")
        self.match = match
        self.players = list(players)
        self.rng = rng if rng is not None else random.Random()
        self.loader = ThinkerLoader(thinker)
        external = {s: ExternalSeat(p[len(EXEC):], s, time_limit=exec_time_limit,
                                    rng=random.Random(f"{s}/{p}"), log=bot_log)
                    for s, p in enumerate(self.players) if p.startswith(EXEC)}
        levels = [level_of(p, stand_in) for p in self.players]
        self.bots = BotTurns(self.loader, levels, self.rng, factor, external)
        self.turn_timer = turn_timer
        self.auto_claim = auto_claim
        self.auto_single = auto_single  # your only legal card is played for you
        self._claimed = 0  # the hand in which you claimed the remaining tricks
        self.hands_limit = hands_limit
        self.hands_done = 0  # hands finished (scored or thrown in) in this sitting
        self.turn_left: float | None = None  # seconds left on your turn, with the timer
        self._timer_key = None
        self._claim_said = 0  # the hand the automatic claim was announced in
        self._listeners: list = []
        self._notes: deque = deque(maxlen=16)
        # before each of a person's actions in this hand: (hand, actions so far,
        # the RNG's state) - what ``undo`` returns to
        self._undo_points: list[tuple[int, int, object]] = []
        self.undone = False  # undo was used in this game
        for seat in external.values():
            if seat.start_error:
                self._notes.append(("bots.exec_failed", {"why": seat.start_error}))

    # ----------------------------------------------------------- seats
    def is_human(self, seat: int) -> bool:
        return self.players[seat] == HUMAN

    @property
    def waiting_on(self) -> int | None:
        """The seat to act, or None once the game is over."""
        return self.match.turn

    def human_turn(self, seat: int) -> str | None:
        """``"bid"``, ``"play"`` or ``"redeal"`` when ``seat`` (a person) must act."""
        m = self.match
        if m.turn != seat or not self.is_human(seat):
            return None
        return {Phase.BIDDING: "bid", Phase.PLAYING: "play", Phase.REDEAL: "redeal"}.get(m.phase)

    @property
    def limit_reached(self) -> bool:
        return self.hands_limit is not None and self.hands_done >= self.hands_limit

    # ---------------------------------------------------------- actions
    def listen(self, fn) -> None:
        """Call ``fn(session, events)`` after every action."""
        self._listeners.append(fn)

    def submit(self, seat: int, action) -> list:
        """``seat`` bids, plays or answers a redeal: the one way to the
        engine. Raises ``IllegalAction`` (with its reason) and changes
        nothing if the rules refuse; else returns the events it caused."""
        m = self.match
        phase = m.phase
        if self.is_human(seat) and phase is not Phase.OVER:
            point = (m.hand_number, len(m.actions), m.rng.getstate())
        else:
            point = None
        if phase is Phase.PLAYING:
            events = m.play(seat, action)
        elif phase is Phase.BIDDING:
            events = m.bid(seat, action)
        elif phase is Phase.REDEAL:
            events = m.redeal(seat, action)
        else:
            raise IllegalAction(Illegal.GAME_OVER, seat, action)
        self.hands_done += sum(1 for e in events if type(e) in (ev.HandScored, ev.ThrownIn))
        if point is not None:
            self._undo_points.append(point)
        for fn in self._listeners:
            fn(self, events)
        return events

    # ------------------------------------------------------------- undo
    def can_undo(self, seat: int) -> bool:
        """True when ``seat`` (a person) has a bid, card or redeal answer in
        this hand to take back. Once the next hand is dealt, there is none."""
        return self.is_human(seat) and not self.match.is_over and any(
            hand == self.match.hand_number for hand, _, _ in self._undo_points)

    def undo(self, seat: int) -> bool:
        """Take back ``seat``'s last action in this hand and every action
        since: the match returns to the exact state before it (the same
        cards, and the same deals to come, since the RNG is as it was). A bot
        decision in flight is dropped. False (nothing changed) when there is
        nothing to take back."""
        if not self.can_undo(seat):
            return False
        m = self.match
        while self._undo_points[-1][0] != m.hand_number:  # an earlier hand: too late
            self._undo_points.pop()
        _, n, state = self._undo_points.pop()
        rng = random.Random()
        rng.setstate(state)
        self.match = Match.rebuild(m.rules, m.actions[:n], seed=m.seed, rng=rng,
                                   scores=m.start_scores)
        self.bots.cancel()
        self.turn_left, self._timer_key = None, None
        self._claim_said = 0  # a claim taken back is said, and played quickly, when made again
        self.undone = True
        for fn in self._listeners:
            fn(self, [])
        return True

    def stop(self) -> None:
        """End the game here (a hand limit, or leaving it for good)."""
        if not self.match.is_over:
            n = len(self.match.events)
            self.match.stop()
            for fn in self._listeners:
                fn(self, self.match.events[n:])

    def notes(self) -> list[tuple[str, dict]]:
        """What the table should say since the last call: ``(key, fields)``."""
        out = list(self._notes)
        self._notes.clear()
        return out

    def note(self, key: str, **fields) -> None:
        self._notes.append((key, fields))

    # ----------------------------------------------------------- time
    def update(self, dt: float, ready: bool = True) -> list:
        """Advance the table by ``dt`` seconds: a bot's turn, your timer, the
        automatic claim. ``ready``: the screen shows every event so far.
        Returns the events of the action taken, if any."""
        m = self.match
        if not ready or m.is_over:
            return []
        seat = m.turn
        if self.is_human(seat):
            claimed = self._claim(seat)
            if claimed is not None:
                return claimed
            single = self._single(seat)
            if single is not None:
                return single
            if not self._timer_ran_out(seat, dt):
                return []
        # a claim being played out: the bots play at once, without a pause
        action, note = self.bots.poll(m, seat, dt, quick=self.claim_hand == m.hand_number)
        if note is not None:
            self.note(note)
        external = self.bots.external.get(seat)
        if external is not None:
            for fault in external.new_faults():
                self.note("bots.fault", seat=seat, fault=fault.get("fault", ""),
                          detail=fault.get("detail", ""))
        if action is None:
            return []
        return self._bot_acts(seat, action)

    def _bot_acts(self, seat: int, action) -> list:
        """A bot's decision, or the first legal action when it is not one."""
        if action is not FAILED:
            try:
                return self.submit(seat, action)
            except IllegalAction as e:  # a bot's mistake must not stop the game
                self.bots.errors.append(str(e))
        return self.submit(seat, self.match.legal_actions()[0])

    def can_claim(self, seat: int) -> bool:
        """True when ``seat`` (a player) may claim the remaining tricks now:
        the engine confirms its cards must take every one of them."""
        return self.human_turn(seat) == "play" and bool(self.match.claim(seat))

    def claim(self, seat: int) -> list:
        """Claim the remaining tricks: the cards are played out for ``seat``
        from now to the end of the hand. Refused (``[]``) unless the engine
        confirms the claim (``Match.claim``). Returns the first play's events."""
        if not self.can_claim(seat):
            return []
        self._claimed = self.match.hand_number
        return self._claim(seat) or []

    @property
    def claim_hand(self) -> int:
        """The hand whose remaining tricks a claim (yours or the automatic
        one) is playing out, 0 before any: they are played out quickly."""
        return self._claim_said

    def _single(self, seat: int) -> list | None:
        """A comfort option: your only legal card is played for you."""
        card = self._lone_card(seat)
        return None if card is None else self.submit(seat, card)

    def _lone_card(self, seat: int):
        """With "play a lone card" on, ``seat``'s only legal card on its turn
        to play (the session plays it); else None."""
        if not self.auto_single or self.human_turn(seat) != "play":
            return None
        legal = self.match.legal_actions()
        return legal[0] if len(legal) == 1 else None

    def _claim(self, seat: int) -> list | None:
        """The claim, once made (or always, with the automatic claim): when
        the engine says your cards must take every remaining trick, play
        them out for you."""
        if not self._claiming(seat):
            return None
        order = self.match.claim(seat)
        if not order:
            return None
        if self._claim_said != self.match.hand_number:
            self._claim_said = self.match.hand_number
            self.note("play.claim")
        return self.submit(seat, order[0])

    def _claiming(self, seat: int) -> bool:
        """``seat`` plays now in a hand you claimed, or with the automatic claim."""
        claiming = self.auto_claim or self._claimed == self.match.hand_number
        return claiming and self.human_turn(seat) == "play"

    def plays_out(self, seat: int) -> bool:
        """True when the session plays ``seat``'s turn now: the claim (yours,
        or the automatic one), or the only card it may play with "play a lone
        card" on. The player has no decision to make (no "your turn")."""
        return (self._claiming(seat) and bool(self.match.claim(seat))) \
            or self._lone_card(seat) is not None

    def _timer_ran_out(self, seat: int, dt: float) -> bool:
        """The turn timer (a comfort option): when your time is up, the
        stand-in bot chooses for you. False while you still have time."""
        if self.turn_timer <= 0:
            self.turn_left = None
            return False
        key = (len(self.match.events), seat)
        if self._timer_key != key:
            self._timer_key, self.turn_left = key, float(self.turn_timer)
        self.turn_left = max(0.0, self.turn_left - dt)
        return self.turn_left <= 0

    # ------------------------------------------------------------ hints
    def hint(self, seat: int):
        """Ask the worker for a suggestion for ``seat`` (a ``Decision`` whose
        result is ``(action, reason)``), or None when there is none to ask."""
        thinker = self.loader.peek()
        if thinker is None or not hasattr(thinker, "hint") or self.bots.fast:
            return None
        return thinker.hint(self.match.view(seat), self.rng.randrange(2 ** 31))

    def close(self) -> None:
        """Stop asking; close the worker and the programs at the table."""
        self.bots.close()
        self.loader.close()
