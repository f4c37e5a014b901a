"""Settings, the saved game and statistics on disk.

``storage = configure(config_dir)`` picks the folders (``--config-dir`` >
``FOURHUNDRED_HOME`` > the per-user folders of platformdirs) and returns a
``Storage``; the app keeps that object and calls it. Every file is JSON with
a ``version`` field and is written atomically (``files.write_atomic``).

Damaged files never stop the game and are never lost: what is valid is
kept, the rest falls back to defaults, the file is moved aside as
``NAME.bad-YYYYMMDD-HHMMSS`` and a one-line notice (``Storage.notices``)
tells the title screen. Every file is read with a size cap, and a game
record (``last_game.json``) is only offered for Replay once the engine has
replayed it (``game.engine.record.replay``); it is read once per run.
Temporary files left by a kill mid-write are removed when the game starts.
"""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

from ..engine.record import RecordError, dumps, format_version, newer_format, replay, to_record
from ..strings import Phrase, say
from . import lessons as _lessons
from . import pending as _pending
from . import saves as _saves
from . import settings as _settings
from . import stats as _stats
from .background import BackgroundWriter
from .files import (
    MAX_BYTES,
    MAX_GAME_BYTES,
    BadFile,
    Paths,
    lock_folder,
    move_aside,
    read_json,
    read_object,
    remove_stale_temps,
    resolve_paths,
    write_atomic,
    write_json,
)
from .lessons import LessonProgress
from .pending import PendingGame, usable_hands
from .saves import SavedGame, SaveError, SaveWriter, resume, save_data
from .settings import Settings
from .stats import Stats

_UNREAD = object()

__all__ = ["Storage", "configure", "save_game", "Settings", "Stats", "SavedGame", "SaveError",
           "Paths", "resolve_paths", "write_atomic", "write_json", "move_aside", "read_json",
           "BadFile", "resume", "save_data", "SaveWriter", "LessonProgress"]


def configure(config_dir: str | os.PathLike | None = None, env=None) -> Storage:
    """The storage for this run; ``config_dir`` is the ``--config-dir`` option.
    The folder is claimed for this copy of the game (``Storage.claim``), and
    temporary files that a kill mid-write left behind are removed."""
    paths = resolve_paths(config_dir, env)
    storage = Storage(paths)
    if storage.claim():  # a copy that shares the folder leaves the other's files alone
        remove_stale_temps(paths.config, paths.data, paths.exports)
    return storage


def save_game(match, path: Path, players=None, game_id: str = "", extra: dict | None = None,
              *, sync: bool = True) -> None:
    """Write ``match`` (a game in progress) to ``path`` atomically.
    (``Storage.save_game`` is faster after every action: it reuses its work.)"""
    SaveWriter(Path(path)).save(match, players, game_id, extra, sync=sync)


