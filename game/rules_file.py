"""``--rules PRESET|FILE.json``: house rules from a preset name or a file,
read so that nothing a file holds gives more than one line of error.

A file is read up to ``MAX_RULES_BYTES``; it may be UTF-8 (with or without
a byte-order mark, as Notepad writes it) or UTF-16 with a byte-order mark
(Notepad's "Unicode"). Anything else, and JSON with a number too long to
convert or nesting too deep to parse, is a ``RulesError`` whose message is
one short line naming the file. The fields are those of docs/RULES.md: a
file gives every field, or ``"preset": NAME`` and the fields it changes.
"""

from __future__ import annotations

import codecs
import json

from .engine import PRESETS, Rules, RulesError
from .readfile import read_regular

MAX_RULES_BYTES = 64 * 1024  # a full rules file is well under 1 KB
MAX_MESSAGE = 200  # characters of a message (a value quoted in it is cut)


def _short(text: str) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= MAX_MESSAGE else text[:MAX_MESSAGE - 1] + "…"


def decode(raw: bytes) -> str:
    """The text of a rules file: UTF-8 (BOM or not) or UTF-16 with a BOM;
    ``ValueError`` with the reason for anything else."""
    if raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)) \
            and not raw.startswith(codecs.BOM_UTF32_LE):
        try:
            return raw.decode("utf-16")
        except UnicodeDecodeError:
            raise ValueError("is damaged UTF-16 text") from None
    if raw.startswith((codecs.BOM_UTF32_LE, codecs.BOM_UTF32_BE)):
        raise ValueError("is UTF-32 text; save it as UTF-8")
    if b"\x00" in raw:
        raise ValueError("looks like UTF-16 without a byte-order mark; save it as UTF-8")
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise ValueError(f"is not UTF-8 text (byte {e.start}: 0x{raw[e.start]:02x}, perhaps "
                         "Latin-1); save it as UTF-8") from None


def parse(text: str):
    """The JSON value of ``text``; ``ValueError`` with the reason if it is not."""
    try:
        return json.loads(text)
    except json.JSONDecodeError as e:
        raise ValueError(f"not valid JSON (line {e.lineno}, column {e.colno}: {e.msg})") \
            from None
    except ValueError:  # int() refuses more than 4,300 digits
        raise ValueError("holds a number too long to read") from None
    except RecursionError:
        raise ValueError("is nested too deeply to read") from None


def from_data(data) -> Rules:
    """Rules from a parsed file: every field, or ``{"preset": NAME, ...}``."""
    if isinstance(data, dict) and "preset" in data:
        data = dict(data)
        name = data.pop("preset")
        if not isinstance(name, str) or name not in PRESETS:
            raise RulesError(f"unknown preset {_short(repr(name))} "
                             f"(presets: {', '.join(PRESETS)})")
        return Rules.from_dict(data, PRESETS[name])
    return Rules.from_dict(data)


def load_rules(spec: str) -> Rules:
    """A preset name, or the path of a JSON rules file; ``RulesError`` (one
    line naming the file) for anything that cannot be used."""
    if spec in PRESETS:
        return PRESETS[spec]
    if not spec.lower().endswith(".json"):
        raise RulesError(f"unknown preset {_short(repr(spec))} (presets: {', '.join(PRESETS)}; "
                         "or give a .json rules file)")
    try:
        raw = read_regular(spec, MAX_RULES_BYTES)
    except OSError as e:
        raise RulesError(f"{spec}: cannot read rules file ({e.strerror or e})") from None
    if len(raw) > MAX_RULES_BYTES:
        raise RulesError(f"{spec}: rules file is too large (over {MAX_RULES_BYTES // 1024} KB)")
    try:
        data = parse(decode(raw))
    except ValueError as e:
        raise RulesError(f"{spec}: {e}") from None
    try:
        return from_data(data)
    except RulesError as e:
        raise RulesError(_short(f"{spec}: {e}"), e.field, e.why) from None
    except (TypeError, ValueError, AttributeError, KeyError, OverflowError,
            RecursionError) as e:  # replace() with a field of the wrong kind
        raise RulesError(_short(f"{spec}: {e}")) from None
