"""A player's fresh look at the table: what the last trick's panel shares
the middle of the table with (the Undo and claim buttons, a toast)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import claimable_match, frames, run_until, start_table, window  # noqa: E402
from events import key  # noqa: E402

SIZES = [(1280, 720), (1024, 600), (800, 600)]


def _panel(scene):
    """The last trick's panel as last drawn."""
    panel = scene.renderer.last_trick_drawn
    assert panel is not None
    return panel


@pytest.mark.parametrize("size", SIZES)
def test_the_last_trick_does_not_half_cover_the_claim_button(size):
    """Your cards must take the rest and you press L: the panel is drawn
    over the claim button's row, and a click anywhere only closes it; the
    button is not left half hidden (its words cut) under the panel."""
    app = window(size)
    app.options.auto_claim = False
    m, _ = claimable_match()
    scene = start_table(app, match=m, speed="normal")
    assert run_until(app, lambda: scene.hand.claim_offered() and scene.director.caught_up)
    drawn = []
    real = type(scene.hand.claim_button).draw
    button = scene.hand.claim_button
    button.draw = lambda *a, **kw: (drawn.append(button.rect.copy()), real(button, *a, **kw))
    key(pygame.K_l)
    frames(app, 3)
    assert scene.show_last
    panel = _panel(scene)
    assert not any(r.colliderect(panel) for r in drawn), (size, drawn, panel)
    key(pygame.K_l)  # closed: the button is there again
    drawn.clear()
    app._redraw = True
    frames(app, 2)
    assert drawn
    app.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_toast_leaves_the_last_tricks_arrows_in_view(size):
    """A card refused ("you must follow ...") and then L: the toast is not
    drawn over the panel's line "Trick n of n" and its arrows, nor is the
    Undo button left half hidden under the panel."""
    app = window(size)
    scene = start_table(app, seed=5)
    m = scene.match

    def following():
        turn = scene.human_turn()
        if turn == "bid" and scene.bid_panel.visible:
            scene.human_bid(max(3, min(m.legal_actions())), confirmed=True)
        elif turn == "play" and scene.director.caught_up:
            if scene.board.tricks and len(m.legal_actions()) < len(m.view(0).hand):
                return True
            scene.try_play(m.legal_actions()[0])
        return False

    assert run_until(app, following, 20000)
    bad = next(c for c in m.view(0).hand if c not in m.legal_actions())
    scene.try_play(bad)
    frames(app, 2)
    assert scene.toast is not None and scene.undo_offered()
    drawn = []
    undo = scene.hand.undo_button
    real = type(undo).draw
    undo.draw = lambda *a, **kw: (drawn.append(undo.rect.copy()), real(undo, *a, **kw))
    key(pygame.K_l)
    frames(app, 2)
    assert scene.show_last and scene.toast is not None
    toast, panel = scene.renderer.toast_drawn, _panel(scene)
    assert toast is not None and not toast.colliderect(panel), (size, toast, panel)
    assert pygame.Rect((0, 0), size).contains(toast)
    assert not any(r.colliderect(panel) for r in drawn), (size, drawn, panel)  # nor Undo
    app.close()


@pytest.mark.parametrize("digit, said", [
    (pygame.K_2, "You can't bid 2: your smallest bid is 3"),
    (pygame.K_KP0, "You can't bid 0: your smallest bid is 3"),
])
def test_a_typed_bid_below_your_smallest_says_why(digit, said):
    """Your smallest bid is 3 (the rules, or your score of 30 or more) and
    you type 2: the engine's reason is said, rather than nothing happening;
    no bid is made and the panel stays."""
    from game.engine import Match, Rules

    app = window((1024, 600))
    m = Match(Rules().replace(min_bid=3), seed=2, first_dealer=3)  # South bids first
    scene = start_table(app, match=m)
    assert run_until(app, lambda: scene.human_turn() == "bid" and scene.bid_panel.visible)
    key(digit)
    frames(app, 2)
    assert scene.toast is not None and scene.toast[0] == said
    assert m.bids[0] is None and scene.bid_panel.visible
    key(pygame.K_1)  # the start of 10 to 13: kept, nothing said yet
    key(pygame.K_2)
    frames(app, 2)
    assert scene.bid_panel.buttons[scene.bid_panel.selected].label == "12"
    app.close()
