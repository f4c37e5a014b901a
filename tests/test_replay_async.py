"""Opening a record file without freezing the window: a file dropped on the
window is read (and its first game replayed) on a thread under an "Opening
FILE…" dialog, which Esc cancels; the next or previous game of a file is
replayed so too, the game shown staying until it is ready. The frame loop
never waits on either (the reader here waits on an event the test sets)."""

from __future__ import annotations

import os
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import fitted_texts, frames  # noqa: E402
from events import key  # noqa: E402
from test_replay_file import drop, game_record, settled  # noqa: E402

from game import record_file  # noqa: E402
from game.engine.record import dumps  # noqa: E402
from game.ui.screens import ReplayScreen, TitleScreen  # noqa: E402
from game.ui.screens.replay import OpeningDialog  # noqa: E402

SLOW = 5.0  # the longest a stubbed read waits for its release (a frame that waits fails)
FRAME = 0.5  # a frame that takes longer than this has waited on the read


class Gate:
    """A stubbed reader's release, and the threads that passed through it."""

    def __init__(self):
        self.released = threading.Event()
        self.entered = threading.Event()
        self.finished = threading.Event()  # the work let through has ended
        self.frame_thread = threading.get_ident()
        self.off_thread = []  # per call: was it off the frame thread?

    def wait(self) -> None:
        self.off_thread.append(threading.get_ident() != self.frame_thread)
        self.entered.set()
        self.released.wait(SLOW)


def slow_open(monkeypatch, gate: Gate, only: str | None = None) -> None:
    """``RecordFile.open`` waits on ``gate`` (for files named ``only``, or all)."""
    real = record_file.RecordFile.open.__func__

    def open_(cls, path):
        if only is not None and os.path.basename(str(path)) != only:
            return real(cls, path)
        gate.wait()
        try:
            return real(cls, path)
        finally:
            gate.finished.set()
    monkeypatch.setattr(record_file.RecordFile, "open", classmethod(open_))


def timed_frames(app, n: int = 30) -> float:
    """``n`` frames; the longest one, in seconds."""
    longest = 0.0
    for _ in range(n):
        t0 = time.perf_counter()
        app.step(1 / 60)
        longest = max(longest, time.perf_counter() - t0)
    return longest


def on_title(app, home) -> TitleScreen:
    title = TitleScreen(home)
    app.push(title)
    frames(app)
    return title


@pytest.fixture
def friends(tmp_path):
    """A ``match --record`` file of three games, and the games."""
    games = [game_record(seed) for seed in (1, 2, 3)]
    path = tmp_path / "friends.jsonl"
    path.write_text("".join(dumps(g) + "\n" for g in games))
    return path, games


# ------------------------------------------------------------------ a drop
def test_a_slow_drop_keeps_the_window_drawing_says_opening_then_opens_the_replay(
        app, home, friends, monkeypatch):
    path, games = friends
    gate = Gate()
    slow_open(monkeypatch, gate)
    on_title(app, home)
    drop(path)
    assert timed_frames(app, 2) < FRAME  # the drop's frame, too
    assert gate.entered.wait(SLOW)
    drawn = app.drawn_frames
    assert timed_frames(app) < FRAME  # the window goes on while the file is read
    assert app.drawn_frames > drawn and not gate.released.is_set()
    assert isinstance(app.top, OpeningDialog)
    assert "Opening friends.jsonl\u2026" in fitted_texts(monkeypatch, app)
    gate.released.set()
    settled(app)
    assert [type(s) for s in app.scenes] == [TitleScreen, ReplayScreen]
    assert app.top.record == games[0] and app.top.title == "Replay \u00b7 Game 1 of 3"
    assert gate.off_thread == [True]


def test_esc_while_a_file_opens_cancels_and_leaves_the_title_as_it_was(
        app, home, friends, monkeypatch):
    gate = Gate()
    slow_open(monkeypatch, gate)
    title = on_title(app, home)
    picture = pygame.image.tobytes(app.surface, "RGB")
    drop(friends[0])
    assert timed_frames(app, 2) < FRAME
    assert gate.entered.wait(SLOW)
    assert timed_frames(app, 5) < FRAME and isinstance(app.top, OpeningDialog)
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.scenes == [title]
    gate.released.set()  # the read ends after all: nothing comes of it
    assert gate.finished.wait(SLOW)
    frames(app, 10)
    assert app.scenes == [title] and title.message == ""
    assert pygame.image.tobytes(app.surface, "RGB") == picture


