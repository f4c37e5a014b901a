"""The match state machine: hands dealt, bid, played and scored until a team wins.

One ``Match`` is a whole game. It has an explicit ``phase`` and one checked
action per phase (``redeal``, ``bid``, ``play``), or the generic
``legal_actions()`` / ``apply(action)`` pair. Dealing is a chance step driven
by the RNG passed in (or by scripted decks), so a match replays exactly from
its seed.

>>> m = Match(seed=7)
>>> m.phase, m.current_seat == (m.dealer + 1) % 4
(<Phase.BIDDING: 'bidding'>, True)
>>> m.bid(m.current_seat, 1)
Traceback (most recent call last):
...
game.engine.match.IllegalAction: West cannot bid 1: the smallest bid allowed is 2
"""

from __future__ import annotations

import random
from enum import Enum
from functools import lru_cache
from typing import Iterable, Iterator, NamedTuple

from . import events as ev
from .cards import DECK, TRUMP, Card
from .rules import DEFAULT_RULES, Rules
from .scoring import end_of_game, score_hand
from .seats import Seat
from .view import PlayerView


class HandLog(NamedTuple):
    """One finished hand, as the engine keeps it (``to_record`` gives JSON)."""
    dealer: int
    deck: list  # of Card, top of the pack first
    dealt: list  # four lists of Card, in the order dealt
    thrown_in: dict | None
    bids: tuple  # by seat; empty for a no-pictures redeal
    tricks: tuple  # (leader, cards, winner)
    taken: tuple
    points: tuple
    scores: tuple  # running totals after the hand
    target_after: int | None

    def to_record(self) -> dict:
        rec = {
            "dealer": self.dealer,
            "deck": [c.code for c in self.deck],
            "hands": [[c.code for c in h] for h in self.dealt],
            "thrown_in": self.thrown_in,
            "bids": list(self.bids),
        }
        if self.thrown_in is None:
            rec["tricks"] = [{"leader": ld, "cards": [c.code for c in cs], "winner": w}
                             for ld, cs, w in self.tricks]
            rec["taken"] = list(self.taken)
            rec["points"] = list(self.points)
        rec["scores"] = list(self.scores)
        if self.target_after is not None:
            rec["target_after"] = self.target_after
        return rec


class Phase(Enum):
    REDEAL = "redeal"  # seats without pictures decide whether to call a redeal
    BIDDING = "bidding"
    PLAYING = "playing"
    OVER = "over"  # the game is won (or stopped)


_REDEAL, _BIDDING, _PLAYING, _OVER = Phase.REDEAL, Phase.BIDDING, Phase.PLAYING, Phase.OVER
_CardPlayed, _TrickWon, _Dealt = ev.CardPlayed, ev.TrickWon, ev.Dealt
_tuple_new = tuple.__new__  # builds a NamedTuple event without a Python-level call


class IllegalAction(ValueError):
    """An action that the rules do not allow now; the message says why."""

    def __init__(self, message: str, seat: int | None = None, action=None):
        super().__init__(message)
        self.seat = seat
        self.action = action


def _name(seat) -> str:
    if isinstance(seat, int) and 0 <= seat < 4:
        return Seat(seat).title
    return f"seat {seat!r}"


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A uniformly shuffled pack (top first): Fisher-Yates driven by one 256-bit
    draw read in mixed radix (bias below 2**-30, twice as fast as rng.shuffle)."""
    n = rng.getrandbits(256)
    deck = list(DECK)
    for i in range(51, 0, -1):
        n, j = divmod(n, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


@lru_cache(maxsize=64)
def _deal_plan(dealer: int, pattern: tuple) -> tuple:
    """Where each batch of the deal comes from in the deck, and each seat's
    deck positions in the order dealt: batches go to the dealer's right first."""
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


