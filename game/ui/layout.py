"""Every rectangle of the table, computed in one place from the window size.

Scenes never use pixel constants: they ask ``app.layout`` (recomputed on
each resize). The top bar also depends on what it must say: ``status_bar``
fits it from the widths of its texts (measured by the caller, who owns the
fonts). Seats are indexed like the engine's ``Seat``: 0 South (you,
bottom), 1 East (right), 2 North (top), 3 West (left).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from pygame import Rect

SOUTH, EAST, NORTH, WEST = 0, 1, 2, 3
BUTTONS = ("scores", "last", "hint", "sound", "menu")
CARD_RATIO = 1.4  # height / width of a card
# in a portrait window, the share of each of your cards the next one leaves
# in view (0.51 at 1280x720; the index needs 0.2)
PORTRAIT_STEP = 0.45
# What gives way, in this order, when the top bar is short of room (each step
# keeps the ones before it); only then does its text get smaller.
STATUS_STEPS = (
    "short_bids",  # "Bids 12, min 11" for "Bids 12, at least 11"
    "compact",  # each button as wide as its label instead of all one width
    "short_prompt",  # room kept for the short turn prompt only ("Your turn")
    "tight",  # smaller gaps
    "no_target",  # the target is left out
    "short_buttons",  # shorter labels ("Last", "\u266a off")
    "short_trump",  # the trump badge shows the heart alone
    "short_dealer",
)


def mirror(r: Rect, within: Rect) -> Rect:
    """``r`` reflected left to right inside ``within`` (right-to-left layouts)."""
    return Rect(within.left + within.right - r.right, r.top, r.width, r.height)


@dataclass(frozen=True)
class StatusBar:
    """The top bar fitted to the window and to what it says.

    Items sit at the left, left to right, then the turn prompt, then the
    buttons, right-aligned; nothing overlaps. ``show`` maps each item to the
    index of the text it shows (0 the fullest) or None when it is left out.
    """

    rect: Rect
    font: int  # text size of the items, the prompt and the buttons
    margin: int
    gap: int  # between two items, and before the prompt
    dividers: bool  # gaps this narrow get a faint line in their middle
    badge_pad: int  # inside a badge, each side
    show: dict
    short_buttons: bool
    buttons: dict  # name -> Rect, in the order of BUTTONS
    steps: tuple  # the STATUS_STEPS taken
    rtl: bool = False  # mirrored: the items from the right, the buttons at the left

    def mirrored(self) -> StatusBar:
        """The same bar for a right-to-left language: items read from the
        right edge and the buttons sit at the left, in mirrored order."""
        return replace(self, rtl=True,
                       buttons={n: mirror(r, self.rect) for n, r in self.buttons.items()})

    def place(self, widths) -> tuple[dict, Rect]:
        """Where items of these widths go, ``[(name, width), ...]`` in order:
        name -> slot (full bar height), and the room left for the prompt. An
        item that would reach the buttons is left out."""
        buttons = [mirror(r, self.rect) if self.rtl else r for r in self.buttons.values()]
        limit = min(r.left for r in buttons) - self.margin
        x = self.rect.left + self.margin
        slots = {}
        for name, width in widths:
            if x + width > limit:
                continue
            slots[name] = Rect(x, self.rect.top, width, self.rect.height)
            x += width + self.gap
        room = Rect(x, self.rect.top, max(0, limit - x), self.rect.height)
        if self.rtl:
            return {n: mirror(r, self.rect) for n, r in slots.items()}, mirror(room, self.rect)
        return slots, room


@dataclass(frozen=True)
class Layout:
    width: int
    height: int
    margin: int
    card_w: int  # South's cards and the cards on the table
    card_h: int
    step: int  # horizontal step between South's cards (13 cards)
    lift: int  # how far a legal card rises
    back_w: int  # the bots' face-down cards (unrotated size)
    back_h: int
    back_step: int
    status: Rect  # top bar
    hands: tuple  # per seat: the Rect a full hand occupies
    plates: tuple  # per seat: name, bid, taken, score
    bubbles: tuple  # per seat: (x, y) the point a speech bubble grows from
    trick: Rect  # the centre of the table
    slots: tuple  # per seat: the Rect of its card in the trick
    bid_panel: Rect
    dialog: Rect
    font_small: int
    font: int
    font_large: int
    font_title: int
    scores: Rect | None = None  # the two teams' totals, top left; None if no room
    avatar: int = 0  # a portrait's size in the name plates; 0 when room is short
    tracker: Rect | None = None  # the card tracker, top right; None if no room
    # the room the tracker may take; the table narrows ``tracker`` inside it,
    # at its right edge, to what its text needs (``TableRenderer.fit_tracker``)
    tracker_room: Rect | None = None
    large_text: bool = False  # the "Large" text size option: every text size raised

    @classmethod
    def compute(cls, width: int, height: int, large_text: bool = False) -> Layout:
        w, h = int(width), int(height)
        m = max(6, round(min(w, h) * 0.015))
        # the text follows the height, but no further than the width allows: in
        # a tall window (a portrait tablet, 5:4) the height alone made it too
        # big for the thirteen columns of the score sheet and the hand summary
        font = max(13, round(min(h * 0.025, w * 0.02)))
        font_small = max(11, round(font * 0.8))
        font_large = max(16, round(font * 1.35))
        font_title = max(22, round(font * 2.2))
        # what the portraits and the room for the card tracker follow: the
        # larger text leaves them as they are (the tracker's text fits its panel)
        base, base_small = font, font_small
        # the Large text size: about a fifth bigger, the small text the most (14
        # px at least); in a window smaller than 720x540 there is no room for
        # it (the lessons' words, the plates, the score sheet's columns), and
        # the text stays as it is
        if large_text and w >= 720 and h >= 540:
            font_small = max(14, round(font_small * 1.2))
            font = max(font_small + 3, round(font * 1.2))
            font_large = round(font_large * 1.15)
            font_title = round(font_title * 1.1)
        status_h = max(font + 12, round(h * 0.048))
        status = Rect(0, 0, w, status_h)

        # South's cards
        card_h = round(min(h * 0.21, w * 0.145))
        table_h = card_h  # what the bots' backs follow
        card_w = round(card_h / CARD_RATIO)
        avatar = round(base * 2.5) if w >= 960 else 0
        plate_w = round(max(min(150, w * 0.2), w * 0.125)) + (avatar + m if avatar else 0)
        plate_h = round(font * 4.2)
        # a portrait window (taller than wide): your plate sits above your
        # cards, not beside them, and your hand takes the window's width, its
        # cards as large as thirteen of them allow, each showing a little
        # less than half of itself (about as at 16:9)
        tall = h > w
        if tall:
            avail = w - 2 * m
            card_w = round(avail / (12 * PORTRAIT_STEP + 1))
            card_h = min(round(card_w * CARD_RATIO), round(h * 0.17))
            card_w = round(card_h / CARD_RATIO)
        else:
            avail = min(w * 0.6, w - 2 * (plate_w + 3 * m))  # room between the side plates
        step = max(4, int(min(card_w * 0.6, (avail - card_w) / 12)))
        lift = round(card_h * 0.14)
        hand_w = step * 12 + card_w
        south = Rect((w - hand_w) // 2, h - m - card_h - lift, hand_w, card_h + lift)
        # the top of what is yours at the bottom: your cards, or your plate above them
        south_top = south.top - (plate_h + m if tall else 0)

        # the bots' backs
        back_h = round(table_h * 0.6)
        back_w = round(back_h / CARD_RATIO)
        back_step = max(4, round(back_w * 0.24))
        fan = back_step * 12 + back_w
        north = Rect((w - fan) // 2, status.bottom + m, fan, back_h)
        mid_y = (north.bottom + south_top) // 2
        west = Rect(m, mid_y - fan // 2 - back_h // 2, back_h, fan)
        east = Rect(w - m - back_h, west.top, back_h, fan)

        # name plates
        plates = [None] * 4
        plates[SOUTH] = Rect(max(m, south.left - m * 2 - plate_w), h - m - plate_h,
                             plate_w, plate_h)
        if tall:  # above the middle of your cards, between them and your card on the table
            plates[SOUTH] = Rect((w - plate_w) // 2, south_top, plate_w, plate_h)
        plates[NORTH] = Rect(north.right + m, north.centery - plate_h // 2, plate_w, plate_h)
        plates[NORTH].top = max(status.bottom + m, plates[NORTH].top)
        plates[WEST] = Rect(m, west.bottom + m, plate_w, plate_h)
        plates[EAST] = Rect(w - m - plate_w, east.bottom + m, plate_w, plate_h)

        # the trick in the middle
        top, bottom = north.bottom + m, south_top - m
        left, right = west.right + m, east.left - m
        tw = min(right - left, round(card_w * 3.4))
        th = min(bottom - top, round(card_h * 2.2))
        trick = Rect(0, 0, tw, th)
        trick.center = ((left + right) // 2, (top + bottom) // 2)
        cx, cy = trick.center
        dx = min(round(card_w * 0.95), (tw - card_w) // 2)
        dy = min(round(card_h * 0.42), (th - card_h) // 2)

        def slot(x: int, y: int) -> Rect:
            r = Rect(0, 0, card_w, card_h)
            r.center = (x, y)
            return r

        slots = (slot(cx, cy + dy), slot(cx + dx, cy), slot(cx, cy - dy), slot(cx - dx, cy))

        # (yours beside your plate in a portrait window, pointing at it: the
        # corner of your cards is where the Undo button goes, over the plate
        # a message about your cards)
        bubbles = ((plates[SOUTH].right + m, plates[SOUTH].centery) if tall else
                   (south.left + card_w, south.top - m),
                   (east.left - m, east.centery),
                   (north.centerx, north.bottom + m),
                   (west.right + m, west.centery))

        # bid panel above South's hand, over the (empty) trick area
        pw = min(round(w * 0.56), w - 2 * (plate_w + 2 * m))
        ph = min(round(card_h * 1.5), south_top - north.bottom - 2 * m)
        bid_panel = Rect(0, 0, pw, ph)
        bid_panel.midbottom = (w // 2, south_top - m)

        # a dialog takes a share of the window, but in a window taller than 5:4
        # (where the text follows the width) no more height than its text can
        # use, as at 16:9: else a summary or score sheet sat on a band of empty felt
        dialog = Rect(0, 0, max(480, round(w * 0.6)),
                      max(340, min(round(h * 0.74), font * 30)))
        dialog.width = min(dialog.width, w - 2 * m)
        dialog.height = min(dialog.height, h - status_h - 2 * m)
        dialog.center = (w // 2, (status_h + h) // 2)

        # the teams' totals, top left between the bar, North's cards and West's
        sw = min(round(plate_w * 1.5), north.left - 3 * m)
        sh = min(round(font_small * 4.6), west.top - status.bottom - 2 * m)
        scores = Rect(m, status.bottom + m, sw, sh) if sh >= font_small * 3 else None

        # the card tracker, top right between the bar, North's plate and East's cards
        tx = plates[NORTH].right + m
        tracker = Rect(tx, status.bottom + m, w - m - tx,
                       min(round(font_small * 7.2), east.top - status.bottom - 2 * m))
        if tall:
            # beside North's plate there is no width left in a portrait window
            # (the tracker, turned on, was gone at 700x900): under that plate
            # instead, in the corner right of the trick and of the column a
            # lesson's words take under North's cards (``coach_place``), above
            # East's cards
            words = min(round(w * 0.56), w - 2 * (plate_w + m))
            tx = max(trick.right, (w + words) // 2, plates[NORTH].left) + m
            top = plates[NORTH].bottom + m
            tracker = Rect(tx, top, w - m - tx,
                           min(round(font_small * 7.2), east.top - m - top))
        if tracker.width < base_small * 9 or tracker.height < base_small * 5:
            tracker = None

        return cls(w, h, m, card_w, card_h, step, lift, back_w, back_h, back_step,
                   status, (south, east, north, west), tuple(plates), bubbles,
                   trick, slots, bid_panel, dialog, font_small, font, font_large, font_title,
                   scores, avatar, tracker, tracker, large_text)

    # ------------------------------------------------------------ helpers
    @property
    def size(self) -> tuple[int, int]:
        return (self.width, self.height)

    @property
    def portrait(self) -> bool:
        """A window taller than wide: your plate sits above your cards."""
        return self.height > self.width

    @property
    def south_top(self) -> int:
        """The top of what is yours at the bottom of the window: your cards,
        or your plate where it sits above them (a portrait window)."""
        hand, plate = self.hands[SOUTH], self.plates[SOUTH]
        return plate.top if plate.bottom <= hand.top else hand.top

    def south_cards(self, n: int) -> list[Rect]:
        """Resting rectangles of ``n`` cards in South's hand, left to right."""
        if n <= 0:
            return []
        hand = self.hands[SOUTH]
        step = self.step if n <= 13 else (hand.width - self.card_w) // max(1, n - 1)
        width = step * (n - 1) + self.card_w
        x0 = hand.centerx - width // 2
        y = hand.bottom - self.card_h
        return [Rect(x0 + i * step, y, self.card_w, self.card_h) for i in range(n)]

    def back_cards(self, seat: int, n: int) -> list[Rect]:
        """Rectangles of a bot's ``n`` face-down cards (rotated at East/West)."""
        if n <= 0:
            return []
        hand = self.hands[seat]
        span = self.back_step * (n - 1) + self.back_w
        if seat == NORTH:
            x0 = hand.centerx - span // 2
            return [Rect(x0 + i * self.back_step, hand.top, self.back_w, self.back_h)
                    for i in range(n)]
        y0 = hand.centery - span // 2
        return [Rect(hand.left, y0 + i * self.back_step, self.back_h, self.back_w)
                for i in range(n)]

    def pile(self, seat: int) -> Rect:
        """Where the dealer's pile sits when ``seat`` deals: between its hand
        and the centre of the table."""
        hx, hy = self.hands[seat].center
        cx, cy = self.trick.center
        r = Rect(0, 0, self.card_w, self.card_h)
        k = 0.55 if seat in (EAST, WEST) else 0.45
        r.center = (round(cx + (hx - cx) * k), round(cy + (hy - cy) * k))
        if seat == SOUTH:
            r.bottom = min(r.bottom, self.south_top - self.margin)
        return r

    def status_bar(self, measure, items, prompts, buttons) -> StatusBar:
        """Fit the top bar: the items at the left and the buttons at the right
        each get their own measured room, and the turn prompt what is between.

        ``measure(text, size, bold)`` is the width of a text in pixels.
        ``items``: the left part in order, ``(name, texts, bold, badge)``,
        ``texts`` the longest each may show, fullest first (a shorter one for
        a short bar may follow). ``prompts``: ``(full, short)`` pairs, the
        longest prompts that may follow the items. ``buttons``: ``(name,
        labels, short_labels)`` with every label the button may show.

        The first arrangement that fits wins: everything in full, then giving
        way in the order of ``STATUS_STEPS``, then smaller text.
        """
        # the bar's text: the small size, but no bigger than its width allows
        base, n = min(self.font_small, max(10, round(self.width / 58))), len(STATUS_STEPS)
        tries = [(base, k) for k in range(n + 1)]
        tries += [(f, n) for f in range(base - 1, min(base, 10) - 1, -1)]
        for font, k in tries:
            bar, fits = self._status_try(measure, items, prompts, buttons, font,
                                         STATUS_STEPS[:k])
            if fits:
                return bar
        return bar  # nothing fits: the smallest try (``place`` drops what overflows)

    def _status_try(self, measure, items, prompts, buttons, font, steps):
        w, m, bar = self.width, self.margin, self.status
        tight = "tight" in steps
        gap = max(m, round(font * 0.9)) if tight else 2 * m
        badge_pad = max(4, m // 2) if tight else m
        button_pad = 5 if tight else max(6, m)
        spacing = max(4, m // 2)

        short = "short_buttons" in steps
        labels = [(name, shorts if short else full) for name, full, shorts in buttons]
        widths = [max(measure(label, font, False) for label in texts) + 2 * button_pad
                  for _, texts in labels]
        if "compact" not in steps:
            widths = [max(70, round(w * 0.075), *widths)] * len(widths)
        bh = bar.height - 2 * max(3, bar.height // 8)
        rects, x = {}, w - m
        for (name, _), bw in reversed(list(zip(labels, widths))):
            x -= bw
            rects[name] = Rect(x, bar.top + (bar.height - bh) // 2, bw, bh)
            x -= spacing
        limit = x + spacing - m  # where the prompt must end

        show, left = {}, bar.left + m
        for name, texts, bold, badge in items:
            if f"no_{name}" in steps:
                show[name] = None
                continue
            i = len(texts) - 1 if f"short_{name}" in steps else 0
            show[name] = i
            left += measure(texts[i], font, bold) + (2 * badge_pad if badge else 0) + gap
        which = 1 if "short_prompt" in steps else 0
        room = max((measure(p[which], font, False) for p in prompts), default=0)
        order = {name: rects[name] for name in BUTTONS if name in rects}
        order.update((name, r) for name, r in rects.items() if name not in order)
        out = StatusBar(bar, font, m, gap, tight, badge_pad, show, short, order, tuple(steps))
        return out, left + room <= limit

    def key_areas(self) -> dict:
        """The areas that must fit the window and never overlap each other."""
        out = {"status": self.status, "trick": self.trick}
        if self.scores is not None:
            out["scores"] = self.scores
        names = ("south", "east", "north", "west")
        for i, n in enumerate(names):
            out[f"hand_{n}"] = self.hands[i]
            out[f"plate_{n}"] = self.plates[i]
        return out
