"""A game at the table, without pygame: ``TableSession`` (the match, its
seats, the one path to the engine) and its listeners (``Keeper``: autosave
and statistics)."""

from .bots import BotTurns, ExternalSeat, ThinkerLoader, pick_level
from .keeping import Keeper
from .table import BOT, EXEC, HUMAN, Immediate, TableSession, level_of

__all__ = ["TableSession", "Keeper", "BotTurns", "ExternalSeat", "ThinkerLoader",
           "Immediate", "pick_level", "level_of", "HUMAN", "BOT", "EXEC"]