class Match:
    """A game of 400 under one set of rules."""

    def __init__(self, rules: Rules = DEFAULT_RULES, seed: int | None = None, *,
                 rng: random.Random | None = None, first_dealer: int | None = None,
                 decks: Iterable | None = None, scores: Iterable[int] | None = None):
        """``seed`` or ``rng`` drives the shuffles and the first dealer;
        ``decks`` (52 cards or codes each, top first) scripts the first deals;
        ``scores`` sets the players' scores at the start (practice positions, tests)."""
        self.rules = rules
        self.seed = seed
        self.rng = rng if rng is not None else random.Random(seed)
        self._decks: Iterator | None = iter(decks) if decks is not None else None
        self.target = rules.target
        self.scores = [int(x) for x in scores] if scores is not None else [0, 0, 0, 0]
        self.start_scores = tuple(self.scores)
        self.hand_number = 0
        self.winner: int | None = None
        self.over_reason = ""
        self.hand_logs: list[HandLog] = []  # finished hands
        self._history: list[dict] = []  # the same in the record's form, made on demand
        self.events: list = []
        self.phase = Phase.BIDDING
        self.turn: int | None = None
        if first_dealer is None:
            first_dealer = self.rng.randrange(4)
        self._start_hand(first_dealer)

    # ------------------------------------------------------------ dealing
    def _next_deck(self) -> list[Card]:
        deck = next(self._decks, None) if self._decks is not None else None
        if deck is not None:  # scripted; once the script runs out, shuffle as usual
            deck = [c if isinstance(c, Card) else Card.parse(c) for c in deck]
            if len(deck) != 52 or len(set(deck)) != 52:
                raise IllegalAction("a scripted deck must hold the 52 different cards")
            return deck
        return shuffled_deck(self.rng)

    def _start_hand(self, dealer: int) -> None:
        self.hand_number += 1
        self.dealer = dealer
        self.deck = self._next_deck()
        self.events.append(ev.HandStarted(self.hand_number, dealer, self.target))
        events = self.events
        deck = self.deck
        plan, seat_slots = _deal_plan(dealer, self.rules.deal_pattern)
        for seat, a, b, batch in plan:
            events.append(_tuple_new(_Dealt, (seat, tuple(deck[a:b]), batch)))
        dealt = [[deck[i] for i in slots] for slots in seat_slots]
        self.dealt = dealt
        # what each seat holds now, in the order dealt (dicts: fast membership)
        self.hands = [dict.fromkeys(h) for h in dealt]
        # the same cards by suit (index Suit), kept in step for the follow-suit rule
        by_suit = self._by_suit = []
        for h in dealt:
            suits: list[list[Card]] = [[], [], [], []]
            for c in h:
                suits[c.suit].append(c)
            by_suit.append(suits)
        self.bids: list[int | None] = [None, None, None, None]
        self.min_bids = [self.rules.min_bid_for(s) for s in self.scores]
        self.min_total = self.rules.min_total_for(self.scores)
        self.tricks: list[tuple] = []  # (leader, cards, winner)
        self.trick: list[Card] = []
        self.trick_leader = (dealer + 1) % 4
        self.taken = [0, 0, 0, 0]
        self.redeal_queue: list[int] = []
        if self.rules.redeal_no_pictures:
            self.redeal_queue = [s for s in self._order_from_right()
                                 if not any(c.rank.is_picture for c in dealt[s])]
        if self.redeal_queue:
            self.phase = Phase.REDEAL
            self.turn = self.redeal_queue[0]
        else:
            self.phase = Phase.BIDDING
            self.turn = (dealer + 1) % 4

    def _order_from_right(self) -> list[int]:
        return [(self.dealer + k) % 4 for k in (1, 2, 3, 4)]

    # ------------------------------------------------------------ queries
    @property
    def current_seat(self) -> int | None:
        """The seat that must act now, or None when the game is over."""
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.phase is _OVER

    def legal_bids(self, seat: int | None = None) -> list[int]:
        seat = self.turn if seat is None else seat
        return list(range(self.min_bids[seat], 14))

    def legal_cards(self, seat: int | None = None) -> list[Card]:
        """Cards ``seat`` may play now: the suit led if it has any, else all."""
        seat = self.turn if seat is None else seat
        if self.trick:
            follow = self._by_suit[seat][self.trick[0].suit]
            if follow:
                return follow[:]
        return list(self.hands[seat])

    def claim(self, seat: int) -> list[Card] | None:
        """If ``seat``, on lead, must take every remaining trick, the order to
        play its cards in (hearts first, highest first); else None.

        It holds when, leading its hearts from the top, each one beats every
        heart still held by anyone who must follow (others lose one heart a
        round and may keep their best), nobody has more hearts than the seat
        (so the trumps are drawn), and the same holds for each other suit.
        """
        if self.phase is not _PLAYING or self.turn != seat or self.trick:
            return None
        mine = self._by_suit[seat]
        others = [self._by_suit[o] for o in range(4) if o != seat]
        if any(len(o[TRUMP]) > len(mine[TRUMP]) for o in others):
            return None
        for s in range(4):
            tops = [(len(o[s]), max(c.rank for c in o[s])) for o in others if o[s]]
            for j, card in enumerate(sorted(mine[s], key=lambda c: -c.rank)):
                if any(n > j and card.rank < top for n, top in tops):
                    return None
        order = sorted(mine[TRUMP], key=lambda c: -c.rank)
        for s in range(4):
            if s != TRUMP:
                order += sorted(mine[s], key=lambda c: -c.rank)
        return order

    def legal_actions(self) -> list:
        """Bids (ints), cards, or redeal decisions (bools) for the seat to act."""
        phase = self.phase
        if phase is _PLAYING:
            return self.legal_cards(self.turn)
        if phase is _BIDDING:
            return self.legal_bids()
        if phase is _REDEAL:
            return [True, False]
        return []

    def bids_total(self) -> int:
        return sum(b for b in self.bids if b is not None)

    # ------------------------------------------------------------ actions
    def apply(self, action) -> None:
        """Apply the action of the seat to act (a bid, a card or code, or a bool)."""
        seat = self.turn
        phase = self.phase
        if phase is _PLAYING:
            self.play(seat, action)
        elif phase is _BIDDING:
            self.bid(seat, action)
        elif phase is _REDEAL:
            self.redeal(seat, action)
        else:
            raise IllegalAction(f"the game is over; {action!r} cannot be applied", seat, action)

    _PHASE_NOW = {Phase.REDEAL: "redeal decisions come first",
                  Phase.BIDDING: "the bidding is not finished",
                  Phase.PLAYING: "the bidding is over and the play has begun",
                  Phase.OVER: "the game is over"}

    def _check_turn(self, seat, phase: Phase, what: str, action) -> None:
        if self.phase is not phase:
            raise IllegalAction(f"{_name(seat)} cannot {what}: {self._PHASE_NOW[self.phase]}",
                                seat, action)
        if seat != self.turn:
            raise IllegalAction(f"{_name(seat)} cannot {what}: it is {_name(self.turn)}'s turn",
                                seat, action)

    def redeal(self, seat: int, call: bool) -> None:
        """A seat without pictures calls (True) or declines (False) a redeal."""
        self._check_turn(seat, Phase.REDEAL, "decide on a redeal", call)
        if not isinstance(call, bool):
            raise IllegalAction(f"{_name(seat)}: a redeal decision is true or false, "
                                f"not {call!r}", seat, call)
        if call:
            self._throw_in("no_pictures", seat)
            return
        self.events.append(ev.RedealDeclined(seat))
        self.redeal_queue.pop(0)
        if self.redeal_queue:
            self.turn = self.redeal_queue[0]
        else:
            self.phase = Phase.BIDDING
            self.turn = (self.dealer + 1) % 4

    def bid(self, seat: int, n: int) -> None:
        """``seat`` bids ``n`` tricks."""
        self._check_turn(seat, Phase.BIDDING, f"bid {n!r}", n)
        if not isinstance(n, int) or isinstance(n, bool):
            raise IllegalAction(f"{_name(seat)} cannot bid {n!r}: a bid is a whole number "
                                "of tricks", seat, n)
        lo = self.min_bids[seat]
        if n < lo:
            raise IllegalAction(f"{_name(seat)} cannot bid {n}: the smallest bid allowed "
                                f"is {lo}", seat, n)
        if n > 13:
            raise IllegalAction(f"{_name(seat)} cannot bid {n}: there are only 13 tricks",
                                seat, n)
        self.bids[seat] = n
        self.events.append(ev.BidMade(seat, n))
        if seat == self.dealer:  # the dealer bids last
            reason = self.rules.throw_in_reason(self.bids, self.min_total)
            if reason is not None:
                self._throw_in(reason)
            else:
                self.phase = Phase.PLAYING
                self.turn = self.trick_leader
        else:
            self.turn = (seat + 1) % 4

    def play(self, seat: int, card) -> None:
        """``seat`` plays ``card`` (a Card or a code such as ``'TH'``)."""
        if type(card) is not Card or seat != self.turn or self.phase is not _PLAYING:
            card = self._check_play(seat, card)
        hand = self.hands[seat]
        if card not in hand:
            raise IllegalAction(f"{_name(seat)} cannot play {card}: it is not in their hand",
                                seat, card)
        trick = self.trick
        by_suit = self._by_suit[seat]
        if trick:
            led = trick[0].suit
            if card.suit is not led and by_suit[led]:
                raise IllegalAction(
                    f"{_name(seat)} cannot play {card}: they must follow "
                    f"{led.name.lower()} (they hold {by_suit[led][0]})", seat, card)
        del hand[card]
        by_suit[card.suit].remove(card)
        trick.append(card)
        self.events.append(_tuple_new(_CardPlayed, (seat, card)))
        if len(trick) < 4:
            self.turn = (seat + 1) & 3
            return
        # the trick is complete: the highest heart, else the highest of the suit led
        best = 0
        bc = trick[0]
        for i in (1, 2, 3):
            c = trick[i]
            if c.suit is bc.suit:
                if c.rank > bc.rank:
                    best, bc = i, c
            elif c.suit is TRUMP:
                best, bc = i, c
        leader = self.trick_leader
        winner = (leader + best) & 3
        cards = tuple(trick)
        tricks = self.tricks
        tricks.append((leader, cards, winner))
        self.taken[winner] += 1
        self.events.append(_tuple_new(_TrickWon, (winner, leader, cards, len(tricks))))
        self.trick = []
        self.trick_leader = self.turn = winner
        if len(tricks) == 13:
            self._score_hand()

    def _check_play(self, seat, card) -> Card:
        if isinstance(card, str):
            try:
                card = Card.parse(card)
            except ValueError as e:
                raise IllegalAction(f"{_name(seat)} cannot play: {e}", seat, card) from None
        if type(card) is not Card:
            raise IllegalAction(f"{_name(seat)} cannot play {card!r}: not a card", seat, card)
        self._check_turn(seat, Phase.PLAYING, f"play {card}", card)
        return card

    # ------------------------------------------------------- hand endings
    def _hand_record(self) -> dict:
        return {
            "dealer": self.dealer,
            "deck": [c.code for c in self.deck],
            "hands": [[c.code for c in h] for h in self.dealt],
        }

    def _throw_in(self, reason: str, seat: int | None = None) -> None:
        thrown_in = {"reason": reason} if seat is None else {"reason": reason, "seat": seat}
        bids = tuple(self.bids) if reason != "no_pictures" else ()
        self.hand_logs.append(HandLog(self.dealer, self.deck, self.dealt, thrown_in, bids,
                                      (), (), (), tuple(self.scores), None))
        total = self.bids_total() if reason != "no_pictures" else 0
        self.events.append(ev.ThrownIn(reason, seat, total, self.min_total))
        self._start_hand((self.dealer + 1) % 4)

    def _score_hand(self) -> None:
        rules = self.rules
        hp = score_hand(rules, self.bids, self.taken, self.scores)
        self.scores = [s + p for s, p in zip(self.scores, hp.points)]
        target_after = None
        if hp.win_bid_team is not None:
            outcome_winner, reason, seat = hp.win_bid_team, "win_bid", hp.win_bid_seat
        else:
            out = end_of_game(rules, self.target, self.scores)
            outcome_winner, reason, seat = out.winner, out.reason, out.seat
            if reason == "raise_target":
                self.target += 10
                target_after = self.target
        bids, taken, scores = tuple(self.bids), tuple(self.taken), tuple(self.scores)
        self.hand_logs.append(HandLog(self.dealer, self.deck, self.dealt, None, bids,
                                      tuple(self.tricks), taken, hp.points, scores,
                                      target_after))
        self.events.append(ev.HandScored(bids, taken, hp.points, scores, target_after))
        if outcome_winner is not None:
            self._finish(outcome_winner, reason, seat)
        else:
            self._start_hand((self.dealer + 1) % 4)

    @property
    def history(self) -> list[dict]:
        """The finished hands, in the game record's form (RULES.md)."""
        done = self._history
        for log in self.hand_logs[len(done):]:
            done.append(log.to_record())
        return list(done)

    def _finish(self, winner: int | None, reason: str, seat: int | None) -> None:
        self.winner = winner
        self.over_reason = reason
        self.phase = Phase.OVER
        self.turn = None
        self.events.append(ev.GameOver(winner, reason, seat, tuple(self.scores)))

    def stop(self) -> None:
        """End an unfinished game (e.g. at a hand limit); it has no winner."""
        if self.phase is not Phase.OVER:
            self._finish(None, "stopped", None)

    # ------------------------------------------------------------- views
    def view(self, seat: int):
        """What ``seat`` may know now (see ``PlayerView``)."""
        return PlayerView.of(self, seat)

    def hands_played(self) -> int:
        """Hands that were played out (not thrown in)."""
        return sum(1 for h in self.hand_logs if h.thrown_in is None)
