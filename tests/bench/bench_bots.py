"""Benchmarks for the bots. They PRINT figures; nothing here passes or fails.

    python tests/bench/bench_bots.py iters [--seconds 3]
    python tests/bench/bench_bots.py searches [--hands 6]
    python tests/bench/bench_bots.py speed [--level hard] [--hands 6] [--think-ms MS]
    python tests/bench/bench_bots.py frames [--seconds 5] [--thread | --idle]
    python tests/bench/bench_bots.py legal [--games 10000] [--think-ms 1] [--jobs 1]
    python tests/bench/bench_bots.py duel A B [--deals 200] [--think-ms MS]
                                     [--think-a MS] [--think-b MS] [--jobs 2]
                                     [--records FILE]
    python tests/bench/bench_bots.py games A B [--games 400] [--out FILE] [--jobs 2]
    python tests/bench/bench_bots.py margin RECORDS [RECORDS ...]
    python tests/bench/bench_bots.py paired BASE_RECORDS VARIANT_RECORDS
    python tests/bench/bench_bots.py summary GAMES_FILE [--against OTHER_FILE]

``searches`` measures how much hard and medium search at their real
budgets, on the same positions (hard in every seat, each of its card
decisions that runs the tree): hard's ISMCTS iterations, and the deals
medium's flat Monte Carlo rolls out for every candidate card. The screens
at fixed searches give them 600 and 60.

``duel`` plays duplicate hands from 0-0: every deal twice, with the teams
swapped, and counts a deal for the bot whose team scored more points over
the two plays (ties are left out of the win rate). ``by_kind`` splits the
deals by where they were decided: both tables thrown in, one thrown in by
A's or B's dealer, or both played with the same bids or different ones.
With ``--records FILE`` each deal's bids, tricks and points at both tables go
to FILE, one JSON line a deal (``bench_bid_calibration.py`` reads them).

``margin`` reads duel records again: A's points a hand minus B's, with a 95%
interval, and each bot's bids made, in all, by the number bid and by its
turn to bid (4: the dealer), and how many tables each bot's dealer threw in.

``paired`` sets a trial variant of a level (``LEVEL@ATTR=VALUE``, e.g.
``hard@made_bonus=0.2``, in place of A) against the level itself, from two
duels with the same opponent and seed: the points a hand it gains, deal by
deal, with a 95% interval, and that gain split by who dealt each table and
whether its dealer could throw the hand in.

``games`` plays whole duplicate games to the target: every deal sequence
twice, with the teams swapped, and counts each game for the team that won it.

A and B are the game's levels, or ``pimc``: the bench's own opponent
(``pimc_bot.py``, perfect-information Monte Carlo written apart from
``game/ai``), given the same think time, or ``oracle``: a yardstick, hard's
search on the true deal (``oracle_bot.py``: shown every hand, it measures
what knowing the hidden cards is worth to hard).
With ``--out`` every finished sequence is appended to FILE as it ends, and a
run given the same FILE and settings goes on where the last one stopped.
``summary`` prints the figures of such a file as it stands, without playing
on; with ``--against`` also those of another run's file (other bots' code,
same settings) over the same deal sequences only, to compare the two.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from game.ai import LEVELS, make_bot  # noqa: E402
from game.ai.inference import BidReading  # noqa: E402
from game.ai.search import ismcts  # noqa: E402
from game.ai.search_bots import HardBot  # noqa: E402
from game.ai.situation import Situation  # noqa: E402
from game.engine import DECK, PRESETS, Match, Phase  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
from oracle_bot import OracleBot  # noqa: E402
from pimc_bot import PimcBot  # noqa: E402

# opponents and yardsticks that live here, not in the game
BENCH_BOTS = {"pimc": PimcBot, "oracle": OracleBot}


def make_any(name: str, rng, think_ms=None):
    """A game level (``make_bot``) or a bench opponent (``BENCH_BOTS``). A
    trial variant of a level is named ``LEVEL@ATTR=VALUE[,ATTR=VALUE]``
    (e.g. ``hard@made_bonus=0.2``): the level with those class settings
    changed on this bot, to measure a change before making it."""
    level, _, changes = name.partition("@")
    if level in BENCH_BOTS:
        bot = BENCH_BOTS[level](rng, think_ms)
    else:
        bot = make_bot(level, rng, think_ms=think_ms)
    for change in filter(None, changes.split(",")):
        attr, _, text = change.partition("=")
        setattr(bot, attr, setting(getattr(bot, attr), text))  # unknown attr: AttributeError
    return bot


def setting(old, text: str):
    """``text`` as a value of the type of ``old`` (a bool from 0/1/true/false,
    where ``bool("0")`` would be True)."""
    if isinstance(old, bool):
        if text.lower() not in ("0", "1", "true", "false"):
            raise ValueError(f"{text!r} is not 0, 1, true or false")
        return text.lower() in ("1", "true")
    return type(old)(text)


def deal_number(text: str) -> int:
    """A deal's number (0 or more), for ``duel --first``."""
    if not text.isdigit():
        raise argparse.ArgumentTypeError(f"{text!r}: not a deal number (0, 1, 2 ...)")
    return int(text)


