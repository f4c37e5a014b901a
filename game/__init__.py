"""400 (arba3meyeh): the Lebanese/Syrian trick-taking card game."""

__version__ = "0.1.0"
