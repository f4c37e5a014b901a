"""The table under the dummy video driver, driven by real posted pygame events."""

import os
import random

from game.engine.events import CardPlayed

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402
from doubles import (  # noqa: E402
    InstantThinker,
    Quiet,
    no_pictures_match,
    run_until,
    start_table,
    to_a_trick_waiting_for_your_click,
)
from events import click, key  # noqa: E402
from pygame import Rect  # noqa: E402

from game.ai.random_bot import RandomBot  # noqa: E402
from game.engine import Match, Phase  # noqa: E402
from game.options import Options  # noqa: E402
from game.strings import player_name  # noqa: E402
from game.ui.app import App  # noqa: E402
from game.ui.table import TableScene  # noqa: E402
from game.ui.table.dialogs import PauseMenu  # noqa: E402

DT = 1 / 60




@pytest.fixture
def app():
    a = App((1280, 720), options=Options(sound=False))
    yield a
    a.close()


start = start_table


def visible_point(scene, sprite):
    """A point on the part of ``sprite`` that no later card covers."""
    lay = scene.layout
    hand = scene.board.hands[0]
    i = hand.index(sprite)
    right = hand[i + 1].x if i + 1 < len(hand) else sprite.x + lay.card_w
    return (round((sprite.x + right) / 2), round(sprite.y + lay.card_h * 0.6))


def bid_when_asked(app, scene, choose=min):
    assert run_until(app, lambda: scene.human_turn() == "bid")
    assert scene.bid_panel.visible
    n = choose(scene.bid_panel.legal)
    button = scene.bid_panel.buttons[scene.bid_panel.legal.index(n)]
    click(button.rect.center)
    app.step(DT)
    return n


def test_bid_click_makes_that_bid(app):
    scene = start(app, seed=11)
    n = bid_when_asked(app, scene, choose=lambda legal: legal[1])
    assert scene.match.bids[0] == n or any(
        log.bids and log.bids[0] == n for log in scene.match.hand_logs)
    assert not scene.bid_panel.visible


def test_bid_panel_shows_only_legal_bids_with_their_worth(app):
    scene = start(app, seed=12)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    view = scene.match.view(0)
    assert scene.bid_panel.legal == tuple(view.legal)
    assert [b.label for b in scene.bid_panel.buttons] == [str(n) for n in view.legal]
    rules = scene.match.rules
    five = scene.bid_panel.buttons[view.legal.index(5)]
    assert str(rules.bid_value(5, view.scores[0])) in five.sub  # 10 in the Lebanese table
    total = sum(b for b in view.bids if b is not None)
    if total < view.min_total:
        assert any("thrown in" in text for text, _ in scene.bid_panel.lines)


def reach_play_turn(app, scene, want=lambda scene: True, hands=8):
    """Bid and play along (legal cards by click) until South must play in a
    position where ``want(scene)`` holds."""
    for _ in range(hands * 14 + 20):
        assert run_until(app, lambda: scene.human_turn() is not None or
                         scene.match.phase is Phase.OVER)
        turn = scene.human_turn()
        if turn == "bid":
            bid_when_asked(app, scene, choose=lambda legal: legal[1])
        elif turn == "play":
            if want(scene):
                return True
            card = scene.match.legal_cards(0)[0]
            click(visible_point(scene, scene.board.find(0, card)))
            app.step(DT)
        else:
            return False
    return False


def test_click_on_a_legal_card_plays_it(app):
    scene = start(app, seed=21)
    assert reach_play_turn(app, scene)
    card = scene.match.legal_cards(0)[-1]
    sprite = scene.board.find(0, card)
    played_before = len(scene.match.events)
    click(visible_point(scene, sprite))
    app.step(DT)
    assert card not in scene.match.hands[0] or scene.match.hand_number > 1
    from game.engine.events import CardPlayed
    assert CardPlayed(0, card) in scene.match.events[played_before:]


