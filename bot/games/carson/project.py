"""Projection of a state into its views: the public table and a seat's view."""

from __future__ import annotations

from functools import lru_cache

from bot.games.carson import city
from bot.games.carson.actions import Road
from bot.games.carson.asking import question_text, subject
from bot.games.carson.characters import firepower, limit, main_card
from bot.games.carson.data import TRACK
from bot.games.carson.decisions import FLOW
from bot.games.carson.roads import options as road_options
from bot.games.carson.state import CarsonDecision, CarsonState
from bot.games.carson.view import (
    BoardView,
    CardView,
    CarsonKnown,
    CarsonSeatView,
    CarsonTableView,
    CowboyView,
    DuelView,
    KnownPlayer,
    PlayerView,
    PlotView,
    QuestionView,
    SheetView,
)
from bot.games.core.words import Msg, msg, seat


def board_view(s: CarsonState) -> BoardView:
    """The public board with the questions asked now, never the generator."""
    conn = city.connected_set(s.roads)
    prices = city.prices(s)
    return BoardView(
        n=s.n, phase=s.phase, round=s.round,
        plots=[_plot_view(i, p.owner, p.content, p.river, prices[i], i in conn)
               for i, p in enumerate(s.plots)],
        roads=list(s.roads), market=list(s.market), slot_prices=list(TRACK.slot_prices),
        bag=sorted(s.bag), cards=[CardView(**c.model_dump()) for c in s.cards],
        order=list(s.order), pass_order=list(s.pass_order), placement=list(s.placement),
        cowboys=[CowboyView(**c.model_dump()) for c in s.cowboys], townhall=s.townhall,
        occupant=s.occupant,
        last_duel=DuelView(**s.last_duel.model_dump()) if s.last_duel else None,
        discard=sorted(s.discard), start_totals=list(s.start_totals),
        outlaws=[city.name(i) for i in s.outlaws], outlaw_strength=s.outlaw_strength,
        questions=[question_view(s, d) for d in s.flow.top()])


@lru_cache(maxsize=4096, typed=True)
def _plot_view(i: int, owner: int, content: str, river: bool, price: int,
               connected: bool) -> PlotView:
    """Plot i's view, made once for each way it looks and shared (a view is never changed):
    the board is projected after every move, and most plots look as they did."""
    return PlotView(name=city.name(i), owner=owner, content=content, river=river, price=price,
                    connected=connected)


def question_view(s: CarsonState, d: CarsonDecision) -> QuestionView:
    """A pending question with its subject and this seat's price, and its words."""
    building, price = subject(s, d)
    return QuestionView(id=d.id, seat=d.seat, kind=d.kind, group=d.group, what=d.what,
                        loc=d.loc, building=building, amount=d.amount, high=d.high,
                        text=question_text(s, d), price=price, roads=offered_roads(s, d))


def offered_roads(s: CarsonState, d: CarsonDecision) -> list[str]:
    """The edges of the roads a question offers: its legal `Road` answers, in their order.
    A question that takes a road offers every road the seat may build (R46), after its
    other answers, so they are listed without listing the rest
    (`tests/games/carson/test_project.py` holds them equal)."""
    return road_options(s, d.seat) if Road in FLOW.types[d.kind].answers else []


def player_view(s: CarsonState, x: int) -> PlayerView:
    """One player's public kit."""
    p = s.players[x]
    return PlayerView(seat=x, money=p.money, vp=p.vp, cowboys=p.cowboys, roads=p.roads,
                      revolvers=p.revolvers, firepower=firepower(s, x), tiles=p.tiles,
                      kept=list(p.kept), held=[(n, sd) for n, sd in p.held], limit=limit(s, x),
                      ammo=p.ammo, dynamite=p.dynamite, notokens=p.notokens, pawn=p.pawn,
                      free_gamble=p.free_gamble, passed=p.passed,
                      tiles_in_hand=len(s.hands[x]) if s.hands else 0)


def status(s: CarsonState, acting: list[int]) -> Msg:
    """Round, phase and who acts."""
    if s.phase == "over":
        return msg("carson-status-over")
    names: Msg | str = msg("carson-nobody")
    if acting:
        names = msg("carson-who", who=seat(acting[0]), more=len(acting) - 1)
    return msg("carson-status", round=s.round, phase=s.phase, who=names)


