"""Refusals say which rule an answer breaks (issue 20, item 6).

Where players type or click moves, a question is verified directly: a well-formed answer
of the right kind that is not legal now (another state's or seat's legal answer, or one
with a field changed) gets a specific refusal, not the question's generic one. The kinds
still verified by membership (`bot.games.core.flow.member`) are listed below, each with the
reason it stays so.
"""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any

import pytest

from bot.games import GAMES
from bot.games.carson.actions import (
    Amount,
    BuildKept,
    Choose,
    PickPlot,
    Place,
    PlayTiles,
    Road,
)
from bot.games.carson.city import ALL_EDGES, PLOTS
from bot.games.carson.data import BUILDINGS, SPACE_IDS
from bot.games.core import IllegalActionError, step
from bot.games.core.flow import TurnFlow
from bot.games.legends.actions import (
    Answer,
    Buy,
    Decide,
    Declare,
    DropItem,
    Move,
    PlayCard,
    Revel,
    Sell,
)
from bot.games.legends.data import CARDS, ITEMS, SPACES
from bot.i18n import Words

WORDS = [Words(lang, strict=True) for lang in ("en", "es", "it")]

CARSON_DIRECT = {"buy", "buyplot", "buyvp", "banker", "spend", "bid", "site", "house", "kept",
                 "undertaker", "doctor", "tiles", "order", "place", "kit"}
LEGENDS_DIRECT = {"action": (Move, Declare, Sell, Revel, PlayCard), "answer": (Answer,),
                  "store": (Buy, DropItem, Decide)}
"""Legends' action menu is checked directly for moves, fight declarations, sales, revelry
and card plays; its other actions (the location actions without parameters, discs, misc
discards) are looked up in the menu, with `menu.why`'s reason where one is known. The
General Store is checked directly."""

MEMBERSHIP: dict[str, dict[str, str]] = {
    "carson": {
        "horse": "a horse after a placement: one button per open corral, never typed",
        "corral2": "a rare corral-2 move, offered as buttons",
        "salary_horse": "a private yes/no",
        "corral3": "one of your Ranches or done, offered as buttons",
        "outlaw_move": "a forced order of outlaws, asked rarely",
        "outlaw_win": "two named options",
        "sheet": "A New Beginning's sheet: chosen from a list of the 11-point sheets",
        "draft": "the initial plot draft, offered as a plot menu",
        "character": "a card from the row, offered as buttons",
        "newsboy": "a card to borrow, offered as buttons",
        "docside": "two named options",
        "grocer": "two named options",
        "money_or_vp": "two named options",
        "claim": "a plot claimed by a power, offered as a plot menu",
        "coolie": "a market slot or decline, offered as buttons",
        "special": "a market slot, the bag or decline, offered as buttons",
        "captain": "a count offered as buttons",
        "tax": "two named options",
        "heroes": "a count offered as buttons",
        "reroll": "a private yes/no",
        "consent": "a private yes/no",
        "grocer_income": "a building type you own or $8, offered as buttons",
        "dynamite": "one of your Mines or done, offered as buttons",
    },
    "legends": {
        "character": "one of two dealt characters, offered as buttons",
        "start": "a starting space from the few offered",
        "income": "three named options",
        "equip": "owned weapon and mount pairs, offered as buttons",
        "rowdy": "a private card choice or no",
        "post": "after-move steps, offered as buttons",
        "sprint": "a reachable space or no, offered as buttons",
        "saddle": "a reachable space or no, offered as buttons",
        "whiskey": "a player in the space, offered as buttons",
        "harmonica": "a private yes/no",
        "token": "one of the drawn tokens",
        "dime": "a story slot, offered as buttons",
        "walk": "one step of the Sheriff or a walk, offered as buttons",
        "billy": "a player to pay, offered as buttons",
        "billy_pay": "a private card or $10",
        "prospect": "a private yes/no or card",
        "story_reward": "one of the card's rewards",
        "discard": "a private card from the hand",
        "join": "a private yes/no",
        "hand": "poker hands of the private hand, offered as buttons",
        "annie": "a private card or a wound",
        "ambush": "a private card or a wound",
        "react": "a private reaction card or pass",
        "rob": "two named options",
        "commit": "a private card from the hand",
        "npc_card": "one of the NPC's few cards",
        "cancel": "a private yes/no",
        "fight_card": "a private card or named option",
        "bandit": "one of the reward's named options",
        "sheriff_discard": "a private card from the hand",
        "sheriff_target": "one of the Wanted players present",
        "duck": "a private card or not used",
        "luck": "a private card or not used",
    },
}


def flow_of(key: str) -> TurnFlow[Any, Any, Any]:
    if key == "carson":
        from bot.games.carson.decisions import FLOW
        return FLOW  # type: ignore[return-value]
    from bot.games.legends.decisions import FLOW as LFLOW
    return LFLOW  # type: ignore[return-value]


