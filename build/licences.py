"""Write assets/licences/THIRD_PARTY.txt: the licences of what the executable bundles.

The executable carries the Python runtime, the packages in requirements.txt
(and whatever they require), and the native libraries inside pygame-ce's
wheel (SDL2 and its image, sound and font libraries). Their licences ask for
their notices to travel with the binary; this file holds them, and it lives
under assets/ so build/400.spec bundles it like every other asset.

    python build/licences.py           # regenerate (after changing requirements.txt)
    python build/licences.py --check   # exit 1 if the committed file is stale
                                       # (the Python licence's wording aside)

Where each text comes from (each section of the file names its source):
- the packages: the ``License-Expression`` / ``License`` metadata field (else
  the licence classifier) and the licence files of the installed distribution
  (``License-File`` entries, or LICENSE*/COPYING*/NOTICE* in its .dist-info);
  pygame-ce's .dist-info has none, so its LGPL text is taken from the
  ``pygame/docs/generated/LGPL.txt`` its wheel installs;
- Python: the LICENSE.txt of the running interpreter's standard library;
- the native libraries: build/notices/, copied from pygame-ce's own
  ``docs/licenses/`` (the wheels do not carry them) or, for the few it lacks,
  from the upstream project (see NATIVE below);
- the system libraries PyInstaller copies beside the Python runtime on Linux
  (libffi, bzip2, liblzma, libuuid, the GCC runtime): build/notices/, from the
  build distribution's copyright files (see SYSTEM below).

tests/test_build_licences.py checks that the committed file is current.
"""

from __future__ import annotations

import importlib.metadata as md
import os
import re
import sys
import sysconfig

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "assets", "licences", "THIRD_PARTY.txt")
NATIVE_DIR = os.path.join(ROOT, "build", "notices")
RULE = "=" * 78
PYGAME_CE_DOCS = "https://github.com/pygame-community/pygame-ce/tree/main/docs/licenses"

# Licence texts to take from the installed files when a .dist-info carries none.
FALLBACK_FILES = {"pygame-ce": ("pygame/docs/generated/LGPL.txt",)}

# The native libraries pygame-ce's wheels bundle:
# (name, licence, file in build/notices/, where the text came from,
#  the library file stems in the Linux wheel's pygame_ce.libs/ it covers).
NATIVE = (
    ("SDL2", "Zlib", "sdl2.txt", PYGAME_CE_DOCS, ("libSDL2",)),
    ("SDL2_image", "Zlib", "sdl2_image.txt", PYGAME_CE_DOCS, ("libSDL2_image",)),
    ("SDL2_mixer", "Zlib", "sdl2_mixer.txt", PYGAME_CE_DOCS, ("libSDL2_mixer",)),
    ("SDL2_ttf", "Zlib", "sdl2_ttf.txt",
     "https://github.com/libsdl-org/SDL_ttf/blob/main/LICENSE.txt", ("libSDL2_ttf",)),
    ("SDL_gfx (in pygame.gfxdraw)", "Zlib", "sdl_gfx.txt", PYGAME_CE_DOCS, ()),
    ("zlib", "Zlib", "zlib.txt", PYGAME_CE_DOCS, ()),
    ("libpng", "Libpng-2.0", "png.txt", PYGAME_CE_DOCS, ("libpng16",)),
    ("FreeType", "FTL", "freetype.txt", PYGAME_CE_DOCS, ("libfreetype",)),
    ("HarfBuzz", "MIT-Modern-Variant", "harfbuzz.txt",
     "https://github.com/harfbuzz/harfbuzz/blob/main/COPYING", ("libharfbuzz",)),
    ("Brotli", "MIT", "brotli.txt", "https://github.com/google/brotli/blob/master/LICENSE",
     ("libbrotlicommon", "libbrotlidec")),
    ("libjpeg-turbo", "IJG AND BSD-3-Clause AND Zlib", "jpeg.txt", PYGAME_CE_DOCS,
     ("libjpeg",)),
    ("libtiff", "libtiff", "tiff.txt", PYGAME_CE_DOCS, ("libtiff",)),
    ("libwebp", "BSD-3-Clause", "webp.txt", PYGAME_CE_DOCS,
     ("libwebp", "libwebpdemux", "libsharpyuv")),
    ("libogg, libvorbis", "BSD-3-Clause", "ogg-vorbis.txt", PYGAME_CE_DOCS,
     ("libogg", "libvorbis", "libvorbisenc", "libvorbisfile")),
    ("Opus", "BSD-3-Clause", "opus.txt", PYGAME_CE_DOCS, ("libopus",)),
    ("opusfile", "BSD-3-Clause", "opusfile.txt", PYGAME_CE_DOCS, ("libopusfile",)),
    ("FLAC", "BSD-3-Clause", "FLAC.txt", PYGAME_CE_DOCS, ("libFLAC",)),
    ("mpg123", "LGPL-2.1-only", "mpg123.txt", PYGAME_CE_DOCS, ("libmpg123",)),
    ("libsndfile", "LGPL-2.1-or-later", "sndfile.txt",
     "a notice written for this project (libsndfile's COPYING is the LGPL 2.1)",
     ("libsndfile",)),
    ("FluidSynth", "LGPL-2.1-or-later", "fluidsynth.txt", PYGAME_CE_DOCS, ("libfluidsynth",)),
    ("libxmp", "MIT", "libxmp.txt", "https://github.com/libxmp/libxmp/blob/master/docs/COPYING",
     ("libxmp",)),
    ("WavPack", "BSD-3-Clause", "wavpack.txt",
     "https://github.com/dbry/WavPack/blob/master/COPYING", ("libwavpack",)),
)
# Shared libraries PyInstaller copies from the build machine beside the Python
# runtime (its _ctypes, _bz2, _lzma and _uuid modules, and the C++ runtime
# harfbuzz links): on Linux they come from the distribution that builds the
# executable (these texts are Debian's, for the versions of Debian 12).
SYSTEM = (
    ("libffi", "MIT", "libffi.txt",
     "the Debian libffi8 package's copyright file (libffi's LICENSE)", ("libffi",)),
    ("bzip2 (libbz2)", "bzip2-1.0.6", "bzip2.txt",
     "the Debian libbz2-1.0 package's copyright file (bzip2's LICENSE)", ("libbz2",)),
    ("XZ Utils (liblzma)", "public domain", "xz.txt",
     "the Debian liblzma5 package's copyright file (XZ Utils' COPYING)", ("liblzma",)),
    ("libuuid (util-linux)", "BSD-3-Clause", "libuuid.txt",
     "the Debian libuuid1 package's copyright file", ("libuuid",)),
    ("GCC runtime (libgcc_s, libstdc++)", "GPL-3.0+ WITH GCC-exception-3.1", "gcc-runtime.txt",
     "the Debian libgcc-s1 package's copyright file", ("libgcc_s", "libstdc++")),
)
# Libraries in the executable whose licence is another section's.
COVERED_ELSEWHERE = {"libz": "zlib", "libpython3": "Python"}

