"""``python main.py match``: bots play whole games headless; a summary is printed.

Team A sits South/North, team B East/West (in ``--duplicate`` and ``--hands``
runs, every deal sequence is played a second time with the teams swapped).
A bot is a built-in level or ``exec:'COMMAND'``, a program speaking the open
bot protocol (``docs/BOT_PROTOCOL.md``, ``game/ai/external.py``).
"""

from __future__ import annotations

import json
import math
import random
import statistics
import sys
import threading
import time
from dataclasses import dataclass, field

from ..ai import LEVELS, UnknownBot, make_bot
from ..ai.external import BotStartError, ExternalBot, split_command
from ..ai.reaper import Reaper
from ..engine import Match, Rules, RulesError, Seat
from ..engine.record import dumps, to_record
from ..rules_file import load_rules as read_rules
from . import ranges
from .parsing import Parser, UsageError
from .signals import on_ending, stop
from .wording import counted

EXEC = "exec:"
NOTES_KEPT = 100  # fault notes listed in the summary (all are counted)
MAX_RESTARTS = 3  # per seat: an exec: bot replaced in one game starts again in the next


def parser() -> Parser:
    p = Parser(prog="400 match", description="Play bots against each other and summarise.")
    p.add_argument("--games", type=ranges.integer, default=None, metavar="N",
                   help="games (deal sequences with --duplicate) to play (100)")
    p.add_argument("--seed", type=ranges.integer, default=None, metavar="S",
                   help="seed for the deals and the bots (random if absent)")
    p.add_argument("--rules", default="lebanese", metavar="PRESET|FILE.json",
                   help="a preset (lebanese, syrian41, cutthroat, jawaker) or a JSON rules file")
    bots = "|".join(LEVELS) + "|exec:'CMD'"
    p.add_argument("--team-a", default="random", metavar="BOT",
                   help=f"bot for South/North: {bots} (random)")
    p.add_argument("--team-b", default="random", metavar="BOT",
                   help=f"bot for East/West: {bots} (random)")
    p.add_argument("--record", type=ranges.path, metavar="FILE.jsonl",
                   help="write every game's record here")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--max-hands", type=ranges.integer, default=200, metavar="N",
                   help="stop a game after N hands; it is recorded with no winner (200)")
    p.add_argument("--duplicate", action="store_true",
                   help="play every deal sequence twice, the teams swapping seats (2N games)")
    p.add_argument("--hands", type=ranges.integer, default=None, metavar="N",
                   help="instead of games: N deals from 0-0, each played as one hand twice "
                        "with the teams swapped; scored as points per hand")
    p.add_argument("--think-ms", type=ranges.integer, default=None, metavar="MS",
                   help="time budget per decision for the built-in bots (their default)")
    p.add_argument("--bot-timeout", type=ranges.number, default=10.0, metavar="SECONDS",
                   help="time limit for an exec: bot's reply (10; at least 3 for the "
                        "reply to hello, to let it start)")
    p.add_argument("--bot-log", type=ranges.path, metavar="FILE",
                   help="append the exec: bots' stderr here (else only their last words "
                        "appear in fault notes)")
    return p


# ---------------------------------------------------------------- the tally
class Samples:
    """Decision times: every one up to ``KEEP``, then a uniform sample of
    ``KEEP`` of them (reservoir sampling) and the exact maximum, so that a run
    of any length holds a bounded number (a million decisions of random bots
    took 32 MB before). ``append`` and ``len`` as a list's."""

    KEEP = 100_000

    def __init__(self, rng: random.Random | None = None):
        self.kept: list[float] = []
        self.seen = 0
        self.max = 0.0
        self._rng = rng or random.Random(0)

    def append(self, x: float) -> None:
        self.seen += 1
        self.max = max(self.max, x)
        if len(self.kept) < self.KEEP:
            self.kept.append(x)
        else:
            j = self._rng.randrange(self.seen)
            if j < self.KEEP:
                self.kept[j] = x

    def __len__(self) -> int:
        return self.seen


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
    # seconds per decision, per team (bounded however long the run: ``Samples``)
    latency: list = field(default_factory=lambda: [Samples(), Samples()])
    faults: list = field(default_factory=list)  # the first NOTES_KEPT fault notes
    fault_kinds: dict = field(default_factory=dict)  # every note counted, by kind
    deals: list = field(default_factory=list)  # --hands: A minus B points per copy, per deal
    mode: str = "games"  # "games", "duplicate" or "hands"

    def note(self, fault: dict) -> None:
        """Count a fault note; keep it if it is among the first ``NOTES_KEPT``
        (a bot at fault in every reply of a long run takes no more memory)."""
        self.fault_kinds[fault["fault"]] = self.fault_kinds.get(fault["fault"], 0) + 1
        if len(self.faults) < NOTES_KEPT:
            self.faults.append(fault)

    def add(self, m: Match, team_of_seat) -> None:
        """Count one game; ``team_of_seat[s % 2]`` is the team (0 = A) at seat ``s``."""
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


