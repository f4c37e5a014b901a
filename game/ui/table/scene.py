"""``TableScene``: the game itself, from the first deal to game over.

The engine decides everything; this scene shows the events as they come
(``Director``), asks the bots (``BotTurns``) and turns South's clicks and
keys into ``Match.bid``/``Match.play`` calls.
"""

from __future__ import annotations

import math
import random

import pygame

from ...engine import IllegalAction, Match, Phase, Rules
from ...engine import events as ev
from ...strings import describe, t
from ..layout import BUTTONS, SOUTH
from ..scene import Scene
from ..widgets import Button, button_at
from .bidpanel import BidPanel
from .board import Board
from .dialogs import GameOverDialog, PauseMenu, ScoreSheetDialog, SummaryDialog
from .director import SPEED_FACTORS, Director
from .players import BotTurns, ThinkerLoader
from .render import TableRenderer

TOAST_SECONDS = 3.5
DRAG_START = 8  # pixels before a press becomes a drag


class _Silent:
    enabled = False

    def play(self, name: str) -> None:
        pass

    def stop(self) -> None:
        pass


class TableScene(Scene):
    """One game against the bots."""

    def __init__(self, match: Match | None = None, *, rules: Rules | None = None,
                 seed: int | None = None, options=None, autoplay: bool = False,
                 speed: str | None = None, hands: int | None = None, thinker=None,
                 sounds=None, on_action=None, on_game_over=None):
        """``on_action(match)`` is called after every action applied to the match
        (to autosave); ``on_game_over(match)`` once when the game-over screen
        opens (statistics)."""
        super().__init__()
        self.on_action = on_action
        self.on_game_over = on_game_over
        # a match that already has hands or actions (a saved game) opens as it stands
        self.resume = match is not None and (match.hand_number > 1 or any(
            not isinstance(e, (ev.HandStarted, ev.Dealt)) for e in match.events))
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2 ** 31)
        self.rules = rules
        self.match = match if match is not None else Match(rules or Rules(), self.seed)
        self._options = options
        self.autoplay = autoplay
        self._speed = speed
        self.hands_limit = hands
        self.hands_done = 0
        self.rng = random.Random(self.seed ^ 0x400)
        self.board = Board()
        self.board.scores = list(self.match.scores)  # a practice position may start above 0
        from ..tween import Tweens
        self.tweens = Tweens()
        self.timers: list = []  # [seconds left, callback]: screenshots and the like
        self._thinker = thinker
        self._sounds = sounds
        self.toast = None  # (text, alpha)
        self._toast_left = 0.0
        self.show_last = False
        self.keyboard_used = False
        self.kb_index = 0
        self.dragging = None
        self._press = None  # (sprite, pos) of a mouse press on a card
        self._drag_offset = (0, 0)
        self.hover_button = None
        self.mouse = (-1, -1)
        self.waiting_on = None
        self.status_hint = ""
        self._shots: set = set()
        self._hint = None
        self.buttons: list[Button] = []
        self.bid_panel = None
        self.layout = None
        self._last_look = None
        self.turn_left: float | None = None  # seconds left with the turn timer on
        self._timer_key = None

    # ----------------------------------------------------------- setup
    @property
    def options(self):
        if self._options is not None:
            return self._options
        return self.app.options

    @property
    def speed(self) -> str:
        return self._speed or self.options.speed

    def on_enter(self) -> None:
        self.director = Director(self)
        self.renderer = TableRenderer(self)
        self.bid_panel = BidPanel(self, self.human_bid)
        self.loader = ThinkerLoader(self._thinker)
        levels = list(self.options.bot_levels) + ["hard"] * 4
        self.bots = BotTurns(self.loader, levels[:4], self.rng,
                             SPEED_FACTORS.get(self.speed, 1.0))
        if self._sounds is None:
            try:
                from ..sound import Sounds
                self._sounds = Sounds(self.options.sound, self.options.volume)
            except Exception:
                self._sounds = _Silent()
        pygame.display.set_caption(t("window.title"))

    def on_exit(self) -> None:
        self.bots.cancel()
        self.loader.close()
        if self._sounds is not None:
            self._sounds.stop()

    def _look_options(self) -> tuple:
        o = self.options
        return (o.french_indices, o.four_colour, o.card_back)

    def on_uncover(self) -> None:
        """Back from an overlay (the settings may have changed): follow the options."""
        if self._art_options != self._look_options():
            self._art_options = self._look_options()
            self.renderer.resize(self.layout)
        if self._speed is None:
            factor = SPEED_FACTORS.get(self.options.speed, 1.0)
            self.director.factor = factor
            self.bots.factor = factor
        if self._sounds is not None:
            self._sounds.enabled = self.options.sound
            if hasattr(self._sounds, "volume"):
                try:
                    self._sounds.volume = self.options.volume
                except (TypeError, ValueError, AttributeError):
                    pass
        self.bots.levels = (list(self.options.bot_levels) + ["hard"] * 4)[:4]
        self._refresh_buttons()

    def on_resize(self, layout) -> None:
        first = self.layout is None
        if first:
            self._art_options = self._look_options()
        self.layout = layout
        self.renderer.resize(layout)
        if first and self.resume:
            self.director.fast_forward()
        if not first:
            self.director.skip()
            self.director.settle(SOUTH, 0)
            for seat in (1, 2, 3):
                self.director.settle(seat, 0)
            for s in self.board.trick:
                s.pos = layout.slots[s.seat].topleft
        if self.bid_panel.visible:
            self.bid_panel.place(layout)
        actions = {"scores": self.open_score_sheet, "last": self.toggle_last,
                   "hint": self.ask_hint, "sound": self.toggle_sound, "menu": self.pause}
        self.buttons = [Button(n, r, "", actions[n], style="flat")
                        for n, r in self.renderer.bar.buttons.items()]
        self._refresh_buttons()

    @staticmethod
    def _button_keys(name: str, sound: bool) -> tuple[str, str]:
        """The strings of a status-bar button's label: (full, short)."""
        if name == "sound":
            return (("button.sound_on", "button.sound_on_short") if sound
                    else ("button.sound_off", "button.sound_off_short"))
        return {"scores": ("button.scores", "button.scores"),
                "last": ("button.last", "button.last_short"),
                "hint": ("button.hint", "button.hint"),
                "menu": ("button.menu", "button.menu")}[name]

    def button_labels(self) -> list:
        """Every label each status-bar button may show: (name, full, short)."""
        out = []
        for name in BUTTONS:
            keys = [self._button_keys(name, sound) for sound in (True, False)]
            out.append((name, tuple(t(k[0]) for k in keys), tuple(t(k[1]) for k in keys)))
        return out

    def _refresh_buttons(self) -> None:
        bar = getattr(self.renderer, "bar", None)
        short = bool(bar is not None and bar.short_buttons)
        for b in self.buttons:
            b.label = t(self._button_keys(b.name, self.options.sound)[short])
            if b.name == "hint":
                b.enabled = self.hints_available() and self.human_turn() is not None
            elif b.name == "last":
                b.selected = self.show_last

    # ---------------------------------------------------------- helpers
    def seat_name(self, seat: int) -> str:
        return t(f"seat.{seat}")

    def sound(self, name: str, quiet: bool = False) -> None:
        if quiet or self._sounds is None or self.director.replaying:
            return
        try:
            self._sounds.play(name)
        except Exception:
            pass

    def moment(self, name: str, delay: float = 0.0) -> None:
        """A named moment worth a screenshot (with ``--screenshots``)."""
        if self.app is None or not self.app.screenshot_dir or name in self._shots:
            return
        self._shots.add(name)
        if delay > 0:
            self.timers.append([delay, lambda: self.app.screenshot(name)])
        else:
            self.app.screenshot(name)

    def say(self, text: str) -> None:
        self.toast = (text, 255)
        self._toast_left = TOAST_SECONDS

    def is_human(self, seat: int) -> bool:
        return seat == SOUTH and not self.autoplay

    def human_turn(self) -> str | None:
        """'bid', 'play' or 'redeal' when South (played by you) must act now."""
        m = self.match
        if m.turn != SOUTH or self.autoplay or not self.director.caught_up:
            return None
        return {Phase.BIDDING: "bid", Phase.PLAYING: "play", Phase.REDEAL: "redeal"}.get(m.phase)

    def legal_cards(self):
        """The cards South may play now, or None when it is not South's turn."""
        if self.human_turn() != "play":
            return None
        return set(self.match.legal_cards(SOUTH))

    def selected_card(self):
        legal = self.legal_cards()
        if not legal or not self.keyboard_used:
            return None
        cards = [s.card for s in self.board.hands[SOUTH] if s.card in legal]
        return cards[self.kb_index % len(cards)] if cards else None

    def hints_available(self) -> bool:
        thinker = self.loader.peek() if self.options.hints else None
        return thinker is not None and hasattr(thinker, "hint")

    def status_text(self, short: bool = False) -> str:
        """The turn prompt in the top bar (``short``: when room is short)."""
        seat = self.waiting_on
        if self.director.cursor < len(self.match.events) or self.tweens.busy:
            if self.status_hint in ("shuffling", "dealing") and self.board.pile > 0:
                return t(f"status.{self.status_hint}", seat=self.seat_name(self.board.dealer))
            if self.status_hint == "drawing" and self.board.hand_number == 0:
                return t("draw.title")
            return ""
        if seat is None:
            return ""
        if self.is_human(seat):
            text = ""
            if self.match.phase is Phase.BIDDING:
                text = t("status.your_bid")
            elif self.match.phase is Phase.PLAYING:
                text = t("status.your_play_short" if short else "status.your_play")
            if text and self.turn_left is not None:
                text += t("status.timer", n=math.ceil(self.turn_left))
            return text
        return t("status.thinking_short" if short else "status.thinking",
                 seat=self.seat_name(seat))

    def status_samples(self) -> list:
        """The longest turn prompts that may follow the hand, dealer and bids in
        the top bar, as (full, short) pairs: room is kept for them."""
        timer = t("status.timer", n=88)
        out = [(t("status.your_bid") + timer,) * 2,
               (t("status.your_play") + timer, t("status.your_play_short") + timer)]
        for seat in range(4):
            name = self.seat_name(seat)
            out.append((t("status.thinking", seat=name), t("status.thinking_short", seat=name)))
            out.append((t("status.shuffling", seat=name),) * 2)
            out.append((t("status.dealing", seat=name),) * 2)
        return out

    # ----------------------------------------------------------- actions
    def human_bid(self, n: int) -> None:
        if self.human_turn() != "bid":
            return
        try:
            self.match.bid(SOUTH, n)
        except IllegalAction as e:
            self.say(self.personal(e))
            return
        self.bid_panel.close()
        self._acted()

    def try_play(self, card) -> bool:
        """South plays ``card`` if the rules allow it; otherwise say why."""
        turn = self.human_turn()
        if turn != "play":
            if self.match.phase is Phase.PLAYING or turn == "bid":
                self.say(t("play.not_your_turn"))
            self.director.settle(SOUTH, 0.15)
            return False
        try:
            self.match.play(SOUTH, card)
        except IllegalAction as e:
            self.say(self.personal(e))
            self.director.settle(SOUTH, 0.15)
            return False
        self.kb_index = 0
        self._acted()
        return True

    def _acted(self) -> None:
        if self.on_action is not None:
            self.on_action(self.match)

    def personal(self, e: IllegalAction) -> str:
        """The engine's reason, spoken to the player, cards as on the screen:
        'You can't play 5♠: you must follow hearts (you hold 10♥)'."""
        return describe(e.reason, e.seat, e.action, you=e.seat == SOUTH,
                        seat_name=self.seat_name, card_text=self.card_text, **e.fields)

    def replay_buttons(self) -> list:
        """A 'Replay' button where the menus provide the replay screen."""
        if self.app is None or "replay" not in self.app.scene_factories:
            return []
        return [(t("button.replay"), self.open_replay)]

    def open_replay(self) -> None:
        """Step through this game's finished hands, all four hands shown."""
        from ...engine.record import to_record
        players = ["bot" if self.autoplay else "human", "bot", "bot", "bot"]
        self.app.open("replay", record=to_record(self.match, players))

    def open_score_sheet(self, then=None) -> None:
        rows = list(self.board.sheet)
        buttons = [(t("button.close"), then)] + self.replay_buttons()
        auto = 2.0 * max(self.director.factor, 0.3) if (self.autoplay and then) else None
        self.app.push(ScoreSheetDialog(rows, buttons, cancel=0, auto_close=auto,
                                       screenshot="score-sheet" if then else None))
        if not then:
            self.moment("score-sheet")

    def toggle_last(self) -> None:
        if self.board.last_trick is None:
            self.say(t("play.no_last_trick"))
            self.show_last = False
        else:
            self.show_last = not self.show_last
        self._refresh_buttons()

    def toggle_sound(self) -> None:
        self.options.sound = not self.options.sound
        if self._sounds is not None:
            self._sounds.enabled = self.options.sound
        self._refresh_buttons()

    def ask_hint(self) -> None:
        turn = self.human_turn()
        thinker = self.loader.get()
        if turn is None or thinker is None or not hasattr(thinker, "hint"):
            return
        self._hint = thinker.hint(self.match.view(SOUTH), self.rng.randrange(2 ** 31))

    def _collect_hint(self) -> None:
        if self._hint is None or not self._hint.done():
            return
        decision, self._hint = self._hint, None
        try:
            action, reason = decision.result()
        except Exception:
            return
        if isinstance(action, int) and not isinstance(action, bool):
            self.say(t("bid.hint", action=action, reason=reason))
            if action in self.bid_panel.legal:
                self.bid_panel.selected = self.bid_panel.legal.index(action)
                self.keyboard_used = True
        elif action is not None and hasattr(action, "suit"):
            self.say(t("play.hint_card", card=self.card_text(action), reason=reason))
            legal = self.legal_cards() or set()
            cards = [s.card for s in self.board.hands[SOUTH] if s.card in legal]
            if action in cards:
                self.kb_index = cards.index(action)
                self.keyboard_used = True

    def card_text(self, card) -> str:
        return card.label(self.options.french_indices) + card.suit.symbol

    def pause(self) -> None:
        self.app.push(PauseMenu([(t("pause.resume"), None),
                                 (t("pause.settings"), lambda: self._open("settings")),
                                 (t("pause.rules"), lambda: self._open("rules")),
                                 (t("pause.quit"), self.to_menu)]))

    def _open(self, name: str) -> None:
        if not self.app.open(name):
            self.say(t("pause.not_ready", what=t(f"pause.{name}")))

    def to_menu(self) -> None:
        if self.match.phase is not Phase.OVER:
            self.match.stop()
        if "menu" in self.app.scene_factories:
            self.app.replace(self.app.scene_factories["menu"](self.app))
        else:
            self.app.quit(0)

    def play_again(self) -> None:
        self.app.replace(TableScene(rules=self.match.rules, options=self._options,
                                    autoplay=self.autoplay, speed=self._speed,
                                    sounds=self._sounds, on_action=self.on_action,
                                    on_game_over=self.on_game_over))

    # -------------------------------------------- events from the director
    def show_summary(self, e) -> None:
        number = self.board.hand_number
        last = self.hands_limit is not None and self.hands_done + 1 >= self.hands_limit \
            and self.match.phase is not Phase.OVER

        def proceed():
            self.hands_done += 1
            if last:
                self.match.stop()
                self.app.quit(0)
            else:
                self.director.blocked = False

        def sheet():
            self.open_score_sheet(then=proceed)

        auto = None
        if self.autoplay:
            auto = 2.5 * self.director.factor
        first_shot = self.app.screenshot_dir and "score-sheet" not in self._shots
        on_continue = sheet if (self.autoplay and first_shot) else proceed
        self._shots.add("hand-summary")
        self.app.push(SummaryDialog(e, number, [(t("button.continue"), on_continue),
                                                (t("button.score_sheet"), sheet)],
                                    auto_close=auto, screenshot="hand-summary",
                                    size=(0.9, 0.8)))
        if on_continue is sheet:
            self._shots.add("score-sheet")

    def hand_finished(self) -> None:
        """A hand was thrown in (scored hands finish when their summary closes)."""
        self.hands_done += 1
        if self.hands_limit is not None and self.hands_done >= self.hands_limit:
            self.director.blocked = True
            self.timers.append([2.8 * self.director.factor, self._stop_now])

    def _stop_now(self) -> None:
        self.match.stop()
        self.app.quit(0)

    def show_game_over(self, e) -> None:
        scores = e.scores
        if e.winner is None:
            title, reason = t("over.title_stopped"), t("over.stopped", n=self.hands_done)
        else:
            title = t("over.title_won") if e.winner == 0 else t("over.title_lost")
            reason = self.game_over_reason(e)
        self.sound("win" if e.winner == 0 else "lose")
        if self.on_game_over is not None:
            self.on_game_over(self.match)
        self._shots.add("game-over")
        auto = 3.0 * self.director.factor if self.autoplay else None
        self.app.push(GameOverDialog(title, reason, scores, e.winner,
                                     [(t("button.play_again"), self.play_again),
                                      (t("button.to_menu"), self.to_menu)]
                                     + self.replay_buttons(),
                                     screenshot="game-over", auto_close=auto, size=(0.8, 0.62),
                                     on_auto=self._stop_now))

    def game_over_reason(self, e) -> str:
        team = t(f"team.{e.winner}")
        if e.reason == "win_bid" and e.seat is not None:
            row = self.board.sheet[-1] if self.board.sheet else None
            bid = row.bids[e.seat] if row and row.bids else "?"
            return t("over.win_bid", seat=self.seat_name(e.seat), bid=bid)
        if e.reason == "target" and e.seat is not None:
            cond = self.match.rules.partner_condition
            return t(f"over.target.{cond}", seat=self.seat_name(e.seat),
                     score=e.scores[e.seat], partner=self.seat_name((e.seat + 2) % 4))
        if e.reason == "higher_total":
            a = e.scores[e.winner] + e.scores[e.winner + 2]
            b = e.scores[1 - e.winner] + e.scores[3 - e.winner]
            return t("over.higher_total", team=team, a=a, b=b)
        if e.reason == "dropped_back" and e.seat is not None:
            return t("over.dropped_back", team=team, seat=self.seat_name(e.seat),
                     score=e.scores[e.seat], target=self.match.target - 10)
        return t("over.team_wins", team=team)

    # ------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.hover_button = button_at(self.buttons, event.pos)
            self.bid_panel.handle_event(event)
            if self._press is not None and event.buttons and event.buttons[0]:
                sprite, start = self._press
                if self.dragging is None and (abs(event.pos[0] - start[0]) > DRAG_START or
                                              abs(event.pos[1] - start[1]) > DRAG_START):
                    self.dragging = sprite
                    self._drag_offset = (sprite.x - start[0], sprite.y - sprite.lift - start[1])
                if self.dragging is not None:
                    self.dragging.pos = (event.pos[0] + self._drag_offset[0],
                                         event.pos[1] + self._drag_offset[1])
                    self.dragging.lift = 0.0
            return False
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            b = button_at(self.buttons, event.pos)
            if b is not None:
                return b.click()
            if self.show_last:
                self.show_last = False
                self._refresh_buttons()
                return True
            if not self.director.caught_up:
                self.director.skip()
            if self.bid_panel.visible and self.human_turn() == "bid":
                return self.bid_panel.handle_event(event)
            sprite = self.card_at(event.pos)
            if sprite is not None:
                self._press = (sprite, event.pos)
                return True
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            press, self._press = self._press, None
            if self.dragging is not None:
                sprite, self.dragging = self.dragging, None
                if event.pos[1] < self.layout.hands[SOUTH].top:  # dropped on the table
                    return self.try_play(sprite.card)
                self.director.settle(SOUTH, 0.15)
                return True
            if press is not None:
                sprite = self.card_at(event.pos)
                if sprite is press[0]:
                    return self.try_play(sprite.card)
            return False
        return False

    def _key(self, event) -> bool:
        key = event.key
        if key == pygame.K_ESCAPE:
            if self.show_last:
                self.show_last = False
                self._refresh_buttons()
            else:
                self.pause()
            return True
        if key == pygame.K_s and not event.mod & pygame.KMOD_CTRL:
            self.open_score_sheet()
            return True
        if key == pygame.K_l:
            self.toggle_last()
            return True
        if key == pygame.K_h:
            self.ask_hint()
            return True
        if key == pygame.K_m:
            self.toggle_sound()
            return True
        if not self.director.caught_up:
            self.director.skip()
            if key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER):
                return True
        turn = self.human_turn()
        if turn == "bid":
            self.keyboard_used = True
            return self.bid_panel.handle_event(event)
        if turn == "play":
            legal = self.legal_cards()
            cards = [s.card for s in self.board.hands[SOUTH] if s.card in legal]
            if key == pygame.K_LEFT:
                self.kb_index = (self.kb_index - 1) % len(cards) if self.keyboard_used else 0
                self.keyboard_used = True
                return True
            if key == pygame.K_RIGHT:
                self.kb_index = (self.kb_index + 1) % len(cards) if self.keyboard_used else 0
                self.keyboard_used = True
                return True
            if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                card = self.selected_card()
                if card is None:
                    self.keyboard_used = True
                    return True
                return self.try_play(card)
        return False

    def card_at(self, pos):
        """The topmost of South's cards under ``pos``."""
        lay = self.layout
        for sprite in reversed(self.board.hands[SOUTH]):
            r = pygame.Rect(round(sprite.x), round(sprite.y - sprite.lift), lay.card_w,
                            lay.card_h + round(sprite.lift))
            if r.collidepoint(pos):
                return sprite
        return None

    # ----------------------------------------------------------- update
    def update(self, dt: float) -> None:
        if self.app.frames >= 1:
            self.loader.start()
        for timer in list(self.timers):
            timer[0] -= dt
            if timer[0] <= 0:
                self.timers.remove(timer)
                timer[1]()
        if self.toast is not None:
            self._toast_left -= dt
            if self._toast_left <= 0:
                self.toast = None
            elif self._toast_left < 0.5:
                self.toast = (self.toast[0], 255 * self._toast_left / 0.5)
        self.tweens.update(dt)
        self.director.update(dt)
        self._collect_hint()
        self._drive(dt)
        self._lift(dt)
        self._refresh_buttons()

    def _drive(self, dt: float) -> None:
        """Whose turn is it, now that the table has caught up with the engine?"""
        m = self.match
        if not self.director.caught_up or m.phase is Phase.OVER:
            self.waiting_on = None if m.phase is Phase.OVER else self.waiting_on
            return
        seat = m.turn
        self.waiting_on = seat
        if m.phase is Phase.BIDDING and seat == SOUTH and not self.bid_panel.visible:
            self.bid_panel.open(m.view(SOUTH))
            self.moment("bidding-panel")
        if self.is_human(seat):
            if m.phase is Phase.REDEAL and not getattr(self, "_asking_redeal", False):
                self._ask_redeal()
                return
            if self._auto_claim():
                return
            if not self._timer_ran_out(dt):
                return
        if self.bots.poll(m, seat, dt):
            self.bid_panel.close()
            self._acted()

    def _auto_claim(self) -> bool:
        """Automatic claim (a comfort option): when the engine says your cards
        must take every remaining trick, play them out for you."""
        if not getattr(self.options, "auto_claim", False) or self.human_turn() != "play":
            return False
        order = self.match.claim(SOUTH)
        if not order:
            return False
        if not getattr(self, "_claim_said", False) or self.match.hand_number != self._claim_said:
            self._claim_said = self.match.hand_number
            self.say(t("play.claim"))
        return self.try_play(order[0])

    def _timer_ran_out(self, dt: float) -> bool:
        """The turn timer (a comfort option): when your time is up, the bot
        chooses for you. False while you still have time (or with no timer)."""
        limit = getattr(self.options, "turn_timer", 0) or 0
        if limit <= 0:
            self.turn_left = None
            return False
        key = (len(self.match.events), self.match.turn)
        if self._timer_key != key:
            self._timer_key, self.turn_left = key, float(limit)
        self.turn_left = max(0.0, self.turn_left - dt)
        return self.turn_left <= 0

    def _ask_redeal(self) -> None:
        from ..dialog import Dialog

        def answer(call: bool):
            def go():
                self._asking_redeal = False
                if self.human_turn() == "redeal":
                    self.match.redeal(SOUTH, call)
                    self._acted()
            return go

        self._asking_redeal = True
        self.app.push(Dialog(t("redeal.title"), [(t("redeal.keep"), answer(False)),
                                                 (t("redeal.call"), answer(True))],
                             size=(0.7, 0.6), lines=[(t("redeal.text"), (244, 240, 226)),
                                                     (t("redeal.ask"), (190, 204, 190))]))

    def _lift(self, dt: float) -> None:
        lay = self.layout
        legal = self.legal_cards()
        selected = self.selected_card()
        hover = self.card_at(self.mouse) if legal else None
        k = min(1.0, dt * 16)
        for sprite in self.board.hands[SOUTH]:
            if sprite is self.dragging:
                continue
            target = 0.0
            if legal is not None and sprite.card in legal:
                target = lay.lift * 0.45
                if sprite is hover or sprite.card is selected:
                    target = lay.lift
            sprite.lift += (target - sprite.lift) * k

    # ------------------------------------------------------------- draw
    def draw(self, surface) -> None:
        self.renderer.draw(surface)

    def dirty(self) -> bool:
        """False when this frame would look exactly like the last one drawn
        (e.g. while a bot thinks): the app then skips the draw and the flip."""
        if self.tweens.busy or self.dragging is not None:
            self._last_look = None
            return True
        look = self._look()
        if look == self._last_look:
            return False
        self._last_look = look
        return True

    def _look(self) -> tuple:
        """Everything the picture depends on when nothing is animating."""
        board, panel = self.board, self.bid_panel
        south = board.hands[SOUTH]
        banner = board.banner
        return (self.layout.size, self.renderer.static_key(), board.pile, board.shuffle,
                tuple(len(h) for h in board.hands), len(board.trick), len(board.flying),
                tuple((k, p.text, p.alpha, p.scale) for k, p in board.bubbles.items()),
                (banner.text, banner.scale, board.banner_lines) if banner else None,
                self.show_last, board.last_trick, self.toast,
                panel.visible, panel.hover.name if panel.hover else None, panel.selected,
                tuple(panel.lines), self.keyboard_used, self.selected_card(),
                self.legal_cards() is None,
                tuple((round(s.x), round(s.y), round(s.lift), s.flip) for s in south))
