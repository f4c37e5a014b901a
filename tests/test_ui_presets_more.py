"""More of what the game says under house rules other than the Lebanese
preset (Syrian 41, Cutthroat, Jawaker, a custom rules file): the statistics'
chart of bids, the rules page's bid that is enough on its own under a rising
minimum total, and the hints and the hand review's verdicts on bids. What
they say must be true under the rules in play, as the engine answers it."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402
import re  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import HintingThinker, Quiet, frames  # noqa: E402
from events import key  # noqa: E402

from game.ai.bidding import GAME_BONUS  # noqa: E402
from game.ai.hints import HintReason, Why, hint  # noqa: E402
from game.engine import WIN, Match, Phase, Rules  # noqa: E402
from game.learn.review import MARGIN, Decision, HandReview, Verdict, judge  # noqa: E402
from game.options import Options  # noqa: E402
from game.strings import explain_hint, t  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import install  # noqa: E402
from game.ui.screens.howto import HowToPlayScreen, alone_steps, alone_text  # noqa: E402
from game.ui.screens.stats import StatsScreen, bid_columns  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.table.review import ReviewDialog  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

SIZES = [(1280, 720), (1024, 600)]
LANGS = ["en", "ar"]
LEB = Rules.preset("lebanese")
# the family's rules file of tests/test_ui_presets.py: the total counts the
# bids' values, and it still rises with the top score (from Lebanese rules)
CUSTOM = LEB.replace(target=44, min_bid=3, min_total_counts="values", partner_condition="none")
PRESETS = {"lebanese": LEB, "syrian41": Rules.preset("syrian41"),
           "cutthroat": Rules.preset("cutthroat"), "jawaker": Rules.preset("jawaker"),
           "custom": CUSTOM}
OTHERS = ["syrian41", "cutthroat", "jawaker"]


def ids(size):
    return f"{size[0]}x{size[1]}"


def window(home, size):
    app = App(size, options=home.settings.options)
    install(app, home)
    return app


def drawn_texts(monkeypatch, app) -> list:
    """Every line the next frames draw, with blit_text or blit_fit."""
    seen = []
    reals = {name: getattr(Painter, name) for name in ("blit_text", "blit_fit")}
    for name, real in reals.items():
        def spy(self, surface, text, *a, _real=real, **kw):
            seen.append(text)
            return _real(self, surface, text, *a, **kw)
        monkeypatch.setattr(Painter, name, spy)
    app.top.on_resize(app.top.layout)
    frames(app, 2)
    for name, real in reals.items():
        monkeypatch.setattr(Painter, name, real)
    return seen


# ------------------------------------------------ 1. the statistics' chart
@pytest.mark.parametrize("name", list(PRESETS))
def test_the_chart_has_a_column_for_each_bid_the_rules_allow_and_no_other(name):
    """The chart had a column for a bid of 1 under every rules, where the
    Lebanese and Jawaker tables (and a file with a smallest bid of 3) allow
    no such bid. Its columns are now the engine's range of bids."""
    rules = PRESETS[name]
    columns = bid_columns([], rules)
    assert columns == list(range(rules.min_bid, 14))
    assert (1 in columns) == (name in ("syrian41", "cutthroat"))
    assert columns[0] == rules.min_bid_for(0) and columns[-1] == 13


def test_a_bid_made_under_other_rules_keeps_its_column():
    """The statistics pool every game: a Syrian 41 bid of 1 made before the
    settings changed to Lebanese keeps its column; a bid neither allowed now
    nor ever made gets none."""
    rates = [(1, 1, 2), (5, 1, 1)]
    assert bid_columns(rates, LEB) == list(range(1, 14))
    assert bid_columns(rates, CUSTOM) == [1] + list(range(3, 14))  # no 2: never possible
    assert bid_columns([(1, 0, 0)], CUSTOM) == list(range(3, 14))  # never tried: no bid


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
@pytest.mark.parametrize("name,made", [("lebanese", ()), ("syrian41", ()), ("custom", ()),
                                       ("custom", (1,))], ids=["lebanese", "syrian41",
                                                               "custom", "custom-with-a-1"])
