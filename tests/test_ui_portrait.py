"""The table in a portrait window (taller than wide: a tablet held upright,
a tall narrow window). Your plate sat beside your hand and took its width:
at 700x900 your cards were 73x102. It now sits above your cards, which take
the window's width; the rest of the table keeps its places and nothing
overlaps, in English and Arabic. Landscape windows keep their layout."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import frames, table_at_your_bid, to_your_card, window  # noqa: E402
from pygame import Rect  # noqa: E402

from game.ui.layout import EAST, NORTH, SOUTH, WEST, Layout  # noqa: E402

LANGS = ["en", "ar"]
PORTRAIT = [(700, 900), (768, 1024), (600, 960)]  # (a 600 wide window opens 640 wide)
# your cards (width, height) when your plate sat beside them
BEFORE = {(700, 900): (73, 102), (768, 1024): (79, 111), (600, 960): (62, 87),
          (640, 960): (66, 93)}
LARGER = 1.45  # your cards are at least 45% larger, in width and in height
# more portrait shapes for the layout alone: nearly square, phone-like, 4K upright
TALL = PORTRAIT + [(640, 960), (640, 641), (640, 1136), (800, 1280), (900, 1600),
                   (1000, 1001), (1080, 1920)]


def ids(size):
    return f"{size[0]}x{size[1]}"


def disjoint(named):
    """Every pair of ``named`` ((name, Rect) pairs) that overlap."""
    out = []
    for i, (a, ra) in enumerate(named):
        for b, rb in named[i + 1:]:
            if ra.colliderect(rb):
                out.append((a, b))
    return out


# ------------------------------------------------------------ the layout alone
@pytest.mark.parametrize("size", list(BEFORE), ids=ids)
def test_your_cards_are_larger_in_a_portrait_window(size):
    """Your hand takes the window's width (less its margins) and its cards are
    at least 45% larger than when your plate sat beside them, each still
    showing more than a third of itself under the next one."""
    lay = Layout.compute(*size)
    w, h = BEFORE[size]
    assert lay.card_w >= LARGER * w and lay.card_h >= LARGER * h, (lay.card_w, lay.card_h)
    hand = lay.hands[SOUTH]
    assert hand.width >= size[0] - 4 * lay.margin
    assert lay.step >= 0.4 * lay.card_w
    cards = lay.south_cards(13)
    assert cards[0].left >= hand.left and cards[-1].right <= hand.right


@pytest.mark.parametrize("size", TALL, ids=ids)
def test_nothing_overlaps_in_a_portrait_window(size):
    """Your plate sits above your cards; the other plates and hands, the
    trick's four places, the bid panel, the teams' totals, the tracker and
    the dealer's pile (when you deal) each keep to their own room."""
    lay = Layout.compute(*size)
    window_rect = Rect((0, 0), size)
    hand, plate = lay.hands[SOUTH], lay.plates[SOUTH]
    assert plate.bottom + lay.margin <= hand.top  # above your cards
    assert plate.left > hand.left and plate.right < hand.right  # over them, not beside
    areas = lay.key_areas()
    if lay.tracker is not None:
        areas["tracker"] = lay.tracker
    for name, r in areas.items():
        assert window_rect.contains(r), (name, r)
    assert not disjoint(list(areas.items()))
    # the bid panel: over the (empty) trick while you bid, clear of all the rest
    assert window_rect.contains(lay.bid_panel)
    assert lay.bid_panel.bottom <= plate.top - lay.margin
    rest = [(n, r) for n, r in areas.items() if n != "trick"]
    assert [n for n, r in rest if r.colliderect(lay.bid_panel)] == []
    # the trick's cards: inside the trick, clear of every plate and hand
    for seat, slot in enumerate(lay.slots):
        assert lay.trick.contains(slot), seat
        assert [n for n, r in rest if r.colliderect(slot)] == [], seat
    assert not lay.pile(SOUTH).colliderect(plate) and not lay.pile(SOUTH).colliderect(hand)
    for seat in (EAST, NORTH, WEST):
        for r in lay.back_cards(seat, 13):
            assert lay.hands[seat].contains(r)
    assert window_rect.contains(Rect(lay.bubbles[SOUTH], (1, 1)))


