"""``TableScene``: the game itself, from the first deal to game over.

The scene draws a ``TableSession`` (``game.session``) and routes input to
it. The session owns the match, the seats and the one way to the engine
(``submit``); the scene shows the events as they come (``Director``), and
its sections each own a part of the screen and its input:

* ``HandSection`` (``hand.py``): your cards: hover, drag, keys;
* ``BidPanel`` (``bidpanel.py``): your bid;
* ``StatusSection`` (``statusbar.py``): the buttons and the turn prompt;
* the dialogs (``dialogs.py``), pushed on the app as overlays.

The renderer (``render.py``) draws the felt, the plates, the trick and the
sections in the layout's rectangles. One clock drives it all: the app's
``dt``, through ``tweens`` (animations and delays) and the session.
"""

from __future__ import annotations

import random

import pygame

from ...engine import IllegalAction, Match, Phase, Rules
from ...engine import events as ev
from ...session import HUMAN, TableSession, level_of
from ...session.review import Leftover, ReviewRefused, Reviews
from ...strings import describe, explain_hint, player_name, said, t
from ..layout import SOUTH
from ..scene import Scene
from ..sound import Sounds
from ..tween import Tweens
from .bidpanel import BidPanel
from .board import Board
from .director import SPEED_FACTORS, Director
from .flow import TableDialogs
from .hand import PLAY_KEYS, HandSection
from .keys import HELP_KEYS, SHORTCUTS, KeysDialog, browse_step
from .render import TableRenderer
from .statusbar import StatusSection

TOAST_SECONDS = 3.5
TOAST_FADE = 0.5  # seconds of fading at the end of a toast


class _Silent:
    enabled = False

    def play(self, name: str) -> None:
        pass

    def stop(self) -> None:
        pass


def players_of(options, autoplay: bool = False) -> list[str]:
    """The seats of a table from the options: you (or your bot with
    ``autoplay``) at South, the three bot levels of the settings."""
    levels = list(options.bot_levels) + ["hard"] * 4
    south = f"bot:{levels[0]}" if autoplay else HUMAN
    return [south] + [f"bot:{lv}" for lv in levels[1:4]]


