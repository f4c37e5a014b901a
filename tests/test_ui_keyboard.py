"""Defects a keyboard-only audit found, in English and Arabic: a player who
never touches the mouse, driving the real App through its event queue."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import frames, table_at_your_bid  # noqa: E402
from events import key  # noqa: E402

from game.ui.layout import SOUTH  # noqa: E402

LANGS = ["en", "ar"]


# ------------------------------------------------------------- the bid panel
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_space_places_the_chosen_bid(app, language):
    """The keys overlay says "Enter, Space: play the chosen card, or place
    the chosen bid"; Space placed a card but did nothing on the bid panel."""
    scene = table_at_your_bid(app)
    assert scene.human_turn() == "bid"
    key(pygame.K_SPACE)  # the first key only shows the focused bid, as Enter does
    frames(app)
    assert scene.match.bids[SOUTH] is None
    less = pygame.K_RIGHT if language == "ar" else pygame.K_LEFT
    more = pygame.K_LEFT if language == "ar" else pygame.K_RIGHT
    key(more)
    key(more)
    key(less)
    frames(app)
    chosen = scene.bid_panel.legal[scene.bid_panel.selected]
    key(pygame.K_SPACE)
    frames(app, 3)
    assert scene.match.bids[SOUTH] == chosen


# ------------------------------------------------------------------ settings
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_focused_setting_stays_in_view_when_the_window_changes(app, language):
    """On the last rows of Options, Full screen changes the window's size; the
    row the keys were on scrolled out of view, so the next ← → changed a
    setting the player could not see."""
    from game.ui.screens.settings import SettingsScreen

    app.open("settings")
    frames(app)
    screen = app.top
    assert isinstance(screen, SettingsScreen)
    key(pygame.K_TAB)  # the Options page
    frames(app)
    for _ in range(len(screen.current) - 1):
        key(pygame.K_DOWN)
    frames(app)
    for size in [(1024, 768), (1280, 720), (1024, 600), (1280, 720)]:
        app.resize(*size)  # what Full screen on and off does to the window
        frames(app)
        i = screen.focus["options"]
        assert screen.current[i].key == "fullscreen"
        _, rect, *_ = screen.rows[i]
        assert screen.view.contains(rect), (size, rect, screen.view)


# -------------------------------------------------------------------- title
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_shift_tab_goes_back_up_the_title_menu(app, home, language):
    """Tab steps down the title's entries; Shift+Tab went down too, where
    every dialog takes it one step back."""
    from game.ui.screens import TitleScreen

    title = TitleScreen(home)
    app.push(title)
    frames(app)
    key(pygame.K_DOWN)  # shows the focus on the first entry
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    frames(app)
    assert title.focus == 2
    key(pygame.K_TAB, pygame.KMOD_SHIFT)
    frames(app)
    assert title.focus == 1
    key(pygame.K_TAB)
    frames(app)
    assert title.focus == 2


# ------------------------------------------------------------ the hand summary
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_esc_on_the_hand_summary_goes_on_to_the_next_hand(app, language):
    """The summary after a hand had no answer to Esc: a player who closes
    dialogs with Esc pressed it and nothing happened. Esc now goes on, as
    Continue does (Continue is what Enter presses there too)."""
    from game.ui.table.dialogs import SummaryDialog

    scene = table_at_your_bid(app)
    for _ in range(20000):
        app.step(1 / 60)
        if isinstance(app.top, SummaryDialog):
            break
        turn = scene.human_turn()
        if turn == "bid" and scene.bid_panel.visible:
            scene.submit(scene.match.legal_actions()[0])
        elif turn == "play" and scene.director.caught_up:
            scene.try_play(scene.match.legal_actions()[0])
    summary = app.top
    assert isinstance(summary, SummaryDialog)
    hand = scene.board.hand_number
    key(pygame.K_ESCAPE)
    frames(app, 3)
    assert app.top is scene  # the summary is gone, and not for the pause menu
    for _ in range(600):
        if scene.board.hand_number == hand + 1:
            break
        app.step(1 / 60)
    assert scene.board.hand_number == hand + 1


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_digits_choose_every_bid_ten_to_thirteen_too(app, language):
    """The digit keys chose only 2 to 9: a bid of 10 to 13 needed the
    arrows. "1" then "0" now chooses 10, and a digit after a whole bid
    starts a new one; the keypad's digits work as the row's."""
    scene = table_at_your_bid(app)
    panel = scene.bid_panel
    assert {10, 13, 4} <= set(panel.legal)

    def chosen():
        return panel.legal[panel.selected]

    for typed, want in [((pygame.K_1, pygame.K_0), 10), ((pygame.K_1, pygame.K_3), 13),
                        ((pygame.K_4,), 4), ((pygame.K_KP1, pygame.K_KP2), 12)]:
        for k in typed:
            key(k)
        frames(app)
        assert chosen() == want, typed
    key(pygame.K_1)
    key(pygame.K_0)
    key(pygame.K_RETURN)
    frames(app, 3)
    assert scene.match.bids[SOUTH] == 10


@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_house_rules_keys_line_names_r_for_reset(app, language, size, monkeypatch):
    """R resets the house rules to their preset, but the keys line at the
    foot of the page named only ↑ ↓, ← →, Tab and Esc: a keyboard player
    could not learn it, nor reach the Reset button (Tab turns the page).
    The line now names R on that page (and not on Options, where R does
    nothing), in the footer's own text size."""
    from game.ui.screens.text import t
    from game.ui.widgets import Painter

    monkeypatch.setattr(Painter, "fits", [])
    app.resize(*size)
    app.open("settings")
    frames(app)
    screen = app.top
    drawn = {text: used for text, asked, used, room, width in Painter.fits}
    rules_line = t("screen.keys_rules")
    assert " R " in rules_line  # the key, as the overlay names keys
    assert drawn.get(rules_line) == app.layout.font_small  # drawn whole, not shrunk
    key(pygame.K_TAB)  # the Options page
    frames(app)
    assert " R " not in screen.footer_keys
