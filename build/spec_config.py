"""What goes into the executable: read by build/400.spec and by the tests.

Kept apart from the spec so that tests can check the lists without running
PyInstaller.
"""

from __future__ import annotations

import ast
import os
import re

NAME = "400"
DEFAULT_VERSION = "0.1.0"  # used only when game/__init__.py has no __version__

# Modules the game never imports (tests/test_build.py checks that no game module
# imports one of them, so leaving them out cannot break the frozen game).
EXCLUDES = (
    "numpy", "OpenGL",  # pygame's optional surfarray/sndarray/OpenGL paths
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib",
    "unittest", "doctest", "pydoc", "pydoc_data", "test", "lib2to3",
    "distutils", "setuptools", "pkg_resources", "ensurepip", "venv", "pip",
    "xmlrpc", "xml.dom", "xml.sax", "curses", "_curses", "sqlite3", "_sqlite3",
    "ssl", "_ssl", "_hashlib", "asyncio", "_asyncio",  # no network; hashlib has built-ins
    "_codecs_cn", "_codecs_hk", "_codecs_iso2022", "_codecs_jp", "_codecs_kr", "_codecs_tw",
    "PyInstaller", "pytest", "_pytest", "hypothesis", "ruff",
    "pygame.examples", "pygame.tests", "pygame.docs", "pygame.midi", "pygame.pypm",
    "pygame.camera", "pygame._camera", "pygame._camera_opencv",
)

# Bundled files the game does not use: pygame's MIDI (portmidi) and camera code.
DROP_BINARY = re.compile(r"(^|[\\/])(pypm|_camera)[.\w-]*\.(so|pyd|dll|dylib)$"
                         r"|(^|[\\/])(lib)?portmidi[.\w-]*$", re.IGNORECASE)
DROP_DATA = re.compile(r"(^|[\\/])pygame[\\/](examples|tests|docs)[\\/]")


# For a one-file build: store every entry as is (the PKG's compression table).
UNCOMPRESSED = {kind: False for kind in ("EXTENSION", "DATA", "BINARY", "EXECUTABLE", "PYSOURCE",
                                         "PYMODULE", "SPLASH", "PYZ", "SYMLINK")}


def drop_binary(dest: str) -> bool:
    return bool(DROP_BINARY.search(dest))


def drop_data(dest: str) -> bool:
    return bool(DROP_DATA.search(dest))


def keep_module(name: str) -> bool:
    """Which game modules go in (all of them: the cli imports commands by name)."""
    return not name.startswith("game.tests")


def game_version(root: str) -> str:
    """``__version__`` from game/__init__.py, read without importing it."""
    path = os.path.join(root, "game", "__init__.py")
    try:
        with open(path, encoding="utf-8") as f:
            tree = ast.parse(f.read(), path)
    except OSError:
        return DEFAULT_VERSION
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
                isinstance(t, ast.Name) and t.id == "__version__" for t in node.targets):
            if isinstance(node.value, ast.Constant) and isinstance(node.value.value, str):
                return node.value.value
    return DEFAULT_VERSION


def version_tuple(version: str) -> tuple[int, int, int, int]:
    """'1.2.3' -> (1, 2, 3, 0); anything not a number counts as 0 ('1.2rc1' -> (1, 2, 0, 0))."""
    parts = []
    for piece in version.split(".")[:4]:
        parts.append(int(piece) if piece.isdigit() else 0)
    return tuple(parts + [0] * (4 - len(parts)))


def version_file_text(root: str, version: str, exe_name: str) -> str:
    with open(os.path.join(root, "packaging", "version_info.txt"), encoding="utf-8") as f:
        template = f.read()
    return template.format(version=version, version_tuple=version_tuple(version),
                           exe_name=exe_name)


def write_version_file(root: str, out_dir: str, version: str, exe_name: str) -> str:
    path = os.path.join(out_dir, "version_info.txt")
    with open(path, "w", encoding="utf-8") as f:
        f.write(version_file_text(root, version, exe_name))
    return path


def datas(root: str) -> list[tuple[str, str]]:
    """(source, folder in the bundle) for every file under assets/, sorted."""
    out = []
    base = os.path.join(root, "assets")
    for folder, dirs, files in os.walk(base):
        dirs.sort()
        for name in sorted(files):
            if name.startswith(".") or name.endswith((".pyc", "~")):
                continue
            src = os.path.join(folder, name)
            rel = os.path.relpath(folder, root)
            out.append((src, rel))
    return out
