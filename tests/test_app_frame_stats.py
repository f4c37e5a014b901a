"""A long session keeps nothing per frame unless frame statistics were asked
for (``play --frame-stats``), and then only a bounded window."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from doubles import InstantThinker, Quiet  # noqa: E402

from game.options import Options  # noqa: E402
from game.ui.app import App, FrameStats  # noqa: E402
from game.ui.table import TableScene  # noqa: E402


def sizes(app) -> dict:
    """The length of every container the app holds."""
    return {k: len(v) for k, v in vars(app).items()
            if isinstance(v, (list, dict, set, tuple)) or hasattr(v, "maxlen")}


def test_without_the_flag_no_frame_leaves_anything_behind():
    app = App((1024, 600), options=Options(sound=False))
    try:
        app.push(TableScene(seed=3, autoplay=True, speed="fast", thinker=InstantThinker(),
                            sounds=Quiet()))
        for _ in range(200):
            app.step(1 / 60)
        before = sizes(app)
        for _ in range(2000):
            app.step(1 / 60)
        assert app.frames == 2200 and app.stats is None
        assert sizes(app) == before  # nothing grew with the frames
        assert app.frame_stats()["render_ms"]["max"] == 0.0  # and nothing was kept
    finally:
        app.close()


def test_with_the_flag_the_window_is_bounded_and_the_worst_frame_kept():
    app = App((1024, 600), options=Options(sound=False), frame_stats=True)
    app.stats = FrameStats(window=100)
    try:
        app.push(TableScene(seed=3, autoplay=True, speed="fast", thinker=InstantThinker(),
                            sounds=Quiet()))
        for _ in range(1000):
            app.step(1 / 60)
        assert len(app.stats.render_ms) == 100
        worst = app.stats.max_render
        app.stats.add(worst + 500.0, None)  # one very slow frame, then many quick ones
        for _ in range(300):
            app.stats.add(0.5, 16.0)
        summary = app.frame_stats()
        assert summary["render_ms"]["max"] == round(worst + 500.0, 2)  # never forgotten
        assert summary["render_ms"]["p99"] == 0.5  # the window holds the recent frames
        assert summary["frames"] == 1000
    finally:
        app.close()


def test_the_percentiles_of_known_frame_times_over_the_window():
    fs = FrameStats(window=1000)
    for i in range(1, 10001):  # 1 … 10,000 ms: the window holds 9,001 … 10,000
        fs.add(float(i), float(i) / 10)
    assert len(fs.render_ms) == len(fs.frame_ms) == 1000  # bounded however long the run
    s = fs.summary()
    assert s["render_ms"] == {"p50": 9501.0, "p95": 9951.0, "p99": 9991.0, "max": 10000.0}
    assert s["frame_ms"] == {"p50": 950.1, "p95": 995.1, "p99": 999.1, "max": 1000.0}
    fs.add(3.0, None)  # a frame with no interval (the first of a run) counts for render only
    assert len(fs.frame_ms) == 1000 and fs.render_ms[-1] == 3.0
