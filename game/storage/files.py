"""Files on disk: where they live, atomic writes, and bad files moved aside.

A write goes to a temporary file in the same folder, is flushed and
fsync'd, then ``os.replace``d over the old file: a crash or a kill at any
moment leaves either the old file or the new one, never a broken one.

A file that cannot be used is never overwritten: it is renamed
``NAME.bad-YYYYMMDD-HHMMSS`` first, so nothing a player had is lost.

Reading is guarded: a file larger than its cap (``MAX_BYTES``, or
``MAX_GAME_BYTES`` for a saved game or a game record), one that is not
UTF-8, and JSON too deep to parse or with a number too long to convert are
all ``BadFile``, never an exception the game does not expect. A kill
between the temporary file and the rename leaves a ``.NAME.*.tmp`` behind:
``remove_stale_temps`` clears them when the game starts.
"""

from __future__ import annotations

import errno
import json
import os
import tempfile
import time
import weakref
from dataclasses import dataclass
from pathlib import Path

import platformdirs

try:  # the lock of the game's folder (``lock_folder``): POSIX, else Windows
    import fcntl
    msvcrt = None
except ImportError:
    fcntl = None
    import msvcrt

from ..readfile import read_regular
from ..strings import Phrase

ENV_HOME = "FOURHUNDRED_HOME"
APP_NAME = "400"
MAX_BYTES = 1 << 20  # settings, statistics: a few KB when sound
MAX_GAME_BYTES = 16 << 20  # a save or a game record: about 2.3 KB a hand


@dataclass(frozen=True)
class Paths:
    """The folders the game writes to."""
    config: Path  # settings.json
    data: Path  # save.json, stats.json, exported records

    @property
    def settings(self) -> Path:
        return self.config / "settings.json"

    @property
    def save(self) -> Path:
        return self.data / "save.json"

    @property
    def stats(self) -> Path:
        return self.data / "stats.json"

    @property
    def lessons(self) -> Path:
        return self.data / "lessons.json"

    @property
    def last_game(self) -> Path:
        return self.data / "last_game.json"

    @property
    def pending(self) -> Path:
        return self.data / "pending_reviews.json"

    @property
    def exports(self) -> Path:
        return self.data / "records"