def test_click_on_an_illegal_card_does_nothing_and_says_why(app):
    def has_illegal(scene):
        m = scene.match
        return bool(m.trick) and set(m.legal_cards(0)) != set(m.hands[0])

    scene = start(app, seed=31)
    assert reach_play_turn(app, scene, has_illegal)
    m = scene.match
    illegal = next(c for c in m.hands[0] if c not in m.legal_cards(0))
    events_before = len(m.events)
    click(visible_point(scene, scene.board.find(0, illegal)))
    app.step(DT)
    assert len(m.events) == events_before  # nothing happened
    assert illegal in m.hands[0]
    assert scene.toast is not None
    led = m.trick[0].suit.name.lower()
    assert f"you must follow {led}" in scene.toast[0]


def test_keyboard_chooses_and_plays_a_legal_card(app):
    scene = start(app, seed=41)
    assert reach_play_turn(app, scene)
    legal = scene.match.legal_cards(0)
    key(pygame.K_RIGHT)
    app.step(DT)
    chosen = scene.hand.selected_card()
    assert chosen in legal
    key(pygame.K_RETURN)
    app.step(DT)
    assert chosen not in scene.match.hands[0] or scene.match.hand_number > 1


def test_drag_a_card_to_the_table_plays_it(app):
    scene = start(app, seed=51)
    assert reach_play_turn(app, scene)
    card = scene.match.legal_cards(0)[0]
    start_pos = visible_point(scene, scene.board.find(0, card))
    drop = scene.layout.trick.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start_pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=drop, rel=(0, -200),
                                         buttons=(1, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=drop, button=1))
    app.step(DT)
    assert card not in scene.match.hands[0] or scene.match.hand_number > 1


def test_escape_opens_the_pause_menu_and_resume_closes_it(app):
    scene = start(app, seed=61, speed="normal")
    key(pygame.K_ESCAPE)
    app.step(DT)
    assert isinstance(app.top, PauseMenu)
    app.step(DT)
    events = len(scene.match.events)
    click(app.top.buttons[0].rect.center)  # Resume
    app.step(DT)
    assert app.top is scene
    assert len(scene.match.events) == events


def test_a_resize_keeps_the_layout_valid(app):
    scene = start(app, seed=71)
    run_until(app, lambda: scene.human_turn() == "bid")
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=960, h=600, size=(960, 600)))
    app.step(DT)
    assert app.surface.get_size() == (960, 600)
    lay = scene.layout
    assert lay.size == (960, 600)
    window = Rect(0, 0, 960, 600)
    areas = lay.key_areas()
    for name, r in areas.items():
        assert window.contains(r), name
    for sprite in scene.board.hands[0]:
        assert window.contains(Rect(sprite.x, sprite.y, lay.card_w, lay.card_h))
    for b in scene.bid_panel.buttons:
        assert lay.bid_panel.contains(b.rect)


def test_an_autoplayed_hand_at_instant_speed_completes(app):
    scene = start(app, seed=81, autoplay=True, hands=1)
    app.running = True
    assert run_until(app, lambda: not app.running, frames=5000)
    m = scene.match
    assert scene.hands_done == 1
    assert len(m.hand_logs) >= 1 and m.phase is Phase.OVER  # stopped after the hand


def test_the_table_shows_what_the_engine_says(app):
    """After a hand the plates show the engine's scores, never the UI's own sums."""
    m = Match(seed=91)
    scene = start(app, match=m, autoplay=True, hands=2)
    app.running = True
    assert run_until(app, lambda: not app.running, frames=8000)
    assert scene.board.scores == list(m.scores)
    assert [r.number for r in scene.board.sheet] == list(range(1, len(m.hand_logs) + 1))


def test_a_resumed_match_opens_as_it_stands(app):
    """A saved game (a Match with history) shows its current hand at once:
    South's cards, the trick on the table, the scores; no replayed summaries."""
    m = Match(seed=101)
    rng = random.Random(5)
    while m.hand_number < 2 or len(m.trick) < 2 or m.turn != 0:
        m.apply(RandomBot(rng).decide(m.view(m.turn)))
    acted = []
    scene = TableScene(match=m, seed=101, speed="normal", thinker=InstantThinker(),
                       sounds=Quiet())
    app.push(scene)
    app.step(DT)
    scene.session.listen(lambda session, events: acted.append(events))
    board = scene.board
    assert app.top is scene
    assert board.hand_number == m.hand_number
    assert {s.card for s in board.hands[0]} == set(m.hands[0])
    assert [s.card for s in board.trick] == list(m.trick)
    assert board.scores == list(m.scores)
    assert len(board.sheet) == len(m.hand_logs)
    assert scene.human_turn() == "play"
    card = m.legal_cards(0)[0]
    click(visible_point(scene, board.find(0, card)))
    app.step(DT)
    # the session's listeners heard the play, and the events it caused
    assert len(acted) == 1 and acted[0][0] == CardPlayed(0, card)
    assert acted[0] == m.events[-len(acted[0]):]


