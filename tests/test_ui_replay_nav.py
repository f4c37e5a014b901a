"""The replay, the score sheet and game over, after an evening of play.

Home and End (and the Start and End buttons) take the replay to the first
deal and to the game's result; the scoreboard at game over no longer counts
down to a target; the score sheet opens the review and comes back where the
player had scrolled it."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    ReviewingThinker,
    frames,
    one_hand_played,
    open_sheet,
    sheet_rows,
)
from events import click, key  # noqa: E402
from pygame import Rect  # noqa: E402

from game import strings  # noqa: E402
from game.ai import make_bot  # noqa: E402
from game.engine import Match, Rules  # noqa: E402
from game.engine.record import to_record  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui.screens.replay import ReplayScreen  # noqa: E402

SIZES = [(1280, 720), (1024, 600)]


def finished_record() -> dict:
    """A finished game of five hands (the easy bots, from 28 each)."""
    m = Match(Rules(), seed=4, scores=[28, 28, 28, 28])
    bots = [make_bot("easy", random.Random(16 + i)) for i in range(4)]
    while not m.is_over:
        seat = m.current_seat
        m.apply(bots[seat].decide(m.view(seat)))
    record = to_record(m, ["human", "bot", "bot", "bot"])
    assert len(record["hands"]) == 5 and record["winner"] in (0, 1)
    return record


def replay_at(app, home, size, language):
    strings.set_language(language)
    app.resize(*size)
    record = finished_record()
    screen = ReplayScreen(home, record)
    app.push(screen)
    frames(app)
    return screen, record


def at_the_result(screen, record) -> bool:
    last = record["hands"][-1]
    return (screen.hand == len(record["hands"]) - 1
            and screen.trick == len(last.get("tricks") or [])
            and screen.end_drawn is not None)


def at_the_first_deal(screen) -> bool:
    return screen.hand == 0 and screen.trick == 0 and screen.end_drawn is None


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_end_goes_to_the_games_result_and_home_to_the_first_deal(app, home, size, language):
    screen, record = replay_at(app, home, size, language)
    assert not at_the_result(screen, record)  # it opens on the last hand's deal
    key(pygame.K_END)
    frames(app)
    assert at_the_result(screen, record)  # one key, not a PgDn and 13 arrows
    assert screen.game_end_line(len(record["hands"][-1]["tricks"])) != ""
    key(pygame.K_HOME)
    frames(app)
    assert at_the_first_deal(screen)
    key(pygame.K_RIGHT if language == "ar" else pygame.K_LEFT)  # nothing before the first deal
    frames(app)
    assert at_the_first_deal(screen)


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_arrow_keys_go_the_way_the_trick_buttons_point(app, home, language):
    """In Arabic the Next trick button sits left of Previous (the footer reads
    from the right), so the left arrow goes to the next trick there, as the
    bid panel's arrows do; in English the right arrow does."""
    screen, record = replay_at(app, home, (1280, 720), language)
    buttons = {b.name: b for b in screen.buttons}
    toward_next = pygame.K_LEFT if buttons["next"].rect.x < buttons["prev"].rect.x \
        else pygame.K_RIGHT
    toward_prev = pygame.K_RIGHT if toward_next == pygame.K_LEFT else pygame.K_LEFT
    assert (toward_next == pygame.K_LEFT) == (language == "ar")
    key(pygame.K_HOME)
    frames(app)
    key(toward_next)
    frames(app)
    assert (screen.hand, screen.trick) == (0, 1)
    key(toward_prev)
    frames(app)
    assert at_the_first_deal(screen)


@pytest.mark.parametrize("language", ["en", "ar"])
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_start_and_end_buttons_do_the_same_and_fit_the_window(app, home, size, language):
    screen, record = replay_at(app, home, size, language)
    buttons = {b.name: b for b in screen.buttons}
    window = Rect((0, 0), size)
    for b in screen.buttons:
        assert window.contains(b.rect), b.name
        assert not any(b.rect.colliderect(o.rect) for o in screen.buttons if o is not b)
    click(buttons["last"].rect.center)
    frames(app)
    assert at_the_result(screen, record)
    click(buttons["first"].rect.center)
    frames(app)
    assert at_the_first_deal(screen)
    # in reading order: Start before the hand and trick buttons, End after them
    names = [b.name for b in sorted(screen.buttons, key=lambda b: b.rect.x,
                                    reverse=language == "ar")]
    assert names.index("first") < names.index("prev_hand") < names.index("next_hand") \
        < names.index("last")


def test_the_key_line_names_home_and_end(app, home):
    screen, _ = replay_at(app, home, SIZES[0], "en")
    assert "Home End" in screen.footer_keys
    for shown in ("\u2190 \u2192", "PgUp PgDn", "V ", "E ", "Esc"):  # the others stay
        assert shown in screen.footer_keys


def test_game_over_scoreboard_does_not_count_down_to_the_target(app, home):
    """At game over the table's scoreboard says which team won, and nothing
    of how far the losers were from a target that no longer counts."""
    from test_screens import finished_table

    from game.ui.table.dialogs import GameOverDialog

    scene = finished_table(app, home)
    frames(app, 3)
    assert isinstance(app.top, GameOverDialog)
    winner = scene.dialogs.over.winner
    drawn = scene.renderer.scores_drawn  # (total, the line beside it), as last drawn
    assert [how for _, how in drawn] == [t("plate.won") if team == winner else ""
                                         for team in (0, 1)]
    assert not any(t("scores.to_go", n=n) in how for _, how in drawn for n in range(1, 100))


def test_the_score_sheet_keeps_its_place_after_the_review(app):
    """Scrolled up to the first hands, Review, then Close: the sheet comes
    back on the hands the player was reading, not on the latest ones."""
    from game.ui.table.dialogs import ScoreSheetDialog
    from game.ui.table.review import ReviewDialog

    scene = one_hand_played(app, 5, ReviewingThinker())
    scene.board.sheet[:] = sheet_rows(40)
    sheet = open_sheet(app, scene)
    assert sheet.shown[-1][0] == 40  # it opens on the latest hands
    key(pygame.K_HOME)
    frames(app)
    assert sheet.shown[0][0] == 1
    review = next(b for b in sheet.buttons if b.label == t("button.review"))
    click(review.rect.center)
    frames(app, 3)
    assert isinstance(app.top, ReviewDialog)
    key(pygame.K_ESCAPE)
    frames(app, 3)
    again = app.top
    assert isinstance(again, ScoreSheetDialog) and again is not sheet
    assert again.shown[0][0] == 1  # where the player was
