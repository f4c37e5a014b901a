"""Every button is readable: the text drawn on it against the fill actually
drawn under it, over the backgrounds buttons sit on, meets WCAG 2 contrast
(4.5:1 for text; 3:1 for a disabled button, which WCAG exempts but a player
must still be able to read). The bid panel's buttons, with their small
"±10" line, are checked in every state, the recommended (focused) one too."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import theme  # noqa: E402
from game.ui.table.bidpanel import THROWS_IN, WORTH  # noqa: E402
from game.ui.widgets import Button, Painter  # noqa: E402

pygame.display.init()
pygame.font.init()


def luminance(rgb) -> float:
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b) -> float:
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def over(colour, background):
    """``colour`` (with alpha) composited over an opaque ``background``."""
    if len(colour) < 4:
        return tuple(colour[:3])
    a = colour[3] / 255
    return tuple(round(c * a + b * (1 - a)) for c, b in zip(colour[:3], background[:3]))


BACKGROUNDS = {"felt": theme.FELT, "dialog": over(theme.PANEL_SOLID, theme.FELT),
               "status bar": over(theme.STATUS, theme.FELT),
               "bid panel": over(theme.PANEL_SOLID, theme.FELT_LIGHT)}
# where each style of button is used
WHERE = {"normal": ("felt", "dialog", "bid panel"), "primary": ("felt", "dialog", "bid panel"),
         "flat": ("status bar",)}
STATES = ("plain", "hover", "selected", "disabled")
# the small second lines: the bid panel's, and the title's Continue ("Hand 3 · Us 12")
SUBS = {"worth": ("normal", WORTH), "throws in": ("normal", THROWS_IN),
        "continue": ("primary", theme.TEXT_DARK)}


def drawn(style, state, sub, background):
    """Draw a button as the game does; return [(text, colour, fill under it)]."""
    surface = pygame.Surface((260, 80))
    surface.fill(background)
    painter = Painter()
    calls = []
    fit = painter.fit_text

    def recording(text, size, width, colour=theme.TEXT, bold=False):
        calls.append((text, colour))
        return fit(text, size, width, colour, bold)

    painter.fit_text = recording
    b = Button("b", pygame.Rect(10, 10, 240, 60), "10", None, enabled=state != "disabled",
               selected=state == "selected", style=style,
               sub="\u00b130" if sub else "", sub_colour=SUBS[sub][1] if sub else theme.TEXT_DIM)
    b.draw(surface, painter, 22, hover=state == "hover")
    fill = surface.get_at((b.rect.left + 6, b.rect.centery))  # beside the centred text
    return [(text, colour, fill) for text, colour in calls]


CASES = [(style, state, sub, where) for style in WHERE for state in STATES
         for sub in (None, *SUBS) for where in WHERE[style]
         if sub is None or SUBS[sub][0] == style]


@pytest.mark.parametrize("style,state,sub,where", CASES)
def test_button_text_is_readable_in_every_state(style, state, sub, where):
    need = 3.0 if state == "disabled" else 4.5
    for text, colour, fill in drawn(style, state, sub, BACKGROUNDS[where]):
        ratio = contrast(colour, fill)
        assert ratio >= need, (f"{style} button, {state}, {text!r} "
                               f"{tuple(colour[:3])} on {tuple(fill)[:3]}: {ratio:.2f}:1")


def test_the_measure_itself_can_fail():
    """Gold on gold, the reported fault, measures far below 4.5:1."""
    assert contrast(theme.GOLD, theme.BUTTON_SELECTED) < 1.5
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
