"""The reviews of a game's hands, judged in the bots' worker (no pygame).

``Reviews.ask(match, hand)`` returns the ``HandReview`` of a finished hand
(cached: asked again, it is the same one) and puts it first in line; a hand
still being played is refused with ``ReviewRefused`` and its reason as a
catalog key. ``queue(match, hand)`` lines a hand up without hurrying it (the
table does this after every hand, so that the game's accuracy can be
counted). ``update(idle)`` runs every frame: it collects a verdict that is
ready and, when ``idle`` (the bots are not thinking: your turn, a dialog, the
game over), sends the next decision to the worker. One decision is in the
worker at a time, so a bot's turn never waits long behind the review, and
the review shows its progress as the verdicts come in.

A review is reproducible: each decision is judged with a seed made from the
game's seed, the hand's number and the decision's place in the hand
(``decision_seed``), so the same hand reviewed again, at the table, after
Continue or from ``pending_reviews.json`` at the next start, gets the same
verdicts whatever was reviewed before it. (A match without a seed draws its
hands' seeds from ``rng``.)
"""

from __future__ import annotations

import random

from ..learn.review import BUDGET_MS, HandReview, judge_seeded, moves, split


def hand_seed(game_seed: int, hand: int) -> int:
    """The review seed of hand ``hand`` of the game dealt from ``game_seed``."""
    return random.Random(f"review:{game_seed}:{hand}").randrange(2 ** 31)


def decision_seed(seed: int, index: int) -> int:
    """The seed of the ``index``-th decision weighed in a hand whose review
    seed is ``seed`` (the same whenever it is sent, resent or sent again)."""
    return random.Random(f"decision:{seed}:{index}").randrange(2 ** 31)


class ReviewRefused(ValueError):
    """A review that cannot be made: ``key`` is the catalog key of why."""

    def __init__(self, key: str):
        super().__init__(key)
        self.key = key


class Reviews:
    def __init__(self, thinker, seat: int = 0, rng: random.Random | None = None,
                 budget_ms: int = BUDGET_MS, on_done=None):
        """``thinker()`` gives the worker (a ``Thinker``) or None while it
        starts; ``on_done(review)`` is called once per hand reviewed in full."""
        self.thinker = thinker
        self.seat = seat
        self.rng = rng if rng is not None else random.Random()
        self.budget_ms = budget_ms
        self.on_done = on_done
        self.by_hand: dict[int, HandReview] = {}
        self.seeds: dict[int, int] = {}  # each hand's review seed (``hand_seed``)
        self.line: list[int] = []  # hands waiting, first first
        self.pending = None  # (review, future) of the decision in the worker
        self.failed = False  # the worker could not judge: the reviews stop

    def _review(self, match, hand: int) -> HandReview:
        if hand < 1 or hand > len(match.hand_logs):
            raise ReviewRefused("review.not_over")
        review = self.by_hand.get(hand)
        if review is None:
            review = self.by_hand[hand] = HandReview(hand, *split(moves(match, hand, self.seat)))
            seed = match.seed if type(match.seed) is int else None
            self.seeds[hand] = hand_seed(seed, hand) if seed is not None \
                else self.rng.randrange(2 ** 31)
            if review.done and self.on_done is not None:
                self.on_done(review)  # nothing to weigh (a hand thrown in before your bid)
        return review

    def ask(self, match, hand: int) -> HandReview:
        """The review of ``hand``, first in line (after a failure, asking
        again tries the worker again: the bots may have restarted it)."""
        self.failed = False
        review = self._review(match, hand)
        if not review.done:
            review.stopped = False
            if hand in self.line:
                self.line.remove(hand)
            self.line.insert(0, hand)
        return review

    def queue(self, match, hand: int) -> None:
        """Line ``hand`` up. After a failure, a new hand tries the worker
        again (the bots may have restarted it); the hands stopped before wait
        until they are asked for."""
        self.failed = False
        review = self._review(match, hand)
        if not review.done and hand not in self.line:
            review.stopped = False
            self.line.append(hand)

    @property
    def busy(self) -> bool:
        return self.pending is not None or bool(self.line)

    def update(self, idle: bool) -> None:
        if self.pending is not None:
            review, future = self.pending
            if not future.done():
                return
            self.pending = None
            try:
                verdict = future.result()
            except Exception:  # the worker died, or the review failed: the reviews stop
                self._stop()
                return
            review.add(verdict)
            if review.done:
                if review.hand_number in self.line:
                    self.line.remove(review.hand_number)
                if self.on_done is not None:
                    self.on_done(review)
        if not idle or self.failed:
            return
        while self.line and self.by_hand[self.line[0]].done:
            self.line.pop(0)
        if not self.line:
            return
        thinker = self.thinker()
        if thinker is None:
            return  # still starting
        review = self.by_hand[self.line[0]]
        try:
            future = thinker.run(judge_seeded, review.next_decision(),
                                 decision_seed(self.seeds[review.hand_number],
                                               len(review.verdicts)), self.budget_ms)
        except Exception:  # a worker that cannot review (or is closing): no reviews
            self._stop()
            return
        self.pending = (review, future)

    def _stop(self) -> None:
        self.failed = True
        for hand in self.line:
            self.by_hand[hand].stopped = True
        self.line.clear()

    def cancel(self) -> None:
        if self.pending is not None:
            self.pending[1].cancel()
            self.pending = None


