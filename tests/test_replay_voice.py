"""Watching someone else's game: the review (V) of a game of bots speaks of
South by its recorded name, not to the player; a recorded program's name,
cut short, reads as written inside an Arabic line ("…" at its end); and the
screenshots every screen audit runs over include About, the licences and
the replay of a file of bots' games."""

from __future__ import annotations

import os
import random
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import ReviewingThinker, drawn_texts, frames  # noqa: E402
from events import key  # noqa: E402

from game.engine import Match, Rules  # noqa: E402
from game.engine.record import to_record  # noqa: E402
from game.ui.screens import ReplayScreen  # noqa: E402
from game.ui.screens.replay import program_name  # noqa: E402
from game.ui.screens.shots import capture_all  # noqa: E402
from game.ui.script import visual  # noqa: E402
from game.ui.table.review import ReviewDialog  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

PROGRAM = "python3 /home/me/bots/my_very_clever_bot_program.py --seed 12"


def game_record(players, seed: int = 3) -> dict:
    """Three hands played at random (the first one played out), its
    players as written."""
    rng = random.Random(seed)
    m = Match(Rules(), seed)
    while not m.is_over and len(m.hand_logs) < 3:
        m.apply(rng.choice(m.legal_actions()))
    m.stop()
    record = to_record(m, players)
    assert record["hands"][0]["tricks"], "a first hand thrown in: choose another seed"
    return record


def reviewed(app, home, record) -> ReviewDialog:
    """The replay of ``record``'s first hand, V pressed, the review done."""
    screen = ReplayScreen(home, record=record, hand=0, thinker=ReviewingThinker())
    app.push(screen)
    frames(app)
    key(pygame.K_v)
    frames(app)
    dialog = app.top
    assert isinstance(dialog, ReviewDialog)
    for _ in range(600):
        app.step(1 / 60)
        if dialog.review.done:
            break
    assert dialog.review.done
    return dialog


def words_drawn(app, monkeypatch) -> list[str]:
    """Every text the top scene draws afresh (fitted lines too)."""
    monkeypatch.setattr(Painter, "audit", [])
    app.top.on_resize(app.top.layout)
    frames(app)
    return list(Painter.audit)


def test_the_review_of_a_bots_game_speaks_of_south_by_its_name(app, home, monkeypatch):
    dialog = reviewed(app, home, game_record(["bot:medium", "bot:hard", "bot:easy",
                                              "bot:hard"]))
    drawn = words_drawn(app, monkeypatch)
    assert dialog.headline.startswith("Medium: ")
    assert dialog.headline in drawn and "Its choice" in drawn
    you = [w for w in drawn if re.search(r"\b(you|your)\b", w, re.IGNORECASE)]
    assert you == []  # nothing says "you" of the recorded South's choices
    key(pygame.K_ESCAPE)
    frames(app)
    app.pop()
    # the player's own game: the review still speaks to the player
    dialog = reviewed(app, home, game_record(["human", "bot:hard", "bot:easy", "bot:hard"]))
    drawn = words_drawn(app, monkeypatch)
    assert "your" in dialog.headline.lower() and "You" in drawn


def test_a_long_program_name_keeps_its_ellipsis_at_its_end_in_arabic(
        app, home, monkeypatch, arabic):
    name = program_name(PROGRAM)
    assert name.endswith("\u2026")  # cut short
    screen = ReplayScreen(home, record=game_record([f"exec:{PROGRAM}", "bot:hard",
                                                    "bot:easy", "bot:hard"]), hand=0)
    app.push(screen)
    screen.trick = 1
    frames(app)
    south = [text for text in drawn_texts(monkeypatch, app) if "python3" in text
             and "\u00b7" in text]  # South's line over its hand: its name, bid, tricks
    assert south
    for line in south:  # as it is drawn, left to right: the name as written
        assert name in visual(line), visual(line)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_a_long_program_names_line_stays_inside_the_window(app, home, size):
    """East's line over its hand runs from the hand's left edge: with a long
    program's name it is made smaller, not cut by the window's edge."""
    app.resize(*size)
    screen = ReplayScreen(home, record=game_record(["bot:hard", f"exec:{PROGRAM}",
                                                    "bot:easy", "bot:hard"]), hand=0)
    app.push(screen)
    screen.trick = 1
    frames(app)
    # (a blit returns its rectangle clipped to the window: inside its margins)
    inside = pygame.Rect(0, 0, *size).inflate(-2 * screen.layout.margin, 0)
    assert len(screen.labels_drawn) == 4
    for rect in screen.labels_drawn:
        assert inside.contains(rect), (rect, size)



@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
@pytest.mark.parametrize("size", [(800, 600), (1024, 600)])
def test_a_long_program_names_line_does_not_run_over_the_trick(app, home, language, size):
    """In Arabic at 800x600 East's line (a long program's name, its bid, its
    tricks and points) ran from its hand's right edge across the table into
    the trick: a side hand's line stops at the hand's edge nearer the table,
    the name cut shorter when it must be."""
    app.resize(*size)
    screen = ReplayScreen(home, record=game_record([f"exec:{PROGRAM}"] * 4), hand=0)
    app.push(screen)
    screen.trick = 5
    frames(app)
    (cx, _), spots = screen.places()
    _, fan = screen.fan(screen.cw)
    for seat in (1, 3):
        x, line = spots[seat][0], screen.labels_drawn[seat]
        if x > cx:  # East: its line starts no further left than its hand
            assert line.left >= x, (seat, line, x)
        else:  # West: and ends no further right
            assert line.right <= x + fan, (seat, line, x + fan)

def test_the_screenshots_include_about_the_licences_and_a_file_of_bots_games(
        app, home, tmp_path):
    paths = capture_all(app, str(tmp_path / "shots"), home)
    names = {os.path.basename(p) for p in paths}
    assert {"menu-about.png", "menu-licences.png", "menu-replay-games.png"} <= names
    shots = {n: pygame.image.load(os.path.join(tmp_path / "shots", n))
             for n in ("menu-title.png", "menu-about.png", "menu-licences.png")}
    pixels = {n: pygame.image.tobytes(s, "RGB") for n, s in shots.items()}
    assert len(set(pixels.values())) == 3  # three screens, not the title three times
