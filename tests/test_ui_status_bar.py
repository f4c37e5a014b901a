"""The table's top bar fits every window from the smallest the app allows up to
1920x1080: hand, dealer, bids, trump, the turn prompt and the five buttons each
keep their own room, inside the window, at a readable size and never overlapping."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from doubles import InstantThinker, Quiet  # noqa: E402
from pygame import Rect  # noqa: E402

from game.options import Options  # noqa: E402
from game.ui.app import MIN_SIZE, App  # noqa: E402
from game.ui.layout import NORTH  # noqa: E402
from game.ui.table import TableScene  # noqa: E402

DT = 1 / 60
SIZES = [MIN_SIZE, (800, 600), (1024, 768), (1280, 720), (1920, 1080)]
NEEDED = {"hand", "dealer", "bids", "trump", "prompt"}  # what a player needs to see
BUTTONS = {"scores", "last", "hint", "sound", "menu"}


def table_at(phase: str) -> tuple[App, TableScene]:
    """A table where South must bid or play, with a turn timer."""
    app = App((1280, 720), options=Options(sound=False, turn_timer=30))
    scene = TableScene(seed=3, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    app.step(DT)
    for _ in range(3000):
        if scene.human_turn() == "bid":
            break
        app.step(DT)
    assert scene.human_turn() == "bid"
    if phase == "play":
        scene.human_bid(min(scene.bid_panel.legal))
        for _ in range(3000):
            if scene.human_turn() == "play":
                break
            app.step(DT)
        assert scene.human_turn() == "play"
    # a long status line: a two-digit hand and the longest dealer's name
    scene.board.hand_number = 12
    scene.board.dealer = NORTH
    return app, scene


def drawn_at(app, scene, size) -> dict:
    app.resize(*size)
    app.step(DT)
    assert app.surface.get_size() == size
    return dict(scene.renderer.status_drawn)


def check_bar(app, scene, size) -> None:
    drawn = drawn_at(app, scene, size)
    window = Rect(0, 0, *size)
    bar = scene.layout.status
    assert NEEDED <= drawn.keys(), (size, sorted(drawn))
    assert {b.name for b in scene.status.buttons} == BUTTONS
    rects = {name: r for name, (_, r) in drawn.items()}
    rects.update({f"button {b.name}": b.rect for b in scene.status.buttons})
    for name, r in rects.items():
        assert window.contains(r) and bar.contains(r), (size, name, r)
    names = sorted(rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (size, a, rects[a], b, rects[b])
    # readable: every text at the bar's size, whole (none squeezed smaller to fit)
    painter, font = scene.renderer.painter, scene.renderer.bar.font
    assert font >= 10, size
    for name, (text, r) in drawn.items():
        assert text, (size, name)
        bold = name in ("hand", "trump")
        assert painter.font(font, bold).size(text)[0] <= r.width, (size, name, text, r)
    for b in scene.status.buttons:
        assert painter.font(font).size(b.label)[0] <= b.rect.width - 8, (size, b.name, b.label)


@pytest.fixture(scope="module", params=["bid", "play"])
def table(request):
    app, scene = table_at(request.param)
    yield app, scene
    app.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_status_bar_items_and_buttons_keep_apart(table, size):
    app, scene = table
    check_bar(app, scene, size)
    prompt = scene.renderer.status_drawn["prompt"][0]
    assert prompt.startswith("Your"), prompt  # the turn prompt stays in the bar
    assert "(" not in prompt  # the time left is a bar on your plate, not words here


def test_status_bar_fits_every_size_in_between(table):
    app, scene = table
    for w in range(MIN_SIZE[0], 1921, 32):
        for h in (MIN_SIZE[1], 600, 800, 1080):
            check_bar(app, scene, (w, h))


def test_a_bot_thinking_fits_too(table):
    app, scene = table
    scene.status.text = lambda short=False: ("North's turn" if short else
                                             "North is thinking\u2026")
    try:
        for size in SIZES:
            check_bar(app, scene, size)
            assert "North" in scene.renderer.status_drawn["prompt"][0]
    finally:
        del scene.status.text


def test_the_full_look_stays_at_1280x720(table):
    """Room enough: every item and every label in full, the buttons all one width."""
    app, scene = table
    drawn = drawn_at(app, scene, (1280, 720))
    assert "target" in drawn
    assert drawn["trump"][0] == "Trump \u2665"
    assert drawn["prompt"][0].startswith("Your turn \u2014 play a card") \
        or drawn["prompt"][0].startswith("Your bid")
    labels = {b.name: b.label for b in scene.status.buttons}
    assert labels["last"] == "Last trick" and labels["sound"] == "Sound off"
    assert len({b.rect.width for b in scene.status.buttons}) == 1
