"""Screenshots of every menu screen, for ``--autoplay`` runs and for review.

``capture_all(app, folder, home)`` opens each screen in turn on ``app``,
draws a frame and saves ``menu-*.png``; it returns the paths and leaves the
scene stack empty (``app.run(table)`` can follow). From a shell::

    SDL_VIDEODRIVER=dummy python -m game.ui.screens.shots DIR [--window WxH] [--config-dir D]
"""

from __future__ import annotations

import os

import pygame


def _frame(app, scene, path: str) -> str:
    app.replace(scene)
    app.apply_requests()
    app.step(0.0)
    app.step(0.016)
    pygame.image.save(app.surface, path)
    return path


def capture_all(app, folder: str, home=None) -> list[str]:
    from . import (
        HowToPlayScreen,
        ReplayScreen,
        SettingsScreen,
        StatsScreen,
        TitleScreen,
        install,
        start_home,
    )
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
    shot("stats", StatsScreen(home))
    shot("replay", ReplayScreen(home))
    app.pop()  # leave the stack empty for whatever runs next
    app.apply_requests()
    return out


def main(argv=None) -> int:
    import sys

    from ...cli import Parser, UsageError
    from ...storage import configure
    from . import start_home
    p = Parser(prog="400 shots", description="Save a PNG of each menu screen.")
    p.add_argument("folder")
    p.add_argument("--window", default="1280x720", metavar="WxH")
    p.add_argument("--config-dir", default=None, metavar="DIR",
                   help="read settings, statistics and the saved game from DIR")
    try:
        args = p.parse_args(argv)
        from ...cli.play import parse_window
        size = parse_window(args.window)
    except UsageError as e:
        print(str(e).replace("400 play:", "400 shots:"), file=sys.stderr)
        return 2
    from ..app import App
    home = start_home(configure(args.config_dir) if args.config_dir else None)
    app = App(size, options=home.settings.options)
    try:
        for path in capture_all(app, args.folder, home):
            print(path)
    finally:
        app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
