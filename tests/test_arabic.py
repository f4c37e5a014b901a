"""Arabic: a complete translation, real plurals, and every screen drawn
through the catalog, shaped, reordered and fitted to its boxes.

The screens are driven as a player's run is: ``play --autoplay
--screenshots`` saves every menu screen and the table's key moments, and the
``Painter`` (the one place text becomes pixels) records what it drew.
"""

from __future__ import annotations

import os
import re

import pytest
from babel.messages.pofile import read_po

import game.ui.screens.text  # noqa: F401  (registers the menus' strings)
from game import strings
from game.cli import play
from game.strings import sources, t, tn
from game.ui.widgets import Painter

PO = os.path.join(strings.locale_dir(), "ar", "LC_MESSAGES", "game.po")
FIELD = re.compile(r"\{(\w+)[^}]*\}")


def fields(text: str) -> set[str]:
    return set(FIELD.findall(text))


# ------------------------------------------------------------ the catalog
def test_every_message_has_an_arabic_translation_with_the_same_fields():
    with open(PO, "rb") as f:
        cat = read_po(f, locale="ar")
    assert cat.num_plurals == 6
    by_key = {m.context: m for m in cat if m.id}
    missing = [key for key in sources() if key not in by_key]
    assert missing == [], f"not in ar.po: {missing[:5]}"
    for key, english in sources().items():
        m = by_key[key]
        forms = m.string if isinstance(m.string, tuple) else (m.string,)
        assert all(forms), f"{key}: untranslated"
        if isinstance(english, tuple):
            assert len(forms) == 6, f"{key}: {len(forms)} plural forms"
            for form in forms:  # a form may leave the count out ("لمّة واحدة")
                assert fields(form) <= fields(english[1]) | {"n"}, (key, form)
        else:
            assert fields(forms[0]) == fields(english), (key, forms[0])


def test_the_arabic_catalog_is_what_the_game_reads(arabic):
    assert t("title.new") == "لعبة جديدة"
    assert t("suit.2") == "الكبة" and t("suit.3") == "البستوني"
    assert t("preset.syrian41") == "الـ41 السورية"
    strings.set_language("en")
    assert t("title.new") == "New game"


@pytest.mark.parametrize("n,tricks,points", [
    (0, "0 لمّة", "0 نقطة"),
    (1, "لمّة واحدة", "نقطة واحدة"),
    (2, "لمّتان", "نقطتان"),
    (3, "3 لمّات", "3 نقاط"),
    (11, "11 لمّة", "11 نقطة"),
    (100, "100 لمّة", "100 نقطة"),
])
def test_counts_take_the_six_arabic_plural_forms(arabic, n, tricks, points):
    assert tn("count.tricks", n) == tricks
    assert tn("count.points", n) == points


def test_english_counts_are_singular_for_one_only():
    assert [tn("count.tricks", n) for n in (0, 1, 2)] == ["0 tricks", "1 trick", "2 tricks"]


# ------------------------------------------------ the screens, as played
def run_screens(tmp_path, monkeypatch, argv, language=None):
    """Play a short autoplayed run that saves every menu screen and the
    table's key moments; returns what the Painter drew and fitted."""
    monkeypatch.setenv("FOURHUNDRED_HOME", str(tmp_path / "home"))
    if language is not None:
        monkeypatch.setattr(play, "use_options", lambda options: strings.set_language(language))
    monkeypatch.setattr(Painter, "audit", [])
    monkeypatch.setattr(Painter, "fits", [])
    try:
        code = play.run(["--autoplay", "--hands", "1", "--seed", "3", "--speed", "instant",
                         "--screenshots", str(tmp_path / "shots"), *argv])
    finally:
        strings.set_language("en")
    assert code == 0
    shots = os.listdir(tmp_path / "shots")
    assert "menu-settings-options.png" in shots and "bidding-panel.png" in shots
    return list(Painter.audit), list(Painter.fits)