def test_the_chart_is_drawn_with_the_rules_columns(home, language, size, name, made):
    """The screen as the player opens it: a label for each column, side by
    side in the window and above the buttons, none for a bid nobody could
    have made; each bid made has its column."""
    rules = PRESETS[name]
    home.settings.rules = rules
    st = home.load_stats()
    st.hands_played = 20
    st.bids = {str(b): [1, 2] for b in (*made, 3, 4, 5, 7)}
    home.storage.save_stats(st)
    app = window(home, size)
    try:
        screen = StatsScreen(home)
        app.push(screen)
        frames(app, 2)
        bids = [b for b, _ in screen.columns_drawn]
        assert bids == sorted(set(made) | set(range(rules.min_bid, 14)))
        assert (1 in bids) == (name == "syrian41" or 1 in made)
        rects = [r for _, r in screen.columns_drawn]
        top = min(b.rect.top for b in screen.buttons)
        for r in rects:
            assert app.surface.get_rect().contains(r) and r.bottom <= top
        for a, b in zip(rects, rects[1:]):
            assert not a.colliderect(b)
    finally:
        app.close()


# ------------------------------- 2. the bid enough alone, as the total rises
def stated_steps(words: str) -> list[tuple[int, int | None]]:
    """The (from top score, bid) pairs the English page states."""
    m = re.search(r"A bid of (\d+) or more is enough on its own(?: while the top score is "
                  r"below (\d+); then (.*?)(, and so on)?)?\.", words)
    steps = [(0, int(m.group(1)))]
    if m.group(2):
        for part in m.group(3).split(", "):
            bid, score = re.fullmatch(r"(?:(\d+) or more|no bid) from (\d+)", part).groups()
            steps.append((int(score), None if bid is None else int(bid)))
        assert steps[1][0] == int(m.group(2))
    return steps


def alone_is_enough(rules, bid, top) -> bool:
    """Whether ``bid`` alone reaches the total the engine asks at this top
    score, whatever the bidder's own score (below or from 30)."""
    need = rules.min_total_for([top, 0, 0, 0])
    return all(v == WIN or v >= need
               for v in (rules.bids_total([bid, None, None, None], [own, 0, 0, 0])
                         for own in (0, 30)))


def page_words(rules) -> str:
    from game.ui.screens.howto import rules_text
    return " ".join(text for kind, text in rules_text(rules) if kind == "p")


@pytest.mark.parametrize("rules", [
    CUSTOM, Rules.preset("syrian41").replace(min_total_rises=True),
    Rules.preset("cutthroat").replace(min_total_rises=True),
    Rules.preset("jawaker").replace(min_total_counts="values"),
    Rules.preset("syrian41").replace(min_total=13, min_total_rises=True,
                                     bid_values=(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 14))],
    ids=["custom", "syrian-rising", "cutthroat-rising", "jawaker-values", "none-later"])
def test_under_a_rising_total_the_page_names_the_bid_enough_alone_at_each_step(rules):
    """Under the custom rules (the total counts values and rises from 30
    points) the page said "a bid of 6 or more is enough on its own": worth
    12, and from 40 points the bids must be worth 13. It now says 6 below
    40, then the bids it rises to, each from the engine's total at that top
    score; between the steps it names, the bid it names is the smallest."""
    assert rules.min_total_rises and rules.min_total_counts == "values"
    words = page_words(rules)
    steps = stated_steps(words)
    assert len(steps) > 1
    bounds = [s for s, _ in steps[1:]] + [steps[-1][0] + 10]
    for (start, bid), end in zip(steps, bounds):
        for top in range(start, end):
            if bid is None:
                assert not alone_is_enough(rules, 13, top)
                continue
            assert alone_is_enough(rules, bid, top), (bid, top)
            assert bid == rules.min_bid or not alone_is_enough(rules, bid - 1, top)
    # what it leaves to "and so on" keeps rising, as the engine's steps do
    full = alone_steps(rules)
    assert full[:len(steps)] == steps
    assert alone_text(rules).endswith(", and so on.") == (len(full) > len(steps))


