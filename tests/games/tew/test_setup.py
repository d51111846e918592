"""Data validation, hands, and setup per player count."""

from __future__ import annotations

from collections import Counter

import pytest

from bot.games.tew.cards import category, key, shift_suit, shift_value
from bot.games.tew.data import BOSSES, BUILDINGS, MAT_BY_POS, POKER
from bot.games.tew.setup import setup
from bot.games.tew.spec import TEW
from bot.games.tew.state import RIVAL, TewOptions


def test_building_deck_statistics() -> None:
    cards = list(BUILDINGS.values())
    assert len(cards) == 30
    assert Counter(b.origin for b in cards) == {"published": 17, "house": 13}
    icons = Counter(i for b in cards for i in b.icons)
    assert icons == {"MINING": 21, "RAILROAD": 21, "WAGON": 21}
    pub = Counter(i for b in cards if b.origin == "published" for i in b.icons)
    assert pub == {"MINING": 14, "RAILROAD": 13, "WAGON": 9}
    assert Counter(b.timing for b in cards) == {"INSTANT": 16, "HOURGLASS": 6, "DOLLAR": 8}
    assert Counter(b.vp for b in cards) == {1: 7, 2: 13, 3: 6, 4: 4}
    assert sum(b.vp for b in cards) == 67
    cost = Counter()
    for b in cards:
        cost.update(b.cost)
    assert cost == {"LAW": 44, "MONEY": 42, "FORCE": 41}
    for b in cards:
        assert b.cost_total == b.vp + 2
        assert len(b.icons) == {1: 3, 2: 2, 3: 2, 4: 1}[b.vp]


def test_bosses_and_deck() -> None:
    assert len(BOSSES) == 8 and len(set(POKER.cards)) == 20
    assert sum(1 for b in BOSSES.values() if b.origin == "house") == 3
    assert BUILDINGS["B07"].name == "Cattle Farm"  # R24


def test_r25_grey_bank_side() -> None:
    grey = MAT_BY_POS[1].grey
    assert grey is not None and grey.porch_gain == "LAW" and grey.pot.type == "MONEY"


@pytest.mark.parametrize(("category_rank", "cards"), [
    (6, ["1Ha", "2Ha", "3Ha"]), (5, ["4Ha", "4St", "4Te"]), (4, ["1Ho", "3Ho", "5Ho"]),
    (3, ["3Ha", "4St", "5Te"]), (2, ["2Ha", "2St", "5Te"]), (1, ["1Ha", "3St", "5Te"]),
])
def test_categories(category_rank: int, cards: list[str]) -> None:
    assert category(cards) == category_rank


def test_r01_straights_never_wrap() -> None:
    assert category(["5Ha", "1St", "2Te"]) == 1
    assert category(["4Ha", "5St", "1Te"]) == 1


def test_r02_holder_card_breaks_ties_and_flanks_are_not_kickers() -> None:
    flanks = ("2Ha", "2St")
    assert key("5Te", flanks) > key("5Ho", flanks) > key("4Ha", flanks)
    assert key("3Te", flanks)[1:] == (3, 3)


def test_r03_first_matching_category_from_the_top() -> None:
    # a Sheriff-modified card can duplicate a gap card: 3Ha 3Ha 5Ha is a FLUSH, not a PAIR
    assert category(["3Ha", "3Ha", "5Ha"]) == 4


def test_value_and_suit_wrap() -> None:
    assert shift_value("5Ha", 1) == "1Ha" and shift_value("1Ha", -1) == "5Ha"
    assert shift_suit("1St", up=False) == "1Ha" and shift_suit("1Ha", up=True) == "1St"


@pytest.mark.parametrize("n", [1, 2, 3, 4])
def test_setup_per_player_count(n: int) -> None:
    s = setup(n, 42, TewOptions())
    colour = [m for m in s.mats if m.side == "colour"]
    grey = [m for m in s.mats if m.side == "grey"]
    assert len(colour) == max(n, 2) and len(grey) == 4 - max(n, 2)
    assert len(s.spots) == {1: 10, 2: 10, 3: 11, 4: 12}[n]
    placed = 5 + 1 + len(grey) + (2 if n == 1 else 0)
    assert len(s.deck) == 30 - placed
    assert all(m.buy for m in s.mats[1:]) and len(s.mats[3].porch) == 1
    assert all(len(m.porch) == 1 for m in grey)
    assert len({p.boss for p in s.players}) == n
    assert all(p.inf == {"MONEY": 1, "LAW": 1, "FORCE": 1} and not p.third for p in s.players)
    assert s.stage == "keep" and TEW.to_act(s) == frozenset(range(n))
    assert all(len(p.options) in (2, 3) for p in s.players)
    assert len(s.gaps) == 6 and len(s.rival_cards) == (2 if n == 1 else 1)
    if n == 1:
        assert next(m for m in s.mats if m.owner == RIVAL).name == "SALOON"
        assert s.dealer == 0  # R47
    dealt = [*s.gaps, *s.rival_cards, *(c for p in s.players for c in p.options), *s.poker_deck]
    assert sorted(dealt) == sorted(POKER.cards)


@pytest.mark.parametrize(("n", "names"), [
    (2, ["BANK", "SALOON"]), (3, ["BANK", "COURTHOUSE", "SALOON"]),
    (4, ["BANK", "COURTHOUSE", "SALOON", "HIDEOUT"]),
])
def test_r26_fixed_layout_and_seat_colours(n: int, names: list[str]) -> None:
    s = setup(n, 3, TewOptions())
    assert [s.mats[p.mat].name for p in s.players] == names
    assert [m.name for m in s.mats] == ["TOWN_HALL", "BANK", "COURTHOUSE", "SHERIFF",
                                        "SALOON", "HIDEOUT"]


@pytest.mark.parametrize(("difficulty", "count"), [
    ("APPRENTICE", 0), ("BEGINNER", 1), ("MEDIUM", 2), ("HARD", 3), ("EPIC", 4)])
def test_solo_difficulty_buildings(difficulty: str, count: int) -> None:
    s = setup(1, 5, TewOptions(difficulty=difficulty))  # type: ignore[arg-type]
    rival = next(m for m in s.mats if m.owner == RIVAL)
    assert len(rival.porch) == count and len(s.deck) == 22 - count


def test_choose_mode_asks_bosses_in_seat_order() -> None:
    s = setup(3, 9, TewOptions(boss_mode="choose"))
    assert s.stage == "boss" and TEW.to_act(s) == frozenset({0})
    action = TEW.legal_actions(s, 0)[0]
    from bot.games.core.engine import step

    s = step(TEW, s, 0, action).state
    assert TEW.to_act(s) == frozenset({1}) and action not in TEW.legal_actions(s, 1)


def test_setup_is_deterministic() -> None:
    assert setup(4, 7, TewOptions()) == setup(4, 7, TewOptions())
    assert setup(4, 7, TewOptions()) != setup(4, 8, TewOptions())
