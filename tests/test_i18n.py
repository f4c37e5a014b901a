"""The catalog in gettext form: every key's English source is registered once;
the language switches at once; a pseudo-language marks every string that
went through the catalog; the system's language is read from the usual
variables."""

import pytest

import game.ui.screens.text  # noqa: F401  (registers the menus' strings)
from game.strings import (
    PSEUDO,
    language,
    right_to_left,
    set_language,
    source,
    sources,
    system_language,
    t,
    tn,
)
from game.strings import STRINGS as TABLE
from game.ui.screens.text import STRINGS as MENUS


@pytest.fixture(autouse=True)
def english():
    yield
    set_language("en")


def test_every_key_has_one_english_source():
    assert not set(TABLE) & set(MENUS)  # no key defined twice
    every = sources()
    assert len(every) == len(TABLE) + len(MENUS)
    assert source("title.new") == "New game"
    assert source("play.trick_won") == "{seat} takes the trick"


def test_the_language_switches_at_once_and_anything_unknown_is_english():
    assert t("title.new") == "New game"
    assert set_language(PSEUDO) == PSEUDO
    assert t("title.new") == "\u27e6New game\u27e7"
    assert t("play.trick_won", seat="Samir") == "\u27e6Samir takes the trick\u27e7"
    assert set_language("xx") == "en" and language() == "en"
    assert t("title.new") == "New game" and not right_to_left()


def test_arabic_is_written_right_to_left():
    set_language("ar")
    assert language() == "ar" and right_to_left()


def test_a_missing_key_shows_itself_not_a_crash():
    assert t("no.such.key") == "no.such.key"
    assert tn("no.such.key", 3) == "no.such.key"


def test_the_system_language_comes_from_the_usual_variables():
    assert system_language({"LANG": "ar_LB.UTF-8"}) == "ar"
    assert system_language({"LANGUAGE": "ar:en", "LANG": "en_US.UTF-8"}) == "ar"
    assert system_language({"LC_ALL": "fr_FR.UTF-8", "LANG": "ar_SY"}) == "en"  # LC_ALL first
    assert system_language({"LANG": "C"}) == "en"
    assert system_language({}) in ("en", "ar")
