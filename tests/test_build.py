"""The standalone build's configuration, without running PyInstaller.

A full build and its smoke test is ``python build/build.py`` (or
``build/ci_build.sh``); these tests keep the spec, build.py, the icons, the
version resource, the .desktop file and the release workflow honest.
"""

from __future__ import annotations

import ast
import io
import os
import re
import signal
import struct
import subprocess
import sys
import time

import pytest
from doubles import build_script

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BUILD = os.path.join(ROOT, "build")


load = build_script  # a module from build/ (not a package) by file name


@pytest.fixture(scope="module")
def cfg():
    return load("spec_config")


@pytest.fixture(scope="module")
def bp():
    return load("build")


@pytest.fixture(scope="module")
def icons():
    return load("icons")


def read(*parts: str) -> str:
    with open(os.path.join(ROOT, *parts), encoding="utf-8") as f:
        return f.read()


# ------------------------------------------------------------ what is bundled
def test_every_asset_file_is_bundled_under_assets(cfg):
    datas = cfg.datas(ROOT)
    bundled = {os.path.join(dest, os.path.basename(src)).replace(os.sep, "/")
               for src, dest in datas}
    on_disk = set()
    for folder, _, files in os.walk(os.path.join(ROOT, "assets")):
        for name in files:
            if not name.startswith("."):
                rel = os.path.relpath(os.path.join(folder, name), ROOT)
                on_disk.add(rel.replace(os.sep, "/"))
    assert bundled == on_disk
    # the fonts the UI loads, and their licence, are among them
    assert {"assets/fonts/DejaVuSans.ttf", "assets/fonts/DejaVuSans-Bold.ttf"} <= bundled
    assert any("LICENSE" in p for p in bundled)


def test_bundle_folder_matches_the_ui_path_helper(cfg, monkeypatch, tmp_path):
    """Frozen, game/ui/assets.py looks in sys._MEIPASS/assets: the spec puts them there."""
    assets = pytest.importorskip("game.ui.assets")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    for src, dest in cfg.datas(ROOT):
        target = tmp_path / dest / os.path.basename(src)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(b"x")
    assert os.path.isfile(assets.asset_path("fonts", "DejaVuSans.ttf"))
    assert assets.asset_path("fonts", "DejaVuSans.ttf").startswith(str(tmp_path))


def imported_modules(path: str) -> set[str]:
    with open(path, encoding="utf-8") as f:
        tree = ast.parse(f.read(), path)
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{a.name}" for a in node.names)
    return names


def test_no_game_module_imports_an_excluded_module(cfg):
    """Excluding a module the game imports would crash the executable only when frozen."""
    files = [os.path.join(ROOT, "main.py")]
    for folder, _, names in os.walk(os.path.join(ROOT, "game")):
        files += [os.path.join(folder, n) for n in names if n.endswith(".py")]
    clashes = []
    for path in files:
        for name in imported_modules(path):
            for ex in cfg.EXCLUDES:
                if name == ex or name.startswith(ex + "."):
                    clashes.append(f"{os.path.relpath(path, ROOT)} imports {name}")
    assert not clashes


def test_excludes_cover_what_the_issue_names_and_spare_what_the_game_needs(cfg):
    for name in ("numpy", "tkinter", "unittest", "pydoc"):
        assert name in cfg.EXCLUDES
    for needed in ("multiprocessing", "concurrent", "json", "pygame", "platformdirs", "game",
                   "random", "hashlib", "encodings"):
        assert needed not in cfg.EXCLUDES


def test_uncompressed_table_covers_every_kind(cfg):
    assert set(cfg.UNCOMPRESSED.values()) == {False}
    assert {"BINARY", "EXTENSION", "DATA", "PYZ"} <= set(cfg.UNCOMPRESSED)


def test_only_midi_and_camera_binaries_are_dropped(cfg):
    assert cfg.drop_binary("pygame/pypm.cpython-311-x86_64-linux-gnu.so")
    assert cfg.drop_binary("pygame\\_camera.cp311-win_amd64.pyd")
    assert cfg.drop_binary("pygame_ce.libs/libportmidi-8a3ff27a.so.2.0.7")
    for kept in ("pygame_ce.libs/libSDL2_mixer-2-6719e6f6.0.so.0.800.2",
                 "pygame/mixer.cpython-311-x86_64-linux-gnu.so", "SDL2.dll",
                 "pygame/display.cp311-win_amd64.pyd", "libpython3.11.so.1.0"):
        assert not cfg.drop_binary(kept), kept
    assert cfg.drop_data("pygame/examples/data/city.png")
    assert not cfg.drop_data("assets/fonts/DejaVuSans.ttf")


