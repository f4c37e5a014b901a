"""The smallest windows the game allows (640x400, ``app.MIN_SIZE``) and a
few just above it, in English and Arabic: what is cut or crowded there,
checked by rectangles and by the sizes texts are drawn at."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pytest  # noqa: E402
from doubles import frames  # noqa: E402

from game.engine import Match  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

SMALL = [(640, 400), (720, 450), (800, 600)]


def ids(s):
    return f"{s[0]}x{s[1]}"


def saved_game_and_last(home) -> None:
    """A game kept for Continue (three hands played) and a finished one for
    Replay: the title's longest list of buttons a player meets."""
    last, rng = Match(seed=4), random.Random(4)
    while last.hands_played() < 1:
        last.apply(rng.choice(last.legal_actions()))
    last.stop()
    home.storage.finish_game(last, ["human", "bot", "bot", "bot"])
    m, rng = Match(seed=3), random.Random(3)
    while m.hands_played() < 3:
        m.apply(rng.choice(m.legal_actions()))
    home.storage.save_game(m, ["human", "bot:hard", "bot:hard", "bot:hard"])
    home.storage.flush()


# ------------------------------------------------ the title's two-line buttons
@pytest.mark.parametrize("first_run", [False, True], ids=["saved", "first-run"])
@pytest.mark.parametrize("size", SMALL, ids=ids)
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_the_titles_two_line_buttons_hold_both_lines(app, home, language, size, first_run,
                                                     monkeypatch):
    """At 640x400 and 720x450 Continue (with the saved game's hand and
    scores under it) and Learn to play (with its offer on the first run)
    were as short as the other buttons, 22 pixels for two lines of 16 and
    11: the second line ran over the button's edge, and at 9 pixels. They
    are now as tall as both lines at the small text size (the one-line
    buttons give way), and the list still ends above the notice line."""
    from game.ui.screens.title import TitleScreen

    home.settings.options.lessons_offered = not first_run  # a game started: no more offer
    if not first_run:
        saved_game_and_last(home)
    app.resize(*size)
    monkeypatch.setattr(Painter, "fits", [])
    title = TitleScreen(home)
    app.push(title)
    frames(app)
    lay, p = app.layout, title.painter
    two_lines = {b.name: b for b in title.buttons if b.sub}
    assert set(two_lines) == ({"learn"} if first_run else {"continue"})
    for name, b in two_lines.items():
        used = [got for text, _, got, _, _ in Painter.fits if text == b.sub]
        assert used and min(used) >= lay.font_small, name  # readable: the small text size
        label = p.text(b.label, lay.font, bold=True).get_height()
        assert label + p.text(b.sub, min(used)).get_height() <= b.rect.height, name
    column = sorted((b.rect for b in title.buttons if b.name != "about"), key=lambda r: r.top)
    for upper, lower in zip(column, column[1:]):
        assert upper.bottom < lower.top  # none overlaps the next
    keys_top = title.notice_bottom() - p.font(lay.font_small).get_height()
    assert column[-1].bottom <= keys_top  # above the notice line (and the keys under it)


# ------------------------------------------- the replay's title between buttons
@pytest.mark.parametrize("size", [(640, 400), (800, 600)], ids=ids)
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_the_replays_title_stays_between_the_game_buttons(app, home, language, size,
                                                          monkeypatch):
    """A file of several games puts a previous and a next game button on
    each side of the title. At 640x400 in Arabic the title ("Replay · Game
    1 of 2") was wider than the room between them and ran under both. It
    is drawn smaller there, between the buttons."""
    from game.ui.screens.replay import ReplayScreen
    from game.ui.screens.shots import bots_games

    app.resize(*size)
    screen = ReplayScreen(home, records=bots_games())
    app.push(screen)
    frames(app)
    monkeypatch.setattr(Painter, "fits", [])
    app._redraw = True
    frames(app)
    drawn = [width for text, _, _, _, width in Painter.fits if text == screen.title]
    assert drawn, "the title is drawn"
    cx = app.layout.width // 2
    left, right = cx - drawn[-1] // 2, cx + drawn[-1] // 2
    games = [b.rect for b in screen.buttons if b.name in ("prev_game", "next_game")]
    assert len(games) == 2
    for r in games:
        assert r.right <= left or r.left >= right, (r, left, right)
