"""Playing cards drawn by code, at the size they are shown, and cached.

``CardArt(90).face(Card.parse("TH"))`` is a 90 x 126 Surface with per-pixel
alpha: a white rounded card with a thin border, French corner indices
(``1 R D V 10 … 2``; English ``A K Q J`` with ``french=False``), the pip
under the index in both corners, the traditional pip layout for 2–10, a
large centre pip for the ace and a framed, double-ended picture for the
king (R), queen (D) and jack (V). ``.back()`` is the patterned back
("lattice" or "rosette", see ``game.options.CARD_BACKS``); ``.shadow()``
is a soft shadow to blit at ``.shadow_offset`` from the card's top-left.

Everything is drawn at twice the size and smoothly scaled down once, so
every size is crisp; nothing small is ever scaled up. When the window
changes size, ask ``CardArtCache.get(width, ...)`` for the art at the new
width (it keeps the last few sizes).
"""

from __future__ import annotations

import math
import time
from collections import OrderedDict

import pygame

from game.engine import DECK, Card, Rank, Suit
from game.ui.assets import font

CARD_ASPECT = 1.4  # height / width
BACKS = ("lattice", "rosette")
SUPERSAMPLE = 2

SUIT_GLYPHS = {Suit.CLUBS: "♣", Suit.DIAMONDS: "♦", Suit.HEARTS: "♥", Suit.SPADES: "♠"}

RED = (200, 16, 36)
BLACK = (22, 22, 28)
GREEN = (10, 128, 52)
BLUE = (18, 72, 190)
PAPER = (255, 255, 252)
BORDER = (120, 120, 128)

# Traditional pip positions: (column, row) with column -1/0/1 (left, centre,
# right) and row 0..1 from the top of the pip area to its bottom. Pips below
# the middle are drawn upside down, as on a real card.
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0.0), (0, 1.0)),
    3: ((0, 0.0), (0, 0.5), (0, 1.0)),
    4: ((-1, 0.0), (1, 0.0), (-1, 1.0), (1, 1.0)),
    5: ((-1, 0.0), (1, 0.0), (0, 0.5), (-1, 1.0), (1, 1.0)),
    6: ((-1, 0.0), (1, 0.0), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    7: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1.0), (1, 1.0)),
    8: ((-1, 0.0), (1, 0.0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1.0), (1, 1.0)),
    9: ((-1, 0.0), (1, 0.0), (-1, 1 / 3), (1, 1 / 3), (0, 0.5),
        (-1, 2 / 3), (1, 2 / 3), (-1, 1.0), (1, 1.0)),
    10: ((-1, 0.0), (1, 0.0), (0, 1 / 6), (-1, 1 / 3), (1, 1 / 3),
         (-1, 2 / 3), (1, 2 / 3), (0, 5 / 6), (-1, 1.0), (1, 1.0)),
}

# Court pictures: frame, robe, trim and accent colours per rank.
COURT_STYLES = {
    Rank.KING: {"frame": (176, 132, 30), "robe": (170, 28, 40), "trim": (250, 246, 236),
                "accent": (232, 186, 48), "ground": (255, 247, 222)},
    Rank.QUEEN: {"frame": (104, 52, 140), "robe": (44, 74, 160), "trim": (240, 214, 96),
                 "accent": (200, 60, 120), "ground": (248, 240, 252)},
    Rank.JACK: {"frame": (24, 112, 92), "robe": (34, 130, 70), "trim": (236, 196, 70),
                "accent": (196, 52, 40), "ground": (236, 248, 240)},
}
# Each court of each suit wears its own robe, so R♥ and R♠ differ at a glance
# (the frame colour stays the rank's).
ROBES = {
    Rank.KING: {Suit.HEARTS: (170, 28, 40), Suit.SPADES: (70, 44, 120),
                Suit.DIAMONDS: (186, 84, 24), Suit.CLUBS: (32, 66, 130)},
    Rank.QUEEN: {Suit.HEARTS: (44, 74, 160), Suit.SPADES: (46, 46, 60),
                 Suit.DIAMONDS: (168, 40, 92), Suit.CLUBS: (30, 112, 96)},
    Rank.JACK: {Suit.HEARTS: (34, 130, 70), Suit.SPADES: (128, 30, 44),
                Suit.DIAMONDS: (58, 92, 168), Suit.CLUBS: (150, 100, 30)},
}
SKIN = (246, 212, 176)
INK = (40, 30, 30)


