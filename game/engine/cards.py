"""Cards, suits and ranks of the 52-card pack.

Every card exists once: ``Card`` interns its 52 instances, so cards compare
by identity and can be used as dict keys or set members cheaply.

>>> Card.parse("TH")
Card('TH')
>>> Card.parse("TH").label(), Card.parse("QS").label(french=False)
('10', 'Q')
>>> Card(Rank.KING, Suit.HEARTS) is Card.parse("KH")
True
>>> Card.parse("AS").beats(Card.parse("2H"), led=Suit.SPADES)
False
"""

from __future__ import annotations

from enum import IntEnum


class Suit(IntEnum):
    """The four suits, numbered in the order of their letters ``CDHS``."""

    CLUBS = 0
    DIAMONDS = 1
    HEARTS = 2
    SPADES = 3

    @property
    def letter(self) -> str:
        return "CDHS"[self]

    @property
    def symbol(self) -> str:
        return "♣♦♥♠"[self]

    @property
    def is_red(self) -> bool:
        return self in (Suit.DIAMONDS, Suit.HEARTS)

    @property
    def is_trump(self) -> bool:
        """Hearts are always trump in 400."""
        return self is Suit.HEARTS

    @classmethod
    def parse(cls, letter: str) -> Suit:
        i = "CDHS".find(letter.upper()) if len(letter) == 1 else -1
        if i < 0:
            raise ValueError(f"unknown suit {letter!r} (expected one of C D H S)")
        return cls(i)


TRUMP = Suit.HEARTS

RANK_CODES = "23456789TJQKA"
_FRENCH = {14: "1", 13: "R", 12: "D", 11: "V", 10: "10"}
_ENGLISH = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "10"}


class Rank(IntEnum):
    """Ranks from two (2) to ace (14); higher wins within a suit."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def code(self) -> str:
        return RANK_CODES[self - 2]

    @property
    def is_picture(self) -> bool:
        """A, K, Q and J: the 'pictures' of the no-pictures redeal."""
        return self >= Rank.JACK

    def label(self, french: bool = True) -> str:
        """Index shown on the card: French ``1 R D V 10 … 2`` or English."""
        table = _FRENCH if french else _ENGLISH
        return table.get(int(self), str(int(self)))

    @classmethod
    def parse(cls, code: str) -> Rank:
        i = RANK_CODES.find(code.upper()) if len(code) == 1 else -1
        if i < 0:
            raise ValueError(f"unknown rank {code!r} (expected one of {RANK_CODES})")
        return cls(i + 2)


class Card:
    """One card. ``Card(rank, suit)`` returns the interned instance."""

    __slots__ = ("rank", "suit", "index", "code", "bit")
    _all: list[Card] = []  # filled once below, never changed after import

    rank: Rank
    suit: Suit
    index: int
    code: str
    bit: int  # 1 << index: the card as a set of the rules core

    def __new__(cls, rank: Rank | int, suit: Suit | int) -> Card:
        return cls._all[int(suit) * 13 + int(rank) - 2]

    @classmethod
    def _make(cls, rank: Rank, suit: Suit) -> Card:
        card = object.__new__(cls)
        card.rank = rank
        card.suit = suit
        card.index = int(suit) * 13 + int(rank) - 2
        card.bit = 1 << card.index
        card.code = rank.code + suit.letter
        return card

    @classmethod
    def parse(cls, code: str) -> Card:
        """Parse a text code such as ``TH`` or ``AS``; raise ``ValueError``."""
        if not isinstance(code, str) or len(code) != 2:
            raise ValueError(f"bad card {code!r} (expected two letters like 'TH')")
        return cls(Rank.parse(code[0]), Suit.parse(code[1]))

    @classmethod
    def from_index(cls, index: int) -> Card:
        return cls._all[index]

    @property
    def is_trump(self) -> bool:
        return self.suit is TRUMP

    def label(self, french: bool = True) -> str:
        return self.rank.label(french)

    def text(self, french: bool = True) -> str:
        """The card as the table writes it, its index then its suit.

        >>> Card.parse("KD").text(), Card.parse("KD").text(french=False)
        ('R♦', 'K♦')
        """
        return self.label(french) + self.suit.symbol

    def beats(self, other: Card, led: Suit) -> bool:
        """Would this card beat ``other`` in a trick where ``led`` was led?"""
        if self.suit is other.suit:
            return self.rank > other.rank
        if self.suit is TRUMP:
            return True
        if other.suit is TRUMP:
            return False
        return self.suit is led

    def __repr__(self) -> str:
        return f"Card({self.code!r})"

    def __str__(self) -> str:
        return self.code

    def __reduce__(self):
        return (Card.from_index, (self.index,))

    def __lt__(self, other: Card) -> bool:
        return self.index < other.index


Card._all = [Card._make(r, s) for s in Suit for r in Rank]
DECK: tuple[Card, ...] = tuple(Card._all)


def parse_cards(codes) -> list[Card]:
    """Parse a list of card codes (or one space-separated string)."""
    if isinstance(codes, str):
        codes = codes.split()
    return [Card.parse(c) for c in codes]
