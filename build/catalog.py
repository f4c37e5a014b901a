"""The translation catalogs: extract the template, update each language, compile.

    python build/catalog.py extract   # assets/locale/game.pot from the code's catalog
    python build/catalog.py update    # merge the template into each language's .po
                                      # (a new LANG/LC_MESSAGES folder gets its .po)
    python build/catalog.py compile   # each .po -> the .mo that gettext reads
    python build/catalog.py check     # exit 1 if the .pot or a .mo is out of date

The source of every string is the dicts of English text registered with
``game.strings.add_source`` (the key is the message context, the English
text the message id; a (singular, plural) pair is a plural message). A
translator opens ``assets/locale/LANG/LC_MESSAGES/game.po`` in Poedit or
Weblate. Babel is a development tool only: at run time the standard
library's ``gettext`` reads the compiled ``.mo``.
"""

from __future__ import annotations

import io
import os
import re
import sys
from datetime import UTC, datetime

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path.insert(0, ROOT)

from babel.core import UnknownLocaleError  # noqa: E402
from babel.messages.catalog import Catalog  # noqa: E402
from babel.messages.mofile import write_mo  # noqa: E402
from babel.messages.pofile import read_po, write_po  # noqa: E402

import game.ui.screens.text  # noqa: E402,F401  (registers the menus' strings)
from game.strings import DOMAIN, NOTES, locale_dir, sources  # noqa: E402

FIXED_DATE = datetime(2026, 1, 1, tzinfo=UTC)  # reproducible files


def template() -> Catalog:
    """The catalog of every string the game can show, in English."""
    cat = Catalog(project="400", version="1", domain=DOMAIN, creation_date=FIXED_DATE,
                  revision_date=FIXED_DATE, fuzzy=False)
    for key, english in sorted(sources().items()):
        cat.add(english if isinstance(english, str) else tuple(english), context=key,
                auto_comments=[NOTES[key]] if key in NOTES else ())
    return cat


def pot_bytes() -> bytes:
    out = io.BytesIO()
    write_po(out, template(), width=0, omit_header=False, sort_output=True)
    return out.getvalue()


def pot_path() -> str:
    return os.path.join(locale_dir(), f"{DOMAIN}.pot")


def po_path(lang: str) -> str:
    return os.path.join(locale_dir(), lang, "LC_MESSAGES", f"{DOMAIN}.po")


def languages() -> list[str]:
    """Every language folder: ``LANG/LC_MESSAGES`` under the locale folder
    (English is the source, not a translation)."""
    try:
        names = sorted(os.listdir(locale_dir()))
    except OSError:
        return []
    return [lang for lang in names if lang != "en"
            and os.path.isdir(os.path.dirname(po_path(lang)))]


def translations() -> list[str]:
    """The languages with a ``.po`` file."""
    return [lang for lang in languages() if os.path.exists(po_path(lang))]


def mo_bytes(lang: str) -> bytes:
    with open(po_path(lang), "rb") as f:
        cat = read_po(f, locale=lang, domain=DOMAIN)
    out = io.BytesIO()
    write_mo(out, cat, use_fuzzy=False)
    return out.getvalue()


def extract() -> None:
    os.makedirs(locale_dir(), exist_ok=True)
    with open(pot_path(), "wb") as f:
        f.write(pot_bytes())
    print(f"wrote {pot_path()} ({len(sources())} messages)")


def update() -> None:
    """Merge the template into each language's ``.po``; a language folder
    without one gets it, with its language's plural forms (babel's CLDR)."""
    tmpl = template()
    for lang in languages():
        path = po_path(lang)
        try:
            if os.path.exists(path):
                with open(path, "rb") as f:
                    cat = read_po(f, locale=lang, domain=DOMAIN)
            else:
                cat = Catalog(locale=lang, domain=DOMAIN, project="400", version="1",
                              creation_date=FIXED_DATE, revision_date=FIXED_DATE,
                              fuzzy=False)
        except UnknownLocaleError:
            print(f"skipped {path}: {lang} is not a language code babel knows "
                  "(name the folder fr, pt_BR, ...)", file=sys.stderr)
            continue
        cat.update(tmpl, no_fuzzy_matching=True)
        with open(path, "wb") as f:
            write_po(f, cat, width=0, sort_output=True, ignore_obsolete=True)
        print(f"updated {path}")


def compile_all() -> None:
    for lang in translations():
        path = po_path(lang)[:-3] + ".mo"
        with open(path, "wb") as f:
            f.write(mo_bytes(lang))
        print(f"wrote {path}")


def stale() -> list[str]:
    """The catalog files that do not match the code (empty when all are current)."""
    out = []
    try:
        with open(pot_path(), "rb") as f:
            if f.read() != pot_bytes():
                out.append(pot_path())
    except OSError:
        out.append(pot_path())
    for lang in translations():
        path = po_path(lang)[:-3] + ".mo"
        try:
            with open(path, "rb") as f:
                if f.read() != mo_bytes(lang):
                    out.append(path)
        except OSError:
            out.append(path)
    return out


FIELD = re.compile(r"\{(\w*)[^{}]*\}")


def field_errors() -> list[str]:
    """Each translation that names a ``{field}`` its English (``msgid``) does
    not give (the game would show the English), or drops one of a message's
    fields (a plural form may leave the count out)."""
    out = []
    for lang in translations():
        with open(po_path(lang), "rb") as f:
            cat = read_po(f, locale=lang, domain=DOMAIN)
        for m in cat:
            if not m.id:
                continue
            plural = isinstance(m.id, tuple)
            given = set(FIELD.findall(m.id[-1] if plural else m.id))
            given |= {"n"} if plural else set()
            for form in (m.string if isinstance(m.string, tuple) else (m.string,)):
                if not form:
                    continue
                have = set(FIELD.findall(form))
                extra, dropped = have - given, set() if plural else given - have
                if extra or dropped:
                    what = "; ".join([*(f"{{{x}}} is not one of its fields" for x in sorted(extra)),
                                      *(f"{{{x}}} is missing" for x in sorted(dropped))])
                    out.append(f"{po_path(lang)}: {m.context}: {what}")
    return out


def main(argv: list[str]) -> int:
    commands = {"extract": extract, "update": update, "compile": compile_all}
    if len(argv) != 1 or argv[0] not in (*commands, "check"):
        print("usage: python build/catalog.py extract|update|compile|check", file=sys.stderr)
        return 2
    if argv[0] == "check":
        bad = stale()
        for path in bad:
            print(f"out of date: {path} (run python build/catalog.py extract, then compile)")
        fields = field_errors()
        for line in fields:
            print(line)
        return 1 if bad or fields else 0
    commands[argv[0]]()
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
