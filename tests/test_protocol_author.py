"""The bot protocol as a bot author meets it: the two commonest slips of a
first bot (a reply with no newline, output never flushed) are named in the
fault note, not taken for silence (docs/BOT_PROTOCOL.md)."""

from __future__ import annotations

import shlex
import sys

from game.ai.external import ExternalBot

LIMIT = 1.0  # seconds; hello still gets its 3 s


def program(code: str) -> str:
    return shlex.join([sys.executable, "-c", code])


def hello_note(code: str) -> str:
    bot = ExternalBot(program(code), 0, LIMIT)
    try:
        assert not bot.hello()
    finally:
        bot.close()
    [note] = bot.faults
    assert note["fault"] == "no answer"
    return note["detail"]


def test_a_hello_reply_without_its_newline_is_quoted_and_the_newline_asked_for():
    detail = hello_note("import sys\n"
                        "sys.stdin.readline()\n"
                        "sys.stdout.write('{\"name\": \"Doc bot\"}')\n"
                        "sys.stdout.flush()\n"
                        "sys.stdin.readline()\n")
    assert "did not answer hello within 3 s" in detail
    assert "it sent '{\"name\": \"Doc bot\"}' with no newline after it" in detail


def test_a_hello_reply_never_flushed_is_told_to_flush():
    detail = hello_note("import os, sys\n"
                        "out = os.fdopen(1, 'w', buffering=65536)\n"
                        "sys.stdin.readline()\n"
                        "out.write('{\"name\": \"Doc bot\"}\\n')\n"  # stays in the buffer
                        "sys.stdin.readline()\n")
    assert "nothing came on its stdout: does it flush each line?" in detail
