"""The director: reads ``Match.events`` with a cursor and turns each event
into changes of the ``Board`` and tweens.

Each handler returns how long to wait before the next event is read, so
animations can overlap (the deal) or follow one another (a trick sweep).
Durations are multiplied by the speed factor (0 at ``instant``).

Where a card flies to is a *place* (``tween.py``): a function of the
current layout, not a point of it. A resize (``relayout``) then moves every
card to its new place, and every flight on to its new end, without
skipping a pause or an animation.
"""

from __future__ import annotations

import random

from ...engine import Card
from ...engine import events as ev
from ...strings import describe, t
from ..layout import EAST, NORTH, SOUTH, WEST
from .board import CardSprite, Pop, SheetRow, sort_hand, won_by_bid

# events shown only once every animation has finished
QUIET_FIRST = (ev.HandScored, ev.GameOver, ev.HandStarted)

SPEED_FACTORS = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
CLAIM_FACTOR = SPEED_FACTORS["fast"]  # the tricks of a claim go by quickly

# seconds at normal speed
SHUFFLE = 0.7
DEAL_INTERVAL = 0.045  # between two cards leaving the pile (52 cards: about 2.4 s)
DEAL_FLIGHT = 0.32
FLIP = 0.16
RESORT = 0.22
BID_POP = 0.25
BID_AFTER = 0.35
PLAY_FLIGHT = 0.28
PLAY_AFTER = 0.3
TRICK_PAUSE = 0.85
WINNER_SHOWN = 0.9  # seconds the trick's winner is shown, at least, at any speed but instant
INSTANT_SHOWN = 0.45  # at instant, a whole trick is still shown this long to a player at South
SWEEP = 0.42
THROWN_IN = 2.8
BUBBLES_FADE = 0.4


