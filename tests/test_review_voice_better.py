"""A hand's review draws a reason under the card it explains: under the
hard bot's better card, the reason is the hard bot's ("the hard bot leads
low in ♠"), never said of the player who played another card ("Medium
leads low in ♠" under a 4♠ Medium did not play) nor to the player who did
not play it; under a choice the hard bot agrees with, it is still said of
(or to) whoever made it."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from doubles import Ready, ReviewingThinker, frames  # noqa: E402
from events import key  # noqa: E402
from test_replay_reasons import BOTS, NEUTRAL  # noqa: E402
from test_replay_voice import game_record, reviewed, words_drawn  # noqa: E402

from game.strings import explain_hint, t  # noqa: E402
from game.ui.screens import ReplayScreen  # noqa: E402
from game.ui.table.review import ReviewDialog  # noqa: E402

MINE = ["human", "bot:hard", "bot:easy", "bot:hard"]


def rows(dialog) -> tuple[list, list]:
    """(the verdicts of the rows drawn where the hard bot plays another card,
    those where it agrees), each with a reason that names its player."""
    verdicts = [dialog.review.verdicts[i] for i, _ in dialog.rows_drawn if i is not None]
    said = [v for v in verdicts if v.why is not None and v.why.code not in NEUTRAL]
    better = [v for v in said if v.better is not None]
    same = [v for v in said if v.better is None]
    assert better and same  # (the record's first hand has both)
    return better, same


def test_under_the_hard_bots_better_card_a_bots_review_does_not_say_south_played_it(
        app, home, monkeypatch):
    dialog = reviewed(app, home, game_record(BOTS))
    drawn = words_drawn(app, monkeypatch)
    better, same = rows(dialog)
    for v in better:
        south_did = explain_hint(v.why, dialog.card_text, "Medium")
        assert south_did not in drawn, south_did  # "Medium expects 0–1 tricks" under 2
        line = explain_hint(v.why, dialog.card_text, t("review.hard_bot"))
        assert line in drawn and line.startswith("the hard bot ") and "Medium" not in line
    for v in same:  # Medium's own card, the hard bot agreeing: said of Medium
        assert explain_hint(v.why, dialog.card_text, dialog.who) in drawn


def test_under_the_hard_bots_better_card_your_review_does_not_say_you_did_it(
        app, home, monkeypatch):
    dialog = reviewed(app, home, game_record(MINE))
    assert dialog.who is None
    drawn = words_drawn(app, monkeypatch)
    better, same = rows(dialog)
    for v in better:
        yours = explain_hint(v.why, dialog.card_text)
        assert yours not in drawn, yours  # "leaves the trick to partner's A♣" under 3♣
        line = explain_hint(v.why, dialog.card_text, t("review.hard_bot"))
        assert line in drawn and line.startswith("the hard bot "), line
    for v in same:  # your card, the hard bot agreeing: said to you, as the hint says it
        assert explain_hint(v.why, dialog.card_text) in drawn


def test_in_arabic_the_reason_under_a_better_card_does_not_name_south(
        app, home, monkeypatch, arabic):
    dialog = reviewed(app, home, game_record(BOTS))
    drawn = words_drawn(app, monkeypatch)
    name = dialog.who.strip("\u2068\u2069")
    assert name and name != "Medium"  # (the bot's name in Arabic)
    better, same = rows(dialog)
    lines = [explain_hint(v.why, dialog.card_text, t("review.hard_bot")) for v in better]
    assert all(line in drawn and name not in line for line in lines), lines
    assert not [w for w in drawn for v in better
                if w == explain_hint(v.why, dialog.card_text, dialog.who)]
    assert all(explain_hint(v.why, dialog.card_text, dialog.who) in drawn for v in same)


class Weighing:
    """A review's worker that has weighed the first ``n`` decisions and is
    still weighing the next (it never finishes)."""

    def __init__(self, n: int):
        self.n = n

    def ask(self, level, view, seed, think_ms=None):
        return ReviewingThinker().ask(level, view, seed, think_ms)

    def run(self, fn, decision, seed, budget_ms):
        if self.n <= 0:
            return Never()
        self.n -= 1
        return Ready(fn(decision, seed, 60_000, 40))

    def close(self):
        pass


class Never(Ready):
    def __init__(self):
        super().__init__(None)

    def done(self):
        return False


def test_a_review_still_working_rules_off_its_waiting_rows_like_the_others(app, home):
    """While the hard bot weighs, a row waiting ("…") had no line under it:
    the table lost its lines halfway down."""
    screen = ReplayScreen(home, record=game_record(BOTS), hand=0, thinker=Weighing(2))
    app.push(screen)
    frames(app)
    key(pygame.K_v)
    frames(app, 4)
    dialog = app.top
    assert isinstance(dialog, ReviewDialog) and not dialog.review.done
    verdicts = dialog.review.verdicts
    waiting = [r for i, r in dialog.rows_drawn if i is not None and i >= len(verdicts)]
    weighed = [r for i, r in dialog.rows_drawn if i is not None and i < len(verdicts)]
    assert waiting and weighed
    surface = pygame.display.get_surface()
    rule = surface.get_at((weighed[0].centerx, weighed[0].bottom - 1))
    for row in waiting:
        assert surface.get_at((row.centerx, row.bottom - 1)) == rule, row
