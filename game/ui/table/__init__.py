"""The table scene: the game from the first deal to game over."""

from .scene import TableScene

__all__ = ["TableScene"]
