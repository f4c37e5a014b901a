"""Saved games: Continue must rebuild the match exactly, future deals included."""

import json
import random
from pathlib import Path

import pytest

from game.engine import PRESETS, Match, Phase
from game.engine.record import replay
from game.storage import Settings, configure, save_data
from game.storage.saves import SaveError, resume

PLAYERS = ["human", "bot:hard", "bot:hard", "bot:hard"]
DATA = Path(__file__).parent / "data"


def advance(m: Match, rng: random.Random, stop) -> None:
    while not m.is_over and not stop(m):
        m.apply(rng.choice(m.legal_actions()))


def same_state(a: Match, b: Match) -> None:
    assert a.rules == b.rules
    assert a.events == b.events
    assert a.history == b.history
    assert [list(h) for h in a.hands] == [list(h) for h in b.hands]
    assert (a.phase, a.turn, a.dealer, a.trick, a.trick_leader, a.tricks, a.taken, a.bids,
            a.scores, a.target, a.hand_number, a.min_total, a.min_bids) == \
           (b.phase, b.turn, b.dealer, b.trick, b.trick_leader, b.tricks, b.taken, b.bids,
            b.scores, b.target, b.hand_number, b.min_total, b.min_bids)
    assert a.rng.getstate() == b.rng.getstate()


def play_on_together(a: Match, b: Match, seed: int, hands: int = 3) -> None:
    """Both matches take the same actions; deals and results must agree."""
    ra, rb = random.Random(seed), random.Random(seed)
    stop = a.hand_number + hands
    while not a.is_over and a.hand_number < stop:
        x, y = ra.choice(a.legal_actions()), rb.choice(b.legal_actions())
        assert x == y
        a.apply(x)
        b.apply(y)
    a.stop()
    b.stop()
    assert a.history == b.history
    assert a.scores == b.scores


STOPS = {
    "mid_trick": lambda m: m.hand_number == 2 and m.phase is Phase.PLAYING
    and len(m.trick) == 2 and len(m.tricks) == 5,
    "mid_bidding": lambda m: m.hand_number == 3 and m.phase is Phase.BIDDING
    and m.bids.count(None) == 2,
    "fresh_deal": lambda m: m.hand_number == 2 and not any(m.bids)
    and m.phase is Phase.BIDDING,
    "first_action": lambda m: True,
    "last_card_of_trick": lambda m: m.phase is Phase.PLAYING and len(m.trick) == 3
    and len(m.tricks) == 12,
}


@pytest.mark.parametrize("where", sorted(STOPS))
def test_continue_rebuilds_the_match_exactly(tmp_path, where):
    store = configure(tmp_path)
    m = Match(PRESETS["syrian41"], seed=11)
    advance(m, random.Random(2), STOPS[where])
    assert not m.is_over
    store.save_game(m, PLAYERS, "game-1", extra={"bot_seed": 5})
    back = configure(tmp_path).load_game()
    assert back is not None and back.notice == ""
    assert (back.players, back.game_id, back.extra) == (PLAYERS, "game-1", {"bot_seed": 5})
    same_state(m, back.match)
    play_on_together(m, back.match, seed=9)


def test_continue_with_no_seed_keeps_the_future_deals(tmp_path):
    """A match driven by an RNG passed in (no seed) resumes from the RNG state."""
    store = configure(tmp_path)
    m = Match(rng=random.Random(1234))
    advance(m, random.Random(3), lambda m: m.hand_number == 2 and len(m.tricks) == 7)
    store.save_game(m, PLAYERS)
    back = store.load_game()
    same_state(m, back.match)
    play_on_together(m, back.match, seed=4, hands=4)


def no_pictures_deck(rules, dealer: int, seat: int) -> list:
    """A deck (top first) that deals ``seat`` no ace, king, queen or jack."""
    from game.engine import DECK
    low = [c for c in DECK if c.rank <= 10][:13]
    rest = [c for c in DECK if c not in low]
    deck = []
    order = [(dealer + k) % 4 for k in (1, 2, 3, 4)]
    for size in rules.deal_pattern:
        for s in order:
            deck += [(low if s == seat else rest).pop(0) for _ in range(size)]
    return deck


