"""The answer of an absent player (`default_action`) for every question of Carson City's
flow, checked against rules §10 (D-*) at a real state where the first legal answer is not
the right one. The expected answers are worked out here from the rules' own words and
numbers (prices §2.7, HE §1.6, incomes §4.7), never with the engine's formulas."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.carson import horses as hs
from bot.games.carson import powers as pw
from bot.games.carson.actions import (
    Amount,
    BuildKept,
    CarsonMove,
    Choose,
    Corral,
    Pass,
    PickPlot,
    Place,
    PlayTiles,
    Sheet,
    Slot,
    TakeCard,
)
from bot.games.carson.decisions import FLOW
from bot.games.carson.might import deal
from bot.games.carson.setup import setup
from bot.games.carson.state import Card, CarsonState, Cowboy, Options, Task
from tests.games.carson.helpers import Scripted, asked, blank, centre, hold, play, put, run

# -- the oracle: the rules' words, not the engine's code -----------------------------------

COLS = "ABCDEFGH"
READING = [f"{c}{r}" for r in range(1, 9) for c in COLS]        # A1, B1, ..., H8
HE = {"house": 1, "townhouse": 2, "ranch": 1, "hotel": 2, "church": 1, "school": 1,
      "townhall": 1, "station": 2}                               # §1.6


def idx(p: str) -> int:
    return (int(p[1:]) - 1) * 8 + COLS.index(p[0])


def around(p: str) -> list[str]:
    """The up-to-8 plots touching p (§2.3)."""
    x, y = COLS.index(p[0]), int(p[1:]) - 1
    return [f"{COLS[x + dx]}{y + dy + 1}" for dy in (-1, 0, 1) for dx in (-1, 0, 1)
            if (dx or dy) and 0 <= x + dx < 8 and 0 <= y + dy < 8]


def content(s: CarsonState, p: str) -> str:
    return s.plots[idx(p)].content


def owner(s: CarsonState, p: str) -> int:
    return s.plots[idx(p)].owner


def price(s: CarsonState, p: str) -> int:
    """§2.7: 1 + tiles on the plot and its neighbours, at most $10."""
    return min(10, 1 + sum(1 for q in [p, *around(p)] if content(s, q)))


def saloon_income(s: CarsonState, site: str, x: int, house: str = "") -> int:
    """§4.7: $5 per HE around the Saloon on a plot unowned or X's; `house` adds one."""
    total = 0
    for q in around(site):
        c = content(s, q)
        if q == house:
            c = "townhouse" if c == "house" else "house"
        if owner(s, q) in (-1, x):
            total += HE.get(c, 0)
    return min(55, 5 * total)


def ranch_income(s: CarsonState, p: str) -> int:
    """§4.7: $1 per free neighbour, at least $1."""
    return max(1, sum(1 for q in around(p) if not content(s, q)))


def mine_income(s: CarsonState, p: str, x: int) -> int:
    """§4.7: $3 per neighbouring mountain unowned or X's."""
    return 3 * sum(1 for q in around(p) if content(s, q) == "mountain" and owner(s, q) in (-1, x))


LINKED = ["C3", "D3", "E3", "C4", "D4", "E4", "C5", "D5", "E5"]     # around the centre D4


def occupied(s: CarsonState, p: str) -> bool:
    return bool(content(s, p)) or owner(s, p) >= 0 or s.plots[idx(p)].river


def house_spots(s: CarsonState, seat: int, site: str) -> list[str]:
    """§4.6 step 6, one addition on the builder's own or unowned plots (D-BUYBLD): a new
    house on an empty connected plot other than the site, or a house whose 8 neighbours
    are all occupied (§1.6; the site counts as built). Only the centre's roads exist."""
    def full(p: str) -> bool:
        nb = around(p)
        return len(nb) == 8 and all(q == site or occupied(s, q) for q in nb)
    return [p for p in READING if p != site and owner(s, p) in (-1, seat) and (
        (p in LINKED and not content(s, p)) or (content(s, p) == "house" and full(p)))]


