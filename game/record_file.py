"""A game record file to watch (``play --replay FILE``, or a file dropped on
the window): a record exported from the replay, the last game, or a
``match --record`` file (one game a line, docs/RULES.md).

``RecordFile.open(path)`` reads the file (a regular file only, up to
``MAX_FILE_BYTES``) and checks its first game; ``game(i)`` gives game ``i``
(from 0) read and replayed by the engine, as ``check`` does
(``record.read_line``, ``record.replay``), once it is asked for: a file of
a thousand games opens as fast as a file of one. What is wrong is a
``RecordFileError``: ``str(e)`` is one English line for the command line
("FILE:LINE: is not a valid game record (hand 2 trick 4: …)"), ``e.phrase``
the same said in the player's language (``strings.say``).
"""

from __future__ import annotations

import codecs
import errno
import json
import os
from pathlib import Path

from .engine.record import RecordError, format_version, newer_format, read_line, replay
from .readfile import read_regular
from .strings import Phrase

MAX_FILE_BYTES = 64 << 20  # a match --record file of about 2,000 games of 20 hands
MAX_GAME_BYTES = 16 << 20  # one game, as a record the storage reads (files.MAX_GAME_BYTES)
MAX_DETAIL = 160  # characters of the engine's reason, on one line
PIECE_BYTES = 1 << 20  # the file is decoded and split into lines this much at a time
LINE_ENDS = "\r\n\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"  # what ``str.splitlines`` splits at


def _short(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= MAX_DETAIL else text[:MAX_DETAIL - 1] + "\u2026"


def split_lines(raw: bytes) -> tuple[list[tuple[int, str]], list[str]]:
    """The non-blank lines of ``raw`` (UTF-8, a BOM or not), each with its
    number as ``str.splitlines`` counts them (from 1), and the decoded text
    in pieces. It is decoded and split ``PIECE_BYTES`` at a time: a dropped
    file is read on a thread beside the window's, and no one step of a
    64 MB file holds the interpreter long enough to stall a frame.
    ``UnicodeDecodeError`` if it is not UTF-8.

    >>> split_lines("\\ufeffa\\r\\n\\n b\\rc".encode())[0]
    [(1, 'a'), (3, ' b'), (4, 'c')]
    """
    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    lines: list[tuple[int, str]] = []
    pieces: list[str] = []
    carry, n = "", 0
    for at in range(0, len(raw), PIECE_BYTES):
        last = at + PIECE_BYTES >= len(raw)
        piece = decoder.decode(raw[at:at + PIECE_BYTES], final=last)
        pieces.append(piece)
        parts = (carry + piece).splitlines(keepends=True)
        # the last part may go on in the next piece (a "\r" there may end in "\n")
        carry = parts.pop() if parts and not last else ""
        for part in parts:
            n += 1
            if part.strip():
                lines.append((n, part.rstrip(LINE_ENDS)))
    return lines, pieces


class RecordFileError(Exception):
    """What is wrong with a record file, and where (``line``: of the game)."""

    def __init__(self, path, why: Phrase, line: int | None = None):
        self.path, self.why, self.line = str(path), why, line
        super().__init__(f"{self.path}:{line}: {why}" if line else f"{self.path}: {why}")

    @property
    def phrase(self) -> Phrase:
        """The notice for the screen: "Cannot watch the game on line 3 of
        m.jsonl: it is not a valid game record (…)"."""
        name = Path(self.path).name or self.path
        what = Phrase("file.watch_line", line=self.line, file=name) if self.line else name
        return Phrase("file.cannot_watch", what=what, why=self.why)


class RecordFile:
    """The games of a record file, each read and checked when asked for."""

    def __init__(self, path, lines: list[tuple[int, str]]):
        self.path = str(path)
        self.name = Path(self.path).name or self.path
        self.lines = lines  # (line number, text) of each game
        self._games: dict[int, tuple] = {}  # index -> (record, match) or the error

    def __len__(self) -> int:
        return len(self.lines)

    @classmethod
    def open(cls, path) -> RecordFile:
        """The file's games, its first game checked; ``RecordFileError`` if
        the file cannot be read or its first game cannot be watched."""
        path = os.fspath(path)
        try:
            raw = read_regular(path, MAX_FILE_BYTES)
        except OSError as e:
            why = Phrase("file.folder") if os.path.isdir(path) or e.errno == errno.EISDIR \
                else Phrase("file.unreadable", detail=e.strerror or str(e))
            raise RecordFileError(path, why) from None
        if len(raw) > MAX_FILE_BYTES:
            raise RecordFileError(path, Phrase("file.too_large", mb=MAX_FILE_BYTES >> 20))
        try:
            lines, pieces = split_lines(raw)
        except UnicodeDecodeError:
            raise RecordFileError(path, Phrase("file.not_text")) from None
        del raw
        if not lines:
            raise RecordFileError(path, Phrase("file.empty"))
        if len(lines) > 1 and lines[0][1].lstrip().startswith("{") \
                and not lines[0][1].rstrip().endswith("}"):
            try:  # one record written over several lines (pretty-printed)
                text = "".join(pieces)
                if isinstance(json.loads(text), dict):
                    lines = [(lines[0][0], text)]
            except (ValueError, RecursionError):
                pass
        records = cls(path, lines)
        records.game(0)
        return records

    def ready(self, i: int) -> bool:
        """Has game ``i`` been read (``game(i)`` answers at once)?"""
        return i in self._games

    def game(self, i: int) -> tuple[dict, object]:
        """Game ``i`` (from 0): its record and the ``Match`` the engine
        rebuilt from it; ``RecordFileError`` (naming its line) if it cannot
        be watched. The answer is kept."""
        if i not in self._games:
            try:
                self._games[i] = self._read(i)
            except RecordFileError as e:
                self._games[i] = e
        got = self._games[i]
        if isinstance(got, RecordFileError):
            raise got
        return got

    def _read(self, i: int) -> tuple[dict, object]:
        n, line = self.lines[i]
        if len(line) > MAX_GAME_BYTES:
            raise RecordFileError(self.path, Phrase("file.too_large", mb=MAX_GAME_BYTES >> 20), n)
        try:
            record = read_line(line)
            newer = newer_format(record.get("format"))
            if newer:  # not damaged: this copy of the game is older than the record
                raise RecordFileError(self.path, Phrase("file.newer", v=newer,
                                                        version=format_version()), n)
            match = replay(record)
        except RecordError as e:
            raise RecordFileError(self.path, Phrase("file.not_record", detail=_short(e)),
                                  n) from None
        except (ValueError, RecursionError, TypeError, LookupError, AttributeError) as e:
            # belt and braces: a record the checks missed
            raise RecordFileError(self.path, Phrase("file.not_record", detail=_short(e)),
                                  n) from None
        return record, match