def test_the_custom_page_no_longer_says_6_is_enough_at_40():
    words = page_words(CUSTOM)
    assert "A bid of 6 or more is enough on its own." not in words
    assert not alone_is_enough(CUSTOM, 6, 40) and alone_is_enough(CUSTOM, 7, 40)
    assert ("A bid of 6 or more is enough on its own while the top score is below 40; "
            "then 7 or more from 40, 8 or more from 60, and so on.") in words


@pytest.mark.parametrize("name", ["syrian41", "cutthroat"])
def test_where_the_total_does_not_rise_one_bid_is_named(name):
    rules = PRESETS[name]
    assert not rules.min_total_rises and len(alone_steps(rules)) == 1
    assert stated_steps(page_words(rules)) == alone_steps(rules)
    assert "top score is below" not in page_words(rules)


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_rising_bid_is_drawn_on_the_page(home, language, size):
    app = window(home, size)
    try:
        screen = HowToPlayScreen(home, rules=CUSTOM)
        app.push(screen)
        frames(app, 2)
        lines = [line for kind, payload, _ in screen.items if kind == "p" for line in payload]
        said = alone_text(CUSTOM)
        assert said in " ".join(lines)
        assert "{" not in said and "howto." not in said
        if language == "ar":  # in Arabic, with the same figures
            assert "top score" not in said and "7" in said and "40" in said
    finally:
        app.close()


# ----------------------------------------- 3. hints and the review, by rules
def position(rules, seed: int, low: bool = False):
    """A match under ``rules`` at some scores, bid up to a seat's turn (low
    bids where ``low``, so that a dealer may throw the hand in): the view."""
    rng = random.Random(seed)
    scores = [rng.choice([-6, 0, 8, 19, 27, 31, 36, 39, 44]) for _ in range(4)]
    m = Match(rules, seed, scores=scores)
    while m.phase is not Phase.BIDDING:
        m.apply(rng.choice(m.legal_actions()))
    for _ in range(3 if low else rng.randrange(4)):
        legal = m.legal_actions()
        m.apply(rng.choice(legal[:3] if low else legal))
    return m.view(m.turn)


def check_bid_words(view, bid, why) -> None:
    """A bid and its reason, as the rules in play have them."""
    rules = view.rules
    assert bid in view.legal and bid >= rules.min_bid_for(view.scores[view.seat])
    assert bid >= view.min_bid
    throw = view.throw_in_if(bid)
    f = why.fields
    if throw is None:
        assert why.code == HintReason.EXPECTS
        if f.get("least") is not None:
            assert f["least"] == bid == min(view.legal) and f["hi"] < bid
    else:
        assert why.code == HintReason.THROW_IN and f["throw"] == throw
        playing = [b for b in view.legal if view.throw_in_if(b) is None]
        assert f["plays"] == (playing[0] if playing else None)
        if f.get("cause") is None and f["plays"] is not None:
            assert f["hi"] < f["plays"]  # "too few to bid ..." only when it is so
    words = explain_hint(why)
    assert words and "\n" not in words and len(words) <= 60 and "{" not in words


@pytest.mark.parametrize("name", OTHERS)
def test_a_hint_is_a_legal_bid_with_true_words_under_each_preset(name):
    rules = PRESETS[name]
    for seed in range(10):
        view = position(rules, seed, low=seed % 2 == 0)
        bid, why = hint(view, random.Random(seed), think_ms=25)
        check_bid_words(view, bid, why)


@pytest.mark.parametrize("name", OTHERS)
def test_the_review_weighs_every_legal_bid_under_each_preset(name):
    rules = PRESETS[name]
    for seed in range(8):
        view = position(rules, seed, low=seed % 2 == 1)
        chosen = random.Random(seed).choice(view.legal)
        v = judge(Decision("bid", 0, chosen, view), random.Random(seed), budget_ms=40)
        assert set(v.values) == set(view.legal)
        assert v.better is None or (v.better in view.legal and v.cost > MARGIN)
        check_bid_words(view, v.better if v.better is not None else chosen, v.why)