def a_minus_b(m: Match, team_of_seat) -> int:
    """Team A's points minus team B's over the game's hands."""
    sign = [1 if team_of_seat[s % 2] == 0 else -1 for s in range(4)]
    return sum(sign[s] * log.points[s] for log in m.hand_logs if log.thrown_in is None
               for s in range(4))


def wilson(k: int, n: int, z: float = 1.96) -> list:
    """95% Wilson score interval for k successes in n trials."""
    if n == 0:
        return [0.0, 1.0]
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return [round(max(0.0, c - h), 4), round(min(1.0, c + h), 4)]


def mean_ci(xs: list, z: float = 1.96) -> tuple:
    """The mean of ``xs`` and its 95% normal interval."""
    if not xs:
        return 0.0, [0.0, 0.0]
    mean = statistics.fmean(xs)
    h = z * statistics.stdev(xs) / math.sqrt(len(xs)) if len(xs) > 1 else 0.0
    return round(mean, 3), [round(mean - h, 3), round(mean + h, 3)]


def percentiles_ms(seconds) -> dict:
    """p50, p95 and max (nearest rank) in milliseconds, of a list or ``Samples``."""
    if not len(seconds):
        return {"p50": None, "p95": None, "max": None}
    kept = seconds.kept if isinstance(seconds, Samples) else seconds
    top = seconds.max if isinstance(seconds, Samples) else max(kept)
    xs = sorted(kept)

    def rank(q: float) -> float:
        return round(1000 * xs[max(0, math.ceil(q * len(xs)) - 1)], 3)

    return {"p50": rank(0.50), "p95": rank(0.95), "max": round(1000 * top, 3)}


# --------------------------------------------------------------- the bots
def load_rules(spec: str) -> Rules:
    try:
        return read_rules(spec)
    except RulesError as e:
        raise UsageError(f"400 match: --rules: {e}") from None


def check_bot(opt: str, name: str) -> None:
    """A clear one-line error for a bot name that cannot be used."""
    if name.startswith(EXEC):
        try:
            split_command(name[len(EXEC):])
        except BotStartError as e:
            raise UsageError(f"400 match: {opt} {name}: {e}") from None
        return
    try:
        make_bot(name, random.Random(0)).close()
    except UnknownBot as e:
        raise UsageError(f"400 match: {opt}: {e} or exec:'COMMAND'") from None


