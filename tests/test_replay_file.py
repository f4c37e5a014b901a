"""Watching a game record from a file: ``play --replay FILE`` and a file
dropped on the window open the replay of its games (N and P go from game to
game), by the rules written in the record; a file that cannot be watched is
one line (exit status 2 from the command line, a notice on screen), and
watching writes nothing of the player's."""

from __future__ import annotations

import io
import json
import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, drawn_texts, frames, play_until  # noqa: E402
from events import key  # noqa: E402

from game import record_file  # noqa: E402
from game.cli import main, play  # noqa: E402
from game.cli.check import check_lines  # noqa: E402
from game.engine import PRESETS, Match, Rules  # noqa: E402
from game.engine.record import dumps, to_record  # noqa: E402
from game.storage.files import LOCK_NAME  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import ReplayScreen, TitleScreen, new_game  # noqa: E402


def settled(app, seconds: float = 30.0) -> None:
    """Frames until what a key or a drop started on a thread (a file read,
    a game replayed) is on screen, each with a pause as the window's clock
    gives one (the threads run in it)."""
    from game.ui.screens.replay import OpeningDialog

    def busy():
        return any(isinstance(s, OpeningDialog) for s in app.scenes) or \
            getattr(app.top, "loading", None) is not None
    frames(app)  # the key or the drop, read
    end = time.monotonic() + seconds
    while busy() and time.monotonic() < end:
        app.step(1 / 60)
        time.sleep(0.002)
    assert not busy()
    frames(app)


def game_record(seed: int, rules: Rules | None = None, hands: int = 3) -> dict:
    """A game of ``hands`` hands (its first one played out), at random."""
    rng = random.Random(seed)
    m = Match(rules or Rules(), seed)
    while not m.is_over and len(m.hand_logs) < hands:
        m.apply(rng.choice(m.legal_actions()))
    m.stop()
    record = to_record(m, ["hard", "easy", "hard", "easy"])
    assert record["hands"][0]["tricks"], "a first hand thrown in: choose another seed"
    return record


@pytest.fixture
def three_games(tmp_path):
    """A ``match --record`` file of three games: the second under other house
    rules than the player's (Syrian 41), a blank line between the first two."""
    games = [game_record(1), game_record(2, PRESETS["syrian41"]), game_record(3)]
    path = tmp_path / "friends.jsonl"
    path.write_text(dumps(games[0]) + "\n\n" + "".join(dumps(g) + "\n" for g in games[1:]))
    return path, games


def command(argv, capsys, monkeypatch):
    """``main(argv)`` where opening a window fails the test: (status, stderr lines)."""
    def no_window(*a, **kw):
        raise AssertionError("a window was opened")
    monkeypatch.setattr(play, "App", no_window)
    code = main(argv)
    return code, capsys.readouterr().err.strip().splitlines()


# ------------------------------------------------------------ command line
def bad_files(tmp_path) -> dict:
    good = dumps(game_record(1))
    rec = game_record(2)
    rec["hands"][0]["tricks"][0]["winner"] = (rec["hands"][0]["tricks"][0]["winner"] + 1) % 4
    newer = game_record(3)
    newer["format"] = "400-record/2"
    (tmp_path / "folder.jsonl").mkdir()
    files = {"missing": ("missing.jsonl", None, "cannot be read"),
             "folder": ("folder.jsonl", None, "is a folder"),
             "not JSON": ("notes.jsonl", "dear friend, here is our game\n", ":1: is not a valid"),
             "newer": ("newer.jsonl", dumps(newer) + "\n", ":1: was written by a newer"),
             "broken rules": ("broken.jsonl", "\n" + dumps(rec) + "\n" + good + "\n",
                              ":2: is not a valid game record (hand 1 trick 1: winner is"),
             "empty": ("empty.jsonl", "\n  \n", "is empty"),
             "not text": ("latin1.jsonl", b"\xe9t\xe9\n", "is not text"),
             "huge": ("huge.jsonl", good + "\n" + " " * (64 << 10) + "\n", "is too large")}
    for name, text, _ in files.values():
        if isinstance(text, str):
            (tmp_path / name).write_text(text)
        elif text is not None:
            (tmp_path / name).write_bytes(text)
    return files