# -- coverage: every kind of the flow ---------------------------------------------------

COVERED: dict[str, list[str]] = {}

# Kinds whose §10 default is, by the way the question lists its answers, also the first
# legal answer. Each is still tested; its test cannot show a different first answer.
COINCIDES = {
    "salary_horse": "D-SAL-HORSE 'no': the question lists 'no' before 'yes'",
    "outlaw_move": "D-OUTLAWMOVE reading order: the outlaws are listed in reading order",
    "tiles": "D-TILE the highest tile: the tiles are listed from the highest down",
    "newsboy": "D-NEWSBOY lowest number: the cards are dealt and listed in number order",
    "docside": "D-DOCSIDE Doctor: the question lists 'doctor' first",
    "special": "D-PROSPECT/D-COWBOY-R cheapest slot: the slots are listed from $3 up",
    "heroes": "D-HEROES-R 3 VP: the question lists '0 cowboys for 3 VP' first",
    "undertaker": "D-UNDERTAKER pay if possible: 'money' is listed first when possible",
    "order": "D-DUELORDER reading order: the locations are listed in reading order",
    "buyplot": "D-BUYPLOT buy when possible: 'yes' is listed first when it is legal",
}


def covers(*kinds: str) -> Callable[[Callable[[], None]], Callable[[], None]]:
    def mark(test: Callable[[], None]) -> Callable[[], None]:
        for k in kinds:
            COVERED.setdefault(k, []).append(test.__name__)
        return test
    return mark


def expect(s: CarsonState, seat: int, kind: str, answer: CarsonMove) -> None:
    """`seat` is asked `kind`; the rules' answer is legal, is not the first legal answer
    (unless the kind is listed in COINCIDES) and is the default."""
    d = FLOW.decision(s, seat)
    assert d.kind == kind
    legal = FLOW.legal_actions(s, seat)
    assert answer in legal
    if kind not in COINCIDES:
        assert legal[0] != answer, f"{kind}: the first legal answer is already right"
    assert FLOW.default_action(s, seat) == answer


def test_every_kind_of_the_flow_is_covered() -> None:
    assert set(COVERED) == set(FLOW.types)
    assert set(COINCIDES) <= set(COVERED)


# -- Phase 2 and horses -------------------------------------------------------------------

def placing(n: int = 2, **options: object) -> CarsonState:
    s = blank(n, **options)
    if s.options.horses:
        hs.setup(s)
    s.phase, s.placement, s.turn = "place", list(range(n)), -1
    s.tasks = [Task(kind="place_next")]
    run(s)
    return s


@covers("place")
def test_place_default_passes() -> None:
    expect(placing(), 0, "place", Pass())                       # D-PLACE


@covers("kit")
def test_kit_default_is_done() -> None:
    s = blank(2, kit_carson=True)
    hold(s, 0, 2)
    hold(s, 1, 3)
    s.tasks = [Task(kind="placement_start")]
    run(s)
    expect(s, 0, "kit", Pass())                                 # D-KIT: done


@covers("horse", "corral2")
def test_horse_defaults_put_no_horse_and_skip_corral_two() -> None:
    s = placing(horses=True)
    play(s, 0, Place(loc="SALARY"))
    expect(s, 0, "horse", Choose(option="no"))                  # D-HORSE: none
    play(s, 0, Corral(corral=2))
    expect(s, 0, "corral2", Choose(option="done"))              # its sub-choice: none


@covers("salary_horse")
def test_salary_horse_default_takes_the_money() -> None:
    s = blank(2, horses=True)
    hs.setup(s)
    s.phase, s.placement = "resolve", [0, 1]
    s.cowboys = [Cowboy(seat=0, loc="SALARY")]
    s.tasks = [Task(kind="step", loc="SALARY")]
    run(s)
    assert Choose(option="yes") in FLOW.legal_actions(s, 0)
    expect(s, 0, "salary_horse", Choose(option="no"))           # D-SAL-HORSE


