"""The one catalog of user-visible text.

Every string the player can see lives in ``STRINGS`` (English). Look one up
with ``t(key, **fields)``; a language can be added by another dict with the
same keys. Keep it plain data: no logic beyond ``str.format``.
"""

from __future__ import annotations

STRINGS: dict[str, str] = {
    # seats and teams
    "seat.0": "South",
    "seat.1": "East",
    "seat.2": "North",
    "seat.3": "West",
    "seat.0.you": "You",
    "team.0": "South / North",
    "team.1": "East / West",
    "team.0.you": "You & North",
    # status bar
    "status.hand": "Hand {n}",
    "status.dealer": "Dealer: {seat}",
    "status.dealer_short": "D: {seat}",
    "status.trump": "Trump \u2665",
    "status.trump_short": "\u2665",
    "status.target": "Target {n}",
    "status.total": "Bids {total} / {min_total}",
    "status.your_bid": "Your bid",
    "status.your_play": "Your turn \u2014 play a card",
    "status.your_play_short": "Your turn",
    "status.timer": " ({n} s)",
    "status.thinking": "{seat} is thinking\u2026",
    "status.thinking_short": "{seat}'s turn",
    "status.dealing": "{seat} deals\u2026",
    "status.shuffling": "{seat} shuffles\u2026",
    # buttons
    "button.scores": "Scores",
    "button.last": "Last trick",
    "button.last_short": "Last",
    "button.hint": "Hint",
    "button.sound_on": "Sound on",
    "button.sound_off": "Sound off",
    "button.sound_on_short": "\u266a on",
    "button.sound_off_short": "\u266a off",
    "button.menu": "Menu",
    "button.continue": "Continue",
    "button.score_sheet": "Score sheet",
    "button.close": "Close",
    "button.replay": "Replay",
    "button.play_again": "Play again",
    "button.to_menu": "Menu",
    "button.quit": "Quit",
    # seat plates
    "plate.bid": "Bid {bid}",
    "plate.no_bid": "No bid yet",
    "plate.taken": "Taken {taken} / {bid}",
    "plate.taken_nobid": "{taken}",
    "plate.score": "{score} pts",
    "plate.dealer": "D",
    # bidding
    "bid.title": "Your bid \u2014 how many tricks will you take?",
    "bid.worth": "{sign}{value}",
    "bid.worth_win": "wins",
    "bid.total": "Bids so far total {total}; at least {min_total} are needed.",
    "bid.warning": "Bids total {total} \u2014 at least {min_total} needed or the hand "
                   "is thrown in",
    "bid.min": "Your smallest bid is {n}.",
    "bid.bubble": "{bid}",
    "bid.hint": "Hint: bid {action} \u2014 {reason}",
    # play
    "play.you_cannot": "You can't",
    "play.not_your_turn": "Wait for your turn.",
    "play.claim": "Your cards take every remaining trick \u2014 playing them out.",
    "play.hint_card": "Hint: play {card} \u2014 {reason}",
    "play.last_trick": "Last trick \u2014 won by {seat}",
    "play.no_last_trick": "No trick has been played yet this hand.",
    "play.trick_won": "{seat} takes the trick",
    # throw-in
    "throw.title": "Thrown in",
    "throw.low_total": "The bids total {total}, below the {min_total} needed.",
    "throw.no_five": "Nobody bid 5 or more.",
    "throw.no_pictures": "{seat} has no pictures and calls a redeal.",
    "throw.next": "The deal passes to {seat}.",
    # draw for the first dealer
    "draw.title": "Drawing for the first deal",
    "draw.result": "{seat} deals first",
    # hand summary and score sheet
    "summary.title": "Hand {n}",
    "summary.player": "Player",
    "summary.bid": "Bid",
    "summary.taken": "Taken",
    "summary.points": "Points",
    "summary.total": "Total",
    "summary.made": "made",
    "summary.failed": "failed",
    "summary.target_rose": "Both teams reached the target: it rises to {n}.",
    "sheet.title": "Score sheet",
    "sheet.hand": "Hand",
    "sheet.dealer": "Dealer",
    "sheet.thrown": "thrown in",
    "sheet.bid_taken": "bid/taken",
    "sheet.points": "pts",
    "sheet.total": "total",
    "sheet.empty": "No hand has been finished yet.",
    "sheet.more_above": "\u25b2 {n} more",
    "sheet.more_below": "\u25bc {n} more",
    # game over
    "over.title_won": "You win!",
    "over.title_lost": "East / West win",
    "over.title_stopped": "Game stopped",
    "over.team_wins": "{team} win the game",
    "over.target.positive": "{seat} reached {score} and {partner} is positive",
    "over.target.non_negative": "{seat} reached {score} and {partner} is not negative",
    "over.target.none": "{seat} reached {score}",
    "over.higher_total": "Both teams reached the target; {team} have the higher total "
                         "({a} to {b})",
    "over.win_bid": "{seat} made a bid of {bid}, which wins the game",
    "over.stopped": "The game was stopped after {n} hands.",
    # pause menu
    "pause.title": "Paused",
    "pause.resume": "Resume",
    "pause.settings": "Settings",
    "pause.rules": "Rules",
    "pause.quit": "Quit to menu",
    "pause.not_ready": "{what} is not available yet.",
    # redeal for no pictures
    "redeal.title": "No pictures",
    "redeal.text": "Your hand has no ace, king, queen or jack.",
    "redeal.ask": "Call a redeal (the hand is thrown in) or keep it?",
    "redeal.call": "Redeal",
    "redeal.keep": "Keep",
    # misc
    "window.title": "400",
    "help.skip": "Click or press a key to skip",
}


def t(key: str, **fields) -> str:
    """The text for ``key`` with ``fields`` filled in (the key itself if missing)."""
    text = STRINGS.get(key, key)
    return text.format(**fields) if fields else text
