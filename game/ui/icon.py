"""The application icon: the ace of hearts and the king of spades fanned on green felt.

``make_icon_surface(256)`` is used for the window icon and by the build,
which saves it as .png/.ico/.icns. It draws with the card art at the
needed size, so every icon size is sharp.
"""

from __future__ import annotations

import pygame

from game.engine import Card
from game.ui.card_art import CardArt

FELT = (22, 110, 60)
FELT_EDGE = (12, 70, 38)


def make_icon_surface(size: int = 256) -> pygame.Surface:
    """A square icon of ``size`` pixels with per-pixel alpha."""
    size = max(16, int(size))
    s = 2  # draw at twice the size and scale down once, for clean edges
    big = pygame.Surface((size * s, size * s), pygame.SRCALPHA)
    radius = round(size * s * 0.2)
    pygame.draw.rect(big, FELT_EDGE, big.get_rect(), border_radius=radius)
    pygame.draw.rect(big, FELT, big.get_rect().inflate(-size * s // 16, -size * s // 16),
                     border_radius=radius - size * s // 32)
    art = CardArt(round(size * s * 0.5))
    cw, ch = art.size
    centre = (size * s // 2, size * s // 2 + size * s // 40)
    for card, angle, dx in ((Card.parse("KS"), 14, -0.17), (Card.parse("AH"), -14, 0.17)):
        layer = pygame.Surface((cw + 8, ch + 8), pygame.SRCALPHA)
        art.draw(layer, card, (2, 2))
        turned = pygame.transform.rotozoom(layer, angle, 1.0)
        rect = turned.get_rect(center=(centre[0] + round(dx * size * s), centre[1]))
        big.blit(turned, rect)
    return pygame.transform.smoothscale(big, (size, size))


def make_icon(size: int = 64) -> pygame.Surface:
    """The window icon (what ``pygame.display.set_icon`` wants): 64 px by default."""
    return make_icon_surface(size)
