"""Drawing the table: felt, seats, hands, the trick, bubbles and banners.

``TableRenderer`` owns every cached surface for the current window size
(felt, card art, rotated backs, text). It reads the scene's board and
never changes it.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace

import pygame

from ...engine import WIN, Card, Rank, Suit
from ...engine.scoring import team_total
from ...engine.view import unseen
from ...strings import eastern_digits, right_to_left, t, text_version, tn
from .. import theme
from ..avatar import avatar
from ..card_art import CardArt, CardArtCache
from ..layout import EAST, NORTH, SOUTH, WEST
from ..widgets import Painter


def suit_on_dark(suit, four_colour: bool) -> tuple:
    """A suit symbol's colour on a dark panel, as the cards colour it: red
    and white, or, in the four-colour deck, green clubs and blue diamonds."""
    if four_colour and suit is Suit.CLUBS:
        return theme.CLUBS_ON_DARK
    if four_colour and suit is Suit.DIAMONDS:
        return theme.DIAMONDS_ON_DARK
    return theme.BAD_SOFT if suit.is_red else theme.TEXT


ASPECT = 1.4


class _PlainArt:
    """Stand-in card art used only if the real card art cannot load."""

    def __init__(self, width: int, painter: Painter):
        self.width, self.height = width, round(width * ASPECT)
        self.size = (self.width, self.height)
        self.painter = painter
        self._faces: dict = {}
        self._back = None
        self.shadow_offset = (2, 3)

    def face(self, card: Card) -> pygame.Surface:
        s = self._faces.get(card)
        if s is None:
            s = pygame.Surface(self.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (252, 252, 248), s.get_rect(), border_radius=6)
            pygame.draw.rect(s, (90, 90, 90), s.get_rect(), 1, border_radius=6)
            colour = (200, 30, 40) if card.suit.is_red else (20, 20, 20)
            self.painter.blit_text(s, card.text(),
                                   max(10, self.width // 4), colour, True, topleft=(4, 2))
            self._faces[card] = s
        return s

    def back(self) -> pygame.Surface:
        if self._back is None:
            s = pygame.Surface(self.size, pygame.SRCALPHA)
            pygame.draw.rect(s, (150, 30, 40), s.get_rect(), border_radius=6)
            pygame.draw.rect(s, (250, 250, 250), s.get_rect().inflate(-6, -6), 2,
                             border_radius=5)
            self._back = s
        return self._back

    def shadow(self) -> pygame.Surface:
        s = pygame.Surface((self.width + 4, self.height + 4), pygame.SRCALPHA)
        pygame.draw.rect(s, (0, 0, 0, 90), s.get_rect(), border_radius=7)
        return s


def make_art(width: int, options, painter: Painter, cache=None):
    """The card art at ``width``, from the shared cache when there is one."""
    try:
        if cache is None:
            return CardArt(width, options.french_indices, options.four_colour,
                           options.card_back)
        return cache.get(width, options.french_indices, options.four_colour,
                         options.card_back)
    except Exception:
        return _PlainArt(width, painter)


def make_felt(size: tuple[int, int], seed: int = 400) -> pygame.Surface:
    """Green felt: a soft light in the middle, darker edges and a faint weave."""
    w, h = size
    sw, sh = max(8, w // 6), max(8, h // 6)
    small = pygame.Surface((sw, sh))
    small.fill(theme.FELT_DARK)
    steps = 28
    for i in range(steps):
        k = i / (steps - 1)
        col = tuple(round(a + (b - a) * k) for a, b in zip(theme.FELT_DARK, theme.FELT_LIGHT))
        rw, rh = sw * (1.5 - 1.05 * k), sh * (1.5 - 1.05 * k)
        pygame.draw.ellipse(small, col, pygame.Rect(sw / 2 - rw / 2, sh / 2 - rh / 2, rw, rh))
    felt = pygame.transform.smoothscale(small, (w, h))
    # a faint weave so it does not look like plastic: one small tile, repeated
    rng = random.Random(seed)
    tile_size = 128
    tile = pygame.Surface((tile_size, tile_size), pygame.SRCALPHA)
    for _ in range(tile_size * tile_size // 60):
        x, y = rng.randrange(tile_size), rng.randrange(tile_size)
        a = rng.randrange(6, 16)
        tile.set_at((x, y), (0, 0, 0, a) if rng.random() < 0.5 else (255, 255, 255, a // 2))
    for ty in range(0, h, tile_size):
        for tx in range(0, w, tile_size):
            felt.blit(tile, (tx, ty))
    return felt.convert() if pygame.display.get_surface() is not None else felt


class TableRenderer:
    """Draws a ``TableScene``; rebuilt surfaces on each resize."""

    def __init__(self, scene):
        self.scene = scene
        self.painter = Painter()
        self.layout = None
        self.scores_drawn: list = []  # the scoreboard's rows as last drawn (total, distance)
        self.trick_winner_drawn = ""  # the taker's line as last drawn
        self.trick_winner_box = None  # its panel (with "Click … to go on"), as last drawn
        self.avatars_drawn: dict[int, pygame.Rect] = {}  # seat: where its portrait went
        self.dealer_chip_drawn = None  # (centre, radius) of the dealer's chip, last drawn
        self.tip_drawn = None  # (text, rect) of the last tooltip drawn
        self.bubbles_drawn: dict[int, pygame.Rect] = {}  # seat: its speech bubble, last drawn
        self.timer_drawn = None  # (share left, bar rect) of your turn timer, as last drawn
        self.timer_text = None  # (the seconds left, their Rect) as last drawn
        self.points_drawn: dict[int, tuple] = {}  # seat: its plate's points line (see draw_timer)
        self.go_on_drawn = None  # (text, Rect): a finished trick waits for your click
        self.trick_arrows: dict[int, pygame.Rect] = {}  # -1/1: the shown trick's ◀ ▶
        self._art_cache = None
        try:
            self._art_cache = CardArtCache(keep=2)
        except Exception:
            self._art_cache = None

    def resize(self, layout) -> None:
        self.layout = layout
        opts = self.scene.options
        self.felt = make_felt(layout.size)
        self.art = make_art(layout.card_w, opts, self.painter, self._art_cache)
        small = make_art(layout.back_w, opts, self.painter, None)
        self.small_back = small.back()
        self.small_back_rot = pygame.transform.rotate(self.small_back, 90)
        self.small_shadow = None
        self.dim = pygame.Surface((layout.card_w, layout.card_h), pygame.SRCALPHA)
        radius = max(3, round(layout.card_w * 0.065))
        pygame.draw.rect(self.dim, (0, 20, 10, 110), self.dim.get_rect(), border_radius=radius)
        self.glow = pygame.Surface((layout.card_w + 8, layout.card_h + 8), pygame.SRCALPHA)
        pygame.draw.rect(self.glow, (*theme.GOLD, 200), self.glow.get_rect(), 3,
                         border_radius=radius + 3)
        self.painter.clear()
        self._bubbles: dict = {}
        self._bubble_sizes: dict = {}
        self.static = pygame.Surface(layout.size).convert() \
            if pygame.display.get_surface() is not None else pygame.Surface(layout.size)
        self._static_key = None
        self._parts: dict = {}  # part of the static layer -> the key it was drawn for
        self._hand_keys: dict = {}
        self._hand_layers: dict = {}
        self._moving: set = set()
        self.fit_bar([(name, texts, bold, badge)
                      for name, texts, _, bold, badge in self.status_items(sample=True)])
        self.status_drawn: dict = {}  # name -> (text, Rect) as last drawn in the top bar
        self.tracker_drawn = None  # [(suit, [codes still out])] as last drawn, or None
        self.tracker_texts: list = []  # (text, Rect) of its title and rows as last drawn
        self.toast_drawn = None  # the toast's Rect as last drawn, or None
        self._toast_text = None  # ((text, width, size), its lines drawn), the last wrapped
        self.last_trick_drawn = None  # the shown trick's panel as last drawn, or None
        self.coach_drawn = None  # (a lesson's words, their panel) as last drawn
        self._coach_lines: tuple = (None, None)  # (what it depends on, (rect, size, lines))

    def measure(self, text: str, size: int, bold: bool = False) -> int:
        return self.painter.measure(text, size, bold)

    def fit_bar(self, items) -> None:
        """Fit the top bar to ``items``, the longest texts its items may show
        (``status_items(sample=True)``, or those grown since)."""
        self.bar_items = items
        self.bar = self.layout.status_bar(self.measure, items, self.scene.status.samples(),
                                          self.scene.status.labels())
        if right_to_left():
            self.bar = self.bar.mirrored()

    def keep_bar_room(self) -> bool:
        """A number longer than the bar was fitted for (a hand past 99, a
        target raised past 100, bids worth 100 or more; in Eastern digits
        too): the bar is fitted again with the longer text, and its buttons
        placed again, so that nothing is squeezed, cut or overlapped. True
        when it was."""
        now = {name: texts for name, texts, *_ in self.status_items()}
        grown, items = False, []
        for name, texts, bold, badge in self.bar_items:
            shown = now.get(name, texts)
            wider = []
            for i, text in enumerate(texts):
                other = shown[min(i, len(shown) - 1)]
                if self.measure(other, self.bar.font, bold) > self.measure(text, self.bar.font,
                                                                           bold):
                    text, grown = other, True
                wider.append(text)
            items.append((name, tuple(wider), bold, badge))
        if grown:
            self.fit_bar(items)
            self.scene.status.place(self.bar.buttons)
        return grown

    # ------------------------------------------------------------- draw
    def static_key(self) -> tuple:
        """Everything the static layer (felt, plates, status bar) depends on."""
        scene, board = self.scene, self.scene.board
        buttons = tuple((b.label, b.enabled, b.selected, b is scene.status.hover_button)
                        for b in scene.status.buttons)
        return (board.hand_number, board.dealer, board.target, tuple(board.bids),
                tuple(board.taken), tuple(board.scores), board.playing, board.min_total,
                scene.waiting_on, scene.status.text(), buttons, self.bid_won_game(),
                scene.dialogs.over is not None)

    def draw(self, surface: pygame.Surface) -> None:
        scene, board = self.scene, self.scene.board
        key = self.static_key()
        if key != self._static_key:
            self._static_key = key
            self.update_static()
        surface.blit(self.static, (0, 0))
        self._moving = scene.tweens.moving()
        self.draw_pile(surface)
        for seat in (NORTH, WEST, EAST):
            self.draw_bot_hand(surface, seat)
        for sprite in board.trick:
            self.draw_card(surface, sprite)
        self.go_on_drawn = None
        self.trick_winner_box = None
        if board.trick_winner is not None:
            self.draw_trick_winner(surface)
        for sprite in board.flying:
            self.draw_card(surface, sprite)
        self.draw_south(surface)
        left = scene.time_left()
        if left is not None and not scene.dialogs.asking_redeal:  # the question shows it
            self.draw_timer(surface, left)
        # the shown trick's panel covers their row, and a click only closes it
        self.last_trick_drawn = None
        shown = scene.show_last and board.last_trick is not None
        if scene.hand.claim_offered() and not shown:
            scene.hand.claim_button.draw(surface, self.painter, self.layout.font)
        if scene.undo_offered() and scene.app is not None and scene.app.top is scene \
                and not shown:
            scene.hand.undo_button.draw(surface, self.painter, self.layout.font)
        self.draw_tracker(surface)
        self.draw_coach(surface)
        for seat, pop in board.bubbles.items():
            self.draw_bubble(surface, seat, pop)
        if scene.show_last and board.last_trick is not None:
            self.draw_last_trick(surface)
        if board.banner is not None:
            self.draw_banner(surface)
        if scene.bid_panel is not None and scene.bid_panel.visible:
            scene.bid_panel.draw(surface, self.painter)
        self.toast_drawn = None
        if scene.toast is not None:
            self.draw_toast(surface)
        tip = scene.status.tip()
        if tip is not None:
            self.draw_tip(surface, *tip)

    def draw_timer(self, surface, left: float) -> None:
        """Your turn's time left, on your plate's points line, beside your
        points: a bar that shrinks, gold, then red in its last quarter, and
        the whole seconds left at its end (the bar never crosses a word of
        the plate)."""
        lay, p, scene = self.layout, self.painter, self.scene
        plate = lay.plates[SOUTH]
        pad = max(6, lay.margin)
        if SOUTH not in self.points_drawn:
            return  # your plate is not drawn yet
        x, top, points, height = self.points_drawn[SOUTH]  # the points line, as drawn
        cy = top + height // 2
        total = getattr(scene.session, "turn_timer", 0) or 0
        seconds = str(math.ceil(left * total - 1e-6)) if total else ""
        number_w = p.measure("88", lay.font_small, True)
        h = max(5, lay.font_small // 3)
        track = pygame.Rect(x + points + pad, cy - h // 2, 0, h)
        track.width = max(h, plate.right - pad - number_w - pad // 2 - track.left)
        bar = track.copy()
        bar.width = round(track.width * left)
        colour = theme.BAD if left < 0.25 else theme.GOLD
        with p.mirrored(plate, right_to_left()):
            pygame.draw.rect(surface, (0, 0, 0), p.flip(track), border_radius=h // 2)
            bar = p.flip(bar)
            if bar.width > 0:
                pygame.draw.rect(surface, colour, bar, border_radius=h // 2)
            number = p.blit_text(surface, seconds, lay.font_small, colour, True,
                                 midright=(plate.right - pad, cy)) if seconds else None
        self.timer_drawn = (left, bar)
        self.timer_text = (seconds, number)

    def draw_tip(self, surface, text: str, under) -> None:
        """A button's tooltip, just below it, kept inside the window."""
        lay, p = self.layout, self.painter
        s = p.text(text, lay.font_small, theme.TEXT)
        r = s.get_rect().inflate(lay.margin * 2, lay.margin)
        r.midtop = (under.centerx, under.bottom + lay.margin // 2)
        r.clamp_ip(pygame.Rect(0, 0, lay.width, lay.height))
        surface.blit(p.panel(r.size, theme.PANEL_SOLID, theme.PANEL_BORDER, 6, 1), r)
        surface.blit(s, s.get_rect(center=r.center))
        self.tip_drawn = (text, r)

    def update_static(self) -> None:
        """Redraw only the parts of the static layer whose content changed."""
        layer, lay, board, scene = self.static, self.layout, self.scene.board, self.scene
        if not self._parts:
            layer.blit(self.felt, (0, 0))
            self.draw_table_mark(layer)
        for seat in range(4):
            pk = (board.dealer == seat and board.hand_number > 0, board.bids[seat],
                  board.taken[seat], board.playing, self.plate_points(seat),
                  scene.waiting_on == seat)
            if self._parts.get(seat) != pk:
                self._parts[seat] = pk
                r = lay.plates[seat]
                layer.blit(self.felt, r, r)
                layer.set_clip(r)
                self.draw_table_mark(layer)
                layer.set_clip(None)
                self.draw_plate(layer, seat)
        ck = tuple(self.team_lines())  # what the scoreboard says
        if lay.scores is not None and self._parts.get("scores") != ck:
            self._parts["scores"] = ck
            layer.blit(self.felt, lay.scores, lay.scores)
            self.draw_scores(layer)
        sk = (board.hand_number, board.dealer, board.target, tuple(board.bids),
              board.min_total, board.playing, scene.status.text(),
              tuple((b.label, b.enabled, b.selected, b is scene.status.hover_button)
                    for b in scene.status.buttons))
        if self._parts.get("status") != sk:
            self._parts["status"] = sk
            self.keep_bar_room()
            layer.blit(self.felt, lay.status, lay.status)
            self.draw_status(layer)

    def draw_table_mark(self, surface) -> None:
        r = self.layout.trick.inflate(self.layout.card_w * 0.3, self.layout.card_h * 0.15)
        key = ("mark", r.size)
        surf = self._bubbles.get(key)
        if surf is None:
            surf = pygame.Surface(r.size, pygame.SRCALPHA)
            pygame.draw.ellipse(surf, (255, 255, 255, 16), surf.get_rect())
            pygame.draw.ellipse(surf, (240, 196, 90, 60), surf.get_rect(), 2)
            self._bubbles[key] = surf
        surface.blit(surf, r)

    def draw_card(self, surface, sprite, dx: float = 0, dy: float = 0) -> None:
        lay = self.layout
        x, y = sprite.x + dx, sprite.y - sprite.lift + dy
        art = self.art
        if not sprite.big:
            back = self.small_back_rot if sprite.rot else self.small_back
            if sprite.alpha < 255:
                back = back.copy()
                back.set_alpha(int(sprite.alpha))
            surface.blit(back, (x, y))
            return
        flip = sprite.flip
        face = art.face(sprite.card) if flip >= 0.5 else art.back()
        alpha = int(sprite.alpha)
        if 0.0 < flip < 1.0:
            k = abs(math.cos(math.pi * flip))
            w = max(1, round(lay.card_w * k))
            face = pygame.transform.scale(face, (w, lay.card_h))
            x += (lay.card_w - w) / 2
        elif alpha > 0:  # the shadow fades with the card (52 gathered cards stack theirs)
            shadow = art.shadow()
            if alpha < 255:
                shadow = shadow.copy()
                shadow.set_alpha(alpha)
            surface.blit(shadow, (x + art.shadow_offset[0], y + art.shadow_offset[1]))
        if alpha < 255:
            face = face.copy()
            face.set_alpha(alpha)
        surface.blit(face, (x, y))

    def draw_pile(self, surface) -> None:
        board = self.scene.board
        if board.pile <= 0:
            return
        lay = self.layout
        r = lay.pile(board.dealer)
        art = self.art
        layers = min(6, 1 + board.pile // 9)
        split = math.sin(math.pi * board.shuffle) * lay.card_w * 0.55
        for half, sign in ((0, -1), (1, 1)) if board.shuffle > 0 else ((0, 0),):
            for i in range(layers):
                x = r.x + sign * split - i * 0.6
                y = r.y - i * 1.2 - (math.sin(math.pi * board.shuffle * 3 + half) * 4
                                     if board.shuffle > 0 else 0)
                if i == 0:
                    surface.blit(art.shadow(), (x + art.shadow_offset[0],
                                                y + art.shadow_offset[1]))
                surface.blit(art.back(), (x, y))

    def _cached_hand(self, surface, seat: int, key: tuple, draw) -> None:
        """Draw a hand through a cached layer once it has stood still for a
        frame (moving hands are drawn card by card)."""
        last = self._hand_keys.get(seat)
        self._hand_keys[seat] = key
        if key != last:
            draw(surface, 0, 0)
            return
        layer = self._hand_layers.get(seat)
        if layer is None or layer[0] != key:
            area = self.layout.hands[seat].inflate(self.layout.card_w // 2,
                                                   self.layout.card_h // 3)
            area.clamp_ip(pygame.Rect(0, 0, *self.layout.size))
            surf = pygame.Surface(area.size, pygame.SRCALPHA)
            draw(surf, -area.x, -area.y)
            layer = self._hand_layers[seat] = (key, surf, area.topleft)
        surface.blit(layer[1], layer[2])

    def draw_bot_hand(self, surface, seat) -> None:
        sprites = self.scene.board.hands[seat]
        if not sprites:
            return
        moving = self._moving
        if any(id(s) in moving or s.alpha < 255 or s.big for s in sprites):
            for sprite in sprites:
                self.draw_card(surface, sprite)
            return
        key = tuple((round(s.x), round(s.y)) for s in sprites)

        def draw(target, dx, dy):
            for sprite in sprites:
                self.draw_card(target, sprite, dx, dy)
        self._cached_hand(surface, seat, key, draw)

    def draw_south(self, surface) -> None:
        scene = self.scene
        sprites = scene.board.hands[SOUTH]
        legal = scene.hand.legal_cards()
        selected = scene.hand.selected_card()

        def draw(target, dx, dy):
            for sprite in sprites:
                if sprite is scene.hand.dragging:
                    continue
                self.draw_card(target, sprite, dx, dy)
                if legal is not None and sprite.flip >= 1:
                    x, y = sprite.x + dx, sprite.y - sprite.lift + dy
                    if sprite.card not in legal:
                        target.blit(self.dim, (x, y))
                    if sprite.card is selected:  # the keys' focus, on a dimmed card too
                        target.blit(self.glow, (x - 4, y - 4))

        moving = self._moving
        if any(id(s) in moving or s is scene.hand.dragging for s in sprites):
            draw(surface, 0, 0)
        else:
            key = tuple((s.card, round(s.x), round(s.y - s.lift), s.flip,
                         legal is not None and s.card in legal, s.card is selected)
                        for s in sprites) + (legal is None,)
            self._cached_hand(surface, SOUTH, key, draw)
        if scene.hand.dragging is not None:
            self.draw_card(surface, scene.hand.dragging)

    def seat_name(self, seat: int) -> str:
        return self.scene.seat_name(seat)

    def team_lines(self) -> list[tuple[int, str, str]]:
        """Per team, as the scoreboard shows it: ``(team, "Us 23", "18 to
        go")``. The total is the partners' scores added (the engine's); the
        distance is the better partner's to the target, or, once a partner
        has reached it, what the other partner still needs under the rule in
        force (``Rules.partner_ok``); a team whose made bid has won the game
        outright says so, not how far its scores are from the target. Once
        the game is over on the table, the winners say they won and the
        losers say nothing more: no distance to a target that no longer
        counts."""
        board, rules = self.scene.board, self.scene.match.rules
        sc, out = board.scores, []
        won_by = self.bid_won_game()
        over = self.scene.dialogs.over  # the GameOver event, once the table has shown it
        for team in (0, 1):
            a, b = sc[team], sc[team + 2]
            total = t(f"scores.team.{team}", total=team_total(sc, team))
            best = max(a, b)
            if over is not None:
                how = t("plate.won") if over.winner == team else ""
            elif won_by is not None and won_by % 2 == team:  # a made bid worth the game
                how = t("plate.won")
            elif best < board.target:
                how = t("scores.to_go", n=board.target - best)
            else:
                other = team if a < b else team + 2
                how = "" if rules.partner_ok(sc[other]) else \
                    self.scene.said(f"scores.needs.{rules.partner_condition}", other)
            out.append((team, total, how))
        return out

    def draw_scores(self, surface) -> None:
        """The scoreboard: each team's total and how far it is from the target."""
        lay, p = self.layout, self.painter
        r = lay.scores
        surface.blit(p.panel(r.size, theme.PANEL, (255, 255, 255, 40), max(6, lay.margin), 1), r)
        pad = max(6, lay.margin)
        rows = self.team_lines()
        line = (r.height - pad) // 2
        drawn = []
        with p.mirrored(r, right_to_left()):
            self._score_rows(surface, r, pad, rows, line, drawn)
        self.scores_drawn = drawn

    def _score_rows(self, surface, r, pad, rows, line, drawn) -> None:
        lay, p = self.layout, self.painter
        for i, (team, total, how) in enumerate(rows):
            cy = r.top + pad // 2 + line * i + line // 2
            stripe = pygame.Rect(r.left + pad // 2, cy - line // 2 + 3, max(3, pad // 2),
                                 line - 6)
            pygame.draw.rect(surface, theme.TEAM[team], p.flip(stripe), border_radius=2)
            x = stripe.right + pad
            left = p.text(total, lay.font_small, theme.TEXT, True)
            surface.blit(left, p.flip(left.get_rect(midleft=(x, cy))))
            room = r.right - pad - (x + left.get_width() + pad)
            if how and room > 0:
                right = p.fit_text(how, lay.font_small, room, theme.TEXT_DIM)
                surface.blit(right, p.flip(right.get_rect(midright=(r.right - pad, cy))))
            drawn.append((total, how))

    def draw_coach(self, surface) -> None:
        """A lesson's words: a panel in the first free place that leaves the
        trick (the bid panel while bidding), the hands and the plates in view."""
        text = self.scene.coach_text()
        self.coach_drawn = None
        if not text:
            return
        lay, p = self.layout, self.painter
        key = (text, lay.size, self.scene.board.playing, self._tracker_shown(),
               right_to_left(), text_version())
        if self._coach_lines[0] != key:  # placed and wrapped once, not every frame
            self._coach_lines = (key, self.coach_place(text))
        r, size, lines = self._coach_lines[1]
        pad, line = lay.margin, round(size * 1.35)
        surface.blit(p.panel(r.size, theme.PANEL_SOLID, theme.GOLD, max(6, lay.margin), 2), r)
        with p.mirrored(r, right_to_left()):
            for i, text_line in enumerate(lines):
                p.blit_text(surface, text_line, size, theme.TEXT,
                            topleft=(r.left + pad, r.top + pad + i * line))
        self.coach_drawn = (text, r)

    def _tracker_shown(self) -> bool:
        return (self.layout.tracker is not None and self.scene.board.playing
                and bool(getattr(self.scene.options, "card_tracker", False)))

    def coach_keep_clear(self) -> tuple[list, list]:
        """What a lesson's panel must not cover: the places of the trick's four
        cards while playing (the bid panel while bidding), and every panel and
        hand of the table. Returned as (the trick or bid panel, the rest)."""
        lay = self.layout
        middle = list(lay.slots) if self.scene.board.playing else [lay.bid_panel]
        rest = [lay.status, *lay.hands, *lay.plates]
        if lay.scores is not None:
            rest.append(lay.scores)
        if self._tracker_shown():
            rest.append(lay.tracker)
        return middle, rest

    def coach_place(self, text: str) -> tuple[pygame.Rect, int, list[str]]:
        """Where a lesson's panel goes, its text size and its wrapped lines.

        Tried in order, at the text size then the small size: centred under
        North's cards, then in the column beside the trick (the reading side
        first). Each is set in the first free gap, from the top, tall enough
        for its lines. If none is, the tallest column gets the small size and
        as many lines as fit."""
        lay, p = self.layout, self.painter
        middle, rest = self.coach_keep_clear()
        blocks = middle + rest
        m, pad = lay.margin, lay.margin
        centre_w = min(round(lay.width * 0.56),
                       lay.width - 2 * (lay.plates[NORTH].width + lay.margin))
        centre = (lay.width // 2 - centre_w // 2, lay.width // 2 - centre_w // 2 + centre_w)
        west = (lay.hands[WEST].right + m, min(r.left for r in middle) - m)
        east = (max(r.right for r in middle) + m, lay.hands[EAST].left - m)
        columns = [east, west] if right_to_left() else [west, east]
        spots = [centre] + [c for c in columns if c[1] - c[0] >= 2 * pad + lay.font * 8]
        # the last resort before cutting words: the whole width between the
        # side hands, whose longer lines need fewer of them (a small window)
        wide = (lay.hands[WEST].right + m, lay.hands[EAST].left - m)
        for tier in (spots, [wide]):
            for size in (lay.font, lay.font_small):
                line = round(size * 1.35)
                for x0, x1 in tier:
                    lines = p.wrap(text, size, x1 - x0 - 2 * pad)
                    height = len(lines) * line + 2 * pad
                    for top, bottom in self._gaps(x0, x1, blocks):
                        if bottom - top >= height:
                            return pygame.Rect(x0, top, x1 - x0, height), size, lines
        # nowhere tall enough (a very small window): the gap that shows the
        # most of the words at the small size, and the last line cut short
        size = lay.font_small
        line = round(size * 1.35)
        best = None
        for x0, x1 in spots + [wide]:
            lines = p.wrap(text, size, x1 - x0 - 2 * pad)
            for top, bottom in self._gaps(x0, x1, blocks):
                keep = max(0, (bottom - top - 2 * pad) // line)
                shown = sum(len(ln) for ln in lines[:keep])
                if best is None or shown > best[0]:
                    best = (shown, pygame.Rect(x0, top, x1 - x0, keep * line + 2 * pad),
                            lines[:keep] if keep < len(lines) else lines, keep < len(lines))
        if best is None or not best[2]:
            return pygame.Rect(0, 0, 0, 0), size, []
        _, r, lines, cut = best
        if cut:
            lines = lines[:-1] + [lines[-1] + " \u2026"]
        return r, size, lines

    def _gaps(self, x0: int, x1: int, blocks) -> list[tuple[int, int]]:
        """The free stretches (top, bottom) of the window's column from ``x0``
        to ``x1``, a margin clear of every block that crosses it, top first."""
        m, h = self.layout.margin, self.layout.height
        crossing = sorted((r for r in blocks if r.right > x0 and r.left < x1),
                          key=lambda r: r.top)
        out, y = [], m
        for r in crossing:
            if r.top - m > y:
                out.append((y, r.top - m))
            y = max(y, r.bottom + m)
        if h - m > y:
            out.append((y, h - m))
        return out

    def _ranks_fitting(self, labels: list, room: int, size: int) -> tuple[str, int]:
        """A suit's ranks still out, high to low, and the size to draw them:
        all of them (a point or two smaller if that is what it takes), else
        the highest that fit and "+n" for the n lower ones, never wider than
        ``room``."""
        p = self.painter
        if not labels:
            return t("tracker.none"), size
        gap = self._rank_gap()
        whole = gap.join(labels)
        for at in range(size, max(9, size - 2) - 1, -1):
            if p.measure(whole, at) <= room:
                return whole, at
        for k in range(len(labels) - 1, 0, -1):
            text = gap.join(labels[:k]) + f"{gap}+{len(labels) - k}"
            if p.measure(text, size) <= room:
                return text, size
        return f"+{len(labels)}", size

    @staticmethod
    def _rank_gap() -> str:
        # Eastern digits set closer than Western ones: "٩ ١٠" would read "٩١٠"
        return "  " if eastern_digits() else " "

    def _tracker_metrics(self, r, lay) -> tuple[int, int, int]:
        """The tracker's padding, line height and text size in ``r``: five
        lines (its title and the four suits), smaller where they would overlap."""
        p = self.painter
        pad = max(4, lay.margin // 2)
        line = (r.height - 2 * pad) // 5
        size = lay.font_small
        while size > 9 and p.font(size).get_ascent() > line:
            size -= 1
        return pad, line, size

    def fit_tracker(self, layout):
        """``layout`` with the card tracker no wider than its widest line
        needs (its title, or a suit with all thirteen ranks out, in the
        language, digits and indices in force), at the right edge of its
        room: in a very wide window that room, from North's plate to the
        edge, was mostly empty panel. Where the room is short, it is as it was."""
        room = layout.tracker_room
        if room is None:
            return layout
        p = self.painter
        pad, _, size = self._tracker_metrics(room, layout)
        french = self.scene.options.french_indices
        ranks = self._rank_gap().join(Rank(v).label(french) for v in range(14, 1, -1))
        need = 4 * pad + max(p.measure(t("tracker.title"), size, True),
                             round(size * 1.6) + p.measure(ranks, size))
        if need >= room.width:
            return replace(layout, tracker=room)
        return replace(layout, tracker=pygame.Rect(room.right - need, room.top, need,
                                                   room.height))

    def draw_tracker(self, surface) -> None:
        """The card tracker (an option): the cards still out in each suit, as
        the table shows them (your hand and the cards played this hand)."""
        scene, lay, p, board = self.scene, self.layout, self.painter, self.scene.board
        r = lay.tracker
        if r is None or not getattr(scene.options, "card_tracker", False) or not board.playing:
            self.tracker_drawn = None
            return
        played = [c for _, cards, _ in board.tricks for c in cards]
        played += [s.card for s in board.trick] + [s.card for s in board.flying]
        out = unseen([s.card for s in board.hands[SOUTH]], played)
        surface.blit(p.panel(r.size, theme.PANEL, (255, 255, 255, 40), max(6, lay.margin), 1), r)
        pad, line, size = self._tracker_metrics(r, lay)
        x0, x1 = r.left + pad * 2 + round(size * 1.6), r.right - pad * 2
        rows, self.tracker_texts = [], []
        with p.mirrored(r, right_to_left()):
            title = t("tracker.title")
            self.tracker_texts.append((title, p.blit_fit(
                surface, title, size, r.width - pad * 4, theme.TEXT_DIM, True,
                midleft=(r.left + pad * 2, r.top + pad + line // 2))))
            for i, suit in enumerate(sorted(out, key=lambda s: -int(s))):  # ♠ ♥ ♦ ♣
                cy = r.top + pad + line * (i + 1) + line // 2
                colour = suit_on_dark(suit, scene.options.four_colour)
                p.blit_text(surface, suit.symbol, size, colour, True,
                            midleft=(r.left + pad * 2, cy))
                labels = [c.label(scene.options.french_indices) for c in out[suit]]
                ranks, at = self._ranks_fitting(labels, x1 - x0, size)
                text = p.text(ranks, at, theme.TEXT)
                self.tracker_texts.append((ranks, surface.blit(
                    text, p.flip(text.get_rect(midleft=(x0, cy))))))
                rows.append((suit, [c.code for c in out[suit]]))
        self.tracker_drawn = rows

    def bid_won_game(self) -> int | None:
        """The seat whose made bid, worth "win", has just won the game, or
        None: the engine's answer (``score_hand``'s ``win_bid_seat``), as
        the score sheet keeps it for the hand on the table."""
        board = self.scene.board
        row = board.sheet[-1] if board.sheet else None
        return row.won if row is not None and row.number == board.hand_number else None

    def plate_points(self, seat: int) -> tuple[str, tuple]:
        """A plate's points line and its colour: the seat's score ("-1 pt"),
        or, once its made bid has won the game outright, that it did (the
        bid is worth the game, not points: its score did not move)."""
        if self.bid_won_game() == seat:
            return t("plate.won"), theme.GOLD
        score = self.scene.board.scores[seat]
        return tn("plate.score", score), theme.BAD if score < 0 else theme.GOLD

    def draw_plate(self, surface, seat: int) -> None:
        scene, lay, p = self.scene, self.layout, self.painter
        r = lay.plates[seat]
        active = scene.waiting_on == seat
        border = theme.GOLD if active else (255, 255, 255, 40)
        surface.blit(p.panel(r.size, theme.PANEL, border, max(6, lay.margin), 2 if active else 1),
                     r)
        pad = max(6, lay.margin)
        with p.mirrored(r, right_to_left()):  # the portrait at the right, the text beside it
            self._plate_inside(surface, seat, r, pad)

    def _plate_inside(self, surface, seat: int, r, pad) -> None:
        lay, board, p = self.layout, self.scene.board, self.painter
        if lay.avatar:  # a portrait, ringed in the team's colour
            face = avatar(lay.avatar, seat)
            spot = face.get_rect(midleft=(r.left + pad, r.centery))
            spot = p.flip(spot)
            surface.blit(face, spot)
            self.avatars_drawn[seat] = spot
            x = p.flip(spot).right + pad
        else:  # a stripe of the team's colour
            stripe = pygame.Rect(r.left + pad // 2, r.top + pad, max(3, pad // 2),
                                 r.height - 2 * pad)
            pygame.draw.rect(surface, theme.TEAM[seat % 2], p.flip(stripe), border_radius=2)
            x = stripe.right + pad
        line = round(lay.font * 1.25)
        y = r.top + pad // 2 + 1
        name = p.text(self.seat_name(seat), lay.font,
                      theme.TEXT, True)
        surface.blit(name, p.flip(name.get_rect(topleft=(x, y))))
        if board.dealer == seat and board.hand_number:
            d = max(8, round(lay.font * 0.62))
            c = p.flip(pygame.Rect(r.right - pad - 2 * d, y + name.get_height() // 2 - d,
                                   2 * d, 2 * d)).center
            pygame.draw.circle(surface, (250, 250, 245), c, d)
            pygame.draw.circle(surface, theme.GOLD, c, d, 2)
            d_text = p.text(t("plate.dealer"), lay.font_small, theme.TEXT_DARK, True)
            ink = d_text.get_bounding_rect()  # the letter's own pixels, not its line box
            spot = d_text.get_rect(topleft=(round(c[0] - ink.left - ink.width / 2),
                                            round(c[1] - ink.top - ink.height / 2)))
            surface.blit(d_text, spot)
            self.dealer_chip_drawn = (c, d)
        y += line
        bid = board.bids[seat]
        if bid is None:
            text, colour = (t("plate.no_bid") if not board.playing else ""), theme.TEXT_DIM
        elif not board.playing:
            text, colour = t("plate.bid", bid=bid), theme.TEXT
        else:
            taken = board.taken[seat]
            text = t("plate.taken", taken=taken, bid=bid)
            colour = theme.GOOD if taken >= bid else theme.TEXT
        line_2 = p.fit_text(text, lay.font_small, r.right - x - pad, colour)
        surface.blit(line_2, p.flip(line_2.get_rect(topleft=(x, y + 2))))
        y += line
        text, colour = self.plate_points(seat)
        line_3 = p.fit_text(text, lay.font_small, r.right - x - pad, colour, True)
        surface.blit(line_3, p.flip(line_3.get_rect(topleft=(x, y + 2))))
        # (left, top, width, height) before mirroring: the turn timer goes beside it
        self.points_drawn[seat] = (x, y + 2, line_3.get_width(), line_3.get_height())

    def draw_bubble(self, surface, seat: int, pop) -> None:
        if pop.alpha <= 1 or pop.scale <= 0.02:
            return
        lay, p = self.layout, self.painter
        text = None
        size = self._bubble_sizes.get((pop.text, lay.font_large))
        if size is None:
            text = p.text(pop.text, round(lay.font_large * 1.2), theme.BUBBLE_TEXT, True)
            size = max(text.get_width() + lay.margin * 3, round(lay.font_large * 2.4))
            self._bubble_sizes[(pop.text, lay.font_large)] = size
        tail = round(size * 0.28)
        (cx, cy), (dx, dy) = self.bubble_place(seat, size, tail)
        key = (pop.text, lay.font_large, (dx, dy))
        surf = self._bubbles.get(key)
        if surf is None:
            if text is None:
                text = p.text(pop.text, round(lay.font_large * 1.2), theme.BUBBLE_TEXT, True)
            surf = pygame.Surface((size + 2 * tail, size + 2 * tail), pygame.SRCALPHA)
            c = surf.get_width() // 2
            # the tail points back at the seat
            tip = (c + dx * (size // 2 + tail), c + dy * (size // 2 + tail))
            side = (-dy, dx)
            base = [(c + dx * size * 0.3 + side[0] * size * 0.18,
                     c + dy * size * 0.3 + side[1] * size * 0.18),
                    (c + dx * size * 0.3 - side[0] * size * 0.18,
                     c + dy * size * 0.3 - side[1] * size * 0.18)]
            pygame.draw.circle(surf, (0, 0, 0, 60), (c + 2, c + 3), size // 2)
            pygame.draw.polygon(surf, theme.BUBBLE, [tip] + base)
            pygame.draw.circle(surf, theme.BUBBLE, (c, c), size // 2)
            pygame.draw.circle(surf, theme.GOLD, (c, c), size // 2, 2)
            surf.blit(text, text.get_rect(center=(c, c)))
            self._bubbles[key] = surf
        out = surf
        if pop.scale < 0.999:
            w = max(1, round(surf.get_width() * pop.scale))
            out = pygame.transform.smoothscale(surf, (w, w))
        if pop.alpha < 255:
            out = out.copy() if out is surf else out
            out.set_alpha(int(pop.alpha))
        self.bubbles_drawn[seat] = surface.blit(out, out.get_rect(center=(round(cx),
                                                                          round(cy))))

    @staticmethod
    def _bubble_box(centre, size: int, tail: int, way) -> pygame.Rect:
        """What a bubble covers: its round, and its tail the way it points."""
        r = pygame.Rect(0, 0, size, size)
        r.center = (round(centre[0]), round(centre[1]))
        tip = (r.centerx + way[0] * (size // 2 + tail), r.centery + way[1] * (size // 2 + tail))
        return r.union(pygame.Rect(tip, (1, 1)))

    def bubble_place(self, seat: int, size: int, tail: int) -> tuple[tuple, tuple]:
        """Where a seat's bid bubble goes: (its centre, the way its tail points).

        At home, the tail's tip a margin clear of the seat's cards (of your
        plate, beside it, in a portrait window, where it sits over your cards;
        the corner of your cards has the Undo button, and yours stands right
        of it, where it covered the button). A lesson's
        panel is never drawn over: East's and West's bubbles slide along their
        hands to clear it; North's and South's go beside their hands, the
        tail pointing at the cards, where nothing of the table is covered."""
        lay = self.layout
        home = {SOUTH: (0, 1), NORTH: (0, -1), EAST: (1, 0), WEST: (-1, 0)}[seat]
        if seat == SOUTH and lay.portrait:  # beside your plate, which sits over your cards
            home = (-1, 0)
        reach = size / 2 + tail
        ax, ay = lay.bubbles[seat]
        if seat == SOUTH and not lay.portrait:  # right of the Undo button, not over it
            ax = max(ax, self.scene.hand.undo_home(lay).right + lay.margin + size / 2)
        spot = ((ax - home[0] * reach, ay - home[1] * reach), home)
        coach = self.coach_drawn[1] if self.coach_drawn else None
        if coach is None or not coach.colliderect(self._bubble_box(spot[0], size, tail, home)):
            return spot
        m, hand = lay.margin, lay.hands[seat]
        screen = pygame.Rect(0, 0, lay.width, lay.height)
        blocks = [lay.status, *lay.plates, *(h for s, h in enumerate(lay.hands) if s != seat)]
        blocks += [r for r in (lay.scores, lay.tracker if self._tracker_shown() else None)
                   if r is not None]
        if seat in (EAST, WEST):  # along the hand, nearest home first
            x = spot[0][0]
            ys = [coach.bottom + m + size / 2, coach.top - m - size / 2]
            ys = [y for y in ys if hand.top + size / 2 <= y <= hand.bottom - size / 2]
            tries = [((x, y), home) for y in sorted(ys, key=lambda y: abs(y - spot[0][1]))]
        else:  # beside the hand, level with its middle, the tail pointing at it
            y = hand.centery
            tries = [((hand.left - m - reach, y), (1, 0)), ((hand.right + m + reach, y), (-1, 0))]
        plate = lay.plates[seat]  # or else beside the seat's plate, which shows the bid too
        tries += [((plate.right + m + reach, plate.centery), (-1, 0)),
                  ((plate.left - m - reach, plate.centery), (1, 0))]
        if self.scene.bid_panel is not None and self.scene.bid_panel.visible:
            blocks.append(lay.bid_panel)
        for centre, way in tries:
            box = self._bubble_box(centre, size, tail, way)
            if screen.contains(box) and not box.colliderect(coach) \
                    and box.collidelist(blocks) < 0:
                return centre, way
        return spot

    def draw_banner(self, surface) -> None:
        board, lay, p = self.scene.board, self.layout, self.painter
        pop = board.banner
        r = lay.trick.inflate(lay.card_w * 1.2, 0)
        r.height = round(lay.font * 7.5)
        r.center = lay.trick.center
        r.width = min(r.width, lay.width - 2 * lay.margin)
        r.centerx = lay.width // 2
        if pop.scale < 0.05:
            return
        surface.blit(p.panel(r.size, theme.PANEL_SOLID, theme.GOLD, max(8, lay.margin), 2), r)
        p.blit_text(surface, pop.text, lay.font_title, theme.GOLD, True,
                    midtop=(r.centerx, r.top + lay.margin))
        y = r.top + lay.margin + round(lay.font_title * 1.4)
        for line in board.banner_lines:
            s = p.fit_text(line, lay.font, r.width - 2 * lay.margin)
            surface.blit(s, s.get_rect(midtop=(r.centerx, y)))
            y += round(lay.font * 1.5)

    def draw_trick_winner(self, surface) -> None:
        """The card taking the trick glows, and the taker is named under it."""
        board, lay, p = self.scene.board, self.layout, self.painter
        seat = board.trick_winner
        winner = next((s for s in board.trick if s.seat == seat), None)
        if winner is not None:
            surface.blit(self.glow, (round(winner.x) - 4, round(winner.y) - 4))
        text = self.scene.said("play.trick_won", seat)
        label = p.text(text, lay.font, theme.GOLD, True)
        r = label.get_rect(midtop=(lay.trick.centerx, lay.trick.bottom - label.get_height()
                                   - lay.margin))
        back = r.inflate(lay.margin * 2, lay.margin)
        if board.trick_waiting:  # the trick waits for you: say so where you are looking
            go_on = p.fit_text(t("play.click_on"), lay.font_small, lay.trick.width, theme.TEXT)
            under = go_on.get_rect(midtop=(r.centerx, r.bottom + lay.margin // 3))
            back = back.union(under.inflate(lay.margin * 2, lay.margin))
        surface.blit(p.panel(back.size, theme.PANEL_SOLID, theme.GOLD,
                             min(back.height // 2, lay.margin * 2), 1), back)
        self.trick_winner_box = back
        surface.blit(label, r)
        if board.trick_waiting:
            self.go_on_drawn = (t("play.click_on"), surface.blit(go_on, under))
        self.trick_winner_drawn = text

    # drawn in this order, every card's top-left index stays in view
    INDEX_ORDER = (NORTH, WEST, SOUTH, EAST)

    def draw_last_trick(self, surface) -> None:
        """One of this hand's tricks (the last at first; ← → for the others),
        the winning card glowing, the winner named."""
        scene, lay, p = self.scene, self.layout, self.painter
        tricks = scene.board.tricks
        shown = max(0, min(len(tricks) - 1, scene.trick_shown))
        leader, cards, winner = tricks[shown]
        r = self.last_trick_rect()
        self.last_trick_drawn = r
        surface.blit(p.panel(r.size, theme.PANEL_SOLID, theme.GOLD, max(8, lay.margin), 2), r)
        title = scene.said("play.last_trick", winner) if shown == len(tricks) - 1 else \
            scene.said("play.trick_n", winner, n=shown + 1)
        p.blit_text(surface, title, lay.font, theme.GOLD, True,
                    midtop=(r.centerx, r.top + lay.margin // 2))
        by_seat = {(leader + i) % 4: card for i, card in enumerate(cards)}
        for seat in self.INDEX_ORDER:
            slot = lay.slots[seat]
            surface.blit(self.art.face(by_seat[seat]), slot)
            if seat == winner:
                surface.blit(self.glow, (slot.x - 4, slot.y - 4))
        self.trick_arrows = {}
        if len(tricks) > 1:
            y = r.bottom - lay.margin // 2
            text = t("play.trick_of", n=shown + 1, total=len(tricks))
            mid = p.blit_text(surface, text, lay.font_small, theme.TEXT_DIM,
                              midbottom=(r.centerx, y))
            # ◀'s step: the trick before, or in right-to-left the trick after
            # (there the earlier trick is at the right, where the line starts)
            left = 1 if right_to_left() else -1
            for step, mark, anchor in ((left, "\u25c0", "midright"),
                                       (-left, "\u25b6", "midleft")):
                enabled = 0 <= shown + step < len(tricks)
                x = mid.left - lay.margin if anchor == "midright" else mid.right + lay.margin
                box = p.blit_text(surface, mark, lay.font,
                                  theme.GOLD if enabled else theme.TEXT_DISABLED,
                                  **{anchor: (x, mid.centery)})
                if enabled:
                    self.trick_arrows[step] = box.inflate(lay.margin * 2, lay.margin)

    def last_trick_rect(self) -> pygame.Rect:
        """The shown trick's panel: the trick's cards, the title above them
        and the "Trick n of n" ◀ ▶ line under them, no taller, so that a
        message fits between it and your hand (``draw_toast``)."""
        lay, p = self.layout, self.painter
        cards = lay.slots[NORTH].unionall([lay.slots[s] for s in (WEST, SOUTH, EAST)])
        r = lay.trick.inflate(lay.margin * 2, 0)
        top = cards.top - p.font(lay.font, True).get_height() - lay.margin * 3 // 2
        bottom = cards.bottom + p.font(lay.font).get_height() + lay.margin
        return pygame.Rect(r.left, top, r.width, bottom - top)

    def trick_arrow_at(self, pos) -> int:
        """-1 or 1 when ``pos`` is on the shown trick's ◀ or ▶, else 0."""
        return next((step for step, r in self.trick_arrows.items() if r.collidepoint(pos)), 0)

    def status_items(self, sample: bool = False) -> list:
        """The items at the left of the top bar, in order, as ``(name, texts,
        colour, bold, badge)`` with ``texts`` fullest first. ``sample``: the
        longest they may get (two-digit numbers, the widest seat name), to fit
        the bar once for the whole game."""
        board = self.scene.board
        items = []
        if board.hand_number or sample:
            hand = max(88, board.hand_number) if sample else board.hand_number
            items.append(("hand", (t("status.hand", n=hand),), theme.TEXT, True, False))
            dealers = range(4) if sample else (board.dealer,)
            dealer = max(((t("status.dealer", seat=self.seat_name(s)),
                           t("status.dealer_short", seat=self.seat_name(s))) for s in dealers),
                         key=lambda texts: self.measure(texts[0], self.layout.font_small))
            items.append(("dealer", dealer, theme.TEXT_DIM, False, False))
            target = max(88, board.target, self.scene.match.rules.target) if sample \
                else board.target
            items.append(("target", (t("status.target", n=target),), theme.TEXT_DIM,
                          False, False))
            made = [b for b in board.bids if b is not None]
            rules = self.scene.match.rules
            # what the bids add up to as the rules count them: their tricks, or
            # (``min_total_counts: "values"``) what they are worth
            key = "status.total_values" if rules.min_total_counts == "values" \
                else "status.total"
            if sample:
                fields = {"total": max(88, sum(made)), "min_total": max(88, board.min_total)}
                texts = (t(key, **fields), t(f"{key}_short", **fields))
                if rules.first_win_bid is not None and rules.min_total_counts == "values":
                    wins = (t("status.total_win"), t("status.total_win_short"))
                    texts = tuple(max(a, b, key=lambda x: self.measure(x, self.layout.font_small))
                                  for a, b in zip(texts, wins))
                items.append(("bids", texts, theme.TEXT_DIM, False, False))
            elif made:
                total = rules.bids_total(board.bids, board.hand_scores)
                short = total != WIN and total < board.min_total
                col = theme.WARN if short and not board.playing else theme.TEXT_DIM
                if total == WIN:  # a bid worth "win" lets the hand run by itself
                    texts = (t("status.total_win"), t("status.total_win_short"))
                else:
                    fields = {"total": total, "min_total": board.min_total}
                    texts = (t(key, **fields), t(f"{key}_short", **fields))
                items.append(("bids", texts, col, False, False))
        # trump: a red heart badge
        items.append(("trump", (t("status.trump"), t("status.trump_short")), theme.TEXT, True,
                      True))
        return items

    def draw_status(self, surface) -> None:
        scene, lay, p, bar = self.scene, self.layout, self.painter, self.bar
        surface.blit(p.panel(lay.status.size, theme.STATUS, None, 0, 0), lay.status)
        font, cy = bar.font, lay.status.centery
        shown = []
        for name, texts, colour, bold, badge in self.status_items():
            i = bar.show.get(name, 0)
            if i is None:
                continue
            text = texts[min(i, len(texts) - 1)]
            surf = p.text(text, font, colour, bold)
            width = surf.get_width() + (2 * bar.badge_pad if badge else 0)
            shown.append((name, text, surf, badge, width))
        slots, room = bar.place([(item[0], item[4]) for item in shown])
        drawn = {}
        after_text = None  # the right end of the text just drawn, if it was no badge
        for name, text, surf, badge, _ in shown:
            slot = slots.get(name)
            if slot is None:
                continue
            if bar.dividers and after_text is not None and not badge:
                x = (after_text + (slot.right if bar.rtl else slot.left)) // 2
                half = max(4, round(font * 0.45))
                pygame.draw.line(surface, theme.TEXT_DISABLED, (x, cy - half), (x, cy + half))
            after_text = None if badge else (slot.left if bar.rtl else slot.right)
            if badge:
                h = surf.get_height()
                h = min(slot.height, h + max(4, (slot.height - h) // 2))
                r = pygame.Rect(slot.left, 0, slot.width, h)
                r.centery = cy
                surface.blit(p.panel(r.size, (150, 20, 36, 230), (255, 220, 220, 120),
                                     r.height // 2, 1), r)
                surface.blit(surf, surf.get_rect(center=r.center))
                drawn[name] = (text, r)
            else:
                at = {"midright": (slot.right, cy)} if bar.rtl else {"midleft": (slot.left, cy)}
                drawn[name] = (text, surface.blit(surf, surf.get_rect(**at)))
        # the turn prompt: in full when it fits, else its short form
        msg = scene.status.text()
        if msg and room.width > 0:
            s = p.text(msg, font, theme.GOLD)
            if s.get_width() > room.width:
                msg = scene.status.text(short=True)
                s = p.fit_text(msg, font, room.width, theme.GOLD)  # fit_text: a last resort
            if s.get_width() <= room.width:
                at = {"midright": (room.right, cy)} if bar.rtl else {"midleft": (room.left, cy)}
                drawn["prompt"] = (msg, surface.blit(s, s.get_rect(**at)))
        for b in scene.status.buttons:
            b.draw(surface, p, font, b is scene.status.hover_button)
        self.status_drawn = drawn

    def _clear_of_buttons(self, r) -> None:
        """The toast shares its row with the Undo button (at the hand's left)
        and the claim (at its right): moved along the row to the room between
        them, or, where that is too narrow, just above them."""
        scene, lay = self.scene, self.layout
        shown = []
        if scene.undo_offered() and scene.app is not None and scene.app.top is scene:
            shown.append(scene.hand.undo_button.rect)
        if scene.hand.claim_offered():
            shown.append(scene.hand.claim_button.rect)
        if not any(r.colliderect(b) for b in shown):
            return
        gap = lay.margin
        # the side seats' plates, where they reach the row, bound it too
        sides = [p for p in (lay.plates[WEST], lay.plates[EAST])
                 if p.top < r.bottom and r.top < p.bottom]
        shown += sides
        left = max([b.right for b in shown if b.centerx < lay.width // 2], default=0) + gap
        right = min([b.left for b in shown if b.centerx >= lay.width // 2],
                    default=lay.width) - gap
        shown = [b for b in shown if b not in sides]
        if r.width <= right - left:
            half = r.width // 2  # as near the middle as the room allows
            r.centerx = max(left + half, min(lay.width // 2, right - r.width + half))
        else:
            r.bottom = min(b.top for b in shown) - gap // 2

    def toast_text(self, text: str) -> pygame.Surface:
        """A message's lines, no wider than the bid panel, which keeps clear
        of the side seats: a long one (a lesson's wrong answer, a "why not"
        in Arabic) ran over East's and West's bubbles and plates on one line.
        It wraps, at a size or two smaller where it takes more than two lines."""
        lay, p = self.layout, self.painter
        width = min(lay.width - 6 * lay.margin, lay.bid_panel.width - 3 * lay.margin)
        key = (text, width, lay.font)
        if self._toast_text is not None and self._toast_text[0] == key:
            return self._toast_text[1]
        size = lay.font
        lines = p.wrap(text, size, width)
        while len(lines) > 2 and size > max(11, lay.font - 2):
            size -= 1
            lines = p.wrap(text, size, width)
        if len(lines) == 1:
            return p.fit_text(text, size, width, theme.TEXT)
        low, high = width // 2, width  # the lines evened out: no word left alone
        while low < high:
            mid = (low + high) // 2
            if len(p.wrap(text, size, mid)) <= len(lines):
                high = mid
            else:
                low = mid + 1
        lines = p.wrap(text, size, high)
        surfs = [p.fit_text(line, size, width, theme.TEXT) for line in lines]
        out = pygame.Surface((max(x.get_width() for x in surfs),
                              sum(x.get_height() for x in surfs)), pygame.SRCALPHA)
        y = 0
        for x in surfs:
            out.blit(x, x.get_rect(midtop=(out.get_width() // 2, y)))
            y += x.get_height()
        self._toast_text = (key, out)
        return out

    def draw_toast(self, surface) -> None:
        scene, lay, p = self.scene, self.layout, self.painter
        text, alpha = scene.toast
        s = self.toast_text(text)
        r = s.get_rect()
        r.inflate_ip(lay.margin * 3, lay.margin * 1.6)
        r.midbottom = (lay.width // 2, lay.south_top - lay.margin)  # over your plate too
        if scene.bid_panel is not None and scene.bid_panel.visible:
            r.midbottom = (lay.width // 2, lay.bid_panel.top - lay.margin)
        elif self.last_trick_drawn is not None:  # under it: its "Trick n of n" ◀ ▶ in view
            r.top = min(self.last_trick_drawn.bottom + lay.margin // 2, lay.height - r.height)
        else:
            box = self.trick_winner_box  # "Samir takes the trick" stays in view: under it,
            if box is not None and r.colliderect(box):  # above your cards
                cards = lay.hands[SOUTH].bottom - lay.card_h
                r.top = min(box.bottom + lay.margin // 4, cards - r.height)
            self._clear_of_buttons(r)
        self.toast_drawn = r
        round_ = min(r.height // 2, lay.font)  # two lines: rounded corners, not a pill's
        panel = p.panel(r.size, (20, 20, 20, 230), theme.WARN, round_, 2)
        if alpha < 255:
            panel = panel.copy()
            panel.set_alpha(int(alpha))
            s = s.copy()
            s.set_alpha(int(alpha))
        surface.blit(panel, r)
        surface.blit(s, s.get_rect(center=r.center))
