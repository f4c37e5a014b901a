"""Display and comfort options: they never change a result (RULES.md).

The house rules are ``game.engine.Rules``; these are everything else the
player can set. ``game.storage`` saves and validates them.
"""

from __future__ import annotations

from copy import deepcopy
from dataclasses import asdict, dataclass, field

SPEEDS = ("slow", "normal", "fast", "instant")
BOT_LEVELS = ("easy", "medium", "hard")
TURN_TIMERS = (0, 10, 20)  # seconds; 0 is off
CARD_BACKS = ("lattice", "rosette")
DIGITS = ("western", "eastern")
ADDRESS = ("masculine", "feminine")  # how the game speaks to you (strings.set_address)
TEXT_SIZES = ("normal", "large")  # "large": every text about a fifth bigger (ui.layout)


@dataclass
class Options:
    # "en" or a language with a catalog (strings.available_languages); "" means:
    # follow the system's language
    language: str = ""
    digits: str = "western"  # Western 0-9, or Eastern Arabic digits (in Arabic)
    address: str = "masculine"  # how the game speaks to you: as to a man, or a woman
    french_indices: bool = True  # 1 R D V on the cards; False for A K Q J
    four_colour: bool = False  # green clubs, blue diamonds
    card_back: str = "lattice"
    text_size: str = "normal"  # one of TEXT_SIZES
    speed: str = "normal"
    sound: bool = True
    volume: float = 0.7  # 0.0 … 1.0
    hints: bool = True
    auto_claim: bool = True
    confirm_throw_in: bool = True  # a dealer's bid that throws the hand in asks first
    auto_single: bool = False  # your only legal card is played for you
    trick_click: bool = False  # each finished trick waits for a click or a key
    card_tracker: bool = False  # a panel of the cards still out in each suit
    lessons_offered: bool = False  # the title has offered the lessons and a choice was made
    allow_undo: bool = True  # Ctrl+Z and the Undo button take back your last bid or card
    turn_timer: int = 0
    fullscreen: bool = False
    # the window's size as the player last left it, [width, height] ([] until
    # they resize it): the next run opens at it, if the screen has room
    window: list = field(default_factory=list)
    draw_for_dealer: bool = True  # show the draw for high card before the first deal
    # bot level per seat: index 0 (South) is used when South is autoplayed
    bot_levels: list = field(default_factory=lambda: ["hard", "hard", "hard", "hard"])

    def to_dict(self) -> dict:
        return asdict(self)


class SessionOptions:
    """The options in force for one run of the game: the saved ``Options``
    except the fields the command line set for this run (``--speed``,
    ``--bots``, ``--fullscreen``).

    Reading a field gives the run's value. Writing a field the command line
    set changes it for this run only (F11 under ``--fullscreen``); any other
    field is written through to the saved options, so the settings screen and
    the table's sound button work as without flags. Only ``saved`` is ever
    written to disk (``game.storage``)."""

    def __init__(self, saved: Options, overrides: dict | None = None,
                 flags: dict | None = None):
        object.__setattr__(self, "saved", saved)
        object.__setattr__(self, "overrides", dict(overrides or {}))
        object.__setattr__(self, "flags", dict(flags or {}))  # field -> "--bots"

    def __getattr__(self, name):  # a field: not found on the wrapper itself
        d = self.__dict__
        if name.startswith("__") or "saved" not in d:
            raise AttributeError(name)
        if name in d["overrides"]:
            return d["overrides"][name]
        return getattr(d["saved"], name)

    def __setattr__(self, name, value) -> None:
        if name in self.overrides:
            self.overrides[name] = value
        else:
            setattr(self.saved, name, value)

    def set_by(self, name: str) -> str | None:
        """The flag that sets option ``name`` for this run, or None."""
        return self.flags.get(name) if name in self.overrides else None

    def over(self, saved: Options) -> SessionOptions:
        """The same flags over other saved options."""
        return SessionOptions(saved, self.overrides, self.flags)

    def to_dict(self) -> dict:
        """The options in force (not what is saved)."""
        return {**self.saved.to_dict(), **deepcopy(self.overrides)}

    def __repr__(self) -> str:
        return f"SessionOptions({self.saved!r}, overrides={self.overrides!r})"
