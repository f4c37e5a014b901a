"""Menus, settings, how to play, statistics and replay, driven by posted events
under the dummy video driver; and the table that saves and resumes."""

import json
import os
import random
import time
from dataclasses import fields

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet  # noqa: E402
from events import click, key  # noqa: E402

from game.engine import PRESETS, WIN, Match, Phase, Rules, RulesError  # noqa: E402
from game.rules_file import load_rules  # noqa: E402
from game.storage import configure  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.screens import (  # noqa: E402
    HowToPlayScreen,
    ReplayScreen,
    SettingsScreen,
    StatsScreen,
    TitleScreen,
    continue_game,
    new_game,
    rules_text,
    start,
    start_home,
)
from game.ui.screens.model import rules_controls  # noqa: E402
from game.ui.screens.shots import capture_all  # noqa: E402
from game.ui.screens.text import t  # noqa: E402

DT = 1 / 60






def frames(app, n=2):
    for _ in range(n):
        app.step(DT)


def open_title(app, home):
    app.push(start(app, home))
    frames(app)
    return app.top


def saved_match(store, hand=2, tricks=4, in_trick=2, seed=5):
    m = Match(seed=seed)
    rng = random.Random(seed)
    while not (m.hand_number == hand and m.phase is Phase.PLAYING and len(m.tricks) == tricks
               and len(m.trick) == in_trick):
        m.apply(rng.choice(m.legal_actions()))
    store.save_game(m, ["human", "bot:hard", "bot:hard", "bot:hard"], "g1", {"seed": 77})
    return m


# ------------------------------------------------------------------ title
def test_continue_is_offered_only_when_a_game_is_saved(app, home):
    title = open_title(app, home)
    names = [b.name for b in title.buttons]
    assert "continue" not in names
    assert names[:6] == ["new", "settings", "howto", "learn", "stats", "quit"]
    saved_match(home.storage)
    home.extra.clear()
    app.replace(TitleScreen(home))
    frames(app)
    assert [b.name for b in app.top.buttons][:2] == ["continue", "new"]


def test_title_keyboard_opens_each_screen(app, home):
    open_title(app, home)
    for presses, kind in ((1, SettingsScreen), (2, HowToPlayScreen), (4, StatsScreen)):
        for _ in range(presses + 1):  # the first press shows the focus on New game
            key(pygame.K_DOWN)
        key(pygame.K_RETURN)
        frames(app)
        assert isinstance(app.top, kind)
        key(pygame.K_ESCAPE)
        frames(app)
        assert isinstance(app.top, TitleScreen)
        app.top.keyboard = False
        app.top.focus = 0


def test_title_shows_a_bad_file_notice(tmp_path):
    (tmp_path / "stats.json").write_text("{ broken")
    home = start_home(configure(tmp_path))
    assert "stats.json" in home.notice and "\n" not in home.notice
    assert list(tmp_path.glob("stats.json.bad-*"))


# --------------------------------------------------------------- settings
def test_every_rules_field_has_a_control_with_an_explanation(home):
    controls = rules_controls()
    keys = {c.key.split(".")[0] for c in controls}
    assert {f.name for f in fields(Rules)} <= keys
    assert {c.key for c in controls if c.key.startswith("bid_values.")} == \
        {f"bid_values.{b}" for b in range(1, 14)}
    for c in controls:
        note = c.note(home.settings) if callable(c.note) else c.note
        assert note and "\n" not in note, c.key


def test_settings_keys_change_a_rule_save_it_and_reset(app, home):
    app.push(SettingsScreen(home))
    frames(app)
    key(pygame.K_DOWN)  # target
    key(pygame.K_RIGHT, pygame.KMOD_SHIFT)  # +10
    key(pygame.K_LEFT)  # -1
    frames(app)
    assert home.settings.rules.target == 50
    assert home.settings.preset == "custom"
    saved = json.loads(home.storage.paths.settings.read_text())
    assert saved["rules"]["target"] == 50 and saved["preset"] == "custom"
    key(pygame.K_r)  # reset to preset
    frames(app)
    assert home.settings.rules == PRESETS["lebanese"]


