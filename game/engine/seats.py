"""The four seats. Play moves anticlockwise: to the player on the right.

>>> Seat.SOUTH.next, Seat.SOUTH.partner, Seat.WEST.team
(<Seat.EAST: 1>, <Seat.NORTH: 2>, 1)
"""

from __future__ import annotations

from enum import IntEnum


class Seat(IntEnum):
    SOUTH = 0
    EAST = 1
    NORTH = 2
    WEST = 3

    @property
    def next(self) -> Seat:
        """The player on this seat's right, who acts after it."""
        return Seat((self + 1) % 4)

    @property
    def partner(self) -> Seat:
        return Seat((self + 2) % 4)

    @property
    def team(self) -> int:
        """0 for South/North, 1 for East/West."""
        return self % 2

    @property
    def title(self) -> str:
        return self.name.capitalize()
