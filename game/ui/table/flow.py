"""The table's dialogs, as a section: what opens over the table and where
its buttons lead. The hand summary and the score sheet, the no-pictures
question, the pause menu, game over (with "Play again", "Menu" and
"Replay"), and the end of a run with a hand limit. Each dialog is an
overlay on the app (``dialogs.py``); this section decides when it opens and
what its answers do, always through the table's session."""

from __future__ import annotations

from ...engine.reasons import GameEnd
from ...engine.record import to_record
from ...strings import describe, t, team_name
from .. import theme
from ..dialog import Dialog
from ..layout import SOUTH
from .bidpanel import dealer_lines
from .board import won_by_bid
from .dialogs import GameOverDialog, PauseMenu, RedealDialog, ScoreSheetDialog, SummaryDialog
from .review import ReviewDialog


class TableDialogs:
    def __init__(self, scene):
        self.scene = scene
        self.asking_redeal = False
        self.over = None  # the GameOver event, once the game has ended
        self.back_to = None  # what opens again once the replay is left (the score sheet)

    @property
    def app(self):
        return self.scene.app

    # ---------------------------------------------------------- the hand
    def ask_redeal(self) -> None:
        """You hold no picture: keep the hand, or call a redeal?"""
        scene = self.scene

        def answer(call: bool):
            def go():
                self.asking_redeal = False
                if scene.human_turn() == "redeal":
                    scene.submit(call)
            return go

        def tick(dt: float) -> bool:
            said = scene._collect_hint()  # H was pressed: the hint, once it is ready
            if said is not None:
                question.show_hint(said)
            # your turn timer runs on the question too; the stand-in may answer
            answered = scene.redeal_timer(dt)
            if answered:
                self.asking_redeal = False
            return answered

        self.asking_redeal = True
        question = RedealDialog([(t("redeal.keep"), answer(False)),
                                 (t("redeal.call"), answer(True))],
                                seconds=scene.session.turn_timer, tick=tick,
                                left=scene.time_left, pause=self.pause, hint=scene.ask_hint)
        self.app.push(question)

    def confirm_throw_in(self, bid: int) -> None:
        """Your bid would throw the hand in: say so (the panel's words, from
        the engine's reason) and ask once."""
        scene = self.scene
        rule, why = (dealer_lines(scene.match.view(SOUTH), bid) + ["", ""])[:2]
        self.app.push(Dialog(t("bid.confirm_title", bid=bid),
                             [(t("bid.confirm_no"), None),
                              (t("bid.confirm_yes", bid=bid),
                               lambda: scene.human_bid(bid, confirmed=True))],
                             default=0, cancel=0, size=(1.0, 0.5),
                             lines=[(rule, theme.TEXT), (why, theme.TEXT_DIM)]))

    def review(self, review, then=None) -> None:
        """The review of a hand (it fills in while the worker weighs it)."""
        self.app.push(ReviewDialog(review, self.scene.card_text,
                                   [(t("button.close"), then)], cancel=0,
                                   screenshot="hand-review"))

    def review_button(self, then=None) -> list:
        """A 'Review' button for the last finished hand, when you play South."""
        scene = self.scene
        if scene.autoplay or scene.coach is not None or not scene.match.hand_logs:
            return []
        return [(t("button.review"), lambda: scene.review(then=then))]

    def score_sheet(self, then=None, first: int | None = None) -> None:
        """The score sheet; ``first``: the top row shown (None: the latest
        hands). Back from the review it opens, the sheet shows the rows the
        player had scrolled to; so is it back from the replay."""
        scene = self.scene
        sheet = None

        def again():
            self.score_sheet(then, sheet.first)
        buttons = [(t("button.close"), then)] + self.review_button(again) \
            + self.replay_buttons(again)
        auto = 2.0 * max(scene.director.factor, 0.3) if (scene.autoplay and then) else None
        sheet = ScoreSheetDialog(list(scene.board.sheet), buttons, cancel=0, first=first,
                                 auto_close=auto, screenshot="score-sheet" if then else None)
        self.app.push(sheet)
        if not then:
            scene.moment("score-sheet")

    def summary(self, e) -> None:
        """A hand was scored: its summary; the table waits until it closes."""
        scene = self.scene
        last = scene.session.limit_reached and not scene.match.is_over

        def proceed():
            if last:
                self.stop_now()
            else:
                scene.director.blocked = False

        def sheet():
            self.score_sheet(then=proceed)

        auto = 2.5 * scene.director.factor if scene.autoplay else None
        first_shot = self.app.screenshot_dir and "score-sheet" not in scene.shots
        on_continue = sheet if (scene.autoplay and first_shot) else proceed
        scene.shots.add("hand-summary")
        self.app.push(SummaryDialog(e, scene.board.hand_number,
                                    [(t("button.continue"), on_continue),
                                     (t("button.score_sheet"), sheet)]
                                    + self.review_button(lambda: self.summary(e)),
                                    review=scene.reviews.by_hand.get(scene.board.hand_number)
                                    if scene.reviews_kept else None,
                                    won=won_by_bid(scene.match.rules, e),
                                    auto_close=auto, screenshot="hand-summary",
                                    size=(0.9, 0.8), cancel=0))  # Esc goes on too
        if on_continue is sheet:
            scene.shots.add("score-sheet")

    def thrown_in(self) -> None:
        """A hand was thrown in: at the hand limit, the run ends after the banner."""
        scene = self.scene
        if scene.session.limit_reached:
            scene.director.blocked = True
            scene.tweens.after(2.8 * scene.director.factor, self.stop_now, hold=False)

    def stop_now(self) -> None:
        self.scene.session.stop()
        self.app.quit(0)

    # ---------------------------------------------------------- the game
    def game_over(self, e) -> None:
        """The game is over: say so once (sound, statistics), then show the
        dialog; it comes back whenever the table is on top again."""
        scene = self.scene
        self.over = e
        scene.sound("win" if e.winner == 0 else "lose")
        if scene.on_game_over is not None:
            scene.on_game_over(scene.match)
        scene.shots.add("game-over")
        self.show_over()

    def show_over(self) -> None:
        """The game-over dialog: the final score sheet, a replay, a new game
        with the same rules, or the title. The first two come back to it."""
        scene, e = self.scene, self.over
        if e.winner is None:
            title = t("over.title_stopped")
        else:
            title = t("over.title_won") if e.winner == 0 else \
                t("over.title_lost", team=team_name(e.winner, self.scene.seat_name))
        auto = 3.0 * scene.director.factor if scene.autoplay else None
        buttons = [(t("button.play_again"), scene.play_again),
                   (t("button.score_sheet"), self.score_sheet)] \
            + self.review_button() + self.replay_buttons() \
            + [(t("button.to_menu"), scene.to_menu)]
        # Esc leaves for the title, as the last button does
        self.app.push(GameOverDialog(title, self.reason(e), e.scores, e.winner, buttons,
                                     rule=self.rule(e), cancel=len(buttons) - 1,
                                     screenshot="game-over", auto_close=auto, size=(0.8, 0.62),
                                     on_auto=self.stop_now))

    def back_on_top(self) -> None:
        """The table is on top again: back from the replay, what it was
        opened from (the score sheet); else a finished game shows its dialog
        again, so the player is never left at an empty table."""
        if self.app.top is not self.scene:
            return
        if self.back_to is not None:
            back, self.back_to = self.back_to, None
            back()
        elif self.over is not None:
            self.show_over()

    def reason(self, e) -> str:
        """Why the game ended, in words (``describe`` on its ``GameEnd``)."""
        scene = self.scene
        row = scene.board.sheet[-1] if scene.board.sheet else None
        bid = row.bids[e.seat] if row and row.bids and e.seat is not None else "?"
        return describe(GameEnd(e.reason), e.seat, seat_name=scene.seat_name, you_seat=SOUTH,
                        winner=e.winner, scores=e.scores, bid=bid,
                        condition=scene.match.rules.partner_condition,
                        target=scene.match.target - 10, hands=scene.session.hands_done)

    def rule(self, e) -> str:
        """The winning rule, under a win at the target: the partner condition
        the reason names ("and you are positive") is said in full."""
        condition = self.scene.match.rules.partner_condition
        if e.reason != GameEnd.TARGET or condition == "none":
            return ""
        return t(f"over.rule.{condition}", target=self.scene.match.target)

    def replay_buttons(self, then=None) -> list:
        """A 'Replay' button where the menus provide the replay screen;
        ``then`` runs once the replay is left (the sheet it was opened from)."""
        if self.app is None or "replay" not in self.app.scene_factories:
            return []
        return [(t("button.replay"), lambda: self.open_replay(then))]

    def open_replay(self, then=None) -> None:
        """Step through this game's finished hands, all four hands shown;
        back at the table, ``then`` runs (it reopens what it came from)."""
        scene = self.scene
        if self.app.open("replay", record=to_record(scene.match, scene.players)):
            self.back_to = then

    def pause(self) -> None:
        self.app.push(PauseMenu([(t("pause.resume"), None),
                                 (t("pause.settings"), lambda: self._open("settings")),
                                 (t("pause.rules"), lambda: self._open("rules")),
                                 (t("pause.keys"), lambda: self.scene.show_keys(then=self.pause)),
                                 (t("pause.quit"), self.scene.to_menu)]))

    def _open(self, name: str) -> None:
        if not self.app.open(name):
            self.scene.say(t("pause.not_ready", what=t(f"pause.{name}")))
