"""Every bot level only ever makes legal moves (bids, cards, redeal calls),
under each preset and with the redeal and five-to-run house rules on."""

from __future__ import annotations

import random

import pytest

from game.ai import LEVELS, make_bot
from game.engine import PRESETS, Match, Phase


def play_hands(rules, levels, n_hands: int, seed: int) -> int:
    rng = random.Random(seed)
    bots = [make_bot(levels[s], random.Random(seed * 10 + s), think_ms=1) for s in range(4)]
    moves = cards = 0
    m = Match(rules, seed=seed)
    while cards < 52 * n_hands:
        if m.is_over:
            m = Match(rules, seed=rng.getrandbits(32))
        seat = m.turn
        view = m.view(seat)
        action = bots[seat].decide(view)
        legal = m.legal_actions()
        assert action in legal, f"{levels[seat]} chose {action!r}, not in {legal}"
        if m.phase is Phase.PLAYING:
            assert action in view.hand
            cards += 1
        m.apply(action)
        moves += 1
    return moves


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_level_plays_legally(preset):
    rules = PRESETS[preset].replace(redeal_no_pictures=True)
    moves = 0
    for k, seed in enumerate(range(6)):
        levels = [LEVELS[(k + s) % len(LEVELS)] for s in range(4)]
        moves += play_hands(rules, levels, 3, seed)
    assert moves > 6 * 3 * 52


def test_five_to_run_and_win_bids():
    rules = PRESETS["lebanese"].replace(five_to_run=True,
                                       bid_values=(1, 2, 3, 4, 10, 12, 14, 16, 27, "win",
                                                   "win", "win", "win"))
    assert play_hands(rules, ["hard", "medium", "easy", "hard"], 4, 99) > 100
