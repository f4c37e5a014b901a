"""``python main.py play`` (also plain ``python main.py``): open the game window.

Options for automation: ``--seed``, ``--rules``, ``--autoplay`` (South is a
bot too), ``--hands N``, ``--speed``, ``--bots``, ``--lang``,
``--screenshots DIR``, ``--frame-stats FILE``, ``--window WxH``,
``--fullscreen``. Display options come from ``game.options.Options``.
``--replay FILE`` opens on the replay of a game record file
(``game.record_file``) over the title screen, instead of a game.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import time
from pathlib import Path

import pygame

from ..ai import LEVELS
from ..ai.worker import settle
from ..engine import RulesError
from ..options import SPEEDS, Options, SessionOptions
from ..record_file import RecordFile, RecordFileError
from ..rules_file import load_rules
from ..storage import configure
from ..storage.files import ENV_HOME, cannot_make_folder, not_a_folder
from ..strings import available_languages, t, use_options
from ..ui.app import App
from ..ui.screens import open_records, start, start_home
from ..ui.screens.shots import capture_all
from ..ui.table import TableScene
from . import ranges
from .parsing import Parser, UsageError
from .signals import on_ending


def parser() -> Parser:
    p = Parser(prog="400 play", description="Open the game window: you (South) and North "
               "against East and West.")
    p.add_argument("--seed", type=ranges.integer, default=None, metavar="S",
                   help="seed for the deals and the bots (random if absent)")
    p.add_argument("--rules", default=None, metavar="PRESET|FILE.json",
                   help="a preset (lebanese, syrian41, cutthroat, jawaker) or a JSON rules file")
    p.add_argument("--autoplay", action="store_true", help="South is played by a bot too")
    p.add_argument("--hands", type=ranges.integer, default=None, metavar="N",
                   help="quit after N hands")
    p.add_argument("--speed", choices=SPEEDS, default=None,
                   help="animation speed for every game of this run, not saved "
                        "(else the saved setting)")
    p.add_argument("--screenshots", type=ranges.path, metavar="DIR",
                   help="save PNGs of the key moments (mid-deal, bidding panel, mid-trick, "
                        "trick sweep, hand summary, score sheet, game over) in DIR")
    p.add_argument("--frame-stats", type=ranges.path, metavar="FILE",
                   help="write frame timings (p50/p95/p99/max) as JSON to FILE")
    p.add_argument("--window", default=None, metavar="WxH",
                   help="window size (1280x720, or smaller on a screen without room "
                        "for it)")
    p.add_argument("--fullscreen", action="store_true",
                   help="start fullscreen (this run only, not saved)")
    p.add_argument("--bots", default=None, metavar="LEVEL",
                   help="bot level for every seat in every game of this run, not saved: "
                        "random, easy, medium or hard (else the saved setting)")
    p.add_argument("--lang", choices=available_languages(), default=None,
                   help="the language of this run, not saved: en (English) or a language "
                        "with a catalog in assets/locale (else the saved choice, else the "
                        "system's language)")
    p.add_argument("--config-dir", type=ranges.path, default=None, metavar="DIR",
                   help="keep settings, the saved game and statistics in DIR "
                        "(else FOURHUNDRED_HOME, else the per-user folders)")
    p.add_argument("--replay", type=ranges.path, default=None, metavar="FILE",
                   help="open on the replay of the game record(s) in FILE (exported from "
                        "the replay, or written by 'match --record'; N and P go from game "
                        "to game); --seed, --rules, --autoplay and --hands start a game and "
                        "are refused with it, the other options apply")
    p.add_argument("--startup-probe", action="store_true", help=argparse.SUPPRESS)
    return p


def parse_window(text: str) -> tuple[int, int]:
    m = re.fullmatch(r"\s*(\d{2,5})\s*[xX×]\s*(\d{2,5})\s*", text)
    if not m:
        raise UsageError(f"400 play: --window must look like 1280x720, not "
                         f"{ranges.shown(text)}")
    w, h = int(m.group(1)), int(m.group(2))
    if not (640 <= w <= 7680 and 400 <= h <= 4320):
        raise UsageError(f"400 play: --window {w}x{h} is outside 640x400 … 7680x4320")
    return w, h


def load_options() -> Options:
    """The display options to start with. The settings screens replace this by
    passing their saved ``Options`` to ``run(argv, options)``."""
    return Options()


def open_home(config_dir: str | None):
    """The player's saved settings, statistics and game."""
    chosen = config_dir or os.environ.get(ENV_HOME)
    if chosen:  # a folder that cannot hold the files would lose every save
        source = "--config-dir" if config_dir else ENV_HOME
        blocked = not_a_folder(chosen)
        if blocked is not None:
            where = "is a file" if str(blocked) == str(Path(chosen).expanduser()) else \
                f"is under {blocked}, which is a file"
            raise UsageError(f"400 play: {source}: {chosen} {where}, not a folder")
        why = cannot_make_folder(chosen)
        if why is not None:
            raise UsageError(f"400 play: {source}: cannot keep the game's files in {chosen} "
                             f"({why})")
    try:
        return start_home(configure(config_dir))
    except OSError as e:
        raise UsageError(f"400 play: --config-dir: {e}") from None


def install_screens(app, home):
    """Register the menu, settings and rules screens; the title screen, or None."""
    if home is None:
        return None
    return start(app, home)