@pytest.mark.parametrize("key", ["carson", "legends"])
def test_membership_is_named_and_every_kind_so_verified_is_listed(key: str) -> None:
    kinds = flow_of(key).types
    by_member = set(flow_of(key).membership)
    assert by_member == set(MEMBERSHIP[key])
    direct = CARSON_DIRECT if key == "carson" else set(LEGENDS_DIRECT)
    assert direct | by_member == set(kinds) and not direct & by_member


# -- sampled illegal answers ----------------------------------------------------------------

def carson_mutations(a: Any, rnd: random.Random) -> list[Any]:
    """Well-formed answers near `a`: a field changed."""
    if isinstance(a, Amount):
        return [Amount(n=max(0, a.n + k)) for k in (-2, -1, 1, 2, 50)]
    if isinstance(a, PickPlot):
        return [PickPlot(plot=rnd.choice(PLOTS)) for _ in range(4)]
    if isinstance(a, Road):
        return [Road(edge=rnd.choice(ALL_EDGES)) for _ in range(3)]
    if isinstance(a, Place):
        return [Place(loc=rnd.choice([*SPACE_IDS, *PLOTS])) for _ in range(3)]
    if isinstance(a, BuildKept):
        return [BuildKept(building=rnd.choice(sorted(BUILDINGS)))]
    if isinstance(a, PlayTiles):
        return [PlayTiles(first=rnd.randrange(6), second=rnd.randrange(-1, 6)) for _ in range(3)]
    if isinstance(a, Choose) and a.option in ("yes", "no"):
        return [Choose(option="no" if a.option == "yes" else "yes")]
    return []


def legends_mutations(a: Any, rnd: random.Random) -> list[Any]:
    cards = sorted(CARDS)
    if isinstance(a, Move):
        return [Move(to=rnd.choice(sorted(SPACES))) for _ in range(3)] + [
            Move(to=a.to, steps=a.steps + 3)]
    if isinstance(a, Declare):
        return [Declare(target=rnd.randrange(6), type=rnd.choice(["duel", "rob", "arrest"]),
                        card=rnd.choice(cards)) for _ in range(3)]
    if isinstance(a, Answer):
        return [Answer(how=rnd.choice(["fight", "instinct"]), card=rnd.choice(cards))]
    if isinstance(a, Sell):
        return [Sell(nuggets=min(6, a.nuggets + 2), fools=a.fools),
                Sell(nuggets=a.nuggets, fools=2)]
    if isinstance(a, Revel):
        return [Revel(amount=min(120, a.amount + 30)), Revel(amount=120)]
    if isinstance(a, PlayCard):
        return [PlayCard(card=rnd.choice(cards)), PlayCard(card=a.card, target=rnd.randrange(6))]
    items = sorted(ITEMS)
    if isinstance(a, Buy | DropItem | Decide):
        return [Buy(item=rnd.choice(items), upgrade=rnd.random() < 0.3,
                    haggle=rnd.choice([None, *cards]), activate=rnd.random() < 0.3),
                DropItem(item=rnd.choice(items)), Decide(yes=True)]
    return []


def covered(key: str, kind: str, a: Any) -> bool:
    if key == "carson":
        return kind in CARSON_DIRECT
    return kind in LEGENDS_DIRECT and isinstance(a, LEGENDS_DIRECT[kind])


def generic(key: str, kind: str) -> set[str]:
    if key == "carson":
        return {"carson-illegal", "carson-illegal-" + kind}
    return {"legends-illegal"}


CASES = [("carson", 3, 1, {"buildings": "full", "characters": "random"}),
         ("carson", 4, 2, {"might_is_right": True}),
         ("carson", 5, 3, {"buildings": "base", "characters": "showdown"}),
         ("legends", 2, 1, {}), ("legends", 4, 2, {})]


@pytest.mark.parametrize(("key", "n", "seed", "options"), CASES)
def test_sampled_illegal_answers_get_a_specific_refusal(key: str, n: int, seed: int,
                                                        options: dict[str, Any]) -> None:
    spec = GAMES[key]
    flow = flow_of(key)
    rnd = random.Random(seed)
    state = spec.setup(n, seed, spec.options(options))
    seen: dict[str, list[Any]] = defaultdict(list)
    refused: dict[str, set[str]] = defaultdict(set)
    mutate = carson_mutations if key == "carson" else legends_mutations
    while spec.result(state) is None:
        seat = rnd.choice(sorted(spec.to_act(state)))
        legal = spec.legal_actions(state, seat)
        kind = flow.decision(state, seat).kind
        pool = seen[kind]
        samples = rnd.sample(pool, min(6, len(pool)))
        samples += [m for a in rnd.sample(legal, min(3, len(legal))) for m in mutate(a, rnd)]
        for a in samples:
            if a in legal or not covered(key, kind, a) \
                    or not isinstance(a, flow.types[kind].answers):
                continue
            with pytest.raises(IllegalActionError) as err:
                spec.check(state, seat, a)
            why = err.value.msg
            assert why.key not in generic(key, kind), (kind, a)
            for words in WORDS:
                words(why)
            refused[kind].add(why.key)
        seen[kind] = (pool + legal)[-40:]
        state = step(spec, state, seat, rnd.choice(legal)).state
    assert refused, "no refusal was sampled"


