"""The bitmask kernel agrees with the engine: legal cards, trick winners,
and deals consistent with what a seat knows."""

from __future__ import annotations

import copy
import random

from game.ai.kernel import bits, choose, legal, to_mask, trick_winner
from game.ai.situation import Situation
from game.engine import Card, Match, Phase


def random_positions(n_games: int, seed: int):
    """Every position of a few random games (bids of 3 so hands get played)."""
    rng = random.Random(seed)
    for g in range(n_games):
        m = Match(seed=seed * 1000 + g)
        while m.hand_number == 1 and not m.is_over:
            if m.phase is Phase.BIDDING:
                m.apply(max(3, m.legal_actions()[0]))
                continue
            yield m
            m.apply(rng.choice(m.legal_actions()))


def _rule_legal(hand, trick):
    """The follow-suit rule as the rules page states it, on Card objects."""
    if trick:
        follow = [c for c in hand if c.suit == trick[0].suit]
        if follow:
            return follow
    return list(hand)


def _rule_winner(cards, leader):
    """The trick rule as the rules page states it: the highest heart, else
    the highest card of the suit led."""
    hearts = [c for c in cards if c.suit == 2]
    pool = hearts or [c for c in cards if c.suit == cards[0].suit]
    return (leader + cards.index(max(pool, key=lambda c: c.rank))) % 4


def test_core_legal_cards_follow_the_written_rule_in_every_position():
    checked = 0
    for m in random_positions(12, 1):
        seat = m.turn
        led = m.trick[0].suit if m.trick else -1
        mine = legal(to_mask(m.hand(seat)), int(led))
        expected = sorted(_rule_legal(m.hand(seat), m.trick))
        assert sorted(Card.from_index(i) for i in bits(mine)) == expected
        assert sorted(m.legal_cards(seat)) == expected
        checked += 1
    assert checked >= 12 * 52


def test_core_trick_winner_follows_the_written_rule_and_the_match_uses_it():
    checked = 0
    for m in random_positions(12, 2):
        if len(m.trick) == 3:
            leader = m.trick_leader
            card = m.legal_cards()[-1]
            cards = list(m.trick) + [card]
            expected = _rule_winner(cards, leader)
            assert trick_winner([c.index for c in cards], leader) == expected
            events = m.play(m.turn, card)
            assert events[-1].winner == expected if type(events[-1]).__name__ == "TrickWon" \
                else [e for e in events if type(e).__name__ == "TrickWon"][0].winner == expected
            checked += 1
    assert checked >= 12 * 13


def test_rollout_choice_is_always_legal():
    rng = random.Random(5)
    for m in random_positions(8, 3):
        seat = m.turn
        v = m.view(seat)
        sit = Situation.of(v)
        for eps in (0.0, 0.5):
            c = choose(sit.hand, seat, sit.trick, sit.leader, sit.out, rng.random, eps)
            assert Card.from_index(c) in v.legal


def test_sampled_deals_respect_voids_counts_and_own_hand():
    rng = random.Random(7)
    seen_voids = 0
    for m in random_positions(10, 4):
        v = m.view(m.turn)
        sit = Situation.of(v)
        hands = sit.deal(rng)
        assert hands[v.seat] == to_mask(v.hand)
        union = 0
        for s in range(4):
            assert hands[s].bit_count() == len(m.hands[s])
            assert not hands[s] & union
            union |= hands[s]
            if s != v.seat:
                assert not hands[s] & sit.void[s], "a sampled hand holds a suit shown void"
                seen_voids += bool(sit.void[s])
        assert union == to_mask(c for h in m.hands for c in h)
    assert seen_voids > 0


def test_deals_lean_honours_toward_the_players_who_bid_high():
    # before any card is played, East bid 6 and West 2: East should hold
    # the unseen aces more often than West
    m = Match(seed=21, first_dealer=2)
    for seat, bid in ((3, 2), (0, 2), (1, 6), (2, 2)):
        m.bid(seat, bid)
    assert m.phase is Phase.PLAYING
    v = m.view(0)
    sit = Situation.of(v)
    aces = sum(1 << (13 * s + 12) for s in range(4)) & sit.unseen
    rng = random.Random(3)
    held = [0, 0, 0, 0]
    for _ in range(800):
        hands = sit.deal(rng, lean=1.0)
        for s in range(4):
            held[s] += (hands[s] & aces).bit_count()
    assert held[1] > 1.2 * held[3]