@covers("corral3")
def test_corral3_default_doubles_the_best_ranch() -> None:
    """D-CORRAL3: A1's Ranch has no free neighbour ($1), H1's has three ($3). Doubling H1
    pays $1 + $6 = $7, doubling A1 (the first legal answer) only $2 + $3 = $5."""
    s = blank(2, horses=True)
    hs.setup(s)
    put(s, "A1", "ranch", 0)
    put(s, "H1", "ranch", 0)
    for p in ("B1", "A2", "B2"):
        put(s, p, "house")
    s.corrals[0][2] = 1
    s.phase = "resolve"
    s.tasks = [Task(kind="income_choices"), Task(kind="payment")]
    run(s)
    incomes = {p: ranch_income(s, p) for p in ("A1", "H1")}
    assert incomes == {"A1": 1, "H1": 3}
    best = max(incomes, key=lambda p: (incomes[p], -idx(p)))
    expect(s, 0, "corral3", PickPlot(plot=best))
    play(s, 0, FLOW.default_action(s, 0))
    assert s.players[0].money == 15 + 1 + 2 * 3 == 22


# -- outlaws --------------------------------------------------------------------------------

@covers("outlaw_move")
def test_outlaw_move_default_goes_in_reading_order() -> None:
    s = blank(3, outlaws=True)
    s.round, s.order = 2, [0, 1, 2]
    put(s, "F5", "hotel", 1)
    put(s, "H1", "ranch", 2)
    s.tasks = [Task(kind="round_start")]
    # white 3, black 4: strength 11, two outlaws; (4,4) E5 and (6,1) G2
    run(s, Scripted(dice=[3, 4, 4, 4, 6, 1]))
    assert sorted(s.outlaws) == sorted([idx("E5"), idx("G2")])
    first = min(("E5", "G2"), key=READING.index)
    expect(s, 0, "outlaw_move", PickPlot(plot=first))           # G2 (row 2) before E5


@covers("outlaw_win")
def test_outlaw_win_default_steals_when_half_the_income_is_worth_more() -> None:
    """D-OUTLAWWIN: strength 8 pays 8 - 6 = 2 VP = $10; half of a $25 Saloon is $12."""
    s = blank(3, outlaws=True)
    put(s, "E5", "saloon", 1)
    for p in ("D4", "E4", "F4", "D5", "F5"):
        put(s, p, "house")
    s.outlaws, s.outlaw_strength = [idx("E5")], 8
    s.phase, s.pass_order, s.placement = "resolve", [0, 1, 2], [0, 1, 2]
    s.players[0].cowboys, s.players[0].revolvers = 5, 1       # firepower 6
    s.cowboys = [Cowboy(seat=0, loc="E5")]
    s.tasks = [Task(kind="fights")]
    run(s, Scripted(dice=[3]))                                  # 6 + 3 = 9 >= 8
    steal = saloon_income(s, "E5", 1) // 2
    vp_value = 5 * (8 - 6)
    assert (steal, vp_value) == (12, 10)
    expect(s, 0, "outlaw_win", Choose(option="steal" if steal > vp_value else "vp"))


# -- Might is Right, A New Beginning, draft ---------------------------------------------------

@covers("tiles")
def test_tiles_default_plays_the_highest() -> None:
    s = blank(2, might_is_right=True)
    deal(s, Scripted())
    s.hands = [[1, 4, 2], [0, 3]]
    s.phase, s.pass_order = "resolve", [1, 0]
    s.cowboys = [Cowboy(seat=0, loc="AMMO", dynamite=True), Cowboy(seat=1, loc="AMMO")]
    s.tasks = [Task(kind="step", loc="AMMO")]
    run(s)
    expect(s, 0, "tiles", PlayTiles(first=4, second=2))        # D-TILE, two with dynamite
    expect(s, 1, "tiles", PlayTiles(first=3))


