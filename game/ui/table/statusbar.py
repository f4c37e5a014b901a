"""The status bar, as a section of the table: its buttons (score sheet, last
trick, hint, sound, menu), their labels (full, or short when room is short),
and the turn prompt. The renderer draws it in the rectangle the layout gives
(``TableRenderer.bar``)."""

from __future__ import annotations

from ...engine import Phase
from ...strings import t
from ..layout import BUTTONS
from ..widgets import Button, button_at
from .keys import tooltip

TIP_DELAY = 0.5  # seconds over a button before its tooltip shows

_KEYS = {"scores": ("button.scores", "button.scores"),
         "last": ("button.last", "button.last_short"),
         "hint": ("button.hint", "button.hint"),
         "menu": ("button.menu", "button.menu")}


def button_keys(name: str, sound: bool) -> tuple[str, str]:
    """The strings of a button's label: (full, short)."""
    if name == "sound":
        return (("button.sound_on", "button.sound_on_short") if sound
                else ("button.sound_off", "button.sound_off_short"))
    return _KEYS[name]


class StatusSection:
    def __init__(self, scene):
        self.scene = scene
        self.buttons: list[Button] = []
        self.hover_button = None
        self.hover_time = 0.0  # how long the pointer has rested on hover_button

    def place(self, rects: dict) -> None:
        """``rects``: the buttons' rectangles, by name (from the renderer's bar)."""
        scene = self.scene
        actions = {"scores": scene.open_score_sheet, "last": scene.toggle_last,
                   "hint": scene.ask_hint, "sound": scene.toggle_sound, "menu": scene.pause}
        self.buttons = [Button(n, r, "", actions[n], style="flat") for n, r in rects.items()]
        self.refresh()

    def labels(self) -> list:
        """Every label each button may show: (name, fulls, shorts)."""
        out = []
        for name in BUTTONS:
            keys = [button_keys(name, sound) for sound in (True, False)]
            out.append((name, tuple(t(k[0]) for k in keys), tuple(t(k[1]) for k in keys)))
        return out

    def refresh(self) -> None:
        scene = self.scene
        bar = getattr(scene.renderer, "bar", None)
        short = bool(bar is not None and bar.short_buttons)
        covered = getattr(scene, "covered", False)  # under a dialog none can be clicked
        for b in self.buttons:
            b.label = t(button_keys(b.name, scene.options.sound)[short])
            b.enabled = not covered
            if b.name == "hint":
                b.enabled = b.enabled and scene.hints_available() \
                    and scene.human_turn() is not None
            elif b.name == "last":
                b.selected = scene.show_last

    def motion(self, pos) -> None:
        b = button_at(self.buttons, pos)
        if b is not self.hover_button:
            self.hover_button, self.hover_time = b, 0.0

    def update(self, dt: float) -> None:
        if self.hover_button is not None:
            self.hover_time += dt

    def tip(self) -> tuple[str, object] | None:
        """The tooltip to show: (what the button does and its key, the
        button's rect), once the pointer has rested on it."""
        b = self.hover_button
        if b is None or self.hover_time < TIP_DELAY:
            return None
        return tooltip(b.name), b.rect

    def click(self, pos) -> bool | None:
        """A click on a button: its answer; None when no button is there. A
        click on the dimmed Hint button gets H's answer: why there is none."""
        b = button_at(self.buttons, pos)
        if b is None:
            hint = next((h for h in self.buttons if h.name == "hint"), None)
            if hint is not None and hint.rect.collidepoint(pos):
                self.scene.ask_hint()  # dimmed: says why (hints off, not your turn), as H does
                return True
            return None
        return b.click()

    # ------------------------------------------------------------- text
    def text(self, short: bool = False) -> str:
        """The turn prompt (``short``: when room is short)."""
        scene = self.scene
        seat = scene.waiting_on
        if scene.board.trick_waiting:
            return t("play.click_on")
        if not scene.director.shown_all or scene.tweens.busy:
            hint = scene.status_hint
            if hint in ("shuffling", "dealing") and scene.board.pile > 0:
                return scene.said(f"status.{hint}", scene.board.dealer)
            if hint == "drawing" and scene.board.hand_number == 0:
                return t("draw.title")
            return ""
        if seat is None or seat != scene.match.turn:
            return ""  # that seat has acted: its prompt goes at once ("Your bid" too)
        if scene.is_human(seat):
            text = ""
            phase = scene.match.phase
            if phase is Phase.BIDDING:
                text = t("status.your_bid")
            elif phase is Phase.PLAYING:
                text = t("status.your_play_short" if short else "status.your_play")
            return text  # the time left is the bar on your plate
        return scene.said("status.thinking_short" if short else "status.thinking", seat)

    def samples(self) -> list:
        """The longest prompts that may follow the hand, dealer and bids, as
        (full, short) pairs: room is kept for them."""
        out = [(t("status.your_bid"),) * 2,
               (t("status.your_play"), t("status.your_play_short"))]
        for seat in range(4):
            said = self.scene.said
            out.append((said("status.thinking", seat), said("status.thinking_short", seat)))
            out.append((said("status.shuffling", seat),) * 2)
            out.append((said("status.dealing", seat),) * 2)
        return out