def test_continue_with_redeals_and_raised_target(tmp_path):
    """A game with a no-pictures redeal called and the target raised (both
    teams reached it) is saved in the next hand and continues exactly."""
    rules = PRESETS["lebanese"].replace(redeal_no_pictures=True, five_to_run=True,
                                        both_reach="raise_target", deal_pattern=(3, 2, 2, 2, 2, 2))
    store = configure(tmp_path)
    saved = 0
    for seed in range(40):
        m = Match(rules, seed=seed, first_dealer=3, scores=[38, 38, 38, 38],
                  decks=[no_pictures_deck(rules, 3, 0)])
        assert m.phase is Phase.REDEAL and m.turn == 0
        m.apply(True)  # South calls the redeal
        rng = random.Random(seed)
        while not m.is_over and m.target == rules.target and m.hand_number < 30:
            if m.phase is Phase.BIDDING:  # low bids, and the dealer's 5 lets the hand run
                m.apply(5 if m.turn == m.dealer else m.legal_actions()[0])
            else:
                m.apply(rng.choice(m.legal_actions()))
        if m.is_over or m.target == rules.target:
            continue
        advance(m, rng, lambda m: m.phase is Phase.PLAYING and len(m.tricks) == 2)
        if m.is_over:
            continue
        assert m.hand_logs[0].thrown_in == {"reason": "no_pictures", "seat": 0}
        assert m.target == rules.target + 10  # raised, and saved in the hand after
        store.save_game(m, PLAYERS, f"g{seed}")
        back = store.load_game()
        same_state(m, back.match)
        assert back.match.target == m.target
        assert back.match.hand_logs[0].thrown_in == m.hand_logs[0].thrown_in
        play_on_together(m, back.match, seed=seed)
        saved += 1
        if saved == 3:
            break
    assert saved == 3  # three such games were saved and continued


def test_autosave_after_every_action_always_resumes(tmp_path):
    store = configure(tmp_path)
    m = Match(seed=21)
    rng = random.Random(5)
    for n in range(160):
        m.apply(rng.choice(m.legal_actions()))
        store.save_game(m, PLAYERS, "g", sync=False)
        if n % 23 == 0:
            same_state(m, store.load_game().match)
    data = json.loads(store.paths.save.read_text())
    assert data == save_data(m, PLAYERS, "g", now=data["saved_at"])


def test_saved_game_keeps_its_own_rules_after_settings_change(tmp_path):
    store = configure(tmp_path)
    store.save_settings(Settings(rules=PRESETS["syrian41"]))
    m = Match(store.load_settings().rules, seed=3)
    advance(m, random.Random(1), lambda m: len(m.tricks) == 4)
    store.save_game(m, PLAYERS)
    # the player changes the house rules for the next game
    store.save_settings(Settings(rules=PRESETS["lebanese"].replace(target=44)))
    store = configure(tmp_path)
    assert store.load_settings().rules.target == 44
    back = store.load_game()
    assert back.match.rules == PRESETS["syrian41"]
    same_state(m, back.match)
    assert store.notices == []


def test_won_game_clears_the_save_and_keeps_the_record(tmp_path):
    store = configure(tmp_path)
    m = Match(PRESETS["syrian41"].replace(target=21), seed=8)
    rng = random.Random(8)
    while not m.is_over:
        acts = m.legal_actions()
        m.apply(rng.choice((3, 4)) if m.phase is Phase.BIDDING else rng.choice(acts))
        if m.hand_number == 2 and not store.has_save():
            store.save_game(m, PLAYERS)
    assert store.has_save() and m.winner is not None
    store.save_game(m, PLAYERS)
    assert not store.has_save()
    assert store.load_game() is None
    assert replay(store.last_record()).scores == m.scores


def test_a_stopped_game_is_kept_for_continue(tmp_path):
    """Quit to menu stops the match; the save still resumes it."""
    store = configure(tmp_path)
    m = Match(seed=8)
    advance(m, random.Random(8), lambda m: m.hand_number == 2 and len(m.trick) == 1)
    m2 = Match(seed=8)
    advance(m2, random.Random(8), lambda m: m.hand_number == 2 and len(m.trick) == 1)
    m.stop()
    store.save_game(m, PLAYERS)
    back = configure(tmp_path).load_game()
    assert back is not None and not back.match.is_over
    same_state(m2, back.match)


def test_background_autosave_writes_the_newest_state(tmp_path):
    store = configure(tmp_path)
    m = Match(seed=31)
    rng = random.Random(31)
    for _ in range(120):
        m.apply(rng.choice(m.legal_actions()))
        store.autosave(m, PLAYERS, "g")
    assert store.flush()
    assert store.autosave_error is None
    same_state(m, configure(tmp_path).load_game().match)


def test_damaged_hand_in_progress_restarts_from_its_deal(tmp_path):
    store = configure(tmp_path)
    m = Match(seed=13)
    advance(m, random.Random(6), lambda m: m.hand_number == 3 and len(m.tricks) == 6)
    store.save_game(m, PLAYERS)
    data = json.loads(store.paths.save.read_text())
    data["actions"][-1] = "ZZ"  # not a card
    store.paths.save.write_text(json.dumps(data))
    fresh = configure(tmp_path)
    back = fresh.load_game()
    assert back is not None and "restarted" in back.notice
    assert back.match.history == m.history
    assert back.match.hand_number == 3 and back.match.tricks == [] \
        and back.match.deck == m.deck and back.match.bids == [None] * 4
    assert back.match.rng.getstate() == m.rng.getstate()
    assert len(fresh.notices) == 1 and "\n" not in fresh.notices[0]
    assert list(tmp_path.glob("save.json.bad-*"))  # the original is kept
    assert configure(tmp_path).load_game().match.history == m.history  # rewritten sound


