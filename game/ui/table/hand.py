"""Your hand, as a section of the table: it owns South's cards on screen and
the input that plays them (hover, press, drag onto the table, arrow keys and
Enter), and lifts the cards you may play. Whether a card may be played is
the engine's answer (``Match.legal_cards``), asked through the scene. When
the engine confirms that your cards take every remaining trick, it offers
the claim (a button above your cards, or C)."""

from __future__ import annotations

import pygame

from ...strings import t
from ..layout import SOUTH
from ..widgets import Button

DRAG_START = 8  # pixels before a press becomes a drag
PLAY_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)


class HandSection:
    def __init__(self, scene):
        self.scene = scene
        self.dragging = None  # the sprite being dragged
        self._press = None  # (sprite, pos) of a mouse press on a card
        self._drag_offset = (0, 0)
        self.mouse = (-1, -1)  # where the pointer is, as the last motion or relayout said
        self._layout = None  # the layout ``mouse`` was read in
        self.keyboard_used = False
        self.kb_card = None  # the card the arrows chose (None: your first playable one)
        self.claim_button = Button("claim", pygame.Rect(0, 0, 1, 1), t("play.claim_button"),
                                   self.claim, style="primary")
        self.undo_button = Button("undo", pygame.Rect(0, 0, 1, 1), t("undo.button"),
                                  lambda: self.scene.undo())

    # ------------------------------------------------------------- claim
    def claim_offered(self) -> bool:
        """The claim is offered when it is your lead, the table shows
        everything, and the engine confirms your cards take every remaining
        trick (with the automatic claim on, they are played out anyway)."""
        scene = self.scene
        session = scene.session
        return (session is not None and not session.auto_claim and scene.is_human(SOUTH)
                and scene.human_turn() == "play" and session.can_claim(SOUTH))

    def place_claim(self, layout) -> None:
        font = layout.font
        w = round(font * 11)
        r = pygame.Rect(0, 0, w, round(font * 2.2))
        hand = layout.hands[SOUTH]
        r.bottomright = (hand.right, hand.top - layout.margin)
        self.claim_button.rect = r
        self.place_undo(layout)

    def place_undo(self, layout) -> None:
        """The Undo button: above your cards at their left, the claim's
        other side. While your bid panel is open (it sits just above your
        cards in a landscape window, and covered most of the button there),
        the first place clear of the panel and of everything else on the
        table: there, else above your plate, else right of your cards, else
        beside the panel. Placed anew when the panel opens or closes."""
        self.undo_button.label = t("undo.button")
        u = self.undo_home(layout)
        panel = getattr(self.scene, "bid_panel", None)
        if panel is not None and panel.visible:
            u = self._clear_of_bid_panel(layout, u)
        self.undo_button.rect = u

    @staticmethod
    def undo_home(layout) -> pygame.Rect:
        """The Undo button's own place: above your cards at their left (your
        bid's bubble keeps clear of it, ``TableRenderer.bubble_place``)."""
        font, hand = layout.font, layout.hands[SOUTH]
        u = pygame.Rect(0, 0, round(font * 7), round(font * 2.2))
        u.bottomleft = (hand.left, hand.top - layout.margin)  # the claim's other side
        return u

    def _clear_of_bid_panel(self, layout, home: pygame.Rect) -> pygame.Rect:
        m, plate, panel = layout.margin, layout.plates[SOUTH], layout.bid_panel
        window = pygame.Rect((0, 0), layout.size)
        blocks = [panel, layout.status, *layout.hands, *layout.plates]
        blocks += [r for r in (layout.scores, layout.tracker) if r is not None]
        if self.claim_offered():
            blocks.append(self.claim_button.rect)
        spots = [home.bottomleft,
                 (plate.left, plate.top - m),  # above your plate
                 (layout.hands[SOUTH].right + m, plate.bottom),  # right of your cards
                 (panel.left - m - home.width, panel.bottom),  # beside the panel
                 (panel.right + m, panel.bottom)]
        for room in (m // 2, 0):  # a little air around it, if there is room for it
            for x, y in spots:
                u = home.copy()
                u.bottomleft = (x, y)
                if window.contains(u) and u.inflate(2 * room, 2 * room).collidelist(blocks) < 0:
                    return u
        return home

    def claim(self) -> bool:
        if not self.claim_offered():
            return False
        self.scene.session.claim(SOUTH)
        return True

    @property
    def sprites(self) -> list:
        return self.scene.board.hands[SOUTH]

    def legal_cards(self):
        """The cards you may play now, or None when it is not your turn to play."""
        scene = self.scene
        if scene.human_turn() != "play":
            return None
        return set(scene.match.legal_cards(SOUTH))

    def playable(self) -> list:
        legal = self.legal_cards() or set()
        return [s.card for s in self.sprites if s.card in legal]

    def selected_card(self):
        """The card the keyboard points at (once the keyboard was used, on
        your turn to play): any card of your hand, a card you may not play
        too (Enter on it says why not, as a click does); before the arrows
        chose one, your first playable card."""
        if not self.keyboard_used:
            return None
        playable = self.playable()
        if not playable:
            return None
        if self.kb_card in [s.card for s in self.sprites]:
            return self.kb_card
        return playable[0]

    def select(self, card) -> None:
        """Point the keyboard at ``card`` (a hint)."""
        if card in self.playable():
            self.kb_card = card
            self.keyboard_used = True

    def card_at(self, pos):
        """The topmost of your cards under ``pos``."""
        lay = self.scene.layout
        for sprite in reversed(self.sprites):
            r = pygame.Rect(round(sprite.x), round(sprite.y - sprite.lift), lay.card_w,
                            lay.card_h + round(sprite.lift))
            if r.collidepoint(pos):
                return sprite
        return None

    # ------------------------------------------------------------ input
    def motion(self, event) -> None:
        self.mouse = event.pos
        if self._press is None or not (event.buttons and event.buttons[0]):
            return
        sprite, start = self._press
        if self.dragging is None and (abs(event.pos[0] - start[0]) > DRAG_START or
                                      abs(event.pos[1] - start[1]) > DRAG_START):
            self.dragging = sprite
            self._drag_offset = (sprite.x - start[0], sprite.y - sprite.lift - start[1])
        if self.dragging is not None:
            self.dragging.pos = (event.pos[0] + self._drag_offset[0],
                                 event.pos[1] + self._drag_offset[1])
            self.dragging.lift = 0.0

    def press(self, event) -> bool:
        sprite = self.card_at(event.pos)
        if sprite is None:
            return False
        self._press = (sprite, event.pos)
        return True

    def release(self, event) -> bool:
        press, self._press = self._press, None
        if self.dragging is not None:
            sprite, self.dragging = self.dragging, None
            if event.pos[1] < self.scene.layout.hands[SOUTH].top:  # dropped on the table
                return self.scene.try_play(sprite.card)
            self.scene.director.settle(SOUTH, 0.15)
            return True
        if press is not None and self.card_at(event.pos) is press[0]:
            return self.scene.try_play(press[0].card)
        return False

    def key(self, key: int) -> bool:
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            # the first key shows the focus (on your first playable card),
            # the next ones move it over every card of your hand
            step = -1 if key == pygame.K_LEFT else 1
            at = self.selected_card()
            cards = [s.card for s in self.sprites]
            if self.keyboard_used and at in cards:
                self.kb_card = cards[(cards.index(at) + step) % len(cards)]
            elif not self.keyboard_used:
                self.kb_card = None
            self.keyboard_used = True
            return True
        if key in PLAY_KEYS:
            card = self.selected_card()
            if card is None:
                self.keyboard_used = True
                return True
            return self.scene.try_play(card)
        return False

    def played(self) -> None:
        self.kb_card = None  # your next turn starts at your first playable card

    # ----------------------------------------------------------- update
    def update(self, dt: float) -> None:
        """Lift the cards you may play, and the one under the mouse or keys."""
        lay = self.scene.layout
        if lay is not self._layout:  # a new window size: the cards moved, the pointer
            self._layout = lay       # may have too (maximised): ask where it is now
            self.mouse = pygame.mouse.get_pos()
        legal = self.legal_cards()
        selected = self.selected_card()
        hover = self.card_at(self.mouse) if legal else None
        k = min(1.0, dt * 16)
        for sprite in self.sprites:
            if sprite is self.dragging:
                continue
            target = 0.0
            if legal is not None and sprite.card in legal:
                target = lay.lift * 0.45
                if sprite is hover or sprite.card is selected:
                    target = lay.lift
            elif sprite.card is selected:  # a card you may not play, chosen by the keys
                target = lay.lift * 0.45
            sprite.lift += (target - sprite.lift) * k

    def look(self) -> tuple:
        """What the hand's picture depends on when nothing animates."""
        return (self.keyboard_used, self.selected_card(), self.legal_cards() is None,
                tuple((round(s.x), round(s.y), round(s.lift), s.flip) for s in self.sprites))
