"""A language added by a translator alone: a folder under the locale folder,
a ``.po`` made by ``build/catalog.py update``, filled in, and compiled. The
game then offers it by its own name, speaks it (its plural forms from its
catalog), accepts it with ``--lang`` and in the settings file, and forgets it
without a crash when its catalog is removed. Arabic keeps its direction.

The catalogs are built at test time in a temporary locale folder (a tiny
French, and a tiny right-to-left Hebrew); the real ``assets/locale`` is never
written."""

import json
import os
import shutil
import sys

import pytest
from babel.messages.pofile import read_po, write_po

from game import strings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "build"))

import catalog  # noqa: E402

FRENCH = {
    "language.name": "Fran\u00e7ais",
    "language.direction": "ltr",
    "title.new": "Nouvelle partie",
    "title.settings": "Param\u00e8tres",
    "settings.title": "Param\u00e8tres",
    "pause.settings": "Param\u00e8tres",
    "option.language": "Langue",
    "count.tricks": ("{n} pli", "{n} plis"),
}
HEBREW = {
    "language.name": "\u05e2\u05d1\u05e8\u05d9\u05ea",
    "language.direction": "rtl",
    "title.new": "\u05de\u05e9\u05d7\u05e7 \u05d7\u05d3\u05e9",
}


def translate(lang: str, words: dict) -> None:
    """What a translator does in Poedit: fill in some messages of the .po."""
    path = catalog.po_path(lang)
    with open(path, "rb") as f:
        cat = read_po(f, locale=lang, domain=strings.DOMAIN)
    for key, text in words.items():
        cat.get(strings.source(key), context=key).string = text
    with open(path, "wb") as f:
        write_po(f, cat, width=0, sort_output=True)


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    """A locale folder with the real Arabic catalog and two new languages,
    made by the steps of docs/TRANSLATING.md."""
    loc = tmp_path_factory.mktemp("catalogs") / "locale"
    shutil.copytree(os.path.join(catalog.locale_dir(), "ar"), loc / "ar")
    for lang in ("fr", "he"):
        (loc / lang / "LC_MESSAGES").mkdir(parents=True)
    mp = pytest.MonkeyPatch()
    mp.setattr(strings, "LOCALE_DIR", str(loc))
    try:
        catalog.update()  # each new folder gets its .po, with its language's plural forms
        translate("fr", FRENCH)
        translate("he", HEBREW)
        catalog.compile_all()
    finally:
        mp.undo()
    return loc


@pytest.fixture
def french(built, tmp_path, monkeypatch):
    """The game reads its catalogs from a copy of ``built`` (a test may remove one)."""
    loc = tmp_path / "locale"
    shutil.copytree(built, loc)
    monkeypatch.setattr(strings, "LOCALE_DIR", str(loc))
    yield loc
    strings.set_language("en")


def test_settings_offer_the_new_language_by_its_own_name_and_the_title_speaks_it(
        french, app, home):
    import pygame
    from events import key

    from game.ui.screens import SettingsScreen, TitleScreen

    title = TitleScreen(home)
    app.push(title)
    app.step(0.016)
    settings = SettingsScreen(home, page="options")
    app.push(settings)
    app.step(0.016)
    row = [c.key for c in settings.current].index("language")
    settings.focus["options"] = row
    shown = []
    for _ in range(len(strings.available_languages())):
        key(pygame.K_RIGHT)
        app.step(0.016)
        shown.append(settings.current[row].text(home.settings))
    # in the order of their codes: ar, fr, he, then back to English (Arabic's
    # own name is checked with the real catalog below)
    assert shown == [strings.own_name("ar"), "Fran\u00e7ais", "\u05e2\u05d1\u05e8\u05d9\u05ea",
                     "English"]
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    app.step(0.016)
    assert strings.language() == "fr" and not strings.right_to_left()
    assert settings.title == "Param\u00e8tres" and settings.current[row].label == "Langue"
    assert "Nouvelle partie" in {b.label for b in title.buttons}
    saved = json.loads(home.storage.paths.settings.read_text())
    assert saved["options"]["language"] == "fr"