def resolve_paths(config_dir: str | os.PathLike | None = None, env=None) -> Paths:
    """``config_dir`` (the ``--config-dir`` option) wins, then the
    ``FOURHUNDRED_HOME`` environment variable, then the per-user folders of
    platformdirs. An override holds everything in one folder."""
    env = os.environ if env is None else env
    chosen = config_dir if config_dir else env.get(ENV_HOME) or None
    if chosen:
        home = Path(chosen).expanduser()
        return Paths(home, home)
    return Paths(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
                 Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def not_a_folder(path) -> Path | None:
    """The part of ``path`` that is a file where a folder must be (the path
    itself, or the nearest part of it that exists), or None if ``path`` is
    a folder or can be made one."""
    whole = Path(path).expanduser()
    for part in (whole, *whole.parents):
        try:
            if part.exists():
                return None if part.is_dir() else part
        except OSError:
            return part
    return None


def cannot_make_folder(path) -> str | None:
    """Why ``path`` cannot be the game's folder (a broken or looping symbolic
    link, a read-only place, ...), after making it if need be; None if it
    is a folder now."""
    folder = Path(path).expanduser()
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except FileExistsError:
        return "a broken or looping symbolic link" if folder.is_symlink() else "not a folder"
    except (OSError, RuntimeError) as e:  # RuntimeError: a symbolic link loop (Python 3.11)
        return getattr(e, "strerror", None) or str(e)
    return None


LOCK_NAME = ".in-use"


# folder -> the lock file this process holds on it, while a Storage keeps it
_HELD: weakref.WeakValueDictionary = weakref.WeakValueDictionary()


def lock_folder(folder):
    """Take the game's lock on ``folder``: an open file the system releases
    when the game ends, however it ends (no stale lock after a crash). The
    file, kept open for the run (the same one if this process holds it
    already); ``False`` if another copy of the game holds it; None if no
    lock can be had here (a read-only folder: then nothing can be written
    anyway)."""
    try:
        key = str(Path(folder).resolve())
    except (OSError, RuntimeError):  # RuntimeError: a symbolic link loop (Python 3.11)
        return None
    held = _HELD.get(key)
    if held is not None:
        return held
    try:
        Path(folder).mkdir(parents=True, exist_ok=True)
        f = open(Path(folder) / LOCK_NAME, "a+b")
    except OSError:
        return None
    try:
        if fcntl is not None:
            fcntl.flock(f.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            f.seek(0)
            msvcrt.locking(f.fileno(), msvcrt.LK_NBLCK, 1)
    except OSError as e:
        f.close()
        return False if e.errno in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK,
                                    errno.EDEADLK) else None
    _HELD[key] = f
    return f


def temp_prefix(path: Path) -> str:
    """The start of the name of ``path``'s temporary files."""
    return f".{Path(path).name}."


def remove_stale_temps(*folders) -> int:
    """Delete the temporary files that a kill mid-write left in ``folders``
    (``.NAME.json.XXXXXXXX.tmp``; see ``write_atomic``); how many went. A
    write in progress in another copy of the game would then fail and be
    retried by its next save; nothing saved is touched."""
    removed = 0
    for folder in folders:
        try:
            entries = list(Path(folder).glob(".*.json.*.tmp"))
        except OSError:
            continue
        for tmp in entries:
            try:
                if tmp.is_file():
                    tmp.unlink()
                    removed += 1
            except OSError:
                pass
    return removed


def write_atomic(path: Path, text: str, *, sync: bool = True) -> None:
    """Replace ``path`` with ``text`` so that a reader (or a crash) never
    sees a half-written file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=temp_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            if sync:
                os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    if sync and hasattr(os, "O_DIRECTORY"):  # make the rename itself durable (POSIX)
        try:
            dfd = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        except OSError:
            return
        try:
            os.fsync(dfd)
        except OSError:
            pass
        finally:
            os.close(dfd)


def write_json(path: Path, data, *, sync: bool = True, compact: bool = False) -> None:
    if compact:
        text = json.dumps(data, separators=(",", ":"))
    else:
        text = json.dumps(data, indent=1)
    write_atomic(path, text + "\n", sync=sync)


def move_aside(path: Path, now: float | None = None) -> Path | None:
    """Rename a bad file to ``NAME.bad-YYYYMMDD-HHMMSS`` (with ``-2``, ``-3``
    … if that name is taken) and return the new path; None if it could not
    be moved (then it must not be overwritten either)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    target = path.with_name(f"{path.name}.bad-{stamp}")
    n = 2
    while target.exists():
        target = path.with_name(f"{path.name}.bad-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, target)
    except OSError:
        return None
    return target


class BadFile(Exception):
    """A file that cannot be used as it is; the message (a ``Phrase``) says
    why, in plain words."""

    def __init__(self, why: Phrase):
        super().__init__(why)
        self.why = why


def read_object(path: Path, max_bytes: int = MAX_BYTES):
    """The JSON object in ``path``, or None when there is no file; ``BadFile``
    when it cannot be read, is larger than ``max_bytes``, is not UTF-8 JSON,
    or is not an object."""
    path = Path(path)
    try:
        raw = read_regular(path, max_bytes)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as e:
        raise BadFile(Phrase("file.unreadable", detail=e.strerror or str(e))) from None
    if len(raw) > max_bytes:
        raise BadFile(Phrase("file.too_large", mb=max_bytes >> 20))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise BadFile(Phrase("file.not_text")) from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        if not text.strip():
            raise BadFile(Phrase("file.empty")) from None
        raise BadFile(Phrase("file.cut_short", line=e.lineno, detail=e.msg)) from None
    except ValueError:  # a number too long to convert (over 4,300 digits)
        raise BadFile(Phrase("file.long_number")) from None
    except RecursionError:
        raise BadFile(Phrase("file.too_deep")) from None
    if not isinstance(data, dict):
        raise BadFile(Phrase("file.not_object"))
    return data


def read_json(path: Path, kind: str, version: int, max_bytes: int = MAX_BYTES):
    """The JSON object in ``path``, or None when there is no file.

    Raises ``BadFile`` when the file is unreadable, too large, not JSON, not
    an object, not ``kind``, or from a newer version of the game.
    """
    data = read_object(path, max_bytes)
    if data is None:
        return None
    v = data.get("version")
    if not isinstance(v, int) or isinstance(v, bool):
        raise BadFile(Phrase("file.no_version"))
    if v > version:
        raise BadFile(Phrase("file.newer", v=v, version=version))
    if v < 1:
        raise BadFile(Phrase("file.bad_version", v=v))
    if data.get("kind", kind) != kind:
        raise BadFile(Phrase("file.wrong_kind", kind=kind))
    return data
