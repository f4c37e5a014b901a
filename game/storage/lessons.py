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
    taken: list = field(default_factory=list)  # its actions so far: bids (int), cards (codes)
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
            for a in taken:
                if isinstance(a, bool) or not isinstance(a, (int, str)):
                    ok = False
                elif isinstance(a, str):
                    try:
                        Card.parse(a)
                    except ValueError:
                        ok = False
        if ok:
            out.at, out.taken, out.step = at, list(taken), step
        else:
            notices.append(Phrase("file.lessons_at"))
        return out
