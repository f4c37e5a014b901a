"""The hand review and the hints, audited as a learner reads them: the reason
given under a card is true of the position (the same reason, worded in the
same place, for the hint and the review)."""

from __future__ import annotations

import random

from scripted import cards, deck_for

from game.ai.hints import HintReason, reason
from game.ai.search_bots import HardBot
from game.engine import PRESETS, Card, Match
from game.strings import explain_hint

LEB = PRESETS["lebanese"]
DEALER = 1  # East deals: North bids first and leads the first trick


def why(m: Match, card: str):
    """The reason the review (and a hint) gives for South's ``card`` now."""
    view = m.view(0)
    sit = HardBot(random.Random(1)).situation(view)
    return reason(view, sit, Card.parse(card))


def play(m: Match, codes: str) -> None:
    for c in codes.split():
        m.play(m.turn, c)


# --------------------------------------------------- a card that lets it go
# North leads a small diamond and West plays the jack; South holds the ace
NORTH = cards("AS KS QS JS 2D 3D 4D 5D 2C 3C 4C 5C 6C")
EAST = cards("5S 4S 3S 2S 6H 5H 4H 3H 9D 8D 7D 9C 8C")
SOUTH = cards("AH KH QH JH 2H AD KD QD 6D AC KC QC 7C")
WEST = cards("TS 9S 8S 7S 6S TH 9H 8H 7H JD TD JC TC")


def test_a_card_that_lets_a_trick_go_is_not_said_to_be_unable_to_win():
    m = Match(LEB, first_dealer=DEALER, decks=[deck_for([SOUTH, EAST, NORTH, WEST], DEALER)])
    for b in (4, 2, 5, 2):  # North, West, South, East
        m.apply(b)
    play(m, "2D JD")  # South, who still needs tricks, could win with the A, K or Q
    w = why(m, "6D")
    words = explain_hint(w)
    assert w.code is not HintReason.CANNOT_WIN and "cannot win" not in words
    assert words == "lets this trick go: keeps the better cards"
    m2 = Match(LEB, first_dealer=DEALER, decks=[deck_for([SOUTH, EAST, NORTH, WEST], DEALER)])
    for b in (4, 2, 5, 2):
        m2.apply(b)
    play(m2, "2C TC")  # West's 10 of clubs: South's A and K win, the 7 does not
    assert why(m2, "7C").code is HintReason.DUCKS


# ------------------------------------------ a lead for the partner to trump
# North has no hearts and no diamonds; South holds small diamonds
NORTH2 = cards("AS KS QS JS TS 9S 8S 2C 3C 4C 5C 6C 7C")
SOUTH2 = cards("AH KH QH JH TH AD 2D 3D 4D 5D AC KC QC")
EAST2 = cards("7S 6S 5S 9H 8H 7H 6H KD QD JD TD JC TC")
WEST2 = cards("4S 3S 2S 5H 4H 3H 2H 9D 8D 7D 6D 9C 8C")


def test_partner_can_trump_is_said_only_while_the_partner_may_hold_a_trump():
    m = Match(LEB, first_dealer=DEALER,
              decks=[deck_for([SOUTH2, EAST2, NORTH2, WEST2], DEALER)])
    for b in (3, 2, 4, 2):  # North, West, South, East
        m.apply(b)
    play(m, "2C 8C AC TC")  # South wins the first trick and leads
    play(m, "AD TD 7C 6D")  # North shows out of diamonds (hearts unknown yet)
    assert why(m, "2D").code is HintReason.PARTNER_TRUMPS  # it may well ruff
    play(m, "AH 6H 8S 2H")  # and now out of hearts too: it has no trump to ruff with
    w = why(m, "2D")
    assert w.code is not HintReason.PARTNER_TRUMPS
    assert "trump" not in explain_hint(w)


# ------------------------------------------------ a hand dealt again
def redealt_by_you() -> Match:
    """A game whose first hand you, holding no picture, had dealt again."""
    from game.engine import Phase

    rules = LEB.replace(redeal_no_pictures=True)
    for seed in range(1000):
        m = Match(rules, seed)
        if m.phase is Phase.REDEAL and m.turn == 0:
            m.apply(True)
            return m
    raise AssertionError("no such deal")


def test_the_review_of_a_hand_dealt_again_says_so_and_shows_no_empty_table(app):
    from game.learn.review import HandReview, moves, split
    from game.ui.table.review import ReviewDialog, headline

    m = redealt_by_you()
    review = HandReview(1, *split(moves(m, 1)))
    # you did decide something (to call the redeal): not "you had no choice"
    assert "dealt again" in headline(review) and "no choice" not in headline(review)
    thrown = Match(LEB, 3)
    while not thrown.hand_logs:  # four bids of 2: thrown in, your bid its one row
        thrown.apply(min(thrown.legal_actions()))
    one_bid = HandReview(1, *split(moves(thrown, 1)))
    assert len(one_bid.rows()) == 1
    heights = []
    for r in (review, one_bid):
        dialog = ReviewDialog(r, str, [("Close", None)], cancel=0)
        app.push(dialog)
        app.step(1 / 60)
        heights.append(dialog.rect.height)
        app.pop()
    # the headline and its button alone: no room kept for rows that never come
    assert heights[0] < heights[1] - 100