class Lineup:
    """The bots of a run. Built-in bots are made afresh for every game; an
    ``exec:`` bot keeps one process per seat for the whole run (every request
    carries the whole view). One that had to be replaced by the random bot
    starts again at the next game if it had once answered hello, at most
    ``MAX_RESTARTS`` times per seat; otherwise the random bot plays on."""

    def __init__(self, names, seed: int, think_ms=None, time_limit: float = 10.0, log=None):
        self.names = list(names)  # team A, team B
        self.think_ms = think_ms
        self.time_limit = time_limit
        self.log = log
        self.seed = seed
        self._external: dict = {}  # (team, seat) -> ExternalBot
        self._faults: list = []  # notes of this game, before the bots' own
        self._restarts: dict = {}  # (team, seat) -> times restarted
        self.reaper = Reaper()  # ends the bots' groups if match is killed outright

    def _new_external(self, team: int, seat: int) -> ExternalBot:
        bot = ExternalBot(self.names[team][len(EXEC):], seat, self.time_limit,
                          rng=random.Random(f"{self.seed}/exec/{team}/{seat}"),
                          log=self._tagged(team, seat), reaper=self.reaper)
        self._external[(team, seat)] = bot
        return bot

    def _tagged(self, team: int, seat: int):
        if self.log is None:
            return None
        tag = f"[{'AB'[team]} {Seat(seat).title}] "
        return lambda line: self.log(tag + line)

    def _external_bot(self, team: int, seat: int):
        bot = self._external.get((team, seat))
        if bot is not None and not bot.replaced:
            return bot
        if bot is not None:  # restart only a bot that once worked, and only so often
            if not bot.answered_hello or self._restarts.get((team, seat), 0) >= MAX_RESTARTS:
                return bot  # it plays as the random bot
            self._restarts[(team, seat)] = self._restarts.get((team, seat), 0) + 1
        try:
            bot = self._new_external(team, seat)
            bot.hello()  # its start-up time is not a decision's
            return bot
        except BotStartError as e:  # it started before: note it, and play on
            self._faults.append({"team": "ab"[team], "bot": self.names[team], "seat": seat,
                                 "hand": None, "fault": "exited",
                                 "detail": f"{e}; replaced by the random bot"})
            return make_bot("random", random.Random(f"{self.seed}/exec/{team}/{seat}"))

    def start(self, duplicate: bool = False) -> None:
        """Start the exec: bots (of both arrangements with ``duplicate``); a
        command that cannot start, or exits before answering hello, is a
        usage error."""
        opts = ("--team-a", "--team-b")
        if any(name.startswith(EXEC) for name in self.names):
            self.reaper.start()  # before the first bot's threads
        for team in (0, 1):
            if self.names[team].startswith(EXEC):
                for seat in range(4) if duplicate else (team, team + 2):
                    try:
                        self._new_external(team, seat)
                    except BotStartError as e:
                        raise UsageError(f"400 match: {opts[team]} {self.names[team]}: {e}") \
                            from None
        for (team, _), bot in self._external.items():
            why = bot.exited_before_hello()
            if why:
                raise UsageError(f"400 match: {opts[team]} {self.names[team]}: the bot {why}")

    def bots(self, game_seed: int, team_of_seat) -> list:
        """The four bots of one game, by seat."""
        out = []
        for seat in range(4):
            team = team_of_seat[seat % 2]
            name = self.names[team]
            if name.startswith(EXEC):
                out.append(self._external_bot(team, seat))
            else:  # the swapped copy of a duplicate deal gets fresh bot randomness
                key = f"{game_seed}/{seat}" + ("/swapped" if team_of_seat[0] else "")
                out.append(make_bot(name, random.Random(key), think_ms=self.think_ms))
        return out

    def end_game(self, bots) -> list:
        """Close the game's built-in bots; the fault notes of the game."""
        for b in bots:
            if not isinstance(b, ExternalBot):
                b.close()
        for (team, _), bot in self._external.items():
            self._collect(team, bot)
        notes, self._faults = self._faults, []
        return notes

    def _collect(self, team: int, bot: ExternalBot) -> None:
        for note in bot.faults:
            self._faults.append({"team": "ab"[team], **note})
        bot.faults.clear()

    def close(self) -> None:
        for bot in self._external.values():
            bot.close()
        self.reaper.close()


def play_game(rules: Rules, game_seed: int, bot_names, max_hands: int, *, bots=None,
              latency=None, team_of_seat=(0, 1), one_hand: bool = False) -> Match:
    """One game; ``bot_names`` by seat. Bots get RNGs derived from the seed
    unless ``bots`` (by seat) are given. ``latency`` (two ``Samples``, team A and B)
    collects each decision's time; ``one_hand`` stops after the first hand."""
    own = bots is None
    if own:
        bots = [make_bot(bot_names[s], random.Random(f"{game_seed}/{s}")) for s in range(4)]
    clock = time.perf_counter
    m = Match(rules, seed=game_seed)
    while not m.is_over:
        if m.hand_number > max_hands or (one_hand and m.hand_logs):
            m.stop()
            break
        seat = m.turn
        view = m.view(seat)
        started = clock()
        action = bots[seat].decide(view)
        if latency is not None:
            latency[team_of_seat[seat % 2]].append(clock() - started)
        m.apply(action)
    if own:
        for b in bots:
            b.close()
    return m


