"""The catalog of user-visible text, in gettext form.

Every string the player can see has a key, and its English source text lives
in a dict of English strings: ``STRINGS`` here for the table and the
engine's reasons, ``game/ui/screens/text.py`` for the menus (each such dict
is registered with ``add_source``). A value is a string, or a pair
``(singular, plural)`` for a count (``tn``).

``t(key, **fields)`` looks the English text up, asks gettext for its
translation (``pgettext(key, english)``: the key is the message context, the
English text the message id) and fills the fields in. ``tn(key, n, ...)``
does the same with ``npgettext``, so that Arabic's six plural forms come out
right. ``build/catalog.py`` extracts the template ``assets/locale/game.pot``
from these dicts and compiles each language's ``.po`` into the ``.mo`` that
the standard library's gettext reads at run time.

``set_language("ar")`` switches every later ``t`` at once (no restart).
The languages are English (the source) and every compiled catalog present
(``available_languages``); each catalog names itself and says its writing
direction in two messages, ``language.name`` and ``language.direction``, so
a translator adds a language with no change to the code.
Keep this module plain data and lookups: no logic beyond ``str.format``.
"""

from __future__ import annotations

import ctypes
import gettext
import locale
import os
import re
from collections.abc import Mapping

from .bundle import assets_dir

DOMAIN = "game"
# the folder of the catalogs (LANG/LC_MESSAGES/game.mo); None: the bundled
# assets/locale, from source or frozen (a test points it at a folder of its own)
LOCALE_DIR: str | None = None
PSEUDO = "pseudo"  # a test language that marks every translated string: \u27e6text\u27e7

