"""Polish a screen review found at 1024x600 and 1280x720, in English and
Arabic, checked as a player sees them: the game-over buttons each have room
for their label, the dealer chip's letter sits in the chip's middle, the
settings page never shows a row cut at the panel's edge, and the title's
Quit reads as a quiet button until the pointer is on it."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet  # noqa: E402
from events import key  # noqa: E402

from game.options import Options  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui import theme  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.screens import install  # noqa: E402
from game.ui.screens.settings import SettingsScreen  # noqa: E402
from game.ui.screens.title import TitleScreen  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.table.dialogs import GameOverDialog  # noqa: E402
from game.ui.widgets import Painter  # noqa: E402

DT = 1 / 60
SIZES = [(1024, 600), (1280, 720)]
LANGS = ["en", "ar"]
size_ids = pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
languages = pytest.mark.parametrize("language", LANGS, indirect=True)


def frames(app, n=2):
    for _ in range(n):
        app.step(DT)


# ------------------------------------------------------- 1. game over buttons
@size_ids
@languages
def test_the_game_over_buttons_each_have_room_for_their_label(language, size, monkeypatch):
    """All five buttons the game offers at game over: inside the dialog, apart
    from each other, and every label drawn whole at the buttons' text size."""
    monkeypatch.setattr(Painter, "fits", [])
    app = App(size, options=Options(sound=False))
    try:
        labels = [t("button.play_again"), t("button.score_sheet"), t("button.review"),
                  t("button.replay"), t("button.to_menu")]
        dialog = GameOverDialog(t("over.title_won"), t("over.title_won"), [41, 30, 12, 20], 0,
                                [(label, None) for label in labels], size=(0.8, 0.62))
        app.push(dialog)
        frames(app)
        lay = app.layout
        screen = pygame.Rect((0, 0), lay.size)
        assert screen.contains(dialog.rect)
        row = sorted(dialog.buttons, key=lambda b: b.rect.left)
        for b in row:
            assert dialog.rect.contains(b.rect.inflate(2 * lay.margin, 2 * lay.margin)), b.label
        for a, b in zip(row, row[1:]):
            assert b.rect.left - a.rect.right >= lay.margin // 2, (a.label, b.label)
        drawn = {text: (asked, used, room, width)
                 for text, asked, used, room, width in Painter.fits if text in labels}
        assert set(drawn) == set(labels)
        for text, (asked, used, _room, width) in drawn.items():
            assert used == asked, f"{text!r} squeezed from {asked} to {used}"
            button = next(b for b in dialog.buttons if b.label == text)
            assert width + lay.font // 2 <= button.rect.width, text  # space around it
        # reading order: the first button where the line starts
        first = dialog.buttons[0]
        assert first is (row[-1] if language == "ar" else row[0])
    finally:
        app.close()


