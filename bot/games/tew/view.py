"""View models: what a spectator (`TewTableView`) and a seat (`TewSeatView`) may see
(rules §6). Cards appear as codes like "4Te"; names and sentences are keyed messages.
`project.py` builds these from a state; renderers and labels read only these."""

from __future__ import annotations

from pydantic import BaseModel

from bot.games.core.model import ScorePart, SeatView, TableView, figure_line
from bot.games.core.words import Msg, msg, seat
from bot.games.tew.data import SUIT_CODE


class BuildingView(BaseModel):
    """A face-up building card."""

    id: str
    name: Msg
    vp: int
    cost: dict[str, int]
    icons: list[str]
    timing: str
    text: Msg


class PosseView(BaseModel):
    """A posse on a spot: owner (a seat, or -1 for the solo Rival), standing, side."""

    owner: int
    standing: bool
    side: str | None


class SpotView(BaseModel):
    """A spot of a mat and its posse, bottom to top."""

    id: str
    label: Msg
    sides: list[str]
    posse: list[PosseView]


class MatView(BaseModel):
    """A mat: its side, owner, flanking gap cards, buy slot, porch (last = active), pot."""

    pos: int
    name: str
    title: Msg
    side: str
    owner: int | None
    colour: str | None
    flanks: list[str]
    buy: BuildingView | None
    porch: list[BuildingView]
    pending: list[BuildingView]
    pot: Msg | None
    spots: list[SpotView]


class PlayerView(BaseModel):
    """A player's public state; `kept` only once revealed, the face as value and suit (X03);
    `vp` the running score as if the game ended now, and what it is made of."""

    seat: int
    colour: str | None
    mat: int
    boss: str | None
    boss_name: Msg | None
    boss_text: Msg | None
    influence: dict[str, int]
    third_standing: bool
    to_place: int
    chosen: bool
    kept: str | None
    face_value: int | None
    face_suit: str | None
    card_added: bool
    discards: int
    wanted: bool
    outhouse: bool
    gunsmith: bool
    buildings: int
    vp: int = 0
    vp_parts: list[ScorePart] = []

    def face_code(self) -> str | None:
        """The current face as a card code ("4Ho"), for drawing it; None before step 3.1."""
        if self.face_value is None or self.face_suit is None:
            return None
        return f"{self.face_value}{SUIT_CODE[self.face_suit]}"


class DuelView(BaseModel):
    """A duel in progress: dice, bonuses, powers and who is losing."""

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
    """The question being asked now (none while everyone keeps a card)."""

    kind: str
    seat: int
    title: Msg
    amount: int = 0
    source: Msg | None = None
    building: str | None = None


class TewTableView(TableView):
    """The public table."""

    round: int
    phase: Msg
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
    rival_vp: int | None = None
    last_round: bool = False  # rules §4.7 step 2: no round follows this one

    @staticmethod
    def card_name(code: str) -> Msg:
        """A card code in words ("4 of TEEPEE")."""
        return msg("tew-card", value=int(code[0]), suit=msg("tew-suit", suit=code[1:]))

    def figures(self) -> dict[int, Msg]:
        """VP (the result's at the end), then MONEY, LAW and FORCE."""
        out: dict[int, Msg] = {}
        for p in self.players:
            final = self.final_score(p.seat)
            parts = [msg("tew-r-vp", vp=p.vp if final is None else final)]
            parts += [msg("core-figure", label=msg("tew-inf", type=kind),
                          value=p.influence.get(kind, 0)) for kind in ("MONEY", "LAW", "FORCE")]
            out[p.seat] = figure_line(parts)
        return out

    def alt_text(self) -> list[Msg]:
        """The board line by line: gaps, Rival and Wanted, industry, mats, players, duel."""
        wanted = msg("tew-alt-centre") if self.wanted is None else _who(self.wanted)
        rival = _joined([msg("tew-alt-code", card=c) if c else msg("tew-alt-face-down")
                         for c in self.rival_cards])
        lines = [self.status, msg("tew-alt-gaps", cards=" ".join(self.gaps) or "-"),
                 msg("tew-alt-rival", cards=rival, wanted=wanted),
                 msg("tew-alt-industry", side=self.town_hall_side,
                     track=_joined([msg("tew-alt-track", industry=msg("tew-industry", industry=k),
                                        pos=msg("tew-track", pos=p))
                                    for k, p in self.industry.items()]))]
        for m in self.mats[1:]:
            lines.append(_mat_line(m))
            lines.extend(_spot_line(s) for s in m.spots)
        lines.extend(_player_line(p) for p in self.players)
        if self.duel is not None:
            d = self.duel
            lines.append(msg("tew-alt-duel", spot=_spot(d.spot), attacker=seat(d.attacker),
                             a=d.attacker_power, defender=seat(d.defender), d=d.defender_power,
                             losing=seat(d.losing)))
        return lines


