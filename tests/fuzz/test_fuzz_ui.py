"""Quick seed of the UI fuzzer (tests/fuzz/ui_fuzz.py): random events through
App.run on every screen, the redeal question included; no exception, no hang,
every screen reached and left (issue 22)."""

from __future__ import annotations

from ui_fuzz import TARGETS, Fuzzer, prepare

from game import strings


def titled(key: str, kind: str = "Dialog") -> set[str]:
    """A dialog's name in the fuzzer's list (its class, then its title), in
    either language (the fuzzer may have switched the game to Arabic by then)."""
    names = set()
    for language in ("en", "ar"):
        strings.set_language(language)
        names.add(f"{kind} '{strings.t(key)}'")
    strings.set_language("en")
    return names


def test_random_events_on_every_screen_raise_nothing(tmp_path):
    prepare(tmp_path)
    fuzz = Fuzzer(tmp_path, seed=22)
    for target in TARGETS:
        fuzz.episode(70, target)
    assert fuzz.exceptions == [], fuzz.exceptions[0]
    assert fuzz.hangs == 0
    reached = set(fuzz.reached)
    for screen in ("TitleScreen", "SettingsScreen", "HowToPlayScreen", "StatsScreen",
                   "ReplayScreen", "kept TableScene", "PauseMenu 'Paused'"):
        assert screen in reached, f"the fuzzer never reached {screen}"
    assert reached & titled("redeal.title", "RedealDialog"), \
        "the fuzzer never reached the redeal question"
    assert fuzz.stuck == {}
    assert fuzz.events >= 9 * 70
