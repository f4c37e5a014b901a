"""An evening of play: games one after another, the statistics between them,
quitting and coming back to the game in progress."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from doubles import InstantThinker, Quiet, frames, play_until  # noqa: E402
from events import click, key  # noqa: E402

from game.ui.screens import StatsScreen, TitleScreen, continue_game, new_game, start  # noqa: E402


def played(match) -> int:
    """The hands of ``match`` played out (a thrown-in hand is not counted)."""
    return sum(log.thrown_in is None for log in match.hand_logs)


def test_statistics_reset_mid_game_count_only_the_hands_played_after(app, home):
    """Quit a game in progress, reset the statistics, Continue: the next hand
    finished is the first hand counted, not every hand of the game again."""
    start(app, home)
    scene = new_game(home, seed=3, speed="instant", thinker=InstantThinker(), sounds=Quiet())
    app.push(scene)
    frames(app)
    play_until(app, scene, lambda: played(scene.match) >= 2 and scene.human_turn() is not None,
               seed=4)
    before = played(scene.match)
    assert home.load_stats().hands_played == before
    scene.to_menu()
    frames(app, 3)
    title = app.top
    assert isinstance(title, TitleScreen)
    app.open("stats")
    frames(app)
    screen = app.top
    assert isinstance(screen, StatsScreen)
    click(next(b for b in screen.buttons if b.name == "reset").rect.center)
    frames(app)
    click(app.top.buttons[1].rect.center)  # Reset
    frames(app)
    assert home.load_stats().hands_played == 0
    key(pygame.K_ESCAPE)
    frames(app)
    assert app.top is title and title.buttons[0].name == "continue"
    resumed = continue_game(home, title.saved(), speed="instant", thinker=InstantThinker(),
                            sounds=Quiet())
    app.replace(resumed)
    frames(app)
    play_until(app, resumed, lambda: played(resumed.match) > before, seed=4)
    stats = home.load_stats()
    assert stats.hands_played == played(resumed.match) - before == 1
    assert sum(tried for _, _, tried in stats.bid_rates()) == 1
