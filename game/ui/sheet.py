"""Render every card to one PNG, to look at the deck as a player would.

    SDL_VIDEODRIVER=dummy python -m game.ui.sheet OUT.png [--width 90] [--english]
        [--four-colour]

Rows are the suits (hearts, spades, diamonds, clubs), columns 1 R D V 10 … 2,
then the backs and the shadow under a card on green felt.
"""

from __future__ import annotations

import argparse
import sys

import pygame

from game.engine import Card, Rank, Suit
from game.ui.card_art import BACKS, CardArt

FELT = (20, 92, 52)
SUIT_ROWS = (Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)
RANK_COLUMNS = tuple(sorted(Rank, reverse=True))


def render_sheet(width: int, french: bool = True, four_colour: bool = False) -> pygame.Surface:
    """The sheet as a Surface: 4 rows of 13 faces, then one row of backs."""
    arts = [CardArt(width, french, four_colour, back) for back in BACKS]
    art = arts[0]
    gap = max(6, width // 8)
    cw, ch = art.size
    sheet = pygame.Surface((gap + 13 * (cw + gap), gap + 5 * (ch + gap)))
    sheet.fill(FELT)
    for row, suit in enumerate(SUIT_ROWS):
        for col, rank in enumerate(RANK_COLUMNS):
            art.draw(sheet, Card(rank, suit), (gap + col * (cw + gap), gap + row * (ch + gap)))
    y = gap + 4 * (ch + gap)
    for i, back_art in enumerate(arts):
        back_art.draw(sheet, None, (gap + i * (cw + gap), y))
    # an overlapping fan, as in a hand
    x0 = gap + (len(arts) + 1) * (cw + gap)
    for i, rank in enumerate((Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)):
        art.draw(sheet, Card(rank, Suit.HEARTS), (x0 + i * cw // 3, y))
    return sheet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ui.sheet")
    parser.add_argument("out")
    parser.add_argument("--width", type=int, default=90)
    parser.add_argument("--english", action="store_true")
    parser.add_argument("--four-colour", action="store_true")
    args = parser.parse_args(argv)
    pygame.display.init()
    pygame.font.init()
    sheet = render_sheet(args.width, not args.english, args.four_colour)
    pygame.image.save(sheet, args.out)
    print(f"wrote {args.out} ({sheet.get_width()}x{sheet.get_height()})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
