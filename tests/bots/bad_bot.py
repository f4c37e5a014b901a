"""A small bot speaking the 400-bot/1 protocol that misbehaves on purpose.

usage: python tests/bots/bad_bot.py MODE [N] [SECONDS]

It bids its minimum plus two and plays the first legal card, except:

  good            never misbehaves
  late N S        sleeps S seconds before every N-th reply
  malformed N     every N-th reply is not a proper reply (not JSON, wrong key, wrong type)
  illegal N       every N-th reply is an illegal card or bid
  crash N         writes a traceback to stderr and exits (status 3) at the N-th request
  silent          never answers hello (nor reads its stdin)
  hang N          answers hello and N requests, then reads on and never answers again
  chatty N        every N-th reply comes with an extra line nobody asked for

It imports nothing from the game, so that it starts fast.
"""

import json
import sys
import time

KEYS = {"bid": "bid", "play": "card", "redeal": "redeal"}
CARDS = [r + s for s in "CDHS" for r in "23456789TJQKA"]


def reply(out, obj) -> None:
    out.write((obj if isinstance(obj, str) else json.dumps(obj)) + "\n")
    out.flush()


def main(argv) -> int:
    mode = argv[0] if argv else "good"
    every = int(argv[1]) if len(argv) > 1 else 1
    seconds = float(argv[2]) if len(argv) > 2 else 1.0
    if mode == "silent":
        time.sleep(3600)
        return 0
    requests = 0
    for line in sys.stdin:
        msg = json.loads(line)
        kind = msg["type"]
        if kind == "quit":
            return 0
        if kind == "hello":
            reply(sys.stdout, {"name": f"bad bot ({mode})"})
            continue
        requests += 1
        view = msg["view"]
        key = KEYS[kind]
        legal = view["legal"]
        answer = {key: legal[min(2, len(legal) - 1)] if kind == "bid" else legal[0]}
        nth = requests % every == 0
        if mode == "late" and nth:
            time.sleep(seconds)
        elif mode == "malformed" and nth:
            answer = ["{not json", {"pass": True}, {key: [1, 2]}][(requests // every) % 3]
        elif mode == "illegal" and nth:
            if kind == "play":
                answer = {"card": next(c for c in CARDS if c not in view["legal"])}
            elif kind == "bid":
                answer = {"bid": 0}
        elif mode == "crash" and requests >= every:
            print("Traceback (most recent call last):\nZeroDivisionError: on purpose",
                  file=sys.stderr, flush=True)
            return 3
        elif mode == "hang" and requests > every:
            continue
        reply(sys.stdout, answer)
        if mode == "chatty" and nth:
            reply(sys.stdout, {"thinking": "out loud"})
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
