"""Files on disk: atomic writes, folders, and damaged files that lose nothing."""

import contextlib
import json
import os
import subprocess
import sys
import time

import pytest

from game.engine import PRESETS, Match
from game.options import Options
from game.storage import Settings, Stats, Storage, configure, resolve_paths, write_atomic
from game.strings import t
from game.ui.screens import text as _rows  # noqa: F401  (the rows' names)


def bad_files(folder, name):
    return sorted(folder.glob(f"{name}.bad-*"))


def test_folders_come_from_option_then_env_then_platformdirs(tmp_path):
    env = {"FOURHUNDRED_HOME": str(tmp_path / "env")}
    assert resolve_paths(tmp_path / "opt", env).settings == tmp_path / "opt" / "settings.json"
    assert resolve_paths(None, env).save == tmp_path / "env" / "save.json"
    p = resolve_paths(None, {})
    assert p.config.name == "400" and p.data.name == "400"
    assert configure(tmp_path).paths.stats == tmp_path / "stats.json"


def test_settings_round_trip(tmp_path):
    store = configure(tmp_path)
    assert store.load_settings() == Settings()  # no file: defaults, no notice
    assert store.notices == []
    s = Settings(rules=PRESETS["cutthroat"].replace(target=44, bid_values=(1,) * 12 + ("win",)),
                 options=Options(speed="fast", bot_levels=["easy", "hard", "medium", "hard"]))
    store.save_settings(s)
    data = json.loads(store.paths.settings.read_text())
    assert data["version"] == 1 and data["preset"] == "custom"
    assert configure(tmp_path).load_settings() == s
    store.save_settings(Settings(rules=PRESETS["syrian41"]))
    assert json.loads(store.paths.settings.read_text())["preset"] == "syrian41"