def test_no_pictures_redeal_is_asked_and_answered(app):
    from game.engine.events import ThrownIn
    from game.ui.dialog import Dialog

    m = no_pictures_match()
    scene = start(app, match=m)
    assert run_until(app, lambda: isinstance(app.top, Dialog))
    redeal = next(b for b in app.top.buttons if b.label == "Redeal")
    click(redeal.rect.center)
    app.step(DT)
    assert any(isinstance(e, ThrownIn) and e.reason == "no_pictures" for e in m.events)
    assert m.hand_number == 2 and m.dealer == 0  # the deal passed to the right
    assert app.top is scene


def test_the_deal_starts_at_the_dealers_right_and_takes_about_three_seconds(app):
    """Simulated time (dt), not the wall clock: the default deal reads as a real deal."""
    app.options.draw_for_dealer = False
    scene = start(app, seed=111, speed="normal")
    dealer = scene.match.dealer
    first_seat, t = None, 0.0
    while scene.board.hand_number == 0 or scene.board.pile > 0 or scene.tweens.busy:
        app.step(DT)
        t += DT
        if first_seat is None:
            for seat in range(4):
                if scene.board.hands[seat]:
                    first_seat = seat
        assert t < 10
    assert first_seat == (dealer + 1) % 4
    assert 2.5 <= t <= 4.0
    south = [s.card for s in scene.board.hands[0]]
    assert set(south) == set(scene.match.hands[0])
    assert all(s.flip == 1.0 for s in scene.board.hands[0])  # your cards face up
    suits = [c.suit for c in south]
    assert suits == sorted(suits, key=suits.index)  # grouped by suit
    if any(c.suit.name == "HEARTS" for c in south):
        assert south[0].suit.name == "HEARTS"  # trump first


def test_turn_timer_lets_the_bot_choose_when_time_is_up(app):
    app.options.turn_timer = 10
    scene = start(app, seed=121)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    app.step(DT)
    full = scene.renderer.timer_drawn[1].width
    assert "(" not in scene.status.text()  # the time is a bar, not words in the status
    for _ in range(int(5 / DT)):
        app.step(DT)
    left, bar = scene.renderer.timer_drawn
    assert 0.45 <= left <= 0.55 and abs(bar.width - full / 2) <= full * 0.06
    assert scene.layout.plates[0].contains(bar)  # on your plate
    for _ in range(int(4 / DT)):
        app.step(DT)
    assert scene.match.bids[0] is None  # still yours after 9 s
    assert run_until(app, lambda: scene.match.bids[0] is not None
                     or scene.match.hand_number > 1, frames=int(2 / DT))


def test_changed_card_options_redraw_the_cards_on_return(app):
    from game.ui.dialog import Dialog

    scene = start(app, seed=131)
    run_until(app, lambda: scene.human_turn() == "bid")
    art_before = scene.renderer.art
    app.push(Dialog("Settings", [("Close", None)]))
    app.step(DT)
    app.options.four_colour = True
    app.options.french_indices = False
    app.top.buttons[0].click()
    app.step(DT)
    assert app.top is scene
    assert scene.renderer.art is not art_before
    assert scene.renderer.art.four_colour and not scene.renderer.art.french


def sure_tricks_match():
    """South on lead after 9 tricks, with cards that must take the last 4."""
    from scripted import bid_in_turn, deck_for, planned_hand, play_tricks, winners_for

    hands, tricks = planned_hand(winners_for([12, 0, 0, 0]), 0, 3)
    m = Match(seed=1, first_dealer=3, decks=[deck_for(hands, 3)])
    bid_in_turn(m, [3, 3, 3, 3])
    play_tricks(m, tricks[:9])
    return m


