"""Arabic drawn right: joined letters and the visual order of each line.

The joining forms are checked against HarfBuzz (``uharfbuzz``), a shaper
independent of ours: HarfBuzz shapes the logical text with the bundled font,
and each glyph it picks must be the one our presentation-form character maps
to. HarfBuzz does no bidirectional reordering, so the order of words, numbers
and Latin names is checked against expected values written out by hand.
"""

from __future__ import annotations

import unicodedata

import pytest
import uharfbuzz as hb

from game import strings
from game.ui.assets import asset_path
from game.ui.screens import text as _screen_text  # noqa: F401  (the screens' strings)
from game.ui.script import mirror_pairs, visual

FONT = hb.Font(hb.Face(hb.Blob.from_file_path(asset_path("fonts", "DejaVuSans.ttf"))))


@pytest.fixture(autouse=True)
def arabic():
    strings.set_language("ar")
    yield
    strings.set_language("en")
    strings.set_digits("western")


def form(ch: str) -> tuple[str, str]:
    """A character as (its base letters, its joining form)."""
    name = unicodedata.name(ch, "")
    for kind in ("ISOLATED", "INITIAL", "MEDIAL", "FINAL"):
        if f"{kind} FORM" in name:
            return unicodedata.normalize("NFKC", ch), kind
    return ch, "ISOLATED" if "ARABIC LETTER" in name else ""


def harfbuzz_forms(word: str) -> list[tuple[str, str]]:
    """HarfBuzz's glyphs for ``word`` (right to left), as forms, left to right."""
    buf = hb.Buffer()
    buf.add_str(word)
    buf.guess_segment_properties()
    hb.shape(FONT, buf, {})
    out = []
    for info in buf.glyph_infos:
        name = FONT.glyph_to_string(info.codepoint)  # DejaVu names its glyphs uniXXXX
        assert name.startswith("uni"), name
        out.append(form(chr(int(name[3:7], 16))))
    return out


@pytest.mark.parametrize("word", ["أربعمية", "كبة", "بستوني", "ديناري", "سباتي", "طرنيب",
                                  "لمّات", "اللعبة", "الطلبات", "لا", "شريكك", "يطرنب"])
def test_letters_join_as_harfbuzz_joins_them(word):
    ours = [form(ch) for ch in visual(word)]
    assert ours == harfbuzz_forms(word)


def test_harakat_are_kept():
    assert "\u0651" in visual("لمّة")  # the shadda


def test_a_number_in_an_arabic_line_reads_left_to_right():
    line = visual("اللعبة إلى 41 نقطة")
    assert "41" in line and "14" not in line
    # the words right to left: the last word is drawn first (leftmost)
    assert line.split(" ") == [visual("نقطة"), "41", visual("إلى"), visual("اللعبة")]


def test_a_latin_name_stays_whole_and_in_order():
    line = visual("دور Samir الآن")
    assert line.split(" ") == [visual("الآن"), "Samir", visual("دور")]


def test_a_flag_inside_arabic_stays_whole():
    said = strings.t("settings.by_flag_f11", flag="--lang")
    assert "--lang" in visual(said)


def test_brackets_of_an_arabic_run_are_mirrored():
    line = visual("مستوى سمير (شريكك).")
    assert line.startswith(".(") and line.endswith(visual("مستوى"))
    assert "(" + visual("شريكك") + ")" in line
    assert mirror_pairs("(D) x") == "(D) x"  # a left-to-right pair is left alone


def test_eastern_digits_replace_every_digit():
    strings.set_digits("eastern")
    assert visual("الهدف 41") == "\u0664\u0661 " + visual("الهدف")
    strings.set_language("en")
    assert visual("Target 41") == "Target 41"  # Eastern digits only in Arabic


def test_a_wrapped_paragraph_keeps_every_word_in_reading_order():
    import pygame

    from game.ui.widgets import Painter

    pygame.font.init()
    text = strings.t("howto.playing")
    lines = Painter().wrap(text, 16, 300)
    assert len(lines) > 2 and " ".join(lines) == text  # wrapped in logical order
    painter = Painter()
    assert all(painter.measure(line, 16) <= 300 for line in lines)


def test_a_negative_score_is_drawn_with_the_minus_sign_and_a_range_is_not():
    strings.set_language("en")
    assert visual("Us -12 \u00b7 Them 7") == "Us \u221212 \u00b7 Them 7"
    assert visual("-3") == "\u22123"
    assert visual("deal 1-2-2-2, 2026-11-28") == "deal 1-2-2-2, 2026-11-28"  # no minus there
    assert visual("--lang") == "--lang"


def test_a_signed_number_in_arabic_reads_as_in_print():
    # Western digits (CLDR's ar-latn): the sign drawn before the digits,
    # in a sentence as in a cell of the score sheet
    words = visual("النقاط")
    assert visual("النقاط -5") == "\u22125 " + words
    assert visual("النقاط +12") == "+12 " + words
    assert visual("-2") == "\u22122" and visual("+2") == "+2"
    # Eastern digits (ar-arab): the sign after them, read first from the right
    strings.set_digits("eastern")
    assert visual("النقاط -5") == "\u0665\u2212 " + words
    assert visual("+12") == "\u0661\u0662+"
    assert visual("-2") == "\u0662\u2212"