def test_spec_settings_no_upx_strip_except_windows_windowed():
    spec = read("build", "400.spec")
    assert "upx=True" not in spec and spec.count("upx=False") >= 2
    assert re.search(r"^STRIP = not IS_WIN\b", spec, re.M)
    assert "strip=STRIP" in spec
    assert "console=not (IS_WIN or IS_MAC)" in spec  # no console window on Windows, .app
    assert "BUNDLE(" in spec and "multiprocessing" in read("main.py")
    # a one-file build unpacks itself at every start: stored, not zlib'd, it starts faster
    assert '{"cdict": spec_config.UNCOMPRESSED} if onefile' in spec
    assert "freeze_support()" in read("main.py")
    # the spec is valid Python (PyInstaller execs it)
    ast.parse(spec, "400.spec")


# ----------------------------------------------------------------- version
def test_version_comes_from_the_game(cfg):
    import game
    assert cfg.game_version(ROOT) == getattr(game, "__version__", cfg.DEFAULT_VERSION)
    assert cfg.version_tuple("1.2.3") == (1, 2, 3, 0)
    assert cfg.version_tuple("2.0rc1") == (2, 0, 0, 0)
    assert cfg.version_tuple("7") == (7, 0, 0, 0)


def test_version_resource_is_a_valid_literal_with_the_version(cfg):
    text = cfg.version_file_text(ROOT, "1.4.2", "400.exe")

    def record(name):
        return lambda *a, **k: (name, a, k)

    names = ("VSVersionInfo", "FixedFileInfo", "StringFileInfo", "StringTable", "StringStruct",
             "VarFileInfo", "VarStruct")
    info = eval(text, {n: record(n) for n in names})  # how PyInstaller reads it
    assert info[0] == "VSVersionInfo"
    ffi = info[2]["ffi"]
    assert ffi[2]["filevers"] == (1, 4, 2, 0) and ffi[2]["prodvers"] == (1, 4, 2, 0)
    strings = {}

    def walk(node):
        if isinstance(node, tuple) and node and node[0] == "StringStruct":
            strings[node[1][0]] = node[1][1]
        elif isinstance(node, (tuple, list, dict)):
            for child in (node.values() if isinstance(node, dict) else node):
                walk(child)

    walk(info)
    assert strings["ProductVersion"] == "1.4.2" and strings["OriginalFilename"] == "400.exe"


# ------------------------------------------------------------------- icons
def test_ico_and_icns_hold_every_png(icons):
    pngs = {s: icons.PNG_MAGIC + f"fake{s}".encode() for s in (16, 32, 256, 512)}
    ico = icons.ico_bytes(pngs)
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind, count) == (0, 1, 3)  # 512 does not fit an .ico
    for i, size in enumerate((16, 32, 256)):
        w, h, _, _, planes, bpp, length, offset = struct.unpack(
            "<BBBBHHII", ico[6 + 16 * i:22 + 16 * i])
        assert (w, h) == ((size % 256,) * 2) and (planes, bpp) == (1, 32)
        assert ico[offset:offset + length] == pngs[size]
    icns = icons.icns_bytes(pngs)
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    pos, found = 8, {}
    while pos < len(icns):
        code, length = icns[pos:pos + 4].decode(), struct.unpack(">I", icns[pos + 4:pos + 8])[0]
        found[code] = icns[pos + 8:pos + length]
        pos += length
    assert found == {"icp4": pngs[16], "icp5": pngs[32], "ic08": pngs[256], "ic09": pngs[512]}
    with pytest.raises(ValueError):
        icons.ico_bytes({512: pngs[512]})


def test_icon_is_drawn_by_code(icons):
    import pygame

    pngs, source = icons.render_pngs((32, 256))
    assert source  # says where the picture came from
    for size, data in pngs.items():
        assert icons.png_size(data) == (size, size)
    picture = pygame.image.load(io.BytesIO(pngs[256]), "icon.png")
    # not blank: the icon has both see-through and drawn pixels
    alphas = {picture.get_at((x, y)).a for x in range(0, 256, 8) for y in range(0, 256, 8)}
    assert len(alphas) > 1