def session_options(saved: Options, args) -> SessionOptions:
    """The options of this run: ``--speed``, ``--bots`` and ``--fullscreen``
    hold for every game of the run (the first table and every game started
    from the menus) and are never written into the saved settings."""
    overrides, flags = {}, {}
    if args.speed:
        overrides["speed"], flags["speed"] = args.speed, "--speed"
    if args.bots is not None:
        overrides["bot_levels"], flags["bot_levels"] = [args.bots] * 4, "--bots"
    if args.fullscreen:
        overrides["fullscreen"], flags["fullscreen"] = True, "--fullscreen"
    if getattr(args, "lang", None):
        overrides["language"], flags["language"] = args.lang, "--lang"
    return SessionOptions(saved, overrides, flags)


REPLAY_CLASHES = ("seed", "rules", "autoplay", "hands")  # they start a game: no sense here


def watched(args) -> RecordFile | None:
    """The record file of ``--replay``, its first game checked (None without
    the flag); ``UsageError`` for a flag that starts a game beside it, or for a
    file that cannot be watched, in one line naming the file (and the line)."""
    if args.replay is None:
        return None
    for name in REPLAY_CLASHES:
        if getattr(args, name) not in (None, False):
            raise UsageError(f"400 play: --replay cannot go with --{name}: a record is "
                             "watched as it was played")
    try:
        return RecordFile.open(args.replay)
    except RecordFileError as e:
        raise UsageError(f"400 play: --replay {e}") from None


def run(argv: list[str], options: Options | None = None) -> int:
    args = parser().parse_args(argv)
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    size = parse_window(args.window) if args.window is not None else None
    ranges.check("400 play", args)
    rules = None
    if args.rules is not None:
        try:
            rules = load_rules(args.rules)
        except RulesError as e:
            raise UsageError(f"400 play: --rules: {e}") from None
    if args.screenshots:
        try:
            os.makedirs(args.screenshots, exist_ok=True)
        except OSError as e:
            raise UsageError(f"400 play: --screenshots {args.screenshots}: {e.strerror}") \
                from None
    if args.frame_stats:
        folder = os.path.dirname(os.path.abspath(args.frame_stats))
        if not os.path.isdir(folder):
            raise UsageError(f"400 play: --frame-stats: no folder {folder}")
        if os.path.isdir(args.frame_stats):
            raise UsageError(f"400 play: --frame-stats {args.frame_stats} is a folder; "
                             "give a file name")
    if args.config_dir and os.path.exists(args.config_dir) \
            and not os.path.isdir(args.config_dir):
        raise UsageError(f"400 play: --config-dir {args.config_dir} is not a folder")
    if args.bots is not None:
        if args.bots not in LEVELS:
            raise UsageError(f"400 play: --bots must be one of {', '.join(LEVELS)}, "
                             f"not {args.bots!r}")
    records = watched(args)
    home = open_home(args.config_dir) if options is None else None
    if options is None:
        options = home.settings.options if home is not None else load_options()
    direct = bool(args.autoplay or args.hands or args.seed is not None or args.screenshots
                  or args.frame_stats or args.rules)
    options = session_options(options, args)
    use_options(options)  # the run's language, before the first word is drawn

    try:
        app = App(size, options=options, fullscreen=args.fullscreen, title=t("window.title"),
                  screenshot_dir=args.screenshots, frame_stats=bool(args.frame_stats))
    except pygame.error as e:
        print(f"400 play: cannot open the game window: {e} (no display? for a headless "
              "run set SDL_VIDEODRIVER=dummy)", file=sys.stderr)
        return 1
    app.scene_factories.setdefault("table", lambda app, **kw: TableScene(**kw))
    first = install_screens(app, home)  # the title screen, when the menus are present
    if records is not None:  # the replay of a file, over the title (Back goes there)
        if first is None:  # no menus: the replay alone, over nothing of the player's
            home = start_home(None)
        first = open_records(app, home, records, first)
    elif first is None or direct:  # automation runs go straight to an unsaved table
        first = TableScene(rules=rules, seed=args.seed, autoplay=args.autoplay,
                           speed=args.speed, hands=args.hands, options=options)
    scene = first
    if args.startup_probe:  # for tests/bench: the time of the first drawn frame
        app.push(scene)
        app.step(0.0)
        print(f"first-frame {time.time():.6f}", flush=True)
        app.close()
        return 0
    if args.autoplay and args.screenshots and home is not None:
        try:
            capture_all(app, args.screenshots, home)
        except OSError as e:
            app.close()
            raise UsageError(f"400 play: --screenshots: cannot write into {args.screenshots} "
                             f"({e.strerror or e})") from None
    # A terminal closed (SIGHUP) or a logout (SIGTERM) ends the window as its
    # close button does: the frame finishes, the scenes exit (the game is
    # already saved after every action) and the bot worker is shut down
    # rather than left to the resource tracker.
    try:
        with on_ending(lambda signum: app.quit(128 + signum)):
            code = app.run(scene)
    finally:
        stats = app.frame_stats()
        app.close()
        settle()  # the bots' worker, let go as the scenes closed, has finished
    if app.screenshot_error:
        raise UsageError(f"400 play: --screenshots: {app.screenshot_error}")
    if args.frame_stats:
        try:
            with open(args.frame_stats, "w", encoding="utf-8") as f:
                json.dump(stats, f, indent=1)
                f.write("\n")
        except OSError as e:
            raise UsageError(f"400 play: --frame-stats: cannot write {args.frame_stats} "
                             f"({e.strerror or e})") from None
    return code
