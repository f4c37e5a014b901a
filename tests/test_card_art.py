"""The cards look right to a player: every face distinct, the right colours, sharp at any size."""

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.engine import DECK, Card, Rank, Suit  # noqa: E402
from game.options import CARD_BACKS  # noqa: E402
from game.ui.card_art import (  # noqa: E402
    BACKS,
    CARD_ASPECT,
    GREEN,
    RED,
    CardArt,
    CardArtCache,
)
from game.ui.icon import make_icon_surface  # noqa: E402

pygame.display.init()
pygame.font.init()


@pytest.fixture(scope="module")
def art():
    return CardArt(90)


@pytest.fixture(scope="module")
def faces(art):
    return art.faces()


def ink(surface, colour_test):
    """How many opaque pixels pass ``colour_test(r, g, b)``."""
    n = 0
    w, h = surface.get_size()
    for y in range(0, h, 2):
        for x in range(0, w, 2):
            r, g, b, a = surface.get_at((x, y))
            if a > 200 and colour_test(r, g, b):
                n += 1
    return n


def is_red(r, g, b):
    return r > 150 and g < 90 and b < 90


def is_black(r, g, b):
    return r < 70 and g < 70 and b < 70


def corner(surface, art):
    """The top-left index (rank and pip) of a face."""
    return surface.subsurface((0, 0, round(art.width * 0.2), round(art.width * 0.36)))


