"""Public table view and per-seat view (rules §6). Cards appear as labels like "4Te"."""

from __future__ import annotations

from pydantic import BaseModel

from bot.games.core.model import SeatView, TableView
from bot.games.tew.board import flanks, mat_spots, sides_of, spot_label
from bot.games.tew.data import BOSSES, BUILDINGS, MAT_BY_POS, SUIT_NAME
from bot.games.tew.duels import loser, power
from bot.games.tew.industry import POS_NAMES
from bot.games.tew.prompts import HANDLERS, head
from bot.games.tew.rules import to_act
from bot.games.tew.state import TewState
from bot.games.tew.viewtext import alt_text_of, hand_text_of, status_of


class BuildingView(BaseModel):
    id: str
    name: str
    vp: int
    cost: dict[str, int]
    icons: list[str]
    timing: str
    text: str


class PosseView(BaseModel):
    owner: int  # seat, or -1 for the solo Rival
    standing: bool
    side: str | None


class SpotView(BaseModel):
    id: str
    label: str
    sides: list[str]
    posse: list[PosseView]  # bottom -> top


class MatView(BaseModel):
    pos: int
    name: str
    title: str
    side: str
    owner: int | None
    colour: str | None
    flanks: list[str]
    buy: BuildingView | None
    porch: list[BuildingView]  # bottom -> top; the last one is active
    pending: list[BuildingView]
    pot: str
    spots: list[SpotView]


class PlayerView(BaseModel):
    seat: int
    colour: str | None
    mat: int
    boss: str | None
    boss_name: str | None
    boss_text: str | None
    influence: dict[str, int]
    third_standing: bool
    to_place: int
    chosen: bool  # Phase 1: has kept a card
    kept: str | None  # only once revealed
    face_value: int | None  # current face after Sheriff modifiers (not a label, see RULINGS)
    face_suit: str | None
    card_added: bool
    discards: int
    wanted: bool
    outhouse: bool
    gunsmith: bool
    buildings: int


class DuelView(BaseModel):
    spot: str
    attacker: int
    defender: int
    attacker_die: int
    defender_die: int
    attacker_bonus: int
    defender_bonus: int
    rival_card: str | None
    attacker_power: int
    defender_power: int
    losing: int


class PromptView(BaseModel):
    kind: str
    seat: int
    title: str
    amount: int
    source: str


class TewTableView(TableView):
    round: int
    phase: str
    stage: str
    solo: bool
    difficulty: str | None
    dealer: int
    town_hall_side: str
    gaps: list[str]
    mats: list[MatView]
    players: list[PlayerView]
    rival_cards: list[str | None]
    wanted: int | None
    industry: dict[str, str]
    building_deck: int
    poker_deck: int
    poker_discard: int
    duel: DuelView | None
    prompt: PromptView | None
    order: list[int]

    def alt_text(self) -> str:
        return alt_text_of(self)


class TewSeatView(TewTableView, SeatView):
    hand: str | None
    options: list[str]
    my_discards: list[str]
    auction: list[BuildingView]

    def hand_text(self) -> str:
        return hand_text_of(self)


def building_view(bid: str) -> BuildingView:
    b = BUILDINGS[bid]
    return BuildingView(id=b.id, name=b.name, vp=b.vp, cost={k: n for k, n in b.cost.items()}, icons=list(b.icons),
                        timing=b.timing, text=b.text)


def _pot_text(state: TewState, pos: int) -> str:
    data = MAT_BY_POS[pos]
    pot = data.grey.pot if state.mats[pos].side == "grey" and data.grey else data.pot
    if pot is None:
        return ""
    if pot.type == "SHERIFF":
        return "1 LAW + 1 FORCE, or the third posse"
    return f"{pot.amount} {pot.type}"


