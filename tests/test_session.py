"""The table as a session, headless (no display): ``TableSession`` plays
whole games with bots; its listeners keep the game and the statistics; a
program that crashes is replaced; a dead worker never makes the frame
thread search."""

from __future__ import annotations

import os
import random
import signal
import sys
import threading
import time

import pytest
from doubles import claimable_match

from game.ai import make_bot
from game.engine import IllegalAction, Match, Phase, Rules
from game.engine import events as ev
from game.engine.match import Deal
from game.engine.reasons import Illegal
from game.session import Immediate, Keeper, TableSession
from game.session.bots import FAST_BOT
from game.storage import configure

SHORT = Rules(target=21)  # short games: a whole one in a second or two


def play_out(session: TableSession, you=None, rng=None, limit: int = 20000) -> None:
    """Run the session as the frame loop would (``update`` each frame), with
    ``you(session)`` answering South's turns."""
    for _ in range(limit):
        m = session.match
        if m.is_over:
            return
        if session.is_human(m.turn):
            you(session)
        session.update(1.0, ready=True)
    raise AssertionError("the game did not end")


def random_south(rng):
    """You, bidding as the easy bot would (random bids would lose forever)
    and playing a random legal card."""
    easy = make_bot("easy", rng)

    def act(session):
        m = session.match
        action = easy.decide(m.view(0)) if m.phase is Phase.BIDDING else \
            rng.choice(m.legal_actions())
        session.submit(0, action)
    return act


def test_a_whole_game_is_saved_after_every_action_and_continues_from_any_of_them(tmp_path):
    store = configure(tmp_path)
    keeper = Keeper(store, store.load_stats, game_id="g1", extra={"seed": 9})
    session = TableSession(Match(SHORT, seed=9), ["human", "bot:random", "bot:easy",
                                                  "bot:random"], thinker=Immediate(),
                           rng=random.Random(9))
    session.listen(keeper)
    checked = []

    def check(s, events):  # after each action: what Continue would open
        if len(checked) % 7 == 0 and not s.match.is_over:
            store.flush()
            saved = configure(tmp_path).load_game()
            assert saved is not None and saved.game_id == "g1"
            assert saved.match.events == s.match.events
            assert saved.match.scores == s.match.scores and saved.match.turn == s.match.turn
            assert saved.players == s.players
        checked.append(len(events))

    session.listen(check)
    play_out(session, random_south(random.Random(1)))
    m = session.match
    assert m.is_over and m.winner is not None
    assert len(checked) == sum(1 for a in m.actions if type(a) is not Deal)  # each one heard
    store.flush()
    assert configure(tmp_path).load_game() is None  # a finished game leaves no save
    record = configure(tmp_path).last_record()
    assert record is not None and len(record["hands"]) == len(m.hand_logs)


def test_continue_rebuilds_the_same_game_and_it_plays_on(tmp_path):
    store = configure(tmp_path)
    session = TableSession(Match(SHORT, seed=4), ["human"] + ["bot:easy"] * 3,
                           thinker=Immediate(), rng=random.Random(4))
    session.listen(Keeper(store, store.load_stats, game_id="g2"))
    rng = random.Random(2)
    while session.match.hand_number < 2 or len(session.match.trick) != 2:
        if session.is_human(session.match.turn):
            random_south(rng)(session)
        session.update(1.0, ready=True)
    store.flush()
    saved = configure(tmp_path).load_game()
    again = TableSession(saved.match, saved.players, thinker=Immediate(),
                         rng=random.Random(4))
    assert again.match.events == session.match.events
    assert again.match.trick == session.match.trick and again.match.turn == session.match.turn
    play_out(again, random_south(rng))
    assert again.match.is_over


def test_statistics_count_each_finished_game_once(tmp_path):
    store = configure(tmp_path)
    won = hands = 0
    for n in (1, 2):
        keeper = Keeper(store, store.load_stats, game_id=f"game{n}")
        session = TableSession(Match(SHORT, seed=n), ["human"] + ["bot:easy"] * 3,
                               thinker=Immediate(), rng=random.Random(n))
        session.listen(keeper)
        play_out(session, random_south(random.Random(n)))
        keeper(session, [])  # one more save of the finished game counts nothing
        keeper.count(session)
        session.stop()  # stopping a finished game changes nothing
        won += session.match.winner == 0
        hands += sum(1 for h in session.match.hand_logs if h.thrown_in is None)
        stats = configure(tmp_path).load_stats()
        assert stats.games_played == n and stats.games_won == won
        assert stats.hands_played == hands  # each played hand once