def bot_name(text: str) -> str:
    """argparse type: a level, a bench bot, or a level's trial variant (one
    is made, so that a bad name fails before any deal is played)."""
    try:
        make_any(text, random.Random(0))
    except (ValueError, AttributeError) as e:
        raise argparse.ArgumentTypeError(f"{text!r}: not a level, {', '.join(BENCH_BOTS)} "
                                         f"or LEVEL@ATTR=VALUE ({e})") from None
    return text


def to_play(seed: int, bid: int = 3) -> Match:
    m = Match(seed=seed)
    while m.phase is not Phase.PLAYING:
        m.apply(max(bid, m.legal_actions()[0]) if m.phase is Phase.BIDDING else False)
    return m


def iteration_rates(positions: int, seconds: float) -> dict:
    """ISMCTS iterations a second at trick 1 (a lead, ``positions`` deals of
    ``seconds`` each), by the deals searched: plain, or fitted to the bids
    as hard's are. The machine's speed: at time budgets, how much the
    searches see."""
    rates = {}
    for label, read in (("plain deals", False), ("hard's deals, fitted to the bids", True)):
        rates[label] = []
        for seed in range(positions):
            m = to_play(seed)
            v = m.view(m.turn)
            sit = Situation.of(v, read_play=read)
            reading = BidReading(sit, v, HardBot.pool, HardBot.steps) if read else None
            t = time.perf_counter()
            _, _, it = ismcts(v, sit, list(v.legal), random.Random(seed),
                              time.monotonic() + seconds, reading=reading)
            rates[label].append(it / (time.perf_counter() - t))
    return rates


def cmd_iters(args) -> None:
    for label, rates in iteration_rates(args.positions, args.seconds).items():
        print(f"ISMCTS iterations/s at trick 1, {label} (lead, {args.positions} positions, "
              f"{args.seconds}s each): median {statistics.median(rates):.0f}, "
              f"min {min(rates):.0f}, max {max(rates):.0f}")


def cmd_searches(args) -> None:
    from game.ai import search_bots
    from game.ai.safety import candidates
    from game.ai.search import flat_monte_carlo
    found = {"hard": [], "medium": []}  # (tricks left, iterations or deals)
    tree = search_bots.ismcts

    def counted(view, sit, cands, rng, deadline, **kw):
        best, stats, it = tree(view, sit, cands, rng, deadline, **kw)
        left = sit.out.bit_count() // 4
        found["hard"].append((left, it))
        medium = make_bot("medium", random.Random(len(found["hard"])))
        msit = medium.situation(view)
        _, mstats = flat_monte_carlo(view, msit, candidates(view, msit), medium.rng,
                                     time.monotonic() + medium.think_ms / 1000)
        found["medium"].append((left, next(iter(mstats.values()))[1]))
        return best, stats, it

    search_bots.ismcts = counted
    try:
        for h in range(args.hands):
            bots = [make_bot("hard", random.Random(h * 4 + s)) for s in range(4)]
            m = Match(seed=7000 + h)
            while all(log.thrown_in is not None for log in m.hand_logs):  # one hand played
                m.apply(bots[m.turn].decide(m.view(m.turn)))
    finally:
        search_bots.ismcts = tree
    for level, budget in (("hard", "ISMCTS iterations at 200 ms"),
                          ("medium", "deals for every candidate at 80 ms")):
        xs = found[level]
        early = [n for left, n in xs if left >= 9] or [0]
        late = [n for left, n in xs if left < 9] or [0]
        every = statistics.median(n for _, n in xs)
        print(f"{level}: {budget}, {len(xs)} decisions: median {every:.0f} "
              f"(9 tricks or more left {statistics.median(early):.0f}, fewer "
              f"{statistics.median(late):.0f}); min {min(n for _, n in xs)}")


def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(math.ceil(p / 100 * len(xs))) - 1)]


def cmd_speed(args) -> None:
    times = {"bid": [], "play": []}
    rng = random.Random(1)
    for h in range(args.hands):
        bots = [make_bot(args.level, random.Random(h * 4 + s), think_ms=args.think_ms)
                for s in range(4)]
        m = Match(seed=rng.getrandbits(32))
        start = m.hand_number
        while m.hand_number == start and not m.is_over:
            v = m.view(m.turn)
            t = time.perf_counter()
            a = bots[m.turn].decide(v)
            dt = (time.perf_counter() - t) * 1000
            if v.request in times:
                times[v.request].append(dt)
            m.apply(a)
    every = times["bid"] + times["play"]
    for name, xs in (("bid", times["bid"]), ("play", times["play"]), ("all", every)):
        if xs:
            print(f"{args.level} {name}: n={len(xs)} p50={pct(xs, 50):.0f} ms "
                  f"p95={pct(xs, 95):.0f} ms max={max(xs):.0f} ms")


