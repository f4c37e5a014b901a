"""The guided lessons: short scripted positions where you take the actions
and the game explains as you go (no pygame here).

A ``Lesson`` is a fixed deal (the four hands, and who deals), the actions
taken before you are asked anything (``before``: the others' bids and cards,
and your own where the lesson takes them for you), and the ``Step``s it
waits for. A step accepts one kind of action (``accept``) and has a line to
say while it waits and one for any other action. An action the rules refuse
is explained by the engine, as at any table; a legal one the lesson does not
want gets the lesson's line and a second try.

``Coach`` follows one lesson at the table: ``check(match, action)`` says why
an action is not the one wanted (None when it is), ``accepted()`` moves on,
``done`` is true once every step is taken (a whole-hand lesson is done when
its hand is over).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import PRESETS, Card, Match, Suit
from ..engine.core import deal_plan
from ..engine.match import Deal
from ..strings import preset_title, t


@dataclass(frozen=True)
class Step:
    say: str  # catalog key: what the lesson says while it waits
    accept: str  # "card": one of ``cards``; "suit": a card of ``suit``; "bid": ``bids``;
    #             "any": any legal action
    wrong: str = ""  # catalog key: the line for a legal action that is not the one wanted
    cards: tuple = ()
    suit: int | None = None
    bids: tuple = ()


@dataclass(frozen=True)
class Lesson:
    key: str  # "lesson.KEY.title" is its title, "lesson.KEY.done" its last words
    hands: tuple  # four strings of 13 card codes, by seat (South first)
    dealer: int
    before: tuple  # actions before the first step: bids (int) and cards (codes)
    steps: tuple
    scores: tuple = (0, 0, 0, 0)
    rules: str = "lebanese"
    whole_hand: bool = False  # done when the hand is over (after its steps)
    fields: dict = field(default_factory=dict)  # for the lesson's lines
    french: bool = True  # its cards named with the French indices (1 R D V), as the cards show

    def line(self, key: str) -> str:
        """One of the lesson's lines (a catalog key) in the language in
        force, with the lesson's ``fields`` filled in: a field named
        ``..._rules`` holds a preset's name and is said by its title, one
        named ``..._card`` a card's code, said as the table shows it ("R♦",
        or "K♦" with the English indices: ``french``)."""
        return t(key, **{k: self._said(k, v) for k, v in self.fields.items()})

    def _said(self, name: str, value):
        if name.endswith("_rules"):
            return preset_title(value)
        if name.endswith("_card"):
            return Card.parse(value).text(self.french)
        return value

    def deck(self) -> list[Card]:
        """The deck, top first, that deals ``hands`` from ``dealer``."""
        rules = PRESETS[self.rules]
        _, slots = deal_plan(self.dealer, tuple(rules.deal_pattern))
        deck: list = [None] * 52
        for seat, codes in enumerate(self.hands):
            for pos, code in zip(slots[seat], codes.split()):
                deck[pos] = Card.parse(code)
        return deck

    def match(self, taken: tuple = ()) -> Match:
        """The lesson's position, with ``taken``: the actions played in it
        since it began (a lesson left and resumed)."""
        actions = [Deal(self.dealer, tuple(self.deck()))]
        actions += [Card.parse(a) if isinstance(a, str) else a for a in self.before]
        actions += [taken_action(a) for a in taken]
        return Match.rebuild(PRESETS[self.rules], actions, seed=0, scores=self.scores)


def taken_action(a):
    """An action as lesson progress keeps it (``taken_item``) back in the
    engine's terms."""
    if isinstance(a, dict):
        return Deal(a["dealer"], tuple(Card.parse(c) for c in a["deck"]))
    return Card.parse(a) if isinstance(a, str) else a


def taken_item(a):
    """An action of the log as lesson progress keeps it: a bid as it is, a
    card by its code, and the new deal after a hand thrown in as its dealer
    and deck."""
    if isinstance(a, Card):
        return a.code
    if isinstance(a, Deal):
        return {"dealer": a.dealer, "deck": [c.code for c in a.deck]}
    return a