def test_a_second_drop_while_one_opens_replaces_it(app, home, friends, tmp_path,
                                                   monkeypatch):
    path, games = friends
    other = tmp_path / "other.jsonl"
    other.write_text(dumps(game_record(5)) + "\n")
    gate = Gate()
    slow_open(monkeypatch, gate, only="friends.jsonl")
    on_title(app, home)
    drop(path)
    assert timed_frames(app, 2) < FRAME  # the drop's frame, too
    assert gate.entered.wait(SLOW)
    drop(other)
    settled(app)
    assert [type(s) for s in app.scenes] == [TitleScreen, ReplayScreen]
    screen = app.top
    assert screen.records.name == "other.jsonl" and len(screen.records) == 1
    gate.released.set()  # the first file's read ends: the replay stays as it is
    assert gate.finished.wait(SLOW)
    frames(app, 10)
    assert app.scenes[-1] is screen and screen.records.name == "other.jsonl"


@pytest.mark.parametrize("kind", ["empty", "out of memory"])
def test_a_file_that_cannot_be_watched_is_its_one_line_notice_once_read(
        app, home, tmp_path, monkeypatch, kind):
    gate = Gate()
    path = tmp_path / "bad.jsonl"
    path.write_text("")
    if kind == "out of memory":  # not a record file's fault: said, not raised
        def open_(cls, p):
            gate.wait()
            raise MemoryError()
        monkeypatch.setattr(record_file.RecordFile, "open", classmethod(open_))
        said = "Cannot watch bad.jsonl: it cannot be read (MemoryError)"
    else:
        slow_open(monkeypatch, gate)
        said = "Cannot watch bad.jsonl: it is empty"
    title = on_title(app, home)
    drop(path)
    assert timed_frames(app, 2) < FRAME  # the drop's frame, too
    assert gate.entered.wait(SLOW)
    assert timed_frames(app, 5) < FRAME and title.message == ""
    gate.released.set()
    settled(app)
    assert app.scenes == [title] and title.message == said
    assert said in fitted_texts(monkeypatch, app)


# ------------------------------------------------------- N and P, the games
def slow_game(monkeypatch, gate: Gate, games: set[int]) -> None:
    """Replaying each game of ``games`` (from 0) waits on ``gate``."""
    real = record_file.RecordFile._read

    def read(self, i):
        if i not in games:
            return real(self, i)
        gate.wait()
        try:
            return real(self, i)
        finally:
            gate.finished.set()
    monkeypatch.setattr(record_file.RecordFile, "_read", read)


def watching(app, home, path) -> ReplayScreen:
    on_title(app, home)
    screen = ReplayScreen(home, records=record_file.RecordFile.open(path))
    app.push(screen)
    frames(app)
    return screen


def asked_for_a_slow_game_2(app, home, friends, monkeypatch):
    """Game 1 of the friends' file watched, N pressed, and game 2 held
    replaying in the background (until ``gate.released``); the frames
    meanwhile go on. (screen, the games, the gate)."""
    path, games = friends
    screen = watching(app, home, path)
    gate = Gate()
    slow_game(monkeypatch, gate, {1})
    key(pygame.K_n)
    assert timed_frames(app, 2) < FRAME
    assert gate.entered.wait(SLOW)
    return screen, games, gate


def test_n_on_a_game_that_replays_slowly_keeps_the_window_drawing_then_shows_it(
        app, home, friends, monkeypatch):
    screen, games, gate = asked_for_a_slow_game_2(app, home, friends, monkeypatch)
    assert timed_frames(app) < FRAME  # the window goes on while the game is replayed
    assert screen.record == games[0] and screen.title == "Replay \u00b7 Game 1 of 3"
    assert "Loading game 2 of 3\u2026" in fitted_texts(monkeypatch, app)
    key(pygame.K_RIGHT)  # the game shown can still be stepped through
    frames(app)
    assert screen.trick == 1
    gate.released.set()
    settled(app)
    assert screen.record == games[1] and screen.title == "Replay \u00b7 Game 2 of 3"
    assert (screen.hand, screen.trick) == (0, 0)
    assert not any(text.startswith("Loading") for text in fitted_texts(monkeypatch, app))
    assert gate.off_thread == [True]


def test_n_again_while_a_game_loads_goes_one_further_and_nothing_jumps_back(
        app, home, friends, monkeypatch):
    screen, games, gate = asked_for_a_slow_game_2(app, home, friends, monkeypatch)
    key(pygame.K_n)  # game 3, read at once
    settled(app)
    assert screen.record == games[2] and screen.title == "Replay \u00b7 Game 3 of 3"
    gate.released.set()  # game 2, no longer wanted, comes in late: not shown
    assert gate.finished.wait(SLOW)
    frames(app, 10)
    assert screen.record == games[2] and screen.loading is None
    key(pygame.K_p)  # game 2, read by now
    frames(app)
    assert screen.record == games[1]
