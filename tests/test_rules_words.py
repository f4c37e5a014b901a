"""Words that ask the engine, and keys that say why they do nothing.

The notes about the rising total (Settings, How to play) give the engine's
numbers (``Rules.min_total_for``) rather than restating the rule; a winning
bid of every trick is said as "every trick", not "13 or more tricks"; R at
a table that is not saved opens the replay, as the score sheet's Replay
button does (and says why where there is none); H with hints off says so."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import fitted_texts, frames, one_hand_played, run_until, start_table, window  # noqa: E402
from events import key  # noqa: E402

from game.engine import PRESETS  # noqa: E402
from game.strings import t  # noqa: E402

LANGS = ["en", "ar"]


def settings_row_drawn(app, home, monkeypatch, rules, control_key) -> str:
    """Settings > Rules under ``rules``, scrolled to the row ``control_key``:
    every line the screen fits and draws, joined (a long note wraps)."""
    from game.ui.screens.settings import SettingsScreen

    home.settings.rules = rules
    screen = SettingsScreen(home)
    app.push(screen)
    frames(app)
    screen.focus["rules"] = [c.key for c in screen.current].index(control_key)
    screen.keep_visible()
    return " ".join(fitted_texts(monkeypatch, app))


# --------------------------------------------------- 1. the rising total
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_rising_total_note_in_settings_gives_the_engines_totals(app, home, monkeypatch,
                                                                    language):
    """The note said "rises by one per ten points" in words of its own; it
    gives the totals the engine asks in the 30s and the 40s now, under two
    different rule sets (11 and 6 to start from), so a house rule changed
    elsewhere cannot make the words lie."""
    for rules in (PRESETS["lebanese"], PRESETS["lebanese"].replace(min_total=6)):
        in30 = rules.min_total_for([30, 0, 0, 0])
        in40 = rules.min_total_for([40, 0, 0, 0])
        assert (in30, in40) == ((12, 13) if rules.min_total == 11 else (7, 8))
        drawn = settings_row_drawn(app, home, monkeypatch, rules, "min_total_rises")
        note = t("rule.min_total_rises.note", in30=in30, in40=in40)
        assert note in drawn
        assert str(in30) in note and str(in40) in note
        if language == "en":
            assert f"30s: {in30}, 40s: {in40}" in note
        app.pop()
        frames(app)


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_how_to_play_gives_the_engines_totals_as_the_total_rises(language):
    """How to play said "one more in the 30s, two more in the 40s"; it names
    the totals the engine asks there now, whatever the total to start from."""
    from game.ui.screens.howto import rules_text

    for rules in (PRESETS["lebanese"], PRESETS["lebanese"].replace(min_total=6)):
        in30 = rules.min_total_for([30, 0, 0, 0])
        in40 = rules.min_total_for([40, 0, 0, 0])
        said = t("howto.total_rises", in30=in30, in40=in40)
        page = " ".join(text for _, text in rules_text(rules))
        assert said in page and str(in30) in said and str(in40) in said
        if language == "en":
            assert f"{in30} in the 30s, {in40} in the 40s" in said


# --------------------------------------------- 2. a winning bid of every trick
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_winning_bid_of_every_trick_is_said_as_every_trick(app, home, monkeypatch,
                                                             language):
    """The Lebanese bid of 13 wins the game: its note said "Taking 13 or more
    tricks", odd when 13 is every trick of a hand. It says "every trick"
    now; a winning 12 still says "12 or more"."""
    from game.engine import DECK, Seat

    rules = PRESETS["lebanese"]
    every = len(DECK) // len(Seat)
    assert rules.first_win_bid == every == 13
    penalty = rules.win_bid_penalty
    drawn = settings_row_drawn(app, home, monkeypatch, rules, "bid_values.13")
    assert t("rule.bid.note_win_all", bid=13, penalty=penalty) in drawn
    assert t("rule.bid.note_win", bid=13, penalty=penalty) not in drawn
    if language == "en":
        assert "every trick" in drawn and "13 or more" not in drawn
    app.pop()
    frames(app)
    twelve = rules.replace(bid_values=rules.bid_values[:11] + ("win", "win"))
    drawn = settings_row_drawn(app, home, monkeypatch, twelve, "bid_values.12")
    assert t("rule.bid.note_win", bid=12, penalty=penalty) in drawn
    if language == "en":
        assert "Taking 12 or more tricks" in drawn


# ------------------------------------------------ 3. R at a game not saved
def test_r_at_a_table_not_saved_opens_the_replay_as_the_score_sheets_button_does(app):
    """R was skipped at a table without a save (a lesson, a game played
    again), though the keys overlay lists it and the score sheet's Replay
    button opens the replay there. R opens it now."""
    from game.ui.screens.replay import ReplayScreen

    scene = one_hand_played(app)
    assert scene.keeper is None
    assert scene.dialogs.replay_buttons()  # the score sheet offers Replay here
    key(pygame.K_r)
    frames(app)
    assert isinstance(app.top, ReplayScreen)


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_r_where_there_is_no_replay_screen_says_so(monkeypatch, language):
    """With no replay screen (a table without the menus), R is not a silent
    dead key: it says the replay is not available."""
    app = window((1280, 720))
    try:
        scene = start_table(app)
        frames(app)
        key(pygame.K_r)
        assert t("pause.not_ready", what=t("button.replay")) in fitted_texts(monkeypatch, app)
        assert app.top is scene
    finally:
        app.close()


# ------------------------------------------------------- 4. H with hints off
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_h_with_hints_off_says_they_are_off(app, home, monkeypatch, language):
    """With hints off in the options, the Hint button is greyed and H did
    nothing at all; H says why now, as Ctrl+Z does with undo off."""
    home.settings.options.hints = False
    scene = start_table(app)
    assert run_until(app, lambda: scene.human_turn() is not None)
    assert not scene.hints_available()
    key(pygame.K_h)
    assert t("play.hints_off") in fitted_texts(monkeypatch, app)
    if language == "en":
        assert scene.toast[0] == "Hints are switched off in the options."


def test_h_with_hints_on_says_no_such_thing(app, monkeypatch):
    """Hints on: H asks for a hint and the line about hints off is never said."""
    scene = start_table(app)
    assert run_until(app, lambda: scene.human_turn() is not None)
    key(pygame.K_h)
    assert t("play.hints_off") not in fitted_texts(monkeypatch, app)
