"""Arabic that speaks to the player: a hint's reason, and the review's, is
said to you of your own bid or card («تأخذ اللمّة», «تأخذين اللمّة», not
«يأخذ», "he takes"); a refusal of your own action says «لا يمكنك أن تطلب»,
not «لا يستطيع أنت أن يطلب»; and the arrows that page through the hand's
tricks follow the reading direction, as the replay's do."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    InstantThinker,
    Quiet,
    Ready,
    ReviewingThinker,
    frames,
    table_at_your_bid,
    tricks_played,
    window,
)
from events import click  # noqa: E402
from events import key as press  # noqa: E402

from game import strings  # noqa: E402
from game.ai.hints import HintReason, Why  # noqa: E402
from game.engine import Card, IllegalAction, Phase  # noqa: E402
from game.engine.reasons import Illegal  # noqa: E402
from game.strings import describe, explain_hint, t  # noqa: E402

YOU, SAMIR = 0, 2
# the third person of the verbs a reason used to say of your own card or bid
HE_DOES = ("يتوقّع", "يلغي", "يفتح", "يترك", "يحاول", "يطرنب", "يأخذ")
SHE_DOES = ("تتوقّعين", "تلغين", "تفتحين", "تتركين", "تحاولين", "تطرنبين", "تأخذين")


def both(say):
    """``say()`` as said to a man, then to a woman."""
    strings.set_address("masculine")
    his = say()
    strings.set_address("feminine")
    hers = say()
    strings.set_address("masculine")
    return his, hers


# one reason of each kind, with its fields
REASONS = [
    Why.of(HintReason.EXPECTS, lo=3, hi=3),
    Why.of(HintReason.EXPECTS, lo=2, hi=4, least=5),
    Why.of(HintReason.THROW_IN, lo=2, hi=3, throw="low_total", plays=None),
    Why.of(HintReason.THROW_IN, lo=4, hi=6, throw="low_total", plays=5, cause="their_bids"),
    Why.of(HintReason.THROW_IN, lo=4, hi=6, throw="low_total", plays=5, cause="costly"),
    Why.of(HintReason.THROW_IN, lo=4, hi=6, throw="low_total", plays=5, cause="even"),
    Why.of(HintReason.LEADS_LOW, suit=1),
    Why.of(HintReason.LEADS_UNDER, card=Card.parse("QS"), top=Card.parse("AS")),
    Why.of(HintReason.LEAVE_TO_PARTNER, card=Card.parse("KD")),
    Why.of(HintReason.TRIES_TO_WIN),
    Why.of(HintReason.TRUMPS_IN),
    Why.of(HintReason.WINS, need=2),
]


# ------------------------------------------------------- a hint's reason
@pytest.mark.parametrize("why", REASONS, ids=lambda w: f"{w.code}-{len(w.fields)}")
def test_a_reason_about_your_own_move_is_said_to_you(arabic, why):
    his, hers = both(lambda: explain_hint(why))
    assert not any(verb in his or verb in hers for verb in HE_DOES), (his, hers)
    assert his != hers  # a woman is addressed as one
    strings.set_language("en")
    assert both(lambda: explain_hint(why))[0] == both(lambda: explain_hint(why))[1]


@pytest.mark.parametrize("why, his, hers", [
    (Why.of(HintReason.WINS), "تأخذ اللمّة", "تأخذين اللمّة"),
    (Why.of(HintReason.TRUMPS_IN, need=1), "تطرنب: ما زلت تحتاج 1",
     "تطرنبين: ما زلتِ تحتاجين 1"),
    (Why.of(HintReason.EXPECTS, lo=4, hi=4), "تتوقّع 4 لمّات", "تتوقّعين 4 لمّات"),
    (Why.of(HintReason.LEAVE_TO_PARTNER, card=Card.parse("KD")),
     "تترك اللمّة لـ\u2066KD\u2069 شريكك", "تتركين اللمّة لـ\u2066KD\u2069 شريكك"),
])
def test_the_words_of_a_reason_said_to_you(arabic, why, his, hers):
    assert both(lambda: explain_hint(why)) == (his, hers)


def test_a_range_of_tricks_keeps_both_its_numbers(arabic):
    """"expects 1–2 tricks": Arabic's form for two («لمّتين») has no number,
    so the hint said «تتوقّع لمّتين», two tricks, and hid the "1"."""
    for lo, hi in ((1, 2), (0, 1), (0, 2)):
        said = explain_hint(Why.of(HintReason.EXPECTS, lo=lo, hi=hi, least=2))
        assert f"{lo}\u2013{hi}" in said, said
    assert explain_hint(Why.of(HintReason.EXPECTS, lo=2, hi=2)) == "تتوقّع لمّتين"
    strings.set_language("en")
    assert explain_hint(Why.of(HintReason.EXPECTS, lo=0, hi=1)) == "expects 0\u20131 tricks"
    assert explain_hint(Why.of(HintReason.EXPECTS, lo=1, hi=1)) == "expects 1 trick"


class Hinting(InstantThinker):
    """Hints your first legal action, for ``why``."""

    def __init__(self, why):
        self.why = why

    def hint(self, view, seed, think_ms=None):
        return Ready((view.legal[-1], self.why))


@pytest.mark.parametrize("address, his_or_hers", [
    ("masculine", "اطلب 13 — تتوقّع 4 لمّات"), ("feminine", "اطلبي 13 — تتوقّعين 4 لمّات")])
def test_the_hint_at_the_table_speaks_to_you(arabic, address, his_or_hers):
    strings.set_address(address)
    app = window((1024, 600))
    try:
        from game.ui.table import TableScene
        scene = TableScene(seed=7, speed="instant", sounds=Quiet(),
                           thinker=Hinting(Why.of(HintReason.EXPECTS, lo=4, hi=4)))
        app.push(scene)
        for _ in range(3000):
            if scene.human_turn() == "bid":
                break
            app.step(1 / 60)
        press(pygame.K_h)
        frames(app, 3)
        assert scene.toast is not None and his_or_hers in scene.toast[0], scene.toast
    finally:
        app.close()


def test_the_review_gives_its_reasons_to_you(arabic, home, monkeypatch):
    """The hand review's reasons under your card, or the better one, in the
    feminine when she asks, none in the third person."""
    import random

    from game.ai import make_bot
    from game.engine import PRESETS, Match
    from game.engine.record import to_record
    from game.ui.app import App
    from game.ui.screens import install
    from game.ui.widgets import Painter

    m = Match(PRESETS["lebanese"], seed=8)
    bots = [make_bot("easy", random.Random(s)) for s in range(4)]
    while m.hand_number <= 1:
        m.apply(bots[m.turn].decide(m.view(m.turn)))
    home.settings.options.sound = False
    app = App((1280, 720), options=home.settings.options)
    install(app, home)
    strings.set_language("ar")
    strings.set_address("feminine")
    try:
        app.open("replay", record=to_record(m), hand=0, thinker=ReviewingThinker())
        frames(app, 1)
        press(pygame.K_v)
        for _ in range(400):
            app.step(1 / 60)
            if app.top.review.done:
                break
        seen, real = [], Painter.blit_fit
        monkeypatch.setattr(Painter, "blit_fit", lambda self, s, text, *a, **kw: (
            seen.append(text), real(self, s, text, *a, **kw))[1])
        frames(app, 2)
        reasons = [explain_hint(v.why) for v in app.top.review.verdicts
                   if v is not None and v.why is not None]
        shown = [text for text in seen if text in reasons]
        assert any(text.startswith(SHE_DOES) for text in shown), shown
        assert not any(verb in text for text in shown for verb in HE_DOES), shown
    finally:
        app.close()


# ---------------------------------------------------------- the refusals
def refused(reason, seat, action, **fields):
    return describe(reason, seat, action, you_seat=YOU, seat_name=strings.player_name,
                    **fields)


def test_a_refusal_of_your_action_is_said_to_you(arabic):
    card = Card.parse("5S")
    cases = [
        ((Illegal.WRONG_PHASE, YOU, 4), {"phase": Phase.PLAYING},
         "لا يمكنك أن تطلب 4: انتهت الطلبات وبدأ اللعب",
         "لا يمكنك أن تطلبي 4: انتهت الطلبات وبدأ اللعب"),
        ((Illegal.WRONG_PHASE, YOU, card), {"phase": Phase.BIDDING},
         "لا يمكنك أن تلعب \u20665S\u2069: الطلبات لم تنتهِ",
         "لا يمكنك أن تلعبي \u20665S\u2069: الطلبات لم تنتهِ"),
        ((Illegal.WRONG_PHASE, YOU, True), {"phase": Phase.BIDDING},
         "لا يمكنك أن تقرّر إعادة التوزيع: الطلبات لم تنتهِ",
         "لا يمكنك أن تقرّري إعادة التوزيع: الطلبات لم تنتهِ"),
        ((Illegal.NOT_YOUR_TURN, YOU, 4), {"turn": SAMIR},
         "لا يمكنك أن تطلب 4: الدور على سمير", "لا يمكنك أن تطلبي 4: الدور على سمير"),
        ((Illegal.NOT_A_BID, YOU, "x"), {},
         "لا يمكنك أن تطلب \u2066'x'\u2069: الطلب عدد كامل من اللمّات",
         "لا يمكنك أن تطلبي \u2066'x'\u2069: الطلب عدد كامل من اللمّات"),
    ]
    for (reason, seat, action), fields, his, hers in cases:
        assert both(lambda r=reason, s=seat, a=action, f=fields: refused(r, s, a, **f)) == \
            (his, hers)
    # said of a bot, it stays in the third person
    assert refused(Illegal.WRONG_PHASE, SAMIR, 4, phase=Phase.PLAYING) == \
        "لا يستطيع سمير أن يطلب 4: انتهت الطلبات وبدأ اللعب"
    strings.set_language("en")
    assert refused(Illegal.WRONG_PHASE, YOU, 4, phase=Phase.PLAYING) == \
        "You can't bid 4: the bidding is over and the play has begun"
    assert refused(Illegal.NOT_YOUR_TURN, YOU, 4, turn=SAMIR) == \
        "You can't bid 4: it is Samir's turn"


def test_the_table_says_a_card_offered_for_a_bid_is_refused_to_you(arabic):
    """It read «لا يستطيع أنت أن يطلب…», "you (he) cannot (he) bid"."""
    strings.set_address("feminine")
    app = window((1280, 720))
    try:
        scene = table_at_your_bid(app)
        card = scene.match.view(YOU).hand[0]
        assert not scene.submit(card)
        said = scene.toast[0]
        assert said.startswith("لا يمكنك أن تطلبي ") and "أنت" not in said, said
        assert said == scene.personal(IllegalAction(Illegal.NOT_A_BID, YOU, card))
    finally:
        app.close()


# ------------------------------------------------ the hand's tricks, paged
def shown_tricks(language, size=(1280, 720)):
    strings.set_language(language)
    app, scene = tricks_played(size)
    press(pygame.K_l)
    frames(app)
    assert scene.show_last and scene.trick_shown == len(scene.board.tricks) - 1
    return app, scene


@pytest.mark.parametrize("language, back, on", [
    ("en", pygame.K_LEFT, pygame.K_RIGHT), ("ar", pygame.K_RIGHT, pygame.K_LEFT)])
def test_the_arrow_keys_page_the_tricks_as_the_line_reads(language, back, on):
    app, scene = shown_tricks(language)
    try:
        last = scene.trick_shown
        press(back)
        frames(app)
        assert scene.trick_shown == last - 1
        press(on)
        frames(app)
        assert scene.trick_shown == last
    finally:
        app.close()
        strings.set_language("en")


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_drawn_arrow_back_stands_where_the_line_starts(language):
    """In English ◀ (at the left) goes back; in Arabic the earlier trick is at
    the right, as in the replay, and ▶ goes back, as the key → does."""
    app, scene = shown_tricks(language)
    try:
        arrows = scene.renderer.trick_arrows
        assert set(arrows) == {-1}  # the last trick: only back is offered
        back = arrows[-1]
        middle = scene.layout.trick.centerx
        assert (back.centerx > middle) == (language == "ar")
        last = scene.trick_shown
        click(back.center)
        frames(app)
        assert scene.trick_shown == last - 1
    finally:
        app.close()
        strings.set_language("en")


# ------------------------------------------------------------ the catalog
def test_a_throw_in_hint_counts_its_tricks_without_a_wrong_plural(arabic):
    """«تتوقّع 3 لمّة» put a singular noun after 3; the reason now names
    your expected tricks without a noun to agree with the number."""
    why = Why.of(HintReason.THROW_IN, lo=3, hi=4, throw="no_five", plays=None)
    his, hers = both(lambda: explain_hint(why))
    assert his == "تلغي الجولة: لمّاتك المتوقّعة 3\u20134، وهذا أقل من أن تطلب 5"
    assert hers == "تلغين الجولة: لمّاتك المتوقّعة 3\u20134، وهذا أقل من أن تطلبي 5"


def test_claiming_too_early_is_explained_not_forbidden_to_a_woman(arabic):
    """«لا تأخذين الباقي…» mixed a prohibition with the indicative; both
    forms now say that you may claim only when the cards are sure."""
    assert both(lambda: t("play.no_claim")) == (
        "لا يمكنك أن تأخذ الباقي إلّا إذا كانت أوراقك تأخذ كل اللمّات الباقية حتماً.",
        "لا يمكنك أن تأخذي الباقي إلّا إذا كانت أوراقك تأخذ كل اللمّات الباقية حتماً.")


def test_the_bot_and_the_rules_have_one_name_each(arabic):
    """The hard bot was «البوت الصعب» in the review and «اللاعب الآلي»
    everywhere else; the rules were «قواعد» in the lessons, «قوانين» in the
    settings and How to play."""
    from game.strings import sources
    said = [t(key) for key, english in sources().items() if isinstance(english, str)]
    assert not any("البوت" in text for text in said)
    assert t("review.col_bot") == "اللاعب الآلي الصعب"
    rules = [text for text in said if "قواعد" in text]
    assert rules == [t("bots.fast")]  # «قواعد بسيطة»: rules of thumb, not the game's