# every way a file can be bad: (name, text) -> the file is set aside
BROKEN = {
    "truncated": lambda good: good[: len(good) // 2],
    "garbage": lambda good: "\x00\x01 not json at all",
    "empty": lambda good: "",
    "future_version": lambda good: json.dumps({**json.loads(good), "version": 99}),
    "wrong_type": lambda good: json.dumps([1, 2, 3]),
    "no_version": lambda good: json.dumps({k: v for k, v in json.loads(good).items()
                                           if k != "version"}),
    "wrong_kind": lambda good: json.dumps({**json.loads(good), "kind": "photo"}),
}


def game_files(store):
    """Write a good settings, save and stats file; return their texts."""
    store.save_settings(Settings(rules=PRESETS["syrian41"], options=Options(speed="slow")))
    m = Match(seed=4)
    for _ in range(30):
        m.apply(m.legal_actions()[-1])
    store.save_game(m, ["human", "bot", "bot", "bot"], "g")
    stats = store.load_stats()
    stats.update(m, "g")
    stats.games_played = stats.games_won = stats.best_streak = stats.streak = 3
    store.save_stats(stats)
    return {p.name: p.read_text() for p in (store.paths.settings, store.paths.save,
                                           store.paths.stats)}


@pytest.mark.parametrize("how", sorted(BROKEN))
@pytest.mark.parametrize("name", ["settings.json", "save.json", "stats.json"])
def test_a_broken_file_is_set_aside_and_the_game_starts(tmp_path, name, how):
    good = game_files(configure(tmp_path))
    broken = BROKEN[how](good[name])
    (tmp_path / name).write_text(broken)
    store = configure(tmp_path)
    settings, saved, stats = store.load_settings(), store.load_game(), store.load_stats()
    # the player's bad file is kept, byte for byte, beside
    aside = bad_files(tmp_path, name)
    assert len(aside) == 1 and aside[0].read_text() == broken
    # one notice, one line, naming the file
    assert len(store.notices) == 1
    assert name in store.notices[0] and "\n" not in store.notices[0]
    # defaults for the unusable file, the others untouched
    if name == "settings.json":
        assert settings == Settings()
    else:
        assert settings.rules == PRESETS["syrian41"] and settings.options.speed == "slow"
    assert (saved is None) == (name == "save.json")
    assert (stats.games_played == 0) == (name == "stats.json")
    # the next start is clean
    again = configure(tmp_path)
    again.load_settings(), again.load_game(), again.load_stats()
    assert again.notices == []


def test_out_of_range_settings_keep_what_is_valid(tmp_path):
    store = configure(tmp_path)
    data = Settings(rules=PRESETS["cutthroat"].replace(target=44),
                    options=Options(speed="fast", hints=False), base="cutthroat").to_dict()
    data["rules"]["min_bid"] = 9  # out of range
    data["rules"]["deal_pattern"] = [5, 5]  # does not add up to 13
    data["options"]["volume"] = 3.5  # out of range
    data["options"]["turn_timer"] = "soon"  # wrong type
    text = json.dumps(data)
    store.paths.settings.write_text(text)
    s = store.load_settings()
    # the valid fields kept, the others from the preset the custom rules came from
    assert s.rules == PRESETS["cutthroat"].replace(target=44) and s.base == "cutthroat"
    assert (s.options.speed, s.options.hints) == ("fast", False)
    assert (s.options.volume, s.options.turn_timer) == (Options().volume, Options().turn_timer)
    assert len(store.notices) == 1
    note = store.notices[0]
    # each named as its row in Settings names it
    assert all(t(k) in note for k in ("rule.min_bid", "rule.deal_pattern", "option.volume",
                                      "option.turn_timer"))
    assert bad_files(tmp_path, "settings.json")[0].read_text() == text
    assert configure(tmp_path).load_settings() == s  # rewritten clean


@pytest.mark.parametrize("field", ["preset", "base"])
def test_a_preset_of_the_wrong_type_loses_only_the_preset(tmp_path, field):
    """A hand-edited ``"preset": ["syrian41"]`` is an unknown preset: the
    language, speed and house rules are kept, and the notice is in words."""
    store = configure(tmp_path)
    data = Settings(rules=PRESETS["cutthroat"].replace(target=44),
                    options=Options(speed="fast", language="ar"), base="cutthroat").to_dict()
    data[field] = ["syrian41"]
    store.paths.settings.write_text(json.dumps(data))
    s = store.load_settings()
    assert (s.options.speed, s.options.language) == ("fast", "ar")
    assert s.rules.target == 44
    assert len(store.notices) == 1 and "unhashable" not in store.notices[0]


def test_out_of_range_stats_keep_what_is_valid(tmp_path):
    store = configure(tmp_path)
    store.paths.stats.write_text(json.dumps({
        "version": 1, "kind": "stats", "games_played": 10, "games_won": 4, "streak": 1,
        "best_streak": 2, "hands_played": -5, "points_total": 80,
        "bids": {"3": [2, 4], "4": [9, 1], "x": 1}, "best_hand": {"points": 12},
        "worst_hand": {"points": -8, "bid": 8, "taken": 5, "win": False}}))
    s = store.load_stats()
    assert (s.games_played, s.games_won, s.streak, s.best_streak) == (10, 4, 1, 2)
    assert s.hands_played == 0 and s.points_total == 80
    assert s.bids == {"3": [2, 4]} and s.best_hand is None and s.worst_hand["points"] == -8
    assert len(store.notices) == 1 and bad_files(tmp_path, "stats.json")


def test_partly_bad_stats_on_a_full_disk_are_still_there_next_time(tmp_path, monkeypatch):
    """The usable part cannot be written back: the file is put back as it
    was, so the next run (with room on the disk) still finds the player's
    games, rather than statistics from zero and the games only in a copy."""
    import game.storage as storage

    stats = {"version": 1, "kind": "stats", "games_played": 10, "games_won": 4, "streak": 1,
             "best_streak": 2, "hands_played": -5, "points_total": 80}
    (tmp_path / "stats.json").write_text(json.dumps(stats))

    def full(*a, **k):
        raise OSError(28, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(storage, "write_json", full)
        store = configure(tmp_path)
        assert store.load_stats().games_played == 10  # this run plays on with them
    assert "No space left on device" in store.notice()
    assert "kept as" not in store.notice()  # no copy is claimed that is not there
    assert bad_files(tmp_path, "stats.json") == []
    again = configure(tmp_path)
    assert (again.load_stats().games_played, again.load_stats().games_won) == (10, 4)
    assert bad_files(tmp_path, "stats.json")  # now it could be set aside and rewritten


def test_a_bad_file_is_never_overwritten(tmp_path):
    """Two bad files in the same second get two different names."""
    for n in range(3):
        (tmp_path / "stats.json").write_text(f"broken {n}")
        configure(tmp_path).load_stats()
    aside = bad_files(tmp_path, "stats.json")
    assert sorted(p.read_text() for p in aside) == ["broken 0", "broken 1", "broken 2"]


def test_failed_write_leaves_the_old_file_and_no_litter(tmp_path, monkeypatch):
    target = tmp_path / "settings.json"
    write_atomic(target, "old")

    def boom(*a):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", boom)
    with pytest.raises(OSError):
        write_atomic(target, "new" * 1000)
    assert target.read_text() == "old"
    assert [p.name for p in tmp_path.iterdir()] == ["settings.json"]


KILLER = r"""
import sys
from pathlib import Path
from game.storage import write_atomic
path = Path(sys.argv[1])
a, b = '{"v": "' + "a" * 200000 + '"}', '{"v": "' + "b" * 300000 + '"}'
print("ready", flush=True)
n = 0
while True:
    write_atomic(path, a if n % 2 else b)
    n += 1
"""


def test_a_kill_mid_write_leaves_old_or_new(tmp_path):
    path = tmp_path / "stats.json"
    for delay in (0.05, 0.13, 0.21):
        proc = subprocess.Popen([sys.executable, "-c", KILLER, str(path)],
                                stdout=subprocess.PIPE, cwd=os.getcwd())
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(delay)
        proc.kill()
        proc.wait()
        proc.stdout.close()
        if path.exists():
            assert json.loads(path.read_text())["v"][0] in "ab"


def test_unwritable_folder_gives_a_notice_not_a_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    store = configure(blocker / "sub")  # a folder that cannot be created
    store.paths.settings  # noqa: B018
    assert store.load_settings() == Settings()
    assert store.load_game() is None
    with pytest.raises(OSError):
        store.save_settings(Settings())


@contextlib.contextmanager
def another_copy_holding(folder):
    """Another copy of the game holding ``folder`` (a process), killed
    outright at the end."""
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(folder)],
                              stdout=subprocess.PIPE, cwd=os.getcwd())
    try:
        assert holder.stdout.readline().strip() == b"holding"
        yield
    finally:
        holder.kill()  # killed outright
        holder.wait()
        holder.stdout.close()


