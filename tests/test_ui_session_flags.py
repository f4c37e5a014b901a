"""`python main.py play --bots LEVEL --speed S --fullscreen`: the flags hold for
every game of the run (the first table, New game from the title, Play again,
a new game after Quit to menu), the settings screen says which rows a flag
holds, and the saved settings file keeps the player's own choices.

The real command line runs (``game.cli.main``); only ``App.run`` is replaced
by a script that posts events and steps frames, and the bots think at once."""

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker  # noqa: E402
from events import click, key  # noqa: E402

import game.session.table as session_table  # noqa: E402
from game.cli import main  # noqa: E402
from game.options import Options  # noqa: E402
from game.session import ThinkerLoader  # noqa: E402
from game.storage import Settings, configure  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.screens import SettingsScreen, TitleScreen  # noqa: E402
from game.ui.screens.text import t  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.table.director import SPEED_FACTORS  # noqa: E402

DT = 1 / 60


def frames(app, n=3):
    for _ in range(n):
        app.step(DT)


@pytest.fixture
def home_dir(tmp_path):
    """A settings file with the player's own choices (not the defaults)."""
    folder = tmp_path / "home"
    saved = Options(bot_levels=["medium"] * 4, speed="slow", sound=False)
    configure(folder).save_settings(Settings(options=saved))
    return folder


def saved_options(folder) -> dict:
    """The options in the settings file on disk, as JSON."""
    path = configure(folder).paths.settings
    return json.loads(path.read_text(encoding="utf-8"))["options"]


@pytest.fixture
def play(monkeypatch):
    """``play(argv, script)``: run ``main(["play", *argv])`` with ``script(app)``
    in place of the frame loop; the bots answer at once (no worker process)."""
    monkeypatch.setattr(session_table, "ThinkerLoader",
                        lambda thinker=None: ThinkerLoader(thinker or InstantThinker()))

    def run(argv, script):
        done = []

        def scripted(app, scene=None):
            if scene is not None:
                app.push(scene)
            app.apply_requests()
            script(app)
            done.append(True)
            return 0

        monkeypatch.setattr(App, "run", scripted)
        assert main(["play", *argv]) == 0
        assert done, "the game window never opened"
    return run


def open_options_page(app) -> SettingsScreen:
    """From the title: Settings (keyboard), then the Options tab."""
    assert isinstance(app.top, TitleScreen)
    key(pygame.K_DOWN)  # shows the focus on New game
    key(pygame.K_DOWN)  # Settings
    key(pygame.K_RETURN)
    frames(app)
    screen = app.top
    assert isinstance(screen, SettingsScreen)
    key(pygame.K_TAB)
    frames(app)
    assert screen.page == "options"
    return screen


def focus_row(app, screen, name) -> None:
    """Move the focus down to the row of option ``name``."""
    keys = [c.key for c in screen.current]
    while keys[screen.focus["options"]] != name:
        key(pygame.K_DOWN)
        frames(app, 1)


def new_game_from_title(app) -> TableScene:
    title = app.top
    assert isinstance(title, TitleScreen)
    button = next(b for b in title.buttons if b.name == "new")
    click(button.rect.center)
    frames(app)
    if isinstance(app.top, Dialog):  # a game is saved: "Start a new game?"
        yes = next(b for b in app.top.buttons if b.label == t("title.abandon_yes"))
        click(yes.rect.center)
        frames(app)
    table = app.top
    assert isinstance(table, TableScene) and table.keeper is not None  # saved as it goes
    return table


def assert_uses(table, bots, speed):
    assert table.bots.levels == [bots] * 4
    assert table.options.bot_levels == [bots] * 4
    assert table.speed == speed
    assert table.director.factor == SPEED_FACTORS[speed]


# --------------------------------------------------------------- the games
@pytest.mark.parametrize("saved_bots, saved_speed", [("medium", "slow"), ("easy", "fast")],
                         ids=["saved-differs", "saved-same-as-flags"])
