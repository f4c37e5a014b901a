"""The controls of the settings screen, as plain logic (no pygame).

A ``Control`` reads and changes one setting of a ``Settings`` object.
``step(settings, delta)`` returns None when the change was made, or a
one-line reason when the change would be invalid (it is then not made):
the screen shows that line. Every rules change goes through the engine's
``Rules`` validation, the only one, and its reason is what the screen shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from functools import lru_cache
from typing import Callable

from ...engine import DECK, DEFAULT_RULES, PRESETS, WIN, Rules, RulesError, Seat
from ...engine.reasons import ThrowIn
from ...options import (
    ADDRESS,
    BOT_LEVELS,
    CARD_BACKS,
    DIGITS,
    SPEEDS,
    TEXT_SIZES,
    TURN_TIMERS,
    Options,
)
from ...strings import (
    addresses_women,
    available_languages,
    digits_apply,
    language,
    own_name,
    player_name,
    preset_place,
    preset_title,
    rules_why,
)
from .text import t, tn

# the tricks of a hand, as the engine deals them: every card, one trick per
# card of each seat's hand (a bid of this many takes every trick)
HAND_TRICKS = len(DECK) // len(Seat)

DEAL_PATTERNS = ((1, 2, 2, 2, 2, 2, 2), (3, 2, 2, 2, 2, 2), (1, 3, 3, 3, 3), (4, 4, 5))
# the values of the choice rules, by catalog key ("rule.value.<key>")
PARTNER = ("positive", "non_negative", "none")
BOTH = ("higher_total", "raise_target")
COUNTS = ("tricks", "values")


@dataclass
class Control:
    key: str
    label: str
    note: str  # one line in plain words
    text: Callable  # settings -> the value as shown
    step: Callable  # (settings, delta) -> None or the reason it cannot change
    page: str = "rules"
    toggle: Callable | None = None  # (settings) -> None or reason: the "win" switch


def _set_rules(settings, **changes) -> str | None:
    try:
        settings.rules = settings.rules.replace(**changes)
    except RulesError as e:
        return rules_why(e)
    except (TypeError, ValueError) as e:
        return str(e)
    return None


def _yes(v: bool) -> str:
    return t("value.yes") if v else t("value.no")


def _int_control(key, label, note, lo, hi, what) -> Control:
    def text(s):
        return str(getattr(s.rules, key))

    def step(s, delta):
        v = getattr(s.rules, key) + delta
        if not lo <= v <= hi:
            if getattr(s.rules, key) in (lo, hi) and abs(delta) > 0:
                return t("rule.between", what=t(what), lo=lo, hi=hi)
            v = max(lo, min(hi, v))
        return _set_rules(s, **{key: v})
    return Control(key, label, note, text, step)


def _bool_control(key, label, note) -> Control:
    def step(s, delta):
        return _set_rules(s, **{key: not getattr(s.rules, key)})
    return Control(key, label, note, lambda s: _yes(getattr(s.rules, key)), step)


def _choice_control(key, label, note, order: tuple) -> Control:
    def text(s):
        v = getattr(s.rules, key)
        return t(f"rule.value.{v}") if v in order else str(v)

    def step(s, delta):
        i = order.index(getattr(s.rules, key)) if getattr(s.rules, key) in order else 0
        return _set_rules(s, **{key: order[(i + delta) % len(order)]})
    return Control(key, label, note, text, step)


# --------------------------------------------------------------- bid values
def _bid_control(bid: int) -> Control:
    i = bid - 1

    def text(s):
        v = s.rules.bid_values[i]
        return t("rule.bid.wins") if v == WIN else tn("rule.bid.points", v)

    def change(s, new):
        values = list(s.rules.bid_values)
        values[i] = new
        return _set_rules(s, bid_values=tuple(values))

    def step(s, delta):
        v = s.rules.bid_values[i]
        if v == WIN:
            return t("rule.bid.switch_off")
        values = s.rules.bid_values
        lo = max([0] + [x for x in values[:i] if x != WIN])
        hi = min([1000] + [x for x in values[i + 1:] if x != WIN])
        n = max(lo, min(hi, v + delta))
        if n == v:  # already at the edge: say why it cannot go further
            if v + delta < 0 or v + delta > 1000:
                return t("rule.bid.range")
            return change(s, v + delta)
        return change(s, n)

    def toggle(s):
        v = s.rules.bid_values[i]
        if v != WIN:
            return change(s, WIN)
        ints = [x for x in s.rules.bid_values[:i] if x != WIN]
        return change(s, ints[-1] + 1 if ints else bid)

    def note(s):
        v = s.rules.bid_values[i]
        if v == WIN:  # "every trick" for a bid of all the tricks, not "13 or more"
            key = "rule.bid.note_win_all" if bid >= HAND_TRICKS else "rule.bid.note_win"
            return t(key, bid=bid, penalty=s.rules.win_bid_penalty)
        return t("rule.bid.note", v=v)
    return Control(f"bid_values.{bid}", t("rule.bid.label", bid=bid), note, text, step,
                   toggle=toggle)


# ------------------------------------------------------------------ preset
def _preset_text(s) -> str:
    name = s.rules.preset_name()
    if name:
        return preset_title(name)
    return t("settings.custom", name=preset_title(s.base))


def _preset_note(s) -> str:
    name = s.rules.preset_name() or s.base
    kept = s.custom is not None or s.rules.preset_name() is None
    return " ".join(part for part in (preset_place(name), t("rule.preset.custom"),
                                      t("rule.preset.kept") if kept else "") if part)


def keep_custom(s) -> None:
    """Custom rules about to be replaced by a preset are kept, to be chosen
    again as "Custom" in the preset list (a later custom set replaces them)."""
    if s.rules.preset_name() is None:
        s.custom, s.custom_base = s.rules, s.base


def _preset_step(s, delta) -> None:
    """The presets in turn, then "Custom" when custom rules are kept."""
    keep_custom(s)
    order = list(PRESETS) + (["custom"] if s.custom is not None else [])
    cur = s.rules.preset_name() or "custom"
    i = order.index(cur) if cur in order else 0
    name = order[(i + delta) % len(order)]
    if name == "custom":
        s.rules, s.base = s.custom, s.custom_base
    else:
        s.rules, s.base = PRESETS[name], name
    return None


def reset_to_preset(s) -> None:
    keep_custom(s)
    s.rules = PRESETS.get(s.base, PRESETS["lebanese"])


def _deal_text(s) -> str:
    return "-".join(map(str, s.rules.deal_pattern))


def _deal_step(s, delta):
    pats = list(DEAL_PATTERNS)
    cur = tuple(s.rules.deal_pattern)
    if cur not in pats:
        pats.append(cur)
    return _set_rules(s, deal_pattern=pats[(pats.index(cur) + delta) % len(pats)])


def _min_bid_rises_note(s) -> str:
    """What the rising minimum asks in the 30s and the 40s under the rules
    being edited, as the engine says (``Rules.min_bid_for``), with the rule
    on: a minimum bid of 4 still asks 4 in the 30s."""
    try:
        rising = s.rules.replace(min_bid_rises=True)
    except RulesError:  # rules that could not take it: those being edited
        rising = s.rules
    return t("rule.min_bid_rises.note", in30=rising.min_bid_for(30),
             in40=rising.min_bid_for(40))


def _min_total_rises_note(s) -> str:
    """What the rising total asks in the 30s and the 40s under the rules
    being edited, as the engine says (``Rules.min_total_for``, the top score
    at the table in the 30s, then the 40s), with the rule on."""
    try:
        rising = s.rules.replace(min_total_rises=True)
    except RulesError:  # rules that could not take it: those being edited
        rising = s.rules
    return t("rule.min_total_rises.note", in30=rising.min_total_for([30, 0, 0, 0]),
             in40=rising.min_total_for([40, 0, 0, 0]))


def _rule(key: str) -> tuple[str, str]:
    """A rule's label and its one-line note, from the catalog."""
    return t(f"rule.{key}"), t(f"rule.{key}.note")


