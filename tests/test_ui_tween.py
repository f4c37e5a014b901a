"""Tweens are data advanced by dt: the animations a player sees end where they should."""

from game.ui.tween import Tween, Tweens


class Thing:
    def __init__(self):
        self.x = 0.0
        self.pos = (0.0, 0.0)
        self.alpha = 255


def test_tween_reaches_target_and_calls_back_once():
    t, tw, done = Thing(), Tweens(), []
    tw.animate(t, 0.5, "linear", on_finished=lambda: done.append(1), pos=(100, 50))
    tw.update(0.25)
    assert t.pos == (50.0, 25.0)
    assert done == []
    tw.update(0.3)
    assert t.pos == (100, 50)
    assert done == [1]
    tw.update(1.0)
    assert done == [1] and not tw.busy


def test_easing_changes_the_path_not_the_end():
    a, b, tw = Thing(), Thing(), Tweens()
    tw.animate(a, 1.0, "linear", x=100)
    tw.animate(b, 1.0, "out_cubic", x=100)
    tw.update(0.5)
    assert a.x == 50.0
    assert b.x > 80  # decelerating: most of the way in half the time
    tw.update(0.5)
    assert a.x == b.x == 100


def test_new_tween_on_same_attribute_replaces_the_old():
    t, tw, done = Thing(), Tweens(), []
    tw.animate(t, 1.0, "linear", on_finished=lambda: done.append("old"), x=100)
    tw.update(0.5)
    tw.animate(t, 1.0, "linear", on_finished=lambda: done.append("new"), x=0)
    assert done == ["old"]  # the old one ended (where it was) and called back
    assert t.x == 50.0
    tw.update(0.5)
    assert t.x == 25.0  # only the new tween moves it now
    tw.update(0.5)
    assert t.x == 0 and done == ["old", "new"]


def test_stop_complete_jumps_to_the_end_including_chained_tweens():
    t, tw = Thing(), Tweens()
    # a chain: when x arrives, alpha fades (a deal card landing then turning)
    tw.animate(t, 1.0, x=10, on_finished=lambda: tw.animate(t, 1.0, alpha=0))
    tw.update(0.1)
    tw.stop_all(complete=True)  # a click skips the animation
    assert t.x == 10 and t.alpha == 0
    assert not tw.busy


def test_stop_without_complete_leaves_values_and_skips_callback():
    t, done = Thing(), []
    tween = Tween(t, 1.0, "linear", on_finished=lambda: done.append(1), x=10)
    tween.update(0.5)
    tween.stop(complete=False)
    assert t.x == 5.0 and done == []


def test_delay_and_timer():
    t, tw, done = Thing(), Tweens(), []
    tw.animate(t, 1.0, "linear", delay=0.5, x=10)
    tw.after(0.25, lambda: done.append("timer"))
    tw.update(0.25)
    assert t.x == 0.0 and done == ["timer"]
    tw.update(0.75)  # 0.5 s into the movement
    assert t.x == 5.0


def test_zero_duration_applies_at_once():
    t, tw = Thing(), Tweens()
    tw.animate(t, 0.0, x=7)
    assert t.x == 7 and not tw.busy
