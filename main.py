"""400 — the Lebanese/Syrian trick-taking card game.

``python main.py`` opens the game; ``python main.py match|bot|check|play …`` are
the other tools (``python main.py --help``).
"""

import multiprocessing
import sys

if __name__ == "__main__":
    multiprocessing.freeze_support()  # the bots' worker process, when frozen
    from game.cli import main

    sys.exit(main(sys.argv[1:]))