class Leftover:
    """The reviews a finished game's table left unfinished when it closed
    (the player left the game-over dialog at once), handed over with the
    table's worker so that they end as they would have at the table, and
    are counted in the statistics (their ``on_done``), whatever table or
    menu comes next. It is a task of ``tasks`` (the app's background work)
    until they end: each call polls them, never waiting; then it closes the
    worker and leaves ``tasks``. ``close()`` (the window closed) stops at
    once. ``idle()``, as ``Pending``'s: no decision is sent while a table on
    top has its bots thinking."""

    def __init__(self, reviews: Reviews, thinker, tasks: list, idle=None):
        self.reviews = reviews
        self.worker = thinker
        self.tasks = tasks
        self.idle = idle if idle is not None else (lambda: True)
        reviews.thinker = lambda: self.worker
        self.done = False
        tasks.append(self)

    def __call__(self, dt: float = 0.0) -> None:
        if self.done:
            return
        self.reviews.update(self.idle())  # (a verdict is collected even when not idle)
        if not self.reviews.busy:  # all reviewed, or the worker failed
            self.close()

    def close(self) -> None:
        if self.done:
            return
        self.done = True
        self.reviews.cancel()
        self.worker.close()
        if self in self.tasks:
            self.tasks.remove(self)


class Pending:
    """The reviews of finished games that the window closed on before they
    ended (kept on disk: ``Storage.pending_reviews``), done at the next start
    as ``Leftover`` does them: a task of ``tasks`` (the app's background
    work), polled each frame, never waiting, with a worker of its own that
    ``loader`` (a ``ThinkerLoader``) starts on a thread after the first frame.
    ``games`` are ``(game_id, match, hands)``, done in turn;
    ``count(game_id, review)`` is called once per hand reviewed in full.
    Then it closes the worker and leaves ``tasks``. ``close()`` (the window
    closed) stops at once: what is not counted stays on disk. ``idle()``
    says whether the table in play (if any) has its bots thinking: no
    decision is sent while they do (on two cores, a second search beside
    theirs would halve what they weigh in their time, and slow the frames)."""

    def __init__(self, games, loader, tasks: list, count, seat: int = 0,
                 rng: random.Random | None = None, idle=None):
        self.games = [(game_id, match, list(hands)) for game_id, match, hands in games]
        self.loader = loader
        self.idle = idle if idle is not None else (lambda: True)
        self.tasks = tasks
        self.count = count
        self.seat = seat
        self.rng = rng if rng is not None else random.Random()
        self.reviews: Reviews | None = None
        self.done = False
        self._polled = False
        self._broken = False  # the worker could not start
        tasks.append(self)

    def _worker(self):
        if not self._polled:
            return None  # the first frame is not held up by the worker's start
        try:
            return self.loader.get()
        except Exception:  # no worker: the reviews wait for the next start
            self._broken = True
            return None

    def __call__(self, dt: float = 0.0) -> None:
        if self.done:
            return
        idle = self.idle()
        while not self._broken:
            if self.reviews is not None:
                self.reviews.update(idle)  # (a verdict is collected even when not idle)
                if self.reviews.busy or self.reviews.failed:
                    break
            if not self.games:
                break
            game_id, match, hands = self.games.pop(0)
            self.reviews = Reviews(self._worker, self.seat, self.rng,
                                   on_done=lambda review, g=game_id: self.count(g, review))
            for hand in hands:
                try:
                    self.reviews.queue(match, hand)
                except ReviewRefused:  # (the storage checked it: belt and braces)
                    pass
        self._polled = True
        if self._broken or self.reviews is None or not self.reviews.busy:
            self.close()  # all reviewed, or the worker failed

    def close(self) -> None:
        if self.done:
            return
        self.done = True
        if self.reviews is not None:
            self.reviews.cancel()
        self.loader.close()
        if self in self.tasks:
            self.tasks.remove(self)
