"""A complete 400 bot: it plays a random legal action (docs/BOT_PROTOCOL.md).

    python main.py match --team-a "exec:python examples/random_bot.py" --games 1
"""
import json
import random
import sys

KEYS = {"bid": "bid", "play": "card", "redeal": "redeal"}

for line in sys.stdin:
    request = json.loads(line)
    kind = request["type"]
    if kind == "hello":
        reply = {"name": "Random example"}
    elif kind in KEYS:
        reply = {KEYS[kind]: random.choice(request["view"]["legal"])}
    else:  # "quit"
        break
    print(json.dumps(reply), flush=True)
