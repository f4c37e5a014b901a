"""The commands' own English words (their output is for tools and
terminals, outside the game's catalog)."""

from __future__ import annotations


def counted(n: int, noun: str) -> str:
    """"1 game", "2 games": a count in the commands' English output."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
