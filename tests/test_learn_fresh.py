"""Learn to play, looked at afresh by a beginner: the first lesson names its
cards as the cards show them (the French indices 1 R D V of Lebanon and
Syria, or A K Q J when the player chose those), and the scoring lesson says
what bids are worth as the engine scores them (a 9 is worth 27, not the
double a "from 5 up the values double" once promised)."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402
from doubles import frames, lesson_window, run_until  # noqa: E402

from game.engine import PRESETS, Card  # noqa: E402
from game.learn.lessons import by_key  # noqa: E402
from game.ui.screens.learn import LessonDone  # noqa: E402


@pytest.mark.parametrize("french", [True, False])
def test_the_first_lesson_names_the_king_and_ace_as_the_cards_show_them(home, french):
    """"Layla led the king of diamonds … play your ace" under cards marked R
    and 1: the line now shows each card as the table draws it (R♦ and 1♦,
    or K♦ and A♦ with the English indices), so the beginner can find them."""
    home.settings.options.french_indices = french
    app, scene = lesson_window(home, (1024, 600), "follow")
    try:
        assert run_until(app, lambda: scene.human_turn() == "play")
        said = scene.coach_text()
        king, ace = (scene.card_text(Card.parse(code)) for code in ("KD", "AD"))
        assert (king, ace) == (("R\u2666", "1\u2666") if french else ("K\u2666", "A\u2666"))
        assert king in said and ace in said
    finally:
        app.close()


def test_the_scoring_lesson_says_each_bids_worth_as_the_engine_scores_it(home):
    """The scoring lesson once said "from 5 up the values double … and so
    on" above a bid panel showing ±27 for a 9: every worth it states is the
    engine's, it reaches the 9 (the first bid not worth double), and no line
    of it says "double" while the engine does not double every bid from 5."""
    rules = PRESETS["lebanese"]
    lesson = by_key("double")
    assert lesson.rules == "lebanese"
    app, scene = lesson_window(home, (1280, 720), "double")
    try:
        assert run_until(app, lambda: scene.human_turn() == "bid" and scene.bid_panel.visible)
        said = scene.coach_text()
        scene.human_bid(5)
        assert run_until(app, lambda: isinstance(app.top, LessonDone))
        frames(app)
        done = " ".join(text for text, _ in app.top.lines)
    finally:
        app.close()
    stated = {int(b): int(v) for b, v in
              re.findall(r"\b(\d+) is worth (\d+)\b", done)}
    assert stated and all(v == rules.bid_value(b, 0) for b, v in stated.items())
    first_not_double = next(b for b in range(5, 14) if rules.bid_value(b, 0) != 2 * b)
    assert first_not_double in stated
    doubles_all = all(rules.bid_value(b, 0) == 2 * b for b in range(5, 13))
    title = lesson.line("lesson.double.title")
    assert not doubles_all
    for line in (said, done, title, lesson.line("lesson.double.wrong")):
        assert "double" not in line.lower()
