"""Menus, settings, how to play, the lessons, statistics and replay, and the
table that saves.

Wiring (``game/cli/play.py``)::

    from game.storage import configure
    from game.ui.screens import start, start_home
    home = start_home(configure(args.config_dir))  # --config-dir DIR, else FOURHUNDRED_HOME
    app = App(size, options=home.settings.options, ...)
    title = start(app, home)                       # registers the screens, returns the title
    app.run(title)                                 # App.close() runs on_exit: the game is saved

``app.open("menu"|"settings"|"rules"|"stats"|"replay"|"about"|"licences")`` then opens each screen
(the table's pause menu uses "settings" and "rules"). A record file
dropped on the window opens in the replay (``watch_file``), as
``play --replay FILE`` opens it (``open_records``).
"""

from __future__ import annotations

from ...options import SessionOptions
from ...storage import Settings
from ...strings import use_options
from .about import AboutScreen, LicencesScreen
from .base import Home, Screen
from .game import continue_game, kept_table, new_game, review_pending
from .howto import HowToPlayScreen, rules_text
from .learn import LearnScreen
from .replay import ReplayScreen, watch_file
from .settings import SettingsScreen
from .stats import StatsScreen
from .title import TitleScreen

__all__ = ["Home", "Screen", "TitleScreen", "SettingsScreen", "HowToPlayScreen", "StatsScreen",
           "ReplayScreen", "new_game", "continue_game", "kept_table", "rules_text",
           "start_home", "install", "start", "open_records", "watch_file"]


def start_home(storage=None) -> Home:
    """Load the settings and statistics (``storage`` from
    ``game.storage.configure``; None keeps everything in memory)."""
    settings = storage.load_settings() if storage is not None else Settings()
    use_options(settings.options)  # until the player chooses, the system's language
    home = Home(storage, settings)
    if storage is not None:
        home.load_stats()
        storage.pending_reviews()  # read now: a damaged file is told with the others
        home.notice = storage.notice()
    return home


def install(app, home: Home) -> None:
    """Register the screens with the app. The app reads the settings' options
    object (so the settings screen changes what the table reads), through the
    run's ``SessionOptions`` when the command line set some for this run
    (``--speed``, ``--bots``, ``--fullscreen``: they hold for every game)."""
    if isinstance(app.options, SessionOptions):
        if app.options.saved is not home.settings.options:
            app.options = app.options.over(home.settings.options)
    elif app.options == home.settings.options:
        app.options = home.settings.options
    app.save_options = home.save_settings  # the table's sound button and F11 are kept
    app.restyle()  # the text size of the options read
    app.scene_factories.update({
        "menu": lambda app, **kw: TitleScreen(home),
        "settings": lambda app, **kw: SettingsScreen(home, **kw),
        "learn": lambda app, **kw: LearnScreen(home),
        "rules": lambda app, **kw: _rules_page(app, home),
        "howto": lambda app, **kw: HowToPlayScreen(home, **kw),
        "stats": lambda app, **kw: StatsScreen(home),
        "replay": lambda app, **kw: ReplayScreen(home, **kw),
        "about": lambda app, **kw: AboutScreen(home),
        "licences": lambda app, **kw: LicencesScreen(home),
    })
    app.on_drop = lambda path: watch_file(app, path)  # a record file to watch


def _rules_page(app, home) -> HowToPlayScreen:
    """The pause menu's Rules: those of the game on the table, named as such
    (and the next game's, when the settings changed since), else the settings'."""
    for scene in reversed(app.scenes):
        match = getattr(scene, "match", None)
        if match is not None and not match.is_over:
            return HowToPlayScreen(home, rules=match.rules, playing=True)
    return HowToPlayScreen(home, rules=home.settings.rules)


def open_records(app, home: Home, records, title: TitleScreen | None = None) -> ReplayScreen:
    """The replay of a record file's games (``play --replay FILE``), for
    ``app.run``; ``title`` (the title screen) is put below it, so that Back
    leads there."""
    if title is not None:
        app.push(title)
    return ReplayScreen(home, records=records)


def start(app, home: Home, thinker=None) -> TitleScreen:
    """Register the screens; the title screen. A finished game's last
    reviews the window closed on are done in the background
    (``review_pending``; ``thinker``: their worker, for the tests)."""
    install(app, home)
    review_pending(app, home, thinker)
    return TitleScreen(home)
