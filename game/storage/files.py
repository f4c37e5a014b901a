"""Files on disk: where they live, atomic writes, and bad files moved aside.

A write goes to a temporary file in the same folder, is flushed and
fsync'd, then ``os.replace``d over the old file: a crash or a kill at any
moment leaves either the old file or the new one, never a broken one.

A file that cannot be used is never overwritten: it is renamed
``NAME.bad-YYYYMMDD-HHMMSS`` first, so nothing a player had is lost.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

ENV_HOME = "FOURHUNDRED_HOME"
APP_NAME = "400"


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
    import platformdirs
    return Paths(Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
                 Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)))


def write_atomic(path: Path, text: str, *, sync: bool = True) -> None:
    """Replace ``path`` with ``text`` so that a reader (or a crash) never
    sees a half-written file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
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
    """A file that cannot be used as it is; the message says why, in plain words."""


def read_json(path: Path, kind: str, version: int):
    """The JSON object in ``path``, or None when there is no file.

    Raises ``BadFile`` when the file is unreadable, not JSON, not an object,
    not ``kind``, or from a newer version of the game.
    """
    path = Path(path)
    try:
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as e:
        raise BadFile(f"cannot be read ({e.strerror})") from None
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError:
        raise BadFile("is not text (damaged?)") from None
    except json.JSONDecodeError as e:
        if not raw.strip():
            raise BadFile("is empty") from None
        raise BadFile(f"is damaged or cut short (line {e.lineno}: {e.msg})") from None
    if not isinstance(data, dict):
        raise BadFile("is not a JSON object")
    v = data.get("version")
    if not isinstance(v, int) or isinstance(v, bool):
        raise BadFile("has no version number")
    if v > version:
        raise BadFile(f"was written by a newer version of the game (format {v}, "
                      f"this one reads {version})")
    if v < 1:
        raise BadFile(f"has a bad version number {v}")
    if data.get("kind", kind) != kind:
        raise BadFile(f"is not a {kind} file")
    return data
