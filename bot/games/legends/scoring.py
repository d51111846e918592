"""Final scoring (§7.2) and the winner with tie-breaks (§7.3)."""

from __future__ import annotations

from pydantic import BaseModel

from bot.games.core.model import Result, Standing
from bot.games.core.words import Msg, msg, seat
from bot.games.legends.gains import end_lp
from bot.games.legends.state import LegendsState, Player

WANTED_TOP, WANTED_OTHER = 3, 1


class Score(BaseModel):
    """One player's final score, part by part."""

    track: int
    items: int
    money: int
    wounds: int
    wanted: int
    marshal: int
    tokens: int
    total: int


def row(points: int) -> int:
    """The row of a track position: 1-3 -> 1, 4-6 -> 2, 7-9 -> 3."""
    return (points + 2) // 3


def wanted_bonus(players: list[Player]) -> list[int]:
    """The single most Wanted +3, other Wanted +1; a tie for most: every Wanted +1."""
    top = max(p.wp for p in players)
    leaders = [p for p in players if p.wp == top]
    out: list[int] = []
    for p in players:
        if p.wp == 0:
            out.append(0)
        elif p.wp == top and len(leaders) == 1:
            out.append(WANTED_TOP)
        else:
            out.append(WANTED_OTHER)
    return out


def scores(s: LegendsState) -> list[Score]:
    """Every player's final score, part by part."""
    bonus = wanted_bonus(s.players)
    out: list[Score] = []
    for i, p in enumerate(s.players):
        parts = dict(track=p.lp, items=end_lp(p), money=min(2, p.money // 60),
                     wounds=-p.wounds, wanted=bonus[i], marshal=row(p.mp) if p.mp else 0,
                     tokens=sum(p.tokens))
        out.append(Score(**parts, total=max(0, sum(parts.values()))))
    return out


def result(s: LegendsState) -> Result | None:
    """The final ranking once the game is over."""
    if s.phase != "over":
        return None
    totals = scores(s)
    key = {i: (totals[i].total, max(p.mp, p.wp), p.gold, -p.wounds)
           for i, p in enumerate(s.players)}
    order = sorted(range(s.n), key=lambda i: key[i], reverse=True)
    standings: list[Standing] = []
    for i in order:
        place = 1 + sum(1 for j in range(s.n) if key[j] > key[i])
        sc = totals[i]
        standings.append(Standing(seat=i, place=place, score=sc.total, detail=msg(
            "legends-score", track=sc.track, items=sc.items, money=sc.money,
            wounds=sc.wounds, wanted=sc.wanted, marshal=sc.marshal, tokens=sc.tokens)))
    if s.mib and standings and s.mib_lp >= standings[0].score:
        for st in standings:
            st.place += 1
        return Result(standings=standings, summary=msg("legends-result-mib", score=s.mib_lp))
    winners = [st.seat for st in standings if st.place == 1]
    return Result(standings=standings, summary=msg(
        "legends-result", who=seat(winners[0]), shared=len(winners) - 1,
        score=standings[0].score), tie_break=tie_break(key, order))


TIE_BREAKS = ("track", "gold", "wounds")  # after LP: most MP or WP, most gold, fewest wounds


def tie_break(key: dict[int, tuple[int, ...]], order: list[int]) -> Msg | None:
    """Which criterion (§7.3) parted the leaders when they tied on LP; None if they did not
    tie or stay tied."""
    if len(order) < 2 or key[order[0]][0] != key[order[1]][0]:
        return None
    first, second = key[order[0]], key[order[1]]
    for k, name in enumerate(TIE_BREAKS, start=1):
        if first[k] != second[k]:
            return msg("legends-tie-" + name, who=seat(order[0]))
    return None


def estimate(s: LegendsState) -> dict[int, float]:
    """Every player's score as if the game ended now, plus what their assets promise (what
    a search scores a cut-short playout by): a nugget sells for 1 LP (§3.D4), a wound costs
    a card of hand limit besides its LP, Marshal and Wanted points lead to LP. The weights
    were fitted on which player a mid-game state's estimate names as the winner of games
    between `normal` bots: 77.5% right at 2 seats and 74.5% at 6 (by the score alone 74.9%
    and 72.5%; 600 and 250 games other than those fitted on)."""
    return {i: sc.total + p.gold - 0.5 * p.wounds + 0.2 * p.mp + 0.5 * p.wp
            for i, (sc, p) in enumerate(zip(scores(s), s.players, strict=True))}
