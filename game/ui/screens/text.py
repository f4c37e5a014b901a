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
    "title.keys": "\u2191 \u2193 to choose \u00b7 Enter to open \u00b7 A about "
                  "\u00b7 Esc to quit",
    "title.abandon": "Start a new game?",
    "title.abandon_text": "Your saved game (hand {hand}) will be replaced.",
    "title.abandon_yes": "New game",
    "title.abandon_no": "Keep it",
    # about 400 (``screens/about.py``): the version, the player's folders, the credits
    "title.about": "About 400",
    "about.title": "About 400",
    "about.version": "Version {version}",
    "about.what": "The trick-taking card game of Lebanon and Syria: you and a computer "
                  "partner against two computer players.",
    "about.files": "Your files",
    "about.settings": "Settings",
    "about.games": "Saved game, statistics and lessons",
    "about.exports": "Exported game records",
    "about.no_files": "This session keeps no files.",
    "about.open": "Open",
    "about.copy": "Copy",
    "about.opening": "Opening the folder in your file manager\u2026",
    "about.cannot_open": "Cannot open the folder ({why}): copy its path instead.",
    "about.exit_status": "exit status {code}",
    "about.not_yet": "This folder does not exist yet: the game makes it when it first "
                     "writes there.",
    "about.copied": "The path is copied: paste it in your file manager.",
    "about.cannot_copy": "Cannot copy to the clipboard ({why}).",
    "about.credits": "Credits",
    # {font} "DejaVu Sans", {owner} "2003 Bitstream, Inc.", {licence} "Bitstream Vera"
    "about.font": "Font: {font}, \u00a9 {owner} ({licence} licence); its DejaVu changes are "
                  "in the public domain.",
    "about.art": "Cards and sounds: drawn and synthesised by the game's own code.",
    "about.licences": "Licences",
    "about.licences_note": "The game includes free software by others: Licences (L) shows "
                           "their licences.",
    "about.licences_missing": "The licences file is missing from this copy of the game "
                              "({file}).",
    "about.keys": "Tab to choose \u00b7 Enter to press \u00b7 L licences \u00b7 Esc back",
    "licences.title": "Third-party licences",
    "licences.keys": "\u2191 \u2193 PgUp PgDn to scroll \u00b7 N P next or previous licence "
                     "\u00b7 Home the list \u00b7 Esc back",
    "licences.cannot_read": "Cannot read the licences file ({why}).",
    # common
    "screen.back": "Back",
    "screen.keys": "\u2191 \u2193 choose \u00b7 \u2190 \u2192 change \u00b7 Tab switches page "
                   "\u00b7 Esc back",
    "screen.keys_rules": "\u2191 \u2193 choose \u00b7 \u2190 \u2192 change \u00b7 "
                         "R reset to preset \u00b7 Tab switches page \u00b7 Esc back",
    "screen.keys_scroll": "\u2191 \u2193 PgUp PgDn or the wheel to scroll \u00b7 Esc back",
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
    "settings.tab_language": "Language",
    # the house rules on the settings screen: "rule.KEY" is the label,
    # "rule.KEY.note" its one line, "rule.KEY.what" the field in a refusal
    "rule.preset": "Preset",
    "rule.preset.custom": "Any change below makes it Custom.",
    "rule.preset.kept": "Your Custom set stays in the list.",
    "rule.between": "{what} is between {lo} and {hi}.",
    "rule.target": "Target",
    "rule.target.note": "The score a player must reach for the team to win (41; some play 44).",
    "rule.target.what": "The target",
    "rule.min_bid": "Minimum bid",
    "rule.bid_values": "Values of the bids",  # named in a notice when a file's were bad
    "rule.min_bid.note": "The smallest bid anybody may make.",
    "rule.min_bid.what": "The minimum bid",
    "rule.min_bid_rises": "Minimum bid rises",
    "rule.min_bid_rises.note": "From 30 points a player must bid at least score \u00f7 10 "
                               "(30s: {in30}, 40s: {in40} \u2026).",
    "rule.min_total": "Minimum total",
    "rule.min_total.note": "The four bids must add up to this, or the hand is thrown in and "
                           "dealt again.",
    "rule.min_total.what": "The minimum total",
    "rule.min_total_counts": "The total counts",
    "rule.min_total_counts.note": "Add up the tricks bid, or what each bid is worth (Syrian: "
                                  "a 7 alone is worth 14).",
    "rule.min_total_rises": "Minimum total rises",
    "rule.min_total_rises.note": "From 30 points at the table the total needed rises with "
                                 "the top score (30s: {in30}, 40s: {in40} \u2026).",
    "rule.bid.label": "A bid of {bid}",
    "rule.bid.wins": "wins the game",
    "rule.bid.chip": "wins (W)",
    "rule.bid.points": ("{n} point", "{n} points"),
    "rule.bid.switch_off": "Switch off \u201cwins\u201d (W) to give this bid a number of "
                           "points.",
    "rule.bid.range": "A bid is worth 0 to 1000 points.",
    "rule.bid.note_win": "Taking {bid} or more tricks after bidding {bid} wins the game at "
                         "once; failing costs {penalty}. W switches it off.",
    # the winning bid of every trick: "every trick", not "13 or more tricks"
    "rule.bid.note_win_all": "Taking every trick after bidding {bid} wins the game at once; "
                             "failing costs {penalty}. W switches it off.",
    "rule.bid.note": "Made: +{v}, failed: \u2212{v}. W: this bid wins the game outright "
                     "(every higher bid must win too).",
    "rule.win_bid_penalty": "Penalty for a failed winning bid",
    "rule.win_bid_penalty.note": "Points lost by a player who fails a bid that would have "
                                 "won the game.",
    "rule.win_bid_penalty.what": "The penalty",
    "rule.devalue_5_6_at_30": "5 and 6 at face value from 30",
    "rule.devalue_5_6_at_30.note": "From 30 points a player's bids of 5 and 6 score just 5 "
                                   "and 6.",
    "rule.partner_condition": "Partner must have",
    "rule.partner_condition.note": "What the partner of the player at the target needs for "
                                   "the team to win.",
    "rule.both_reach": "When both teams reach the target",
    "rule.both_reach.note": "The higher total wins, or the target rises by 10 and play goes "
                            "on.",
    "rule.five_to_run": "Five to run",
    "rule.five_to_run.note": "A hand is also thrown in unless somebody bids 5 or more.",
    "rule.redeal_no_pictures": "Redeal with no pictures",
    "rule.redeal_no_pictures.note": "A player dealt no ace, king, queen or jack may call a "
                                    "redeal.",
    "rule.deal_pattern": "Deal pattern",
    "rule.deal_pattern.note": "How many cards each player gets at a time as the cards go "
                              "round.",
    "rule.value.positive": "above zero",
    "rule.value.non_negative": "zero or more",
    "rule.value.none": "anything",
    "rule.value.higher_total": "higher total wins",
    "rule.value.raise_target": "target +10, play on",
    "rule.value.tricks": "tricks bid",
    "rule.value.values": "bid values",
    "rule.warn.never_thrown": "With a minimum bid of {min_bid}, four bids always reach "
                              "{min_total}: no hand is ever thrown in for a low total.",
    "rule.warn.no_win_bid": "No bid wins the game outright, so the penalty for a failed "
                            "winning bid never applies.",
    # the options page: "option.KEY" is the label, "option.KEY.note" its one line
    "value.yes": "Yes",
    "value.no": "No",
    "value.on": "On",
    "value.off": "Off",
    "option.language": "Language",
    "option.language.note": "The language of every screen; it changes at once.",
    "option.digits": "Digits",
    "option.digits.note": "Western 0\u20139, as on Levantine score sheets, or Eastern Arabic "
                          "\u0660\u2013\u0669 (in Arabic).",
    "option.value.western": "Western 123",
    "option.value.eastern": "Eastern \u0661\u0662\u0663",
    # offered only in a language that speaks to a woman in words of their own
    # (``game.strings.addresses_women``)
    "option.address": "Address me as",
    "option.address.note": "How the game speaks to you: as to a man or as to a woman.",
    "option.value.masculine": "A man",
    "option.value.feminine": "A woman",
    "option.text_size": "Text size",
    "option.text_size.note": "Bigger words on the table and in the menus, easier to read.",
    "option.text_size.normal": "Normal",
    "option.text_size.large": "Large",
    "option.bots": "Bots",
    "option.bots.note": "One level for every bot, or set each seat below.",
    "option.bots.mixed": "Mixed (set per seat below)",
    "option.bot.partner": "How well {seat} (your partner) plays.",
    "option.bot.opponent": "How well {seat} (an opponent) plays.",
    "option.value.random": "Random",
    "option.value.easy": "Easy",
    "option.value.medium": "Medium",
    "option.value.hard": "Hard",
    "option.speed": "Animation speed",
    "option.speed.note": "How fast cards are dealt and played.",
    "option.value.slow": "Slow",
    "option.value.normal": "Normal",
    "option.value.fast": "Fast",
    "option.value.instant": "Instant",
    "option.french_indices": "Card indices",
    "option.french_indices.note": "French 1 R D V (as in Lebanon and Syria) or English A K "
                                  "Q J.",
    "option.value.french": "French",
    "option.value.english": "English",
    "option.four_colour": "Four-colour deck",
    "option.four_colour.note": "Green clubs and blue diamonds, easier to tell apart.",
    "option.card_back": "Card back",
    "option.card_back.note": "The design on the back of the cards.",
    "option.value.lattice": "Lattice",
    "option.value.rosette": "Rosette",
    "option.sound": "Sound",
    "option.sound.note": "Card sounds and the end-of-game fanfare.",
    "option.volume": "Volume",
    "option.volume.note": "How loud the sounds are.",
    "option.volume.value": "{n}%",
    "option.volume.range": "The volume is between 0% and 100%.",
    "option.hints": "Hints",
    "option.hints.note": "The Hint button suggests a bid or a card, with a reason.",
    "option.auto_claim": "Automatic claim",
    "option.auto_claim.note": "When your cards must take every remaining trick, they are "
                              "played out quickly.",
    "option.confirm_throw_in": "Ask before a throw-in",
    "option.confirm_throw_in.note": "As dealer, a bid that throws the hand in asks you to "
                                    "confirm it first.",
    "option.auto_single": "Play a lone card",
    "option.auto_single.note": "When only one of your cards may be played, it is played for "
                               "you.",
    "option.trick_click": "Wait after each trick",
    "option.trick_click.note": "A finished trick stays on the table until you click or "
                               "press a key.",
    "option.allow_undo": "Allow undo",
    "option.allow_undo.note": "Ctrl+Z or the Undo button takes back your last bid or card; "
                              "such a game is kept out of the win rate.",
    "option.card_tracker": "Card tracker",
    "option.card_tracker.note": "A small panel of the cards still out in each suit, as "
                                "players keep in their heads.",
    "option.turn_timer": "Turn timer",
    "option.turn_timer.note": "Time for each of your turns, the redeal question too; when it "
                              "runs out, what a hint would give is chosen for you.",
    "option.timer.10": "10 s",
    "option.timer.20": "20 s",
    "option.draw_for_dealer": "Draw for the first dealer",
    "option.draw_for_dealer.note": "Show each player drawing a card before the first deal.",
    "option.fullscreen": "Fullscreen",
    "option.window": "Window size",  # named only in a notice: a damaged size is reset
    "option.fullscreen.note": "Fill the screen (F11 switches at any time).",
    # learn to play: the lessons (``game/learn/lessons.py``)
    "title.learn": "Learn to play",
    "learn.title": "Learn to play",
    "learn.keys": "\u2191 \u2193 choose \u00b7 Enter to start \u00b7 Esc back",
    "learn.done_mark": "\u2713 {title}",
    "learn.resume": "{title} \u2014 go on",
    "learn.offer": "New to 400?",
    "learn.finished": "Lesson done",
    "learn.next": "Next lesson",
    "learn.menu": "Lessons",
    "learn.all_done": "You have taken every lesson. Enjoy the game!",
    "learn.rules": "The lessons teach the rules of {name}.",
    "learn.rules_yours": "The lessons teach the rules of {name}. Your games use {yours}: "
                         "How to play explains them.",
    # some lessons teach other rules (``Lesson.rules``): each such lesson is tagged
    # with its rules' name on the list ("learn.tagged")
    "learn.rules_tagged": "The lessons teach the rules of {name}, except those tagged with "
                          "other rules.",
    "learn.rules_tagged_yours": "The lessons teach the rules of {name}, except those tagged "
                                "with other rules. Your games use {yours}: How to play "
                                "explains them.",
    "learn.tagged": "{title} \u00b7 {rules}",
    "lesson.follow.title": "1. Following suit",
    # {led_card}, {ace_card}: the king and the ace of diamonds as the cards show them
    # ("R\u2666", "1\u2666" with the French indices of Lebanon and Syria)
    "lesson.follow.say": "Layla led the king of diamonds ({led_card}). You hold diamonds, so "
                         "you must play one: play your ace ({ace_card}) to win the trick.",
    "lesson.follow.wrong": "That follows suit, but only the ace beats the king: play the ace "
                           "of diamonds.",
    "lesson.follow.done": "Whoever can follow the suit led must. The highest card of that "
                          "suit wins, unless a heart is played.",
    "lesson.trump.title": "2. Hearts are always trump",
    "lesson.trump.say": "Clubs were led and you have none, so any card may go. Hearts are "
                        "always trump: play a heart and it beats every club.",
    "lesson.trump.wrong": "That card cannot win a club trick. When you cannot follow, a heart "
                          "wins it: play a heart.",
    "lesson.trump.done": "A heart beats any card of another suit. The highest heart played "
                         "wins the trick.",
    "lesson.bid.title": "3. The bid and the minimum",
    "lesson.bid.say": "Each player bids once how many of the 13 tricks they will take; the "
                      "smallest bid is 2. Count your sure tricks: the ace and king of hearts, "
                      "the ace of spades and the ace of diamonds. Bid 4.",
    "lesson.bid.wrong": "Count again: the ace and king of hearts and the aces of spades and "
                        "diamonds are four sure tricks. Bid 4.",
    "lesson.bid.done": "Bid what your hand can take: a made bid scores its value, a failed "
                       "one loses it.",
    "lesson.total.title": "4. A total of 11, or the hand is thrown in",
    "lesson.total.say": "The others bid 7 in all. The four bids must add up to 11 or more, "
                        "or the hand is thrown in and dealt again. You deal and bid last: bid "
                        "4 or more.",
    "lesson.total.wrong": "That makes less than 11: the hand would be thrown in. Bid 4 or "
                          "more.",
    "lesson.total.done": "The dealer bids last and often decides whether the hand is played.",
    # {v4} ... {v9}: what bids of 4 to 9 are worth, as the engine scores them
    "lesson.double.title": "5. Scoring: big bids are worth more",
    "lesson.double.say": "A made bid scores its value and a failed one loses it. From 5 up a "
                         "bid is worth more than its number: a made 5 scores {v5}, a failed 5 "
                         "costs {v5}. Your hand has five sure tricks: bid 5.",
    "lesson.double.wrong": "Your hand has five sure tricks, and a made 5 scores {v5} where a 4 "
                           "scores {v4}: bid 5.",
    "lesson.double.done": "In these rules a bid of 5 is worth {v5}, 6 is worth {v6}, 7 is "
                          "worth {v7}, 8 is worth {v8}, and 9 is worth {v9}: each bid's button "
                          "shows its worth.",
    "lesson.partner.title": "6. The partner condition and winning",
    "lesson.partner.say": "You have 37: a made 4 takes you to 41. But your team wins only "
                          "when your partner is above zero too, and Samir has \u22123. From 30 "
                          "points your smallest bid is 3. Bid 4.",
    "lesson.partner.wrong": "Your four sure tricks are worth a bid of 4: bid 4.",
    "lesson.partner.done": "A team wins when one partner reaches 41 and the other is above "
                           "zero: help your partner's score too.",
    "lesson.equal.title": "7. Equal cards, and what they say",
    "lesson.equal.say": "Layla led the ace of spades. Your king, queen and jack all lose to "
                        "it, and whichever you keep will do the same later: they are equal. "
                        "Play the lowest, the jack.",
    "lesson.equal.wrong": "Equal cards are worth the same, so play the lowest, the jack: your "
                          "partner then reads that the 10 is not yours, as the computer "
                          "players read each other.",
    "lesson.equal.done": "Of equal cards, play the lowest, as the computer players do. Each "
                         "card then tells your partner that you do not hold the next lower "
                         "card still in play.",
    "lesson.hand.title": "8. A whole hand, with hints",
    "lesson.hand.say": "Now play a whole hand. Press H, or the Hint button, whenever you "
                       "want advice.",
    "lesson.hand.done": "You have played a whole hand of 400. A real game is many hands, to "
                        "41.",
    # a lesson under other rules than the rest (``Lesson.rules``): its numbers are
    # the engine's under those rules (``lessons.counting_fields``)
    "lesson.seven.title": "9. Bids counted by their worth",
    "lesson.seven.say": "In these rules the four bids must be worth {need} or more, or the "
                        "hand is thrown in. A bid up to {below} is worth its number, but a "
                        "{bid} is worth {worth}. The others bid 1 each, worth {others}. Your "
                        "hand has {bid} sure tricks: bid {bid}.",
    "lesson.seven.wrong": "A bid of {below} or less makes {most} at most with the others' "
                          "{others}, short of {need}: the hand would be thrown in. Your hand "
                          "has {bid} sure tricks: bid {bid}.",
    "lesson.seven.done": "Your {bid} is worth {worth}: with the others' {others} the bids make "
                         "{total}, and the hand is played. Counted in tricks, as in "
                         "{compare_rules}, the same bids make {tricks}, short of "
                         "{compare_need}: it would be thrown in.",
    # statistics
    "stats.title": "Statistics",
    "stats.keys": "Esc back",
    "stats.keys_reset": "R reset statistics \u00b7 Esc back",
    "stats.played": "Games finished",  # a game left unfinished is not counted (its hands are)
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
    "stats.undo": "Games with undo (not in the win rate)",
    "stats.undo_value": "{n} ({won} won)",
    "stats.accuracy": "Points lost a decision (hand review)",
    "stats.accuracy_value": "{last} last game · {mean} on average",
    "stats.accuracy_pending": "last game not reviewed yet · {mean} on average",
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
    "howto.h.game": "The game",
    "howto.game": "Four players in two teams: you (South) and North against East and West. "
                  "A standard pack of 52 cards; hearts are always trump. Play goes to the "
                  "right (anticlockwise), and so does the deal.",
    "howto.deal": "The dealer deals all the cards, {pattern} at a time, starting with the "
                  "player on the dealer's right.",
    "howto.redeal": "A player dealt no ace, king, queen or jack may call a redeal: the hand "
                    "is thrown in before the bidding.",
    "howto.h.bidding": "Bidding",
    "howto.bid": "Each player bids once, starting on the dealer's right: how many of the 13 "
                 "tricks they will take, at least {min_bid}. There is no pass.",
    "howto.bid_rises": "From 30 points a player must bid at least a tenth of their score "
                       "({in30} in the 30s, {in40} in the 40s, and so on).",
    "howto.total_values": "If what the four bids are worth (their values in the table below) "
                          "adds up to less than {min_total}, the hand is thrown in and the "
                          "next dealer deals.",
    "howto.total_alone": "A bid of {bid} or more is enough on its own.",
    # where the total needed rises: the bid enough alone rises with it
    "howto.total_alone_rises": "A bid of {bid} or more is enough on its own while the top "
                               "score is below {score}; then {steps}.",
    "howto.total_alone_rises_more": "A bid of {bid} or more is enough on its own while the "
                                    "top score is below {score}; then {steps}, and so on.",
    "howto.alone_step": "{bid} or more from {score}",
    "howto.alone_step_none": "no bid from {score}",
    "howto.step_sep": ", ",
    "howto.total_win": "A bid that wins the game always lets the hand be played.",
    "howto.total": "If the four bids add up to less than {min_total} tricks, the hand is "
                   "thrown in and the next dealer deals.",
    "howto.total_rises": "From 30 points at the table the total needed rises with the top "
                         "score ({in30} in the 30s, {in40} in the 40s, and so on).",
    "howto.five_to_run": "The hand is also thrown in unless somebody bids 5 or more.",
    "howto.h.playing": "Playing",
    "howto.playing": "The player on the dealer's right leads. You must follow the suit led if "
                     "you can; if you cannot, you may play any card, a heart to trump or any "
                     "other. The highest heart wins the trick, or if no heart was played, the "
                     "highest card of the suit led. The winner leads the next trick.",
    "howto.h.scoring": "Scoring",
    "howto.scoring": "Scores are kept per player. If you take at least the tricks you bid, "
                     "you score the value of your bid below (nothing more for extra "
                     "tricks); if you take fewer, you lose that value. Partners' bids are "
                     "separate.",
    "howto.devalue": "From 30 points your bids of 5 and 6 score just 5 and 6.",
    "howto.table_bid": "Bid",
    "howto.table_value": "Worth",
    "howto.table_wins": "wins",
    "howto.win_bid_more": "A made bid of {bid} or more wins the game at once for your team; "
                          "failing it costs {penalty}.",
    "howto.win_bid": "A made bid of {bid} wins the game at once for your team; failing it "
                     "costs {penalty}.",
    "howto.h.winning": "Winning",
    "howto.winning": "A team wins when one partner reaches {target} points and the other "
                     "{partner}. If both teams get there after the same hand, {both}.",
    "howto.h.signals": "How the computer players signal",
    "howto.signals": "The computer players tell their partners one thing, and only by the "
                     "card they choose. When a player holds equal cards (no card still in "
                     "play ranks between them, so either does the same), it plays the lowest. "
                     "So a computer player's card says it does not hold the next lower card "
                     "still in play: a partner who wins with the king has no queen. Everyone "
                     "at the table can read this. Your computer partner reads your cards the "
                     "same way, until you play the higher of two equal cards.",
    "howto.partner.positive": "has a score above zero",
    "howto.partner.non_negative": "has a score of zero or more",
    "howto.partner.none": "has any score",
    "howto.both.higher_total": "the team with the higher total wins (on a tie, play goes on)",
    "howto.both.raise_target": "the target rises by 10 and play goes on until one team "
                               "wins: the only team at the new target (if both reach it, "
                               "it rises again), or, if neither reaches it, the only team "
                               "still at the old one",
    # replay
    "replay.title": "Replay",
    "replay.hand": "Hand {n} of {total}",
    "replay.trick": "Trick {n} of 13",
    "replay.before": "The deal \u2014 before the first trick",
    "replay.thrown": "Thrown in: {why}",
    "replay.thrown.low_total": "the bids were too low",
    "replay.thrown.no_five": "nobody bid 5 or more",
    "replay.thrown.no_pictures": "a redeal for no pictures",
    "replay.keys": "\u2190 \u2192 Space trick by trick \u00b7 PgUp PgDn hand by hand \u00b7 "
                   "Home End start and end \u00b7 V review \u00b7 E export \u00b7 Esc back",
    "replay.prev": "\u25c0 Trick",
    "replay.next": "Trick \u25b6",
    "replay.prev_hand": "\u25c0\u25c0 Hand",
    "replay.next_hand": "Hand \u25b6\u25b6",
    "replay.first": "Start",  # the first hand's deal (Home)
    "replay.last": "End",  # the last hand after its last trick: the game's result (End)
    "replay.export": "Export game",
    "replay.exported": "Saved as {path}",
    "replay.export_failed": "Could not export to {folder}: {why}",
    "replay.none": "No finished hand to replay yet.",
    "replay.cannot_review": "This game's record does not replay by its rules, so its hands "
                            "cannot be reviewed.",
    "replay.bid_taken": "bid {bid} \u00b7 took {taken}",
    "replay.bid": "bid {bid}",
    "replay.dealer": "{name} (D)",
    "replay.points": ("{n:+d} pt", "{n:+d} pts"),
    # a game of bots alone: each team by its players, and its total
    "replay.team_totals": "{a} {a_total} \u00b7 {b} {b_total}",
    # a record file's games (play --replay FILE, or a file dropped on the window)
    "replay.title_game": "Replay \u00b7 Game {n} of {total}",
    "replay.prev_game": "\u25c0 Game",
    "replay.next_game": "Game \u25b6",
    "replay.keys_games": "\u2190 \u2192 Space trick by trick \u00b7 PgUp PgDn hand by hand \u00b7 "
                         "P N game by game \u00b7 V review \u00b7 E export \u00b7 Esc back",
    "replay.keys_games_only": "P N game by game \u00b7 Esc back",
    "replay.opened": ("{file}: {n} game", "{file}: {n} games"),
    "replay.drop_busy": "To watch a game record, first leave this game for the main menu "
                        "(it is kept).",
    # a dropped file being read (a small dialog, Esc cancels), and the next
    # or previous game of a file being replayed (where a notice goes)
    "replay.opening": "Opening {file}\u2026",
    "replay.opening_cancel": "Cancel",
    "replay.loading_game": "Loading game {n} of {total}\u2026",
}


add_source(STRINGS)