class DecisionKnown(BaseModel):
    """A pending question as a seat knows it: the fields of the state's decision, except
    the cards another seat drew privately (Auction House), of which `unseen` counts."""

    id: int
    seat: int
    kind: str
    group: int
    reaction: bool
    amount: int
    source: Msg | None
    building: str | None
    pos: int | None
    spot: str | None
    cards: list[str]
    unseen: int
    how: str


class PlayerKnown(BaseModel):
    """A player's public counters that the pictures leave out: posse placed this round,
    how many dealt cards they still hold (the count is public), purchases this round and
    the Sheriff pot's third-posse reward."""

    placed: int
    dealt: int
    bought_round: bool
    p4_buys: int
    posse_reward: bool


class TewKnown(BaseModel):
    """The public remainder of the state, as one seat knows it: with the rest of its view,
    enough to rebuild a full state whose hidden parts are drawn afresh (`determinize`).
    The poker discard pile is listed card by card, each as this seat knows it (None:
    another player's Phase 1 discard) with whose discard it is (`discard_by`, -1 for a
    solo Rival duel card, which is public). Renderers and labels ignore it."""

    boss_mode: str
    difficulty: str
    cursor: int
    turn: int
    place_step: str
    duels_fought: int
    duel_side: str | None
    post_office: int | None
    last_spot: str | None
    rival_bought: str | None
    rival_revealed: bool
    end_pending: bool
    over: bool
    players: list[PlayerKnown]
    phase: str
    next_id: int
    decisions: list[DecisionKnown]
    discard: list[str | None]
    discard_by: list[int]


class TewSeatView(TewTableView, SeatView):
    """A seat's view: the table plus its dealt options, kept card, discards and any
    Auction House draw it is deciding on; `known` holds the public rest of the state."""

    hand: str | None
    options: list[str]
    my_discards: list[str]
    auction: list[BuildingView]
    known: TewKnown

    def hand_lines(self) -> list[Msg]:
        """The seat's private cards in words, then its influence."""
        lines: list[Msg] = []
        if self.options:
            lines.append(msg("tew-hand-dealt", cards=_joined([_named(c) for c in self.options])))
        if self.hand:
            lines.append(msg("tew-hand-kept", card=_named(self.hand)))
        if self.my_discards:
            lines.append(msg("tew-hand-discards", cards=" ".join(self.my_discards)))
        if self.auction:
            drawn = [msg("tew-alt-building", building=b.name, vp=b.vp) for b in self.auction]
            lines.append(msg("tew-hand-auction", buildings=_joined(drawn)))
        if 0 <= self.seat < len(self.players):
            lines.append(msg("tew-hand-influence", **_influence(self.players[self.seat])))
        return lines


def _who(n: int) -> Msg:
    return msg("tew-who", who=seat(n))


def _joined(items: list[Msg]) -> Msg:
    if not items:
        return msg("tew-alt-none")
    out = items[0]
    for item in items[1:]:
        out = msg("tew-join-comma", rest=out, item=item)
    return out


def _named(code: str) -> Msg:
    return msg("tew-hand-card", card=code, name=TewTableView.card_name(code))


def _spot(spot_id: str) -> Msg:
    name, kind = spot_id.split(".")
    return msg("tew-spot", mat=msg("tew-mat", mat=name), kind=kind)


def _influence(p: PlayerView) -> dict[str, int]:
    return {k.lower(): n for k, n in p.influence.items()}


def _mat_line(m: MatView) -> Msg:
    buy = msg("tew-alt-empty") if m.buy is None else msg(
        "tew-alt-building", building=m.buy.name, vp=m.buy.vp)
    porch = msg("tew-alt-none") if not m.porch else m.porch[-1].name
    owner = msg("tew-alt-nobody") if m.owner is None else _who(m.owner)
    return msg("tew-alt-mat", mat=m.title, side=m.side, owner=owner,
               flanks=" ".join(m.flanks) or "-", pot=m.pot or msg("tew-alt-none"), buy=buy,
               porch=porch)


def _spot_line(s: SpotView) -> Msg:
    posse = [msg("tew-alt-posse", who=seat(p.owner), standing=str(p.standing).lower())
             if p.side is None else
             msg("tew-alt-posse-side", who=seat(p.owner), standing=str(p.standing).lower(),
                 side=msg("tew-side", side=p.side)) for p in s.posse]
    return msg("tew-alt-spot", spot=s.label,
               posse=_joined(posse) if posse else msg("tew-alt-empty"))


def _player_line(p: PlayerView) -> Msg:
    if p.kept:
        card = msg("tew-alt-card", card=p.kept)
        face = p.face_code()
        if face is not None and face != p.kept:
            card = msg("tew-alt-card-face", card=p.kept, face=TewTableView.card_name(face))
    else:
        card = msg("tew-alt-card-kept" if p.chosen else "tew-alt-card-choosing")
    return msg("tew-alt-player", who=seat(p.seat), colour=p.colour or "-",
               boss=p.boss_name or msg("tew-alt-none"), card=card, buildings=p.buildings,
               wanted=str(p.wanted).lower(), **_influence(p))
