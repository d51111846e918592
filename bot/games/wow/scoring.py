"""Final scoring (rules §7) and the result with shared places (R31-R33)."""

from __future__ import annotations

from pydantic import BaseModel

from bot.games.core.model import Result, ScorePart, Standing
from bot.games.core.words import msg, seat
from bot.games.wow import board as bd
from bot.games.wow.data import DATA, FLAGS, N_TOWNS
from bot.games.wow.state import Board
from bot.games.wow.wording import listing


class ScoreSheet(BaseModel):
    """One seat's final points by source (rules §7)."""

    property: int = 0
    cattle: int = 0
    control: int = 0
    money: int = 0
    wanted: int = 0

    def total(self) -> int:
        return self.property + self.cattle + self.control + self.money + self.wanted


def cattle_points(b: Board, town: int) -> int:
    """End-game points of one cattle token in `town` (train doubles, farmer takes one)."""
    v = 2 if bd.building_at(b, town, "train") is not None else 1
    return v - (1 if bd.has_farmer(b, town) else 0)


def controller(b: Board, town: int) -> list[int]:
    """Seats with the most property + cattle in the town (empty when nobody has any)."""
    counts = [bd.property_count(b, town, s) + b.corrals[town].count(s) for s in range(b.n)]
    best = max(counts)
    if best == 0:
        return []
    return [s for s in range(b.n) if counts[s] == best]


def bonus(values: list[int], alone: int, tie: int) -> list[int]:
    """A most-of bonus: `alone` for a single leader, `tie` each for tied leaders (R32)."""
    best = max(values)
    if FLAGS.bonus_requires_positive and best <= 0:
        return [0] * len(values)
    top = [i for i, v in enumerate(values) if v == best]
    return [(alone if len(top) == 1 else tie) if i in top else 0 for i in range(len(values))]


def score_sheets(b: Board) -> list[ScoreSheet]:
    """Every seat's score sheet as if the game ended now (added up in plain integers, each
    sheet made once: the bots score thousands of boards a decision)."""
    seats = range(b.n)
    prop, cattle, control = [0] * b.n, [0] * b.n, [0] * b.n
    for t in range(N_TOWNS):
        size = bd.property_count(b, t)
        points = cattle_points(b, t)
        for s in seats:
            prop[s] += size * bd.property_count(b, t, s)
            cattle[s] += points * b.corrals[t].count(s)
        top = controller(b, t)
        if len(top) == 1 or (top and FLAGS.control_tie == "all"):
            for s in top:
                control[s] += size
    sc = DATA.scoring
    money = bonus(b.money, sc.most_money, sc.most_money_tie)
    wanted = bonus(b.wanted, sc.most_wanted, sc.most_wanted_tie)
    return [ScoreSheet(property=prop[s], cattle=cattle[s], control=control[s], money=money[s],
                       wanted=wanted[s]) for s in seats]


def scores(b: Board) -> list[int]:
    """Every seat's total as if the game ended now."""
    return [sh.total() for sh in score_sheets(b)]


def result(b: Board) -> Result | None:
    """The final standings once the game is over (tied totals share a place, R33)."""
    if b.phase != "over":
        return None
    sheets = score_sheets(b)
    totals = [sh.total() for sh in sheets]
    ranked = sorted(range(b.n), key=lambda s: (-totals[s], s))
    standings: list[Standing] = []
    for s in ranked:
        place = 1 + sum(1 for o in range(b.n) if totals[o] > totals[s])  # R33: ties share
        sh = sheets[s]
        detail = msg("wow-score-detail", property=sh.property, cattle=sh.cattle,
                     control=sh.control, money=sh.money, cash=b.money[s], wanted=sh.wanted,
                     tokens=b.wanted[s])
        standings.append(Standing(seat=s, place=place, score=totals[s], detail=detail,
                                  parts=parts(sh)))
    winners = [seat(st.seat) for st in standings if st.place == 1]
    summary = msg("wow-result", names=listing(winners, last="wow-and"), count=len(winners),
                  points=totals[ranked[0]])
    tie = msg("wow-board-tie", count=len(winners)) if len(winners) > 1 else None
    return Result(standings=standings, summary=summary, tie_break=tie)


def parts(sh: ScoreSheet) -> list[ScorePart]:
    """A score sheet by source, for the board and the results banner."""
    return [ScorePart(label=msg("wow-board-part", part=k), points=v) for k, v in (
        ("property", sh.property), ("cattle", sh.cattle), ("control", sh.control),
        ("money", sh.money), ("wanted", sh.wanted))]

