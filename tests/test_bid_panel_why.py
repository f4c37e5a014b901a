"""The bid panel says why your smallest bid is above the rules' own: from 30
points (``min_bid_rises``) the buttons start at 3 or 4, and a player who did
not know the rule took the 2 button for missing. The numbers are the
engine's (``Rules.min_bid_raised``), so a house rule's minimum reads true."""

import pytest
from doubles import fitted_texts, run_until, start_table, window

from game.engine import Match, Rules
from game.engine.rules import PRESETS
from game.ui.widgets import Painter


def at_your_bid(app, rules, score, others=(5, 12, 8), dealer=1):
    """A table under ``rules`` where you have ``score`` points, waiting on
    your bid (``dealer`` 0: you deal, and bid last)."""
    m = Match(rules, seed=3, first_dealer=dealer, scores=[score, *others])
    scene = start_table(app, match=m)
    assert run_until(app, lambda: scene.human_turn() == "bid" and scene.bid_panel.visible)
    return scene


def panel_texts(monkeypatch, app, scene) -> list:
    """The lines the bid panel draws afresh (not from its cached picture)."""
    scene.bid_panel._cache = None
    return fitted_texts(monkeypatch, app)


@pytest.mark.parametrize("rules, score, says", [
    (Rules(), 35, "Your smallest bid is 3: you have 30 points or more."),
    (Rules(), 47, "Your smallest bid is 4: you have 40 points or more."),
    # a house rule: smallest bid 3, rising with the score: at 35 it is still
    # the rules' own 3 (nothing to say), at 41 it is 4 from 40 points
    (Rules(min_bid=3), 41, "Your smallest bid is 4: you have 40 points or more."),
    (PRESETS["cutthroat"], 33, "Your smallest bid is 3: you have 30 points or more."),
])
def test_from_30_points_the_panel_says_your_smallest_bid_and_why(monkeypatch, app, rules,
                                                                 score, says):
    scene = at_your_bid(app, rules, score)
    n, points = rules.min_bid_raised(score)  # the engine's numbers
    assert min(scene.bid_panel.legal) == n == rules.min_bid_for(score)
    assert says == f"Your smallest bid is {n}: you have {points} points or more."
    assert says in panel_texts(monkeypatch, app, scene)


def test_in_arabic_the_panel_says_it_too(monkeypatch, app, arabic):
    scene = at_your_bid(app, Rules(), 47)
    assert min(scene.bid_panel.legal) == 4
    assert "أقلّ طلب لك 4: معك 40 نقطة أو أكثر." in panel_texts(monkeypatch, app, scene)


@pytest.mark.parametrize("rules, below, from_", [
    (Rules(), 29, 30),
    (Rules(min_bid=3), 39, 40),  # at 30 to 39 the smallest bid is the rules' own 3
])
def test_the_line_comes_only_when_the_smallest_bid_rises(monkeypatch, app, rules, below, from_):
    """At 0 points, or just below the rise, nothing of the kind is said: the
    buttons start at the rules' own smallest bid. From the rise, it is."""
    for score in (0, below):
        scene = at_your_bid(app, rules, score)
        assert min(scene.bid_panel.legal) == rules.min_bid
        assert not [s for s in panel_texts(monkeypatch, app, scene) if "smallest bid" in s]
        app.pop()
    scene = at_your_bid(app, rules, from_)
    assert min(scene.bid_panel.legal) == rules.min_bid + 1
    assert [s for s in panel_texts(monkeypatch, app, scene) if "smallest bid" in s]


def test_syrian_41_never_raises_the_smallest_bid(monkeypatch, app):
    """Without ``min_bid_rises`` a bid of 1 stays allowed at 35: nothing to
    explain, while under Cutthroat (the same with the rise) 35 points say it."""
    scene = at_your_bid(app, PRESETS["syrian41"], 35)
    assert min(scene.bid_panel.legal) == 1
    assert not [s for s in panel_texts(monkeypatch, app, scene) if "smallest bid" in s]
    app.pop()
    scene = at_your_bid(app, PRESETS["cutthroat"], 35)
    assert [s for s in panel_texts(monkeypatch, app, scene) if "smallest bid" in s]


@pytest.mark.parametrize("size", [(800, 600), (1024, 600)])
def test_the_line_fits_the_panel_in_arabic_beside_the_dealers_lines(monkeypatch, arabic, size):
    """The fullest panel: you deal at 35 points and a bid of 3 throws the
    hand in, so the title, the dealer's two lines and the new one. In
    Arabic at 800×600 the new line is drawn whole at its size, and every bid
    button (its number over its worth) stays in the panel, above your cards."""
    app = window(size)
    try:
        scene = at_your_bid(app, Rules().replace(min_total=13), 35, others=(5, 12, 48),
                            dealer=0)
        panel, lay = scene.bid_panel, scene.layout
        line = "أقلّ طلب لك 3: معك 30 نقطة أو أكثر."
        assert len(panel.lines) == 4 and panel.lines[-1][0] == line
        monkeypatch.setattr(Painter, "fits", [])
        panel._cache = None
        app._redraw = True
        app.step(1 / 60)
        drawn = [(asked, used, room, width) for text, asked, used, room, width
                 in Painter.fits if text == line]
        assert drawn, "the line is not drawn"
        asked, used, room, width = drawn[-1]
        assert used == asked == lay.font_small and width <= room
        box = lay.bid_panel
        assert box.bottom <= lay.hands[0].top
        foot = box.top + panel._height
        assert foot <= box.bottom
        painter = scene.renderer.painter
        s = panel._button_size
        tall = painter.font(s, True).get_height() \
            + painter.font(max(9, round(s * 0.62))).get_height()  # as ``place`` fits them
        for b in panel.buttons:
            assert box.contains(b.rect) and b.rect.bottom <= foot, b.label
            assert tall <= b.rect.height, (b.label, s, b.rect)
        assert s >= lay.font  # the bids still read at a good size
    finally:
        app.close()
