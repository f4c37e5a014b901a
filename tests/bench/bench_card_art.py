"""Print how long the card art, the icon and the sounds take to build (not a pass/fail test).

    SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy python tests/bench/bench_card_art.py
"""

from __future__ import annotations

import os
import random
import statistics
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import pygame  # noqa: E402

from game.ui.card_art import BACKS, CardArt  # noqa: E402
from game.ui.icon import make_icon_surface  # noqa: E402
from game.ui.sound import SOUND_NAMES, Sounds, synthesize  # noqa: E402


def timed(fn, repeat: int = 5) -> float:
    """Median milliseconds of ``fn()`` over ``repeat`` runs."""
    runs = []
    for _ in range(repeat):
        start = time.perf_counter()
        fn()
        runs.append((time.perf_counter() - start) * 1000)
    return statistics.median(runs)


def main() -> None:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((64, 64))
    CardArt(30).faces()  # warm the font cache once, as a running game would have
    for width in (60, 90, 140, 200):
        ms = timed(lambda w=width: CardArt(w).faces())
        print(f"52 faces at {width:3d} px wide: {ms:7.1f} ms (median of 5)")
    for back in BACKS:
        ms = timed(lambda b=back: CardArt(90, back=b).back())
        print(f"back {back:8s} at 90 px:   {ms:7.1f} ms")
    print(f"icon 64 px:                {timed(lambda: make_icon_surface(64)):7.1f} ms")
    print(f"icon 256 px:               {timed(lambda: make_icon_surface(256)):7.1f} ms")
    synth = timed(lambda: [synthesize(n, random.Random(1)) for n in SOUND_NAMES], 3)
    print(f"synthesise all sounds:     {synth:7.1f} ms")
    print(f"Sounds() with the mixer:   {timed(lambda: Sounds(), 3):7.1f} ms")


if __name__ == "__main__":
    main()