def test_a_bots_games_count_nothing(tmp_path):
    store = configure(tmp_path)
    session = TableSession(Match(SHORT, seed=3), ["bot:easy"] * 4, thinker=Immediate(),
                           rng=random.Random(3))
    session.listen(Keeper(store, store.load_stats, count_stats=False))
    play_out(session)
    assert configure(tmp_path).load_stats().games_played == 0


def test_submit_is_the_one_way_in_and_refuses_with_a_reason():
    session = TableSession(Match(seed=5), ["human"] + ["bot:random"] * 3,
                           thinker=Immediate(), rng=random.Random(5))
    heard = []
    session.listen(lambda s, events: heard.append(events))
    while session.match.turn != 0:
        session.update(1.0, ready=True)
    heard.clear()
    m = session.match
    with pytest.raises(IllegalAction) as e:
        session.submit(1, m.legal_actions()[0])  # East, out of turn
    assert e.value.reason is Illegal.NOT_YOUR_TURN and e.value.fields["turn"] == 0
    with pytest.raises(IllegalAction) as e:
        session.submit(0, 1)  # below the minimum
    assert e.value.reason is Illegal.BID_TOO_LOW
    assert heard == []  # nothing happened, nobody was told
    events = session.submit(0, m.legal_actions()[0])
    assert heard == [events] and events[0] == ev.BidMade(0, 2)


def test_the_table_waits_until_it_has_shown_everything():
    session = TableSession(Match(seed=6), ["bot:random"] * 4, thinker=Immediate(),
                           rng=random.Random(6))
    n = len(session.match.events)
    for _ in range(50):
        session.update(1.0, ready=False)
    assert len(session.match.events) == n  # no bot acted behind the table's back
    session.update(1.0, ready=True)
    session.update(1.0, ready=True)
    assert len(session.match.events) > n


def test_the_hand_limit_and_the_turn_timer():
    session = TableSession(Match(seed=8), ["human"] + ["bot:random"] * 3,
                           thinker=Immediate(), rng=random.Random(8), turn_timer=5,
                           hands_limit=2, stand_in="random")
    waited = 0.0
    while not session.limit_reached:
        if session.is_human(session.match.turn):
            before = len(session.match.events)
            session.update(1.0, ready=True)
            if len(session.match.events) == before:
                waited += 1.0
                assert session.turn_left == max(0.0, 5 - waited % 6)
                continue
            waited = 0.0
        else:
            session.update(1.0, ready=True)
    assert session.hands_done == 2
    session.stop()
    assert session.match.is_over and session.match.winner is None


CRASHER = r"""
import json, sys
n = 0
for line in sys.stdin:
    msg = json.loads(line)
    if msg["type"] == "hello":
        print(json.dumps({"name": "crasher"}), flush=True)
        continue
    n += 1
    if n > %d:
        sys.exit(3)  # a crash in the middle of the hand
    print(json.dumps({msg["type"] == "play" and "card" or msg["type"] == "bid" and "bid"
                      or "redeal": msg["view"]["legal"][0]}), flush=True)
"""


def test_a_program_that_crashes_mid_hand_is_replaced_and_the_game_goes_on(tmp_path):
    bot = tmp_path / "crasher.py"
    bot.write_text(CRASHER % 5)
    command = f'exec:"{sys.executable}" "{bot}"'
    session = TableSession(Match(seed=12), ["bot:easy", command, "bot:easy", "bot:easy"],
                           rng=random.Random(12), thinker=Immediate(), exec_time_limit=5)
    notes = []
    try:
        for _ in range(40000):
            if session.match.hand_number > 3:
                break
            session.update(0.5, ready=True)
            notes += session.notes()
            time.sleep(0.0005)
    finally:
        session.close()
    m = session.match
    faults = [f for k, f in notes if k == "bots.fault"]
    assert faults and faults[0]["seat"] == 1 and faults[0]["fault"] == "exited"
    crashed = m.hand_logs[0]  # its sixth request came in the first hand
    assert crashed.thrown_in is None or crashed.thrown_in["reason"] != "no_pictures"
    assert m.hand_number > 3  # the game went on, hands after the crash included