class Storage:
    """The game's files in one pair of folders (``paths``)."""

    def __init__(self, paths: Paths):
        self.paths = paths
        self.notices: list[Phrase] = []  # one line each, for the title screen
        self._writer = SaveWriter(paths.save)
        self._background: BackgroundWriter | None = None
        self._last: dict | None | object = _UNREAD  # last_game.json, once read
        self.read_only = False  # another copy of the game holds the folder (``claim``)
        self._lock = None
        self._exported: dict[str, Path] = {}  # a record's text -> where it was exported
        self._pending: dict[str, PendingGame] | None = None  # pending_reviews.json, once read

    def claim(self) -> bool:
        """Hold the folder for this run, as the one copy of the game that
        writes in it. If another copy already holds it, this one reads but
        keeps nothing (no save, statistics, settings or lessons written, no
        file moved aside), so that neither overwrites the other; a notice
        says so. ``configure`` calls it, before anything is loaded."""
        lock = lock_folder(self.paths.data)
        if lock is False:
            self.read_only = True
            self.notices.append(Phrase("file.in_use"))
            return False
        self._lock = lock  # held until the game ends (None: no lock to be had here)
        return True

    # ------------------------------------------------------------ helpers
    def _bad(self, path: Path, why: Phrase, what: Phrase) -> Path | None:
        """Move a bad file aside and say so; where it went, or None if it
        could not be moved (then nothing may be written over it)."""
        if self.read_only:  # another window holds the folder: its files are left to it
            self.notices.append(Phrase("file.bad", file=path.name, why=why, what=what,
                                       kept=Phrase("file.left_to_other")))
            return None
        moved = move_aside(path)
        kept = Phrase("file.kept", name=moved.name) if moved else Phrase("file.not_moved")
        self.notices.append(Phrase("file.bad", file=path.name, why=why, what=what, kept=kept))
        return moved

    def _load_kept(self, path: Path, module, build, default, what: Phrase, save,
                   max_bytes: int = MAX_BYTES):
        """``_load``, then the usable part written back (``save``) when the
        file was bad and moved aside. If that write fails (a full disk), the
        file is put back as it was: the next run reads it again, rather than
        finding nothing and starting the player's statistics from zero."""
        obj, moved = self._load(path, module.KIND, module.VERSION, build, default, what,
                                max_bytes)
        if moved:
            try:
                save(obj)
            except OSError as e:
                self._cannot_write(e)
                self._put_back(path, moved)
        return obj

    def _put_back(self, path: Path, moved: Path) -> None:
        """Undo ``_bad``'s move, and its notice's word that the file was kept."""
        try:
            os.replace(moved, path)
        except OSError:
            return
        for i, note in enumerate(self.notices):
            if note.key == "file.bad" and note.fields.get("kept") == \
                    Phrase("file.kept", name=moved.name):
                self.notices[i] = Phrase("file.bad", **{**note.fields,
                                                        "kept": Phrase("file.not_moved")})

    def _load(self, path: Path, kind: str, version: int, build, default, what: Phrase,
              max_bytes: int = MAX_BYTES):
        try:
            data = read_json(path, kind, version, max_bytes)
        except BadFile as e:
            return default(), self._bad(path, e.why, what)
        if data is None:
            return default(), False
        notes: list[Phrase] = []
        try:
            obj = build(data, notes)
        except Exception as e:  # belt and braces: no shape of file may stop the game
            return default(), self._bad(path, Phrase("file.not_read", detail=_one_line(e)),
                                        what)
        if notes:
            return obj, self._bad(path, Phrase("file.partly_unusable"), _joined(notes))
        return obj, False

    def notice(self) -> str:
        """All notices on one line, in the language in force ('' when there
        are none)."""
        return " · ".join(_one_line(say(n), 300) for n in self.notices)

    # ----------------------------------------------------------- settings
    def load_settings(self) -> Settings:
        return self._load_kept(self.paths.settings, _settings, Settings.from_dict, Settings,
                               Phrase("file.use_default_settings"), self.save_settings)

    def save_settings(self, settings: Settings) -> None:
        if self.read_only:
            return
        write_json(self.paths.settings, settings.to_dict())

    # --------------------------------------------------------- statistics
    def load_stats(self) -> Stats:
        return self._load_kept(self.paths.stats, _stats, Stats.from_dict, Stats,
                               Phrase("file.use_default_stats"), self.save_stats)

    def save_stats(self, stats: Stats) -> None:
        if self.read_only:
            return
        write_json(self.paths.stats, stats.to_dict())

    # ------------------------------------------------------------ lessons
    def load_lessons(self) -> LessonProgress:
        return self._load_kept(self.paths.lessons, _lessons, LessonProgress.from_dict,
                               LessonProgress, Phrase("file.lessons_restart"),
                               self.save_lessons)

    def save_lessons(self, progress: LessonProgress) -> None:
        if self.read_only:
            return
        write_json(self.paths.lessons, progress.to_dict())

    def reset_stats(self, counted: dict | None = None) -> Stats:
        """Statistics from zero. ``counted``: how far the game in progress
        was counted (``Stats.counted``), kept so that its hands played
        before the reset are not counted again when it is continued."""
        stats = Stats()
        if counted:
            stats.counted = dict(counted)
        self.save_stats(stats)
        return stats

    # ---------------------------------------- a finished game's last reviews
    def pending_reviews(self) -> list[PendingGame]:
        """The finished games whose last reviews the window closed on
        (``pending.py``), each with its record replayed: read once per run,
        a damaged file moved aside with one notice. A second copy of the
        game (read-only) has none: they are left to the copy that holds the
        folder."""
        if self.read_only:
            return []
        if self._pending is None:
            games = self._load_kept(self.paths.pending, _pending, _pending.from_dict, list,
                                    Phrase("file.reviews_dropped"), self._write_pending_now,
                                    MAX_GAME_BYTES)
            self._pending = {g.game_id: g for g in games}
        return list(self._pending.values())

    def keep_pending(self, game_id: str, match, players, hands) -> None:
        """A finished game's hands whose review has not ended (``hands``):
        kept on disk (on the writer thread) until each is counted
        (``pending_reviewed``), so that closing the window does not lose
        them; none left, the entry goes."""
        if self.read_only or not game_id:
            return
        self.pending_reviews()
        hands = usable_hands(hands, len(match.hand_logs))
        old = self._pending.get(game_id)
        if old is not None and old.hands == hands:
            return
        if not hands:
            if old is None:
                return
            del self._pending[game_id]
        else:
            record = old.record if old is not None else \
                json.loads(json.dumps(to_record(match, players)))
            self._pending.pop(game_id, None)  # the most recent last
            self._pending[game_id] = PendingGame(game_id, hands, record, match)
        self._write_pending()

    def pending_reviewed(self, game_id: str, hand: int) -> None:
        """A hand of a finished game is counted: it is no longer pending."""
        if self.read_only:
            return
        self.pending_reviews()
        game = self._pending.get(game_id)
        if game is None or hand not in game.hands:
            return
        game.hands = [h for h in game.hands if h != hand]
        if not game.hands:
            del self._pending[game_id]
        self._write_pending()

    def _pending_text(self, games) -> str:
        return json.dumps(_pending.to_dict(games), separators=(",", ":")) + "\n"

    def _write_pending(self) -> None:
        games = list(self._pending.values())
        text = self._pending_text(games) if games else None  # none left: the file goes
        self._background_writer().put(self.paths.pending, text)

    def _write_pending_now(self, games) -> None:
        """The usable part of a damaged file, written back at once."""
        if games:
            write_atomic(self.paths.pending, self._pending_text(games))

    # --------------------------------------------------------- saved game
    def has_save(self) -> bool:
        return self.paths.save.exists()

    def load_game(self) -> SavedGame | None:
        """The saved game, rebuilt exactly, or None (no save, or unusable:
        then it is moved aside and a notice says so)."""
        path = self.paths.save
        try:
            data = read_json(path, _saves.KIND, _saves.VERSION, MAX_GAME_BYTES)
        except BadFile as e:
            self._bad(path, e.why, Phrase("file.no_resume"))
            return None
        if data is None:
            return None
        try:
            saved = resume(data)
        except SaveError as e:
            self._bad(path, Phrase("file.not_resumed", detail=_one_line(e)),
                      Phrase("file.no_save"))
            return None
        except Exception as e:  # belt and braces: a save the checks missed
            self._bad(path, Phrase("file.not_resumed", detail=_one_line(e)),
                      Phrase("file.no_save"))
            return None
        if saved.notice:
            moved = self._bad(path, Phrase("file.partly_damaged"), saved.notice)
            if moved:
                try:
                    self.save_game(saved.match, saved.players, saved.game_id, saved.extra)
                except OSError as e:  # the damaged save is better than none
                    self._cannot_write(e)
                    self._put_back(path, moved)
        return saved

    def save_game(self, match, players=None, game_id: str = "", extra: dict | None = None,
                  *, sync: bool = True) -> None:
        """Save the game in progress; a won game clears the save and is kept as
        the last game (for the replay screen). A stopped game (the player
        left) is saved as it was, so Continue resumes it. Raises OSError
        if the disk refuses (the caller shows it; the game goes on)."""
        if match.is_over and match.winner is not None:
            self.finish_game(match, players)
            return
        if self.read_only:
            return
        self._writer.save(match, players, game_id, extra, sync=sync)

    def autosave(self, match, players=None, game_id: str = "", extra: dict | None = None):
        """Like ``save_game``, but the disk work happens on a writer thread (the
        text is made here, so the match may change right after). ``flush()``
        before quitting; ``autosave_error`` tells if the last write failed."""
        if self.read_only:
            if match.is_over and match.winner is not None:
                self._last = json.loads(json.dumps(to_record(match, players)))
            return
        background = self._background_writer()
        if match.is_over and match.winner is not None:
            text = json.dumps(to_record(match, players), separators=(",", ":"))
            # the save goes only once the record is on disk
            background.put(self.paths.last_game, text, then_delete=self.paths.save)
            self._last = json.loads(text)  # as it will be read back
            return
        background.put(self.paths.save, self._writer.text(match, players, game_id, extra))

    def _background_writer(self) -> BackgroundWriter:
        """The writer thread, started at the first write handed to it."""
        if self._background is None:
            self._background = BackgroundWriter()
        return self._background

    @property
    def autosave_error(self) -> OSError | None:
        """The writer thread's last failure (kept until a newer one)."""
        return self._background.error if self._background else None

    def flush(self, timeout: float = 5.0) -> bool:
        """Wait for the autosaves handed to the writer thread."""
        return self._background.flush(timeout) if self._background else True

    def finish_game(self, match, players=None) -> None:
        record = to_record(match, players)
        if not self.read_only:
            write_json(self.paths.last_game, record, compact=True)
        self._last = json.loads(json.dumps(record))  # as it will be read back
        self.clear_game()

    def clear_game(self) -> None:
        if self.read_only:
            return
        try:
            os.remove(self.paths.save)
        except FileNotFoundError:
            pass

    def last_record(self) -> dict | None:
        """The record of the last finished game, if there is a valid one: read
        once per run (the title asks on every layout), and replayed by the
        engine first. A bad one is moved aside with a notice."""
        if self._last is _UNREAD:
            self._last = self._read_last_record()
        return self._last

    def _read_last_record(self) -> dict | None:
        path = self.paths.last_game
        what = Phrase("file.no_replay")
        try:
            data = read_object(path, MAX_GAME_BYTES)
        except BadFile as e:
            self._bad(path, e.why, what)
            return None
        if data is None:
            return None
        newer = newer_format(data.get("format"))
        if newer:  # not damaged: this copy of the game is older than the record
            self._bad(path, Phrase("file.newer", v=newer, version=format_version()), what)
            return None
        try:
            replay(data)
        except RecordError as e:
            self._bad(path, Phrase("file.not_record", detail=_one_line(e)), what)
            return None
        except Exception as e:  # belt and braces: a record the checks missed
            self._bad(path, Phrase("file.not_record", detail=_one_line(e)), what)
            return None
        return data

    # ------------------------------------------------------------ records
    def export_record(self, record: dict, path: str | os.PathLike | None = None) -> Path:
        """Write a game record and return where it went, as a full path the
        player can find: ``path``, or a new file in the default folder
        ``paths.exports``. The file is the record on one line, as
        ``match --record`` writes each game (RULES.md), so ``check`` reads
        it. The same game exported again in this run goes to the same file
        (one game, one file), written anew in case it was removed."""
        text = dumps(record) + "\n"
        if path is None:
            path = self._exported.get(text)
        if path is None:
            stamp = time.strftime("%Y%m%d-%H%M%S")
            path = self.paths.exports / f"400-{stamp}.json"
            n = 2
            while path.exists():
                path = self.paths.exports / f"400-{stamp}-{n}.json"
                n += 1
        path = Path(path).absolute()
        write_atomic(path, text)
        self._exported[text] = path
        return path

    def _try(self, fn, *args) -> None:
        """Write without letting a full disk or a read-only folder crash the game."""
        try:
            fn(*args)
        except OSError as e:
            self._cannot_write(e)

    def _cannot_write(self, e: OSError) -> None:
        self.notices.append(Phrase("file.cannot_write", folder=str(self.paths.data),
                                   detail=e.strerror or str(e)))


def _joined(notes: list[Phrase]) -> Phrase:
    """Several notes as one phrase ("a; b")."""
    out = notes[0]
    for note in notes[1:]:
        out = Phrase("file.also", first=out, then=note)
    return out


def _one_line(e: BaseException, n: int = 120) -> str:
    """An exception's message on one short line."""
    text = " ".join(str(e).split()) or type(e).__name__
    return text if len(text) <= n else text[:n - 1] + "…"