def test_size_follows_the_aspect_and_faces_have_alpha(art, faces):
    assert art.size == (90, round(90 * CARD_ASPECT))
    assert 1.35 <= CARD_ASPECT <= 1.45
    face = faces[Card.parse("7C")]
    assert face.get_size() == art.size
    assert face.get_flags() & pygame.SRCALPHA
    # rounded corners: the very corner pixel is transparent, the middle is opaque white-ish
    assert face.get_at((0, 0)).a == 0
    assert face.get_at((art.width // 2, 4)).a == 255


def test_every_face_differs_from_every_other(faces):
    blobs = {pygame.image.tobytes(s, "RGBA") for s in faces.values()}
    assert len(faces) == 52 and len(blobs) == 52


def test_red_suits_are_red_and_black_suits_are_black(faces):
    for card, face in faces.items():
        if card.rank >= Rank.JACK and card.rank != Rank.ACE:
            face = face.subsurface((0, 0, 20, 40))  # the index only: courts have robes
        red, black = ink(face, is_red), ink(face, is_black)
        if card.suit in (Suit.HEARTS, Suit.DIAMONDS):
            assert red > 10 and black == 0, card
        else:
            assert black > 10 and red == 0, card


def pips_in_the_middle(face, art):
    """Separate blobs of ink between the two index columns."""
    w, h = art.size
    middle = face.subsurface((round(w * 0.2), round(h * 0.04), round(w * 0.6), round(h * 0.92)))
    mask = pygame.mask.from_threshold(middle, (255, 255, 255, 255), (120, 120, 120, 255))
    mask.invert()
    return [m for m in mask.connected_components(minimum=6)]


def test_pip_cards_have_as_many_pips_as_their_rank(art, faces):
    for suit in Suit:
        for rank in range(2, 11):
            card = Card(Rank(rank), suit)
            assert len(pips_in_the_middle(faces[card], art)) == rank, card


def test_ace_has_one_large_centre_pip(art, faces):
    face = faces[Card.parse("AD")]
    w, h = art.size
    centre = face.subsurface((w // 4, h // 4, w // 2, h // 2))
    assert ink(centre, is_red) > 0.12 * (w // 2) * (h // 2) / 4
    assert ink(faces[Card.parse("2D")].subsurface(centre.get_abs_offset() + centre.get_size()),
               is_red) < ink(centre, is_red) / 3


def test_king_queen_and_jack_are_clearly_different_pictures(faces):
    for suit in Suit:
        pictures = [faces[Card(rank, suit)] for rank in (Rank.KING, Rank.QUEEN, Rank.JACK)]
        mids = [p.subsurface((25, 30, 40, 66)) for p in pictures]
        for i in range(3):
            for j in range(i + 1, 3):
                diff = sum(
                    1 for x in range(0, 40, 2) for y in range(0, 66, 2)
                    if sum(abs(a - b) for a, b in zip(mids[i].get_at((x, y)),
                                                      mids[j].get_at((x, y)))) > 90)
                assert diff > 150, (suit, i, j, diff)


def test_french_and_english_indices_differ_on_courts_and_aces_only():
    fr, en = CardArt(90, french=True), CardArt(90, french=False)
    for card in DECK:
        same = pygame.image.tobytes(corner(fr.face(card), fr), "RGBA") == \
            pygame.image.tobytes(corner(en.face(card), en), "RGBA")
        assert same == (card.rank <= Rank.TEN), card


def test_four_colour_deck_makes_clubs_green_and_diamonds_blue():
    four = CardArt(90, four_colour=True)
    greenish = lambda r, g, b: g > 100 and r < 60 and b < 110  # noqa: E731
    blueish = lambda r, g, b: b > 150 and r < 60 and g < 120  # noqa: E731
    assert ink(four.face(Card.parse("5C")), greenish) > 30
    assert ink(four.face(Card.parse("5D")), blueish) > 30
    assert ink(four.face(Card.parse("5D")), is_red) == 0
    assert ink(four.face(Card.parse("5H")), is_red) > 30
    assert ink(four.face(Card.parse("5S")), is_black) > 30
    assert ink(CardArt(90).face(Card.parse("5C")), greenish) == 0
    assert GREEN != RED


def test_large_cards_are_drawn_at_their_size_with_sharp_edges():
    art = CardArt(200)
    face = art.face(Card.parse("9S"))
    assert face.get_size() == (200, 280)
    # the card's thin grey outline is a pixel or two, with white paper right inside it
    row = art.height // 2
    outline, paper = face.get_at((0, row)), face.get_at((3, row))
    assert outline.a == 255 and sum(outline[:3]) < 3 * 200, outline
    assert sum(paper[:3]) > 3 * 245, paper
    # a pip's edge is crisp too: some step across it jumps by more than half the range
    w = art.width
    top_pip_row = [sum(face.get_at((x, round(art.height * 0.19)))[:3]) for x in
                   range(w // 4, w // 2)]
    assert max(abs(a - b) for a, b in zip(top_pip_row, top_pip_row[1:])) > 300


def test_small_cards_keep_a_readable_index():
    art = CardArt(40)
    face = art.face(Card.parse("QH"))
    assert face.get_size() == (40, 56)
    assert ink(corner(face, art), is_red) >= 4


def test_faces_and_backs_are_cached(art):
    card = Card.parse("TH")
    assert art.face(card) is art.face(card)
    assert art.back() is art.back()
    assert art.shadow() is art.shadow()


def test_every_option_back_exists_and_the_designs_differ():
    assert set(CARD_BACKS) <= set(BACKS) and len(BACKS) >= 2
    backs = [CardArt(90, back=name).back() for name in BACKS]
    assert len({pygame.image.tobytes(b, "RGBA") for b in backs}) == len(BACKS)
    for back in backs:
        assert back.get_size() == (90, 126)
        colours = {tuple(back.get_at((x, y)))[:3] for x in range(10, 80) for y in range(10, 116)}
        assert len(colours) > 8  # a pattern, not a flat fill
    with pytest.raises(ValueError, match="unknown card back 'plaid'"):
        CardArt(90, back="plaid")


def test_shadow_is_soft_and_sits_under_the_card(art):
    shadow = art.shadow()
    sw, sh = shadow.get_size()
    assert sw > art.width and sh > art.height
    alphas = {shadow.get_at((x, sh // 2)).a for x in range(sw // 4)}
    assert len(alphas) > 4  # a gradient, not a hard edge
    target = pygame.Surface((200, 200))
    target.fill((0, 128, 0))
    rect = art.draw(target, Card.parse("AS"), (50, 30))
    assert rect == pygame.Rect(50, 30, *art.size)
    below = target.get_at((50 + art.width // 2, 30 + art.height + 1))
    assert below.g < 128  # the shadow darkens the felt just below the card


def test_cache_builds_new_art_for_a_new_width_and_forgets_old_ones():
    cache = CardArtCache(keep=2)
    a = cache.get(90)
    assert cache.get(90) is a
    b = cache.get(120)
    assert b.size == (120, 168)
    cache.get(60)
    assert cache.get(90) is not a  # dropped: only the last two sizes are kept


def test_building_all_faces_at_a_typical_size_is_quick():
    # a generous bound (the figure itself is printed by tests/bench/bench_card_art.py)
    start = time.perf_counter()
    CardArt(90).faces()
    assert time.perf_counter() - start < 5.0


def test_icon_is_square_with_felt_and_cards():
    for size in (16, 64, 256):
        icon = make_icon_surface(size)
        assert icon.get_size() == (size, size)
    icon = make_icon_surface(64)
    assert icon.get_at((0, 0)).a < 255  # rounded corner
    assert ink(icon, is_red) > 10  # the ace of hearts
    assert ink(icon, lambda r, g, b: g > 90 and r < 60 and b < 90) > 50  # the felt


def test_warm_builds_the_deck_a_little_at_a_time():
    art = CardArt(70)
    assert art.warm(max_ms=0) is False  # one face per call at a zero budget
    assert len(art._faces) == 1
    calls = 1
    while not art.warm(max_ms=0):
        calls += 1
    assert calls == 51 and len(art._faces) == 52
    assert art.warm() is True