class Coach:
    """One lesson at the table: which step it waits for, and what it says."""

    def __init__(self, lesson: Lesson, step: int = 0):
        self.lesson = lesson
        self.step = min(step, len(lesson.steps))
        self.hand_over = False

    @property
    def current(self) -> Step | None:
        steps = self.lesson.steps
        return steps[self.step] if self.step < len(steps) else None

    @property
    def done(self) -> bool:
        return self.current is None and (not self.lesson.whole_hand or self.hand_over)

    def check(self, match: Match, action) -> str | None:
        """The catalog key of why ``action`` (a legal one) is not what the
        lesson waits for; None when it is."""
        step = self.current
        if step is None or step.accept == "any":
            return None
        if step.accept == "card" and isinstance(action, Card):
            return None if action.code in step.cards else step.wrong
        if step.accept == "suit" and isinstance(action, Card):
            return None if action.suit is Suit(step.suit) else step.wrong
        if step.accept == "bid" and isinstance(action, int) and not isinstance(action, bool):
            return None if action in step.bids else step.wrong
        return step.wrong

    def accepted(self) -> None:
        if self.current is not None:
            self.step += 1


def _hands(*seats: str) -> tuple:
    return tuple(" ".join(s.split()) for s in seats)


def counting_fields(rules: str, before: tuple, dealer: int, scores: tuple,
                    compare: str = "lebanese") -> dict:
    """The numbers a lesson on counting the bids states, each as the engine
    counts them under ``rules`` (a preset name), for you (seat 0) bidding
    last after ``before`` (the others' bids, from the dealer's right):
    ``others``, what their bids add up to; ``need``, the total the hand
    needs; ``bid``, the smallest bid of yours that lets it be played;
    ``below`` and ``most``, the bid under it and the total that makes;
    ``worth``, what ``bid`` counts; ``total``, the four bids with it; and
    ``tricks``, the same four bids as ``compare`` counts them, with
    ``compare_need``, the total it asks (``compare_rules``: its name)."""
    r, other = PRESETS[rules], PRESETS[compare]
    order = [(dealer + 1 + i) % 4 for i in range(4)]
    assert order[-1] == 0 and len(before) == 3, "you bid last, after the three others"

    def bids(yours):
        out = [None] * 4
        for seat, b in zip(order, before + (yours,)):
            out[seat] = b
        return out

    others = r.bids_total(bids(None), scores)
    bid = next(b for b in range(r.min_bid_for(scores[0]), 14)
               if r.throw_in_reason(bids(b), scores) is None)
    return {"others": others, "need": r.min_total_for(scores), "bid": bid,
            "below": bid - 1, "most": r.bids_total(bids(bid - 1), scores),
            "worth": r.counted(bid, scores[0]), "total": r.bids_total(bids(bid), scores),
            "tricks": other.bids_total(bids(bid), scores),
            "compare_need": other.min_total_for(scores), "compare_rules": compare}


# Syrian 41: the others bid 1 each and the total counts what the bids are
# worth, so only a 7 (worth 14) lets the hand be played, where Lebanese
# counting would throw the same four bids in (1 + 1 + 1 + 7 tricks = 10).
_SEVEN = dict(dealer=0, before=(1, 1, 1), scores=(0, 0, 0, 0))
_SEVEN_FIELDS = counting_fields("syrian41", **_SEVEN)


def worth_fields(rules: str, bids: range) -> dict:
    """What each of ``bids`` is worth under ``rules`` (a preset's name) to a
    player at 0, as the engine scores it: ``v5`` for a bid of 5, and so on."""
    r = PRESETS[rules]
    return {f"v{b}": r.bid_value(b, 0) for b in bids}


