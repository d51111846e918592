"""Each building (B01-B30) and boss (BS1-BS8) does what its card says (rules §2.8.3, §2.9)."""

from __future__ import annotations

from bot.games.tew.actions import (
    Buy,
    Decline,
    DuelMove,
    Gain,
    MoveFrom,
    MoveTo,
    Pay,
    PickBuilding,
    Place,
    StockExchange,
    Swap,
)
from bot.games.tew.buy import set_order
from bot.games.tew.resolution import start_effects
from bot.games.tew.state import TewState
from tests.games.tew.helpers import (
    act,
    at_stage,
    clear,
    game,
    gaps,
    kept,
    legal_actions,
    pending,
    prompt_kind,
    put,
    settle,
    texts,
    to_placement,
    words,
)


def _use(bid: str, inf: dict[str, int] | None = None, n: int = 2) -> TewState:
    """Seat 0 places on the Sheriff's porch holding `bid` (a second posse keeps Phase 2 open)."""
    s = game(n)
    clear(s)
    s.mats[3].porch = [bid]
    if inf is not None:
        s.players[0].inf = dict(inf)  # type: ignore[assignment]
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    return s


def _phase4(s: TewState, bid: str, inf: dict[str, int]) -> None:
    s.mats[3].porch = [bid]
    put(s, "SHERIFF.PORCH", 0)
    s.players[0].inf = dict(inf)  # type: ignore[assignment]
    kept(s, {p.seat: c for p, c in zip(s.players, ["5Ha", "1St", "1Ho", "1Te"], strict=False)})
    at_stage(s, "post_office")


def test_b01_b02_b03_appraisers_gain_vp_after_first_purchase() -> None:
    for bid, kind in (("B01", "MONEY"), ("B02", "FORCE"), ("B03", "LAW")):
        s = game(2)
        clear(s)
        _phase4(s, bid, {"MONEY": 2, "LAW": 2, "FORCE": 0})
        s.mats[3].buy = "B05"  # Post Office: 2L 2M, 2 VP
        settle(s)
        ev = act(s, Buy(pos=3))
        assert any(f"gained 2 {kind}" in texts([e])[0] for e in ev), (bid, [texts([e])[0] for e in ev])


def test_b04_b19_discounts_stack() -> None:
    from bot.games.tew.acquire import discount_for

    s = game(2)
    clear(s)
    s.mats[3].porch = ["B04"]
    s.mats[5].porch = ["B19"]
    put(s, "SHERIFF.PORCH", 0)
    put(s, "HIDEOUT.PORCH", 0)
    assert discount_for(s, 0, "B17") == 2  # Graveyard: one MINING + one WAGON icon


def test_b05_post_office_goes_first() -> None:
    s = game(3)
    clear(s)
    _phase4(s, "B05", {"MONEY": 2, "LAW": 0, "FORCE": 0})
    kept(s, {0: "1St", 1: "5Ha", 2: "4Ha"})
    settle(s)
    assert prompt_kind(s) == "POST_OFFICE"
    act(s, Pay(type="MONEY"))
    assert s.post_office == 0


def test_hourglass_counters_and_church() -> None:
    s = game(2)
    clear(s)
    s.gaps = ["1Ho", "2Ho", "3St", "1Ha", "2Te", "1Te"]
    s.rival_cards = ["4Ho"]
    kept(s, {0: "5St", 1: "1St"})
    expect = {"B06": 3, "B07": 3, "B18": 4, "B21": 1, "B22": 2}
    for bid, n in expect.items():
        s.mats[3].porch = [bid]
        s.spots["SHERIFF.PORCH"] = []
        put(s, "SHERIFF.PORCH", 0)
        prompts = start_effects(s, 0, [])
        assert [p.amount for p in prompts] == [min(3, n)], bid
    s.mats[3].porch = ["B25"]
    law = s.players[0].inf["LAW"]
    assert start_effects(s, 0, []) == [] and s.players[0].inf["LAW"] == law + 2


def test_b08_auction_house_buy_and_reshuffle() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B08"]
    s.deck = ["B16", "B29", *[b for b in s.deck if b not in ("B16", "B29")]]
    size = len(s.deck)
    s.players[0].inf = {"MONEY": 3, "LAW": 2, "FORCE": 1}
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    act(s, Pay(type="MONEY"))
    assert legal_actions(s, 0) == [PickBuilding(building="B16"), Decline()]
    act(s, PickBuilding(building="B16"))
    assert s.mats[1].pending == ["B16"] and len(s.deck) == size - 1 and "B29" in s.deck
    assert s.players[0].inf == {"MONEY": 1, "LAW": 1, "FORCE": 0}


def test_b11_doctor_requires_a_wounded_posse() -> None:
    s = _use("B11")
    assert prompt_kind(s) == "PLACE"  # no wounded posse: nothing to do


def test_b12_b13_b14_defaults_and_b15_grand_hotel() -> None:
    s = _use("B15", {"MONEY": 3, "LAW": 1, "FORCE": 0})
    assert legal_actions(s, 0) == [Pay(type="MONEY"), Decline()]
    act(s, Pay(type="MONEY"))
    assert s.players[0].inf == {"MONEY": 1, "LAW": 3, "FORCE": 2}


def test_b16_outhouse_and_b23_gunsmith_flags() -> None:
    assert _use("B16").players[0].outhouse
    assert _use("B23").players[0].gunsmith


