"""Determinization of Carson City (issue 23 #1): a sample rebuilds every public field of
the state exactly from one seat's view, and draws what that seat cannot see: the order of
the building bag, the other seats' *Might is Right* tiles and duel choices (§8.2), their
*A New Beginning* sheets (§8.6) and the generator."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from bot.games.carson.actions import PlayTiles, Sheet
from bot.games.carson.determinize import determinize
from bot.games.carson.newbeginning import cost
from bot.games.carson.spec import CARSON
from bot.games.carson.state import CarsonState, Cowboy, SheetChoice, Task
from bot.games.carson.view import CarsonSeatView, SheetView
from bot.games.core import Draws, Rng, step
from tests.games.carson.helpers import blank, play, run
from tests.games.carson.test_conformance_carson import SETS
from tests.games.test_determinize import check_samples

SECRET = {"rng", "bag", "discard", "hands", "chosen", "sheets"}


def sample(state: CarsonState, seat: int, seed: int) -> CarsonState:
    view = CARSON.seat_view(state, seat)
    return CARSON.sample(view, seat, Draws(Rng(seed=seed))).state


def public(s: CarsonState) -> dict[str, Any]:
    """Everything any seat may know of a state: all fields, the secrets reduced."""
    return {**s.model_dump(exclude=SECRET), "bag": sorted(s.bag), "discard": sorted(s.discard),
            "hands": [len(h) for h in s.hands],
            "chosen": {k: len(v) for k, v in s.chosen.items()},
            "sheets": [x is None for x in s.sheets]}


def tiles(s: CarsonState) -> Counter[int]:
    return Counter([t for h in s.hands for t in h] + [t for c in s.chosen.values() for t in c]
                   + s.discard)


def states(n: int, seed: int, options: dict[str, Any], every: int) -> Iterator[CarsonState]:
    """Every `every`-th state of a random game to its end."""
    state = CARSON.setup(n, seed, CARSON.options(options))
    rnd = random.Random(seed)
    k = 0
    while CARSON.to_act(state):
        if k % every == 0:
            yield state
        seat = rnd.choice(sorted(CARSON.to_act(state)))
        state = step(CARSON, state, seat, rnd.choice(CARSON.legal_actions(state, seat))).state
        k += 1


def rebuilt_exactly(state: CarsonState, seat: int, seed: int) -> None:
    got = sample(state, seat, seed)
    assert CARSON.seat_view(got, seat) == CARSON.seat_view(state, seat)
    assert public(got) == public(state)
    assert tiles(got) == tiles(state)
    if state.hands:
        assert got.hands[seat] == state.hands[seat]
    assert got.chosen.get(str(seat)) == state.chosen.get(str(seat))
    if state.sheets:
        assert got.sheets[seat] == state.sheets[seat]
    assert got.rng.drawn == 0 and got.version == state.version


CASES = [pytest.param(k, n, marks=[] if n == 2 + k % 5 else [pytest.mark.slow],
                      id=f"set{k}-{n}") for k in range(len(SETS)) for n in range(2, 7)]


@pytest.mark.parametrize(("k", "n"), CASES)
def test_every_public_field_is_rebuilt_exactly(k: int, n: int) -> None:
    """Each option set of the conformance sweep, at one seat count (all of them: slow)."""
    rnd = random.Random(k * 7 + n)
    for state in states(n, 300 + k, SETS[k], every=13):
        for seat in range(n):
            rebuilt_exactly(state, seat, rnd.getrandbits(48))


VARIANTS: list[dict[str, Any]] = [
    {"characters": "random", "teacher": True}, {"outlaws": True}, {"horses": True},
    {"river": True}, {"kit_carson": True}, {"might_is_right": True},
    {"new_beginning": True, "might_is_right": True},
]


@pytest.mark.parametrize(("options", "n"), [
    pytest.param(o, n, marks=[] if n == 3 else [pytest.mark.slow],
                 id="+".join(sorted(o)) + f"-{n}") for o in VARIANTS for n in (3, 6)])
def test_variants_pass_the_shared_checks(options: dict[str, Any], n: int) -> None:
    """The shared checks (same view, same choices, plays on, secrets drawn) per variant."""
    rnd = random.Random(5)
    for state in states(n, 40 + n, options, every=41):
        for seat in range(n):
            check_samples("carson", CARSON, state, seat, rnd)


def test_might_is_right_hands_keep_the_announced_totals() -> None:
    """3 seats, nobody has played: the other hands are dealt from the 12 unseen tiles and
    each sums to its announced total (rules §8.2: totals are public)."""
    s = CARSON.setup(3, 11, CARSON.Options(might_is_right=True))
    assert s.hands[0] == [2, 3, 3, 4, 5, 5] and s.start_totals == [22, 13, 10]
    seen: set[tuple[tuple[int, ...], ...]] = set()
    for seed in range(12):
        got = sample(s, 0, seed)
        assert got.hands[0] == [2, 3, 3, 4, 5, 5]
        assert [sum(h) for h in got.hands] == [22, 13, 10]
        assert [len(h) for h in got.hands] == [6, 6, 6]
        assert Counter(got.hands[1] + got.hands[2]) == Counter(
            [0, 0, 0, 1, 1, 1, 2, 2, 3, 4, 4, 5])
        seen.add(tuple(tuple(h) for h in got.hands))
    assert len(seen) > 3


def test_a_seat_that_has_redrawn_is_dealt_freely() -> None:
    """Seat 1 holds 2 tiles after a redraw, so only seat 2's total binds: seat 0 sees the
    unseen tiles 0 1 1 2 2 3 4 5 (18); seat 2 keeps 15, so seat 1 holds 1+2 or 0+3."""
    s = blank(3, might_is_right=True)
    s.hands = [[0, 1, 2, 3, 4, 5], [1, 2], [0, 1, 2, 3, 4, 5]]
    s.discard, s.start_totals = [5, 3, 0, 4], [15, 15, 15]
    held = {tuple(sample(s, 0, seed).hands[1]) for seed in range(30)}
    assert held == {(1, 2), (0, 3)}
    for seed in range(10):
        got = sample(s, 0, seed)
        assert sum(got.hands[2]) == 15 and tiles(got) == tiles(s)


def duel_with_choices() -> CarsonState:
    """3 seats on AMMO, seat 0 with dynamite: seats 0 and 1 have chosen, seat 2 has not."""
    s = blank(3, might_is_right=True)
    s.hands = [[0, 1, 2, 3, 4, 5], [0, 0, 2, 4, 4, 5], [1, 1, 2, 3, 3, 5]]
    s.discard, s.start_totals = [], [15, 15, 15]
    s.phase, s.pass_order, s.placement = "resolve", [2, 1, 0], [0, 1, 2]
    s.cowboys = [Cowboy(seat=0, loc="AMMO", dynamite=True), Cowboy(seat=1, loc="AMMO"),
                 Cowboy(seat=2, loc="AMMO")]
    s.tasks = [Task(kind="step", loc="AMMO")]
    run(s)
    play(s, 0, PlayTiles(first=5, second=1))
    play(s, 1, PlayTiles(first=4))
    assert CARSON.to_act(s) == frozenset({2}) and s.chosen == {"0": [5, 1], "1": [4]}
    return s


def test_chosen_tiles_stay_secret_and_are_drawn_in_their_number() -> None:
    s = duel_with_choices()
    mine = CARSON.seat_view(s, 0)
    assert mine.mir_choice == [5, 1] and mine.mir_hand == [0, 2, 3, 4]
    assert mine.known.chosen_count == {"0": 2, "1": 1}
    assert CARSON.seat_view(s, 2).mir_choice == []
    picks: set[tuple[int, ...]] = set()
    for seed in range(20):
        got = sample(s, 2, seed)
        assert got.hands[2] == [1, 1, 2, 3, 3, 5] and "2" not in got.chosen
        assert [len(got.chosen["0"]), len(got.chosen["1"])] == [2, 1]
        assert got.chosen["0"][0] >= got.chosen["0"][1]
        # nobody has shown a tile: each hand with its choice still sums to 15
        assert sum(got.hands[0] + got.chosen["0"]) == 15
        assert sum(got.hands[1] + got.chosen["1"]) == 15
        assert CARSON.legal_actions(got, 2) == CARSON.legal_actions(s, 2)
        picks.add((*got.chosen["0"], *got.chosen["1"]))
        own = sample(s, 0, seed)
        assert own.chosen["0"] == [5, 1] and own.hands[0] == [0, 2, 3, 4]
    assert len(picks) > 3


def sheet(m: int, c: int, r: int, v: int, p: int) -> Sheet:
    return Sheet(sheet_money=m, sheet_cowboys=c, sheet_roads=r, sheet_revolvers=v,
                 sheet_plots=p)


def test_sheets_handed_in_by_others_are_drawn_among_the_legal_ones() -> None:
    s = CARSON.setup(3, 5, CARSON.Options(new_beginning=True))
    CARSON.play(s, 0, sheet(2, 5, 0, 1, 2), Draws(s.rng))
    CARSON.play(s, 1, sheet(5, 2, 1, 0, 3), Draws(s.rng))
    view = CARSON.seat_view(s, 0)
    assert view.sheet == SheetView(money=2, cowboys=5, roads=0, revolvers=1, plots=2)
    assert view.known.sheets_in == [True, True, False]
    assert CARSON.seat_view(s, 2).sheet is None
    drawn: set[str] = set()
    for seed in range(10):
        got = sample(s, 0, seed)
        assert got.sheets[0] == SheetChoice(sheet_money=2, sheet_cowboys=5, sheet_roads=0,
                                            sheet_revolvers=1, sheet_plots=2)
        assert got.sheets[2] is None and got.sheets[1] is not None
        assert cost(got.sheets[1]) == 11
        drawn.add(got.sheets[1].model_dump_json())
        other = sample(s, 2, seed)
        assert other.sheets[0] is not None and other.sheets[2] is None
    assert len(drawn) > 3


def test_the_bag_order_and_the_generator_are_drawn_afresh() -> None:
    s = next(states(4, 8, {}, every=1))
    samples = [sample(s, 1, seed) for seed in range(6)]
    assert all(sorted(x.bag) == s.bag for x in samples)
    assert len({tuple(x.bag) for x in samples}) > 1
    assert len({x.rng.seed for x in samples} | {s.rng.seed}) == 7
    again = sample(s, 1, 0)
    assert again.model_dump() == samples[0].model_dump()


def test_a_view_sent_as_json_gives_the_same_sample() -> None:
    """Bots search in worker processes: the view may arrive as JSON."""
    s = duel_with_choices()
    view = CARSON.seat_view(s, 2)
    sent = CarsonSeatView.model_validate_json(view.model_dump_json())
    assert sent == view
    a = determinize(view, 2, Draws(Rng(seed=3)))
    b = determinize(sent, 2, Draws(Rng(seed=3)))
    assert a.model_dump() == b.model_dump()


def test_a_view_of_another_seat_is_refused() -> None:
    s = CARSON.setup(3, 1, CARSON.Options())
    with pytest.raises(ValueError, match="seat 1"):
        determinize(CARSON.seat_view(s, 1), 0, Draws(Rng(seed=1)))
