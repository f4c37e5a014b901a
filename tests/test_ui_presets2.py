"""The hand summary and the score sheet under house rules with a bid that
wins the game outright (a custom rules file: target 44, smallest bid 3, the
total counting the bids' values, no partner condition, the Lebanese bid
table where 13 wins), in English and Arabic, at 1280x720 and 1024x600: what
they say of that bid must be what the engine says (``Rules.bid_value``)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, frames  # noqa: E402

from game.engine import WIN, Match, Rules  # noqa: E402
from game.engine.core import deal_plan  # noqa: E402
from game.engine.match import Deal  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import install  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.table.dialogs import ScoreSheetDialog, SummaryDialog  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

SIZES = [(1280, 720), (1024, 600)]
LANGS = ["en", "ar"]
DT = 1 / 60
CUSTOM = Rules.preset("lebanese").replace(target=44, min_bid=3, min_total_counts="values",
                                          partner_condition="none")


def ids(size):
    return f"{size[0]}x{size[1]}"


def all_hearts_to_you(rules, seed=11):
    """A new match under ``rules`` whose first deal gives you every heart."""
    d = Match(rules, seed).actions[0]
    hearts = [c for c in d.deck if c.suit.name == "HEARTS"]
    rest = [c for c in d.deck if c.suit.name != "HEARTS"]
    deck = [None] * 52
    for i in deal_plan(d.dealer, rules.deal_pattern)[1][0]:
        deck[i] = hearts.pop()
    deck = [c if c is not None else rest.pop() for c in deck]
    return Match.rebuild(rules, [Deal(d.dealer, tuple(deck))], seed=seed)


def to_the_summary(home, size, rules):
    """A table where you bid 13 with every heart and play it out: the app
    and the table, at the hand's summary."""
    o = home.settings.options
    o.sound = False
    app = App(size, options=o)
    install(app, home)
    scene = TableScene(all_hearts_to_you(rules), seed=11, speed="instant",
                       thinker=InstantThinker(), sounds=Quiet(), resume=False)
    app.push(scene)
    for _ in range(20000):
        app.step(DT)
        if isinstance(app.top, SummaryDialog):
            break
        turn = scene.human_turn()
        if turn == "bid" and scene.bid_panel.visible:
            scene.human_bid(13, confirmed=True)
        elif turn == "play" and scene.director.caught_up:
            scene.try_play(scene.match.legal_actions()[0])
    frames(app, 2)
    assert isinstance(app.top, SummaryDialog)
    return app, scene


def drawn_texts(monkeypatch, app) -> list:
    """Every line the next frame draws."""
    seen = []
    real = Painter.blit_text

    def spy(self, surface, text, *a, **kw):
        seen.append(text)
        return real(self, surface, text, *a, **kw)
    monkeypatch.setattr(Painter, "blit_text", spy)
    app.top.on_resize(app.top.layout)  # drawn afresh
    frames(app, 2)
    monkeypatch.setattr(Painter, "blit_text", real)
    return seen


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_made_bid_that_wins_the_game_is_not_shown_as_zero_points(home, language, size,
                                                                   monkeypatch):
    """You bid 13, worth "win" under these rules, and made it: the summary
    said "0 made" and the score sheet "0" points, as if the best bid of the
    game had scored nothing. Both now say it won the game."""
    app, scene = to_the_summary(home, size, CUSTOM)
    try:
        e = app.top.event
        assert (e.bids[0], e.taken[0]) == (13, 13)
        assert CUSTOM.bid_value(13, 0) == WIN
        cells = [text for text, _, _ in app.top._cells(0)]
        assert cells[3] == t("sheet.win") and cells[4] == t("summary.won_game")
        assert "0" not in cells[3:5] and t("summary.made") not in cells
        body = app.top.body
        for _seat, _, rect in app.top.cells_drawn:  # drawn inside, apart
            assert body.contains(rect)
        row = sorted(((i, r) for s, i, r in app.top.cells_drawn if s == 0))
        for (_, a), (_, b) in zip(row, row[1:]):
            assert not a.colliderect(b)
        # the others' failed bids still count their points
        assert [text for text, _, _ in app.top._cells(1)][3] == f"{e.points[1]:+d}"
        # the score sheet, as the player opens it from the summary
        scene.dialogs.score_sheet()
        frames(app, 2)
        assert isinstance(app.top, ScoreSheetDialog)
        texts = drawn_texts(monkeypatch, app)
        assert t("sheet.win") in texts
    finally:
        app.close()
