"""Defects a second screen audit found, in English and Arabic, checked as a
player sees them (drawn rectangles and pixels, under the dummy video driver)."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    frames,
    open_sheet,
    sheet_rows,
    table_at_your_bid,
    to_your_card,
    window,
)

from game.options import Options  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui.app import App  # noqa: E402

DT = 1 / 60
LANGS = ["en", "ar"]


def ids(size):
    return f"{size[0]}x{size[1]}"


# ------------------------------------------------ the score sheet's column heads
@pytest.mark.parametrize("size", [(640, 400), (800, 600), (1024, 600), (1280, 720)], ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_sheets_column_heads_never_run_together(language, size):
    """Under each player's name, "bid/taken", "pts" and "total" are three
    words two spaces apart at least (at 640x400 they read "bid/takenpts")."""
    app = window(size)
    try:
        scene = table_at_your_bid(app)
        scene.board.sheet[:] = sheet_rows(12)
        sheet = open_sheet(app, scene)
        subs = (t("sheet.bid_taken"), t("sheet.points"), t("sheet.total"))
        heads = [(text, r) for text, r in sheet.header if text in subs]
        size_ = sheet._metrics(sheet.layout)["sub_size"]
        space = 2 * sheet.painter.measure(" ", size_)
        assert space >= 4
        seats = [heads[i:i + 3] for i in range(0, len(heads), 1)
                 if heads[i][0] == subs[0]]
        assert len(seats) == 4
        for seat in seats:
            assert [text for text, _ in seat] == list(subs)
            spans = sorted((r.left, r.right) for _, r in seat)
            for (_, right), (left, _) in zip(spans, spans[1:]):
                assert left - right >= space, (seat, left - right)
    finally:
        app.close()


# ----------------------------------------------------------------- game over
@pytest.mark.parametrize("size", [(640, 400), (800, 600), (1024, 600), (1280, 720),
                                  (1920, 1080)], ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_game_over_shows_the_teams_totals_above_its_buttons(language, size):
    """The reason, the four scores and "Us 62 · Them 72" are all drawn inside
    the dialog and clear of its five buttons (at 640x400 the buttons covered
    the teams' totals)."""
    from game.ui.table.dialogs import GameOverDialog, team_totals

    app = window(size)
    try:
        labels = [t("button.play_again"), t("button.score_sheet"), t("button.review"),
                  t("button.replay"), t("button.to_menu")]
        scores = [27, 43, 35, 29]
        dialog = GameOverDialog(t("over.title_won"), t("over.title_won"), scores, 0,
                                [(label, None) for label in labels], size=(0.8, 0.62))
        app.push(dialog)
        frames(app)
        texts = [text for text, _ in dialog.drawn]
        assert team_totals(scores) == t("summary.teams", us=62, them=72)
        assert team_totals(scores) in texts
        assert {"27", "43", "35", "29"} <= set(texts)
        top = min(b.rect.top for b in dialog.buttons)
        for text, r in dialog.drawn:
            assert dialog.rect.contains(r), text
            assert r.bottom <= top, (text, r.bottom, top)
        screen = pygame.Rect((0, 0), app.layout.size)
        assert screen.contains(dialog.rect)
        assert dialog.rect.top >= app.layout.status.bottom  # the status bar stays in view
    finally:
        app.close()


# ------------------------------------------------- every dialog's buttons by keys
def ring_around(dialog, button):
    """The focus ring was drawn just outside ``button``, inside the dialog."""
    ring = getattr(dialog, "focus_ring", None)
    return (ring is not None and ring.contains(button.rect) and ring != button.rect
            and dialog.rect.contains(ring))


@pytest.mark.parametrize("size", [(640, 400), (1280, 720)], ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_tab_reaches_a_confirm_dialogs_second_answer(language, size):
    """A yes/no question whose default is No (abandon the saved game, reset
    the statistics): from the keyboard, Tab moves to Yes with a ring around
    it and Enter answers Yes. Before, Enter could only ever answer No."""
    from events import key

    from game.ui.dialog import Dialog

    app = window(size)
    answered = []
    try:
        dialog = Dialog(t("title.abandon"), [(t("title.abandon_no"), lambda: answered.append("no")),
                                             (t("title.abandon_yes"),
                                              lambda: answered.append("yes"))],
                        default=0, cancel=0)
        app.push(dialog)
        frames(app)
        assert getattr(dialog, "focus_ring", None) is None  # no ring until the keyboard is used
        key(pygame.K_TAB)
        frames(app)
        assert ring_around(dialog, dialog.buttons[0])  # first Tab: where the focus is
        key(pygame.K_TAB)
        frames(app)
        assert ring_around(dialog, dialog.buttons[1])
        for b in dialog.buttons:  # the ring stays off the other button
            if b is not dialog.buttons[1]:
                assert not dialog.focus_ring.colliderect(b.rect)
        key(pygame.K_RETURN)
        frames(app)
        assert answered == ["yes"] and app.top is not dialog
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_arrows_step_across_a_dialogs_buttons_as_drawn(language):
    """Left and Right move to the button drawn on that side (in Arabic the
    row reads from the right, so Left goes on to the next answer); Shift+Tab
    goes back."""
    from events import key

    from game.ui.table.dialogs import GameOverDialog

    app = window((1024, 600))
    try:
        labels = [t("button.play_again"), t("button.score_sheet"), t("button.review"),
                  t("button.replay"), t("button.to_menu")]
        dialog = GameOverDialog(t("over.title_won"), "", [27, 43, 35, 29], 0,
                                [(label, None) for label in labels], size=(0.8, 0.62))
        app.push(dialog)
        frames(app)
        onward = pygame.K_LEFT if language == "ar" else pygame.K_RIGHT
        back = pygame.K_RIGHT if language == "ar" else pygame.K_LEFT
        seen = []
        key(onward)  # shows the focus on the default button
        for _ in labels:
            frames(app)
            seen.append(next(b.label for b in dialog.buttons if ring_around(dialog, b)))
            key(onward)
        assert seen == labels  # every button, in reading order
        frames(app)
        key(back)
        key(back)
        frames(app)
        assert ring_around(dialog, dialog.buttons[3])  # from the first, back round to Replay
        key(pygame.K_TAB, pygame.KMOD_SHIFT)
        frames(app)
        assert ring_around(dialog, dialog.buttons[2])
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_down_reaches_every_entry_of_the_pause_menu(language):
    """Esc at the table opens the pause menu; Down goes through Resume,
    Settings, Rules, Keys and Quit to menu, a ring around each in turn, and
    Enter opens the one ringed (before, Enter could only resume)."""
    from events import key

    from game.ui.table.dialogs import PauseMenu
    from game.ui.table.keys import KeysDialog

    app = window((1024, 600))
    try:
        scene = table_at_your_bid(app)
        key(pygame.K_ESCAPE)
        frames(app)
        menu = app.top
        assert isinstance(menu, PauseMenu)
        seen = []
        key(pygame.K_DOWN)
        for _ in menu.buttons:
            frames(app)
            seen.append(next(b.label for b in menu.buttons if ring_around(menu, b)))
            key(pygame.K_DOWN)
        frames(app)
        assert seen == [t(f"pause.{k}") for k in ("resume", "settings", "rules", "keys", "quit")]
        key(pygame.K_UP)
        key(pygame.K_UP)
        frames(app)
        assert ring_around(menu, menu.buttons[3])  # Keys
        key(pygame.K_RETURN)
        frames(app)
        assert isinstance(app.top, KeysDialog)
        key(pygame.K_ESCAPE)
        frames(app)
        assert isinstance(app.top, PauseMenu)  # the keys go back to the menu
        key(pygame.K_ESCAPE)
        frames(app)
        assert app.top is scene
    finally:
        app.close()


# ---------------------------------------------------------- the card tracker
@pytest.mark.parametrize("size", [(640, 400), (800, 600), (1024, 600), (1280, 720)], ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_tracker_keeps_every_suit_inside_its_panel(language, size):
    """At the first trick a suit you lack has ten cards or more still out: at
    640x400 its row ran past the panel (into Samir's plate in Arabic) and the
    title sat on the first row. Every line now stays inside the panel, one
    under the other, and each suit's row starts with its highest cards out."""
    from doubles import InstantThinker, Quiet

    from game.ui.table import TableScene

    app = App(size, options=Options(sound=False, card_tracker=True))
    try:
        scene = TableScene(seed=7, speed="instant", thinker=InstantThinker(), sounds=Quiet())
        app.push(scene)
        to_your_card(app, scene, played=0)
        frames(app)
        panel = scene.layout.tracker
        drawn = scene.renderer.tracker_drawn
        texts = scene.renderer.tracker_texts
        assert panel is not None and drawn is not None and len(texts) == 5
        assert max(len(codes) for _, codes in drawn) >= 10  # a long row to fit
        for text, r in texts:
            assert panel.contains(r), (text, r, panel)
        tops = [r.top for _, r in texts]
        assert tops == sorted(tops)
        size_used = min(r.height for _, r in texts[1:])
        for (_, a), (_, b) in zip(texts, texts[1:]):
            assert b.top - a.top >= size_used * 0.7  # lines apart, not stacked
        french = scene.options.french_indices
        for (suit, _codes), (text, _) in zip(drawn, texts[1:]):
            cards = scene.match.view(0).unseen()[suit]
            shown = text.split(" ")
            if shown[-1].startswith("+"):
                assert int(shown[-1][1:]) == len(cards) - (len(shown) - 1)
                shown = shown[:-1]
            assert shown == [c.label(french) for c in cards][:len(shown)]
    finally:
        app.close()


# ------------------------------------------------------- what the table says
def table_after_your_first_card(app, thinker=None):
    """A table (instant bots) where you have bid and played your first card,
    and it is your turn again in the next trick or this one."""
    from doubles import InstantThinker, Quiet

    from game.ui.table import TableScene

    scene = TableScene(seed=7, speed="instant", thinker=thinker or InstantThinker(),
                       sounds=Quiet())
    app.push(scene)
    to_your_card(app, scene, played=1)
    return scene


@pytest.mark.parametrize("size", [(640, 400), (1024, 600), (1280, 720), (1920, 1080)], ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_the_undo_notice_never_covers_the_undo_button(language, size):
    """Ctrl+Z: "Taken back: it is your turn again…" is said in the row where
    the Undo button stands; it covered the button's label. The notice now
    stands clear of the button, inside the window."""
    from events import key

    app = window(size)
    try:
        scene = table_after_your_first_card(app)
        key(pygame.K_z, pygame.KMOD_CTRL)
        frames(app, 3)
        assert scene.toast is not None and scene.toast[0] == t("undo.done")
        assert scene.undo_offered()  # you may take back more: the button is still there
        toast = scene.renderer.toast_drawn
        button = scene.hand.undo_button.rect
        assert toast is not None and not toast.colliderect(button)
        assert pygame.Rect((0, 0), scene.layout.size).contains(toast)
    finally:
        app.close()


@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_hint_fades_once_you_have_played(language):
    """H then the card: "Hint: play 3♦ — …" stayed up over the next trick,
    naming a card no longer in your hand. It now fades as soon as you act."""
    from doubles import HintingThinker
    from events import key

    from game.ui.table.scene import TOAST_FADE

    app = window((1024, 600))
    try:
        scene = table_after_your_first_card(app, HintingThinker())
        key(pygame.K_h)
        frames(app, 3)
        hint = scene.toast[0] if scene.toast else ""
        assert hint.startswith(t("play.hint_card", card="", reason="")[:4])
        scene.try_play(scene.match.legal_actions()[0])
        for _ in range(round(TOAST_FADE / DT) + 3):
            app.step(DT)
        assert scene.toast is None or scene.toast[0] != hint
    finally:
        app.close()


# ------------------------------------------------ the hand review's rows
@pytest.mark.parametrize("size", [(1024, 600), (1280, 720)], ids=ids)
@pytest.mark.parametrize("language", LANGS, indirect=True)
def test_a_review_rows_reason_stays_clear_of_the_rule_below_it(language, size, home):
    """Each row of the hand review holds a card and, under it, its reason
    in small type: no stroke of the reason (a "p", a "ي") may touch the rule
    that closes the row (at 1024x600 "partner's" sat on it)."""
    import random

    from doubles import ReviewingThinker
    from events import key

    from game.ai import make_bot
    from game.engine import PRESETS, Match
    from game.engine.record import to_record
    from game.ui.screens import install

    m = Match(PRESETS["lebanese"], seed=8)
    bots = [make_bot("easy", random.Random(s)) for s in range(4)]
    while m.hand_number <= 1:
        m.apply(bots[m.turn].decide(m.view(m.turn)))
    home.settings.options.sound = False
    app = App(size, options=home.settings.options)
    install(app, home)
    try:
        app.open("replay", record=to_record(m), hand=0, thinker=ReviewingThinker())
        app.step(DT)
        key(pygame.K_v)
        for _ in range(400):
            app.step(DT)
            if app.top.review.done:
                break
        app.step(DT)
        dialog = app.top
        reasoned = [row for i, row in dialog.rows_drawn if i is not None]
        assert len(reasoned) >= 4
        surface = app.surface
        ground = surface.get_at((reasoned[0].left + 2, reasoned[0].bottom - 3))
        for row in reasoned:
            for y in (row.bottom - 3, row.bottom - 2):
                inked = [x for x in range(row.left, row.right)
                         if max(abs(a - b) for a, b in zip(surface.get_at((x, y))[:3],
                                                          ground[:3])) > 40]
                assert not inked, f"text touches the rule under the row at y={y}, x={inked[:3]}"
    finally:
        app.close()
