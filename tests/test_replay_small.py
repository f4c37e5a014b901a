"""The replay in a small window (640x400, 720x540 with Large text): a file
of bots' games with long program names keeps every player's line at 11 px
or more (the name cut shorter, or on a line of its own over the bid,
tricks and points), the footer's nine buttons keep their labels at 11 px
or more (the trick's and hand's buttons by their arrows alone), and so do
the review's lines (V) that speak of South by its program's name."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from doubles import frames  # noqa: E402
from test_replay_voice import PROGRAM, game_record, reviewed  # noqa: E402

from game.ui.screens import ReplayScreen  # noqa: E402
from game.ui.screens.replay import program_name  # noqa: E402
from game.ui.screens.text import t  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

SMALLEST = 11  # px: no word of the replay drawn smaller


def sizes_drawn(monkeypatch, app) -> dict[str, int]:
    """Every text the top screen draws afresh, by the size it is drawn at
    (a text fitted to a width is tried smaller and smaller: its last)."""
    seen: dict[str, int] = {}
    real = Painter.text

    def spy(self, text, size, *a, **kw):
        seen[text] = min(seen.get(text, size), size)
        return real(self, text, size, *a, **kw)
    monkeypatch.setattr(Painter, "text", spy)
    app.top.on_resize(app.top.layout)
    app._redraw = True
    frames(app, 2)
    monkeypatch.setattr(Painter, "text", real)
    return seen


def opened(app, home, players, size, text_size="normal") -> ReplayScreen:
    home.settings.options.text_size = text_size
    app.restyle()
    app.resize(*size)
    screen = ReplayScreen(home, record=game_record(players), hand=0)
    app.push(screen)
    screen.trick = 5
    frames(app)
    return screen


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
@pytest.mark.parametrize("size,text_size", [((640, 400), "normal"), ((720, 540), "normal"),
                                            ((720, 540), "large")])
def test_a_bots_players_lines_stay_readable_in_a_small_window(
        app, home, monkeypatch, language, size, text_size):
    """At 640x400, and at 720x540 with Large text, East's line ("python3
    my_v… (D) · bid 4 · took 1 · -4 pts") was drawn at 9 px: each player's
    line is 11 px or more, its bid and tricks all there, and a program's
    name keeps enough of itself to be told ("python3 my_…")."""
    opened(app, home, [f"exec:{PROGRAM}", f"exec:{PROGRAM}", "bot:easy", "bot:hard"],
           size, text_size)
    drawn = sizes_drawn(monkeypatch, app)
    lines = {text: px for text, px in drawn.items() if "python3" in text}
    assert lines
    assert {text: px for text, px in lines.items() if px < SMALLEST} == {}
    bids = [text for text in drawn if t("replay.bid_taken", bid=4, taken=1) in text]
    assert bids and all(drawn[text] >= SMALLEST for text in bids)  # East's bid, tricks
    assert all(program_name(PROGRAM)[:10] in text for text in lines), lines


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_the_replays_buttons_stay_readable_at_640x400(app, home, monkeypatch, language):
    """In Arabic at 640x400 "اللمّة التالية ◀" (next trick) was drawn at
    10 px: every button's label is 11 px or more, the trick's and hand's
    buttons by their arrows, pointing as the language's labels point."""
    screen = opened(app, home, ["human", "bot:hard", "bot:easy", "bot:hard"], (640, 400))
    drawn = sizes_drawn(monkeypatch, app)
    labels = {b.name: b.label for b in screen.buttons}
    assert len(labels) == 9
    small = {label: drawn[label] for label in labels.values() if drawn[label] < SMALLEST}
    assert small == {}
    for name, key in [("next", "replay.next"), ("prev", "replay.prev"),
                      ("next_hand", "replay.next_hand"), ("prev_hand", "replay.prev_hand")]:
        assert labels[name] in t(key)  # its own arrows (a label or its arrows alone)
    assert labels["next"] != labels["prev"] and labels["next_hand"] != labels["prev_hand"]
    for name in ("first", "last", "review", "export", "back"):
        assert labels[name] == {"first": t("replay.first"), "last": t("replay.last"),
                                "review": t("button.review"), "export": t("replay.export"),
                                "back": t("screen.back")}[name]


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
@pytest.mark.parametrize("size", [(640, 400), (720, 540)])
def test_the_review_of_a_programs_hand_stays_readable_in_a_small_window(
        app, home, monkeypatch, language, size):
    """V on a bots' game at 640x400 and 720x540: its headline ("python3
    my_very_clever_bot_…: 3 of its 10 decisions cost…") was made 9 px to fit
    on its line; South's name is cut shorter there, every line 11 px or more."""
    app.resize(*size)
    reviewed(app, home, game_record([f"exec:{PROGRAM}", "bot:hard", "bot:easy",
                                     "bot:hard"]))
    drawn = sizes_drawn(monkeypatch, app)
    named = {text: px for text, px in drawn.items() if "python3" in text}
    assert named  # the headline, and a reason or two, say South's name
    assert {text: px for text, px in drawn.items() if px < SMALLEST} == {}


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_the_keys_line_stays_readable_at_640x400(app, home, monkeypatch, language):
    """In English at 640x400 the keys' line under the buttons was made 10 px
    to fit: its last keys (Back, Export: the buttons say them) are left off
    instead, the trick's and hand's keys kept, at 11 px or more."""
    screen = opened(app, home, ["human", "bot:hard", "bot:easy", "bot:hard"], (640, 400))
    drawn = sizes_drawn(monkeypatch, app)
    line = screen.footer_keys
    assert drawn[line] >= SMALLEST
    assert t("replay.keys").startswith(line) and "PgUp PgDn" in line