class Director:
    """Consumes the events of ``scene.match`` into ``scene.board``."""

    def __init__(self, scene):
        self.scene = scene
        self.cursor = 0
        self.wait = 0.0
        self.blocked = False  # a dialog (summary, game over) must be closed first
        self.factor = SPEED_FACTORS.get(scene.speed, 1.0)
        self.drew = False  # the draw for the first dealer has been shown
        self.replaying = False  # fast_forward: history, shown without ceremony
        self.release = None  # sweeps the trick waiting for the player's click

    # -------------------------------------------------------------- loop
    @property
    def shown_all(self) -> bool:
        """Every event of the match has been read (animations may still run)."""
        return self.cursor >= len(self.scene.match.events)

    @property
    def caught_up(self) -> bool:
        """Every event is shown and nothing is waiting or moving."""
        return (self.cursor >= len(self.scene.match.events) and self.wait <= 0
                and not self.blocked and not self.scene.tweens.busy)

    def update(self, dt: float) -> None:
        self.wait -= dt
        events = self.scene.match.events
        while self.wait <= 0 and not self.blocked and self.cursor < len(events):
            event = events[self.cursor]
            if type(event) in QUIET_FIRST and self.scene.tweens.busy:
                break  # let the last trick land before the summary (or the new deal)
            self.cursor += 1
            self.wait += self.handle(event)
        if self.wait < 0:
            self.wait = 0.0

    def skip(self) -> None:
        """Jump the running animation to its end (a click or a key); a deal
        in progress is finished at once."""
        tweens = self.scene.tweens
        tweens.stop_all(complete=True)
        self.wait = 0.0
        events = self.scene.match.events
        saved, self.factor = self.factor, 0.0
        try:
            while (self.cursor < len(events) and not self.blocked
                   and isinstance(events[self.cursor], ev.Dealt)):
                self.cursor += 1
                self.handle(events[self.cursor - 1])
            tweens.stop_all(complete=True)
        finally:
            self.factor = saved
        self.wait = 0.0

    def fast_forward(self) -> None:
        """Show every event so far at once, without banners or summaries (a
        resumed game opens on the table as it stands)."""
        events = self.scene.match.events
        saved, self.factor = self.factor, 0.0
        self.replaying = True
        self.drew = True
        try:
            while self.cursor < len(events):
                event = events[self.cursor]
                if isinstance(event, ev.GameOver):
                    break  # shown as usual
                self.cursor += 1
                self.handle(event)
                self.scene.tweens.stop_all(complete=True)
        finally:
            self.factor = saved
            self.replaying = False
            self.wait = 0.0
            self.scene.board.banner = None

    def t(self, seconds: float, claim: bool = False) -> float:
        """``seconds`` at the table's speed; ``claim``: a claimed trick's,
        at the fast speed at most."""
        return seconds * (min(self.factor, CLAIM_FACTOR) if claim else self.factor)

    def claimed(self) -> bool:
        """The hand shown is one whose remaining tricks a claim plays out."""
        session = getattr(self.scene, "session", None)
        return (not self.replaying and session is not None
                and getattr(session, "claim_hand", 0) == self.board.hand_number)

    def handle(self, event) -> float:
        kind = type(event)
        method = getattr(self, "on_" + kind.__name__, None)
        if method is None:
            return 0.0
        return method(event)

    # ----------------------------------------------------------- helpers
    @property
    def layout(self):
        return self.scene.layout

    @property
    def board(self):
        return self.scene.board

    def hand_targets(self, seat: int) -> list:
        """Resting rects of ``seat``'s cards, in the board's order. While the
        deal goes on, a bot's fan fills from one end (its thirteen places)."""
        hand = self.board.hands[seat]
        if seat == SOUTH:
            return self.layout.south_cards(len(hand))
        n = max(13, len(hand)) if self.board.pile > 0 else len(hand)
        return self.layout.back_cards(seat, n)

    def home(self, sprite):
        """Where ``sprite`` rests in the current layout (the top left of its
        place in its seat's hand, or of its seat's slot in the trick), or
        None when it rests nowhere (a card swept away)."""
        board = self.board
        hand = board.hands[sprite.seat]
        for i, s in enumerate(hand):
            if s is sprite:
                return self.hand_targets(sprite.seat)[i].topleft
        if any(s is sprite for s in board.trick):
            return self.layout.slots[sprite.seat].topleft
        return None

    def place_of(self, sprite):
        """``sprite``'s resting place, as a place for a tween."""
        return lambda: self.home(sprite)

    def slot(self, seat: int):
        """``seat``'s card in the trick, as a place."""
        return lambda: self.layout.slots[seat].topleft

    def sprite_size(self, sprite, lay) -> tuple[int, int]:
        """``sprite``'s width and height on the screen in layout ``lay``."""
        if sprite.big:
            return (lay.card_w, lay.card_h)
        return (lay.back_h, lay.back_w) if sprite.rot else (lay.back_w, lay.back_h)

    def settle(self, seat: int, duration: float, skip=None) -> None:
        """Move ``seat``'s cards to their resting places."""
        for sprite in self.board.hands[seat]:
            if sprite is skip:
                continue
            self.scene.tweens.animate(sprite, duration, "out_quad", pos=self.place_of(sprite))

    def relayout(self, old, new) -> None:
        """The window changed from layout ``old`` to ``new``: every card goes
        to its new place and every running animation and pause goes on (a
        trick's winner is still shown for its time, the deal goes on). A
        card at rest takes its resting place in ``new``; a card in flight
        (or held by the mouse) keeps its share of the window and flies on
        to its new end. A card of the draw waiting for its turn stays in
        the middle of the table."""
        board, tweens = self.board, self.scene.tweens
        moving, waiting = tweens.moving("pos"), tweens.waiting("pos")
        dragged = self.scene.hand.dragging
        sprites = [s for hand in board.hands for s in hand] + list(board.trick) \
            + list(board.flying)
        for sprite in sprites:
            home = self.home(sprite)
            if id(sprite) in waiting and any(s is sprite for s in board.trick):
                cx, cy = new.trick.center
                w, h = self.sprite_size(sprite, new)
                sprite.pos = (cx - w / 2, cy - h / 2)
            elif id(sprite) in moving or sprite is dragged or home is None:
                ow, oh = self.sprite_size(sprite, old)
                w, h = self.sprite_size(sprite, new)
                cx = (sprite.x + ow / 2) * new.width / max(1, old.width)
                cy = (sprite.y + oh / 2) * new.height / max(1, old.height)
                sprite.pos = (cx - w / 2, cy - h / 2)
            else:
                sprite.pos = home
        tweens.relayout()

    # ------------------------------------------------------------ events
    def on_HandStarted(self, e: ev.HandStarted) -> float:
        if e.number == 1 and not self.drew and self.scene.options.draw_for_dealer \
                and self.factor > 0:
            self.drew = True
            self.cursor -= 1  # the deal itself follows the draw
            return self.draw_for_dealer(e.dealer)
        board = self.board
        board.new_hand(e.number, e.dealer, e.target)
        board.min_total = e.min_total
        board.hand_scores = list(e.scores)
        board.shuffle = 0.0
        self.scene.sound("shuffle")
        tw = self.scene.tweens
        tw.animate(board, self.t(SHUFFLE), "in_out_sine", shuffle=1.0,
                   on_finished=lambda: setattr(board, "shuffle", 0.0))
        self.scene.status_hint = "shuffling"
        return self.t(SHUFFLE)

    def draw_for_dealer(self, dealer: int) -> float:
        """Each player draws a card; the engine's first dealer shows the highest.
        (The engine chose the dealer; this only shows it as a draw for high card.)"""

        rng = random.Random(self.scene.seed)
        ranks = rng.sample(range(2, 15), 4)
        high = max(ranks)
        ranks.remove(high)
        lay, tw, board = self.layout, self.scene.tweens, self.board
        centre = lay.trick.center  # where the cards wait (``relayout`` keeps them there)
        sprites = []
        for i in range(4):
            seat = (dealer + 1 + i) % 4
            rank = high if seat == dealer else ranks.pop()
            card = Card(rank, rng.randrange(4))
            sprite = CardSprite(card, centre[0] - lay.card_w / 2, centre[1] - lay.card_h / 2,
                                big=True, seat=seat)
            sprites.append(sprite)
            delay = self.t(0.25 * i)
            tw.animate(sprite, self.t(0.35), "out_cubic", delay=delay, pos=self.slot(seat))
            tw.animate(sprite, self.t(0.2), "in_out_sine", delay=delay + self.t(0.3), flip=1.0)
        board.trick = sprites
        board.dealer = dealer
        self.scene.status_hint = "drawing"

        said = self.scene.said("draw.result", dealer)

        def result():
            self.scene.say(said)

        def clear():  # the draw's news goes with its cards, before the deal
            self.scene.fade_toast(said)
            for s in sprites:
                tw.animate(s, self.t(0.3), "linear", alpha=0.0)
            tw.after(self.t(0.32), lambda: setattr(board, "trick", []))

        tw.after(self.t(1.3), result)
        tw.after(self.t(2.6), clear)
        return self.t(3.0)

    def on_Dealt(self, e: ev.Dealt) -> float:
        delay = 0.0
        for card in e.cards:
            self.scene.tweens.after(self.t(delay), self._launch(e.seat, card))
            delay += DEAL_INTERVAL
        self.scene.status_hint = "dealing"
        if e.batch == len(self.scene.match.rules.deal_pattern) // 2 and e.seat == NORTH:
            self.scene.moment("mid-deal", delay=self.t(delay))
        return self.t(delay)

    def _launch(self, seat: int, card):
        def go():
            board, lay = self.board, self.layout
            board.pile = max(0, board.pile - 1)
            pile = lay.pile(board.dealer)
            if seat == SOUTH:
                sprite = CardSprite(card, pile.x, pile.y, big=True, seat=seat)
                cards = sort_hand([s.card for s in board.hands[SOUTH]] + [card])
                board.hands[SOUTH].append(sprite)
                board.hands[SOUTH].sort(key=lambda s: cards.index(s.card))
                self.settle(SOUTH, self.t(RESORT), skip=sprite)
                tw = self.scene.tweens
                tw.animate(sprite, self.t(DEAL_FLIGHT), "out_cubic", pos=self.place_of(sprite),
                           on_finished=lambda: tw.animate(sprite, self.t(FLIP), "in_out_sine",
                                                          flip=1.0))
            else:
                rot = seat in (EAST, WEST)
                sprite = CardSprite(card, 0, 0, big=False, rot=rot, seat=seat)
                w, h = (lay.back_h, lay.back_w) if rot else (lay.back_w, lay.back_h)
                sprite.pos = (pile.centerx - w / 2, pile.centery - h / 2)
                board.hands[seat].append(sprite)  # to its place of the thirteen
                self.scene.tweens.animate(sprite, self.t(DEAL_FLIGHT), "out_cubic",
                                          pos=self.place_of(sprite))
            self.scene.sound("flick", quiet=True)
        return go

    def on_RedealDeclined(self, e: ev.RedealDeclined) -> float:
        return 0.0

    def on_BidMade(self, e: ev.BidMade) -> float:
        board = self.board
        board.bids[e.seat] = e.bid
        pop = Pop(str(e.bid))
        board.bubbles[e.seat] = pop
        self.scene.tweens.animate(pop, self.t(BID_POP), "out_back", scale=1.0)
        return self.t(BID_AFTER)

    def on_ThrownIn(self, e: ev.ThrownIn) -> float:
        board = self.board
        board.sheet.append(SheetRow(board.hand_number, board.dealer, e.reason,
                                    bids=tuple(board.bids), scores=tuple(board.scores)))
        why = describe(e.reason, e.seat, seat_name=self.scene.seat_name, you_seat=SOUTH,
                       total=e.total, min_total=e.min_total,
                       values=self.scene.match.rules.min_total_counts == "values")
        nxt = (board.dealer + 1) % 4
        board.banner = Pop(t("throw.title"))
        board.banner_lines = (why, self.scene.said("throw.next", nxt))
        tw = self.scene.tweens
        tw.animate(board.banner, self.t(0.3), "out_back", scale=1.0)
        if self.replaying:
            board.banner = None
            board.hands = [[], [], [], []]
            board.bubbles = {}
            return 0.0
        self.scene.moment("thrown-in", delay=self.t(0.5) + 0.02)

        def to_pile(sprite):  # a place: the next dealer's pile, in the layout of now
            def place():
                pile = self.layout.pile(nxt)
                return (pile.centerx - (self.layout.card_w if sprite.big else
                                        self.layout.back_w) / 2,
                        pile.centery - self.layout.card_h / 2)
            return place

        def gather():  # the cards go back to the pile of the next dealer
            for seat in range(4):
                for sprite in board.hands[seat]:
                    if sprite.big:
                        sprite.flip = 0.0
                    tw.animate(sprite, self.t(0.55), "in_out_quad", pos=to_pile(sprite),
                               alpha=0.0)
            for pop in board.bubbles.values():
                tw.animate(pop, self.t(0.4), "linear", alpha=0.0)

        def done():
            board.banner = None
            board.hands = [[], [], [], []]
            board.bubbles = {}
        tw.after(self.t(THROWN_IN * 0.55), gather)
        tw.after(self.t(THROWN_IN), done)
        self.scene.hand_finished()
        return self.t(THROWN_IN)

    def on_CardPlayed(self, e: ev.CardPlayed) -> float:
        board, lay, tw = self.board, self.layout, self.scene.tweens
        if not board.playing:
            board.playing = True
            for pop in board.bubbles.values():
                tw.animate(pop, self.t(BUBBLES_FADE), "linear", alpha=0.0)
        claim = self.claimed()
        sprite = board.find(e.seat, e.card)
        if sprite is None:  # never expected: keep the table consistent anyway
            sprite = CardSprite(e.card, *lay.hands[e.seat].center, seat=e.seat)
        else:
            board.hands[e.seat].remove(sprite)
        if not sprite.big:  # a bot's small back becomes the full-size card
            cx = sprite.x + (lay.back_h if sprite.rot else lay.back_w) / 2
            cy = sprite.y + (lay.back_w if sprite.rot else lay.back_h) / 2
            sprite.big, sprite.rot = True, False
            sprite.pos = (cx - lay.card_w / 2, cy - lay.card_h / 2)
            tw.animate(sprite, self.t(PLAY_FLIGHT * 0.7, claim), "in_out_sine", flip=1.0)
        sprite.lift = 0.0
        sprite.flip = max(sprite.flip, 0.0)
        board.trick.append(sprite)
        tw.animate(sprite, self.t(PLAY_FLIGHT, claim), "out_cubic", pos=self.slot(e.seat))
        self.settle(e.seat, self.t(RESORT, claim))
        self.scene.sound("flick")
        if len(board.trick) == 2:
            self.scene.moment("mid-trick", delay=self.t(PLAY_FLIGHT, claim) + 0.05)
        return self.t(PLAY_AFTER, claim)

    def on_TrickWon(self, e: ev.TrickWon) -> float:
        board, tw = self.board, self.scene.tweens
        sprites = list(board.trick)
        board.trick_winner = e.winner  # its card glows and its name shows until the sweep
        # long enough to read who took it at every speed; at instant, a
        # glimpse for a player at South (none when the bots play alone); a
        # claimed trick (its taker known), a glimpse at the fast speed
        claim = self.claimed()
        if claim and self.factor > 0:
            hold = max(self.t(TRICK_PAUSE, claim), INSTANT_SHOWN)
        elif self.factor > 0:
            hold = max(self.t(TRICK_PAUSE), WINNER_SHOWN)
        else:
            hold = INSTANT_SHOWN if self.scene.is_human(SOUTH) and not self.replaying else 0.0
        sweep_time = self.t(SWEEP, claim)

        def taker():  # a place: the winner's hand, in the layout of now
            target = self.layout.hands[e.winner]
            return (target.centerx - self.layout.card_w / 2,
                    target.centery - self.layout.card_h / 2)

        def sweep():
            self.scene.sound("sweep")
            board.trick_winner = None
            board.trick = []
            board.flying = sprites
            for s in sprites:
                tw.animate(s, sweep_time, "in_quad", pos=taker, alpha=0.0)
            self.scene.moment("trick-sweep", delay=sweep_time * 0.45)

        def counted():
            board.flying = []
            board.taken[e.winner] += 1
            board.tricks.append((e.leader, e.cards, e.winner))

        if self.waits_for_click():
            def go_on():  # the player's click or key: sweep it now
                self.blocked = False
                board.trick_waiting = False
                sweep()
                tw.after(sweep_time, counted, hold=False)
                self.wait = sweep_time
            board.trick_waiting = True
            self.blocked = True
            self.release = go_on
            return 0.0
        tw.after(hold, sweep)
        tw.after(hold + sweep_time, counted)
        return hold + sweep_time

    def waits_for_click(self) -> bool:
        """With the option on, a finished trick waits for the player, at
        every speed (not while replaying, when a bot plays for you, nor in
        a claim, whose tricks go by quickly)."""
        scene = self.scene
        return (bool(getattr(scene.options, "trick_click", False))
                and not self.replaying and scene.is_human(SOUTH) and not self.claimed())

    def go_on(self) -> bool:
        """The player's click or key: a trick waiting for it is swept.
        False when nothing was waiting."""
        release, self.release = self.release, None
        if release is None:
            return False
        release()
        return True

    def on_HandScored(self, e: ev.HandScored) -> float:
        board = self.board
        board.scores = list(e.scores)
        if e.target_after is not None:
            board.target = e.target_after
        board.sheet.append(SheetRow(board.hand_number, board.dealer, None, e.bids, e.taken,
                                    e.points, e.scores,
                                    won_by_bid(self.scene.match.rules, e)))
        if self.replaying:
            return 0.0
        if self.scene.is_human(SOUTH):
            self.scene.sound("made" if e.taken[SOUTH] >= e.bids[SOUTH] else "failed")
        self.blocked = True
        self.scene.show_summary(e)
        return 0.0

    def on_GameOver(self, e: ev.GameOver) -> float:
        self.blocked = True
        self.scene.show_game_over(e)
        return 0.0
