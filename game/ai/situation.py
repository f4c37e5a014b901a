"""What one seat knows, in the kernel's terms, and deals consistent with it.

``Situation.of(view)`` turns a ``PlayerView`` into bit sets; ``deal(rng)``
gives the other three hands at random, respecting every void shown and the
number of cards each seat still holds, and leaning toward deals in which the
high cards sit with the players who bid (and still need) more tricks.
"""

from __future__ import annotations

from dataclasses import dataclass

from .kernel import FULL, HONOUR, SUIT, to_mask


@dataclass
class Situation:
    seat: int
    hand: int  # this seat's cards
    unseen: int  # cards held by the other three seats
    counts: tuple  # cards each seat holds now
    void: tuple  # per seat: the set of cards it cannot hold (suits shown void)
    trick: list  # card indices of the trick being played
    leader: int
    taken: list
    bids: tuple  # by seat, None where not bid yet
    out: int  # cards not yet played (all hands)

    @classmethod
    def of(cls, view) -> Situation:
        seat = view.seat
        hand = to_mask(view.hand)
        played = to_mask(view.played)
        counts = [13, 13, 13, 13]
        for leader, cards, _ in view.tricks:
            for i in range(len(cards)):
                counts[(leader + i) & 3] -= 1
        for i in range(len(view.trick)):
            counts[(view.trick_leader + i) & 3] -= 1
        voids = view.voids()
        void = tuple(sum(SUIT[int(s)] for s in v) for v in voids)
        return cls(seat=seat, hand=hand, unseen=FULL & ~hand & ~played, counts=tuple(counts),
                   void=void, trick=[c.index for c in view.trick], leader=view.trick_leader,
                   taken=list(view.taken), bids=tuple(view.bids), out=FULL & ~played)

    def need(self, s: int) -> float:
        """How many more tricks seat ``s`` wants (a guess before it has bid)."""
        b = self.bids[s]
        if b is None:
            return 3.0
        return max(0.0, b - self.taken[s])

    def deal(self, rng, lean: float = 1.0) -> list:
        """Four hands (bit sets) consistent with what this seat knows.

        ``lean`` (0 = none) is how strongly honours go to players needing tricks.
        """
        others = [s for s in range(4) if s != self.seat]
        weight = {s: 1.0 + lean * 0.25 * self.need(s) for s in others}
        unseen = self.unseen
        cards = []
        m = unseen
        while m:
            b = m & -m
            cards.append(b.bit_length() - 1)
            m ^= b
        rand = rng.random
        for _attempt in range(40):
            left = {s: self.counts[s] for s in others}
            hands = [0, 0, 0, 0]
            hands[self.seat] = self.hand
            # the most constrained cards first, then random order
            keyed = []
            for c in cards:
                bit = 1 << c
                k = sum(1 for s in others if not self.void[s] & bit)
                keyed.append((k, rand(), c))
            keyed.sort()
            ok = True
            for _k, _r, c in keyed:
                bit = 1 << c
                honour = HONOUR[c]
                choices = []
                total = 0.0
                for s in others:
                    if left[s] and not self.void[s] & bit:
                        w = left[s] * (weight[s] if honour else 1.0)
                        choices.append((s, w))
                        total += w
                if not choices:
                    ok = False
                    break
                x = rand() * total
                pick = choices[-1][0]
                for s, w in choices:
                    x -= w
                    if x <= 0:
                        pick = s
                        break
                hands[pick] |= bit
                left[pick] -= 1
            if ok:
                return hands
            lean = 0.0
            weight = {s: 1.0 for s in others}
        return self._deal_ignoring_voids(rng)

    def _deal_ignoring_voids(self, rng) -> list:
        cards = []
        m = self.unseen
        while m:
            b = m & -m
            cards.append(b.bit_length() - 1)
            m ^= b
        rng.shuffle(cards)
        hands = [0, 0, 0, 0]
        hands[self.seat] = self.hand
        i = 0
        for s in range(4):
            if s == self.seat:
                continue
            for c in cards[i:i + self.counts[s]]:
                hands[s] |= 1 << c
            i += self.counts[s]
        return hands
