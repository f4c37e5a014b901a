"""Smooth frames: a screen left open does not redo, every frame, work whose
answer has not changed.

The settings screen is drawn every frame while it is open. Each row's value
and note are read from the settings (a note may ask the engine: the rising
minimum bid's note builds the rules with it on), and a row's height depends
on its note. Reading every row again for each height, each row top and each
scroll clamp made a frame of the house rules' page several times as slow as
the title's; now a frame reads each row once.

In Arabic every line drawn or measured is joined (``arabic_reshaper``, about
a millisecond for a long line) before it is drawn. The drawn surfaces were
kept, but a measure joined its line again each time: the replay measured its
seats' labels every frame, a paragraph joined each of its words again as it
was wrapped, a relayout (Large text, the language) joined the status bar's
words over and over. A line is now joined once, and a paragraph is wrapped
with a few measures a line rather than one a word: opening Settings or How
to play in Arabic no longer holds the window for a quarter of a second.
"""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pytest  # noqa: E402
from doubles import frames  # noqa: E402

from game.ai import make_bot  # noqa: E402
from game.engine import Match, Rules  # noqa: E402
from game.engine.record import to_record  # noqa: E402
from game.ui import script  # noqa: E402
from game.ui.screens.settings import SettingsScreen  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402


def joins(monkeypatch) -> list:
    """Every Arabic line joined from now on (``arabic_reshaper``)."""
    joined = []
    reshape = script._RESHAPER.reshape

    def counted(line):
        joined.append(line)
        return reshape(line)

    monkeypatch.setattr(script._RESHAPER, "reshape", counted)
    return joined


@pytest.mark.parametrize("page", ["rules", "options"])
def test_a_settings_frame_reads_each_row_once(app, home, page, monkeypatch):
    reads = []
    row_texts = SettingsScreen.row_texts

    def counted(self, ctl):
        reads.append(ctl.key)
        return row_texts(self, ctl)

    screen = SettingsScreen(home, page=page)
    app.push(screen)
    frames(app, 2)  # opened and laid out
    monkeypatch.setattr(SettingsScreen, "row_texts", counted)
    frames(app, 1)
    assert screen.rows, "the page was drawn"
    rows = [c.key for c in screen.current]
    assert sorted(reads) == sorted(rows), \
        f"{len(reads)} reads of {len(rows)} rows in one frame"


def test_an_arabic_line_measured_again_is_not_joined_again(arabic, monkeypatch):
    joined = joins(monkeypatch)
    painter = Painter()
    line = "\u0645\u0646 30 \u0646\u0642\u0637\u0629 \u064a\u0637\u0644\u0628 " \
           "\u0627\u0644\u0644\u0627\u0639\u0628 (4)"
    widths = {painter.measure(line, 16) for _ in range(5)}
    painter.wrap(line + " " + line, 16, 10_000)
    assert len(widths) == 1 and joined.count(line) == 1, joined


def test_an_arabic_replay_frame_joins_nothing_already_joined(app, arabic, monkeypatch):
    m = Match(Rules(), seed=3)
    bots = [make_bot("easy", random.Random(s)) for s in range(4)]
    while m.hand_number <= 1:
        m.apply(bots[m.turn].decide(m.view(m.turn)))
    app.open("replay", record=to_record(m))
    frames(app, 3)  # opened, loaded and drawn
    joined = joins(monkeypatch)
    frames(app, 2)
    assert app.top.labels_drawn, "the seats' labels are drawn"
    assert joined == []


def test_a_note_that_fits_its_row_is_measured_once(arabic, monkeypatch):
    painter = Painter()
    measured = []
    measure = Painter.measure

    def counted(self, text, size, bold=False):
        measured.append(text)
        return measure(self, text, size, bold)

    monkeypatch.setattr(Painter, "measure", counted)
    note = "\u0623\u0635\u063a\u0631 \u0637\u0644\u0628 \u0645\u0633\u0645\u0648\u062d " \
        "\u0644\u0623\u064a \u0644\u0627\u0639\u0628 (2)"
    assert painter.wrap(note, 12, 2000) == [note]
    assert measured == [note]
    # a long paragraph: a few measures a line, not one a word
    words = " ".join([note] * 12)
    measured.clear()
    lines = painter.wrap(words, 12, 300)
    assert len(measured) < len(words.split()), (len(measured), len(lines))
    assert " ".join(lines).split() == words.split() and len(lines) > 3
    assert all(painter.measure(line, 12) <= 300 for line in lines)