def test_automatic_claim_plays_out_your_sure_tricks(app):
    """With automatic claim on, once the engine says South's cards must take
    every remaining trick, the table plays them out without a click."""
    m = sure_tricks_match()
    assert m.claim(0)
    app.options.auto_claim = True
    start(app, match=m)
    assert run_until(app, lambda: m.hand_number == 2 or m.is_over)
    assert m.hand_logs[0].taken[0] == 13


def test_without_automatic_claim_you_play_your_own_cards(app):
    m = sure_tricks_match()
    app.options.auto_claim = False
    start(app, match=m)
    for _ in range(600):
        app.step(DT)
    assert len(m.tricks) == 9 and m.turn == 0  # still waiting for you


def test_under_five_to_run_the_dealers_panel_marks_the_bids_that_throw_the_hand_in(app):
    from game.engine import PRESETS
    from game.ui.table.bidpanel import THROWS_IN
    m = Match(PRESETS["lebanese"].replace(five_to_run=True), seed=4, first_dealer=0)
    for seat in (1, 2, 3):
        m.bid(seat, 3)  # 9 so far; South, the dealer, bids last
    scene = start(app, match=m)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    marked = {b for b, btn in zip(scene.bid_panel.legal, scene.bid_panel.buttons)
              if btn.sub_colour == THROWS_IN}
    # 2 reaches the total of 11 but nobody would have bid 5: thrown in all the same
    assert marked == {2, 3, 4}


def test_under_syrian41_the_panel_counts_what_the_bids_are_worth(app):
    from game.engine import PRESETS
    m = Match(PRESETS["syrian41"], seed=4, first_dealer=0)
    for seat, bid in ((1, 7), (2, 1), (3, 1)):
        m.bid(seat, bid)  # worth 14 + 1 + 1 = 16: already past 11
    scene = start(app, match=m)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    from game.ui.table.bidpanel import THROWS_IN
    marked = [b for b, btn in zip(scene.bid_panel.legal, scene.bid_panel.buttons)
              if btn.sub_colour == THROWS_IN]
    assert not marked  # counting tricks (9 + 1) would have marked the 1
    assert any("worth 16" in text for text, _ in scene.bid_panel.lines)


def test_a_table_left_for_another_screen_is_freed_at_once(app):
    """Its surfaces (card art, felt: megabytes) go when the screen changes,
    not at some later garbage collection: a long session stays flat."""
    import gc
    import weakref

    scene = start(app, seed=5, speed="fast", autoplay=True)
    for _ in range(120):
        app.step(DT)
    gone = weakref.ref(scene)
    del scene
    gc.disable()  # only what the app does itself counts
    try:
        app.replace(TableScene(seed=6, speed="fast", autoplay=True, thinker=InstantThinker(),
                               sounds=Quiet()))
        app.apply_requests()
        assert gone() is None
    finally:
        gc.enable()


def test_the_scoreboard_shows_the_engines_team_totals_and_the_distance(app):
    m = Match(seed=91)
    scene = start(app, match=m, autoplay=True, hands=2)
    app.running = True
    assert run_until(app, lambda: not app.running, frames=8000)
    app.step(DT)
    sc = m.scores
    assert len(m.hand_logs) >= 1 and any(sc)
    (us, us_go), (them, them_go) = scene.renderer.scores_drawn
    assert us == f"Us {sc[0] + sc[2]}" and them == f"Them {sc[1] + sc[3]}"
    assert us_go == f"{m.target - max(sc[0], sc[2])} to go"
    assert them_go == f"{m.target - max(sc[1], sc[3])} to go"


def test_the_scoreboard_says_when_a_partner_stops_the_team_winning(app):
    """You reached the target but North is not above 0 (the rule in force):
    the board says what North needs, in the words of that rule."""
    from game.engine import Rules

    north = player_name(2)
    for condition, words in (("positive", f"{north} must be above 0"),
                             ("non_negative", f"{north} must not be below 0")):
        scene = start(app, match=Match(Rules(partner_condition=condition), seed=3))
        scene.board.scores = [45, 3, -2 if condition == "non_negative" else 0, 10]
        lines = scene.renderer.team_lines()
        assert lines[0] == (0, "Us 43" if condition == "non_negative" else "Us 45", words)
        assert lines[1] == (1, "Them 13", "31 to go")


