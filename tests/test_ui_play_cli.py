"""`python main.py play`: bad flags get one line and exit 2; an autoplayed run
writes its frame statistics and screenshots."""

import json
import os
import subprocess
import sys

import pytest

from game.cli import main

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


@pytest.mark.parametrize("argv, words", [
    (["play", "--window", "big"], "--window must look like 1280x720"),
    (["play", "--window", "100x100"], "outside"),
    (["play", "--speed", "warp"], "invalid choice"),
    (["play", "--hands", "0"], "--hands must be at least 1"),
    (["play", "--bots", "genius"], "--bots must be one of"),
    (["play", "--rules", "nosuchpreset"], "--rules"),
    (["play", "--frobnicate"], "unrecognized arguments"),
])
def test_bad_flags_one_line_exit_2(argv, words, capsys):
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert words in err
    assert len(err.strip().splitlines()) == 1
    assert "Traceback" not in err


def test_autoplayed_hand_writes_frame_stats_and_screenshots(tmp_path):
    stats = tmp_path / "frames.json"
    shots = tmp_path / "shots"
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               FOURHUNDRED_HOME=str(tmp_path / "home"))
    out = subprocess.run([sys.executable, os.path.join(ROOT, "main.py"), "play", "--autoplay",
                          "--speed", "instant", "--hands", "1", "--bots", "random",
                          "--seed", "4", "--frame-stats", str(stats),
                          "--screenshots", str(shots), "--window", "960x600"],
                         capture_output=True, text=True, env=env, timeout=120)
    assert out.returncode == 0, out.stderr[-500:]
    data = json.loads(stats.read_text())
    assert data["frames"] > 0
    for key in ("render_ms", "frame_ms"):
        assert set(data[key]) == {"p50", "p95", "p99", "max"}
        assert data[key]["p50"] <= data[key]["p99"] <= data[key]["max"]
    names = {p.name for p in shots.iterdir()}
    assert "bidding-panel.png" in names  # the panel shows even when South is a bot
    # an autoplay run with screenshots also opens every menu screen and saves it
    assert {"menu-title.png", "menu-settings-rules.png", "menu-settings-options.png",
            "menu-howto.png", "menu-stats.png", "menu-replay.png"} <= names
    import pygame
    img = pygame.image.load(str(shots / "bidding-panel.png"))
    assert img.get_size() == (960, 600)


@pytest.mark.parametrize("first_bad", ["menu-title.png", "bidding-panel.png"])
def test_screenshots_onto_a_full_disk_fail_in_one_line(tmp_path, monkeypatch, capsys,
                                                      first_bad):
    """No empty PNGs passed off as shots, and no status 0: the run stops at
    the first shot the disk refuses and says which."""
    import builtins

    import game.ui.app as app_module

    shots = tmp_path / "shots"
    refused = []

    def full_disk(path, mode="r", *args, **kwargs):
        if str(path).endswith(".png") and (refused or os.path.basename(path) == first_bad):
            refused.append(path)
            raise OSError(28, "No space left on device")
        return builtins.open(path, mode, *args, **kwargs)

    monkeypatch.setattr(app_module, "open", full_disk, raising=False)
    monkeypatch.setenv("FOURHUNDRED_HOME", str(tmp_path / "home"))
    code = main(["play", "--autoplay", "--speed", "instant", "--hands", "1", "--bots", "random",
                 "--seed", "4", "--screenshots", str(shots), "--window", "960x600"])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("400 play: --screenshots: cannot write") and err.count("\n") == 1
    assert str(shots) in err and "(No space left on device)" in err
    assert len(refused) == 1  # nothing more was tried after the first refusal
    assert all(p.stat().st_size > 0 for p in shots.iterdir())  # no empty file left
