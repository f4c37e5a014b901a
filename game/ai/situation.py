"""What one seat knows, in the kernel's terms, and deals consistent with it.

``Situation.of(view)`` turns a ``PlayerView`` into bit sets; ``deal(rng)``
gives the other three hands at random, respecting every void shown and the
number of cards each seat still holds, and leaning toward deals in which the
high cards sit with the players who bid (and still need) more tricks.
``Situation.of(view, read_play=True)`` also keeps from each seat the cards
its play showed it lacks (``inference.read_the_play``).
"""

from __future__ import annotations

from dataclasses import dataclass

from .inference import read_the_play
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
    played_by: tuple = (0, 0, 0, 0)  # per seat: the cards it has played this hand
    avoid: tuple = (0, 0, 0, 0)  # per seat: cards its play shows it does not hold
    doubts: tuple = ()  # (seat, cards, log weight per card) it probably does not hold
    _plan: list | None = None

    @classmethod
    def of(cls, view, read_play: bool = False, convention: int = 0) -> Situation:
        seat = view.seat
        hand = to_mask(view.hand)
        played = to_mask(view.played)
        counts = [13, 13, 13, 13]
        played_by = [0, 0, 0, 0]
        for leader, cards, _ in (*view.tricks, (view.trick_leader, view.trick, None)):
            for i, c in enumerate(cards):
                counts[(leader + i) & 3] -= 1
                played_by[(leader + i) & 3] |= 1 << c.index
        voids = view.voids()
        void = tuple(sum(SUIT[int(s)] for s in v) for v in voids)
        avoid, doubts = read_the_play(view, convention) if read_play else ((0, 0, 0, 0), ())
        return cls(seat=seat, hand=hand, unseen=FULL & ~hand & ~played, counts=tuple(counts),
                   void=void, trick=[c.index for c in view.trick], leader=view.trick_leader,
                   taken=list(view.taken), bids=tuple(view.bids), out=FULL & ~played,
                   played_by=tuple(played_by),
                   avoid=avoid, doubts=doubts)

    def need(self, s: int) -> float:
        """How many more tricks seat ``s`` wants (a guess before it has bid)."""
        b = self.bids[s]
        if b is None:
            return 3.0
        return max(0.0, b - self.taken[s])

    def deal(self, rng, lean: float = 1.0) -> list:
        """Four hands (bit sets) consistent with what this seat knows.

        Cards go one by one to a seat that may hold them, with a chance in
        proportion to the room left in its hand (without voids this is an
        exactly uniform deal); suits that fewer seats may hold go first.
        ``lean`` (0 = none) makes honours go more often to players who need
        tricks.
        """
        plans = self._plans()
        seat = self.seat
        rand = rng.random
        weight = [1.0 + lean * 0.25 * self.need(s) if s != seat else 0.0 for s in range(4)]
        for attempt in range(30):
            plan = plans[0] if attempt < 15 else plans[-1]
            left = list(self.counts)
            left[seat] = 0
            hands = [0, 0, 0, 0]
            hands[seat] = self.hand
            ok = True
            for elig, cards in plan:
                if len(elig) == 1:
                    o = elig[0]
                    if left[o] < len(cards):
                        ok = False
                        break
                    left[o] -= len(cards)
                    for c in cards:
                        hands[o] |= 1 << c
                    continue
                if len(elig) == 3:
                    # inline draw for three seats: chance in proportion to the
                    # room left (times the lean weight for an honour)
                    o0, o1, o2 = elig
                    l0, l1, l2 = left[o0], left[o1], left[o2]
                    w0, w1, w2 = weight[o0], weight[o1], weight[o2]
                    h0 = h1 = h2 = 0
                    for c in cards:
                        if lean and HONOUR[c]:
                            a0, a1, a2 = l0 * w0, l1 * w1, l2 * w2
                        else:
                            a0, a1, a2 = l0, l1, l2
                        x = rand() * (a0 + a1 + a2)
                        if x < a0 or (not a1 and not a2):
                            if not l0:
                                ok = False
                                break
                            h0 |= 1 << c
                            l0 -= 1
                        elif (x < a0 + a1 or not a2) and l1:
                            h1 |= 1 << c
                            l1 -= 1
                        elif l2:
                            h2 |= 1 << c
                            l2 -= 1
                        else:
                            ok = False
                            break
                    hands[o0] |= h0
                    hands[o1] |= h1
                    hands[o2] |= h2
                    left[o0], left[o1], left[o2] = l0, l1, l2
                    if not ok:
                        break
                    continue
                for c in cards:
                    if HONOUR[c] and lean:
                        ws = [left[o] * weight[o] for o in elig]
                    else:
                        ws = [left[o] for o in elig]
                    total = sum(ws)
                    if not total:
                        ok = False
                        break
                    x = rand() * total
                    k = 0
                    last = len(elig) - 1
                    while k < last:
                        x -= ws[k]
                        if x < 0:
                            break
                        k += 1
                    while not ws[k]:  # rounding at the very end of the range
                        k -= 1
                    o = elig[k]
                    hands[o] |= 1 << c
                    left[o] -= 1
                if not ok:
                    break
            if ok:
                if attempt >= 15 and len(plans) > 1:
                    self._plan = plans[-1:]  # what the play suggested cannot all hold
                return hands
            lean = 0.0
        return self._deal_ignoring_voids(rng)

    def barred(self) -> tuple:
        """Per seat, the cards the deals keep from it: the voids shown, and
        what the play showed unless that proved impossible to honour."""
        if len(self._plans()) > 1:
            return tuple(v | a for v, a in zip(self.void, self.avoid))
        return self.void

    def _plans(self) -> list:
        if self._plan is None:
            self._plan = self._make_plans()
        return self._plan

    def _make_plans(self) -> list:
        """The plan with what the play suggests, then the one with the
        voids alone (for the rare deal where the suggestions cannot all be
        true: a player who did not play as expected)."""
        hard = self._make_plan(self.void)
        if not any(self.avoid):
            return [hard]
        read = self._make_plan(tuple(v | a for v, a in zip(self.void, self.avoid)))
        if any(not elig for elig, _ in read):
            return [hard]
        return [read, hard]

    def _make_plan(self, barred: tuple) -> list:
        """The unseen cards grouped by the seats that may hold them
        (``barred``: per seat, the cards it cannot hold), high cards first;
        the groups fewer seats may hold come first."""
        others = [s for s in range(4) if s != self.seat]
        groups: dict = {}
        m = self.unseen
        while m:
            c = m.bit_length() - 1
            m ^= 1 << c
            elig = tuple(o for o in others if not barred[o] >> c & 1)
            groups.setdefault(elig, []).append(c)
        plan = sorted(((elig, cards) for elig, cards in groups.items() if len(elig) < 3),
                      key=lambda p: len(p[0]))
        # the cards every other seat may hold: honours first, then the rest
        free = groups.get(tuple(others), [])
        if free:
            honours = [c for c in free if HONOUR[c]]
            rest = [c for c in free if not HONOUR[c]]
            if honours:
                plan.append((tuple(others), honours))
            if rest:
                plan.append((tuple(others), rest))
        return plan

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
