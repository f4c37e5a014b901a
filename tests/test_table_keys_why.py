"""The table by keyboard: a keyboard player may point at any card of the
hand, and Enter on a card the rules forbid says why not, as a click does;
and no key at the table is a dead end (Esc at the redeal question opens the
pause menu, the question still waiting under it)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import frames, no_pictures_match, play_until, run_until, start_table  # noqa: E402
from events import click, key  # noqa: E402

from game.engine import Phase  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui.layout import SOUTH  # noqa: E402
from game.ui.table.dialogs import PauseMenu, RedealDialog  # noqa: E402

LANGS = ["en", "ar"]


def at_a_card_you_may_not_play_all(app, seed=3):
    """A table waiting on your card, some of your cards not playable."""
    scene = start_table(app, seed=seed)
    m = scene.match

    def there():
        return (scene.human_turn() == "play" and scene.director.caught_up
                and not scene.board.trick_waiting
                and len(m.legal_cards(SOUTH)) < len(m.hands[SOUTH]))
    play_until(app, scene, there, seed=seed)
    frames(app)
    return scene


def left_strip(scene, card):
    """A point on the part of ``card`` no later card covers."""
    sprite = scene.board.find(SOUTH, card)
    return (round(sprite.x) + 4, round(sprite.y + scene.layout.card_h * 0.6))


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_arrows_reach_a_card_you_may_not_play_and_enter_says_why_not(app, language):
    """The arrows skipped the cards you may not play, so a keyboard player
    could never ask "why not this one?". They move over every card now;
    Enter on a forbidden card plays nothing and says the engine's reason,
    the very words a click on it says; the focus shows on that dimmed card."""
    scene = at_a_card_you_may_not_play_all(app)
    m, hand = scene.match, scene.hand
    legal = set(m.legal_cards(SOUTH))
    key(pygame.K_RIGHT)  # the first key shows the focus, on a playable card
    frames(app)
    assert hand.selected_card() in legal
    for _ in range(13):
        if hand.selected_card() not in legal:
            break
        key(pygame.K_RIGHT)
        frames(app)
    card = hand.selected_card()
    assert card is not None and card not in legal
    frames(app, 30)
    assert scene.board.find(SOUTH, card).lift > 0  # the focus shows on it
    actions = len(m.actions)
    key(pygame.K_RETURN)
    frames(app)
    assert len(m.actions) == actions and card in m.hands[SOUTH]  # nothing played
    said = scene.toast[0]
    assert scene.card_text(card) in said
    if language == "en":
        assert f"you must follow {m.trick[0].suit.name.lower()}" in said
    scene.toast = None
    click(left_strip(scene, card))  # the mouse's way: the same words
    frames(app)
    assert len(m.actions) == actions
    assert scene.toast[0] == said


def test_after_a_forbidden_card_the_arrows_and_enter_still_play_a_legal_one(app):
    """From a forbidden card, the arrows go on to a playable card, and
    Enter plays it."""
    scene = at_a_card_you_may_not_play_all(app, seed=4)
    m, hand = scene.match, scene.hand
    legal = set(m.legal_cards(SOUTH))
    key(pygame.K_LEFT)
    frames(app)
    seen = []
    for _ in range(26):
        key(pygame.K_LEFT)
        frames(app)
        seen.append(hand.selected_card())
        if seen[-1] in legal and any(c not in legal for c in seen):
            break
    card = hand.selected_card()
    assert card in legal and any(c not in legal for c in seen)
    key(pygame.K_RETURN)
    frames(app)
    assert card not in m.hands[SOUTH]


def redeal_asked(app, thinker=None):
    """A table on the no-pictures question."""
    from doubles import InstantThinker, Quiet

    from game.ui.table import TableScene

    m = no_pictures_match()
    scene = TableScene(match=m, seed=3, speed="instant", thinker=thinker or InstantThinker(),
                       sounds=Quiet())
    app.push(scene)
    assert run_until(app, lambda: isinstance(app.top, RedealDialog))
    return scene, m


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_esc_at_the_redeal_question_opens_the_pause_menu_and_the_question_waits(app,
                                                                                 language):
    """Esc at the no-pictures question did nothing (the rules want an
    answer, so it may not give one); elsewhere at the table it opens the
    pause menu. It does here too, and the question waits under it."""
    scene, m = redeal_asked(app)
    question = app.top
    key(pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.top, PauseMenu)
    assert m.phase is Phase.REDEAL and len(m.actions) == 1  # not answered
    key(pygame.K_ESCAPE)  # Resume
    frames(app)
    assert app.top is question and not question.closed
    assert m.phase is Phase.REDEAL and len(m.actions) == 1
    key(pygame.K_RETURN)  # Keep: the question answered by keys alone
    frames(app)
    assert len(m.actions) == 2


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_h_at_the_redeal_question_gives_its_hint_on_the_question(app, language):
    """H (named "Hint" in the keys) did nothing at the no-pictures question,
    a turn of yours that the hints can answer: the dialog took the key and
    the table's hint line was under it. H gives the hint now, shown on the
    question, which still waits for your answer."""
    from doubles import HintingThinker

    scene, m = redeal_asked(app, HintingThinker())
    question = app.top
    assert len(question.lines) == 2
    key(pygame.K_h)
    assert run_until(app, lambda: len(question.lines) == 3, 600)
    words = question.lines[-1][0]
    keep, call = t("redeal.keep"), t("redeal.call")
    assert words.startswith(t("redeal.hint", choice="", reason="")[:3])
    assert keep in words or call in words
    assert app.top is question and m.phase is Phase.REDEAL
