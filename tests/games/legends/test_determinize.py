"""Determinization of Western Legends (issue 23 #1): a state sampled from one seat's view
shows that seat the same game, and everything hidden from it (§8) is drawn from what it
has not seen: other hands of the public size, face-down fight cards, the NPC's fight
cards, the dealer's hand, goals and Legendary tokens, cattle rewards, story decks below
the cards in play, the Man in Black's deck and dealt characters."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games.core import Draws, Rng, step
from bot.games.legends import determinize_cards
from bot.games.legends.actions import Decide, Pick
from bot.games.legends.data import CARDS, CATTLE, CHARACTERS, FIGHTS, GOALS, STORIES
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsState, Options
from bot.games.legends.view import HIDDEN
from tests.games.legends.helpers import act, asked, give, stack, table
from tests.games.legends.hidden import hidden_identities
from tests.games.legends.test_defence_cards import f3_fight, luck_game
from tests.games.playout import leak_check
from tests.games.test_determinize import check_samples

TOKENS = [1] * 6 + [2] * 9 + [3] * 3


def samples(s: LegendsState, seat: int, k: int = 12) -> list[LegendsState]:
    """`k` samples for `seat`, each checked to show it the same game and choices."""
    assert whole(s)
    view = LEGENDS.seat_view(s, seat)
    out = []
    for i in range(k):
        t = LEGENDS.sample(view, seat, Draws(Rng(seed=1000 + i))).state
        assert LEGENDS.seat_view(t, seat) == view
        assert LEGENDS.to_act(t) == LEGENDS.to_act(s)
        assert LEGENDS.legal_actions(t, seat) == LEGENDS.legal_actions(s, seat)
        assert whole(t)
        out.append(t)
    leak_check(LEGENDS, s, s.n, hidden_identities)
    return out


def whole(s: LegendsState) -> bool:
    """Every card, fight card, cattle token, story card and Legendary token is somewhere,
    once."""
    poker = [*s.deck, *s.discard, *(c for p in s.players for c in p.hand)]
    fight = list(s.fight_deck)
    if s.fight is not None:
        poker += [c for c in (s.fight.card, s.fight.other) if c in CARDS]
        poker += [c for _, c in s.fight.played]
        fight += s.fight.drawn
    if s.poker is not None:
        poker += s.poker.flop + s.poker.dealer_hand
    cattle = [*s.ranches["green"], *s.ranches["blue"], *(p.cattle for p in s.players if p.cattle)]
    story = [*s.story["L"], *s.story["R"], *s.resolved, *s.story_done]
    ok = sorted(poker) == sorted(CARDS) and sorted(fight) == sorted(FIGHTS)
    ok = ok and sorted(cattle) == sorted(CATTLE) and sorted(story) == sorted(STORIES)
    if s.options.goals_variant and s.phase != "choose":
        tokens = [*s.token_pool, *(t for p in s.players for t in p.tokens),
                  *(int(o) for d in s.flow.stack if d.kind == "token" for o in d.options)]
        ok = ok and sorted(tokens) == TOKENS
    return ok


def differ(states: list[LegendsState], part: Any) -> bool:
    """The samples do not all agree on `part`."""
    return len({repr(part(t)) for t in states}) > 1


# -- hands and face-down cards ----------------------------------------------------------

def three_hands() -> LegendsState:
    s = table(3, ["kit_carson", "bass_reeves", "annie_oakley"], ["SV03", "SV03", "DK01"])
    give(s, 0, ["KD", "5H"])
    give(s, 1, ["QC", "3C", "9H"])
    give(s, 2, [])
    s.deck = [c for c in s.deck if c not in ("2C", "2D")]
    s.discard = ["2C", "2D"]
    return s


def test_an_opponents_hand_is_drawn_from_unseen_cards_with_its_size() -> None:
    s = three_hands()
    got = samples(s, 0)
    for t in got:
        assert sorted(t.players[0].hand) == ["5H", "KD"]
        assert len(t.players[1].hand) == 3 and t.players[2].hand == []
        assert not set(t.players[1].hand) & {"KD", "5H", "2C", "2D"}
        assert t.discard == ["2C", "2D"] and len(t.deck) == 52 - 2 - 3 - 2
    assert differ(got, lambda t: sorted(t.players[1].hand))
    assert differ(got, lambda t: t.deck)
    assert all(t.rng != s.rng for t in got)


def test_the_same_draws_give_the_same_sample() -> None:
    s = three_hands()
    view = LEGENDS.seat_view(s, 2)
    one, two = (LEGENDS.sample(view, 2, Draws(Rng(seed=7))).state for _ in range(2))
    assert one == two


def test_a_committed_card_is_the_owners_and_drawn_for_the_others() -> None:
    s = act(three_hands(), 0, {"kind": "fight", "target": 1, "type": "duel", "card": "KD"})
    assert asked(s) == [(1, "answer")]
    known = LEGENDS.seat_view(s, 1).known.fight
    assert known is not None and known.card == HIDDEN
    assert all(t.fight is not None and t.fight.card == "KD" for t in samples(s, 0))
    theirs = samples(s, 1)
    for t in theirs:
        assert t.fight is not None and t.fight.card not in {"QC", "3C", "9H", "2C", "2D"}
        assert len(t.players[0].hand) == 1
    assert differ(theirs, lambda t: t.fight.card)


def test_the_rifle_owner_knows_the_cards_it_saw_in_the_targets_hand() -> None:
    s = table(2, ["annie_oakley", "bass_reeves"], ["DK06", "DK06"])
    a, b = s.players
    a.lp, a.weapons, a.weapon = 6, {"rifle": False}, "rifle"
    b.lp, b.weapons, b.weapon = 2, {"revolver": True}, "revolver"
    give(s, 0, ["KD", "5H", "7D"])
    give(s, 1, ["QC", "3C", "9H", "4S", "2S"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "KD"})
    s = act(s, 1, {"kind": "answer", "how": "fight", "card": "QC"})
    assert asked(s) == [(1, "annie")]  # before the reveal, QC is face down
    assert all(t.fight is not None and t.fight.other == "QC" for t in samples(s, 1))
    active = samples(s, 0)
    assert all(t.fight is not None and t.fight.other not in ("KD", "5H", "7D") for t in active)
    assert differ(active, lambda t: t.fight.other)
    s = act(s, 1, {"kind": "pick", "card": "3C"})
    assert asked(s) == [(1, "react")] and s.fight is not None  # 4S: Stick 'Em Up
    peek = s.fight.peek
    assert len(peek) == 2 and set(peek) <= {"9H", "4S", "2S"}
    for t in samples(s, 0):
        assert t.fight is not None and t.fight.peek == peek
        assert set(peek) <= set(t.players[1].hand) and len(t.players[1].hand) == 3
        assert {"4S", "4C"} & set(t.players[1].hand)  # it is asked to react: it holds one
    mine = samples(s, 1)
    for t in mine:
        assert t.fight is not None and len(t.fight.peek) == 2
        assert set(t.fight.peek) <= {"9H", "4S", "2S"}
    assert differ(mine, lambda t: t.fight.peek)


def test_another_players_duck_and_cover_question_shows_they_hold_the_cards() -> None:
    # at 2 wounds, F3's 2 wounds are worth asking about only with both Duck and Cover cards
    s = f3_fight(["QH", "QD"], wounds=2)
    assert asked(s) == [(0, "duck")]
    assert LEGENDS.seat_view(s, 1).known.stack[0].options == []
    for t in samples(s, 1):
        assert sorted(t.players[0].hand) == ["QD", "QH"]
        assert t.flow.stack[0].options == ["QD", "QH"]


# -- NPC fights and the Man in Black --------------------------------------------------------

def npc_fight() -> LegendsState:
    s = table(2, ["kit_carson", "bass_reeves"], ["SH03", "DK01"])
    s.bandits = ["SH04"]
    give(s, 0, ["9C"])
    s.fight_deck = ["F5", "F9"] + [x for x in s.fight_deck if x not in ("F5", "F9")]
    s = act(s, 0, {"kind": "move", "to": "SH04"})
    s = act(s, 0, {"kind": "pick", "card": "9C"})
    assert asked(s) == [(1, "npc_card")]
    return s


def test_the_npc_cards_are_the_controllers_and_drawn_for_the_fighter() -> None:
    s = npc_fight()
    controller = samples(s, 1)
    for t in controller:
        assert t.fight is not None and t.fight.drawn == ["F5", "F9"]
        assert t.fight.card in CARDS and len(t.fight_deck) == 11  # 9C is face down
    assert differ(controller, lambda t: t.fight.card)
    fighter = samples(s, 0)
    for t in fighter:
        assert t.fight is not None and len(t.fight.drawn) == 2 and t.fight.card == "9C"
        assert t.flow.stack[0].options == t.fight.drawn
    assert differ(fighter, lambda t: sorted(t.fight.drawn))


def test_the_man_in_black_drew_his_strongest_card() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK10", "RF02"])
    s.mib = "DK10"
    give(s, 0, ["QS", "4C"])  # 4C: Stick 'Em Up keeps the fight open after the reveal
    s.fight_deck = ["F4", "FJ", "F8"] + [c for c in s.fight_deck if c not in ("F4", "FJ", "F8")]
    s = act(s, 0, {"kind": "do", "what": "mib"})
    s = act(s, 0, {"kind": "pick", "card": "QS"})
    assert asked(s) == [(0, "react")] and s.fight is not None and s.fight.other == "FJ"
    for seat in (0, 1):
        got = samples(s, seat)
        for t in got:
            assert t.fight is not None and t.fight.other == "FJ" and "FJ" in t.fight.drawn
            assert len(t.fight.drawn) == 3
            assert all(FIGHTS[c].value < FIGHTS["FJ"].value for c in t.fight.drawn if c != "FJ")
        assert differ(got, lambda t: sorted(t.fight.drawn))


def test_the_man_in_blacks_deck_holds_the_cards_he_has_not_drawn_since_his_shuffle() -> None:
    s = LEGENDS.setup(2, 5, Options(man_in_black="on"))
    rnd = random.Random(5)
    while s.mib_round < 3:
        who = min(LEGENDS.to_act(s))
        s = step(LEGENDS, s, who, rnd.choice(LEGENDS.legal_actions(s, who))).state
    assert len(s.mib_deck) == 7 and s.mib_card not in s.mib_deck
    got = samples(s, 0)
    for t in got:
        assert sorted(t.mib_deck) == sorted(s.mib_deck) and t.mib_card == s.mib_card
    assert differ(got, lambda t: t.mib_deck)


# -- the Saloon --------------------------------------------------------------------------

def test_a_hand_asked_about_lady_luck_is_beaten_in_every_sample() -> None:
    s = luck_game()  # seat 0 alone against the dealer (seat 2), losing with 3H 9C
    for t in samples(s, 0):
        assert LEGENDS.legal_actions(t, 0) == [Pick(card="3H"), Decide(yes=False)]
        assert t.poker is not None and len(t.poker.dealer_hand) == 4
    dealer = samples(s, 2)
    for t in dealer:
        assert t.poker is not None and t.poker.dealer_hand == ["QC", "QD", "4S", "6C"]
        assert t.poker.chosen[-1] == ["QC", "QD"]
        chosen = t.poker.chosen[0]
        assert {"3D", "3H"} & set(chosen) and set(chosen) <= set(t.players[0].hand)
        assert t.flow.stack[0].options == [c for c in chosen if c in ("3D", "3H")]
    assert differ(dealer, lambda t: t.poker.chosen[0])


def test_a_flush_asked_about_lady_luck_is_beaten_when_random_deals_do_not(
        monkeypatch: pytest.MonkeyPatch) -> None:
    s = table(3, ["stagecoach_mary_fields", "bass_reeves", "kit_carson"],
              ["RF04", "RF06", "CJ03"])
    s.players[0].money, s.players[1].money = 20, 30
    give(s, 0, ["3H", "5S"])
    give(s, 1, ["5D"])
    give(s, 2, ["AS", "2D"])
    stack(s, ["9H", "AH", "4H", "4S", "6C", "KH", "7H", "2H", "KD"])
    s = act(s, 0, {"kind": "do", "what": "poker"})
    s = act(s, 1, {"kind": "decide", "yes": False})
    s = act(s, 0, {"kind": "pair", "cards": ["3H", "9H"]})
    # a king-high flush, asked about Lady Luck: the dealer's AH 4H make an ace-high flush
    assert asked(s) == [(0, "luck")] and s.poker is not None
    assert s.poker.chosen[-1] == ["4H", "AH"]
    beaten: list[int] = []
    beat = determinize_cards.beat

    def counted(state: LegendsState, asker: int, seat: int, draws: Draws) -> None:
        beaten.append(asker)
        beat(state, asker, seat, draws)

    monkeypatch.setattr(determinize_cards, "DEALS", 1)  # one deal, then the dealer is made
    monkeypatch.setattr(determinize_cards, "beat", counted)  # to beat it if it does not
    for t in samples(s, 0, k=20):
        assert t.poker is not None and len(t.poker.dealer_hand) == 4
        assert set(t.poker.chosen[-1]) <= set(t.poker.dealer_hand)
        assert LEGENDS.legal_actions(t, 0) == [Pick(card="3H"), Decide(yes=False)]
    assert beaten and set(beaten) == {0}


# -- characters, goals, Legendary tokens ------------------------------------------------------

def test_other_seats_dealt_characters_while_choosing() -> None:
    s = LEGENDS.setup(4, 3, Options())
    s = act(s, 1, {"kind": "character", "character": s.dealt[1][1]})
    view = LEGENDS.seat_view(s, 0)
    assert view.known.dealt == s.dealt[0] and view.known.character == ""
    got = samples(s, 0)
    for t in got:
        assert t.dealt[0] == s.dealt[0]
        dealt = [c for row in t.dealt for c in row]
        assert len(set(dealt)) == 8 and set(dealt) <= set(CHARACTERS)
        assert t.players[1].character in t.dealt[1]  # seat 1 chose in secret
        assert t.players[2].character == t.players[3].character == ""
        asked_2 = t.flow.of(2)
        assert asked_2 is not None and asked_2.options == t.dealt[2]
    assert differ(got, lambda t: t.dealt[1:])
    assert all(t.players[1].character == s.dealt[1][1] for t in samples(s, 1))


def goals_game() -> LegendsState:
    """3 players, Goals variant, in the first player's action phase."""
    s = LEGENDS.setup(3, 7, Options(goals_variant=True))
    for i in range(3):
        s = act(s, i, {"kind": "character", "character": s.dealt[i][0]})
    while s.phase != "play" or asked(s)[0][1] != "action":
        who = asked(s)[0][0]
        s = act(s, who, LEGENDS.default_action(s, who))
    return s


