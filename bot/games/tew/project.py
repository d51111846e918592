"""Projecting a state into the views (rules §6): the public table and a seat's view.

Opponents' secrets become counts (`discards`) or flags (`chosen`); the face-down Rival
card is `None`; the RNG, the decks' contents and other seats' cards never appear.

`playout_view` is the same seat view without its words (every message the unworded
placeholder): what the heuristic reads, built in about half the time for the searching bot's
playouts, which never show it to anyone. Views are read, never changed.
"""

from __future__ import annotations

from functools import cache

from bot.games.core.words import Msg, msg, seat
from bot.games.tew import names
from bot.games.tew.asked import doing, title
from bot.games.tew.board import flanks, mat_spots, sides_of
from bot.games.tew.data import BUILDINGS, MAT_BY_POS, SUIT_NAME
from bot.games.tew.decisions import FLOW
from bot.games.tew.duels import loser, power
from bot.games.tew.industry import POS_NAMES
from bot.games.tew.scoring import Score, parts, scores
from bot.games.tew.state import LAST_ROUND, RIVAL, TewState
from bot.games.tew.view import (
    BuildingView,
    DecisionKnown,
    DuelView,
    MatView,
    PlayerKnown,
    PlayerView,
    PosseView,
    PromptView,
    SpotView,
    TewKnown,
    TewSeatView,
    TewTableView,
)

UNWORDED = msg("core-unworded")  # every message of a `playout_view`


@cache
def building_view(bid: str) -> BuildingView:
    """A building card as the views show it (one shared view per card)."""
    b = BUILDINGS[bid]
    name, text = _building_names(bid)
    return BuildingView(id=b.id, name=name, vp=b.vp, cost={k: n for k, n in b.cost.items()},
                        icons=list(b.icons), timing=b.timing, text=text)


@cache
def _building_names(bid: str) -> tuple[Msg, Msg]:
    """A building's name and card text (frozen messages, built once each)."""
    return names.building(bid), names.building_text(bid)


@cache
def _spot_label(spot_id: str) -> Msg:
    """`names.spot` of a spot, built once (a frozen message)."""
    return names.spot(spot_id)


def _pot(state: TewState, pos: int, worded: bool) -> Msg | None:
    data = MAT_BY_POS[pos]
    pot = data.grey.pot if state.mats[pos].side == "grey" and data.grey else data.pot
    if pot is None or not worded:
        return None if pot is None else UNWORDED
    if pot.type == "SHERIFF":
        return msg("tew-pot-sheriff")
    return msg("tew-pot", n=pot.amount, type=names.inf(pot.type))


def _mat_view(state: TewState, pos: int, worded: bool) -> MatView:
    mat = state.mats[pos]
    spots = [
        SpotView(id=s, label=_spot_label(s) if worded else UNWORDED, sides=list(sides_of(s)),
                 posse=[PosseView(owner=p.owner, standing=p.standing, side=p.side)
                        for p in state.spots[s]])
        for s in mat_spots(mat)
    ]
    return MatView(
        pos=pos, name=mat.name, title=names.mat(pos) if worded else UNWORDED, side=mat.side,
        owner=mat.owner,
        colour=MAT_BY_POS[pos].colour if mat.side == "colour" else None,
        flanks=list(flanks(state, pos)) if state.gaps else [],
        buy=building_view(mat.buy) if mat.buy else None,
        porch=[building_view(b) for b in mat.porch],
        pending=[building_view(b) for b in mat.pending],
        pot=_pot(state, pos, worded), spots=spots,
    )


