"""The replay in a tall window, and the hover after a resize.

In a portrait window the replay's hands take a row each (North, West, the
trick, East, You), so the cards are as large as the height allows, instead
of sized by the width alone; a landscape window keeps the hands around the
trick. After a resize the card or button under the pointer is found again
from where the pointer is now (``pygame.mouse.get_pos``, which the tests
stand in for), not from where it was before the window changed."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import frames, start_table, table_at_your_bid, to_your_card  # noqa: E402
from pygame import Rect  # noqa: E402

from game import strings  # noqa: E402
from game.engine import DECK, Match  # noqa: E402
from game.engine.record import to_record  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.screens.replay import ReplayScreen  # noqa: E402
from game.ui.table.dialogs import PauseMenu  # noqa: E402

PORTRAIT = [(700, 900), (768, 1024), (640, 960)]
LANDSCAPE = [(1280, 720), (1024, 600), (1366, 768), (1920, 1080)]
NORTH, EAST, SOUTH, WEST = 2, 1, 0, 3


def a_record() -> dict:
    m, rng = Match(seed=4), random.Random(4)
    while m.hands_played() < 1:
        m.apply(rng.choice(m.legal_actions()))
    m.stop()
    return to_record(m, ["human", "bot", "bot", "bot"])


class Recording(pygame.Surface):
    """A window's surface that keeps every blit: (what, where)."""

    def __init__(self, size):
        super().__init__(size)
        self.blits = []

    def blit(self, source, dest, area=None, special_flags=0):
        r = super().blit(source, dest, area, special_flags)
        self.blits.append((source, r))
        return r


def union(rects) -> Rect:
    return rects[0].unionall(rects[1:])


def drawn_replay(app, home, size, language, trick):
    """The replay of a hand at ``trick`` in a window of ``size``, drawn: the
    screen, each seat's hand (the rect its cards cover), the trick's cards
    by seat, the window."""
    strings.set_language(language)
    app.resize(*size)
    screen = ReplayScreen(home, a_record(), hand=0)
    app.push(screen)
    frames(app)
    screen.trick = trick
    surface = Recording(size)
    screen.draw(surface)
    faces = {id(screen.art.face(c)): c for c in DECK}
    held, shown = screen.state()
    seat_of = {c: s for s in range(4) for c in held[s]}
    hands, trick_cards = {s: [] for s in range(4)}, {}
    for source, r in surface.blits:
        card = faces.get(id(source))
        if card is None:
            continue
        if card in seat_of:
            hands[seat_of[card]].append(r)
        else:
            k = shown["cards"].index(str(card))
            trick_cards[(shown["leader"] + k) % 4] = r
    assert all(hands[s] for s in range(4)) and len(trick_cards) == 4
    return screen, {s: union(hands[s]) for s in range(4)}, trick_cards, Rect(0, 0, *size)


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("size", PORTRAIT)
def test_a_tall_window_shows_the_replays_cards_large_and_apart(app, home, size, language):
    """At 700x900 the cards were 36 px wide in a mostly empty table. Now
    they are at least a tenth of the window's width; every hand, player's
    line, the trick and the buttons stand inside the window without
    touching one another, in the table's order (North at the top, West on
    the left, East on the right, you at the bottom)."""
    screen, hands, trick, window = drawn_replay(app, home, size, language, trick=5)
    assert screen.cw >= size[0] * 0.1, screen.cw
    ring = 2 * 3  # the winner's gold ring, outside its card
    trick_area = union([r.inflate(ring, ring) for r in trick.values()])
    labels = screen.labels_drawn  # South, West, North, East order of seats 0..3
    buttons = [b.rect for b in screen.buttons]
    things = [hands[s] for s in range(4)] + [trick_area] + list(labels) + [union(buttons)]
    for r in things + buttons:
        assert window.contains(r), (r, size)
    for i, a in enumerate(things):
        for b in things[i + 1:]:
            assert not a.colliderect(b), (a, b)
    # the table's order
    assert hands[NORTH].bottom < trick_area.top and trick_area.bottom < hands[SOUTH].top
    assert hands[WEST].centerx < hands[EAST].centerx
    assert trick[WEST].centerx < trick[NORTH].centerx < trick[EAST].centerx
    assert trick[NORTH].centery < trick[WEST].centery < trick[SOUTH].centery
    # each line stands just over its hand, at the reader's starting edge
    for seat in range(4):
        label, hand = labels[seat], hands[seat]
        assert 0 <= hand.top - label.bottom <= screen.layout.margin
        if language == "ar":
            assert label.right == hand.right
        else:
            assert label.left == hand.left


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("size", LANDSCAPE)
def test_a_wide_window_keeps_the_hands_around_the_trick(app, home, size, language):
    """A guard: landscape windows keep the replay as it was, West and East
    beside the trick at its height, the cards sized as before."""
    screen, hands, trick, window = drawn_replay(app, home, size, language, trick=5)
    lay = screen.layout
    area_h = screen.footer_top - screen.title_bottom - lay.margin * 2
    assert screen.art.width == max(24, min(round(size[0] * 0.052),
                                           round(area_h / 4 / 1.4 * 0.95)))
    trick_area = union(list(trick.values()))
    for seat in (WEST, EAST):
        assert abs(hands[seat].centery - trick_area.centery) <= screen.ch
    assert hands[WEST].right < trick_area.left and trick_area.right < hands[EAST].left


