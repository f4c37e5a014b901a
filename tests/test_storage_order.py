"""Nothing a player keeps is lost: the writer thread writes the files in the
order they were handed over, so the end of one game (its record written,
then its save deleted) never deletes the next game's first save."""

import json
import random
import threading

from game.engine import PRESETS, Match, Phase
from game.engine.record import replay
from game.storage import background as bg
from game.storage import configure

PLAYERS = ["human", "bot:hard", "bot:hard", "bot:hard"]


def won_match(seed: int = 4) -> Match:
    m = Match(PRESETS["syrian41"].replace(target=21), seed=seed)
    rng = random.Random(seed)
    while not m.is_over:
        acts = m.legal_actions()
        m.apply(rng.choice((3, 4)) if m.phase is Phase.BIDDING else rng.choice(acts))
    assert m.winner is not None
    return m


class StalledDisk:
    """The writer's write function, stalled until ``release()``: what it was
    asked to write, in order, is in ``order``."""

    def __init__(self, monkeypatch):
        self.real = bg.write_atomic
        self.go = threading.Event()
        self.started = threading.Event()
        self.order = []
        monkeypatch.setattr(bg, "write_atomic", self.write)

    def write(self, path, text, sync=True):
        self.started.set()
        assert self.go.wait(10)
        self.order.append((path.name, text))
        self.real(path, text, sync=sync)

    def release(self):
        self.go.set()


def test_play_again_while_the_disk_lags_keeps_the_new_games_save(tmp_path, monkeypatch):
    """The finished game's last save is still waiting; its record (which
    deletes the save once written) and the new game's first save come
    after. The new game's save must be on disk at the end."""
    disk = StalledDisk(monkeypatch)
    save, record, stats = tmp_path / "save.json", tmp_path / "last_game.json", \
        tmp_path / "stats.json"
    writer = bg.BackgroundWriter()
    writer.put(stats, "stats")  # the thread is busy with this while the rest queue up
    assert disk.started.wait(10)
    writer.put(save, "the last position of the old game")
    writer.put(record, "the old game's record", then_delete=save)
    writer.put(save, "the new game's deal")
    disk.release()
    assert writer.flush()
    assert writer.error is None
    assert save.read_text() == "the new game's deal"
    assert record.read_text() == "the old game's record"
    # in the order handed over; the save overtaken was never written
    assert disk.order == [("stats.json", "stats"), ("last_game.json", "the old game's record"),
                          ("save.json", "the new game's deal")]


def test_the_newest_text_of_every_file_is_the_one_on_disk(tmp_path, monkeypatch):
    disk = StalledDisk(monkeypatch)
    a, b, c = (tmp_path / f"{n}.json" for n in "abc")
    writer = bg.BackgroundWriter()
    writer.put(c, "c0")
    assert disk.started.wait(10)
    for text in ("a1", "b1", "a2", "c1", "b2", "a3"):
        writer.put({"a": a, "b": b, "c": c}[text[0]], text)
    disk.release()
    assert writer.flush()
    assert (a.read_text(), b.read_text(), c.read_text()) == ("a3", "b2", "c1")
    assert [text for _, text in disk.order] == ["c0", "c1", "b2", "a3"]


def test_storage_play_again_on_a_stalled_disk_keeps_the_new_save(tmp_path, monkeypatch):
    """The same through the storage, as the table uses it: the old game's
    last autosave, the winning action (its record), the new game's deal."""
    disk = StalledDisk(monkeypatch)
    store = configure(tmp_path)
    won = won_match()
    before = Match.rebuild(won.rules, won.actions[:-1], seed=won.seed,
                           scores=won.start_scores)
    store.autosave(Match(won.rules, seed=99), PLAYERS, "older")  # keeps the writer busy
    assert disk.started.wait(10)
    store.autosave(before, PLAYERS, "old")
    store.autosave(won, PLAYERS, "old")
    new = Match(won.rules, seed=7)
    store.autosave(new, PLAYERS, "new")
    disk.release()
    assert store.flush()
    saved = store.load_game()
    assert saved is not None and saved.game_id == "new"
    assert saved.match.events == new.events
    assert replay(json.loads(store.paths.last_game.read_text())).events == won.events


def test_a_game_with_undo_continued_and_won_stays_out_of_the_win_rate(home):
    """Undo was used, the player quit to the menu and continued: the save's
    mark stays with the game, so its win is counted apart, not as a clean
    win in the win rate and the streak."""
    from game.ui.screens import continue_game

    won = won_match()
    before = Match.rebuild(won.rules, won.actions[:-1], seed=won.seed,
                           scores=won.start_scores)
    home.storage.save_game(before, PLAYERS, "g", {"undo": True, "seed": 5})
    saved = home.storage.load_game()
    table = continue_game(home, saved)
    keeper = table.keeper
    assert keeper.game_id == "g" and keeper.extra.get("seed") == table.seed == 5

    class Session:  # the table's session once the winning card is played
        match, players = won, PLAYERS

        def note(self, key, **fields):
            raise AssertionError((key, fields))

    keeper.count(Session())
    stats = home.load_stats()
    assert (stats.games_played, stats.games_undo) == (0, 1)
    assert stats.streak == 0