def cmd_frames(args) -> None:
    from game.ai.worker import Thinker
    thinker = Thinker(process=not args.thread)
    m = to_play(5)
    frame = 1 / 60
    times = []
    decisions = 0
    seed = 0
    pending = None
    # let the worker start before measuring
    w = thinker.ask("easy", m.view(m.turn), seed=0)
    while not w.done():
        time.sleep(0.01)
    end = time.perf_counter() + args.seconds
    last = time.perf_counter()
    while time.perf_counter() < end:
        if args.idle:
            pass
        elif pending is None:
            seed += 1
            pending = thinker.ask("hard", m.view(m.turn), seed=seed)
        elif pending.done():
            pending.result()
            decisions += 1
            pending = None
        # a stand-in for drawing a frame: some Python work
        x = 0
        for i in range(3000):
            x += i * i
        now = time.perf_counter()
        sleep = frame - (now - last)
        if sleep > 0:
            time.sleep(sleep)
        now = time.perf_counter()
        times.append((now - last) * 1000)
        last = now
    thinker.close()
    kind = "idle, no thinking" if args.idle else "thread" if args.thread else "process"
    slow = sum(1 for t in times if t > 1000 / 60 * 1.5)
    print(f"frame loop while hard thinks ({kind}): {len(times)} frames, "
          f"{decisions} decisions, frame ms p50={pct(times, 50):.1f} "
          f"p95={pct(times, 95):.1f} max={max(times):.1f}, "
          f"frames over 25 ms: {slow}, fps={len(times) / args.seconds:.1f}")


def legal_games(job) -> tuple:
    """Play games ``first..last-1`` with random levels at every seat; returns
    (games, moves, illegal moves, the first illegal move seen)."""
    first, last, seed, think_ms = job
    rules_names = sorted(PRESETS)
    illegal = moves = 0
    example = None
    for g in range(first, last):
        rng = random.Random(seed * 1000003 + g)
        rules = PRESETS[rules_names[g % len(rules_names)]].replace(redeal_no_pictures=g % 2 == 0)
        levels = [rng.choice(LEVELS) for _ in range(4)]
        bots = [make_bot(levels[s], random.Random(g * 4 + s), think_ms=think_ms)
                for s in range(4)]
        m = Match(rules, seed=rng.getrandbits(32))
        while not m.is_over and m.hand_number <= 60:
            v = m.view(m.turn)
            a = bots[m.turn].decide(v)
            allowed = m.legal_actions()
            if a not in allowed:
                illegal += 1
                example = example or f"game {g}: {levels[m.turn]} chose {a!r}"
                a = allowed[0]
            m.apply(a)
            moves += 1
    return last - first, moves, illegal, example


def cmd_legal(args) -> None:
    step = 50
    jobs = [(g, min(g + step, args.games), args.seed, args.think_ms)
            for g in range(0, args.games, step)]
    t = time.perf_counter()
    games = moves = illegal = 0
    example = None
    if args.jobs > 1:
        import multiprocessing
        pool = multiprocessing.get_context("spawn").Pool(args.jobs)
        results = pool.imap(legal_games, jobs)
    else:
        pool = None
        results = map(legal_games, jobs)
    for g, mv, bad, ex in results:
        games += g
        moves += mv
        illegal += bad
        example = example or ex
        print(f"  {games} games, {moves} moves, {illegal} illegal, "
              f"{time.perf_counter() - t:.0f}s", flush=True)
    if pool is not None:
        pool.close()
    print(f"{games} games (random levels at every seat, think {args.think_ms} ms), "
          f"{moves} moves, illegal moves: {illegal}" + (f" (first: {example})" if example else ""))


# ------------------------------------------------------------------ duel
def decision(bot, m: Match):
    """``bot``'s decision at ``m``'s turn; a bench yardstick is shown the
    deal first (``oracle_bot.py``)."""
    if hasattr(bot, "see"):
        bot.see(m)
    return bot.decide(m.view(m.turn))


def play_deal(rules, deck, dealer, names, think, seed, bids=None):
    """The first hand of ``deck``, played by the bots ``names`` (by seat);
    with ``bids`` (by seat) the bidding is forced to those."""
    bots = [make_any(names[s], random.Random(seed * 4 + s), think_ms=think[s])
            for s in range(4)]
    m = Match(rules, decks=[deck], first_dealer=dealer)
    while not m.hand_logs:
        if bids is not None and m.phase is Phase.BIDDING:
            m.apply(bids[m.turn])
        else:
            m.apply(decision(bots[m.turn], m))
    return m.hand_logs[0]


def duel_deal(job):
    a, b, rules_name, (think_a, think_b), seed = job
    rules = PRESETS[rules_name]
    deck, dealer = duel_cards(seed)
    out = {"a_pts": 0, "b_pts": 0, "a_bids": [0, 0], "b_bids": [0, 0], "played": 0}
    logs = []
    tables = []
    for a_team in (0, 1):
        names = [a if s % 2 == a_team else b for s in range(4)]
        think = [think_a if s % 2 == a_team else think_b for s in range(4)]
        log = play_deal(rules, deck, dealer, names, think, seed)
        logs.append(log)
        if log.thrown_in is None:
            count_hand(out, log, a_team)
        tables.append(table_record(log, a_team))
    out["kind"] = deal_kind(logs, dealer)
    out["record"] = {"seed": seed, "tables": tables}
    return out


def table_record(log, a_team: int) -> dict:
    """One table of a duel's records: A's seat team, thrown in or not, and
    the bids, tricks and points by seat."""
    return {"a_team": a_team, "thrown": log.thrown_in is not None,
            "bids": list(log.bids), "taken": list(log.taken), "points": list(log.points)}