BAD = ["missing", "folder", "not JSON", "newer", "broken rules", "empty", "not text", "huge"]


@pytest.mark.parametrize("kind", BAD)
def test_a_file_that_cannot_be_watched_is_one_line_naming_it_and_status_2(
        tmp_path, capsys, monkeypatch, kind):
    monkeypatch.setattr(record_file, "MAX_FILE_BYTES", 64 << 10)  # "huge" without 64 MB
    name, _, said = bad_files(tmp_path)[kind]
    path = tmp_path / name
    home = tmp_path / "home"
    code, lines = command(["play", "--config-dir", str(home), "--replay", str(path)],
                          capsys, monkeypatch)
    assert code == 2 and len(lines) == 1, lines
    assert lines[0].startswith(f"400 play: --replay {path}") and said in lines[0], lines[0]
    assert not home.exists()  # nothing of the player's was even made


def test_a_game_that_breaks_the_rules_is_said_as_check_says_it(tmp_path, capsys, monkeypatch):
    bad_files(tmp_path)
    path = tmp_path / "broken.jsonl"
    checked = io.StringIO()
    check_lines(path.read_text().splitlines(), str(path), checked)
    check_says = checked.getvalue().splitlines()[0].partition(":2: ")[2]
    code, lines = command(["play", "--replay", str(path)], capsys, monkeypatch)
    assert code == 2 and lines[0].endswith(f"({check_says})"), (lines, check_says)


@pytest.mark.parametrize("flag", [["--seed", "3"], ["--autoplay"], ["--hands", "2"],
                                  ["--rules", "syrian41"]])
def test_a_flag_that_starts_a_game_is_refused_beside_replay(three_games, capsys, monkeypatch,
                                                            flag):
    code, lines = command(["play", "--replay", str(three_games[0]), *flag], capsys, monkeypatch)
    assert code == 2 and len(lines) == 1
    assert "--replay" in lines[0] and flag[0] in lines[0]


def test_play_replay_opens_the_first_game_over_the_title_and_esc_leads_there(
        tmp_path, three_games, monkeypatch):
    seen = {}

    def run(self, scene):  # the window's loop, a few frames of it
        self.push(scene)
        frames(self)
        seen["stack"] = [type(s) for s in self.scenes]
        seen["title"] = self.top.title
        seen["first"] = self.top.record == three_games[1][0]
        key(pygame.K_ESCAPE)
        frames(self)
        seen["after"] = [type(s) for s in self.scenes]
        return 0

    monkeypatch.setattr(App, "run", run)
    code = main(["play", "--config-dir", str(tmp_path / "home"), "--lang", "en",
                 "--replay", str(three_games[0])])
    assert code == 0
    assert seen["stack"] == [TitleScreen, ReplayScreen] and seen["first"]
    assert seen["title"] == "Replay \u00b7 Game 1 of 3"
    assert seen["after"] == [TitleScreen]  # no dead end


# ------------------------------------------------------------- the screen
def labels(texts: list, record: dict) -> list:
    """The players' lines drawn, of the first hand's deal, South first."""
    return [next(t for t in texts if t.startswith(name) and " \u00b7 bid " in t)
            for name in ("You", "Layla", "Samir", "Karim")]


def test_the_next_game_key_shows_the_second_game_as_recorded(app, home, three_games,
                                                             monkeypatch):
    path, games = three_games
    app.push(TitleScreen(home))
    app.push(ReplayScreen(home, records=record_file.RecordFile.open(path)))
    frames(app)
    first = labels(drawn_texts(monkeypatch, app), games[0])
    picture = pygame.image.tobytes(app.surface, "RGB")
    key(pygame.K_n)
    settled(app)
    screen = app.top
    texts = drawn_texts(monkeypatch, app)
    second = labels(texts, games[1])
    assert screen.title == "Replay \u00b7 Game 2 of 3"
    assert screen.record == games[1] and (screen.hand, screen.trick) == (0, 0)
    h = games[1]["hands"][0]
    for seat, line in enumerate(second):  # each player's bid and tricks, as recorded
        assert f"bid {h['bids'][seat]} \u00b7 took {h['taken'][seat]}" in line
    held, _ = screen.state()
    assert [sorted(c.code for c in cards) for cards in held] == \
        [sorted(cards) for cards in h["hands"]]
    assert second != first and pygame.image.tobytes(app.surface, "RGB") != picture
    key(pygame.K_p)
    settled(app)
    assert screen.record == games[0] and screen.title == "Replay \u00b7 Game 1 of 3"