# the five landscape shapes players use most, as they were before portrait
# windows got their own arrangement: card (w, h), step, your hand, your
# plate, the bid panel, the trick
LANDSCAPE = {
    (1280, 720): (108, 151, 55, (256, 537, 768, 172), (18, 633, 216, 76),
                  (282, 300, 717, 226), (457, 171, 367, 332)),
    (1024, 600): (90, 126, 40, (227, 447, 570, 144), (12, 528, 197, 63),
                  (226, 249, 573, 189), (359, 142, 306, 277)),
    (1366, 768): (115, 161, 58, (277, 572, 811, 184), (22, 676, 231, 80),
                  (301, 318, 765, 242), (488, 182, 391, 354)),
    (1920, 1080): (162, 227, 82, (387, 805, 1146, 259), (31, 951, 324, 113),
                   (423, 449, 1075, 340), (685, 255, 551, 499)),
    (800, 600): (83, 116, 30, (178, 459, 443, 132), (10, 528, 150, 63),
                 (176, 276, 448, 174), (259, 156, 282, 255)),
}


@pytest.mark.parametrize("size", list(LANDSCAPE), ids=ids)
def test_a_landscape_window_keeps_its_layout(size):
    """A window wider than tall keeps your plate beside your cards, at the
    bottom left, and every rectangle where it was."""
    lay = Layout.compute(*size)
    card_w, card_h, step, hand, plate, bid, trick = LANDSCAPE[size]
    assert (lay.card_w, lay.card_h, lay.step) == (card_w, card_h, step)
    assert lay.hands[SOUTH] == Rect(hand) and lay.plates[SOUTH] == Rect(plate)
    assert lay.bid_panel == Rect(bid) and lay.trick == Rect(trick)
    assert not lay.portrait and lay.south_top == lay.hands[SOUTH].top
    assert lay.plates[SOUTH].right <= lay.hands[SOUTH].left


# --------------------------------------------------------- as a player sees it
class Recorded(pygame.Surface):
    """A surface that keeps the Rect of everything blitted on it."""

    def __init__(self, size):
        super().__init__(size, pygame.SRCALPHA)
        self.drawn = []

    def blit(self, source, dest, area=None, special_flags=0):
        r = super().blit(source, dest, area, special_flags)
        self.drawn.append(r)
        return r


def plates_drawn(scene):
    """seat -> the Rects of every picture and text of its plate, as drawn."""
    out = {}
    for seat in range(4):
        surface = Recorded(scene.layout.size)
        scene.renderer.draw_plate(surface, seat)
        out[seat] = [r for r in surface.drawn if r.width and r.height]
    return out


def your_cards(scene):
    lay = scene.layout
    return [Rect(round(s.x), round(s.y - s.lift), lay.card_w, lay.card_h + round(s.lift))
            for s in scene.board.hands[SOUTH]]


def check_plates(scene, language):
    """Each plate's text and pictures inside the plate (so in the window);
    in Arabic your plate reads from its right edge, its name there."""
    lay = scene.layout
    screen = Rect((0, 0), lay.size)
    for seat, rects in plates_drawn(scene).items():
        plate = lay.plates[seat]
        assert screen.contains(plate), seat
        for r in rects:
            assert plate.contains(r), (seat, r, plate)
    name = plates_drawn(scene)[SOUTH][1]  # after the panel: the name
    plate = lay.plates[SOUTH]
    if language == "ar":
        assert plate.right - name.right < name.left - plate.left
    else:
        assert name.left - plate.left < plate.right - name.right


