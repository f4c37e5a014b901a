"""What the table shows: card sprites and the state as the player has seen it.

The engine runs ahead of the animations (it deals the next hand at once);
the ``Board`` only changes as the director consumes events, so the screen
always shows the game as it unfolded, one event at a time.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from itertools import permutations

from ...engine import Card, Suit
from ...engine.scoring import score_hand


class CardSprite:
    """A card on the screen. ``flip`` 1 shows the face, 0 the back; ``big``
    False draws it as a bot's small back (rotated at ``rot``)."""

    __slots__ = ("card", "x", "y", "flip", "big", "rot", "alpha", "lift", "seat")

    def __init__(self, card: Card, x: float, y: float, *, flip: float = 0.0,
                 big: bool = False, rot: bool = False, seat: int = 0):
        self.card = card
        self.x, self.y = x, y
        self.flip = flip
        self.big = big
        self.rot = rot
        self.alpha = 255.0
        self.lift = 0.0
        self.seat = seat

    @property
    def pos(self) -> tuple[float, float]:
        return (self.x, self.y)

    @pos.setter
    def pos(self, value) -> None:
        self.x, self.y = value


class Pop:
    """Something that grows in and fades out (a speech bubble, a banner)."""

    def __init__(self, text: str):
        self.text = text
        self.scale = 0.0
        self.alpha = 255.0


@dataclass
class SheetRow:
    """One finished hand on the score sheet."""
    number: int
    dealer: int
    thrown_in: str | None  # reason, or None for a played hand
    bids: tuple = ()
    taken: tuple = ()
    points: tuple = ()
    scores: tuple = ()
    won: int | None = None  # the seat whose made bid won the game outright


def won_by_bid(rules, e) -> int | None:
    """The seat whose made bid, worth "win" under ``rules``, won the game with
    the hand ``e`` (``HandScored``); None if no bid did. The engine's scoring
    says so (``score_hand``), from the scores before the hand."""
    before = [after - points for after, points in zip(e.scores, e.points)]
    return score_hand(rules, e.bids, e.taken, before).win_bid_seat


@dataclass
class Board:
    hand_number: int = 0
    dealer: int = 0
    target: int = 41
    hands: list = field(default_factory=lambda: [[], [], [], []])
    bids: list = field(default_factory=lambda: [None] * 4)
    taken: list = field(default_factory=lambda: [0] * 4)
    scores: list = field(default_factory=lambda: [0] * 4)
    # the scores before this hand, by which its bids are worth what they are
    # (``Rules.bid_value``), even once ``scores`` holds the hand's result
    hand_scores: list = field(default_factory=lambda: [0] * 4)
    min_total: int = 0
    trick: list = field(default_factory=list)  # CardSprites, in the order played
    flying: list = field(default_factory=list)  # sprites leaving the table (sweep)
    tricks: list = field(default_factory=list)  # this hand's tricks so far: (leader, cards, winner)
    trick_winner: int | None = None  # the seat taking the trick on the table, until the sweep
    trick_waiting: bool = False  # the trick on the table waits for a click
    pile: int = 0  # cards still in the dealer's pile
    bubbles: dict = field(default_factory=dict)  # seat -> Pop
    banner: Pop | None = None
    banner_lines: tuple = ()
    sheet: list = field(default_factory=list)  # SheetRow per finished hand
    playing: bool = False  # the bidding is over for this hand
    shuffle: float = 0.0  # 0..1 while the pile is being shuffled

    def new_hand(self, number: int, dealer: int, target: int) -> None:
        self.hand_number, self.dealer, self.target = number, dealer, target
        self.hands = [[], [], [], []]
        self.bids = [None] * 4
        self.taken = [0] * 4
        self.trick = []
        self.flying = []
        self.tricks = []
        self.trick_winner = None
        self.trick_waiting = False
        self.pile = 52
        self.bubbles = {}
        self.playing = False

    @property
    def last_trick(self) -> tuple | None:
        """The hand's last finished trick, (leader, cards, winner), or None."""
        return self.tricks[-1] if self.tricks else None

    def find(self, seat: int, card: Card) -> CardSprite | None:
        for s in self.hands[seat]:
            if s.card is card:
                return s
        return None


def suit_order(suits) -> list[Suit]:
    """Display order of the suits held: hearts (trump) first, then colours
    alternating where they can (e.g. ♥ ♠ ♦ ♣)."""
    held = set(suits)
    rest = [s for s in (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS) if s in held]
    head = [Suit.HEARTS] if Suit.HEARTS in held else []
    best, best_bad = None, 99
    for perm in permutations(rest):
        seq = head + list(perm)
        bad = sum(1 for a, b in zip(seq, seq[1:]) if a.is_red == b.is_red)
        if bad < best_bad:
            best, best_bad = seq, bad
    return best if best is not None else head


def sort_hand(cards) -> list[Card]:
    """South's hand as shown: by suit (see ``suit_order``), high to low."""
    order = {s: i for i, s in enumerate(suit_order(c.suit for c in cards))}
    return sorted(cards, key=lambda c: (order[c.suit], -c.rank))