def rules_controls() -> list[Control]:
    """One control per field of ``Rules`` (and the preset), in screen order."""
    out = [
        Control("preset", t("rule.preset"), _preset_note, _preset_text, _preset_step),
        _int_control("target", *_rule("target"), 21, 101, "rule.target.what"),
        _int_control("min_bid", *_rule("min_bid"), 1, 4, "rule.min_bid.what"),
        _bool_control("min_bid_rises", t("rule.min_bid_rises"), _min_bid_rises_note),
        _int_control("min_total", *_rule("min_total"), 4, 13, "rule.min_total.what"),
        _choice_control("min_total_counts", *_rule("min_total_counts"), COUNTS),
        _bool_control("min_total_rises", t("rule.min_total_rises"), _min_total_rises_note),
    ]
    out += [_bid_control(b) for b in range(1, 14)]
    out += [
        _int_control("win_bid_penalty", *_rule("win_bid_penalty"), 0, 1000,
                     "rule.win_bid_penalty.what"),
        _bool_control("devalue_5_6_at_30", *_rule("devalue_5_6_at_30")),
        _choice_control("partner_condition", *_rule("partner_condition"), PARTNER),
        _choice_control("both_reach", *_rule("both_reach"), BOTH),
        _bool_control("five_to_run", *_rule("five_to_run")),
        _bool_control("redeal_no_pictures", *_rule("redeal_no_pictures")),
        Control("deal_pattern", *_rule("deal_pattern"), _deal_text, _deal_step),
    ]
    return out


