"""Every decision of yours is treated alike: the turn timer runs on the
no-pictures redeal question as on a bid or a card (the stand-in answers
when it runs out, and Undo takes that back), and "your turn" sounds only
for a turn you take yourself (not for a lone card played for you)."""

import pygame
from doubles import InstantThinker, Quiet, Ready, no_pictures_match, run_until
from events import key

from game.engine import Phase
from game.engine.events import RedealDeclined, ThrownIn
from game.strings import t
from game.ui.table import TableScene
from game.ui.table.dialogs import RedealDialog

DT = 1 / 60


class Answers(InstantThinker):
    """The random bot, except that a redeal question is answered ``call``."""

    def __init__(self, call: bool):
        self.call = call

    def ask(self, level, view, seed, think_ms=None):
        decision = super().ask(level, view, seed, think_ms)
        return Ready(self.call) if isinstance(decision.result(), bool) else decision


def asked(app, seconds: int, call: bool):
    """The table on the redeal question, the turn timer at ``seconds``."""
    app.options.turn_timer = seconds
    m = no_pictures_match()
    scene = TableScene(match=m, seed=3, speed="instant", thinker=Answers(call), sounds=Quiet())
    app.push(scene)
    assert run_until(app, lambda: isinstance(app.top, RedealDialog))
    return scene, m


def test_the_timer_counts_down_on_the_redeal_question_where_you_see_it(app):
    """The question covers the table: its countdown is drawn on the question,
    and it goes down as on any turn of yours."""
    scene, m = asked(app, 10, call=False)
    dialog = app.top
    for _ in range(3):
        app.step(DT)
    first = dialog.timer_drawn
    assert first is not None and first[2] == "10"
    for _ in range(int(4 / DT)):
        app.step(DT)
    left, bar, seconds = dialog.timer_drawn
    assert app.top is dialog and seconds == "6" and 0.55 < left < 0.65
    assert bar.width < first[1].width and dialog.rect.contains(bar)


def test_when_your_time_runs_out_the_stand_in_keeps_your_hand_and_says_so(app):
    scene, m = asked(app, 10, call=False)
    assert run_until(app, lambda: app.top is scene, int(12 / DT))
    assert RedealDeclined(0) in m.events and m.actions[1] is False  # South's answer
    assert scene.toast is not None and scene.toast[0] == t("timer.out_keep")
    assert m.hand_number == 1  # the hand goes on to the bidding


def test_when_your_time_runs_out_the_stand_in_may_call_the_redeal(app):
    scene, m = asked(app, 10, call=True)
    assert run_until(app, lambda: app.top is scene, int(12 / DT))
    assert any(isinstance(e, ThrownIn) and e.seat == 0 for e in m.events)
    assert scene.toast is not None and scene.toast[0] == t("timer.out_redeal")
    assert m.hand_number == 2  # dealt again


def test_undo_takes_back_the_stand_ins_redeal_answer_and_asks_you_again(app):
    scene, m = asked(app, 10, call=False)
    assert run_until(app, lambda: app.top is scene, int(12 / DT))
    assert run_until(app, scene.undo_offered)
    key(pygame.K_z, pygame.KMOD_CTRL)
    assert run_until(app, lambda: isinstance(app.top, RedealDialog), 120)
    assert m is not scene.match and scene.match.phase is Phase.REDEAL
    assert scene.match.turn == 0 and len(scene.match.actions) == 1  # only the deal
    app.step(DT)
    assert app.top.timer_drawn is not None and app.top.timer_drawn[2] == "10"  # time anew


class Ears(Quiet):
    """The sounds the table plays, each with how many cards South could play then."""

    enabled = True

    def __init__(self):
        self.scene = None
        self.turns: list[int] = []

    def play(self, name):
        if name == "turn":
            m = self.scene.match
            self.turns.append(len(m.legal_actions()) if m.phase is Phase.PLAYING else 0)


def test_a_lone_card_played_for_you_does_not_sound_your_turn(app):
    """Play a lone card: your last card of the hand (and any other lone one)
    is played for you, without the "your turn" sound just before it."""
    app.options.auto_single = True
    ears = Ears()
    scene = TableScene(seed=4, speed="instant", thinker=InstantThinker(), sounds=ears)
    ears.scene = scene
    app.push(scene)
    m = scene.match

    def step():
        if m.hand_logs:
            return True
        turn = scene.human_turn()
        if turn == "bid" and scene.bid_panel.visible:
            scene.submit(m.legal_actions()[0])
        elif turn == "play" and scene.director.caught_up and len(m.legal_actions()) > 1:
            scene.try_play(m.legal_actions()[0])  # a lone card is left to the option
        return False

    assert run_until(app, step, 20000)
    assert len(m.hand_logs[0].tricks) == 13  # a whole hand: your 13th card was a lone one
    assert ears.turns and 1 not in ears.turns  # "your turn" only when you had a choice