def duel_cards(seed: int) -> tuple:
    """The deck and first dealer of ``duel``'s deal ``seed``."""
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    return deck, rng.randrange(4)


def deal_kind(logs, dealer: int) -> str:
    """Where a duplicate deal was decided: both tables thrown in, one thrown
    in (and by which bot's dealer: A's dealer sits at the first table when
    ``dealer`` is even, seats 0 and 2 being A's there), or both played, with
    the same bids at every seat or not."""
    thrown = [log.thrown_in is not None for log in logs]
    if all(thrown):
        return "both thrown in"
    if any(thrown):
        by_a = thrown[0] == (dealer % 2 == 0)
        return f"thrown in by {'A' if by_a else 'B'}'s dealer only"
    return "same bids" if logs[0].bids == logs[1].bids else "bids differ"


def count_hand(out: dict, log, a_team: int) -> None:
    """Add a played hand's points and bids to ``out``, by bot (a or b);
    ``a_team`` is the seat team (0 or 1) bot A sat in."""
    out["played"] += 1
    for s in range(4):
        key = "a" if s % 2 == a_team else "b"
        out[key + "_pts"] += log.points[s]
        out[key + "_bids"][0] += log.taken[s] >= log.bids[s]
        out[key + "_bids"][1] += 1


def wilson(k, n, z=1.96):
    if n == 0:
        return (0.0, 1.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (c - h, c + h)


def margin(nets: list, hands: list) -> dict:
    """A's points a hand minus B's, with a 95% interval: ``nets[i]`` is A's
    net points over unit i (a duplicate deal or deal sequence, both tables),
    ``hands[i]`` the hands played in it. The ratio of the sums, its standard
    error by the delta method over the units."""
    n, h = len(nets), sum(hands)
    if n < 2 or not h:
        return {"a_minus_b_per_hand": None, "ci95": None}
    r = sum(nets) / h
    mean_h = h / n
    var = sum((d - r * k) ** 2 for d, k in zip(nets, hands)) / (n - 1)
    se = math.sqrt(var / n) / mean_h
    return {"a_minus_b_per_hand": round(r, 3),
            "ci95": [round(r - 1.96 * se, 3), round(r + 1.96 * se, 3)]}


def run_jobs(fn, jobs: list, processes: int, chunksize: int = 1) -> list:
    """``fn`` over ``jobs``, in that many processes (spawned, as the frozen
    app does), in order."""
    if processes <= 1:
        return [fn(j) for j in jobs]
    import multiprocessing
    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        return pool.map(fn, jobs, chunksize=chunksize)


def cmd_duel(args) -> None:
    think = (args.think_a or args.think_ms, args.think_b or args.think_ms)
    jobs = [(args.a, args.b, args.rules, think, args.seed * 100003 + i)
            for i in range(args.first, args.first + args.deals)]
    # the machine's speed before the deals (a time-budget duel's margin moves with it)
    speed = {label: round(statistics.median(r))
             for label, r in iteration_rates(3, 1.0).items()}
    t = time.perf_counter()
    results = run_jobs(duel_deal, jobs, args.jobs)
    wins = losses = ties = 0
    a_pts = b_pts = hands = 0
    ab = [0, 0]
    bb = [0, 0]
    kinds: dict = {}
    if args.records:
        with open(args.records, "w", encoding="utf-8") as f:
            for r in results:
                f.write(json.dumps({"a": args.a, "b": args.b, "rules": args.rules,
                                    **r["record"]}) + "\n")
    for r in results:
        d = r["a_pts"] - r["b_pts"]
        k = kinds.setdefault(r["kind"], {"deals": 0, "a_net_points": 0, "a_wins": 0,
                                         "b_wins": 0})
        k["deals"] += 1
        k["a_net_points"] += d
        k["a_wins"] += d > 0
        k["b_wins"] += d < 0
        wins += d > 0
        losses += d < 0
        ties += d == 0
        a_pts += r["a_pts"]
        b_pts += r["b_pts"]
        hands += r["played"]
        ab = [ab[0] + r["a_bids"][0], ab[1] + r["a_bids"][1]]
        bb = [bb[0] + r["b_bids"][0], bb[1] + r["b_bids"][1]]
    n = wins + losses
    lo, hi = wilson(wins, n)
    summary = {
        "a": args.a, "b": args.b, "rules": args.rules, "think_ms": list(think),
        "seed": args.seed, "first": args.first, "deals": args.deals, "hands_played": hands,
        "a_wins": wins, "b_wins": losses,
        "ties": ties, "a_win_rate": round(wins / n, 4) if n else None,
        "a_win_ci95": [round(lo, 4), round(hi, 4)],
        "a_points_per_hand": round(a_pts / hands, 3) if hands else None,
        "b_points_per_hand": round(b_pts / hands, 3) if hands else None,
        "points_per_hand": margin([r["a_pts"] - r["b_pts"] for r in results],
                                  [r["played"] for r in results]),
        "a_bids_made": round(ab[0] / ab[1], 4) if ab[1] else None,
        "b_bids_made": round(bb[0] / bb[1], 4) if bb[1] else None,
        "by_kind": dict(sorted(kinds.items())),
        "seconds": round(time.perf_counter() - t, 1),
        "iterations_a_second": speed,
    }
    print(json.dumps(summary))


# ------------------------------------------------------------------ games
def duel_game(job):
    """One deal sequence played to the end twice, the teams swapped."""
    a, b, rules_name, (think_a, think_b), seed, index, max_hands = job
    rules = PRESETS[rules_name]
    games = []
    for a_team in (0, 1):
        names = [a if s % 2 == a_team else b for s in range(4)]
        think = [think_a if s % 2 == a_team else think_b for s in range(4)]
        bots = [make_any(names[s], random.Random(f"{seed}/{a_team}/{s}"), think_ms=think[s])
                for s in range(4)]
        m = Match(rules, seed=seed)
        while not m.is_over:
            if m.hand_number > max_hands:
                m.stop()
                break
            m.apply(decision(bots[m.turn], m))
        for bot in bots:
            bot.close()
        g = {"a_team": a_team, "hands": len(m.hand_logs), "played": 0,
             "winner": None if m.winner is None else "ab"[m.winner % 2 != a_team],
             "a_pts": 0, "b_pts": 0, "a_bids": [0, 0], "b_bids": [0, 0]}
        for log in m.hand_logs:
            if log.thrown_in is None:
                count_hand(g, log, a_team)
        games.append(g)
    return {"index": index, "seed": seed, "games": games}


def read_sequences(path: str, setting: dict | None = None) -> dict:
    """The finished sequences of a ``games --out`` file, by index; with
    ``setting``, each must have been played with it."""
    done = {}
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            try:
                row = json.loads(line)
            except ValueError:
                sys.exit(f"bench_bots games: {path} line {n} is not a finished "
                         f"sequence (cut off?); remove it to go on")
            if setting is not None and row["setting"] != setting:
                sys.exit(f"bench_bots games: {path} line {n} was played with "
                         f"{row['setting']}, not {setting}")
            done[row["index"]] = row
    return done


def cmd_games(args) -> None:
    think = (args.think_a or args.think_ms, args.think_b or args.think_ms)
    setting = {"a": args.a, "b": args.b, "rules": args.rules, "think_ms": list(think),
               "seed": args.seed}
    done = read_sequences(args.out, setting) if args.out and os.path.exists(args.out) else {}
    sequences = (args.games + 1) // 2
    jobs = [(args.a, args.b, args.rules, think, args.seed * 100003 + i, i, args.max_hands)
            for i in range(sequences) if i not in done]
    t = time.perf_counter()
    out = open(args.out, "a", encoding="utf-8") if args.out else None
    results = list(done.values())

    def keep(r):
        results.append(r)
        if out:
            out.write(json.dumps({"setting": setting, **r}) + "\n")
            out.flush()
    try:
        if args.jobs > 1 and jobs:
            import multiprocessing
            with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
                for r in pool.imap_unordered(duel_game, jobs, chunksize=1):
                    keep(r)
        else:
            for j in jobs:
                keep(duel_game(j))
    finally:
        if out:
            out.close()
    print(json.dumps(games_summary(results, setting, time.perf_counter() - t)))


def games_summary(results, setting, seconds) -> dict:
    games = [g for r in results for g in r["games"]]
    wins = sum(g["winner"] == "a" for g in games)
    losses = sum(g["winner"] == "b" for g in games)
    both = [sum(g["winner"] == "a" for g in r["games"]) for r in results]
    played = sum(g["played"] for g in games)
    lo, hi = wilson(wins, wins + losses)

    def total(key):
        return sum(g[key] for g in games)

    def bids(key):
        made = sum(g[key][0] for g in games)
        n = sum(g[key][1] for g in games)
        return round(made / n, 4) if n else None
    return {
        **setting, "sequences": len(results), "games": len(games),
        "a_wins": wins, "b_wins": losses, "unfinished": len(games) - wins - losses,
        "a_win_rate": round(wins / (wins + losses), 4) if wins + losses else None,
        "a_win_ci95": [round(lo, 4), round(hi, 4)],
        "sequences_a_won_both": both.count(2), "split": both.count(1),
        "sequences_b_won_both": both.count(0),
        "hands_per_game": round(statistics.fmean(g["hands"] for g in games), 2) if games else None,
        "a_points_per_hand": round(total("a_pts") / played, 3) if played else None,
        "b_points_per_hand": round(total("b_pts") / played, 3) if played else None,
        "points_per_hand": margin(
            [sum(g["a_pts"] - g["b_pts"] for g in r["games"]) for r in results],
            [sum(g["played"] for g in r["games"]) for r in results]),
        "a_bids_made": bids("a_bids"), "b_bids_made": bids("b_bids"),
        "seconds": round(seconds, 1),
    }


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("iters")
    s.add_argument("--seconds", type=float, default=2.0)
    s.add_argument("--positions", type=int, default=3)
    s = sub.add_parser("searches")
    s.add_argument("--hands", type=int, default=6)
    s = sub.add_parser("speed")
    s.add_argument("--level", default="hard", choices=LEVELS)
    s.add_argument("--hands", type=int, default=6)
    s.add_argument("--think-ms", type=int, default=None)
    s = sub.add_parser("frames")
    s.add_argument("--seconds", type=float, default=5.0)
    s.add_argument("--thread", action="store_true", help="think on a thread, not a process")
    s.add_argument("--idle", action="store_true", help="no thinking: the machine's floor")
    s = sub.add_parser("legal")
    s.add_argument("--games", type=int, default=10000)
    s.add_argument("--think-ms", type=int, default=1)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, default=1)
    s = sub.add_parser("duel")
    s.add_argument("a", type=bot_name, help="a level, pimc, or LEVEL@ATTR=VALUE")
    s.add_argument("b", type=bot_name, help="a level, pimc, or LEVEL@ATTR=VALUE")
    s.add_argument("--deals", type=int, default=200)
    s.add_argument("--first", type=deal_number, default=0,
                   help="the first deal's number: a run of --first 200 goes on from one of 200")
    s.add_argument("--think-ms", type=int, default=None)
    s.add_argument("--think-a", type=int, default=None, help="budget of bot A only")
    s.add_argument("--think-b", type=int, default=None, help="budget of bot B only")
    s.add_argument("--rules", default="lebanese", choices=sorted(PRESETS))
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--jobs", type=int, default=1)
    s.add_argument("--records", default=None,
                   help="write each deal's bids, tricks and points here (JSON lines)")
    s = sub.add_parser("games")
    s.add_argument("a", type=bot_name, help="a level, pimc, or LEVEL@ATTR=VALUE")
    s.add_argument("b", type=bot_name, help="a level, pimc, or LEVEL@ATTR=VALUE")
    s.add_argument("--games", type=int, default=400, help="games, two per deal sequence")
    s.add_argument("--think-ms", type=int, default=None)
    s.add_argument("--think-a", type=int, default=None, help="budget of bot A only")
    s.add_argument("--think-b", type=int, default=None, help="budget of bot B only")
    s.add_argument("--rules", default="lebanese", choices=sorted(PRESETS))
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--max-hands", type=int, default=200)
    s.add_argument("--jobs", type=int, default=1)
    s.add_argument("--out", default=None, help="append each sequence here; resume from it")
    s = sub.add_parser("margin")
    s.add_argument("records", nargs="+", help="files written by duel --records")
    s = sub.add_parser("paired")
    s.add_argument("base", help="duel --records of the bot as it is")
    s.add_argument("variant", help="duel --records of its trial variant, same opponent and seed")
    s = sub.add_parser("summary")
    s.add_argument("file", help="a file written by games --out")
    s.add_argument("--against", default=None,
                   help="another games --out file: its figures on the same sequences")
    args = p.parse_args(argv)
    {"iters": cmd_iters, "searches": cmd_searches, "speed": cmd_speed, "frames": cmd_frames,
     "legal": cmd_legal, "duel": cmd_duel, "games": cmd_games, "margin": cmd_margin,
     "paired": cmd_paired, "summary": cmd_summary}[args.cmd](args)


