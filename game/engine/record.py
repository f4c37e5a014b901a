"""Game records ("400-record/1", RULES.md): write, read, and replay.

``replay`` turns a record into an action log (``actions_of_record``),
rebuilds the ``Match`` from it through the checked API (``Match.rebuild``),
and compares what the record claims with what the rules say. A malformed
or illegal record raises ``RecordError`` naming the hand, the trick and
the rule.

>>> m = Match(seed=3)
>>> while not m.is_over and m.hand_number < 4:
...     _ = m.apply(m.legal_actions()[0])
>>> m.stop()
>>> replay(to_record(m)).scores == m.scores
True
"""

from __future__ import annotations

import json

from . import core
from .cards import Card
from .match import Deal, IllegalAction, Match
from .reasons import Illegal, ThrowIn
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


def actions_of_record(record: dict, rules: Rules) -> tuple[list, list]:
    """The action log a record describes, and beside each action where it is
    in the record ("hand 3", "hand 3 trick 5"), for messages. Only the shape
    is checked here; the rules are ``Match.rebuild``'s."""
    hands = record.get("hands")
    _need(isinstance(hands, list) and hands, "the record has no hands")
    actions: list = []
    places: list = []
    for i, h in enumerate(hands, 1):
        where = f"hand {i}"
        _need(isinstance(h, dict), f"{where}: not an object")
        deck = _cards(h.get("deck"), where, "deck")
        _need(len(deck) == 52 and len(set(deck)) == 52,
              f"{where}: the deck is not 52 different cards")
        dealer = h.get("dealer")
        _need(dealer in (0, 1, 2, 3) and type(dealer) is int, f"{where}: bad dealer {dealer!r}")
        actions.append(Deal(dealer, tuple(deck)))
        places.append(where)
        ti = h.get("thrown_in")
        _need(ti is None or isinstance(ti, dict), f"{where}: thrown_in must be null or an object")
        bids = h.get("bids")
        _need(isinstance(bids, list), f"{where}: bids must be a list")
        caller = ti.get("seat") if ti and ti.get("reason") == ThrowIn.NO_PICTURES else None
        if rules.redeal_no_pictures:
            _, slots = core.deal_plan(dealer, rules.deal_pattern)
            held = [core.to_mask(deck[k] for k in seat_slots) for seat_slots in slots]
            queue = core.redeal_seats(held, dealer)
        else:
            queue = []
        if ti and ti.get("reason") == ThrowIn.NO_PICTURES:
            _need(caller in queue, f"{where}: seat {caller!r} cannot call a no-pictures "
                                   "redeal (the rule is off, or the hand holds pictures)")
            queue = queue[:queue.index(caller) + 1]
        for seat in queue:
            actions.append(seat == caller)
            places.append(where)
        if caller is not None:
            continue
        _need(len(bids) == 4, f"{where}: needs four bids, has {len(bids)}")
        for k in (1, 2, 3, 4):
            b = bids[(dealer + k) % 4]
            _need(type(b) is int, f"{where}: seat {(dealer + k) % 4}'s bid {b!r} is not a number")
            actions.append(b)
            places.append(where)
        if ti is not None:
            continue
        tricks = h.get("tricks")
        _need(isinstance(tricks, list) and len(tricks) == 13,
              f"{where}: a played hand needs 13 tricks")
        for t, tr in enumerate(tricks, 1):
            tw = f"{where} trick {t}"
            _need(isinstance(tr, dict), f"{tw}: not an object")
            cards = _cards(tr.get("cards"), tw, "cards")
            _need(len(cards) == 4, f"{tw}: has {len(cards)} cards")
            actions.extend(cards)
            places.extend([tw] * 4)
    return actions, places


def read_line(line: str) -> dict:
    """The record on one line of a record file (``check`` and the replay of
    a file read each game so); ``RecordError`` if it is not a JSON object.
    Only the reading: ``replay`` checks it."""
    try:
        record = json.loads(line)
    except json.JSONDecodeError as e:
        raise RecordError(f"not valid JSON ({e})") from None
    except ValueError:  # int() refuses a number of over 4,300 digits
        raise RecordError("not valid JSON (a number too long to read)") from None
    except RecursionError:
        raise RecordError("not valid JSON (nested too deeply to read)") from None
    if not isinstance(record, dict):  # replay() would read a string as JSON again
        raise RecordError("a record must be a JSON object")
    return record


def format_version(fmt: str = FORMAT) -> int:
    """The version in a record format's name ("400-record/1": 1)."""
    return int(fmt.rpartition("/")[2])


def newer_format(fmt) -> int | None:
    """The version of a record format newer than this game reads
    ("400-record/2": 2), or None (this one's, an older one, or not a
    record's format at all)."""
    if not isinstance(fmt, str):
        return None
    name, _, v = fmt.rpartition("/")
    if name != FORMAT.rpartition("/")[0] or not (v.isascii() and v.isdigit()) \
            or len(v) > 9:
        return None
    return int(v) if int(v) > format_version() else None


