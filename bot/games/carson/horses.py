"""*Horses* (rules §8.4): horses in reserve and in five corrals, a horse after each new
placement, a cowboy in a corral, the Salary horse, corral 3's doubled Ranches, the rodeo
at the end of each round and the horses' final VP."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.actions import CarsonMove, Choose, Corral, Pass, PickPlot, Place, Recall
from bot.games.carson.ask import ask
from bot.games.carson.data import VARIANTS
from bot.games.carson.events import ev
from bot.games.carson.income import earned, income
from bot.games.carson.state import Board, CarsonDecision, CarsonState
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

HATS = VARIANTS.corral_hats
D = CarsonDecision
S = CarsonState


def on(b: Board) -> bool:
    """The Horses variant is in play."""
    return b.options.horses


def setup(b: Board) -> None:
    """Each player starts with one horse and five empty corrals."""
    b.horses = [VARIANTS.horses.start] * b.n
    b.corrals = [[0] * 5 for _ in range(b.n)]
    b.corral_men = [[False] * 5 for _ in range(b.n)]
    b.rodeo = [0] * b.n
    b.horse_supply = VARIANTS.horses.supply - sum(b.horses)
    b.rodeo_left = VARIANTS.horses.rodeo_tokens


def give(b: Board, seat: int, events: list[Event]) -> None:
    """One horse from the supply, if any is left (limited to 25)."""
    if b.horse_supply > 0:
        b.horse_supply -= 1
        b.horses[seat] += 1
        ev(events, "horse", who=who(seat))


def fire_bonus(b: Board, seat: int) -> int:
    """Corral 1: +1 firepower with a horse there, +2 with three or more."""
    if not b.corrals:
        return 0
    n = b.corrals[seat][0]
    return 2 if n >= 3 else 1 if n >= 1 else 0


def corrals_open(b: Board) -> list[int]:
    """Corrals in use: all five, but not corral 2 with Kit Carson (§8.1 step 5)."""
    return [k for k in range(1, 6) if not (k == 2 and b.options.kit_carson)]


def after_placement(b: Board, seat: int) -> None:
    """A horse may follow each new placement."""
    if on(b) and b.horses[seat] > 0:
        ask(b, seat, "horse")


def horse_legal(s: S, d: D) -> list[CarsonMove]:
    """Put one horse in a corral, or not."""
    out: list[CarsonMove] = [Corral(corral=k) for k in corrals_open(s)] if s.horses[d.seat] else []
    return [*out, Choose(option="no")]


def horse_apply(s: S, d: D, a: CarsonMove, draws: Draws, events: list[Event]) -> None:
    """The horse's corral acts at once: $2 (corral 4) or another move (corral 2)."""
    if not isinstance(a, Corral):
        return
    s.horses[d.seat] -= 1
    s.corrals[d.seat][a.corral - 1] += 1
    ev(events, "corral", who=who(d.seat), corral=a.corral)
    if a.corral == 4:
        s.players[d.seat].money += 2
        ev(events, "gained", who=who(d.seat), money=2)
    elif a.corral == 2:
        ask(s, d.seat, "corral2")


def corral2_legal(s: S, d: D) -> list[CarsonMove]:
    """Corral 2: one more cowboy, a move (take back, then place), or pass at once."""
    from bot.games.carson.placement import locations

    places: list[CarsonMove] = [Place(loc=loc, noduel=nd, dynamite=dy)
                                for loc, nd, dy in locations(s, d.seat)]
    if d.what == "move":
        return [*places, Choose(option="done")]
    mine = sorted({c.loc for c in s.cowboys if c.seat == d.seat and not c.pawn and not c.free})
    return [*places, *[Recall(loc=x) for x in mine], Pass(), Choose(option="done")]


def corral2_apply(s: S, d: D, a: CarsonMove, draws: Draws, events: list[Event]) -> None:
    """Carry out the corral-2 move."""
    from bot.games.carson.placement import put

    p = s.players[d.seat]
    if isinstance(a, Place):
        put(s, d.seat, a, events)
        if d.what != "move":
            after_placement(s, d.seat)
    elif isinstance(a, Recall):
        from bot.games.carson.kit import recall

        recall(s, d.seat, a.loc, events)
        ask(s, d.seat, "corral2", what="move")
    elif isinstance(a, Pass) and not p.passed:
        p.passed = True
        s.pass_order.append(d.seat)
        ev(events, "passed", who=who(d.seat), position=len(s.pass_order))


def salary(b: Board, seats: list[int]) -> list[int]:
    """Seats asked at Salary whether one cowboy buys a horse for $4 instead (§8.4)."""
    return [x for x in seats if on(b) and b.horse_supply > 0 and b.players[x].money >= 0]