def test_b17_graveyard_needs_a_wounded_posse() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B17"]
    put(s, "BANK.INFLUENCE", 1, standing=False)
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    assert prompt_kind(s) == "GRAVEYARD"
    act(s, Gain(type="LAW", second="FORCE"))
    assert s.players[0].inf == {"MONEY": 1, "LAW": 2, "FORCE": 2}
    assert prompt_kind(_use("B17")) == "PLACE"  # no wounded posse: nothing


def test_b20_water_tower() -> None:
    s = _use("B20")
    assert prompt_kind(s) == "GAIN" and pending(s)[0].amount == 2


def test_b26_telegraph_swaps_gaps() -> None:
    s = _use("B26")
    g = list(s.gaps)
    act(s, Swap(a=0, b=5))
    assert s.gaps == [g[5], *g[1:5], g[0]]


def test_b27_livery_moves_another_standing_posse() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B27"]
    put(s, "SHERIFF.VALUE", 0, side="PLUS")
    to_placement(s, 0, to_place=2)
    act(s, Place(spot="SHERIFF.PORCH"))
    assert legal_actions(s, 0) == [MoveFrom(spot="SHERIFF.VALUE"), Decline()]
    act(s, MoveFrom(spot="SHERIFF.VALUE"))
    act(s, MoveTo(spot="BANK.INFLUENCE", side="INSTANT"))
    assert s.spots["SHERIFF.VALUE"] == [] and s.players[0].inf["LAW"] == 2


def test_b28_bounty_office_takes_wanted() -> None:
    s = _use("B28", {"MONEY": 0, "LAW": 0, "FORCE": 3})
    act(s, Pay(type="FORCE"))
    assert s.wanted == 0 and s.players[0].inf["FORCE"] == 1


def test_b29_stock_exchange_advances() -> None:
    s = _use("B29", {"MONEY": 3, "LAW": 0, "FORCE": 0})
    act(s, StockExchange(pay="MONEY", industry="WAGON"))
    assert s.industry["WAGON"] == 1 and s.players[0].inf["MONEY"] == 0


def test_b24_claim_office_and_b30_train_station() -> None:
    s = game(2)
    clear(s)
    _phase4(s, "B24", {"MONEY": 0, "LAW": 0, "FORCE": 0})
    settle(s)
    assert prompt_kind(s) == "GAIN" and words(pending(s)[0].source) == "Claim Office"
    s = game(2)
    clear(s)
    _phase4(s, "B30", {"MONEY": 6, "LAW": 6, "FORCE": 6})
    s.mats[3].buy = None
    settle(s)
    assert {a.pos for a in legal_actions(s, 0) if isinstance(a, Buy)} == {1, 2, 4, 5}


def test_banker_cowgirl_undertaker() -> None:
    s = game(2)
    clear(s)
    kept(s, {0: "1St", 1: "2St"})
    s.mats[1].porch, s.mats[1].pending = ["B16", "B17", "B20"], ["B13"]
    assert [p.amount for p in start_effects(s, 0, [])] == [2]  # Banker: 4 buildings
    s.players[0].boss = "BS8"
    put(s, "SALOON.INFLUENCE", 1, standing=False)
    assert [p.amount for p in start_effects(s, 0, [])] == [1]


def test_rancher_pays_to_stand_the_third_posse() -> None:
    s = game(2)
    s.players[0].boss = "BS3"
    for p in s.players:
        act(s, legal_actions(s, p.seat)[0], seat=p.seat)
    assert prompt_kind(s) == "RANCHER"
    act(s, Pay(type="LAW"))
    assert s.players[0].third and s.players[0].to_place == 3


def _duel(boss: str, dice: list[int]) -> TewState:
    s = game(2)
    clear(s)
    s.players[1].boss = boss
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    to_placement(s, 1, to_place=2)
    for p in s.players:
        p.inf = {"MONEY": 0, "LAW": 0, "FORCE": 0}
        p.added = True
    act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"), dice=dice)
    return s


def test_outlaw_wins_ties_as_attacker_and_marshal_gains_law() -> None:
    s = _duel("BS7", [3, 3])
    assert s.wanted == 1
    s = _duel("BS1", [3, 3])
    assert s.wanted == 0
    s = _duel("BS6", [5, 2])
    assert s.wanted == 1 and s.players[1].inf["LAW"] == 2  # Marshal + the Bank instant side


def test_gunsmith_adds_one_power() -> None:
    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    to_placement(s, 1, to_place=2)
    for p in s.players:
        p.inf = {"MONEY": 0, "LAW": 0, "FORCE": 0}
        p.added = True
    s.players[1].gunsmith = True
    act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"), dice=[3, 3])
    assert s.wanted == 1


def test_scout_and_gambler_get_three_cards() -> None:
    s = game(2)
    s.players[0].boss = "BS4"
    s.players[1].boss = "BS2"
    s.players[1].third = True
    from bot.games.core.rng import Draws
    from bot.games.tew.rounds import deal

    deal(s, Draws(s.rng), [])
    assert [len(p.options) for p in s.players] == [3, 3]


def test_town_hall_order_by_hand() -> None:
    s = game(3)
    gaps(s, {5: "4Ha", 0: "4Te"})
    kept(s, {0: "2St", 1: "5Ho", 2: "4Ho"})
    set_order(s, [])
    assert s.order == [2, 1, 0]
    _ = DuelMove