# The lessons, in order. Seats: 0 you (South), 1 Layla (East), 2 Samir
# (North), 3 Karim (West). Play and bidding start at the dealer's right
# (dealer + 1) and go round anticlockwise: South deals, so Layla leads.
LESSONS: tuple[Lesson, ...] = (
    Lesson("follow", _hands("AD 7D 2S 5S 9S 3C 6C 8C 4H 6H 8H JH 2C",
                            "KD QD 3D TS JS QS 4C TC 2H 3H 5H 9H KS",
                            "5D 6D 8D 4S 7S 8S AC 5C 7C 9C TH QH AS",
                            "9D TD JD 2D 3S 6S JC QC KC 7H AH KH 4D"),
           dealer=0, before=(3, 3, 3, 2, "KD", "5D", "9D"),
           fields={"led_card": "KD", "ace_card": "AD"},
           steps=(Step("lesson.follow.say", "card", "lesson.follow.wrong", cards=("AD",)),)),
    Lesson("trump", _hands("5H AS 2S 7S 9S 3D 6D 8D TD 4H 6H 2D 3S",
                           "KC QC 3C TS JS QS 4C 4D 9D JD AD 9H KS",
                           "5C 6C 8C 4S 5S 8S 7C 7D 5D TH JH QH 6S",
                           "QD KD 2C TC 9C JC AC 2H 3H 7H 8H AH KH"),
           dealer=0, before=(3, 3, 3, 2, "KC", "5C", "2C"),
           steps=(Step("lesson.trump.say", "suit", "lesson.trump.wrong", suit=int(Suit.HEARTS)),)),
    Lesson("bid", _hands("AH KH AS AD 3C 5C 7C 2D 4D 6S 8S 2H 3S",
                         "QH JH KS QS 4C 6C 8C 3D 5D 7S 9S 4H 5S",
                         "TH 9H JS TS 9C TC 2C 6D 7D 8D 9D 6H 7H",
                         "8H 5H 4S 2S JC QC KC AC TD JD QD KD 3H"),
           dealer=3, before=(),
           steps=(Step("lesson.bid.say", "bid", "lesson.bid.wrong", bids=(4,)),)),
    Lesson("total", _hands("AH KH QS AD 3C 5C 7C 2D 4D 6S 8S 2H AS",
                           "QH JH KS 3S 4C 6C 8C 3D 5D 7S 9S 4H 5S",
                           "TH 9H JS TS 9C TC 2C 6D 7D 8D 9D 6H 7H",
                           "8H 5H 4S 2S JC QC KC AC TD JD QD KD 3H"),
           dealer=0, before=(2, 3, 2),
           steps=(Step("lesson.total.say", "bid", "lesson.total.wrong",
                       bids=tuple(range(4, 14))),)),
    Lesson("double", _hands("AH KH QH JH AS KS AD 3C 5C 2D 4D 6S 2H",
                            "TH 9H QS 3S 4C 6C 8C 3D 5D 7S 9S 4H 5S",
                            "8H 7H JS TS 9C TC 2C 6D 7D 8D 9D 6H 3H",
                            "5H 4S 2S 8S JC QC KC AC TD JD QD KD 7C"),
           dealer=0, before=(2, 2, 2), fields=worth_fields("lebanese", range(4, 10)),
           steps=(Step("lesson.double.say", "bid", "lesson.double.wrong", bids=(5,)),)),
    Lesson("partner", _hands("AH KH AS AD 3C 5C 7C 2D 4D 6S 8S 2H 3S",
                             "QH JH KS QS 4C 6C 8C 3D 5D 7S 9S 4H 5S",
                             "TH 9H JS TS 9C TC 2C 6D 7D 8D 9D 6H 7H",
                             "8H 5H 4S 2S JC QC KC AC TD JD QD KD 3H"),
           dealer=3, before=(), scores=(37, 20, -3, 25),
           steps=(Step("lesson.partner.say", "bid", "lesson.partner.wrong", bids=(4,)),)),
    Lesson("equal", _hands("KS QS JS 7D AD 3C 6C 8C 4H 6H 8H JH 2C",
                           "AS KD QD 3D TS 4C TC 2H 3H 5H 9H 5S 9S",
                           "5D 6D 8D 4S 7S 8S AC 5C 7C 9C TH QH 2S",
                           "9D TD JD 2D 3S 6S JC QC KC 7H AH KH 4D"),
           dealer=0, before=(3, 3, 3, 2, "AS", "4S", "3S"),
           steps=(Step("lesson.equal.say", "card", "lesson.equal.wrong", cards=("JS",)),)),
    Lesson("hand", _hands("AH QH 9H AS TS 5S KD 8D 3D AC 9C 6C 2C",
                          "KH JH 6H 3H KS 9S 4S AD 9D 5D KC 8C 4C",
                          "TH 7H 4H QS 8S 6S 2S QD TD 6D 2D QC 7C",
                          "8H 5H 2H JS 7S 3S JD 7D 4D JC TC 5C 3C"),
           dealer=3, before=(), whole_hand=True,
           steps=(Step("lesson.hand.say", "any"),)),
    Lesson("seven", _hands("AH KH QH AS KS AD AC 2C 3C 4C 2D 3D 2S",
                           "JH 8H 5H 2H QS 9S 6S 3S KD 8D 5D KC 8C",
                           "TH 7H 4H JS 8S 5S QD JD 7D 4D QC 9C 7C",
                           "9H 6H 3H TS 7S 4S TD 9D 6D JC TC 6C 5C"),
           rules="syrian41", **_SEVEN, fields=_SEVEN_FIELDS,
           steps=(Step("lesson.seven.say", "bid", "lesson.seven.wrong",
                       bids=(_SEVEN_FIELDS["bid"],)),)),
)


def by_key(key: str) -> Lesson | None:
    return next((lesson for lesson in LESSONS if lesson.key == key), None)