def _mat_view(state: TewState, pos: int) -> MatView:
    mat = state.mats[pos]
    data = MAT_BY_POS[pos]
    spots = [
        SpotView(id=s, label=spot_label(s), sides=list(sides_of(s)),
                 posse=[PosseView(owner=p.owner, standing=p.standing, side=p.side)
                        for p in state.spots[s]])
        for s in mat_spots(mat)
    ]
    return MatView(
        pos=pos, name=mat.name, title=data.title, side=mat.side, owner=mat.owner,
        colour=data.colour if mat.side == "colour" else None,
        flanks=list(flanks(state, pos)) if state.gaps else [],
        buy=building_view(mat.buy) if mat.buy else None,
        porch=[building_view(b) for b in mat.porch],
        pending=[building_view(b) for b in mat.pending],
        pot=_pot_text(state, pos), spots=spots,
    )


def _player_view(state: TewState, seat: int) -> PlayerView:
    p = state.players[seat]
    boss = BOSSES[p.boss] if p.boss else None
    owned = next((m for m in state.mats if m.side == "colour" and m.owner == seat), None)
    return PlayerView(
        seat=seat, colour=MAT_BY_POS[p.mat].colour, mat=p.mat, boss=p.boss,
        boss_name=boss.name if boss else None, boss_text=boss.text if boss else None,
        influence={k: n for k, n in p.inf.items()}, third_standing=p.third, to_place=p.to_place,
        chosen=p.kept is not None, kept=p.kept if p.revealed else None,
        face_value=int(p.face[0]) if p.face else None,
        face_suit=SUIT_NAME[p.face[1:]] if p.face else None, card_added=p.added, discards=len(p.discards),
        wanted=state.wanted == seat, outhouse=p.outhouse, gunsmith=p.gunsmith,
        buildings=len(owned.porch) + len(owned.pending) if owned else 0,
    )


def _duel_view(state: TewState) -> DuelView | None:
    d = state.duel
    if d is None:
        return None
    return DuelView(
        spot=d.spot, attacker=d.attacker, defender=d.defender, attacker_die=d.a_die,
        defender_die=d.d_die, attacker_bonus=d.a_bonus, defender_bonus=d.d_bonus,
        rival_card=d.rival_card, attacker_power=power(state, d, d.attacker),
        defender_power=power(state, d, d.defender), losing=loser(state, d),
    )


def _rival_cards(state: TewState) -> list[str | None]:
    if state.rival_revealed:
        return list(state.rival_cards)
    if state.solo:
        return [None, *state.rival_cards[1:]]
    return [None for _ in state.rival_cards]


def _prompt_view(state: TewState) -> PromptView | None:
    p = head(state)
    if p is None:
        return None
    source = BUILDINGS[p.source].name if p.source in BUILDINGS else p.source
    return PromptView(kind=p.kind, seat=p.seat, title=HANDLERS[p.kind].title,
                      amount=p.amount, source=source)


def table_fields(state: TewState) -> dict[str, object]:
    return dict(
        game="tew", version=state.version, to_act=sorted(to_act(state)), status=status_of(state),
        round=state.round, phase=status_of(state).split(" · ")[1] if not state.over else "Game over",
        stage=state.stage, solo=state.solo,
        difficulty=state.options.difficulty if state.solo else None, dealer=state.dealer,
        town_hall_side="3-4" if state.n >= 3 else "1-2", gaps=list(state.gaps),
        mats=[_mat_view(state, pos) for pos in range(6)],
        players=[_player_view(state, s) for s in range(state.n)],
        rival_cards=_rival_cards(state), wanted=state.wanted,
        industry={k: POS_NAMES[v] for k, v in state.industry.items()},
        building_deck=len(state.deck), poker_deck=len(state.poker_deck),
        poker_discard=len(state.poker_discard), duel=_duel_view(state),
        prompt=_prompt_view(state), order=list(state.order),
    )


def view(state: TewState, seat: int | None) -> TewTableView:
    fields = table_fields(state)
    if seat is None:
        return TewTableView.model_validate(fields)
    p = state.players[seat]
    prompt = head(state)
    auction = prompt.cards if prompt and prompt.kind == "AUCTION_PICK" and prompt.seat == seat else []
    return TewSeatView.model_validate({
        **fields, "seat": seat, "hand": p.kept, "options": list(p.options),
        "my_discards": list(p.discards), "auction": [building_view(b) for b in auction],
    })

