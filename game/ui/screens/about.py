"""About 400: the version, the folders of the player's files, the credits,
and the third-party licences the executable carries (``LicencesScreen``,
a scrollable view of ``assets/licences/THIRD_PARTY.txt``).

Paths and licence texts are data, not words of the game: they are drawn as
they are (``Verbatim``), left to right in every language, with their own
digits and hyphens.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections import OrderedDict
from pathlib import Path

import pygame

from ... import __version__
from ...bundle import assets_dir
from ...readfile import read_regular
from ...strings import right_to_left
from .. import theme
from ..widgets import Button
from .base import Screen, draw_scrollbar, scrollbar, scrollbar_width, wrap
from .text import t

MAX_LICENCE_BYTES = 4 << 20  # the file is about 250 KB


def licences_file() -> Path:
    """The third-party licences the build writes (``build/licences.py``)."""
    return Path(assets_dir()) / "licences" / "THIRD_PARTY.txt"


def font_licence_file() -> Path:
    return Path(assets_dir()) / "fonts" / "LICENSE-DejaVu.txt"


def read_text(path: Path) -> str:
    """A bundled text file's text (``OSError`` if it cannot be read)."""
    return read_regular(path, MAX_LICENCE_BYTES)[:MAX_LICENCE_BYTES].decode(
        "utf-8", errors="replace")


def launch(path: Path):
    """Show ``path`` in the system's file manager, without waiting for it:
    ``os.startfile`` on Windows, else ``open`` (macOS) or ``xdg-open`` run
    apart (the caller polls the process, if one is returned). ``OSError`` if
    it cannot be started."""
    if sys.platform.startswith("win"):
        os.startfile(str(path))  # noqa: S606  (our own folder, no shell)
        return None
    env = dict(os.environ)
    if getattr(sys, "frozen", False):  # PyInstaller's libraries are not the system's
        if "LD_LIBRARY_PATH_ORIG" in env:
            env["LD_LIBRARY_PATH"] = env["LD_LIBRARY_PATH_ORIG"]
        else:
            env.pop("LD_LIBRARY_PATH", None)
    command = ["open" if sys.platform == "darwin" else "xdg-open", str(path)]
    return subprocess.Popen(command, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True, env=env)


def copy_text(text: str) -> None:
    """Put ``text`` on the system clipboard (``pygame.error`` if it cannot)."""
    pygame.scrap.put_text(text)


