"""Rollout policies: quick heuristic play over the core's card sets, for speed.

The card sets, the follow-suit rule and the trick rule are the engine's
(``game.engine.core``, imported here); this module holds only how a
simulated player chooses a card: ``choose`` / ``follow_card`` (greedy, with
an exploration rate), ``feed_lead`` and ``playout``, which plays a deal to
its end. ``playout`` inlines the core's rules on its hot path;
tests/test_ai_kernel.py pins that copy to ``core.legal`` and
``core.trick_winner`` trick by trick.

>>> from game.engine import Card
>>> hand = to_mask([Card.parse(c) for c in ("AS", "2S", "KH")])
>>> [Card.from_index(i).code for i in bits(legal(hand, 3))]
['2S', 'AS']
"""

from __future__ import annotations

from ..engine.core import (  # noqa: F401  (re-exported for the searches)
    FULL,
    HEARTS,
    NON_TRUMP,
    SUIT,
    TRUMP_MASK,
    beats,
    bits,
    legal,
    to_mask,
    trick_winner,
    winning,
)

# strength of a card when guessing who holds it (A=4 K=3 Q=2 J=1; trumps more)
HONOUR = tuple(max(0, (i % 13) - 8) + (2 if i // 13 == HEARTS and i % 13 >= 6 else 0)
               for i in range(52))


def highest(m: int) -> int:
    return m.bit_length() - 1


def lowest(m: int) -> int:
    return (m & -m).bit_length() - 1


def lowest_rank(m: int) -> int:
    """The card of lowest rank in a set (ties: the suit with fewer cards, then
    a side suit before trumps)."""
    fold = (m | m >> 13 | m >> 26 | m >> 39) & 0x1FFF  # the ranks present
    r = (fold & -fold).bit_length() - 1
    best = -1
    best_n = 99
    for s in (0, 1, 3, 2):
        c = 13 * s + r
        if m >> c & 1:
            n = (m & SUIT[s]).bit_count()
            if n < best_n:
                best, best_n = c, n
    return best


def is_top(card: int, out: int) -> bool:
    """Is ``card`` the highest card of its suit still out (``out``: unplayed)?"""
    s = SUIT[card // 13] & out
    return s.bit_length() - 1 == card


def random_bit(m: int, rnd) -> int:
    n = m.bit_count()
    k = int(rnd() * n)
    while k:
        m &= m - 1
        k -= 1
    return (m & -m).bit_length() - 1


def choose(hand: int, seat: int, trick: list, leader: int, out: int, rnd, eps: float) -> int:
    """A quick heuristic card for a rollout: win cheaply, do not overtake a
    partner who is winning, lead from length, discard low; with probability
    ``eps`` a random legal card. ``out`` is the set of cards not yet played
    (every hand's, this one's included); ``rnd`` is ``random.Random().random``."""
    if not trick:
        if rnd() < eps:
            return random_bit(hand, rnd)
        # lead a sure winner outside trumps, else low from the longest side suit
        best_len = 0
        best_suit = -1
        for s in (0, 1, 3):
            x = hand & SUIT[s]
            if x:
                top = x.bit_length() - 1
                if (SUIT[s] & out).bit_length() - 1 == top and (out & TRUMP_MASK & ~hand
                                                                  or x.bit_count() < 5):
                    return top
                n = x.bit_count()
                if n > best_len:
                    best_len, best_suit = n, s
        trumps = hand & TRUMP_MASK
        if trumps:
            top = trumps.bit_length() - 1
            if (TRUMP_MASK & out).bit_length() - 1 == top:
                return top
        if best_suit >= 0:
            x = hand & SUIT[best_suit]
            return (x & -x).bit_length() - 1
        return (hand & -hand).bit_length() - 1
    win, winner = winning(trick, leader)
    return follow_card(hand, seat, trick[0] // 13, win, winner, len(trick), out, rnd, eps)


def follow_card(hand: int, seat: int, led: int, win: int, winner: int, n: int, out: int,
                rnd, eps: float) -> int:
    """``choose`` for a seat that is not leading: ``win`` is the card winning
    the trick so far (played by ``winner``), ``n`` the cards played to it."""
    follow = hand & SUIT[led]
    if rnd() < eps:
        return random_bit(follow or hand, rnd)
    last = n == 3
    if winner == (seat + 2) & 3:  # never overtake the partner: play low
        return (follow & -follow).bit_length() - 1 if follow else lowest_rank(hand)
    if follow:
        if win // 13 != led:
            return (follow & -follow).bit_length() - 1  # already trumped
        over = follow & ~((2 << win) - 1)
        if not over:
            return (follow & -follow).bit_length() - 1
        top = over.bit_length() - 1
        if last:
            return (over & -over).bit_length() - 1
        if is_top(top, out):
            return top
        if n == 2:
            return (over & -over).bit_length() - 1
        return (follow & -follow).bit_length() - 1
    trumps = hand & TRUMP_MASK
    if trumps:
        if win // 13 == HEARTS:
            over = trumps & ~((2 << win) - 1)
            if over:
                return (over & -over).bit_length() - 1
            side = hand & NON_TRUMP
            return lowest_rank(side) if side else (trumps & -trumps).bit_length() - 1
        return (trumps & -trumps).bit_length() - 1
    return lowest_rank(hand)


def feed_lead(hand: int, partner: int, out: int) -> int:
    """A lead for a player who has made its bid, to a partner who has not:
    low in a suit whose top card the partner holds, else low in a side suit
    the partner can trump; -1 when there is none. ``partner`` is the
    partner's hand in the deal being played out."""
    for s in (0, 1, 3, 2):
        x = hand & SUIT[s]
        if x:
            p = partner & SUIT[s]
            if p and (SUIT[s] & out).bit_length() == p.bit_length():
                return (x & -x).bit_length() - 1
    if partner & TRUMP_MASK:
        for s in (0, 1, 3):
            x = hand & SUIT[s]
            if x and not partner & SUIT[s]:
                return (x & -x).bit_length() - 1
    return -1


NO_BIDS = (0, 0, 0, 0)


def choose_minding(hands: list, seat: int, trick: list, leader: int, taken: list, out: int,
                   rnd, eps: float, bids: tuple) -> int:
    """``choose``, for a player who minds the bids as ``playout``'s players
    do: one who has made its bid leads to a partner who has not
    (``feed_lead``), and a last player who still needs a trick takes it over
    a partner who has made its bid. ``hands`` is the deal (the partner's
    hand is read for the lead); ``taken`` the tricks each seat has."""
    hand = hands[seat]
    p = (seat + 2) & 3
    if not trick:
        if taken[seat] >= bids[seat] and taken[p] < bids[p] and rnd() >= eps:
            c = feed_lead(hand, hands[p], out)
            if c >= 0:
                return c
    elif len(trick) == 3 and taken[seat] < bids[seat] and taken[p] >= bids[p]:
        win, winner = winning(trick, leader)
        if winner == p:
            # the lowest card that wins it: of the suit led, else a trump
            over = [c for c in bits(legal(hand, trick[0] // 13)) if beats(c, win)]
            if over and rnd() >= eps:
                return min(over)
    return choose(hand, seat, trick, leader, out, rnd, eps)


def playout(hands: list, trick: list, leader: int, taken: list, out: int, rnd,
            eps: float = 0.1, bids: tuple = NO_BIDS) -> list:
    """Play the hand to its end with ``choose`` for every seat. ``hands`` (four
    sets) and ``taken`` are changed in place (``trick`` is not); returns ``taken``.

    With ``bids`` (by seat) the players also mind who needs the tricks: one
    who has made its bid leads to a partner who has not (``feed_lead``), and
    a last player who still needs a trick takes it over a partner who has
    made its bid. Without, every player plays ``choose``'s greedy card."""
    n = len(trick)
    turn = (leader + n) & 3
    if n:
        win = trick[0]
        winner = leader
        for i in range(1, n):
            if beats(trick[i], win):
                win, winner = trick[i], (leader + i) & 3
        led = trick[0] // 13
    while out:
        hand = hands[turn]
        if n == 0:
            if not hand & (hand - 1):  # the last card
                c = hand.bit_length() - 1
            elif rnd() < eps:
                c = random_bit(hand, rnd)
            else:
                c = -1
                p = (turn + 2) & 3
                if taken[turn] >= bids[turn] and taken[p] < bids[p]:
                    c = feed_lead(hand, hands[p], out)
                if c < 0:
                    # choose's lead, inlined: a sure side winner, else a top
                    # trump, else low from the longest side suit
                    best_len = 0
                    best_suit = -1
                    for s in (0, 1, 3):
                        x = hand & SUIT[s]
                        if x:
                            top = x.bit_length() - 1
                            if (SUIT[s] & out).bit_length() - 1 == top and \
                                    (out & TRUMP_MASK & ~hand or x.bit_count() < 5):
                                c = top
                                break
                            k = x.bit_count()
                            if k > best_len:
                                best_len, best_suit = k, s
                    if c < 0:
                        trumps = hand & TRUMP_MASK
                        if trumps and (TRUMP_MASK & out).bit_length() == trumps.bit_length():
                            c = trumps.bit_length() - 1
                        elif best_suit >= 0:
                            x = hand & SUIT[best_suit]
                            c = (x & -x).bit_length() - 1
                        else:
                            c = (hand & -hand).bit_length() - 1
            win, winner, led = c, turn, c // 13
        else:
            # follow_card, inlined (the hot path of every search)
            f = hand & SUIT[led]
            if f and not f & (f - 1):  # a single card of the suit led: forced
                c = f.bit_length() - 1
            elif rnd() < eps:
                c = random_bit(f or hand, rnd)
            elif winner == (turn + 2) & 3:
                # do not overtake the partner, unless last, needing the trick
                # when the partner has made its bid
                c = -1
                if n == 3 and taken[turn] < bids[turn] and taken[winner] >= bids[winner]:
                    if f:
                        if win // 13 == led:
                            over = f & ~((2 << win) - 1)
                            if over:
                                c = (over & -over).bit_length() - 1
                    else:
                        over = hand & TRUMP_MASK
                        if win // 13 == HEARTS:
                            over &= ~((2 << win) - 1)
                        if over:
                            c = (over & -over).bit_length() - 1
                if c < 0:
                    c = (f & -f).bit_length() - 1 if f else lowest_rank(hand)
            elif f:
                if win // 13 != led:
                    c = (f & -f).bit_length() - 1  # already trumped
                else:
                    over = f & ~((2 << win) - 1)
                    if not over:
                        c = (f & -f).bit_length() - 1
                    elif n == 3:
                        c = (over & -over).bit_length() - 1
                    else:
                        top = over.bit_length() - 1
                        if (SUIT[led] & out).bit_length() - 1 == top:
                            c = top
                        elif n == 2:
                            c = (over & -over).bit_length() - 1
                        else:
                            c = (f & -f).bit_length() - 1
            else:
                trumps = hand & TRUMP_MASK
                if trumps:
                    if win >= 26 and win < 39:  # trumped already
                        over = trumps & ~((2 << win) - 1)
                        if over:
                            c = (over & -over).bit_length() - 1
                        else:
                            side = hand & NON_TRUMP
                            c = lowest_rank(side) if side else (trumps & -trumps).bit_length() - 1
                    else:
                        c = (trumps & -trumps).bit_length() - 1
                else:
                    c = lowest_rank(hand)
            cs, ws = c // 13, win // 13
            if (cs == ws and c > win) or (cs == HEARTS and ws != HEARTS):
                win, winner = c, turn
        b = 1 << c
        hands[turn] = hand ^ b
        out ^= b
        n += 1
        if n == 4:
            taken[winner] += 1
            turn = winner
            n = 0
        else:
            turn = (turn + 1) & 3
    return taken
