"""settings.json: the house rules for the next game, and the options.

Loading keeps every field that is valid and falls back to the default for
each one that is not, saying which in the notices.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields

from ..engine import PRESETS, Rules, RulesError
from ..options import (
    ADDRESS,
    BOT_LEVELS,
    CARD_BACKS,
    DIGITS,
    SPEEDS,
    TEXT_SIZES,
    TURN_TIMERS,
    Options,
)
from ..strings import Listed, Phrase, Setting, available_languages

VERSION = 1
WINDOW_MIN, WINDOW_MAX = (640, 400), (7680, 4320)  # a remembered window size's bounds
KIND = "settings"
CUSTOM = "custom"


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _check_option(name: str, value, default):
    """The value to keep for option ``name``, or raise ValueError."""
    choices = {"card_back": CARD_BACKS, "speed": SPEEDS, "turn_timer": TURN_TIMERS,
               "digits": DIGITS, "address": ADDRESS, "text_size": TEXT_SIZES,
               # a language whose catalog has gone: the system's again, with the notice
               "language": ("", *available_languages())}
    if name in choices:
        if value in choices[name] and type(value) is type(default):
            return value
        raise ValueError(f"must be one of {', '.join(map(str, choices[name]))}")
    if name == "volume":
        if (_is_int(value) or isinstance(value, float)) and 0 <= value <= 1:
            return float(value)
        raise ValueError("must be a number from 0 to 1")
    if name == "bot_levels":
        if isinstance(value, list) and len(value) == 4 and all(v in BOT_LEVELS for v in value):
            return list(value)
        raise ValueError(f"must be four of {', '.join(BOT_LEVELS)}")
    if name == "window":
        if value == [] or (isinstance(value, list) and len(value) == 2
                           and all(_is_int(v) for v in value)
                           and WINDOW_MIN[0] <= value[0] <= WINDOW_MAX[0]
                           and WINDOW_MIN[1] <= value[1] <= WINDOW_MAX[1]):
            return list(value)
        raise ValueError("must be a width and a height in pixels")
    if isinstance(default, bool):
        if isinstance(value, bool):
            return value
        raise ValueError("must be true or false")
    if type(value) is type(default):  # a field added later: same type as its default
        return value
    raise ValueError(f"must be a {type(default).__name__}")


def options_from(data, notices: list) -> Options:
    opts = Options()
    if data is None:
        return opts
    if not isinstance(data, dict):
        notices.append(Phrase("file.options_unreadable"))
        return opts
    bad = []
    for f in fields(Options):
        if f.name not in data:
            continue
        try:
            setattr(opts, f.name, _check_option(f.name, data[f.name], getattr(opts, f.name)))
        except ValueError:
            bad.append(f.name)
    if bad:
        names = Listed(Setting("option", n) for n in bad)
        notices.append(Phrase("file.options_reset", names=names))
    return opts


def rules_from(data, preset: str | None, notices: list) -> Rules:
    """Rules from a (possibly damaged) JSON object, field by field, on top of
    ``preset`` (or the default preset)."""
    base = PRESETS.get(preset) if isinstance(preset, str) else None
    base = base or PRESETS["lebanese"]
    if data is None:
        return base
    if not isinstance(data, dict):
        notices.append(Phrase("file.rules_unreadable"))
        return base
    rules, bad = base, []
    names = {f.name for f in fields(Rules)}
    for key, value in data.items():
        if key not in names:
            continue  # a field this version does not know: ignored
        if isinstance(value, list):
            value = tuple(value)
        try:
            rules = rules.replace(**{key: value})
        except (RulesError, TypeError, ValueError):
            bad.append(key)
    if bad:
        names = Listed(Setting("rule", n) for n in bad)
        notices.append(Phrase("file.rules_reset", names=names))
    return rules


def is_preset(name) -> bool:
    """Is ``name`` (any JSON value from a file) one of the presets' names?"""
    return isinstance(name, str) and name in PRESETS


def custom_from(data, notices: list) -> tuple[Rules | None, str]:
    """The kept custom rules and their preset, from a settings file (a file
    written before they were kept has none). Damaged, they are dropped with
    a notice; the rest of the settings is unaffected."""
    if data is None:
        return None, "lebanese"
    base = data.get("base") if isinstance(data, dict) else None
    if not is_preset(base) or not isinstance(data.get("rules"), dict):
        notices.append(Phrase("file.custom_unreadable"))
        return None, "lebanese"
    own: list = []
    rules = rules_from(data["rules"], base, own)
    if own:
        notices.append(Phrase("file.custom_damaged"))
        return None, "lebanese"
    return (None if rules.preset_name() else rules), base


@dataclass
class Settings:
    rules: Rules = PRESETS["lebanese"]
    options: Options = field(default_factory=Options)
    base: str = "lebanese"  # the preset custom rules started from ("Reset to preset")
    # custom rules kept while a preset is chosen, and the preset they came from:
    # the settings screen offers them again as "Custom" (never silently lost)
    custom: Rules | None = None
    custom_base: str = "lebanese"

    @property
    def preset(self) -> str:
        """The preset the rules equal, or "custom"."""
        return self.rules.preset_name() or CUSTOM

    def to_dict(self) -> dict:
        out = {"version": VERSION, "kind": KIND, "preset": self.preset, "base": self.base,
               "rules": self.rules.to_dict(), "options": self.options.to_dict()}
        if self.custom is not None:
            out["custom"] = {"base": self.custom_base, "rules": self.custom.to_dict()}
        return out

    @classmethod
    def from_dict(cls, data: dict, notices: list) -> Settings:
        preset = data.get("preset")
        if preset is not None and preset != CUSTOM and not is_preset(preset):
            notices.append(Phrase("file.unknown_preset", name=repr(preset)[:40]))
            preset = None
        base = data.get("base", "lebanese")
        if not is_preset(base):
            notices.append(Phrase("file.unknown_preset", name=repr(base)[:40]))
            base = "lebanese"
        if is_preset(preset):
            base = preset
        custom, custom_base = custom_from(data.get("custom"), notices)
        return cls(rules_from(data.get("rules"), base, notices),
                   options_from(data.get("options"), notices), base, custom, custom_base)
