"""Views: everything is public (rules §8, R34), so a seat view adds only that seat's summary."""

from __future__ import annotations

from pydantic import BaseModel

from bot.games.core.model import SeatView, TableView
from bot.games.wow import board as bd
from bot.games.wow.data import BUILDINGS, DATA, TOWNS, building_name, town_name
from bot.games.wow.explain import box_label
from bot.games.wow.income import income
from bot.games.wow.rules import to_act
from bot.games.wow.scoring import scores
from bot.games.wow.state import Board, WowState

PROMPTS = {
    "cattle": "place cattle", "hire": "place hired cowboys", "build": "choose a town to build",
    "move": "move cowboys", "move_cattle": "move a cattle token", "farmer": "place the farmer",
    "target": "choose a shootout target", "sheriff_attack": "add their sheriff to the attack?",
    "sheriff_defend": "add their sheriff to the defence?", "ask_help": "ask for the sheriff?",
    "help_defender": "help the defender with the sheriff?", "help_farmer": "help the farmer?",
    "fire": "fire or retreat", "scatter": "scatter cowboys", "move_out": "move out of town",
    "wanted": "choose whose Wanted token to take",
}


LABELS = {box.id: box_label(box.id) for box in DATA.action_boxes}


class PlayerInfo(BaseModel):
    seat: int
    money: int
    wanted: int
    position: int
    discs: int
    cowboys_supply: int
    cattle_supply: int
    buildings_supply: dict[str, int]
    farmer_used: bool
    income: int
    score: int


class BoxInfo(BaseModel):
    id: str
    label: str
    action: str
    cost: int
    taken_by: int | None


class WowTableView(TableView):
    board: Board
    players: list[PlayerInfo]
    boxes: list[BoxInfo]
    town_names: list[str]
    round_no: int
    rounds: int
    income_after: list[int]
    prompt: str

    def alt_text(self) -> str:
        b = self.board
        lines = [self.status, f"Track {b.track} (income after {', '.join(map(str, self.income_after))})."]
        lines.append("Turn order: " + ", ".join(f"@{s}" for s in b.order) + ".")
        for p in self.players:
            lines.append(f"@{p.seat}: ${p.money}, {p.wanted} Wanted, score now {p.score}, "
                         f"income {p.income}, cowboys in supply {p.cowboys_supply}, "
                         f"cattle in supply {p.cattle_supply}.")
        for t, name in enumerate(self.town_names):
            lines.append(town_line(b, t, name))
        taken = [f"{x.label} (@{x.taken_by})" for x in self.boxes if x.taken_by is not None]
        if taken:
            lines.append("Boxes taken: " + "; ".join(taken) + ".")
        if b.fight is not None:
            f = b.fight
            lines.append(f"Shootout in {town_name(f.town)}: attack {f.a.strength()} against "
                         f"defence {f.d.strength()}.")
        return "\n".join(lines)


class WowSeatView(WowTableView, SeatView):
    me: PlayerInfo

    def hand_text(self) -> str:
        p = self.me
        builds = ", ".join(f"{building_name(k)} {n}" for k, n in p.buildings_supply.items())
        farmer = "used" if p.farmer_used else "available"
        return (f"You (@{p.seat}): ${p.money}, {p.wanted} Wanted, turn position {p.position}, "
                f"{p.discs} disc(s) left.\nSupply: {p.cowboys_supply} cowboys, "
                f"{p.cattle_supply} cattle; {builds}.\nFarmer: {farmer}. "
                f"Income if paid now: ${p.income}. Score if the game ended now: {p.score}.")


def town_line(b: Board, t: int, name: str) -> str:
    cattle = [f"@{c}" for c in b.corrals[t] if c >= 0]
    farmer = " + farmer" if bd.has_farmer(b, t) else ""
    props = [f"{building_name(sp.kind)} @{sp.owner}" for sp in b.spaces[t] if sp is not None]
    cowboys = [f"@{s} x{n}" for s, n in enumerate(b.cowboys[t]) if n]
    return (f"{name}: cattle [{', '.join(cattle) or '-'}]{farmer}; property "
            f"[{', '.join(props) or '-'}]; cowboys [{', '.join(cowboys) or '-'}].")


def discs_left(b: Board, seat: int) -> int:
    if b.phase != "actions":
        return 2 if b.phase == "auction" else 0
    pos = b.order.index(seat)
    used = b.pass_no + (1 if pos < b.turn or (pos == b.turn and b.pending is not None) else 0)
    return max(0, 2 - used)


def player_info(b: Board, seat: int, totals: list[int]) -> PlayerInfo:
    return PlayerInfo(
        seat=seat, money=b.money[seat], wanted=b.wanted[seat],
        position=b.order.index(seat) + 1, discs=discs_left(b, seat),
        cowboys_supply=bd.supply(b, seat, "cowboy"), cattle_supply=bd.supply(b, seat, "cattle"),
        buildings_supply={k: bd.supply(b, seat, k) for k in BUILDINGS},
        farmer_used=b.farmer_used[seat], income=income(b, seat), score=totals[seat])


def status_line(state: WowState, acting: list[int]) -> str:
    if state.phase == "over":
        return "Game over"
    phase = {"setup": "Setup", "auction": "Auction", "actions": "Actions"}[state.phase]
    if state.fight is not None:
        phase = f"Shootout in {town_name(state.fight.town)}"
    who = ", ".join(f"@{s}" for s in acting)
    return f"Round {bd.round_no(state)} of {bd.rounds_total(state)} · {phase} · {who} to act"


def prompt_text(state: WowState, acting: list[int]) -> str:
    if not acting:
        return ""
    who = f"@{acting[0]}"
    if state.phase == "setup":
        return f"{who}: place a starting cowboy"
    if state.phase == "auction":
        return f"{who}: raise or drop out"
    if state.pending is not None:
        return f"{who}: {PROMPTS.get(state.pending.kind, state.pending.kind)}"
    return f"{who}: take an action box or pass"


def view(state: WowState, seat: int | None) -> WowTableView:
    b = Board.model_validate(state.model_dump(exclude={"rng", "version"}))
    acting = sorted(to_act(state))
    totals = scores(state)
    players = [player_info(state, s, totals) for s in range(state.n)]
    boxes = [BoxInfo(id=x.id, label=LABELS[x.id], action=x.action,
                     cost=x.cost or x.unit_cost, taken_by=state.boxes.get(x.id))
             for x in DATA.boxes_for(state.n)]
    table = WowTableView(
        game="wow", version=state.version, to_act=acting, status=status_line(state, acting),
        board=b, players=players, boxes=boxes, town_names=[t.name for t in TOWNS],
        round_no=bd.round_no(state), rounds=bd.rounds_total(state),
        income_after=list(DATA.income_after), prompt=prompt_text(state, acting))
    if seat is None:
        return table
    return WowSeatView(**dict(table), seat=seat, me=players[seat])

__all__ = ["EMPTY_CORRAL", "FARMER_TOKEN", "BoxInfo", "PlayerInfo", "WowSeatView",
           "WowTableView", "view"]
EMPTY_CORRAL = -1   # renderers read corrals through these names (state.EMPTY, state.FARMER)
FARMER_TOKEN = -2
