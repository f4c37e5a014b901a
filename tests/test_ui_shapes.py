"""Windows of the shapes players have besides 16:9 (a portrait tablet,
tall and narrow, 5:4, ultra-wide, 4K), in English and Arabic, checked as a
player sees them (drawn rectangles and pixels, under the dummy video driver)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from types import SimpleNamespace  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import frames, open_sheet, sheet_rows, table_at_your_bid, window  # noqa: E402

from game.strings import t  # noqa: E402

LANGS = ["en", "ar"]
TALL = [(700, 900), (768, 1024)]  # taller than wide: the text used to follow the height


def ids(size):
    return f"{size[0]}x{size[1]}"


# ----------------------------------------------- the score sheet, in a tall window
@pytest.mark.parametrize("size", TALL + [(1280, 1024)], ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_tall_windows_score_sheet_keeps_its_figures_apart(language, size):
    """At 700x900 the text was sized from the height alone, too big for the
    thirteen columns: "3/3" ran into "+3" and "3" ("3/3+33"), the heads read
    "bid/takentotalpts". Each seat's three heads (over its three columns of
    figures) stand two spaces apart, all inside the dialog and the window."""
    app = window(size)
    try:
        scene = table_at_your_bid(app)
        scene.board.sheet[:] = sheet_rows(9)
        sheet = open_sheet(app, scene)
        screen = pygame.Rect((0, 0), size)
        assert screen.contains(sheet.rect)
        subs = (t("sheet.bid_taken"), t("sheet.points"), t("sheet.total"))
        space = 2 * sheet.painter.measure(" ", sheet._metrics(sheet.layout)["sub_size"])
        heads = [(text, r) for text, r in sheet.header if text in subs]
        for text, r in sheet.header:
            assert sheet.rect.contains(r), text
        seats = [heads[i:i + 3] for i in range(len(heads)) if heads[i][0] == subs[0]]
        assert len(seats) == 4
        for seat in seats:
            spans = sorted((r.left, r.right) for _, r in seat)
            for (_, right), (left, _) in zip(spans, spans[1:]):
                assert left - right >= space, (seat, left - right)
    finally:
        app.close()


# ---------------------------------------------------- the hand summary's columns
def summary(app, points=(4, 10, 2, -4)):
    """The hand summary the table shows after a hand (Continue, Score sheet,
    Review), over a table waiting on your bid."""
    from game.ui.table.dialogs import SummaryDialog

    table_at_your_bid(app)
    bids = (4, 5, 2, 4)
    taken = tuple(b if p > 0 else b - 2 for b, p in zip(bids, points))
    e = SimpleNamespace(bids=bids, taken=taken, points=points, scores=points, target_after=None)
    dialog = SummaryDialog(e, 1, [(t("button.continue"), None),
                                  (t("button.score_sheet"), None),
                                  (t("button.review"), None)],
                           size=(0.9, 0.8), cancel=0)  # as the table opens it
    app.push(dialog)
    frames(app)
    return dialog


@pytest.mark.parametrize("size", TALL + [(1280, 1024), (1366, 768), (640, 400)], ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_hand_summarys_figures_never_touch(language, size):
    """Layla's "+10" ran into "made" (at 768x1024 in Arabic "+10نجح", at
    700x900 in English over it), and "Taken" into "Points": the columns were
    shares of a dialog whose width knew nothing of the text. In every row
    each figure ends a space before the next begins, inside the dialog."""
    app = window(size)
    try:
        dialog = summary(app)
        space = dialog.painter.measure(" ", dialog.layout.font)
        rows = {}
        for seat, column, r in dialog.cells_drawn:
            assert dialog.rect.contains(r), (seat, column)
            rows.setdefault(seat, []).append(r)
        assert len(rows) == 4 and all(len(cells) == 6 for cells in rows.values())
        for seat, cells in rows.items():
            spans = sorted((r.left, r.right) for r in cells)
            for (_, right), (left, _) in zip(spans, spans[1:]):
                assert left - right >= space, (seat, spans)
    finally:
        app.close()


@pytest.mark.parametrize("size", TALL, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_tall_windows_summary_is_no_band_of_empty_felt(language, size):
    """In a portrait window the summary took three quarters of the height:
    below its four rows and the teams' line, an empty band taller than the
    rows themselves, then the buttons (once its text had been sized to the
    width). The room between the last row and the buttons stays about what
    the four rows take, as at 16:9 (1.13 times at 1280x720)."""
    app = window(size)
    try:
        dialog = summary(app)
        rows = [r for _, _, r in dialog.cells_drawn]
        top, bottom = min(r.top for r in rows), max(r.bottom for r in rows)
        buttons = min(b.rect.top for b in dialog.buttons)
        assert buttons - bottom <= 1.2 * (bottom - top), (buttons - bottom, bottom - top)
    finally:
        app.close()


# ------------------------------------------------------------------ the replay
@pytest.mark.parametrize("size", TALL, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_replays_lines_stay_inside_a_narrow_window(home, language, size):
    """At 700x900 Layla's line ("Layla · bid 2 · took 2 · +2 pts") ran off
    the right edge of the window: each player's line is inside it, clear of
    the others."""
    from test_ui_first_game import finished_record, last_hand_replayed

    app, screen = last_hand_replayed(home, size, finished_record(), 4)
    try:
        labels = screen.labels_drawn
        assert len(labels) == 4
        # a line drawn past the edge comes back clipped to it: none may touch it
        inside = pygame.Rect((0, 0), size).inflate(-2, -2)
        for r in labels:
            assert inside.contains(r), (r, size)
        for i, a in enumerate(labels):
            for b in labels[i + 1:]:
                assert not a.colliderect(b)
    finally:
        app.close()


# ------------------------------------------------- a window resized with a dialog
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_score_sheet_follows_its_window_to_a_portrait_shape(language):
    """The sheet open at 1366x768, the window turned to 768x1024: the
    dialog, its heads and its Close button are inside the new window, the
    heads a space apart."""
    app = window((1366, 768))
    try:
        scene = table_at_your_bid(app)
        scene.board.sheet[:] = sheet_rows(9)
        sheet = open_sheet(app, scene)
        app.resize(768, 1024)
        frames(app)
        screen = pygame.Rect(0, 0, 768, 1024)
        assert app.top is sheet and screen.contains(sheet.rect)
        assert all(sheet.rect.contains(b.rect) for b in sheet.buttons)
        spans = sorted((r.left, r.right) for text, r in sheet.header
                       if text in (t("sheet.bid_taken"), t("sheet.points"), t("sheet.total")))
        assert len(spans) == 4 * 3 + 2
        for (_, right), (left, _) in zip(spans, spans[1:]):
            assert left - right >= 2, spans
    finally:
        app.close()
