"""The key lines say every key: what a player reads about the keys (the
table's overlay, the replay's and How to play's keys lines) names the keys
that work, and each named key does what it says; the Digits setting is
offered only where it changes anything (Arabic), its saved choice kept."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import frames, replay_of_two_hands, table_at_your_bid  # noqa: E402
from events import key  # noqa: E402

from game import strings  # noqa: E402
from game.ui.screens import HowToPlayScreen  # noqa: E402
from game.ui.screens.model import options_controls  # noqa: E402
from game.ui.table.keys import rows  # noqa: E402

LANGS = ["en", "ar"]


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_keys_overlay_names_up_and_down_for_the_bids(app, language):
    """The overlay said only "← →: choose a card, or a bid"; ↑ ↓ move among
    the bids too (a row, when the bids take two). It names them now, and
    ↑ does change the chosen bid."""
    bid_lines = [what for k, what in rows() if "\u2191" in k and "Tab" not in k]
    assert bid_lines, rows()
    scene = table_at_your_bid(app)
    panel = scene.bid_panel
    key(pygame.K_RIGHT)  # the first key shows the focused bid
    frames(app)
    before = panel.selected
    key(pygame.K_DOWN)
    frames(app)
    assert panel.selected != before
    key(pygame.K_UP)
    frames(app)
    assert panel.selected == before


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_replays_keys_line_names_space_which_steps_a_trick(app, home, language):
    screen = replay_of_two_hands(app, home)
    assert "Space" in screen.footer_keys
    assert screen.trick == 0
    key(pygame.K_SPACE)
    frames(app)
    held, shown = screen.state()
    assert screen.trick == 1 and sum(len(h) for h in held) == 48
    assert shown == screen.current()["tricks"][0]


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_how_to_plays_keys_line_names_pgup_pgdn_which_scroll_a_page(app, home, language):
    screen = HowToPlayScreen(home)
    app.push(screen)
    frames(app)
    line = screen.footer_keys
    assert "PgUp" in line and "PgDn" in line
    key(pygame.K_DOWN)
    frames(app)
    line_step = screen.scroll
    key(pygame.K_UP)
    key(pygame.K_PAGEDOWN)
    frames(app)
    assert screen.scroll > line_step > 0  # a page, more than a line
    key(pygame.K_PAGEUP)
    frames(app)
    assert screen.scroll == 0


# ------------------------------------------------------------------ digits
def test_the_digits_row_is_offered_in_arabic_only(arabic):
    assert "digits" in [c.key for c in options_controls()]
    strings.set_language("en")
    strings.set_digits("eastern")
    assert not strings.eastern_digits()  # in English it would change nothing
    assert "digits" not in [c.key for c in options_controls()]


def test_the_saved_digits_are_kept_across_a_change_of_language(app, home):
    """Eastern digits chosen in Arabic; the language set to English (where
    the row is not offered) and back: the choice was kept all along."""
    opts = home.settings.options
    opts.language = "ar"
    strings.use_options(opts)
    app.relocalize()
    app.open("settings")
    frames(app)
    screen = app.top
    key(pygame.K_TAB)  # the options page
    frames(app)

    def focused():
        return screen.current[screen.focus[screen.page]].key

    while focused() != "digits":
        key(pygame.K_DOWN)
        frames(app, 1)
    while opts.digits != "eastern":
        key(pygame.K_RIGHT)
        frames(app, 1)
    assert strings.eastern_digits()
    while focused() != "language":
        key(pygame.K_UP)
        frames(app, 1)
    for _ in range(10):
        if opts.language == "en":
            break
        key(pygame.K_RIGHT)
        frames(app, 1)
    assert strings.language() == "en"
    assert "digits" not in [c.key for c in screen.current]
    assert opts.digits == "eastern"
    assert home.storage.load_settings().options.digits == "eastern"  # as saved
    while opts.language != "ar":
        key(pygame.K_RIGHT)
        frames(app, 1)
    assert "digits" in [c.key for c in screen.current] and strings.eastern_digits()