def test_goals_are_the_owners_and_drawn_from_each_characters_four() -> None:
    s = goals_game()
    assert s.goal_discards == ["wild_bill_hickok#3", "bloody_knife#3", "jesse_james#4"]
    got = samples(s, 0)
    for t in got:
        assert t.players[0].goals == s.players[0].goals
        assert t.goal_discards[0] == "wild_bill_hickok#3"  # the one of 4 it does not hold
        for i in (1, 2):
            four = sorted(g for g in GOALS if GOALS[g].character == t.players[i].character)
            assert sorted([*t.players[i].goals, t.goal_discards[i]]) == four
        assert sorted(t.token_pool) == TOKENS
    assert differ(got, lambda t: t.goal_discards)


def test_a_goal_that_holds_but_was_not_completed_is_the_removed_one() -> None:
    s = goals_game()
    s.players[1].record = ["bandit_won", "bandit_won"]  # bloody_knife#3: beat 2 bandits
    for t in samples(s, 0):
        assert t.goal_discards[1] == "bloody_knife#3"
        assert t.players[1].goals == ["bloody_knife#1", "bloody_knife#2", "bloody_knife#4"]


def test_legendary_tokens_kept_and_drawn_by_others_are_drawn_from_the_rest() -> None:
    s = goals_game()
    s.token_pool = [3, 1, 2, *TOKENS[1:6], *TOKENS[7:15], *TOKENS[16:]]  # all 18, reordered
    s.players[1].record = ["sold_3", "prospect:MT01", "prospect:MT02"]  # goals #4 and #1
    while not asked(s) or asked(s)[0] != (1, "token"):
        who = asked(s)[0][0]
        s = act(s, who, LEGENDS.default_action(s, who))
    assert s.players[1].tokens == [3] and s.flow.top()[0].options == ["1", "2"]
    assert LEGENDS.seat_view(s, 0).known.stack[0].options == [HIDDEN, HIDDEN]
    got = samples(s, 0)
    for t in got:
        drawn = t.flow.top()[0].options
        assert len(drawn) == 2 and drawn[0] != drawn[1]
        assert len(t.players[1].tokens) == 1 and len(t.token_pool) == 15
    assert differ(got, lambda t: (t.players[1].tokens, t.flow.top()[0].options))
    for t in samples(s, 1):
        assert t.players[1].tokens == [3] and t.flow.top()[0].options == ["1", "2"]


