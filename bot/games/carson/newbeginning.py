"""*A New Beginning* (rules §8.6, [HOUSE] sheet R42): every seat secretly spends 11 points
on its starting kit; the sheets are revealed together, then the plot draft runs in
alternating passes (backwards, forwards, backwards), one pass per plot bought."""

from __future__ import annotations

from itertools import product

from bot.games.carson.actions import CarsonMove, Sheet
from bot.games.carson.ask import task, then
from bot.games.carson.data import TRACK, VARIANTS
from bot.games.carson.events import PrivateHappened, ev
from bot.games.carson.state import Board, CarsonDecision, CarsonState, SheetChoice, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

LINES = VARIANTS.new_beginning.lines
FIELDS = ("money", "cowboys", "roads", "revolvers", "plots")


def cost(a: Sheet | SheetChoice) -> int:
    """Points a sheet spends."""
    values = (a.sheet_money, a.sheet_cowboys, a.sheet_roads, a.sheet_revolvers, a.sheet_plots)
    return sum(LINES[f].cost * v for f, v in zip(FIELDS, values, strict=True))


def all_sheets() -> list[Sheet]:
    """Every sheet within the ranges that costs exactly the points."""
    ranges = [range(LINES[f].min, LINES[f].max + 1) for f in FIELDS]
    out = [Sheet(sheet_money=m, sheet_cowboys=c, sheet_roads=r, sheet_revolvers=v,
                 sheet_plots=p) for m, c, r, v, p in product(*ranges)]
    return [s for s in out if cost(s) == VARIANTS.new_beginning.points]


SHEETS = all_sheets()


def start(b: Board) -> None:
    """Every seat fills in a sheet at once; the draft waits for the reveal."""
    b.phase = "sheets"
    b.sheets = [None] * b.n
    b.flow.push_together([CarsonDecision(seat=x, kind="sheet") for x in range(b.n)])
    b.tasks = [task("reveal"), task("round_start")]


def sheet_legal(s: CarsonState, d: CarsonDecision) -> list[CarsonMove]:
    """Every 11-point sheet."""
    return list(SHEETS)


def sheet_default(s: CarsonState, d: CarsonDecision) -> CarsonMove:
    """D-NEWSHEET: the normal kit."""
    return Sheet(sheet_money=LINES["money"].normal, sheet_cowboys=LINES["cowboys"].normal,
                 sheet_roads=LINES["roads"].normal, sheet_revolvers=LINES["revolvers"].normal,
                 sheet_plots=LINES["plots"].normal)


def sheet_apply(s: CarsonState, d: CarsonDecision, a: CarsonMove, draws: Draws,
                events: list[Event]) -> None:
    """Keep the sheet secret until every seat has submitted."""
    assert isinstance(a, Sheet)
    s.sheets[d.seat] = SheetChoice(**a.model_dump(exclude={"kind"}))
    events.append(PrivateHappened(what="sheet", public="sheet-in", visible_to=(d.seat,),
                                  args={"who": who(d.seat), "money": a.sheet_money,
                                        "cowboys": a.sheet_cowboys, "roads": a.sheet_roads,
                                        "revolvers": a.sheet_revolvers,
                                        "plots": a.sheet_plots}))


def reveal(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """All sheets are shown and applied; the draft passes are queued (§8.6)."""
    plots: list[int] = []
    for x, sh in enumerate(b.sheets):
        assert sh is not None
        p = b.players[x]
        p.money = LINES["money"].unit * sh.sheet_money
        if b.options.might_is_right:
            from bot.games.carson.might import start_money

            p.money = max(0, p.money + start_money(b, x) - TRACK.kit.money)
        p.cowboys, p.roads, p.revolvers = sh.sheet_cowboys, sh.sheet_roads, sh.sheet_revolvers
        plots.append(sh.sheet_plots)
        ev(events, "sheet-shown", who=who(x), money=p.money, cowboys=p.cowboys, roads=p.roads,
           revolvers=p.revolvers, plots=sh.sheet_plots)
    b.sheets = []
    b.phase = "draft"
    picks: list[int] = []
    for k in range(max(plots)):
        order = list(reversed(b.order)) if k % 2 == 0 else list(b.order)
        picks += [x for x in order if plots[x] > k]
    then(b, *[task("draft", seat=x) for x in picks])


def normal_money() -> int:
    """The starting money of the normal kit."""
    return TRACK.kit.money
