"""The Undo button while your bid panel is open. After you answer the
no-pictures redeal question (or your turn timer answers it), your bid comes
next and Undo is offered: the button stood above your cards at their left,
where the bid panel covers them in a landscape window, so it was mostly
hidden and its click area lay under the panel. It now stands where it is
seen whole (above your plate there), and goes back above your cards once
the panel closes."""

import pygame
import pytest
from doubles import InstantThinker, Quiet, Ready, frames, no_pictures_match, run_until, window
from events import click

from game.engine import Phase
from game.strings import t
from game.ui.layout import SOUTH
from game.ui.table import TableScene
from game.ui.table.dialogs import RedealDialog

LANGS = ["en", "ar"]
SIZES = [(1280, 720), (1024, 600), (1920, 1080), (800, 600), (640, 400), (700, 900),
         (768, 1024), (2560, 1080)]
DT = 1 / 60


class KeepsHands(InstantThinker):
    """The random bot, except that the stand-in keeps a hand without pictures."""

    def ask(self, level, view, seed, think_ms=None):
        decision = super().ask(level, view, seed, think_ms)
        return Ready(False) if isinstance(decision.result(), bool) else decision


def asked(app):
    """The table on the redeal question."""
    scene = TableScene(match=no_pictures_match(), seed=3, speed="instant",
                       thinker=KeepsHands(), sounds=Quiet())
    app.push(scene)
    assert run_until(app, lambda: isinstance(app.top, RedealDialog))
    return scene


def at_your_bid(app, scene):
    """Run until your bid panel is open with Undo offered, and draw it."""
    assert run_until(app, lambda: app.top is scene and scene.bid_panel.visible
                     and scene.human_turn() == "bid" and scene.undo_offered(), 1200)
    frames(app, 3)


def others(scene) -> list:
    """Everything else drawn on the table now, by name."""
    lay, r = scene.layout, scene.renderer
    panel = lay.bid_panel.copy()
    panel.height = min(panel.height, getattr(scene.bid_panel, "_height", panel.height))
    named = [("bid panel", lay.bid_panel), ("bid panel as drawn", panel),
             ("status bar", lay.status)]
    named += [(f"plate {s}", lay.plates[s]) for s in range(4)]
    named += [(f"hand {s}", lay.hands[s]) for s in range(4)]
    named += [(f"bid {b.label}", b.rect) for b in scene.bid_panel.buttons]
    named += [(name, rect) for name, rect in (("scores", lay.scores), ("toast", r.toast_drawn),
                                              ("words", r.coach_drawn and r.coach_drawn[1]))
              if rect is not None]
    named += [(f"bubble {s}", b) for s, b in r.bubbles_drawn.items()]
    if scene.hand.claim_offered():
        named.append(("claim", scene.hand.claim_button.rect))
    return named


def seen_whole(scene) -> list:
    """What is wrong with the Undo button as drawn: outside the window,
    under or over something else, or its label squeezed."""
    lay, undo = scene.layout, scene.hand.undo_button
    wrong = [name for name, rect in others(scene) if undo.rect.colliderect(rect)]
    if not pygame.Rect((0, 0), lay.size).contains(undo.rect):
        wrong.append("outside the window")
    if scene.renderer.painter.measure(undo.label, lay.font) > undo.rect.width - 8:
        wrong.append("label cut")
    return wrong


def kept_then_bid(size) -> list:
    """At ``size``: keep the hand (the Keep button), look at Undo beside
    the bid panel, then bid; what was wrong with Undo while bidding."""
    app = window(size)
    try:
        scene = asked(app)
        keep = next(b for b in app.top.buttons if b.label == t("redeal.keep"))
        click(keep.rect.center)
        at_your_bid(app, scene)
        wrong = seen_whole(scene)
        click(scene.bid_panel.buttons[0].rect.center)  # your bid: the panel closes
        assert run_until(app, lambda: not scene.bid_panel.visible, 60)
        frames(app, 2)
        assert scene.undo_offered()  # your bid can be taken back
        lay, undo = scene.layout, scene.hand.undo_button.rect
        assert undo.bottomleft == (lay.hands[SOUTH].left, lay.hands[SOUTH].top - lay.margin)
        return wrong
    finally:
        app.close()


def timed_out_then_undone(size) -> list:
    """At ``size``: the turn timer keeps the hand for you; look at Undo,
    then click its middle; what was wrong with Undo while bidding."""
    app = window(size)
    try:
        app.options.turn_timer = 2
        scene = asked(app)
        at_your_bid(app, scene)
        assert scene.toast is not None and scene.toast[0] == t("timer.out_keep")
        wrong = seen_whole(scene)
        click(scene.hand.undo_button.rect.center)
        assert run_until(app, lambda: isinstance(app.top, RedealDialog), 120)
        assert scene.match.phase is Phase.REDEAL and scene.match.turn == SOUTH
        return wrong
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_undo_is_seen_whole_beside_your_bid_panel_at_every_size(language):
    """Keep the hand without pictures: your bid comes, with Undo. At every
    window size the button is whole in the window, clear of the bid panel
    and all else; once you bid, it is back above your cards at their left."""
    problems = {size: wrong for size in SIZES if (wrong := kept_then_bid(size))}
    assert problems == {}


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_undo_after_the_timer_kept_your_hand_is_clicked_where_you_see_it(language):
    """Your turn timer runs out on the redeal question and the stand-in
    keeps the hand (and says so): the Undo button is clear of that notice
    and of the bid panel, and a click at its middle (which you see as the
    button) asks you the question again."""
    problems = {size: wrong for size in SIZES if (wrong := timed_out_then_undone(size))}
    assert problems == {}
