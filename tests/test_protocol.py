"""The open bot protocol: ExternalBot against small misbehaving bots, and the
``bot`` command's request loop.

Every fault must leave the game going with a legal action, be noted with the
bot, seat and hand, and never hang the game."""

import io
import json
import random
import shlex
import sys
from pathlib import Path

import pytest

from game.ai.external import BotStartError, ExternalBot, read_reply, split_command
from game.ai.random_bot import RandomBot
from game.cli.bot import serve
from game.engine import PRESETS, Card, Match

HERE = Path(__file__).parent
ROOT = HERE.parent
BAD_BOT = HERE / "bots" / "bad_bot.py"
SEAT = 0
LIMIT = 1.0  # seconds; generous, so that a good reply is never late on a loaded machine


def bad_bot(*args) -> str:
    return shlex.join([sys.executable, str(BAD_BOT), *map(str, args)])


def play_hand(bot, seed: int = 1):
    """Deals until one hand is played out, ``bot`` at South and random bots
    elsewhere; the bot's own decisions, as (request, action, legal) triples."""
    m = Match(PRESETS["syrian41"], seed=seed)
    others = RandomBot(random.Random(seed))
    decisions = []
    try:
        while not m.hands_played():
            view = m.view(m.turn)
            if m.turn == SEAT:
                action = bot.decide(view)
                decisions.append((view.request, action, view.legal))
            else:
                action = others.decide(view)
            m.apply(action)  # raises if a fault let an illegal action through
    finally:
        bot.close()
    assert len(m.hand_logs[-1].tricks) == 13
    assert sum(r == "play" for r, _, _ in decisions) == 13
    return decisions


def kinds(bot) -> list:
    return [f["fault"] for f in bot.faults]


def test_a_good_bot_plays_a_hand_without_faults():
    bot = ExternalBot(bad_bot("good"), SEAT, LIMIT)
    decisions = play_hand(bot)
    assert bot.faults == []
    assert bot.bot_name == "bad bot (good)"
    assert not bot.replaced
    # it played what it said: the first legal card, and its minimum bid plus two
    assert all(action == (legal[2] if request == "bid" else legal[0])
               for request, action, legal in decisions)