def test_every_drawn_text_came_through_the_catalog(tmp_path, monkeypatch):
    """In the pseudo-language every catalog string is marked ⟦…⟧: any drawn
    text with words in it and no mark bypassed the catalog. Numbers, card
    indices and the languages' own names need no translation; a wrapped
    paragraph's later lines are parts of a marked text."""
    drawn, _ = run_screens(tmp_path, monkeypatch, [], language=strings.PSEUDO)
    marked = [x for x in drawn if "\u27e6" in x]
    assert len(marked) > 200
    own_names = set(strings.LANGUAGES.values())
    bypassed = sorted({x for x in drawn if "\u27e6" not in x and re.search(r"[A-Za-z]{2,}", x)
                       and x not in own_names and not any(x in m for m in marked)})
    assert bypassed == []


@pytest.mark.parametrize("window", ["1280x720", "1024x600"])
def test_arabic_text_fits_its_boxes(tmp_path, monkeypatch, window):
    """Every label fitted to a box (buttons, settings rows, notes, messages)
    fits it at no less than 80% of its size, on every screen."""
    drawn, fits = run_screens(tmp_path, monkeypatch, ["--lang", "ar", "--window", window])
    assert any(re.search("[\u0600-\u06ff]", x) for x in drawn)
    assert len(fits) > 100
    over = [f for f in fits if f[4] > f[3]]
    shrunk = [f for f in fits if f[2] < 0.8 * f[1]]
    assert over == [] and shrunk == []


# ------------------------------------------------ choosing the language


def test_the_language_option_changes_every_screen_at_once_and_is_kept(app, home):
    import json

    import pygame
    from events import key

    from game.ui.screens import SettingsScreen, TitleScreen

    title = TitleScreen(home)
    app.push(title)
    app.step(0.016)
    settings = SettingsScreen(home, page="options")
    app.push(settings)
    app.step(0.016)
    assert settings.title == "Settings"
    settings.focus["options"] = [c.key for c in settings.current].index("language")
    key(pygame.K_RIGHT)
    app.step(0.016)
    assert strings.language() == "ar" and strings.right_to_left()
    assert settings.title == "الإعدادات"  # this screen, at once
    assert settings.current[0].label == "اللغة"  # its rows too
    assert {b.label for b in title.buttons} >= {"لعبة جديدة", "الإعدادات"}  # the one below
    saved = json.loads(home.storage.paths.settings.read_text())
    assert saved["options"]["language"] == "ar"
    key(pygame.K_LEFT)
    app.step(0.016)
    assert strings.language() == "en" and settings.title == "Settings"


def test_eastern_digits_show_in_arabic_only(app, home):
    home.settings.options.language, home.settings.options.digits = "ar", "eastern"
    assert strings.use_options(home.settings.options)
    assert strings.eastern_digits()
    home.settings.options.language = "en"
    strings.use_options(home.settings.options)
    assert not strings.eastern_digits()


@pytest.mark.parametrize("env,expected", [
    ({"LANG": "ar_LB.UTF-8"}, "ar"), ({"LANGUAGE": "ar:en", "LANG": "en_US.UTF-8"}, "ar"),
    ({"LC_ALL": "fr_FR.UTF-8", "LANG": "ar_SY"}, "en"), ({"LANG": "de_DE"}, "en"), ({}, "en"),
])
def test_the_first_run_follows_the_systems_language(env, expected):
    assert strings.system_language(env) == expected


def test_until_a_choice_is_made_the_settings_keep_no_language(tmp_path, monkeypatch):
    from game.storage import configure
    from game.ui.screens import start_home

    monkeypatch.setenv("LANGUAGE", "ar_JO")
    try:
        home = start_home(configure(tmp_path))
        assert strings.language() == "ar"  # the system's, at the first run
        assert home.settings.options.language == ""  # nothing chosen, nothing written
    finally:
        strings.set_language("en")


def test_a_notice_about_a_damaged_file_is_said_in_the_players_language(tmp_path):
    from game.storage import configure

    (tmp_path / "settings.json").write_text("{ not json")
    store = configure(tmp_path)
    store.load_settings()
    assert "settings.json" in store.notice() and "damaged" in store.notice()
    strings.set_language("ar")
    try:
        said = store.notice()
        assert "settings.json" in said and "تالف" in said and "damaged" not in said
    finally:
        strings.set_language("en")