def salary_apply(s: S, d: D, a: CarsonMove, draws: Draws, events: list[Event]) -> None:
    """Buy the horse with this cowboy's $4, or take the $4."""
    p = s.players[d.seat]
    p.money += 4
    if isinstance(a, Choose) and a.option == "yes" and s.horse_supply > 0:
        p.money -= 8
        give(s, d.seat, events)
    else:
        ev(events, "salary", who=who(d.seat), money=4)


def salary_legal(s: S, d: D) -> list[CarsonMove]:
    """Yes only if a horse is left and $4 can be paid (after the salary itself)."""
    ok = s.horse_supply > 0 and s.players[d.seat].money + 4 >= 8
    return [Choose(option="no"), *([Choose(option="yes")] if ok else [])]


def ranches(b: Board, seat: int) -> list[int]:
    """The seat's Ranches that earn money and are not yet doubled."""
    return [i for i, p in enumerate(b.plots) if p.owner == seat and p.content == "ranch"
            and city.name(i) not in b.ranch_doubled and income(b, i) > 0]


def corral3_ask(b: Board) -> None:
    """At building income, owners of corral-3 horses choose Ranches to double."""
    for x in reversed(range(b.n)):
        if on(b) and b.corrals[x][2] > 0 and ranches(b, x):
            ask(b, x, "corral3", amount=b.corrals[x][2])


def corral3_legal(s: S, d: D) -> list[CarsonMove]:
    """A Ranch to double, or done."""
    return [*[PickPlot(plot=city.name(i)) for i in ranches(s, d.seat)], Choose(option="done")]


def corral3_default(s: S, d: D) -> CarsonMove:
    """D-CORRAL3: double the Ranch with the highest income this round (rules §4.7 steps
    1-3, the amount the horse doubles); ties by reading order. Asked again per horse."""
    best = max(ranches(s, d.seat), key=lambda i: (earned(s, i), -i), default=-1)
    return PickPlot(plot=city.name(best)) if best >= 0 else Choose(option="done")


def corral3_apply(s: S, d: D, a: CarsonMove, draws: Draws, events: list[Event]) -> None:
    """Double the Ranch; ask again while corral-3 horses remain."""
    if isinstance(a, PickPlot):
        s.ranch_doubled.append(a.plot)
        ev(events, "ranch-doubled", who=who(d.seat), plot=a.plot)
        if d.amount > 1 and ranches(s, d.seat):
            ask(s, d.seat, "corral3", amount=d.amount - 1)


def rodeo_score(b: Board, seat: int) -> int:
    """Sum of horses times hat value, doubled in a corral holding one of the seat's cowboys."""
    return sum(n * HATS[k] * (2 if b.corral_men[seat][k] else 1)
               for k, n in enumerate(b.corrals[seat]))


def rodeo(b: Board, events: list[Event]) -> None:
    """E2: the best rodeo score takes a token (ties: earliest passer; 0: none)."""
    if not on(b):
        return
    scores = [rodeo_score(b, x) for x in range(b.n)]
    best = max(scores)
    if best > 0 and b.rodeo_left > 0:
        order = b.pass_order + [x for x in range(b.n) if x not in b.pass_order]
        winner = next(x for x in order if scores[x] == best)
        b.rodeo[winner] += 1
        b.rodeo_left -= 1
        ev(events, "rodeo", who=who(winner), score=best)
    for x in range(b.n):
        b.horses[x] += sum(b.corrals[x])
        b.corrals[x] = [0] * 5
        b.corral_men[x] = [False] * 5


def final_vp(b: Board, seat: int) -> int:
    """Each horse: 1 VP plus 1 per rodeo token (§8.4)."""
    if not on(b):
        return 0
    horses = b.horses[seat] + sum(b.corrals[seat])
    return horses * (1 + b.rodeo[seat])


def corral_cowboy_legal(b: Board, seat: int) -> list[CarsonMove]:
    """A cowboy into an own corral without one (a placement)."""
    if not on(b) or b.players[seat].cowboys <= 0:
        return []
    return [Corral(corral=k, cowboy=True) for k in corrals_open(b)
            if not b.corral_men[seat][k - 1]]


def corral_cowboy(b: Board, seat: int, k: int, events: list[Event]) -> None:
    """Place a cowboy in corral k: it doubles the corral's rodeo value."""
    b.players[seat].cowboys -= 1
    b.corral_men[seat][k - 1] = True
    ev(events, "corral-cowboy", who=who(seat), corral=k)
    after_placement(b, seat)
