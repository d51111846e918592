"""Short menu labels for actions (at most 80 characters)."""

from __future__ import annotations

from bot.games.core.model import Action
from bot.games.tew import actions as a
from bot.games.tew.board import active_building, spot_kind, spot_label, spot_pos, standing, who
from bot.games.tew.data import BOSSES, BUILDINGS, MAT_BY_POS
from bot.games.tew.prompts import head
from bot.games.tew.state import TewState

DUEL_LABELS = {
    "REROLL": "Reroll (pay 1 {pay})",
    "REVEAL": "Reveal and add {card}",
    "STAND": "Stand",
    "RIVAL_REROLL": "Make the Rival reroll (pay 1 {type})",
    "RIVAL_REDRAW": "Make the Rival redraw (pay 1 {type})",
}
SIDE_WORDS = {"INSTANT": "instant side", "RESOLUTION": "resolution side", "MINUS": "-1",
              "PLUS": "+1", "DOWN": "suit down", "UP": "suit up"}


def describe(state: TewState, seat: int, action: Action) -> str:
    return _describe(state, seat, action)[:80]


def _gives(state: TewState, spot: str, side: str | None) -> str:
    pos = spot_pos(spot)
    data = MAT_BY_POS[pos]
    kind = spot_kind(spot)
    t = "wild" if data.influence == "ANY" else (data.influence or "")
    if kind == "INFLUENCE":
        return f"+1 {t} now" if side == "INSTANT" else f"+2 {t} if you win"
    if kind == "PORCH":
        bid = active_building(state, pos)
        text = BUILDINGS[bid].name if bid else "empty"
        if state.mats[pos].side == "grey" and data.grey is not None:
            grey = "wild" if data.grey.porch_gain == "ANY" else data.grey.porch_gain
            text = f"+1 {grey}, {text}"
        return text
    if kind == "LEFTOVER":
        return "buy from any slot at the end"
    return {"MINUS": "card value -1", "PLUS": "card value +1", "DOWN": "suit down",
            "UP": "suit up"}.get(side or "", "")


def _place(state: TewState, seat: int, act: a.Place | a.MoveTo) -> str:
    text = f"{spot_label(act.spot)}: {_gives(state, act.spot, act.side)}"
    if act.side in ("INSTANT", "RESOLUTION"):
        text = f"{spot_label(act.spot)}, {SIDE_WORDS[act.side]}: {_gives(state, act.spot, act.side)}"
    top = standing(state, act.spot)
    if top is not None and top.owner != seat:
        text += f" (duel {who(top.owner)})"
    return text


def _duel(state: TewState, seat: int, act: a.DuelMove) -> str:
    duel = state.duel
    pay = "FORCE" if duel is not None and duel.attacker == seat else "LAW"
    return DUEL_LABELS[act.move].format(pay=pay, card=state.players[seat].kept or "card",
                                        type=act.pay or "")


def _describe(state: TewState, seat: int, act: Action) -> str:
    prompt = head(state)
    source = prompt.source if prompt else ""
    source = BUILDINGS[source].name if source in BUILDINGS else source
    if isinstance(act, a.Keep):
        return f"Keep {act.card}"
    if isinstance(act, a.Place):
        return _place(state, seat, act)
    if isinstance(act, a.DuelMove):
        return _duel(state, seat, act)
    if isinstance(act, a.ChooseBoss):
        return f"{BOSSES[act.boss].name}: {BOSSES[act.boss].text}"
    if isinstance(act, a.Gain):
        amount = prompt.amount if prompt else 1
        if act.second:
            return f"Gain 1 {act.type} and 1 {act.second}"
        return f"Gain {amount} {act.type}" + (f" ({source})" if source else "")
    if isinstance(act, a.Pay):
        kind = prompt.kind if prompt else ""
        amount = {"HOTEL": 2, "POST_OFFICE": 2, "BOUNTY": 2}.get(kind, 1)
        return f"Pay {amount} {act.type} ({source or kind.replace('_', ' ').title()})"
    if isinstance(act, a.Decline):
        return "Pass" if prompt and prompt.kind in ("BUY", "LEFTOVER") else "Decline"
    return _describe_more(state, act)


def _describe_more(state: TewState, act: Action) -> str:
    if isinstance(act, a.Convert):
        return f"Convert {act.n}"
    if isinstance(act, a.PickBuilding):
        return f"{BUILDINGS[act.building].name} ({BUILDINGS[act.building].vp} VP)"
    if isinstance(act, a.PickPorch):
        return f"Reorder the {MAT_BY_POS[act.pos].title} porch"
    if isinstance(act, a.MoveFrom):
        return f"Move the posse on the {spot_label(act.spot)}"
    if isinstance(act, a.MoveTo):
        return "Move to " + _place(state, -2, act)
    if isinstance(act, a.CentralBank):
        bid = state.mats[act.pos].buy or ""
        name = BUILDINGS[bid].name if bid else "?"
        return f"Buy the {name} (+1 {act.pay})"
    if isinstance(act, a.Swap):
        return f"Swap gaps {act.a} and {act.b} ({state.gaps[act.a]} <-> {state.gaps[act.b]})"
    if isinstance(act, a.StockExchange):
        return f"Pay 3 {act.pay}, advance {act.industry}"
    if isinstance(act, a.SheriffPot):
        return "Gain 1 LAW + 1 FORCE" if act.choice == "INFLUENCE" else "Third posse next round"
    if isinstance(act, a.Buy):
        bid = state.mats[act.pos].buy or ""
        b = BUILDINGS.get(bid)
        return f"Buy {b.name} ({b.vp} VP) at the {MAT_BY_POS[act.pos].title}" if b else "Buy"
    if isinstance(act, a.Discount):
        return f"Drop {act.money} MONEY, {act.law} LAW, {act.force} FORCE"
    if isinstance(act, a.Advance):
        return f"Advance {act.industry}"
    return type(act).__name__
