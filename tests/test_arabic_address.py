"""A woman at the table is spoken to in the feminine, when she asks: Arabic
«العبي ورقة», «اختاري», «أنتِ تأخذين اللمّة», where a man reads «العب»,
«اختر», «أنت تأخذ». The option (``Options.address``) is offered only in a
language that has the words; the forms live in the catalog ("you_f."), so
a translator gives them, and a language without them reads its plain form,
never English."""

import os
import sys
from types import SimpleNamespace

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import frames, lesson_window, table_at_your_bid, window  # noqa: E402
from events import key as press  # noqa: E402

import game.ui.screens.text  # noqa: E402,F401  (registers the menus' strings)
from game import strings  # noqa: E402
from game.engine.events import GameOver  # noqa: E402
from game.options import Options  # noqa: E402
from game.storage.settings import options_from  # noqa: E402
from game.strings import ADDRESSED, describe, explain_hint, said, source, t, tn  # noqa: E402
from game.ui.screens.model import options_controls  # noqa: E402

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(__file__)), "build"))
import catalog  # noqa: E402

YOU, LAYLA, SAMIR = 0, 1, 2


@pytest.fixture(autouse=True)
def masculine_after():
    yield
    strings.set_address("masculine")


def both(key, **fields):
    """``key`` as said to a man, then to a woman."""
    strings.set_address("masculine")
    his = t(key, **fields)
    strings.set_address("feminine")
    return his, t(key, **fields)


# ------------------------------------------------------------ the words
@pytest.mark.parametrize("key, fields, his, hers", [
    ("status.your_play", {}, "دورك — العب ورقة", "دورك — العبي ورقة"),  # your turn
    ("bid.title", {}, "كم لمّة ستأخذ؟", "كم لمّة ستأخذين؟"),  # the bid prompt
    ("bid.hint", {"action": 4, "reason": "…"}, "اطلب 4", "اطلبي 4"),
    ("play.hint_card", {"card": "1♠", "reason": "…"}, "العب ", "العبي "),
    ("lesson.follow.say", {}, "العب الآس لتأخذ", "العبي الآس لتأخذي"),  # a lesson step
    ("lesson.hand.say", {}, "اضغط H", "اضغطي H"),
    ("button.play_again", {}, "العب من جديد", "العبي من جديد"),  # game over
    ("learn.offer", {}, "جديد على", "جديدة على"),  # an adjective agrees with you
    ("bid.confirm_no", {}, "اختر من جديد", "اختاري من جديد"),
])
def test_arabic_speaks_to_a_woman_in_the_feminine(arabic, key, fields, his, hers):
    masc, fem = both(key, **fields)
    assert his in masc and hers not in masc
    assert hers in fem and his not in fem


def test_what_is_said_of_you_and_of_layla_each_agree(arabic):
    """Addressed as a woman: «أنتِ تأخذين اللمّة»; Layla still «تأخذ» (her
    "she." form), Samir «يأخذ»; the refusals and counts speak to her too."""
    strings.set_address("feminine")
    assert said("play.trick_won", YOU) == "أنتِ تأخذين اللمّة"
    assert said("play.trick_won", LAYLA) == "ليلى تأخذ اللمّة"
    assert said("play.trick_won", SAMIR) == "سمير يأخذ اللمّة"
    assert said("draw.result", YOU) == "أنتِ توزّعين أولاً"
    assert said("draw.result", LAYLA) == "ليلى توزّع أولاً"
    from game.engine.reasons import Illegal
    why = describe(Illegal.BID_TOO_HIGH, YOU, 14, you_seat=YOU, bid=14, maximum=13)
    assert "أن تطلبي 14" in why
    assert "تطلبي" in tn("you.illegal.bid_too_high", 3, bid=14, maximum=3)
    strings.set_address("masculine")
    assert said("play.trick_won", YOU) == "أنت تأخذ اللمّة"
    assert said("play.trick_won", LAYLA) == "ليلى تأخذ اللمّة"


def test_a_hint_speaks_to_a_woman(arabic):
    why = SimpleNamespace(code="throw_in", fields={"lo": 3, "hi": 3, "throw": "no_five"})
    strings.set_address("masculine")
    assert "تلغي الجولة" in explain_hint(why) and "أن تطلب 5" in explain_hint(why)
    strings.set_address("feminine")
    assert "تلغين الجولة" in explain_hint(why) and "أن تطلبي 5" in explain_hint(why)
    need = SimpleNamespace(code="wins", fields={"need": 2})
    assert "ما زلتِ تحتاجين 2" in explain_hint(need)


def test_the_lesson_on_the_table_speaks_to_a_woman(home):
    home.settings.options.language = "ar"
    home.settings.options.address = "feminine"
    strings.use_options(home.settings.options)
    app, scene = lesson_window(home, (1280, 720), "follow")
    try:
        frames(app, 3)
        assert "العبي الآس لتأخذي اللمّة" in scene.coach_text()
        assert scene.renderer.coach_drawn[0] == scene.coach_text()
    finally:
        app.close()


def test_the_game_over_when_you_win_speaks_to_a_woman(arabic):
    from game.ui.table.dialogs import GameOverDialog
    strings.set_address("feminine")
    app = window((1280, 720))
    try:
        scene = table_at_your_bid(app)
        scene.dialogs.over = GameOver(0, "target", 0, (41, 12, 6, 3))
        scene.dialogs.show_over()
        frames(app)
        dialog = app.top
        assert isinstance(dialog, GameOverDialog)
        labels = [b.label for b in dialog.buttons]
        assert "العبي من جديد" in labels and "العب من جديد" not in labels
        assert dialog.title == t("over.title_won")
    finally:
        app.close()


