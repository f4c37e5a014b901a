"""The Options page at the table: what each option does, seen as a player
sees it, in English and Arabic, at 1280x720 and 1024x600 (drawn rectangles,
pixels and the words shown, under the dummy video driver)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, frames, to_your_card  # noqa: E402

from game.strings import t  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import install  # noqa: E402
from game.ui.table import TableScene  # noqa: E402

SIZES = [(1280, 720), (1024, 600)]
LANGS = ["en", "ar"]
DT = 1 / 60


def ids(size):
    return f"{size[0]}x{size[1]}"


def table(home, size, **options):
    """A quiet window of ``size`` with ``options`` set, and a table on it
    (bots answering at once, cards moving at the fast speed)."""
    o = home.settings.options
    o.sound = False
    for name, value in options.items():
        setattr(o, name, value)
    app = App(size, options=o)
    install(app, home)
    scene = TableScene(seed=7, speed="fast", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    frames(app, 1)
    return app, scene


def run_until(app, cond, seconds=120.0) -> bool:
    for _ in range(int(seconds / DT)):
        if cond():
            return True
        app.step(DT)
    return cond()


def ink(surface, rect) -> int:
    """How many pixels of ``rect`` stand out from the plate's own colour
    (the colour most of it has): letters, a portrait."""
    pixels = [tuple(surface.get_at((x, y)))[:3] for y in range(rect.top, rect.bottom)
              for x in range(rect.left, rect.right)]
    ground = max(set(pixels), key=pixels.count)
    return sum(1 for c in pixels if sum(abs(a - b) for a, b in zip(c, ground)) > 60)


# ------------------------------------------------------------ turn timer
@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_turn_timer_shows_the_seconds_and_covers_no_word_of_your_plate(home, language,
                                                                           size):
    """The time left is a bar and the seconds beside your points; the bar
    crossed the foot of your plate, over your points (at 1024x600 through the
    middle of "0 pts"), and said no number."""
    app, scene = table(home, size, turn_timer=10)
    try:
        assert run_until(app, lambda: scene.human_turn() == "bid")
        frames(app, 2)
        seconds, number = scene.renderer.timer_text
        assert seconds == "10"
        full = scene.renderer.timer_drawn[1]  # the whole bar: nothing has run out yet
        plate = scene.layout.plates[0]
        assert plate.contains(full) and plate.contains(number)
        for _ in range(int(4.5 / DT)):
            app.step(DT)
        assert scene.renderer.timer_text[0] == "6"  # 5.5 s left: the whole seconds, rounded up
        # the same table without the timer: nothing of the plate is where the timer goes
        scene.session.turn_timer = 0
        frames(app, 2)
        assert scene.time_left() is None
        assert ink(app.surface, full.union(number)) == 0
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_when_the_time_is_up_the_table_says_what_was_chosen_for_you(home, language):
    """The stand-in bid and card were made without a word: a card left your
    hand and you were not told why."""
    app, scene = table(home, (1280, 720), turn_timer=10)
    try:
        assert run_until(app, lambda: scene.human_turn() == "bid")
        assert run_until(app, lambda: scene.match.bids[0] is not None, seconds=12)
        assert scene.toast is not None
        assert scene.toast[0] == t("timer.out_bid", bid=scene.match.bids[0])
        assert run_until(app, lambda: scene.human_turn() == "play")
        hand = list(scene.match.hands[0])
        assert run_until(app, lambda: len(scene.match.hands[0]) < len(hand), seconds=12)
        played = next(c for c in hand if c not in scene.match.hands[0])
        assert scene.toast[0] == t("timer.out_card", card=scene.card_text(played))
    finally:
        app.close()


def test_no_time_is_up_is_said_while_you_still_play_in_time(home):
    """A card you play yourself, with the timer on, is not said to be the
    stand-in's."""
    app, scene = table(home, (1280, 720), turn_timer=20)
    try:
        assert run_until(app, lambda: scene.human_turn() == "bid")
        frames(app, 30)
        scene.human_bid(scene.bid_panel.legal[0])
        assert run_until(app, lambda: scene.human_turn() == "play")
        frames(app, 30)
        assert scene.try_play(scene.match.legal_actions()[0])
        frames(app, 30)
        assert scene.toast is None or not scene.toast[0].startswith(t("timer.out_card",
                                                                      card="")[:8])
    finally:
        app.close()


