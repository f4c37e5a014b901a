"""House rules: one frozen ``Rules`` object per game, with presets.

Every field of RULES.md is a named parameter here; ``Rules.validate`` (run by
the constructor) rejects anything outside the specified ranges with a
``RulesError`` that names the field.

>>> r = Rules.preset("lebanese")
>>> r.min_bid_for(35), r.min_total_for([0, 41, 3, 2]), r.bid_value(5, 12)
(3, 13, 10)
>>> s = Rules.preset("syrian41")
>>> r.throw_in_reason([7, 1, 1, 1], [0] * 4), s.throw_in_reason([7, 1, 1, 1], [0] * 4)
(<ThrowIn.LOW_TOTAL: 'low_total'>, None)
>>> r.replace(target=44).target
44
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields, replace
from typing import Union

from .reasons import ThrowIn

BidValue = Union[int, str]  # an int, or the string "win"
WIN = "win"

PARTNER_CONDITIONS = ("positive", "non_negative", "none")
BOTH_REACH = ("higher_total", "raise_target")
TOTAL_COUNTS = ("tricks", "values")


class RulesError(ValueError):
    """A rules object or file that does not satisfy the rules of 400
    (docs/RULES.md); the message names the field and says why. ``field`` and
    ``why`` hold the two apart where the check knows them (the settings
    screen shows ``why`` beside the field's own control); ``reason`` is the
    same as a code and its fields, for the catalog to word."""

    def __init__(self, message: str, field: str | None = None, why: str | None = None,
                 reason: tuple[str, dict] | None = None):
        super().__init__(message)
        self.field = field
        self.why = why
        self.reason = reason


@dataclass(frozen=True)
class Rules:
    # score a player must reach for the team to win
    target: int = 41
    # smallest bid anybody may make
    min_bid: int = 2
    # from 30 points, a player's own minimum bid is score // 10
    min_bid_rises: bool = True
    # the four bids must add up to at least this or the hand is thrown in
    min_total: int = 11
    # what the bids add up to against min_total: "tricks", or each bid's "values"
    min_total_counts: str = "tricks"
    # the required total rises by one per ten points of the top score from 30
    min_total_rises: bool = True
    # entry b-1 is what a bid of b tricks is worth, or "win"
    bid_values: tuple = (1, 2, 3, 4, 10, 12, 14, 16, 27, 30, 33, 36, WIN)
    # points lost for failing a "win" bid
    win_bid_penalty: int = 40
    # from 30 points a player's bids of 5 and 6 count 5 and 6
    devalue_5_6_at_30: bool = False
    # what the partner of the player at the target must have
    partner_condition: str = "positive"
    # when both teams qualify after one hand
    both_reach: str = "higher_total"
    # a hand is also thrown in unless some bid is 5 or more
    five_to_run: bool = False
    # a hand with no A, K, Q or J may call a redeal
    redeal_no_pictures: bool = False
    # batch sizes of the deal
    deal_pattern: tuple = (1, 2, 2, 2, 2, 2, 2)

    def __post_init__(self) -> None:
        object.__setattr__(self, "bid_values", tuple(self.bid_values))
        object.__setattr__(self, "deal_pattern", tuple(self.deal_pattern))
        self.validate()

    # ----------------------------------------------------------- validation
    def validate(self) -> None:
        def want(cond: bool, msg: str) -> None:
            if not cond:
                raise RulesError(msg)

        def is_int(v) -> bool:
            return isinstance(v, int) and not isinstance(v, bool)

        want(is_int(self.target) and 21 <= self.target <= 101,
             f"target must be a whole number from 21 to 101, not {self.target!r}")
        want(is_int(self.min_bid) and 1 <= self.min_bid <= 4,
             f"min_bid must be a whole number from 1 to 4, not {self.min_bid!r}")
        want(is_int(self.min_total) and 4 <= self.min_total <= 13,
             f"min_total must be a whole number from 4 to 13, not {self.min_total!r}")
        for name in ("min_bid_rises", "min_total_rises", "devalue_5_6_at_30",
                     "five_to_run", "redeal_no_pictures"):
            v = getattr(self, name)
            want(isinstance(v, bool), f"{name} must be true or false, not {v!r}")
        want(len(self.bid_values) == 13,
             f"bid_values must have 13 entries (bids 1 to 13), not {len(self.bid_values)}")
        for i, v in enumerate(self.bid_values, 1):
            want(v == WIN or (is_int(v) and 0 <= v <= 1000),
                 f"bid_values entry for a bid of {i} must be a whole number 0..1000 "
                 f"or \"win\", not {v!r}")
        reason = bid_table_reason(self.bid_values)
        if reason is not None:
            why = _BID_TABLE_WHY[reason[0]].format(**reason[1])
            raise RulesError(f"bid_values: {why}", "bid_values", why, reason)
        want(self.min_total_counts in TOTAL_COUNTS,
             f"min_total_counts must be one of {', '.join(TOTAL_COUNTS)}, "
             f"not {self.min_total_counts!r}")
        want(is_int(self.win_bid_penalty) and 0 <= self.win_bid_penalty <= 1000,
             f"win_bid_penalty must be a whole number from 0 to 1000, "
             f"not {self.win_bid_penalty!r}")
        want(self.partner_condition in PARTNER_CONDITIONS,
             f"partner_condition must be one of {', '.join(PARTNER_CONDITIONS)}, "
             f"not {self.partner_condition!r}")
        want(self.both_reach in BOTH_REACH,
             f"both_reach must be one of {', '.join(BOTH_REACH)}, not {self.both_reach!r}")
        want(all(is_int(b) and b > 0 for b in self.deal_pattern),
             f"deal_pattern must be positive whole numbers, not {list(self.deal_pattern)}")
        want(sum(self.deal_pattern) == 13,
             f"deal_pattern must add up to 13, not {sum(self.deal_pattern)} "
             f"({'-'.join(map(str, self.deal_pattern))})")

    # ---------------------------------------------------- derived quantities
    def min_bid_for(self, score: int) -> int:
        """Smallest bid a player with this score (before the hand) may make."""
        m = self.min_bid
        if self.min_bid_rises and score >= 30:
            m = max(m, min(13, score // 10))
        return m

    def min_bid_raised(self, score: int) -> tuple[int, int] | None:
        """Why a player with this score may not bid ``min_bid``: their
        smallest bid (``min_bid_for``) and the score from which it is that,
        or None when the smallest bid is the rules' own.

        >>> Rules().min_bid_raised(29), Rules().min_bid_raised(35), Rules().min_bid_raised(47)
        (None, (3, 30), (4, 40))
        >>> Rules(min_bid=3).min_bid_raised(35), Rules(min_bid=3).min_bid_raised(41)
        (None, (4, 40))
        """
        m = self.min_bid_for(score)
        if m <= self.min_bid:
            return None
        return m, next(s for s in range(score + 1) if self.min_bid_for(s) == m)

    def min_total_for(self, scores) -> int:
        """Smallest total of the four bids for the hand to be played."""
        t = self.min_total
        top = max(scores)
        if self.min_total_rises and top >= 30:
            t += max(0, top // 10 - 2)
        return min(t, 52)

    def counted(self, bid: int, score: int) -> BidValue:
        """What one bid adds to the total that must reach ``min_total``: its
        tricks, or with ``min_total_counts: "values"`` its value to a bidder
        with this score (``WIN`` for a bid worth "win")."""
        if self.min_total_counts == "tricks":
            return bid
        return self.bid_value(bid, score)

    def bids_total(self, bids, scores) -> BidValue:
        """What the bids made so far (None: not yet) add up to against
        ``min_total``: ``WIN`` when one of them is worth "win", since such a
        bid lets the hand run by itself."""
        if self.min_total_counts == "tricks":
            return sum(b for b in bids if b is not None)
        total = 0
        for b, sc in zip(bids, scores):
            if b is not None:
                v = self.bid_value(b, sc)
                if v == WIN:
                    return WIN
                total += v
        return total

    def throw_in_reason(self, bids, scores, min_total: int | None = None) -> ThrowIn | None:
        """Why a hand with these four bids is thrown in, or None when it is
        played: ``LOW_TOTAL`` when they add up (``bids_total``, with the
        scores before the hand) to less than the required total
        (``min_total_for(scores)`` unless given); ``NO_FIVE`` when under
        ``five_to_run`` nobody bid 5 or more."""
        if min_total is None:
            min_total = self.min_total_for(scores)
        total = self.bids_total(bids, scores)
        if total != WIN and total < min_total:
            return ThrowIn.LOW_TOTAL
        if self.five_to_run and max(bids) < 5:
            return ThrowIn.NO_FIVE
        return None

    def bid_value(self, bid: int, score: int) -> BidValue:
        """What a bid is worth to a player with this score before the hand."""
        if self.devalue_5_6_at_30 and score >= 30 and bid in (5, 6):
            return bid
        return self.bid_values[bid - 1]

    def partner_ok(self, score: int) -> bool:
        c = self.partner_condition
        if c == "positive":
            return score > 0
        if c == "non_negative":
            return score >= 0
        return True

    @property
    def first_win_bid(self) -> int | None:
        """The smallest bid whose value is "win", if any."""
        for i, v in enumerate(self.bid_values, 1):
            if v == WIN:
                return i
        return None

    # ---------------------------------------------------------------- JSON
    def to_dict(self) -> dict:
        d = asdict(self)
        d["bid_values"] = list(self.bid_values)
        d["deal_pattern"] = list(self.deal_pattern)
        return d

    @classmethod
    def from_dict(cls, data, base: Rules | None = None) -> Rules:
        """Build rules from a JSON object.

        With ``base``, missing fields are taken from it; without, every field
        is required. Unknown fields are an error (a typo must not pass).
        """
        if not isinstance(data, dict):
            raise RulesError("rules must be a JSON object")
        names = [f.name for f in fields(cls)]
        unknown = sorted(set(data) - set(names))
        if unknown:
            raise RulesError(f"unknown rules field {unknown[0]!r}")
        if base is None:
            # written before the field existed: the total counted tricks
            data = {"min_total_counts": "tricks", **data}
            missing = [n for n in names if n not in data]
            if missing:
                raise RulesError(f"rules field {missing[0]!r} is missing")
            base = cls()
        for key in ("bid_values", "deal_pattern"):
            if key in data and not isinstance(data[key], list):
                raise RulesError(f"{key} must be a list")
        return replace(base, **data)

    def to_json(self) -> str:
        return json.dumps(self.to_dict())

    @classmethod
    def from_json(cls, text: str, base: Rules | None = None) -> Rules:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise RulesError(f"not valid JSON (line {e.lineno}, column {e.colno}: "
                             f"{e.msg})") from None
        return cls.from_dict(data, base)

    def replace(self, **changes) -> Rules:
        return replace(self, **changes)

    @classmethod
    def preset(cls, name: str) -> Rules:
        try:
            return PRESETS[name]
        except KeyError:
            raise RulesError(f"unknown preset {name!r} (presets: {', '.join(PRESETS)})") from None

    def preset_name(self) -> str | None:
        """The preset these rules equal, or None for custom rules."""
        for name, r in PRESETS.items():
            if r == self:
                return name
        return None


def bid_table_reason(values) -> tuple[str, dict] | None:
    """Why a table of bid values cannot be played, as a code and its fields
    (``game.strings.rules_why`` words it), or None: a bid may not be worth
    less than a smaller one, and once a bid wins the game every larger bid
    must win it too."""
    prev = None
    for b, v in enumerate(values, 1):
        if prev == WIN and v != WIN:
            return "win_then_number", {"low": b - 1, "bid": b}
        if prev is not None and prev != WIN and v != WIN and v < prev:
            return "worth_less", {"bid": b, "low": b - 1, "value": prev}
        prev = v
    return None


_BID_TABLE_WHY = {
    "win_then_number": "a bid of {low} wins the game, so a bid of {bid} must win it too",
    "worth_less": "a bid of {bid} can't be worth less than a bid of {low} ({value})",
}


def bid_table_problem(values) -> str | None:
    """``bid_table_reason`` in English (for files and the command line)."""
    reason = bid_table_reason(values)
    return None if reason is None else _BID_TABLE_WHY[reason[0]].format(**reason[1])


PRESETS: dict[str, Rules] = {
    "lebanese": Rules(),
    "syrian41": Rules(min_bid=1, min_bid_rises=False, min_total_rises=False,
                      min_total_counts="values",
                      bid_values=(1, 2, 3, 4, 5, 6, 14, 16, 18, 20, 22, 24, 26)),
    "cutthroat": Rules(min_bid=1, min_bid_rises=True, min_total_rises=False,
                       min_total_counts="values",
                       bid_values=(1, 2, 3, 4, 10, 12, 14, 16, 18, 20, 22, 24, 26)),
    "jawaker": Rules(bid_values=(1, 2, 3, 4, 10, 12, 14, 16, 27, 40, 40, 40, 40),
                     devalue_5_6_at_30=True),
}
PRESET_TITLES = {"lebanese": "Lebanese 400", "syrian41": "Syrian 41", "cutthroat": "Cutthroat",
                 "jawaker": "Jawaker"}
# where each preset is played, in one line (settings, rules help)
PRESET_PLACES = {
    "lebanese": "Lebanon and most family tables: bids to 41, 5 and more count double.",
    "syrian41": "Syria (\"41\"): a bid of 1 allowed, small bids at face value.",
    "cutthroat": "The cutthroat variant of the Syrian game, 5 and more doubled.",
    "jawaker": "The table of Jawaker, the region's online platform: 10 to 13 are worth 40.",
}
DEFAULT_RULES = PRESETS["lebanese"]