def test_fast_playout_plays_the_rollout_policy_and_counts_tricks_like_the_engine():
    # playout inlines follow_card for speed: it must pick the same cards (the
    # same random stream), and its tricks must be the engine's tricks
    from game.ai.kernel import SUIT, beats, follow_card, playout

    checked = tricks_checked = 0
    for g, m in enumerate(random_positions(6, 8)):
        if g % 9:
            continue
        v = m.view(m.turn)
        sit = Situation.of(v)
        hands = [m.held(s) for s in range(4)]
        for eps in (0.0, 0.3):
            plays, winners = [], []
            h = list(hands)
            trick, leader, out = list(sit.trick), sit.leader, sit.out
            rnd = random.Random(g).random
            while out:
                turn = (leader + len(trick)) & 3
                f = h[turn] & SUIT[trick[0] // 13] if trick else 0
                if not trick:
                    hand = h[turn]
                    c = hand.bit_length() - 1 if not hand & (hand - 1) else \
                        choose(hand, turn, (), turn, out, rnd, eps)
                elif f and not f & (f - 1):
                    c = f.bit_length() - 1
                else:
                    win, pos = trick[0], 0
                    for i in range(1, len(trick)):
                        if beats(trick[i], win):
                            win, pos = trick[i], i
                    c = follow_card(h[turn], turn, trick[0] // 13, win, (leader + pos) & 3,
                                    len(trick), out, rnd, eps)
                plays.append(c)
                h[turn] ^= 1 << c
                out ^= 1 << c
                trick.append(c)
                if len(trick) == 4:
                    leader = trick_winner(trick, leader)
                    winners.append(leader)
                    trick = []
            taken = playout(list(hands), list(sit.trick), sit.leader, list(sit.taken), sit.out,
                            random.Random(g).random, eps)
            # the engine, playing the same cards, gives the same tricks
            e = copy.deepcopy(m)
            done = len(e.tricks)
            for c in plays:
                e.play(e.turn, Card.from_index(c))
            log = e.hand_logs[-1]
            assert [w for _, _, w in log.tricks[done:]] == winners  # trick by trick
            assert list(log.taken) == taken
            checked += 1
            tricks_checked += len(winners)
    assert checked >= 60  # positions from the first trick to the last, both policies
    assert tricks_checked >= 6 * 13  # at least a whole hand's worth of tricks each way


def _mask(*codes):
    return to_mask([Card.parse(c) for c in codes])


def test_rollout_last_player_who_needs_a_trick_takes_it_over_a_partner_who_made_its_bid():
    # East led 5S, South won it with KS, West played 3S; North (last) holds AS 2S.
    # Then one trick is left, and East trumps whatever North leads.
    from game.ai.kernel import playout

    hands = [_mask("2H"), _mask("3D"), _mask("4D"), _mask("AS", "2S")]
    trick = [Card.parse(c).index for c in ("5S", "KS", "3S")]
    out = hands[0] | hands[1] | hands[2] | hands[3]
    # South bid 4 and has 4; North bid 3 and has 2: North must take the trick itself
    bids = (2, 4, 3, 3)
    taken = playout(list(hands), trick, 0, [2, 4, 2, 2], out, random.Random(1).random, 0.0, bids)
    assert taken[3] == 3
    # with the partner still needing it, or without bids, North leaves it to South
    still = playout(list(hands), trick, 0, [2, 3, 2, 2], out, random.Random(1).random, 0.0, bids)
    assert still[1] == 4 and still[3] == 2
    greedy = playout(list(hands), trick, 0, [2, 4, 2, 2], out, random.Random(1).random, 0.0)
    assert greedy[3] == 2


def test_rollout_player_who_made_its_bid_leads_to_the_partner_who_has_not():
    from game.ai.kernel import feed_lead

    out = _mask("AS", "QS", "2S", "KD", "3D", "AC", "4C", "5C", "7H")
    # the partner holds the top spade: lead the low spade, not the sure club
    assert feed_lead(_mask("2S", "AC"), _mask("AS", "4C"), out) == Card.parse("2S").index
    # the partner can trump diamonds: lead one
    assert feed_lead(_mask("3D", "AC"), _mask("7H", "5C"), out) == Card.parse("3D").index
    # nothing the partner can win: no feeding lead
    assert feed_lead(_mask("KD", "AC"), _mask("QS", "5C"), out) == -1


def test_search_tree_players_mind_the_bids_as_the_rollouts_do():
    # hard's search tree models the other seats with ``choose_minding``: the
    # same partner help as the rollouts, where plain ``choose`` is greedy
    from game.ai.kernel import choose_minding

    hands = [_mask("2H"), _mask("3D"), _mask("4D"), _mask("AS", "2S")]
    trick = [Card.parse(c).index for c in ("5S", "KS", "3S")]
    out = hands[0] | hands[1] | hands[2] | hands[3]
    bids = (2, 4, 3, 3)
    rnd = random.Random(1).random
    # North (last) still needs a trick, South has made its bid: North takes it
    assert choose_minding(hands, 3, trick, 0, [2, 4, 2, 2], out, rnd, 0.0, bids) == \
        Card.parse("AS").index
    # South still needs it: North leaves it to South, as greedy play does
    assert choose_minding(hands, 3, trick, 0, [2, 3, 2, 2], out, rnd, 0.0, bids) == \
        Card.parse("2S").index
    assert choose(hands[3], 3, trick, 0, out, rnd, 0.0) == Card.parse("2S").index

    # a leader who has made its bid leads low to its partner's top spade,
    # where greedy play cashes its own sure club
    lead = [_mask("2S", "AC"), _mask("KD", "5C"), _mask("AS", "4C"), _mask("3D", "QS")]
    out = lead[0] | lead[1] | lead[2] | lead[3]
    assert choose_minding(lead, 0, [], 0, [3, 2, 1, 2], out, rnd, 0.0, (3, 2, 3, 3)) == \
        Card.parse("2S").index
    assert choose(lead[0], 0, [], 0, out, rnd, 0.0) == Card.parse("AC").index
    # once the partner has its tricks, the leader plays for itself again
    assert choose_minding(lead, 0, [], 0, [3, 2, 3, 2], out, rnd, 0.0, (3, 2, 3, 3)) == \
        Card.parse("AC").index
