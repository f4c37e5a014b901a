"""Small truths on screen: the replay names the players a record names (a
``match --record`` game of bots), counts its points in the plural the
language uses; the status bar counts the bids of a hand by the scores before
it (what the engine scored); the note under "Minimum bid rises" in Settings
says what the rules being edited require."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from doubles import drawn_texts, frames, run_until, start_table  # noqa: E402
from scripted import bid_in_turn, deck_for, planned_hand, play_tricks, winners_for  # noqa: E402

from game.engine import Match, Rules  # noqa: E402
from game.engine.record import to_record  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.screens import ReplayScreen  # noqa: E402


def game_record(players, seed: int = 3, hands: int = 3) -> dict:
    """A game of ``hands`` hands at random, its players as written."""
    rng = random.Random(seed)
    m = Match(Rules(), seed)
    while not m.is_over and len(m.hand_logs) < hands:
        m.apply(rng.choice(m.legal_actions()))
    m.stop()
    record = to_record(m, players)
    assert record["hands"][0]["tricks"], "a first hand thrown in: choose another seed"
    return record


def labels(app, monkeypatch) -> list[str]:
    """The players' lines over their hands, South first."""
    texts = drawn_texts(monkeypatch, app)
    return [t for t in texts if " \u00b7 bid " in t][:4]


def shown(app, home, record, trick: int = 0) -> ReplayScreen:
    screen = ReplayScreen(home, record=record, hand=0)
    app.push(screen)
    screen.trick = trick
    frames(app)
    return screen


# ---------------------------------------------------- the players' names
def test_a_match_record_names_its_bots_and_programs_not_you_and_the_table(
        app, home, monkeypatch):
    record = game_record(["bot:hard", "bot:exec:python3 /home/me/bots/mybot.py --fast",
                          "bot:easy", "exec:./other_bot"])
    shown(app, home, record, trick=1)
    lines = labels(app, monkeypatch)
    names = [line.split(" \u00b7 ")[0].removesuffix(" (D)") for line in lines]
    assert names == ["Hard", "python3 mybot.py --fast", "Easy", "other_bot"]
    texts = drawn_texts(monkeypatch, app)
    assert not any(w in text for text in texts for w in ("You", "Layla", "Samir", "Karim"))
    winner = record["hands"][0]["tricks"][0]["winner"]
    assert any(text.endswith(f"{names[winner]} wins the trick") for text in texts)
    app.pop()
    # the player's own game of the same hands keeps "You" and the table's names
    shown(app, home, {**record, "players": ["human", "bot:hard", "bot:easy", "bot:hard"]})
    names = [line.split(" \u00b7 ")[0].removesuffix(" (D)") for line in labels(app, monkeypatch)]
    assert names == ["You", "Layla", "Samir", "Karim"]


def test_the_end_of_a_bots_game_names_its_teams_not_us_and_them(app, home):
    from game.ai import make_bot

    m = Match(Rules(), 2)
    bots = [make_bot("easy", random.Random(seat)) for seat in range(4)]
    for _ in range(20_000):  # a whole game, the easy bot in every seat
        if m.is_over:
            break
        m.apply(bots[m.turn].decide(m.view(m.turn)))
    assert m.is_over
    record = to_record(m, ["bot:hard", "bot:medium", "bot:hard", "bot:medium"])
    screen = shown(app, home, record)
    screen.go_last()
    frames(app)
    end = screen.game_end_line(len(screen.current()["tricks"]))  # as drawn under the trick
    assert screen.end_drawn is not None
    winner = ("Hard", "Medium")[m.winner]
    a, b = m.scores[0] + m.scores[2], m.scores[1] + m.scores[3]
    assert end == f"{winner} win \u00b7 Hard {a} \u00b7 Medium {b}"


# --------------------------------------------------------------- points
def test_one_point_in_the_replay_is_said_in_the_singular(app, home, monkeypatch):
    record = game_record(["human", "bot:hard", "bot:hard", "bot:hard"])
    h = record["hands"][0]
    h["points"] = [1, -1, 4, 0]  # only what is drawn; the screen does not rescore it
    shown(app, home, record)
    ends = [line.rsplit(" \u00b7 ", 1)[1] for line in labels(app, monkeypatch)]
    assert ends == ["+1 pt", "\u22121 pt", "+4 pts", "+0 pts"] or \
        ends == ["+1 pt", "-1 pt", "+4 pts", "+0 pts"]


# ------------------------------------------------- the status bar's total
def test_the_status_bar_counts_the_bids_by_the_scores_before_the_hand(app):
    """Under the 5 and 6 rule, with what the bids are worth counted, South
    at 25 bids 5 (worth 10 before 30), makes it and reaches 35: under the
    hand's summary (the window resized, the table drawn afresh) the status
    bar still says what the bids were worth, 16, as the engine counted them,
    not 11 as at 35 points."""
    rules = Rules(devalue_5_6_at_30=True, min_total_counts="values")
    hands, tricks = planned_hand(winners_for([6, 2, 2, 2]), 0, 3)
    m = Match(rules, seed=1, first_dealer=3, decks=[deck_for(hands, 3)], scores=[25, 0, 0, 0])
    bid_in_turn(m, [5, 2, 2, 2])
    assert m.bids_total() == 16
    play_tricks(m, tricks[:12])
    scene = start_table(app, match=m)

    def summary_shown():
        if isinstance(app.top, Dialog):
            return True
        if scene.human_turn() == "play" and scene.director.caught_up:
            scene.session.submit(0, m.legal_actions()[0])
        return False
    assert run_until(app, summary_shown, 5000)
    assert scene.board.scores[0] == 35
    app.resize(1024, 600)  # the table drawn afresh under the summary
    frames(app)
    text, _ = scene.renderer.status_drawn["bids"]
    assert text in ("Bids worth 16, at least 11", "Worth 16, min 11")  # in full, or short


# ---------------------------------------------- Settings: the rising minimum
def test_the_rising_minimum_note_says_what_the_30s_need_when_the_minimum_is_4(app, home):
    from game.ui.screens.model import rules_controls

    home.settings.rules = home.settings.rules.replace(min_bid=4, min_bid_rises=True)
    control = next(c for c in rules_controls() if c.key == "min_bid_rises")
    note = control.note(home.settings) if callable(control.note) else control.note
    assert "30s: 4" in note and "40s: 4" in note and "30s: 3" not in note
    home.settings.rules = home.settings.rules.replace(min_bid=2)
    note = control.note(home.settings) if callable(control.note) else control.note
    assert "30s: 3" in note and "40s: 4" in note
