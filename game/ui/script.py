"""Text as it is drawn: Arabic joined and every line in visual order.

SDL_ttf draws the characters of a string left to right as they come. Arabic
must first be *shaped* (each letter takes its joined form: initial, medial,
final or isolated) and *reordered* (the Unicode bidirectional algorithm puts
a right-to-left line in the order it is seen, with numbers and Latin names
inside it still reading left to right: "41" stays "41").

``visual(line)`` does both, for one line already wrapped in logical order
(``Painter.wrap``): ``arabic_reshaper`` gives the joined forms from the
Arabic Presentation Forms-B block (which the bundled DejaVu Sans draws), with
harakat kept, and ``python-bidi`` reorders. It also turns Western digits into
Eastern Arabic ones when the player chose them. Nothing else in the game
reorders or shapes text: the ``Painter`` calls this for every string it
draws or measures.
"""

from __future__ import annotations

import re

from arabic_reshaper import ArabicReshaper
from bidi import get_display

from ..strings import eastern_digits, right_to_left

_RESHAPER = ArabicReshaper({"delete_harakat": False, "support_ligatures": True})
# a strong right-to-left letter: Hebrew, Arabic and their presentation forms
_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
EASTERN = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667"
                                      "\u0668\u0669")


def has_rtl(text: str) -> bool:
    """True when ``text`` holds a right-to-left letter."""
    return _RTL.search(text) is not None


def visual(line: str) -> str:
    """One line of text in the order its glyphs are drawn, left to right.

    A line without a right-to-left letter is left as it is (card codes,
    numbers, English). Otherwise Arabic is joined and the line reordered; the
    paragraph direction is right to left when the language in force is, so
    that a sentence that starts with a number or a name still reads from the
    right.
    """
    if eastern_digits():
        line = line.translate(EASTERN)
    if not has_rtl(line):
        return line
    shaped = _RESHAPER.reshape(line)
    return get_display(shaped, base_dir="R" if right_to_left() else "L")
