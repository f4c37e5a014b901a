"""Replay: step through the hands of a game record trick by trick with all
four hands visible, and export the game as a JSON record.

The record is the last game, a finished game at the table, or the games of
a record file (``play --replay FILE``, or a file dropped on the window:
``watch_file``), shown one at a time (N and P, or the buttons beside the
title, go from game to game). Each is shown by the rules written in it;
watching one writes nothing of the player's (the saved game, statistics).

A dropped file is read, and its first game replayed, on a thread of its own
(``Background``) under a small "Opening FILE…" dialog that Esc cancels; the
next or previous game of a file is replayed so too, the game shown staying
on screen with a "loading" line until it is ready. The frame thread only
polls them."""

from __future__ import annotations

import shlex
import threading
from pathlib import Path

import pygame

from ...ai import LEVELS
from ...engine import Card, Rules, RulesError
from ...engine.record import RecordError, replay
from ...engine.scoring import score_hand, team_total
from ...record_file import RecordFile, RecordFileError
from ...session import BOT, EXEC, HUMAN
from ...session.bots import ThinkerLoader
from ...session.review import ReviewRefused, Reviews
from ...strings import Phrase, isolated, player_name, right_to_left, said, say, team_name
from .. import theme
from ..dialog import Dialog
from ..layout import Layout
from ..table.board import sort_hand
from ..table.dialogs import team_totals
from ..table.render import make_art
from ..table.review import ReviewDialog
from ..widgets import Button
from .base import Screen
from .text import t, tn

THROWN = ("low_total", "no_five", "no_pictures")  # "replay.thrown.<reason>"
# the trick: each seat's card off the centre, in card widths and heights
TRICK_OFFS = {0: (0, 0.55), 1: (0.75, 0), 2: (0, -0.55), 3: (-0.75, 0)}
TRICK_HIGH = 1 + 2 * 0.55 * 0.9  # its height, in card heights
TRICK_RING = 3  # the winner's ring, outside its card
CARD_HIGH = 1.41  # a card's height over its width (a little over, to be safe)
PROGRAM_CHARS = 28  # a recorded name (a program's), at most, as a player's name
MIN_LABEL = 11  # a player's line and a button's label, in px, at the smallest
REVIEW_CHARS = 14  # South's name, at most, in a small window's review
SHORTEST = 12  # a recorded name cut shorter than this goes on a line of its own


STEPS = ("prev_hand", "prev", "next", "next_hand")  # buttons that may show arrows alone


def arrows(label: str) -> str:
    """A step button's label by its arrows alone ("Trick \u25b6" -> "\u25b6"),
    pointing as the language's label points; a label without any as it is."""
    marks = "".join(c for c in label if c in "\u25c0\u25b6")
    return marks or label


def program_name(command: str) -> str:
    """An ``exec:`` program as the replay names it: its command as written,
    each path by its file name ("python mybot.py --seed 1"), cut short."""
    try:
        words = shlex.split(command)
    except ValueError:  # an unclosed quote: the words as they stand
        words = command.split()
    name = " ".join(w.replace("\\", "/").rstrip("/").rpartition("/")[2] or w for w in words)
    return cut(name or command.strip() or "?")


def cut(name: str, chars: int = PROGRAM_CHARS) -> str:
    """A recorded name on one line, cut short to ``chars``."""
    name = " ".join(name.split())
    return name if len(name) <= chars else name[:chars - 1] + "\u2026"


def recorded_name(player) -> str | None:
    """A record's player ("bot:hard", "exec:CMD", as ``match --record`` and
    the table write them) as the replay names them: a level by the game's
    word for it ("Hard"), a program by its name; None when the record does
    not name them so ("human", "?")."""
    if not isinstance(player, str):
        return None
    if player.startswith(BOT):
        player = player[len(BOT):]
        if not player.startswith(EXEC):
            level = player.strip()
            return t(f"option.value.{level}") if level in LEVELS else (cut(level) or None)
    if player.startswith(EXEC):
        return program_name(player[len(EXEC):])
    return None


