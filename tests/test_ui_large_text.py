"""The "Text size: Large" option, for players who find the table's words
small: with it the words a player reads on the table and in Settings are
drawn bigger, every screen still fits them (1024x600 and 800x600, English
and Arabic), it takes effect at once, and it is kept across runs (an older
settings file without it loads as Normal)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import frames, table_at_your_bid  # noqa: E402
from events import key  # noqa: E402
from pygame import Rect  # noqa: E402

from game import strings  # noqa: E402
from game.options import Options  # noqa: E402
from game.storage import configure  # noqa: E402
from game.storage.settings import options_from  # noqa: E402
from game.strings import t, tn  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import SettingsScreen, install, start_home  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402


def heights(monkeypatch) -> dict:
    """text -> the height of its line as drawn (its largest), from every text
    the Painter renders from now on (``Painter.text``: blit_text and
    fit_text both go through it)."""
    seen: dict = {}
    real = Painter.text

    def spy(self, text, size, *a, **kw):
        surf = real(self, text, size, *a, **kw)
        seen[text] = max(seen.get(text, 0), surf.get_height())
        return surf
    monkeypatch.setattr(Painter, "text", spy)
    return seen


def table_words(monkeypatch, size, text_size) -> tuple[dict, object, object]:
    """A table waiting on your bid, with the text size given: the heights of
    what it drew, the app and the scene."""
    seen = heights(monkeypatch)
    app = App(size, options=Options(sound=False, text_size=text_size))
    scene = table_at_your_bid(app)
    frames(app, 2)
    return dict(seen), app, scene


# ------------------------------------------------------- bigger on the table
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_large_text_draws_the_tables_words_bigger(language, size, monkeypatch):
    """The plates' "No bid yet" and points, the names and the status bar's
    "Hand 1": each drawn taller with Large than with Normal, the smallest of
    them at least 14 px of type (a line of 16 px or more); they still lie in
    their plates."""
    normal, app, _ = table_words(monkeypatch, size, "normal")
    app.close()
    large, app, scene = table_words(monkeypatch, size, "large")
    try:
        words = [t("plate.no_bid"), tn("plate.score", 0), t("status.hand", n=1),
                 scene.renderer.seat_name(1), scene.renderer.seat_name(2)]
        for w in words:
            assert w in normal and w in large, w
            assert large[w] > normal[w], (w, normal[w], large[w])
        assert scene.layout.font_small >= 14
        assert min(large[w] for w in words) >= 16
        for seat in range(4):  # the points line, the lowest of a plate, in its plate
            assert scene.layout.plates[seat].contains(Rect(scene.renderer.points_drawn[seat]))
    finally:
        app.close()


# ------------------------------------------------------ bigger in Settings
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_large_text_draws_the_settings_words_bigger(home, language, monkeypatch):
    """A Settings row's label, value and note are drawn taller with Large,
    and each still fits its row."""
    def drawn(text_size):
        home.settings.options.text_size = text_size
        app = App((1024, 600), options=home.settings.options)
        install(app, home)
        seen = heights(monkeypatch)
        fits = []
        monkeypatch.setattr(Painter, "fits", fits)
        screen = SettingsScreen(home, page="options")
        app.push(screen)
        frames(app, 2)
        monkeypatch.setattr(Painter, "fits", None)
        app.close()
        return dict(seen), fits

    normal, _ = drawn("normal")
    large, fits = drawn("large")
    words = [t("option.bots"), t("option.bots.note"), t("option.value.hard"),
             t("option.text_size"), t("option.text_size.note")]
    for w in words:
        assert large[w] > normal[w], (w, normal[w], large[w])
    assert large[t("option.text_size.large")] > normal[t("option.text_size.normal")]
    words.append(t("option.text_size.large"))
    ours = [f for f in fits if f[0] in words]
    assert ours and all(width <= room and used == asked for _, asked, used, room, width in ours)


# ------------------------------------------- every screen fits, both languages
def run_screens(tmp_path, monkeypatch, argv, text_size):
    """``play --autoplay --screenshots`` (every menu screen and the table's
    moments) with the text size saved in the settings: what was fitted to a
    width, ``(text, size asked, size used, room, width)``."""
    from game.cli import play

    storage = configure(tmp_path / "cfg")
    settings = storage.load_settings()
    settings.options.text_size = text_size
    settings.options.lessons_offered = True
    storage.save_settings(settings)
    fits = []
    monkeypatch.setattr(Painter, "fits", fits)
    try:
        code = play.run(["--autoplay", "--hands", "1", "--seed", "3", "--speed", "instant",
                         "--screenshots", str(tmp_path / "shots"),
                         "--config-dir", str(tmp_path / "cfg"), *argv])
    finally:
        strings.set_language("en")
    assert code == 0
    assert "menu-settings-options.png" in os.listdir(tmp_path / "shots")
    return list(fits)


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("window", ["1024x600", "800x600"])
def test_every_screen_fits_its_words_with_large_text(tmp_path, monkeypatch, lang, window):
    """Title, Settings, How to play, Statistics, the lessons, the replay,
    the keys and the pause menu, and the table (bids, a trick, the summary,
    the score sheet), as ``play --screenshots`` shows them: with Large, most
    texts are drawn bigger, every text fitted to a box is no wider than the
    box, and none is drawn smaller than Normal draws it (the replay's nine
    buttons keep Normal where Large would squeeze them)."""
    argv = ["--lang", lang, "--window", window]
    normal = run_screens(tmp_path / "normal", monkeypatch, argv, "normal")
    large = run_screens(tmp_path / "large", monkeypatch, argv, "large")
    assert len(large) > 100
    assert [f for f in large if f[4] > f[3]] == []
    drawn = {}
    for text, _, used, _, _ in normal:
        drawn[text] = min(drawn.get(text, used), used)
    smaller = [f for f in large if f[0] in drawn and f[2] < drawn[f[0]]]
    assert smaller == []
    bigger = [f for f in large if f[0] in drawn and f[2] > drawn[f[0]]]
    assert len(bigger) > len(large) // 2


@pytest.mark.parametrize("size", [(800, 600), (1024, 600), (1280, 720), (1366, 768),
                                  (1024, 768), (1920, 1080), (720, 1280)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_large_tables_areas_stay_apart_and_the_tracker_stays(size):
    """With Large the plates grow with their text: every key area of the
    table stays in the window and apart from the others, the bid panel clear
    of your cards, and the card tracker is still there where it is with
    Normal."""
    from game.ui.layout import Layout

    normal, lay = Layout.compute(*size), Layout.compute(*size, large_text=True)
    assert lay.font_small > normal.font_small and lay.font > normal.font
    window = Rect(0, 0, *size)
    areas = lay.key_areas()
    names = sorted(areas)
    for i, a in enumerate(names):
        assert window.contains(areas[a]), a
        for b in names[i + 1:]:
            assert not areas[a].colliderect(areas[b]), (a, b)
    assert not lay.bid_panel.colliderect(lay.hands[0])
    assert (lay.tracker is None) == (normal.tracker is None)


# --------------------------------------------------------- at once, and kept
def test_the_settings_row_enlarges_every_screen_at_once_and_is_kept(home, monkeypatch):
    """Right on the Text size row: the layout of the open screens is the
    Large one at once (the table below the settings too), the choice is in
    settings.json, and the next run opens with it."""
    home.settings.options.sound = False
    app = App((1024, 600), options=home.settings.options)
    install(app, home)
    try:
        table = table_at_your_bid(app)
        small = app.layout.font_small
        screen = SettingsScreen(home, page="options")
        app.push(screen)
        frames(app)
        screen.focus["options"] = [c.key for c in screen.current].index("text_size")
        key(pygame.K_RIGHT)
        frames(app)
        assert home.settings.options.text_size == "large"
        assert app.layout.font_small > small
        assert screen.layout is app.layout and table.layout.font_small == app.layout.font_small
        saved = json.loads(home.storage.paths.settings.read_text())
        assert saved["options"]["text_size"] == "large"
    finally:
        app.close()
    again = start_home(home.storage)  # the next run
    assert again.settings.options.text_size == "large"
    app = App((1024, 600), options=again.settings.options)
    install(app, again)
    try:
        assert app.layout.font_small > small
    finally:
        app.close()


def test_an_old_settings_file_loads_as_normal_and_a_bad_value_falls_back():
    """A settings file written before the option: Normal, and no notice. A
    value the game does not know: Normal again, the others kept, and the
    notice names the row."""
    notices = []
    opts = options_from({"speed": "fast", "four_colour": True}, notices)
    assert opts.text_size == "normal" and notices == []
    for bad in ("huge", 2, None, True):
        notices = []
        opts = options_from({"text_size": bad, "speed": "fast"}, notices)
        assert opts.text_size == "normal" and opts.speed == "fast"
        assert notices and t("option.text_size") in str(notices[0])
    assert options_from({"text_size": "large"}, []).text_size == "large"
