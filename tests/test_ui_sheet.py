"""The score sheet of a long game, under the dummy video driver, driven by real
posted pygame events: every hand can be reached, the newest are shown first."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import open_sheet, table_at_your_bid  # noqa: E402
from events import click, key  # noqa: E402
from pygame import Rect  # noqa: E402

from game.options import Options  # noqa: E402
from game.strings import player_name  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table.board import SheetRow  # noqa: E402

DT = 1 / 60
SIZES = [(1280, 720), (800, 600), (1920, 1080)]
HANDS = 40


def sheet_rows(n):
    """``n`` finished hands, every seventh thrown in, with running totals."""
    rows, scores = [], [0, 0, 0, 0]
    for number in range(1, n + 1):
        dealer = number % 4
        if number % 7 == 0:
            rows.append(SheetRow(number, dealer, "low_total", bids=(2, 2, 2, 2),
                                 scores=tuple(scores)))
            continue
        bids = tuple(2 + (number + s) % 4 for s in range(4))
        taken = tuple((number * 3 + s) % 7 for s in range(4))
        points = tuple(b if k >= b else -b for b, k in zip(bids, taken))
        scores = [a + b for a, b in zip(scores, points)]
        rows.append(SheetRow(number, dealer, None, bids, taken, points, tuple(scores)))
    return rows


def open_app(size):
    return App(size, options=Options(sound=False))


@pytest.fixture(params=SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def app(request):
    a = open_app(request.param)
    yield a
    a.close()


def table_with_sheet(app, n=HANDS):
    scene = table_at_your_bid(app)
    scene.board.sheet[:] = sheet_rows(n)
    return scene


def wheel(y):
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                         precise_x=0.0, precise_y=float(y)))


def frames(app, n=2):
    for _ in range(n):
        app.step(DT)


def hands_seen(sheet):
    return [number for number, _ in sheet.shown]


def marks(sheet):
    return [text for text, _ in sheet.marks]


def assert_readable(app, sheet):
    """Rows drawn whole inside the dialog and the window, between the column
    heads and the totals; no two column heads on top of each other; the
    latest totals always shown."""
    window = Rect((0, 0), app.surface.get_size())
    heads = [r for _, r in sheet.header]
    totals = [text for text, _ in sheet.footer]
    # partners side by side: you and North and your team's total, then East,
    # West and theirs; a team's total is its partners' scores added
    last = sheet.rows[-1].scores
    assert totals[:6] == [str(last[0]), str(last[2]), str(last[0] + last[2]),
                          str(last[1]), str(last[3]), str(last[1] + last[3])]
    names = [text for text, _ in sheet.header][1:7]
    assert names == [player_name(0), player_name(2), "Us", player_name(1), player_name(3),
                     "Them"]
    assert names[0] == "You"
    below_heads = max(r.bottom for r in heads)
    above_totals = min(r.top for _, r in sheet.footer)
    assert all(r.bottom <= min(b.rect.top for b in sheet.buttons) for _, r in sheet.footer)
    for number, r in sheet.shown:
        assert window.contains(r) and sheet.rect.contains(r), number
        assert r.top >= below_heads and r.bottom <= above_totals, number
    for i, a in enumerate(heads):
        for b in heads[i + 1:]:
            assert not a.colliderect(b), (sheet.header[heads.index(a)], b)
    for _, r in sheet.marks:
        assert sheet.rect.contains(r)
    numbers = hands_seen(sheet)
    assert numbers == list(range(numbers[0], numbers[0] + len(numbers)))  # no gaps


def test_a_long_sheet_opens_on_the_latest_hands_under_its_header(app):
    scene = table_with_sheet(app)
    sheet = open_sheet(app, scene)
    seen = hands_seen(sheet)
    assert seen[-1] == HANDS and 1 not in seen
    assert len(seen) >= 6  # a useful number of hands at every window size
    assert marks(sheet) == [f"\u25b2 {HANDS - len(seen)} more"]
    assert_readable(app, sheet)


def test_wheel_and_arrows_scroll_up_to_the_first_hand(app):
    scene = table_with_sheet(app)
    sheet = open_sheet(app, scene)
    top = hands_seen(sheet)[0]
    wheel(1)
    frames(app)
    assert hands_seen(sheet)[0] == top - 3
    key(pygame.K_UP)
    frames(app)
    assert hands_seen(sheet)[0] == top - 4
    for _ in range(HANDS):
        wheel(1)
    frames(app)
    seen = hands_seen(sheet)
    assert seen[0] == 1 and HANDS not in seen
    assert marks(sheet) == [f"\u25bc {HANDS - len(seen)} more"]
    assert_readable(app, sheet)
    wheel(-1)
    frames(app)
    assert hands_seen(sheet)[0] == 4
    key(pygame.K_DOWN)
    frames(app)
    assert hands_seen(sheet)[0] == 5
    assert len(marks(sheet)) == 2  # more above and more below


def test_home_end_and_pages_reach_every_hand(app):
    scene = table_with_sheet(app)
    sheet = open_sheet(app, scene)
    latest = hands_seen(sheet)
    key(pygame.K_HOME)
    frames(app)
    assert hands_seen(sheet)[0] == 1
    seen = set(hands_seen(sheet))
    for _ in range(HANDS):
        key(pygame.K_PAGEDOWN)
        frames(app, 1)
        seen |= set(hands_seen(sheet))
    assert seen == set(range(1, HANDS + 1))  # paging skips no hand
    assert hands_seen(sheet) == latest
    key(pygame.K_PAGEUP)
    frames(app)
    assert hands_seen(sheet)[-1] < HANDS and hands_seen(sheet)[-1] >= latest[0]  # overlap
    key(pygame.K_END)
    frames(app)
    assert hands_seen(sheet) == latest


def test_scrolling_stops_at_both_ends(app):
    scene = table_with_sheet(app)
    sheet = open_sheet(app, scene)
    latest = hands_seen(sheet)
    for move in (lambda: key(pygame.K_DOWN), lambda: key(pygame.K_PAGEDOWN),
                 lambda: key(pygame.K_END), lambda: wheel(-5)):
        move()
        frames(app)
        assert hands_seen(sheet) == latest
    key(pygame.K_HOME)
    frames(app)
    first = hands_seen(sheet)
    assert first[0] == 1 and len(first) == len(latest)
    for move in (lambda: key(pygame.K_UP), lambda: key(pygame.K_PAGEUP),
                 lambda: key(pygame.K_HOME), lambda: wheel(5)):
        move()
        frames(app)
        assert hands_seen(sheet) == first
    wheel(-1)  # one notch back down moves at once: no hidden overshoot to undo
    frames(app)
    assert hands_seen(sheet)[0] == 4


@pytest.mark.parametrize("k", [pygame.K_ESCAPE, pygame.K_RETURN])
def test_esc_and_enter_still_close_a_scrolled_sheet(k):
    app = open_app((1280, 720))
    try:
        scene = table_with_sheet(app)
        open_sheet(app, scene)
        key(pygame.K_HOME)
        wheel(-2)
        frames(app)
        key(k)
        frames(app)
        assert app.top is scene
    finally:
        app.close()


def test_the_close_button_still_closes_a_scrolled_sheet():
    app = open_app((800, 600))
    try:
        scene = table_with_sheet(app)
        sheet = open_sheet(app, scene)
        key(pygame.K_PAGEUP)
        frames(app)
        click(sheet.buttons[0].rect.center)
        frames(app)
        assert app.top is scene
    finally:
        app.close()


def test_a_short_sheet_shows_every_hand_and_no_marks(app):
    scene = table_with_sheet(app, n=5)
    sheet = open_sheet(app, scene)
    assert hands_seen(sheet) == [1, 2, 3, 4, 5]
    assert marks(sheet) == []
    for k in (pygame.K_UP, pygame.K_HOME, pygame.K_PAGEDOWN):
        key(k)
        frames(app)
        assert hands_seen(sheet) == [1, 2, 3, 4, 5]
    assert_readable(app, sheet)


def test_a_resize_keeps_the_latest_hand_in_view():
    app = open_app((1920, 1080))
    try:
        scene = table_with_sheet(app)
        sheet = open_sheet(app, scene)
        assert hands_seen(sheet)[-1] == HANDS
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=800, h=600, size=(800, 600)))
        frames(app)
        assert sheet.rect.width <= 800 and hands_seen(sheet)[-1] == HANDS
        assert_readable(app, sheet)
        key(pygame.K_HOME)
        frames(app)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=720,
                                             size=(1280, 720)))
        frames(app)
        assert hands_seen(sheet)[0] == 1  # scrolled back up, it stays at the top
        assert_readable(app, sheet)
    finally:
        app.close()