def test_write_icons_writes_png_ico_and_icns(icons, monkeypatch, tmp_path):
    fake = {s: icons.PNG_MAGIC + bytes(4) + b"IHDR" + struct.pack(">II", s, s)
            for s in range(1, 1025)}
    monkeypatch.setattr(icons, "render_pngs", lambda sizes: ({s: fake[s] for s in sizes}, "test"))
    paths = icons.write_icons(str(tmp_path))
    with open(paths["png"], "rb") as f:
        assert icons.png_size(f.read()) == (icons.PNG_SIZE, icons.PNG_SIZE)
    with open(paths["ico"], "rb") as f:
        assert struct.unpack("<HHH", f.read(6))[2] == len(icons.ICO_SIZES)
    with open(paths["icns"], "rb") as f:
        assert f.read(4) == b"icns"


# -------------------------------------------------------------- build.py
def test_build_py_rejects_bad_arguments_in_one_line():
    r = subprocess.run([sys.executable, os.path.join(BUILD, "build.py"), "--bogus"],
                       capture_output=True, text=True, timeout=60)
    assert r.returncode == 2
    assert r.stderr.count("\n") == 1 and "--bogus" in r.stderr and "Traceback" not in r.stderr
    r = subprocess.run([sys.executable, os.path.join(BUILD, "build.py"), "--smoke-only",
                        "--no-smoke"], capture_output=True, text=True, timeout=60)
    assert r.returncode == 2 and r.stderr.count("\n") == 1


def test_build_py_layout_and_pyinstaller_command(bp):
    onedir, onefile = bp.Layout(onefile=False), bp.Layout(onefile=True)
    assert bp.parse_args([]).onefile is False  # onedir is the default
    assert bp.parse_args(["--onefile"]).onefile is True
    assert onedir.dist == os.path.join(ROOT, "dist")
    assert onefile.dist != onedir.dist  # dist/400 (folder) and the one file cannot clash
    cmd = bp.pyinstaller_command(onedir)
    assert cmd[:3] == [sys.executable, "-m", "PyInstaller"] and "--onefile" not in cmd
    assert cmd[cmd.index("--workpath") + 1] == os.path.join(ROOT, "build", "work")
    cmd = bp.pyinstaller_command(onefile)
    assert cmd[-2:] == ["--", "--onefile"]  # passed on to the spec
    elsewhere = bp.Layout(onefile=False, base=os.path.join("x", "dist"))  # --check-reproducible
    assert elsewhere.exe.startswith(os.path.join("x", "dist", "400"))
    if sys.platform.startswith("linux"):
        assert onedir.exe == os.path.join(ROOT, "dist", "400", "400")
        assert onefile.exe == os.path.join(ROOT, "dist", "onefile", "400")


def test_build_env_is_reproducible(bp, monkeypatch):
    monkeypatch.setenv("SOURCE_DATE_EPOCH", "1700000000")
    monkeypatch.setenv("PYTHONHASHSEED", "random")
    env = bp.build_env()
    assert env["PYTHONHASHSEED"] == "0" and env["SOURCE_DATE_EPOCH"] == "1700000000"
    monkeypatch.delenv("SOURCE_DATE_EPOCH")
    assert bp.source_date_epoch().isdigit()


def test_tree_digest_sees_one_changed_byte(bp, tmp_path):
    top = tmp_path / "400"
    (top / "_internal").mkdir(parents=True)
    (top / "400").write_bytes(b"\x7fELF....")
    (top / "_internal" / "lib.so").write_bytes(b"abc")
    first = bp.tree_digest([str(top)])
    assert set(first) == {"400/400", "400/_internal/lib.so"}
    (top / "_internal" / "lib.so").write_bytes(b"abd")
    second = bp.tree_digest([str(top)])
    assert first["400/400"] == second["400/400"]
    assert first["400/_internal/lib.so"] != second["400/_internal/lib.so"]


def test_smoke_environment_is_clean(bp, tmp_path):
    env = bp.clean_env(str(tmp_path))
    assert not any(k.startswith("PYTHON") for k in env)
    assert env["SDL_VIDEODRIVER"] == "dummy" and env["SDL_AUDIODRIVER"] == "dummy"
    if os.name == "posix":
        assert env["PATH"] == "/usr/bin:/bin"
        # the game picks its own folders (platformdirs), inside a throwaway HOME
        assert env["HOME"] == str(tmp_path) and "FOURHUNDRED_HOME" not in env
        assert not any(k.startswith("XDG_") for k in env)
    else:
        assert env["FOURHUNDRED_HOME"].startswith(str(tmp_path))


