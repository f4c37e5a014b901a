"""stats.json: the player's record across games (the player is South).

``Stats.update(match, game_id)`` counts the hands finished since the last
call and the end of the game, once: calling it again (after every action,
or after resuming a saved game) never counts anything twice.
"""

from __future__ import annotations

from dataclasses import dataclass, field

VERSION = 1
KIND = "stats"
MAX_COUNT = 10**9  # games, hands, bids: far beyond any player's lifetime
MAX_POINTS = 10**12  # points over all hands, either way
REVIEWED_GAMES = 50  # the games whose accuracy is kept (the most recent)


def _is_int(v, lo: int = -MAX_POINTS, hi: int = MAX_POINTS) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and lo <= v <= hi


def _reviewed(g) -> bool:
    """One game's accuracy entry, as ``Stats.add_review`` writes it."""
    return (isinstance(g, dict) and isinstance(g.get("game_id"), str)
            and isinstance(g.get("lost"), (int, float)) and not isinstance(g.get("lost"), bool)
            and 0 <= g["lost"] < MAX_POINTS and _is_int(g.get("decisions"), 0, MAX_COUNT)
            and isinstance(g.get("hands"), list) and len(g["hands"]) <= 10_000
            and all(_is_int(h, 1, MAX_COUNT) for h in g["hands"]))