# ---------------------------------------------------------------- the run
def check_args(args) -> None:
    ranges.check("400 match", args)  # every numeric flag, as every command has it
    if args.hands is not None and args.games is not None:
        raise UsageError("400 match: --hands and --games cannot be used together")


def open_for(opt: str, path: str, mode: str):
    try:
        return open(path, mode, encoding="utf-8")
    except OSError as e:
        raise UsageError(f"400 match: {opt}: cannot write {path} ({e.strerror})") from None


def cannot_write(opt: str, path: str, e: OSError) -> UsageError:
    return UsageError(f"400 match: {opt}: cannot write {path} ({e.strerror or e})")


def close_quietly(f) -> None:
    try:
        f.close()
    except OSError:
        pass


def run(argv) -> int:
    args = parser().parse_args(argv)
    check_args(args)
    rules = load_rules(args.rules)
    for opt, name in (("--team-a", args.team_a), ("--team-b", args.team_b)):
        check_bot(opt, name)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    hands_mode = args.hands is not None
    duplicate = args.duplicate or hands_mode
    units = args.hands if hands_mode else (args.games if args.games is not None else 100)
    tally = Tally(mode="hands" if hands_mode else "duplicate" if duplicate else "games")

    bot_log = open_for("--bot-log", args.bot_log, "a") if args.bot_log else None
    lock = threading.Lock()
    log_failed: list[OSError] = []  # the bots' stderr threads must never raise

    def log(line: str) -> None:
        with lock:
            if log_failed:
                return
            try:
                bot_log.write(line + "\n")
                bot_log.flush()
            except (OSError, ValueError) as e:
                log_failed.append(e if isinstance(e, OSError) else OSError(str(e)))

    lineup = Lineup((args.team_a, args.team_b), seed, args.think_ms, args.bot_timeout,
                    log if bot_log else None)
    started = time.perf_counter()
    # A logout or a closed terminal unwinds like Ctrl+C: the bots (and what
    # they started) are stopped, and the records written so far are kept.
    with on_ending(stop):
        play_run(args, rules, seed, units, duplicate, hands_mode, tally, lineup, bot_log)
    if log_failed:
        raise cannot_write("--bot-log", args.bot_log, log_failed[0])
    seconds = time.perf_counter() - started
    summary = summarise(tally, seconds)
    if args.json:
        print(json.dumps(summary))
    else:
        print(readable(summary, args, seed), end="")
    return 0


def play_run(args, rules: Rules, seed: int, units: int, duplicate: bool, hands_mode: bool,
             tally: Tally, lineup: Lineup, bot_log) -> None:
    """Every game of the run, into ``tally`` (and ``--record``); the bots and
    the files are closed however it ends."""
    out = None
    try:
        lineup.start(duplicate)
        out = open_for("--record", args.record, "w") if args.record else None
        master = random.Random(seed)
        arrangements = ((0, 1), (1, 0)) if duplicate else ((0, 1),)
        for _ in range(units):
            game_seed = master.getrandbits(48)
            diff = 0
            for team_of_seat in arrangements:
                bots = lineup.bots(game_seed, team_of_seat)
                names = [(args.team_a, args.team_b)[team_of_seat[s % 2]] for s in range(4)]
                m = play_game(rules, game_seed, names, args.max_hands, bots=bots,
                              latency=tally.latency, team_of_seat=team_of_seat,
                              one_hand=hands_mode)
                game_number = tally.games + 1
                tally.add(m, team_of_seat)
                for note in lineup.end_game(bots):
                    tally.note({"game": game_number, **note})
                diff += a_minus_b(m, team_of_seat)
                if out:
                    try:
                        out.write(dumps(to_record(m, [f"bot:{n}" for n in names], game_seed))
                                  + "\n")
                    except OSError as e:  # a full disk, /dev/full
                        raise cannot_write("--record", args.record, e) from None
            tally.deals.append(diff / len(arrangements))
        if out:
            try:
                out.close()  # the last records reach the disk here
            except OSError as e:
                raise cannot_write("--record", args.record, e) from None
    finally:
        lineup.close()
        for f in (out, bot_log):
            if f:
                close_quietly(f)


