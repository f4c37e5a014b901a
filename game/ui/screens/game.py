"""The table, saving as it goes: ``SavingTableScene``.

It is the table engineer's ``TableScene`` plus: an autosave after every
action (on the storage's writer thread), statistics counted as hands and
games finish, "Quit to menu" that keeps the game for Continue, a save on
any exit (window closed, Esc > Quit, Ctrl+C: the App's ``close`` runs
``on_exit``), and resuming a saved match at the hand in progress without
replaying the earlier hands on screen.
"""

from __future__ import annotations

import uuid

from ...engine import Match
from ...engine import events as ev
from ..table import TableScene
from .text import t


def players_of(options, autoplay: bool = False) -> list[str]:
    levels = list(options.bot_levels) + ["hard"] * 4
    south = f"bot:{levels[0]}" if autoplay else "human"
    return [south] + [f"bot:{lv}" for lv in levels[1:4]]


class SavingTableScene(TableScene):
    def __init__(self, home, match: Match | None = None, *, game_id: str = "",
                 resume: bool = False, seed: int | None = None, **kw):
        rules = None if match is not None else home.settings.rules
        super().__init__(match, rules=rules, seed=seed, **kw)
        self.home = home
        self.game_id = game_id or uuid.uuid4().hex
        self.resume = resume
        self._seen = 0  # events already saved and counted
        self._catch_up: int | None = None  # event count the director must reach at once
        self._factor = None
        self._told = None  # the last save failure shown to the player

    # ------------------------------------------------------------- life
    def on_enter(self) -> None:
        super().on_enter()
        self._seen = len(self.match.events)
        if self.resume:
            self._fast_forward()
        else:
            self.autosave()  # a new game is saved from its deal on

    def _fast_forward(self) -> None:
        """Show the saved game at its current hand: earlier hands go straight
        to the score sheet, the hand in progress is replayed instantly."""
        from ..table.board import SheetRow
        m, board, director = self.match, self.board, self.director
        starts = [i for i, e in enumerate(m.events) if type(e) is ev.HandStarted]
        if not starts:
            return
        for n, log in enumerate(m.hand_logs, 1):
            if log.thrown_in is None:
                row = SheetRow(n, log.dealer, None, log.bids, log.taken, log.points, log.scores)
            else:
                row = SheetRow(n, log.dealer, log.thrown_in["reason"],
                               bids=tuple(log.bids) or (None,) * 4, scores=log.scores)
            board.sheet.append(row)
        board.scores = list(m.scores)
        board.target = m.target
        director.drew = True
        director.cursor = starts[-1]
        self.hands_done = len(m.hand_logs)
        self._catch_up = len(m.events)
        self._factor, director.factor = director.factor, 0.0

    def on_exit(self) -> None:
        self.autosave()
        storage = self.home.storage
        if storage is not None:
            storage.flush(3.0)
        self.home.extra.pop("saved", None)  # the title reads the save again
        super().on_exit()

    # ----------------------------------------------------------- saving
    def autosave(self) -> None:
        storage = self.home.storage
        if storage is None:
            return
        extra = {"seed": self.seed}
        storage.autosave(self.match, players_of(self.options, self.autoplay), self.game_id,
                         extra)
        stats = self.home.load_stats()
        if not self.autoplay and stats.update(self.match, self.game_id):
            try:
                storage.save_stats(stats)
            except OSError:
                pass

    def update(self, dt: float) -> None:
        super().update(dt)
        if self._catch_up is not None:
            self.director.skip()
            if self.director.cursor >= self._catch_up and self.director.caught_up:
                self.director.factor = self._factor
                self._catch_up = None
        if len(self.match.events) != self._seen:
            self._seen = len(self.match.events)
            self.autosave()
        storage = self.home.storage
        error = storage.autosave_error if storage is not None else None
        if error is not None and error is not self._told:  # the writer thread failed
            self._told = error
            self.say(t("game.cannot_save", why=error.strerror or str(error)))

    # ----------------------------------------------------------- replay
    def handle_event(self, event) -> bool:
        import pygame
        if event.type == pygame.KEYDOWN and event.key == pygame.K_r \
                and not event.mod & pygame.KMOD_CTRL:
            self.open_replay()
            return True
        return super().handle_event(event)

    def open_replay(self) -> None:
        """R on the table: step through the finished hands of this game."""
        from ...engine.record import to_record
        record = to_record(self.match, players_of(self.options, self.autoplay))
        self.app.open("replay", record=record)

    # --------------------------------------------------------- leaving
    def to_menu(self) -> None:
        """Back to the title; the game stays saved (Continue resumes it)."""
        from .title import TitleScreen
        self.app.replace(TitleScreen(self.home))

    def play_again(self) -> None:
        self.app.replace(SavingTableScene(self.home, options=self._options,
                                          autoplay=self.autoplay, speed=self._speed,
                                          sounds=self._sounds))


def new_game(home, **kw) -> SavingTableScene:
    """A new game under the house rules of the settings."""
    return SavingTableScene(home, **kw)


def continue_game(home, saved, **kw) -> SavingTableScene:
    """The saved game (``storage.load_game()``), where the player left it."""
    seed = saved.extra.get("seed") if isinstance(saved.extra.get("seed"), int) else None
    return SavingTableScene(home, saved.match, game_id=saved.game_id, resume=True, seed=seed,
                            **kw)
