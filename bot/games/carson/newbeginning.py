"""*A New Beginning* (rules §8.6, [HOUSE] sheet R42): every seat secretly spends 11 points
on its starting kit; the sheets are revealed together, then the plot draft runs in
alternating passes (backwards, forwards, backwards), one pass per plot bought. The `sheet`
question is answered in `questions_variants`."""

from __future__ import annotations

from itertools import product

from bot.games.carson.actions import Sheet
from bot.games.carson.ask import task, then
from bot.games.carson.data import TRACK, VARIANTS
from bot.games.carson.events import ev
from bot.games.carson.might import start_money
from bot.games.carson.state import Board, CarsonDecision, SheetChoice, Task
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


def reveal(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """All sheets are shown and applied; the draft passes are queued (§8.6)."""
    plots: list[int] = []
    for x, sh in enumerate(b.sheets):
        assert sh is not None
        p = b.players[x]
        p.money = LINES["money"].unit * sh.sheet_money
        if b.options.might_is_right:
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