# --------------------------------------------------------- 2. the dealer chip
def ink_centre(surface, centre, radius):
    """The middle of the dark pixels (the letter) inside the chip's ring."""
    cx, cy = centre
    inner = radius - 3  # clear of the gold ring
    ink = [(x, y) for x in range(cx - inner, cx + inner + 1)
           for y in range(cy - inner, cy + inner + 1)
           if (x - cx) ** 2 + (y - cy) ** 2 <= inner * inner
           and sum(surface.get_at((x, y))[:3]) < 450]
    assert ink, "no letter drawn in the chip"
    xs, ys = [x for x, _ in ink], [y for _, y in ink]
    return (min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2


@size_ids
@languages
def test_the_dealer_chips_letter_sits_in_the_chips_middle(language, size):
    app = App(size, options=Options(sound=False))
    try:
        scene = TableScene(seed=7, speed="instant", thinker=InstantThinker(), sounds=Quiet())
        app.push(scene)
        app.step(DT)
        for _ in range(600):
            if scene.board.hand_number:
                break
            app.step(DT)
        assert scene.board.hand_number
        surface = pygame.Surface(app.layout.size)
        surface.fill((0, 0, 0))
        scene.renderer.draw_plate(surface, scene.board.dealer)
        (cx, cy), radius = scene.renderer.dealer_chip_drawn
        x, y = ink_centre(surface, (cx, cy), radius)
        assert abs(x - cx) <= 1.5 and abs(y - cy) <= 1.5, \
            f"{t('plate.dealer')!r} inked at {(x, y)}, chip centre {(cx, cy)}"
    finally:
        app.close()


# ------------------------------------------------------ 3. settings, options
@size_ids
@languages
def test_no_options_row_is_cut_at_the_panels_edge(home, language, size, monkeypatch):
    """Every row drawn is whole inside the panel, from the top of the page to
    its last row, by keyboard and by the wheel; the last row is reached."""
    drawn = []
    draw_row = SettingsScreen._draw_row

    def spy(self, surface, ctl, rect, *rest):
        drawn.append((ctl.key, rect.copy()))
        return draw_row(self, surface, ctl, rect, *rest)

    monkeypatch.setattr(SettingsScreen, "_draw_row", spy)
    home.settings.options.sound = False
    app = App(size, options=home.settings.options)
    install(app, home)
    try:
        screen = SettingsScreen(home, page="options")
        app.push(screen)
        keys = [c.key for c in screen.current]
        seen = set()

        def check():
            drawn.clear()
            frames(app)
            assert drawn
            for name, rect in drawn:
                assert screen.view.contains(rect), f"row {name} cut: {rect} in {screen.view}"
                seen.add(name)

        check()
        for _ in keys:  # down to the last row
            key(pygame.K_DOWN)
            check()
        key(pygame.K_UP)
        check()
        assert keys[-1] in seen and screen.scroll["options"] > 0
        for notch in [1] * len(keys) + [-1] * 3:  # the wheel up to the top, then down
            pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=notch,
                                                 flipped=False, precise_x=0.0,
                                                 precise_y=float(notch), touch=False))
            check()
        assert screen.scroll["options"] > 0
        assert seen == set(keys)
    finally:
        app.close()


# ---------------------------------------------------------- 4. a quiet Quit
@size_ids
def test_the_titles_quit_is_a_quiet_button_filled_only_under_the_pointer(home, size):
    home.settings.options.sound = False
    app = App(size, options=home.settings.options)
    install(app, home)
    try:
        title = TitleScreen(home)
        app.push(title)
        frames(app)
        quit_ = next(b for b in title.buttons if b.name == "quit")
        normal = next(b for b in title.buttons if b.style == "normal")
        assert quit_.style == "flat"

        def fill(button):  # beside the centred label, clear of the border
            return tuple(app.surface.get_at((button.rect.left + 6, button.rect.centery))[:3])

        def outside(button):  # the felt just left of the button
            return tuple(app.surface.get_at((button.rect.left - 4, button.rect.centery))[:3])

        idle, felt, plain = fill(quit_), outside(quit_), fill(normal)
        assert max(abs(a - b) for a, b in zip(idle, felt)) <= 3, (idle, felt)  # no fill
        assert max(abs(a - b) for a, b in zip(idle, plain)) >= 6, (idle, plain)
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=quit_.rect.center,
                                             rel=(0, 0), buttons=(0, 0, 0)))
        frames(app)
        assert title.hover is quit_
        hover = fill(quit_)
        assert max(abs(a - b) for a, b in zip(hover, idle)) > 10, (hover, idle)
        assert hover != fill(normal)
        # its label stays readable on the felt, with or without the hover fill
        for under in (idle, hover):
            assert contrast(theme.TEXT, under) >= 4.5
    finally:
        app.close()


def contrast(a, b) -> float:
    def lum(rgb):
        def ch(c):
            c = c / 255
            return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
        r, g, b_ = (ch(c) for c in rgb[:3])
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)