def replay(record, *, check_totals: bool = True) -> Match:
    """Rebuild the match a record describes (``Match.rebuild``); raise
    ``RecordError`` if it is malformed or breaks a rule, naming the hand,
    the trick and the rule."""
    if isinstance(record, str):
        try:
            record = json.loads(record)
        except (json.JSONDecodeError, ValueError, RecursionError) as e:
            raise RecordError(f"not valid JSON: {getattr(e, 'msg', e)}") from None
    _need(isinstance(record, dict), "a record must be a JSON object")
    _need(record.get("format") == FORMAT,
          f"format is {record.get('format')!r}, expected {FORMAT!r}")
    try:
        rules = Rules.from_dict(record.get("rules"))
    except (RulesError, TypeError, ValueError) as e:
        raise RecordError(f"rules: {e}") from None
    start = record.get("start_scores", [0, 0, 0, 0])
    _need(isinstance(start, list) and len(start) == 4
          and all(type(x) is int for x in start), "start_scores must be four whole numbers")
    actions, places = actions_of_record(record, rules)
    hands = record["hands"]
    seed = record.get("seed") if type(record.get("seed")) is int else None
    try:
        m = Match.rebuild(rules, actions, seed=seed, scores=start)
    except IllegalAction as e:
        raise RecordError(_located(e, actions, places, hands)) from None
    _need(len(m.hand_logs) >= len(hands),
          f"hand {len(hands)}: the record ends the hand, but the rules say it goes on")
    for i, (h, log) in enumerate(zip(hands, m.hand_logs), 1):
        _check_hand(h, log, i)
    winner = record.get("winner")
    if not m.is_over:
        _need(winner is None, f"record says team {winner} won, but the game was not over "
                              f"after hand {len(hands)}")
        m.stop()
    else:
        _need(len(m.hand_logs) == len(hands),
              f"hand {len(m.hand_logs) + 1}: the game was already won by team {m.winner}")
        _need(winner == m.winner, f"record says the winner is {winner!r}, the rules say "
                                  f"team {m.winner}")
    if check_totals and "final_scores" in record:
        _need(record["final_scores"] == m.scores,
              f"final_scores {record['final_scores']} but the hands add up to {m.scores}")
    return m


def _located(e: IllegalAction, actions: list, places: list, hands: list) -> str:
    """An illegal action of a record, said where it is and what rule it breaks."""
    k = e.index if e.index is not None else 0
    where = places[k]
    i = int(where.split()[1])
    if type(actions[k]) is Deal:
        if e.reason is Illegal.WRONG_PHASE:  # the hand before is still going on
            prev = hands[i - 2]
            if prev.get("thrown_in"):
                return (f"hand {i - 1}: thrown in for {prev['thrown_in'].get('reason')!r}, "
                        f"but the bids {prev.get('bids')} let it be played")
            return f"hand {i - 1}: the record ends the hand, but the rules say it goes on"
        if e.reason is Illegal.GAME_OVER:
            return f"{where}: the game was already won"
        m_dealer = (hands[i - 2].get("dealer", 0) + 1) % 4 if i > 1 else None
        return (f"{where}: dealer is {actions[k].dealer!r}, but the deal passes right "
                f"to {m_dealer}")
    if e.reason is Illegal.GAME_OVER:
        return f"hand {i}: the game was already won"
    if e.reason in (Illegal.WRONG_PHASE, Illegal.BAD_DECK) and "trick" in where:
        h = hands[i - 1]
        return (f"hand {i}: the bids {h.get('bids')} do not let this hand be played "
                "(below the required total, or nobody bid 5 under five to run): "
                "the hand must be thrown in")
    return f"{where}: {e}"


def _check_hand(h: dict, log, i: int) -> None:
    """What a record claims of one hand against what the rules made of it."""
    where = f"hand {i}"
    _need(h.get("hands") == [[c.code for c in s] for s in log.dealt],
          f"{where}: 'hands' do not follow the deal pattern from the dealer's right")
    ti = h.get("thrown_in")
    if ti is not None or log.thrown_in is not None:
        got = log.thrown_in["reason"] if log.thrown_in else None
        _need(ti is not None and got == ti.get("reason"),
              f"{where}: thrown in for {ti and ti.get('reason')!r}, the rules say {got!r}")
        _need(h.get("scores") == list(log.scores), f"{where}: scores changed on a thrown-in hand")
        return
    for t, (tr, (leader, _, winner)) in enumerate(zip(h["tricks"], log.tricks), 1):
        tw = f"{where} trick {t}"
        _need(tr.get("leader") == leader,
              f"{tw}: leader is {tr.get('leader')!r}, but {leader} won the last trick "
              "(or sits at the dealer's right)")
        _need(tr.get("winner") == winner,
              f"{tw}: winner is {tr.get('winner')!r}, but the highest heart (or the "
              f"highest card of the suit led) was played by seat {winner}")
    for key, val in (("taken", log.taken), ("points", log.points), ("scores", log.scores)):
        _need(h.get(key) == list(val),
              f"{where}: {key} are {h.get(key)}, the rules give {list(val)}")
    _need(h.get("target_after") == log.target_after,
          f"{where}: target_after is {h.get('target_after')!r}, "
          f"the rules give {log.target_after!r}")
