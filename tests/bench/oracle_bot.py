"""A bench yardstick, never a player: hard's search on the true deal.

``OracleBot`` is ``HardBot`` in everything (bidding, candidates, tree,
rollouts, reward, end-of-hand solver) except that every deal its search
draws is the real one: the bench shows it all four hands before each
decision (``see``). What it scores beyond hard, on the same contracts,
is what knowing the hidden cards is worth to hard's search: the most that
better reading of the bids and the play could give. What hard still lacks
against it is not search; what the oracle itself lacks against a target is.

``bench_bots.py`` seats it as ``oracle`` (and ``oracle@max_iter=600``);
``play_deal`` calls ``see(match)`` on any bot that has it. With
``oracle@sees=partner`` it is shown only its partner's hand and draws the
opponents' as hard does, fitted to the bids and the play: what knowing the
partner's hand is worth (seeing both opponents' would show it all). With
``sees_tricks=N`` it is shown them only before the N-th trick is complete
(the first N tricks), and plays on as hard: what the knowledge is worth
early in the hand.

With ``sees=partner_trumps``, ``partner_honours`` or ``partner_side_honours``
it is shown only part of its partner's hand (its trumps; its aces, kings
and queens; those of the side suits alone), as a signal between partners
could tell it: what each part of the partner's hand is worth, the most a
convention that told it could earn. With ``sees=partner_shape`` it is told
only how many cards of each suit its partner holds: each deal hard draws
is then given those lengths, by swapping cards between the partner and an
opponent (a count signal's most).
"""

from __future__ import annotations

import dataclasses

from game.ai.inference import BidReading
from game.ai.kernel import FULL, HEARTS, SUIT, bits
from game.ai.search_bots import HardBot

HONOURS = sum(1 << (13 * s + r) for s in range(4) for r in (10, 11, 12))  # Q K A
# the cards of the partner's hand each ``sees`` shows
SHOWN = {"partner": FULL, "partner_trumps": SUIT[HEARTS], "partner_honours": HONOURS,
         "partner_side_honours": HONOURS & ~SUIT[HEARTS]}


class TrueDeal:
    """A stand-in for ``inference.BidReading``: every deal is the real one."""

    def __init__(self, hands: list):
        self.hands = hands

    def deal(self, rng) -> list:
        return list(self.hands)


class ShapedDeals:
    """Hard's deals (``reading``: an ``inference.BidReading``), each given
    the partner's true suit lengths ``want``: a card of a suit the partner
    has too many of is swapped with an opponent's card of a suit it has too
    few of, where both may hold the other's card (``barred``), until the
    lengths are right (or no swap is left: the rare deal kept as drawn)."""

    def __init__(self, reading, partner: int, want: list, barred: tuple):
        self.reading = reading
        self.partner = partner
        self.want = want
        self.barred = barred

    def deal(self, rng) -> list:
        hands = self.reading.deal(rng)
        p, want, barred = self.partner, self.want, self.barred
        opponents = ((p + 1) & 3, (p + 3) & 3)
        while True:
            have = [(hands[p] & SUIT[s]).bit_count() for s in range(4)]
            over = [s for s in range(4) if have[s] > want[s]]
            under = [s for s in range(4) if have[s] < want[s]]
            swaps = [(o, x, y) for s in over for t in under for o in opponents
                     for x in bits(hands[p] & SUIT[s] & ~barred[o])
                     for y in bits(hands[o] & SUIT[t] & ~barred[p])]
            if not swaps:
                return hands
            o, x, y = swaps[int(rng.random() * len(swaps))]
            hands[p] ^= 1 << x | 1 << y
            hands[o] ^= 1 << x | 1 << y


class OracleBot(HardBot):
    name = "oracle"
    sees = "all"  # or a key of SHOWN, or "partner_shape": what it is shown
    sees_tricks = 13  # for this many tricks from the start of the hand; then it draws as hard

    def __init__(self, rng=None, think_ms=None):
        super().__init__(rng, think_ms)
        self.truth = None

    def see(self, match) -> None:
        """The four hands as they are now (the bench's privilege)."""
        self.truth = [match.held(s) for s in range(4)]

    def search(self, view, sit, cands, deadline) -> int:
        if self.truth is None:
            raise RuntimeError("OracleBot plays only where the bench shows it the deal")
        if len(view.tricks) >= self.sees_tricks:
            return HardBot.search(self, view, sit, cands, deadline)
        if self.sees == "partner_shape":
            partner = (sit.seat + 2) & 3
            want = [(self.truth[partner] & SUIT[s]).bit_count() for s in range(4)]
            reading = ShapedDeals(BidReading(sit, view, self.pool, self.steps), partner, want,
                                  sit.barred())
            return self.search_on(view, sit, cands, deadline, reading,
                                  max(1, self.max_iter // 8))
        if self.sees != "all":
            return HardBot.search(self, view, self.shown(sit), cands, deadline)
        return self.search_on(view, sit, cands, deadline, TrueDeal(self.truth), 1)

    def shown(self, sit):
        """``sit`` with the partner's hand (the part ``sees`` shows) as a
        hard fact: of the cards shown, the partner can hold only its own,
        and the opponents none of them."""
        if self.sees not in SHOWN:
            raise ValueError(f"sees={self.sees!r}: not all, partner_shape or one of "
                             f"{sorted(SHOWN)}")
        seat = sit.seat
        partner = (seat + 2) & 3
        shown = SHOWN[self.sees] & sit.unseen
        theirs = self.truth[partner] & shown
        void = list(sit.void)
        for s in range(4):
            if s != seat:
                void[s] |= shown & ~theirs if s == partner else theirs
        return dataclasses.replace(sit, void=tuple(void), _plan=None)