@covers("sheet")
def test_sheet_default_is_the_normal_kit() -> None:
    s = setup(3, 1, Options(new_beginning=True))
    # §8.6 normal kit: 3 money points ($15), 3 cowboys, 1 road, 1 revolver, 2 plots
    expect(s, 0, "sheet", Sheet(sheet_money=3, sheet_cowboys=3, sheet_roads=1,
                                sheet_revolvers=1, sheet_plots=2))


@covers("draft")
def test_draft_default_highest_connected_price_else_first_in_reading_order() -> None:
    """Example 13's board: the centre house on D4 and nine mountains."""
    s = blank(6)
    centre(s, "D4")
    put(s, "D4", "house")
    for p in ("B2", "G7", "C6", "F3", "E5", "G2", "B7", "D6", "F6"):
        put(s, p, "mountain")
    s.phase = "draft"
    s.tasks = [Task(kind="draft", seat=0)]
    run(s)
    best = max(LINKED, key=lambda p: (price(s, p), -idx(p)))
    assert (best, price(s, best)) == ("D5", 5)                  # Example 13: D5 and E5 $5
    expect(s, 0, "draft", PickPlot(plot=best))
    # no connected plot left: the first eligible plot in reading order, not the dearest
    for k, p in enumerate(LINKED):
        put(s, p, content(s, p), k % 6)
    eligible = [p for p in READING if owner(s, p) < 0]
    first = eligible[0]
    assert first == "A1" and price(s, "A1") < max(price(s, p) for p in eligible)
    d = FLOW.decision(s, 0)
    assert d.kind == "draft" and FLOW.default_action(s, 0) == PickPlot(plot=first)


# -- characters -----------------------------------------------------------------------------

def choosing(preset: str, money: int = 15) -> CarsonState:
    s = blank(3, characters=preset)
    s.players[0].money = money
    s.order = [0, 1, 2]
    s.tasks = [Task(kind="round_start")]
    run(s)
    return s


@covers("character")
def test_character_default_lowest_number_skipping_the_newspaper_boy() -> None:
    s = choosing("first_game_plus_newsboy")
    free = sorted(c.number for c in s.cards if c.taken_by < 0)
    assert free[0] == 0                                          # the Newspaper Boy
    expect(s, 0, "character", TakeCard(number=free[1]))         # D-CHAR


@covers("newsboy")
def test_newsboy_default_lowest_number_but_the_sheriff() -> None:
    s = choosing("first_game_plus_newsboy")
    play(s, 0, TakeCard(number=0))
    free = sorted(c.number for c in s.cards if c.taken_by < 0 and c.number != 1)
    expect(s, 0, "newsboy", TakeCard(number=free[0]))           # D-NEWSBOY: the Banker


def took(number: int, side: str, seats: int = 3, money: int = 15) -> CarsonState:
    s = blank(seats)
    s.players[0].money = money
    s.market = ["ranch", "mine", "bank", "saloon", "hotel", "ranch", "mine"]
    card = Card(number=number, side=side)  # type: ignore[arg-type]
    s.cards.append(card)
    pw.take(s, 0, card, Scripted(), [])
    return s


@covers("docside")
def test_docside_default_is_the_doctor() -> None:
    expect(took(14, "Y"), 0, "docside", Choose(option="doctor"))


@covers("grocer")
def test_grocer_yellow_default_defers() -> None:
    expect(took(3, "Y"), 0, "grocer", Choose(option="defer"))


@covers("money_or_vp")
def test_money_or_vp_default_vp_with_two_houses() -> None:
    s = blank(2)
    put(s, "A1", "house", 0)
    put(s, "H8", "townhouse", 0)
    card = Card(number=3, side="R")
    s.cards.append(card)
    pw.take(s, 0, card, Scripted(), [])
    houses = sum(1 for p in READING if owner(s, p) == 0 and content(s, p) in ("house",
                                                                           "townhouse"))
    expect(s, 0, "money_or_vp", Choose(option="vp" if houses >= 2 else "money"))