STRINGS: dict[str, str] = {
    # the language itself, filled in by its translator (see ``NOTES``)
    "language.name": "English",
    "language.direction": "ltr",
    # seats and teams
    "seat.0": "South",
    "seat.1": "East",
    "seat.2": "North",
    "seat.3": "West",
    "seat.0.you": "You",
    "team.pair": "{a} & {b}",
    # the people at the table, as the table, its messages and the replay name
    # them (``player_name``); the compass names above are for records and tools
    "player.0": "You",
    "player.1": "Layla",
    "player.2": "Samir",
    "player.3": "Karim",
    # status bar
    "status.hand": "Hand {n}",
    "status.dealer": "Dealer: {seat}",
    "status.dealer_short": "D: {seat}",
    "status.trump": "Trump \u2665",
    "status.trump_short": "\u2665",
    "status.target": "Target {n}",
    "status.teams": "Us {us} ({us_go} to go) \u00b7 Them {them} ({them_go} to go)",
    "status.teams_mid": "Us {us} \u00b7 Them {them}",
    "status.teams_short": "{us}\u2013{them}",
    "summary.teams": "Us {us} \u00b7 Them {them}",
    "scores.team.0": "Us {total}",
    "scores.team.1": "Them {total}",
    "scores.to_go": "{n} to go",
    "scores.needs.positive": "{seat} must be above 0",
    "scores.needs.non_negative": "{seat} must not be below 0",
    "status.total": "Bids {total}, at least {min_total}",
    # the short forms, where the full one does not fit: true whatever the
    # numbers ("Bids 8 \u2265 11" read as a false inequality)
    "status.total_short": "Bids {total}, min {min_total}",
    # under ``min_total_counts: "values"``: what the bids are worth, not their tricks
    "status.total_values": "Bids worth {total}, at least {min_total}",
    "status.total_values_short": "Worth {total}, min {min_total}",
    "status.total_win": "A bid to win the game",
    "status.total_win_short": "Bid to win",
    "status.your_bid": "Your bid",
    "status.your_play": "Your turn \u2014 play a card",
    "status.your_play_short": "Your turn",
    "status.thinking": "{seat} is thinking\u2026",
    "status.thinking_short": "{seat}'s turn",
    "status.dealing": "{seat} deals\u2026",
    "status.shuffling": "{seat} shuffles\u2026",
    "you.status.dealing": "You deal\u2026",
    "you.status.thinking": "Thinking for you\u2026",
    "you.status.thinking_short": "Your turn",
    "you.status.shuffling": "You shuffle\u2026",
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
    "button.review": "Review",
    "button.play_again": "Play again",
    "button.to_menu": "Menu",
    "button.quit": "Quit",
    # seat plates
    "plate.bid": "Bid {bid}",
    "plate.no_bid": "No bid yet",
    "plate.taken": "Taken {taken} / {bid}",
    "plate.taken_nobid": "{taken}",
    # a player's score, which may be below zero: every form of every language
    # shows the number ("-1 pt": never a word for "one" that would drop the sign)
    "plate.score": ("{n} pt", "{n} pts"),
    # in place of the score: the player's made bid won the game outright
    "plate.won": "Game won",
    "plate.dealer": "D",
    # bidding
    "bid.title": "Your bid \u2014 how many tricks will you take?",
    "bid.worth": "{sign}{value}",
    "bid.worth_win": "wins",
    "bid.total": "Bids so far total {total}; at least {min_total} are needed.",
    "bid.warning": "Bids total {total} \u2014 at least {min_total} needed or the hand "
                   "is thrown in",
    "bid.total_values": "Bids so far are worth {total}; at least {min_total} are needed.",
    "bid.warning_values": "Bids are worth {total} of the {min_total} needed, or the hand "
                          "is thrown in",
    "bid.total_win": "A bid that wins the game is in: the hand will be played.",
    "bid.dealer_from": "Bid {n} or more to play the hand; {low}\u2013{high} throws it in "
                       "and it is dealt again.",
    "bid.dealer_from_one": "Bid {n} or more to play the hand; {low} throws it in and it is "
                           "dealt again.",
    "bid.dealer_some": "Bids {bids} throw the hand in, and it is dealt again.",
    "bid.dealer_all_thrown": "Whatever you bid, the hand is thrown in and dealt again.",
    "bid.dealer_why": "With {bid}: {why}",
    "bid.confirm_title": "Throw the hand in?",
    "bid.confirm_no": "Choose again",
    "bid.confirm_yes": "Bid {bid}: throw it in",
    "bid.min_raised": "Your smallest bid is {n}: you have {points} points or more.",
    "bid.bubble": "{bid}",
    "bid.hint": "Hint: bid {action} \u2014 {reason}",
    # play
    "play.you_cannot": "You can't",
    "play.not_your_turn": "Wait for your turn.",
    "game.cannot_save": "Could not save the game ({why}); play goes on.",
    "bots.restarted": "The bots' helper stopped; it was started again.",
    "bots.fast": "The bots' helper cannot run; the bots now play by rules of thumb.",
    "bots.fault": "{seat}'s program: {fault} ({detail})",
    "bots.exec_failed": "A bot program could not start ({why}); the random bot plays.",
    "play.claim": "Your cards take every remaining trick \u2014 playing them out.",
    "play.claim_button": "Claim the rest",
    "play.click_on": "Click or press a key to go on",
    "timer.out_bid": "Time's up: you bid {bid}",
    "timer.out_card": "Time's up: {card} was played for you",
    "timer.out_keep": "Time's up: your hand was kept",
    "timer.out_redeal": "Time's up: a redeal was called for you",
    "play.no_claim": "You can claim only when your cards surely take every remaining trick.",
    "play.hint_card": "Hint: play {card} \u2014 {reason}",
    "play.last_trick": "Last trick \u2014 won by {seat}",
    "you.play.last_trick": "Last trick \u2014 won by you",
    "play.trick_n": "Trick {n} \u2014 won by {seat}",
    "you.play.trick_n": "Trick {n} \u2014 won by you",
    "play.trick_of": "Trick {n} of {total} \u00b7 \u2190 \u2192",
    "play.no_last_trick": "No trick has been played yet this hand.",
    "play.trick_won": "{seat} takes the trick",
    "you.play.trick_won": "You take the trick",
    "replay.won_by": "{seat} wins the trick",
    "you.replay.won_by": "You win the trick",
    # undo (``TableScene.undo``)
    "undo.button": "\u21b6 Undo",
    "undo.done": "Taken back: it is your turn again, with the same cards.",
    "undo.none": "Nothing to take back in this hand.",
    "undo.off": "Undo is switched off in the options.",
    "play.hints_off": "Hints are switched off in the options.",  # H with hints off
    "play.hints_your_turn": "Hints are given only on your turn.",  # H on another's turn
    # H on your turn, the bots' helper still starting, or stopped for good
    "play.hints_not_ready": "The hint is not ready yet \u2014 try again in a moment.",
    "play.hints_unavailable": "Hints are unavailable in this game.",
    "keys.undo": "Take back your last bid or card",
    "keys.undo_label": "Ctrl+Z",
    # the card tracker (an option)
    "tracker.title": "Still out",
    "tracker.none": "\u2014",
    # throw-in
    "throw.title": "Thrown in",
    "throw.low_total": "The bids total {total}, below the {min_total} needed.",
    "throw.low_total_values": "The bids are worth {total}, below the {min_total} needed.",
    "throw.no_five": "Nobody bid 5 or more.",
    "throw.no_pictures": "{seat} has no pictures and calls a redeal.",
    "throw.next": "The deal passes to {seat}.",
    "you.throw.next": "The deal passes to you.",
    "you.throw.no_pictures": "You have no pictures and call a redeal.",
    # draw for the first dealer
    "draw.title": "Drawing for the first deal",
    "draw.result": "{seat} deals first",
    "you.draw.result": "You deal first",
    # hand summary and score sheet
    "summary.title": "Hand {n}",
    "summary.player": "Player",
    "summary.bid": "Bid",
    "summary.taken": "Taken",
    "summary.points": "Points",
    "summary.total": "Total",
    "summary.made": "made",
    "summary.failed": "failed",
    "summary.won_game": "won the game",
    "summary.target_rose": "Both teams reached the target: it rises to {n}.",
    "sheet.title": "Score sheet",
    "sheet.hand": "Hand",
    "sheet.dealer": "Dealer",
    "sheet.thrown": "thrown in",
    "sheet.bid_taken": "bid/taken",
    "sheet.points": "pts",
    "sheet.win": "win",
    "sheet.total": "total",
    "sheet.team.0": "Us",
    "sheet.team.1": "Them",
    "sheet.empty": "No hand has been finished yet.",
    "sheet.more_above": "\u25b2 {n} more",
    "sheet.more_below": "\u25bc {n} more",
    # game over
    "over.title_won": "You win!",
    "over.title_lost": "{team} win",
    "over.title_stopped": "Game stopped",
    "over.team_wins": "{team} win the game",
    "you.over.target.positive": "You reached {score} and {partner} is positive",
    "you.over.target.non_negative": "You reached {score} and {partner} is not negative",
    "you.over.target.none": "You reached {score}",
    "you.partner.over.target.positive": "{seat} reached {score} and you are positive",
    "you.partner.over.target.non_negative": "{seat} reached {score} and you are not "
                                            "negative",
    "you.over.win_bid": "You made a bid of {bid}, which wins the game",
    "you.over.dropped_back": "After the raised target, only {team} still hold the old "
                             "one: you have {score} of {target}",
    "over.target.positive": "{seat} reached {score} and {partner} is positive",
    "over.target.non_negative": "{seat} reached {score} and {partner} is not negative",
    "over.target.none": "{seat} reached {score}",
    # under the reason: the winning rule, for a player who has not met it yet
    "over.rule.positive": "A team wins when one partner reaches {target} and the other "
                          "is above zero.",
    "over.rule.non_negative": "A team wins when one partner reaches {target} and the "
                              "other is not below zero.",
    "over.higher_total": "Both teams reached the target; {team} have the higher total "
                         "({a} to {b})",
    "over.win_bid": "{seat} made a bid of {bid}, which wins the game",
    "over.dropped_back": "After the raised target, only {team} still hold the old one: "
                         "{seat} has {score} of {target}",
    "over.stopped": ("The game was stopped after {n} hand.",
                     "The game was stopped after {n} hands."),
    # pause menu
    "pause.title": "Paused",
    "pause.resume": "Resume",
    "pause.settings": "Settings",
    "pause.rules": "Rules",
    "pause.quit": "Quit to menu",
    "pause.keys": "Keys",
    # the keys overlay and the status bar's tooltips (``table/keys.py``)
    "keys.title": "Keys",
    "keys.hint": "A hint for your bid or card",
    "keys.scores": "The score sheet",
    "keys.last": "This hand's tricks, the last first (\u2190 \u2192 for the others)",
    "keys.replay": "Replay this game's finished hands",
    "keys.review": "Review the last hand: your choices beside the hard bot's",
    # the hand review (``game.ui.table.review``)
    "review.title": "Review of hand {n}",
    "summary.review": "Review: {what}",
    "review.working": "The hard bot is weighing your decisions: {done} of {n}",
    "review.none_costly": ("Your decision cost less than half a point.",
                           "None of your {n} decisions cost more than half a point."),
    "review.costly": ("{n} of your {total} decisions cost more than half a point "
                      "(about {lost} points in all).",
                      "{n} of your {total} decisions cost more than half a point "
                      "(about {lost} points in all)."),
    "review.redealt": "This hand was dealt again before the bidding: there is nothing to "
                      "review.",
    "review.stopped": "The review stopped after {done} of {n} decisions: open it again to "
                      "go on.",
    "review.not_over": "A hand can be reviewed once it is over: there is none yet.",
    "review.bid": "Bid",
    "review.trick": "Trick {n}",
    "review.col_what": "When",
    "review.col_you": "You",
    "review.col_bot": "Hard bot",
    "review.col_points": "Points",
    # the hard bot as the one who does what a reason says ({name} of the
    # "their.hint." forms): under its better card, in both reviews, so that the
    # reason is never said of (or to) the player who did not play that card
    "review.hard_bot": "the hard bot",
    "review.same": "\u2713 the same",
    "review.forced": "your only card",
    # the review of a game of bots alone (watched in the replay): said of South by
    # its recorded name ("Hard", a program's name), not to the player
    "review.their.working": "{name}: the hard bot is weighing its decisions, {done} of {n}",
    "review.their.none_costly": ("{name}: its decision cost less than half a point.",
                                 "{name}: none of its {n} decisions cost more than half a "
                                 "point."),
    "review.their.costly": ("{name}: {n} of its {total} decisions cost more than half a "
                            "point (about {lost} points in all).",
                            "{name}: {n} of its {total} decisions cost more than half a "
                            "point (about {lost} points in all)."),
    "review.their.forced": "its only card",
    "review.their.col_you": "Its choice",
    "review.gain": "about +{points}",
    "keys.sound": "Sound on or off",
    "keys.keys": "These keys",
    "keys.claim": "Claim the remaining tricks, when they are surely yours",
    "keys.help_label": "F1 or ?",
    "keys.arrows": "\u2190 \u2192",
    "keys.choose": "Choose a card, or a bid",
    "keys.up_down": "\u2191 \u2193",
    "keys.bid_rows": "Among the bids: up or down a row, or one bid",
    "keys.enter": "Enter, Space",
    "keys.play": "Play the chosen card, or place the chosen bid",
    "keys.digits": "2 \u2013 13",
    "keys.digit_bid": "Choose that bid",
    "keys.esc": "Esc",
    "keys.pause": "Pause: settings, rules, keys, quit",
    "keys.f11": "F11",
    "keys.tab": "Tab, \u2190 \u2192 \u2191 \u2193",
    "keys.buttons": "In a window: move between its buttons",
    "keys.fullscreen": "Full screen or window",
    "keys.tip": "{what} \u2014 {shortcut}",
    "tip.scores": "Score sheet",
    "tip.last": "Last trick",
    "tip.hint": "Hint",
    "tip.sound": "Sound on or off",
    "tip.menu": "Pause menu",
    "pause.not_ready": "{what} is not available yet.",
    # redeal for no pictures
    "redeal.title": "No pictures",
    "redeal.text": "Your hand has no ace, king, queen or jack.",
    "redeal.ask": "Call a redeal (the hand is thrown in) or keep it?",
    "redeal.call": "Redeal",
    "redeal.keep": "Keep",
    "redeal.hint": "Hint: {choice} \u2014 {reason}",
    # why an action is refused (``describe``; "you." keys speak to the player)
    "illegal.wrong_phase.redeal": "{seat} cannot {what}: redeal decisions come first",
    "illegal.wrong_phase.bidding": "{seat} cannot {what}: the bidding is not finished",
    "illegal.wrong_phase.playing": "{seat} cannot {what}: the bidding is over and the play "
                                   "has begun",
    "illegal.not_your_turn": "{seat} cannot {what}: it is {turn}'s turn",
    "illegal.game_over": "the game is over; {action} cannot be applied",
    "illegal.not_a_bid": "{seat} cannot bid {action}: a bid is a whole number of tricks",
    "illegal.bid_too_low": "{seat} cannot bid {bid}: the smallest bid allowed is {minimum}",
    "illegal.bid_too_high": ("{seat} cannot bid {bid}: there is only {maximum} trick",
                             "{seat} cannot bid {bid}: there are only {maximum} tricks"),
    "illegal.not_a_card": "{seat} cannot play {action}: not a card",
    "illegal.not_in_hand": "{seat} cannot play {card}: it is not in their hand",
    "illegal.must_follow": "{seat} cannot play {card}: they must follow {suit} "
                           "(they hold {held})",
    "illegal.not_a_decision": "{seat}: a redeal decision is true or false, not {action}",
    "illegal.bad_deck": "a scripted deck must hold the 52 different cards",
    "you.illegal.not_in_hand": "You can't play {card}: it is not in your hand",
    "you.illegal.must_follow": "You can't play {card}: you must follow {suit} "
                               "(you hold {held})",
    "you.illegal.bid_too_low": "You can't bid {bid}: your smallest bid is {minimum}",
    "you.illegal.bid_too_high": ("You can't bid {bid}: there is only {maximum} trick",
                                 "You can't bid {bid}: there are only {maximum} tricks"),
    "you.illegal.wrong_phase.redeal": "You can't {what}: redeal decisions come first",
    "you.illegal.wrong_phase.bidding": "You can't {what}: the bidding is not finished",
    "you.illegal.wrong_phase.playing": "You can't {what}: the bidding is over and the play "
                                       "has begun",
    "you.illegal.not_your_turn": "You can't {what}: it is {turn}'s turn",
    "you.illegal.not_a_bid": "You can't bid {action}: a bid is a whole number of tricks",
    "you.illegal.not_a_card": "You can't play {action}: not a card",
    # counts, for the plural forms of each language
    "count.tricks": ("{n} trick", "{n} tricks"),
    "count.points": ("{n} point", "{n} points"),
    # why a hint suggests its action (``explain_hint``; ``HintReason`` codes)
    "hint.expects": ("expects {tricks} trick", "expects {tricks} tricks"),
    "hint.expects_least": ("expects {tricks} trick: {bid} is your smallest bid",
                           "expects {tricks} tricks: {bid} is your smallest bid"),
    "hint.throw_in.low_total": "throws the hand in: you expect {tricks} tricks, too few "
                               "to bid {plays}",
    "hint.throw_in.low_total_all": "throws the hand in: no bid of yours would play it",
    # the hand may take the tricks to play it, but playing is worth less
    "hint.throw_in.their_bids": "throws the hand in: the bids favour the other team",
    "hint.throw_in.costly": "throws the hand in: playing it loses points on average",
    "hint.throw_in.even": "throws the hand in: playing it is worth about the same",
    "hint.throw_in.no_five": "throws the hand in: you expect {tricks} tricks, too few "
                             "to bid 5",
    "hint.keep_no_pictures": "{trumps} trumps: worth playing even without pictures",
    "hint.redeal_no_pictures": "no pictures: a fresh hand is likely better",
    "hint.only_card": "the only card you may play",
    "hint.partner_winning": "partner's {card} is already winning",
    "hint.leave_to_partner": "leaves the trick to partner's {card}",
    "hint.trumps_in": "trumps in",
    "hint.wins": "wins the trick",
    "hint.tries_to_win": "tries to win the trick",
    "hint.need": "{what}: you still need {need}",
    "hint.have_your_tricks": "you have your tricks: no need to win this one",
    "hint.cannot_win": "cannot win this trick: keeps the better cards",
    "hint.ducks": "lets this trick go: keeps the better cards",
    "hint.top_left": "{card} is the top {suit} left",
    "hint.partner_trumps": "partner can trump this suit",
    "hint.leads_low": "leads low in {suits}",
    "hint.leads_under": "leads {card}, though {top} is still out",
    "hint.equal_lowest": "as good as your {low}, which is lower: your {card} tells your "
                         "partner you have no {denied}",
    # the same reasons said of another player by name (``explain_hint`` with
    # ``who``: the review of a game of bots, of South's recorded choices; the
    # names are bots' and programs': "its" in English, masculine in Arabic).
    # A reason that says nothing of the player ("K♠ is the top spade left")
    # has no such form.
    "their.hint.expects": ("{name} expects {tricks} trick", "{name} expects {tricks} tricks"),
    "their.hint.expects_least": ("{name} expects {tricks} trick: {bid} is its smallest bid",
                                 "{name} expects {tricks} tricks: {bid} is its smallest bid"),
    "their.hint.throw_in.low_total": "{name} throws the hand in: it expects {tricks} tricks, "
                                     "too few to bid {plays}",
    "their.hint.throw_in.low_total_all": "{name} throws the hand in: no bid it may make "
                                         "would play it",
    "their.hint.throw_in.their_bids": "{name} throws the hand in: the bids favour the other "
                                      "team",
    "their.hint.throw_in.costly": "{name} throws the hand in: playing it loses points on "
                                  "average",
    "their.hint.throw_in.even": "{name} throws the hand in: playing it is worth about the "
                                "same",
    "their.hint.throw_in.no_five": "{name} throws the hand in: it expects {tricks} tricks, "
                                   "too few to bid 5",
    "their.hint.keep_no_pictures": "{name} holds {trumps} trumps: worth playing even without "
                                   "pictures",
    "their.hint.only_card": "{name} may play no other card",
    "their.hint.partner_winning": "{name}'s partner is already winning with {card}",
    "their.hint.leave_to_partner": "{name} leaves the trick to its partner's {card}",
    "their.hint.trumps_in": "{name} trumps in",
    "their.hint.wins": "{name} wins the trick",
    "their.hint.tries_to_win": "{name} tries to win the trick",
    "their.hint.need": "{what}: it still needs {need}",
    "their.hint.have_your_tricks": "{name} has its tricks: no need to win this one",
    "their.hint.cannot_win": "{name} cannot win this trick: it keeps the better cards",
    "their.hint.ducks": "{name} lets this trick go: it keeps the better cards",
    "their.hint.partner_trumps": "{name}'s partner can trump this suit",
    "their.hint.leads_low": "{name} leads low in {suits}",
    "their.hint.leads_under": "{name} leads {card}, though {top} is still out",
    "their.hint.equal_lowest": "as good as its {low}, which is lower: {name}'s {card} tells "
                               "its partner it has no {denied}",
    "suit.one.0": "club",
    "suit.one.1": "diamond",
    "suit.one.2": "heart",
    "suit.one.3": "spade",
    "what.bid": "bid {action}",
    "what.play": "play {action}",
    "what.redeal": "decide on a redeal",
    "you.what.bid": "bid {action}",  # {what} in a "you." refusal: what you can't do
    "you.what.play": "play {action}",
    "you.what.redeal": "decide on a redeal",
    "suit.0": "clubs",
    "suit.1": "diamonds",
    "suit.2": "hearts",
    "suit.3": "spades",
    # the presets of house rules (``preset_title``, ``preset_place``)
    "preset.lebanese": "Lebanese 400",
    "preset.syrian41": "Syrian 41",
    "preset.cutthroat": "Cutthroat",
    "preset.jawaker": "Jawaker",
    "preset.lebanese.place": "Lebanon and most family tables: bids to 41, 5 and more count "
                             "double.",
    "preset.syrian41.place": "Syria (\"41\"): a bid of 1 allowed, small bids at face value.",
    "preset.cutthroat.place": "The cutthroat variant of the Syrian game, 5 and more doubled.",
    "preset.jawaker.place": "The table of Jawaker, the region's online platform: 10 to 13 are "
                            "worth 40.",
    # why a table of bid values is refused (``RulesError.reason``)
    "rules.why.win_then_number": "A bid of {low} wins the game, so a bid of {bid} must win "
                                 "it too.",
    "rules.why.worth_less": "A bid of {bid} can't be worth less than a bid of {low} "
                            "({value}).",
    # notices about the game's files (``game.storage``; shown on the title)
    "file.bad": "{file} {why}: {what}{kept}",
    "file.kept": "; the old file is kept as {name}",
    "file.not_moved": "; it could not be moved aside and is left as it is",
    "file.left_to_other": "; it is left as it is for the window that has the game open",
    "file.unreadable": "cannot be read ({detail})",
    "file.too_large": "is too large (over {mb} MB)",
    "file.not_text": "is not text (damaged?)",
    "file.empty": "is empty",
    "file.cut_short": "is damaged or cut short (line {line}: {detail})",
    "file.long_number": "holds a number too long to read",
    "file.too_deep": "is nested too deeply to read",
    "file.not_object": "is not a JSON object",
    "file.no_version": "has no version number",
    "file.newer": "was written by a newer version of the game (format {v}, this one reads "
                  "{version})",
    "file.bad_version": "has a bad version number {v}",
    "file.wrong_kind": "is not a {kind} file",
    "file.not_read": "could not be read ({detail})",
    "file.partly_unusable": "was partly unusable",
    "file.partly_damaged": "was partly damaged",
    "file.not_resumed": "cannot be resumed ({detail})",
    "file.not_record": "is not a valid game record ({detail})",
    # a record file to watch (``game.record_file``: play --replay, a file dropped on the window)
    "file.folder": "is a folder, not a file",
    "file.watch_line": "the game on line {line} of {file}",
    "file.cannot_watch": "Cannot watch {what}: it {why}",
    "file.cannot_write": "could not write to {folder} ({detail})",
    "file.in_use": "400 is already open in another window on the same files: this window "
                   "keeps no games, statistics or settings",
    "file.use_default_settings": "using the default settings",
    "file.use_default_stats": "statistics start from zero",
    "file.no_resume": "the saved game cannot be resumed",
    "file.no_save": "the saved game is not available",
    "file.no_replay": "Replay is not offered",
    "file.reviews_dropped": "the reviews it kept of a finished game's last hands are not "
                            "counted",
    "file.restarted_hand": "the hand in progress was restarted from its deal ({detail})",
    "file.options_unreadable": "options were unreadable; using the defaults",
    "file.options_reset": "options reset to the default: {names}",
    "file.rules_unreadable": "house rules were unreadable; using the preset",
    "file.rules_reset": "house rules reset to the preset: {names}",
    "file.custom_unreadable": "the kept custom rules were unreadable and are dropped",
    "file.custom_damaged": "the kept custom rules were damaged and are dropped",
    "file.also": "{first}; {then}",
    "file.lessons_done": "the list of lessons done was unreadable and starts again",
    "file.lessons_at": "the lesson left part-way was unreadable and starts from its beginning",
    "file.lessons_restart": "the lessons start again from the first",
    "file.unknown_preset": "unknown preset {name}; using Lebanese 400",
    "list.comma": ", ",  # between the items of a list ("Card back, Animation speed")
    # misc
    "window.title": "400",
    "help.skip": "Click or press a key to skip",
}


