"""*Horses* (rules §8.4): horses in reserve and in five corrals, a horse after each new
placement, a cowboy in a corral, the Salary horse, corral 3's doubled Ranches, the rodeo
at the end of each round and the horses' final VP. The horse questions are answered in
`questions_variants`."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.actions import Corral
from bot.games.carson.ask import ask
from bot.games.carson.data import VARIANTS
from bot.games.carson.events import ev
from bot.games.carson.income import income
from bot.games.carson.state import Board, CarsonDecision, CarsonState
from bot.games.core.model import Event
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


def corrals_open(b: Board) -> list[int]:
    """Corrals in use: all five, but not corral 2 with Kit Carson (§8.1 step 5)."""
    return [k for k in range(1, 6) if not (k == 2 and b.options.kit_carson)]


def after_placement(b: Board, seat: int) -> None:
    """A horse may follow each new placement."""
    if on(b) and b.horses[seat] > 0:
        ask(b, seat, "horse")


def salary(b: Board, seats: list[int]) -> list[int]:
    """Seats asked at Salary whether one cowboy buys a horse for $4 instead (§8.4)."""
    return [x for x in seats if on(b) and b.horse_supply > 0 and b.players[x].money >= 0]


def ranches(b: Board, seat: int) -> list[int]:
    """The seat's Ranches that earn money and are not yet doubled."""
    return [i for i, p in enumerate(b.plots) if p.owner == seat and p.content == "ranch"
            and city.name(i) not in b.ranch_doubled and income(b, i) > 0]


def corral3_ask(b: Board) -> None:
    """At building income, owners of corral-3 horses choose Ranches to double."""
    for x in reversed(range(b.n)):
        if on(b) and b.corrals[x][2] > 0 and ranches(b, x):
            ask(b, x, "corral3", amount=b.corrals[x][2])


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


def corral_cowboy_legal(b: Board, seat: int) -> list[Corral]:
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
