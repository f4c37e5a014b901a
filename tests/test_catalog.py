"""The translation template is the code's catalog: every key, current, and
every key a real sentence (an empty message would read gettext's header)."""

import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "build"))

import catalog  # noqa: E402

from game.strings import sources  # noqa: E402


def test_the_template_holds_every_key_and_is_current():
    assert catalog.stale() == [], "run: python build/catalog.py extract && ... compile"
    text = open(catalog.pot_path(), encoding="utf-8").read()
    for key in sources():
        assert f'msgctxt "{key}"' in text, key


def test_no_message_is_empty():
    assert not [key for key, english in sources().items()
                if not (english if isinstance(english, str) else all(english))]


def test_check_says_which_file_is_out_of_date(tmp_path, monkeypatch):
    monkeypatch.setattr(catalog, "pot_path", lambda: str(tmp_path / "game.pot"))
    assert catalog.stale() == [str(tmp_path / "game.pot")]  # missing
    (tmp_path / "game.pot").write_bytes(catalog.pot_bytes() + b"\n")
    assert catalog.stale() == [str(tmp_path / "game.pot")]  # changed
    (tmp_path / "game.pot").write_bytes(catalog.pot_bytes())
    assert catalog.stale() == []


def test_the_command_line_reports_a_bad_command_with_status_2():
    out = subprocess.run([sys.executable, os.path.join(ROOT, "build", "catalog.py"), "nope"],
                         capture_output=True, text=True)
    assert out.returncode == 2 and "usage:" in out.stderr


def test_every_bot_level_a_player_can_choose_has_a_name():
    """``--bots random`` is shown on Settings › Options: every level named
    there has words, not its catalog key."""
    from game.ai import LEVELS
    from game.ui.screens.text import t
    for level in LEVELS:
        assert t(f"option.value.{level}") != f"option.value.{level}", level
