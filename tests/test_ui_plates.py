"""What the players' plates and the status bar at the table say, in English
and Arabic, at 1280x720 and 1024x600 (the words drawn and their rectangles,
under the dummy video driver):

1. a score below zero takes the plural form of its size ("-1 pt", not "-1
   pts"), and every Arabic form shows the number with its sign;
2. a made bid that wins the game outright reads "Game won" on its plate, as
   the engine scores it (not "0 pts", as if it scored nothing);
3. numbers of three characters or more (a hand past 99, a target raised
   past 100, bids worth 100 or more, team totals of -12, 105, -105, in
   Eastern digits too) are neither cut, squeezed nor overlapped;
4. the short bids line is true whatever the numbers ("Bids 8, min 11", not
   "Bids 8 >= 11")."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from doubles import InstantThinker, Quiet, drawn_texts, frames  # noqa: E402
from pygame import Rect  # noqa: E402
from test_ui_presets import CUSTOM, to_the_summary  # noqa: E402

from game import strings  # noqa: E402
from game.engine import WIN, Rules  # noqa: E402
from game.engine.scoring import team_total  # noqa: E402
from game.strings import t, tn  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.layout import SOUTH  # noqa: E402
from game.ui.screens import install  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

SIZES = [(1280, 720), (1024, 600)]
LANGS = ["en", "ar"]
# each language and its digits (Eastern digits are Arabic's only)
SPEECH = [("en", "western"), ("ar", "western"), ("ar", "eastern")]
DT = 1 / 60
NEEDED = {"hand", "dealer", "bids", "trump", "prompt"}  # what the bar must show


def ids(size):
    return f"{size[0]}x{size[1]}"


def table(home, size, rules=None, seed=3):
    """A quiet window of ``size`` whose table waits on your bid."""
    o = home.settings.options
    o.sound = False
    app = App(size, options=o)
    install(app, home)
    scene = TableScene(rules=rules, seed=seed, speed="instant", thinker=InstantThinker(),
                       sounds=Quiet())
    app.push(scene)
    for _ in range(3000):
        app.step(DT)
        if scene.human_turn() == "bid":
            break
    assert scene.human_turn() == "bid"
    return app, scene


def redrawn(app, scene, monkeypatch) -> list:
    """The table drawn afresh (under a dialog too): what ``Painter.fit_text``
    fitted, as ``(text, size asked, size used, room, width)``."""
    frames(app, 1)
    fits = []
    monkeypatch.setattr(Painter, "fits", fits)
    scene.renderer._parts.clear()
    scene.renderer._static_key = None
    scene.draw(app.surface)
    monkeypatch.setattr(Painter, "fits", None)
    return fits


# ------------------------------------------ 1. a score below zero: its plural
ENGLISH = {-1: "-1 pt", 0: "0 pts", 1: "1 pt", 2: "2 pts", 11: "11 pts", -12: "-12 pts",
           100: "100 pts"}
# the noun agrees with the number, which is always shown: one, two, three to
# ten, eleven and up (the six forms; -3 is said as 3 is, as the CLDR reads it)
ARABIC = {-1: "-1 نقطة", 0: "0 نقطة", 1: "1 نقطة", 2: "2 نقطتان", -2: "-2 نقطتان",
          3: "3 نقاط", -3: "-3 نقاط", 11: "11 نقطة", -12: "-12 نقطة", 100: "100 نقطة",
          105: "105 نقاط", -105: "-105 نقاط"}


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_score_takes_the_plural_form_of_its_size(language):
    """The plate read "-1 pts": the form was chosen for -1, which English
    (and Arabic's Plural-Forms formula) only know for 1 and up."""
    for n, text in (ENGLISH if language == "en" else ARABIC).items():
        assert tn("plate.score", n) == text, n


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_every_form_of_a_score_shows_the_number_and_its_sign(language):
    """Arabic's forms for one and two were words ("نقطة واحدة", "نقطتان"):
    a score of -1 or -2 would have lost its sign."""
    for n in range(-120, 121):
        text = tn("plate.score", n)
        assert str(n) in text.split(), (n, text)


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_each_plate_draws_its_score_whole(home, language, size, monkeypatch):
    app, scene = table(home, size)
    try:
        scores = [-1, 2, -12, -105]
        scene.board.scores = list(scores)
        fits = redrawn(app, scene, monkeypatch)
        for seat, score in enumerate(scores):
            text = tn("plate.score", score)
            assert scene.renderer.plate_points(seat) == (
                text, theme.BAD if score < 0 else theme.GOLD)
            drawn = [f for f in fits if f[0] == text]
            assert drawn and all(asked == used and width <= room
                                 for _, asked, used, room, width in drawn), (seat, drawn)
            assert scene.layout.plates[seat].contains(Rect(scene.renderer.points_drawn[seat]))
    finally:
        app.close()


# --------------------------------- 2. a made bid that wins the game outright
@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_made_bid_that_wins_the_game_says_so_on_its_plate(home, language, size,
                                                           monkeypatch):
    """You bid 13, worth "win" under these rules, and made it: your score did
    not move, and your plate read "0 pts", as if the best bid of the game had
    scored nothing. It says the game was won, as the summary does."""
    app, scene = to_the_summary(home, size, CUSTOM)
    try:
        e = app.top.event
        assert (e.bids[SOUTH], e.taken[SOUTH]) == (13, 13) and e.points[SOUTH] == 0
        assert scene.board.sheet[-1].won == SOUTH  # the engine's answer (score_hand)
        renderer = scene.renderer
        assert renderer.plate_points(SOUTH) == (t("plate.won"), theme.GOLD)
        for seat in (1, 2, 3):  # the others' plates keep their scores
            assert renderer.plate_points(seat)[0] == tn("plate.score", e.scores[seat])
        fits = redrawn(app, scene, monkeypatch)
        drawn = [f for f in fits if f[0] == t("plate.won")]
        assert drawn and all(asked == used and width <= room
                             for _, asked, used, room, width in drawn), drawn
        assert tn("plate.score", 0) not in [f[0] for f in fits]
        assert scene.layout.plates[SOUTH].contains(Rect(renderer.points_drawn[SOUTH]))
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_scoreboard_says_the_game_was_won_by_the_bid_not_how_far_to_go(home, language):
    """After the winning 13 the scoreboard under the bar still said "44 to
    go" beside your team, the game already won. It says the game was won;
    the other team's line is as it was."""
    app, scene = to_the_summary(home, (1280, 720), CUSTOM)
    try:
        e = app.top.event
        assert scene.board.sheet[-1].won == SOUTH
        lines = dict((team, how) for team, _, how in scene.renderer.team_lines())
        assert lines[0] == t("plate.won")
        best = max(e.scores[1], e.scores[3])
        assert lines[1] == t("scores.to_go", n=scene.board.target - best)
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_replay_says_the_winning_bid_won_the_game_not_plus_zero(home, language,
                                                                   monkeypatch):
    """The replay of that hand labelled you "bid 13 · took 13 · +0 pts". It
    says the game was won, as the plate does; the others keep their points."""
    from game.engine.record import to_record
    from game.ui.screens.replay import ReplayScreen

    app, scene = to_the_summary(home, (1280, 720), CUSTOM)
    try:
        e = app.top.event
        record = to_record(scene.match, ["human", "bot", "bot", "bot"])
        screen = ReplayScreen(home, record)
        app.push(screen)
        frames(app, 1)
        screen.trick = len(record["hands"][-1]["tricks"])  # the hand's end
        seen = drawn_texts(monkeypatch, app)
        yours = [x for x in seen if x.startswith(strings.player_name(SOUTH))]
        assert yours and all(x.endswith(t("plate.won")) for x in yours), yours
        assert not any(tn("replay.points", 0) in x for x in seen), seen
        for seat in (1, 2, 3):
            mine = tn("replay.points", e.points[seat])
            assert any(x.startswith(strings.player_name(seat)) and x.endswith(mine)
                       for x in seen), (seat, seen)
    finally:
        app.close()


def test_a_made_13_worth_points_shows_its_points(home):
    """Where 13 is worth points, not the game, the same hand scores them and
    the plate shows them: whether a bid won the game is the engine's to say."""
    rules = CUSTOM.replace(bid_values=CUSTOM.bid_values[:12] + (40,))
    assert rules.first_win_bid is None and CUSTOM.bid_value(13, 0) == WIN
    app, scene = to_the_summary(home, (1280, 720), rules)
    try:
        e = app.top.event
        assert (e.bids[SOUTH], e.taken[SOUTH], e.points[SOUTH]) == (13, 13, 40)
        assert scene.renderer.bid_won_game() is None
        assert scene.renderer.plate_points(SOUTH)[0] == tn("plate.score", e.scores[SOUTH])
    finally:
        app.close()


# --------------------------------------- 3. numbers of three characters or more
def check_bar(scene, fits, size=None) -> None:
    """Every item the player needs in the bar, inside it, apart, whole and
    at the bar's size (none squeezed smaller to fit). ``size``: the window's,
    for the messages."""
    drawn = scene.renderer.status_drawn
    bar, painter, font = scene.layout.status, scene.renderer.painter, scene.renderer.bar.font
    assert NEEDED <= drawn.keys(), (size, sorted(drawn))
    rects = {name: r for name, (_, r) in drawn.items()}
    rects.update({f"button {b.name}": b.rect for b in scene.status.buttons})
    for name, r in rects.items():
        assert bar.contains(r), (size, name, r)
    names = sorted(rects)
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            assert not rects[a].colliderect(rects[b]), (size, a, rects[a], b, rects[b])
    for name, (text, r) in drawn.items():
        assert painter.measure(text, font, name in ("hand", "trump")) <= r.width, \
            (size, name, text)
    for text, asked, used, room, width in fits:
        if text == drawn["prompt"][0]:
            assert asked == used and width <= room, (size, text, asked, used)


def longest_prompt(scene):
    """The turn prompt the bar keeps room for: the widest it may show."""
    renderer = scene.renderer
    return max(scene.status.samples(), key=lambda p: renderer.measure(p[0], renderer.bar.font))


# a game to 91 whose target rises by 10 when both teams reach it: the bar is
# fitted for "Target 91", then reads "Target 101"; the total counting the
# bids' tricks, or their values (four high bids are worth 141)
GROWN = {"tricks": Rules.preset("lebanese").replace(target=91, both_reach="raise_target"),
         "values": CUSTOM.replace(target=91, both_reach="raise_target")}
# the two sizes, and others between, where the bar's slack differs
BAR_SIZES = SIZES + [(w, h) for w in range(1056, 1441, 32) for h in (600, 720)]


@pytest.mark.parametrize("kind", sorted(GROWN))
@pytest.mark.parametrize("language,digits", SPEECH, indirect=["language"])
def test_the_bar_keeps_room_for_numbers_grown_past_two_digits(home, language, digits, kind,
                                                               monkeypatch):
    """The bar was fitted once, for two-digit numbers: a hand past 99, a
    target raised past 100 or bids worth 100 or more squeezed the turn
    prompt in Arabic (at 1056x600, 1152x600, 1344x720...). It is fitted
    again for them, and nothing is squeezed, cut or overlapped."""
    strings.set_digits(digits)
    rules = GROWN[kind]
    app, scene = table(home, SIZES[0], rules)
    try:
        board = scene.board
        before = (board.hand_number, board.target, list(board.bids))
        assert before[1] == 91
        for size in BAR_SIZES:
            board.hand_number, board.target, board.bids = before[0], before[1], list(before[2])
            app.resize(*size)
            frames(app, 1)
            # later in the game: hand 112, the target raised, (four high bids)
            board.hand_number, board.target = 112, 101
            if kind == "values":
                board.bids = [12, 12, 12, 11]
                assert rules.bids_total(board.bids, board.scores) == 141
            prompt = longest_prompt(scene)
            monkeypatch.setattr(scene.status, "text",
                                lambda short=False, p=prompt: p[1] if short else p[0])
            fits = redrawn(app, scene, monkeypatch)
            drawn = scene.renderer.status_drawn
            check_bar(scene, fits, size)
            assert drawn["hand"][0] == t("status.hand", n=112), size
            assert drawn["prompt"][0] in prompt, size
            if "target" in drawn:
                assert drawn["target"][0] == t("status.target", n=101), size
            if kind == "values":
                assert "141" in drawn["bids"][0], size
    finally:
        app.close()


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language,digits", SPEECH, indirect=["language"])
@pytest.mark.parametrize("scores", [(-6, 60, -6, 45), (-50, 50, -55, 55), (-6, 110, -6, -5),
                                    (110, -50, -5, -55)],
                         ids=["-12,105", "-105,105", "-12,105,needs", "105,-105,needs"])
def test_the_teams_totals_of_three_characters_fit(home, language, size, digits, scores,
                                                 monkeypatch):
    """The scoreboard under the bar: each team's total (-12, 105, -105) and
    how far it is from the target, or what a partner still needs, on one
    row each, neither squeezed nor over the other; and the plates' scores."""
    strings.set_digits(digits)
    app, scene = table(home, size)
    try:
        assert scene.layout.scores is not None
        scene.board.scores = list(scores)
        fits = redrawn(app, scene, monkeypatch)
        rows = scene.renderer.scores_drawn
        assert [total for total, _ in rows] == [
            t(f"scores.team.{team}", total=team_total(scores, team)) for team in (0, 1)]
        r, pad = scene.layout.scores, max(6, scene.layout.margin)
        painter, size_ = scene.renderer.painter, scene.layout.font_small
        for total, how in rows:
            left = painter.measure(total, size_, True)
            assert 2 * pad + left <= r.width, total
            if how:  # drawn in the room right of the total, whole and at its size
                drawn = [f for f in fits if f[0] == how]
                assert drawn and all(asked == used and width <= room
                                     for _, asked, used, room, width in drawn), (how, drawn)
        for seat, score in enumerate(scores):
            assert scene.layout.plates[seat].contains(
                Rect(scene.renderer.points_drawn[seat])), (seat, score)
    finally:
        app.close()


# --------------------------------------------- 4. the short bids line is true
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_short_bids_line_is_no_false_inequality(language):
    """"Bids 8 >= 11" said 8 is at least 11. The short form names the
    minimum as the full one does, true whatever the numbers."""
    for key in ("status.total_short", "status.total_values_short"):
        for total in (2, 8, 11, 14, 141):
            text = t(key, total=total, min_total=11)
            assert not set("\u2265\u2264<>=") & set(text), text
            assert str(total) in text and "11" in text
    if language == "en":
        assert t("status.total_short", total=8, min_total=11) == "Bids 8, min 11"
        assert t("status.total_values_short", total=8, min_total=11) == "Worth 8, min 11"
    else:
        assert t("status.total_short", total=8, min_total=11) == "الطلبات 8، المطلوب 11"
        assert t("status.total_values_short", total=8, min_total=11) == "القيمة 8، المطلوب 11"


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_bar_at_1024x600_shows_the_short_bids_line(home, language, monkeypatch):
    app, scene = table(home, (1024, 600))
    try:
        fits = redrawn(app, scene, monkeypatch)
        board = scene.board
        assert scene.renderer.bar.show["bids"] == 1  # the short form: room is short
        text, _ = scene.renderer.status_drawn["bids"]
        total = sum(b for b in board.bids if b is not None)
        assert text == t("status.total_short", total=total, min_total=board.min_total)
        check_bar(scene, fits)
    finally:
        app.close()
