"""The board in words, line by line (the view's screen-reader summary and a seat's hand)."""

from __future__ import annotations

from bot.games.core.words import Msg, MsgArg, msg, seat
from bot.games.wow import board as bd
from bot.games.wow.data import DATA, N_TOWNS
from bot.games.wow.state import Board
from bot.games.wow.view import PlayerInfo
from bot.games.wow.wording import box_label, building, listing, seats, town


def summary_lines(b: Board, players: list[PlayerInfo]) -> list[Msg]:
    """Track, turn order, players, towns, boxes taken and the shootout, one line each."""
    lines = [msg("wow-line-track", track=b.track,
                 income=listing([str(t) for t in DATA.income_after])),
             msg("wow-line-order", order=seats(b.order))]
    lines += [player_line(p) for p in players]
    lines += [town_line(b, t) for t in range(N_TOWNS)]
    taken = [msg("wow-taken-box", box=box_label(x), who=seat(s)) for x, s in b.boxes.items()]
    if taken:
        lines.append(msg("wow-line-boxes", boxes=listing(taken)))
    if b.fight is not None:
        f = b.fight
        lines.append(msg("wow-line-fight", town=town(f.town), attack=f.a.strength(),
                         defence=f.d.strength()))
    return lines


def player_line(p: PlayerInfo) -> Msg:
    """One player's money, Wanted tokens, score, income and supply."""
    return msg("wow-line-player", who=seat(p.seat), money=p.money, wanted=p.wanted,
               score=p.score, income=p.income, cowboys=p.cowboys_supply, cattle=p.cattle_supply)


def town_line(b: Board, t: int) -> Msg:
    """A town's cattle, farmer, property and cowboys."""
    cattle: list[MsgArg] = [seat(c) for c in b.corrals[t] if c >= 0]
    props: list[MsgArg] = [msg("wow-owned", building=building(sp.kind), who=seat(sp.owner))
                           for sp in b.spaces[t] if sp is not None]
    cowboys: list[MsgArg] = [msg("wow-cowboys-of", who=seat(s), count=n)
                             for s, n in enumerate(b.cowboys[t]) if n]
    none = msg("wow-none")
    return msg("wow-line-town", town=town(t), cattle=listing(cattle, none),
               farmer=str(bd.has_farmer(b, t)).lower(), property=listing(props, none),
               cowboys=listing(cowboys, none))


def hand_lines(me: PlayerInfo) -> list[Msg]:
    """A seat's own summary: money, position, discs, supply, farmer, prospects."""
    builds = listing([msg("wow-supply-of", building=building(k), count=n)
                      for k, n in me.buildings_supply.items()])
    return [msg("wow-hand-me", who=seat(me.seat), money=me.money, wanted=me.wanted,
                position=me.position, discs=me.discs),
            msg("wow-hand-supply", cowboys=me.cowboys_supply, cattle=me.cattle_supply,
                buildings=builds),
            msg("wow-hand-farmer", used=str(me.farmer_used).lower(), income=me.income,
                score=me.score)]