# In the Linux wheel but not in the executable.
NOT_BUNDLED = {
    "libportmidi": "pygame.midi's library, dropped by build/spec_config.py",
    "libasound": "linked by nothing bundled (SDL opens the system's ALSA itself)",
}

LICENCE_FILE = re.compile(r"^(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)


def requirements(path: str = os.path.join(ROOT, "requirements.txt")) -> list[tuple[str, str]]:
    """(name, pinned version) of each line of requirements.txt, in file order."""
    out = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            name, sep, version = line.partition("==")
            out.append((name.strip(), version.strip() if sep else ""))
    return out


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def runtime_distributions() -> list[md.Distribution]:
    """The installed distributions of requirements.txt and what they require, in order."""
    from packaging.requirements import Requirement  # PyInstaller's own dependency

    seen: dict[str, md.Distribution] = {}
    todo = [name for name, _ in requirements()]
    while todo:
        name = canonical(todo.pop(0))
        if name in seen:
            continue
        dist = md.distribution(name)
        seen[name] = dist
        for spec in dist.requires or ():
            req = Requirement(spec)
            if req.marker is None or req.marker.evaluate({"extra": ""}):
                todo.append(req.name)
    return list(seen.values())


def licence_name(dist: md.Distribution) -> str:
    meta = dist.metadata
    for field in ("License-Expression", "License"):
        value = (meta.get(field) or "").strip()
        if value and "\n" not in value and len(value) < 80:
            return value
    classifiers = [c.split("::")[-1].strip() for c in meta.get_all("Classifier") or ()
                   if c.startswith("License ::")]
    if classifiers:
        return " / ".join(classifiers)
    raise SystemExit(f"licences.py: {dist.metadata['Name']} states no licence")


def licence_texts(dist: md.Distribution) -> list[tuple[str, str]]:
    """(where, text) for each licence file the installed distribution holds."""
    name = dist.metadata["Name"]
    files = [f for f in dist.files or ()
             if ".dist-info" in f.parts[0] and LICENCE_FILE.match(f.name)]
    if not files:
        wanted = FALLBACK_FILES.get(canonical(name), ())
        files = [f for f in dist.files or () if f.as_posix() in wanted]
    if not files:
        raise SystemExit(f"licences.py: no licence file in the installed {name}; "
                         "add one to FALLBACK_FILES")
    out = []
    for f in sorted(files, key=lambda f: f.as_posix()):
        text = f.read_text(encoding="utf-8")
        out.append((f"{f.as_posix()} in the installed {name} {dist.version}", text))
    return out


def python_licence() -> tuple[str, str]:
    places = [os.path.join(sysconfig.get_paths()["stdlib"], "LICENSE.txt"),
              os.path.join(sys.base_prefix, "LICENSE.txt")]
    for path in places:
        if os.path.isfile(path):
            with open(path, encoding="utf-8") as f:
                return "LICENSE.txt of the Python standard library that builds the game", f.read()
    raise SystemExit(f"licences.py: Python's LICENSE.txt is in none of {places}")


def components() -> list[dict]:
    """Each bundled component: name, version, licence, part (what brings it), texts."""
    py = f"{sys.version_info.major}.{sys.version_info.minor}"
    out = [{"name": "Python", "version": py, "licence": "PSF-2.0",
            "part": "the interpreter and standard library", "texts": [python_licence()]}]
    pygame_version = ""
    for dist in runtime_distributions():
        name = dist.metadata["Name"]
        if canonical(name) == "pygame-ce":
            pygame_version = dist.version
        out.append({"name": name, "version": dist.version, "licence": licence_name(dist),
                    "part": "Python package", "texts": licence_texts(dist)})
    for name, licence, filename, source, _stems in NATIVE:
        with open(os.path.join(NATIVE_DIR, filename), encoding="utf-8") as f:
            text = f.read()
        out.append({"name": name, "version": "", "licence": licence,
                    "part": f"native library in pygame-ce {pygame_version}",
                    "texts": [(f"build/notices/{filename}, from {source}", text)]})
    for name, licence, filename, source, _stems in SYSTEM:
        with open(os.path.join(NATIVE_DIR, filename), encoding="utf-8") as f:
            text = f.read()
        out.append({"name": name, "version": "", "licence": licence,
                    "part": "beside the Python runtime (Linux)",
                    "texts": [(f"build/notices/{filename}, from {source}", text)]})
    return out


def stem(filename: str) -> str:
    """'libSDL2-2-50d19f93.0.so.0.3200.10' -> 'libSDL2'; 'libpython3.11.so.1.0' -> 'libpython3'."""
    return filename.split("-")[0].split(".")[0]


def uncovered(libraries) -> list[str]:
    """The shared libraries among ``libraries`` (file names) whose licence the file
    does not hold: each bundled library must be named by NATIVE, SYSTEM or
    COVERED_ELSEWHERE."""
    covered = {s for *_, stems in NATIVE + SYSTEM for s in stems} | set(COVERED_ELSEWHERE)
    return sorted(lib for lib in libraries
                  if ".so" in lib and stem(lib) not in covered and stem(lib) not in NOT_BUNDLED)


def render(comps: list[dict]) -> str:
    lines = [
        "Third-party software in the 400 executable",
        "",
        "The executable bundles the software listed below; each is followed by its",
        "licence text. Generated by build/licences.py from the installed packages",
        "(pinned in requirements.txt): do not edit by hand.",
        "",
        f"{'Component':<30} {'Version':<10} {'Licence':<34} Part of",
    ]
    for c in comps:
        lines.append(f"{c['name']:<30} {c['version'] or '-':<10} {c['licence']:<34} {c['part']}")
    for c in comps:
        title = f"{c['name']} {c['version']}".strip()
        lines += ["", "", RULE, f"{title} -- {c['licence']}", RULE]
        for where, text in c["texts"]:
            lines += ["", f"[Source: {where}]", "", text.replace("\r\n", "\n").rstrip()]
    return "\n".join(line.rstrip() for line in lines) + "\n"


def sections(text: str) -> dict[str, str]:
    """The file's licence sections by title ('pygame-ce 2.5.8 -- LGPL v2.1'), and its index."""
    parts = text.split(RULE + "\n")
    out = {"index": parts[0]}
    for title, body in zip(parts[1::2], parts[2::2]):
        out[title.strip()] = body
    return out


def comparable(text: str) -> dict[str, str]:
    """sections() without the Python licence's body, which differs a little between
    Python releases (its copyright years): what must match between two machines."""
    return {title: "" if title.startswith("Python ") else body
            for title, body in sections(text).items()}


def main(argv: list[str]) -> int:
    if any(a in ("-h", "--help") for a in argv):
        print(__doc__.split("\n\n")[2].rstrip())
        return 0
    unknown = [a for a in argv if a != "--check"]
    if unknown:
        print(f"licences.py: unknown argument {unknown[0]!r} (only --check)", file=sys.stderr)
        return 2
    text = render(components())
    if "--check" in argv:
        try:
            with open(OUT, encoding="utf-8") as f:
                current = f.read()
        except OSError:
            current = ""
        if comparable(current) != comparable(text):
            print(f"{os.path.relpath(OUT, ROOT)} is stale: run python build/licences.py")
            return 1
        return 0
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w", encoding="utf-8", newline="\n") as f:
        f.write(text)
    print(f"wrote {os.path.relpath(OUT, ROOT)} ({len(text)} characters)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
