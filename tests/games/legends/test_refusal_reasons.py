"""The General Store and the action menu's sell, revel and card plays say why an answer is
refused (§3.B, §3.D1, §3.D4, §3.D7), and accept exactly the answers they list."""

from __future__ import annotations

import random
from typing import Any

import pytest

from bot.games.core import IllegalActionError, step
from bot.games.legends.actions import Buy, Decide, DropItem, PlayCard, Revel, Sell
from bot.games.legends.data import CARDS, ITEMS
from bot.games.legends.decisions import FLOW
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsDecision, LegendsState
from bot.i18n import Words
from tests.games.legends.helpers import give, table

EN, ES, IT = (Words(lang, strict=True) for lang in ("en", "es", "it"))
CHARS = ["kit_carson", "bass_reeves", "annie_oakley"]


def refusal(s: LegendsState, a: Any, seat: int = 0) -> Any:
    with pytest.raises(IllegalActionError) as err:
        LEGENDS.check(s, seat, a)
    return err.value.msg


def at_store(money: int) -> LegendsState:
    s = table(3, CHARS, ["DK02", "DK01", "DK10"])
    s.players[0].money = money
    s.flow.push(LegendsDecision(seat=0, kind="store"))
    return s


def test_store_refusals_name_money_price_and_rule() -> None:
    s = at_store(30)
    why = refusal(s, Buy(item="rifle"))
    assert EN(why) == "You have $30; the Rifle costs $40."
    assert ES(why) == "Tienes $30; el objeto Rifle cuesta $40."
    s.players[0].weapons = {"revolver": False}
    s.players[0].money = 10
    assert EN(refusal(s, Buy(item="revolver", upgrade=True))) == \
        "You have $10; upgrading the Revolver costs $20."
    assert EN(refusal(s, Buy(item="revolver"))) == \
        "You already own the Revolver: a player never owns 2 copies of the same item."
    assert ES(refusal(s, Buy(item="revolver"))) == \
        "Ya tienes el objeto Revólver: nadie tiene 2 copias del mismo objeto."
    s.players[0].weapons = {"revolver": True}
    assert EN(refusal(s, Buy(item="revolver", upgrade=True))) == \
        "Your Revolver is already upgraded."
    assert EN(refusal(s, Buy(item="mule", upgrade=True))) == \
        "You must own the Mule to upgrade it."
    assert EN(refusal(s, Buy(item="whiskey", upgrade=True))) == "Misc items cannot be upgraded."
    assert EN(refusal(s, Buy(item="whiskey", activate=True))) == \
        "Only a weapon or mount you have just bought can be made active."
    s.players[0].misc = ["provisions", "whiskey", "miners_map"]
    why = refusal(s, Buy(item="lantern"))
    assert EN(why) == \
        "No room: you carry 3 misc items, the most you may; discard one first."
    assert ES(why) == \
        "No hay sitio: llevas 3 objetos varios, el máximo; descarta uno antes."
    s.stock["mustang"] = 0
    assert EN(refusal(s, Buy(item="mustang"))) == "The General Store has no Mustang left."
    assert EN(refusal(s, DropItem(item="lantern"))) == \
        "You have no Lantern among your misc items."
    assert EN(refusal(s, Decide(yes=True))) == \
        "At the General Store you buy, upgrade, discard a misc item or leave."


def test_store_haggle_refusals() -> None:
    s = at_store(20)
    assert EN(refusal(s, Buy(item="shotgun", haggle="JH"))) == "You do not hold that card."
    give(s, 0, ["JD", "JH", "2C"])
    assert EN(refusal(s, Buy(item="shotgun", haggle="2C"))) == "That card is not a Haggle card."
    why = refusal(s, Buy(item="shotgun", haggle="JH"))
    assert EN(why) == "Haggle with JD: your Haggle cards are all the same."
    assert ES(why) == "Regatea con JD: todas tus cartas de Regateo valen lo mismo."
    assert EN(refusal(s, Buy(item="rifle", haggle="JD"))) == \
        "You have $20; the Rifle costs $30."
    LEGENDS.check(s, 0, Buy(item="shotgun", haggle="JD"))


def at_action(space: str) -> LegendsState:
    return table(3, CHARS, [space, "DK01", "DK10"])


def test_sell_and_revel_refusals() -> None:
    s = at_action("RF02")
    why = refusal(s, Sell(nuggets=1))
    assert EN(why) == "You can sell gold only at the Bank (DK10)."
    assert IT(why) == "Puoi vendere oro solo alla Banca (DK10)."
    s.players[0].money = 50
    why = refusal(s, Revel(amount=60))
    assert EN(why) == "You have $50; revelling for 2 LP costs $60."
    assert IT(why) == "Hai $50; fare baldoria per 2 PL costa $60."
    s = at_action("DK10")
    assert EN(refusal(s, Revel(amount=30))) == \
        "You can revel only at the Cabaret (RF02)."
    s.players[0].gold = 1
    why = refusal(s, Sell(nuggets=2))
    assert EN(why) == "You carry 1 gold nugget; you cannot sell 2."
    assert IT(why) == "Porti 1 pepita d'oro; non puoi venderne 2."
    assert EN(refusal(s, Sell(nuggets=0))) == \
        "Sell at least 1 nugget or play a Fool's Gold card."
    give(s, 0, ["10C"])
    assert EN(refusal(s, Sell(nuggets=1, fools=2))) == \
        "You hold 1 Fool's Gold card; you cannot play 2."
    LEGENDS.check(s, 0, Sell(nuggets=1, fools=1))
    s.actions = 0
    assert EN(refusal(s, Sell(nuggets=1))) == "You have no action left this turn."


