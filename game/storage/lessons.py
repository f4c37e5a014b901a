"""Lesson progress (``lessons.json``): the lessons finished, and the one left
part-way, with the actions taken in it, so that it resumes where it was.

Read field by field like the other files: a damaged entry is dropped with a
notice and the rest is kept; an unknown lesson is ignored.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine import Card
from ..strings import Phrase

KIND = "lessons"
VERSION = 1
MAX_TAKEN = 200  # actions in one lesson: a whole hand is at most 13 cards and a bid


@dataclass
class LessonProgress:
    done: list = field(default_factory=list)  # keys of the lessons finished, in order
    at: str = ""  # the lesson left part-way ('' for none)
    taken: list = field(default_factory=list)  # its actions so far: bids (int), cards (codes),
    #                                             and a new deal after a hand thrown in
    #                                             ({"dealer": seat, "deck": 52 codes})
    step: int = 0  # the steps of it already taken

    def to_dict(self) -> dict:
        return {"version": VERSION, "kind": KIND, "done": list(self.done),
                "at": self.at, "taken": list(self.taken), "step": self.step}

    @classmethod
    def from_dict(cls, data: dict, notices: list) -> LessonProgress:
        out = cls()
        done = data.get("done", [])
        if isinstance(done, list) and all(isinstance(k, str) and len(k) < 40 for k in done):
            out.done = list(dict.fromkeys(done))
        else:
            notices.append(Phrase("file.lessons_done"))
        at, taken, step = data.get("at", ""), data.get("taken", []), data.get("step", 0)
        ok = isinstance(at, str) and len(at) < 40 and isinstance(taken, list) \
            and len(taken) <= MAX_TAKEN and type(step) is int and 0 <= step <= MAX_TAKEN
        if ok:
            ok = all(_action_ok(a) for a in taken)
        if ok:
            out.at, out.taken, out.step = at, list(taken), step
        else:
            notices.append(Phrase("file.lessons_at"))
        return out


def _action_ok(a) -> bool:
    """A bid, a card's code, or a deal (``{"dealer", "deck"}``)."""
    if isinstance(a, dict):
        deck = a.get("deck")
        return set(a) == {"dealer", "deck"} and type(a["dealer"]) is int \
            and 0 <= a["dealer"] < 4 and isinstance(deck, list) and len(deck) == 52 \
            and len(set(map(str, deck))) == 52 and all(_card_ok(c) for c in deck)
    if isinstance(a, str):
        return _card_ok(a)
    return type(a) is int


def _card_ok(code) -> bool:
    try:
        Card.parse(code)
    except (ValueError, TypeError, AttributeError):
        return False
    return True