# ----------------------------------------------------- other languages
def test_in_english_the_option_changes_nothing_and_is_not_offered():
    strings.set_language("en")
    strings.set_address("feminine")
    for key in ADDRESSED:
        english = source(key)
        if isinstance(english, tuple):
            fields = {"bid": 14, "maximum": 3, "tricks": 3}  # (a hint's "expects")
            assert tn(key, 3, **fields) == english[1].format(n=3, **fields)
        else:
            assert t(key) == english
    assert t("status.your_play") == "Your turn \u2014 play a card"
    assert not strings.addresses_women()
    assert "address" not in [c.key for c in options_controls()]


def test_the_row_is_offered_in_arabic(arabic):
    assert strings.addresses_women()
    keys = [c.key for c in options_controls()]
    assert keys[:3] == ["language", "digits", "address"]


def test_an_untranslated_feminine_form_reads_the_plain_arabic(arabic, monkeypatch):
    """A translator who has not yet given the "you_f." forms: the player is
    addressed as everyone is, in that language, never in English; and with
    none of them translated, the choice is not offered."""
    real = strings._state["translation"]

    class Partial:
        def pgettext(self, context, message):
            return message if context.startswith("you_f.") else real.pgettext(context, message)

        def npgettext(self, context, one, many, n):
            if context.startswith("you_f."):
                return one if n == 1 else many
            return real.npgettext(context, one, many, n)

        def __getattr__(self, name):
            return getattr(real, name)

    monkeypatch.setitem(strings._state, "translation", Partial())
    strings.set_address("feminine")
    assert t("status.your_play") == "دورك — العب ورقة"
    assert said("play.trick_won", YOU) == "أنت تأخذ اللمّة"
    assert "أن تطلب 14" in tn("you.illegal.bid_too_high", 3, bid=14, maximum=3)
    assert not strings.addresses_women()
    assert "address" not in [c.key for c in options_controls()]


# ------------------------------------------------------------ the catalog
def test_every_addressed_key_is_in_the_sources_and_the_template(arabic):
    """Each key exists, its "you_f." form has the same English and is in the
    translators' template, and Arabic gives it words that differ from the
    plain form's (a form that read the same would not be needed)."""
    template = {m.context for m in catalog.template() if m.id}
    tr = strings._state["translation"]
    assert len(set(ADDRESSED)) == len(ADDRESSED)
    for key in ADDRESSED:
        english = source(key)
        assert english is not None, key
        assert source(f"you_f.{key}") == english, key
        assert f"you_f.{key}" in template, key
        assert strings.translated(f"you_f.{key}"), key
        if isinstance(english, tuple):
            assert all(tr.npgettext(key, *english, n) != tr.npgettext(f"you_f.{key}", *english, n)
                       for n in (0, 1, 2, 3, 11, 100)), key
        else:
            assert tr.pgettext(key, english) != tr.pgettext(f"you_f.{key}", english), key


# ------------------------------------------------------------ the option
def test_an_old_options_file_loads_as_masculine_and_a_bad_value_falls_back():
    notices = []
    assert options_from({"digits": "eastern", "sound": False}, notices).address == "masculine"
    assert notices == []
    for bad in ("woman", 1, None, ["feminine"]):
        notices = []
        opts = options_from({"address": bad, "digits": "eastern"}, notices)
        assert opts.address == "masculine" and opts.digits == "eastern"
        assert notices and strings.t("option.address") in str(notices[0])  # its row's name
    assert options_from({"address": "feminine"}, []).address == "feminine"
    assert Options().address == "masculine"


def test_the_settings_row_switches_the_address_at_once_and_keeps_it(app, home):
    from game.ui.screens import SettingsScreen

    home.settings.options.language = "ar"
    strings.use_options(home.settings.options)
    screen = SettingsScreen(home, page="options")
    app.push(screen)
    frames(app)
    assert t("status.your_play") == "دورك — العب ورقة"
    screen.focus["options"] = [c.key for c in screen.current].index("address")
    press(pygame.K_RIGHT)
    frames(app)
    assert home.settings.options.address == "feminine"
    assert t("status.your_play") == "دورك — العبي ورقة"
    assert "حدّدي" in next(c.note for c in screen.current if c.key == "bots")  # relabelled
    assert home.storage.load_settings().options.address == "feminine"  # kept


@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_row_fits_on_the_options_page(arabic, size, monkeypatch, tmp_path):
    from game.storage import configure
    from game.ui.screens import SettingsScreen, install, start_home
    from game.ui.widgets import Painter

    home = start_home(configure(tmp_path))
    home.settings.options.language = "ar"
    home.settings.options.address = "feminine"
    home.settings.options.sound = False
    strings.use_options(home.settings.options)
    fits = []
    monkeypatch.setattr(Painter, "fits", fits)
    app = window(size)
    install(app, home)
    try:
        app.push(SettingsScreen(home, page="options"))
        frames(app, 3)
        ours = {t("option.address"), t("option.address.note"), t("option.value.feminine")}
        mine = [f for f in fits if f[0] in ours]
        assert {f[0] for f in mine} == ours
        assert all(f[4] <= f[3] and f[2] == f[1] for f in mine), mine
    finally:
        app.close()
