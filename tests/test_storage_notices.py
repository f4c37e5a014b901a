"""A settings file with bad values: the notice names each setting as its row
in Settings names it, in the language in force, never by its field name in
the file ("card_back", "min_bid")."""

import json
import re

import pytest

import game.ui.screens.text  # noqa: F401  (the rows' names)
from game.storage import configure
from game.strings import say, t

FIELD = re.compile(r"\b[a-z]+_[a-z_]+\b")  # a field name as the file spells it


def damaged_settings(tmp_path) -> str:
    """The one notice loading a settings file with two bad options and two
    bad house rules gives."""
    (tmp_path / "settings.json").write_text(json.dumps({
        "version": 1, "preset": "lebanese",
        "options": {"card_back": 5, "turn_timer": "soon", "bot_levels": 3, "speed": "fast"},
        "rules": {"min_bid": "two", "bid_values": 5, "target": 44}}))
    store = configure(tmp_path)
    settings = store.load_settings()
    assert settings.options.speed == "fast" and settings.rules.target == 44  # kept
    assert len(store.notices) == 1
    return say(store.notices[0])


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_a_damaged_settings_file_names_the_settings_as_the_settings_screen_does(
        tmp_path, language):
    shown = damaged_settings(tmp_path)
    for key in ("option.card_back", "option.turn_timer", "option.bots", "rule.min_bid",
                "rule.bid_values"):
        assert t(key) in shown, key
    assert t("option.speed") not in shown and t("rule.target") not in shown  # kept, not named
    assert not FIELD.findall(shown.replace("settings.json.bad", "")), shown
    if language == "ar":
        assert "، " in shown and ", " not in shown  # the Arabic comma between the names
