"""What the game says must be true: the reason given for a lead, the claim
played out quickly, the volume heard as it changes, the statistics' words."""

from __future__ import annotations

import random

import pygame
from doubles import frames, start_table
from events import key as press
from test_ai_blunders import view_at
from test_session import claimable_match

from game.ai.hints import HintReason, reason
from game.ai.search_bots import HardBot
from game.engine import Card, Match, Rank
from game.strings import explain_hint

DT = 1 / 60


def english(card):
    return card.label(False) + card.suit.symbol


# ------------------------------------------------------------ the leads
def lead_reasons(hand: str, unseen: str) -> dict:
    """The reason the hint (and the hand review) gives for leading each card."""
    v = view_at(0, hand, unseen, leader=0)
    sit = HardBot(random.Random(1)).situation(v)
    return {c.code: reason(v, sit, c) for c in v.hand}


def test_leads_low_is_said_only_of_a_low_card():
    why = lead_reasons("JH 4H KS 5S 3C",
                       "AH KH QH 2H AS QS 7S 2S 9C 8C 7C 6C 5D 6D 7D")
    # the low cards: "leads low"
    for code in ("4H", "5S", "3C"):
        assert why[code].code == HintReason.LEADS_LOW
    # the jack of trumps and the king of spades are the player's best of
    # their suits: not "low", but what is true, the higher card still out
    assert why["JH"].code == HintReason.LEADS_UNDER
    assert explain_hint(why["JH"], english) == "leads J\u2665, though A\u2665 is still out"
    assert why["KS"].code == HintReason.LEADS_UNDER
    assert explain_hint(why["KS"], english) == "leads K\u2660, though A\u2660 is still out"
    assert explain_hint(why["4H"], english) == "leads low in hearts"


def test_no_lead_of_a_ten_or_higher_nor_of_your_best_card_is_called_low():
    rng = random.Random(4)
    for _ in range(30):
        deck = list(Card._all)
        rng.shuffle(deck)
        hand, unseen = deck[:6], deck[6:24]
        why = lead_reasons(" ".join(c.code for c in hand), " ".join(c.code for c in unseen))
        for c in hand:
            if why[c.code].code != HintReason.LEADS_LOW:
                continue
            suit = [d for d in hand if d.suit == c.suit]
            assert c.rank < Rank.TEN, (c.code, hand)
            assert len(suit) == 1 or c != max(suit, key=lambda d: d.rank), (c.code, hand)


# ------------------------------------------------------------ the claim
def seconds_to_play_out(app, trick_click: bool = False) -> float:
    """The seconds from the automatic claim to the hand's summary, at normal speed."""
    m, _ = claimable_match()
    assert m.claim(0)
    app.options.auto_claim = True
    app.options.trick_click = trick_click
    scene = start_table(app, speed="normal", match=m)
    n = 0
    while not (scene.director.blocked and m.hand_number == 2) and n < 60 * 60:
        app.step(DT)
        n += 1
    assert m.hand_logs[0].taken[0] == 13  # your cards took every trick
    return n * DT


def test_the_claimed_tricks_are_played_out_quickly(app):
    # four tricks at normal speed take some 15 seconds when the bots pause
    # and each trick is held as long as usual: a claim's go by quickly
    assert seconds_to_play_out(app) < 7.0


def test_the_claimed_tricks_do_not_wait_for_your_click(app):
    assert seconds_to_play_out(app, trick_click=True) < 7.0


def test_a_claim_taken_back_by_undo_is_announced_again_when_made_again():
    from game.session.table import Immediate, TableSession

    m, _ = claimable_match()
    s = TableSession(m, ["human"] + ["bot:random"] * 3, thinker=Immediate(), auto_claim=True,
                     rng=random.Random(1))
    s.update(1.0, ready=True)
    assert s.claim_hand == m.hand_number and ("play.claim", {}) in s.notes()
    assert s.undo(0)
    assert s.claim_hand == 0  # taken back: the bots pause again until it is made again
    s.update(1.0, ready=True)
    assert ("play.claim", {}) in s.notes() and s.claim_hand == s.match.hand_number


# ------------------------------------------------------------ the volume
def test_changing_the_volume_plays_a_sample_at_the_new_volume(app, home, monkeypatch):
    from game.ui.screens import SettingsScreen
    from game.ui.sound import Sounds

    heard = []
    monkeypatch.setattr(Sounds, "play", lambda self, name, gain=1.0:
                        heard.append((name, round(self.volume, 2))))
    home.settings.options.sound = True
    home.settings.options.volume = 0.7
    screen = SettingsScreen(home, page="options")
    app.push(screen)
    frames(app)
    assert heard == []  # opening the settings is silent
    screen.focus["options"] = [c.key for c in screen.current].index("volume")
    press(pygame.K_RIGHT)
    frames(app)
    assert home.settings.options.volume == 0.8
    assert heard == [("flick", 0.8)]  # heard at once, at the new volume
    press(pygame.K_LEFT)
    press(pygame.K_LEFT)
    frames(app)
    assert heard[1:] == [("flick", 0.7), ("flick", 0.6)]
    home.settings.options.sound = False
    press(pygame.K_RIGHT)
    frames(app)
    assert len(heard) == 3  # the sound is off: nothing to hear


# ------------------------------------------------------------ the statistics
def test_the_statistics_do_not_call_an_abandoned_games_hands_games_played():
    from game.session.table import Immediate, TableSession
    from game.storage import Stats
    from game.ui.screens.stats import stat_lines

    m = Match(seed=2)
    session = TableSession(m, ["bot:random"] * 4, thinker=Immediate())
    while m.hand_number < 3:
        session.update(10.0, ready=True)
    stats = Stats()
    stats.update(m, "abandoned")  # a game left for a new one: its hands count
    assert stats.hands_played >= 1 and stats.games_played == 0
    lines = dict(stat_lines(stats))
    assert lines["Games finished"] == "0"  # not "Games played: 0" beside its hands
    assert "Games played" not in lines
