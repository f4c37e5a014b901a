"""The table's small dead ends: the status bar's buttons under a dialog look
as unclickable as they are; H (or the Hint button) on another's turn says
why there is no hint; a message shown with the last trick's panel covers
neither its arrows nor your cards; the dealer's "With 3: …" line reads as
one sentence."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    HintingThinker,
    Quiet,
    frames,
    no_pictures_match,
    run_until,
    tricks_played,
)
from events import click, key  # noqa: E402

from game.engine import Match  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.layout import SOUTH  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.table.bidpanel import dealer_lines  # noqa: E402
from game.ui.table.dialogs import PauseMenu, RedealDialog  # noqa: E402


def hinting_table(app, match=None, speed="instant"):
    scene = TableScene(match=match, seed=3, speed=speed, thinker=HintingThinker(),
                       sounds=Quiet())
    app.push(scene)
    return scene


def buttons(scene) -> dict:
    return {b.name: b for b in scene.status.buttons}


def test_under_the_redeal_question_the_hint_button_no_longer_looks_clickable(app):
    """With the no-pictures question open, the status bar under it drew the
    Hint button lit (your turn, hints on) though no click reaches it. Under
    any dialog every button of the bar is drawn dimmed; once the question
    is answered they light again."""
    scene = hinting_table(app, no_pictures_match())
    assert run_until(app, lambda: isinstance(app.top, RedealDialog))
    frames(app)
    assert scene.hints_available() and scene.human_turn() == "redeal"  # H still hints
    assert not any(b.enabled for b in buttons(scene).values())
    key(pygame.K_RETURN)  # Keep
    frames(app, 3)
    assert app.top is scene
    assert buttons(scene)["scores"].enabled and buttons(scene)["menu"].enabled


def test_the_pause_menu_on_your_bid_dims_the_bar_as_every_dialog_does(app):
    """Esc on your bid: the pause menu over a bar whose Hint button was drawn
    lit; it is dimmed now with the others, and lit again on Resume."""
    scene = hinting_table(app)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    frames(app)
    assert buttons(scene)["hint"].enabled
    key(pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.top, PauseMenu)
    assert not any(b.enabled for b in buttons(scene).values())
    key(pygame.K_ESCAPE)  # Resume
    frames(app)
    assert app.top is scene and buttons(scene)["hint"].enabled


def test_h_or_the_hint_button_on_another_turn_says_hints_are_for_your_turn(app):
    """H while a bot was to act, or a trick was being swept, did nothing at
    all (with hints off it says they are off). It says now that hints are
    given on your turn; so does a click on the dimmed Hint button."""
    scene = hinting_table(app, speed="normal")
    frames(app, 2)
    assert scene.human_turn() is None and scene.options.hints  # the deal is being shown
    key(pygame.K_h)
    frames(app)
    assert scene.toast is not None and scene.toast[0] == t("play.hints_your_turn")
    scene.toast = None
    hint = buttons(scene)["hint"]
    assert not hint.enabled
    click(hint.rect.center)
    frames(app)
    assert scene.toast is not None and scene.toast[0] == t("play.hints_your_turn")
    assert not isinstance(app.top, Dialog)


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600), (800, 600)])
def test_a_message_with_the_last_trick_shown_covers_neither_its_arrows_nor_your_cards(
        language, size):
    """With the last trick shown (L), a message went under its panel and
    covered the top of your cards (at 1280x720) for 3.5 s. The panel is no
    taller than its title, cards and ◀ ▶ line now, and the message fits
    between it and your hand."""
    app, scene = tricks_played(size)
    try:
        scene.toggle_last()
        scene.say(t("play.hints_your_turn"))
        frames(app, 3)
        r = scene.renderer
        toast, panel = r.toast_drawn, r.last_trick_drawn
        assert toast is not None and panel is not None
        assert not toast.colliderect(panel)
        assert not any(toast.colliderect(a) for a in r.trick_arrows.values())
        cards = scene.layout.south_cards(len(scene.match.hands[SOUTH]))
        assert toast.bottom <= min(c.top for c in cards)
        # the panel still holds the trick's cards
        assert all(panel.contains(slot) for slot in scene.layout.slots)
    finally:
        app.close()


def test_the_dealers_reason_reads_as_one_sentence():
    """The dealer's panel said "With 4: The bids total 10, …", a capital
    after the colon; the reason now goes on the sentence."""
    m = Match(seed=4, first_dealer=0)  # South deals after three bids of 2
    for _ in range(3):
        m.apply(2)
    why = dealer_lines(m.view(0))[1]
    assert why == "With 4: the bids total 10, below the 11 needed."


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_message_while_a_trick_waits_leaves_its_taker_and_go_on_line_in_view(
        language, size):
    """A message shown while a finished trick waits for your click went over
    the "You take the trick / Click or press a key to go on" label under the
    trick. It goes under that label now, still above your cards."""
    from doubles import InstantThinker, to_a_trick_waiting_for_your_click

    from game.options import Options
    from game.ui.app import App

    app = App(size, options=Options(sound=False, trick_click=True))
    try:
        scene = TableScene(seed=5, speed="instant", thinker=InstantThinker(), sounds=Quiet())
        app.push(scene)
        to_a_trick_waiting_for_your_click(app, scene)
        assert scene.board.trick_waiting
        scene.say(t("play.hints_your_turn"))
        frames(app, 3)
        r = scene.renderer
        assert r.go_on_drawn is not None and r.toast_drawn is not None
        assert not r.toast_drawn.colliderect(r.go_on_drawn[1])
        cards = scene.layout.south_cards(len(scene.match.hands[SOUTH]))
        assert r.toast_drawn.bottom <= min(c.top for c in cards)
    finally:
        app.close()
