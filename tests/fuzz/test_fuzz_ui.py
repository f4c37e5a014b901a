"""Quick seed of the UI fuzzer (tests/fuzz/ui_fuzz.py): random events through
App.run on every screen, the redeal question, About and its licences, a
game's end and files dropped on the window included; no exception, no hang,
no game lost, every screen reached and left (issue 22)."""

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
    prepare(tmp_path / "home")
    fuzz = Fuzzer(tmp_path / "home", seed=22, drops=tmp_path / "drops")
    try:
        for target in TARGETS:
            fuzz.episode(70, target)
    finally:  # the fuzzer may have switched the game to Arabic: the next tests read English
        strings.set_language("en")
        strings.set_digits("western")
    assert fuzz.exceptions == [], fuzz.exceptions[0]
    assert fuzz.hangs == 0
    assert fuzz.lost == []
    reached = set(fuzz.reached)
    for screen in ("TitleScreen", "SettingsScreen", "HowToPlayScreen", "StatsScreen",
                   "ReplayScreen", "kept TableScene", "PauseMenu 'Paused'", "AboutScreen",
                   "LicencesScreen", "ReplayScreen (a file's games)"):
        assert screen in reached, f"the fuzzer never reached {screen}"
    assert any(name.startswith("GameOverDialog") for name in reached), \
        "the fuzzer never ended a game"
    assert fuzz.dropped >= 5
    assert reached & titled("redeal.title", "RedealDialog"), \
        "the fuzzer never reached the redeal question"
    assert fuzz.stuck == {}
    assert fuzz.events >= len(TARGETS) * 70
