"""Trial variants of a level on the bench's command line
(``LEVEL@ATTR=VALUE``): the setting is the one asked for, of the setting's
type, and a bad name is refused before any deal is played."""

from __future__ import annotations

import argparse
import os
import random
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "bench"))
from bench_bots import bot_name, make_any  # noqa: E402


def test_a_variant_sets_what_it_names_with_the_settings_type():
    bot = make_any("hard@made_bonus=0.25,tree_minds=1,read_play=0", random.Random(0))
    assert bot.made_bonus == 0.25 and bot.tree_minds == 1
    assert bot.read_play is False  # "0" read as a bool is False, not True
    assert make_any("hard", random.Random(0)).read_play is True


@pytest.mark.parametrize("name", ["hard@no_such=1", "hard@read_play=maybe",
                                  "hard@max_iter=lots", "grandmaster"])
def test_a_bad_variant_is_refused_by_the_command_line(name):
    with pytest.raises(argparse.ArgumentTypeError):
        bot_name(name)
