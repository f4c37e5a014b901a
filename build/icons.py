"""The game's icon as .png, .ico and .icns files, drawn by code at build time.

The picture comes from ``game.ui.icon.make_icon_surface(size)`` (the card
art); if that module is not there yet, a plain stand-in card is drawn and
``render_pngs`` says so in its second return value. Only pygame is needed:
it writes PNG, and .ico / .icns are containers that hold PNG data as is
(Windows Vista and later, macOS 10.7 and later read PNG entries).

    python build/icons.py OUT_DIR     # writes 400.png, 400.ico, 400.icns
"""

from __future__ import annotations

import io
import os
import struct
import sys

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# (type code, pixel size): the PNG-capable ICNS entry types
# (1024 pixels, 'ic10', is left out: drawing it takes seconds and 512 serves the Dock)
ICNS_TYPES = (("icp4", 16), ("icp5", 32), ("icp6", 64), ("ic07", 128), ("ic08", 256),
              ("ic09", 512))
PNG_SIZE = 256
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding one PNG image per size (sizes up to 256)."""
    sizes = sorted(s for s in pngs if s <= 256)
    if not sizes:
        raise ValueError("an .ico needs at least one image of 256 pixels or less")
    head = struct.pack("<HHH", 0, 1, len(sizes))  # reserved, type 1 = icon, count
    offset = 6 + 16 * len(sizes)
    entries, blobs = [], []
    for s in sizes:
        data = pngs[s]
        # width/height 0 means 256; colour count 0, planes 1, 32 bits per pixel
        entries.append(struct.pack("<BBBBHHII", s % 256, s % 256, 0, 0, 1, 32, len(data), offset))
        blobs.append(data)
        offset += len(data)
    return head + b"".join(entries) + b"".join(blobs)


def icns_bytes(pngs: dict[int, bytes]) -> bytes:
    """A macOS .icns holding the PNG images whose sizes have an ICNS type."""
    chunks = []
    for code, size in ICNS_TYPES:
        if size in pngs:
            data = pngs[size]
            chunks.append(code.encode("ascii") + struct.pack(">I", 8 + len(data)) + data)
    if not chunks:
        raise ValueError("an .icns needs an image of 16, 32, 64, 128, 256 or 512 pixels")
    body = b"".join(chunks)
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def png_size(data: bytes) -> tuple[int, int]:
    """(width, height) from a PNG's IHDR chunk."""
    if data[:8] != PNG_MAGIC or data[12:16] != b"IHDR":
        raise ValueError("not a PNG")
    return struct.unpack(">II", data[16:24])


def _stand_in_surface(size: int):
    """A plain card with a heart: used only while game.ui.icon is missing."""
    import pygame

    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    w, h = round(size * 0.72), round(size * 0.94)
    card = pygame.Rect((size - w) // 2, (size - h) // 2, w, h)
    radius = max(1, size // 10)
    pygame.draw.rect(surf, (250, 248, 240), card, border_radius=radius)
    pygame.draw.rect(surf, (40, 40, 40), card, width=max(1, size // 48), border_radius=radius)
    r = max(1, round(size * 0.14))
    cx, cy = size // 2, round(size * 0.45)
    red = (200, 20, 40)
    pygame.draw.circle(surf, red, (cx - r + r // 4, cy), r)
    pygame.draw.circle(surf, red, (cx + r - r // 4, cy), r)
    pygame.draw.polygon(surf, red, [(cx - 2 * r + r // 4, cy + r // 3),
                                    (cx + 2 * r - r // 4, cy + r // 3),
                                    (cx, cy + round(2.3 * r))])
    return surf


def render_pngs(sizes) -> tuple[dict[int, bytes], str]:
    """PNG data per size, and where the picture came from."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    import pygame

    pygame.display.init()  # no audio: the icon needs none
    pygame.font.init()
    try:
        from game.ui.icon import make_icon_surface
        source = "game.ui.icon.make_icon_surface"
    except ImportError:
        make_icon_surface = _stand_in_surface
        source = "build/icons.py stand-in (game/ui/icon.py not found)"
    out = {}
    for size in sorted(set(sizes)):
        surf = make_icon_surface(size)
        if surf.get_size() != (size, size):
            surf = pygame.transform.smoothscale(surf, (size, size))
        buf = io.BytesIO()
        pygame.image.save(surf, buf, "icon.png")
        out[size] = buf.getvalue()
    return out, source


def write_icons(out_dir: str) -> dict[str, str]:
    """Writes 400.png, 400.ico and 400.icns into ``out_dir``; returns their paths
    and the picture's source under the key ``"source"``."""
    sizes = set(ICO_SIZES) | {s for _, s in ICNS_TYPES} | {PNG_SIZE}
    pngs, source = render_pngs(sizes)
    os.makedirs(out_dir, exist_ok=True)
    paths = {"png": os.path.join(out_dir, "400.png"), "ico": os.path.join(out_dir, "400.ico"),
             "icns": os.path.join(out_dir, "400.icns")}
    for kind, data in (("png", pngs[PNG_SIZE]), ("ico", ico_bytes(pngs)),
                       ("icns", icns_bytes(pngs))):
        with open(paths[kind], "wb") as f:
            f.write(data)
    paths["source"] = source
    return paths


if __name__ == "__main__":
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    if len(sys.argv) != 2:
        print("usage: python build/icons.py OUT_DIR", file=sys.stderr)
        sys.exit(2)
    result = write_icons(sys.argv[1])
    print(f"icons from {result.pop('source')}: {', '.join(result.values())}")
