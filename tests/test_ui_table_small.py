"""Four small things at the table, as a player meets them.

A game killed mid-way (power cut, crash) keeps the hands whose review was
not finished: each autosave lists them, not only the save on leaving. While
a claim plays out the rest of a hand, there is no "your turn" sound: there
is no turn to take. On an ultra-wide window the card tracker is as wide as
its widest line, not a long empty panel. Back from the replay opened on the
score sheet, the sheet is there again where the player had scrolled it.
"""

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    InstantThinker,
    Quiet,
    claimable_match,
    frames,
    one_hand_played,
    open_sheet,
    play_until,
    run_until,
    sheet_rows,
    tricks_played,
)
from events import click, key  # noqa: E402

from game.engine.cards import Rank  # noqa: E402
from game.storage import configure  # noqa: E402
from game.strings import eastern_digits, t  # noqa: E402
from game.ui.layout import Layout  # noqa: E402
from game.ui.screens import new_game  # noqa: E402
from game.ui.screens.replay import ReplayScreen  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.table.dialogs import ScoreSheetDialog, SummaryDialog  # noqa: E402


# ------------------------------------------- unreviewed hands, in every save
class HeldVerdict:
    """A review verdict the worker gives only once the test lets it."""

    def __init__(self, worker, fn, decision, seed):
        self.worker, self.fn, self.decision, self.seed = worker, fn, decision, seed

    def done(self):
        return self.worker.released

    def result(self):
        return self.fn(self.decision, self.seed, 60_000, 40)

    def cancel(self):
        pass


class HeldReviewer(InstantThinker):
    """Bots that answer at once; the hand reviews wait until ``released``."""

    released = False

    def run(self, fn, decision, seed, budget_ms):
        return HeldVerdict(self, fn, decision, seed)


def saved_now(home):
    """The save as a killed game leaves it: what the autosaves wrote, no exit."""
    home.storage.flush()
    return configure(home.storage.paths.data).load_game()


def test_each_autosave_lists_the_hands_still_to_review_so_a_killed_game_keeps_them(app, home):
    thinker = HeldReviewer()
    scene = new_game(home, seed=11, speed="instant", thinker=thinker, sounds=Quiet())
    app.push(scene)
    frames(app)
    m = scene.match
    play_until(app, scene, lambda: len(m.hand_logs) >= 1)
    assert m.hand_logs[0].thrown_in is None and not scene.reviews.by_hand[1].done
    assert app.top is not None and scene.session is not None  # the table never left
    saved = saved_now(home)
    assert saved.extra.get("unreviewed") == [1]  # Continue would review hand 1

    thinker.released = True
    assert run_until(app, lambda: scene.reviews.by_hand[1].done, 20000)
    n = len(m.actions)
    play_until(app, scene, lambda: len(m.actions) > n)  # the next action's save
    assert "unreviewed" not in saved_now(home).extra  # nothing is reviewed twice


# --------------------------------------------- no "your turn" during a claim
class Heard(Quiet):
    """The sounds the table played, in order."""

    enabled = True

    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)


def claim_table(app, auto: bool):
    """South on lead after 9 tricks, holding the last 4 for sure."""
    m, _ = claimable_match()
    assert m.claim(0)
    app.options.auto_claim = auto
    heard = Heard()
    scene = TableScene(match=m, seed=1, speed="normal", thinker=InstantThinker(), sounds=heard)
    app.push(scene)
    return scene, m, heard


def played_out(app, m) -> None:
    assert run_until(app, lambda: len(m.hand_logs) == 1, 60 * 60)
    frames(app, 30)
    assert m.hand_logs[0].taken[0] == 13


def test_your_claim_plays_out_without_a_your_turn_sound_at_each_trick(app):
    scene, m, heard = claim_table(app, auto=False)
    assert run_until(app, lambda: scene.hand.claim_offered())
    assert heard.played.count("turn") == 1  # your lead: you have a choice to make
    heard.played.clear()
    click(scene.hand.claim_button.rect.center)
    played_out(app, m)
    assert "turn" not in heard.played


def test_the_automatic_claim_never_sounds_your_turn(app):
    scene, m, heard = claim_table(app, auto=True)
    played_out(app, m)
    assert "turn" not in heard.played


