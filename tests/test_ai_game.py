"""Near 41, hard plays for the game, not for the points of the hand.

A scripted hand (Lebanese) reaches trick 12 with South at 38 and a bid of 3
that needs one more trick, North at 20 with a bid of 6 that needs one more
too. East leads 5♦, North's K♦ is certain to win, West follows, and South
holds A♦ and 2♦. The last trick is the opponents' whatever happens (North
has shown it holds no trump; East and West hold the last two). So South
chooses whose bid is made:

* overtake with A♦: South makes 3 and reaches 41 with North still above 0,
  which wins the game (North fails 6: -12 on the hand's points);
* play 2♦: North makes 6 (+12) and South fails 3 (-3): more points, no game.

Hard overtakes; the same search valuing only the points plays 2♦; and with
South far from 41, hard leaves the trick to North (it never overtakes a
partner's sure winner for nothing).
"""

from __future__ import annotations

import dataclasses
import random
import time

from scripted import cards, deck_for

from game.ai import make_bot
from game.ai.inference import BidReading
from game.ai.search import solved_deals
from game.ai.search_bots import HardBot
from game.ai.situation import Situation
from game.engine import PRESETS, Card, Match

LEB = PRESETS["lebanese"]
DEALER = 3  # West deals: South bids first and leads the first trick


SOUTH = cards("KS AH 5S 2C 6C TD 9D QC 4H QS 6H AD 2D")
EAST = cards("6S 2H 2S 4C 7C 6D 8D JC 5H 9H JH 5D KH")
NORTH = cards("4S 9S AS AC KC QD JD TC 8S JS 8C KD 3C")
WEST = cards("7S 3H 3S 5C 9C 3D 7D 8H TH TS 7H 4D QH")
BIDS = (3, 2, 6, 2)  # South, East, North, West
PLAY = ("KS 6S 4S 7S  AH 2H 9S 3H  5S 2S AS 3S  AC 5C 2C 4C  KC 9C 6C 7C  QD 3D TD 6D  "
        "JD 7D 9D 8D  TC 8H QC JC  TH 4H 5H 8S  TS QS 9H JS  JH 8C 7H 6H  5D KD 4D")


def trick_twelve(south_score: int) -> Match:
    hands = [SOUTH, EAST, NORTH, WEST]
    m = Match(LEB, first_dealer=DEALER, decks=[deck_for(hands, DEALER)],
              scores=[south_score, 10, 20, 10])
    for b in BIDS:
        m.apply(b)
    for c in PLAY.split():
        m.apply(Card.parse(c))
    assert m.turn == 0 and m.taken == [2, 2, 5, 2]
    return m


def hard(seed: int = 1):
    bot = make_bot("hard", random.Random(seed), think_ms=60_000)
    bot.max_iter = 1600  # 200 deals: the choice depends only on the seed
    return bot


def test_near_41_hard_overtakes_its_partner_to_win_the_game():
    view = trick_twelve(38).view(0)
    assert set(view.legal) == set(cards("AD 2D"))
    for seed in (1, 2, 3):
        assert hard(seed).decide(view) == Card.parse("AD")


def test_the_same_search_valuing_points_only_keeps_partners_trick():
    view = trick_twelve(38).view(0)
    points_only = dataclasses.replace(view, target=10_000)  # no score ends the game
    sit = Situation.of(points_only, read_play=True)
    reading = BidReading(sit, points_only, HardBot.pool, HardBot.steps)
    best, stats = solved_deals(points_only, sit, cards("AD 2D"), random.Random(1),
                               time.monotonic() + 60, reading, HardBot.made_bonus,
                               max_deals=200)
    assert best == Card.parse("2D").index
    assert stats[best][0] > stats[Card.parse("AD").index][0]


def test_far_from_41_hard_leaves_the_trick_to_its_partner():
    view = trick_twelve(10).view(0)
    assert hard().decide(view) == Card.parse("2D")
