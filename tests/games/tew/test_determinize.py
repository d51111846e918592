"""Sampling full states from a seat's view (issue 23 #1, rules §6): everything the seat may
know stays as it is, and every hidden card (other players' options, kept cards and
discards, the face-down Rival card, both decks, another seat's Auction House draw) is
drawn from the cards the seat has not seen."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from bot.games.core import Draws, Rng, step
from bot.games.tew.actions import DuelMove, Keep, Pay, Place
from bot.games.tew.data import BUILDINGS, POKER
from bot.games.tew.duels import draw_poker
from bot.games.tew.spec import TEW
from bot.games.tew.state import RIVAL, Player, TewDecision, TewState
from bot.games.tew.view import DecisionKnown, PlayerKnown
from tests.games.tew.helpers import act, clear, game, prompt_kind, put, to_placement


def sample(s: TewState, seat: int, seed: int) -> TewState:
    return TEW.sample(TEW.seat_view(s, seat), seat, Draws(Rng(seed=seed))).state


def samples(s: TewState, seat: int, k: int = 40) -> list[TewState]:
    return [sample(s, seat, seed) for seed in range(k)]


def masked(s: TewState, seat: int) -> dict[str, Any]:
    """The state with what `seat` may not see replaced by counts or "?"."""
    d = s.model_dump(exclude={"rng"})
    theirs = {c for p in s.players if p.seat != seat for c in p.discards}
    d["poker_deck"], d["deck"] = len(s.poker_deck), len(s.deck)
    d["poker_discard"] = ["?" if c in theirs else c for c in s.poker_discard]
    if not s.rival_revealed:
        hidden = 1 if s.solo else len(s.rival_cards)
        d["rival_cards"] = ["?"] * hidden + d["rival_cards"][hidden:]
    for p in d["players"]:
        if p["seat"] != seat:
            p["options"], p["discards"] = len(p["options"]), len(p["discards"])
            if p["kept"] is not None and not p["revealed"]:
                p["kept"] = "?"
    for q in d["flow"]["stack"]:
        if q["seat"] != seat:
            q["cards"] = len(q["cards"])
    return d


def poker_cards(s: TewState) -> list[str]:
    """Every poker card wherever it lies (a discard counts once, in the pile)."""
    cards = [*s.gaps, *s.rival_cards, *s.poker_deck, *s.poker_discard]
    for p in s.players:
        cards += [*p.options, *([p.kept] if p.kept else [])]
    if s.duel is not None and s.duel.rival_card is not None:
        cards.append(s.duel.rival_card)
    return sorted(cards)


def buildings(s: TewState) -> list[str]:
    out = [*s.deck, *(b for d in s.flow.stack for b in d.cards)]
    for m in s.mats:
        out += [*m.porch, *m.pending, *([m.buy] if m.buy else [])]
    return sorted(out)


def states(n: int, seed: int, every: int) -> Iterator[TewState]:
    s = TEW.setup(n, seed, TEW.options({"boss_mode": "choose" if seed % 2 else "random"}))
    rnd = random.Random(seed)
    k = 0
    while True:
        if k % every == 0 or not TEW.to_act(s):
            yield s
        if not TEW.to_act(s):
            return
        seat = rnd.choice(sorted(TEW.to_act(s)))
        s = step(TEW, s, seat, rnd.choice(TEW.legal_actions(s, seat))).state
        k += 1


def check_all(n: int, seeds: range, every: int) -> None:
    for seed in seeds:
        for s in states(n, seed, every):
            for seat in range(n):
                view = TEW.seat_view(s, seat)
                x = TEW.sample(view, seat, Draws(Rng(seed=seed * 1000 + seat))).state
                assert TEW.seat_view(x, seat) == view
                assert masked(x, seat) == masked(s, seat)
                assert poker_cards(x) == poker_cards(s)
                assert buildings(x) == buildings(s)
                assert all(c in x.poker_discard for p in x.players for c in p.discards)
                assert x.rng.drawn == 0


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_sample_changes_only_what_the_seat_cannot_see(n: int) -> None:
    check_all(n, range(2), every=7)


@pytest.mark.slow
@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_a_sample_changes_only_what_the_seat_cannot_see_at_every_step(n: int) -> None:
    check_all(n, range(2, 8), every=1)


def mid_keep() -> TewState:
    """3 players, round 1: seat 0 kept 4Te (discarding 3Te), seat 1 kept, seat 2 still
    chooses; the Rival card 2Te lies face down."""
    s = game(3)
    s.gaps = ["1Ha", "2Ha", "3Ha", "4Ha", "5Ha", "1Te"]
    s.rival_cards = ["2Te"]
    for p, cards in zip(s.players, (["3Te", "4Te"], ["5Te", "1Ho"], ["2Ho", "3Ho"]), strict=True):
        p.options = cards
    s.poker_deck = ["4Ho", "5Ho", "1St", "2St", "3St", "4St", "5St"]
    act(s, Keep(card="4Te"), seat=0)
    act(s, Keep(card="5Te"), seat=1)
    return s


UNSEEN_BY_0 = {"2Te", "5Te", "1Ho", "2Ho", "3Ho", "4Ho", "5Ho", "1St", "2St", "3St", "4St", "5St"}


def test_other_hands_are_drawn_only_from_the_unseen_cards_and_have_their_size() -> None:
    s = mid_keep()
    seen: Counter[str] = Counter()
    for x in samples(s, 0):
        me, one, two = x.players
        assert (me.kept, me.discards, me.options) == ("4Te", ["3Te"], [])  # known cards stay
        assert x.gaps == s.gaps and x.poker_discard[0] == "3Te"
        assert one.kept is not None and one.options == [] and len(one.discards) == 1
        assert len(two.options) == 2 and two.kept is None and two.discards == []
        assert len(x.rival_cards) == 1 and len(x.poker_deck) == 7
        hidden = [*x.rival_cards, one.kept, *one.discards, *two.options, *x.poker_deck]
        assert sorted(hidden) == sorted(UNSEEN_BY_0)
        assert x.poker_discard == ["3Te", *one.discards]
        seen[x.rival_cards[0]] += 1
    assert set(seen) <= UNSEEN_BY_0 and len(seen) > 5  # the Rival card is really drawn


def test_the_seat_still_choosing_keeps_its_options_and_sees_two_discards_hidden() -> None:
    s = mid_keep()
    for x in samples(s, 2, 10):
        assert x.players[2].options == ["2Ho", "3Ho"]
        assert {x.players[0].kept, x.players[1].kept} <= UNSEEN_BY_0 - {"2Ho", "3Ho"} | {
            "3Te", "4Te"}
        assert [len(p.discards) for p in x.players] == [1, 1, 0]
    assert len({x.players[0].kept for x in samples(s, 2)}) > 1


def test_a_card_revealed_in_a_duel_stays_put() -> None:
    s = mid_keep()
    act(s, Keep(card="3Ho"), seat=2)
    s.players[1].revealed = True  # as after REVEAL in a duel
    for x in samples(s, 0, 10):
        assert x.players[1].kept == "5Te" and x.players[1].revealed
        assert "5Te" not in [*x.rival_cards, *x.poker_deck, *x.players[2].discards]


def test_solo_rival_up_card_and_duel_cards_are_public_the_face_down_one_is_drawn() -> None:
    s = game(1)
    clear(s)
    put(s, "BANK.INFLUENCE", RIVAL, side="RESOLUTION")
    act(s, Keep(card=s.players[0].options[0]), seat=0)
    to_placement(s, 0, to_place=2)
    duel_card = s.poker_deck[0]
    act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"), dice=[1, 6])  # the human loses
    assert s.duel is not None and s.duel.rival_card == duel_card
    for x in samples(s, 0, 10):
        assert x.duel == s.duel and duel_card not in x.poker_deck
    act(s, DuelMove(move="STAND"))
    assert s.duel is None and duel_card in s.poker_discard
    known = [*s.gaps, s.rival_cards[1], s.players[0].kept or "", *s.poker_discard]
    unseen = set(POKER.cards) - set(known)
    assert len(unseen) == 1 + len(s.poker_deck)
    face_down = set()
    for x in samples(s, 0):
        assert x.rival_cards[1] == s.rival_cards[1] and x.poker_discard == s.poker_discard
        assert {x.rival_cards[0], *x.poker_deck} == unseen
        face_down.add(x.rival_cards[0])
    assert len(face_down) > 3
    view = TEW.seat_view(s, 0)
    mine = len(s.players[0].discards)
    assert view.known.discard_by[:mine + 1] == [0] * mine + [RIVAL]
    assert view.known.discard == s.poker_discard


def test_after_a_solo_reshuffle_the_pile_is_rebuilt_from_what_is_left() -> None:
    s = game(1)
    act(s, Keep(card=s.players[0].options[0]), seat=0)
    s.poker_discard = [*s.poker_discard, *s.poker_deck]
    s.poker_deck = []
    redrawn = draw_poker(s, Draws(s.rng))  # R42: the discards are back in the deck
    s.poker_discard.append(redrawn)  # as after a forced redraw
    assert s.players[0].discards == [] and s.poker_discard == [redrawn]
    for x in samples(s, 0, 10):
        assert x.players[0].discards == [] and x.poker_discard == [redrawn]
        assert len(x.poker_deck) == len(s.poker_deck)
        assert poker_cards(x) == poker_cards(s)


def auction() -> TewState:
    """Seat 0 drew B15 and B29 with the Auction House (B08 on the Sheriff's porch)."""
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B08"]
    table = {b for m in s.mats for b in (*m.porch, *([m.buy] if m.buy else []))}
    assert not table & {"B15", "B29"}
    s.deck = ["B15", "B29", *sorted(set(BUILDINGS) - table - {"B15", "B29"})]
    s.players[0].inf = {"MONEY": 6, "LAW": 6, "FORCE": 6}
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    act(s, Pay(type="MONEY"))
    assert prompt_kind(s) == "AUCTION_PICK"
    return s


def test_another_seats_auction_draw_is_drawn_from_the_unseen_buildings() -> None:
    s = auction()
    on_table = {b for m in s.mats for b in (*m.porch, *m.pending, *([m.buy] if m.buy else []))}
    unseen = set(BUILDINGS) - on_table
    assert len(unseen) == len(s.deck) + 2
    drawn: set[str] = set()
    for x in samples(s, 1):
        (pick,) = x.flow.stack
        assert pick.kind == "AUCTION_PICK" and pick.seat == 0 and len(pick.cards) == 2
        assert {*pick.cards, *x.deck} == unseen and len(x.deck) == len(s.deck)
        drawn.update(pick.cards)
    assert len(drawn) > 4 and TEW.seat_view(s, 1).known.decisions[0].cards == []


def test_the_seat_that_drew_keeps_its_draw_and_its_choices() -> None:
    s = auction()
    for x in samples(s, 0, 10):
        assert x.flow.stack[0].cards == ["B15", "B29"] and "B15" not in x.deck
        assert TEW.legal_actions(x, 0) == TEW.legal_actions(s, 0)
    assert len({tuple(x.deck) for x in samples(s, 0, 10)}) == 10


def test_the_known_part_mirrors_the_state_models() -> None:
    decision = set(TewDecision.model_fields)
    assert set(DecisionKnown.model_fields) == decision | {"unseen"}
    assert set(PlayerKnown.model_fields) - {"dealt"} <= set(Player.model_fields)