@pytest.mark.parametrize("speed", ["normal", "fast"])
def test_the_tricks_winner_is_shown_long_enough_to_read(app, speed):
    """Before a trick is swept, its winning card glows and the taker is
    named (the engine's winner), for at least 0.9 s at any speed but instant."""
    from game.ui.table.director import WINNER_SHOWN

    scene = start(app, seed=12, speed=speed, autoplay=True)
    m = scene.match
    shown = 0.0
    for _ in range(20000):
        app.step(DT)
        if scene.board.trick_winner is not None:
            break
    else:
        raise AssertionError("no trick was won")
    winner = scene.board.trick_winner
    number = len(scene.board.sheet), scene.board.hand_number
    engine = m.tricks[0][2] if m.hand_number == number[1] else None
    assert winner == engine  # the first trick of the hand, as the engine scored it
    while scene.board.trick_winner is not None:
        name = "You take the trick" if winner == 0 else f"{player_name(winner)} takes the trick"
        assert scene.renderer.trick_winner_drawn == name
        app.step(DT)
        shown += DT
    assert shown >= WINNER_SHOWN - DT


def test_the_dealer_is_told_which_bids_throw_the_hand_in_and_asked_first(app):
    """South deals after three bids of 2: the panel says, from the engine's
    reason, which bids play the hand; a throwing bid asks once; 'Choose
    again' leaves the panel; confirming throws the hand in."""
    from game.engine.events import ThrownIn
    from game.ui.dialog import Dialog

    m = Match(seed=4, first_dealer=0)  # South deals: East, North and West bid first
    for _ in range(3):
        m.apply(2)
    scene = start(app, match=m, speed="instant")
    assert run_until(app, lambda: scene.human_turn() == "bid")
    view = m.view(0)
    playing = [b for b in view.legal if view.throw_in_if(b) is None]
    assert min(playing) == 5  # 2 + 2 + 2 + 5 = 11
    rule, why = scene.bid_panel.lines[1][0], scene.bid_panel.lines[2][0]
    assert rule == "Bid 5 or more to play the hand; 2\u20134 throws it in and it is dealt again."
    assert why == "With 4: the bids total 10, below the 11 needed."  # the engine's reason
    scene.human_bid(3)
    app.step(DT)
    assert isinstance(app.top, Dialog) and app.top.title == "Throw the hand in?"
    why = [text for text, _ in app.top.lines][1]
    assert why == "With 3: the bids total 9, below the 11 needed."
    key(pygame.K_ESCAPE)  # choose again
    app.step(DT)
    assert app.top is scene and scene.human_turn() == "bid" and m.bids[0] is None
    scene.human_bid(3)
    app.step(DT)
    yes = next(b for b in app.top.buttons if b.label.startswith("Bid 3"))
    click(yes.rect.center)
    app.step(DT)
    assert any(type(e) is ThrownIn for e in m.events) and m.hand_logs[0].bids[0] == 3


def test_with_the_option_off_a_throw_in_bid_is_not_questioned(app):
    from game.engine.events import ThrownIn

    m = Match(seed=4, first_dealer=0)
    for _ in range(3):
        m.apply(2)
    scene = start(app, match=m, speed="instant")
    scene._options = Options(sound=False, confirm_throw_in=False)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    scene.human_bid(3)
    assert any(type(e) is ThrownIn for e in m.events)  # at once, no dialog


def test_the_hint_names_the_throw_in_it_recommends(app):
    """South deals with nothing after three bids of 2: the hint recommends a
    bid that throws the hand in and says so, from the engine's reason."""
    from doubles import HintingThinker

    from game.engine import DECK, Card, core
    from game.engine.rules import DEFAULT_RULES

    codes = "2S 3S 4S 5S 2D 3D 4D 5D 2C 3C 4C 6C 7C".split()
    weak = iter(Card.parse(c) for c in codes)
    strong = iter(c for c in DECK if c.code not in codes)
    deck = [None] * 52
    for seat, start, end, _ in core.deal_plan(0, DEFAULT_RULES.deal_pattern)[0]:
        for i in range(start, end):
            deck[i] = next(weak if seat == 0 else strong)
    m = Match(seed=4, first_dealer=0, decks=[deck])
    assert sorted(c.code for c in m.hands[0]) == sorted(codes)
    for _ in range(3):
        m.apply(2)
    scene = TableScene(match=m, speed="instant", thinker=HintingThinker(), sounds=Quiet(),
                       options=Options(sound=False, hints=True))
    app.push(scene)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    view = m.view(0)
    key(pygame.K_h)
    assert run_until(app, lambda: scene.toast and scene.toast[0].startswith("Hint"))
    text = scene.toast[0]
    bid = int(text.split()[2])
    assert view.throw_in_if(bid) is not None  # nothing in hand: better thrown in
    assert "throws the hand in" in text and "too few to bid 5" in text
    assert scene.bid_panel.legal[scene.bid_panel.selected] == bid


