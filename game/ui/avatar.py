"""Avatars for the people at the table, drawn in code (no bundled art).

``avatar(size, seat)`` is a round portrait: a head and shoulders in the
seat's own colours, in a ring of its team's colour. Each seat looks
different at a glance; the drawing is cached per size and seat.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from . import theme

# per seat: (background, skin, hair, clothes)
LOOKS = (
    ((52, 84, 70), (238, 200, 160), (70, 48, 34), (196, 146, 48)),    # you
    ((86, 60, 96), (224, 180, 140), (40, 28, 22), (200, 90, 110)),    # East
    ((48, 76, 110), (206, 160, 120), (30, 30, 34), (90, 150, 200)),   # North
    ((110, 72, 52), (236, 196, 150), (120, 80, 40), (90, 160, 110)),  # West
)
HAIR_LONG = (False, True, False, False)  # a different silhouette for each seat
BEARD = (False, False, True, False)


@lru_cache(maxsize=32)
def avatar(size: int, seat: int) -> pygame.Surface:
    """A ``size``×``size`` round portrait of the player at ``seat``."""
    s = max(8, int(size))
    bg, skin, hair, clothes = LOOKS[seat % 4]
    art = pygame.Surface((s, s), pygame.SRCALPHA)
    art.fill(bg)
    c = s / 2
    # shoulders
    pygame.draw.ellipse(art, clothes, pygame.Rect(round(s * 0.12), round(s * 0.66),
                                                  round(s * 0.76), round(s * 0.62)))
    head = pygame.Rect(0, 0, round(s * 0.38), round(s * 0.44))
    head.center = (round(c), round(s * 0.42))
    if HAIR_LONG[seat % 4]:  # hair falling to the shoulders, behind the head
        back = head.inflate(round(s * 0.14), round(s * 0.2))
        back.top = head.top - round(s * 0.05)
        pygame.draw.ellipse(art, hair, back)
    pygame.draw.rect(art, skin, pygame.Rect(round(c - s * 0.07), head.bottom - round(s * 0.06),
                                            round(s * 0.14), round(s * 0.12)))  # neck
    pygame.draw.ellipse(art, skin, head)
    cap = pygame.Rect(head.left - 1, head.top - round(s * 0.04), head.width + 2,
                      round(head.height * 0.5))
    pygame.draw.ellipse(art, hair, cap)  # the hair on top
    if BEARD[seat % 4]:
        beard = pygame.Rect(head.left, head.top + round(head.height * 0.55), head.width,
                            round(head.height * 0.5))
        pygame.draw.ellipse(art, hair, beard)
        pygame.draw.ellipse(art, skin, beard.inflate(-round(s * 0.12), -round(s * 0.16)))
    eye = max(1, round(s * 0.03))
    for dx in (-0.075, 0.075):
        pygame.draw.circle(art, theme.TEXT_DARK, (round(c + dx * s), round(s * 0.44)), eye)
    # round it off, and ring it in the team's colour
    mask = pygame.Surface((s, s), pygame.SRCALPHA)
    pygame.draw.circle(mask, (255, 255, 255, 255), (c, c), c)
    art.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    pygame.draw.circle(art, theme.TEAM[seat % 2], (c, c), c, max(2, s // 18))
    return art
