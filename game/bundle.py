"""Where the game's bundled files live, from source and when frozen by
PyInstaller (no pygame here: the catalogs are found by code that runs
without a window)."""

from __future__ import annotations

import os
import sys


def assets_dir() -> str:
    """The absolute path of the ``assets`` folder.

    Frozen by PyInstaller (``sys.frozen``), the bundle unpacks to
    ``sys._MEIPASS`` (one-file) or sits beside the executable (one-folder);
    from source it is the repository root's ``assets/``.
    """
    if getattr(sys, "frozen", False):
        base = getattr(sys, "_MEIPASS", None) or os.path.dirname(sys.executable)
    else:
        base = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    return os.path.join(base, "assets")
