"""Test doubles for the table: a bot thinker that answers at once, and silence."""

import random

from game.ai.random_bot import RandomBot


class Ready:
    """A decision that is already made."""

    def __init__(self, value):
        self.value = value

    def done(self):
        return True

    def result(self):
        return self.value

    def cancel(self):
        pass


class InstantThinker:
    """The random bot, answering at once (the table still polls it)."""

    def ask(self, level, view, seed, think_ms=None):
        return Ready(RandomBot(random.Random(seed)).decide(view))

    def close(self):
        pass


class HintingThinker(InstantThinker):
    """Also gives the real hints, computed at once on the caller's thread."""

    def hint(self, view, seed, think_ms=30):
        from game.ai.hints import hint
        return Ready(hint(view, random.Random(seed), think_ms=think_ms))


class Quiet:
    enabled = False

    def play(self, name):
        pass

    def stop(self):
        pass


class ReviewingThinker(InstantThinker):
    """Also judges the hand review's decisions, at once on the caller's
    thread, on a few deals (the verdict depends only on the seed)."""

    def run(self, fn, decision, seed, budget_ms):
        return Ready(fn(decision, seed, 60_000, 40))


def table_at_your_bid(app, seed: int = 7):
    """A table (instant bots, no sound) pushed on ``app`` and run until it
    waits on your first bid, nothing on the cloth yet."""
    from game.ui.table import TableScene

    scene = TableScene(seed=seed, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    app.step(1 / 60)
    for _ in range(600):
        if scene.human_turn() is not None:
            break
        app.step(1 / 60)
    return scene


def open_sheet(app, scene):
    """Open the score sheet as a player does: the Scores button in the
    status bar. The sheet."""
    from events import click

    from game.ui.table.dialogs import ScoreSheetDialog

    scores = next(b for b in scene.status.buttons if b.name == "scores")
    click(scores.rect.center)
    for _ in range(2):
        app.step(1 / 60)
    assert isinstance(app.top, ScoreSheetDialog)
    return app.top


def lesson_window(home, size, lesson):
    """A window (no sound) on ``lesson`` of Learn to play, opened as a player
    opens it, and the lesson's table: (app, scene)."""
    from events import click

    from game.ui.app import App
    from game.ui.screens import install
    from game.ui.screens.learn import LearnScreen
    from game.ui.table import TableScene

    home.settings.options.sound = False
    app = App(size, options=home.settings.options)
    install(app, home)
    screen = LearnScreen(home, thinker=InstantThinker(), sounds=Quiet())
    app.push(screen)
    for _ in range(2):
        app.step(1 / 60)
    click(next(b for b in screen.buttons if b.name == lesson).rect.center)
    for _ in range(2):
        app.step(1 / 60)
    scene = app.top
    assert isinstance(scene, TableScene)
    return app, scene


def start_table(app, seed=1, speed="instant", autoplay=False, hands=None, match=None):
    """A table pushed on ``app`` with bots that answer at once, one frame run."""
    from game.ui.table import TableScene

    scene = TableScene(match=match, seed=seed, speed=speed, autoplay=autoplay, hands=hands,
                       thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    app.step(1 / 60)
    return scene


def run_until(app, cond, frames=3000) -> bool:
    """Run ``app`` at 60 frames a second until ``cond()`` holds (at most
    ``frames`` frames); whether it does."""
    for _ in range(frames):
        if cond():
            return True
        app.step(1 / 60)
    return cond()


def to_a_trick_waiting_for_your_click(app, scene, seed: int = 5) -> None:
    """With the option "wait after each trick" on, play (your cards at
    random, your bids the lowest from 3) until a whole trick waits for your
    click."""
    m, rng = scene.match, random.Random(seed)
    for _ in range(20000):
        if scene.board.trick_waiting:
            break
        turn = scene.human_turn()
        if turn is not None:
            scene.session.submit(0, rng.choice(m.legal_actions()) if turn == "play"
                                 else max(3, min(m.legal_actions())))
        app.step(1 / 60)


def tricks_played(size, seed: int = 6, tracker: bool = True):
    """A table of ``size`` (card tracker on or off), played by the bots until
    three tricks are over and the cloth is clear: (app, scene)."""
    from game.options import Options
    from game.ui.app import App
    from game.ui.table import TableScene

    app = App(size, options=Options(sound=False, card_tracker=tracker))
    scene = TableScene(seed=seed, speed="instant", autoplay=True, thinker=InstantThinker(),
                       sounds=Quiet())
    app.push(scene)
    for _ in range(4000):
        app.step(1 / 60)
        if len(scene.board.tricks) >= 3 and scene.director.caught_up and not scene.board.trick:
            break
    return app, scene


def frames(app, n: int = 2) -> None:
    """``n`` frames of the app at 60 a second."""
    for _ in range(n):
        app.step(1 / 60)


def to_your_card(app, scene, played: int) -> None:
    """Run the table, bidding your lowest, until it waits on your card with
    ``played`` of your cards (your first legal one each time) behind you."""
    for _ in range(5000):
        app.step(1 / 60)
        turn = scene.human_turn()
        if turn == "bid" and scene.bid_panel.visible:
            scene.submit(scene.match.legal_actions()[0])
        elif turn == "play" and scene.director.caught_up:
            if not played:
                return
            scene.try_play(scene.match.legal_actions()[0])
            played -= 1


def window(size):
    """A quiet window of ``size`` (no sound, the default options)."""
    from game.options import Options
    from game.ui.app import App

    return App(size, options=Options(sound=False))


def sheet_rows(n: int) -> list:
    """``n`` played hands for the score sheet, their bids, tricks and points
    varied (two- and one-digit figures, made and failed bids)."""
    from game.ui.table.board import SheetRow

    rows, scores = [], [0, 0, 0, 0]
    for number in range(1, n + 1):
        bids = tuple(2 + (number + s) % 4 for s in range(4))
        taken = tuple((number * 3 + s) % 7 for s in range(4))
        points = tuple(b if k >= b else -b for b, k in zip(bids, taken))
        scores = [a + b for a, b in zip(scores, points)]
        rows.append(SheetRow(number, number % 4, None, bids, taken, points, tuple(scores)))
    return rows


def play_until(app, scene, done, seed=1):
    """Your bids and cards at random (the hand summary closed) until ``done()``."""
    import pygame
    from events import key

    from game.ui.dialog import Dialog

    rng = random.Random(seed)
    m = scene.match

    def step():
        if done():
            return True
        if isinstance(app.top, Dialog):
            key(pygame.K_RETURN)
        elif scene.human_turn() is not None:
            scene.session.submit(0, rng.choice(m.legal_actions()))
        return False

    assert run_until(app, step, 20000)


def claimable_match():
    """South on lead after 9 tricks, holding cards that must take the last 4."""
    from scripted import bid_in_turn, deck_for, planned_hand, play_tricks, winners_for

    from game.engine import Match

    hands, tricks = planned_hand(winners_for([12, 0, 0, 0]), 0, 3)
    m = Match(seed=1, first_dealer=3, decks=[deck_for(hands, 3)])
    bid_in_turn(m, [3, 3, 3, 3])
    play_tricks(m, tricks[:9])
    return m, tricks


def one_hand_played(app, seed: int = 5, thinker=None):
    """A table (instant bots, no sound) pushed on ``app`` and run, your cards
    at random, until a hand is over and the next waits on your bid."""
    import pygame
    from events import key

    from game.ui.dialog import Dialog
    from game.ui.table import TableScene

    scene = TableScene(seed=seed, speed="instant", thinker=thinker or InstantThinker(),
                       sounds=Quiet())
    app.push(scene)
    rng = random.Random(seed)

    def next_hand():
        if scene.match.hand_logs and app.top is scene and scene.human_turn() == "bid":
            return True
        if isinstance(app.top, Dialog):
            key(pygame.K_RETURN)  # a hand's summary: go on
        elif scene.human_turn() is not None and scene.director.caught_up:
            scene.session.submit(0, rng.choice(scene.match.legal_actions()))
        return False

    assert run_until(app, next_hand, 20000)
    return scene


def drawn_texts(monkeypatch, app) -> list:
    """Every line the next frames draw (the top screen drawn afresh)."""
    from game.ui.widgets import Painter

    seen = []
    real = Painter.blit_text

    def spy(self, surface, text, *a, **kw):
        seen.append(text)
        return real(self, surface, text, *a, **kw)
    monkeypatch.setattr(Painter, "blit_text", spy)
    app.top.on_resize(app.top.layout)
    frames(app, 2)
    monkeypatch.setattr(Painter, "blit_text", real)
    return seen


def replay_of_two_hands(app, home):
    """The replay (pushed, drawn) of a game of two random hands, South the player's."""
    import random

    from game.engine import Match
    from game.engine.record import to_record
    from game.ui.screens.replay import ReplayScreen

    m, rng = Match(seed=4), random.Random(4)
    while m.hands_played() < 2:
        m.apply(rng.choice(m.legal_actions()))
    m.stop()
    screen = ReplayScreen(home, to_record(m, ["human", "bot", "bot", "bot"]))
    app.push(screen)
    frames(app)
    return screen


def fitted_texts(monkeypatch, app) -> list:
    """Every line the next frames fit to a width and draw (a dialog's lines,
    a notice, a settings row's note)."""
    from game.ui.widgets import Painter

    seen = []
    real = Painter.fit_text

    def spy(self, text, *a, **kw):
        seen.append(text)
        return real(self, text, *a, **kw)
    monkeypatch.setattr(Painter, "fit_text", spy)
    app._redraw = True
    frames(app, 2)
    monkeypatch.setattr(Painter, "fit_text", real)
    return seen


def build_script(name: str):
    """A module from build/ (not a package) by file name."""
    import importlib.util
    import os
    import sys

    path = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                        "build", f"{name}.py")
    spec = importlib.util.spec_from_file_location(f"build_{name}", path)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up there
    spec.loader.exec_module(module)
    return module


def no_pictures_match():
    """West deals; South, first to receive and first to answer, holds no ace,
    king, queen or jack (the rules ask about a redeal)."""
    from game.engine import DECK, Match, Phase, Rules

    rules = Rules().replace(redeal_no_pictures=True)
    low = [c for c in DECK if c.rank <= 5][:13]
    rest = [c for c in DECK if c not in low]
    deck, dealer = [], 3
    order = [(dealer + k) % 4 for k in (1, 2, 3, 4)]
    for size in rules.deal_pattern:
        for seat in order:
            deck += [(low if seat == 0 else rest).pop(0) for _ in range(size)]
    m = Match(rules, seed=3, first_dealer=dealer, decks=[deck])
    assert m.phase is Phase.REDEAL and m.turn == 0
    return m