def test_each_seat_has_its_own_portrait_in_its_plate(app):
    """Every plate shows a portrait of who sits there, each one different,
    beside the name the messages use."""
    from game.ui.avatar import avatar

    scene = start(app, seed=3)
    app.step(DT)
    size = scene.layout.avatar
    assert size >= 30
    faces = [pygame.image.tobytes(avatar(size, s), "RGBA") for s in range(4)]
    assert len(set(faces)) == 4
    for seat, spot in scene.renderer.avatars_drawn.items():
        assert scene.layout.plates[seat].contains(spot)
        drawn = app.surface.subsurface(spot.inflate(-size // 2, -size // 2))
        face = avatar(size, seat).subsurface(pygame.Rect(0, 0, size, size).inflate(
            -size // 2, -size // 2))
        assert pygame.image.tobytes(drawn.convert_alpha(), "RGBA")[::4] == \
            pygame.image.tobytes(face, "RGBA")[::4]  # the portrait's middle, as drawn
    assert sorted(scene.renderer.avatars_drawn) == [0, 1, 2, 3]


def test_enter_never_places_a_bid_you_could_not_see(app):
    """With no bid drawn as focused, Enter only shows the focus; a second
    Enter places the bid it shows."""
    scene = start(app, seed=11)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    assert not any(b.selected for b in scene.bid_panel.buttons)
    key(pygame.K_RETURN)
    app.step(DT)
    assert scene.match.bids[0] is None and scene.human_turn() == "bid"
    focused = [b for b in scene.bid_panel.buttons if b.selected]
    assert len(focused) == 1  # now the focus is drawn
    bid = scene.bid_panel.legal[scene.bid_panel.buttons.index(focused[0])]
    key(pygame.K_RETURN)
    app.step(DT)
    assert scene.match.bids[0] == bid or scene.match.hand_logs[0].bids[0] == bid


def test_your_bid_leaves_the_status_bar_once_you_have_bid(app):
    scene = start(app, seed=11, speed="normal")
    assert run_until(app, lambda: scene.human_turn() == "bid", 20000)
    assert scene.status.text() == "Your bid"
    scene.human_bid(min(scene.bid_panel.legal))
    for _ in range(120):  # two seconds: the bubble, the pause, the next bidders
        app.step(DT)
        if scene.match.phase is not Phase.BIDDING or scene.match.turn == 0:
            break
        assert scene.status.text() != "Your bid"


def test_the_keys_overlay_lists_the_keys_that_work(app):
    """F1 (or ?) lists the keys; each listed shortcut does what it says."""
    from game.ui.table.dialogs import ScoreSheetDialog
    from game.ui.table.keys import KeysDialog

    scene = start(app, seed=11)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    key(pygame.K_F1)
    app.step(DT)
    app.step(DT)
    assert isinstance(app.top, KeysDialog)
    listed = {k for k, _, _ in app.top.drawn}
    assert {"H", "S", "L", "M", "Esc", "F11"} <= listed
    assert all(app.top.rect.contains(r) for _, _, r in app.top.drawn)
    key(pygame.K_ESCAPE)
    app.step(DT)
    assert app.top is scene
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SLASH,
                                         mod=pygame.KMOD_SHIFT, unicode="?", scancode=0))
    app.step(DT)
    assert isinstance(app.top, KeysDialog)
    key(pygame.K_ESCAPE)
    app.step(DT)
    key(pygame.K_s)
    app.step(DT)
    assert isinstance(app.top, ScoreSheetDialog)
    key(pygame.K_ESCAPE)
    app.step(DT)
    sound = scene.options.sound
    key(pygame.K_m)
    app.step(DT)
    assert scene.options.sound is not sound
    key(pygame.K_s, mod=pygame.KMOD_CTRL)  # Ctrl+S is not the score sheet
    app.step(DT)
    assert app.top is scene


def test_keys_from_the_pause_menu_come_back_to_it(app):
    from game.ui.table.keys import KeysDialog

    scene = start(app, seed=11)
    key(pygame.K_ESCAPE)
    app.step(DT)
    assert isinstance(app.top, PauseMenu)
    keys = next(b for b in app.top.buttons if b.label == "Keys")
    click(keys.rect.center)
    app.step(DT)
    assert isinstance(app.top, KeysDialog)
    key(pygame.K_ESCAPE)
    app.step(DT)
    assert isinstance(app.top, PauseMenu) and scene in app.scenes


def test_a_status_button_shows_its_key_when_the_pointer_rests_on_it(app):
    scene = start(app, seed=11)
    app.step(DT)
    scores = next(b for b in scene.status.buttons if b.name == "scores")
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=scores.rect.center,
                                         rel=(0, 0), buttons=(0, 0, 0)))
    app.step(DT)
    assert scene.status.tip() is None  # not at once
    for _ in range(40):
        app.step(DT)
    text, where = scene.renderer.tip_drawn
    assert text == "Score sheet \u2014 S"
    assert pygame.Rect(0, 0, *app.surface.get_size()).contains(where)
    assert where.top >= scores.rect.bottom  # under the button, not over it