def cmd_summary(args) -> None:
    """A games file's figures as they stand (a run part-way included), and
    with ``--against`` another file's over the same deal sequences."""
    rows = list(read_sequences(args.file).values())
    if not rows:
        sys.exit(f"bench_bots: {args.file} holds no finished sequence")
    print(json.dumps(games_summary(rows, rows[0]["setting"], 0.0)))
    if args.against:
        theirs = read_sequences(args.against)
        same = [theirs[r["index"]] for r in rows if r["index"] in theirs]
        if same:
            print(json.dumps({"against": args.against,
                              **games_summary(same, same[0]["setting"], 0.0)}))


def bids_by_turn(turns: dict, thrown: dict, tables: list, dealer: int) -> None:
    """Each bot's bids made by its turn to bid (1 the first bidder, at the
    dealer's right, to 4 the dealer), added to ``turns`` ({"a"/"b": {turn:
    [made, bids]}}), and the tables each bot's dealer threw in, to
    ``thrown`` ({"a"/"b": [thrown in, dealt]}): all ``tables`` of a deal,
    thrown in or played."""
    for t in tables:
        who_dealt = "a" if dealer % 2 == t["a_team"] else "b"
        thrown[who_dealt][0] += t["thrown"]
        thrown[who_dealt][1] += 1
        if t["thrown"]:
            continue
        for s in range(4):
            who = "a" if s % 2 == t["a_team"] else "b"
            row = turns[who].setdefault((s - dealer - 1) % 4 + 1, [0, 0])
            row[0] += t["taken"][s] >= t["bids"][s]
            row[1] += 1


