"""How much each kind of card read by ``inference.signals`` says about the
hidden hands. It PRINTS figures; nothing here passes or fails.

    python tests/bench/bench_signals.py [--hands 300] [--think-a 20] [--think-b 8]

Hard and medium play hands against each other. After each hand, every
signal is checked, as the table knew it right after its trick, against the
hand its player really held when it played:
``held`` is how often a card the signal names was in that hand, ``base`` how
often a random unplayed card was (1/4 at the start of a trick), and their
ratio is the figure ``inference.LIKELIHOOD`` uses.

The ``equal`` rows are the equal-cards convention's denials
(``convention.denied``: the next lower card still in play, not on the
table), by position in the trick, which ``inference`` reads with
``EQUAL_LIKELIHOOD`` from a player who has not broken it.

The ``low`` rows are what a card that did not take the lead in its trick
would deny if its player always followed with its lowest card (every
lower card of its suit still in play, not on the table): how often the
players hold those cards shows how far from that rule they follow
(``inference`` does not read it: a trial of it as a convention cost card
play, docs/BOT_TRIALS.md). ``--hard`` changes hard's settings, as in
``bench_bots.py`` (``--hard read_play=0``).

Two kinds of lead are measured too, which ``inference`` does not read (yet):
a ``low lead`` (a side card led while a higher card of its suit is still
out) and a ``low trump lead``, each naming the higher cards still out; their
position is 0, the leader's.
"""

from __future__ import annotations

import argparse
import collections
import multiprocessing
import os
import random
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.dirname(__file__))

from bench_bots import make_any  # noqa: E402

from game.ai.convention import denied  # noqa: E402
from game.ai.inference import signals  # noqa: E402
from game.ai.kernel import FULL, HEARTS, SUIT, to_mask  # noqa: E402
from game.engine import DECK, PRESETS, Match  # noqa: E402
from game.engine.core import beats  # noqa: E402


def one_hand(job) -> dict:
    seed, think_a, think_b, hard = job
    rng = random.Random(seed)
    deck = list(DECK)
    rng.shuffle(deck)
    names = ["hard", "medium"] * 2 if seed % 2 else ["medium", "hard"] * 2
    think = [think_a if n == "hard" else think_b for n in names]
    bots = [make_any(hard if names[s] == "hard" else names[s], random.Random(seed * 4 + s),
                     think_ms=think[s]) for s in range(4)]
    m = Match(PRESETS["lebanese"], decks=[deck], first_dealer=rng.randrange(4))
    held_at = []  # each seat's hand at the start of each trick
    played = []  # cards played before each trick
    gone = 0
    history = []
    while not m.hand_logs:
        v = m.view(m.turn)
        if v.request == "play" and not v.trick:
            held_at.append([to_mask(list(m.hands[s])) for s in range(4)])
            played.append(gone)
            leader = m.turn
        action = bots[m.turn].decide(v)
        m.apply(action)
        if v.request == "play" and len(v.trick) == 3:
            cards = [*v.trick, action]
            history.append((leader, cards))
            gone |= to_mask(cards)
    out = collections.defaultdict(lambda: [0, 0])
    for k in range(len(history)):
        # what the table knew right after trick k (later tricks may clear a doubt)
        for k2, seat, i, kind, cards in signals(history[:k + 1]):
            if k2 != k:
                continue
            cards &= ~played[k]
            key = (kind, i, names[seat])
            out[key][0] += (cards & held_at[k][seat]).bit_count()
            out[key][1] += cards.bit_count()
        leader, cards = history[k]
        table = to_mask(cards)
        for i, card in enumerate(cards):  # the equal-cards convention's denial
            seat = (leader + i) & 3
            d = denied(card.index, played[k])
            if d and not d & table:
                key = ("equal", i, names[seat])
                out[key][0] += (d & held_at[k][seat]).bit_count()
                out[key][1] += 1
        win = cards[0].index
        for i, card in enumerate(cards[1:], 1):  # the low-follow rule's denial
            seat = (leader + i) & 3
            if beats(card.index, win):
                win = card.index
                continue
            d = SUIT[card.index // 13] & ((1 << card.index) - 1) & ~(played[k] | table)
            if d:
                key = ("low", i, names[seat])
                out[key][0] += (d & held_at[k][seat]).bit_count()
                out[key][1] += d.bit_count()
        c = cards[0].index
        higher = SUIT[c // 13] & FULL & ~played[k] & ~((2 << c) - 1)
        if higher:
            key = ("low trump lead" if c // 13 == HEARTS else "low lead", 0, names[leader])
            out[key][0] += (higher & held_at[k][leader]).bit_count()
            out[key][1] += higher.bit_count()
    return dict(out)


def main(argv=None) -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--hands", type=int, default=300)
    p.add_argument("--think-a", type=int, default=20, help="hard's budget, ms")
    p.add_argument("--think-b", type=int, default=8, help="medium's budget, ms")
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--hard", default="", help="hard's changed settings: ATTR=V[,ATTR=V]")
    args = p.parse_args(argv)
    hard = "hard@" + args.hard if args.hard else "hard"
    jobs = [(9000 + i, args.think_a, args.think_b, hard) for i in range(args.hands)]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        results = pool.map(one_hand, jobs, chunksize=2)
    total = collections.defaultdict(lambda: [0, 0])
    for r in results:
        for key, (h, n) in r.items():
            total[key][0] += h
            total[key][1] += n
    print(f"{'signal':12s} {'position':>8s} {'player':7s} {'cards':>6s} {'held':>6s} ratio")
    for (kind, i, name), (h, n) in sorted(total.items()):
        if not n:
            continue  # every card it named had been played already
        print(f"{kind:12s} {i:8d} {name:7s} {n:6d} {h / n:6.3f} {h / n / 0.25:5.2f}")


if __name__ == "__main__":
    main()
