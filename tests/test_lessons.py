"""Learn to play: each lesson can be completed by posting the right events,
rejects a wrong action with its line, and resumes where it was left; the
progress file may be damaged without losing anything else; the title offers
the lessons once."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import InstantThinker, Quiet  # noqa: E402
from events import click  # noqa: E402

from game.engine import Card, Phase  # noqa: E402
from game.learn.lessons import LESSONS, by_key, taken_item  # noqa: E402
from game.storage.lessons import LessonProgress  # noqa: E402
from game.strings import t  # noqa: E402
from game.ui.dialog import Dialog  # noqa: E402
from game.ui.screens import TitleScreen  # noqa: E402
from game.ui.screens.learn import LearnScreen  # noqa: E402
from game.ui.table import TableScene  # noqa: E402

DT = 1 / 60




def frames(app, n=2):
    for _ in range(n):
        app.step(DT)


def run_until(app, cond, n=3000):
    for _ in range(n):
        if cond():
            return True
        app.step(DT)
    return cond()


def open_lesson(app, home, key) -> TableScene:
    screen = LearnScreen(home, thinker=InstantThinker(), sounds=Quiet())
    app.push(screen)
    frames(app)
    click(next(b for b in screen.buttons if b.name == key).rect.center)
    frames(app)
    table = app.top
    assert isinstance(table, TableScene) and table.coach.lesson.key == key
    assert run_until(app, lambda: table.human_turn() is not None and table.director.caught_up)
    return table


def card_point(table, code):
    """A point on the visible part of the card ``code`` in your hand."""
    lay = table.layout
    hand = table.board.hands[0]
    i = next(k for k, s in enumerate(hand) if s.card.code == code)
    sprite = hand[i]
    right = hand[i + 1].x if i + 1 < len(hand) else sprite.x + lay.card_w
    return (round((sprite.x + right) / 2), round(sprite.y + lay.card_h * 0.6))


def do(app, table, action) -> None:
    """Post the click that takes ``action`` (a bid or a card code)."""
    if isinstance(action, int):
        assert table.bid_panel.visible
        click(table.bid_panel.buttons[table.bid_panel.legal.index(action)].rect.center)
    else:
        pos = card_point(table, action)
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    frames(app)


def right_and_wrong(lesson):
    """The action each step waits for, and a legal one it does not."""
    step = lesson.steps[0]
    legal = lesson.match().view(0).legal
    if step.accept == "bid":
        return step.bids[0], next(b for b in legal if b not in step.bids)
    if step.accept == "card":
        return step.cards[0], next(c.code for c in legal if c.code not in step.cards)
    if step.accept == "suit":
        return (next(c.code for c in legal if int(c.suit) == step.suit),
                next(c.code for c in legal if int(c.suit) != step.suit))
    return None, None


@pytest.mark.parametrize("key", [lesson.key for lesson in LESSONS if not lesson.whole_hand])
def test_each_lesson_rejects_a_wrong_action_then_takes_the_right_one(app, home, key):
    table = open_lesson(app, home, key)
    lesson = by_key(key)
    assert table.renderer.coach_drawn is not None  # it says what to do
    right, wrong = right_and_wrong(lesson)
    n = len(table.match.actions)
    do(app, table, wrong)
    assert len(table.match.actions) == n  # refused: a second try
    assert table.toast[0] == lesson.line(lesson.steps[0].wrong)  # with its numbers
    do(app, table, right)
    assert run_until(app, lambda: isinstance(app.top, Dialog))
    assert app.top.title == t("learn.finished")
    progress = json.loads(home.storage.paths.lessons.read_text())
    assert key in progress["done"] and progress["at"] == ""


def test_the_whole_hand_lesson_ends_with_the_hand_and_resumes_where_it_was_left(app, home):
    table = open_lesson(app, home, "hand")
    played = 0
    while played < 3:  # a bid and two cards, then leave
        assert run_until(app, lambda: table.human_turn() is not None and table.director.caught_up)
        legal = table.match.legal_actions()
        do(app, table, legal[0] if isinstance(legal[0], int) else legal[0].code)
        played += 1
    taken = list(table.match.actions)
    app.pop()  # leave the lesson
    frames(app)
    progress = json.loads(home.storage.paths.lessons.read_text())
    assert progress["at"] == "hand" and progress["step"] == 1
    home.extra.pop("lessons")  # as after a restart: read from the file
    again = open_lesson(app, home, "hand")
    assert again.match.actions[:len(taken)] == taken  # where it was left
    assert again.coach.step == 1
    for _ in range(40):  # to the end of the hand
        if isinstance(app.top, Dialog) and app.top.title == t("learn.finished"):
            break
        if isinstance(app.top, Dialog):
            app.top.buttons[app.top.default].click()
            frames(app)
            continue
        run_until(app, lambda: (again.human_turn() is not None and again.director.caught_up)
                  or isinstance(app.top, Dialog), n=2000)
        if again.human_turn() is not None and app.top is again:
            legal = again.match.legal_actions()
            do(app, again, legal[0] if isinstance(legal[0], int) else legal[0].code)
    assert isinstance(app.top, Dialog) and app.top.title == t("learn.finished")
    assert again.match.hand_logs  # the hand was played out


def test_a_damaged_progress_file_is_kept_aside_and_the_lessons_start_again(app, home, tmp_path):
    home.storage.paths.lessons.write_text('{"version": 1, "kind": "lessons", "done": 7, '
                                          '"at": "follow", "taken": ["ZZ"]}')
    table = open_lesson(app, home, "follow")
    assert table.match.phase is Phase.PLAYING  # the lesson opens at its start
    assert "lessons.json" in home.storage.notice()
    assert [p.name for p in tmp_path.iterdir() if p.name.startswith("lessons.json.bad")]


def test_the_title_offers_the_lessons_once(app, home):
    title = TitleScreen(home)
    app.push(title)
    frames(app)
    learn = next(b for b in title.buttons if b.name == "learn")
    assert learn.style == "primary" and learn.sub == t("learn.offer")
    click(learn.rect.center)
    frames(app)
    assert isinstance(app.top, LearnScreen)
    assert home.settings.options.lessons_offered
    saved = json.loads(home.storage.paths.settings.read_text())
    assert saved["options"]["lessons_offered"] is True
    app.pop()
    frames(app)
    learn = next(b for b in app.top.buttons if b.name == "learn")
    assert learn.style == "normal" and not learn.sub


def test_every_lesson_position_is_legal_and_waits_for_you():
    for lesson in LESSONS:
        m = lesson.match()
        assert m.turn == 0 and m.phase in (Phase.BIDDING, Phase.PLAYING)
        cards = {c for h in lesson.hands for c in h.split()}
        assert len(cards) == 52
        for step in lesson.steps:  # what a step wants is possible in its position
            if step.accept == "card":
                assert set(step.cards) <= {c.code for c in m.view(0).legal}
            if step.accept == "bid":
                assert set(step.bids) & set(m.view(0).legal)
        assert all(isinstance(a, (int, str)) for a in lesson.before)
        assert all(Card.parse(a) for a in lesson.before if isinstance(a, str))


def test_quit_from_a_lesson_goes_back_to_the_list_and_keeps_it(app, home):
    table = open_lesson(app, home, "hand")
    do(app, table, table.match.legal_actions()[0])  # your bid
    table.to_menu()
    frames(app)
    assert isinstance(app.top, LearnScreen)
    resume = next(b for b in app.top.buttons if b.name == "hand")
    assert resume.label == t("learn.resume", title=t("lesson.hand.title"))


def test_a_lesson_hand_thrown_in_is_kept_with_its_new_deal_and_resumes():
    """Bids short of the total throw the lesson's hand in and a new one is
    dealt: the progress file keeps that deal too (it once could not be
    written at all), and the lesson resumes on the same cards."""
    lesson = by_key("hand")
    m = lesson.match()
    while m.phase is Phase.BIDDING and m.hand_number == 1:
        m.apply(min(m.legal_actions()))  # 2 each: 8, short of 11
    assert m.hand_number == 2  # thrown in and dealt again
    m.apply(m.legal_actions()[0])
    start = len(lesson.before) + 1
    progress = LessonProgress(at="hand", taken=[taken_item(a) for a in m.actions[start:]],
                              step=1)
    notices: list = []
    back = LessonProgress.from_dict(json.loads(json.dumps(progress.to_dict())), notices)
    assert not notices and back.taken == progress.taken
    again = lesson.match(tuple(back.taken))
    assert again.actions == m.actions and again.hand(0) == m.hand(0)
    # a damaged deal (a card short) is dropped with a notice, the rest kept
    data = progress.to_dict()
    deal = next(a for a in data["taken"] if isinstance(a, dict))
    deal["deck"] = deal["deck"][:51]
    back = LessonProgress.from_dict(data, notices)
    assert notices and back.at == "" and back.taken == []
