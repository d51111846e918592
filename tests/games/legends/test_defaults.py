"""The default answer of every question of Western Legends (`default_action`, the answer for
an absent player) follows the rules file's §10 (A1-A19, N1-N21).

Each case builds a real position, asks `spec.default_action` and compares it with an oracle
computed here from §10's words (never from the engine's default functions), at a position
where the first legal answer is not that answer. A case whose rule picks the first legal
answer by construction says why in `first_by_construction`. Every kind of the `TurnFlow`
must have a case, so a new question needs one.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from dataclasses import dataclass
from itertools import combinations

import pytest

from bot.games.core.rng import Draws
from bot.games.legends.actions import (
    Answer,
    Choose,
    ChooseCharacter,
    Decide,
    Equip,
    LegendsMove,
    Pair,
    Pick,
    PlaceDisc,
    PlaceStart,
    React,
    Simple,
    Step,
)
from bot.games.legends.data import CARDS, FIGHTS, ITEMS, STORIES, card_order, discs_needed
from bot.games.legends.decisions import FLOW
from bot.games.legends.hands import strength
from bot.games.legends.map import neighbours
from bot.games.legends.sheriff import story_walk
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsDecision, LegendsState, Options
from tests.games.legends.helpers import act, asked, give, stack, table
from tests.games.legends.test_defence_cards import bare, dime, f3_fight, luck_game

NO, YES = Decide(yes=False), Decide(yes=True)
Built = tuple[LegendsState, int, LegendsMove]


@dataclass(frozen=True)
class Case:
    kind: str
    rule: str
    build: Callable[[], Built]
    first_by_construction: str = ""


BY_VALUE = "cards are offered by value, lowest first, as the hand lists them"


def push(s: LegendsState, **fields: object) -> LegendsState:
    """`s` asking one question, as the engine pushes it."""
    s.flow.clear()
    s.flow.push(LegendsDecision.model_validate(fields))
    return s


def two(chars: tuple[str, str] = ("kit_carson", "bass_reeves"),
        spaces: tuple[str, str] = ("SV03", "SV03"), **options: object) -> LegendsState:
    return bare(table(2, list(chars), list(spaces), **options))  # type: ignore[arg-type]


# -- the oracles: §10's words ----------------------------------------------------------

def value(card: str) -> int:
    return FIGHTS[card].value if card in FIGHTS else CARDS[card].value


def lowest(cards: list[str]) -> str:
    """§10.1: the lowest value, then the lowest suit C < D < H < S."""
    return min(cards, key=lambda c: (value(c), "CDHS".index(CARDS[c].suit)))


def highest(cards: list[str]) -> str:
    return max(cards, key=lambda c: (value(c), "CDHS".index(CARDS[c].suit)))


def best_pair(hand: list[str], flop: list[str]) -> tuple[str, ...]:
    """A8: the pair giving the best hand; among equal hands the lowest total value, then
    the lowest suits."""
    pairs = list(combinations(hand, 2))
    best = max(strength([*flop, *p]) for p in pairs)
    equal = [p for p in pairs if strength([*flop, *p]) == best]
    pick = min(equal, key=lambda p: (sum(value(c) for c in p),
                                     sorted("CDHS".index(CARDS[c].suit) for c in p)))
    return tuple(sorted(pick, key=card_order))


def distances(goal: str) -> dict[str, int]:
    dist, queue = {goal: 0}, deque([goal])
    while queue:
        here = queue.popleft()
        for n in neighbours(here):
            if n not in dist:
                dist[n] = dist[here] + 1
                queue.append(n)
    return dist


def n14_step(s: LegendsState, mover: int) -> str:
    """N14 with a target: toward the nearest Wanted player other than the mover (ties: most
    WP, then seat order from the mover's left); between equal paths the lowest next id."""
    order = s.table or list(range(s.n))
    left = [order[(order.index(mover) + k) % s.n] for k in range(1, s.n + 1)]
    targets = [(distances(p.space)[s.sheriff], -p.wp, left.index(i), p.space)
               for i, p in enumerate(s.players) if i != mover and p.wp > 0]
    goal = min(targets)[3]
    dist = distances(goal)
    return min(n for n in neighbours(s.sheriff) if dist[n] == dist[s.sheriff] - 1)


# -- positions ---------------------------------------------------------------------------

def character() -> Built:
    s = LEGENDS.setup(2, 7, Options())
    return s, 0, ChooseCharacter(character=s.dealt[0][0])


def start() -> Built:
    for seed in range(40):
        s = LEGENDS.setup(3, seed, Options())
        while s.phase == "choose":
            who = asked(s)[0][0]
            s = act(s, who, LEGENDS.default_action(s, who))
        top = s.flow.top()
        if top and top[0].kind == "start" and len(top[0].options) > 1:
            return s, top[0].seat, PlaceStart(space=top[0].options[0])
    raise AssertionError("no start question found")


def income() -> Built:
    s = two()
    s.players[0].money = 110
    return push(s, seat=0, kind="income"), 0, Choose(option="cards")


def equip_kept() -> Built:
    s = two()
    p = s.players[0]
    p.weapons, p.weapon = {"revolver": False, "rifle": False}, "rifle"
    return push(s, seat=0, kind="equip"), 0, Equip(weapon="rifle", mount=None)


def equip_none_yet() -> Built:
    s = two()
    p = s.players[0]
    p.weapons, p.mounts = {"revolver": False, "rifle": False}, {"mule": False, "mustang": False}
    weapon = max(p.weapons, key=lambda i: ITEMS[i].price)
    mount = max(p.mounts, key=lambda i: ITEMS[i].price)
    return push(s, seat=0, kind="equip"), 0, Equip(weapon=weapon, mount=mount)


def rowdy() -> Built:
    s = two(("y_b_rowdy", "bass_reeves"))
    give(s, 0, ["5C"])
    return push(s, seat=0, kind="rowdy"), 0, NO


def action() -> Built:
    return two(), 0, Simple(what="end")


def store() -> Built:
    s = two(spaces=("DK02", "DK01"))
    s.players[0].money = 60
    return act(s, 0, {"kind": "do", "what": "store"}), 0, NO


def post_kit() -> Built:
    s = two(spaces=("DK01", "SV03"))
    s.players[0].lp = 5
    return act(s, 0, {"kind": "move", "to": "DK04"}), 0, NO


def post_deliver() -> Built:
    s = two(spaces=("SV03", "DK01"))
    s.players[0].cattle = s.ranches["green"].pop()
    return act(s, 0, {"kind": "move", "to": "SV05"}), 0, YES


def post_whiskey() -> Built:
    s = two(spaces=("DK02", "DK01"))
    s.players[0].misc = ["whiskey"]
    return act(s, 0, {"kind": "move", "to": "DK01"}), 0, NO


def sprint() -> Built:
    s = two(spaces=("DK01", "SV03"))
    give(s, 0, ["5C"])
    s = act(s, 0, {"kind": "move", "to": "DK04"})
    return act(s, 0, {"kind": "card", "card": "5C"}), 0, NO


def saddle() -> Built:
    s = two(spaces=("DK01", "SV03"))
    give(s, 0, ["6H"])
    return act(s, 0, {"kind": "card", "card": "6H"}), 0, NO


def whiskey() -> Built:
    s = bare(table(3, ["kit_carson", "bass_reeves", "annie_oakley"], ["DK02", "DK01", "DK01"]))
    s.players[0].misc = ["whiskey"]
    s.players[1].money, s.players[2].money = 10, 30
    s = act(s, 0, {"kind": "move", "to": "DK01"})
    s = act(s, 0, {"kind": "drop", "item": "whiskey"})
    richest = max((1, 2), key=lambda i: s.players[i].money)
    return s, 0, Choose(option=str(richest))  # type: ignore[arg-type]


def harmonica() -> Built:
    return push(two(), seat=0, kind="harmonica"), 0, NO


def token() -> Built:
    s = two(goals_variant=True)
    s = push(s, seat=0, kind="token", options=["1", "3", "2"])
    return s, 0, Choose(option="3")


def dime_fewer_missing() -> Built:
    s = dime(0)
    missing = {sl: discs_needed(s.story[sl][0], s.n) - sum(p.discs.count(sl) for p in s.players)
               for sl in ("L", "R")}
    slot = min(("L", "R"), key=lambda sl: (missing[sl], sl))
    return s, 0, PlaceDisc(slot=slot)  # type: ignore[arg-type]


def walk_story_target() -> Built:
    s = two()
    s.sheriff = "DK01"
    s.players[0].wp, s.players[0].space = 1, "CJ10"
    s.players[1].wp, s.players[1].space = 1, "SV04"
    s.flow.clear()
    story_walk(s, 0, 3, Draws(s.rng), [])
    return s, 0, Step(to=n14_step(s, 0))


def walk_story_bounce() -> Built:
    """The mover is the only Wanted player: bounce between the Sheriff's space (DK04) and
    its lowest-id neighbour holding no Wanted player (DK01), back and forth."""
    s = two()
    s.sheriff = "DK04"
    s.players[0].wp, s.players[0].space = 1, "CJ10"
    s.flow.clear()
    story_walk(s, 0, 3, Draws(s.rng), [])
    first = min(n for n in neighbours("DK04"))
    s = act(s, 0, Step(to=first))
    assert s.sheriff == "DK01"
    return s, 0, Step(to="DK04")


def walk_manhunt_alone() -> Built:
    s = two()
    s.players[0].wp = 1
    give(s, 0, ["4H"])
    return act(s, 0, {"kind": "card", "card": "4H"}), 0, NO


def walk_rowdy() -> Built:
    s = two(("y_b_rowdy", "bass_reeves"), ("CJ10", "DK01"))
    return push(s, seat=0, kind="walk", what="rowdy", count=3), 0, NO


def billy() -> Built:
    s = bare(table(3, ["billy_the_kid", "bass_reeves", "annie_oakley"], ["DK01"] * 3))
    s.players[1].money, s.players[2].money = 10, 30
    s = push(s, seat=0, kind="billy", options=["1", "2"])
    richest = max((1, 2), key=lambda i: s.players[i].money)
    return s, 0, Choose(option=str(richest))  # type: ignore[arg-type]


def billy_pay() -> Built:
    s = two()
    give(s, 1, ["10C", "2S"])
    s = push(s, seat=1, kind="billy_pay", count=0, reaction=True)
    return s, 1, Pick(card=lowest(s.players[1].hand))


def prospect_map() -> Built:
    return push(two(), seat=0, kind="prospect", what="map"), 0, NO


def prospect_motherlode() -> Built:
    s = two()
    give(s, 0, ["10H"])
    return push(s, seat=0, kind="prospect"), 0, NO


def story_reward() -> Built:
    s = push(two(), seat=0, kind="story_reward", card="S11", options=["0", "1"])
    assert len(STORIES["S11"].reward) == 2
    return s, 0, Choose(option="0")


def discard() -> Built:
    s = two()
    s.players[0].wounds = 3
    give(s, 0, ["10C", "2S", "5H"])
    s = act(s, 0, {"kind": "do", "what": "end"})
    return s, 0, Pick(card=lowest(s.players[0].hand))


def poker_table() -> LegendsState:
    s = table(3, ["stagecoach_mary_fields", "bass_reeves", "kit_carson"],
              ["RF04", "RF06", "CJ03"])
    s.players[0].money, s.players[1].money = 20, 30
    give(s, 0, ["2S", "5H", "KS"])
    give(s, 1, ["5D"])
    stack(s, ["9C", "QC", "QD", "4S", "6C", "KH", "7D", "2D", "KD"])
    return act(s, 0, {"kind": "do", "what": "poker"})


def join() -> Built:
    return poker_table(), 1, NO


def hand() -> Built:
    s = act(poker_table(), 1, NO)
    assert s.poker is not None
    pair = best_pair(s.players[0].hand, s.poker.flop)
    return s, 0, Pair(cards=pair)  # type: ignore[arg-type]


def answer() -> Built:
    s = two()
    give(s, 0, ["5C"])
    give(s, 1, ["9H", "10C", "AS"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "5C"})
    return s, 1, Answer(how="fight", card=highest(s.players[1].hand))


def annie() -> Built:
    s = two(("annie_oakley", "bass_reeves"), ("DK06", "DK06"))
    s.players[0].lp = 6
    give(s, 0, ["KD"])
    give(s, 1, ["QC", "10C", "2S"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "KD"})
    s = act(s, 1, {"kind": "answer", "how": "fight", "card": "QC"})
    return s, 1, Pick(card=lowest(s.players[1].hand))


def ambush() -> Built:
    s = two()
    give(s, 0, ["3C"])
    give(s, 1, ["10C", "2S"])
    s = act(s, 0, {"kind": "card", "card": "3C", "target": 1})
    return s, 1, Pick(card=lowest(s.players[1].hand))


def react() -> Built:
    s = two()
    give(s, 0, ["KD", "4C"])
    give(s, 1, ["QC"])
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "KD"})
    s = act(s, 1, {"kind": "answer", "how": "fight", "card": "QC"})
    return s, 0, React(card=None)


