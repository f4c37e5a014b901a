"""Keeping a game as it is played: listeners of a ``TableSession``.

``Keeper`` saves the game after every action (the text is made here, the
disk work happens on the storage's writer thread) and counts the
statistics once per finished hand and game. When a write fails, the
session notes it (``"game.cannot_save"``) once per failure, and the game
goes on: the next action tries again. A finished game's hands still to
review are kept on disk (``Storage.keep_pending``) until each is counted:
if the window closes first, the next start reviews them
(``game.session.review.Pending``).
"""

from __future__ import annotations

import uuid

from ..engine import events as ev

# what changes the statistics: a hand finished, or the game did
_COUNTED = (ev.HandScored, ev.ThrownIn, ev.GameOver)


class Keeper:
    """Autosave and statistics for one game (``session.listen(keeper)``).
    ``storage`` is a ``game.storage.Storage`` (or None: nothing is kept);
    the game is saved with the session's players;
    ``load_stats()`` gives the ``Stats`` to count into; with
    ``count_stats=False`` (a game the bots play alone) nothing is counted."""

    def __init__(self, storage, load_stats, *, game_id: str = "",
                 extra: dict | None = None, count_stats: bool = True, on_flush=None):
        """``on_flush()`` is called once the saves are on disk (the game is
        left): e.g. to make the title read the save again."""
        self.storage = storage
        self.load_stats = load_stats
        self.on_flush = on_flush
        self.game_id = game_id or uuid.uuid4().hex
        self.extra = dict(extra or {})
        self.count_stats = count_stats
        self._told = None  # the last write failure told

    def __call__(self, session, events) -> None:
        if getattr(session, "undone", False):
            self.extra["undo"] = True  # the game is marked, in its save too
        self.save(session)
        if self.count_stats and any(type(e) in _COUNTED for e in events):
            self.count(session)

    def save(self, session) -> None:
        if self.storage is None:
            return
        self.storage.autosave(session.match, session.players, self.game_id, self.extra)
        if session.match.is_over and self.count_stats:  # no save to list them any more
            self.storage.keep_pending(self.game_id, session.match, session.players,
                                      self.extra.get("unreviewed"))
        self.check(session)

    def check(self, session) -> None:
        """Tell the table of a write the writer thread failed since the last
        check: the table asks every frame, so the failure of the last save of
        a game (its record, once it is won) is told too."""
        if self.storage is None:
            return
        error = self.storage.autosave_error
        if error is not None and error is not self._told:  # the writer thread failed
            self._told = error
            session.note("game.cannot_save", why=error.strerror or str(error))

    def count(self, session) -> None:
        stats = self.load_stats()
        if stats.update(session.match, self.game_id, undo=bool(self.extra.get("undo"))) \
                and self.storage is not None:
            try:
                self.storage.save_stats(stats)
            except OSError as e:
                session.note("game.cannot_save", why=e.strerror or str(e))

    def reviewed(self, session, review) -> None:
        """A hand's review is complete: count its points lost into this
        game's accuracy (once per hand)."""
        if not self.count_stats:
            return
        error = count_review(self.storage, self.load_stats, self.game_id, review)
        if error is not None:
            session.note("game.cannot_save", why=error.strerror or str(error))

    def flush(self, timeout: float = 3.0) -> None:
        if self.storage is not None:
            self.storage.flush(timeout)
        if self.on_flush is not None:
            self.on_flush()


def count_review(storage, load_stats, game_id: str, review) -> OSError | None:
    """Count a hand's complete review into its game's accuracy, once (the
    statistics know the hands counted), and, once that is on disk, take the
    hand off a finished game's pending reviews. The write's failure, if any
    (the hand then stays pending)."""
    if review.todo:
        stats = load_stats()
        if stats.add_review(game_id, review.hand_number, review.lost,
                            len(review.verdicts)) and storage is not None:
            try:
                storage.save_stats(stats)
            except OSError as e:
                return e
    if storage is not None:
        storage.pending_reviewed(game_id, review.hand_number)
    return None
