"""*Might is Right* (rules §8.2): secret duel tiles instead of dice. Contenders choose at
once (a red Gunsmith after the others are shown); played tiles go face up to a common
discard pile; an empty hand draws 3 at random from it ([HOUSE] fewer if fewer). The
`tiles` question is answered in `questions_variants`."""

from __future__ import annotations

from bot.games.carson.ask import task, then
from bot.games.carson.characters import GUNSMITH, firepower, has
from bot.games.carson.data import VARIANTS
from bot.games.carson.events import ev
from bot.games.carson.placement import at
from bot.games.carson.state import Board, CarsonDecision, Duel, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

MIR = VARIANTS.might_is_right


def deal(b: Board, draws: Draws) -> None:
    """Rules §8.2 setup: tiles and starting money by player count."""
    n = b.n
    if n == 2:
        b.hands = [list(MIR.tile_values) for _ in range(n)]
        money = [MIR.two_player_money] * n
    else:
        sets = min(n, MIR.sets)
        pool = draws.shuffled(list(MIR.tile_values) * sets)
        size = len(pool) // n if n == 6 else len(MIR.tile_values)
        b.hands = [sorted(pool[k * size:(k + 1) * size]) for k in range(n)]
        money = [MIR.base_money - sum(h) for h in b.hands]
        assert sum(sum(h) for h in b.hands) == 15 * sets
    b.start_totals = [sum(h) for h in b.hands]
    for p, m in zip(b.players, money, strict=True):
        p.money = max(0, m)


def start_money(b: Board, seat: int) -> int:
    """The seat's Might-is-Right starting money (used by A New Beginning)."""
    if b.n == 2:
        return MIR.two_player_money
    return MIR.base_money - b.start_totals[seat]


def start(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Contenders with tiles choose at once; the red Gunsmith chooses after the reveal."""
    seats = sorted(t.seats, key=lambda s: b.pass_order.index(s) if s in b.pass_order else 99)
    b.duel = Duel(loc=t.loc, seats=seats, dice=[[] for _ in seats],
                  fire=[firepower(b, s) for s in seats])
    b.chosen = {}
    first = [s for s in seats if b.hands[s] and not has(b, s, GUNSMITH, "R")]
    if first:
        b.flow.push_together([CarsonDecision(seat=s, kind="tiles", loc=t.loc) for s in first])
    then(b, task("tiles_reveal", t.loc), task("tiles_gunsmith", t.loc),
         task("tiles_reveal", t.loc),
         task("fight_end" if t.kind == "fight" else "duel_end", t.loc))


def gunsmith(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The red Gunsmith chooses once the others' tiles are shown."""
    duel = b.duel
    assert duel is not None
    for s in duel.seats:
        if b.hands[s] and has(b, s, GUNSMITH, "R"):
            b.flow.push(CarsonDecision(seat=s, kind="tiles", loc=t.loc))


def count(b: Board, seat: int, loc: str) -> int:
    """Tiles to play: two with a dynamite token here, never more than the hand."""
    dyn = any(c.seat == seat and c.dynamite for c in at(b, loc))
    return min(2 if dyn else 1, len(b.hands[seat]))


def reveal(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Show the chosen tiles; they go to the discard; empty hands draw from it."""
    duel = b.duel
    assert duel is not None
    for key, played in sorted(b.chosen.items()):
        seat = int(key)
        k = duel.seats.index(seat)
        duel.dice[k] = played
        b.discard += played
        ev(events, "tiles-shown", who=who(seat), tiles=" + ".join(map(str, played)),
           fire=duel.fire[k], total=sum(played) + duel.fire[k])
        if not b.hands[seat]:
            redraw(b, seat, draws, events)
    b.chosen = {}


def redraw(b: Board, seat: int, draws: Draws, events: list[Event]) -> None:
    """Draw 3 tiles at random from the discard pile (all of them if fewer)."""
    for _ in range(min(MIR.redraw, len(b.discard))):
        b.hands[seat].append(b.discard.pop(draws.below(len(b.discard))))
    b.hands[seat].sort()
    ev(events, "tiles-drawn", who=who(seat), count=len(b.hands[seat]))
