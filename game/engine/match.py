"""The match state machine: hands dealt, bid, played and scored until a team wins.

One ``Match`` is a whole game, built on the rules core (``core``). It has an
explicit ``phase`` and one checked action per phase (``redeal``, ``bid``,
``play``), or the generic ``legal_actions()`` / ``apply(action)`` pair, which
returns the events the action caused. Every action is kept in ``actions``, the
chance steps (``Deal``: each hand's dealer and deck) included, and
``Match.rebuild`` makes the same match again from them. Dealing is driven by
the RNG passed in (or by scripted decks), so a match replays exactly.

>>> m = Match(seed=7)
>>> m.phase, m.current_seat == (m.dealer + 1) % 4
(<Phase.BIDDING: 'bidding'>, True)
>>> m.bid(m.current_seat, 1)
Traceback (most recent call last):
...
game.engine.match.IllegalAction: West cannot bid 1: the smallest bid allowed is 2
>>> m.apply(3)[0]
BidMade(seat=3, bid=3)
>>> Match.rebuild(m.rules, m.actions).events == m.events
True
"""

from __future__ import annotations

import random
from enum import Enum
from functools import lru_cache
from itertools import repeat
from operator import add, attrgetter, itemgetter
from typing import Iterable, Iterator, NamedTuple

from ..strings import describe
from . import core
from . import events as ev
from .cards import DECK, Card
from .reasons import GameEnd, Illegal, Outcome, ThrowIn
from .rules import DEFAULT_RULES, Rules
from .scoring import end_of_game, score_hand
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


class Deal(NamedTuple):
    """The chance action of the action log: a hand's dealer and deck (top first)."""
    dealer: int
    deck: tuple


class Phase(Enum):
    REDEAL = "redeal"  # seats without pictures decide whether to call a redeal
    BIDDING = "bidding"
    PLAYING = "playing"
    OVER = "over"  # the game is won (or stopped)


_REDEAL, _BIDDING, _PLAYING, _OVER = Phase.REDEAL, Phase.BIDDING, Phase.PLAYING, Phase.OVER
_CardPlayed, _TrickWon, _Dealt, _BidMade = ev.CardPlayed, ev.TrickWon, ev.Dealt, ev.BidMade
_HandStarted, _HandScored = ev.HandStarted, ev.HandScored
_tuple_new = tuple.__new__  # builds a NamedTuple event without a Python-level call
_SUIT = core.SUIT
_trick_winner = core.trick_winner


class IllegalAction(ValueError):
    """An action that the rules do not allow now: ``reason`` (an
    ``Illegal``) and its ``fields`` say why; ``str()`` gives it in words
    (``game.strings.describe``). ``index`` is the action's place in a log
    being rebuilt, when there is one."""

    def __init__(self, reason: Illegal, seat: int | None = None, action=None, **fields):
        self.reason = reason
        self.seat = seat
        self.action = action
        self.fields = fields
        self.index: int | None = None
        super().__init__(reason)

    def __str__(self) -> str:
        return describe(self.reason, seat=self.seat, action=self.action, **self.fields)


def shuffled_deck(rng: random.Random) -> list[Card]:
    """A uniformly shuffled pack (top first): Fisher-Yates driven by one 256-bit
    draw read in mixed radix (bias below 2**-30, twice as fast as rng.shuffle)."""
    n = rng.getrandbits(256)
    deck = list(DECK)
    for i in range(51, 0, -1):
        n, j = divmod(n, i + 1)
        deck[i], deck[j] = deck[j], deck[i]
    return deck


# every CardPlayed event there can be, made once (events are immutable values)
_PLAYED = tuple(tuple(_tuple_new(_CardPlayed, (seat, card)) for card in DECK)
                for seat in range(4))
_INDEX = attrgetter("index")
_BIT = attrgetter("bit")
# the cards of the suits below each suit: a hand kept in index order holds
# its cards of suit s from position popcount(hand & _BELOW[s]) on
_BELOW = tuple((1 << (13 * s)) - 1 for s in range(4))


def cards_of(mask: int) -> list[Card]:
    """The cards of a set (``core``'s ints), by suit and rank."""
    return [DECK[i] for i in core.bits(mask)]


