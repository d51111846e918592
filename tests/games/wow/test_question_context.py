"""Issue 19 #1: every Way Out West question says what it is about. For every decision kind, a
real state where it is asked (random legal play over fixed seeds; moving out of a robbed
player's own town, which random play rarely reaches, on the table of ruling R30) is worded in
English, Spanish and Italian: the status line names the question and its subject (the
property and its price, the price per token, the high bid, a shootout's town, target and
running totals), and each answer's label names its own subject (town, box, player, price).

The oracle takes names from the catalogue by the data's ids (`wow-building` of the box's
kind, the town's printed name, the players' names), never from the labels' own code.
"""

from __future__ import annotations

import random
from functools import cache

import pytest

from bot.games.core import step
from bot.games.core.words import Msg, msg
from bot.games.wow import actions as a
from bot.games.wow.data import BOXES, TOWNS
from bot.games.wow.decisions import FLOW
from bot.games.wow.spec import WOW
from bot.games.wow.state import WowDecision, WowState
from bot.i18n import Words
from tests.games.wow.helpers import SA, A, B, act, blank, build_at

LANGUAGES = ("en", "es", "it")
KINDS = sorted(FLOW.types)
SEEDS = range(60)
NAMES = {0: "Ana", 1: "Bea", 2: "Cy", 3: "Dee", 4: "Eli"}
FAST = ("bid", "turn", "build", "hire", "target", "fire")


def _asked(state: WowState) -> WowDecision | None:
    """The one question asked now with a real choice (more than one answer)."""
    top = state.flow.top()
    if len(top) != 1 or len(WOW.legal_actions(state, top[0].seat)) < 2:
        return None
    return top[0]


@cache
def asked_states(seeds: tuple[int, ...] = tuple(SEEDS), wanted: tuple[str, ...] = tuple(KINDS)
                 ) -> dict[str, WowState]:
    """The first state of random legal play where each `wanted` kind is asked (3-5 seats)."""
    found: dict[str, WowState] = {}
    for seed in seeds:
        rnd = random.Random(seed)
        state = WOW.setup(seed % 3 + 3, seed, WOW.Options())
        while WOW.to_act(state) and not set(wanted) <= set(found):
            d = _asked(state)
            if d is not None and d.kind not in found:
                found[d.kind] = state
            seat = rnd.choice(sorted(WOW.to_act(state)))
            state = step(WOW, state, seat, rnd.choice(WOW.legal_actions(state, seat))).state
    if "move_out" in wanted:
        found.setdefault("move_out", move_out_asked())
    return found


def move_out_asked() -> WowState:
    """Ruling R30: the robbed owner's own jail sends the robber out of town."""
    s = blank(3)
    build_at(s, SA, "jail", B)
    build_at(s, SA, "bank", B)
    s.cowboys[SA][A] = 1
    act(s, A, a.TakeBox(box="gunfight_1"))
    act(s, A, a.Target(town=SA, what="bank", owner=B))
    act(s, B, a.Decide(yes=False))
    act(s, A, a.Fire())
    act(s, B, a.Fire(), dice=[6, 1, 1, 1, 1])
    return s


def town_name(index: int) -> str:
    return TOWNS[index].name


def expected_in_question(state: WowState, d: WowDecision) -> list[Msg | str]:
    """What the status line must name for decision `d`."""
    want: list[Msg | str] = []
    box = BOXES.get(d.box)
    if d.kind in ("cattle", "hire", "build", "move") and box is not None:
        want.append(f"${box.cost or box.unit_cost}" if d.kind != "move" else str(box.max_units))
        if box.building is not None:
            want.append(msg("wow-building", kind=box.building))
    if d.kind == "bid" and state.auction is not None:
        want.append(f"${state.money[d.seat]}")
        if state.auction.high:
            want.append(f"${state.auction.high}")
    fight = state.fight
    if fight is not None and d.kind not in ("turn", "target"):
        want.append(town_name(fight.town))
        if fight.defender >= 0:
            want.append(NAMES[fight.defender])
    return want


def expected_in_label(state: WowState, action: a.WowMove) -> list[Msg | str]:
    """What the label of `action` must name: the town, box, player and price it is about."""
    town = getattr(action, "town", None)
    if isinstance(town, int) and not isinstance(action, a.Target):
        return [town_name(town)]
    if isinstance(action, a.Target):
        want: list[Msg | str] = [town_name(action.town)]
        if action.owner is not None:
            want.append(NAMES[action.owner])
        if action.what not in ("cattle", "farmer"):
            want.append(msg("wow-building", kind=action.what))
        return want
    if isinstance(action, a.TakeBox):
        box = BOXES[action.box]
        price = box.cost or box.unit_cost
        return [f"${price}"] if price else []
    if isinstance(action, a.Bid):
        return [f"${action.amount}"]
    if isinstance(action, a.MoveCowboy | a.MoveCattle):
        return [town_name(action.src), town_name(action.dst)]
    if isinstance(action, a.TakeWanted):
        return [NAMES[action.source]]
    return []


def worded(words: Words, item: Msg | str) -> str:
    return item if isinstance(item, str) else words(item, NAMES)


def check_kind(kind: str, state: WowState) -> None:
    d = next(x for x in state.flow.top() if x.kind == kind)
    for language in LANGUAGES:
        words = Words(language, strict=True)
        view = WOW.table_view(state)
        status = words(view.status, NAMES)
        for item in expected_in_question(state, d):
            said = worded(words, item)
            assert said in status, (language, kind, said, status)
        mine = WOW.seat_view(state, d.seat)
        for action in WOW.legal_actions(state, d.seat):
            label = words(WOW.describe(mine, d.seat, action).label, NAMES)
            for item in expected_in_label(state, action):
                said = worded(words, item)
                assert said in label, (language, kind, said, label)


@pytest.mark.slow
def test_random_play_and_one_built_table_ask_every_kind() -> None:
    assert sorted(asked_states()) == KINDS


@pytest.mark.slow
@pytest.mark.parametrize("kind", KINDS)
def test_each_question_names_its_subject_and_price(kind: str) -> None:
    check_kind(kind, asked_states()[kind])


@pytest.mark.parametrize("kind", FAST)
def test_the_common_questions_name_their_subject(kind: str) -> None:
    """The fast subset: the questions of the first game's first rounds (seed 1)."""
    check_kind(kind, asked_states((1,), FAST)[kind])
