"""The equal-cards convention (game/ai/convention.py): hard plays the lowest
of equal cards, so its partner can read that it lacks the next lower card.
A signal is only worth reading if it is kept every time and read only from
players who keep it."""

from __future__ import annotations

import random
import time
from types import SimpleNamespace

from test_ai_blunders import view_at
from test_ai_inference import position

from game.ai import make_bot
from game.ai.convention import denials, denied, keep, lowest_equal
from game.ai.hints import play_hint
from game.ai.inference import BidReading
from game.ai.kernel import to_mask
from game.ai.situation import Situation
from game.engine import DECK, PRESETS, Card, Match

EAST, NORTH, WEST = 1, 2, 3


def idx(code: str) -> int:
    return Card.parse(code).index


def mask(codes: str) -> int:
    return sum(1 << idx(c) for c in codes.split())


def test_cards_are_equal_when_nothing_in_play_lies_between():
    hand = mask("QS JS 9S 4S")
    # the 10♠ was played in an earlier trick: Q, J and 9 are equal, the 4 is not
    live = mask("KS 8S 7S 6S 5S 3S 2S AS")
    assert lowest_equal(idx("QS"), hand, live) == idx("9S")
    # the 10♠ is still in another hand: only Q and J are equal
    assert lowest_equal(idx("QS"), hand, live | mask("TS")) == idx("JS")
    # the 10♠ on the table in this trick parts them too: ``keep`` counts the
    # trick's cards as live, so the Q gives way to the J, not to the 9
    sit = SimpleNamespace(unseen=live, trick=[idx("TS")], hand=hand)
    cands = [Card.parse(c) for c in ("QS", "JS", "9S", "4S")]
    assert keep(idx("QS"), sit, cands) == idx("JS")
    off_table = SimpleNamespace(unseen=live, trick=[], hand=hand)  # the 10♠ played earlier
    assert keep(idx("QS"), off_table, cands) == idx("9S")
    assert lowest_equal(idx("4S"), hand, live) == idx("4S")


def test_a_card_denies_the_next_lower_card_still_in_play():
    assert denied(idx("KS"), 0) == mask("QS")
    assert denied(idx("KS"), mask("QS JS")) == mask("TS")  # the Q and J were played
    assert denied(idx("2S"), 0) == 0  # nothing lower
    assert denied(idx("3H"), mask("2H")) == 0


def tricks(*rows):
    """(leader, cards) per trick from ``(leader, "codes")``."""
    return [(leader, [Card.parse(c) for c in codes.split()]) for leader, codes in rows]


def test_reading_a_trick_names_what_each_player_lacks():
    # North leads the K♠, West follows with the 5♠, South the 9♠, East the 2♠
    denies, broke = denials(tricks((NORTH, "KS 5S 9S 2S")))
    assert denies[NORTH] == mask("QS")  # with the Q as well it would have led the Q
    assert denies[WEST] == mask("4S") and denies[0] == mask("8S") and denies[EAST] == 0
    assert broke == (False,) * 4


def test_a_card_on_the_table_is_not_denied():
    # East's J♠ comes after North's Q♠: North could not hold it, no news
    denies, _ = denials(tricks((NORTH, "QS JS 3S 2S")))
    assert denies[NORTH] == 0


def test_a_player_who_breaks_the_convention_is_no_longer_read():
    # East won with the K♠ denying the Q♠, then led the Q♠ itself
    history = tricks((NORTH, "5S 2S 3S KS"), (EAST, "QS 8S 6S 7S"), (EAST, "AD 2D 3D 4D"))
    denies, broke = denials(history)
    assert broke[EAST] and denies[EAST] == 0
    assert not broke[NORTH] and denies[NORTH] & mask("4S")  # its 5♠ denied the 4♠


def test_hard_keeps_the_convention_every_time():
    """Over whole hands, no card hard plays had a lower equal card beside it:
    the partner's read is never wrong."""
    checked = 0
    for seed in range(3):
        rng = random.Random(seed)
        deck = list(DECK)
        rng.shuffle(deck)
        bots = [make_bot("hard" if s % 2 == 0 else "medium", random.Random(seed * 4 + s),
                         think_ms=40) for s in range(4)]
        for b in bots:
            b.max_iter = 30
        m = Match(PRESETS["lebanese"], decks=[deck], first_dealer=seed % 4)
        while not m.hand_logs:
            seat = m.turn
            v = m.view(seat)
            hand = to_mask(list(m.hands[seat]))
            action = bots[seat].decide(v)
            if v.request == "play" and seat % 2 == 0:
                gone = to_mask([c for _, cs, _ in v.tricks for c in cs])
                d = denied(action.index, gone)
                if d and not d & to_mask(list(v.trick)):
                    checked += 1
                    assert not d & hand, f"hard played {action} while holding a lower equal card"
            m.apply(action)
    assert checked > 20  # the convention had something to say, often


def test_the_deals_follow_what_the_partner_denied():
    # West led the 5♠ and North (South's partner), last, won with the K♠: it
    # lacks the Q♠
    v = position("5C 6C 7C 8C 9C TC JC QC KC AC 5D 6D", [(WEST, "5S 2S 3S KS")],
                 taken=(0, 0, 1, 0))
    read = Situation.of(v, read_play=True, convention=2)
    plain = Situation.of(v, read_play=True)

    def partner_has(sit, code, n=300):
        reading = BidReading(sit, v, pool=8, steps=12)
        rng = random.Random(3)
        return sum(bool(reading.deal(rng)[NORTH] & mask(code)) for _ in range(n)) / n

    assert partner_has(read, "QS") < 0.1 < 0.2 < partner_has(plain, "QS")
    assert partner_has(read, "JS") > 0.2  # a lower card is still anybody's


def test_the_partner_alone_can_be_read():
    v = position("5C 6C 7C 8C 9C TC JC QC KC AC 5D 6D", [(WEST, "5S 2S 3S KS")],
                 taken=(0, 0, 1, 0))
    doubted = {s for s, _, _ in Situation.of(v, read_play=True, convention=1).doubts}
    assert NORTH in doubted and WEST not in doubted  # West's 5♠ denied the 4♠: not read
    assert WEST in {s for s, _, _ in Situation.of(v, read_play=True, convention=2).doubts}


def test_the_hint_plays_the_lowest_of_equal_cards():
    # South holds the K♠ Q♠ J♠ and must follow West's A♠: any is as good
    hand = "KS QS JS 5C 6C 7C 8C 9C TC JC QC KC 2D"
    unseen = " ".join(c.code for c in Card._all if c.code not in hand.split() + ["AS"])
    v = view_at(0, hand, unseen, trick="AS", leader=WEST)
    card, _ = play_hint(v, random.Random(0), deadline=time.monotonic() + 0.3)
    assert card.code == "JS"