def compass_name(seat) -> str:
    """A seat as records and tools name it: "South", "East", "North", "West"."""
    return STRINGS.get(f"seat.{seat}", f"seat {seat!r}")


class Phrase(str):
    """Words to be said later, in whatever language is then in force: the
    English text (for logs, files and tests, as a ``str``), with the catalog
    ``key`` and ``fields`` it came from. ``say(phrase)`` words it in the
    language in force; a field may itself be a ``Phrase``. Used where the
    words are made before the language is known (the notices about damaged
    files, made while the settings are read)."""

    key: str
    fields: dict

    def __new__(cls, key: str, **fields):
        english = source(key)
        english = english[1] if isinstance(english, tuple) else english
        obj = super().__new__(cls, english.format(**fields) if english is not None else key)
        obj.key, obj.fields = key, fields
        return obj


# a setting whose row in Settings is not named "option.<field>" / "rule.<field>"
SETTING_LABELS = {"option.bot_levels": "option.bots", "option.lessons_offered": "learn.title"}


class Setting(Phrase):
    """A setting by the name its row in Settings gives it ("Animation
    speed", "Minimum bid"): ``kind`` is "option" or "rule", ``name`` the
    field. Where no row names it, its field name."""

    def __new__(cls, kind: str, name: str):
        key = f"{kind}.{name}"
        key = SETTING_LABELS.get(key, key)
        english = source(key)
        obj = str.__new__(cls, english if isinstance(english, str) else name)
        obj.key, obj.fields, obj.name = key, {}, name
        return obj