def _player_view(state: TewState, seat_n: int, sc: dict[int, Score], worded: bool) -> PlayerView:
    p = state.players[seat_n]
    owned = next((m for m in state.mats if m.side == "colour" and m.owner == seat_n), None)
    return PlayerView(
        seat=seat_n, colour=MAT_BY_POS[p.mat].colour, mat=p.mat, boss=p.boss,
        boss_name=(names.boss(p.boss) if worded else UNWORDED) if p.boss else None,
        boss_text=(names.boss_text(p.boss) if worded else UNWORDED) if p.boss else None,
        influence={k: n for k, n in p.inf.items()}, third_standing=p.third, to_place=p.to_place,
        chosen=p.kept is not None, kept=p.kept if p.revealed else None,
        face_value=int(p.face[0]) if p.face else None,
        face_suit=SUIT_NAME[p.face[1:]] if p.face else None, card_added=p.added,
        discards=len(p.discards), wanted=state.wanted == seat_n, outhouse=p.outhouse,
        gunsmith=p.gunsmith, buildings=len(owned.porch) + len(owned.pending) if owned else 0,
        vp=sc[seat_n].total, vp_parts=parts(sc[seat_n]) if worded else [],
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


def _prompt_view(state: TewState, worded: bool) -> PromptView | None:
    """The single question asked now (None while a group, the Phase 1 keep, is asked)."""
    top = state.flow.top() if not state.over else []
    if len(top) != 1 or top[0].group:
        return None
    d = top[0]
    return PromptView(kind=d.kind, seat=d.seat, title=title(state, d) if worded else UNWORDED,
                      amount=d.amount,
                      source=d.source, building=d.building)


def status(state: TewState) -> Msg:
    """One line: the round, the phase, and who must do what."""
    if state.over:
        return msg("tew-status-over", round=state.round)
    phase = msg("tew-phase", stage=state.stage)
    top = state.flow.top()
    if len(top) == 1 and not top[0].group:
        return msg("tew-status", round=state.round, phase=phase, who=seat(top[0].seat),
                   doing=doing(state, top[0]))
    choosing = names.joined([names.who(d.seat) for d in top]) if top else msg("tew-alt-none")
    return msg("tew-status-choosing", round=state.round, phase=phase, who=choosing)


def table_view(state: TewState, worded: bool = True) -> TewTableView:
    """What everyone may see (`worded`: with its messages, else `UNWORDED` for each)."""
    sc = scores(state)
    return TewTableView(
        status=status(state) if worded else UNWORDED, round=state.round,
        phase=msg("tew-phase", stage="over" if state.over else state.stage) if worded
        else UNWORDED,
        stage=state.stage, solo=state.solo,
        difficulty=state.options.difficulty if state.solo else None, dealer=state.dealer,
        town_hall_side="3-4" if state.n >= 3 else "1-2", gaps=list(state.gaps),
        mats=[_mat_view(state, pos, worded) for pos in range(6)],
        players=[_player_view(state, s, sc, worded) for s in range(state.n)],
        rival_cards=_rival_cards(state), wanted=state.wanted,
        industry={k: POS_NAMES[v] for k, v in state.industry.items()},
        building_deck=len(state.deck), poker_deck=len(state.poker_deck),
        poker_discard=len(state.poker_discard), duel=_duel_view(state),
        prompt=_prompt_view(state, worded), order=list(state.order),
        rival_vp=sc[RIVAL].total if state.solo else None,
        last_round=state.round >= LAST_ROUND or state.end_pending,
    )


def seat_view(state: TewState, seat_n: int, table: TewTableView | None = None) -> TewSeatView:
    """What seat `seat_n` may see: the table plus its own cards and Auction House draw
    (`table`: the table view of `state`, if built already; read, never changed)."""
    return _seat_view(state, seat_n, table_view(state) if table is None else table)


def playout_view(state: TewState, seat_n: int) -> TewSeatView:
    """`seat_view` without its words, for a playout's heuristic (module doc)."""
    return _seat_view(state, seat_n, table_view(state, worded=False))


def _seat_view(state: TewState, seat_n: int, table: TewTableView) -> TewSeatView:
    p = state.players[seat_n]
    d = FLOW.decision(state, seat_n) if seat_n in FLOW.to_act(state) else None
    auction = d.cards if d is not None and d.kind == "AUCTION_PICK" else []
    return TewSeatView(
        **dict(table), seat=seat_n, hand=p.kept, options=list(p.options),
        my_discards=list(p.discards), auction=[building_view(b) for b in auction],
        known=known(state, seat_n),
    )


def known(state: TewState, seat_n: int) -> TewKnown:
    """The public rest of the state as seat `seat_n` knows it: counters, the flow's
    questions (without cards other seats drew privately) and the poker discard pile with
    the other players' Phase 1 discards as None."""
    by_card = {c: p.seat for p in state.players for c in p.discards}
    by = [by_card.get(c, RIVAL) for c in state.poker_discard]
    return TewKnown(
        boss_mode=state.options.boss_mode, difficulty=state.options.difficulty,
        cursor=state.cursor, turn=state.turn, place_step=state.place_step,
        duels_fought=state.duels_fought,
        duel_side=state.duel.side if state.duel is not None else None,
        post_office=state.post_office, last_spot=state.last_spot,
        rival_bought=state.rival_bought, rival_revealed=state.rival_revealed,
        end_pending=state.end_pending, over=state.over,
        players=[PlayerKnown(placed=p.placed, dealt=len(p.options), bought_round=p.bought_round,
                             p4_buys=p.p4_buys, posse_reward=p.posse_reward)
                 for p in state.players],
        phase=state.flow.phase, next_id=state.flow.next_id,
        decisions=[DecisionKnown(
            id=d.id, seat=d.seat, kind=d.kind, group=d.group, reaction=d.reaction,
            amount=d.amount, source=d.source, building=d.building, pos=d.pos, spot=d.spot,
            cards=list(d.cards) if d.seat == seat_n else [],
            unseen=0 if d.seat == seat_n else len(d.cards), how=d.how)
            for d in state.flow.stack],
        discard=[c if who in (seat_n, RIVAL) else None
                 for c, who in zip(state.poker_discard, by, strict=True)],
        discard_by=by,
    )
