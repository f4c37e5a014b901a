"""Shared by the tests.

The tests speak English unless a test asks otherwise: the first run follows
the system's language, so a machine set to Arabic must not change what the
tests read. ``home`` (the player's files in a temporary folder) and ``app``
(a window with every screen registered, as the game registers them) serve
the screen tests; ``language`` (parametrized indirectly with a language
code) switches the game's language for one test and back, and ``arabic``
switches it to Arabic (leaving English, Western digits and the masculine
address behind it).
"""

import os

import pytest

os.environ["LANGUAGE"] = "en"


@pytest.fixture
def home(tmp_path):
    from game import strings
    from game.storage import configure
    from game.ui.screens import start_home

    yield start_home(configure(tmp_path))
    strings.set_language("en")  # a test that switched the language leaves it as it was
    strings.set_digits("western")


@pytest.fixture
def app(home):
    from game.ui.app import App
    from game.ui.screens import install

    home.settings.options.sound = False
    a = App((1280, 720), options=home.settings.options)
    install(a, home)
    yield a
    a.close()


@pytest.fixture
def language(request):
    from game import strings

    strings.set_language(request.param)
    yield request.param
    strings.set_language("en")
    strings.set_digits("western")


@pytest.fixture
def arabic():
    from game import strings

    strings.set_language("ar")
    yield
    strings.set_language("en")
    strings.set_digits("western")
    strings.set_address("masculine")
