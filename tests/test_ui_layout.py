"""The layout fits any reasonable window: nothing off-screen, no key areas overlapping."""

import pytest
from pygame import Rect

from game.ui.layout import Layout

SIZES = [(1280, 720), (1920, 1080), (960, 600), (640, 400), (800, 800), (2560, 1080),
         (1024, 768), (1366, 768)]


@pytest.mark.parametrize("size", SIZES)
def test_key_areas_inside_window_and_disjoint(size):
    lay = Layout.compute(*size)
    window = Rect(0, 0, *size)
    areas = lay.key_areas()
    for name, r in areas.items():
        assert window.contains(r), (name, r)
    names = list(areas)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not areas[a].colliderect(areas[b]), (a, b)
    for name, r in [("bid", lay.bid_panel), ("dialog", lay.dialog)]:
        assert window.contains(r), (name, r)
    assert not lay.bid_panel.colliderect(lay.hands[0])
    assert not lay.bid_panel.colliderect(lay.status)
    for s in range(4):
        assert window.contains(lay.slots[s])


@pytest.mark.parametrize("size", SIZES)
def test_thirteen_cards_fit_and_show_their_corner(size):
    lay = Layout.compute(*size)
    rects = lay.south_cards(13)
    assert rects[0].left >= lay.hands[0].left and rects[-1].right <= lay.hands[0].right
    assert lay.step >= lay.card_w * 0.2  # enough of each card shows to read its index
    for seat in (1, 2, 3):
        for r in lay.back_cards(seat, 13):
            assert lay.hands[seat].contains(r)


def test_cards_grow_with_the_window():
    small, big = Layout.compute(960, 600), Layout.compute(1920, 1080)
    assert big.card_h > small.card_h * 1.5
    assert big.font > small.font