HOLDER = r"""
import sys, time
from game.storage import configure
store = configure(sys.argv[1])
print("holding" if not store.read_only else "shared", flush=True)
time.sleep(600)
"""


def test_a_second_copy_of_the_game_keeps_nothing_and_says_so(tmp_path):
    """Two copies on one folder (a double-click too many): the second reads
    the player's files but writes none of them, so neither copy overwrites
    the other's games or statistics. A copy killed outright leaves no lock
    behind."""
    before = Storage(resolve_paths(tmp_path))  # what is on disk before the copies start
    before.save_stats(Stats(games_played=7, games_won=3))
    with another_copy_holding(tmp_path):
        second = configure(tmp_path)
        assert second.read_only
        assert "already open in another window" in second.notice()
        stats = second.load_stats()
        assert stats.games_played == 7  # it reads them
        stats.games_played = 0
        second.save_stats(stats)
        m = Match(seed=3)
        m.apply(m.legal_actions()[0])
        second.save_game(m)
        second.autosave(m)
        assert second.flush()
        assert not second.paths.save.exists()
        assert configure(tmp_path).load_stats().games_played == 7  # nothing overwritten
    assert not configure(tmp_path).read_only  # its lock went with it


def test_a_second_copy_moves_no_damaged_file_aside(tmp_path):
    """A damaged file read by the second copy is left where it is, for the
    copy that holds the folder: the notice says so, and nothing is moved."""
    damaged = '{"version": 1, "games_played": '  # cut short
    (tmp_path / "stats.json").write_text(damaged)
    with another_copy_holding(tmp_path):
        second = configure(tmp_path)
        assert second.read_only
        assert second.load_stats() == Stats()
        assert (tmp_path / "stats.json").read_text() == damaged
        assert bad_files(tmp_path, "stats.json") == []
        assert "left as it is for the window that has the game open" in second.notice()
