"""pending_reviews.json: a finished game's reviews the window closed on.

Each hand you play is reviewed in the background (``game.session.review``)
and counted in the statistics' accuracy. A finished game has no save to
continue, so the hands whose review had not ended when it finished are kept
here, with the game's record (the format of ``last_game.json`` and of an
exported game, ``game.engine.record``): if the window closes before they
end, the next start reviews them and counts them (``Stats.add_review``
counts a game's hand once), and each hand leaves the file once counted.

An entry is ``{"game_id", "hands": [the hands not reviewed yet], "record"}``.
On reading, an entry whose record does not replay under its rules, or that
names no hand of its game, is dropped (the file is then partly unusable).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.record import replay
from ..strings import Phrase

VERSION = 1
KIND = "pending_reviews"
GAMES = 20  # the most recent games kept (each is reviewed at the next start)


@dataclass
class PendingGame:
    game_id: str
    hands: list  # the numbers of the hands still to review, each once, in order
    record: dict  # the game's record (``game.engine.record.to_record``)
    match: object = field(default=None, compare=False)  # the record replayed


def usable_hands(hands, finished: int) -> list[int]:
    """The numbers of hands of a game of ``finished`` hands, each once."""
    if not isinstance(hands, list):
        return []
    return sorted({h for h in hands if type(h) is int and 1 <= h <= finished})


def from_dict(data: dict, notes: list) -> list[PendingGame]:
    """The usable entries; one note if any was dropped."""
    games = data.get("games", [])
    out: dict[str, PendingGame] = {}
    dropped = not isinstance(games, list)
    for g in games if isinstance(games, list) else []:
        try:
            game_id, record = g["game_id"], g["record"]
            if not isinstance(game_id, str) or not game_id or game_id in out:
                raise ValueError("no game id, or one given twice")
            match = replay(record)  # a game that does not rebuild under its rules is dropped
            hands = usable_hands(g["hands"], len(match.hand_logs))
            if not hands or hands != g["hands"]:
                raise ValueError("hands")
        except Exception:  # belt and braces: no shape of entry may stop the game
            dropped = True
            continue
        out[game_id] = PendingGame(game_id, hands, record, match)
    if dropped:
        notes.append(Phrase("file.reviews_dropped"))
    return list(out.values())[-GAMES:]


def to_dict(games) -> dict:
    return {"version": VERSION, "kind": KIND,
            "games": [{"game_id": g.game_id, "hands": list(g.hands), "record": g.record}
                      for g in list(games)[-GAMES:]]}
