"""The bundled files are found from source and when frozen, and the font draws the suits."""

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.ui import assets  # noqa: E402
from game.ui.assets import AssetError, asset_path, font  # noqa: E402


def test_asset_path_finds_both_fonts_and_their_licence():
    for name in ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE-DejaVu.txt"):
        path = asset_path("fonts", name)
        assert os.path.isfile(path) and os.path.getsize(path) > 1000


def test_missing_asset_names_the_file_and_the_folder():
    with pytest.raises(AssetError) as err:
        asset_path("fonts", "NoSuchFont.ttf")
    assert "fonts/NoSuchFont.ttf" in str(err.value)
    assert assets.assets_dir() in str(err.value)


def test_frozen_bundle_is_looked_up_under_meipass(monkeypatch, tmp_path):
    (tmp_path / "assets" / "fonts").mkdir(parents=True)
    (tmp_path / "assets" / "fonts" / "x.ttf").write_bytes(b"font")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert asset_path("fonts", "x.ttf") == str(tmp_path / "assets" / "fonts" / "x.ttf")


def test_frozen_one_folder_build_looks_beside_the_executable(monkeypatch, tmp_path):
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    monkeypatch.setattr(sys, "executable", str(tmp_path / "400"))
    assert assets.assets_dir() == str(tmp_path / "assets")


def test_font_is_cached_per_size_and_weight():
    assert font(20) is font(20)
    assert font(20) is not font(21)
    assert font(20, bold=True) is not font(20)


def test_font_draws_the_four_suit_symbols():
    f = font(32)
    assert all(f.metrics(ch)[0] is not None for ch in "♣♦♥♠")
    # each suit has its own glyph, not the same "missing" box
    masks = [pygame.mask.from_surface(f.render(ch, True, (0, 0, 0))) for ch in "♣♦♥♠"]
    counts = {m.count() for m in masks}
    assert len(counts) == 4 and min(counts) > 50


def test_font_still_works_after_the_font_module_is_restarted():
    font(18).render("1♥", True, (0, 0, 0))
    pygame.font.quit()  # what pygame.quit() does to fonts made before it
    pygame.font.init()
    image = font(18).render("1♥", True, (0, 0, 0))
    assert image.get_width() > 10