def recorded_names(record) -> list[str] | None:
    """The four players' names of a game none of whose players is the
    human player (bots against bots: ``match --record``), as the record
    names them; None for the player's own games, or a record that does not
    name all four (the table's names then: "You", Layla, Samir, Karim)."""
    players = record.get("players") if isinstance(record, dict) else None
    if not isinstance(players, list) or len(players) != 4 or HUMAN in players:
        return None
    names = [recorded_name(p) for p in players]
    return names if all(names) else None


class Background:
    """``fn()`` run on a thread of its own (a file read, a game replayed),
    so that the frame loop never waits on it: ``done()`` says when, then
    ``value`` holds what it gave, or ``error`` what it raised."""

    def __init__(self, fn, name: str = "400-replay-load"):
        self.value = self.error = None
        self._thread = threading.Thread(target=self._run, args=(fn,), name=name, daemon=True)
        self._thread.start()

    def _run(self, fn) -> None:
        try:
            self.value = fn()
        except Exception as e:  # given to the frame thread, which says it
            self.error = e

    def done(self) -> bool:
        return not self._thread.is_alive()


class ReplayScreen(Screen):
    title_key = "replay.title"
    keys_key = "replay.keys"
    mirror_content = False  # the four hands keep the table's geometry

    def __init__(self, home, record: dict | None = None, hand: int | None = None,
                 thinker=None, records: RecordFile | None = None):
        """``thinker``: the worker for the hand review (one is started on
        first use when None). ``records``: the games of a record file, shown
        from the first game's deal (else ``record``, else the last game)."""
        super().__init__(home)
        self._thinker = thinker
        self._match = None  # the record rebuilt, for the review
        self._loader: ThinkerLoader | None = None
        self._reviews: Reviews | None = None
        self.records = records
        self.game_at = 0  # the game of ``records`` shown (from 0)
        self.bad = None  # why that game cannot be shown (a ``Phrase``), or None
        # the game of ``records`` being replayed on a thread (N, P), and that work
        self.loading: tuple[int, Background] | None = None
        if records is not None:
            self.show_game(0)
            self.say(tn("replay.opened", len(records), file=isolated(records.name)),
                     theme.TEXT, 8)
        else:
            if record is None and home.storage is not None:
                record = home.storage.last_record()
            self.show(record, hand)
        self.art = None
        self.stacked = False  # the hands a row each (a tall window), not around the trick
        self.end_drawn: pygame.Rect | None = None  # the game's result, where last drawn
        self.labels_drawn: list[pygame.Rect] = []  # the players' labels, South first
        self._won: dict = {}  # hand index -> ``bid_won_game``'s answer, worked out once

    def show(self, record: dict | None, hand: int | None = None, match=None) -> None:
        """Show ``record`` from ``hand`` (else its last played hand);
        ``match``: the record already rebuilt by the engine."""
        self.record = record or {"hands": []}
        self.names = recorded_names(self.record)  # None: the table's names
        hands = self.hands
        played = [i for i, h in enumerate(hands) if h.get("tricks")]
        self.hand = hand if hand is not None else (played[-1] if played else len(hands) - 1)
        self.trick = 0  # tricks completed on screen (0: the deal)
        self._match = match
        self._won = {}

    def show_game(self, i: int) -> None:
        """Game ``i`` of the record file, from its first deal; one that
        cannot be shown says why, and the other games can still be reached."""
        self.game_at = i
        try:
            record, match = self.records.game(i)
            self.bad = None
        except RecordFileError as e:
            record, match, self.bad = None, None, e.phrase
        self.show(record, 0, match)
        if self._reviews is not None:  # the reviews are those of the game shown
            self._reviews.cancel()
            self._reviews = Reviews(self._loader.get)

    def go_game(self, d: int) -> None:
        """To the next (``d`` 1) or the previous (-1) game of the record file,
        counted from the game on its way (N twice: two games on). A game not
        yet read is replayed on a thread (a long game takes a while): the
        game shown stays, with a line saying which is loading, until it is
        ready (``update``)."""
        at = self.loading[0] if self.loading is not None else self.game_at
        if self.records is None or not 0 <= at + d < len(self.records):
            return
        at += d
        self.loading = None  # a game on its way and no longer wanted is dropped
        if at == self.game_at:  # back to the game shown
            return
        if self.records.ready(at):
            self.to_game(at)
            return
        records = self.records
        self.loading = (at, Background(lambda: records.game(at)))

    def to_game(self, i: int) -> None:
        """Show game ``i``, already read, and the buttons for it."""
        self.show_game(i)
        if self.layout is not None:
            self.place()  # a game that cannot be shown has only its way out

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.loading is not None and self.loading[1].done():
            at, _ = self.loading
            self.loading = None
            self.to_game(at)  # read now: shown at once, or why it cannot be

    @property
    def games(self) -> int:
        """How many games can be gone through (1 but for a record file)."""
        return len(self.records) if self.records is not None else 1

    @property
    def title(self) -> str:
        if self.games > 1:
            return t("replay.title_game", n=self.game_at + 1, total=self.games)
        return super().title

    @property
    def hands(self) -> list:
        return self.record.get("hands") or []

    @property
    def you_seat(self) -> int | None:
        """The player's seat in the game shown (South), or None in a game
        of bots alone, said of in the third person."""
        return None if self.names else 0

    def name(self, seat: int) -> str:
        """A seat as the game shown names its player: the record's name
        in a game of bots alone ("Hard", a program), as written inside any
        line (``isolated``), else the table's."""
        return isolated(self.names[seat]) if self.names else player_name(seat)

    def seat_line(self, seat: int, name: str, dealer, bids, taken, won, h,
                  sep: str = " \u00b7 ") -> str:
        """The line over a seat's hand: its name (the dealer's marked), its
        bid and tricks, and the hand's points; ``sep`` "\\n": the name on a
        line of its own, over the rest."""
        parts = []
        if len(bids) == 4 and bids[seat] is not None:
            parts.append(t("replay.bid_taken", bid=bids[seat], taken=taken[seat])
                         if taken else t("replay.bid", bid=bids[seat]))
        if h.get("points"):
            parts.append(t("plate.won") if seat == won else
                         tn("replay.points", h["points"][seat]))
        label = t("replay.dealer", name=name) if seat == dealer else name
        if not parts:
            return label
        return label + sep + " \u00b7 ".join(parts)

    def team(self, team: int) -> str:
        """A team by its players ("Easy & Hard"; "Hard" for two of a kind)."""
        if self.names and self.name(team) == self.name(team + 2):
            return self.name(team)
        return team_name(team, self.name)

    # ----------------------------------------------------------- layout
    @property
    def footer_keys(self) -> str:
        # with nothing to replay, Back is all there is to do
        if self.games > 1:
            keys = t("replay.keys_games" if self.hands else "replay.keys_games_only")
        else:
            keys = t(self.keys_key if self.hands else "stats.keys")
        lay = self.layout
        if lay is None:
            return keys
        # a narrow window: the last keys (Review, Export, Back: the buttons
        # over the line say them too) left off, not the line made smaller
        parts, room = keys.split(" \u00b7 "), self.w - 4 * lay.margin
        while len(parts) > 1 and self.painter.measure(
                " \u00b7 ".join(parts), max(MIN_LABEL, lay.font_small)) > room:
            parts.pop()
        return " \u00b7 ".join(parts)

    def on_resize(self, layout) -> None:
        super().on_resize(layout)
        if layout.large_text and self.footer_squeezed:
            # nine buttons in a row: where the Large text would make their
            # labels smaller than the Normal text does, the screen keeps Normal
            super().on_resize(Layout.compute(layout.width, layout.height))

    def place(self) -> None:
        lay = self.layout
        if not self.hands:  # no button that could only say "nothing to replay"
            self.buttons = self.footer_buttons([("back", t("screen.back"), self.back,
                                                 "primary")])
        else:
            specs = [
                ("first", t("replay.first"), self.go_first, "normal"),
                ("prev_hand", t("replay.prev_hand"), lambda: self.go_hand(-1), "normal"),
                ("prev", t("replay.prev"), lambda: self.go(-1), "normal"),
                ("next", t("replay.next"), lambda: self.go(1), "primary"),
                ("next_hand", t("replay.next_hand"), lambda: self.go_hand(1), "normal"),
                ("last", t("replay.last"), self.go_last, "normal"),
                ("review", t("button.review"), self.review, "normal"),
                ("export", t("replay.export"), self.export, "normal"),
                ("back", t("screen.back"), self.back, "normal")]
            self.buttons = self.footer_buttons(specs)
            if self.footer_squeezed and not lay.large_text:
                # a narrow window: the trick's and the hand's buttons by their
                # arrows alone (the keys' line under them says which is which),
                # the other labels kept at their size (Large text that would
                # squeeze them gives way to Normal first: ``on_resize``)
                self.buttons = self.footer_buttons(
                    [(name, arrows(label) if name in STEPS else label, fn, style)
                     for name, label, fn, style in specs])
        if self.games > 1:
            self.buttons += self.game_buttons()
        area_h = self.footer_top - self.title_bottom - lay.margin * 2
        # four hands of 13 overlapping cards around a trick: size the cards to fit
        cw = min(round(self.w * 0.052), round(area_h / 4 / 1.4 * 0.95))
        # a tall window has no width for two hands beside the trick, and height
        # to spare: there the hands take a row each (North, West, the trick,
        # East, You), when that gives larger cards
        stacked = self.stacked_width()
        self.stacked = stacked > cw
        self.art = make_art(max(24, stacked if self.stacked else cw),
                            self.home.settings.options, self.painter)
        self.cw, self.ch = self.art.face(Card.parse("AS")).get_size()

    def game_buttons(self) -> list[Button]:
        """The previous and the next game of a record file, on each side of
        the title (mirrored right to left, as the footer's buttons are)."""
        lay = self.layout
        h = round(lay.font * 2.1)
        y = max(lay.margin, (self.title_bottom - lay.font - h) // 2)
        specs = [("prev_game", t("replay.prev_game"), lambda: self.go_game(-1),
                  self.game_at > 0),
                 ("next_game", t("replay.next_game"), lambda: self.go_game(1),
                  self.game_at < self.games - 1)]
        out = []
        for k, (name, label, fn, enabled) in enumerate(specs):
            w = max(round(lay.font * 7),
                    self.painter.text(label, lay.font, bold=True).get_width() + lay.font * 2)
            left = (k == 0) != right_to_left()
            x = lay.margin * 2 if left else self.w - lay.margin * 2 - w
            out.append(Button(name, pygame.Rect(x, y, w, h), label, fn, enabled=enabled))
        return out

    def bid_won_game(self, index: int) -> int | None:
        """The seat whose made bid, worth "win", won the game in hand
        ``index`` (its points are 0: the bid is worth the game), or None:
        the engine's answer (``score_hand``), on the record's rules and the
        scores before that hand, worked out once a hand. A record whose
        rules or hands do not read says None."""
        if index not in self._won:
            self._won[index] = self._bid_won_game(index)
        return self._won[index]

    def _bid_won_game(self, index: int) -> int | None:
        try:
            h = self.hands[index]
            before = self.hands[index - 1]["scores"] if index else \
                self.record.get("start_scores", [0, 0, 0, 0])
            rules = Rules.from_dict(self.record.get("rules"))
            return score_hand(rules, h["bids"], h["taken"], before).win_bid_seat
        except (RulesError, LookupError, TypeError, ValueError, AttributeError):
            return None

    @property
    def area(self) -> tuple[int, int]:
        """The top and bottom of the hands and the trick (the line for a
        message below them)."""
        lay = self.layout
        return self.title_bottom + lay.margin, self.footer_top - lay.margin * 2 - lay.font

    @property
    def label_h(self) -> int:
        """The height a player's line takes over the hand."""
        return self.painter.font(self.layout.font_small, True).get_height() + 3

    @staticmethod
    def fan(cw: int) -> tuple[int, int]:
        """A full hand's step between cards and its width, for cards ``cw`` wide."""
        step = max(8, round(cw * 0.42))
        return step, step * 12 + cw

    def stacked_width(self) -> int:
        """The card width of the hands a row each: four rows of a line and a
        hand, and the trick (two cards high), margins apart; a full hand
        within the window's sides."""
        lay = self.layout
        top, bottom = self.area
        room = bottom - top - 4 * self.label_h - 4 * lay.margin - TRICK_RING * 2
        cw = int(room / (4 + TRICK_HIGH) / CARD_HIGH)
        while cw > 24 and self.fan(cw)[1] > self.w - 6 * lay.margin:
            cw -= 1
        return cw

    # ------------------------------------------------------------ steps
    def go(self, d: int) -> None:
        h = self.current()
        n = len(h.get("tricks") or []) if h else 0
        new = self.trick + d
        if new < 0:
            if self.hand > 0:
                self.go_hand(-1, to_end=True)
            return
        if new > n:
            if self.hand < len(self.hands) - 1:
                self.go_hand(1)
            return
        self.trick = new

    def go_hand(self, d: int, to_end: bool = False) -> None:
        new = self.hand + d
        if 0 <= new < len(self.hands):
            self.hand = new
            self.trick = len(self.hands[new].get("tricks") or []) if to_end else 0

    def go_first(self) -> None:
        """To the very start: the first hand's deal."""
        if self.hands:
            self.hand, self.trick = 0, 0

    def go_last(self) -> None:
        """To the very end: the last hand after its last trick (a finished
        game's result shows there)."""
        if self.hands:
            self.go_hand(len(self.hands) - 1 - self.hand, to_end=True)

    def current(self) -> dict | None:
        return self.hands[self.hand] if 0 <= self.hand < len(self.hands) else None

    def export(self) -> None:
        if not self.hands:
            self.say(t("replay.none"), theme.WARN)
            return
        storage = self.home.storage
        if storage is None:
            return
        try:
            path = storage.export_record(self.record)
        except OSError as e:
            # what was wrong and where: the record is still here, to export again
            self.say(t("replay.export_failed", folder=str(storage.paths.exports.absolute()),
                       why=e.strerror or str(e)), theme.BAD, 12)
            return
        self.say(t("replay.exported", path=str(path)), theme.GOOD, 12)

    # ----------------------------------------------------------- review
    def card_text(self, card) -> str:
        return card.text(self.home.settings.options.french_indices)

    def review(self) -> None:
        """The review of the hand shown: South's bid and cards beside the
        hard bot's choices, weighed in a worker of its own."""
        if self.current() is None:
            self.say(t("replay.none"), theme.WARN)
            return
        try:
            if self._match is None:
                self._match = replay(self.record)
            if self._reviews is None:
                self._loader = ThinkerLoader(self._thinker)
                self._reviews = Reviews(self._loader.get)
                self.app.background.append(self._tick)
            review = self._reviews.ask(self._match, self.hand + 1)
        except ReviewRefused as e:
            self.say(t(e.key), theme.WARN)
            return
        except (RecordError, ValueError):  # a record that does not replay
            self.say(t("replay.cannot_review"), theme.WARN)
            return
        # South's decisions, said of South by its name in a game of bots alone
        # (a long one cut shorter in a small window, where the review's lines
        # are made smaller to fit)
        who = None
        if self.names:
            who = isolated(cut(self.names[0], PROGRAM_CHARS if self.w >= 1024 else
                               REVIEW_CHARS))
        self.app.push(ReviewDialog(review, self.card_text, [(t("button.close"), None)],
                                   who=who,
                                   cancel=0, screenshot="replay-review"))

    def _tick(self, dt: float) -> None:
        self._reviews.update(idle=True)

    def on_exit(self) -> None:
        super().on_exit()
        self.loading = None  # a game on its way is left to finish unseen
        if self._reviews is not None:
            if self._tick in self.app.background:
                self.app.background.remove(self._tick)
            self._reviews.cancel()
            self._loader.close()

    def handle_event(self, event) -> bool:
        if event.type == pygame.KEYDOWN:
            # the arrows move as the buttons read: in right-to-left, the
            # next trick's button is on the left, and so is its arrow key
            later, earlier = (pygame.K_LEFT, pygame.K_RIGHT) if right_to_left() else \
                (pygame.K_RIGHT, pygame.K_LEFT)
            keys = {later: lambda: self.go(1), earlier: lambda: self.go(-1),
                    pygame.K_SPACE: lambda: self.go(1),
                    pygame.K_PAGEDOWN: lambda: self.go_hand(1),
                    pygame.K_PAGEUP: lambda: self.go_hand(-1),
                    pygame.K_HOME: self.go_first, pygame.K_END: self.go_last,
                    pygame.K_e: self.export,
                    pygame.K_v: self.review,
                    pygame.K_n: lambda: self.go_game(1),
                    pygame.K_p: lambda: self.go_game(-1)}
            if event.key in keys:
                keys[event.key]()
                return True
        return super().handle_event(event)

    # ------------------------------------------------------------- draw
    def draw(self, surface) -> None:
        if self.loading is None:
            super().draw(surface)
            return
        kept = self.message, self.message_colour  # the loading line, where a notice goes
        self.message = t("replay.loading_game", n=self.loading[0] + 1, total=self.games)
        self.message_colour = theme.TEXT_DIM
        try:
            super().draw(surface)
        finally:
            self.message, self.message_colour = kept

    def state(self):
        """(cards still held per seat, the trick on the table, its leader and winner)."""
        h = self.current()
        held = [sort_hand([Card.parse(c) for c in cards])
                for cards in h.get("hands", [[], [], [], []])]
        tricks = h.get("tricks") or []
        shown = None
        for tr in tricks[:self.trick]:
            for c in tr["cards"]:
                for cards in held:
                    card = Card.parse(c)
                    if card in cards:
                        cards.remove(card)
            shown = tr
        return held, shown

    def places(self) -> tuple[tuple[int, int], dict]:
        """The trick's centre, and the top left of each seat's full hand."""
        lay = self.layout
        top, bottom = self.area
        cx = self.w // 2
        fan = self.fan(self.cw)[1]
        if not self.stacked:  # around the trick, as at the table
            cy = (top + bottom) // 2
            return (cx, cy), {
                0: (cx - fan // 2, bottom - self.ch), 2: (cx - fan // 2, top + lay.font),
                1: (self.w - lay.margin * 3 - fan, cy - self.ch // 2),
                3: (lay.margin * 3, cy - self.ch // 2)}
        # a row each, top to bottom: North, West (from the left), the trick,
        # East (from the right), You; what height is left parts them evenly
        label, ring = self.label_h, TRICK_RING
        trick_h = round(self.ch * TRICK_HIGH) + 2 * ring
        gap = (bottom - top - 4 * (label + self.ch) - trick_h) // 4
        north = top + label
        west = north + self.ch + gap + label
        trick_top = west + self.ch + gap
        cy = trick_top + ring + round(self.ch * (TRICK_HIGH - 1) / 2) + self.ch // 2
        east = trick_top + trick_h + gap + label
        return (cx, cy), {0: (cx - fan // 2, bottom - self.ch), 2: (cx - fan // 2, north),
                          3: (lay.margin * 3, west),
                          1: (self.w - lay.margin * 3 - fan, east)}

    def draw_content(self, surface) -> None:
        lay, p = self.layout, self.painter
        h = self.current()
        if self.bad is not None:  # a game of the file that cannot be shown: why
            top, bottom = self.area
            lines = p.wrap(say(self.bad), lay.font, self.w - 8 * lay.margin)
            line_h = p.font(lay.font).get_linesize()
            y = (top + bottom - line_h * len(lines)) // 2
            for line in lines:
                p.blit_text(surface, line, lay.font, theme.WARN, midtop=(self.w // 2, y))
                y += line_h
            return
        if h is None:
            p.blit_text(surface, t("replay.none"), lay.font_large, theme.TEXT_DIM,
                        center=(self.w // 2, self.h // 2))
            return
        held, shown = self.state()
        ntr = len(h.get("tricks") or [])
        head = t("replay.hand", n=self.hand + 1, total=len(self.hands))
        if h.get("thrown_in"):
            reason = h["thrown_in"].get("reason")
            sub = t("replay.thrown", why=t(f"replay.thrown.{reason}") if reason in THROWN
                    else "?")
        elif self.trick == 0:
            sub = t("replay.before")
        else:
            sub = t("replay.trick", n=self.trick) + " \u00b7 " + said(
                "replay.won_by", shown["winner"], name=self.name, you_seat=self.you_seat)
        p.blit_text(surface, f"{head} \u00b7 {sub}", lay.font, theme.TEXT,
                    midtop=(self.w // 2, self.title_bottom - lay.font))
        (cx, cy), spots = self.places()
        step, fan = self.fan(self.cw)
        bottom = self.area[1]
        dealer = h.get("dealer")
        bids, taken = h.get("bids") or [], h.get("taken") or []
        won = self.bid_won_game(self.hand) if h.get("points") else None
        rtl = right_to_left()
        self.labels_drawn = []
        for seat in range(4):
            x, y = spots[seat]
            # a hand keeps its leading edge as it empties: its left in English,
            # its right in Arabic, where its label stands
            n = len(held[seat])
            start = x + fan - ((n - 1) * step + self.cw) if rtl and n else x
            for i, card in enumerate(held[seat]):
                surface.blit(self.art.face(card), (start + i * step, y))
            # over the hand's leading edge, and inside the window (a long
            # recorded name cut shorter, or on a line of its own); a side hand's
            # line that runs towards the table (West's from its left edge,
            # East's in Arabic from its right) no wider than the hand, so
            # that it never runs over the trick
            edge = {"bottomright": (x + fan, y - 3)} if rtl else {"bottomleft": (x, y - 3)}
            room = (x + fan if rtl else self.w - x) - lay.margin
            if seat % 2 and (x < cx) != rtl:
                room = min(room, fan)
            label = self.seat_line(seat, self.name(seat), dealer, bids, taken, won, h)
            raw = self.names[seat] if self.names else ""
            # a long name is cut shorter, not its line made smaller (small
            # windows, Large text): the bid, tricks and points kept whole
            least = max(MIN_LABEL, lay.font_small)
            while len(raw) > 2 and p.measure(label, least, True) > room:
                raw = raw[:-2] + "\u2026"
                label = self.seat_line(seat, isolated(raw), dealer, bids, taken, won, h)
            if seat % 2 and not self.stacked and self.names \
                    and len(raw) < SHORTEST < len(self.names[seat]):
                # East and West have height to spare over their hands: there a
                # name that one line would leave a few letters of takes a line
                # of its own, over its bid, tricks and points
                raw = self.names[seat]
                while len(raw) > 2 and p.measure(self.seat_line(
                        seat, isolated(raw), dealer, bids, taken, won, h, "\n"
                        ).split("\n")[0], least, True) > room:
                    raw = raw[:-2] + "\u2026"
                label = self.seat_line(seat, isolated(raw), dealer, bids, taken, won, h, "\n")
            if "\n" in label:
                name, rest = label.split("\n")
                under = p.blit_fit(surface, rest, least, room, theme.TEAM[seat % 2], True,
                                   **edge)
                over = {k: (v[0], under.top) for k, v in edge.items()}
                drawn = p.blit_fit(surface, name, least, room, theme.TEAM[seat % 2], True,
                                   **over).union(under)
            elif p.measure(label, lay.font_small, True) > room:
                drawn = p.blit_fit(surface, label, lay.font_small, room,
                                   theme.TEAM[seat % 2], True, **edge)
            else:
                drawn = p.blit_text(surface, label, lay.font_small, theme.TEAM[seat % 2],
                                    True, **edge)
            self.labels_drawn.append(drawn)
        if shown is not None:
            leader = shown["leader"]
            for k, code in enumerate(shown["cards"]):
                seat = (leader + k) % 4
                dx, dy = TRICK_OFFS[seat]
                pos = (round(cx + dx * self.cw * 1.5 - self.cw / 2),
                       round(cy + dy * self.ch * 0.9 - self.ch / 2))
                surface.blit(self.art.face(Card.parse(code)), pos)
                if seat == shown["winner"]:
                    r = pygame.Rect(pos, (self.cw, self.ch)).inflate(TRICK_RING * 2, TRICK_RING * 2)
                    pygame.draw.rect(surface, theme.GOLD, r, 3, border_radius=8)
        self.end_drawn = None
        end = self.game_end_line(ntr)
        if end:  # where your cards were, now all played
            self.end_drawn = p.blit_fit(surface, end, lay.font_large, self.w - 4 * lay.margin,
                                        theme.GOLD, True, center=(cx, bottom - self.ch // 2))

    def game_end_line(self, tricks: int) -> str:
        """At the very end of a finished game (its last hand, after its last
        trick): who won and the teams' totals ("You win! · Us 41 · Them 30");
        '' anywhere else, or for a game stopped before its end."""
        winner, scores = self.record.get("winner"), self.record.get("final_scores")
        if winner not in (0, 1) or not isinstance(scores, list) or len(scores) != 4 \
                or not all(isinstance(n, int) for n in scores) \
                or self.hand != len(self.hands) - 1 or self.trick < tricks:
            return ""
        if self.names:  # a game of bots alone: no "you", no "us"
            title = t("over.title_lost", team=self.team(winner))
            return f"{title} \u00b7 " + t("replay.team_totals", a=self.team(0),
                                           a_total=team_total(scores, 0), b=self.team(1),
                                           b_total=team_total(scores, 1))
        title = t("over.title_won") if winner == 0 else t("over.title_lost", team=team_name(1))
        return f"{title} \u00b7 {team_totals(scores)}"


def playing(app) -> bool:
    """Is a game (or a lesson) being played in the window: a table whose
    match is not over, under whatever covers it?"""
    return any(getattr(scene, "match", None) is not None and not scene.match.is_over
               for scene in app.scenes)


def notify(app, text: str) -> None:
    """``text`` as a notice on the highest scene that shows one (a screen's
    message, the table's toast), under any dialog over it."""
    for scene in reversed(app.scenes):
        if isinstance(scene, Screen):
            scene.say(text, theme.WARN, 8)
            return
        if hasattr(scene, "say"):
            scene.say(text)
            return


def watch_file(app, path) -> None:
    """A file dropped on the window: its games open in the replay over the
    title screen, as ``play --replay`` opens them. While a game is being
    played the drop is refused, and a file that cannot be watched is said
    why; either way in one notice, and the window goes on as it was.

    The file is read on a thread (``OpeningDialog``): the window keeps
    drawing, Esc cancels, and a second drop while it opens replaces it."""
    if playing(app):
        notify(app, t("replay.drop_busy"))
        return
    for scene in app.scenes:
        if isinstance(scene, OpeningDialog) and not scene.closed:
            scene.start(path)
            return
    app.push(OpeningDialog(path))


class OpeningDialog(Dialog):
    """"Opening FILE…" while a dropped file is read and its first game
    replayed on a thread; Esc (or Cancel) leaves the window as it was.
    Done, the replay opens over the title, or the scene below says why the
    file cannot be watched."""

    def __init__(self, path):
        super().__init__(t("replay.title"), [(t("replay.opening_cancel"), None)],
                         cancel=0, size=(0.62, 0.5))
        self.start(path)

    def start(self, path) -> None:
        """Read ``path`` (a file on its way before it is forgotten)."""
        path = str(path)
        self.name = Path(path).name or path
        self.lines = [(t("replay.opening", file=isolated(self.name)), theme.TEXT)]
        self.work = Background(lambda: RecordFile.open(path), "400-open-record")

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.closed or not self.work.done():
            return
        self.close()
        error, records = self.work.error, self.work.value
        if error is None and playing(self.app):  # (a game cannot start under the dialog)
            notify(self.app, t("replay.drop_busy"))
        elif error is not None:
            if not isinstance(error, RecordFileError):  # (out of memory, say)
                error = RecordFileError(self.name, Phrase(
                    "file.unreadable", detail=str(error) or type(error).__name__))
            notify(self.app, say(error.phrase))
        else:
            self.app.replace(self.app.scene_factories["menu"](self.app))
            self.app.open("replay", records=records)