# -- cattle and story cards ----------------------------------------------------------------

def test_carried_cattle_keeps_its_colour_and_the_story_cards_in_play_their_backs() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["MP02", "DK01"])
    s = act(s, 0, {"kind": "do", "what": "acquire"})
    token = s.players[0].cattle
    assert token is not None and CATTLE[token].colour == "green"
    got = samples(s, 1)
    for t in got:
        carried = t.players[0].cattle
        assert carried is not None and CATTLE[carried].colour == "green"
        assert len(t.ranches["green"]) == 7 and len(t.ranches["blue"]) == 8
        assert [d[0] for d in t.story.values()] == [d[0] for d in s.story.values()]
        assert [len(d) for d in t.story.values()] == [20, 20]
    assert differ(got, lambda t: t.players[0].cattle)
    assert differ(got, lambda t: t.story["L"][1:])
    assert all(t.players[0].cattle == token for t in samples(s, 0))


def test_a_resolved_card_shuffled_back_is_drawn_among_the_decks() -> None:
    s = table(2, ["kit_carson", "bass_reeves"], ["DK01", "DK01"])
    s.last_resolved = s.story["R"][5]  # as if resolved, then shuffled back into deck R
    assert LEGENDS.seat_view(s, 0).known.last_resolved is None
    for t in samples(s, 0):
        assert t.last_resolved in t.story["L"] + t.story["R"]


