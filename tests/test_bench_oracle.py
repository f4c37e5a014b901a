"""The bench's yardstick (``tests/bench/oracle_bot.py``): hard's search on
the true deal. It is only worth its figures if it really plays on the cards
as they lie, and only where the bench shows them to it."""

from __future__ import annotations

import os
import random
import sys

import pytest

from game.ai import make_bot
from game.ai.inference import BidReading
from game.ai.kernel import SUIT
from game.ai.safety import candidates
from game.ai.search import reward_of
from game.ai.search_bots import HardBot
from game.ai.situation import Situation
from game.engine import PRESETS, Match, Phase
from game.engine.core import add_card
from game.engine.solver import Solver

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "bench"))
from oracle_bot import SHOWN, OracleBot, ShapedDeals  # noqa: E402


def end_positions(count: int, tricks_left: int = 3):
    """Matches stopped with ``tricks_left`` tricks to play, at a seat with
    more than one legal card, from hands played by easy."""
    seed = 0
    while count:
        seed += 1
        m = Match(PRESETS["lebanese"], seed=seed)
        bots = [make_bot("easy", random.Random(seed * 4 + s)) for s in range(4)]
        start = m.hand_number
        while m.hand_number == start and not m.is_over:
            v = m.view(m.turn)
            if (m.phase is Phase.PLAYING and len(v.tricks) == 13 - tricks_left
                    and len(v.legal) > 1):
                yield m
                count -= 1
                break
            m.apply(bots[m.turn].decide(v))


def real_values(m, view) -> dict:
    """Each candidate card's exact worth to the seat's team on the real
    deal: the rest of the hand solved with every hand in view."""
    sit = Situation.of(view, read_play=True)
    reward = reward_of(view, OracleBot.made_bonus, OracleBot.point_scale)
    sign = 1.0 if view.seat % 2 == 0 else -1.0
    out = {}
    for c in candidates(view, sit):
        hands = [m.held(s) for s in range(4)]
        hands[view.seat] ^= 1 << c.index
        trick, leader, taken = add_card(sit.trick, sit.leader, sit.taken, c.index)
        out[c] = sign * Solver(reward.team0, 0).solve(hands, trick, leader, taken)[0]
    return out


def test_at_the_end_of_a_hand_the_oracle_plays_the_best_card_of_the_real_deal():
    tested = 0
    for m in end_positions(150):
        view = m.view(m.turn)
        values = real_values(m, view)
        if len(set(values.values())) == 1:
            continue  # every card is worth the same here: nothing to test
        oracle = OracleBot(random.Random(1))
        oracle.see(m)
        card = oracle.decide(view)
        assert values[card] == max(values.values()), (view.seat, card.code, values)
        tested += 1
    assert tested >= 10  # positions where a wrong card costs


def test_the_oracle_refuses_to_play_where_it_is_not_shown_the_deal():
    for m in end_positions(20, tricks_left=6):
        view = m.view(m.turn)
        if len(candidates(view, Situation.of(view, read_play=True))) > 1:
            break  # a position where the search would run
    with pytest.raises(RuntimeError, match="shows it the deal"):
        OracleBot(random.Random(1)).decide(view)


def test_shown_only_its_partners_hand_it_draws_the_opponents():
    """``oracle@sees=partner``: every deal its search draws gives the partner
    its real hand, and the opponents' hands vary from deal to deal."""
    m = next(end_positions(1, tricks_left=9))
    view = m.view(m.turn)
    oracle = OracleBot(random.Random(1))
    oracle.sees = "partner"
    oracle.see(m)
    seat = view.seat
    known = [(seat + 2) & 3]
    drawn = [(seat + 1) & 3, (seat + 3) & 3]
    reading = BidReading(oracle.shown(Situation.of(view, read_play=True)), view, 8, 12)
    deals = [reading.deal(random.Random(i)) for i in range(60)]
    for hands in deals:
        assert [hands[s] for s in known] == [m.held(s) for s in known]
    assert len({tuple(hands[s] for s in drawn) for hands in deals}) > 1


@pytest.mark.parametrize("sees", ["partner_trumps", "partner_honours", "partner_side_honours"])
def test_shown_part_of_its_partners_hand_it_draws_the_rest(sees):
    """``oracle@sees=partner_trumps`` (and the honours): in every deal its
    search draws, the partner holds exactly its real cards among those
    shown, and the partner's other cards still vary from deal to deal."""
    m = next(end_positions(1, tricks_left=9))
    view = m.view(m.turn)
    oracle = OracleBot(random.Random(1))
    oracle.sees = sees
    oracle.see(m)
    partner = (view.seat + 2) & 3
    sit = Situation.of(view, read_play=True)
    shown = SHOWN[sees] & sit.unseen
    assert shown  # the position has cards of the kind still out
    reading = BidReading(oracle.shown(sit), view, 8, 12)
    deals = [reading.deal(random.Random(i)) for i in range(60)]
    for hands in deals:
        assert hands[partner] & shown == m.held(partner) & shown
    assert len({hands[partner] & ~shown for hands in deals}) > 1


def test_told_its_partners_suit_lengths_it_draws_deals_of_that_shape():
    """``oracle@sees=partner_shape``: the deals give the partner its real
    number of cards in every suit, keep every void shown, and still vary
    the partner's cards."""
    m = next(end_positions(1, tricks_left=10))
    view = m.view(m.turn)
    partner = (view.seat + 2) & 3
    sit = Situation.of(view, read_play=True)
    want = [(m.held(partner) & SUIT[s]).bit_count() for s in range(4)]
    barred = sit.barred()
    reading = ShapedDeals(BidReading(sit, view, 8, 12), partner, want, barred)
    deals = [reading.deal(random.Random(i)) for i in range(60)]
    for hands in deals:
        assert [(hands[partner] & SUIT[s]).bit_count() for s in range(4)] == want
        assert all(not hands[s] & barred[s] for s in range(4) if s != view.seat)
        assert hands[view.seat] == m.held(view.seat)
    assert len({hands[partner] for hands in deals}) > 1


def test_past_the_tricks_it_is_shown_it_plays_as_hard():
    """``sees_tricks=N``: from the N-th trick on, the oracle draws its deals
    as hard does, so it chooses exactly as hard would (same seed, same
    search); before them, on the real deal, it sometimes does not."""
    differ = 0
    for m in end_positions(12, tricks_left=8):
        view = m.view(m.turn)
        bots = [OracleBot(random.Random(3), think_ms=100000),
                OracleBot(random.Random(3), think_ms=100000),
                HardBot(random.Random(3), think_ms=100000)]
        bots[0].sees_tricks = 5  # played: 5 tricks, so it no longer sees
        bots[1].sees_tricks = 6
        for b in bots:
            b.max_iter = 40
            if isinstance(b, OracleBot):
                b.see(m)
        late, early, hard = (b.decide(view) for b in bots)
        assert late == hard
        differ += early != hard
    assert differ >= 1