def test_a_dead_worker_never_makes_the_frame_thread_search(monkeypatch):
    """The worker process is killed while it thinks: the frame thread goes
    on without blocking, runs no search, and the bot's move arrives."""
    import game.ai.search_bots as search_bots
    main = threading.get_ident()
    searched = []
    for cls in (search_bots.HardBot, search_bots.MediumBot):
        real = cls.decide

        def spy(self, view, *a, _real=real, **kw):
            if threading.get_ident() == main:
                searched.append(type(self).__name__)
            return _real(self, view, *a, **kw)
        monkeypatch.setattr(cls, "decide", spy)
    m = Match(seed=21)
    session = TableSession(m, ["bot:hard"] * 4, rng=random.Random(21), factor=0.0)
    try:
        thinker = None
        deadline = time.monotonic() + 60
        while thinker is None and time.monotonic() < deadline:
            session.loader.start()
            thinker = session.loader.peek()
            time.sleep(0.05)
        assert thinker is not None and thinker.uses_process
        n = len(m.events)
        session.update(0.016)  # the question goes to the worker
        assert session.bots.pending is not None
        pids = thinker.worker_pids()
        deadline = time.monotonic() + 30
        while not pids and time.monotonic() < deadline:
            time.sleep(0.02)
            pids = thinker.worker_pids()
        os.kill(pids[0], signal.SIGKILL)
        longest, notes = 0.0, []
        deadline = time.monotonic() + 60
        while len(m.events) == n and time.monotonic() < deadline:
            t0 = time.perf_counter()
            session.update(0.016)
            longest = max(longest, time.perf_counter() - t0)
            notes += [k for k, _ in session.notes()]
            time.sleep(0.01)
        assert len(m.events) > n  # the bot's move arrived
        assert "bots.restarted" in notes  # and the table said why it took a moment
        assert searched == []  # no search ran on this (the frame) thread
        assert longest < 0.5  # a search blocking here would take a second or more
        assert session.bots.fast is False and FAST_BOT == "easy"
    finally:
        session.close()


def test_you_may_claim_only_what_the_engine_confirms():
    m, _ = claimable_match()
    session = TableSession(m, ["human"] + ["bot:random"] * 3, thinker=Immediate(),
                           rng=random.Random(1))
    assert session.can_claim(0)
    session.update(1.0, ready=True)
    assert len(m.tricks) == 9  # no automatic claim: nothing moves until you claim
    first = session.claim(0)
    assert any(type(e) is ev.CardPlayed and e.seat == 0 for e in first)
    for _ in range(40):
        session.update(1.0, ready=True)
    assert m.hand_logs[0].taken[0] == 13  # your cards were played out to the end
    # a hand in progress where the claim is not certain: refused, nothing played
    m2 = Match(seed=3, first_dealer=3)
    s2 = TableSession(m2, ["human"] + ["bot:random"] * 3, thinker=Immediate(),
                      rng=random.Random(3))
    bid_in = [3, 3, 3, 3]
    while m2.phase is Phase.BIDDING:
        s2.submit(m2.turn, bid_in[m2.turn])
    assert m2.turn == 0 and not m2.claim(0)
    n = len(m2.events)
    assert s2.claim(0) == [] and len(m2.events) == n


def test_your_only_legal_card_is_played_for_you_when_you_ask_for_it():
    rng = random.Random(5)
    for auto in (False, True):
        m = Match(seed=5)
        session = TableSession(m, ["human"] + ["bot:easy"] * 3, thinker=Immediate(),
                               rng=random.Random(5), auto_single=auto)
        lone = 0
        for _ in range(3000):
            if m.hand_number > 1 or m.is_over:
                break
            if session.is_human(m.turn):
                legal = m.legal_actions()
                if m.phase is Phase.PLAYING and len(legal) == 1:
                    before = len(m.tricks), len(m.trick)
                    session.update(1.0, ready=True)
                    moved = (len(m.tricks), len(m.trick)) != before
                    assert moved is auto  # played for you only with the option
                    lone += 1
                    if auto:
                        continue
                session.submit(0, rng.choice(m.legal_actions()) if m.phase is
                               Phase.PLAYING else max(legal[0], 3))
            else:
                session.update(1.0, ready=True)
        assert lone > 0
