"""A bot speaking 400-bot/1 that attacks the game on purpose (issue 22's
bad-bot suite). It imports nothing from the game, so that it starts fast.

usage: python tests/bots/hostile_bot.py MODE

  good         plays its first legal action
  silent       never answers (nor reads its stdin)
  garbage      answers every request with bytes that are not JSON
  huge         answers with a line of 2 MB (over the game's 1 MB limit)
  big_valid    answers with a valid reply padded to 900 KB
  deep         answers with JSON nested 100,000 deep
  illegal      answers with a card or bid that is not legal
  exit         exits at once (status 4), before hello
  slow         sleeps 1.5 s before its first reply to a request
  flood        writes 5 MB on stderr before each of its first two replies
  flood_all    writes 5 MB on stderr before every reply
  flood_silent answers hello, then writes on stderr and never answers
  chatty       answers, but sends ten lines nobody asked for before each reply
  spam         answers hello, then writes lines nobody asked for, without end
  stubborn     answers hello, then ignores SIGTERM and never answers nor reads
  launch:MODE  a launcher script: runs MODE as its child (no exec), tells its
               child's pid on stderr, and waits for it
  daemon       plays as good, but first leaves a daemon behind: a child that
               starts a session of its own and forks again (the classic
               double fork), so that it is in neither the bot's group nor its
               session; the daemon tells its pid on stderr and sleeps an hour
"""

import json
import os
import signal
import subprocess
import sys
import time

KEYS = {"bid": "bid", "play": "card", "redeal": "redeal"}
CARDS = [r + s for s in "CDHS" for r in "23456789TJQKA"]


def say(data: bytes) -> None:
    sys.stdout.buffer.write(data + b"\n")
    sys.stdout.buffer.flush()


def main(mode: str) -> int:
    if mode.startswith("launch:"):
        child = subprocess.Popen([sys.executable, __file__, mode[len("launch:"):]])
        print(f"hostile bot: child pid {child.pid}", file=sys.stderr, flush=True)
        return child.wait()
    if mode == "daemon":
        leave_a_daemon()
        mode = "good"
    if mode == "exit":
        print("hostile bot: leaving at once", file=sys.stderr, flush=True)
        return 4
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
            say(json.dumps({"name": f"hostile ({mode})"}).encode())
            if mode == "spam":
                while True:
                    say(b'{"card": "AS"}')
            if mode == "stubborn":
                signal.signal(signal.SIGTERM, signal.SIG_IGN)
                while True:
                    time.sleep(1)
            continue
        requests += 1
        legal = msg["view"]["legal"]
        good = {KEYS[kind]: legal[-1] if kind == "bid" else legal[0]}
        if mode == "garbage":
            say(b"\xff\xfe<<garbage>>\x00")
        elif mode == "huge":
            say(b"[" + b"1," * (1 << 20) + b"1]")
        elif mode == "big_valid":
            text = json.dumps(good)
            say((text[:-1] + " " * (900_000 - len(text)) + "}").encode())
        elif mode == "deep":
            say(b"[" * 100_000 + b"]" * 100_000)
        elif mode == "illegal":
            if kind == "play":
                say(json.dumps({"card": next(c for c in CARDS if c not in legal)}).encode())
            else:
                say(json.dumps({KEYS[kind]: 99}).encode())
        elif mode == "chatty":
            for _ in range(10):
                say(b'{"chat": "nobody asked"}')
            say(json.dumps(good).encode())
        elif mode == "flood_silent":
            for _ in range(200):
                sys.stderr.write("x" * 20_000 + "\n")
                sys.stderr.flush()
                time.sleep(0.01)
        else:
            if mode == "slow" and requests == 1:
                time.sleep(1.5)
            if mode == "flood_all" or mode == "flood" and requests <= 2:
                sys.stderr.write(("thinking out loud " * 5 + "\n") * 55_000)  # 5 MB
                sys.stderr.flush()
            say(json.dumps(good).encode())
    return 0


def leave_a_daemon() -> None:
    if os.fork():
        os.wait()  # the first child leaves at once: the daemon is an orphan
        return
    os.setsid()
    if os.fork():
        os._exit(0)
    print(f"hostile bot: daemon pid {os.getpid()}", file=sys.stderr, flush=True)
    null = os.open(os.devnull, os.O_RDWR)
    for fd in (0, 1, 2):  # holds none of the game's pipes
        os.dup2(null, fd)
    time.sleep(3600)
    os._exit(0)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "good"))
