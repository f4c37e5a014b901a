"""Settings keep your work: custom house rules are never lost to a change of
preset. They stay in the preset list as "Custom", across runs."""

import json

from game.engine import PRESETS
from game.storage import Settings, configure
from game.ui.screens.model import reset_to_preset, rules_controls

PRESET = next(c for c in rules_controls() if c.key == "preset")


def edited():
    """Lebanese rules with two of the family's own changes."""
    s = Settings()
    target = next(c for c in rules_controls() if c.key == "target")
    assert target.step(s, 3) is None  # 41 -> 44
    s.rules = s.rules.replace(five_to_run=True)
    assert s.rules.preset_name() is None  # custom now
    return s


def names_through_the_list(s, steps):
    seen = []
    for _ in range(steps):
        assert PRESET.step(s, 1) is None
        seen.append(PRESET.text(s))
    return seen


def test_a_preset_chosen_after_custom_rules_keeps_them_as_custom():
    s = edited()
    mine = s.rules
    assert PRESET.step(s, 1) is None
    assert s.rules == PRESETS[s.rules.preset_name()]  # a preset now
    seen = names_through_the_list(s, len(PRESETS))
    assert seen[-1].startswith("Custom")  # after the presets: your rules
    assert s.rules == mine and s.base == "lebanese"
    # and round again: Custom is offered every time, not only once
    seen = names_through_the_list(s, len(PRESETS) + 1)
    assert seen[-1].startswith("Custom") and s.rules == mine


def test_reset_does_not_lose_the_custom_rules_either():
    s = edited()
    mine = s.rules
    reset_to_preset(s)
    assert s.rules == PRESETS["lebanese"]
    assert names_through_the_list(s, len(PRESETS))[-1].startswith("Custom")
    assert s.rules == mine


def test_without_custom_rules_the_list_is_the_presets():
    s = Settings()
    seen = names_through_the_list(s, len(PRESETS) * 2)
    assert not any(name.startswith("Custom") for name in seen)


def test_the_custom_rules_survive_a_restart(tmp_path):
    s = edited()
    mine = s.rules
    PRESET.step(s, 1)
    store = configure(tmp_path)
    store.save_settings(s)
    again = configure(tmp_path).load_settings()
    assert again.custom == mine and again.custom_base == "lebanese"
    assert again.rules == s.rules and again == s


def test_an_old_settings_file_without_them_still_loads(tmp_path):
    store = configure(tmp_path)
    data = Settings(rules=PRESETS["syrian41"]).to_dict()
    assert "custom" not in data
    store.paths.settings.write_text(json.dumps(data))
    loaded = store.load_settings()
    assert loaded.rules == PRESETS["syrian41"] and loaded.custom is None
    assert store.notices == []


def test_damaged_custom_rules_are_dropped_with_a_line_and_nothing_else_is_lost(tmp_path):
    store = configure(tmp_path)
    s = edited()
    PRESET.step(s, 1)
    s.options.speed = "fast"
    for damage in ({"base": "lebanese", "rules": {"target": "soon"}}, "junk",
                   {"base": "nowhere", "rules": {}}):
        data = s.to_dict()
        data["custom"] = damage
        store.paths.settings.write_text(json.dumps(data))
        store.notices.clear()
        loaded = store.load_settings()
        assert loaded.custom is None
        assert loaded.rules == s.rules and loaded.options.speed == "fast"
        assert len(store.notices) == 1 and "custom rules" in store.notices[0]
        assert "\n" not in store.notices[0]
