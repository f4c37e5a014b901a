"""Text as it is drawn: Arabic joined and every line in visual order.

SDL_ttf draws the characters of a string left to right as they come. Arabic
must first be *shaped* (each letter takes its joined form: initial, medial,
final or isolated) and *reordered* (the Unicode bidirectional algorithm puts
a right-to-left line in the order it is seen, with numbers and Latin names
inside it still reading left to right: "41" stays "41").

``visual(line)`` does both, for one line already wrapped in logical order
(``Painter.wrap``): ``arabic_reshaper`` gives the joined forms from the
Arabic Presentation Forms-B block (which the bundled DejaVu Sans draws), with
harakat kept, and ``python-bidi`` reorders. It does not mirror: every
mirrored character (brackets, "≥", "«"...) that the algorithm resolves to a
right-to-left level is drawn as its mirror image here (rule L4), from the
levels ``python-bidi`` computed, so a bracket whose partner is on another
wrapped line, or a lone "≥", faces the right way too. It also turns Western
digits into Eastern Arabic ones when the player chose them, and draws a
negative number's hyphen as the minus sign (U+2212), so that "−2" reads
alike wherever a score is shown; in an Arabic line a signed number reads as
the Unicode CLDR's Arabic locale prints it (with Western digits the sign is
drawn before them, the number isolated as a left-to-right run so that a
Latin word after it stays apart; with Eastern ones an Arabic letter mark
before the sign), so that "+12" and "−2" read as in print. A line with no
right-to-left letter (Eastern digits in English text too) is left as it is
unless the language in force is written right to left.
Nothing else in the game reorders or shapes text: the ``Painter`` calls this
for every string it draws or measures.
"""

from __future__ import annotations

import re
from functools import lru_cache

from arabic_reshaper import ArabicReshaper
from bidi import get_display
from bidi.mirror import MIRRORED

from ..strings import eastern_digits, has_rtl, right_to_left

_RESHAPER = ArabicReshaper({"delete_harakat": False, "support_ligatures": True})
EASTERN = str.maketrans("0123456789", "\u0660\u0661\u0662\u0663\u0664\u0665\u0666\u0667"
                                      "\u0668\u0669")


# the mirrored pairs met in our text (Bidi_Mirrored): inside a right-to-left
# run an opening bracket is drawn as its closing twin, and the other way round
# (``mirror_pairs``, when the levels cannot be read; else ``MIRRORED``, each)
PAIRS = {"(": ")", "[": "]", "{": "}", "\u00ab": "\u00bb", "<": ">"}
# a hyphen that starts a number (not one inside "1-2-2" or a date): a minus
MINUS = re.compile(r"(?<![\w.\-])-(?=\d)")
# a sign that starts a number, in a line with right-to-left letters: with
# Western digits the number is isolated as a left-to-right run (LRI…PDI), so
# that it is drawn "+12", "−2" and a Latin word after it ("−1. W") is not
# drawn into it; with Eastern digits an Arabic letter mark before the sign, as
# CLDR's Arabic locale marks it: drawn after them, read first from the right
SIGN = re.compile(r"(?<![\w.+\u2212-])([+\u2212])(?=\d)")
SIGNED = re.compile(r"(?<![\w.+\u2212-])([+\u2212]\d+(?:[.,]\d+)*)")
LRI, PDI, ALM = "\u2066", "\u2069", "\u061c"
# a right-to-left letter (Hebrew, Arabic and their presentation forms), not
# an Arabic-Indic digit: digits alone do not make a line right to left
LETTER_RTL = re.compile("[\u0590-\u065f\u066d-\u06ef\u06fa-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")
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


# the classes that rule L1 sets back to the paragraph's level at the end of a
# line (with the ones X9 removed, which take no room)
_L1 = frozenset({"WS", "LRI", "RLI", "FSI", "PDI"})
_REMOVED = frozenset({"BN", "LRE", "RLE", "LRO", "RLO", "PDF"})


