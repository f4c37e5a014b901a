"""Text as it is drawn: Arabic joined and every line in visual order.

SDL_ttf draws the characters of a string left to right as they come. Arabic
must first be *shaped* (each letter takes its joined form: initial, medial,
final or isolated) and *reordered* (the Unicode bidirectional algorithm puts
a right-to-left line in the order it is seen, with numbers and Latin names
inside it still reading left to right: "41" stays "41").

``visual(line)`` does both, for one line already wrapped in logical order
(``Painter.wrap``): ``arabic_reshaper`` gives the joined forms from the
Arabic Presentation Forms-B block (which the bundled DejaVu Sans draws), with
harakat kept, and ``python-bidi`` reorders (it does not mirror brackets:
``mirror_pairs`` does, for the pairs a right-to-left run reversed). It also
turns Western digits into Eastern Arabic ones when the player chose them,
and draws a negative number's hyphen as the minus sign (U+2212), so that
"−2" reads alike wherever a score is shown; in an Arabic line a number's
sign is marked as the Unicode CLDR's Arabic locale marks it (a left-to-right
mark before it with Western digits, an Arabic letter mark with Eastern
ones), so that "+12" and "−2" read as in print.
Nothing else in the game reorders or shapes text: the ``Painter`` calls this
for every string it draws or measures.
"""

from __future__ import annotations

import re

from arabic_reshaper import ArabicReshaper
from bidi import get_display

from ..strings import eastern_digits, has_rtl, right_to_left

_RESHAPER = ArabicReshaper({"delete_harakat": False, "support_ligatures": True})
EASTERN = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667"
                                      "\u0668\u0669")


# the mirrored pairs met in our text (Bidi_Mirrored): inside a right-to-left
# run an opening bracket is drawn as its closing twin, and the other way round
PAIRS = {"(": ")", "[": "]", "{": "}", "\u00ab": "\u00bb", "<": ">"}
# a hyphen that starts a number (not one inside "1-2-2" or a date): a minus
MINUS = re.compile(r"(?<![\w.\-])-(?=\d)")
# a sign that starts a number, in a line with right-to-left letters: marked as
# CLDR's Arabic locale marks it, so that with Western digits it is drawn before
# them ("+12", "−2") and with Eastern ones after them, read first from the right
SIGN = re.compile(r"(?<![\w.+\u2212-])([+\u2212])(?=\d)")
LRM, ALM = "\u200e", "\u061c"
# drawn as nothing: LRI RLI FSI PDI, and the marks
ISOLATES = dict.fromkeys(map(ord, "\u2066\u2067\u2068\u2069\u200e\u200f\u061c"))


def mirror_pairs(line: str) -> str:
    """Mirror the bracket pairs that a right-to-left run reversed.

    The bidi reordering leaves each bracket as it was; in a reversed run a
    pair reads ``)…(`` in visual order, and must be drawn ``(…)``. A pair
    inside a left-to-right run keeps its order (``(…)``) and is left alone.
    """
    chars = list(line)
    for o, c in PAIRS.items():
        marks = [(i, ch) for i, ch in enumerate(chars) if ch in (o, c)]
        if not marks:
            continue
        stack, left = [], []
        for i, ch in marks:  # pairs in reading order, left to right: kept
            if ch == c and stack and chars[stack[-1]] == o:
                stack.pop()
            else:
                stack.append(i)
        for i in stack:  # what is left: pairs in reversed order, ")…(": mirrored
            if chars[i] == o and left and chars[left[-1]] == c:
                j = left.pop()
                chars[i], chars[j] = c, o
            elif chars[i] == c:
                left.append(i)
    return "".join(chars)


def visual(line: str) -> str:
    """One line of text in the order its glyphs are drawn, left to right.

    A line without a right-to-left letter is left as it is (card codes,
    numbers, English). Otherwise Arabic is joined and the line reordered; the
    paragraph direction is right to left when the language in force is, so
    that a sentence that starts with a number or a name still reads from the
    right.
    """
    if "-" in line:
        line = MINUS.sub("\u2212", line)
    if eastern_digits():
        line = line.translate(EASTERN)
    if not has_rtl(line):
        return line
    line = SIGN.sub((ALM if eastern_digits() else LRM) + r"\1", line)
    shaped = _RESHAPER.reshape(line)
    out = get_display(shaped, base_dir="R" if right_to_left() else "L")
    return mirror_pairs(out).translate(ISOLATES)