@lru_cache(maxsize=64)
def _dealing(dealer: int, pattern: tuple) -> tuple:
    """``deal_plan`` made ready for ``_start_hand``: the seats and batch
    numbers of the batches, and one getter that slices every batch out of a
    deck at once."""
    plan = core.deal_plan(dealer, pattern)[0]
    return (tuple(p[0] for p in plan), tuple(p[3] for p in plan),
            itemgetter(*(slice(p[1], p[2]) for p in plan)))


class Match:
    """A game of 400 under one set of rules."""

    __slots__ = ("rules", "seed", "rng", "_decks", "target", "scores", "start_scores",
                 "hand_number", "winner", "over_reason", "hand_logs", "_history", "events",
                 "actions", "phase", "turn", "dealer", "deck", "min_bids", "min_total",
                 "hand_scores", "dealt", "_held", "_follow", "bids", "tricks", "trick",
                 "trick_leader", "taken", "redeal_queue", "_cards", "_below", "__weakref__")

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
        self.actions: list = []  # the action log: Deal, then bids, cards, redeal calls
        self.phase = Phase.BIDDING
        self.turn: int | None = None
        if first_dealer is None:
            first_dealer = self.rng.randrange(4)
        self._start_hand(first_dealer)

    @classmethod
    def rebuild(cls, rules: Rules, actions: Iterable, *, seed: int | None = None,
                rng: random.Random | None = None,
                scores: Iterable[int] | None = None) -> Match:
        """The match that ``actions`` (an action log, ``Deal`` entries
        included) describe, every action checked. Saves, records and replays
        all come back through here. An action the rules refuse raises
        ``IllegalAction`` with its ``index`` in the log; so does a ``Deal``
        that comes while the hand before it is still going on (or a hand
        that ended with no ``Deal`` after it: ``Illegal.WRONG_PHASE``)."""
        actions = list(actions)
        deals = [a for a in actions if type(a) is Deal]
        if not actions or type(actions[0]) is not Deal:
            raise IllegalAction(Illegal.BAD_DECK)
        m = cls(rules, seed, rng=rng if rng is not None else random.Random(seed),
                first_dealer=deals[0].dealer, decks=[d.deck for d in deals], scores=scores)
        hand = 1
        for k, a in enumerate(actions):
            try:
                if type(a) is Deal:
                    if k and m.hand_number == hand:  # the hand before is not over
                        raise IllegalAction(Illegal.WRONG_PHASE, m.turn, a, phase=m.phase)
                    hand = m.hand_number
                    if a.dealer != m.dealer:
                        raise IllegalAction(Illegal.BAD_DECK, None, a)
                    continue
                if m.hand_number != hand and not m.is_over:
                    raise IllegalAction(Illegal.BAD_DECK, m.turn, a)  # a hand with no deal
                m.apply(a)
            except IllegalAction as e:
                e.index = k
                raise
        return m

    # ------------------------------------------------------------ dealing
    def _next_deck(self) -> list[Card]:
        deck = next(self._decks, None) if self._decks is not None else None
        if deck is not None:  # scripted; once the script runs out, shuffle as usual
            try:
                deck = [c if isinstance(c, Card) else Card.parse(c) for c in deck]
            except ValueError:
                raise IllegalAction(Illegal.BAD_DECK) from None
            if len(deck) != 52 or len(set(deck)) != 52:
                raise IllegalAction(Illegal.BAD_DECK)
            return deck
        return shuffled_deck(self.rng)

    def _start_hand(self, dealer: int) -> None:
        self.hand_number += 1
        self.dealer = dealer
        self.deck = deck = tuple(self._next_deck())
        rules = self.rules
        self.actions.append(Deal(dealer, deck))
        scores = self.scores
        self.min_bids = [rules.min_bid_for(s) for s in scores]
        self.min_total = rules.min_total_for(scores)
        self.hand_scores = tuple(scores)  # before the hand: minimums, values
        events = self.events
        events.append(_tuple_new(_HandStarted, (self.hand_number, dealer, self.target,
                                                self.min_total, tuple(self.min_bids),
                                                self.hand_scores)))
        pattern = rules.deal_pattern
        seats, batches, batch_cards = _dealing(dealer, pattern)
        events += map(_tuple_new, repeat(_Dealt), zip(seats, batch_cards(deck), batches))
        self.dealt = dealt = [list(take(deck)) for take in core.deal_takers(dealer, pattern)]
        # what each seat holds now: as sets of the core (the bits are
        # disjoint, so their sum is their union), and as cards in index order
        # (by suit and rank), for a legal move without a rebuild
        self._held = [sum(map(_BIT, d)) for d in dealt]
        self._cards = [sorted(d, key=_INDEX) for d in dealt]
        self._follow = 0  # the suit led, as a set of the core (when a trick is under way)
        self._below = 0  # and the suits below it (``_BELOW``)
        self.bids: list[int | None] = [None, None, None, None]
        self.tricks: list[tuple] = []  # (leader, cards, winner)
        self.trick: list[Card] = []
        self.trick_leader = (dealer + 1) % 4
        self.taken = [0, 0, 0, 0]
        self.redeal_queue: list[int] = []
        if rules.redeal_no_pictures:
            self.redeal_queue = core.redeal_seats(self._held, dealer)
        if self.redeal_queue:
            self.phase = Phase.REDEAL
            self.turn = self.redeal_queue[0]
        else:
            self.phase = Phase.BIDDING
            self.turn = (dealer + 1) % 4

    # ------------------------------------------------------------ queries
    @property
    def current_seat(self) -> int | None:
        """The seat that must act now, or None when the game is over."""
        return self.turn

    @property
    def is_over(self) -> bool:
        return self.phase is _OVER

    def hand(self, seat: int) -> list[Card]:
        """The cards ``seat`` holds now, in the order dealt."""
        held = self._held[seat]
        return [c for c in self.dealt[seat] if held >> c.index & 1]

    @property
    def hands(self) -> list[list[Card]]:
        """The four hands held now, each in the order dealt."""
        return [self.hand(s) for s in range(4)]

    def held(self, seat: int) -> int:
        """The cards ``seat`` holds now, as a set of the rules core."""
        return self._held[seat]

    def legal_bids(self, seat: int | None = None) -> list[int]:
        seat = self.turn if seat is None else seat
        return list(range(self.min_bids[seat], 14))

    def legal_cards(self, seat: int | None = None) -> list[Card]:
        """Cards ``seat`` may play now (``core.legal``), by suit and rank."""
        seat = self.turn if seat is None else seat
        if self.trick:
            h = self._held[seat]
            n = (h & self._follow).bit_count()
            if n:
                a = (h & self._below).bit_count()
                return self._cards[seat][a:a + n]
        return self._cards[seat][:]

    def claim(self, seat: int) -> list[Card] | None:
        """If ``seat``, on lead, must take every remaining trick, the order to
        play its cards in (``core.claim_order``); else None."""
        if self.phase is not _PLAYING or self.turn != seat or self.trick:
            return None
        order = core.claim_order(self._held, seat)
        return None if order is None else [DECK[i] for i in order]

    def legal_actions(self) -> list:
        """Bids (ints), cards, or redeal decisions (bools) for the seat to act."""
        phase = self.phase
        if phase is _PLAYING:
            turn = self.turn
            if self.trick:
                h = self._held[turn]
                n = (h & self._follow).bit_count()
                if n:
                    a = (h & self._below).bit_count()
                    return self._cards[turn][a:a + n]
            return self._cards[turn][:]
        if phase is _BIDDING:
            return self.legal_bids()
        if phase is _REDEAL:
            return [True, False]
        return []

    def bids_total(self) -> int | str:
        """What the bids made so far add up to against ``min_total``
        (``Rules.bids_total``: tricks or values, as the rules count)."""
        return self.rules.bids_total(self.bids, self.hand_scores)

    def throw_in_reason(self, bids) -> ThrowIn | None:
        """Why four bids would throw this hand in (``Rules.throw_in_reason``
        on this hand's scores and required total), or None."""
        return self.rules.throw_in_reason(bids, self.hand_scores, self.min_total)

    # ------------------------------------------------------------ actions
    def apply(self, action) -> list:
        """Apply the action of the seat to act (a bid, a card or code, or a
        bool); return the events it caused."""
        phase = self.phase
        if phase is not _PLAYING or type(action) is not Card:
            seat = self.turn
            if phase is _PLAYING:  # a code, or not a card: checked, then back here
                return self.play(seat, action)
            if phase is _BIDDING:
                return self.bid(seat, action)
            if phase is _REDEAL:
                return self.redeal(seat, action)
            raise IllegalAction(Illegal.GAME_OVER, seat, action)
        # a card, in play: the engine's hot path (the turn and phase are right)
        seat = self.turn
        bit = action.bit
        held = self._held
        h = held[seat]
        if not h & bit:
            raise IllegalAction(Illegal.NOT_IN_HAND, seat, action, card=action)
        trick = self.trick
        if trick:
            follow = self._follow
            if not bit & follow and h & follow:  # the follow-suit rule (``core.legal``)
                raise IllegalAction(Illegal.MUST_FOLLOW, seat, action, card=action,
                                    suit=trick[0].suit, held=tuple(cards_of(h & follow)))
        else:
            suit = action.index // 13
            self._follow = _SUIT[suit]
            self._below = _BELOW[suit]
        held[seat] = h ^ bit
        del self._cards[seat][(h & (bit - 1)).bit_count()]  # its place in index order
        self.actions.append(action)
        trick.append(action)
        e = _PLAYED[seat][action.index]
        events = self.events
        events.append(e)
        if len(trick) < 4:
            self.turn = (seat + 1) & 3
            return [e]
        leader = self.trick_leader
        winner = _trick_winner((trick[0].index, trick[1].index, trick[2].index, action.index),
                               leader)
        cards = tuple(trick)
        tricks = self.tricks
        tricks.append((leader, cards, winner))
        self.taken[winner] += 1
        n0 = len(events) - 1
        events.append(_tuple_new(_TrickWon, (winner, leader, cards, len(tricks))))
        self.trick = []
        self.trick_leader = self.turn = winner
        if len(tricks) == 13:
            self._score_hand()
        return events[n0:]

    def _check_turn(self, seat, phase: Phase, action) -> None:
        if self.phase is not phase:
            if self.phase is _OVER:
                raise IllegalAction(Illegal.GAME_OVER, seat, action)
            raise IllegalAction(Illegal.WRONG_PHASE, seat, action, phase=self.phase)
        if seat != self.turn:
            raise IllegalAction(Illegal.NOT_YOUR_TURN, seat, action, turn=self.turn)

    def redeal(self, seat: int, call: bool) -> list:
        """A seat without pictures calls (True) or declines (False) a redeal."""
        self._check_turn(seat, Phase.REDEAL, call)
        if not isinstance(call, bool):
            raise IllegalAction(Illegal.NOT_A_DECISION, seat, call)
        n0 = len(self.events)
        self.actions.append(call)
        if call:
            self._throw_in(ThrowIn.NO_PICTURES, seat)
            return self.events[n0:]
        self.events.append(ev.RedealDeclined(seat))
        self.redeal_queue.pop(0)
        if self.redeal_queue:
            self.turn = self.redeal_queue[0]
        else:
            self.phase = Phase.BIDDING
            self.turn = (self.dealer + 1) % 4
        return self.events[n0:]

    def bid(self, seat: int, n: int) -> list:
        """``seat`` bids ``n`` tricks."""
        if self.phase is not _BIDDING or seat != self.turn:
            self._check_turn(seat, _BIDDING, n)
        if type(n) is not int and (not isinstance(n, int) or isinstance(n, bool)):
            raise IllegalAction(Illegal.NOT_A_BID, seat, n)
        lo = self.min_bids[seat]
        if n < lo:
            raise IllegalAction(Illegal.BID_TOO_LOW, seat, n, bid=n, minimum=lo)
        if n > 13:
            raise IllegalAction(Illegal.BID_TOO_HIGH, seat, n, bid=n, maximum=13)
        self.actions.append(n)
        self.bids[seat] = n
        e = _tuple_new(_BidMade, (seat, n))
        events = self.events
        events.append(e)
        if seat != self.dealer:
            self.turn = (seat + 1) & 3
            return [e]
        # the dealer bids last
        n0 = len(events) - 1
        reason = self.rules.throw_in_reason(self.bids, self.hand_scores, self.min_total)
        if reason is not None:
            self._throw_in(reason)
        else:
            self.phase = _PLAYING
            self.turn = self.trick_leader
        return events[n0:]

    def play(self, seat: int, card) -> list:
        """``seat`` plays ``card`` (a Card or a code such as ``'TH'``)."""
        if type(card) is not Card or seat != self.turn or self.phase is not _PLAYING:
            card = self._check_play(seat, card)
        return self.apply(card)

    def _check_play(self, seat, card) -> Card:
        if isinstance(card, str):
            try:
                card = Card.parse(card)
            except ValueError:
                raise IllegalAction(Illegal.NOT_A_CARD, seat, card) from None
        if type(card) is not Card:
            raise IllegalAction(Illegal.NOT_A_CARD, seat, card)
        self._check_turn(seat, Phase.PLAYING, card)
        return card

    # ------------------------------------------------------- hand endings
    def _throw_in(self, reason: ThrowIn, seat: int | None = None) -> None:
        thrown_in = {"reason": str(reason)} if seat is None else \
            {"reason": str(reason), "seat": seat}
        no_pictures = reason is ThrowIn.NO_PICTURES
        bids = tuple(self.bids) if not no_pictures else ()
        self.hand_logs.append(HandLog(self.dealer, self.deck, self.dealt, thrown_in, bids,
                                      (), (), (), tuple(self.scores), None))
        total = self.bids_total() if not no_pictures else 0
        self.events.append(ev.ThrownIn(reason, seat, total, self.min_total))
        self._start_hand((self.dealer + 1) % 4)

    def _score_hand(self) -> None:
        rules = self.rules
        hp = score_hand(rules, self.bids, self.taken, self.scores)
        self.scores = list(map(add, self.scores, hp.points))
        target_after = None
        if hp.win_bid_team is not None:
            outcome_winner, reason, seat = hp.win_bid_team, GameEnd.WIN_BID, hp.win_bid_seat
        else:
            out = end_of_game(rules, self.target, self.scores)
            outcome_winner, reason, seat = out.winner, out.reason, out.seat
            if reason is Outcome.RAISE_TARGET:
                self.target += 10
                target_after = self.target
        bids, taken, scores = tuple(self.bids), tuple(self.taken), tuple(self.scores)
        self.hand_logs.append(_tuple_new(HandLog, (self.dealer, self.deck, self.dealt, None,
                                                   bids, tuple(self.tricks), taken,
                                                   hp.points, scores, target_after)))
        self.events.append(_tuple_new(_HandScored, (bids, taken, hp.points, scores,
                                                    target_after)))
        if outcome_winner is not None:
            self._finish(outcome_winner, reason, seat)
        else:
            self._start_hand((self.dealer + 1) % 4)

    @property
    def history(self) -> list[dict]:
        """The finished hands, in the game record's form (docs/RULES.md)."""
        done = self._history
        for log in self.hand_logs[len(done):]:
            done.append(log.to_record())
        return list(done)

    def _finish(self, winner: int | None, reason: GameEnd, seat: int | None) -> None:
        self.winner = winner
        self.over_reason = reason
        self.phase = Phase.OVER
        self.turn = None
        self.events.append(ev.GameOver(winner, reason, seat, tuple(self.scores)))

    def stop(self) -> None:
        """End an unfinished game (e.g. at a hand limit); it has no winner."""
        if self.phase is not Phase.OVER:
            self._finish(None, GameEnd.STOPPED, None)

    # ------------------------------------------------------------- views
    def view(self, seat: int):
        """What ``seat`` may know now (see ``PlayerView``)."""
        return PlayerView.of(self, seat)

    def hands_played(self) -> int:
        """Hands that were played out (not thrown in)."""
        return sum(1 for h in self.hand_logs if h.thrown_in is None)
