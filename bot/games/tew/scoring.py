"""Final scoring and the result (rules §4.8, §5.8)."""

from __future__ import annotations

from pydantic import BaseModel

from bot.games.core.model import Result, ScorePart, Standing
from bot.games.core.words import Msg, msg, seat
from bot.games.tew import names
from bot.games.tew.board import owned_buildings
from bot.games.tew.data import BUILDINGS, INDUSTRIES
from bot.games.tew.industry import industry_vp
from bot.games.tew.state import LAST_ROUND, RIVAL, TewState


class Score(BaseModel):
    """One participant's final score and its tie-breakers."""

    who: int
    buildings_vp: int
    industry_vp: dict[str, int]
    wanted_vp: int
    n_buildings: int
    icons: int

    @property
    def total(self) -> int:
        return self.buildings_vp + sum(self.industry_vp.values()) + self.wanted_vp

    def rank_key(self) -> tuple[int, int, int]:
        return (self.total, self.n_buildings, self.icons)


def participants(state: TewState) -> list[int]:
    """Who is scored: the seats, and the Rival in solo."""
    return [p.seat for p in state.players] + ([RIVAL] if state.solo else [])


def icon_counts(state: TewState, owner: int) -> dict[str, int]:
    """Industry icons on the buildings `owner` owns, by industry."""
    icons = [i for b in owned_buildings(state, owner) for i in BUILDINGS[b].icons]
    return {ind: icons.count(ind) for ind in INDUSTRIES}


def industry_awards(state: TewState, industry: str) -> dict[int, int]:
    """R22: at least 1 icon; a tied majority pays all and voids the minority."""
    counts = {w: icon_counts(state, w)[industry] for w in participants(state)}
    counts = {w: c for w, c in counts.items() if c >= 1}
    if not counts:
        return {}
    top = max(counts.values())
    major = [w for w, c in counts.items() if c == top]
    out = {w: industry_vp(state, industry, True) for w in major}
    rest = [c for c in counts.values() if c < top]
    if len(major) == 1 and rest and state.n >= 3:
        second = max(rest)
        for w, c in counts.items():
            if c == second:
                out[w] = industry_vp(state, industry, False)
    return {w: vp for w, vp in out.items() if vp > 0}


def scores(state: TewState) -> dict[int, Score]:
    """Every participant's score (rules §4.8)."""
    awards = {ind: industry_awards(state, ind) for ind in INDUSTRIES}
    out: dict[int, Score] = {}
    for w in participants(state):
        owned = owned_buildings(state, w)
        out[w] = Score(
            who=w,
            buildings_vp=sum(BUILDINGS[b].vp for b in owned),
            industry_vp={ind: awards[ind].get(w, 0) for ind in INDUSTRIES},
            wanted_vp=2 if state.wanted == w else 0,
            n_buildings=len(owned),
            icons=sum(len(BUILDINGS[b].icons) for b in owned),
        )
    return out


def _detail(s: Score) -> Msg:
    """What a total is made of, without repeating the total (the standing line shows it)."""
    return msg("tew-board-detail", buildings=s.buildings_vp,
               industry=sum(s.industry_vp.values()), wanted=s.wanted_vp, n=s.n_buildings,
               icons=s.icons)


def _rival_detail(s: Score) -> Msg:
    return msg("tew-score-detail", total=s.total, buildings=s.buildings_vp,
               industry=sum(s.industry_vp.values()), wanted=s.wanted_vp, n=s.n_buildings,
               icons=s.icons)


def parts(s: Score) -> list[ScorePart]:
    """A score by source, for the board and the results banner."""
    return [ScorePart(label=msg("tew-board-part", part=k), points=v) for k, v in (
        ("buildings", s.buildings_vp), ("industry", sum(s.industry_vp.values())),
        ("wanted", s.wanted_vp))]


def tie_break(a: Score, b: Score) -> Msg | None:
    """Which rule separated `a` (ahead) from `b` when their totals are equal (rules §4.8:
    most buildings, then most industry icons); None when the totals differ."""
    if a.total != b.total:
        return None
    if a.n_buildings != b.n_buildings:
        return msg("tew-board-tie", rule="buildings", a=a.n_buildings, b=b.n_buildings)
    if a.icons != b.icons:
        return msg("tew-board-tie", rule="icons", a=a.icons, b=b.icons)
    return msg("tew-board-tie", rule="none", a=a.icons, b=b.icons)


def result(state: TewState) -> Result | None:
    """The final ranking once the game is over (R37 in solo)."""
    if not state.over:
        return None
    sc = scores(state)
    if state.solo:
        return _solo_result(sc)
    seats = sorted(range(state.n), key=lambda s: sc[s].rank_key(), reverse=True)
    standings = [
        Standing(seat=s, place=1 + sum(1 for o in seats if sc[o].rank_key() > sc[s].rank_key()),
                 score=sc[s].total, detail=_detail(sc[s]), parts=parts(sc[s]))
        for s in seats
    ]
    winners = names.joined([names.who(st.seat) for st in standings if st.place == 1], "and")
    shared = sum(1 for st in standings if st.place == 1) > 1
    key = "tew-result-shared" if shared else "tew-result-won"
    tie = tie_break(sc[seats[0]], sc[seats[1]]) if len(seats) > 1 else None
    return Result(standings=standings, summary=msg(key, who=winners, vp=standings[0].score),
                  tie_break=tie)


def _solo_result(sc: dict[int, Score]) -> Result:
    """R37: the human wins only by being strictly ahead; a full tie is a draw."""
    human, rival = sc[0], sc[RIVAL]
    won = human.rank_key() > rival.rank_key()
    if won:
        summary = msg("tew-result-solo-won", who=seat(0), vp=human.total, rival=rival.total)
    elif human.rank_key() == rival.rank_key():
        summary = msg("tew-result-solo-draw", who=seat(0), vp=human.total)
    else:
        summary = msg("tew-result-solo-lost", who=seat(0), vp=human.total, rival=rival.total)
    detail = msg("tew-score-solo", human=_detail(human), rival=_rival_detail(rival))
    ahead, behind = (human, rival) if human.rank_key() >= rival.rank_key() else (rival, human)
    return Result(standings=[Standing(seat=0, place=1 if won else 2, score=human.total,
                                      detail=detail, parts=parts(human))],
                  summary=summary, tie_break=tie_break(ahead, behind),
                  others=[Standing(seat=RIVAL, place=1 if not won else 2, score=rival.total,
                                   parts=parts(rival))])


INFLUENCE_VP = 1 / 3  # an unspent influence, in VP, to a search's estimate
SOLO_ROUND_EDGE = 0.5  # in solo, what a round still to play brings the player beyond the Rival


def estimate(state: TewState) -> dict[int, float]:
    """Every participant's score as if the game ended now, plus a third of a point per
    unspent influence and, in solo, half a point per round still to play (the player
    gains more in a round than the Rival's free purchase): what a search scores a
    cut-short playout by. Weighed by which participant a mid-game state's estimate names
    as the winner of games between `normal` bots: against the MEDIUM Rival 71.7% right
    (by a quarter point per influence and no round term 67.6%; 1,200 games); at 2 and 4
    seats a third or a quarter point do the same."""
    sc = scores(state)
    out = {w: float(s.total) for w, s in sc.items()}
    edge = SOLO_ROUND_EDGE * max(0, LAST_ROUND - state.round) if state.solo else 0.0
    for p in state.players:
        out[p.seat] += sum(p.inf.values()) * INFLUENCE_VP + edge
    return out