def at_bid(rules, seat: int, dealer: int, bids, scores=(0, 0, 0, 0)):
    """The view of ``seat`` asked to bid, after ``bids`` from the dealer's right."""
    m = Match(rules, 5, first_dealer=dealer, scores=scores)
    for b in bids:
        m.apply(b)
    assert m.turn == seat and m.phase is Phase.BIDDING
    return m.view(seat)


def counted(monkeypatch, dist: dict, others: float = 0.0) -> None:
    """Hard counts this trick distribution ({tricks: chance}), and the bids
    made as worth ``others`` to its team (for the hint and the review)."""
    import game.learn.review as review

    d = [dist.get(k, 0.0) for k in range(14)]
    monkeypatch.setattr(review.HardBot, "count", lambda *a, **k: (d, others, 1500))


def test_syrian_bids_are_judged_at_their_syrian_values(monkeypatch):
    """5 tricks four times in five: under Lebanese rules a 5 is worth 10 and
    the review names it for a sure 4; under Syrian 41 it is worth 5, and
    the sure 4 is the better bid."""
    counted(monkeypatch, {4: 0.2, 5: 0.8})
    for name, chosen, better, cost in (("lebanese", 4, 5, 0.8 * 10 - 0.2 * 10 - 4),
                                       ("syrian41", 5, 4, 4 - (0.8 * 5 - 0.2 * 5))):
        view = at_bid(PRESETS[name], 0, 3, [])
        v = judge(Decision("bid", 0, chosen, view), random.Random(1))
        assert v.better == better and abs(v.cost - cost) < 1e-9, name
        assert judge(Decision("bid", 0, better, view), random.Random(1)).better is None


@pytest.mark.parametrize("name,score,wins,short", [("syrian41", 38, 3, 2),
                                                   ("jawaker", 35, 6, 5)])
def test_a_bid_that_wins_the_game_is_judged_by_the_rules_values(monkeypatch, name, score,
                                                                 wins, short):
    """Under Syrian 41 a made 3 is worth 3 (38 + 3 reaches 41); under Jawaker
    from 30 points a made 5 is worth just 5 (35 + 5 is 40), a 6 worth 6
    reaches 41. The review counts the game for the bid that reaches it, by
    the rules' own values."""
    rules = PRESETS[name]
    counted(monkeypatch, {wins: 1.0})
    view = at_bid(rules, 0, 3, [], scores=(score, 0, 5, 0))
    v = judge(Decision("bid", 0, short, view), random.Random(1))
    assert rules.bid_value(short, score) + score < 41 <= rules.bid_value(wins, score) + score
    assert v.values[short] == rules.bid_value(short, score)
    assert v.values[wins] == rules.bid_value(wins, score) + GAME_BONUS
    assert v.better == wins


def test_a_rising_minimum_bid_is_said_to_be_why(monkeypatch):
    """Under Cutthroat a player at 40 points must bid 4: with 1 trick in
    view the hint said only "expects 1 trick" beside a bid of 4. It now
    says that 4 is the smallest bid allowed, and never hints below it."""
    rules = PRESETS["cutthroat"]
    counted(monkeypatch, {1: 1.0})
    view = at_bid(rules, 0, 3, [], scores=(40, 0, 0, 0))
    assert min(view.legal) == rules.min_bid_for(40) == 4
    bid, why = hint(view, random.Random(1), think_ms=20)
    assert bid == 4 and why.fields.get("least") == 4
    assert explain_hint(why) == "expects 1 trick: 4 is your smallest bid"
    check_bid_words(view, bid, why)
    # a hand that expects the 4 is not told why it bids its expectation
    counted(monkeypatch, {4: 1.0})
    bid, why = hint(view, random.Random(1), think_ms=20)
    assert bid == 4 and "least" not in why.fields


