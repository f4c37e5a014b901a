"""Exported games and the last game's record, as a player (and a friend they
share a game with) meets them: the replay screen's E, ``main.py check`` on
the file, and Replay on the title when the last record is not usable."""

import errno
import json
import random

import pygame
import pytest

import game.storage as storage_module
from game import strings
from game.ai import make_bot
from game.cli import check
from game.engine import Match, Rules
from game.engine.record import dumps, replay, to_record
from game.engine.rules import PRESETS
from game.storage import configure
from game.ui.screens.replay import ReplayScreen
from game.ui.screens.title import TitleScreen
from tests.doubles import frames

PLAYERS = ["human", "bot:hard", "bot:medium", "bot:hard"]
# house rules a family might choose: not any preset
HOUSE = PRESETS["syrian41"].replace(target=31, deal_pattern=(3, 2, 2, 2, 2, 2))


def finished(seed: int = 0, rules: Rules = HOUSE) -> Match:
    """A game played to its end by four easy bots (a few hands; fast)."""
    bots = [make_bot("easy", random.Random(f"{seed}/{s}")) for s in range(4)]
    m = Match(rules, seed=seed)
    while not m.is_over:
        m.apply(bots[m.turn].decide(m.view(m.turn)))
    for b in bots:
        b.close()
    assert m.winner is not None
    return m


def press(app, k) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))
    frames(app)


def replay_last(app, home) -> ReplayScreen:
    """Replay last game, as the title opens it."""
    screen = ReplayScreen(home)
    app.push(screen)
    frames(app)
    return screen


def exported(home) -> list:
    return sorted(home.storage.paths.exports.glob("*"))


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_an_exported_game_is_checked_and_replays_under_its_house_rules(app, home, language,
                                                                       capsys):
    """The file E writes is what ``match --record`` writes (one line), so
    ``main.py check`` passes it, and a friend replays it under the same
    house rules; in Arabic the data is the same (keys, not words)."""
    m = finished()
    home.storage.finish_game(m, PLAYERS)
    screen = replay_last(app, home)
    press(app, pygame.K_e)
    files = exported(home)
    assert len(files) == 1 and str(files[0]) in screen.message
    assert "\n" not in screen.message
    text = files[0].read_text(encoding="utf-8")
    assert text == dumps(to_record(m, PLAYERS)) + "\n"  # as match --record writes a game
    capsys.readouterr()
    assert check.run([str(files[0])]) == 0
    assert "1 game, 0 wrong" in capsys.readouterr().out
    data = json.loads(text)
    assert Rules.from_dict(data["rules"]) == HOUSE and data["players"] == PLAYERS
    assert replay(data).scores == m.scores


def test_the_same_game_exported_twice_is_one_file_and_another_game_another(app, home):
    """Pressing E again does not litter the folder with copies; a second game
    gets a file of its own, and neither overwrites the other."""
    home.storage.finish_game(finished(0), PLAYERS)
    screen = replay_last(app, home)
    press(app, pygame.K_e)
    first = screen.message
    press(app, pygame.K_e)
    assert len(exported(home)) == 1 and screen.message == first
    other = ReplayScreen(home, to_record(finished(1), PLAYERS))
    app.push(other)
    frames(app)
    press(app, pygame.K_e)
    files = exported(home)
    assert len(files) == 2 and files[0] != files[1]
    assert {json.loads(f.read_text())["seed"] for f in files} == {0, 1}


def test_export_names_a_full_path_when_the_folder_was_given_relative(app, home, tmp_path,
                                                                    monkeypatch):
    """``--config-dir saves`` (a relative folder): the line says where the
    file is as a full path, one the player can find from anywhere."""
    monkeypatch.chdir(tmp_path)
    home.storage = configure("saves")
    screen = ReplayScreen(home, to_record(finished(), PLAYERS))
    app.push(screen)
    frames(app)
    press(app, pygame.K_e)
    [path] = (tmp_path / "saves" / "records").glob("*.json")
    assert str(path) in screen.message and str(tmp_path) in screen.message


@pytest.mark.parametrize("error", [OSError(errno.ENOSPC, "No space left on device"),
                                   PermissionError(errno.EACCES, "Permission denied")])
def test_an_export_the_disk_refuses_says_what_and_where_and_loses_nothing(app, home,
                                                                         monkeypatch, error):
    """A full disk or a read-only folder: one line saying what was wrong and
    in which folder, no traceback; the game is still there to export once
    the disk has room."""
    home.storage.finish_game(finished(), PLAYERS)
    screen = replay_last(app, home)

    def refuse(path, text, **kw):
        raise error

    monkeypatch.setattr(storage_module, "write_atomic", refuse)
    monkeypatch.setattr(storage_module, "write_json", lambda *a, **kw: refuse(None, None))
    press(app, pygame.K_e)
    said = screen.message
    assert "\n" not in said and error.strerror in said
    assert str(home.storage.paths.exports) in said
    assert exported(home) == [] and home.storage.last_record() is not None
    monkeypatch.undo()
    press(app, pygame.K_e)
    [path] = exported(home)
    assert str(path) in screen.message and replay(json.loads(path.read_text())).winner is not None


def test_a_last_game_from_a_newer_version_is_said_so_kept_aside_and_not_offered(app, home):
    """A record written by a newer 400 (format 2): the notice says a newer
    version wrote it (not that it is damaged), the file is kept aside, and
    the title offers no Replay that would fail."""
    record = to_record(finished(), PLAYERS)
    record["format"] = "400-record/2"
    path = home.storage.paths.last_game
    path.write_text(dumps(record) + "\n")
    title = TitleScreen(home)
    app.push(title)
    frames(app)
    assert "replay" not in [b.name for b in title.buttons]
    assert "newer version" in home.notice and "Replay is not offered" in home.notice
    assert "\n" not in home.notice and not path.exists()
    [kept] = path.parent.glob("last_game.json.bad-*")
    assert json.loads(kept.read_text()) == record
    strings.set_language("ar")
    assert strings.t("file.newer", v=2, version=1) in home.storage.notice()