def suit_colour(suit: Suit, four_colour: bool = False) -> tuple[int, int, int]:
    """Red hearts and diamonds, black spades and clubs (green/blue in four colours)."""
    if four_colour and suit is Suit.CLUBS:
        return GREEN
    if four_colour and suit is Suit.DIAMONDS:
        return BLUE
    return RED if suit in (Suit.HEARTS, Suit.DIAMONDS) else BLACK


def _tint(style: dict) -> tuple[int, int, int]:
    """The frame colour washed into the picture's ground, for its faint pattern."""
    return tuple((3 * g + f) // 4 for g, f in zip(style["ground"], style["frame"]))


def _crop(surface: pygame.Surface) -> pygame.Surface:
    rect = surface.get_bounding_rect(min_alpha=1)
    return surface.subsurface(rect).copy() if rect.w and rect.h else surface


def _fit(surface: pygame.Surface, height: int, max_width: int | None = None) -> pygame.Surface:
    """Scale a cropped glyph to ``height`` (and at most ``max_width``) pixels."""
    w, h = surface.get_size()
    new_w = max(1, round(w * height / h))
    if max_width is not None and new_w > max_width:
        new_w = max_width
    if (new_w, height) == (w, h):
        return surface
    return pygame.transform.smoothscale(surface, (new_w, max(1, height)))


class CardArt:
    """Card faces and back at one width; every surface is drawn once, then cached.

    >>> import os; os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    'dummy'
    >>> art = CardArt(90)
    >>> art.size
    (90, 126)
    >>> art.face(Card.parse("AS")) is art.face(Card.parse("AS"))
    True
    """

    def __init__(self, width: int, french: bool = True, four_colour: bool = False,
                 back: str = "lattice") -> None:
        if back not in BACKS:
            raise ValueError(f"unknown card back {back!r} (expected one of {', '.join(BACKS)})")
        self.width = max(16, int(width))
        self.height = round(self.width * CARD_ASPECT)
        self.french = french
        self.four_colour = four_colour
        self.back_name = back
        self._faces: dict[Card, pygame.Surface] = {}
        self._glyphs: dict[tuple, pygame.Surface] = {}
        self._blank: pygame.Surface | None = None
        self._back: pygame.Surface | None = None
        self._shadow: pygame.Surface | None = None
        pad = max(2, round(self.width * 0.07))
        self._shadow_pad = pad
        self.shadow_offset = (round(self.width * 0.02) - pad, round(self.width * 0.035) - pad)

    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    @property
    def radius(self) -> int:
        """Corner radius of the card in pixels (for highlights drawn by the table)."""
        return max(2, round(self.width * 0.065))

    # -- public surfaces ------------------------------------------------------

    def face(self, card: Card) -> pygame.Surface:
        """The face of ``card`` (cached; do not draw on it)."""
        surf = self._faces.get(card)
        if surf is None:
            surf = self._faces[card] = self._draw_face(card)
        return surf

    def faces(self) -> dict[Card, pygame.Surface]:
        """All 52 faces, built now if needed."""
        return {card: self.face(card) for card in DECK}

    def warm(self, max_ms: float = 3.0) -> bool:
        """Build faces not yet drawn for up to ``max_ms`` (at least one); True once all 52 are.

        Call it each frame after a resize so the whole deck is ready without a
        long frame (a face takes 1–3 ms to draw).
        """
        start = time.perf_counter()
        self.back()
        for card in DECK:
            if card not in self._faces:
                self.face(card)
                if (time.perf_counter() - start) * 1000 >= max_ms:
                    return len(self._faces) == len(DECK)
        return True

    def back(self) -> pygame.Surface:
        """The patterned back (cached)."""
        if self._back is None:
            self._back = self._draw_back()
        return self._back

    def shadow(self) -> pygame.Surface:
        """A soft shadow; blit it at ``card_topleft + shadow_offset`` before the card."""
        if self._shadow is None:
            self._shadow = self._draw_shadow()
        return self._shadow

    def draw(self, target: pygame.Surface, card: Card | None, topleft: tuple[int, int],
             shadow: bool = True) -> pygame.Rect:
        """Blit a card (``None`` for its back) with its shadow; returns the card's rect."""
        x, y = int(topleft[0]), int(topleft[1])
        if shadow:
            target.blit(self.shadow(), (x + self.shadow_offset[0], y + self.shadow_offset[1]))
        return target.blit(self.back() if card is None else self.face(card), (x, y))

    # -- drawing ----------------------------------------------------------------

    def _big(self) -> tuple[pygame.Surface, int, int]:
        """A blank card at the supersampled size (white, border), copied per face."""
        s = SUPERSAMPLE
        if self._blank is None:
            w, h = self.width * s, self.height * s
            blank = pygame.Surface((w, h), pygame.SRCALPHA)
            r = self.radius * s
            pygame.draw.rect(blank, BORDER, blank.get_rect(), border_radius=r)
            bw = max(s, round(self.width * 0.012) * s)
            pygame.draw.rect(blank, PAPER, blank.get_rect().inflate(-2 * bw, -2 * bw),
                             border_radius=max(1, r - bw))
            self._blank = blank
        return self._blank.copy(), self.width * s, self.height * s

    def _finish(self, big: pygame.Surface) -> pygame.Surface:
        return pygame.transform.smoothscale(big, self.size).convert_alpha() \
            if pygame.display.get_surface() is not None \
            else pygame.transform.smoothscale(big, self.size)

    def _glyph(self, text: str, colour, height: int, bold: bool = True,
               max_width: int | None = None) -> pygame.Surface:
        """``text`` rendered, cropped to its ink and scaled to ``height`` px (cached)."""
        key = (text, colour, height, bold, max_width)
        surf = self._glyphs.get(key)
        if surf is None:
            raw = font(max(8, round(height * 1.5)), bold).render(text, True, colour)
            surf = self._glyphs[key] = _fit(_crop(raw), height, max_width)
        return surf

    def _pip(self, suit: Suit, height: int) -> pygame.Surface:
        return self._glyph(SUIT_GLYPHS[suit], suit_colour(suit, self.four_colour), height,
                           bold=False)

    def _draw_face(self, card: Card) -> pygame.Surface:
        big, w, h = self._big()
        colour = suit_colour(card.suit, self.four_colour)
        if card.rank >= Rank.JACK and card.rank != Rank.ACE:
            self._draw_court(big, card, w, h, colour)
        elif card.rank == Rank.ACE:
            self._draw_ace(big, card, w, h)
        else:
            self._draw_pips(big, card, w, h)
        self._draw_indices(big, card, w, h, colour)
        return self._finish(big)

    def _corner(self, card: Card, w: int, colour) -> pygame.Surface:
        """The index (rank over suit) for the top-left corner."""
        label = card.label(self.french)
        rank_h = round(w * 0.135)
        rank = self._glyph(label, colour, rank_h, max_width=round(w * 0.17))
        pip = self._pip(card.suit, round(w * 0.105))
        gap = round(w * 0.03)
        cw = max(rank.get_width(), pip.get_width())
        corner = pygame.Surface((cw, rank_h + gap + pip.get_height()), pygame.SRCALPHA)
        corner.blit(rank, ((cw - rank.get_width()) // 2, 0))
        corner.blit(pip, ((cw - pip.get_width()) // 2, rank_h + gap))
        return corner

    def _draw_indices(self, big, card, w, h, colour) -> None:
        corner = self._corner(card, w, colour)
        cx, top = round(w * 0.105), round(w * 0.07)
        big.blit(corner, (cx - corner.get_width() // 2, top))
        flipped = pygame.transform.flip(corner, True, True)
        big.blit(flipped, (w - cx - (corner.get_width() + 1) // 2, h - top - corner.get_height()))

    def _draw_pips(self, big, card, w, h) -> None:
        n = int(card.rank)
        pip_h = round(w * (0.175 if n <= 8 else 0.165))
        pip = self._pip(card.suit, pip_h)
        down = pygame.transform.flip(pip, True, True)
        cols = {-1: w * 0.335, 0: w * 0.5, 1: w * 0.665}
        top, bottom = h * 0.19, h * 0.81
        for col, row in PIP_LAYOUTS[n]:
            x = cols[col]
            y = top + (bottom - top) * row
            img = down if row > 0.5 else pip
            big.blit(img, (round(x - img.get_width() / 2), round(y - img.get_height() / 2)))

    def _draw_ace(self, big, card, w, h) -> None:
        colour = suit_colour(card.suit, self.four_colour)
        size = round(w * (0.5 if card.suit is Suit.SPADES else 0.44))
        pip = self._pip(card.suit, size)
        cx, cy = w // 2, h // 2
        if card.suit is Suit.SPADES:  # the decorated ace of spades, as tradition has it
            ring = round(w * 0.36)
            pygame.draw.circle(big, (236, 236, 242), (cx, cy), ring)
            pygame.draw.circle(big, colour, (cx, cy), ring, max(2, w // 90))
            pygame.draw.circle(big, colour, (cx, cy), ring - max(5, w // 30), max(1, w // 180))
        big.blit(pip, (cx - pip.get_width() // 2, cy - pip.get_height() // 2))

    # -- court cards --------------------------------------------------------------

    def _draw_court(self, big, card, w, h, colour) -> None:
        style = dict(COURT_STYLES[card.rank], robe=ROBES[card.rank][card.suit])
        fx, fy = round(w * 0.2), round(w * 0.085)
        fw, fh = w - 2 * fx, h - 2 * fy
        frame = pygame.Rect(fx, fy, fw, fh)
        line = max(2, round(w * 0.014))
        pygame.draw.rect(big, style["ground"], frame)
        # a faint diamond pattern in the ground of the picture
        step = max(4, fw // 6)
        for y in range(fy + step // 2, fy + fh, step):
            for x in range(fx + step // 2, fx + fw, step):
                pygame.draw.circle(big, _tint(style), (x, y), max(1, step // 12))
        # the top figure, cut at the diagonal; the bottom one is the same turned round
        tilt = fh // 14
        half = pygame.Surface((fw, fh), pygame.SRCALPHA)
        self._draw_figure(half, card, style, colour)
        mask = pygame.Surface((fw, fh), pygame.SRCALPHA)
        pygame.draw.polygon(mask, (255, 255, 255, 255),
                            [(0, 0), (fw, 0), (fw, fh // 2 - tilt), (0, fh // 2 + tilt)])
        half.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(half, (fx, fy))
        big.blit(pygame.transform.flip(half, True, True), (fx, fy))
        pygame.draw.line(big, style["frame"], (fx, fy + fh // 2 + tilt),
                         (fx + fw - 1, fy + fh // 2 - tilt), line)
        pygame.draw.rect(big, style["frame"], frame, line * 2)
        pygame.draw.rect(big, colour, frame.inflate(-line * 5, -line * 5), max(1, line // 2))

    def _draw_figure(self, surf: pygame.Surface, card: Card, style: dict, colour) -> None:
        """The top figure of a court picture: bust, headwear, held item, letter and suit."""
        fw, fh = surf.get_size()
        rank = card.rank
        cx = fw * 0.5
        head_r = fw * 0.16
        head_y = fw * 0.52
        neck_y = head_y + head_r * 0.9
        bottom = fh * 0.62
        if rank is Rank.QUEEN:  # long hair behind the head and shoulders
            pygame.draw.ellipse(surf, (92, 52, 28), pygame.Rect(
                cx - head_r * 1.35, head_y - head_r * 1.1, head_r * 2.7, head_r * 3.4))
        # robe: sleeves, then the body, falling past the diagonal
        dark = tuple(max(0, c - 50) for c in style["robe"])
        for side in (-1, 1):
            pygame.draw.polygon(surf, dark, [
                (cx + side * fw * 0.2, neck_y + head_r * 0.3),
                (cx + side * fw * 0.42, neck_y + head_r * 1.6),
                (cx + side * fw * 0.46, bottom), (cx + side * fw * 0.25, bottom)])
            cuff_y = neck_y + head_r * 2.6
            pygame.draw.line(surf, style["trim"], (cx + side * fw * 0.44, cuff_y),
                             (cx + side * fw * 0.3, cuff_y + head_r * 0.3),
                             max(2, round(fw * 0.03)))
        pygame.draw.polygon(surf, style["robe"], [
            (cx - fw * 0.36, bottom), (cx - fw * 0.26, neck_y + head_r * 0.6),
            (cx - head_r * 0.5, neck_y), (cx + head_r * 0.5, neck_y),
            (cx + fw * 0.26, neck_y + head_r * 0.6), (cx + fw * 0.36, bottom)])
        # trim down the front with buttons, and an ornamented collar
        trim_w = fw * 0.085
        pygame.draw.polygon(surf, style["trim"], [
            (cx - trim_w, bottom), (cx - trim_w * 0.6, neck_y), (cx + trim_w * 0.6, neck_y),
            (cx + trim_w, bottom)])
        for i in range(5):
            y = neck_y + (bottom - neck_y) * (0.18 + 0.18 * i)
            pygame.draw.circle(surf, style["accent"], (cx, y), max(2, fw * 0.025))
        if rank is Rank.QUEEN:  # a ruff of small pleats
            for k in range(-3, 4):
                pygame.draw.circle(surf, style["trim"], (cx + k * head_r * 0.4,
                                                         neck_y + head_r * 0.25 * (1 - abs(k) / 4)),
                                   head_r * 0.3)
        else:
            wide = 0.3 if rank is Rank.KING else 0.22
            collar = pygame.Rect(cx - fw * wide, neck_y - head_r * 0.05, fw * 2 * wide,
                                 head_r * 0.8)
            pygame.draw.ellipse(surf, style["trim"], collar)
            pygame.draw.ellipse(surf, style["accent"], collar, max(1, round(fw * 0.012)))
            if rank is Rank.KING:  # ermine spots on the collar
                for k in (-2, -1, 1, 2):
                    pygame.draw.circle(surf, INK, (cx + k * fw * 0.1, collar.centery),
                                       max(1, fw * 0.014))
        # the arm reaching to the held item, which the hand grips
        item_x = cx - fw * 0.34
        hand = (item_x + fw * 0.01, neck_y + head_r * 1.9)
        self._held_item(surf, rank, item_x, head_y, head_r, style, fw, bottom)
        pygame.draw.line(surf, dark, (cx - fw * 0.2, neck_y + head_r * 0.7), hand,
                         max(2, round(head_r * 0.75)))
        pygame.draw.circle(surf, style["trim"], (hand[0] + head_r * 0.2, hand[1]), head_r * 0.36)
        pygame.draw.circle(surf, SKIN, hand, head_r * 0.3)
        # the head
        pygame.draw.circle(surf, SKIN, (cx, head_y), head_r)
        pygame.draw.circle(surf, (170, 120, 90), (cx, head_y), head_r, max(1, round(fw * 0.008)))
        eye = max(1, round(fw * 0.013))
        for ex in (-0.38, 0.38):
            pygame.draw.circle(surf, INK, (cx + ex * head_r, head_y - head_r * 0.1), eye)
            brow_y = head_y - head_r * 0.32
            pygame.draw.line(surf, (120, 80, 60), (cx + (ex - 0.2) * head_r, brow_y),
                             (cx + (ex + 0.2) * head_r, brow_y), max(1, eye // 2))
        pygame.draw.line(surf, (180, 60, 60), (cx - head_r * 0.25, head_y + head_r * 0.45),
                         (cx + head_r * 0.25, head_y + head_r * 0.45), max(1, eye))
        if rank is Rank.KING:
            self._king_crown_and_beard(surf, cx, head_y, head_r, style)
        elif rank is Rank.QUEEN:
            self._queen_tiara(surf, cx, head_y, head_r, style)
        else:
            self._jack_cap(surf, cx, head_y, head_r, style)
        # the letter and the suit in the picture's top-right corner
        letter_img = self._glyph(card.label(self.french), colour, round(fw * 0.17))
        pip = self._pip(card.suit, round(fw * 0.13))
        lx, ly = fw * 0.86, fw * 0.07
        surf.blit(letter_img, (round(lx - letter_img.get_width() / 2), round(ly)))
        surf.blit(pip, (round(lx - pip.get_width() / 2), round(ly + fw * 0.21)))

    @staticmethod
    def _king_crown_and_beard(surf, cx, hy, r, style) -> None:
        beard = [(cx - r * 0.95, hy + r * 0.1), (cx - r * 0.6, hy + r * 1.25), (cx, hy + r * 1.6),
                 (cx + r * 0.6, hy + r * 1.25), (cx + r * 0.95, hy + r * 0.1),
                 (cx + r * 0.5, hy + r * 0.7), (cx - r * 0.5, hy + r * 0.7)]
        pygame.draw.polygon(surf, (150, 150, 156), beard)
        pygame.draw.line(surf, (170, 60, 60), (cx - r * 0.25, hy + r * 0.45),
                         (cx + r * 0.25, hy + r * 0.45), max(1, round(r * 0.1)))
        base_y, top_y = hy - r * 0.55, hy - r * 1.75
        crown = [(cx - r * 1.05, base_y), (cx - r * 1.1, top_y + r * 0.3), (cx - r * 0.55, hy - r),
                 (cx, top_y), (cx + r * 0.55, hy - r), (cx + r * 1.1, top_y + r * 0.3),
                 (cx + r * 1.05, base_y)]
        pygame.draw.polygon(surf, style["accent"], crown)
        pygame.draw.polygon(surf, (120, 84, 10), crown, max(1, round(r * 0.08)))
        pygame.draw.rect(surf, (120, 84, 10), pygame.Rect(cx - r * 1.05, base_y - r * 0.25,
                                                         r * 2.1, r * 0.25))
        tips = ((cx - r * 1.1, top_y + r * 0.3), (cx, top_y), (cx + r * 1.1, top_y + r * 0.3))
        for px, py in tips:
            pygame.draw.circle(surf, style["trim"], (px, py), max(2, r * 0.16))
        pygame.draw.circle(surf, (200, 20, 40), (cx, base_y - r * 0.5), max(2, r * 0.18))

    @staticmethod
    def _queen_tiara(surf, cx, hy, r, style) -> None:
        band = pygame.Rect(cx - r * 1.0, hy - r * 1.35, r * 2.0, r * 1.2)
        pygame.draw.arc(surf, style["trim"], band, 0.35, math.pi - 0.35, max(2, round(r * 0.2)))
        for k, a in enumerate((0.7, 1.1, math.pi / 2, math.pi - 1.1, math.pi - 0.7)):
            px = band.centerx + math.cos(a) * r * 1.0
            py = band.centery - math.sin(a) * r * 0.6
            tip = r * (0.55 if k == 2 else 0.3)
            pygame.draw.polygon(surf, style["trim"], [(px - r * 0.13, py), (px, py - tip),
                                                      (px + r * 0.13, py)])
        pygame.draw.circle(surf, style["accent"], (cx, hy - r * 1.05), max(2, r * 0.17))
        # a fringe of hair over the brow
        pygame.draw.ellipse(surf, (92, 52, 28), pygame.Rect(cx - r * 0.95, hy - r * 0.95,
                                                            r * 1.9, r * 0.6))

    @staticmethod
    def _jack_cap(surf, cx, hy, r, style) -> None:
        # a feather sweeping up and back from the cap
        feather = [(cx - r * 0.3, hy - r * 1.0), (cx - r * 0.9, hy - r * 1.9),
                   (cx - r * 1.25, hy - r * 2.25), (cx - r * 1.15, hy - r * 1.6),
                   (cx - r * 0.7, hy - r * 0.9)]
        pygame.draw.polygon(surf, style["accent"], feather)
        pygame.draw.line(surf, (120, 30, 20), (cx - r * 0.4, hy - r * 0.95),
                         (cx - r * 1.2, hy - r * 2.15), max(1, round(r * 0.06)))
        cap = pygame.Rect(cx - r * 1.25, hy - r * 1.45, r * 2.5, r * 1.0)
        pygame.draw.ellipse(surf, style["robe"], cap)
        pygame.draw.ellipse(surf, style["trim"], pygame.Rect(cx - r * 1.15, hy - r * 0.8,
                                                             r * 2.3, r * 0.35))
        # curled hair at the sides
        for side in (-1, 1):
            pygame.draw.circle(surf, (196, 140, 60), (cx + side * r * 0.95, hy + r * 0.15),
                               r * 0.32)

    @staticmethod
    def _held_item(surf, rank, x, hy, r, style, fw, bottom) -> None:
        """Sceptre for the king, a flower for the queen, a halberd for the jack."""
        lw = max(2, round(fw * 0.024))
        if rank is Rank.KING:
            pygame.draw.line(surf, style["accent"], (x, bottom), (x, hy - r * 0.3), lw)
            pygame.draw.circle(surf, style["accent"], (x, hy - r * 0.5), r * 0.32)
            pygame.draw.circle(surf, (200, 20, 40), (x, hy - r * 0.5), r * 0.14)
            pygame.draw.polygon(surf, style["accent"], [(x - r * 0.12, hy - r * 0.8),
                                                        (x, hy - r * 1.15), (x + r * 0.12,
                                                                             hy - r * 0.8)])
        elif rank is Rank.QUEEN:
            fy = hy + r * 0.4
            pygame.draw.line(surf, (40, 120, 50), (x + r * 0.3, bottom), (x, fy), lw)
            pygame.draw.ellipse(surf, (40, 140, 60), pygame.Rect(x, fy + r * 0.8, r * 0.5,
                                                                  r * 0.25))
            for a in range(5):
                ang = a * 2 * math.pi / 5
                pygame.draw.circle(surf, style["accent"], (x + math.cos(ang) * r * 0.25,
                                                           fy + math.sin(ang) * r * 0.25),
                                   r * 0.19)
            pygame.draw.circle(surf, style["trim"], (x, fy), r * 0.13)
        else:
            pygame.draw.line(surf, (110, 70, 30), (x, bottom), (x, hy - r * 1.3), lw)
            blade = [(x, hy - r * 1.9), (x + r * 0.5, hy - r * 1.0), (x, hy - r * 0.85),
                     (x - r * 0.3, hy - r * 1.1)]
            pygame.draw.polygon(surf, (176, 182, 196), blade)
            pygame.draw.polygon(surf, INK, blade, 1)

    # -- backs and shadow ---------------------------------------------------------

    def _draw_back(self) -> pygame.Surface:
        big, w, h = self._big()
        margin = round(w * 0.06)
        inner = pygame.Rect(margin, margin, w - 2 * margin, h - 2 * margin)
        r = max(1, self.radius * SUPERSAMPLE - margin // 2)
        pattern = pygame.Surface(inner.size, pygame.SRCALPHA)
        if self.back_name == "lattice":
            self._lattice(pattern)
        else:
            self._rosette(pattern)
        mask = pygame.Surface(inner.size, pygame.SRCALPHA)
        pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=r)
        pattern.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
        big.blit(pattern, inner.topleft)
        return self._finish(big)

    @staticmethod
    def _lattice(surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        ground, line, dot = (150, 22, 38), (232, 186, 160), (250, 226, 190)
        surf.fill(ground)
        step = max(6, w // 7)
        lw = max(1, w // 90)
        for k in range(-h // step - 2, w // step + h // step + 3):
            x0 = k * step
            pygame.draw.line(surf, line, (x0, 0), (x0 + h, h), lw)
            pygame.draw.line(surf, line, (x0, 0), (x0 - h, h), lw)
        for i in range(-1, w // step + 2):  # a dot in the middle of every diamond
            for j in range(-1, 2 * h // step + 2):
                x = i * step + (0 if j % 2 else step // 2)
                pygame.draw.circle(surf, dot, (x, j * step // 2), max(1, step // 9))
        # a double frame inside the patterned field
        pad = max(3, w // 16)
        frame = surf.get_rect().inflate(-2 * pad, -2 * pad)
        pygame.draw.rect(surf, dot, frame, max(1, w // 60), border_radius=pad)
        pygame.draw.rect(surf, dot, frame.inflate(-3 * lw - 4, -3 * lw - 4), max(1, lw // 2 + 1),
                         border_radius=pad)

    @staticmethod
    def _rosette(surf: pygame.Surface) -> None:
        w, h = surf.get_size()
        ground, line, bright = (24, 54, 120), (150, 180, 230), (236, 208, 120)
        surf.fill(ground)
        lw = max(1, w // 110)
        # small six-petal rosettes tiled across the field
        r = max(4, w // 10)
        dy = round(r * math.sqrt(3))
        for j in range(-1, h // dy + 2):
            for i in range(-1, w // (2 * r) + 2):
                cx = i * 2 * r + (r if j % 2 else 0)
                cy = j * dy
                pygame.draw.circle(surf, line, (cx, cy), r, lw)
        # a large rosette in the middle: circles around a circle
        cx, cy = w // 2, h // 2
        big_r = round(w * 0.205)
        pygame.draw.circle(surf, ground, (cx, cy), round(big_r * 2.05))
        for k in range(12):
            a = k * math.pi / 6
            pygame.draw.circle(surf, bright, (cx + math.cos(a) * big_r, cy + math.sin(a) * big_r),
                               big_r, max(1, lw))
        pygame.draw.circle(surf, bright, (cx, cy), round(big_r * 2), max(1, lw * 2))
        pygame.draw.circle(surf, bright, (cx, cy), round(big_r * 0.18))
        pad = max(3, w // 16)
        pygame.draw.rect(surf, bright, surf.get_rect().inflate(-2 * pad, -2 * pad),
                         max(1, w // 60), border_radius=pad)

    def _draw_shadow(self) -> pygame.Surface:
        pad = self._shadow_pad
        surf = pygame.Surface((self.width + 2 * pad, self.height + 2 * pad), pygame.SRCALPHA)
        pygame.draw.rect(surf, (0, 0, 0, 110), pygame.Rect(pad, pad, self.width, self.height),
                         border_radius=self.radius)
        return pygame.transform.gaussian_blur(surf, max(1, pad // 2))


class CardArtCache:
    """The card art for the current size and settings, keeping the last few sizes.

    The table asks ``cache.get(width, french, four_colour, back)`` every layout;
    a resize builds new art at the new width (never an upscale of old art).
    """

    def __init__(self, keep: int = 4) -> None:
        self.keep = keep
        self._arts: OrderedDict[tuple, CardArt] = OrderedDict()

    def get(self, width: int, french: bool = True, four_colour: bool = False,
            back: str = "lattice") -> CardArt:
        key = (max(16, int(width)), french, four_colour, back)
        art = self._arts.get(key)
        if art is None:
            art = self._arts[key] = CardArt(*key)
            while len(self._arts) > self.keep:
                self._arts.popitem(last=False)
        else:
            self._arts.move_to_end(key)
        return art