@covers("claim")
def test_claim_defaults_settler_auction_and_prospector() -> None:
    s = took(5, "Y")                                            # D-SETTLER-Y
    for p in ("C3", "D3", "E4"):
        put(s, p, "mountain")
    free = [p for p in READING if owner(s, p) < 0 and content(s, p) in ("", "house",
                                                                     "townhouse", "mountain")]
    best = max(free, key=lambda p: (price(s, p), -idx(p)))
    assert (best, price(s, best)) == ("D3", 4)
    expect(s, 0, "claim", PickPlot(plot=best))
    a = took(12, "Y")                                           # D-AUCT-PLOTS
    for p in ("F6", "G6", "H7"):
        put(a, p, "house")
    ranked = sorted(READING, key=lambda p: (-price(a, p), idx(p)))
    expect(a, 0, "claim", PickPlot(plot=ranked[0]))
    play(a, 0, PickPlot(plot=ranked[0]))
    expect(a, 0, "claim", PickPlot(plot=ranked[1]))
    m = took(9, "Y")                                            # D-PROSPECT: the plot
    for p in ("B7", "C7", "H3"):
        put(m, p, "mountain")
    play(m, 0, FLOW.default_action(m, 0))                       # the $4 slot's Mine
    empty = [p for p in READING if owner(m, p) < 0 and not content(m, p)]
    spot = max(empty, key=lambda p: (mine_income(m, p, 0), -idx(p)))
    assert (spot, mine_income(m, spot, 0)) == ("B6", 6)
    expect(m, 0, "claim", PickPlot(plot=spot))


@covers("coolie")
def test_coolie_red_default_declines() -> None:
    expect(took(4, "R"), 0, "coolie", Choose(option="decline"))


@covers("special")
def test_special_default_takes_the_cheapest_slot() -> None:
    s = took(9, "Y")
    mines = [price for price, kind in zip((3, 4, 5, 6, 8, 10, 12), s.market, strict=True)
             if kind == "mine"]
    expect(s, 0, "special", Slot(price=min(mines)))             # the $4 Mine, not $12


@covers("captain")
def test_captain_default_buys_the_largest_affordable() -> None:
    expect(took(6, "Y"), 0, "captain", Amount(n=3))             # 3 cowboys for $9 <= $15
    expect(took(6, "R", money=8), 0, "captain", Amount(n=1))    # $9 for 2 is too dear