class TableScene(Scene):
    """One game at the table."""

    def __init__(self, match: Match | None = None, *, rules: Rules | None = None,
                 seed: int | None = None, options=None, autoplay: bool = False,
                 speed: str | None = None, hands: int | None = None, thinker=None,
                 sounds=None, keeper=None, resume: bool | None = None, again=None,
                 on_game_over=None, coach=None, on_coach=None):
        """``match``: a game to open as it stands (a saved one), else a new
        one under ``rules``. ``keeper``: a listener of the session (autosave
        and statistics, ``game.session.Keeper``); with one, leaving for the
        menu keeps the game. ``again``: makes the next table for "Play
        again". ``on_game_over(match)``: once, when the game-over dialog opens.
        ``coach``: a lesson's ``game.learn.Coach``, which judges your actions
        and says what to do; ``on_coach(scene, event)`` hears "step" after
        each action it accepts and "done" once the lesson is over."""
        super().__init__()
        self.seed = seed if seed is not None else random.SystemRandom().randrange(2 ** 31)
        self.match = match if match is not None else Match(rules or Rules(), self.seed)
        # a match that already has hands or actions (a saved game) opens as it stands
        self.resume = resume if resume is not None else self.match.hand_number > 1 or any(
            not isinstance(e, (ev.HandStarted, ev.Dealt)) for e in self.match.events)
        self._options = options
        self.autoplay = autoplay
        self._speed = speed
        self._hands = hands
        self._thinker = thinker
        self._sounds = sounds
        self.keeper = keeper
        self._again = again
        self.on_game_over = on_game_over
        self.coach = coach
        self.on_coach = on_coach
        self._coach_done = False
        self._coach_marks: list[int] = []  # the action count before each step it accepted
        self.rng = random.Random(self.seed ^ 0x400)
        self.session: TableSession | None = None
        self.board = Board()
        self.board.scores = list(self.match.scores)  # a practice position may start above 0
        self.tweens = Tweens()
        self.hand = HandSection(self)
        self.status = StatusSection(self)
        self.dialogs = TableDialogs(self)
        self.toast = None  # (text, alpha)
        self._toast_left = 0.0
        self.show_last = False
        self.covered = False  # a dialog is over the table
        self.status_hint = ""
        self.shots: set = set()
        self._hint = None
        self._turn_said = None  # the toast said about your decision now, if any
        self.waiting_on: int | None = None  # the seat to act, once the table shows it
        self.trick_shown = -1  # which of the hand's tricks L shows (the last at first)
        self._announced = None  # the turn the "your turn" sound was played for
        self._timed_turn = None  # the event count of the turn your timer last ran on
        self.bid_panel = None
        self.layout = None
        self._last_look = None

    # ----------------------------------------------------------- setup
    @property
    def options(self):
        if self._options is not None:
            return self._options
        return self.app.options

    @property
    def speed(self) -> str:
        return self._speed or self.options.speed

    @property
    def players(self) -> list[str]:
        return players_of(self.options, self.autoplay)

    def on_enter(self) -> None:
        o = self.options
        self.session = TableSession(
            self.match, self.players, thinker=self._thinker,
            stand_in=(list(o.bot_levels) + ["hard"])[0], rng=self.rng,
            factor=SPEED_FACTORS.get(self.speed, 1.0),
            turn_timer=getattr(o, "turn_timer", 0) or 0,
            auto_claim=bool(getattr(o, "auto_claim", False)),
            auto_single=bool(getattr(o, "auto_single", False)), hands_limit=self._hands)
        self.reviews = Reviews(self.session.loader.peek, seat=SOUTH,
                               rng=random.Random(self.seed ^ 0x7E7), on_done=self._reviewed)
        if self.reviews_kept:
            # before the keeper: the save after a hand's last card lists its review
            self.session.listen(self._hand_over)
            self._review_left_over()
        if self.keeper is not None:
            self.session.listen(self.keeper)
            if not self.resume:
                self.keeper.save(self.session)  # a new game is saved from its deal on
        self.director = Director(self)
        self.renderer = TableRenderer(self)
        self.bid_panel = BidPanel(self, self.human_bid)
        self.app.background.append(self._review_tick)
        if self._sounds is None:
            try:
                self._sounds = Sounds(o.sound, o.volume)
            except Exception:
                self._sounds = _Silent()
        pygame.display.set_caption(t("window.title"))

    def on_exit(self) -> None:
        if self.session is None:
            return
        if self._review_tick in self.app.background:
            self.app.background.remove(self._review_tick)
        self._review_after()
        if self.keeper is not None:  # (its list of hands still to review is current)
            self.keeper.save(self.session)
            self.keeper.flush(3.0)
        self.session.close()
        if self._sounds is not None:
            self._sounds.stop()

    def _look_options(self) -> tuple:
        o = self.options
        return (o.french_indices, o.four_colour, o.card_back)

    def on_cover(self) -> None:
        """A dialog over the table: the status bar's buttons cannot be
        clicked under it, so they are drawn dimmed (and no tooltip shows)."""
        self.covered = True
        self.status.hover_button = None
        self.status.refresh()

    def on_uncover(self) -> None:
        """Back from an overlay (the settings may have changed): follow the options."""
        self.covered = False
        o = self.options
        if self._art_options != self._look_options():
            self._art_options = self._look_options()
            self.layout = self.renderer.fit_tracker(self.layout)  # the indices' widths
            self.renderer.resize(self.layout)
        if self._speed is None:
            factor = SPEED_FACTORS.get(o.speed, 1.0)
            self.director.factor = factor
            self.session.bots.factor = factor
        if self._sounds is not None:
            self._sounds.enabled = o.sound
            if hasattr(self._sounds, "volume"):
                try:
                    self._sounds.volume = o.volume
                except (TypeError, ValueError, AttributeError):
                    pass
        stand_in = (list(o.bot_levels) + ["hard"])[0]
        self.session.bots.levels = [level_of(p, stand_in) for p in self.players]
        self.session.turn_timer = getattr(o, "turn_timer", 0) or 0
        self.session.auto_claim = bool(getattr(o, "auto_claim", False))
        self.session.auto_single = bool(getattr(o, "auto_single", False))
        self.status.refresh()

    def on_resize(self, layout) -> None:
        """A new window size (or full screen): everything moves to its new
        place, and nothing that is running or waiting is cut short (a
        trick's winner is still shown, the deal goes on; ``Director.relayout``)."""
        old, first = self.layout, self.layout is None
        if first:
            self._art_options = self._look_options()
        layout = self.renderer.fit_tracker(layout)
        self.layout = layout
        self.renderer.resize(layout)
        if first and self.resume:
            self.director.fast_forward()
        if not first:
            self.director.relayout(old, layout)
        if self.bid_panel.visible:
            self.bid_panel.place(layout)
        self.hand.place_claim(layout)
        self.status.place(self.renderer.bar.buttons)

    # ---------------------------------------------- what the renderer reads
    @property
    def bots(self):
        return self.session.bots

    @property
    def hands_done(self) -> int:
        return self.session.hands_done

    # ---------------------------------------------------------- helpers
    def seat_name(self, seat: int) -> str:
        """Who sits at ``seat``, as the table names them ("You", "Samir")."""
        return player_name(seat)

    def said(self, key: str, seat: int, **fields) -> str:
        """``key`` said of ``seat``, in its "you." form for your seat."""
        return said(key, seat, name=self.seat_name, you_seat=SOUTH, **fields)

    def card_text(self, card) -> str:
        return card.text(self.options.french_indices)

    def sound(self, name: str, quiet: bool = False) -> None:
        if quiet or self._sounds is None or self.director.replaying:
            return
        try:
            self._sounds.play(name)
        except Exception:
            pass

    def moment(self, name: str, delay: float = 0.0) -> None:
        """A named moment worth a screenshot (with ``--screenshots``)."""
        if self.app is None or not self.app.screenshot_dir or name in self.shots:
            return
        self.shots.add(name)
        if delay > 0:
            self.tweens.after(delay, lambda: self.app.screenshot(name), hold=False)
        else:
            self.app.screenshot(name)

    def say(self, text: str) -> None:
        self.toast = (text, 255)
        self._toast_left = TOAST_SECONDS

    def fade_toast(self, text: str) -> None:
        """Let ``text``, if it is still shown, fade out now: news that holds
        only for a moment of the game (who deals first)."""
        if self.toast is not None and self.toast[0] == text:
            self._toast_left = min(self._toast_left, TOAST_FADE)

    def is_human(self, seat: int) -> bool:
        return self.session.is_human(seat)

    def human_turn(self) -> str | None:
        """'bid', 'play' or 'redeal' when you must act now (and the table
        has shown everything before)."""
        if self.session is None or not self.director.caught_up:
            return None
        return self.session.human_turn(SOUTH)

    def bots_thinking(self) -> bool:
        """Whether this table's bots are thinking: on top, the game going
        on, not your turn (as its own review judges it)."""
        return self.session is not None and self.app is not None \
            and self.app.top is self and not self.match.is_over and self.human_turn() is None

    def hints_available(self) -> bool:
        thinker = self.session.loader.peek() if self.options.hints else None
        return thinker is not None and hasattr(thinker, "hint")

    def personal(self, e: IllegalAction) -> str:
        """The engine's reason, spoken to the player, cards as on the screen:
        'You can't play 5♠: you must follow hearts (you hold 10♥)'."""
        return describe(e.reason, e.seat, e.action, you_seat=SOUTH,
                        seat_name=self.seat_name, card_text=self.card_text, **e.fields)

    # ----------------------------------------------------------- actions
    def submit(self, action) -> bool:
        """Your action, through the session; on a refusal, say why."""
        if self._coach_refuses(action):
            return False
        before = len(self.match.actions)
        try:
            self.session.submit(SOUTH, action)
        except IllegalAction as e:
            self.say(self.personal(e))
            self._turn_said = self.toast[0]
            self.sound("illegal")
            return False
        self._after_your_action()
        if self.coach is not None:
            if self.coach.current is not None:
                self._coach_marks.append(before)
            self.coach.accepted()
            if self.on_coach is not None:
                self.on_coach(self, "step")
        return True

    def _after_your_action(self) -> None:
        """You have acted: what was said about that decision (a hint, why a
        card was refused) no longer holds, so it fades now, and a hint still
        being worked out is not shown on your next turn."""
        if self._turn_said is not None:
            self.fade_toast(self._turn_said)
            self._turn_said = None
        if self._hint is not None:
            cancel = getattr(self._hint, "cancel", None)
            if cancel is not None:
                cancel()
            self._hint = None

    # ----------------------------------------------------------- lessons
    def _coach_refuses(self, action) -> bool:
        """A lesson waits for one action: another legal one gets its line and
        a second try (an illegal one is the engine's to explain)."""
        if self.coach is None or action not in self.match.legal_actions():
            return False
        why = self.coach.check(self.match, action)
        if why is None:
            return False
        self.say(self.coach.lesson.line(why))
        self._turn_said = self.toast[0]  # it fades once you take the action it asks for
        self.sound("illegal")
        return True

    def coach_text(self) -> str:
        """What the lesson says now ('' when there is no lesson or it is over)."""
        step = self.coach.current if self.coach is not None else None
        return self.coach.lesson.line(step.say) if step is not None and not self.coach.done \
            else ""

    def _coach_update(self) -> None:
        coach = self.coach
        if coach is None or self._coach_done or self.app is None or self.app.top is not self:
            return
        if coach.lesson.whole_hand and self.match.hand_logs:
            coach.hand_over = True
        if coach.done and self.director.shown_all and not self.tweens.busy:
            self._coach_done = True
            if self.on_coach is not None:
                self.on_coach(self, "done")

    def human_bid(self, n: int, confirmed: bool = False) -> None:
        """Your bid. As dealer, a bid the engine says throws the hand in asks
        first (unless that option is off)."""
        if self.human_turn() != "bid":
            return
        if self._coach_refuses(n):
            return
        if not confirmed and getattr(self.options, "confirm_throw_in", True):
            why = self.match.view(SOUTH).throw_in_if(n)
            if why is not None:
                self.dialogs.confirm_throw_in(n)
                return
        if self.submit(n):
            self.bid_panel.close()

    def try_play(self, card) -> bool:
        """Play ``card`` if the rules allow it; otherwise say why."""
        turn = self.human_turn()
        if turn != "play":
            if self.match.phase is Phase.PLAYING or turn == "bid":
                self.say(t("play.not_your_turn"))
            self.director.settle(SOUTH, 0.15)
            return False
        if not self.submit(card):
            self.director.settle(SOUTH, 0.15)
            return False
        self.hand.played()
        return True

    def toggle_last(self) -> None:
        if self.board.last_trick is None:
            self.say(t("play.no_last_trick"))
            self.show_last = False
        else:
            self.show_last = not self.show_last
            self.trick_shown = len(self.board.tricks) - 1
        self.status.refresh()

    def browse_tricks(self, step: int) -> None:
        """While the tricks are shown: the hand's trick before or after."""
        n = len(self.board.tricks)
        self.trick_shown = max(0, min(n - 1, self.trick_shown + step))

    def toggle_sound(self) -> None:
        self.options.sound = not self.options.sound
        if self._sounds is not None:
            self._sounds.enabled = self.options.sound
        why = self.app.options_changed() if self.app is not None else ""
        if why:
            self.say(why)
        self.status.refresh()

    def ask_hint(self) -> None:
        """H or the Hint button: a hint for your bid or card. With hints off
        in the options, or when it is not your turn, H says so rather than
        doing nothing."""
        if not self.options.hints:
            self.say(t("play.hints_off"))
            return
        if self.human_turn() is None:
            self.say(t("play.hints_your_turn"))  # a bot to act, a trick being swept
            return
        if not self.hints_available():
            self.say(self._no_hint_why())
            return
        self._hint = self.session.hint(SOUTH)

    def _no_hint_why(self) -> str:
        """Why H gives no hint on your turn: the bots' helper still starting
        (it will be ready in a moment), or none that gives hints in this game
        (it could not start, or it gives none)."""
        try:
            thinker = self.session.loader.get()
        except Exception:  # it could not start: none this game
            return t("play.hints_unavailable")
        return t("play.hints_not_ready" if thinker is None else "play.hints_unavailable")

    def _collect_hint(self) -> str | None:
        """A hint asked for, once it is ready: said, and its words returned."""
        if self._hint is None or not self._hint.done():
            return
        decision, self._hint = self._hint, None
        try:
            action, reason = decision.result()
        except Exception:  # the worker died meanwhile: no hint this time
            return
        reason = explain_hint(reason, self.card_text)
        said = None
        if isinstance(action, int) and not isinstance(action, bool):
            said = t("bid.hint", action=action, reason=reason)
            if action in self.bid_panel.legal:
                self.bid_panel.selected = self.bid_panel.legal.index(action)
                self.hand.keyboard_used = True
        elif isinstance(action, bool):
            said = t("redeal.hint", choice=t("redeal.call" if action else "redeal.keep"),
                     reason=reason)
        elif action is not None and hasattr(action, "suit"):
            said = t("play.hint_card", card=self.card_text(action), reason=reason)
            self.hand.select(action)
        if said is not None:
            self.say(said)
            self._turn_said = said  # it fades once you act
        return said

    def time_left(self) -> float | None:
        """With the turn timer, the share of your turn's time still left
        (1 … 0) while it runs; else None."""
        session = self.session
        left, total = session.turn_left, session.turn_timer
        if left is None or total <= 0 or self.human_turn() is None:
            return None
        return max(0.0, min(1.0, left / total))

    def claim(self) -> None:
        """C: claim the remaining tricks, when the engine confirms them."""
        if not self.hand.claim():
            self.say(t("play.no_claim"))

    # ------------------------------------------------------------- undo
    def undo_offered(self) -> bool:
        """Undo is offered when the option allows it and you have a bid or
        card in this hand to take back (never with the computer playing you)."""
        return (self.session is not None and bool(getattr(self.options, "allow_undo", True))
                and not self.autoplay and self.session.can_undo(SOUTH))

    def undo(self) -> bool:
        """Ctrl+Z or the Undo button: take back your last bid or card and the
        bots' actions since. The table is shown again as the match now
        stands (the same cards; the deals to come are unchanged)."""
        if not self.undo_offered():
            if self.session is not None and not self.autoplay:
                self.say(t("undo.none") if getattr(self.options, "allow_undo", True)
                         else t("undo.off"))
            return False
        self.session.undo(SOUTH)
        self.match = self.session.match
        self.board = Board()
        self.board.scores = list(self.match.scores)
        self.tweens = Tweens()
        self.show_last, self.trick_shown = False, -1
        self._hint, self.status_hint, self._announced = None, "", None
        self.bid_panel.close()
        self.director = Director(self)
        self.renderer.resize(self.layout)
        self.director.fast_forward()
        self.hand.place_claim(self.layout)
        self.status.refresh()
        self.say(t("undo.done"))
        self._coach_undone()
        return True

    def _coach_undone(self) -> None:
        """In a lesson, a step whose action was taken back waits again (its
        line shows again), and the progress kept is the position now."""
        if self.coach is None:
            return
        n = len(self.match.actions)
        while self._coach_marks and self._coach_marks[-1] >= n:
            self._coach_marks.pop()
            self.coach.step -= 1
        if self.on_coach is not None:
            self.on_coach(self, "step")

    # ------------------------------------------------------------ review
    @property
    def reviews_kept(self) -> bool:
        """Each hand is reviewed as soon as it is over (for the accuracy in
        the statistics) when you play South in a real game."""
        return not self.autoplay and self.coach is None and self.is_human(SOUTH)

    def _hand_over(self, session, events) -> None:
        if any(type(e) in (ev.HandScored, ev.ThrownIn) for e in events):
            self.reviews.queue(session.match, len(session.match.hand_logs))
            self._keep_unreviewed()

    def _keep_unreviewed(self) -> None:
        """The hands whose review is not finished go into the kept game's
        save, so that Continue reviews them (for the accuracy). Kept current
        as hands end and reviews finish, so that every autosave lists them:
        a game killed without leaving (a power cut) keeps them too."""
        if self.keeper is None:
            return
        left = sorted(h for h, r in self.reviews.by_hand.items() if not r.done)
        if left:
            self.keeper.extra["unreviewed"] = left
        else:
            self.keeper.extra.pop("unreviewed", None)

    def _review_left_over(self) -> None:
        """A kept game resumed: queue again the hands its last table left
        unreviewed. A damaged or edited save's entries are checked: only the
        number of a hand finished in this match is kept, each once."""
        kept = self.keeper.extra.get("unreviewed") if self.keeper is not None else None
        if isinstance(kept, list):
            finished = len(self.match.hand_logs)
            for hand in sorted({h for h in kept if type(h) is int and 1 <= h <= finished}):
                self.reviews.queue(self.match, hand)
        self._keep_unreviewed()  # what is saved from now on: only those hands

    def _review_tick(self, dt: float) -> None:
        """Every frame, under any overlay: the worker weighs the next
        decision while the bots are not thinking."""
        idle = (self.app.top is not self or self.match.is_over
                or self.human_turn() is not None)
        self.reviews.update(idle)

    def _review_after(self) -> None:
        """The table closes. A game in progress keeps its hands still to
        review in its save (Continue reviews them); a finished game has no
        save to continue, so its last reviews go on with its worker, in the
        app's background, and are counted when they end, as if the player
        had waited on the game-over dialog."""
        thinker = None
        if self.keeper is not None and self.reviews_kept and self.match.is_over \
                and self.reviews.busy:
            thinker = self.session.loader.detach()
        if thinker is None:
            self.reviews.cancel()
        else:
            app = self.app  # no decision sent while a new table's bots think
            Leftover(self.reviews, thinker, app.background,
                     idle=lambda: not bots_thinking_on_top(app))

    def _reviewed(self, review) -> None:
        if self.keeper is not None and self.reviews_kept:
            self.keeper.reviewed(self.session, review)
            self._keep_unreviewed()  # the next autosave no longer lists it

    def review(self, hand: int | None = None, then=None) -> bool:
        """Open the review of ``hand`` (the last finished one by default);
        a hand still being played is refused with its reason on the status
        line."""
        hand = len(self.match.hand_logs) if hand is None else hand
        try:
            review = self.reviews.ask(self.match, hand)
        except ReviewRefused as e:
            self.say(t(e.key))
            return False
        self.dialogs.review(review, then)
        return True

    def show_keys(self, then=None) -> None:
        """The keys overlay: every shortcut and key of play; ``then`` runs
        when it closes (back to the pause menu, when opened from there)."""
        self.app.push(KeysDialog(then))

    def open_score_sheet(self, then=None) -> None:
        self.dialogs.score_sheet(then)

    def pause(self) -> None:
        self.dialogs.pause()

    def open_replay(self) -> None:
        """R: this game's finished hands, as the score sheet's Replay button
        opens them, saved game or not (a lesson, a game played again); where
        the menus provide no replay screen, R says so."""
        if not self.dialogs.replay_buttons():
            self.say(t("pause.not_ready", what=t("button.replay")))
            return
        self.dialogs.open_replay()

    def to_menu(self) -> None:
        """Back to the title. A kept game stays saved (Continue resumes it);
        any other ends here. A lesson goes back to the list of lessons, kept
        where it was left."""
        if self.coach is not None and len(self.app.scenes) > 1:
            self.app.pop()
            return
        if self.keeper is None:
            self.session.stop()
        if "menu" in self.app.scene_factories:
            self.app.replace(self.app.scene_factories["menu"](self.app))
        else:
            self.app.quit(0)

    # the director's calls, when an event needs a dialog
    def show_summary(self, e) -> None:
        self.dialogs.summary(e)

    def hand_finished(self) -> None:
        self.dialogs.thrown_in()

    def show_game_over(self, e) -> None:
        self.dialogs.game_over(e)

    def play_again(self) -> None:
        if self._again is not None:
            self.app.replace(self._again())
            return
        self.app.replace(TableScene(rules=self.match.rules, options=self._options,
                                    autoplay=self.autoplay, speed=self._speed,
                                    sounds=self._sounds, on_game_over=self.on_game_over))

    # ------------------------------------------------------------ input
    def handle_event(self, event) -> bool:
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            self.status.motion(event.pos)
            self.bid_panel.handle_event(event)
            self.hand.motion(event)
            return False
        if kind == pygame.KEYDOWN:
            return self._key(event)
        if kind == pygame.MOUSEBUTTONDOWN and event.button == 1:
            answer = self.status.click(event.pos)
            if answer is not None:
                return answer
            if self.show_last:
                arrow = self.renderer.trick_arrow_at(event.pos)
                if arrow:
                    self.browse_tricks(arrow)
                    return True
                self.show_last = False
                self.status.refresh()
                return True
            if self.hand.claim_offered() and self.hand.claim_button.hit(event.pos):
                return self.hand.claim()
            if self.undo_offered() and self.hand.undo_button.hit(event.pos):
                return self.undo()
            if self.director.go_on():  # a trick waiting for your click
                return True
            if not self.director.caught_up:
                self.director.skip()
            if self.bid_panel.visible and self.human_turn() == "bid":
                return self.bid_panel.handle_event(event)
            return self.hand.press(event)
        if kind == pygame.MOUSEBUTTONUP and event.button == 1:
            return self.hand.release(event)
        return False

    def _key(self, event) -> bool:
        key = event.key
        if self.show_last and key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.browse_tricks(browse_step(key))
            return True
        if key == pygame.K_ESCAPE:
            if self.show_last:
                self.show_last = False
                self.status.refresh()
            else:
                self.pause()
            return True
        plain = not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)
        if key == pygame.K_z and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
            self.undo()  # Ctrl+Z (Cmd+Z on a Mac)
            return True
        if plain and (key in HELP_KEYS or getattr(event, "unicode", "") == "?"):
            self.show_keys()
            return True
        for k, method, _, _ in SHORTCUTS if plain else ():  # not Ctrl+S and the like
            if key == k:
                getattr(self, method)()
                return True
        if self.director.go_on():  # a trick waiting for a key
            return True
        if not self.director.caught_up:
            self.director.skip()
            if key not in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER):
                return True
        turn = self.human_turn()
        if turn == "bid":
            focus_shown = self.hand.keyboard_used
            self.hand.keyboard_used = True  # from now on the focused bid is drawn
            if key in PLAY_KEYS and not focus_shown:
                return True  # Enter (or Space) never places a bid the player could not see
            return self.bid_panel.handle_event(event)
        if turn == "play":
            return self.hand.key(key)
        return False

    # ----------------------------------------------------------- update
    def update(self, dt: float) -> None:
        if self.app.frames >= 1:
            self.session.loader.start()
        if self.toast is not None:
            self._toast_left -= dt
            if self._toast_left <= 0:
                self.toast = None
            elif self._toast_left < TOAST_FADE:
                self.toast = (self.toast[0], 255 * self._toast_left / TOAST_FADE)
        self.dialogs.back_on_top()
        self.tweens.update(dt)
        self.director.update(dt)
        self._coach_update()
        self._collect_hint()
        self._drive(dt)
        if self.keeper is not None:
            self.keeper.check(self.session)
        for key, fields in self.session.notes():
            seat = fields.pop("seat", None)
            self.say(self.said(key, seat, **fields) if seat is not None else t(key, **fields))
        self.hand.update(dt)
        self.status.update(dt)
        self.status.refresh()

    def _drive(self, dt: float) -> None:
        """Once the table shows every event: your panel or dialog, or the
        session's turn (a bot, your timer, the automatic claim)."""
        m = self.match
        caught_up = self.director.caught_up
        if caught_up or m.is_over:
            self.waiting_on = m.turn
        turn = self.human_turn()
        if turn is not None and self._announced != (m.hand_number, len(m.actions)):
            self._announced = (m.hand_number, len(m.actions))
            # your turn, once per turn; none while a claim plays your cards out
            if turn != "redeal" and not self.session.plays_out(SOUTH):
                self.sound("turn")
        if caught_up and m.turn == SOUTH:
            # your panel shows on your bidding turn, even while your bot bids
            if m.phase is Phase.BIDDING and not self.bid_panel.visible:
                self.bid_panel.open(m.view(SOUTH))
                self.moment("bidding-panel")
            if m.phase is Phase.REDEAL and self.is_human(SOUTH) \
                    and not self.dialogs.asking_redeal:
                self.dialogs.ask_redeal()
                return
        before, session = len(m.events), self.session
        if turn is not None and session.turn_left:  # your time is running on this turn
            self._timed_turn = before
        acted = session.update(dt, ready=caught_up)
        if acted and self.bid_panel.visible:
            self.bid_panel.close()  # the stand-in bid for you (the turn timer)
        if acted and session.turn_left == 0 and self._timed_turn == before:
            self._time_up(acted)

    def _time_up(self, events) -> None:
        """Your turn timer ran out and the stand-in chose for you: say what
        it did, so that a card leaving your hand is no surprise."""
        for e in events:
            if isinstance(e, ev.BidMade) and e.seat == SOUTH:
                self.say(t("timer.out_bid", bid=e.bid))
            elif isinstance(e, ev.CardPlayed) and e.seat == SOUTH:
                self.say(t("timer.out_card", card=self.card_text(e.card)))
            elif isinstance(e, ev.RedealDeclined) and e.seat == SOUTH:
                self.say(t("timer.out_keep"))
            elif isinstance(e, ev.ThrownIn) and e.seat == SOUTH:
                self.say(t("timer.out_redeal"))

    def redeal_timer(self, dt: float) -> bool:
        """The redeal question is open over the table (which does not update
        under it): your turn timer runs there as on any turn, and when it runs
        out the stand-in answers for you, as it bids or plays. True once the
        question is answered (it closes then)."""
        session = self.session
        if session.human_turn(SOUTH) != "redeal":
            return True
        acted = session.update(dt, ready=self.director.caught_up)
        if acted:
            self._time_up(acted)
        return bool(acted)

    # ------------------------------------------------------------- draw
    def draw(self, surface) -> None:
        self.renderer.draw(surface)

    def dirty(self) -> bool:
        """False when this frame would look exactly like the last one drawn
        (e.g. while a bot thinks): the app then skips the draw and the flip."""
        if self.tweens.busy or self.hand.dragging is not None:
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
        banner = board.banner
        return (self.layout.size, self.renderer.static_key(), board.pile, board.shuffle,
                tuple(len(h) for h in board.hands), len(board.trick), len(board.flying),
                tuple((k, p.text, p.alpha, p.scale) for k, p in board.bubbles.items()),
                (banner.text, banner.scale, board.banner_lines) if banner else None,
                self.show_last, self.trick_shown, len(board.tricks), self.toast,
                panel.visible, panel.hover.name if panel.hover else None, panel.selected,
                tuple(panel.lines), self.hand.look(), self.status.tip(),
                None if self.time_left() is None else round(self.time_left() * 200),
                self.hand.claim_offered())


def bots_thinking_on_top(app) -> bool:
    """Whether the scene on top of ``app`` is a table whose bots are thinking:
    a finished game's reviews send the worker nothing meanwhile (on two cores
    a second search beside the bots' would halve what they weigh)."""
    top = app.top
    return isinstance(top, TableScene) and top.bots_thinking()
