"""The driver between questions: runs the next queued task (setup draft, rounds, the
resolution steps, the end of round). `proceed` is the `TurnFlow`'s hook. Tasks are rule
effects: they push questions by kind and never call a question's handlers."""

from __future__ import annotations

from collections.abc import Callable

from bot.games.carson import buildincome as bi
from bot.games.carson import building as bd
from bot.games.carson import duels as du
from bot.games.carson import might, outlaws
from bot.games.carson import resolution as rs
from bot.games.carson import rounds as rd
from bot.games.carson.ask import ask
from bot.games.carson.kit import end as kit_end
from bot.games.carson.newbeginning import reveal
from bot.games.carson.roads import options as road_options
from bot.games.carson.state import Board, CarsonState, Task
from bot.games.carson.townhall import appear
from bot.games.core.model import Event
from bot.games.core.rng import Draws

Runner = Callable[[Board, Task, Draws, list[Event]], None]


def kept(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The kept-building window for one seat: asked if something can be built now, or
    could be once roads from the reserve are built."""
    kinds = set(b.players[t.seat].kept)
    if kinds and (any(bd.sites(b, t.seat, k) for k in kinds) or road_options(b, t.seat)):
        ask(b, t.seat, "kept")


RUNNERS: dict[str, Runner] = {
    "draft": rd.draft, "round_start": rd.round_start, "choose": rd.choose,
    "placement_start": rd.placement_start, "place_next": rd.place_next,
    "step": rs.step, "award": rs.award, "perform": rs.perform,
    "perform_free": rs.perform_free, "clear": rs.clear, "plots": rs.plots,
    "plot_award": rs.plot_award, "kept": kept, "duel": du.start, "duel_end": du.end,
    "townhall_contest": bi.townhall_contest, "townhall_sit": bi.townhall_sit,
    "attacks": bi.attacks, "attack_award": bi.attack_award,
    "income_choices": bi.income_choices, "payment": bi.payment,
    "end_round": rd.end_round, "spend_start": rd.spend_start, "next_round": rd.next_round,
    "townhall": appear, "kit_end": kit_end, "reveal": reveal,
    "tiles_reveal": might.reveal, "tiles_gunsmith": might.gunsmith,
    "fights": outlaws.fights, "fight": du.start, "fight_end": outlaws.fight_end,
}


def proceed(s: CarsonState, draws: Draws, events: list[Event]) -> bool:
    """Run one queued task; False when nothing is left (the game is over)."""
    if not s.tasks:
        return False
    t = s.tasks.pop(0)
    RUNNERS[t.kind](s, t, draws, events)
    return True