@dataclass
class Stats:
    games_played: int = 0  # finished games (a game abandoned or stopped is not counted)
    games_won: int = 0
    streak: int = 0  # games won in a row, up to the last one
    best_streak: int = 0
    games_undo: int = 0  # finished games in which undo was used: kept apart,
    games_undo_won: int = 0  # out of the win rate and the streaks
    hands_played: int = 0  # hands played out (thrown-in hands are not counted)
    points_total: int = 0  # South's points over those hands
    bids: dict = field(default_factory=dict)  # "bid" -> [made, tried]
    best_hand: dict | None = None  # {"points", "bid", "taken", "win"}
    worst_hand: dict | None = None
    counted: dict = field(default_factory=lambda: {"game_id": "", "hands": 0, "over": False})
    # per game reviewed, the most recent last: {"game_id", "lost" (estimated
    # points lost over your decisions), "decisions", "hands" (those counted)}
    accuracy: list = field(default_factory=list)

    # ----------------------------------------------------------- derived
    @property
    def win_rate(self) -> float | None:
        return self.games_won / self.games_played if self.games_played else None

    @property
    def average_points(self) -> float | None:
        return self.points_total / self.hands_played if self.hands_played else None

    @property
    def last_accuracy(self) -> float | None:
        """The last game played (the one counted last): its mean estimated
        points lost a decision; None while none of its hands is reviewed
        (an older game's figure is not given as the last game's)."""
        game_id = self.counted.get("game_id")
        g = next((g for g in self.accuracy if g["game_id"] == game_id), None)
        return g["lost"] / g["decisions"] if g is not None and g["decisions"] else None

    @property
    def mean_accuracy(self) -> float | None:
        """The same over every decision of the games kept."""
        n = sum(g["decisions"] for g in self.accuracy)
        return sum(g["lost"] for g in self.accuracy) / n if n else None

    def add_review(self, game_id: str, hand: int, lost: float, decisions: int) -> bool:
        """Count one hand's review into its game's accuracy, once; False if
        it was counted already."""
        game = next((g for g in self.accuracy if g["game_id"] == game_id), None)
        if game is None:
            game = {"game_id": game_id, "lost": 0.0, "decisions": 0, "hands": []}
            self.accuracy.append(game)
            del self.accuracy[:-REVIEWED_GAMES]
        elif hand in game["hands"]:
            return False
        game["lost"] = round(game["lost"] + lost, 3)
        game["decisions"] += decisions
        game["hands"].append(hand)
        return True

    def bid_rates(self) -> list[tuple[int, int, int]]:
        """``(bid, made, tried)`` for every bid size tried, smallest first."""
        return sorted((int(b), m, t) for b, (m, t) in self.bids.items() if t)

    # ----------------------------------------------------------- updating
    def update(self, match, game_id: str, seat: int = 0, undo: bool = False) -> bool:
        """Count what ``match`` finished since the last call; True if anything
        was. ``undo``: undo was used in this game (its end is counted apart)."""
        c = self.counted
        if c.get("game_id") != game_id:
            c.clear()
            c.update(game_id=game_id, hands=0, over=False)
        changed = False
        for log in match.hand_logs[c["hands"]:]:
            if log.thrown_in is None:
                self._hand(match.rules, log, seat)
            changed = True
        c["hands"] = len(match.hand_logs)
        if match.is_over and not c["over"]:
            c["over"] = True
            changed = True
            if match.winner is not None and undo:
                self.games_undo += 1
                self.games_undo_won += match.winner == seat % 2
            elif match.winner is not None:
                self._game(match.winner == seat % 2)
        return changed

    def _hand(self, rules, log, seat: int) -> None:
        bid, taken, points = log.bids[seat], log.taken[seat], log.points[seat]
        before = log.scores[seat] - points
        win = taken >= bid and rules.bid_value(bid, before) == "win"
        self.hands_played += 1
        self.points_total += points
        made, tried = self.bids.get(str(bid), [0, 0])
        self.bids[str(bid)] = [made + (taken >= bid), tried + 1]
        hand = {"points": points, "bid": bid, "taken": taken, "win": win}
        if self.best_hand is None or (win, points) > (self.best_hand["win"],
                                                      self.best_hand["points"]):
            self.best_hand = hand
        if self.worst_hand is None or points < self.worst_hand["points"]:
            self.worst_hand = hand

    def _game(self, won: bool) -> None:
        self.games_played += 1
        if won:
            self.games_won += 1
            self.streak += 1
            self.best_streak = max(self.best_streak, self.streak)
        else:
            self.streak = 0

    # --------------------------------------------------------------- JSON
    def to_dict(self) -> dict:
        return {"version": VERSION, "kind": KIND, "games_played": self.games_played,
                "games_won": self.games_won, "streak": self.streak,
                "best_streak": self.best_streak, "hands_played": self.hands_played,
                "games_undo": self.games_undo, "games_undo_won": self.games_undo_won,
                "points_total": self.points_total, "bids": self.bids,
                "best_hand": self.best_hand, "worst_hand": self.worst_hand,
                "counted": self.counted, "accuracy": self.accuracy}

    @classmethod
    def from_dict(cls, data: dict, notices: list[str]) -> Stats:
        """Keep every field that is valid; the rest start from zero."""
        s, bad = cls(), []
        for name in ("games_played", "games_won", "streak", "best_streak", "hands_played",
                     "games_undo", "games_undo_won"):
            v = data.get(name, 0)
            if _is_int(v, 0, MAX_COUNT):
                setattr(s, name, v)
            else:
                bad.append(name)
        v = data.get("points_total", 0)
        if _is_int(v):
            s.points_total = v
        else:
            bad.append("points_total")
        if s.games_won > s.games_played:
            bad.append("games_won")
            s.games_won = 0
        if s.games_undo_won > s.games_undo:
            bad.append("games_undo_won")
            s.games_undo_won = 0
        if s.best_streak < s.streak or s.best_streak > s.games_won:
            bad.append("best_streak")
            s.streak = s.best_streak = 0
        bids = data.get("bids", {})
        if isinstance(bids, dict):
            for b, v in bids.items():
                if (b.isascii() and b.isdigit() and len(b) <= 2 and 1 <= int(b) <= 13
                        and isinstance(v, list) and len(v) == 2
                        and all(_is_int(x, 0, MAX_COUNT) for x in v) and v[0] <= v[1]):
                    s.bids[str(int(b))] = list(v)
                else:
                    bad.append(f"bids[{b[:8]}]")
        else:
            bad.append("bids")
        for name in ("best_hand", "worst_hand"):
            v = data.get(name)
            if v is None or (isinstance(v, dict) and _is_int(v.get("points"), -10**6, 10**6)
                             and _is_int(v.get("bid"), 0, 13) and _is_int(v.get("taken"), 0, 13)
                             and isinstance(v.get("win", False), bool)):
                setattr(s, name, None if v is None else
                        {"points": v["points"], "bid": v["bid"], "taken": v["taken"],
                         "win": v.get("win", False)})
            else:
                bad.append(name)
        c = data.get("counted")
        if (isinstance(c, dict) and isinstance(c.get("game_id"), str)
                and _is_int(c.get("hands"), 0, MAX_COUNT) and isinstance(c.get("over"), bool)):
            s.counted = {"game_id": c["game_id"], "hands": c["hands"], "over": c["over"]}
        elif c is not None:
            bad.append("counted")
        acc = data.get("accuracy", [])  # not in files before the hand review: none yet
        if isinstance(acc, list) and all(_reviewed(g) for g in acc):
            s.accuracy = [{"game_id": g["game_id"], "lost": float(g["lost"]),
                           "decisions": g["decisions"], "hands": list(g["hands"])}
                          for g in acc[-REVIEWED_GAMES:]]
        else:
            bad.append("accuracy")
        if bad:
            shown = ", ".join(bad[:5]) + (f" and {len(bad) - 5} more" if len(bad) > 5 else "")
            notices.append(f"statistic{'s' if len(bad) > 1 else ''} {shown} "
                           "could not be read and restart from zero")
        return s
