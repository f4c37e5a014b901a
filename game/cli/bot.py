"""``python main.py bot LEVEL``: a built-in bot speaking the open bot protocol.

It reads one JSON request per line on stdin and answers each on stdout, as
``docs/BOT_PROTOCOL.md`` says: ``hello`` → ``{"name": ...}``;
``bid``/``play``/``redeal`` with the seat's whole view → ``{"bid": n}``,
``{"card": "KD"}``, ``{"redeal": false}``; ``quit`` (or the end of stdin) →
exit. A request it cannot read is reported on stderr (its log) and left
unanswered; the game counts that as a late reply.
"""

from __future__ import annotations

import json
import random
import sys

from ..ai import LEVELS, UnknownBot, make_bot
from ..engine import Card, PlayerView, RulesError
from . import Parser, UsageError

PROTOCOL = "400-bot/1"
REPLY_KEYS = {"bid": "bid", "play": "card", "redeal": "redeal"}


def parser() -> Parser:
    p = Parser(prog="400 bot",
               description="Run a built-in bot that speaks the 400-bot/1 protocol on "
                           "stdin/stdout (one JSON object per line).")
    p.add_argument("level", metavar="LEVEL", help=f"the bot: {', '.join(LEVELS)}")
    p.add_argument("--think-ms", type=int, default=None, metavar="MS",
                   help="time budget per decision (the level's default if absent)")
    p.add_argument("--seed", type=int, default=None, metavar="S",
                   help="seed for the bot's random choices (random if absent)")
    return p


def answer(bot, request: dict) -> dict | None:
    """The reply to one request, or None when there is nothing to say."""
    kind = request.get("type")
    if kind == "hello":
        return {"name": f"400 {bot.name}"}
    if kind not in REPLY_KEYS:
        raise ValueError(f"unknown request type {kind!r}")
    view = PlayerView.from_json(request["view"], request=kind)
    action = bot.decide(view)
    if isinstance(action, Card):
        action = action.code
    return {REPLY_KEYS[kind]: action}


def serve(bot, stdin, stdout, stderr) -> int:
    """Answer requests from ``stdin`` until quit or its end."""
    for number, line in enumerate(stdin, 1):
        if not line.strip():
            continue
        try:
            request = json.loads(line)
            if not isinstance(request, dict):
                raise ValueError("a request is a JSON object")
            if request.get("type") == "quit":
                return 0
            reply = answer(bot, request)
        except (ValueError, KeyError, TypeError, RulesError) as e:
            detail = f"missing {e}" if isinstance(e, KeyError) else str(e).splitlines()[0]
            print(f"400 bot: request {number}: {detail}", file=stderr, flush=True)
            continue
        if reply is not None:
            stdout.write(json.dumps(reply) + "\n")
            stdout.flush()
    return 0


def run(argv) -> int:
    args = parser().parse_args(argv)
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