def test_the_claim_is_offered_when_the_engine_confirms_it_and_plays_out_your_tricks(app):
    m = sure_tricks_match()
    app.options.auto_claim = False
    scene = start(app, match=m)
    assert run_until(app, lambda: scene.hand.claim_offered())
    assert m.claim(0) and len(m.tricks) == 9
    app.step(DT)
    button = scene.hand.claim_button
    assert pygame.Rect(0, 0, *app.surface.get_size()).contains(button.rect)
    assert not button.rect.colliderect(scene.layout.hands[0].inflate(0, -scene.layout.lift))
    click(button.rect.center)
    assert run_until(app, lambda: m.hand_number == 2 or m.is_over)
    assert m.hand_logs[0].taken[0] == 13


def test_with_the_option_each_trick_waits_for_your_click(app):
    app.options.trick_click = True
    scene = start(app, seed=5, speed="fast")
    to_a_trick_waiting_for_your_click(app, scene)
    assert scene.board.trick_waiting and len(scene.board.trick) == 4
    for _ in range(300):  # five seconds: it waits
        app.step(DT)
    assert scene.board.trick_waiting and len(scene.board.trick) == 4
    assert scene.status.text() == "Click or press a key to go on"
    click((5, app.surface.get_height() // 2))
    app.step(DT)
    assert not scene.board.trick_waiting and scene.board.trick == []
    assert run_until(app, lambda: len(scene.board.tricks) == 1)


def test_the_hands_tricks_can_be_looked_back_through(app):
    scene = start(app, seed=12, autoplay=True)
    assert run_until(app, lambda: len(scene.board.tricks) >= 3, 20000)
    scene.autoplay = False
    n = len(scene.board.tricks)
    key(pygame.K_l)
    app.step(DT)
    assert scene.show_last and scene.trick_shown == n - 1
    for _ in range(n + 2):
        key(pygame.K_LEFT)
    app.step(DT)
    app.step(DT)
    assert scene.trick_shown == 0
    assert scene.board.tricks[0][:3] == tuple(scene.match.tricks[0])[:3] or \
        scene.match.hand_number > 1


def test_in_a_shown_trick_every_cards_index_is_in_view():
    """The shown trick's cards are drawn so that none covers another's top
    left corner, where its rank and suit are."""
    from game.ui.layout import Layout
    from game.ui.table.render import TableRenderer

    for size in ((1280, 720), (1024, 600), (800, 600)):
        lay = Layout.compute(*size)
        order = TableRenderer.INDEX_ORDER
        for i, seat in enumerate(order):
            slot = lay.slots[seat]
            corner = pygame.Rect(slot.left, slot.top, round(lay.card_w * 0.22),
                                 round(lay.card_h * 0.3))
            for later in order[i + 1:]:
                assert not lay.slots[later].colliderect(corner), (size, seat, later)


def test_the_table_sounds_your_turn_a_refused_card_and_your_bid_made_or_failed(app):
    """Each behind the sound option: the scene asks its Sounds for them."""
    played = []

    class Ear(Quiet):
        enabled = True

        def play(self, name):
            played.append(name)

    scene = TableScene(seed=11, speed="instant", thinker=InstantThinker(), sounds=Ear())
    app.push(scene)
    assert run_until(app, lambda: scene.human_turn() == "bid")
    app.step(DT)
    assert played.count("turn") == 1  # once for the turn, not every frame
    scene.human_bid(max(scene.bid_panel.legal))  # 13: surely failed
    assert run_until(app, lambda: scene.human_turn() == "play")
    assert played.count("turn") == 2
    m = scene.match
    rng = random.Random(1)
    refused = False
    for _ in range(20000):
        if "failed" in played or "made" in played:
            break
        if scene.human_turn() == "play":
            legal = set(m.legal_cards(0))
            wrong = next((c for c in m.hands[0] if c not in legal), None)
            if wrong is not None and not refused:
                scene.try_play(wrong)
                assert played[-1] == "illegal"
                refused = True
            scene.try_play(rng.choice(sorted(legal, key=lambda c: c.index)))
        app.step(DT)
    assert refused and "failed" in played and "made" not in played


def test_no_black_shape_while_a_thrown_in_hand_is_gathered(app):
    """A thrown-in hand's 52 cards fade as they fly to the next dealer: no
    frame shows a dark block where their shadows pile up."""
    from doubles import Ready

    from game.engine.events import ThrownIn

    class LowBids(InstantThinker):
        def ask(self, level, view, seed, think_ms=None):
            return Ready(min(view.legal)) if view.request == "bid" else \
                super().ask(level, view, seed, think_ms)

    scene = TableScene(seed=2, speed="normal", thinker=LowBids(), sounds=Quiet())
    app.push(scene)
    assert run_until(app, lambda: scene.human_turn() == "bid", 20000)
    scene.human_bid(min(scene.bid_panel.legal), confirmed=True)  # 2 + 2 + 2 + 2: thrown in
    darkest, gathered = 0, 0
    for _ in range(int(8 / DT)):
        app.step(DT)
        gathered += any(s.alpha < 250 for s in scene.board.hands[0])  # fading to the pile
        if scene.board.banner is not None:
            area = scene.layout.trick.inflate(scene.layout.card_w * 4, 0).clip(
                pygame.Rect(0, 0, *app.surface.get_size()))
            view = app.surface.subsurface(area)
            black = sum(1 for x in range(0, area.width, 3) for y in range(0, area.height, 3)
                        if max(view.get_at((x, y))[:3]) < 12)
            darkest = max(darkest, black)
    assert any(type(e) is ThrownIn for e in scene.match.events) and gathered > 5
    assert darkest == 0


@pytest.mark.parametrize("size", [(800, 600), (1024, 600), (1280, 720)])
def test_your_bid_bubble_stays_clear_of_your_raised_cards(size):
    """At every size, the bubble with your bid never touches your cards, even
    raised for your first play."""
    app = App(size, options=Options(sound=False))
    try:
        scene = start(app, seed=11)
        bid_when_asked(app, scene)
        lay = scene.layout
        hand = lay.hands[0]
        raised = Rect(hand.left, hand.top, hand.width, lay.card_h)  # a card lifted in full
        seen = 0
        for _ in range(600):
            app.step(DT)
            pop = scene.board.bubbles.get(0)
            if pop is not None and pop.alpha > 1 and abs(pop.scale - 1) < 0.01 \
                    and 0 in scene.renderer.bubbles_drawn:
                bubble = scene.renderer.bubbles_drawn[0]  # its bottom is the tail's tip
                assert bubble.bottom <= raised.top - lay.margin + 1, (size, bubble, raised)
                seen += 1
            if scene.human_turn() == "play":
                break
        assert seen
    finally:
        app.close()