def test_settings_mouse_arrows_and_wheel(app, home):
    screen = SettingsScreen(home)
    app.push(screen)
    frames(app)
    ctl, rect, left, right, chip = screen.rows[1]
    assert ctl.key == "target"
    click(right.center)
    click(right.center)
    click(left.center)
    frames(app)
    assert home.settings.rules.target == 42 and screen.focus["rules"] == 1
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False,
                                         precise_x=0.0, precise_y=-3.0, touch=False))
    frames(app)
    assert screen.scroll["rules"] > 0
    click(screen.tabs[1].rect.center)
    frames(app)
    assert screen.page == "options"


def test_preset_selector_switches_presets(app, home):
    app.push(SettingsScreen(home))
    frames(app)
    key(pygame.K_RIGHT)
    frames(app)
    assert home.settings.rules == PRESETS["syrian41"] and home.settings.base == "syrian41"
    key(pygame.K_DOWN)
    key(pygame.K_RIGHT)
    key(pygame.K_UP)
    frames(app)
    custom = home.settings.rules
    assert custom.preset_name() is None
    key(pygame.K_LEFT)  # back on the preset: from Custom to the one before it in the list
    frames(app)
    assert home.settings.rules == PRESETS[list(PRESETS)[-1]]
    key(pygame.K_RIGHT)  # and Custom is still there: nothing was lost
    frames(app)
    assert home.settings.rules == custom


def settings_at(app, home, row: str):
    """The settings screen, with the keyboard moved down to ``row``."""
    screen = SettingsScreen(home)
    app.push(screen)
    frames(app)
    for _ in range([c.key for c in screen.current].index(row)):
        key(pygame.K_DOWN)
    return screen


def test_an_invalid_bid_table_cannot_be_entered_and_the_screen_says_why(app, home):
    screen = settings_at(app, home, "bid_values.6")
    for _ in range(4):
        key(pygame.K_LEFT, pygame.KMOD_SHIFT)  # 12 -> 2: below a bid of 5 (10)
    frames(app)
    values = home.settings.rules.bid_values
    assert values[5] == 10 and values[4] == 10  # stopped at the bid of 5's value
    assert "can't be worth less than a bid of 5" in screen.draft.message
    key(pygame.K_w)  # a bid of 6 cannot win while 7 does not
    frames(app)
    assert home.settings.rules.bid_values[5] == 10
    assert "must win it too" in screen.draft.message
    home.settings.rules.validate()  # what the screen kept is what the engine accepts


def test_a_rules_file_is_refused_for_the_bid_table_the_screen_refuses(app, home, tmp_path):
    # the screen's reason, for the table the player tried to enter...
    screen = settings_at(app, home, "bid_values.6")
    key(pygame.K_w)  # a bid of 6 cannot win while 7 does not
    frames(app)
    said = screen.draft.message
    # ...is the reason a rules file with that table gets
    values = list(PRESETS["lebanese"].bid_values)
    values[5] = "win"
    path = tmp_path / "house.json"
    path.write_text(json.dumps({"preset": "lebanese", "bid_values": values}))
    with pytest.raises(RulesError) as e:
        load_rules(str(path))
    assert e.value.why and e.value.why.lower().rstrip(".") in said.lower()


def test_win_switch_on_the_top_bids(app, home):
    screen = SettingsScreen(home)
    app.push(screen)
    frames(app)
    ten = [c.key for c in screen.current].index("bid_values.10")
    screen.focus["rules"] = ten + 2  # the bid of 12
    key(pygame.K_w)
    frames(app)
    assert home.settings.rules.bid_values[11:] == (WIN, WIN)
    assert home.settings.rules.first_win_bid == 12


def test_options_page_sets_each_bot_and_all_bots(app, home):
    screen = SettingsScreen(home, page="options")
    app.push(screen)
    frames(app)
    bots = [c.key for c in screen.current].index("bots")
    screen.focus["options"] = bots
    key(pygame.K_DOWN)  # North
    key(pygame.K_LEFT)
    frames(app)
    levels = home.settings.options.bot_levels
    assert levels[2] != levels[1] and levels[1] == levels[3]
    assert screen.current[bots].text(home.settings).startswith("Mixed")
    key(pygame.K_UP)
    key(pygame.K_RIGHT)
    frames(app)
    assert len(set(home.settings.options.bot_levels)) == 1
    saved = json.loads(home.storage.paths.settings.read_text())
    assert saved["options"]["bot_levels"] == home.settings.options.bot_levels


