"""The words of the menus, settings, how-to-play, statistics and replay screens.

Kept beside the screens and registered in the one catalog
(``game.strings.add_source``): ``t(key)`` finds them, translated, like any
other key.
"""

from __future__ import annotations

from ...strings import add_source, t, tn  # noqa: F401  (the screens import t from here)

STRINGS: dict[str, str] = {
    # title
    "title.name": "400",
    "title.tagline": "Arba\u2019meyeh \u2014 the trick-taking game of Lebanon and Syria",
    "title.new": "New game",
    "title.continue": "Continue",
    "title.continue_sub": "Hand {hand} \u00b7 Us {us} \u2013 Them {them}",
    "title.settings": "Settings",
    "title.howto": "How to play",
    "title.stats": "Statistics",
    "title.replay": "Replay last game",
    "title.quit": "Quit",
    "title.rules_now": "House rules: {name}",
    "title.keys": "\u2191 \u2193 to choose \u00b7 Enter to open \u00b7 Esc to quit",
    "title.abandon": "Start a new game?",
    "title.abandon_text": "Your saved game (hand {hand}) will be replaced.",
    "title.abandon_yes": "New game",
    "title.abandon_no": "Keep it",
    # common
    "screen.back": "Back",
    "screen.keys": "\u2191 \u2193 choose \u00b7 \u2190 \u2192 change \u00b7 Tab switches page "
                   "\u00b7 Esc back",
    "screen.keys_scroll": "\u2191 \u2193 or the wheel to scroll \u00b7 Esc back",
    # settings
    "settings.title": "Settings",
    "settings.tab_rules": "House rules",
    "settings.tab_options": "Options",
    "settings.reset": "Reset to preset",
    "howto.next_game": "These are the rules of your next game: {name}.",
    "howto.this_game": "These are the rules of the game you are playing: {name}.",
    "howto.then_next": "Your next game will use {name}, as the settings now say.",
    "howto.custom": "custom rules (from {base})",
    "settings.next_game": "Changes apply from the next game.",
    "settings.saved_keeps": "Your saved game keeps the rules it started with.",
    "settings.custom": "Custom (from {name})",
    "settings.saved": "Saved",
    "settings.cannot_save": "Could not save the settings: {why}",
    "settings.by_flag": "Set by {flag} for this session \u00b7 saved: {saved}",
    "settings.by_flag_refused": "Set by {flag} for this session: start the game without "
                                "{flag} to change it here.",
    "settings.by_flag_f11": "Set by {flag} for this session: F11 switches the window.",
    # statistics
    "stats.title": "Statistics",
    "stats.played": "Games played",
    "stats.won": "Games won",
    "stats.rate": "Win rate",
    "stats.streak": "Longest winning streak",
    "stats.streak_now": "Current streak",
    "stats.hands": "Hands played",
    "stats.avg": "Average points per hand",
    "stats.best": "Best hand",
    "stats.worst": "Worst hand",
    "stats.hand": "{points:+d} (bid {bid}, took {taken})",
    "stats.hand_win": "Won the game with a bid of {bid}",
    "stats.none": "\u2014",
    "stats.bids": "Bids made, by size",
    "stats.bid_cell": "{made}/{tried}",
    "stats.no_bids": "No hand played yet: your bids will show here.",
    "stats.reset": "Reset statistics",
    "stats.confirm": "Reset statistics?",
    "stats.confirm_text": "Every game, hand and bid counted so far will be forgotten.",
    "stats.confirm_yes": "Reset",
    "stats.confirm_no": "Cancel",
    "stats.done": "Statistics reset.",
    # how to play
    "howto.title": "How to play",
    # replay
    "replay.title": "Replay",
    "replay.hand": "Hand {n} of {total}",
    "replay.trick": "Trick {n} of 13",
    "replay.before": "The deal \u2014 before the first trick",
    "replay.thrown": "Thrown in: {why}",
    "replay.keys": "\u2190 \u2192 trick by trick \u00b7 PgUp PgDn hand by hand \u00b7 "
                   "E export \u00b7 Esc back",
    "replay.prev": "\u25c0 Trick",
    "replay.next": "Trick \u25b6",
    "replay.prev_hand": "\u25c0\u25c0 Hand",
    "replay.next_hand": "Hand \u25b6\u25b6",
    "replay.export": "Export game",
    "replay.exported": "Saved as {path}",
    "replay.export_failed": "Could not export: {why}",
    "replay.none": "No finished hand to replay yet.",
    "replay.bid_taken": "bid {bid} \u00b7 took {taken}",
    "replay.bid": "bid {bid}",
    "replay.dealer": "{name} (D)",
    "replay.points": "{points:+d} pts",
}


add_source(STRINGS)