@covers("tax")
def test_tax_default_takes_the_larger_yield() -> None:
    s = blank(3)
    s.players[1].money, s.players[1].revolvers = 40, 1
    s.players[2].money, s.players[2].revolvers = 31, 2
    card = Card(number=13, side="R")
    s.cards.append(card)
    pw.take(s, 0, card, Scripted(), [])
    guns = sum(min(s.players[x].revolvers, s.players[x].money) for x in (1, 2))
    cash = sum(min(-(-s.players[x].money // 10), s.players[x].money) for x in (1, 2))
    assert (guns, cash) == (3, 8)
    expect(s, 0, "tax", Choose(option="guns" if guns > cash else "cash"))


@covers("heroes")
def test_heroes_red_default_takes_three_vp() -> None:
    expect(took(16, "R"), 0, "heroes", Amount(n=0))


@covers("bid")
def test_bid_default_auctioneer_opens_at_one_others_drop() -> None:
    s = took(12, "Y")
    play(s, 0, PickPlot(plot="A1"))
    play(s, 0, PickPlot(plot="H8"))
    assert asked(s) == [(0, "bid")]
    assert FLOW.default_action(s, 0) == Amount(n=1)              # the Auctioneer's own
    play(s, 0, Amount(n=1))
    expect(s, 1, "bid", Choose(option="drop"))                  # D-BID


# -- end of round ---------------------------------------------------------------------------

@covers("banker")
def test_banker_red_default_buys_the_largest_affordable_package() -> None:
    s = blank(2)
    hold(s, 0, 2, "R")
    s.players[0].money = 30
    s.tasks = [Task(kind="end_round")]
    run(s)
    packages = [(3, 3), (5, 12), (7, 25)]
    vp = max(v for v, cost in packages if cost <= 30)
    expect(s, 0, "banker", Amount(n=vp))


@covers("spend")
def test_spend_default_rounds_the_excess_up_when_cheap() -> None:
    s = blank(3)
    hold(s, 1, 1)                                                # Sheriff: limit $20
    s.players[1].money = 28
    s.tasks = [Task(kind="spend_start")]
    run(s)
    excess = 28 - 20
    up = -(-excess // 10) * 10
    expect(s, 1, "spend", Amount(n=up if up - excess <= 5 else excess))   # $10 (Example 8)


# -- duels --------------------------------------------------------------------------------

def duel(card: tuple[int, str], dice: list[int]) -> CarsonState:
    s = blank(3)
    hold(s, 2, card[0], card[1])
    s.phase, s.pass_order, s.placement = "resolve", [1, 0, 2], [0, 1, 2]
    s.players[0].cowboys, s.players[0].revolvers = 5, 1         # firepower 6
    s.players[1].cowboys, s.players[1].revolvers = 4, 1         # firepower 5
    s.players[1].money, s.players[1].vp = 5, 3
    s.cowboys = [Cowboy(seat=0, loc="AMMO"), Cowboy(seat=1, loc="AMMO")]
    s.tasks = [Task(kind="step", loc="AMMO")]
    run(s, Scripted(dice=dice))
    return s


@covers("reroll")
def test_reroll_default_keeps_only_a_winning_roll() -> None:
    s = blank(2)
    hold(s, 0, 10, "R")
    s.phase, s.pass_order = "resolve", [1, 0]
    s.players[0].cowboys, s.players[0].revolvers = 3, 1         # firepower 4
    s.players[1].cowboys, s.players[1].revolvers = 3, 1
    s.cowboys = [Cowboy(seat=0, loc="AMMO"), Cowboy(seat=1, loc="AMMO")]
    s.tasks = [Task(kind="step", loc="AMMO")]
    run(s, Scripted(dice=[2, 5]))                              # seat 1 rolls first: 6; seat 0: 9
    winning = 4 + 5 > 4 + 2
    expect(s, 0, "reroll", Choose(option="no" if winning else "yes"))
    # alone against an outlaw of strength 12: leading is not winning (§8.3)
    f = blank(2, outlaws=True)
    hold(f, 0, 10, "R")
    f.phase, f.pass_order = "resolve", [0, 1]
    f.players[0].cowboys, f.players[0].revolvers = 3, 1         # firepower 4
    f.outlaws, f.outlaw_strength = [idx("E5")], 12
    f.cowboys = [Cowboy(seat=0, loc="E5")]
    f.tasks = [Task(kind="fights")]
    run(f, Scripted(dice=[6]))
    assert FLOW.decision(f, 0).kind == "reroll"
    assert FLOW.default_action(f, 0) == Choose(option="no" if 4 + 6 >= 12 else "yes")


@covers("undertaker")
def test_undertaker_default_pays_when_possible() -> None:
    s = duel((14, "R"), [1, 3])                                # seat 1: 5 + 1 < seat 0: 6 + 3
    expect(s, 1, "undertaker", Choose(option="money"))


@covers("doctor")
def test_doctor_default_does_not_replace() -> None:
    s = duel((14, "Y"), [1, 3])
    expect(s, 1, "doctor", Choose(option="no"))


@covers("order")
def test_duel_order_default_reading_order() -> None:
    s = blank(2)
    s.phase, s.pass_order, s.placement = "resolve", [0, 1], [0, 1]
    s.cowboys = [Cowboy(seat=x, loc=p) for p in ("F6", "B3") for x in (0, 1)]
    s.tasks = [Task(kind="step", loc="PLOTS")]
    run(s)
    expect(s, 0, "order", PickPlot(plot=min(("F6", "B3"), key=READING.index)))


@covers("buyplot")
def test_buyplot_default_buys_when_affordable() -> None:
    s = blank(2)
    s.phase, s.pass_order, s.placement = "resolve", [0, 1], [0, 1]
    s.cowboys = [Cowboy(seat=0, loc="B3")]
    s.tasks = [Task(kind="step", loc="PLOTS")]
    run(s)
    assert price(s, "B3") <= s.players[0].money and s.players[0].tiles > 0
    expect(s, 0, "buyplot", Choose(option="yes"))


# -- building -------------------------------------------------------------------------------

def building(own: tuple[str, ...], theirs: tuple[str, ...] = (), kind: str = "saloon",
             houses: tuple[str, ...] = ("D4",)) -> CarsonState:
    """Seat 0 wins the $6 slot holding `kind`; it owns `own`, seat 1 owns `theirs`."""
    s = blank(2)
    centre(s, "D4")
    for p in houses:
        put(s, p, "house")
    for p in own:
        put(s, p, "", 0)
    for p in theirs:
        put(s, p, "", 1)
    s.market = [None, None, None, kind, None, None, None]
    s.phase, s.pass_order, s.placement = "resolve", [0, 1], [0, 1]
    s.cowboys = [Cowboy(seat=0, loc="BUILD_6")]
    s.tasks = [Task(kind="step", loc="BUILD_6")]
    run(s)
    return s


@covers("buy")
def test_buy_default_declines_what_it_could_build_only_with_consent() -> None:
    s = building(("E5",), tuple(p for p in LINKED if p != "E5"), houses=())
    assert house_spots(s, 0, "E5") == []                        # every spot is seat 1's
    expect(s, 0, "buy", Choose(option="no"))


@covers("site")
def test_site_default_the_plot_of_the_best_build() -> None:
    """D-BUYBLD weighs the plot and the house spot together: a Saloon on C3 or on E5
    counts 2 HE before its house ($10 each), but only E5 has a free spot beside it for
    the new house ($15); C3, first in reading order, stays at $10."""
    s = building(("C3", "E5"), ("C4",), houses=("D4", "D3", "F6"))
    play(s, 0, Choose(option="yes"))
    assert (saloon_income(s, "C3", 0), saloon_income(s, "E5", 0)) == (10, 10)
    value = {(site, h): saloon_income(s, site, 0, h) for site in ("C3", "E5")
             for h in house_spots(s, 0, site)}
    (site, _), top = max(value.items(), key=lambda kv: (kv[1], -idx(kv[0][0]),
                                                        -idx(kv[0][1])))
    assert (site, top) == ("E5", 15)
    expect(s, 0, "site", PickPlot(plot=site))


@covers("house")
def test_house_default_the_spot_giving_the_building_most() -> None:
    """D-BUYBLD: a Saloon on E5 earns $10 with its house on E4 or D5 (next to it), $5 with
    it on C3, the first legal spot in reading order."""
    s = building(("E5",))
    play(s, 0, Choose(option="yes"))
    play(s, 0, PickPlot(plot="E5"))
    value = {h: saloon_income(s, "E5", 0, h) for h in house_spots(s, 0, "E5")}
    assert (value["C3"], value["E4"], value["D5"]) == (5, 10, 10)
    best = max(value, key=lambda h: (value[h], -idx(h)))
    expect(s, 0, "house", PickPlot(plot=best))                  # E4
    play(s, 0, FLOW.default_action(s, 0))
    assert content(s, "E5") == "saloon" and content(s, "E4") == "house"


@covers("house")
def test_town_hall_house_default_first_unowned_plot() -> None:
    """D-TOWNHALL: the Town Hall on D3 gets its house on the first empty unowned connected
    plot (E3), not on the first player's own C3, the first legal spot."""
    s = blank(3)
    centre(s, "D4")
    s.order = [1, 0, 2]
    put(s, "C3", "", 1)
    s.tasks = [Task(kind="townhall")]
    run(s)
    hall = next(p for p in READING if p in LINKED and owner(s, p) < 0 and not content(s, p))
    assert hall == "D3"
    assert FLOW.default_action(s, 1) == PickPlot(plot=hall)
    play(s, 1, PickPlot(plot=hall))
    spot = next(p for p in READING if p in LINKED and owner(s, p) < 0 and not content(s, p))
    assert spot == "E3"
    expect(s, 1, "house", PickPlot(plot=spot))


@covers("consent")
def test_consent_default_refuses() -> None:
    s = building(("E5",), ("C3",))
    play(s, 0, Choose(option="yes"))
    play(s, 0, PickPlot(plot="E5"))
    play(s, 0, PickPlot(plot="C3"))
    expect(s, 1, "consent", Choose(option="no"))                # D-CONSENT


@covers("kept")
def test_kept_default_builds_only_what_needs_no_consent() -> None:
    """D-KEPT: the Bank (offered first) could only get its house on seat 1's plots; the
    Ranch needs no house, so it is the one built."""
    s = blank(2)
    centre(s, "D4")
    put(s, "E5", "", 0)
    for p in LINKED:
        if p != "E5":
            put(s, p, "", 1)
    s.players[0].kept = ["bank", "ranch"]
    s.tasks = [Task(kind="kept", seat=0)]
    run(s)
    assert house_spots(s, 0, "E5") == []
    expect(s, 0, "kept", BuildKept(building="ranch"))


# -- building income and Buy VP -----------------------------------------------------------

@covers("grocer_income")
def test_grocer_income_default_the_option_worth_most() -> None:
    s = blank(2)
    hold(s, 0, 3, "Y")
    s.players[0].grocer = "defer"
    put(s, "B2", "bank", 0)
    put(s, "A1", "house")                                        # Bank: 3 x 1 HE = $3
    put(s, "F6", "saloon", 0)
    for p in ("E5", "G5", "G7"):
        put(s, p, "house")                                       # Saloon: 5 x 3 HE = $15
    s.phase = "resolve"
    s.tasks = [Task(kind="income_choices")]
    run(s)
    gains = {"bank": 3, "saloon": saloon_income(s, "F6", 0), "money": 8}
    best = max(gains, key=lambda k: gains[k])
    expect(s, 0, "grocer_income", Choose(option="double", building=best))


@covers("dynamite")
def test_dynamite_default_the_mine_earning_most_after_an_outlaw() -> None:
    """D-DYNAMITE: C3's Mine has three mountains ($9) but an outlaw leaves $4 of it;
    F6's has two ($6). The token triples F6: $18 instead of $12."""
    s = blank(2, outlaws=True)
    hold(s, 0, 9, "R")
    s.players[0].dynamite = 1
    put(s, "C3", "mine", 0)
    for p in ("B2", "C2", "D2", "G7", "F7"):
        put(s, p, "mountain")
    put(s, "F6", "mine", 0)
    s.outlaws = [idx("C3")]
    s.phase = "resolve"
    s.tasks = [Task(kind="income_choices")]
    run(s)
    earned = {"C3": mine_income(s, "C3", 0) // 2, "F6": mine_income(s, "F6", 0)}
    assert earned == {"C3": 4, "F6": 6}
    best = max(earned, key=lambda p: (earned[p], -idx(p)))
    expect(s, 0, "dynamite", PickPlot(plot=best))


@covers("buyvp")
def test_buyvp_default_keeps_ten_dollars_before_round_four() -> None:
    s = blank(2)
    s.round, s.phase, s.pass_order = 2, "resolve", [0, 1]
    s.players[0].money = 25
    s.cowboys = [Cowboy(seat=0, loc="BUYVP_3")]
    s.tasks = [Task(kind="step", loc="BUYVP_3")]
    run(s)
    expect(s, 0, "buyvp", Amount(n=(25 - 10) // 3))             # Example 30: 5 VP