# ------------------------------------------- the tracker on ultra-wide windows
def widest_line(scene, size: int) -> int:
    """The tracker's widest line at ``size``: its title, or a suit's symbol
    column and all thirteen ranks, as the options show them."""
    p, o = scene.renderer.painter, scene.options
    gap = "  " if eastern_digits() else " "
    ranks = gap.join(Rank(v).label(o.french_indices) for v in range(14, 1, -1))
    return max(p.measure(t("tracker.title"), size, True),
               round(size * 1.6) + p.measure(ranks, size))


def others(lay) -> list:
    """What the tracker must not cover."""
    return [lay.status, *lay.hands, *(r for r in lay.plates), lay.trick, lay.scores]


def tracker_at(size):
    """The tracker drawn at ``size`` after three tricks: (its rect, the room
    the layout gives it, what it must clear, the texts drawn, the widest line
    plus the padding). The window is closed."""
    app, scene = tricks_played(size)
    try:
        frames(app)
        lay = scene.layout
        need = widest_line(scene, lay.font_small) + 4 * max(4, lay.margin // 2)
        return (lay.tracker, Layout.compute(*size).tracker, others(lay),
                list(scene.renderer.tracker_texts), need)
    finally:
        app.close()


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_the_tracker_is_as_wide_as_its_widest_line_on_an_ultra_wide_window(language):
    for size in [(3440, 1440), (2560, 1080), (1280, 720), (1024, 600)]:
        r, room, clear, drawn, need = tracker_at(size)
        if size[0] > 2000:  # no long empty panel
            assert r.width <= need, size
        elif room.width < need:  # no room to spare: as it was
            assert r == room, size
        # in its place, top right (its text reads from the right in Arabic)
        assert (r.right, r.top, r.height) == (room.right, room.top, room.height), size
        assert not any(r.colliderect(o) for o in clear if o is not None), size
        assert len(drawn) == 5 and all(r.contains(where) for _, where in drawn), size
        assert not any("+" in text for text, _ in drawn[1:]), size  # every rank, in full


# ----------------------------------------- the replay, back to the score sheet
def press(app, dialog, label: str) -> None:
    click(next(b for b in dialog.buttons if b.label == label).rect.center)
    frames(app, 3)


def test_back_from_the_replay_the_score_sheet_is_where_the_player_left_it(app):
    scene = one_hand_played(app)
    scene.board.sheet[:] = sheet_rows(40)
    sheet = open_sheet(app, scene)
    key(pygame.K_HOME)
    frames(app)
    assert sheet.shown[0][0] == 1  # scrolled up to the first hands
    press(app, sheet, t("button.replay"))
    assert isinstance(app.top, ReplayScreen)
    key(pygame.K_ESCAPE)  # Back
    frames(app, 3)
    again = app.top
    assert isinstance(again, ScoreSheetDialog) and again is not sheet
    assert again.shown[0][0] == 1  # where the player was
    key(pygame.K_ESCAPE)  # closed, the table is there as it was
    frames(app, 3)
    assert app.top is scene and scene.human_turn() == "bid"


def test_the_replay_from_the_sheet_of_a_hands_summary_comes_back_and_the_game_goes_on(app):
    """The summary's Score sheet, then Replay, then Back: the table sat
    waiting on a summary no longer shown, and nothing went on."""
    scene = TableScene(seed=5, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    rng = random.Random(5)

    def summary():
        if isinstance(app.top, SummaryDialog):
            return True
        if scene.human_turn() is not None and scene.director.caught_up:
            scene.session.submit(0, rng.choice(scene.match.legal_actions()))
        return False

    assert run_until(app, summary, 20000)
    frames(app, 3)
    press(app, app.top, t("button.score_sheet"))
    press(app, app.top, t("button.replay"))
    assert isinstance(app.top, ReplayScreen)
    key(pygame.K_ESCAPE)
    frames(app, 3)
    assert isinstance(app.top, ScoreSheetDialog)
    key(pygame.K_ESCAPE)  # closing the sheet goes on, as from the summary
    frames(app, 3)
    assert run_until(app, lambda: scene.match.hand_number == 2
                     and scene.human_turn() is not None, 6000)