class Verbatim:
    """Lines drawn exactly as written (no reordering, no digits changed), cached."""

    def __init__(self, painter, limit: int = 600):
        self.painter = painter
        self.limit = limit
        self._cache: OrderedDict[tuple, pygame.Surface] = OrderedDict()

    def width(self, text: str, size: int, bold: bool = False) -> int:
        return self.painter.font(size, bold).size(text)[0]

    def text(self, text: str, size: int, colour=theme.TEXT, bold: bool = False):
        key = (text, size, colour, bold)
        surf = self._cache.get(key)
        if surf is None:
            surf = self.painter.font(size, bold).render(text, True, colour)
            self._cache[key] = surf
            if len(self._cache) > self.limit:
                self._cache.popitem(last=False)
        else:
            self._cache.move_to_end(key)
        return surf

    def fit(self, text: str, size: int, width: int, colour=theme.TEXT, smallest: int = 11):
        """``text`` at ``size`` or smaller to fit ``width``; if even the
        smallest is too wide, its middle gives way to "…" (a path's start and
        its last folders stay)."""
        while size > smallest and self.width(text, size) > width:
            size -= 1
        if self.width(text, size) > width:
            keep = len(text)
            while keep > 8 and self.width(text[:keep // 2] + "\u2026" + text[-(keep // 2):],
                                          size) > width:
                keep -= 2
            text = text[:keep // 2] + "\u2026" + text[-(keep // 2):]
        return self.text(text, size, colour)


# --------------------------------------------------------------- About

class AboutScreen(Screen):
    """The version, the player's folders (open or copy each), the credits,
    and the way to the licences."""

    title_key = "about.title"
    keys_key = "about.keys"

    def __init__(self, home):
        super().__init__(home)
        self.plain = Verbatim(self.painter)
        self.focus = 0
        self.keyboard = False  # the focus ring shows once the keys are used
        self.opening = None  # (process, path) of an "Open" still running
        self.has_licences = licences_file().is_file()

    def folders(self) -> list[tuple[str, Path]]:
        """(what is kept there, the folder), as the storage knows them."""
        storage = self.home.storage
        if storage is None:
            return []
        paths = storage.paths
        return [(t("about.settings"), paths.config), (t("about.games"), paths.data),
                (t("about.exports"), paths.exports)]

    # ----------------------------------------------------------- layout
    def place(self) -> None:
        lay, p = self.layout, self.painter
        col = self.column
        self.box = col
        text_w = col.width - lay.margin * 4
        self.what = wrap(p, t("about.what"), lay.font, text_w)
        credits = [t("about.font", font="DejaVu Sans", owner="2003 Bitstream, Inc.",
                     licence="Bitstream Vera"), t("about.art")]
        self.credits = [line for text in credits for line in wrap(p, text, lay.font_small, text_w)]
        self.licence_note = t("about.licences_note") if self.has_licences else \
            t("about.licences_missing", file=os.path.join("assets", "licences",
                                                          "THIRD_PARTY.txt"))
        self.licence_lines = wrap(p, self.licence_note, lay.font_small, text_w)
        self.step = round(lay.font * 1.35)
        self.small_step = round(lay.font_small * 1.35)
        self.row_h = self.small_step + round(lay.font * 1.5) + lay.margin // 2
        self.heading_h = round(lay.font_large * 1.6)
        rows = max(1, len(self.folders()))
        need = (round(lay.font_large * 1.4) + self.step * len(self.what) + self.heading_h
                + self.row_h * rows + self.heading_h
                + self.small_step * (len(self.credits) + len(self.licence_lines)) + lay.margin * 3)
        room = col.height - round(lay.font * 1.6)  # the message's line, above the buttons
        self.gap = lay.margin if need <= room else max(2, lay.margin // 3)
        if need > room and len(self.what) > 0:  # a very small window: the one line goes
            need -= self.step * len(self.what)
            self.what = []
        # the rows' buttons, laid out left to right and mirrored right to left
        bh = round(lay.font * 1.7)
        bw = max(p.measure(t(k), lay.font_small, True) for k in ("about.open", "about.copy")) \
            + lay.font * 2
        y = col.top + round(lay.font_large * 1.4) + self.step * len(self.what) + self.gap \
            + self.heading_h
        self.rows = []
        self.buttons = []
        screen = pygame.Rect(0, 0, self.w, self.h)
        with p.mirrored(screen, right_to_left()):
            for i, (label, path) in enumerate(self.folders()):
                row = pygame.Rect(col.left + lay.margin * 2, y, text_w, self.row_h)
                right = row.right
                for name, fn in (("copy", self.copy), ("open", self.open_folder)):
                    r = pygame.Rect(right - bw, row.top + self.small_step // 2, bw, bh)
                    self.buttons.append(Button(f"{name}{i}", p.flip(r), t(f"about.{name}"),
                                               lambda fn=fn, path=path: fn(path),
                                               style="flat"))
                    right -= bw + lay.margin
                self.rows.append((label, path, row, right - row.left - lay.margin))
                y += self.row_h
        # drawn (and reached with Tab) in reading order: Open, then Copy, row by row
        self.buttons.sort(key=lambda b: (b.rect.top, b.rect.left * (-1 if right_to_left()
                                                                    else 1)))
        self.credits_top = y + self.gap
        footer = self.footer_buttons([
            ("licences", t("about.licences"), self.licences, "normal"),
            ("back", t("screen.back"), self.back, "primary")])
        footer[0].enabled = self.has_licences
        self.buttons += footer
        # Enter goes Back until the keys choose another button
        self.focus = min(self.focus, len(self.buttons) - 1) if self.keyboard \
            else len(self.buttons) - 1

    # ---------------------------------------------------------- actions
    def licences(self) -> None:
        if self.has_licences:
            self.app.push(LicencesScreen(self.home))
        else:
            self.say(self.licence_note, theme.WARN)

    def open_folder(self, path: Path) -> None:
        if not Path(path).is_dir():
            self.say(t("about.not_yet"), theme.WARN)
            return
        try:
            process = launch(Path(path))
        except OSError as e:
            self.say(t("about.cannot_open", why=e.strerror or str(e)), theme.WARN, 6.0)
            return
        self.opening = (process, path) if process is not None else None
        self.say(t("about.opening"), theme.TEXT_DIM)

    def copy(self, path: Path) -> None:
        try:
            copy_text(str(path))
        except (pygame.error, OSError) as e:
            self.say(t("about.cannot_copy", why=str(e) or "?"), theme.WARN, 6.0)
            return
        self.say(t("about.copied"), theme.TEXT)

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.opening is not None:  # the file manager's launcher, polled, never waited for
            process, _ = self.opening
            code = process.poll()
            if code is not None:
                self.opening = None
                if code != 0:
                    self.say(t("about.cannot_open", why=t("about.exit_status", code=code)),
                             theme.WARN, 6.0)

    # ------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            back = (event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT) or \
                event.key == pygame.K_UP or \
                event.key == (pygame.K_RIGHT if right_to_left() else pygame.K_LEFT)
            forward = event.key in (pygame.K_TAB, pygame.K_DOWN) or \
                event.key == (pygame.K_LEFT if right_to_left() else pygame.K_RIGHT)
            if back or forward:
                if self.keyboard:
                    step = -1 if back else 1
                    for _ in self.buttons:  # past a disabled button
                        self.focus = (self.focus + step) % len(self.buttons)
                        if self.buttons[self.focus].enabled:
                            break
                self.keyboard = True
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                return self.buttons[self.focus].click()
            if event.key == pygame.K_l:
                self.licences()
                return True
        if event.type == pygame.MOUSEMOTION and self.keyboard:
            for i, b in enumerate(self.buttons):
                if b.hit(event.pos):
                    self.focus = i
        return super().handle_event(event)

    # ------------------------------------------------------------- draw
    def draw_content(self, surface) -> None:
        lay, p = self.layout, self.painter
        col = self.box
        left = col.left + lay.margin * 2
        y = col.top
        p.blit_text(surface, t("about.version", version=__version__), lay.font_large,
                    theme.GOLD, True, midtop=(self.w // 2, y))
        y += round(lay.font_large * 1.4)
        for line in self.what:
            p.blit_text(surface, line, lay.font, theme.TEXT, midtop=(self.w // 2, y))
            y += self.step
        y += self.gap
        panel = pygame.Rect(col.left, y - lay.margin // 2, col.width,
                            self.credits_top - y + lay.margin)
        self.panel(surface, panel)
        p.blit_text(surface, t("about.files"), lay.font_large, theme.GOLD, True,
                    topleft=(left, y))
        if not self.rows:
            p.blit_text(surface, t("about.no_files"), lay.font, theme.TEXT_DIM,
                        topleft=(left, y + self.heading_h))
        for label, path, row, room in self.rows:
            p.blit_fit(surface, label, lay.font_small, room, theme.TEXT_DIM,
                       topleft=(row.left, row.top))
            shown = self.plain.fit(str(Path(path).absolute()), lay.font, room, theme.TEXT)
            r = shown.get_rect(topleft=(row.left, row.top + self.small_step))
            surface.blit(shown, p.flip(r))
        y = self.credits_top + self.gap
        p.blit_text(surface, t("about.credits"), lay.font_large, theme.GOLD, True,
                    topleft=(left, y))
        y += self.heading_h
        for line in self.credits:
            p.blit_text(surface, line, lay.font_small, theme.TEXT, topleft=(left, y))
            y += self.small_step
        y += self.gap
        colour = theme.TEXT_DIM if self.has_licences else theme.WARN
        for line in self.licence_lines:
            p.blit_text(surface, line, lay.font_small, colour, topleft=(left, y))
            y += self.small_step

    def draw(self, surface) -> None:
        super().draw(surface)
        if self.keyboard and self.buttons:  # the focus ring, as on the title screen
            lay = self.layout
            glow = self.buttons[self.focus].rect.inflate(lay.margin, lay.margin)
            surface.blit(self.painter.panel(glow.size, (0, 0, 0, 0), theme.GOLD,
                                            max(6, lay.margin), 2), glow)


# ------------------------------------------------------------ licences

RULE = re.compile(r"^\s*([=\-])\1{9,}\s*$")  # a line of ===== or -----
COLUMNS = re.compile(r"\S {3,}\S")  # a table: words set apart by runs of spaces
# (two spaces alone are a sentence's end: prose, not columns)
TOKEN = re.compile(r"\S+(?: \S+)*")


def documents() -> str:
    """THIRD_PARTY.txt, then the fonts' licence in the same form (``OSError``
    if the first cannot be read)."""
    text = read_text(licences_file()).expandtabs(8).rstrip("\n")
    try:
        fonts = read_text(font_licence_file()).expandtabs(8).rstrip("\n")
    except OSError:
        return text
    rule = "=" * 78
    return f"{text}\n\n\n{rule}\nDejaVu fonts -- Bitstream Vera\n{rule}\n\n{fonts}"


def sections(lines: list[str]) -> list[int]:
    """The line numbers of each licence's title (a line between two rules of =)."""
    return [i for i in range(1, len(lines) - 1)
            if lines[i].strip() and set(lines[i - 1].strip()) == {"="} == set(lines[i + 1]
                                                                              .strip())
            and len(lines[i - 1].strip()) >= 40]


def index_lines(lines: list[str]) -> range:
    """The lines of the file's index table (after its "Component" heading)."""
    for i, line in enumerate(lines):
        if line.startswith("Component") and "Licen" in line:
            end = i + 1
            while end < len(lines) and lines[end].strip():
                end += 1
            return range(i, end)
    return range(0)


class LicencesScreen(Screen):
    """The third-party licences, scrollable: an index of the components (a
    click or N/P goes to a licence), then every licence text in full."""

    title_key = "licences.title"
    keys_key = "licences.keys"
    mirror_content = False  # the licences read left to right in every language

    def __init__(self, home):
        super().__init__(home)
        self.plain = Verbatim(self.painter, limit=1200)
        self.scroll = 0
        self.hover_row = None
        try:
            self.lines = documents().split("\n")
            self.error = ""
        except OSError as e:
            self.lines, self.error = [], t("licences.cannot_read", why=e.strerror or str(e))
        self.titles = sections(self.lines)
        self.index = index_lines(self.lines)

    # ----------------------------------------------------------- layout
    def place(self) -> None:
        lay = self.layout
        self.buttons = self.footer_buttons([("back", t("screen.back"), self.back, "primary")])
        self.view = self.column.inflate(-lay.margin * 2, -lay.margin * 2)
        self.size = lay.font_small if self.view.width < lay.font * 45 else lay.font
        self.line_h = round(self.size * 1.4)
        self.view.height -= self.view.height % self.line_h  # whole lines in view
        width = self.view.width - lay.margin * 2  # room for the scroll bar
        # a table's columns: one character's width, at most what 80 columns allow
        self.cw = min(self.plain.width("n", self.size), width / 80)
        # rows: (kind, payload) with kind "text" [(x, words)], "rule" width,
        # "title" text, "entry" (section number, name, licence)
        self.rows: list[tuple[str, object]] = []
        self.title_rows: list[int] = []
        titles = {line: n for n, line in enumerate(self.titles)}
        entries = [self._entry(n) for n in range(len(self.titles))]
        for i, line in enumerate(self.lines):
            if i in self.index:
                if i == self.index.start:  # the table becomes the list of licences
                    self.rows += [("entry", e) for e in entries]
                continue
            if i in titles:
                self.title_rows.append(len(self.rows) - 1)  # its rule above
                self.rows.append(("title", line.strip()))
            elif RULE.match(line):
                self.rows.append(("rule", min(width, round(len(line.strip()) * self.cw))))
            elif COLUMNS.search(line.strip()):
                self.rows.append(("text", [(round(m.start() * self.cw), m.group())
                                           for m in TOKEN.finditer(line)]))
            else:
                self.rows += [("text", [(x, part)]) for x, part in self._wrapped(line, width)]
        self.total = len(self.rows) * self.line_h
        self.scroll = min(self.scroll, self.limit)

    def _entry(self, n: int) -> tuple[int, str, str]:
        name, _, licence = self.lines[self.titles[n]].strip().partition(" -- ")
        return n, name, licence

    def _wrapped(self, line: str, width: int) -> list[tuple[int, str]]:
        """A line of prose, wrapped at spaces to ``width`` (its indent kept)."""
        body = line.lstrip(" ")
        indent = round((len(line) - len(body)) * self.cw)
        if not body or indent + self.plain.width(body, self.size) <= width:
            return [(indent if body else 0, body)]  # most lines fit whole: one measure
        out, current = [], ""
        for word in body.split(" "):
            candidate = f"{current} {word}" if current else word
            if current and indent + self.plain.width(candidate, self.size) > width:
                out.append((indent, current))
                current = word
            else:
                current = candidate
        out.append((indent, current))
        return out

    @property
    def limit(self) -> int:
        return max(0, self.total - self.view.height)

    def shown(self) -> list[str]:
        """The text of the rows in view, top to bottom (what a player reads)."""
        first = self.scroll // self.line_h
        last = (self.scroll + self.view.height) // self.line_h
        out = []
        for kind, payload in self.rows[first:last]:
            if kind == "text":
                out.append("  ".join(words for _, words in payload))
            elif kind == "title":
                out.append(payload)
            elif kind == "entry":
                out.append(f"{payload[1]}  {payload[2]}")
        return out

    # ------------------------------------------------------------ input
    def go(self, row: int) -> None:
        self.scroll = max(0, min(self.limit, row * self.line_h))

    def section_here(self) -> int:
        """The licence whose title is the last at or above the top of the view."""
        top = self.scroll // self.line_h
        return sum(1 for r in self.title_rows if r <= top) - 1

    def row_at(self, pos) -> int | None:
        if not self.view.collidepoint(pos):
            return None
        return (pos[1] - self.view.top + self.scroll) // self.line_h

    def handle_event(self, event) -> bool:
        if not self.layout:
            return super().handle_event(event)
        step = self.line_h * 3
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0, min(self.limit, self.scroll - event.y * step))
            return True
        if event.type == pygame.KEYDOWN:
            page = self.view.height - self.line_h * 2
            moves = {pygame.K_DOWN: step, pygame.K_UP: -step, pygame.K_PAGEDOWN: page,
                     pygame.K_PAGEUP: -page, pygame.K_SPACE: page}
            if event.key in moves:
                self.scroll = max(0, min(self.limit, self.scroll + moves[event.key]))
                return True
            if event.key in (pygame.K_HOME, pygame.K_END):
                self.scroll = 0 if event.key == pygame.K_HOME else self.limit
                return True
            if event.key in (pygame.K_n, pygame.K_p) and self.title_rows:
                here = self.section_here()
                if event.key == pygame.K_n:
                    n = min(len(self.title_rows) - 1, here + 1)
                else:  # P: this licence's start, or the one before if already there
                    at_start = here >= 0 and self.scroll <= self.title_rows[here] * self.line_h
                    n = here - 1 if at_start else here
                if n < 0:
                    self.scroll = 0
                else:
                    self.go(self.title_rows[n])
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.back()
                return True
        if event.type == pygame.MOUSEMOTION:
            row = self.row_at(event.pos)
            self.hover_row = row if row is not None and row < len(self.rows) \
                and self.rows[row][0] == "entry" else None
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            if row is not None and row < len(self.rows) and self.rows[row][0] == "entry":
                self.go(self.title_rows[self.rows[row][1][0]])
                return True
        return super().handle_event(event)

    # ------------------------------------------------------------- draw
    def draw_content(self, surface) -> None:
        lay, p = self.layout, self.painter
        panel = self.view.inflate(lay.margin * 2, lay.margin * 2)
        surface.blit(p.panel(panel.size, theme.PANEL, theme.PANEL_BORDER,
                             max(6, lay.margin), 1), panel)  # the text is never mirrored
        if self.error:
            p.blit_fit(surface, self.error, lay.font, self.view.width, theme.WARN,
                       midtop=(self.w // 2, self.view.top))
            return
        clip = surface.get_clip()
        surface.set_clip(self.view)
        first = self.scroll // self.line_h
        y = self.view.top - self.scroll % self.line_h
        name_w = round(self.view.width * 0.42)
        for index in range(first, min(len(self.rows), first + self.view.height // self.line_h
                                      + 2)):
            kind, payload = self.rows[index]
            x = self.view.left
            if kind == "text":
                for dx, words in payload:
                    surface.blit(self.plain.text(words, self.size, theme.TEXT), (x + dx, y))
            elif kind == "rule":
                mid = y + self.line_h // 2
                pygame.draw.line(surface, theme.PANEL_BORDER[:3], (x, mid), (x + payload, mid))
            elif kind == "title":
                surface.blit(self.plain.text(payload, self.size, theme.GOLD, True), (x, y))
            else:
                _, name, licence = payload
                if index == self.hover_row:
                    band = pygame.Rect(x - lay.margin // 2, y, self.view.width, self.line_h)
                    surface.blit(p.panel(band.size, theme.BUTTON_FLAT_HOVER, None, 4), band)
                surface.blit(self.plain.fit(name, self.size, name_w - lay.margin, theme.GOLD),
                             (x + lay.margin, y))
                surface.blit(self.plain.fit(licence, self.size,
                                            self.view.width - name_w - lay.margin * 3,
                                            theme.TEXT_DIM), (x + name_w, y))
            y += self.line_h
        surface.set_clip(clip)
        self._scrollbar(surface)

    def _scrollbar(self, surface) -> None:
        x = self.view.right - scrollbar_width(self.layout)
        draw_scrollbar(surface, scrollbar(self.layout, x, self.view, self.total, self.scroll))