def summarise(t: Tally, seconds: float) -> dict:
    decided = t.team_wins[0] + t.team_wins[1]
    s = {
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
        "mode": t.mode,
        "deals": len(t.deals),
        "latency_ms": {"a": percentiles_ms(t.latency[0]), "b": percentiles_ms(t.latency[1])},
        "faults": {"count": sum(t.fault_kinds.values()), "by_kind": dict(t.fault_kinds),
                   "notes": t.faults},
    }
    if t.mode == "hands":
        mean, ci = mean_ci(t.deals)
        s["a_points_per_deal"] = mean
        s["a_points_per_deal_ci95"] = ci
        s["deal_wins"] = [sum(d > 0 for d in t.deals), sum(d < 0 for d in t.deals),
                          sum(d == 0 for d in t.deals)]
    return s


def pct(x) -> str:
    return "-" if x is None else f"{100 * x:.1f}%"


def ms(x) -> str:
    return "-" if x is None else f"{x:.1f}"


def readable(s: dict, args, seed: int) -> str:
    lo, hi = s["a_win_ci95"]
    if s["mode"] == "hands":
        head = (f"{counted(s['deals'], 'deal')} from 0-0, each played as one hand twice with "
                f"the teams swapped, under {args.rules}, seed {seed}\n")
    elif s["mode"] == "duplicate":
        head = (f"{counted(s['games'], 'game')} ({s['complete']} complete): "
                f"{counted(s['deals'], 'deal sequence')} "
                f"played twice with the teams swapped, under {args.rules}, seed {seed}\n")
    else:
        head = (f"{counted(s['games'], 'game')} ({s['complete']} complete) under {args.rules}, "
                f"seed {seed}\n")
    lines = [
        head,
        f"team A ({args.team_a}, South/North first) vs team B ({args.team_b}, East/West first)\n"
        if s["mode"] != "games" else
        f"team A ({args.team_a}, South/North) vs team B ({args.team_b}, East/West)\n",
        f"wins: A {s['team_wins'][0]}, B {s['team_wins'][1]}; A wins {pct(s['a_win_rate'])} "
        f"(95% CI {pct(lo)}–{pct(hi)})\n",
        f"hands: {s['hands']} dealt, {s['thrown_in']} thrown in\n",
        f"points per hand, A minus B: {s['a_points_per_hand']:+.2f}\n",
    ]
    if s["mode"] == "hands":
        dlo, dhi = s["a_points_per_deal_ci95"]
        a, b, even = s["deal_wins"]
        lines.append(f"points per deal (both copies averaged), A minus B: "
                     f"{s['a_points_per_deal']:+.2f} (95% CI {dlo:+.2f} to {dhi:+.2f}); "
                     f"deals won: A {a}, B {b}, even {even}\n")
    lines.append(f"bids made: A {pct(s['bids_made'][0])}, B {pct(s['bids_made'][1])}\n")
    la, lb = s["latency_ms"]["a"], s["latency_ms"]["b"]
    lines.append(f"decision ms (p50/p95/max): A {ms(la['p50'])}/{ms(la['p95'])}/{ms(la['max'])}, "
                 f"B {ms(lb['p50'])}/{ms(lb['p95'])}/{ms(lb['max'])}\n")
    f = s["faults"]
    kinds = ", ".join(f"{k} {n}" for k, n in sorted(f["by_kind"].items()))
    lines.append(f"faults: {f['count']}" + (f" ({kinds})" if kinds else "") + "\n")
    for note in f["notes"][:10]:
        hand = "" if note["hand"] is None else f" hand {note['hand']}"
        lines.append(f"  game {note['game']}{hand}, team {note['team'].upper()} "
                     f"{Seat(note['seat']).title} ({note['bot']}): {note['fault']}: "
                     f"{note['detail']}\n")
    if f["count"] > 10:
        lines.append(f"  … and {f['count'] - 10} more (see --json)\n")
    lines.append(f"time: {s['seconds']:.2f} s\n")
    return "".join(lines)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run(sys.argv[1:]))