def all_tables(path: str):
    """(deal seed, both tables, thrown in or played) for each deal of a
    duel's records."""
    for rec in duel_records(path):
        yield rec["seed"], rec["tables"]


def duel_records(path: str) -> list:
    """A duel's records, one a deal ({"seed", "rules", "tables", ...})."""
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f]


def cmd_margin(args) -> None:
    """The points a hand (A minus B, 95% interval) and bids made, from the
    records of one or more duels; and, where both tables bid alike, how
    often each bot made the same seat's bid (the card play alone); and how
    many failed bids the partner's tricks over its own bid would have
    covered (the most that helping a partner could save)."""
    nets, hands, made = [], [], {"a": [0, 0], "b": [0, 0]}
    by_bid = {"a": {}, "b": {}}  # bid -> [made, bids]
    same: dict = {}  # bid -> [made by A, made by B, seats]
    # bids failed, and of them those whose partner took enough tricks over
    # its own bid to have covered the shortfall (what partner help could save)
    failed = {"a": [0, 0], "b": [0, 0]}
    differ: dict = {}  # "A higher" / "A lower" -> [seats, A's points, B's points, made A, made B]
    turns: dict = {"a": {}, "b": {}}  # bids made by turn to bid (4: the dealer)
    thrown = {"a": [0, 0], "b": [0, 0]}  # tables thrown in by each bot's dealer, of those dealt
    for path in args.records:
        for seed, everything in all_tables(path):
            bids_by_turn(turns, thrown, everything, duel_cards(seed)[1])
            tables = [t for t in everything if not t["thrown"]]
            net = 0
            for t in tables:
                for s in range(4):
                    who = "a" if s % 2 == t["a_team"] else "b"
                    net += t["points"][s] if who == "a" else -t["points"][s]
                    made[who][0] += t["taken"][s] >= t["bids"][s]
                    made[who][1] += 1
                    row = by_bid[who].setdefault(t["bids"][s], [0, 0])
                    row[0] += t["taken"][s] >= t["bids"][s]
                    row[1] += 1
                    short = t["bids"][s] - t["taken"][s]
                    if short > 0:
                        p = (s + 2) & 3
                        failed[who][0] += 1
                        failed[who][1] += t["taken"][p] - t["bids"][p] >= short
            nets.append(net)
            hands.append(len(tables))
            if len(tables) == 2 and tables[0]["bids"] == tables[1]["bids"]:
                same_seat(same, tables)
            elif len(tables) == 2:
                differing_seats(differ, tables)
    print(json.dumps({"deals": len(nets), "hands_played": sum(hands),
                      "points_per_hand": margin(nets, hands),
                      **{f"{k}_bids_made": round(m / n, 4) if n else None
                         for k, (m, n) in made.items()},
                      **{f"{k}_made_by_bid": {b: f"{m}/{n} {m / n:.1%}"
                                              for b, (m, n) in sorted(rows.items())}
                         for k, rows in by_bid.items()},
                      **{f"{k}_failed_covered_by_partner": f"{c} of {n}"
                         for k, (n, c) in failed.items()},
                      **{f"{k}_made_by_turn": {n: f"{m}/{b} {m / b:.1%}"
                                               for n, (m, b) in sorted(rows.items())}
                         for k, rows in turns.items()},
                      **{f"{k}_dealer_threw_in": f"{t} of {n}" for k, (t, n) in thrown.items()},
                      "same_bids_made_by_bid": {b: f"A {a}/{n} {a / n:.1%}, B {m}/{n} {m / n:.1%}"
                                                    f" (made by A only {ao}, by B only {bo})"
                                                for b, (a, m, n, ao, bo) in sorted(same.items())},
                      "differing_bids_by_seat": {
                          k: f"{n} seats: points A {pa:+d}, B {pb:+d}; made A {ma}, B {mb}"
                          for k, (n, pa, pb, ma, mb) in sorted(differ.items())}}))