@pytest.mark.parametrize("size", PORTRAIT, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_while_you_bid_the_panel_your_cards_and_the_plates_keep_apart(language, size):
    """Waiting on your bid: the bid panel (as drawn, and each of its bids),
    your cards, your plate above them and the other plates and hands are
    clear of each other, inside the window."""
    app = window(size)
    try:
        scene = table_at_your_bid(app)
        frames(app, 10)
        lay, panel = scene.layout, scene.bid_panel
        assert panel.visible and lay.portrait
        screen = Rect((0, 0), app.surface.get_size())
        drawn = lay.bid_panel.copy()
        drawn.height = panel._height
        assert screen.contains(drawn)
        for b in panel.buttons:
            assert drawn.contains(b.rect), b.label
        cards = your_cards(scene)
        assert len(cards) == 13 and all(screen.contains(r) for r in cards)
        named = [("bid panel", drawn), ("status", lay.status)]
        named += [(f"plate {s}", lay.plates[s]) for s in range(4)]
        named += [(f"hand {s}", lay.hands[s]) for s in (EAST, NORTH, WEST)]
        named += [("your cards", cards[0].unionall(cards[1:]))]
        if lay.scores is not None:
            named.append(("scores", lay.scores))
        assert disjoint(named) == []
        check_plates(scene, language)
    finally:
        app.close()


def to_a_trick(app, scene):
    """Play on (your first legal card each time) until at least two cards
    lie on the table and it is your turn to add one."""
    to_your_card(app, scene, 0)
    for _ in range(8000):
        app.step(1 / 60)
        if scene.human_turn() == "play" and scene.director.caught_up:
            if len(scene.board.trick) >= 2:
                return
            scene.try_play(scene.match.legal_actions()[0])
    raise AssertionError("no trick of two cards on your turn")


@pytest.mark.parametrize("size", PORTRAIT, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_while_you_play_the_trick_undo_and_plates_keep_apart(language, size):
    """A trick on the table and your turn: its cards, your cards, your plate,
    the Undo button (at your cards' left, beside your plate) and the claim's
    place (at their right) are clear of each other and of the other plates;
    a message about your cards sits over your plate, not on it."""
    app = window(size)
    try:
        scene = table_at_your_bid(app)
        to_a_trick(app, scene)
        frames(app, 10)
        lay = scene.layout
        assert scene.undo_offered()
        screen = Rect((0, 0), app.surface.get_size())
        cards = your_cards(scene)
        trick = [Rect(round(s.x), round(s.y), lay.card_w, lay.card_h) for s in scene.board.trick]
        assert len(trick) >= 2 and all(screen.contains(r) for r in trick)
        undo, claim = scene.hand.undo_button.rect, scene.hand.claim_button.rect
        named = [("trick", trick[0].unionall(trick[1:])),
                 ("your cards", cards[0].unionall(cards[1:])),
                 ("undo", undo), ("claim", claim), ("status", lay.status)]
        named += [(f"plate {s}", lay.plates[s]) for s in range(4)]
        named += [(f"hand {s}", lay.hands[s]) for s in (EAST, NORTH, WEST)]
        assert disjoint(named) == []
        assert screen.contains(undo) and screen.contains(claim)
        check_plates(scene, language)
        scene.say("That card is not yours to play")
        frames(app, 2)
        toast = scene.renderer.toast_drawn
        assert toast is not None and toast.bottom <= lay.plates[SOUTH].top
        assert screen.contains(toast)
    finally:
        app.close()


@pytest.mark.parametrize("size", PORTRAIT, ids=ids)
def test_your_bid_bubble_sits_beside_your_plate(size):
    """Your bid's bubble points at your plate (which shows the bid too), from
    its right: clear of the plate, of your cards raised in full, and of the
    Undo button offered at the same time (at your cards' left corner)."""
    app = window(size)
    try:
        scene = table_at_your_bid(app)
        scene.submit(scene.match.legal_actions()[0])
        lay = scene.layout
        seen = 0
        for _ in range(60):
            app.step(1 / 60)
            pop = scene.board.bubbles.get(SOUTH)
            drawn = scene.renderer.bubbles_drawn.get(SOUTH)
            if pop is None or drawn is None or abs(pop.scale - 1) > 0.01 or pop.alpha < 250:
                continue
            surf = scene.renderer._bubbles[(pop.text, lay.font_large, (-1, 0))]
            painted = surf.get_bounding_rect().move(drawn.topleft)  # its round and tail
            plate, hand = lay.plates[SOUTH], lay.hands[SOUTH]
            assert painted.left >= plate.right and abs(painted.centery - plate.centery) <= 3
            assert painted.bottom <= hand.top and not painted.colliderect(plate)
            assert not painted.colliderect(scene.hand.undo_button.rect)
            assert Rect((0, 0), lay.size).contains(painted)
            seen += 1
        assert seen
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_table_turned_to_portrait_moves_your_cards_into_the_wider_hand(language):
    """Your turn at 1366x768, the window turned to 768x1024 (a tablet turned
    upright): your cards move to the new hand, at the new size, and your
    plate is above them."""
    app = window((1366, 768))
    try:
        scene = table_at_your_bid(app)
        to_your_card(app, scene, 1)
        app.resize(768, 1024)
        frames(app, 60)
        lay = scene.layout
        assert lay.portrait and lay.size == (768, 1024)
        for r in your_cards(scene):
            assert lay.hands[SOUTH].contains(r), r
            assert r.width == lay.card_w
        assert lay.plates[SOUTH].bottom <= lay.hands[SOUTH].top
        check_plates(scene, language)
    finally:
        app.close()
