"""The non-blocking Thinker: decisions and hints arrive through done()/result()
from a worker process, and are legal."""

from __future__ import annotations

import time

from game.ai.worker import Thinker
from game.engine import Match
from game.learn.review import Decision, judge_seeded
from game.strings import explain_hint


def wait(decision, limit=30.0):
    end = time.monotonic() + limit
    polls = 0
    while not decision.done():
        assert time.monotonic() < end, "the worker never answered"
        polls += 1
        time.sleep(0.005)
    return decision.result(), polls


def test_thinker_answers_legal_actions_and_hints_off_the_caller_thread():
    m = Match(seed=11)
    t = Thinker()
    try:
        assert t.uses_process
        bid, _ = wait(t.ask("hard", m.view(m.turn), seed=1, think_ms=50))
        assert bid in m.legal_actions()
        m.apply(bid)
        (action, why), _ = wait(t.hint(m.view(m.turn), seed=2, think_ms=50))
        assert action in m.legal_actions()
        assert explain_hint(why).startswith("expects ")
        while m.phase.name == "BIDDING":
            m.apply(max(3, m.legal_actions()[0]))
        d = t.ask("hard", m.view(m.turn), seed=3, think_ms=200)
        assert not d.done()  # returns at once; the search runs elsewhere
        card, polls = wait(d)
        assert card in m.legal_actions() and polls > 0
        (card, why), _ = wait(t.hint(m.view(m.turn), seed=4, think_ms=50))
        assert card in m.legal_actions() and explain_hint(why) and "\n" not in explain_hint(why)
        # the hand review's verdicts are judged there too
        view = m.view(m.turn)
        decision = Decision("play", 1, view.legal[0], view)
        verdict, _ = wait(t.run(judge_seeded, decision, 5, 150))
        assert verdict.chosen == view.legal[0] and verdict.cost >= 0
        assert verdict.deals > 0 or len(verdict.values) == 1
    finally:
        t.close()


def test_cancelled_decision_does_not_block_the_next():
    m = Match(seed=12)
    t = Thinker(process=False)
    try:
        first = t.ask("medium", m.view(m.turn), seed=1, think_ms=100)
        second = t.ask("medium", m.view(m.turn), seed=2, think_ms=100)
        second.cancel()
        third = t.ask("easy", m.view(m.turn), seed=3)
        assert wait(third)[0] in m.legal_actions()
        assert wait(first)[0] in m.legal_actions()
        assert second.cancelled()
    finally:
        t.close()