def differing_seats(differ: dict, tables: list) -> None:
    """A duplicate deal played at both tables with different bids: at each
    seat where A's bot bid otherwise than B's, the points each took there
    and whether each made its bid, added to ``differ`` under "A higher" or
    "A lower" (what bidding otherwise was worth, play included)."""
    for s in range(4):
        a = next(t for t in tables if s % 2 == t["a_team"])
        b = next(t for t in tables if s % 2 != t["a_team"])
        if a["bids"][s] == b["bids"][s]:
            continue
        row = differ.setdefault("A higher" if a["bids"][s] > b["bids"][s] else "A lower",
                                [0, 0, 0, 0, 0])
        row[0] += 1
        row[1] += a["points"][s]
        row[2] += b["points"][s]
        row[3] += a["taken"][s] >= a["bids"][s]
        row[4] += b["taken"][s] >= b["bids"][s]


def same_seat(same: dict, tables: list) -> None:
    """A duplicate deal played with the same bids at both tables: each
    seat's bid, made by A's bot (at one table) and by B's (at the other),
    added to ``same`` (bid -> [made by A, made by B, seats, made by A only,
    made by B only]). The hands, the bids and the seat are the same, so the
    difference is the card play; the seats only one bot made are the pairs
    that tell them apart (a sign test)."""
    for s in range(4):
        row = same.setdefault(tables[0]["bids"][s], [0, 0, 0, 0, 0])
        made = {}
        for t in tables:
            made[s % 2 == t["a_team"]] = t["taken"][s] >= t["bids"][s]
        row[0] += made[True]
        row[1] += made[False]
        row[2] += 1
        row[3] += made[True] and not made[False]
        row[4] += made[False] and not made[True]