def rob() -> Built:
    s = two()
    give(s, 0, ["AS"])
    give(s, 1, ["2C"])
    s.players[1].money, s.players[1].gold = 10, 3
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "rob", "card": "AS"})
    s = act(s, 1, {"kind": "answer", "how": "fight", "card": "2C"})
    t = s.players[1]
    half_money, gold_worth = 10 * -(-t.money // 20), 20 * -(-t.gold // 2)
    return s, 0, Choose(option="gold" if gold_worth > half_money else "money")


def bandit_fight(hand: list[str], deck: list[str]) -> LegendsState:
    s = two(spaces=("SH03", "DK01"))
    s.bandits = ["SH04"]
    give(s, 0, hand)
    s.fight_deck = deck + [c for c in s.fight_deck if c not in deck]
    return act(s, 0, {"kind": "move", "to": "SH04"})


def commit() -> Built:
    s = bandit_fight(["10C", "AS", "2S"], ["F2", "FQ"])
    return s, 0, Pick(card=highest(s.players[0].hand))


def npc_card() -> Built:
    s = act(bandit_fight(["10C", "AS"], ["F2", "FK"]), 0, {"kind": "pick", "card": "AS"})
    assert s.fight is not None
    return s, 1, Pick(card=max(s.fight.drawn, key=value))


def cancel() -> Built:
    s = act(bandit_fight(["5C"], ["F10", "F2"]), 0, {"kind": "pick", "card": "5C"})
    s = act(s, 1, {"kind": "pick", "card": "F10"})
    # no modifier applies here: the fighter's 5 against the F10's 10
    return s, 1, Decide(yes=value("5C") > value("F10"))


def fight_card(card: str, hand: list[str], money: int) -> Callable[[], Built]:
    def build() -> Built:
        s = bandit_fight(["AC", *hand], [card, "FQ"])
        s.players[0].money = money
        s = act(s, 0, {"kind": "pick", "card": "AC"})
        s = act(s, 1, {"kind": "pick", "card": card})
        p = s.players[0]
        rules: dict[str, Callable[[], LegendsMove]] = {
            "F4": lambda: Pick(card=lowest(p.hand)) if p.hand else Choose(option="keep"),
            "F7": lambda: Choose(option="random" if p.hand else "wound"),
            "F9": lambda: Choose(option="money") if p.money >= 10 else Pick(card=lowest(p.hand)),
            "FA": lambda: Choose(option="lp")}
        return s, 0, rules[card]()
    return build


def bandit() -> Built:
    s = act(bandit_fight(["AS"], ["F2", "FQ"]), 0, {"kind": "pick", "card": "AS"})
    s = act(s, 1, {"kind": "pick", "card": "F2"})
    return s, 0, Choose(option="lp")


def sheriff_arrival(wanted: dict[int, int]) -> LegendsState:
    """Seat 0 walks the Sheriff (Manhunt) from DK01 into DK02, where the Wanted are."""
    s = bare(table(3, ["kit_carson", "bass_reeves", "annie_oakley"], ["CJ10", "DK02", "DK02"]))
    for who, wp in wanted.items():
        s.players[who].wp = wp
    give(s, 0, ["4H"])
    give(s, 1, ["10C", "2S"])
    give(s, 2, ["9C", "3S"])
    s = act(s, 0, {"kind": "card", "card": "4H"})
    return act(s, 0, Step(to="DK02"))


def sheriff_discard() -> Built:
    s = sheriff_arrival({1: 1})
    return s, 1, Pick(card=lowest(s.players[1].hand))


def sheriff_target() -> Built:
    s = sheriff_arrival({1: 1, 2: 3})
    while asked(s)[0][1] == "sheriff_discard":
        who = asked(s)[0][0]
        s = act(s, who, LEGENDS.default_action(s, who))
    order = s.table or list(range(s.n))
    left = [order[(order.index(0) + k) % s.n] for k in range(1, s.n + 1)]
    target = min((1, 2), key=lambda w: (-s.players[w].wp, left.index(w)))
    return s, 0, Choose(option=str(target))  # type: ignore[arg-type]


def duck() -> Built:
    return f3_fight(["QH", "QD"]), 0, NO


def luck() -> Built:
    return luck_game(), 0, NO


CASES = [
    Case("character", "none in §10 (setup step 7)", character,
         "§10 names no default: the first character dealt"),
    Case("start", "none in §10 (setup step 12)", start,
         "§10 names no default: the first start space offered"),
    Case("income", "A2: $20 if money <= $100, else 2 cards", income),
    Case("equip", "A3: keep last turn's", equip_kept),
    Case("equip", "A3: none chosen yet: the most expensive owned", equip_none_yet),
    Case("rowdy", "A1: optional start-of-turn effects skipped", rowdy),
    Case("action", "A4: end the action phase", action),
    Case("store", "A7: buy nothing", store),
    Case("post", "A19: Kit Carson's extra space: pass", post_kit),
    Case("post", "A13: deliver the cattle", post_deliver,
         "delivery is listed first among the after-move steps"),
    Case("post", "A17: Whiskey not used", post_whiskey),
    Case("sprint", "A19 / A5: no further move", sprint),
    Case("saddle", "A5: no move", saddle),
    Case("whiskey", "A17 (do not use) is post's; once used, A16's rule: most money", whiskey),
    Case("harmonica", "A1: optional start-of-turn effects skipped", harmonica),
    Case("token", "N20: the highest value", token),
    Case("dime", "A14: fewer missing discs (deck L on equality)", dime_fewer_missing),
    Case("walk", "N14: a shortest path toward the nearest other Wanted player",
         walk_story_target),
    Case("walk", "N14: no target: bounce between his space and its lowest-id neighbour",
         walk_story_bounce),
    Case("walk", "N14: Manhunt with no target: 0 steps", walk_manhunt_alone),
    Case("walk", "A1: Y. B. Rowdy's ride is optional: stop", walk_rowdy),
    Case("billy", "A16: the one with most money", billy),
    Case("billy_pay", "N16: pay $10, else give the lowest card", billy_pay, BY_VALUE),
    Case("prospect", "A19: optional reroll (Miner's Map): pass", prospect_map),
    Case("prospect", "A19 / N18: Motherlode (a REACTION): pass", prospect_motherlode),
    Case("story_reward", "N15: the first legal option as printed", story_reward,
         "the options are listed in printed order"),
    Case("discard", "A18: discard the lowest cards", discard, BY_VALUE),
    Case("join", "N5: not join", join),
    Case("hand", "A8: the best hand; lowest total value, then lowest suits", hand),
    Case("answer", "N1 / N2: no Instinct; fight with the highest card", answer),
    Case("annie", "N3: discard the lowest card", annie, BY_VALUE),
    Case("ambush", "N17: discard the lowest card", ambush, BY_VALUE),
    Case("react", "A19 / N4: pass", react),
    Case("rob", "A12: whichever is worth more (money on equality)", rob),
    Case("commit", "N12 / N21: the highest card", commit),
    Case("npc_card", "N8: on timeout, the highest printed value", npc_card),
    Case("cancel", "N9: cancel exactly when the fighter's value is higher", cancel),
    Case("fight_card", "N10: F4, the lowest card", fight_card("F4", ["10C", "2S"], 0),
         BY_VALUE),
    Case("fight_card", "N10: F7, a random discard if the hand is not empty",
         fight_card("F7", ["10C"], 0)),
    Case("fight_card", "N10: F9, pay $10 if possible", fight_card("F9", ["10C"], 20)),
    Case("fight_card", "N10: FA, 1 LP", fight_card("FA", [], 0),
         "1 LP is listed first"),
    Case("bandit", "A11: 1 LP", bandit, "1 LP is listed first"),
    Case("sheriff_discard", "N11: the lowest card", sheriff_discard, BY_VALUE),
    Case("sheriff_target", "N13: most WP; ties: seat order from the mover's left",
         sheriff_target, "the targets are listed in N13's order"),
    Case("duck", "N18: Duck and Cover not used", duck),
    Case("luck", "N18: Lady Luck not used", luck),
]


@pytest.mark.parametrize("case", CASES, ids=[f"{c.kind}:{c.rule}" for c in CASES])
def test_the_default_follows_section_10(case: Case) -> None:
    s, seat, oracle = case.build()
    d = s.flow.of(seat)
    assert d is not None and d.kind == case.kind
    legal = LEGENDS.legal_actions(s, seat)
    assert oracle in legal
    assert LEGENDS.default_action(s, seat) == oracle
    if case.first_by_construction:
        assert legal[0] == oracle
    else:
        assert legal[0] != oracle, "pick a position where the first legal answer is wrong"


def test_every_question_of_the_flow_has_a_case() -> None:
    assert {c.kind for c in CASES} == set(FLOW.types)