def test_resume_refuses_a_save_whose_record_breaks_the_rules():
    m = Match(seed=2)
    advance(m, random.Random(2), lambda m: m.hand_number == 3)
    data = save_data(m, PLAYERS)
    data["record"]["hands"][0]["scores"] = [99, 0, 0, 0]
    data["actions"] = []
    with pytest.raises(SaveError):
        resume(data)


@pytest.mark.parametrize("name", ["save_v1_mid_trick.json", "save_v1_bidding.json"])
def test_a_version_1_save_resumes_and_is_written_back_as_version_2(tmp_path, name):
    """Saves written before the action log (``[seat, action]`` pairs, rules
    without ``min_total_counts``) resume where they were, counting tricks,
    and the next save is version 2 with the same game in it."""
    old = json.loads((DATA / name).read_text())
    assert old["version"] == 1 and "min_total_counts" not in old["rules"]
    back = resume(old)
    m = back.match
    assert back.notice == ""
    assert m.rules.min_total_counts == "tricks"
    assert m.history == old["record"]["hands"] and m.scores == old["scores"]
    assert m.hand_number == old["hand_number"] and [c.code for c in m.deck] == old["deck"]
    store = configure(tmp_path)
    store.save_game(m, back.players, back.game_id)
    new = json.loads(store.paths.save.read_text())
    assert new["version"] == 2
    again = configure(tmp_path).load_game()
    same_state(m, again.match)
    play_on_together(m, again.match, seed=4)


def test_the_save_holds_the_engines_action_log():
    m = Match(seed=21)
    advance(m, random.Random(21), lambda m: m.hand_number == 2 and len(m.tricks) == 3)
    data = save_data(m, PLAYERS)
    assert len(data["actions"]) == len(m.actions)
    assert data["actions"][0] == {"dealer": m.actions[0].dealer,
                                  "deck": [c.code for c in m.actions[0].deck]}
    played = [a for a in data["actions"] if isinstance(a, str)]
    assert played == [c.code for _, cards, _ in m.tricks for c in cards] or \
        played[-len(m.tricks) * 4 - len(m.trick):] == \
        [c.code for _, cards, _ in m.tricks for c in cards] + [c.code for c in m.trick]


def refuse_records(monkeypatch) -> None:
    """A full disk for game records only: the writer thread's other writes work."""
    import game.storage.background as background

    real = background.write_atomic

    def full_for_records(path, text, sync=True):
        if Path(path).name == "last_game.json":
            raise OSError(28, "No space left on device")
        real(path, text, sync=sync)

    monkeypatch.setattr(background, "write_atomic", full_for_records)


def test_a_won_game_whose_record_cannot_be_written_keeps_its_save(tmp_path, monkeypatch):
    """Full disk as the game is won: the record cannot be written, so the
    save stays (Continue offers the game at its last position), and the
    failure is still known after a later write succeeds, for the table to
    tell."""
    from game.session import Keeper

    refuse_records(monkeypatch)
    store = configure(tmp_path)
    rules = PRESETS["lebanese"].replace(target=21)
    game, rng, taken = Match(rules, seed=41), random.Random(41), []
    while not game.is_over:  # random cards, bids of 3 (never thrown in): a game that ends
        legal = game.legal_actions()
        taken.append((3 if 3 in legal else min(legal)) if game.phase is Phase.BIDDING
                     else rng.choice(legal))
        game.apply(taken[-1])
    assert game.winner is not None
    m = Match(rules, seed=41)
    for action in taken[:-1]:
        m.apply(action)
    store.autosave(m, PLAYERS, "g")  # the position before the winning action
    before = list(m.events)
    m.apply(taken[-1])
    told = []

    class Table:  # what the keeper tells, as the table scene would show it
        match, players = m, PLAYERS

        def note(self, key, **fields):
            told.append((key, fields))

    keeper = Keeper(store, lambda: None, game_id="g", count_stats=False)
    keeper.save(Table())  # the winning action's autosave
    assert store.flush()
    store.save_settings(Settings())  # a later write that works
    keeper.check(Table())
    assert told == [("game.cannot_save", {"why": "No space left on device"})]
    assert not store.paths.last_game.exists()
    back = configure(tmp_path).load_game()
    assert back is not None and not back.match.is_over
    assert back.match.events == before


def test_a_save_handed_over_before_the_winning_record_is_written_first(tmp_path, monkeypatch):
    """The last position's save and the won game's record can both wait for
    the writer thread: the save is still written first, so a record the
    disk refuses leaves the game to continue from just before the win."""
    import game.storage.background as background

    refuse_records(monkeypatch)
    save, record = tmp_path / "save.json", tmp_path / "last_game.json"
    writer = background.BackgroundWriter()
    with writer._cond:  # the thread waits until both are handed over
        writer.put(save, "the position before the win")
        writer.put(record, "the won game", then_delete=save)
    assert writer.flush()
    assert save.read_text() == "the position before the win"
    assert not record.exists() and writer.error.errno == 28