def test_late_replies_are_faults_and_the_first_legal_action_is_played():
    # each late reply comes 0.25 s into the next request's second, which
    # leaves that request most of its second even on a loaded machine
    bot = ExternalBot(bad_bot("late", 7, LIMIT + 0.25), SEAT, LIMIT)
    decisions = play_hand(bot)
    assert kinds(bot) == ["late"] * (len(decisions) // 7)
    assert not bot.replaced  # its late answers arrive before the next limit
    note = bot.faults[0]
    assert note["seat"] == SEAT and note["hand"] >= 1 and note["bot"] == "bad bot (late)"
    assert "within 1 s" in note["detail"]


def test_malformed_replies_are_faults():
    bot = ExternalBot(bad_bot("malformed", 2), SEAT, LIMIT)
    decisions = play_hand(bot)
    assert kinds(bot) == ["malformed"] * (len(decisions) // 2)
    details = " | ".join(f["detail"] for f in bot.faults)
    assert "not JSON" in details and "reply is {" in details
    assert not bot.replaced


def test_illegal_replies_are_faults():
    bot = ExternalBot(bad_bot("illegal", 3), SEAT, LIMIT)
    decisions = play_hand(bot)
    assert kinds(bot) == ["illegal"] * (len(decisions) // 3)
    assert all("is not legal" in f["detail"] for f in bot.faults)


def test_a_bot_that_crashes_is_replaced_by_the_random_bot():
    bot = ExternalBot(bad_bot("crash", 3), SEAT, LIMIT)
    play_hand(bot)  # the hand went on to its end
    assert kinds(bot) == ["exited"]
    assert bot.replaced
    detail = bot.faults[0]["detail"]
    assert "status 3" in detail and "ZeroDivisionError" in detail


def test_a_bot_that_never_answers_hello_is_replaced():
    bot = ExternalBot(bad_bot("silent"), SEAT, LIMIT, hello_limit=LIMIT)
    play_hand(bot)
    assert kinds(bot) == ["no answer"]
    assert bot.faults[0]["hand"] is None and "hello" in bot.faults[0]["detail"]
    assert bot.replaced
    assert bot._proc.poll() is not None  # it was stopped, not left running


def test_a_bot_that_stops_answering_is_replaced_after_two_silences():
    bot = ExternalBot(bad_bot("hang", 3), SEAT, LIMIT)
    play_hand(bot)
    assert kinds(bot) == ["late", "no answer"]
    assert bot.replaced


def test_unasked_lines_are_faults_but_never_stop_the_game():
    # The protocol has no request ids: an extra line that arrives after the
    # next request was sent is taken as its reply (malformed), and the real
    # replies then answer one request late (illegal, stale cards) until an
    # extra line is seen before a request and dropped.
    bot = ExternalBot(bad_bot("chatty", 3), SEAT, LIMIT)
    decisions = play_hand(bot)
    assert "malformed" in kinds(bot) and set(kinds(bot)) <= {"malformed", "illegal"}
    assert len(bot.faults) <= len(decisions)
    assert not bot.replaced


def test_a_command_that_cannot_start_raises_a_one_line_error():
    with pytest.raises(BotStartError, match="cannot start 'no-such-bot-400'"):
        ExternalBot("no-such-bot-400 --fast", SEAT)
    with pytest.raises(BotStartError, match="empty"):
        split_command("   ")
    with pytest.raises(BotStartError, match="cannot read the command"):
        split_command("python 'unclosed")


def test_a_bot_that_exits_at_once_says_so_before_hello():
    cmd = shlex.join([sys.executable, "-c", "import sys; print('no such file', "
                      "file=sys.stderr); sys.exit(2)"])
    bot = ExternalBot(cmd, SEAT, LIMIT)
    try:
        why = bot.exited_before_hello()
    finally:
        bot.close()
    assert why.startswith("exited with status 2 before answering hello")
    assert "no such file" in why


def test_every_stderr_line_of_a_bot_that_exits_reaches_the_log():
    cmd = shlex.join([sys.executable, "-c", "import sys\n"
                      "for i in range(3000): print('line', i, file=sys.stderr)\n"
                      "sys.exit(3)"])
    logged = []
    bot = ExternalBot(cmd, SEAT, LIMIT, log=logged.append)
    try:
        why = bot.exited_before_hello()
    finally:
        bot.close()
    assert "line 2999" in why  # its last words, in the fault note
    assert logged == [f"line {i}" for i in range(3000)]


def test_read_reply_sorts_bad_replies_into_malformed_and_illegal():
    m = Match(PRESETS["lebanese"], seed=5)
    bid_view = m.view(m.turn)
    while m.phase.value != "playing":
        m.apply(m.legal_actions()[-1])
    m.apply(m.legal_actions()[0])  # a lead, so the next seat must follow
    play_view = m.view(m.turn)
    deck = [Card.parse(r + s) for s in "CDHS" for r in "23456789TJQKA"]
    not_legal = next(c for c in deck if c not in play_view.legal)
    cases = [
        (bid_view, b"{\"bid\": 4}", None),
        (bid_view, b"{\"bid\": 1}", "illegal"),
        (bid_view, b"{\"bid\": 14}", "illegal"),
        (bid_view, b"{\"bid\": \"4\"}", "malformed"),
        (bid_view, b"{\"bid\": true}", "malformed"),
        (bid_view, b"4", "malformed"),
        (bid_view, b"\xff\xfe", "malformed"),
        (play_view, json.dumps({"card": play_view.legal[0].code}).encode(), None),
        (play_view, json.dumps({"card": not_legal.code}).encode(), "illegal"),
        (play_view, b"{\"card\": \"1S\"}", "malformed"),
        (play_view, b"{\"card\": 12}", "malformed"),
        (play_view, b"{\"bid\": 3}", "malformed"),
    ]
    for view, line, kind in cases:
        action, problem = read_reply(line, view)
        assert (problem[0] if problem else None) == kind, line
        if kind is None:
            assert action in view.legal


# ------------------------------------------------------------ the bot command
def requests_for(match: Match, seat: int) -> str:
    view = match.view(seat)
    return json.dumps({"type": view.request, "view": view.to_json()})


def test_the_bot_command_answers_hello_requests_and_quits():
    m = Match(PRESETS["lebanese"], seed=11)
    lines = [json.dumps({"type": "hello", "protocol": "400-bot/1", "seat": m.turn}),
             requests_for(m, m.turn)]
    legal_bids = m.view(m.turn).legal
    while m.phase.value != "playing":
        m.apply(m.legal_actions()[0] + 2)
    m.apply(m.legal_actions()[0])
    lines.append(requests_for(m, m.turn))
    player_view = m.view(m.turn)
    lines += ["not json", json.dumps({"type": "play", "view": {}}), json.dumps({"type": "quit"}),
              json.dumps({"type": "hello", "seat": 0})]  # after quit: never read
    out, err = io.StringIO(), io.StringIO()
    status = serve(RandomBot(random.Random(1)), io.StringIO("\n".join(lines) + "\n"), out, err)
    assert status == 0
    replies = [json.loads(x) for x in out.getvalue().splitlines()]
    assert len(replies) == 5  # the two bad requests get an error reply each
    assert replies[0] == {"name": "400 random"}
    assert replies[1]["bid"] in legal_bids
    assert Card.parse(replies[2]["card"]) in player_view.legal
    assert replies[3] == {"error": "request 4: not JSON (Expecting value, column 1)"}
    assert replies[4]["error"].startswith("request 5: missing ")
    problems = err.getvalue().splitlines()
    assert len(problems) == 2 and all(p.startswith("400 bot: request ") for p in problems)


def test_python_main_bot_plays_through_external_bot():
    cmd = shlex.join([sys.executable, str(ROOT / "main.py"), "bot", "random", "--seed", "3"])
    bot = ExternalBot(cmd, SEAT, 10.0)
    decisions = play_hand(bot, seed=4)
    assert bot.faults == [] and bot.bot_name == "400 random"
    assert all(action in legal for _, action, legal in decisions)