class Listed(tuple):
    """Phrases said as one list ("Card back, Animation speed"), with the
    language's own comma."""

    def __str__(self) -> str:
        return ", ".join(str(p) for p in self)


def say(text) -> str:
    """``text`` in the language in force: a ``Phrase`` translated (its
    phrase fields too), a ``Listed`` joined by the language's comma, any
    other string as it is."""
    if isinstance(text, Setting):
        return t(text.key) if source(text.key) is not None else text.name
    if isinstance(text, Phrase):
        return t(text.key, **{k: say(v) for k, v in text.fields.items()})
    if isinstance(text, Listed):
        return t("list.comma").join(say(p) for p in text)
    return str(text)


def preset_title(name: str) -> str:
    """A preset of house rules by its title: "Lebanese 400", "Syrian 41"."""
    return t(f"preset.{name}") if source(f"preset.{name}") is not None else str(name)


def preset_place(name: str) -> str:
    """Where a preset is played, in one line ('' for an unknown name)."""
    return t(f"preset.{name}.place") if source(f"preset.{name}.place") is not None else ""


def rules_why(error) -> str:
    """Why rules were refused (a ``RulesError``), as one sentence: from its
    ``reason`` code where it has one, else its own English text."""
    if getattr(error, "reason", None):
        code, fields = error.reason
        return t(f"rules.why.{code}", **fields)
    why = getattr(error, "why", None) or str(error)
    return why[:1].upper() + why[1:] + ("" if why.endswith(".") else ".")


