"""Engine speed: full random hands through the public, checked API, against a
bare int-bitmask random playout written here, measured in the same run.

Each engine hand: deal (shuffle, events), four bids, 52 checked plays with
``legal_actions()`` before each, scoring, events, the hand log and the
action log. Each bare hand: the same shuffle, the deal into four ints, and
52 random legal cards with the trick winner worked out inline: no checks, no
events, no log. The ratio (engine / bare) is the figure: it does not depend
on how fast the machine is today. Timed in CPU seconds (process_time), five
runs each, interleaved; medians.

    python tests/bench/bench_engine.py [--hands N]
"""

import argparse
import gc
import os
import random
import statistics
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", ".."))

from game.engine import Match, Phase, Rules  # noqa: E402
from game.engine.match import shuffled_deck  # noqa: E402


def engine(n_hands: int, seed: int) -> float:
    rng = random.Random(seed)
    rnd = rng.random
    played = 0
    m = Match(Rules(), seed=seed)
    playing = Phase.PLAYING
    t = time.process_time()
    while played < n_hands:
        if m.is_over or m.hand_number > 50:
            m = Match(Rules(), seed=rng.getrandbits(32))
        for _ in range(4):  # realistic bids: the minimum to minimum + 3
            m.apply(m.legal_actions()[int(rnd() * 4)])
        if m.phase is not playing:  # thrown in: the next hand is dealt
            continue
        for _ in range(52):
            acts = m.legal_actions()
            m.apply(acts[int(rnd() * len(acts))])
        played += 1
    return played / (time.process_time() - t)


SUIT = tuple(0x1FFF << (13 * s) for s in range(4))


def bare(n_hands: int, seed: int) -> float:
    """Random hands with card sets as ints and nothing else."""
    rng = random.Random(seed)
    rnd = rng.random
    t = time.process_time()
    for _ in range(n_hands):
        deck = shuffled_deck(rng)
        hands = [0, 0, 0, 0]
        for i, c in enumerate(deck):
            hands[i & 3] |= 1 << c.index
        taken = [0, 0, 0, 0]
        turn = int(rnd() * 4)
        for _ in range(13):
            leader = turn
            win = -1
            winner = turn
            led = -1
            for k in range(4):
                h = hands[turn]
                f = h & SUIT[led] if led >= 0 else 0
                pool = f or h
                n = pool.bit_count()
                j = int(rnd() * n)
                while j:
                    pool &= pool - 1
                    j -= 1
                c = (pool & -pool).bit_length() - 1
                hands[turn] = h ^ (1 << c)
                if k == 0:
                    led, win, winner = c // 13, c, turn
                else:
                    cs, ws = c // 13, win // 13
                    if (cs == ws and c > win) or (cs == 2 and ws != 2):
                        win, winner = c, turn
                turn = (turn + 1) & 3
            taken[winner] += 1
            turn = winner
            del leader
    return n_hands / (time.process_time() - t)


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--hands", type=int, default=4000)
    args = p.parse_args()
    gc.collect()
    eng, ref = [], []
    for seed in (1, 2, 3, 4, 5):
        eng.append(engine(args.hands, seed))
        ref.append(bare(args.hands, seed))
    e, b = statistics.median(eng), statistics.median(ref)
    print(f"engine: {e:,.0f} played hands/s median of 5 runs "
          f"({', '.join(f'{r:,.0f}' for r in sorted(eng))}): deal, 4 bids, 52 checked plays "
          "with legal_actions, scoring, events and the action log")
    print(f"bare int-bitmask random playout: {b:,.0f} hands/s median "
          f"({', '.join(f'{r:,.0f}' for r in sorted(ref))})")
    print(f"ratio engine / bare: {e / b:.2f} (median of the five paired runs: "
          f"{statistics.median(x / y for x, y in zip(eng, ref)):.2f})")


if __name__ == "__main__":
    main()
