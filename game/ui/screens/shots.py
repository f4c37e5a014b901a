"""Screenshots of every menu screen, for ``--autoplay`` runs and for review
(About and the licences too, and the replay of a file of bots' games).

``capture_all(app, folder, home)`` opens each screen in turn on ``app``,
draws a frame and saves ``menu-*.png``; it returns the paths and leaves the
scene stack empty (``app.run(table)`` can follow). From a shell, ``python
main.py play --autoplay --hands 1 --screenshots DIR`` saves them and the
table's moments.
"""

from __future__ import annotations

import json
import os
import random

import pygame

from ...engine import Match, Rules
from ...engine.record import to_record
from ...record_file import RecordFile
from ...strings import t
from ..app import save_png
from ..table.dialogs import PauseMenu
from ..table.keys import KeysDialog
from . import install, start_home
from .about import AboutScreen, LicencesScreen
from .howto import HowToPlayScreen
from .learn import LearnScreen
from .replay import ReplayScreen
from .settings import SettingsScreen
from .stats import StatsScreen
from .title import TitleScreen


def _over(app, below, dialog, path: str) -> str:
    """A table dialog, shot over ``below`` (its buttons do nothing here)."""
    app.replace(below)
    app.push(dialog)
    return _frame(app, None, path)


def _frame(app, scene, path: str) -> str:
    if scene is not None:
        app.replace(scene)
    app.apply_requests()
    app.step(0.0)
    app.step(0.016)
    save_png(app.surface, path)
    return path


# a match --record file's players: bots, and a program whose name is cut short
BOTS_GAME = ["bot:hard", "bot:exec:python3 /home/me/bots/my_clever_bot.py --depth 3",
             "bot:medium", "exec:./other_bot"]


def bots_games(n: int = 2) -> RecordFile:
    """``n`` short games of bots, as a ``match --record`` file holds them
    (a few hands each, played at random from fixed seeds; never written)."""
    lines = []
    for game in range(n):
        rng = random.Random(game)
        m = Match(Rules(), seed=11 + game)
        while not m.is_over and len(m.hand_logs) < 2:
            m.apply(rng.choice(m.legal_actions()))
        m.stop()
        lines.append((game + 1, json.dumps(to_record(m, BOTS_GAME))))
    return RecordFile("match.jsonl", lines)


def capture_all(app, folder: str, home=None) -> list[str]:
    home = home or start_home(None)
    install(app, home)
    os.makedirs(folder, exist_ok=True)
    out = []

    def shot(name, scene):
        out.append(_frame(app, scene, os.path.join(folder, f"menu-{name}.png")))

    shot("title", TitleScreen(home))
    shot("settings-rules", SettingsScreen(home, page="rules"))
    s = SettingsScreen(home, page="rules")
    app.replace(s)
    app.apply_requests()
    for _ in range(8):  # down to the bid value table, to show the "win" switches
        s.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0))
    out.append(_frame(app, s, os.path.join(folder, "menu-settings-bids.png")))
    shot("settings-options", SettingsScreen(home, page="options"))
    shot("howto", HowToPlayScreen(home))  # the rules of the next game, as the player sees them
    h = HowToPlayScreen(home)
    app.replace(h)
    app.apply_requests()
    for _ in range(12):  # down to its end: winning, and how the computer players signal
        h.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0))
    out.append(_frame(app, h, os.path.join(folder, "menu-howto-end.png")))
    shot("stats", StatsScreen(home))
    shot("learn", LearnScreen(home))
    shot("replay", ReplayScreen(home))
    games = ReplayScreen(home, records=bots_games())  # a file of bots' games: their names
    games.trick = 3
    shot("replay-games", games)
    shot("about", AboutScreen(home))
    shot("licences", LicencesScreen(home))
    out.append(_over(app, TitleScreen(home), KeysDialog(), os.path.join(folder, "menu-keys.png")))
    pause = PauseMenu([(t(f"pause.{k}"), None) for k in ("resume", "settings", "rules", "keys",
                                                         "quit")])
    out.append(_over(app, TitleScreen(home), pause, os.path.join(folder, "menu-pause.png")))
    app.pop()  # leave the stack empty for whatever runs next
    app.apply_requests()
    return out
