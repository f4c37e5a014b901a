"""The house rules end to end: what the settings screen and How to play say
about a rule is what the engine does with it."""

import pytest
from doubles import fitted_texts

from game.engine import PRESETS, Rules
from game.engine.reasons import ThrowIn


def settings_lines(monkeypatch, app, home, rules, base="lebanese") -> list:
    """Every line the house rules' page of Settings draws under ``rules``."""
    from game.ui.screens.settings import SettingsScreen

    home.settings.rules, home.settings.base = rules, base
    app.push(SettingsScreen(home))
    return fitted_texts(monkeypatch, app)


def test_how_to_play_under_a_raised_target_says_who_wins_it():
    """Under "target +10, play on", a team that alone reaches the raised
    target wins (the engine's TARGET); How to play must not tell the player
    that the other team then wins."""
    from game.engine.reasons import GameEnd
    from game.engine.scoring import end_of_game
    from game.ui.screens.howto import rules_text

    rules = Rules(both_reach="raise_target")
    # after a raise to 51: South reaches it alone (East and West only at the old 41)
    assert end_of_game(rules, 51, [52, 45, 3, 1]) == (0, GameEnd.TARGET, 0)
    winning = next(text for kind, text in rules_text(rules) if "reaches 41 points" in text)
    assert "new target" in winning
    assert "the other team wins" not in winning
    assert "the only team at the new target" in winning


@pytest.mark.parametrize("rules, scores, bids", [
    # the total rises from 30 points, the smallest bid of 3 does not: 12 of 13
    (PRESETS["lebanese"].replace(min_bid=3, min_total=12), [30, 0, 0, 0], [3, 3, 3, 3]),
    # four bids of 1 worth nothing each add up to 0 of the 4 needed
    (PRESETS["syrian41"].replace(min_total=4, bid_values=(0, 2, 3, 4, 5, 6, 14, 16, 18, 20,
                                                           22, 24, 26)),
     [0, 0, 0, 0], [1, 1, 1, 1]),
])
def test_settings_never_promise_no_throw_in_when_the_engine_throws_in(
        monkeypatch, app, home, rules, scores, bids):
    assert rules.throw_in_reason(bids, scores) is ThrowIn.LOW_TOTAL
    lines = settings_lines(monkeypatch, app, home, rules)
    assert not any("no hand is ever thrown in" in line for line in lines), lines


def test_settings_still_say_when_no_hand_can_be_thrown_in(monkeypatch, app, home):
    rules = PRESETS["syrian41"].replace(min_total=4)
    lines = settings_lines(monkeypatch, app, home, rules, "syrian41")
    assert any("no hand is ever thrown in for a low total" in line for line in lines)


@pytest.mark.parametrize("name", list(PRESETS))
def test_a_stock_preset_shows_no_warning(monkeypatch, app, home, name):
    """Syrian 41, Cutthroat and Jawaker have no winning bid and the usual
    penalty of 40: choosing one must not put a warning under the rules."""
    lines = settings_lines(monkeypatch, app, home, PRESETS[name], name)
    assert not any("never applies" in line for line in lines), lines


def test_a_changed_penalty_with_no_winning_bid_is_remarked(monkeypatch, app, home):
    rules = PRESETS["syrian41"].replace(win_bid_penalty=60)
    lines = settings_lines(monkeypatch, app, home, rules, "syrian41")
    assert any("never applies" in line for line in lines)