def test_protocol_requests_are_real_and_legal(bp):
    requests = bp.protocol_requests()
    assert [r["type"] for r in requests] == ["bid", "play"]
    for r in requests:
        assert r["view"]["legal"] and r["view"]["hand"]


# ------------------------------------------------------- packaging and CI
def test_desktop_file_is_a_game_menu_entry():
    lines = read("packaging", "400.desktop").splitlines()
    assert lines[0] == "[Desktop Entry]"
    entry = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert entry["Type"] == "Application" and entry["Name"] == "400"
    assert entry["Exec"] and entry["Icon"] and entry["Terminal"] == "false"
    assert "Game" in entry["Categories"].split(";")


def test_release_workflow_is_in_step_with_build_py(bp):
    wf = read(".github", "workflows", "release.yml")
    for os_name in ("ubuntu-latest", "windows-latest", "macos-latest"):
        assert f"os: {os_name}" in wf
    assert "actions/checkout@v4" in wf and "actions/setup-python@v5" in wf
    assert "actions/upload-artifact@v4" in wf and 'python-version: "3.11"' in wf
    assert "pip install -r requirements-dev.txt" in wf
    flags_known = {a for action in bp.parser()._actions for a in action.option_strings}
    runs = re.findall(r"python build/build\.py([^\n]*)", wf)
    assert runs, "the workflow never runs build/build.py"
    for args in runs:
        for flag in re.findall(r"--[\w-]+", args):
            assert flag in flags_known, f"release.yml uses {flag}, which build.py lacks"
    # the packed paths are where build.py's Layout puts the builds
    assert "dist/400.app" in wf and "-C dist" in wf and "dist/400 " in wf


def test_ci_script_builds_and_smoke_tests_with_a_time_limit():
    text = read("build", "ci_build.sh")
    assert text.startswith("#!/bin/sh") and "set -eu" in text
    assert "build/build.py" in text and "--no-smoke" not in text
    assert "timeout 600" in text
    assert os.access(os.path.join(BUILD, "ci_build.sh"), os.X_OK)


@pytest.mark.skipif(os.name != "posix", reason="ps lists processes on Linux and macOS only")
def test_descendants_sees_grandchildren(bp):
    """A one-file build runs the game as a child of its bootloader, and the bots'
    worker below that: the smoke check must look two levels down."""
    proc = subprocess.Popen(["sh", "-c", "sh -c 'sleep 30; :' & wait"],
                            start_new_session=True)  # its own process group, ended below
    try:
        found = []
        for _ in range(100):
            found = bp.descendants(proc.pid)
            if any(args.startswith("sleep 30") for args in found):
                break
            time.sleep(0.05)
        assert any(args.startswith("sleep 30") for args in found)  # the grandchild
        assert bp.descendants(2 ** 22 + 12345) == []  # no such process
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait()


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="a Linux menu entry")
def test_install_menu_entry_writes_an_absolute_entry(tmp_path):
    folder = tmp_path / "my games" / "400"  # a space in the path, as players have
    folder.mkdir(parents=True)
    (folder / "400").write_text("#!/bin/sh\n")
    (folder / "400").chmod(0o755)
    (folder / "400.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    (folder / "400.desktop").write_text(read("packaging", "400.desktop"))
    script = folder / "install-menu-entry.sh"
    script.write_text(read("packaging", "install-menu-entry.sh"))
    script.chmod(0o755)
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path / "home")}
    r = subprocess.run([str(script)], env=env, capture_output=True, text=True, timeout=30)
    assert r.returncode == 0, r.stderr
    entry = (tmp_path / "home/.local/share/applications/400.desktop").read_text()
    assert f'Exec="{folder}/400"' in entry.splitlines()
    icon = tmp_path / "home/.local/share/icons/hicolor/256x256/apps/400.png"
    assert f"Icon={icon}" in entry.splitlines() and icon.is_file()
    r = subprocess.run([str(script), "--remove"], env=env, capture_output=True, text=True,
                       timeout=30)
    assert r.returncode == 0 and not icon.exists()