def test_a_bad_game_in_the_file_says_why_and_the_next_one_still_opens(app, home, tmp_path):
    games = [game_record(1), game_record(2), game_record(3)]
    games[1]["final_scores"][0] += 7
    path = tmp_path / "some-bad.jsonl"
    path.write_text("".join(dumps(g) + "\n" for g in games))
    app.push(ReplayScreen(home, records=record_file.RecordFile.open(path)))
    frames(app)
    key(pygame.K_n)
    settled(app)
    screen = app.top
    assert screen.bad is not None and "line 2 of some-bad.jsonl" in screen.bad
    assert "final_scores" in screen.bad
    key(pygame.K_n)
    settled(app)
    assert screen.bad is None and screen.record == games[2]


def drop(path) -> None:
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))


def test_a_record_dropped_on_the_title_opens_in_the_replay(app, home, three_games):
    app.push(TitleScreen(home))
    frames(app)
    drop(three_games[0])
    settled(app)
    assert [type(s) for s in app.scenes] == [TitleScreen, ReplayScreen]
    assert app.top.record == three_games[1][0] and len(app.top.records) == 3


def test_a_bad_file_dropped_is_a_notice_and_the_window_goes_on(app, home, tmp_path):
    app.push(TitleScreen(home))
    frames(app)
    (tmp_path / "empty.jsonl").write_text("")
    drop(tmp_path / "empty.jsonl")
    settled(app)
    assert [type(s) for s in app.scenes] == [TitleScreen]
    assert app.top.message == "Cannot watch empty.jsonl: it is empty"


def test_a_record_dropped_during_a_game_does_not_lose_it(app, home, three_games):
    table = new_game(home, thinker=InstantThinker(), sounds=Quiet(), speed="instant")
    app.push(table)
    play_until(app, table, lambda: len(table.match.actions) > 8)
    actions = list(table.match.actions)
    drop(three_games[0])
    frames(app)
    assert app.scenes == [table] and table.match.actions[:len(actions)] == actions
    assert table.toast[0].startswith("To watch a game record, first leave this game")
    assert home.storage.has_save()


def test_watching_a_record_leaves_the_saved_game_and_statistics_as_they_were(
        app, home, three_games, monkeypatch):
    table = new_game(home, thinker=InstantThinker(), sounds=Quiet(), speed="instant")
    app.push(table)
    play_until(app, table, lambda: len(table.match.hand_logs) >= 1
               and len(table.match.actions) > len(table.match.hand_logs) * 60)
    table.to_menu()
    frames(app)
    paths = home.storage.paths

    def files() -> dict:  # every file of the player's, and what it holds
        return {p: p.read_bytes() for p in paths.data.rglob("*")
                if p.is_file() and p.name != LOCK_NAME}
    kept = files()
    assert paths.save in kept and json.loads(kept[paths.stats])["counted"]["hands"]  # counted

    def run(self, scene):  # watch: games, hands and tricks, then back to the title
        self.push(scene)
        for k in (pygame.K_n, pygame.K_SPACE, pygame.K_PAGEDOWN, pygame.K_n, pygame.K_END,
                  pygame.K_p, pygame.K_ESCAPE):
            key(k)
            settled(self)
        assert type(self.top) is TitleScreen
        return 0

    monkeypatch.setattr(App, "run", run)
    assert main(["play", "--config-dir", str(paths.data), "--lang", "en",
                 "--replay", str(three_games[0])]) == 0
    assert files() == kept