@pytest.mark.parametrize("which", ["replay", "title", "stats"])
def test_a_screens_lit_button_follows_the_pointer_through_a_resize(app, home, monkeypatch,
                                                                   which):
    """After a resize the buttons are placed again: the one now under the
    pointer is lit at once, not the old one, nor none until the mouse moves."""
    from game.ui.screens.stats import StatsScreen
    from game.ui.screens.title import TitleScreen

    screen = {"replay": lambda: ReplayScreen(home, a_record()),
              "title": lambda: TitleScreen(home),
              "stats": lambda: StatsScreen(home)}[which]()
    app.push(screen)
    frames(app)
    first, other = screen.buttons[0], screen.buttons[-1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=first.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    assert screen.hover is first
    name = other.name
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: next(
        b for b in screen.buttons if b.name == name).rect.center)
    app.resize(700, 900)
    frames(app)
    assert screen.hover is not None and screen.hover.name == name


# ---------------------------------------------------------------- the hover
def lifted(scene) -> list:
    """The cards of your hand lifted in full (the one under the pointer)."""
    full = scene.layout.lift
    return [s.card for s in scene.hand.sprites if s.lift > full * 0.9]


def test_your_card_drops_when_a_resize_takes_it_from_under_the_pointer(app, monkeypatch):
    scene = start_table(app, seed=3)
    to_your_card(app, scene, 0)
    frames(app, 30)
    legal = scene.hand.legal_cards()
    sprite = next(s for s in scene.hand.sprites if s.card in legal)
    pos = (round(sprite.x) + scene.layout.card_w // 5,
           round(sprite.y) + scene.layout.card_h * 3 // 4)
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app, 30)
    assert lifted(scene) == [sprite.card]
    # the window grows under a pointer that is now off your cards; the old
    # place of the pointer would still be on one of them
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (3, 3))
    app.resize(1280, 760)
    frames(app, 60)
    under_old = scene.hand.card_at(pos)
    assert under_old is not None and under_old.card in legal  # the old place still on one
    assert lifted(scene) == []
    # and a pointer now over a card lifts that one
    other = next(s for s in reversed(scene.hand.sprites) if s.card in legal)
    monkeypatch.setattr(pygame.mouse, "get_pos",
                        lambda: (round(other.x) + 3, round(other.y) + 10))
    app.resize(1280, 720)
    frames(app, 60)
    assert lifted(scene) == [other.card]


@pytest.mark.parametrize("kind", ["row", "column"])
def test_a_dialogs_button_stays_lit_through_a_resize(app, monkeypatch, kind):
    """The button under the pointer is lit after a resize, though the
    dialog made its buttons anew (a row, or the pause menu's column, which
    is placed after the row); off the buttons, none is lit."""
    if kind == "row":
        dialog = Dialog("Title", [("One", None), ("Two", None)], size=(0.5, 0.5))
    else:
        dialog = PauseMenu([("One", None), ("Two", None), ("Three", None)])
    app.push(dialog)
    frames(app)
    two = dialog.buttons[1]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=two.rect.center, rel=(0, 0),
                                         buttons=(0, 0, 0)))
    frames(app)
    assert dialog.hover is two
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: dialog.buttons[1].rect.center)
    app.resize(700, 900)
    frames(app)
    assert dialog.hover is dialog.buttons[1]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
    app.resize(1024, 600)
    frames(app)
    assert dialog.hover is None


def test_the_bid_under_the_pointer_is_lit_after_a_resize(app, monkeypatch):
    """Your bid panel is placed anew on a resize: the bid now under the
    pointer is lit, not the one that was under it in the old window."""
    scene = table_at_your_bid(app)
    panel = scene.bid_panel
    first = panel.buttons[0]
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=first.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    frames(app)
    assert panel.hover is first
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: panel.buttons[-1].rect.center)
    app.resize(700, 900)
    frames(app)
    assert panel.visible and panel.hover is panel.buttons[-1]
    monkeypatch.setattr(pygame.mouse, "get_pos", lambda: (2, 2))
    app.resize(1024, 600)
    frames(app)
    assert panel.hover is None