def rules_fields_covered() -> set[str]:
    names = set()
    for c in rules_controls():
        names.add(c.key.split(".")[0])
    return names & {f.name for f in fields(Rules)}


@lru_cache(maxsize=16)
def never_thrown_low(rules: Rules) -> bool:
    """Whether no hand of a game can be thrown in for a low total, as the
    engine rules it (``Rules.min_bid_for``, ``min_total_for``,
    ``throw_in_reason``): at every top score up to the target and one hand
    past it, whatever the top player bids, with the others on their smallest
    bid. A total or a minimum that rises with the scores, or a bid worth less
    than its tricks, can throw in what the lowest bids reach at 0 to 0."""
    low = rules.min_bid_for(0)
    past = max([v for v in rules.bid_values if v != WIN], default=0)
    for top in range(0, rules.target + past + 1, 10):  # the minimums change every ten
        scores = [top, 0, 0, 0]
        for bid in range(rules.min_bid_for(top), 14):
            if rules.throw_in_reason([bid, low, low, low], scores) is ThrowIn.LOW_TOTAL:
                return False
    return True


def rules_warning(rules: Rules) -> str:
    """A remark about a legal but surprising combination ('' if none)."""
    if not rules.five_to_run and never_thrown_low(rules):
        return t("rule.warn.never_thrown", min_bid=rules.min_bid, min_total=rules.min_total)
    # three presets have no winning bid and keep the usual penalty: a remark
    # only for a penalty the player changed where no bid wins
    if rules.first_win_bid is None and rules.win_bid_penalty \
            and rules.win_bid_penalty != DEFAULT_RULES.win_bid_penalty:
        return t("rule.warn.no_win_bid")
    return ""


# ----------------------------------------------------------------- options
def _opt(key, choices, names=None) -> Control:
    """An option's control: its label and note are "option.<key>" and
    "option.<key>.note"; ``names`` maps a value to its catalog key."""
    names = names or {}

    def text(s):
        v = getattr(s.options, key)
        return t(names[v]) if v in names else t(f"option.value.{v}") \
            if isinstance(v, str) else str(v)

    def step(s, delta):
        v = getattr(s.options, key)
        i = choices.index(v) if v in choices else 0
        setattr(s.options, key, choices[(i + delta) % len(choices)])
        return None
    return Control(key, t(f"option.{key}"), t(f"option.{key}.note"), text, step,
                   page="options")


def _bots_all_text(s) -> str:
    levels = set(s.options.bot_levels[1:])
    return t(f"option.value.{next(iter(levels))}") if len(levels) == 1 \
        else t("option.bots.mixed")


def _bots_all_step(s, delta):
    cur = s.options.bot_levels[1]
    i = BOT_LEVELS.index(cur) if cur in BOT_LEVELS else 0
    s.options.bot_levels = [BOT_LEVELS[(i + delta) % len(BOT_LEVELS)]] * 4
    return None