def test_bots_and_speed_flags_hold_for_every_game_started_from_the_menu(
        play, home_dir, saved_bots, saved_speed):
    if saved_bots != "medium":  # flags equal to the saved values hold all the same
        store = configure(home_dir)
        settings = store.load_settings()
        settings.options.bot_levels = [saved_bots] * 4
        settings.options.speed = saved_speed
        store.save_settings(settings)
    seen = {}

    def script(app):
        # the player visits Settings: tries to change the bots (held by --bots)
        # and changes a setting no flag holds (four-colour deck)
        screen = open_options_page(app)
        focus_row(app, screen, "bots")
        key(pygame.K_RIGHT)
        frames(app, 1)
        assert "--bots" in screen.draft.message
        focus_row(app, screen, "four_colour")
        key(pygame.K_RIGHT)
        frames(app, 1)
        key(pygame.K_ESCAPE)
        frames(app)
        # New game from the title
        table = new_game_from_title(app)
        assert_uses(table, "easy", "fast")
        assert table.options.four_colour  # the Settings change holds in this run
        # the game ends and the player plays again
        table.play_again()  # what the game-over dialog's "Play again" does
        frames(app)
        again = app.top
        assert isinstance(again, TableScene) and again.keeper is not None and again is not table
        assert_uses(again, "easy", "fast")
        # quit to the menu, then another new game
        again.to_menu()
        frames(app)
        third = new_game_from_title(app)
        assert_uses(third, "easy", "fast")
        seen["games"] = 3
        app.quit(0)

    play(["--bots", "easy", "--speed", "fast", "--config-dir", str(home_dir)], script)
    assert seen["games"] == 3
    on_disk = saved_options(home_dir)
    assert on_disk["bot_levels"] == [saved_bots] * 4  # the player's choice, not the flag's
    assert on_disk["speed"] == saved_speed
    assert on_disk["four_colour"] is True  # what the player did change was saved


def test_flags_of_a_direct_run_also_hold_for_games_from_the_menu(play, home_dir):
    """``--seed`` opens an unsaved table at once; Quit to menu, then New game."""

    def script(app):
        first = app.top
        assert isinstance(first, TableScene) and first.keeper is None  # not saved
        assert first.seed == 5
        assert_uses(first, "random", "instant")
        first.to_menu()
        frames(app)
        table = new_game_from_title(app)
        assert_uses(table, "random", "instant")
        app.quit(0)

    play(["--seed", "5", "--bots", "random", "--speed", "instant",
          "--config-dir", str(home_dir)], script)
    on_disk = saved_options(home_dir)
    assert on_disk["bot_levels"] == ["medium"] * 4 and on_disk["speed"] == "slow"


# ------------------------------------------------------- the settings screen
def test_settings_screen_shows_the_values_the_flags_set_for_this_session(play, home_dir):
    def script(app):
        screen = open_options_page(app)
        rows = {c.key: c for c in screen.current}
        for name, flag, now, saved in (("bots", "--bots", "Easy", "Medium"),
                                       ("bot.1", "--bots", "Easy", "Medium"),
                                       ("bot.2", "--bots", "Easy", "Medium"),
                                       ("bot.3", "--bots", "Easy", "Medium"),
                                       ("speed", "--speed", "Fast", "Slow")):
            value, note = screen.row_texts(rows[name])
            assert value == now, name
            assert flag in note and "this session" in note and saved in note, (name, note)
        value, note = screen.row_texts(rows["card_back"])  # no flag: as saved, usual note
        assert value == "Lattice" and "--" not in note
        focus_row(app, screen, "speed")
        key(pygame.K_LEFT)
        frames(app, 1)
        assert "--speed" in screen.draft.message
        assert screen.row_texts(rows["speed"])[0] == "Fast"
        key(pygame.K_ESCAPE)
        frames(app)
        app.quit(0)

    play(["--bots", "easy", "--speed", "fast", "--config-dir", str(home_dir)], script)
    on_disk = saved_options(home_dir)
    assert on_disk["bot_levels"] == ["medium"] * 4 and on_disk["speed"] == "slow"


def test_without_flags_the_settings_screen_changes_the_next_game(play, home_dir):
    def script(app):
        screen = open_options_page(app)
        rows = {c.key: c for c in screen.current}
        value, note = screen.row_texts(rows["bots"])
        assert value == "Medium" and "--bots" not in note
        focus_row(app, screen, "bots")
        key(pygame.K_RIGHT)  # medium -> hard
        frames(app, 1)
        key(pygame.K_ESCAPE)
        frames(app)
        table = new_game_from_title(app)
        assert_uses(table, "hard", "slow")
        app.quit(0)

    play(["--config-dir", str(home_dir)], script)
    assert saved_options(home_dir)["bot_levels"] == ["hard"] * 4


def test_fullscreen_flag_is_for_this_session_only(play, home_dir):
    def script(app):
        assert app.fullscreen
        screen = open_options_page(app)
        focus_row(app, screen, "volume")
        key(pygame.K_LEFT)  # a change that saves the settings
        frames(app, 1)
        assert app.fullscreen  # saving the settings does not leave fullscreen
        on_disk = saved_options(home_dir)
        assert on_disk["fullscreen"] is False
        assert on_disk["volume"] == pytest.approx(0.6)
        rows = {c.key: c for c in screen.current}
        value, note = screen.row_texts(rows["fullscreen"])
        assert value == "On" and "--fullscreen" in note and "Off" in note
        key(pygame.K_ESCAPE)  # Back saves too
        frames(app)
        app.quit(0)

    play(["--fullscreen", "--config-dir", str(home_dir)], script)
    assert saved_options(home_dir)["fullscreen"] is False
