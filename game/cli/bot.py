"""``python main.py bot LEVEL``: a built-in bot speaking the open bot protocol.

It reads one JSON request per line on stdin and answers each on stdout, as
``docs/BOT_PROTOCOL.md`` says: ``hello`` → ``{"name": ...}``;
``bid``/``play``/``redeal`` with the seat's whole view → ``{"bid": n}``,
``{"card": "KD"}``, ``{"redeal": false}``; ``quit`` (or the end of stdin) →
exit. A request it cannot read or answer (not JSON, nested too deeply, a
view with a seat that is not 0-3 or no legal action, …) gets the reply
``{"error": "request N: what was wrong"}``, the same line goes to stderr
(its log), and the bot stays up for the next request.
"""

from __future__ import annotations

import json
import random
import sys

from ..ai import LEVELS, UnknownBot, make_bot
from ..engine import Card, PlayerView, RulesError
from . import ranges
from .parsing import Parser, UsageError

PROTOCOL = "400-bot/1"
REPLY_KEYS = {"bid": "bid", "play": "card", "redeal": "redeal"}


def parser() -> Parser:
    p = Parser(prog="400 bot",
               description="Run a built-in bot that speaks the 400-bot/1 protocol on "
                           "stdin/stdout (one JSON object per line).")
    p.add_argument("level", metavar="LEVEL", help=f"the bot: {', '.join(LEVELS)}")
    p.add_argument("--think-ms", type=ranges.integer, default=None, metavar="MS",
                   help="time budget per decision (the level's default if absent)")
    p.add_argument("--seed", type=ranges.integer, default=None, metavar="S",
                   help="seed for the bot's random choices (random if absent)")
    return p


MAX_DETAIL = 160  # characters of an error reply's reason


class BadRequest(ValueError):
    """A request that cannot be answered; the message says why."""


def answer(bot, request: dict) -> dict | None:
    """The reply to one request, or None when there is nothing to say;
    ``BadRequest`` (or the error of the part that refused it) if it cannot be
    answered."""
    kind = request.get("type")
    if kind == "hello":
        return {"name": f"400 {bot.name}"}
    if not isinstance(kind, str) or kind not in REPLY_KEYS:
        raise BadRequest(f"unknown request type {_short(repr(kind))}")
    data = request["view"]
    if not isinstance(data, dict):
        raise BadRequest("the view is not a JSON object")
    view = PlayerView.from_json(data, request=kind)
    if type(view.seat) is not int or not 0 <= view.seat <= 3:
        raise BadRequest(f"the view's seat is {_short(repr(view.seat))}, not 0 to 3")
    if not view.legal:
        raise BadRequest("the view has no legal action")
    try:
        hash(view.legal)
    except TypeError:
        raise BadRequest("the view's legal actions are not cards, bids or true/false") from None
    action = bot.decide(view)
    if action not in view.legal:
        raise BadRequest("the bot found no legal action in this view")
    if isinstance(action, Card):
        action = action.code
    return {REPLY_KEYS[kind]: action}


def _short(text: str, n: int = MAX_DETAIL) -> str:
    text = " ".join(str(text).split())
    return text if len(text) <= n else text[:n - 1] + "…"


def why(e: BaseException) -> str:
    """What was wrong with a request, in one short line."""
    if isinstance(e, RecursionError):
        return "nested too deeply to read"
    if isinstance(e, json.JSONDecodeError):
        return f"not JSON ({e.msg}, column {e.colno})"
    if isinstance(e, KeyError):
        return f"missing {_short(repr(e.args[0]) if e.args else 'a field')}"
    if isinstance(e, (BadRequest, RulesError)):
        return _short(str(e))
    if isinstance(e, ValueError) and "digits" in str(e):
        return "holds a number too long to read"
    return _short(f"cannot be answered ({type(e).__name__}: {e})")


def serve(bot, stdin, stdout, stderr) -> int:
    """Answer requests from ``stdin`` until quit or its end. A bad request
    gets an error reply (and a line on ``stderr``); the next is read."""
    for number, line in enumerate(stdin, 1):
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise BadRequest("a request is a JSON object")
            if request.get("type") == "quit":
                return 0
            reply = answer(bot, request)
        except Exception as e:  # nothing a request holds may stop the bot
            detail = f"request {number}: {why(e)}"
            print(f"400 bot: {detail}", file=stderr, flush=True)
            reply = {"error": detail}
        if reply is not None:
            stdout.write(json.dumps(reply) + "\n")
            stdout.flush()
    return 0


def run(argv) -> int:
    args = parser().parse_args(argv)
    ranges.check("400 bot", args)
    rng = random.Random(args.seed)
    try:
        bot = make_bot(args.level, rng, think_ms=args.think_ms)
    except UnknownBot as e:
        raise UsageError(f"400 bot: {e}") from None
    try:
        return serve(bot, sys.stdin, sys.stdout, sys.stderr)
    except BrokenPipeError:  # the game went away
        return 0
    finally:
        bot.close()


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(sys.argv[1:]))