def syrian_dealer():
    """South deals under Syrian 41 after 1, 1 and 1 (worth 3 of the 11): a
    bid below 7 (worth 14) throws the hand in."""
    view = at_bid(PRESETS["syrian41"], 0, 0, [1, 1, 1])
    assert view.throw_in_if(6) is not None and view.throw_in_if(7) is None
    return view


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_throw_in_with_the_tricks_to_play_is_not_put_down_to_too_few(monkeypatch,
                                                                        language):
    """The dealer expecting 6 or 7 tricks, where 7 plays the hand: the hint
    threw it in "you expect 6–7 tricks, too few to bid 7", which is not so.
    The reason is now what hard weighed: the bids made favour the other
    team, or playing loses points on average."""
    view = syrian_dealer()
    for others, cause in ((-20.0, "their_bids"), (0.0, "costly")):
        counted(monkeypatch, {6: 0.6, 7: 0.4}, others)
        bid, why = hint(view, random.Random(1), think_ms=20)
        assert view.throw_in_if(bid) is not None and why.fields["plays"] == 7
        assert why.fields["hi"] >= 7 and why.fields["cause"] == cause
        words = explain_hint(why)
        assert words == t(f"hint.throw_in.{cause}") and "{" not in words
        if language == "en":
            assert "too few" not in words
        check_bid_words(view, bid, why)
    # with 2 tricks in view, too few is the reason, and it is said
    counted(monkeypatch, {2: 1.0})
    bid, why = hint(view, random.Random(1), think_ms=20)
    assert "cause" not in why.fields
    assert explain_hint(why) == t("hint.throw_in.low_total", tricks="2", plays=7)


def test_your_throw_in_about_as_good_as_playing_is_said_so(monkeypatch):
    """Playing the hand is worth a little more than your throw-in (within
    what the review calls as good): the review does not flag it, and does
    not say you had too few tricks."""
    view = syrian_dealer()
    counted(monkeypatch, {6: 0.495, 7: 0.505})
    v = judge(Decision("bid", 0, 1, view), random.Random(1))
    assert v.better is None and 0 < v.values[7] <= MARGIN
    assert v.why.fields["cause"] == "even"
    assert explain_hint(v.why) == "throws the hand in: playing it is worth about the same"


def test_the_table_hint_never_goes_below_the_rising_minimum(app):
    """At the table, under Cutthroat, South at 40 points asks a hint: the
    bid it names is one the panel offers, 4 or more."""
    m = Match(PRESETS["cutthroat"], 9, first_dealer=3, scores=(40, 12, 20, 8))
    scene = TableScene(match=m, speed="instant", thinker=HintingThinker(), sounds=Quiet(),
                       options=Options(sound=False, hints=True))
    app.push(scene)
    for _ in range(600):
        if scene.human_turn() == "bid":
            break
        app.step(1 / 60)
    assert scene.human_turn() == "bid"
    key(pygame.K_h)
    for _ in range(300):
        if scene.toast and scene.toast[0].startswith("Hint"):
            break
        app.step(1 / 60)
    bid = int(scene.toast[0].split()[2])
    assert bid >= 4 and bid in scene.bid_panel.legal
    assert scene.bid_panel.legal[0] == 4
    assert scene.bid_panel.legal[scene.bid_panel.selected] == bid


@pytest.mark.parametrize("size", SIZES, ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_review_dialog_says_each_bid_reason_in_full(home, language, size, monkeypatch):
    """The hand review of a Syrian dealer's bid, drawn: the reason under the
    better bid is the whole of what the hint would say, said of the hard bot
    whose choice it is."""
    view = syrian_dealer()
    reasons = {
        1: Why.of(HintReason.THROW_IN, lo=6, hi=7, throw=view.throw_in_if(1), plays=7,
                  cause="their_bids"),
        7: Why.of(HintReason.EXPECTS, lo=6, hi=7),
    }
    app = window(home, size)
    try:
        for chosen, better in ((7, 1), (1, 7)):
            d = Decision("bid", 0, chosen, view)
            review = HandReview(1, [d])
            review.add(Verdict("bid", 0, chosen, better, 3.0, reasons[better], 1500,
                               {b: 0.0 for b in view.legal}, better))
            dialog = ReviewDialog(review, str, [(t("button.close"), None)], cancel=0)
            app.push(dialog)
            frames(app, 2)
            texts = drawn_texts(monkeypatch, app)
            assert explain_hint(reasons[better], who=t("review.hard_bot")) in texts
            assert dialog.rows_drawn and dialog.body.contains(dialog.rows_drawn[0][1])
            app.pop()
    finally:
        app.close()