# -- exact refusals of the main cases -------------------------------------------------------

EN, ES, IT = WORDS


def refusal(spec_key: str, state: Any, seat: int, action: Any) -> Any:
    with pytest.raises(IllegalActionError) as err:
        GAMES[spec_key].check(state, seat, action)
    return err.value.msg


def carson_asked(**fields: Any) -> Any:
    from bot.games.carson.state import CarsonDecision
    from tests.games.carson.helpers import blank
    s = blank(3)
    s.flow.push(CarsonDecision(seat=0, **fields))
    return s


def test_carson_buying_refusals_name_the_money_and_the_price() -> None:
    s = carson_asked(kind="buy", loc="BUILD_4")
    s.market[1], s.players[0].money = "mine", 3
    why = refusal("carson", s, 0, Choose(option="yes"))
    assert EN(why) == "You have $3; the Mine costs $4."
    assert ES(why) == "Tienes $3; el edificio Mina cuesta $4."
    assert IT(why) == "Hai $3; l'edificio Miniera costa $4."
    s = carson_asked(kind="buyvp", amount=3)
    s.players[0].money = 8
    assert EN(refusal("carson", s, 0, Amount(n=3))) == "You have $8; 3 VP cost $9."


def test_carson_building_refusals_name_the_plot() -> None:
    from bot.games.carson import city
    s = carson_asked(kind="site", building="mine", source="slot")
    s.plots[city.INDEX["C4"]].owner = 1
    assert EN(refusal("carson", s, 0, PickPlot(plot="C4"))) == \
        "Plot C4 is not yours: the Mine goes on one of your plots."
    s.plots[city.INDEX["D4"]].owner, s.plots[city.INDEX["D4"]].content = 0, "house"
    assert EN(refusal("carson", s, 0, PickPlot(plot="D4"))) == \
        "Plot D4 is not empty: the Mine needs an empty plot."
    s = carson_asked(kind="site", building="bank", source="slot")
    s.plots[city.INDEX["E4"]].owner = 0
    assert EN(refusal("carson", s, 0, PickPlot(plot="E4"))) == \
        "Plot E4 is not connected to a road: the Bank needs one."
    s.roads = ["H(4,3)"]
    for j in city.neighbours(city.INDEX["E4"]):
        s.plots[j].content = "mountain"
    assert EN(refusal("carson", s, 0, PickPlot(plot="E4"))) == \
        "No room for the Bank's house around plot E4."
    s = carson_asked(kind="house", building="townhall", loc="C4", source="townhall")
    assert EN(refusal("carson", s, 0, Choose(option="keep"))) == \
        "The Town Hall's house must be placed."
    s = carson_asked(kind="kept")
    assert EN(refusal("carson", s, 0, BuildKept(building="bank"))) == "You have no Bank kept."


def test_carson_duel_refusals() -> None:
    s = carson_asked(kind="bid", amount=5, asker=1, high=1, plan=[0, 1], what="plots")
    s.players[0].money = 9
    assert EN(refusal("carson", s, 0, Amount(n=5))) == "A bid must be more than $5."
    assert EN(refusal("carson", s, 0, Amount(n=10))) == "You have only $9."
    s = carson_asked(kind="undertaker", asker=1)
    s.players[0].money, s.players[0].vp = 1, 0
    assert EN(refusal("carson", s, 0, Choose(option="money"))) == \
        "You have $1; paying the Undertaker costs $2."
    assert EN(refusal("carson", s, 0, Choose(option="vp"))) == "You have no VP to lose."
    s = carson_asked(kind="doctor", asker=1, loc="SALARY")
    assert EN(refusal("carson", s, 0, Place(loc="SALARY"))) == \
        "Not Salary: the Doctor sends the cowboy to another location."
    assert EN(refusal("carson", s, 0, Place(loc="AMMO", noduel=True))) == \
        "The Doctor sends the cowboy back without tokens."


def test_legends_fight_and_move_refusals() -> None:
    from tests.games.legends.helpers import give, table
    s = table(3, ["kit_carson", "bass_reeves", "annie_oakley"], ["DK10", "DK01", "DK10"])
    give(s, 0, ["5C"])
    assert EN(refusal("legends", s, 0, Declare(target=1, type="duel", card="5C"))) == \
        "You can fight only a player in your space."
    assert EN(refusal("legends", s, 0, Declare(target=2, type="duel", card="6C"))) == \
        "You do not hold that card."
    assert EN(refusal("legends", s, 0, Declare(target=0, type="duel", card="5C"))) == \
        "You cannot declare a fight against yourself."
    why = refusal("legends", s, 0, Declare(target=2, type="arrest", card="5C"))
    assert why.key == "legends-no-arrest"
    assert EN(refusal("legends", s, 0, Move(to="CJ10"))).startswith("You cannot reach ")
    s.players[0].hand = []
    assert EN(refusal("legends", s, 0, Declare(target=2, type="duel", card="5C"))) == \
        "You need a poker card in hand to declare a fight."