def player_name(seat: int) -> str:
    """A seat as the table names the one sitting there: "You" for your seat
    (South), a name for each bot."""
    return t(f"player.{seat}")


def team_name(team: int, name=player_name) -> str:
    """"You & Samir", "Layla & Karim": a team by its two players."""
    return t("team.pair", a=name(team), b=name(team + 2))


def said(key: str, seat: int, *, name=player_name, you_seat: int | None = 0,
         **fields) -> str:
    """``key`` said of ``seat``: its "you." form when ``seat`` is yours (the
    player's, ``you_seat``) and the catalog has one, else with ``{seat}``
    filled in by ``name``: "You take the trick", "Samir takes the trick";
    said of a woman, in its "she." form where the language has one ("ليلى
    تأخذ اللمّة", not "يأخذ")."""
    if seat is not None and seat == you_seat and source(f"you.{key}") is not None:
        return t(f"you.{key}", **fields)
    who = name(seat)
    return t(gendered(key, who), seat=who, **fields)


# The women at the table, by their names' keys: Layla (East), drawn as a woman
# (ui/avatar.py). A sentence whose subject she is takes its "she." form
# (``FEMININE``), and one that says she is her partner's condition its
# "her_partner." form, where the language in force gives them a text of their
# own: Arabic marks the verb ("تأخذ", "وصلت"); English, whose text is the
# same, and any language not yet translated read the plain form.
SHE = ("player.1",)
FEMININE = ("status.thinking", "status.dealing", "status.shuffling", "play.trick_won",
            "replay.won_by", "throw.no_pictures", "draw.result", "over.win_bid",
            "scores.needs.positive", "scores.needs.non_negative", "over.target.none",
            "over.target.positive", "over.target.non_negative", "play.last_trick",
            "play.trick_n")
HER_PARTNER = ("over.target.positive", "over.target.non_negative")

# The sentences said TO the player whose words change when the player is a
# woman: Arabic writes «اختاري», «العبي», «أنتِ تأخذين», «جديدة» where a man
# reads «اختر», «العب», «أنت تأخذ», «جديد». Each has a "you_f." form in the
# catalog (registered by ``add_source`` from whichever dict holds the key),
# used when the options ask to be addressed as a woman (``set_address``) and
# the language in force translates it; English and any language not yet
# translated read the plain form. A key whose text reads the same for a woman
# in every language we have (Arabic «لديك», «يدك», «ربحت») is not listed.
ADDRESSED = (
    # the table
    "status.your_play", "bid.title", "bid.dealer_from", "bid.dealer_from_one",
    "bid.confirm_title", "bid.confirm_no", "bid.confirm_yes", "bid.hint",
    "play.not_your_turn", "play.claim_button", "play.click_on", "play.no_claim",
    "play.hint_card", "play.hints_not_ready", "help.skip", "undo.none", "redeal.ask",
    "redeal.call", "redeal.keep",
    "button.play_again", "pause.resume", "review.stopped",
    "keys.undo", "keys.review", "keys.claim", "keys.choose", "keys.digit_bid", "keys.play",
    # said of you: "you." forms (``said``)
    "you.status.dealing", "you.status.shuffling", "you.play.trick_won",
    "you.replay.won_by", "you.draw.result",
    "you.illegal.not_in_hand", "you.illegal.must_follow", "you.illegal.bid_too_low",
    "you.illegal.bid_too_high", "you.illegal.not_a_bid", "you.illegal.not_a_card",
    "you.what.bid", "you.what.play", "you.what.redeal",
    # a hint's reason (``explain_hint``): said to you of your own bid or card,
    # in the hint and in the hand's review («تأخذ اللمّة», «تأخذين اللمّة»)
    "hint.expects", "hint.expects_least", "hint.throw_in.low_total",
    "hint.throw_in.low_total_all", "hint.throw_in.their_bids", "hint.throw_in.costly",
    "hint.throw_in.even", "hint.throw_in.no_five", "hint.need", "hint.cannot_win",
    "hint.ducks", "hint.leads_low", "hint.leads_under", "hint.leave_to_partner",
    "hint.tries_to_win", "hint.trumps_in", "hint.wins",
    # the menus, settings and how-to-play (``game/ui/screens/text.py``)
    "title.abandon", "title.abandon_no", "settings.reset", "settings.by_flag_refused",
    "rule.min_total_counts.note", "rule.bid.switch_off", "option.bots.note",
    "option.confirm_throw_in.note", "option.trick_click.note", "option.fullscreen.note",
    "stats.reset", "stats.confirm", "stats.confirm_yes", "replay.export",
    "howto.playing", "howto.scoring", "howto.signals", "howto.this_game",
    # the lessons (``game/learn/lessons.py``, their words in text.py)
    "learn.offer", "learn.resume", "learn.all_done",
    "lesson.follow.say", "lesson.follow.wrong", "lesson.trump.say", "lesson.trump.wrong",
    "lesson.bid.say", "lesson.bid.wrong", "lesson.bid.done", "lesson.total.say",
    "lesson.total.wrong", "lesson.double.say", "lesson.double.wrong",
    "lesson.partner.say", "lesson.partner.wrong", "lesson.partner.done",
    "lesson.equal.say", "lesson.equal.wrong", "lesson.equal.done", "lesson.hand.say",
    "lesson.seven.say", "lesson.seven.wrong",
)