# ------------------------------------------------------------ how to play
def test_how_to_play_follows_the_rules():
    text = " ".join(t for _, t in rules_text(PRESETS["lebanese"].replace(target=44)))
    assert "44 points" in text and "bid of 13 wins the game" in text
    wins10 = " ".join(t for _, t in rules_text(PRESETS["lebanese"].replace(
        bid_values=(1, 2, 3, 4, 10, 12, 14, 16, 27) + (WIN,) * 4)))
    assert "bid of 10 or more wins the game" in wins10
    assert "at least 2" in text and "From 30 points a player must bid" in text
    syrian = " ".join(t for _, t in rules_text(PRESETS["syrian41"]))
    assert "wins the game at once" not in syrian and "at least 1" in syrian
    custom = " ".join(t for _, t in rules_text(PRESETS["lebanese"].replace(
        five_to_run=True, redeal_no_pictures=True, deal_pattern=(3, 2, 2, 2, 2, 2))))
    assert "5 or more" in custom and "no ace, king, queen or jack" in custom
    assert "3-2-2-2-2-2" in custom and "custom rules" in custom


# ------------------------------------------------------------- statistics
def test_statistics_reset_asks_first(app, home):
    stats = home.load_stats()
    stats.games_played = stats.games_won = stats.best_streak = 2
    home.storage.save_stats(stats)
    screen = StatsScreen(home)
    app.push(screen)
    frames(app)
    click(next(b for b in screen.buttons if b.name == "reset").rect.center)
    frames(app)
    assert isinstance(app.top, Dialog)
    key(pygame.K_RETURN)  # the default is Cancel
    frames(app)
    assert app.top is screen and home.load_stats().games_played == 2
    key(pygame.K_r)
    frames(app)
    dialog = app.top
    click(dialog.buttons[1].rect.center)
    frames(app)
    assert home.stats.games_played == 0
    assert json.loads(home.storage.paths.stats.read_text())["games_played"] == 0


# ----------------------------------------------------------------- replay
def test_replay_with_nothing_to_replay_offers_only_back(app, home):
    """No finished game yet: no step, review or export button that could
    only answer "nothing to replay"; Back is the one thing to do."""
    screen = ReplayScreen(home, {"hands": []})
    app.push(screen)
    frames(app)
    assert [b.name for b in screen.buttons] == ["back"]
    assert "Esc" in screen.footer_keys and "PgUp" not in screen.footer_keys


def test_replay_steps_trick_by_trick_and_exports(app, home):
    m = Match(seed=4)
    rng = random.Random(4)
    while m.hands_played() < 2:
        m.apply(rng.choice(m.legal_actions()))
    m.stop()
    from game.engine.record import replay, to_record
    record = to_record(m, ["human", "bot", "bot", "bot"])
    screen = ReplayScreen(home, record)
    app.push(screen)
    frames(app)
    assert screen.current().get("tricks")  # opens on the last played hand
    held, shown = screen.state()
    assert sum(len(h) for h in held) == 52 and shown is None
    for n in range(1, 6):
        key(pygame.K_RIGHT)
        frames(app, 1)
        held, shown = screen.state()
        assert sum(len(h) for h in held) == 52 - 4 * n
        assert shown == screen.current()["tricks"][n - 1]
    key(pygame.K_e)
    frames(app)
    exported = list(home.storage.paths.exports.glob("*.json"))
    assert len(exported) == 1 and str(exported[0]) in screen.message
    assert replay(json.loads(exported[0].read_text())).scores == m.scores


# ------------------------------------------------- the table that saves
def run_until(app, cond, n=4000):
    for _ in range(n):
        if cond():
            return True
        app.step(DT)
    return cond()