# ---------------------------------------------------------- trick click
@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_trick_waiting_for_your_click_says_so_at_the_trick(home, language, size):
    """With "Wait after each trick", the only word was the prompt in the top
    bar, far from the trick; in Arabic at 1024x600 it did not fit there and
    nothing at all said that the table waited for a click."""
    app, scene = table(home, size, trick_click=True)
    try:
        assert run_until(app, lambda: scene.human_turn() == "bid")
        scene.human_bid(scene.bid_panel.legal[0])

        def waiting():
            if scene.human_turn() == "play":
                scene.try_play(scene.match.legal_actions()[0])
            return scene.board.trick_waiting
        assert run_until(app, waiting)
        frames(app, 30)
        assert scene.board.trick_waiting  # it waits as long as you do
        text, rect = scene.renderer.go_on_drawn
        assert text == t("play.click_on")
        lay = scene.layout
        assert abs(rect.centerx - lay.trick.centerx) <= 2  # under the trick's winner
        assert lay.trick.centery < rect.top and rect.bottom < lay.hands[0].top
        assert app.surface.get_rect().contains(rect)
        assert ink(app.surface, rect) > 30  # words, drawn
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0,
                                             unicode=" ", scancode=0))
        frames(app, 2)
        assert not scene.board.trick_waiting
        assert scene.renderer.go_on_drawn is None
    finally:
        app.close()


# ------------------------------------------------------------ the card tracker
def tracker_at_play(home, **options):
    """A table with the card tracker on, run until your first card (you bid
    the lowest), the tracker drawn."""
    app, scene = table(home, (1280, 720), card_tracker=True, **options)
    to_your_card(app, scene, played=0)
    frames(app, 2)
    assert scene.renderer.tracker_drawn is not None
    return app, scene


@pytest.mark.parametrize("four", [False, True], ids=["two colours", "four colours"])
def test_the_tracker_colours_its_suits_as_the_cards_are_coloured(home, four):
    """With the four-colour deck the cards show green clubs and blue
    diamonds, but the tracker kept ♣ white and ♦ pink: it now colours each
    suit as the cards do (lightened for its dark panel)."""
    from game.ui import theme

    app, scene = tracker_at_play(home, four_colour=four)
    try:
        panel = scene.layout.tracker
        colours = {tuple(app.surface.get_at((x, y))[:3])
                   for x in range(panel.left, panel.right) for y in range(panel.top, panel.bottom)}

        def shown(colour):
            return any(max(abs(a - b) for a, b in zip(c, colour)) < 12 for c in colours)
        assert shown(theme.CLUBS_ON_DARK) == four
        assert shown(theme.DIAMONDS_ON_DARK) == four
    finally:
        app.close()


@pytest.mark.parametrize("language", ["ar"], indirect=True)
def test_eastern_digits_in_the_tracker_never_run_together(home, language):
    """With Eastern Arabic digits the ranks still out read "٩ ١٠" with a
    space as narrow as a digit's own spacing: "٩١٠". They are now set a
    double space apart, so each reads as its own card."""
    from game import strings
    from game.ui.script import visual

    strings.set_digits("eastern")
    app, scene = tracker_at_play(home, digits="eastern")
    try:
        rows = [text for text, _ in scene.renderer.tracker_texts[1:]]
        with_ten = [row for row in rows if "10" in row.split()]
        assert with_ten, rows
        for row in with_ten:
            drawn = visual(row)
            assert "\u0661\u0660" in drawn  # the digits are Eastern
            assert "  " in row and "   " not in row
            assert all(part for part in row.split("  "))  # each rank its own, two spaces apart
    finally:
        app.close()
