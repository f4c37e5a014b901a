"""save.json: the game in progress, so that Continue resumes it exactly.

A save (version 2) holds the game's own rules, its seed, the match's action
log (``Match.actions``: each hand's deal, then every bid, card and redeal
call), the record of the finished hands, the deck of the hand in progress
and the state of the match's RNG. Loading rebuilds the ``Match`` from the
log (``Match.rebuild``, every action checked), checks it against the
record, then restores the RNG, so the rest of the game deals exactly as it
would have. Version 1 saves (``[seat, action]`` pairs and the decks in the
record) are read too, and written back as version 2.
"""

from __future__ import annotations

import json
import random
import struct
import time
from dataclasses import dataclass, field

from ..engine import Card, IllegalAction, Match, Rules, RulesError
from ..engine.match import Deal
from ..engine.record import FORMAT, RecordError, replay, to_record
from ..strings import Phrase
from .files import write_atomic

VERSION = 2
KIND = "save"


class SaveError(ValueError):
    """A save that cannot be resumed; the message says why in plain words."""


def action_json(action):
    """One entry of the action log as JSON: a deal is ``{"dealer", "deck"}``,
    a bid an int, a card its code, a redeal call true or false."""
    t = type(action)
    if t is Card:
        return action.code
    if t is Deal:
        return {"dealer": action.dealer, "deck": [c.code for c in action.deck]}
    return action


def action_from_json(value, n: int):
    """The inverse of ``action_json``; ``SaveError`` for anything else."""
    if isinstance(value, bool) or _is_int(value):
        return value
    if isinstance(value, str):
        try:
            return Card.parse(value)
        except ValueError:
            raise SaveError(f"action {n} is damaged") from None
    if isinstance(value, dict) and isinstance(value.get("deck"), list) \
            and value.get("dealer") in (0, 1, 2, 3):
        try:
            deck = tuple(Card.parse(c) for c in value["deck"])
        except (ValueError, TypeError):
            raise SaveError(f"the deal of action {n} holds something that is not a card") \
                from None
        return Deal(value["dealer"], deck)
    raise SaveError(f"action {n} is damaged")


def save_data(match: Match, players=None, game_id: str = "", extra: dict | None = None,
              now: float | None = None) -> dict:
    """The JSON object of a save (see the module docstring)."""
    data = save_data_head(match, players, game_id, extra, now)
    data["actions"] = [action_json(a) for a in match.actions]
    data["record"] = to_record(match, data["players"])
    return data


def rng_state(rng: random.Random) -> list:
    """``Random.getstate()`` as JSON: [version, the 625 words in hex, gauss]."""
    version, state, gauss = rng.getstate()
    return [version, struct.pack(f"<{len(state)}I", *state).hex(), gauss]


class SaveWriter:
    """Writes the saves of one game quickly: the JSON of finished hands and
    of past actions is made once and reused, so an autosave after every
    action costs about the same late in a game as early."""

    def __init__(self, path):
        self.path = path
        self._match = None
        self._hands: list[str] = []
        self._actions: list[str] = []  # the JSON of the log's actions so far

    def text(self, match: Match, players=None, game_id: str = "", extra: dict | None = None,
             now: float | None = None) -> str:
        if match is not self._match:
            self._match, self._hands, self._actions = match, [], []
        dumps = json.dumps
        self._actions.extend(dumps(action_json(a), separators=(",", ":"))
                             for a in match.actions[len(self._actions):])
        history = match.hand_logs
        self._hands.extend(dumps(h.to_record(), separators=(",", ":"))
                           for h in history[len(self._hands):])
        players = list(players) if players else ["human", "bot", "bot", "bot"]
        head = save_data_head(match, players, game_id, extra, now)
        record = {"format": FORMAT, "rules": head["rules"],
                  "seed": match.seed, "players": players, "winner": match.winner,
                  "final_scores": list(match.scores)}
        return (dumps(head, separators=(",", ":"))[:-1]
                + ',"actions":[' + ",".join(self._actions) + "]"
                + ',"record":' + dumps(record, separators=(",", ":"))[:-1]
                + ',"hands":[' + ",".join(self._hands) + "]}}")

    def save(self, match: Match, players=None, game_id: str = "", extra: dict | None = None,
             *, sync: bool = True) -> None:
        write_atomic(self.path, self.text(match, players, game_id, extra), sync=sync)


def save_data_head(match: Match, players, game_id: str, extra, now) -> dict:
    """Every field of a save except ``actions`` and ``record``."""
    return {
        "version": VERSION,
        "kind": KIND,
        "game_id": game_id,
        "saved_at": time.time() if now is None else now,
        "rules": match.rules.to_dict(),
        "seed": match.seed if isinstance(match.seed, int) else None,
        "first_dealer": match.actions[0].dealer,
        "start_scores": list(match.start_scores),
        "players": list(players) if players else ["human", "bot", "bot", "bot"],
        "hand_number": match.hand_number,
        "scores": list(match.scores),
        "deck": [c.code for c in match.deck],
        "rng": rng_state(match.rng),
        "extra": extra or {},
    }


@dataclass
class SavedGame:
    match: Match
    players: list
    game_id: str = ""
    saved_at: float = 0.0
    extra: dict = field(default_factory=dict)
    notice: str = ""  # set when only part of the save could be resumed


def _need(cond, msg: str) -> None:
    if not cond:
        raise SaveError(msg)


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _decks(data: dict) -> list[list[Card]]:
    record = data.get("record")
    _need(isinstance(record, dict), "the record of the game is missing")
    hands = record.get("hands")
    _need(isinstance(hands, list), "the record has no list of hands")
    decks = []
    for i, h in enumerate(hands + [{"deck": data.get("deck")}], 1):
        d = h.get("deck") if isinstance(h, dict) else None
        _need(isinstance(d, list), f"hand {i} has no deck")
        try:
            cards = [Card.parse(c) for c in d]
        except (ValueError, TypeError, AttributeError):
            raise SaveError(f"hand {i}'s deck holds something that is not a card") from None
        _need(len(cards) == 52 and len(set(cards)) == 52,
              f"hand {i}'s deck is not the 52 different cards")
        decks.append(cards)
    return decks


