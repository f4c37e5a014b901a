"""Where the game's files live, from source and when frozen by PyInstaller.

``asset_path("fonts", "DejaVuSans.ttf")`` gives the absolute path of a
bundled file; ``font(24, bold=True)`` gives a cached DejaVu Sans font.
DejaVu covers the suit symbols ♣ ♦ ♥ ♠ used on the cards and in the text.

The build must ship the ``assets/`` folder next to the code, e.g. in the
PyInstaller spec: ``datas=[("assets", "assets")]``.
"""

from __future__ import annotations

import functools
import os

import pygame

from ..bundle import assets_dir

FONT_REGULAR = "DejaVuSans.ttf"
FONT_BOLD = "DejaVuSans-Bold.ttf"


class AssetError(Exception):
    """A bundled file is missing; the message names it and where it was looked for."""


def asset_path(*parts: str) -> str:
    """The absolute path of a file under ``assets/`` (raises AssetError if absent)."""
    path = os.path.join(assets_dir(), *parts)
    if not os.path.exists(path):
        raise AssetError(f"missing asset {'/'.join(parts)} (looked in {assets_dir()})")
    return path


@functools.lru_cache(maxsize=64)
def _load_font(size: int, bold: bool) -> pygame.font.Font:
    name = FONT_BOLD if bold else FONT_REGULAR
    return pygame.font.Font(asset_path("fonts", name), size)


def font(size: int, bold: bool = False) -> pygame.font.Font:
    """DejaVu Sans at ``size`` pixels, bold or regular; one Font per (size, bold).

    The fonts are reloaded if pygame's font module was shut down and started
    again since they were made (a Font from before is no longer usable).
    """
    if not pygame.font.get_init():
        pygame.font.init()
    size = max(1, int(size))
    cached = _load_font(size, bool(bold))
    try:
        cached.get_height()
    except pygame.error:
        _load_font.cache_clear()
        cached = _load_font(size, bool(bold))
    return cached
