"""The review of a game of bots gives the reasons of South's choices, said of
South by its recorded name in the third person ("Hard wins the trick"),
never to the player ("you"); the player's own game's review still speaks to
the player."""

from __future__ import annotations

import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
from doubles import frames  # noqa: E402
from events import key  # noqa: E402
from test_replay_voice import game_record, reviewed, words_drawn  # noqa: E402

from game.ai.hints import HintReason, Why  # noqa: E402
from game.engine import Card  # noqa: E402
from game.strings import explain_hint, t  # noqa: E402

YOU = re.compile(r"\b(you|your|yours)\b", re.IGNORECASE)
BOTS = ["bot:medium", "bot:hard", "bot:easy", "bot:hard"]  # South: "Medium"


def card(code: str) -> Card:
    return next(Card.from_index(i) for i in range(52) if Card.from_index(i).code == code)


# every reason, with every shape of its fields
REASONS = [
    Why.of(HintReason.EXPECTS, lo=1, hi=1), Why.of(HintReason.EXPECTS, lo=2, hi=3),
    Why.of(HintReason.EXPECTS, lo=1, hi=2, least=3),
    Why.of(HintReason.THROW_IN, lo=1, hi=2, throw="low_total", plays=4),
    Why.of(HintReason.THROW_IN, lo=1, hi=2, throw="low_total", plays=None),
    Why.of(HintReason.THROW_IN, lo=3, hi=4, throw="low_total", plays=4, cause="their_bids"),
    Why.of(HintReason.THROW_IN, lo=3, hi=4, throw="low_total", plays=4, cause="costly"),
    Why.of(HintReason.THROW_IN, lo=3, hi=4, throw="low_total", plays=4, cause="even"),
    Why.of(HintReason.THROW_IN, lo=2, hi=3, throw="no_five"),
    Why.of(HintReason.KEEP_NO_PICTURES, trumps=4), Why.of(HintReason.REDEAL_NO_PICTURES),
    Why.of(HintReason.ONLY_CARD), Why.of(HintReason.PARTNER_WINNING, card=card("AS")),
    Why.of(HintReason.LEAVE_TO_PARTNER, card=card("KD")),
    Why.of(HintReason.TRUMPS_IN), Why.of(HintReason.TRUMPS_IN, need=2),
    Why.of(HintReason.WINS), Why.of(HintReason.WINS, need=1),
    Why.of(HintReason.TRIES_TO_WIN), Why.of(HintReason.TRIES_TO_WIN, need=3),
    Why.of(HintReason.HAVE_YOUR_TRICKS), Why.of(HintReason.CANNOT_WIN),
    Why.of(HintReason.DUCKS), Why.of(HintReason.TOP_LEFT, card=card("QC")),
    Why.of(HintReason.PARTNER_TRUMPS), Why.of(HintReason.LEADS_LOW, suit=1),
    Why.of(HintReason.LEADS_UNDER, card=card("JS"), top=card("AS")),
    Why.of(HintReason.EQUAL_LOWEST, card=card("9H"), low=card("7H"), denied=card("8H")),
]
# what says nothing of the player reads the same said of another
NEUTRAL = {HintReason.TOP_LEFT, HintReason.REDEAL_NO_PICTURES}


def test_every_reason_said_of_a_bot_names_it_and_never_says_you():
    assert {why.code for why in REASONS} == set(HintReason)
    for why in REASONS:
        theirs = explain_hint(why, who="Hard")
        assert not YOU.search(theirs), theirs
        if why.code in NEUTRAL:
            assert theirs == explain_hint(why)
        else:
            assert "Hard" in theirs, theirs
            assert theirs.count("Hard") == 1, theirs  # "Hard wins the trick: it still needs 1"
        # the same cards and numbers as the player's own form
        mine = explain_hint(why)
        assert re.findall(r"\d|[A-Z][SHDC]", mine) == re.findall(r"\d|[A-Z][SHDC]",
                                                                  theirs), (mine, theirs)


def judged(dialog) -> list:
    """The verdicts, with a reason, of the judged choices in the review's rows drawn."""
    verdicts = dialog.review.verdicts
    return [verdicts[i] for i, _ in dialog.rows_drawn
            if i is not None and verdicts[i].why is not None]


def subject(dialog, verdict, who):
    """Whom a row's reason is said of: ``who`` under the choice made (the
    hard bot agreeing), the hard bot under its better choice."""
    return who if verdict.better is None else t("review.hard_bot")


def said_of(dialog, drawn, name) -> None:
    """Each judged choice drawn has its reason line, said of ``name``, and
    not the line the player's own review would say to the player."""
    assert dialog.who is not None and name in dialog.who
    verdicts = judged(dialog)
    assert verdicts  # (the rows drawn hold judged choices)
    for v in verdicts:
        theirs = explain_hint(v.why, dialog.card_text, subject(dialog, v, dialog.who))
        assert theirs in drawn, (theirs, drawn)
        if v.why.code not in NEUTRAL:
            assert subject(dialog, v, dialog.who) in theirs
            assert explain_hint(v.why, dialog.card_text) not in drawn


def test_the_review_of_a_bots_game_gives_its_reasons_of_south_by_name(app, home,
                                                                         monkeypatch):
    dialog = reviewed(app, home, game_record(BOTS))
    drawn = words_drawn(app, monkeypatch)
    said_of(dialog, drawn, "Medium")
    assert [w for w in drawn if YOU.search(w)] == []
    key(pygame.K_ESCAPE)
    frames(app)
    app.pop()
    # the player's own game: its reasons are still said to the player
    dialog = reviewed(app, home, game_record(["human", "bot:hard", "bot:easy", "bot:hard"]))
    drawn = words_drawn(app, monkeypatch)
    verdicts = judged(dialog)
    assert verdicts and all(explain_hint(v.why, dialog.card_text, subject(dialog, v, None))
                            in drawn for v in verdicts)
    assert any(YOU.search(w) for w in drawn)


def test_in_arabic_the_reasons_of_a_bots_game_are_said_of_it_not_to_you(
        app, home, monkeypatch, arabic):
    dialog = reviewed(app, home, game_record(BOTS))
    drawn = words_drawn(app, monkeypatch)
    name = dialog.who.strip("\u2068\u2069")
    assert name and name != "Medium"  # (the bot's name in Arabic)
    said_of(dialog, drawn, name)
