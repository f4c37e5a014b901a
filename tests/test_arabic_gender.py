"""Layla is a woman: in Arabic the sentences about her take the feminine
("ليلى تأخذ اللمّة", "وصلت ليلى"), where they read "يأخذ" and "وصل" for every
player. The forms live in the catalog ("she." and "her_partner."), so a
translator gives them; English and a language without them read the plain
form, never English text in the middle of a translation."""

import pytest

from game import strings
from game.engine.reasons import GameEnd
from game.strings import compass_name, describe, said

LAYLA, SAMIR, KARIM = 1, 2, 3


@pytest.mark.parametrize("key, his, hers", [
    ("play.trick_won", "يأخذ", "تأخذ"),
    ("status.thinking", "يفكّر", "تفكّر"),
    ("status.dealing", "يوزّع", "توزّع"),
    ("draw.result", "يوزّع", "توزّع"),
    ("play.last_trick", "أخذها", "أخذتها"),
])
def test_what_layla_does_is_said_in_the_feminine(arabic, key, his, hers):
    assert hers in said(key, LAYLA) and his not in said(key, LAYLA)
    assert his in said(key, SAMIR) and hers not in said(key, SAMIR)
    assert "ليلى" in said(key, LAYLA)


def test_the_game_over_line_agrees_with_each_partner(arabic):
    """Layla reached the target: "وصلت"; Karim reached it and Layla is
    not below zero: "ليست"; Karim's own verb stays "وصل"."""
    scores = (10, 43, 12, 5)
    hers = describe(GameEnd.TARGET, LAYLA, you_seat=0, seat_name=strings.player_name,
                    scores=scores, condition="non_negative", winner=1)
    assert hers.startswith("وصلت ليلى") and "ليس تحت" in hers  # Karim: "ليس"
    scores = (10, 5, 12, 43)
    his = describe(GameEnd.TARGET, KARIM, you_seat=0, seat_name=strings.player_name,
                   scores=scores, condition="non_negative", winner=1)
    assert his.startswith("وصل كريم") and "ليلى ليست تحت" in his
    bid = describe(GameEnd.WIN_BID, LAYLA, you_seat=0, seat_name=strings.player_name,
                   bid=13, winner=1)
    assert bid.startswith("نجحت ليلى")


def test_english_reads_the_same_for_everyone():
    assert said("play.trick_won", LAYLA) == "Layla takes the trick"
    assert said("status.thinking", LAYLA) == "Layla is thinking\u2026"


def test_a_seat_named_by_its_compass_point_is_no_woman(arabic):
    """``match`` names seats "East", "West"...: East is not Layla."""
    assert "يأخذ" in said("play.trick_won", LAYLA, name=compass_name)


def test_a_language_without_the_feminine_reads_its_plain_form(arabic, monkeypatch):
    """A translator who has not yet given the "she." forms: Layla is said
    as everyone is, in that language, not in English."""
    real = strings._state["translation"]

    class Partial:
        def pgettext(self, context, message):
            if context.startswith(("she.", "her_partner.")):
                return message  # untranslated
            return real.pgettext(context, message)

        def __getattr__(self, name):
            return getattr(real, name)

    monkeypatch.setitem(strings._state, "translation", Partial())
    assert said("play.trick_won", LAYLA) == "ليلى يأخذ اللمّة"
