"""Right-to-left text as the player sees it: the defects of a screen audit.

Each test checks the visual order (``script.visual``: the characters in the
order they are drawn, left to right) of a real catalog string, in the
language and digits the player chose.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import strings  # noqa: E402
from game.engine import Rules  # noqa: E402
from game.options import Options, SessionOptions  # noqa: E402
from game.ui.screens import SettingsScreen  # noqa: E402
from game.ui.screens.howto import rules_text  # noqa: E402
from game.ui.screens.text import t  # noqa: E402
from game.ui.script import visual  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

MINUS = "\u2212"


def swapped(line: str) -> str:
    """``line`` with each bracket turned the other way: how the brackets of
    an all-Arabic line are drawn (an opening one read from the right faces
    left: ")")."""
    return line.translate(str.maketrans("()", ")("))


def brackets(line: str) -> str:
    return "".join(ch for ch in line if ch in "()")


# ------------------------------------- 1. a pair split over two wrapped lines
def test_a_bracket_whose_partner_is_on_another_line_faces_the_right_way(arabic):
    # "said (this" / "line) ends": each line has one bracket of the pair
    assert visual("قال (هذا") == visual("هذا") + ") " + visual("قال")
    assert visual("السطر) انتهى") == visual("انتهى") + " (" + visual("السطر")


def test_the_last_paragraph_of_how_to_play_draws_its_brackets_mirrored(arabic):
    pygame.font.init()
    text = rules_text(Rules(), "lebanese")[-1][1]
    assert text == t("howto.signals") and "(" in text
    painter = Painter()
    split = 0
    for width in (600, 800, 888, 1000):  # the column at several window sizes
        lines = painter.wrap(text, 16, width)
        split += sum(line.count("(") != line.count(")") for line in lines)
        for line in lines:  # every bracket of this paragraph sits between Arabic words
            assert brackets(visual(line)) == brackets(swapped(line))[::-1], line
    assert split  # a pair was split over two lines at one of the widths at least


def test_two_pairs_on_one_line_are_both_mirrored(arabic):
    line = visual(t("status.teams", us=3, them=5, us_go=38, them_go=36))
    assert line == (f"(36 {visual('باقي')}) 5 {visual('لهم')} \u00b7 "
                    f"(38 {visual('باقي')}) 3 {visual('لنا')}")


# ------------------------------------------- 2. "≥" read right to left
# (the status bar's short bids line said «الطلبات 2 ≥ 11» until it became
# «الطلبات 2، المطلوب 11»: 2 is not ≥ 11; the sign is mirrored all the same)
GREATER = "الطلبات 2 \u2265 11"


def test_greater_or_equal_read_right_to_left_is_mirrored(arabic):
    line = visual(GREATER)
    # read from the right: "Bids 2 ≥ 11", drawn left to right "11 ≤ 2 Bids"
    assert line == "11 \u2264 2 " + visual("الطلبات")
    strings.set_digits("eastern")
    line = visual(GREATER)
    assert line == "\u0661\u0661 \u2264 \u0662 " + visual("الطلبات")


def test_greater_or_equal_in_english_is_left_alone():
    assert visual("Bids 2 \u2265 11") == "Bids 2 \u2265 11"


# ------------------------------------ 3. a command-line flag stays whole
def test_the_options_page_draws_the_flags_that_set_a_row_whole(app, home, arabic):
    app.options = SessionOptions(Options(), {"language": "ar", "speed": "fast"},
                                 {"language": "--lang", "speed": "--speed"})
    screen = SettingsScreen(home, page="options")
    app.push(screen)
    app.step(1 / 60)
    rows = {c.key: c for c in screen.current}
    for name, flag in (("language", "--lang"), ("speed", "--speed")):
        note = visual(screen.row_texts(rows[name])[1])
        assert flag in note and flag[2:] + "--" not in note, note
        # read from the right: "Set by --speed for this session": the flag is
        # drawn left of the first word, right of the rest
        assert note.endswith(f" {flag} " + visual("حدّده")), note


# ------------------------------ 4. a Latin word after a signed number
def test_the_win_switch_note_keeps_w_apart_from_the_minus_number(arabic):
    line = visual(t("rule.bid.note", v=1))
    # read from the right: "failed: −1. W: this bid wins ...": W after −1.,
    # so drawn to its left; "−1" itself reads left to right
    assert f":W .{MINUS}1 :" in line and f"{MINUS}1. W" not in line, line
    assert line.endswith(f"+1 :{visual('نجح')} {visual('إن')}")
    strings.set_digits("eastern")
    line = visual(t("rule.bid.note", v=1))
    assert f":W .\u0661{MINUS} :" in line, line


def test_a_signed_number_followed_by_latin_stays_a_number_of_its_own(arabic):
    assert visual("خسر -3 W") == f"W {MINUS}3 " + visual("خسر")


# ------------------------------ 5. Eastern digits in an English line
def test_eastern_digits_in_english_keep_their_order():
    note = t("option.digits.note")
    assert "\u0660\u2013\u0669" in note
    assert visual(note) == note  # "٠–٩", as written: not "٩–٠"
    assert visual("\u0660\u2013\u0669") == "\u0660\u2013\u0669"


def test_eastern_digits_in_arabic_still_read_from_the_right(arabic):
    # in an Arabic line the range is read right to left, its first digit rightmost
    assert visual("\u0660\u2013\u0669") == "\u0669\u2013\u0660"


# ------------------------------ 6. a card named inside an Arabic sentence
@pytest.mark.parametrize("card", ["10\u2660", "2\u2660", "1\u2665", "D\u2665"])
def test_a_card_in_a_review_note_reads_as_the_card_column_writes_it(arabic, card):
    """A hand review's note names cards inside Arabic words: each is drawn
    as on the card and in the card column ("10♠"), never suit first."""
    line = visual(t("hint.equal_lowest", card=card, low="2\u2663", denied="V\u2665"))
    assert card in line and card[-1] + card[:-1] not in line, line
