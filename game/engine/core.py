"""The rules core: card sets as 52-bit ints, and every rule of the play once.

Bit ``i`` of a set is the card whose ``Card.index`` is ``i`` (suit * 13 +
rank - 2), so within a suit a higher bit is a higher card, and hearts (suit 2)
are trump. ``Match`` (the checked API) is built on these functions, and the
bots' searches call them directly (the unchecked path): the follow-suit rule,
the trick winner and the deal plan are written here and nowhere else. Where
a rollout inlines one of them for speed, a test pins the copy to this file
(``tests/test_ai_kernel.py``).

>>> from .cards import Card
>>> hand = to_mask([Card.parse(c) for c in ("AS", "2S", "KH")])
>>> [Card.from_index(i).code for i in bits(legal(hand, 3))]
['2S', 'AS']
>>> trick_winner([Card.parse(c).index for c in ("QS", "2S", "AS", "5H")], leader=1)
0
>>> deal_plan(0, (1, 2, 2, 2, 2, 2, 2))[0][:4]
((1, 0, 1, 0), (2, 1, 2, 0), (3, 2, 3, 0), (0, 3, 4, 0))
"""

from __future__ import annotations

from functools import lru_cache
from operator import itemgetter

HEARTS = 2
SUIT = tuple(0x1FFF << (13 * s) for s in range(4))
TRUMP_MASK = SUIT[HEARTS]
NON_TRUMP = SUIT[0] | SUIT[1] | SUIT[3]
FULL = (1 << 52) - 1
NO_SUIT = -1  # ``led`` when the trick is empty


def to_mask(cards) -> int:
    """The set of ``cards`` (``Card`` objects)."""
    m = 0
    for c in cards:
        m |= c.bit
    return m


def bits(m: int) -> list[int]:
    """Indices of the cards in a set, lowest first."""
    out = []
    while m:
        b = m & -m
        out.append(b.bit_length() - 1)
        m ^= b
    return out


def legal(hand: int, led: int) -> int:
    """The follow-suit rule: the cards of ``hand`` that may be played to a
    trick whose led suit is ``led`` (``NO_SUIT`` when leading): the suit led
    if the hand holds any, else every card."""
    if led >= 0:
        f = hand & SUIT[led]
        if f:
            return f
    return hand


def beats(a: int, b: int) -> bool:
    """The trick rule: does card ``a``, played after ``b``, take the lead from
    it? A higher card of the same suit does; a heart over any other suit does."""
    sa, sb = a // 13, b // 13
    if sa == sb:
        return a > b
    return sa == HEARTS


def winning(cards, leader: int) -> tuple[int, int]:
    """``(card, seat)`` winning a trick so far (card indices in play order,
    at least one): the highest heart, else the highest card of the suit led."""
    best = 0
    bc = cards[0]
    for i in range(1, len(cards)):
        c = cards[i]
        if beats(c, bc):
            best, bc = i, c
    return bc, (leader + best) & 3


def trick_winner(cards, leader: int) -> int:
    """The seat that wins a complete trick (card indices in play order):
    ``winning``, unrolled for the engine's hot path."""
    w = cards[0]
    ws = w // 13
    best = 0
    for i in range(1, len(cards)):
        c = cards[i]
        cs = c // 13
        if cs == ws:
            if c > w:
                w, best = c, i
        elif cs == HEARTS:
            w, ws, best = c, cs, i
    return (leader + best) & 3


def add_card(trick, leader: int, taken, card: int) -> tuple:
    """``(trick, leader, taken)`` once ``card`` is played to ``trick``: a
    fourth card gives the trick to its winner, who leads the next one (new
    lists; the arguments are not changed)."""
    trick = [*trick, card]
    taken = list(taken)
    if len(trick) == 4:
        leader = trick_winner(trick, leader)
        taken[leader] += 1
        trick = []
    return trick, leader, taken


def certain(win: int, after, unseen: int, void) -> bool:
    """Can none of the seats in ``after`` (still to play) beat card ``win``?

    ``unseen`` holds the cards they might have; ``void[s]`` the cards seat
    ``s`` has shown it cannot hold. A seat could beat ``win`` with a higher
    card of its suit, or, when it is not a heart, by trumping.
    """
    higher = unseen & SUIT[win // 13] & ~((2 << win) - 1)
    for s in after:
        if higher & ~void[s]:
            return False
        if win // 13 != HEARTS and unseen & TRUMP_MASK & ~void[s]:
            return False
    return True


@lru_cache(maxsize=64)
def deal_plan(dealer: int, pattern: tuple) -> tuple:
    """The deal: ``(batches, slots)``. Each batch is ``(seat, start, stop,
    batch number)``, a slice of the deck (top first) for that seat; batches
    go to the dealer's right first and round anticlockwise, one round per
    size in ``pattern``. ``slots[seat]`` are the deck positions the seat
    receives, in the order dealt."""
    plan = []
    slots: list[list[int]] = [[], [], [], []]
    i = 0
    for batch, size in enumerate(pattern):
        for k in (1, 2, 3, 4):
            seat = (dealer + k) % 4
            plan.append((seat, i, i + size, batch))
            slots[seat].extend(range(i, i + size))
            i += size
    return tuple(plan), tuple(tuple(s) for s in slots)


@lru_cache(maxsize=64)
def deal_takers(dealer: int, pattern: tuple) -> tuple:
    """Per seat, a function that picks the seat's cards out of a deck in the
    order dealt (``operator.itemgetter`` over ``deal_plan``'s slots)."""
    return tuple(itemgetter(*slots) for slots in deal_plan(dealer, pattern)[1])


def claim_order(hands, seat: int) -> list[int] | None:
    """If ``seat``, on lead, must take every remaining trick whatever the
    others do, the order to play its cards in (hearts first, highest
    first); else None. ``hands`` are the four sets of cards still held.

    It holds when nobody has more hearts than the seat (so the trumps are
    drawn), and in each suit, leading from the top, each card beats every
    card of that suit still held by anyone who must follow (others lose one
    card a round and may keep their best).
    """
    mine = hands[seat]
    others = [hands[o] for o in range(4) if o != seat]
    n_trumps = (mine & TRUMP_MASK).bit_count()
    if any((o & TRUMP_MASK).bit_count() > n_trumps for o in others):
        return None
    order: list[int] = []
    side: list[int] = []
    for s in (HEARTS, 0, 1, 3):
        x = mine & SUIT[s]
        tops = [((o & SUIT[s]).bit_count(), (o & SUIT[s]).bit_length() - 1)
                for o in others if o & SUIT[s]]
        own = bits(x)[::-1]  # highest first
        for j, card in enumerate(own):
            if any(n > j and card < top for n, top in tops):
                return None
        (order if s == HEARTS else side).extend(own)
    return order + side


PICTURES = sum(0xF << (13 * s + 9) for s in range(4))  # J, Q, K and A of every suit


def redeal_seats(hands, dealer: int) -> list[int]:
    """The seats whose hand holds no A, K, Q or J, in the order they decide
    on a no-pictures redeal: from the dealer's right, anticlockwise."""
    return [s for s in ((dealer + k) % 4 for k in (1, 2, 3, 4)) if not hands[s] & PICTURES]
