"""About 400: ``--version``, the About screen (the version, the player's
folders, the credits) and the third-party licences inside the game."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from events import click, key  # noqa: E402

import game  # noqa: E402
from game import strings  # noqa: E402
from game.cli import main  # noqa: E402
from game.ui.screens import TitleScreen, start  # noqa: E402
from game.ui.screens import about as about_module  # noqa: E402
from game.ui.screens.about import AboutScreen, LicencesScreen, Verbatim  # noqa: E402
from game.ui.screens.text import t  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

DT = 1 / 60


def frames(app, n=2):
    for _ in range(n):
        app.step(DT)


def open_about(app, home):
    """The title, then About as a player opens it: the A key."""
    app.push(start(app, home))
    frames(app)
    key(pygame.K_a)
    frames(app)
    assert isinstance(app.top, AboutScreen)
    return app.top


def button(screen, name):
    return next(b for b in screen.buttons if b.name == name)


@pytest.fixture
def drawn(monkeypatch):
    """Every path and licence line drawn as written (``Verbatim``)."""
    seen = []
    real = Verbatim.text

    def text(self, words, *args, **kwargs):
        seen.append(words)
        return real(self, words, *args, **kwargs)

    monkeypatch.setattr(Verbatim, "text", text)
    return seen


def test_version_prints_one_line_and_exits_0(capsys, monkeypatch):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"400 {game.__version__}\n"
    # the executable names itself as its --help does
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", os.path.join("opt", "400", "400"))
    assert main(["-V"]) == 0
    assert capsys.readouterr().out == f"400 {game.__version__}\n"


def test_the_title_reaches_about_by_key_and_by_click_and_esc_returns(app, home):
    about = open_about(app, home)
    key(pygame.K_ESCAPE)
    frames(app)
    title = app.top
    assert isinstance(title, TitleScreen)
    click(button(title, "about").rect.center)  # the small button in the corner
    frames(app)
    assert isinstance(app.top, AboutScreen) and app.top is not about
    key(pygame.K_RETURN)  # Enter, before the keys chose another button: Back
    frames(app)
    assert app.top is title


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_about_shows_the_version_and_the_real_folders_as_written(app, home, tmp_path, drawn,
                                                                 monkeypatch, language):
    strings.set_digits("eastern")  # a path keeps its own digits, whatever the player's
    monkeypatch.setattr(Painter, "audit", [])
    about = open_about(app, home)
    assert t("about.version", version=game.__version__) in Painter.audit
    home_dir = str(tmp_path.absolute())
    assert home_dir in drawn  # settings, the saved game, statistics: all in --config-dir
    assert str(tmp_path.absolute() / "records") in drawn
    assert [label for label, *_ in about.rows] == [t("about.settings"), t("about.games"),
                                                   t("about.exports")]


def test_copy_and_open_a_folder_never_wait_and_say_what_happened(app, home, tmp_path,
                                                                 monkeypatch):
    copied, launched = [], []

    class Failing:  # xdg-open that gives up a moment later
        polls = 0

        def poll(self):
            self.polls += 1
            return None if self.polls < 3 else 4

    monkeypatch.setattr(about_module, "copy_text", copied.append)
    monkeypatch.setattr(about_module, "launch", lambda path: launched.append(path) or Failing())
    about = open_about(app, home)
    click(button(about, "copy2").rect.center)  # the exported records' folder
    frames(app)
    assert copied == [str(tmp_path / "records")] and about.message == t("about.copied")
    click(button(about, "open2").rect.center)  # not made yet: nothing to open
    frames(app)
    assert launched == [] and about.message == t("about.not_yet")
    click(button(about, "open0").rect.center)
    frames(app, 5)  # the frames go on while the launcher runs
    assert launched == [tmp_path]
    assert about.message == t("about.cannot_open", why=t("about.exit_status", code=4))


def test_the_keys_reach_every_button_of_about(app, home, monkeypatch):
    copied = []
    monkeypatch.setattr(about_module, "copy_text", copied.append)
    open_about(app, home)
    key(pygame.K_TAB)  # shows the focus, on Back
    key(pygame.K_TAB)  # round to the first folder's Open, then its Copy
    key(pygame.K_TAB)
    key(pygame.K_RETURN)
    frames(app)
    assert copied == [str(home.storage.paths.config)]
    key(pygame.K_l)
    frames(app)
    assert isinstance(app.top, LicencesScreen)


def test_the_licences_list_each_component_and_scroll_to_their_end(app, home, drawn):
    open_about(app, home)
    click(button(app.top, "licences").rect.center)
    frames(app)
    view = app.top
    assert isinstance(view, LicencesScreen)
    shown = view.shown()
    assert any(line.startswith("pygame-ce") for line in shown)
    assert any(line.startswith("SDL2 ") for line in shown)
    # a click on a component in the list goes to its licence
    row = next(i for i, (kind, e) in enumerate(view.rows) if kind == "entry" and
               e[1].startswith("pygame-ce"))
    click((view.view.centerx, view.view.top + row * view.line_h + view.line_h // 2))
    frames(app)
    assert any(line.startswith("pygame-ce") and "LGPL" in line for line in view.shown()[:3])
    assert any("GNU LESSER GENERAL PUBLIC LICENSE" in line for line in view.shown())
    key(pygame.K_END)
    frames(app)
    last = next(line for line in reversed(view.lines) if line.strip())
    assert view.scroll == view.limit > 0
    assert last.strip() in drawn[-40:]
    key(pygame.K_ESCAPE)
    frames(app)
    assert isinstance(app.top, AboutScreen)


def test_a_missing_licence_file_is_one_line_and_no_crash(app, home, tmp_path, monkeypatch):
    monkeypatch.setattr(about_module, "licences_file", lambda: tmp_path / "no" / "THIRD.txt")
    about = open_about(app, home)
    note = t("about.licences_missing", file=os.path.join("assets", "licences",
                                                         "THIRD_PARTY.txt"))
    assert about.licence_lines == [note]
    assert not button(about, "licences").enabled
    key(pygame.K_l)
    frames(app)
    assert app.top is about and about.message == note


def test_the_keys_reach_about_on_the_title_and_its_ring_is_around_it_in_arabic(app, home,
                                                                              arabic):
    app.push(start(app, home))
    frames(app)
    title = app.top
    key(pygame.K_UP)  # shows the focus on the first button
    key(pygame.K_UP)  # round to the last: About, in its corner
    frames(app)
    about = button(title, "about")
    assert title.buttons[title.focus] is about
    ring = about.rect.inflate(app.layout.margin, app.layout.margin)
    assert app.surface.get_at((ring.left, ring.centery))[:3] == (240, 196, 90)  # gold
    key(pygame.K_RETURN)
    frames(app)
    assert isinstance(app.top, AboutScreen)
