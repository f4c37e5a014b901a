"""Defects a screen audit found at 1024x600 and 1280x720, in English and
Arabic, checked as a player sees them: a lesson's panel never hides a card of
the trick, the score sheet's "more" marks are clear of its rules, dialogs
are opaque, the Arabic sheet reads bid/taken as its header does, and every
row of the keys overlay is set at one size."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    frames,
    lesson_window,
    open_sheet,
    sheet_rows,
    table_at_your_bid,
    window,
)
from events import key  # noqa: E402

from game import strings  # noqa: E402
from game.learn.lessons import LESSONS  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.script import visual  # noqa: E402
from game.ui.table.board import SheetRow  # noqa: E402
from game.ui.table.keys import KeysDialog  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

DT = 1 / 60
SIZES = [(1024, 600), (1280, 720)]
LANGS = ["en", "ar"]


def table(app):
    """A table waiting on your bid (nothing on the cloth yet)."""
    return table_at_your_bid(app)


# ---------------------------------------------------------------- 1. lessons
@pytest.mark.parametrize("size", SIZES + [(800, 600), (640, 400)],
                         ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGS, indirect=True)
@pytest.mark.parametrize("lesson", [lesson.key for lesson in LESSONS])
def test_a_lessons_panel_never_hides_a_card_of_the_trick(home, language, size, lesson):
    app, scene = lesson_window(home, size, lesson)
    try:
        for _ in range(3000):
            if scene.human_turn() is not None and scene.director.caught_up:
                break
            app.step(DT)
        frames(app)
        lay = scene.layout
        assert scene.renderer.coach_drawn is not None
        panel = scene.renderer.coach_drawn[1]
        assert pygame.Rect((0, 0), lay.size).contains(panel)
        cards = [pygame.Rect(round(s.x), round(s.y), lay.card_w, lay.card_h)
                 for s in scene.board.trick]
        if scene.board.playing:  # the cards on the cloth, and where the others will go
            assert not [r for r in cards + list(lay.slots) if panel.colliderect(r)]
        else:  # still bidding: the bid panel stays in view
            assert not panel.colliderect(lay.bid_panel)
        # nor over anyone's cards or name plate
        assert not [r for r in (*lay.hands, *lay.plates) if panel.colliderect(r)]
    finally:
        app.close()


# -------------------------------------------------------- 2. and 4. the sheet
def long_sheet(app, rows=40):
    scene = table(app)
    scene.board.sheet[:] = sheet_rows(rows)
    return scene


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_no_rule_runs_through_the_sheets_more_marks(language, size, monkeypatch):
    """With the rules drawn in a colour nothing else on the sheet has, no
    pixel of a rule touches a "▲ n more" / "▼ n more" mark."""
    rule = (255, 0, 255, 255)
    monkeypatch.setattr(theme, "PANEL_BORDER", rule)
    app = window(size)
    try:
        sheet = open_sheet(app, long_sheet(app))
        key(pygame.K_UP)
        key(pygame.K_UP)
        frames(app)
        assert len(sheet.marks) == 2  # hands hidden above and below
        surface = app.surface
        m = sheet.layout.margin

        def ruled(x, y):
            r, g, b, *_ = surface.get_at((x, y))
            return r > 200 and g < 60 and b > 200

        for text, where in sheet.marks:
            ys = [y for y in range(where.top, where.bottom)
                  if sum(ruled(x, y) for x in range(sheet.body.left, sheet.body.right)) > 20]
            assert ys, text  # the mark is set into a rule...
            span = range(where.left - m // 2, where.right + m // 2)
            touching = [(x, y) for y in range(where.top - 1, where.bottom + 1) for x in span
                        if ruled(x, y)]
            assert not touching, (text, touching[:5])  # ...which stops short of it
    finally:
        app.close()


def glyph_x(calls, char_sets):
    """The x of the first drawn glyph of each set of characters (a digit in
    western or eastern form), from the texts drawn, as they read on screen."""
    out = {}
    for text, size, bold, rect in calls:
        shown = visual(text)
        font = Painter().font(size, bold)
        for i, ch in enumerate(shown):
            for name, chars in char_sets.items():
                if ch in chars and name not in out:
                    out[name] = rect.left + font.size(shown[:i])[0]
    return out


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_sheets_bid_and_taken_read_in_the_headers_order(language):
    """The header says "bid/taken" ("طلب/أخذ" in Arabic, read from the right):
    the bid is where reading starts, left in English and right in Arabic."""
    app = window((1280, 720))
    try:
        scene = table(app)
        # South bid 8 and took 9: no other number of the row has an 8 or a 9
        scene.board.sheet[:] = [SheetRow(1, 1, None, (8, 3, 2, 2), (9, 1, 3, 0),
                                         (1, -3, 2, -2), (1, -3, 2, -2))]
        sheet = open_sheet(app, scene)
        calls = []
        real = sheet.painter.blit_text

        def spy(surface, text, size, colour=theme.TEXT, bold=False, **anchor):
            r = real(surface, text, size, colour, bold, **anchor)
            calls.append((text, size, bold, r))
            return r

        sheet.painter.blit_text = spy
        frames(app)
        (_, row), = sheet.shown
        in_row = [c for c in calls if row.top <= c[3].centery < row.bottom]
        x = glyph_x(in_row, {"bid": "8\u0668\u06f8", "taken": "9\u0669\u06f9"})
        assert set(x) == {"bid", "taken"}
        if strings.right_to_left():
            assert x["bid"] > x["taken"]
        else:
            assert x["bid"] < x["taken"]
    finally:
        app.close()


# ---------------------------------------------------------------- 3. opaque
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_nothing_shows_through_a_dialog(size):
    """A dialog looks the same over a white screen and a black one."""
    app = window(size)
    try:
        dialog = Dialog("Title", [("OK", None)])
        dialog.on_resize(app.layout)
        seen = []
        for under in ((255, 255, 255), (0, 0, 0)):
            surface = pygame.Surface(app.layout.size)
            surface.fill(under)
            dialog.draw(surface)
            body = dialog.body
            seen.append([surface.get_at((x, body.centery))[:3]
                         for x in range(body.left, body.right, 7)])
        assert seen[0] == seen[1]
        assert theme.PANEL_SOLID[3] == 255
    finally:
        app.close()


# ------------------------------------------------------------------ 5. keys
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_every_row_of_the_keys_overlay_has_one_text_size(language, size, monkeypatch):
    monkeypatch.setattr(Painter, "fits", [])
    app = window(size)
    try:
        table(app)
        keys = KeysDialog()
        app.push(keys)
        frames(app)
        words = {what for _, what in keys.rows}
        sizes = {got for text, _, got, _, _ in Painter.fits if text in words}
        assert sizes == {app.layout.font}  # the table's text size, not shrunk
        for _, _, drawn in keys.drawn:
            assert keys.rect.contains(drawn)
    finally:
        app.close()