def deal_nets(records: list) -> dict:
    """{deal seed: (A's net points over both tables, hands played, A's bids
    made, A's bids)} from a duel's records."""
    out = {}
    for rec in records:
        seed, tables = rec["seed"], [t for t in rec["tables"] if not t["thrown"]]
        net = made = bids = 0
        for t in tables:
            net += table_net(t)
            made += sum(t["taken"][s] >= t["bids"][s] for s in range(t["a_team"], 4, 2))
            bids += 2
        out[seed] = (net, len(tables), made, bids)
    return out


def cmd_paired(args) -> None:
    """A trial variant against the bot it changes, on the same deals: two
    duels against the same opponent with the same seed (``VARIANT`` and
    ``BASE`` records). The deals, the opponent's random numbers and the
    seats are the same, so the difference per deal is far less noisy than
    either duel's margin. ``by_table`` splits the gain by table: those B
    dealt, those A dealt where any bid of its dealer plays the hand, and
    those where its dealer could throw it in. A change to the dealer's
    choice alone acts only on the last; at the others the two runs differ
    by chance (and by the machine's load, at timed budgets), which shows
    how far to trust the whole. ``by_bids`` splits it by whether the two
    runs bid alike at the table: a change to bidding alone acts only where
    they do not."""
    base_recs, var_recs = duel_records(args.base), duel_records(args.variant)
    base, var = deal_nets(base_recs), deal_nets(var_recs)
    seeds = sorted(set(base) & set(var))
    diffs = [var[k][0] - base[k][0] for k in seeds]
    hands = [(var[k][1] + base[k][1]) / 2 for k in seeds]
    gain = margin(diffs, hands)
    made = {name: sum(d[k][2] for k in seeds) / max(1, sum(d[k][3] for k in seeds))
            for name, d in (("base", base), ("variant", var))}
    print(json.dumps({"deals": len(seeds),
                      "same_play": sum(var[k] == base[k] for k in seeds),
                      "variant_gain_per_hand": {"points": gain["a_minus_b_per_hand"],
                                                "ci95": gain["ci95"]},
                      "bids_made": {k: round(v, 4) for k, v in made.items()},
                      "by_table": by_table(base_recs, var_recs),
                      "by_bids": by_bids(base_recs, var_recs)}))


def table_net(table: dict) -> int:
    """A's net points at one table (0 if it was thrown in)."""
    return sum(p if s % 2 == table["a_team"] else -p for s, p in enumerate(table["points"]))


def table_class(table: dict, dealer: int, rules) -> str:
    """Which bot dealt a duel's table (which starts at 0-0), and, if A did,
    whether some bid of its dealer would have thrown the hand in after the
    others' bids (the engine's ``Rules.throw_in_reason``): a change to
    the dealer's choice alone can only change the tables A dealt where it
    may throw in."""
    if dealer % 2 != table["a_team"]:
        return "B dealt"
    bids, scores = list(table["bids"]), [0, 0, 0, 0]
    for b in range(rules.min_bid_for(0), 14):
        bids[dealer] = b
        if rules.throw_in_reason(bids, scores) is not None:
            return "A dealt, may throw in"
    return "A dealt, must play"


def by_table(base_records: list, variant_records: list) -> dict:
    """The variant's gain at each table (A's net points there, 0 if thrown
    in), by ``table_class`` (taken from the base's bids), with a 95%
    interval, and at how many of them one threw the hand in and the other
    did not. Where a change can only act through some tables, the others
    show how far the two runs differ by chance alone."""
    return _split_gain(base_records, variant_records,
                       lambda tb, tv, dealer, rules: table_class(tb, dealer, rules))


def by_bids(base_records: list, variant_records: list) -> dict:
    """The variant's gain at each table, split by whether both runs bid
    alike there (and both threw in or both played). A change to bidding
    alone acts only where the bids differ; where they are alike the two runs
    differ by their card play's chance (and the machine's load)."""
    def where(tb, tv, dealer, rules):
        alike = tb["bids"] == tv["bids"] and tb["thrown"] == tv["thrown"]
        return "bids alike" if alike else "bids differ"
    return _split_gain(base_records, variant_records, where)


def _split_gain(base_records: list, variant_records: list, where) -> dict:
    """The per-table gain of ``by_table`` and ``by_bids``, grouped by
    ``where(base_table, variant_table, dealer, rules)``."""
    base = {rec["seed"]: rec for rec in base_records}
    gains: dict = {}
    for rec in variant_records:
        seed = rec["seed"]
        if seed not in base:
            continue
        _, dealer = duel_cards(seed)
        rules = PRESETS[base[seed].get("rules", "lebanese")]
        for tb, tv in zip(base[seed]["tables"], rec["tables"]):
            row = gains.setdefault(where(tb, tv, dealer, rules), [[], 0])
            row[0].append(table_net(tv) - table_net(tb))
            row[1] += tb["thrown"] != tv["thrown"]
    out = {}
    for name in sorted(gains):
        diffs, flipped = gains[name]
        mean = statistics.fmean(diffs)
        se = statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else 0.0
        out[name] = {"tables": len(diffs), "gain_per_table": round(mean, 3),
                     "ci95": [round(mean - 1.96 * se, 3), round(mean + 1.96 * se, 3)],
                     "thrown_in_by_one_only": flipped}
    return out


if __name__ == "__main__":
    main()
