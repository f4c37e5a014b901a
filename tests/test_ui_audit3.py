"""Playing as a new player would, two situations: an Arabic-speaking woman
who asked to be addressed as one (Options: «خاطبني بصيغة» المؤنّث), and a
portrait window (700x900, 768x1024: your plate above a full-width hand)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from doubles import frames, lesson_window, tricks_played  # noqa: E402
from pygame import Rect  # noqa: E402

import game.ui.screens.text  # noqa: E402,F401  (registers the menus' strings)
from game import strings  # noqa: E402
from game.ui.layout import EAST, NORTH, SOUTH, WEST  # noqa: E402
from game.ui.screens.model import options_controls  # noqa: E402

PORTRAIT = [(700, 900), (768, 1024)]


def ids(size):
    return f"{size[0]}x{size[1]}"


@pytest.fixture
def arabic_woman():
    strings.set_language("ar")
    strings.set_address("feminine")
    yield
    strings.set_language("en")
    strings.set_address("masculine")


# ------------------------------------------- the card tracker, in portrait


@pytest.mark.parametrize("size", PORTRAIT, ids=ids)
@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_the_card_tracker_turned_on_shows_in_a_portrait_window(language, size):
    """The tracker, turned on in the options, was simply gone in a portrait
    window (no room beside North's plate). It shows, whole in the window,
    its four suits legible, clear of the plates, the hands, the trick's four
    places, the teams' totals and the bar."""
    app, scene = tricks_played(size)
    try:
        lay = scene.layout
        assert lay.portrait and len(scene.board.tricks) >= 3
        drawn = scene.renderer.tracker_drawn
        assert drawn is not None and len(drawn) == 4  # the player sees it
        r = lay.tracker
        assert Rect((0, 0), size).contains(r)
        assert r.width >= lay.font_small * 9 and r.height >= lay.font_small * 5
        for text, where in scene.renderer.tracker_texts:  # title and rows, inside
            assert r.contains(where), text
        others = [lay.status, lay.trick, *lay.slots, *lay.plates,
                  lay.hands[EAST], lay.hands[NORTH], lay.hands[WEST], lay.hands[SOUTH]]
        if lay.scores is not None:
            others.append(lay.scores)
        assert [o for o in others if o.colliderect(r)] == []
    finally:
        app.close()


@pytest.mark.parametrize("size", PORTRAIT, ids=ids)
def test_a_lesson_keeps_its_words_under_north_with_the_tracker_on(home, size):
    """In a lesson with the tracker on, in portrait: the lesson's words keep
    their place under North's cards, clear of the tracker, all of them shown
    (none cut short)."""
    home.settings.options.card_tracker = True
    app, scene = lesson_window(home, size, "follow")
    try:
        frames(app, 30)
        text, panel = scene.renderer.coach_drawn
        assert text == scene.coach_text() and not text.endswith("\u2026")
        lay = scene.layout
        assert scene.renderer.tracker_drawn is not None
        assert not panel.colliderect(lay.tracker)
        assert panel.top < lay.trick.top  # under North, above the trick
        assert panel.left >= lay.hands[WEST].right and panel.right <= lay.tracker.left
        assert not panel.colliderect(lay.plates[SOUTH])
    finally:
        app.close()


# ------------------------------------------------ the Options page, to her
IMPERATIVES = ("اسأل", "العب", "انتظر", "اختر", "اضغط", "انقر", "اطلب", "خذ", "احتفظ",
               "تابع", "صفّر", "أعد", "حدّد", "املأ", "راجع", "تراجع")


def test_the_options_page_gives_a_woman_no_masculine_command(arabic_woman):
    """Addressed as a woman, the Options page read «العبي», «حدّدي» in its
    notes but «اسأل قبل الإلغاء», «العب الورقة الوحيدة», «انتظر بعد كل لمّة»
    in its row names: commands to a man. The rows name the setting instead
    (as «أخذ الباقي تلقائياً» does), the same for a man and a woman."""
    for control in options_controls():
        first = control.label.split()[0]
        assert first not in IMPERATIVES, (control.key, control.label)
    strings.set_address("masculine")
    labels = {c.key: c.label for c in options_controls()}
    assert labels["auto_single"] == strings.t("option.auto_single")
    assert labels["auto_single"].split()[0] not in IMPERATIVES