def _bot_seat(seat: int) -> Control:
    def text(s):
        return t(f"option.value.{s.options.bot_levels[seat]}")

    def step(s, delta):
        levels = list(s.options.bot_levels)
        i = BOT_LEVELS.index(levels[seat]) if levels[seat] in BOT_LEVELS else 0
        levels[seat] = BOT_LEVELS[(i + delta) % len(BOT_LEVELS)]
        s.options.bot_levels = levels
        return None
    note = "option.bot.partner" if seat == 2 else "option.bot.opponent"
    return Control(f"bot.{seat}", player_name(seat), t(note, seat=player_name(seat)), text,
                   step, page="options")


def _volume_text(s) -> str:
    return t("option.volume.value", n=round(s.options.volume * 100))


def _volume_step(s, delta):
    v = round(s.options.volume * 10) + delta
    if not 0 <= v <= 10:
        return t("option.volume.range")
    s.options.volume = v / 10
    return None


def _language_text(s) -> str:
    """The language in force, by its own name ("English", "Fran\u00e7ais")."""
    return own_name(s.options.language or language())


def _language_step(s, delta):
    codes = available_languages()  # English and every catalog present
    cur = s.options.language or language()
    i = codes.index(cur) if cur in codes else 0
    s.options.language = codes[(i + delta) % len(codes)]
    return None


def options_controls() -> list[Control]:
    onoff = {True: "value.on", False: "value.off"}
    return [
        Control("language", t("option.language"), t("option.language.note"), _language_text,
                _language_step, page="options"),
        # Eastern digits are written only in Arabic: elsewhere the row would change nothing
        *([_opt("digits", DIGITS)] if digits_apply() else []),
        # how the game speaks to you: only where the language has the words for a woman
        *([_opt("address", ADDRESS)] if addresses_women() else []),
        _opt("text_size", TEXT_SIZES, {v: f"option.text_size.{v}" for v in TEXT_SIZES}),
        Control("bots", t("option.bots"), t("option.bots.note"), _bots_all_text,
                _bots_all_step, page="options"),
        _bot_seat(2), _bot_seat(1), _bot_seat(3),
        _opt("speed", SPEEDS),
        _opt("french_indices", (True, False), {True: "option.value.french",
                                               False: "option.value.english"}),
        _opt("four_colour", (False, True), onoff),
        _opt("card_back", CARD_BACKS),
        _opt("sound", (True, False), onoff),
        Control("volume", t("option.volume"), t("option.volume.note"), _volume_text,
                _volume_step, page="options"),
        _opt("hints", (True, False), onoff),
        _opt("auto_claim", (True, False), onoff),
        _opt("confirm_throw_in", (True, False), onoff),
        _opt("auto_single", (False, True), onoff),
        _opt("trick_click", (False, True), onoff),
        _opt("allow_undo", (True, False), onoff),
        _opt("card_tracker", (False, True), onoff),
        _opt("turn_timer", TURN_TIMERS, {0: "value.off", 10: "option.timer.10",
                                         20: "option.timer.20"}),
        _opt("draw_for_dealer", (True, False), onoff),
        _opt("fullscreen", (False, True), onoff),
    ]


def option_field(control: Control) -> str | None:
    """The field of ``Options`` an options control shows (None for the rules)."""
    if control.page != "options":
        return None
    if control.key == "bots" or control.key.startswith("bot."):
        return "bot_levels"
    return control.key


@dataclass
class Draft:
    """The settings being edited, and what the screen says about them."""
    settings: object
    message: str = ""  # the last refusal, in plain words
    changed: list = field(default_factory=list)

    def step(self, control: Control, delta: int) -> bool:
        why = control.step(self.settings, delta)
        self.message = why or ""
        if why is None:
            self.changed.append(control.key)
        return why is None

    def toggle(self, control: Control) -> bool:
        if control.toggle is None:
            return self.step(control, 1)
        why = control.toggle(self.settings)
        self.message = why or ""
        if why is None:
            self.changed.append(control.key)
        return why is None


def copy_settings(settings):
    """A copy to edit (Options holds a list)."""
    return replace(settings, options=Options(**{f.name: (list(getattr(settings.options, f.name))
                                                         if isinstance(getattr(
                                                             settings.options, f.name), list)
                                                         else getattr(settings.options, f.name))
                                                for f in fields(Options)}))