def is_she(who: str) -> bool:
    """Whether ``who`` (a name as drawn) is one of the women at the table."""
    return any(who == t(key) for key in SHE)


def gendered(key: str, who: str, prefix: str = "she.") -> str:
    """``key``, or its form for a woman (``prefix``) when ``who`` is one and
    the language in force has that form translated."""
    form = prefix + key
    if source(form) is None or not is_she(who):
        return key
    return form if translated(form) else key


def translated(key: str) -> bool:
    """Whether the language in force gives ``key`` a text of its own (an
    untranslated message reads as its English source)."""
    english = source(key)
    if english is None:
        return False
    tr = _state["translation"]
    if isinstance(english, tuple):
        return tr.npgettext(key, english[0], english[1], 1) != english[0]
    return tr.pgettext(key, english) != english


def set_address(form: str) -> None:
    """Speak to the player as to a man ("masculine", the default) or a woman
    ("feminine"); anything else is the default."""
    _state.update(address="feminine" if form == "feminine" else "masculine",
                  version=_state["version"] + 1)


def address() -> str:
    return _state["address"]


def addresses_women() -> bool:
    """Whether the language in force has any sentence of its own for a woman
    addressed (a "you_f." form translated): only then is the choice offered."""
    return any(translated(f"you_f.{key}") for key in ADDRESSED if source(key) is not None)


def _addressed(key: str) -> str:
    """``key``, or its "you_f." form when the player is addressed as a woman
    and the language in force translates that form."""
    if _state["address"] != "feminine":
        return key
    form = f"you_f.{key}"
    return form if source(form) is not None and translated(form) else key


def _game_end(code: str, seat, name, you_seat, *, winner=None, scores=(0, 0, 0, 0),
              bid="?", condition: str = "positive", target: int = 0, hands: int = 0) -> str:
    """How a game ended (``GameEnd``): fields ``winner`` (team), ``scores``,
    the winning ``bid``, the partner ``condition``, the old ``target``."""
    if code == "stopped":
        return tn("over.stopped", hands)
    team = team_name(winner, name) if winner is not None else ""
    if code == "win_bid" and seat is not None:
        return said("over.win_bid", seat, name=name, you_seat=you_seat, bid=bid)
    if code == "target" and seat is not None:
        partner = (seat + 2) % 4
        key = f"over.target.{condition}"
        if partner == you_seat and source(f"you.partner.{key}") is not None:
            return t(f"you.partner.{key}", seat=name(seat), score=scores[seat])
        if seat != you_seat and is_she(name(partner)):
            key = gendered(key, name(partner), "her_partner.")
        return said(key, seat, name=name, you_seat=you_seat, score=scores[seat],
                    partner=name(partner))
    if code == "higher_total" and winner is not None:
        a = scores[winner] + scores[winner + 2]  # as engine.scoring.team_total
        b = scores[1 - winner] + scores[3 - winner]
        return t("over.higher_total", team=team, a=a, b=b)
    if code == "dropped_back" and seat is not None:
        return said("over.dropped_back", seat, name=name, you_seat=you_seat, team=team,
                    score=scores[seat], target=target)
    return t("over.team_wins", team=team)


_WHAT = {"bid": "what.bid", "play": "what.play", "redeal": "what.redeal"}


def describe(reason, seat=None, action=None, *, you_seat: int | None = None,
             seat_name=None, card_text=None, **fields) -> str:
    """The one place where a reason (``game.engine.reasons``) and its fields
    become words. ``seat_name(seat)`` and ``card_text(card)`` say seats and
    cards as the screen does (default: "South", "TH"). ``you_seat`` is the
    player's seat: a sentence about it speaks to the player, where the
    catalog has a "you." form ("You can't play 5♠: you must follow…")."""
    name = seat_name or compass_name
    card = card_text or (lambda c: c.code)
    code = str(reason)
    if type(reason).__name__ == "GameEnd":
        return _game_end(code, seat, name, you_seat, **fields)
    if type(reason).__name__ == "ThrowIn":  # fields: seat, total, min_total, values
        key = f"throw.{code}" + ("_values" if fields.get("values") and
                                 source(f"throw.{code}_values") is not None else "")
        return said(key, seat, name=name, you_seat=you_seat, total=fields.get("total"),
                    min_total=fields.get("min_total"))
    out = dict(fields)
    out["seat"] = name(seat)
    if "turn" in out:
        out["turn"] = name(out["turn"])
    if "card" in out:
        out["card"] = card(out["card"])
    if "held" in out:
        out["held"] = ", ".join(card(c) for c in out["held"][-1:])
    if "suit" in out:
        out["suit"] = t(f"suit.{int(out['suit'])}")
    kind = "play" if hasattr(action, "suit") else "redeal" if isinstance(action, bool) \
        else "bid"
    out["action"] = card(action) if kind == "play" else repr(action) \
        if kind == "bid" and not isinstance(action, int) else action
    if code == "wrong_phase":
        code = f"wrong_phase.{getattr(out.get('phase'), 'value', out.get('phase'))}"
    key = f"you.illegal.{code}" if seat is not None and seat == you_seat and \
        source(f"you.illegal.{code}") is not None else f"illegal.{code}"
    if "what" not in out:  # said to you in your own words: Arabic «تطلب», not «يطلب»
        what = f"you.{_WHAT[kind]}" if key.startswith("you.") else _WHAT[kind]
        out["what"] = t(what, action=out["action"])
    if isinstance(source(key), tuple):  # a count: its plural form
        return tn(key, out.get("maximum", 0), **out)
    return t(key, **out)


