"""Scripted deals for engine tests: build a deck that deals known hands, and
hands whose tricks are known in advance (no engine logic used to plan them)."""

from __future__ import annotations

from game.engine import Card, Rank, Suit

LEBANESE_PATTERN = (1, 2, 2, 2, 2, 2, 2)


def cards(text: str) -> list[Card]:
    """Cards from their codes: ``cards("AS TD 2H")``."""
    return [Card.parse(c) for c in text.split()]


def deck_for(hands, dealer: int, pattern=LEBANESE_PATTERN) -> list[Card]:
    """The deck (top first) that deals ``hands`` (4 lists of 13) from ``dealer``'s right."""
    deck: list[Card] = []
    taken = [0, 0, 0, 0]
    for size in pattern:
        for k in (1, 2, 3, 4):
            seat = (dealer + k) % 4
            deck.extend(hands[seat][taken[seat]:taken[seat] + size])
            taken[seat] += size
    assert len(deck) == 52 and len(set(deck)) == 52
    return deck


SUIT_ORDER = (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS)
# each suit's A..3 in three tricks; the lowest card of each trick is no picture,
# so a seat that only ever plays the lowest card holds no A, K, Q or J
GROUPS = ((14, 13, 12, 5), (11, 10, 9, 4), (8, 7, 6, 3))


def planned_hand(winners, last_heart: int, dealer: int):
    """Plan a hand of 13 tricks.

    Tricks 1-12 are each played in one suit only (everybody follows), and the
    seat in ``winners[i]`` holds the top card of trick i. The last trick holds
    the four 2s; ``last_heart`` holds the 2 of hearts and wins it by trumping.
    Returns (hands by seat, tricks as (leader, cards in play order, winner)).
    """
    assert len(winners) == 12
    hands: list[list[Card]] = [[], [], [], []]
    tricks = []
    leader = (dealer + 1) % 4
    used = {s: 0 for s in SUIT_ORDER}
    for i, w in enumerate(winners):
        suit = SUIT_ORDER[i % 4]
        group = GROUPS[used[suit]]
        used[suit] += 1
        others = [s for s in range(4) if s != w]
        owner = {w: group[0], others[0]: group[1], others[1]: group[2], others[2]: group[3]}
        cards = []
        for k in range(4):
            seat = (leader + k) % 4
            c = Card(Rank(owner[seat]), suit)
            hands[seat].append(c)
            cards.append(c)
        tricks.append((leader, cards, w))
        leader = w
    twos = {last_heart: Card(Rank.TWO, Suit.HEARTS)}
    rest = [Card(Rank.TWO, s) for s in (Suit.SPADES, Suit.DIAMONDS, Suit.CLUBS)]
    for s in range(4):
        if s != last_heart:
            twos[s] = rest.pop()
    cards = []
    for k in range(4):
        seat = (leader + k) % 4
        hands[seat].append(twos[seat])
        cards.append(twos[seat])
    tricks.append((leader, cards, last_heart))
    return hands, tricks


def winners_for(taken_in_12, order=None):
    """A list of 12 trick winners giving each seat the given number of tricks."""
    out = []
    for seat, n in enumerate(taken_in_12):
        out.extend([seat] * n)
    assert len(out) == 12
    return out


def play_tricks(match, tricks) -> None:
    for _leader, cards, _winner in tricks:
        for c in cards:
            match.play(match.turn, c)


def bid_in_turn(match, bids_by_seat) -> None:
    """Make the bids in the engine's turn order (from the dealer's right)."""
    for _ in range(4):
        seat = match.turn
        match.bid(seat, bids_by_seat[seat])
