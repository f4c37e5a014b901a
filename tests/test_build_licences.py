"""The third-party licence notices the executable ships (assets/licences/THIRD_PARTY.txt).

pygame-ce and SDL's libraries (LGPL, zlib, BSD...), python-bidi (LGPL),
platformdirs (MIT) and Python (PSF) must travel with their licences;
build/licences.py writes them into one file under assets/, which the spec bundles.
"""

from __future__ import annotations

import os

import pytest
from doubles import build_script

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NOTICES = os.path.join(ROOT, "assets", "licences", "THIRD_PARTY.txt")


@pytest.fixture(scope="module")
def lic():
    return build_script("licences")


@pytest.fixture(scope="module")
def notices() -> str:
    with open(NOTICES, encoding="utf-8") as f:
        return f.read()


def index_rows(text: str) -> dict[str, str]:
    """name -> the index line of the notices file."""
    index = text.split("\n\n\n", 1)[0]
    return {line.split()[0]: line for line in index.splitlines()[7:] if line.strip()}


def test_every_runtime_requirement_has_its_pinned_version_and_licence_text(lic, notices):
    rows = index_rows(notices)
    found = lic.sections(notices)
    for name, version in lic.requirements():
        assert version, f"requirements.txt should pin {name}"
        assert name in rows and rows[name].split()[1] == version, name
        titles = [t for t in found if t.startswith(f"{name} {version} -- ")]
        assert len(titles) == 1, name
        body = found[titles[0]]
        assert "[Source: " in body
        # a licence text, not just its name
        assert len(body) > 800 and ("Permission" in body or "GNU" in body), name
    # the interpreter, and SDL inside pygame-ce, are there too
    assert any(t.startswith("Python 3.") and "PSF" in t for t in found)
    assert any(t.startswith("SDL2 -- Zlib") for t in found)


def test_notices_file_is_current_with_the_installed_packages(lic, notices):
    """Regenerating gives the committed file (the Python licence's copyright years aside):
    after changing requirements.txt, run python build/licences.py."""
    fresh = lic.render(lic.components())
    assert index_rows(fresh) == index_rows(notices)
    assert lic.comparable(fresh) == lic.comparable(notices)


def test_every_native_library_in_the_pygame_wheel_is_covered(lic):
    """A new library in a pygame-ce release must get its licence in build/notices/."""
    import importlib.metadata as md

    dist = md.distribution("pygame-ce")
    libs = {f.name for f in dist.files or () if f.parts[0] == "pygame_ce.libs"}
    if not libs:
        pytest.skip("this pygame-ce wheel keeps its libraries elsewhere (not Linux)")
    covered = {stem for *_, stems in lic.NATIVE for stem in stems}
    cfg = build_script("spec_config")
    missing = []
    for lib in sorted(libs):
        stem = lib.split("-")[0].split(".")[0]
        if stem in lic.NOT_BUNDLED:
            continue
        if stem not in covered and not cfg.drop_binary(f"pygame_ce.libs/{lib}"):
            missing.append(lib)
    assert not missing
    for *_, filename, _source, _stems in lic.NATIVE + lic.SYSTEM:
        assert os.path.getsize(os.path.join(lic.NATIVE_DIR, filename)) > 100, filename


def test_every_library_in_the_executable_has_its_licence(lic, notices):
    """The libraries PyInstaller copies from the build machine beside Python (libffi,
    bzip2, liblzma, libuuid, the GCC runtime) need their notices as much as SDL's."""
    assert lic.uncovered(["libffi.so.8", "libnewthing.so.1", "libSDL2-2-50d19f93.0.so.0"]) \
        == ["libnewthing.so.1"]
    for name, *_ in lic.SYSTEM:
        assert any(t.startswith(f"{name} -- ") for t in lic.sections(notices)), name
    internal = os.path.join(ROOT, "dist", "400", "_internal")
    if not os.path.isdir(internal):
        pytest.skip("no dist/400: run python build/build.py")
    # shared libraries (Python's and pygame's own extension modules aside)
    libs = [f for _, _, files in os.walk(internal) for f in files
            if f.startswith("lib") and ".so" in f]
    assert "libffi.so.8" in libs or any(f.startswith("libSDL2") for f in libs)
    assert lic.uncovered(libs) == []


def test_notices_are_bundled(notices):
    cfg = build_script("spec_config")
    bundled = {os.path.join(dest, os.path.basename(src)).replace(os.sep, "/")
               for src, dest in cfg.datas(ROOT)}
    assert "assets/licences/THIRD_PARTY.txt" in bundled
    built = os.path.join(ROOT, "dist", "400", "_internal", "assets", "licences",
                         "THIRD_PARTY.txt")
    if not os.path.isdir(os.path.join(ROOT, "dist", "400")):
        pytest.skip("no dist/400: run python build/build.py")
    with open(built, encoding="utf-8") as f:
        assert f.read() == notices


def test_help_and_a_bad_argument_write_nothing(lic, capsys):
    """`python build/licences.py --help` explains itself instead of rewriting the file."""
    before = os.stat(NOTICES).st_mtime_ns
    assert lic.main(["--help"]) == 0
    assert "--check" in capsys.readouterr().out
    assert lic.main(["--chek"]) == 2
    assert "--chek" in capsys.readouterr().err
    assert os.stat(NOTICES).st_mtime_ns == before
