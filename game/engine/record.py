"""Game records ("400-record/1", RULES.md): write, read, and replay.

``replay`` rebuilds a ``Match`` from a record by applying every action
through the checked API, and compares what the record claims with what the
rules say. A malformed or illegal record raises ``RecordError`` naming the
hand, the trick and the rule.

>>> m = Match(seed=3)
>>> while not m.is_over and m.hand_number < 4:
...     m.apply(m.legal_actions()[0])
>>> m.stop()
>>> replay(to_record(m)).scores == m.scores
True
"""

from __future__ import annotations

import json

from .cards import Card
from .match import IllegalAction, Match, Phase
from .rules import Rules, RulesError

FORMAT = "400-record/1"


class RecordError(ValueError):
    """A record that is malformed or breaks the rules; the message says where."""


def to_record(match: Match, players=None, seed=None) -> dict:
    """The JSON object of a match (finished hands only)."""
    rec = {
        "format": FORMAT,
        "rules": match.rules.to_dict(),
        "seed": match.seed if seed is None else seed,
        "players": list(players) if players else ["?", "?", "?", "?"],
        "hands": match.history,
        "winner": match.winner,
        "final_scores": list(match.scores),
    }
    if any(match.start_scores):  # a practice position, not a game from 0-0
        rec["start_scores"] = list(match.start_scores)
    return rec


def dumps(record: dict) -> str:
    return json.dumps(record, separators=(",", ":"))


def _need(cond, msg):
    if not cond:
        raise RecordError(msg)


def _cards(value, where: str, what: str) -> list[Card]:
    _need(isinstance(value, list), f"{where}: {what} must be a list of cards")
    try:
        return [Card.parse(c) for c in value]
    except ValueError as e:
        raise RecordError(f"{where}: {what}: {e}") from None


def replay(record, *, check_totals: bool = True) -> Match:
    """Rebuild the match a record describes; raise ``RecordError`` if it is
    malformed or breaks a rule."""
    if isinstance(record, str):
        try:
            record = json.loads(record)
        except json.JSONDecodeError as e:
            raise RecordError(f"not valid JSON: {e.msg}") from None
    _need(isinstance(record, dict), "a record must be a JSON object")
    _need(record.get("format") == FORMAT,
          f"format is {record.get('format')!r}, expected {FORMAT!r}")
    try:
        rules = Rules.from_dict(record.get("rules"))
    except (RulesError, TypeError) as e:
        raise RecordError(f"rules: {e}") from None
    hands = record.get("hands")
    _need(isinstance(hands, list) and hands, "the record has no hands")
    for i, h in enumerate(hands, 1):
        _need(isinstance(h, dict), f"hand {i}: not an object")
    decks = [_cards(h.get("deck"), f"hand {i}", "deck") for i, h in enumerate(hands, 1)]
    for i, d in enumerate(decks, 1):
        _need(len(d) == 52 and len(set(d)) == 52, f"hand {i}: the deck is not 52 different cards")
    first = hands[0].get("dealer")
    _need(first in (0, 1, 2, 3), f"hand 1: bad dealer {first!r}")
    start = record.get("start_scores", [0, 0, 0, 0])
    _need(isinstance(start, list) and len(start) == 4
          and all(isinstance(x, int) and not isinstance(x, bool) for x in start),
          "start_scores must be four whole numbers")
    m = Match(rules, seed=record.get("seed") if isinstance(record.get("seed"), int) else None,
              first_dealer=first, decks=decks, scores=start)
    for i, h in enumerate(hands, 1):
        _replay_hand(m, h, i)
    winner = record.get("winner")
    if not m.is_over:
        _need(winner is None, f"record says team {winner} won, but the game was not over "
                              f"after hand {len(hands)}")
        m.stop()
    else:
        _need(winner == m.winner, f"record says the winner is {winner!r}, the rules say "
                                  f"team {m.winner}")
    if check_totals and "final_scores" in record:
        _need(record["final_scores"] == m.scores,
              f"final_scores {record['final_scores']} but the hands add up to {m.scores}")
    return m


