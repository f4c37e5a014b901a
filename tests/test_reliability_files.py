"""Every file the game reads, damaged every way we know (and ways Hypothesis
finds): the game starts, the damaged file is kept aside with its original
bytes, and the player is told in one line (issue 22: defects 2, 3, 8, 10).

Files: settings.json, save.json, stats.json and last_game.json (rules files
given with --rules are in test_reliability_rules.py). A directory in place
of a file, an empty file, UTF-16, a number too long to convert, nesting too
deep to parse, wrong types, a card that is not a card in a game record, and
a file larger than its cap.
"""

from __future__ import annotations

import json
import os
import random
import shutil
import stat

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from game.engine import PRESETS, Match, Phase  # noqa: E402
from game.engine.record import replay  # noqa: E402
from game.options import Options  # noqa: E402
from game.storage import Settings, configure, files  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import ReplayScreen, StatsScreen, TitleScreen, start, start_home  # noqa: E402

DT = 1 / 60
NAMES = ("settings.json", "save.json", "stats.json", "last_game.json")
PLAYERS = ["human", "bot:hard", "bot:hard", "bot:hard"]


def finished_match(seed: int = 4) -> Match:  # 8 hands
    m = Match(PRESETS["syrian41"].replace(target=21), seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        acts = m.legal_actions()
        m.apply(rng.choice((3, 4)) if m.phase is Phase.BIDDING else rng.choice(acts))
    return m


FINISHED = finished_match()


def write_good_files(folder) -> dict[str, bytes]:
    """A player's folder with all four files sound; their bytes by name."""
    store = configure(folder)
    store.finish_game(FINISHED, PLAYERS)  # last_game.json
    store.save_settings(Settings(rules=PRESETS["syrian41"], options=Options(speed="slow")))
    m = Match(seed=4)
    for _ in range(30):
        m.apply(m.legal_actions()[-1])
    store.save_game(m, PLAYERS, "g")
    stats = store.load_stats()
    stats.update(m, "g")
    stats.games_played = stats.games_won = stats.best_streak = stats.streak = 3
    store.save_stats(stats)
    return {n: (folder / n).read_bytes() for n in NAMES}


def huge_number(good: bytes) -> bytes:  # more than 4,300 digits: ValueError in json
    return good.rstrip()[:-1] + b', "n": 1' + b"0" * 5000 + b"}"


def wrong_types(good: bytes) -> bytes:
    data = json.loads(good)
    return json.dumps({k: (v if k in ("version", "kind", "format") else [[{}]])
                       for k, v in data.items()}).encode()


def long_strings(good: bytes) -> bytes:  # every field a 100,000-character string
    data = json.loads(good)
    return json.dumps({k: (v if k in ("version", "kind", "format") else "x" * 100_000)
                       for k, v in data.items()}).encode()


def bad_card(good: bytes) -> bytes:  # one card of the record made "ZZ"
    data = json.loads(good)
    data["hands"][0]["tricks"][0]["cards"][0] = "ZZ"
    return json.dumps(data).encode()


DAMAGE = {
    "truncated": lambda good: good[: len(good) // 2],
    "garbage": lambda good: b"\x00\x01\xff not json at all",
    "empty": lambda good: b"",
    "huge_number": huge_number,
    "deep_nesting": lambda good: b"[" * 100_000,
    "deep_object": lambda good: b'{"a":' * 50_000 + b"1" + b"}" * 50_000,
    "wrong_types": wrong_types,
    "long_strings": long_strings,
    "not_an_object": lambda good: b"[1, 2, 3]",
    "utf16": lambda good: good.decode("utf-8").encode("utf-16"),
    "directory": None,  # a folder where the file should be
}


def damage(folder, name: str, how: str, good: bytes):
    """Damage ``name`` in ``folder``; the bytes to find kept aside (None: a folder)."""
    path = folder / name
    if how == "directory":
        path.unlink()
        path.mkdir()
        (path / "inside.txt").write_bytes(b"kept")
        return None
    if how == "fifo":  # a named pipe: opened the usual way, it waits for a writer for ever
        path.unlink()
        os.mkfifo(path)
        return FIFO
    broken = DAMAGE[how](good) if how in DAMAGE else CASES_EXTRA[how](good)
    path.write_bytes(broken)
    return broken


CASES_EXTRA = {"bad_card": bad_card}
FIFO = object()


def kept_aside(folder, name: str) -> list:
    return sorted(folder.glob(f"{name}.bad-*"))


def start_game(folder):
    """Start the game on ``folder`` through the real app: the title, then
    Statistics and (if offered) Replay, each drawn. The home and the title's
    button names."""
    home = start_home(configure(folder))
    home.settings.options.sound = False
    app = App((1024, 640), options=home.settings.options)
    try:
        app.push(start(app, home))
        app.step(DT)
        app.step(DT)
        assert isinstance(app.top, TitleScreen)
        buttons = [b.name for b in app.top.buttons]
        app.open("stats")
        app.step(DT)
        assert isinstance(app.top, StatsScreen)
        app.pop()
        app.step(DT)
        if "replay" in buttons:
            app.open("replay")
            app.step(DT)
            assert isinstance(app.top, ReplayScreen)
            for _ in range(3):
                app.top.go(1)
                app.step(DT)
    finally:
        app.close()
    return home, buttons


CASES = [(name, how) for name in NAMES for how in DAMAGE] + [("last_game.json", "bad_card")] \
    + [(name, "fifo") for name in NAMES if hasattr(os, "mkfifo")]


@pytest.mark.parametrize("name,how", CASES)
def test_a_damaged_file_is_kept_aside_and_the_game_starts(tmp_path, name, how):
    good = write_good_files(tmp_path)
    broken = damage(tmp_path, name, how, good[name])
    home, buttons = start_game(tmp_path)  # the game starts
    aside = kept_aside(tmp_path, name)
    assert len(aside) == 1, f"{name} was not kept aside"
    if broken is None:
        assert aside[0].is_dir() and (aside[0] / "inside.txt").read_bytes() == b"kept"
    elif broken is FIFO:
        assert stat.S_ISFIFO(aside[0].stat().st_mode)
        assert "not a regular file" in home.notice
    else:
        assert aside[0].read_bytes() == broken  # byte for byte
    assert name in home.notice and "\n" not in home.notice  # the player is told, one line
    assert len(home.notice) < 400
    # what was valid is still there
    if name != "settings.json":
        assert home.settings.rules == PRESETS["syrian41"]
    if name != "stats.json":
        assert home.stats.games_played == 3
    assert ("continue" in buttons) == (name != "save.json")
    assert ("replay" in buttons) == (name != "last_game.json")
    # and the next start is clean
    again, _ = start_game(tmp_path)
    assert again.notice == ""


def test_a_file_over_its_size_cap_is_kept_aside_unread(tmp_path, monkeypatch):
    write_good_files(tmp_path)
    monkeypatch.setattr(files, "MAX_GAME_BYTES", 1 << 16)
    monkeypatch.setattr("game.storage.MAX_GAME_BYTES", 1 << 16)
    big = (tmp_path / "last_game.json").read_bytes()
    big = big.rstrip()[:-1] + b', "pad": "' + b"x" * (1 << 16) + b'"}'
    (tmp_path / "last_game.json").write_bytes(big)
    home, buttons = start_game(tmp_path)
    assert "replay" not in buttons and "too large" in home.notice
    assert kept_aside(tmp_path, "last_game.json")[0].read_bytes() == big


def test_the_title_reads_the_last_game_once_not_on_every_layout(tmp_path, monkeypatch):
    write_good_files(tmp_path)
    reads = []
    real = files.read_object
    monkeypatch.setattr("game.storage.read_object",
                        lambda path, *a: reads.append(path.name) or real(path, *a))
    home = start_home(configure(tmp_path))
    app = App((1024, 640), options=home.settings.options)
    try:
        app.push(start(app, home))
        for size in ((900, 600), (1200, 700), (1024, 640)):
            app.resize(*size)
            app.step(DT)
            app.open("stats")
            app.step(DT)
            app.pop()
            app.step(DT)
        assert "replay" in [b.name for b in app.top.buttons]
    finally:
        app.close()
    assert reads.count("last_game.json") == 1


def test_statistics_with_an_absurd_total_keep_the_rest_and_draw(tmp_path):
    write_good_files(tmp_path)
    data = json.loads((tmp_path / "stats.json").read_text())
    data["points_total"] = 10 ** 4000  # readable, but no float holds the average
    data["hands_played"] = 1
    (tmp_path / "stats.json").write_text(json.dumps(data))
    home, _ = start_game(tmp_path)  # draws the Statistics screen
    assert home.stats.games_played == 3 and home.stats.points_total == 0
    assert "points_total" in home.notice
    assert len(kept_aside(tmp_path, "stats.json")) == 1


def test_temporary_files_left_by_a_kill_go_at_the_next_start(tmp_path):
    good = write_good_files(tmp_path)
    litter = [tmp_path / f".{n}.k9x2ab_q.tmp" for n in NAMES]
    litter.append(tmp_path / "records" / ".400-20240101-120000.json.abcdefgh.tmp")
    litter[-1].parent.mkdir()
    for p in litter:
        p.write_text('{"version": 1, "half a wr')
    mine = tmp_path / "notes.tmp"  # not the game's: left alone
    mine.write_text("mine")
    start_game(tmp_path)
    assert not [p for p in litter if p.exists()]
    assert mine.read_text() == "mine"
    assert {n: (tmp_path / n).read_bytes() for n in NAMES if n != "save.json"} == \
        {n: good[n] for n in NAMES if n != "save.json"}


# ------------------------------------------------------- Hypothesis damage
GOOD: dict[str, bytes] = {}


def good_bytes(tmp_path_factory) -> dict[str, bytes]:
    if not GOOD:
        GOOD.update(write_good_files(tmp_path_factory.mktemp("good")))
    return GOOD


edits = st.lists(st.tuples(st.sampled_from(["flip", "cut", "insert", "delete"]),
                           st.floats(0, 1, exclude_max=True), st.binary(min_size=1, max_size=8)),
                 min_size=1, max_size=4)


def mutate(good: bytes, ops) -> bytes:
    data = bytearray(good)
    for op, where, blob in ops:
        i = int(where * max(1, len(data)))
        if op == "flip" and data:
            data[i % len(data)] ^= blob[0] or 1
        elif op == "cut":
            del data[i:]
        elif op == "insert":
            data[i:i] = blob
        elif data:
            del data[i:i + len(blob)]
    return bytes(data)


def check_start(folder, name: str, broken: bytes) -> None:
    """A start on the damaged file: it was used as it is, or kept aside with
    its bytes and one line told; nothing raised."""
    store = configure(folder)
    saved = record = None
    if name == "settings.json":
        store.load_settings()
    elif name == "stats.json":
        store.load_stats()
    elif name == "save.json":
        saved = store.load_game() if store.has_save() else None
    else:
        record = store.last_record()
    aside = kept_aside(folder, name)
    if aside:
        assert len(aside) == 1 and aside[0].read_bytes() == broken
        assert any(name in n for n in store.notices)
        assert all("\n" not in n for n in store.notices)
    else:
        assert store.notices == []
        assert (folder / name).read_bytes() == broken  # used as it was
    if name == "last_game.json" and record is not None:
        replay(record)  # what Replay is offered is a valid game
    if name == "save.json" and saved is not None:
        assert saved.match.hand_number >= 1


@pytest.mark.parametrize("name", NAMES)
@settings(max_examples=40, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=edits)
def test_random_damage_never_stops_the_game(tmp_path_factory, name, ops):
    good = good_bytes(tmp_path_factory)
    folder = tmp_path_factory.mktemp("case")
    for n, b in good.items():
        (folder / n).write_bytes(b)
    broken = mutate(good[name], ops)
    (folder / name).write_bytes(broken)
    try:
        check_start(folder, name, broken)
    finally:
        shutil.rmtree(folder, ignore_errors=True)


def record_values(data, path=()):
    """Every (path, value) leaf of a JSON record."""
    if isinstance(data, dict):
        for k, v in data.items():
            yield from record_values(v, path + (k,))
    elif isinstance(data, list):
        for i, v in enumerate(data):
            yield from record_values(v, path + (i,))
    else:
        yield path, data


REPLACEMENTS = st.one_of(st.sampled_from(["ZZ", "", None, True, -1, 99, 10**30, 1.5, [], {},
                                          "AH", "10S", "win"]),
                         st.text(max_size=4), st.integers(-20, 60))


@settings(max_examples=150, deadline=None, derandomize=True,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(picks=st.lists(st.tuples(st.floats(0, 1, exclude_max=True), REPLACEMENTS),
                      min_size=1, max_size=3))
def test_random_edits_of_a_game_record_never_reach_the_replay_screen(tmp_path_factory, picks):
    good = good_bytes(tmp_path_factory)
    data = json.loads(good["last_game.json"])
    leaves = list(record_values(data))
    for where, value in picks:
        path, _ = leaves[int(where * len(leaves))]
        node = data
        for k in path[:-1]:
            node = node[k]
        node[path[-1]] = value
    broken = json.dumps(data).encode()
    folder = tmp_path_factory.mktemp("record")
    (folder / "last_game.json").write_bytes(broken)
    try:
        check_start(folder, "last_game.json", broken)
    finally:
        shutil.rmtree(folder, ignore_errors=True)
