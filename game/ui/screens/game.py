"""A kept game at the table: the new game and Continue of the title screen.

Both build one ``TableScene`` the same way, with a ``Keeper`` listening to
its session (``game.session.keeping``): an autosave after every action (on
the storage's writer thread), statistics counted as hands and games finish,
and a save on any exit (window closed, Esc > Quit, Ctrl+C: the App's
``close`` runs ``on_exit``). "Quit to menu" keeps the game for Continue. A
resumed game opens at the hand in progress, as it stands.
``review_pending`` reviews, at the start, the last hands of finished games
whose window closed before their reviews ended.
"""

from __future__ import annotations

from ...session import Keeper, ThinkerLoader
from ...session.keeping import count_review
from ...session.review import Pending
from ..table import TableScene
from ..table.scene import bots_thinking_on_top


def kept_table(home, match=None, *, game_id: str = "", seed: int | None = None,
               resume: bool = False, extra: dict | None = None, **kw) -> TableScene:
    """A table whose game is saved as it goes and counted in the statistics.
    ``extra``: what a saved game kept besides the match (its undo mark)."""
    rules = None if match is not None else home.settings.rules
    keeper = Keeper(home.storage, home.load_stats, game_id=game_id, extra=extra,
                    count_stats=not kw.get("autoplay", False),
                    on_flush=lambda: home.extra.pop("saved", None))
    table = TableScene(match, rules=rules, seed=seed, keeper=keeper, resume=resume,
                       again=lambda: kept_table(home, **kw), **kw)
    keeper.extra["seed"] = table.seed
    return table


def new_game(home, **kw) -> TableScene:
    """A new game under the house rules of the settings."""
    return kept_table(home, **kw)


def continue_game(home, saved, **kw) -> TableScene:
    """The saved game (``storage.load_game()``), where the player left it."""
    seed = saved.extra.get("seed") if isinstance(saved.extra.get("seed"), int) else None
    return kept_table(home, saved.match, game_id=saved.game_id, seed=seed, resume=True,
                      extra=saved.extra, **kw)


def review_pending(app, home, thinker=None) -> Pending | None:
    """The hands of finished games whose review the window closed on
    (``Storage.pending_reviews``): reviewed in the app's background with a
    worker of their own (``thinker``, else one started on a thread), and
    counted in the statistics as each ends. A hand the statistics counted
    already (the game was killed before its entry went) is only taken off."""
    storage = home.storage
    games = storage.pending_reviews() if storage is not None else []
    if not games:
        return None
    counted = {g["game_id"]: set(g["hands"]) for g in home.load_stats().accuracy}
    todo = []
    for game in games:
        for hand in [h for h in game.hands if h in counted.get(game.game_id, ())]:
            storage.pending_reviewed(game.game_id, hand)
        if game.hands:
            todo.append((game.game_id, game.match, game.hands))
    if not todo:
        return None
    return Pending(todo, ThinkerLoader(thinker), app.background,
                   lambda game_id, review: count_review(storage, home.load_stats, game_id,
                                                        review),
                   idle=lambda: not bots_thinking_on_top(app))
