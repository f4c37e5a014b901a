"""Undo: your last bid or card taken back, with every bot action since, to
the exact earlier state (the same cards, and the same deals to come); a game
with undo is kept out of the win rate."""

from __future__ import annotations

import copy
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ai import make_bot
from game.engine import Match, Phase, Rules
from game.session.table import Immediate, TableSession
from game.storage import Stats


def table(seed: int) -> TableSession:
    return TableSession(Match(seed=seed), ["human", "bot:random", "bot:random", "bot:random"],
                        thinker=Immediate(), rng=random.Random(seed))


def step(s: TableSession, rng: random.Random) -> None:
    """One action at the table: yours (a random legal one) or a bot's."""
    if s.human_turn(0):
        s.submit(0, rng.choice(s.match.legal_actions()))
    else:
        while not s.update(10.0, ready=True) and not s.match.is_over:
            pass


def same_state(a: Match, b: Match) -> None:
    assert a.phase == b.phase and a.turn == b.turn and a.hand_number == b.hand_number
    assert a.legal_actions() == b.legal_actions()
    assert [a.view(s) for s in range(4)] == [b.view(s) for s in range(4)]
    assert a.scores == b.scores and a.events == b.events and a.actions == b.actions


def future(m: Match, seed: int, n: int = 80) -> list:
    """The next ``n`` events when the same random choices are made from ``m``
    (through the next deals: the deck to come must be the same)."""
    rng = random.Random(seed)
    start = len(m.events)
    while len(m.events) - start < n and not m.is_over:
        m.apply(rng.choice(m.legal_actions()))
    return m.events[start:start + n]


@settings(max_examples=40, deadline=None)
@given(seed=st.integers(0, 10 ** 6), skip=st.integers(0, 60), after=st.integers(0, 12),
       where=st.sampled_from(["any", "bidding", "mid_trick", "last_of_trick"]))
def test_undo_returns_the_exact_earlier_state(seed, skip, after, where):
    rng = random.Random(seed)
    s = table(seed)
    for _ in range(skip):  # somewhere into the game
        step(s, rng)
    # on to one of your turns of the kind asked for
    for _ in range(400):
        m = s.match
        if m.is_over:
            return
        kind = s.human_turn(0)
        trick = len(m.view(0).trick) if m.phase is Phase.PLAYING else -1
        if kind and (where == "any" or (where == "bidding" and kind == "bid")
                     or (where == "mid_trick" and 0 < trick < 3)
                     or (where == "last_of_trick" and trick == 3)):
            break
        step(s, rng)
    else:
        return
    before = copy.deepcopy(s.match)
    hand = s.match.hand_number
    s.submit(0, rng.choice(s.match.legal_actions()))
    for _ in range(after):  # the bots (and maybe you) go on, within the hand
        if s.match.hand_number != hand or s.match.is_over:
            break
        step(s, rng)
    if s.match.hand_number != hand or s.match.is_over:
        assert not s.can_undo(0)  # once the next hand is dealt, it is too late
        assert not s.undo(0)
        return
    # take back every later action of yours too: the last undo returns to `before`
    while s.undo(0) and len(s.match.actions) > len(before.actions):
        pass
    same_state(s.match, before)
    assert future(s.match, seed) == future(before, seed)
    assert s.undone


def test_nothing_to_take_back_changes_nothing():
    s = table(3)
    while not s.human_turn(0):
        step(s, random.Random(1))
    n = len(s.match.actions)
    assert not s.can_undo(0) and not s.undo(0)
    assert len(s.match.actions) == n and not s.undone


def test_a_bot_decision_in_flight_is_dropped():
    class Slow(Immediate):
        def ask(self, level, view, seed, think_ms=None):
            from concurrent.futures import Future
            self.asked = Future()
            return self.asked

    thinker = Slow()
    s = TableSession(Match(seed=4), ["human", "bot:random", "bot:random", "bot:random"],
                     thinker=thinker, rng=random.Random(4))
    rng = random.Random(4)
    while not s.human_turn(0):
        if s.match.turn != 0:
            s.match.apply(rng.choice(s.match.legal_actions()))
    s.submit(0, s.match.legal_actions()[0])
    s.update(10.0, ready=True)  # East is asked; no answer yet
    assert s.bots.pending is not None
    assert s.undo(0)
    assert s.bots.pending is None and thinker.asked.cancelled()
    assert s.human_turn(0)


def test_a_game_with_undo_is_kept_out_of_the_win_rate():
    won = Stats()
    with_undo = Stats()
    for seed in range(40):  # find a game South's team wins (easy bots, a short target)
        m = Match(Rules(target=21), seed=seed)
        bots = [make_bot("easy", random.Random(seed * 4 + i)) for i in range(4)]
        while not m.is_over:
            m.apply(bots[m.turn].decide(m.view(m.turn)))
        if m.winner == 0:
            break
    assert m.winner == 0
    won.update(m, "g")
    with_undo.update(m, "g", undo=True)
    assert (won.games_played, won.games_won, won.win_rate) == (1, 1, 1.0)
    assert (with_undo.games_played, with_undo.win_rate) == (0, None)
    assert (with_undo.games_undo, with_undo.games_undo_won) == (1, 1)
    assert with_undo.hands_played == won.hands_played  # its hands still count
    again = Stats.from_dict(with_undo.to_dict(), [])
    assert (again.games_undo, again.games_undo_won) == (1, 1)


# ------------------------------------------------------------ at the table
def test_ctrl_z_at_the_table_takes_back_your_card_and_shows_the_hand_again(tmp_path):
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    import pygame
    from doubles import InstantThinker, Quiet
    from events import click, key

    from game.options import Options
    from game.session import Keeper
    from game.ui.app import App
    from game.ui.table import TableScene

    app = App((1280, 720), options=Options(sound=False))
    keeper = Keeper(None, Stats)
    scene = TableScene(seed=5, speed="instant", thinker=InstantThinker(), sounds=Quiet(),
                       keeper=keeper)
    app.push(scene)
    try:
        for _ in range(3000):  # bid the smallest, then on to your first card
            app.step(1 / 60)
            if scene.human_turn() == "bid" and scene.bid_panel.visible:
                click(scene.bid_panel.buttons[0].rect.center)
            if scene.human_turn() == "play" and scene.director.caught_up:
                break
        assert scene.human_turn() == "play"
        assert scene.undo_offered()  # your bid can be taken back
        before = copy.deepcopy(scene.match)
        scene.try_play(scene.match.legal_actions()[0])
        for _ in range(30):
            app.step(1 / 60)
        assert len(scene.board.hands[0]) == 12
        key(pygame.K_z, pygame.KMOD_CTRL)
        app.step(1 / 60)
        same_state(scene.match, before)
        assert scene.match is scene.session.match
        assert len(scene.board.hands[0]) == 13 and scene.human_turn() == "play"
        assert keeper.extra.get("undo") is True  # the game is marked
        # the button is drawn while there is something to take back
        app.step(1 / 60)
        assert scene.undo_offered()
        click(scene.hand.undo_button.rect.center)  # takes back the bid too
        app.step(1 / 60)
        assert scene.match.phase is Phase.BIDDING and scene.human_turn() == "bid"
        assert not scene.undo_offered()
    finally:
        app.close()
