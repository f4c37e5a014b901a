"""The controls of the settings screen, as plain logic (no pygame).

A ``Control`` reads and changes one setting of a ``Settings`` object.
``step(settings, delta)`` returns None when the change was made, or a
one-line reason when the change would be invalid (it is then not made):
the screen shows that line. Every rules change goes through the engine's
``Rules`` validation, the only one, and its reason is what the screen shows.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields, replace
from typing import Callable

from ...engine import PRESET_TITLES, PRESETS, WIN, Rules, RulesError
from ...engine.rules import PRESET_PLACES
from ...options import BOT_LEVELS, CARD_BACKS, SPEEDS, TURN_TIMERS, Options

DEAL_PATTERNS = ((1, 2, 2, 2, 2, 2, 2), (3, 2, 2, 2, 2, 2), (1, 3, 3, 3, 3), (4, 4, 5))
PARTNER = {"positive": "above zero", "non_negative": "zero or more", "none": "anything"}
BOTH = {"higher_total": "higher total wins", "raise_target": "target +10, play on"}
COUNTS = {"tricks": "tricks bid", "values": "bid values"}
SEAT_NAMES = {1: "East", 2: "North", 3: "West"}


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
        why = e.why or str(e)
        return why[:1].upper() + why[1:] + ("" if why.endswith(".") else ".")
    except (TypeError, ValueError) as e:
        return str(e)
    return None


def _yes(v: bool) -> str:
    return "Yes" if v else "No"


def _int_control(key, label, note, lo, hi, what) -> Control:
    def text(s):
        return str(getattr(s.rules, key))

    def step(s, delta):
        v = getattr(s.rules, key) + delta
        if not lo <= v <= hi:
            if getattr(s.rules, key) in (lo, hi) and abs(delta) > 0:
                return f"{what} is between {lo} and {hi}."
            v = max(lo, min(hi, v))
        return _set_rules(s, **{key: v})
    return Control(key, label, note, text, step)


def _bool_control(key, label, note) -> Control:
    def step(s, delta):
        return _set_rules(s, **{key: not getattr(s.rules, key)})
    return Control(key, label, note, lambda s: _yes(getattr(s.rules, key)), step)


def _choice_control(key, label, note, names: dict) -> Control:
    order = list(names)

    def step(s, delta):
        i = order.index(getattr(s.rules, key)) if getattr(s.rules, key) in order else 0
        return _set_rules(s, **{key: order[(i + delta) % len(order)]})
    return Control(key, label, note, lambda s: names.get(getattr(s.rules, key),
                                                           str(getattr(s.rules, key))), step)


# --------------------------------------------------------------- bid values
def _bid_control(bid: int) -> Control:
    i = bid - 1

    def text(s):
        v = s.rules.bid_values[i]
        return "wins the game" if v == WIN else f"{v} point{'s' if v != 1 else ''}"

    def change(s, new):
        values = list(s.rules.bid_values)
        values[i] = new
        return _set_rules(s, bid_values=tuple(values))

    def step(s, delta):
        v = s.rules.bid_values[i]
        if v == WIN:
            return "Switch off \u201cwins\u201d (W) to give this bid a number of points."
        values = s.rules.bid_values
        lo = max([0] + [x for x in values[:i] if x != WIN])
        hi = min([1000] + [x for x in values[i + 1:] if x != WIN])
        n = max(lo, min(hi, v + delta))
        if n == v:  # already at the edge: say why it cannot go further
            if v + delta < 0 or v + delta > 1000:
                return "A bid is worth 0 to 1000 points."
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
        if v == WIN:
            return (f"Taking {bid} or more tricks after bidding {bid} wins the game at once; "
                    f"failing costs {s.rules.win_bid_penalty}. W switches it off.")
        return (f"Made: +{v}, failed: \u2212{v}. W: this bid wins the game outright "
                "(every higher bid must win too).")
    return Control(f"bid_values.{bid}", f"A bid of {bid}", note, text, step, toggle=toggle)


# ------------------------------------------------------------------ preset
def _preset_text(s) -> str:
    name = s.rules.preset_name()
    if name:
        return PRESET_TITLES[name]
    return f"Custom (from {PRESET_TITLES.get(s.base, s.base)})"


def _preset_note(s) -> str:
    name = s.rules.preset_name() or s.base
    kept = " Your Custom set stays in the list." if s.custom is not None or \
        s.rules.preset_name() is None else ""
    return PRESET_PLACES.get(name, "") + " Any change below makes it Custom." + kept


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


def rules_controls() -> list[Control]:
    """One control per field of ``Rules`` (and the preset), in screen order."""
    out = [
        Control("preset", "Preset", _preset_note, _preset_text, _preset_step),
        _int_control("target", "Target", "The score a player must reach for the team to win "
                     "(41; some play 44).", 21, 101, "The target"),
        _int_control("min_bid", "Minimum bid", "The smallest bid anybody may make.", 1, 4,
                     "The minimum bid"),
        _bool_control("min_bid_rises", "Minimum bid rises",
                      "From 30 points a player must bid at least score \u00f7 10 (30s: 3, "
                      "40s: 4 \u2026)."),
        _int_control("min_total", "Minimum total", "The four bids must add up to this, or the "
                     "hand is thrown in and dealt again.", 4, 13, "The minimum total"),
        _choice_control("min_total_counts", "The total counts",
                        "Add up the tricks bid, or what each bid is worth (Syrian: a 7 "
                        "alone is worth 14).", COUNTS),
        _bool_control("min_total_rises", "Minimum total rises",
                      "From 30 points at the table the total needed rises by one per ten "
                      "points of the top score."),
    ]
    out += [_bid_control(b) for b in range(1, 14)]
    out += [
        _int_control("win_bid_penalty", "Penalty for a failed winning bid",
                     "Points lost by a player who fails a bid that would have won the game.",
                     0, 1000, "The penalty"),
        _bool_control("devalue_5_6_at_30", "5 and 6 at face value from 30",
                      "From 30 points a player's bids of 5 and 6 score just 5 and 6."),
        _choice_control("partner_condition", "Partner must have",
                        "What the partner of the player at the target needs for the team "
                        "to win.", PARTNER),
        _choice_control("both_reach", "When both teams reach the target",
                        "The higher total wins, or the target rises by 10 and play goes on.",
                        BOTH),
        _bool_control("five_to_run", "Five to run",
                      "A hand is also thrown in unless somebody bids 5 or more."),
        _bool_control("redeal_no_pictures", "Redeal with no pictures",
                      "A player dealt no ace, king, queen or jack may call a redeal."),
        Control("deal_pattern", "Deal pattern", "How many cards each player gets at a time "
                "as the cards go round.", _deal_text, _deal_step),
    ]
    return out


def rules_fields_covered() -> set[str]:
    names = set()
    for c in rules_controls():
        names.add(c.key.split(".")[0])
    return names & {f.name for f in fields(Rules)}


def rules_warning(rules: Rules) -> str:
    """A remark about a legal but surprising combination ('' if none)."""
    if rules.min_total <= 4 * rules.min_bid and not rules.five_to_run:
        return (f"With a minimum bid of {rules.min_bid}, four bids always reach "
                f"{rules.min_total}: no hand is ever thrown in for a low total.")
    if rules.first_win_bid is None and rules.win_bid_penalty:
        return "No bid wins the game outright, so the penalty for a failed winning bid " \
               "never applies."
    return ""


# ----------------------------------------------------------------- options
def _opt(key, label, note, choices, names=None) -> Control:
    names = names or {}

    def text(s):
        v = getattr(s.options, key)
        return names.get(v, str(v).capitalize() if isinstance(v, str) else str(v))

    def step(s, delta):
        v = getattr(s.options, key)
        i = choices.index(v) if v in choices else 0
        setattr(s.options, key, choices[(i + delta) % len(choices)])
        return None
    return Control(key, label, note, text, step, page="options")


def _bots_all_text(s) -> str:
    levels = set(s.options.bot_levels[1:])
    return next(iter(levels)).capitalize() if len(levels) == 1 else "Mixed (set per seat below)"


def _bots_all_step(s, delta):
    cur = s.options.bot_levels[1]
    i = BOT_LEVELS.index(cur) if cur in BOT_LEVELS else 0
    s.options.bot_levels = [BOT_LEVELS[(i + delta) % len(BOT_LEVELS)]] * 4
    return None


def _bot_seat(seat: int) -> Control:
    def text(s):
        return s.options.bot_levels[seat].capitalize()

    def step(s, delta):
        levels = list(s.options.bot_levels)
        i = BOT_LEVELS.index(levels[seat]) if levels[seat] in BOT_LEVELS else 0
        levels[seat] = BOT_LEVELS[(i + delta) % len(BOT_LEVELS)]
        s.options.bot_levels = levels
        return None
    who = "your partner" if seat == 2 else "an opponent"
    return Control(f"bot.{seat}", f"{SEAT_NAMES[seat]}", f"How well {SEAT_NAMES[seat]} "
                   f"({who}) plays.", text, step, page="options")


def _volume_text(s) -> str:
    return f"{round(s.options.volume * 100)}%"


def _volume_step(s, delta):
    v = round(s.options.volume * 10) + delta
    if not 0 <= v <= 10:
        return "The volume is between 0% and 100%."
    s.options.volume = v / 10
    return None


def options_controls() -> list[Control]:
    onoff = {True: "On", False: "Off"}
    return [
        Control("bots", "Bots", "One level for every bot, or set each seat below.",
                _bots_all_text, _bots_all_step, page="options"),
        _bot_seat(2), _bot_seat(1), _bot_seat(3),
        _opt("speed", "Animation speed", "How fast cards are dealt and played.", SPEEDS),
        _opt("french_indices", "Card indices", "French 1 R D V (as in Lebanon and Syria) or "
             "English A K Q J.", (True, False), {True: "French", False: "English"}),
        _opt("four_colour", "Four-colour deck", "Green clubs and blue diamonds, easier to "
             "tell apart.", (False, True), onoff),
        _opt("card_back", "Card back", "The design on the back of the cards.", CARD_BACKS),
        _opt("sound", "Sound", "Card sounds and the end-of-game fanfare.", (True, False),
             onoff),
        Control("volume", "Volume", "How loud the sounds are.", _volume_text, _volume_step,
                page="options"),
        _opt("hints", "Hints", "The Hint button suggests a bid or a card, with a reason.",
             (True, False), onoff),
        _opt("auto_claim", "Automatic claim", "When your cards must take every remaining "
             "trick, they are played out quickly.", (True, False), onoff),
        _opt("confirm_throw_in", "Ask before a throw-in", "As dealer, a bid that throws the "
             "hand in asks you to confirm it first.", (True, False), onoff),
        _opt("auto_single", "Play a lone card", "When only one of your cards may be "
             "played, it is played for you.", (False, True), onoff),
        _opt("trick_click", "Wait after each trick", "A finished trick stays on the table "
             "until you click or press a key.", (False, True), onoff),
        _opt("turn_timer", "Turn timer", "Time for each of your turns; when it runs out the "
             "hint card is played.", TURN_TIMERS, {0: "Off", 10: "10 s", 20: "20 s"}),
        _opt("draw_for_dealer", "Draw for the first dealer", "Show each player drawing a "
             "card before the first deal.", (True, False), onoff),
        _opt("fullscreen", "Fullscreen", "Fill the screen (F11 switches at any time).",
             (False, True), onoff),
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
