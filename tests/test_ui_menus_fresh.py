"""A first-time player's look at the menus, in English and Arabic, at the
sizes a laptop gives: what the look found wrong, checked as a player sees it."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pytest  # noqa: E402
from doubles import frames  # noqa: E402

from game.engine import Match  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

SIZES = [(1024, 600), (1280, 720)]


def saved_game(home) -> None:
    """A game of three hands, kept as the title's Continue finds it."""
    m, rng = Match(seed=3), random.Random(3)
    while m.hands_played() < 3:
        m.apply(rng.choice(m.legal_actions()))
    home.storage.save_game(m, ["human", "bot:hard", "bot:hard", "bot:hard"])
    home.storage.flush()


# -------------------------------------------------- the title's second lines
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_the_saved_games_score_on_continue_is_readable(app, home, language, size,
                                                       monkeypatch):
    """Continue's second line (the hand and both teams' scores) and the
    lessons' offer under Learn to play were drawn at six tenths of the
    buttons' text: 9 pixels at 1024x600, smaller than any other text of the
    game, and in Arabic a blur. They are drawn at the small text size, both
    lines inside the button."""
    from game.ui.screens.title import TitleScreen

    saved_game(home)
    app.resize(*size)
    monkeypatch.setattr(Painter, "fits", [])
    title = TitleScreen(home)
    app.push(title)
    frames(app)
    two_lines = {b.name: b for b in title.buttons if b.sub}
    assert set(two_lines) == {"continue", "learn"}
    lay, p = app.layout, title.painter
    for name, b in two_lines.items():
        used = [got for text, _, got, _, _ in Painter.fits if text == b.sub]
        assert used and min(used) >= lay.font_small, name  # not smaller than the small text
        label = p.text(b.label, lay.font, bold=True).get_height()
        assert label + p.text(b.sub, min(used)).get_height() <= b.rect.height, name


# ------------------------------------------------------- a settings row's note
@pytest.mark.parametrize("size", [(800, 600), (1024, 600)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_the_presets_note_is_drawn_whole_at_the_small_size(app, home, language, size,
                                                           monkeypatch):
    """Once a rule is changed, the Preset row's note says where the preset
    is played, that any change makes it Custom, and that the Custom set
    stays in the list. On one line it shrank to 9 pixels, and at 800x600
    still ran past the panel: "... Your Custom s". It takes two lines at the
    small text size, the rows below moved down to make room."""
    from game.ui.screens.settings import SettingsScreen

    app.resize(*size)
    screen = SettingsScreen(home, page="rules")
    app.push(screen)
    frames(app)
    target = next(c for c in screen.current if c.key == "target")
    screen.step(target, 1)  # the rules are now Custom, and kept
    preset = screen.current[0]
    note = screen.row_texts(preset)[1]
    assert home.settings.rules.preset_name() is None
    monkeypatch.setattr(Painter, "fits", [])
    frames(app)
    lay = app.layout
    drawn = list(dict.fromkeys((text, got, room, width)  # each frame draws it again
                               for text, _, got, room, width in Painter.fits
                               if text and text in note))
    assert " ".join(text for text, _, _, _ in drawn) == note  # every word of it
    for text, got, room, width in drawn:
        assert got == lay.font_small and width <= room, text  # not shrunk, not cut
    rows = {ctl.key: rect for ctl, rect, *_ in screen.rows}
    assert rows["preset"].bottom <= rows["target"].top  # the next row clear of it