def explain_hint(why, card_text=None, who: str | None = None) -> str:
    """The one place where a hint's reason (``game.ai.hints.Why``: a
    ``HintReason`` code and its fields) becomes words. ``card_text(card)``
    says a card as the screen does (default: its code, "TH"). ``who``: the
    name of the player whose choice it is when that is not the player (the
    review of a game of bots; or ``t("review.hard_bot")`` under the hard bot's
    better choice in a review): the reason is said of ``who`` ("their." forms,
    the same fields and ``name``), else to the player."""
    card = card_text or (lambda c: c.code)
    code, f = str(why.code), why.fields

    def words(key: str, n: int | None = None, **fields) -> str:
        if who is not None and source(f"their.{key}") is not None:
            key, fields = f"their.{key}", {**fields, "name": who}
        return t(key, **fields) if n is None else tn(key, n, **fields)

    if code in ("expects", "throw_in"):
        lo, hi = f["lo"], f["hi"]
        tricks = str(lo) if lo == hi else f"{lo}\u2013{hi}"
        # a range is counted as a plural that writes its number ("0\u20131 tricks"):
        # Arabic's forms for one and two leave it out («لمّتين» would hide "1\u2013")
        n = hi if lo == hi else max(hi, 3)
        if code == "expects":
            if f.get("least") is not None:  # the rules' minimum asks more than the hand
                return words("hint.expects_least", n, tricks=tricks, bid=f["least"])
            return words("hint.expects", n, tricks=tricks)
        throw = str(f["throw"])
        if throw == "low_total" and f.get("plays") is None:
            return words("hint.throw_in.low_total_all")
        if f.get("cause"):  # the hand may take the tricks: not too few, but worth less
            return words(f"hint.throw_in.{f['cause']}", plays=f.get("plays"))
        return words(f"hint.throw_in.{throw}", tricks=tricks, plays=f.get("plays"))
    if code in ("trumps_in", "wins", "tries_to_win"):
        what = words(f"hint.{code}")
        return words("hint.need", what=what, need=f["need"]) if f.get("need") else what
    if code == "equal_lowest":
        return words("hint.equal_lowest", card=card(f["card"]), low=card(f["low"]),
                     denied=card(f["denied"]))
    if code == "leads_under":
        return words("hint.leads_under", card=card(f["card"]), top=card(f["top"]))
    out = dict(f)
    if "card" in out:
        out["suit"] = t(f"suit.one.{int(out['card'].suit)}")
        out["card"] = card(out["card"])
    elif "suit" in out:
        out["suits"] = t(f"suit.{out['suit']}")
    return words(f"hint.{code}", **out)


_SOURCES: list[dict] = []  # every dict of English source strings, by key


class _Pseudo(gettext.NullTranslations):
    """Marks each string it translates, so that a test can tell text that
    came through the catalog from text that did not."""

    def pgettext(self, context, message):
        return f"\u27e6{message}\u27e7"

    def npgettext(self, context, singular, plural, n):
        return f"\u27e6{singular if n == 1 else plural}\u27e7"


_state: dict = {"language": "en", "translation": gettext.NullTranslations(), "rtl": False,
                "digits": "western", "address": "masculine", "version": 0}


def add_source(strings: dict) -> None:
    """Register a dict of English source strings (keys must be unique). Each
    key of ``ADDRESSED`` it holds gets its "you_f." form, the same English."""
    strings.update({f"you_f.{key}": strings[key] for key in ADDRESSED if key in strings})
    if strings not in _SOURCES:
        _SOURCES.append(strings)


def source(key: str):
    """The English source of ``key`` (a string or a (singular, plural) pair), or None."""
    for strings in _SOURCES:
        if key in strings:
            return strings[key]
    return None


def sources() -> dict:
    """Every key and its English source, over all registered dicts."""
    out: dict = {}
    for strings in _SOURCES:
        out.update(strings)
    return out


# what the translator of a language reads beside these messages in the .po
NOTES = {
    "language.name": "The name of your language in your language, as the Settings "
                     "page offers it: Fran\u00e7ais, \u0627\u0644\u0639\u0631\u0628\u064a\u0629, "
                     "Deutsch.",
    "language.direction": "rtl if your language is written right to left (the menus and "
                          "the table's bars are then mirrored); otherwise ltr.",
}
NOTES.update({key: "Said of another player, not to the player, by its name ({name}, "
                   "or in {what}): a bot or a program, in the review of a game of bots. "
                   "Make the name the subject, with masculine verbs."
              for key in STRINGS if key.startswith("their.hint.")})
NOTES["review.hard_bot"] = ("The hard bot, as the subject of a sentence: it is the {name} "
                            "of the their.hint. messages, under the hard bot's better card "
                            "in a hand's review (\"the hard bot leads low in \u2660\").")
# a language folder's name: "fr", "pt_BR", "sr@latin"
_CODE = re.compile(r"[a-z]{2,3}(?:_[A-Za-z0-9]+)?(?:@[a-z]+)?")
_catalogs: dict[str, tuple] = {}  # .mo path -> ((mtime, size), its translations)


def locale_dir() -> str:
    return LOCALE_DIR or os.path.join(assets_dir(), "locale")


def _mo_path(code: str) -> str:
    return os.path.join(locale_dir(), code, "LC_MESSAGES", f"{DOMAIN}.mo")


def available_languages() -> tuple[str, ...]:
    """The languages the game can speak: English (the source), then every
    language with a compiled catalog in ``locale_dir()``, by code. Read from
    the folder each time: a catalog added or removed counts at once."""
    try:
        names = sorted(os.listdir(locale_dir()))
    except OSError:
        names = []
    return ("en", *(n for n in names if n != "en" and _CODE.fullmatch(n)
                    and os.path.isfile(_mo_path(n))))


def catalog(code: str) -> gettext.NullTranslations | None:
    """The compiled catalog of ``code`` (read again when its file changes), or
    None when it has none or it cannot be read. Its ``Plural-Forms`` header
    gives the plural rule of its counts."""
    if code == "en" or not _CODE.fullmatch(code or ""):
        return None
    path = _mo_path(code)
    try:
        st = os.stat(path)
        stamp = (st.st_mtime_ns, st.st_size)
        kept = _catalogs.get(path)
        if kept is None or kept[0] != stamp:
            with open(path, "rb") as f:
                kept = _catalogs[path] = (stamp, gettext.GNUTranslations(f))
    except (OSError, ValueError, UnicodeDecodeError):  # gone, or not a catalog
        return None
    return kept[1]


def own_name(code: str) -> str:
    """A language's name in itself, as its catalog gives it (``language.name``):
    "English", "Fran\u00e7ais"; its code if the catalog names no language."""
    english = STRINGS["language.name"]
    if code == "en":
        return english
    tr = _Pseudo() if code == PSEUDO else catalog(code)
    name = tr.pgettext("language.name", english).strip() if tr else ""
    return name if name and name != english else code


def writes_right_to_left(code: str) -> bool:
    """Whether ``code`` is written right to left: its catalog says "rtl"
    (``language.direction``), or it names itself, or its Settings, in a
    right-to-left script (a translator who left the direction out). The one
    source of the layout's direction (``right_to_left``)."""
    tr = catalog(code)
    if tr is None:
        return False
    said = tr.pgettext("language.direction", STRINGS["language.direction"])
    return said.strip().lower() == "rtl" or any(
        has_rtl(tr.pgettext(key, STRINGS[key])) for key in ("language.name", "pause.settings"))


class _Languages(Mapping):
    """Each available language's code and its own name, read from the
    catalogs when asked (``available_languages``, ``own_name``)."""

    def __getitem__(self, code):
        if code not in available_languages():
            raise KeyError(code)
        return own_name(code)

    def __iter__(self):
        return iter(available_languages())

    def __len__(self):
        return len(available_languages())