def _resolved(text: str, base: str) -> tuple[list[int], list[str]] | None:
    """The level and original bidi class of each character of ``text``, as
    ``python-bidi`` resolves them (read from its ``debug`` report, which gives
    them per UTF-8 byte); None when the report cannot be read."""
    info = get_display(text, base_dir=base, debug=True)
    if not isinstance(info, str):
        return None
    at_cls, at_lev = info.rfind("original_classes: ["), info.rfind("levels: [")
    at_par = info.rfind("paragraphs: [")
    if not 0 <= at_cls < at_lev < at_par:
        return None
    # "[\n L,\n AL,\n ...]," and "[\n Level(\n 1,\n ),\n ...],", without the spaces
    squeezed = "".join(info[at_cls:at_par].split())
    at = squeezed.index("levels:[")
    classes = [c for c in squeezed[len("original_classes:["):at].split(",") if c.isalpha()]
    levels = [int(n) for n in squeezed[at + len("levels:["):].replace("Level(", "")
              .replace(",)", "").split(",") if n.isdigit()]
    size = len(text.encode("utf-8"))
    if len(classes) != size or len(levels) != size:
        return None
    per_char_levels, per_char_classes, b = [], [], 0
    for ch in text:
        per_char_levels.append(levels[b])
        per_char_classes.append(classes[b])
        b += len(ch.encode("utf-8"))
    return per_char_levels, per_char_classes


def _reorder(text: str, levels: list[int], classes: list[str], para: int) -> list[int]:
    """The logical index of each character in visual order (rules L1 and L2)."""
    levels = list(levels)
    trailing = True  # L1: whitespace and isolates at the end of the line
    for i in range(len(text) - 1, -1, -1):
        if classes[i] in ("S", "B"):
            levels[i], trailing = para, True
        elif classes[i] in _L1 or classes[i] in _REMOVED:
            if trailing:
                levels[i] = para
        else:
            trailing = False
    order = list(range(len(text)))
    odd = [lv for lv in levels if lv % 2]
    if not odd:
        return order
    for k in range(max(levels), min(odd) - 1, -1):  # L2: reverse each run at k or higher
        i = 0
        while i < len(order):
            if levels[order[i]] < k:
                i += 1
                continue
            j = i
            while j < len(order) and levels[order[j]] >= k:
                j += 1
            order[i:j] = order[i:j][::-1]
            i = j
    return order


@lru_cache(maxsize=1024)
def _display(shaped: str, base: str) -> str:
    """``shaped`` reordered, and each mirrored character that is resolved to a
    right-to-left level drawn as its mirror image (rule L4): "(" read from
    the right is drawn ")", wherever its partner is, "≥" is drawn "≤"."""
    out = get_display(shaped, base_dir=base)
    if not any(ch in MIRRORED for ch in shaped):
        return out
    resolved = _resolved(shaped, base)
    if resolved is not None:
        levels, classes = resolved
        order = _reorder(shaped, levels, classes, 1 if base == "R" else 0)
        if "".join(shaped[i] for i in order) == out:
            return "".join(MIRRORED.get(shaped[i], shaped[i]) if levels[i] % 2 else shaped[i]
                           for i in order)
    return mirror_pairs(out)  # the levels could not be read: the pairs on the line


def visual(line: str) -> str:
    """One line of text in the order its glyphs are drawn, left to right.

    A line without a right-to-left letter is left as it is (card codes,
    numbers, English, and in English Eastern digits too: "٠–٩" stays in its
    order). Otherwise Arabic is joined and the line reordered; the paragraph
    direction is right to left when the language in force is, so that a
    sentence that starts with a number or a name still reads from the right;
    a bracket or another mirrored character read right to left is mirrored.
    The answer is kept (``_visual``): joining a line takes about a
    millisecond, and a line is measured again and again (every word of a
    paragraph as it is wrapped, a label each frame).
    """
    return _visual(line, eastern_digits(), right_to_left())


@lru_cache(maxsize=4096)
def _visual(line: str, eastern: bool, rtl: bool) -> str:
    """``visual`` with the digits chosen and the direction of the language in force."""
    if "-" in line:
        line = MINUS.sub("\u2212", line)
    if eastern:
        line = line.translate(EASTERN)
    if not has_rtl(line):
        return line
    if not rtl and not LETTER_RTL.search(line):
        return line
    if eastern:
        line = SIGN.sub(ALM + r"\1", line)
    else:
        line = SIGNED.sub(LRI + r"\1" + PDI, line)
    shaped = _RESHAPER.reshape(line)
    return _display(shaped, "R" if rtl else "L").translate(ISOLATES)