def test_counts_take_the_plural_forms_of_the_catalogs_header(french):
    strings.set_language("fr")
    assert [strings.tn("count.tricks", n) for n in (0, 1, 2, 5)] == [
        "0 pli", "1 pli", "2 plis", "5 plis"]  # French: 0 and 1 are singular
    assert strings.catalog("fr").plural(0) == 0 and strings.catalog("ar").plural(3) == 3


def test_a_right_to_left_language_is_mirrored_by_its_catalog_alone(french):
    strings.set_language("he")
    assert strings.language() == "he" and strings.right_to_left()
    assert strings.t("title.new") == HEBREW["title.new"]


def test_lang_accepts_the_new_language(french, tmp_path, monkeypatch, capsys):
    from game.cli import play

    titles = []
    real = play.install_screens
    monkeypatch.setattr(play, "install_screens",
                        lambda app, home: titles.append(real(app, home)) or titles[-1])
    assert play.run(["--lang", "fr", "--startup-probe", "--config-dir", str(tmp_path)]) == 0
    assert strings.language() == "fr"
    assert "Nouvelle partie" in {b.label for b in titles[0].buttons}


def test_an_unknown_lang_is_refused_in_one_line_naming_the_languages(french, capsys):
    from game.cli import main

    assert main(["play", "--lang", "xx"]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err
    assert all(f"'{code}'" in err for code in ("en", "ar", "fr", "he"))


def test_a_saved_language_whose_catalog_is_gone_follows_the_system_with_a_notice(
        french, tmp_path):
    from game.storage import configure
    from game.ui.screens import start_home

    home = start_home(configure(tmp_path / "home"))
    home.settings.options.language = "fr"
    home.save_settings()
    home.storage.flush()
    assert start_home(configure(tmp_path / "home")).settings.options.language == "fr"
    assert strings.language() == "fr"
    os.remove(french / "fr" / "LC_MESSAGES" / "game.mo")  # the translator's catalog removed
    assert strings.available_languages() == ("en", "ar", "he")
    home = start_home(configure(tmp_path / "home"))
    assert home.settings.options.language == ""  # the system's language again
    assert strings.language() == "en"  # conftest: the system speaks English
    assert "settings.json" in home.notice and "Language" in home.notice
    assert len(home.notice.splitlines()) == 1


def test_the_first_run_picks_any_available_language_the_system_speaks(french):
    assert strings.system_language({"LANG": "fr_CA.UTF-8"}) == "fr"
    assert strings.system_language({"LANGUAGE": "de:fr:en"}) == "fr"  # in order of preference
    assert strings.system_language({"LANG": "ar_LB.UTF-8"}) == "ar"
    assert strings.system_language({"LANG": "de_DE.UTF-8"}) == "en"


def test_a_translators_slip_in_a_field_shows_english_not_a_crash(french):
    translate("fr", {"play.trick_won": "{joueur} prend le pli"})  # {seat}, misspelt
    catalog.compile_all()
    strings.set_language("fr")
    assert strings.t("play.trick_won", seat="Samir") == "Samir takes the trick"
    assert any("play.trick_won: {joueur} is not one of its fields" in line
               for line in catalog.field_errors())


def test_arabic_is_still_right_to_left_in_its_font_and_english_left_to_right(arabic):
    import pygame

    from game.ui.assets import font
    from game.ui.script import visual

    assert strings.language() == "ar" and strings.right_to_left()
    assert strings.own_name("ar") == "\u0627\u0644\u0639\u0631\u0628\u064a\u0629"
    assert strings.LANGUAGES["ar"] == strings.own_name("ar")
    pygame.font.init()
    drawn = visual(strings.t("title.new"))
    assert drawn != strings.t("title.new")  # joined and reordered
    missing = pygame.image.tobytes(font(20).render("\U000f0000", True, "black"), "RGBA")
    assert all(pygame.image.tobytes(font(20).render(ch, True, "black"), "RGBA") != missing
               for ch in drawn if not ch.isspace())  # every letter drawn, no empty box
    strings.set_language("en")
    assert strings.language() == "en" and not strings.right_to_left()
    assert strings.own_name("en") == "English"