LANGUAGES = _Languages()


def set_language(code: str) -> str:
    """Speak ``code`` ("en", "ar", any language with a catalog) from now on;
    anything else, or a language whose catalog is missing, means English.
    Returns the language in force."""
    translation = _Pseudo() if code == PSEUDO else catalog(code)
    if translation is None:
        code, translation = "en", gettext.NullTranslations()
    rtl = code != PSEUDO and writes_right_to_left(code)
    _state.update(language=code, translation=translation, rtl=rtl,
                  version=_state["version"] + 1)
    return code


def language() -> str:
    return _state["language"]


def right_to_left() -> bool:
    """True when the language in force is written right to left."""
    return _state["rtl"]


def set_digits(style: str) -> None:
    """"western" (0-9, the default, as on Levantine score sheets) or "eastern"
    (\u0660-\u0669, used only when the language is Arabic)."""
    _state.update(digits="eastern" if style == "eastern" else "western",
                  version=_state["version"] + 1)


def digits_apply() -> bool:
    """Whether the digits option changes anything in the language in force:
    only Arabic writes Eastern digits, so only there is the choice offered
    (elsewhere the saved choice is kept, unused)."""
    return _state["language"] == "ar"


def eastern_digits() -> bool:
    return _state["digits"] == "eastern" and digits_apply()


def text_version() -> int:
    """Changes whenever the language or the digits change (caches of drawn
    text key on it)."""
    return _state["version"]


def use_options(options) -> bool:
    """Speak the language and digits ``options`` ask for (an empty language
    means the system's), and address the player as they ask. True when that
    changed what the screen says."""
    before = (_state["language"], _state["digits"], _state["address"])
    code = options.language or system_language()
    if code != _state["language"]:
        set_language(code)
    if options.digits != _state["digits"]:
        set_digits(options.digits)
    form = "feminine" if getattr(options, "address", "") == "feminine" else "masculine"
    if form != _state["address"]:
        set_address(form)
    return (_state["language"], _state["digits"], _state["address"]) != before


def _available(value: str, available: tuple) -> str | None:
    """The available language a locale name asks for: "fr_CA.UTF-8" is
    "fr_CA" if there is a catalog for it, else "fr"; None if neither."""
    name = value.split(".")[0].split("@")[0].replace("-", "_")
    lang, _, region = name.partition("_")
    for code in (f"{lang.lower()}_{region.upper()}" if region else None, lang.lower()):
        if code and code in available:
            return code
    return None


def system_language(env=None) -> str:
    """The language the system speaks, if we have it: the first of the
    ``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` variables that is
    set (``LANGUAGE`` may list several, in order of preference), then (on
    Windows) the user's UI language; any available language counts
    (``available_languages``). "en" when none is available."""
    env = os.environ if env is None else env
    available = available_languages()
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = env.get(name, "")
        if value:
            wanted = value.split(":") if name == "LANGUAGE" else [value]
            return next((c for c in (_available(w, available) for w in wanted) if c), "en")
    if os.name == "nt":  # pragma: no cover - Windows only
        try:
            ui = ctypes.windll.kernel32.GetUserDefaultUILanguage()
            return _available(locale.windows_locale.get(ui, "en"), available) or "en"
        except Exception:
            return "en"
    return "en"


# what makes a field a left-to-right island in Arabic text: a Latin letter
# ("--lang", a file name) or a suit symbol (a card, "10♠", read "10♠" there too)
_LATIN = re.compile("[A-Za-z\u2660-\u2667]")
# a strong right-to-left letter: Hebrew, Arabic and their presentation forms
_RTL = re.compile("[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]")


def has_rtl(text: str) -> bool:
    """True when ``text`` holds a right-to-left letter."""
    return _RTL.search(text) is not None


def _set_apart(text: str) -> bool:
    """Whether ``text`` is one isolate (LRI, RLI or FSI \u2026 PDI) whole."""
    depth = 0
    for i, c in enumerate(text):
        depth += c in "\u2066\u2067\u2068"
        depth -= c == "\u2069"
        if depth <= 0:
            return i == len(text) - 1 and i > 0
    return False


def _isolated(fields: dict) -> dict:
    """In a right-to-left language, a Latin field ("--lang", a file name, a
    path) or a card ("10♠") is set apart with the Unicode isolates LRI…PDI,
    so that the line's reordering keeps it whole ("--lang", not "lang--";
    "10♠", not "♠10"); the text module draws the isolates as nothing. A field
    already set apart (``isolated``: a recorded name, a file's) is left as it is."""
    if not _state["rtl"]:
        return fields
    return {k: f"\u2066{v}\u2069" if isinstance(v, str) and _LATIN.search(v)
            and not has_rtl(v) and not _set_apart(v) else v
            for k, v in fields.items()}


def isolated(text: str) -> str:
    """Verbatim text set inside a line of the game's words (a recorded
    player's name, a program's, a file's): in a right-to-left language, set
    apart with the Unicode isolates FSI…PDI, so that it reads as written, in
    the direction of its first letter, whatever surrounds it ("mybot.py…",
    its "…" at its end, not "…mybot.py"); as it is in a left-to-right one.
    The text module draws the isolates as nothing."""
    return f"\u2068{text}\u2069" if _state["rtl"] and text else text


def _filled(text: str, english: str, fields: dict) -> str:
    """``text`` with its fields filled in; the English if the translation
    names a field the game does not give, or breaks a brace (a translator's
    slip shows English, never a crash)."""
    try:
        return text.format(**fields)
    except (KeyError, IndexError, ValueError, AttributeError):
        return english.format(**fields)


def t(key: str, **fields) -> str:
    """The text for ``key`` in the language in force, with ``fields`` filled
    in (the key itself if it is not in the catalog)."""
    english = source(key)
    if english is None:
        return key
    if isinstance(english, tuple):
        english = english[1]
    text = _state["translation"].pgettext(_addressed(key), english)
    return _filled(text, english, _isolated(fields)) if fields else text


def tn(key: str, n: int, **fields) -> str:
    """The text for a count ``n`` of something ("1 trick", "3 tricks"): the
    plural form the language uses for ``n``; ``{n}`` and ``fields`` filled in.
    A negative count takes the form of its size, as the Unicode CLDR's plural
    rules read it: -1 is said as 1 is ("-1 pt"), and Arabic's -3 as 3 (the
    catalogs' Plural-Forms formulas are written for counts of zero and up)."""
    english = source(key)
    if english is None:
        return key
    one, many = english if isinstance(english, tuple) else (english, english)
    text = _state["translation"].npgettext(_addressed(key), one, many, abs(n))
    return _filled(text, one if abs(n) == 1 else many, {"n": n, **_isolated(fields)})


STRINGS.update({f"she.{key}": STRINGS[key] for key in FEMININE})
STRINGS.update({f"her_partner.{key}": STRINGS[key] for key in HER_PARTNER})
add_source(STRINGS)