def test_card_play_refusals() -> None:
    s = at_action("DK05")
    assert EN(refusal(s, PlayCard(card="5D"))) == "You do not hold that card."
    give(s, 0, ["5D", "5C", "3C", "4D", "7D", "7C"])
    why = refusal(s, PlayCard(card="5C"))
    assert EN(why) == "Sprint is not an ACTION card: it is played when its text says."
    assert IT(why) == "Scatto non è una carta AZIONE: si gioca quando lo dice il suo testo."
    assert EN(refusal(s, PlayCard(card="5D", target=1))) == "Payday takes no target."
    why = refusal(s, PlayCard(card="3C", target=1))
    assert EN(why) == "Ambush targets another player in your space or an adjacent one."
    assert IT(why) == \
        "Imboscata colpisce un altro giocatore nel tuo spazio o in uno adiacente."
    why = refusal(s, PlayCard(card="4D"))
    assert EN(why) == "Manhunt needs a Wanted player: nobody is Wanted."
    assert IT(why) == "Caccia all'Uomo richiede un giocatore Ricercato: nessuno è Ricercato."
    assert EN(refusal(s, PlayCard(card="7D"))) == "You have no wound to heal."
    why = refusal(s, PlayCard(card="7C"))
    assert EN(why) == "Reputation is played right after you gain Marshal points or Wanted points this turn."
    assert IT(why) == \
        "Reputazione si gioca subito dopo aver ottenuto punti Marshal o punti Ricercato in questo turno."
    s.players[0].reputation = True
    assert EN(refusal(s, PlayCard(card="7C"))) == "You already played Reputation this turn."
    s.actions = 0
    assert EN(refusal(s, PlayCard(card="5D"))) == "You have no action left this turn."


# -- the direct checks accept exactly the listed answers --------------------------------------

HAGGLES = [None, "JD", "JH", "2C"]


def store_candidates() -> list[Any]:
    out: list[Any] = [Decide(yes=True), Decide(yes=False)]
    out += [DropItem(item=i) for i in sorted(ITEMS)]
    out += [Buy(item=i, upgrade=u, haggle=h, activate=act) for i in sorted(ITEMS)
            for u in (False, True) for act in (False, True) for h in HAGGLES]
    return out


def action_candidates(s: LegendsState, rnd: random.Random) -> list[Any]:
    out: list[Any] = [Sell(nuggets=n, fools=f) for n in range(7) for f in range(3)]
    out += [Revel(amount=a) for a in (30, 60, 90, 120)]
    cards = sorted({*s.players[s.turn].hand, *rnd.sample(sorted(CARDS), 4)})
    out += [PlayCard(card=c, target=t) for c in cards for t in range(-1, s.n)]
    return out


def agree(s: LegendsState, seat: int, candidates: list[Any]) -> None:
    d = FLOW.decision(s, seat)
    legal = LEGENDS.legal_actions(s, seat)
    verify = FLOW.types[d.kind].verify
    for a in candidates:
        if not isinstance(a, FLOW.types[d.kind].answers):
            continue
        assert (verify(s, d, a) is None) == (a in legal), (d.kind, a)


@pytest.mark.parametrize(("n", "seed"), [(2, 3), (3, 4)])
def test_direct_checks_accept_exactly_the_legal_answers(n: int, seed: int) -> None:
    rnd = random.Random(seed)
    s = LEGENDS.setup(n, seed, LEGENDS.options({}))
    store = store_candidates()
    checked = 0
    for _ in range(600):
        if LEGENDS.result(s) is not None:
            break
        seat = rnd.choice(sorted(LEGENDS.to_act(s)))
        kind = FLOW.decision(s, seat).kind
        if kind == "action":
            agree(s, seat, action_candidates(s, rnd))
            shop = s.model_copy(deep=True)
            shop.players[seat].money = rnd.choice([0, 10, 20, 30, 50, 120])
            if rnd.random() < 0.5:
                give(shop, seat, rnd.sample(["JD", "JH", "2C", "5D"], 2))
            shop.flow.push(LegendsDecision(seat=seat, kind="store"))
            agree(shop, seat, store)
            checked += 1
        elif kind == "store":
            agree(s, seat, store)
        s = step(LEGENDS, s, seat, rnd.choice(LEGENDS.legal_actions(s, seat))).state
    assert checked > 10