# -- every variant, on random states -------------------------------------------------------

GOALS_ON = {"goals_variant": True}
MIB = {"man_in_black": "on", "npc_choice_mode": "auto_strongest"}
DEALER = {"dealer_mode": "player", "npc_choice_mode": "auto_random", "defence_cards": "auto"}


@pytest.mark.parametrize(("raw", "n"), [(GOALS_ON, 2), (GOALS_ON, 4), (GOALS_ON, 6), (MIB, 2),
                                        (DEALER, 3), (DEALER, 5)])
def test_samples_of_random_states_in_every_variant(raw: dict[str, Any], n: int) -> None:
    options = LEGENDS.options({"target_lp": 15, **raw})
    rnd = random.Random(n)
    s, k = LEGENDS.setup(n, 40 + n, options), 0
    while LEGENDS.to_act(s) and k < 400:
        if k % 29 == 0:
            for seat in range(n):
                check_samples("legends", LEGENDS, s, seat, rnd)
                assert whole(LEGENDS.sample(LEGENDS.seat_view(s, seat), seat,
                                            Draws(Rng(seed=k))).state)
        who = rnd.choice(sorted(LEGENDS.to_act(s)))
        s = step(LEGENDS, s, who, rnd.choice(LEGENDS.legal_actions(s, who))).state
        k += 1