def _replay_hand(m: Match, h: dict, i: int) -> None:
    where = f"hand {i}"
    _need(not m.is_over, f"{where}: the game was already won by team {m.winner}")
    _need(h.get("dealer") == m.dealer,
          f"{where}: dealer is {h.get('dealer')!r}, but the deal passes right to {m.dealer}")
    _need(h.get("hands") == [[c.code for c in s] for s in m.dealt],
          f"{where}: 'hands' do not follow the deal pattern from the dealer's right")
    ti = h.get("thrown_in")
    bids = h.get("bids")
    _need(isinstance(bids, list), f"{where}: bids must be a list")
    try:
        # no-pictures redeal decisions come first
        if ti is not None and not isinstance(ti, dict):
            raise RecordError(f"{where}: thrown_in must be null or an object")
        caller = ti.get("seat") if ti and ti.get("reason") == "no_pictures" else None
        if ti and ti.get("reason") == "no_pictures":
            _need(m.phase is Phase.REDEAL and caller in m.redeal_queue,
                  f"{where}: seat {caller!r} cannot call a no-pictures redeal "
                  "(the rule is off, or the hand holds pictures)")
        while m.phase is Phase.REDEAL:
            m.redeal(m.turn, m.turn == caller)
            if m.hand_number > i:
                break
        if caller is not None:
            _need(m.hand_number > i, f"{where}: the redeal was not taken")
            return
        _need(len(bids) == 4, f"{where}: needs four bids, has {len(bids)}")
        for k in (1, 2, 3, 4):
            seat = (m.dealer + k) % 4
            b = bids[seat]
            _need(isinstance(b, int) and not isinstance(b, bool),
                  f"{where}: seat {seat}'s bid {b!r} is not a number")
            m.bid(seat, b)
        if ti is not None:
            reason = ti.get("reason")
            thrown = m.hand_number > i
            _need(thrown,
                  f"{where}: thrown in for {reason!r}, but the bids {bids} let it be played")
            got = m.hand_logs[-1].thrown_in["reason"]
            _need(got == reason, f"{where}: thrown in for {reason!r}, the rules say {got!r}")
            _need(h.get("scores") == list(m.hand_logs[-1].scores),
                  f"{where}: scores changed on a thrown-in hand")
            return
        _need(m.phase is Phase.PLAYING,
              f"{where}: the bids {bids} total {sum(bids)}, below the minimum of "
              f"{m.min_total}: the hand must be thrown in")
        tricks = h.get("tricks")
        _need(isinstance(tricks, list) and len(tricks) == 13,
              f"{where}: a played hand needs 13 tricks")
        for t, tr in enumerate(tricks, 1):
            tw = f"{where} trick {t}"
            _need(isinstance(tr, dict), f"{tw}: not an object")
            _need(tr.get("leader") == m.trick_leader,
                  f"{tw}: leader is {tr.get('leader')!r}, but {m.trick_leader} won the last "
                  "trick (or sits at the dealer's right)")
            cards = _cards(tr.get("cards"), tw, "cards")
            _need(len(cards) == 4, f"{tw}: has {len(cards)} cards")
            for c in cards:
                try:
                    m.play(m.turn, c)
                except IllegalAction as e:
                    raise RecordError(f"{tw}: {e}") from None
            _, _, winner = m.tricks[-1] if len(m.tricks) == t else \
                m.hand_logs[-1].tricks[-1]
            _need(tr.get("winner") == winner,
                  f"{tw}: winner is {tr.get('winner')!r}, but the highest heart (or the "
                  f"highest card of the suit led) was played by seat {winner}")
    except IllegalAction as e:
        raise RecordError(f"{where}: {e}") from None
    log = m.hand_logs[-1]
    for key, val in (("taken", log.taken), ("points", log.points), ("scores", log.scores)):
        _need(h.get(key) == list(val),
              f"{where}: {key} are {h.get(key)}, the rules give {list(val)}")
    _need(h.get("target_after") == log.target_after,
          f"{where}: target_after is {h.get('target_after')!r}, "
          f"the rules give {log.target_after!r}")
