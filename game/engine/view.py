"""``PlayerView``: everything one seat may know, and nothing hidden.

This is what bots receive (directly, or as JSON over the bot protocol) and
what the hint machinery reads. It never holds another seat's cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import DECK, Card, Suit
from .rules import Rules


def unseen(hand, played) -> dict:
    """The cards still out for a player holding ``hand`` who has seen
    ``played`` this hand: by suit, highest first (the card tracker)."""
    gone = set(hand) | set(played)
    out: dict = {suit: [] for suit in Suit}
    for card in sorted(DECK, key=lambda c: -c.rank):
        if card not in gone:
            out[card.suit].append(card)
    return out


@dataclass(frozen=True)
class PlayerView:
    seat: int
    rules: Rules
    target: int
    scores: tuple
    dealer: int
    hand: tuple  # this seat's cards, in the order dealt
    bids: tuple  # by seat; None where not yet bid
    min_bid: int  # this seat's own minimum bid this hand
    min_total: int
    tricks: tuple  # completed tricks of this hand: (leader, cards, winner)
    trick_leader: int
    trick: tuple  # cards played to the current trick, from the leader
    taken: tuple
    request: str | None  # "bid", "play", "redeal", or None when not this seat's turn
    legal: tuple  # legal bids, cards or redeal decisions for ``request``
    hand_number: int = 1

    @classmethod
    def of(cls, match, seat: int) -> PlayerView:
        request = None
        legal: tuple = ()
        if match.turn == seat:
            phase = match.phase.value
            if phase == "playing":
                request, legal = "play", tuple(match.legal_cards(seat))
            elif phase == "bidding":
                request, legal = "bid", tuple(match.legal_bids(seat))
            elif phase == "redeal":
                request, legal = "redeal", (True, False)
        view = object.__new__(cls)  # skip the frozen __init__: the hot path of every bot
        view.__dict__.update(
            seat=seat, rules=match.rules, target=match.target, scores=tuple(match.scores),
            dealer=match.dealer, hand=tuple(match.hand(seat)), bids=tuple(match.bids),
            min_bid=match.min_bids[seat], min_total=match.min_total,
            tricks=tuple(match.tricks), trick_leader=match.trick_leader,
            trick=tuple(match.trick), taken=tuple(match.taken), request=request,
            legal=legal, hand_number=match.hand_number)
        return view

    # --------------------------------------------------------- derived facts
    @property
    def played(self) -> list:
        """Every card seen played this hand, completed tricks and current."""
        out = [c for _, cards, _ in self.tricks for c in cards]
        out.extend(self.trick)
        return out

    def unseen(self) -> dict:
        """The cards still out as this seat sees them, by suit (``unseen``)."""
        return unseen(self.hand, self.played)

    def voids(self) -> list[set]:
        """Suits each seat has shown it does not hold (by failing to follow)."""
        out: list[set] = [set(), set(), set(), set()]
        all_tricks = list(self.tricks)
        if self.trick:
            all_tricks.append((self.trick_leader, self.trick, None))
        for leader, cards, _ in all_tricks:
            led = cards[0].suit
            for i, c in enumerate(cards[1:], 1):
                if c.suit is not led:
                    out[(leader + i) % 4].add(led)
        return out

    def bids_total(self):
        """What the bids made so far add up to against ``min_total``
        (``Rules.bids_total``: tricks, or values; ``WIN`` for a winning bid)."""
        return self.rules.bids_total(self.bids, self.scores)

    def throw_in_if(self, bid: int):
        """Why the hand is thrown in if this seat bids ``bid`` now (a
        ``ThrowIn``), or None. Only the dealer, who bids last, can throw a
        hand in; the rule is ``Rules.throw_in_reason``."""
        if self.seat != self.dealer or any(b is None for s, b in enumerate(self.bids)
                                           if s != self.seat):
            return None
        bids = [bid if s == self.seat else b for s, b in enumerate(self.bids)]
        return self.rules.throw_in_reason(bids, self.scores, self.min_total)

    @property
    def current_seat_in_trick(self) -> int:
        return (self.trick_leader + len(self.trick)) % 4

    # -------------------------------------------------------------- JSON
    def to_json(self) -> dict:
        """The ``view`` object of the bot protocol (BOT_PROTOCOL.md)."""
        return {
            "seat": self.seat,
            "rules": self.rules.to_dict(),
            "target": self.target,
            "scores": list(self.scores),
            "dealer": self.dealer,
            "hand": [c.code for c in self.hand],
            "bids": list(self.bids),
            "min_bid": self.min_bid,
            "min_total": self.min_total,
            "tricks": [{"leader": ld, "cards": [c.code for c in cs], "winner": w}
                       for ld, cs, w in self.tricks],
            "trick": {"leader": self.trick_leader, "cards": [c.code for c in self.trick]},
            "taken": list(self.taken),
            "legal": [c.code if isinstance(c, Card) else c for c in self.legal],
        }

    @classmethod
    def from_json(cls, data: dict, request: str | None = None) -> PlayerView:
        """Rebuild a view from the protocol's JSON (for bots run as programs)."""
        parse = Card.parse
        legal = data["legal"]
        if request == "play":
            legal = [parse(c) for c in legal]
        return cls(
            seat=data["seat"], rules=Rules.from_dict(data["rules"]), target=data["target"],
            scores=tuple(data["scores"]), dealer=data["dealer"],
            hand=tuple(parse(c) for c in data["hand"]), bids=tuple(data["bids"]),
            min_bid=data["min_bid"], min_total=data["min_total"],
            tricks=tuple((t["leader"], tuple(parse(c) for c in t["cards"]), t["winner"])
                         for t in data["tricks"]),
            trick_leader=data["trick"]["leader"],
            trick=tuple(parse(c) for c in data["trick"]["cards"]),
            taken=tuple(data["taken"]), request=request, legal=tuple(legal))
