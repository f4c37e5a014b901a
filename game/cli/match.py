"""``python main.py match``: bots play whole games headless; a summary is printed.

Team A sits South/North, team B East/West.
"""

from __future__ import annotations

import json
import math
import random
import sys
import time
from dataclasses import dataclass, field

from ..ai import UnknownBot, make_bot
from ..engine import Match, Rules, RulesError
from ..engine.record import dumps, to_record
from . import Parser, UsageError


def parser() -> Parser:
    p = Parser(prog="400 match", description="Play bots against each other and summarise.")
    p.add_argument("--games", type=int, default=100, metavar="N", help="games to play (100)")
    p.add_argument("--seed", type=int, default=None, metavar="S",
                   help="seed for the deals and the bots (random if absent)")
    p.add_argument("--rules", default="lebanese", metavar="PRESET|FILE.json",
                   help="a preset (lebanese, syrian41, cutthroat) or a JSON rules file")
    p.add_argument("--team-a", default="random", metavar="BOT", help="bot for South/North")
    p.add_argument("--team-b", default="random", metavar="BOT", help="bot for East/West")
    p.add_argument("--record", metavar="FILE.jsonl", help="write every game's record here")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--max-hands", type=int, default=200, metavar="N",
                   help="stop a game after N hands; it is recorded with no winner (200)")
    return p


@dataclass
class Tally:
    games: int = 0
    complete: int = 0
    hands: int = 0
    thrown_in: int = 0
    played: int = 0
    team_wins: list = field(default_factory=lambda: [0, 0])
    points: list = field(default_factory=lambda: [0, 0])  # team A, team B
    bids: list = field(default_factory=lambda: [[0, 0], [0, 0]])  # [made, total] per team

    def add(self, m: Match, team_of_seat) -> None:
        self.games += 1
        if m.winner is not None:
            self.complete += 1
            self.team_wins[team_of_seat[m.winner]] += 1  # winner is a seat-team (0 or 1)
        for log in m.hand_logs:
            self.hands += 1
            if log.thrown_in is not None:
                self.thrown_in += 1
                continue
            self.played += 1
            for s in range(4):
                t = team_of_seat[s % 2]
                self.points[t] += log.points[s]
                self.bids[t][1] += 1
                self.bids[t][0] += log.taken[s] >= log.bids[s]


def wilson(k: int, n: int, z: float = 1.96) -> list:
    """95% Wilson score interval for k successes in n trials."""
    if n == 0:
        return [0.0, 1.0]
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return [round(max(0.0, c - h), 4), round(min(1.0, c + h), 4)]


def load_rules(spec: str) -> Rules:
    try:
        return Rules.load(spec)
    except RulesError as e:
        raise UsageError(f"400 match: --rules: {e}") from None


def play_game(rules: Rules, game_seed: int, bot_names, max_hands: int) -> Match:
    """One game; ``bot_names`` by seat. Bots get RNGs derived from the seed."""
    bots = [make_bot(bot_names[s], random.Random(f"{game_seed}/{s}")) for s in range(4)]
    m = Match(rules, seed=game_seed)
    while not m.is_over:
        if m.hand_number > max_hands:
            m.stop()
            break
        seat = m.turn
        m.apply(bots[seat].decide(m.view(seat)))
    for b in bots:
        b.close()
    return m


def run(argv) -> int:
    args = parser().parse_args(argv)
    if args.games < 1:
        raise UsageError("400 match: --games must be at least 1")
    if args.max_hands < 1:
        raise UsageError("400 match: --max-hands must be at least 1")
    rules = load_rules(args.rules)
    for opt, name in (("--team-a", args.team_a), ("--team-b", args.team_b)):
        try:
            make_bot(name, random.Random(0)).close()
        except UnknownBot as e:
            raise UsageError(f"400 match: {opt}: {e}") from None
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    out = None
    if args.record:
        try:
            out = open(args.record, "w", encoding="utf-8")
        except OSError as e:
            raise UsageError(f"400 match: --record: cannot write {args.record} ({e.strerror})") \
                from None
    master = random.Random(seed)
    tally = Tally()
    started = time.perf_counter()
    names = [args.team_a, args.team_b, args.team_a, args.team_b]
    try:
        for _ in range(args.games):
            game_seed = master.getrandbits(48)
            m = play_game(rules, game_seed, names, args.max_hands)
            tally.add(m, (0, 1))
            if out:
                out.write(dumps(to_record(m, [f"bot:{n}" for n in names], game_seed)) + "\n")
    finally:
        if out:
            out.close()
    seconds = time.perf_counter() - started
    summary = summarise(tally, seconds)
    if args.json:
        print(json.dumps(summary))
    else:
        print(readable(summary, args, seed), end="")
    return 0


def summarise(t: Tally, seconds: float) -> dict:
    decided = t.team_wins[0] + t.team_wins[1]
    return {
        "games": t.games,
        "complete": t.complete,
        "hands": t.hands,
        "thrown_in": t.thrown_in,
        "team_wins": t.team_wins,
        "a_win_rate": round(t.team_wins[0] / decided, 4) if decided else None,
        "a_win_ci95": wilson(t.team_wins[0], decided),
        "a_points_per_hand": round((t.points[0] - t.points[1]) / t.played, 3) if t.played else 0.0,
        "bids_made": [round(m / n, 4) if n else None for m, n in t.bids],
        "seconds": round(seconds, 3),
    }


def readable(s: dict, args, seed: int) -> str:
    pct = (lambda x: "-" if x is None else f"{100 * x:.1f}%")
    lo, hi = s["a_win_ci95"]
    return (
        f"{s['games']} games ({s['complete']} complete) under {args.rules}, seed {seed}\n"
        f"team A ({args.team_a}, South/North) vs team B ({args.team_b}, East/West)\n"
        f"wins: A {s['team_wins'][0]}, B {s['team_wins'][1]}; A wins {pct(s['a_win_rate'])} "
        f"(95% CI {pct(lo)}–{pct(hi)})\n"
        f"hands: {s['hands']} dealt, {s['thrown_in']} thrown in\n"
        f"points per hand, A minus B: {s['a_points_per_hand']:+.2f}\n"
        f"bids made: A {pct(s['bids_made'][0])}, B {pct(s['bids_made'][1])}\n"
        f"time: {s['seconds']:.2f} s\n"
    )


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(sys.argv[1:]))
