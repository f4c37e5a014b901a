"""Display and comfort options: they never change a result (RULES.md).

The house rules are ``game.engine.Rules``; these are everything else the
player can set. ``game.storage`` saves and validates them.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field

SPEEDS = ("slow", "normal", "fast", "instant")
BOT_LEVELS = ("easy", "medium", "hard")
TURN_TIMERS = (0, 10, 20)  # seconds; 0 is off
CARD_BACKS = ("lattice", "rosette")


@dataclass
class Options:
    french_indices: bool = True  # 1 R D V on the cards; False for A K Q J
    four_colour: bool = False  # green clubs, blue diamonds
    card_back: str = "lattice"
    speed: str = "normal"
    sound: bool = True
    volume: float = 0.7  # 0.0 … 1.0
    hints: bool = True
    auto_claim: bool = True
    turn_timer: int = 0
    fullscreen: bool = False
    draw_for_dealer: bool = True  # show the draw for high card before the first deal
    # bot level per seat: index 0 (South) is used when South is autoplayed
    bot_levels: list = field(default_factory=lambda: ["hard", "hard", "hard", "hard"])

    def to_dict(self) -> dict:
        return asdict(self)