def _rng(data: dict) -> random.Random:
    raw = data.get("rng")
    _need(isinstance(raw, list) and len(raw) == 3 and isinstance(raw[1], str),
          "the state of the shuffle is missing")
    version, words, gauss = raw
    try:
        b = bytes.fromhex(words)
        state = struct.unpack(f"<{len(b) // 4}I", b)
    except (ValueError, struct.error):
        raise SaveError("the state of the shuffle is damaged") from None
    _need(_is_int(version) and (gauss is None or isinstance(gauss, (int, float))),
          "the state of the shuffle is damaged")
    rng = random.Random(0)
    try:
        rng.setstate((version, state, gauss))
    except (ValueError, TypeError, OverflowError):
        raise SaveError("the state of the shuffle is damaged") from None
    return rng


def _base(data: dict) -> tuple[Rules, list, int]:
    try:
        rules = Rules.from_dict(data.get("rules"))
    except (RulesError, TypeError, ValueError) as e:
        raise SaveError(f"its house rules are unusable ({e})") from None
    players = data.get("players")
    _need(isinstance(players, list) and len(players) == 4
          and all(isinstance(p, str) for p in players), "the list of players is damaged")
    first = data.get("first_dealer")
    _need(first in (0, 1, 2, 3) and _is_int(first), "the first dealer is missing")
    return rules, players, first


def _replay_v1(rules, seed, first, decks, actions) -> Match:
    """A version 1 save's ``[seat, action]`` pairs, on the decks of its record."""
    m = Match(rules, seed=seed, rng=random.Random(0), first_dealer=first, decks=decks)
    for n, a in enumerate(actions, 1):
        _need(isinstance(a, list) and len(a) == 2 and _is_int(a[0]),
              f"action {n} is damaged")
        seat, value = a
        try:
            if isinstance(value, bool):
                m.redeal(seat, value)
            elif _is_int(value):
                m.bid(seat, value)
            elif isinstance(value, str):
                m.play(seat, value)
            else:
                raise SaveError(f"action {n} is damaged")
        except IllegalAction as e:
            raise SaveError(f"action {n} breaks the rules ({e})") from None
    return m


def _rebuild(rules, seed, actions, start) -> Match:
    """The match of an action log (version 2), every action checked."""
    log = [action_from_json(a, n) for n, a in enumerate(actions, 1)]
    try:
        return Match.rebuild(rules, log, seed=seed, rng=random.Random(0), scores=start)
    except IllegalAction as e:
        raise SaveError(f"action {(e.index or 0) + 1} breaks the rules ({e})") from None


def resume(data: dict) -> SavedGame:
    """Rebuild the saved match exactly; raise ``SaveError`` if it cannot be.

    If the actions of the hand in progress are damaged but the finished
    hands are sound, the game resumes at the start of that hand (same deal)
    and ``notice`` says so.
    """
    _need(isinstance(data, dict), "it is not a JSON object")
    rules, players, first = _base(data)
    seed = data.get("seed") if _is_int(data.get("seed")) else None
    start = data.get("start_scores", [0, 0, 0, 0])
    _need(isinstance(start, list) and len(start) == 4 and all(_is_int(x) for x in start),
          "the starting scores are damaged")
    decks = _decks(data)
    rng = _rng(data)
    record_hands = data["record"]["hands"]
    actions = data.get("actions")
    notice = ""
    try:
        _need(isinstance(actions, list), "the list of actions is missing")
        if data.get("version") == 1:
            m = _replay_v1(rules, seed, first, decks, actions)
        else:
            m = _rebuild(rules, seed, actions, start)
        _need(m.history == record_hands and m.hand_number == len(decks),
              "the actions do not match the record of the game")
    except SaveError as e:
        m = _replay_hands(rules, seed, first, decks, record_hands, start)
        notice = Phrase("file.restarted_hand", detail=str(e).splitlines()[0][:120]
                        if str(e) else "")
    _need(not m.is_over, "the game is already over")
    m.rng = rng
    return SavedGame(m, players, data.get("game_id") if isinstance(data.get("game_id"), str)
                     else "", data.get("saved_at") if isinstance(data.get("saved_at"),
                                                                 (int, float)) else 0.0,
                     data.get("extra") if isinstance(data.get("extra"), dict) else {}, notice)


def _replay_hands(rules, seed, first, decks, hands, start) -> Match:
    """The match after the finished hands of the record, at the deal of the
    hand in progress (``decks[-1]``): the record's own action log, whose last
    deal (made by the replay's shuffle) is put back to the saved one."""
    if not hands:
        return Match(rules, seed=seed, rng=random.Random(0), decks=decks[-1:],
                     first_dealer=first, scores=start)
    record = {"format": FORMAT, "rules": rules.to_dict(), "seed": seed,
              "hands": hands, "winner": None, "start_scores": list(start)}
    try:
        done = replay(record, check_totals=False)
    except RecordError as e:
        raise SaveError(f"the record of the game is damaged ({e})") from None
    log = done.actions[:-1] + [Deal(done.dealer, tuple(decks[-1]))]
    try:
        m = Match.rebuild(rules, log, seed=seed, rng=random.Random(0), scores=start)
    except IllegalAction as e:
        raise SaveError(f"the record of the game is damaged ({e})") from None
    _need(m.history == hands, "the record of the game is damaged")
    return m