def test_new_game_autosaves_and_continue_resumes_where_it_was(app, home):
    home.settings.rules = PRESETS["cutthroat"]
    scene = new_game(home, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    frames(app)
    m = scene.match
    assert m.rules == PRESETS["cutthroat"]
    rng = random.Random(3)

    def south_acts():
        if isinstance(app.top, Dialog):  # the hand summary waits for the player
            key(pygame.K_RETURN)
        elif scene.human_turn() is not None:
            scene.session.submit(0, rng.choice(m.legal_actions()))
        return m.hand_number >= 2 and len(m.tricks) >= 3 and len(m.trick) == 1

    assert run_until(app, south_acts)
    app.step(DT)  # the frame after an action saves it
    home.storage.flush()
    saved = configure(home.storage.paths.data).load_game()
    assert saved.match.events == m.events and saved.match.trick == m.trick
    # the settings change; the saved game keeps its rules
    home.settings.rules = PRESETS["syrian41"]
    app.replace(TitleScreen(home))  # leaving the table saves (on_exit)
    frames(app)
    title = app.top
    assert title.buttons[0].name == "continue"
    saved = title.saved()
    resumed = continue_game(home, saved, speed="normal", thinker=InstantThinker(),
                            sounds=Quiet())
    app.replace(resumed)
    frames(app, 3)
    r = resumed.match
    assert r.rules == PRESETS["cutthroat"] and r.events == m.events
    assert resumed.seed == saved.extra["seed"]
    # the table shows the hand in progress at once, not the game from its start
    assert run_until(app, lambda: resumed.director.cursor >= len(r.events), 30)
    board = resumed.board
    # (hand 2 or later: a thrown-in hand moves the game on to the next)
    assert board.hand_number == r.hand_number >= 2 and len(board.sheet) == len(r.hand_logs)
    assert len(board.trick) == len(r.trick) and board.scores == r.scores
    assert sorted(s.card for s in board.hands[0]) == sorted(r.hands[0])


def test_quit_to_menu_keeps_the_game(app, home):
    scene = new_game(home, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    frames(app)
    rng = random.Random(1)

    def go():
        if scene.human_turn() is not None:
            scene.session.submit(0, rng.choice(scene.match.legal_actions()))
        return len(scene.match.tricks) == 2

    assert run_until(app, go)
    scene.to_menu()
    frames(app)
    assert isinstance(app.top, TitleScreen)
    home.storage.flush()
    back = configure(home.storage.paths.data).load_game()
    assert back is not None and back.match.events == scene.match.events


def test_a_failed_autosave_is_told_and_the_game_goes_on(app, home, monkeypatch):
    import game.storage.background as background

    def full(path, text, sync=True):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(background, "write_atomic", full)
    scene = new_game(home, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    frames(app)
    told = []

    def shown():
        time.sleep(0.002)  # let the writer thread run
        if scene.human_turn() is not None:
            scene.session.submit(0, scene.match.legal_actions()[0])
        if scene.toast is not None and "save" in scene.toast[0]:
            told.append(scene.toast[0])
        return bool(told)

    assert run_until(app, shown, 1500), (scene.toast, home.storage.autosave_error)
    assert "No space left" in told[0]
    n = len(scene.match.events)
    assert run_until(app, lambda: len(scene.match.events) > n or scene.human_turn(), 600)


def table_after_one_played_hand(app, home, seed):
    """A new game from the menus, played on at random until South's turn after
    the first hand that was played out."""
    start(app, home)
    scene = new_game(home, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    frames(app)
    rng = random.Random(seed)

    def go():
        if isinstance(app.top, Dialog):
            key(pygame.K_RETURN)
        elif scene.human_turn() is not None:
            if scene.match.hands_played() >= 1:
                return True
            scene.session.submit(0, rng.choice(scene.match.legal_actions()))
        return False

    assert run_until(app, go)
    return scene


def test_r_on_the_table_replays_this_game(app, home):
    scene = table_after_one_played_hand(app, home, 2)
    key(pygame.K_r)
    frames(app)
    assert isinstance(app.top, ReplayScreen)
    assert app.top.record["hands"] == scene.match.history
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.top is scene


def test_pause_menu_rules_show_the_rules_of_the_game_in_progress(app, home):
    start(app, home)
    home.settings.rules = PRESETS["syrian41"]
    scene = new_game(home, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    frames(app)
    home.settings.rules = PRESETS["cutthroat"]  # changed during the game
    assert app.open("rules")
    frames(app)
    assert isinstance(app.top, HowToPlayScreen) and app.top.rules == PRESETS["syrian41"]
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.top is scene


# ------------------------------------------------------------ screenshots
def test_capture_all_writes_a_png_per_screen(app, home, tmp_path):
    saved_match(home.storage)
    paths = capture_all(app, str(tmp_path / "shots"), home)
    names = {os.path.basename(p) for p in paths}
    assert len(paths) == 14 and {"menu-keys.png", "menu-pause.png", "menu-learn.png",
                                 "menu-howto-end.png", "menu-about.png", "menu-licences.png",
                                 "menu-replay-games.png"} <= names
    for p in paths:
        img = pygame.image.load(p)
        assert img.get_size() == (1280, 720)


def test_the_score_sheet_offers_a_replay_of_this_game(app, home):
    scene = table_after_one_played_hand(app, home, 3)
    scene.open_score_sheet()
    frames(app)
    sheet = app.top
    labels = [label for label, _ in sheet.specs]
    assert "Replay" in labels
    sheet.specs[labels.index("Replay")][1]()
    frames(app)
    assert isinstance(app.top, ReplayScreen)
    assert app.top.record["hands"] == scene.match.history


def finished_table(app, home):
    """A kept table whose game has just ended (scores one made bid from the
    target), its game-over dialog on top."""
    from game.ui.screens import kept_table
    from game.ui.table.dialogs import GameOverDialog

    m = Match(Rules(), seed=8, scores=[39, 39, 39, 39])
    scene = kept_table(home, m, seed=8, speed="instant", thinker=InstantThinker(),
                       sounds=Quiet())
    app.replace(scene)
    frames(app)
    rng = random.Random(8)

    def over():
        top = app.top
        if isinstance(top, Dialog) and not isinstance(top, GameOverDialog):
            key(pygame.K_RETURN)  # a hand summary: go on
        elif scene.human_turn() is not None:
            scene.session.submit(0, rng.choice(scene.match.legal_actions()))
        return isinstance(app.top, GameOverDialog)

    assert run_until(app, over, 20000)
    return scene


def press(app, label):
    button = next(b for b in app.top.buttons if b.label == label)
    click(button.rect.center)
    frames(app, 3)


def test_game_over_is_never_a_dead_end(app, home):
    """From game over: the final score sheet and the replay come back to it;
    Play again starts a game under the same rules; Menu goes to the title."""
    from game.ui.table import TableScene
    from game.ui.table.dialogs import GameOverDialog, ScoreSheetDialog

    scene = finished_table(app, home)
    assert scene.match.is_over
    press(app, t("button.score_sheet"))
    assert isinstance(app.top, ScoreSheetDialog)
    assert len(app.top.rows) == len(scene.match.hand_logs)  # the final sheet, every hand
    key(pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(app.top, GameOverDialog)  # back where it was opened from
    press(app, t("button.replay"))
    assert isinstance(app.top, ReplayScreen)
    key(pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(app.top, GameOverDialog)  # not an empty table
    press(app, t("button.play_again"))
    again = app.top
    assert isinstance(again, TableScene) and again is not scene
    assert again.match.rules == scene.match.rules and not again.match.is_over
    finished = finished_table(app, home)
    press(app, t("button.to_menu"))
    assert isinstance(app.top, TitleScreen) and finished is not app.top



def test_esc_at_game_over_leaves_for_the_title(app, home):
    """Esc at game over does what the dialog's last button, Menu, does (it
    did nothing): the finished game is left for the title."""
    finished = finished_table(app, home)
    key(pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(app.top, TitleScreen) and finished is not app.top

def page_words(items) -> str:
    """Every string shown on a page, in order (its items' text leaves)."""
    out = []

    def walk(x):
        if isinstance(x, str):
            out.append(x)
        elif isinstance(x, (list, tuple)):
            for y in x:
                walk(y)
    walk([payload for _, payload, _ in items])
    return " ".join(out)


def test_the_rules_page_names_the_game_in_progress_and_the_next_one(app, home):
    """A preset changed mid-game: Pause > Rules names this game's rules as
    this game's, and the next game's as the next game's."""
    scene = new_game(home, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.replace(scene)
    frames(app)
    assert scene.match.rules == PRESETS["lebanese"]
    home.settings.rules = PRESETS["syrian41"]  # changed in Settings during the game
    assert app.open("rules")
    frames(app)
    page = app.top
    assert isinstance(page, HowToPlayScreen)
    words = page_words(page.items)
    assert "game you are playing: Lebanese 400" in words
    assert "next game will use Syrian 41" in words
    assert "your next game: Lebanese" not in words
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.top is scene
    scene.to_menu()
    frames(app)
    assert app.open("rules")  # from the title: only the next game's rules
    frames(app)
    words = page_words(app.top.items)
    assert "your next game: Syrian 41" in words and "playing" not in words


def test_you_are_you_and_the_bots_have_names_everywhere_you_read(app, home, monkeypatch):
    """A whole game to its end, its score sheet and its replay: no text drawn
    calls a player by a compass name ("South", "won by North"). You are "You"
    (or "you"), and each bot goes by its name."""
    import re

    from game.strings import player_name
    from game.ui.widgets import Painter

    drawn = []
    text = Painter.text

    def recording(self, s, *a, **kw):
        drawn.append(s)
        return text(self, s, *a, **kw)

    monkeypatch.setattr(Painter, "text", recording)
    scene = finished_table(app, home)
    press(app, t("button.score_sheet"))
    key(pygame.K_ESCAPE)
    frames(app, 3)
    press(app, t("button.replay"))
    for _ in range(30):
        key(pygame.K_RIGHT)
        frames(app, 1)
    compass = re.compile(r"\b(South|North|East|West)\b")
    assert not [s for s in drawn if compass.search(s)]
    assert not [s for s in drawn if BAD_YOU.search(s)]
    assert any(player_name(2) in s for s in drawn) and any("You" in s for s in drawn)
    assert scene.match.is_over


BAD_YOU = __import__("re").compile(
    r"\bYou (is|has|takes|deals|shuffles|wins|calls|makes|reaches|bids)\b|\bYou's\b")


def test_a_bot_playing_for_you_is_still_spoken_of_as_you(app, home, monkeypatch):
    from game.ui.table import TableScene
    from game.ui.widgets import Painter

    drawn = []
    text = Painter.text
    monkeypatch.setattr(Painter, "text",
                        lambda self, s, *a, **kw: drawn.append(s) or text(self, s, *a, **kw))
    scene = TableScene(seed=9, speed="fast", autoplay=True, thinker=InstantThinker(),
                       sounds=Quiet())
    app.replace(scene)
    for _ in range(1200):
        app.step(1 / 60)
    assert any("for you" in s for s in drawn)  # your stand-in was seen thinking
    assert not [s for s in drawn if BAD_YOU.search(s)]


def test_messages_about_you_speak_to_you():
    """The engine's reasons, said of your seat, in the 'you' form."""
    from game.engine.reasons import GameEnd, ThrowIn
    from game.strings import describe, player_name, said

    name = player_name
    scores = [45, 3, 2, 10]
    assert describe(GameEnd.TARGET, 0, seat_name=name, you_seat=0, scores=scores,
                    condition="positive") == f"You reached 45 and {name(2)} is positive"
    scores = [2, 3, 45, 10]
    assert describe(GameEnd.TARGET, 2, seat_name=name, you_seat=0, scores=scores,
                    condition="positive") == f"{name(2)} reached 45 and you are positive"
    assert describe(GameEnd.WIN_BID, 0, seat_name=name, you_seat=0, bid=13) == \
        "You made a bid of 13, which wins the game"
    assert describe(ThrowIn.NO_PICTURES, 0, seat_name=name, you_seat=0) == \
        "You have no pictures and call a redeal."
    assert describe(ThrowIn.NO_PICTURES, 1, seat_name=name, you_seat=0) == \
        f"{name(1)} has no pictures and calls a redeal."
    assert said("throw.next", 0) == "The deal passes to you."
    assert said("play.last_trick", 0) == "Last trick \u2014 won by you"
    assert said("play.trick_won", 3) == f"{name(3)} takes the trick"
    # records and tools keep the compass names
    assert describe(GameEnd.TARGET, 0, scores=[45, 3, 2, 10], condition="positive") == \
        "South reached 45 and North is positive"


def live(app) -> bool:
    """Something the player can do on the top screen: an enabled button (the
    table's status bar counts: Menu is always there)."""
    top = app.top
    buttons = list(getattr(top, "buttons", []) or [])
    status = getattr(top, "status", None)
    if status is not None and hasattr(status, "buttons"):
        buttons += status.buttons
    return any(b.enabled for b in buttons)


def test_every_screen_has_a_way_out_back_to_where_it_was_opened(app, home):
    """Title -> each menu screen -> Esc: back on the title. Table -> pause ->
    settings, rules, keys -> back; table -> score sheet, keys -> back. On
    every screen along the way there is something to press."""
    from game.ui.table import TableScene
    from game.ui.table.dialogs import PauseMenu, ScoreSheetDialog
    from game.ui.table.keys import KeysDialog

    title = open_title(app, home)
    assert live(app)
    for label, kind in ((t("title.settings"), SettingsScreen),
                        (t("title.howto"), HowToPlayScreen), (t("title.stats"), StatsScreen)):
        press(app, label)
        assert isinstance(app.top, kind) and live(app), label
        key(pygame.K_ESCAPE)
        frames(app, 3)
        assert app.top is title, label
    scene = new_game(home, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.replace(scene)
    frames(app, 3)
    assert run_until(app, lambda: scene.human_turn() is not None, 3000)
    ways = ((pygame.K_s, ScoreSheetDialog), (pygame.K_F1, KeysDialog))
    for k, kind in ways:
        key(k)
        frames(app, 3)
        assert isinstance(app.top, kind) and live(app), kind
        key(pygame.K_ESCAPE)
        frames(app, 3)
        assert app.top is scene and live(app), kind
    for label, kind, back in ((t("pause.settings"), SettingsScreen, TableScene),
                              (t("pause.rules"), HowToPlayScreen, TableScene),
                              (t("pause.keys"), KeysDialog, PauseMenu)):
        key(pygame.K_ESCAPE)
        frames(app, 3)
        assert isinstance(app.top, PauseMenu) and live(app)
        press(app, label)
        assert isinstance(app.top, kind) and live(app), label
        key(pygame.K_ESCAPE)
        frames(app, 3)
        assert isinstance(app.top, back) and live(app), label
        if back is PauseMenu:
            key(pygame.K_ESCAPE)  # Resume
            frames(app, 3)
        assert app.top is scene or isinstance(app.top, PauseMenu)
    assert app.top is scene


class _Recording(pygame.Surface):
    """A surface that notes where each blit landed."""

    def __init__(self, size):
        super().__init__(size)
        self.log: list = []

    def blit(self, source, dest, *args, **kwargs):
        self.log.append(pygame.Rect(pygame.Rect(dest).topleft, source.get_size()))
        return super().blit(source, dest, *args, **kwargs)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_bid_table_shows_each_value_in_its_box_under_its_bid(app, home, language):
    """Each bid's worth sits in its own box, under its bid, and the bids run
    in reading order (in Arabic a box was once drawn mirrored twice, under
    another bid's number)."""
    from game import strings
    from game.ui.screens.howto import bid_table

    strings.set_language(language)
    screen = HowToPlayScreen(home)
    app.replace(screen)
    frames(app)
    surface = _Recording((1280, 720))
    p = screen.painter
    with p.mirrored(screen.view, strings.right_to_left()):
        screen._table(surface, bid_table(PRESETS["lebanese"]),
                      pygame.Rect(screen.view.left, 100, screen.view.width, 200))
    cells = surface.log[2:]  # after the two row labels: per bid its box, number, worth
    assert len(cells) == 3 * 13
    centres = []
    for i in range(13):
        box, number, worth = cells[3 * i:3 * i + 3]
        assert box.collidepoint(worth.center), f"bid {i + 1}'s worth is outside its box"
        assert box.left <= number.centerx <= box.right, f"bid {i + 1} is not above its box"
        centres.append(box.centerx)
    assert centres == sorted(centres, reverse=language == "ar")


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_who_deals_first_is_gone_when_the_bidding_starts(app, home, speed):
    """The draw's news is about the draw: by the first bid it has faded, at
    every speed (a toast's own time does not follow the game's speed)."""
    scene = new_game(home, speed=speed, thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    shown = []

    def first_bid():
        if scene.toast is not None and "first" in scene.toast[0]:
            shown.append(scene.toast[0])
        director = getattr(scene, "director", None)
        return scene.match.phase is Phase.BIDDING and director is not None and director.caught_up

    assert run_until(app, first_bid, 2000)
    assert shown  # it was said
    assert scene.toast is None or scene.toast[0] != shown[0] or scene.toast[1] < 255
    assert run_until(app, lambda: scene.toast is None or scene.toast[0] != shown[0], 40)


def one_hand_record() -> dict:
    """The record of a game stopped after one hand of random play."""
    from game.engine.record import to_record
    m = Match(seed=4)
    rng = random.Random(4)
    while m.hands_played() < 1:
        m.apply(rng.choice(m.legal_actions()))
    m.stop()
    return to_record(m, ["human", "bot", "bot", "bot"])


@pytest.mark.parametrize("language, edge", [("en", "bottomleft"), ("ar", "bottomright")])
def test_replay_names_each_hand_from_its_leading_edge(app, home, language, edge):
    """Over each hand, its player's line starts where the hand starts for
    the reader: the left edge in English, the right edge in Arabic."""
    from game import strings
    strings.set_language(language)
    try:
        screen = ReplayScreen(home, one_hand_record())
        app.push(screen)
        frames(app)
        drawn = []
        real = screen.painter.blit_text
        screen.painter.blit_text = lambda surface, text, *a, **kw: (
            drawn.append((text, kw)), real(surface, text, *a, **kw))[1]
        screen.draw(app.surface)
    finally:
        strings.set_language("en")
    labels = [kw for _, kw in drawn if any(k.startswith("bottom") for k in kw)]
    assert len(labels) == 4  # one line over each hand
    assert all(list(kw) == [edge] for kw in labels)
    if edge == "bottomright":  # East's, flush with the hand's last card, near the window's edge
        fan_right = max(kw[edge][0] for kw in labels)
        assert fan_right > app.surface.get_width() * 0.75


@pytest.mark.parametrize("language", ["en", "ar"])
def test_how_to_play_shows_how_much_is_left_to_read(app, home, language):
    """A scroll bar on the panel's trailing side (left in Arabic) whose thumb
    goes from the top to the bottom as the text is read; the panel keeps
    clear of the Back button."""
    from game import strings
    strings.set_language(language)
    try:
        screen = HowToPlayScreen(home)
        app.push(screen)
        frames(app)
        track, thumb = screen.scrollbar()
        assert thumb.top == track.top and thumb.height < track.height
        assert (track.centerx < app.surface.get_width() // 2) == (language == "ar")
        for _ in range(200):
            key(pygame.K_PAGEDOWN)
        frames(app)
        track, thumb = screen.scrollbar()
        assert thumb.bottom == track.bottom
        panel = screen.view.inflate(screen.layout.margin * 4, screen.layout.margin * 2)
        back = next(b for b in screen.buttons if b.name == "back")
        assert panel.bottom < back.rect.top
    finally:
        strings.set_language("en")


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("size", [(640, 400), (1024, 600)])
def test_replays_buttons_stay_inside_the_window(app, home, language, size):
    """Nine buttons with long labels (Arabic, with arrows): none is cut by
    the window's edge, none covers another."""
    from game import strings
    strings.set_language(language)
    app.resize(*size)
    screen = ReplayScreen(home, one_hand_record())
    app.push(screen)
    frames(app)
    rects = sorted((b.rect for b in screen.buttons), key=lambda r: r.x)
    assert len(rects) == 9
    assert rects[0].left >= 0 and rects[-1].right <= size[0]
    assert all(a.right <= b.left for a, b in zip(rects, rects[1:]))