def prompt(s: CarsonState) -> Msg | None:
    """Who is asked what now."""
    top = s.flow.top()
    if not top or s.phase == "over":
        return None
    return msg("carson-prompt", who=seat(top[0].seat), question=question_text(s, top[0]))


def summary(s: CarsonState, players: list[PlayerView]) -> list[Msg]:
    """The screen-reader lines: players and market."""
    lines = [msg("carson-line-player", who=seat(p.seat), money=p.money, vp=p.vp,
                 cowboys=p.cowboys, fire=p.firepower, plots=12 - p.tiles) for p in players]
    lines += [msg("carson-line-slot", price=price, building=msg("carson-building", kind=kind or "none"))
              for price, kind in zip(TRACK.slot_prices, s.market, strict=True)]
    return lines


def table_view(s: CarsonState) -> CarsonTableView:
    """What everyone sees."""
    acting = sorted(FLOW.to_act(s))
    players = [player_view(s, x) for x in range(s.n)]
    return CarsonTableView(status=status(s, acting), board=board_view(s), players=players,
                           prompt=prompt(s), summary=summary(s, players))


# the state's fields that are public as they stand and shown by no other part of the view
KNOWN = {"options", "last_pass", "turn", "tasks", "duel", "winners", "stolen", "resolved",
         "res_pos", "grocer_double", "blasted", "ammo_auctioned", "outlaw_supply", "horses",
         "corrals", "corral_men", "rodeo", "horse_supply", "rodeo_left", "ranch_doubled",
         "flow"}


def known(s: CarsonState) -> CarsonKnown:
    """The public remainder of the state (a copy): what a bot needs, with the view, to
    rebuild a full game; of the secrets only who handed in a sheet and how many tiles each
    seat chose (rules §8.2, §8.6: both are seen at the table)."""
    return CarsonKnown.model_validate({
        **s.model_dump(include=KNOWN, mode="json"),
        "players": [KnownPlayer(bonus=p.bonus, grocer=p.grocer, settler_vp=p.settler_vp,
                                teacher_first=p.teacher_first) for p in s.players],
        "sheets_in": [sh is not None for sh in s.sheets],
        "chosen_count": {k: len(v) for k, v in s.chosen.items()}})


def seat_view(s: CarsonState, who: int, table: CarsonTableView | None = None) -> CarsonSeatView:
    """What one seat sees: the table, with the question this seat is asked now as its
    prompt, its own summary and secrets, and `known`
    (`table`: the table view of `s`, if built already; read, never changed)."""
    table = table_view(s) if table is None else table
    me = table.players[who]
    own = next((q.text for q in table.board.questions if q.seat == who), None)
    hand = [msg("carson-hand", money=me.money, vp=me.vp, cowboys=me.cowboys, roads=me.roads,
                revolvers=me.revolvers, limit=me.limit,
                chosen="yes" if main_card(s, who) else "no")]
    mine = s.sheets[who] if s.sheets else None
    if mine is not None:
        hand.append(msg("carson-hand-sheet", money=5 * mine.sheet_money,
                        cowboys=mine.sheet_cowboys, roads=mine.sheet_roads,
                        revolvers=mine.sheet_revolvers, plots=mine.sheet_plots))
    mir = sorted(s.hands[who]) if s.hands else []
    if mir:
        hand.append(msg("carson-hand-tiles", tiles=", ".join(map(str, mir))))
    sheet = None if mine is None else SheetView(
        money=mine.sheet_money, cowboys=mine.sheet_cowboys, roads=mine.sheet_roads,
        revolvers=mine.sheet_revolvers, plots=mine.sheet_plots)
    view = CarsonSeatView(**dict(table), seat=who, me=me, hand=hand, mir_hand=mir,
                          mir_choice=list(s.chosen.get(str(who), [])), sheet=sheet,
                          known=known(s))
    if own is None:
        return view
    return view.model_copy(update={"prompt": msg("carson-prompt", who=seat(who), question=own)})
