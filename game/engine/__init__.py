"""The rules of 400, and nothing else: no pygame, no files, no clock.

Public API: ``Card``/``Suit``/``Rank``, ``Seat``, ``Rules`` and its presets,
``Match`` with its ``Phase``, the events, ``PlayerView``, and game records.
"""

from .cards import DECK, TRUMP, Card, Rank, Suit, parse_cards
from .match import IllegalAction, Match, Phase
from .rules import DEFAULT_RULES, PRESET_TITLES, PRESETS, WIN, Rules, RulesError
from .seats import Seat
from .view import PlayerView

__all__ = [
    "DECK", "TRUMP", "Card", "Rank", "Suit", "parse_cards", "IllegalAction", "Match", "Phase",
    "DEFAULT_RULES", "PRESET_TITLES", "PRESETS", "WIN", "Rules", "RulesError",
    "Seat", "PlayerView",
]
