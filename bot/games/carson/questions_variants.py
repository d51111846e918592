"""Questions of the variants (rules §8): Kit Carson's simultaneous placement, a horse after
a placement and the corrals' choices, the outlaws' movement and a beaten outlaw's reward,
Might is Right's duel tiles and A New Beginning's sheet. The rule effects that ask them
live in `kit`, `horses`, `outlaws`, `might` and `newbeginning`."""

from __future__ import annotations

from bot.games.carson import city, kit
from bot.games.carson import horses as hs
from bot.games.carson import placement as pl
from bot.games.carson import questions_play as qp
from bot.games.carson.actions import (
    Choose,
    Corral,
    Gamble,
    Pass,
    Pawn,
    PickPlot,
    Place,
    PlayTiles,
    Recall,
    Road,
    Sheet,
    placed,
)
from bot.games.carson.ask import ask
from bot.games.carson.events import PrivateHappened, ev
from bot.games.carson.income import earned, income
from bot.games.carson.might import count
from bot.games.carson.newbeginning import LINES, SHEETS
from bot.games.carson.outlaws import move
from bot.games.carson.roads import build as build_road
from bot.games.carson.state import CarsonDecision, CarsonState, SheetChoice
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.core.words import seat as who

D = CarsonDecision
S = CarsonState
KitAnswer = Place | Pawn | Gamble | Pass | Recall | Road | Corral
Corral2Answer = Place | Pass | Recall | Choose


# -- Kit Carson (§8.1) ----------------------------------------------------------------------

def kit_legal(s: S, d: D) -> list[KitAnswer]:
    """A placement turn's answers plus taking back one's own pieces."""
    mine = sorted({c.loc for c in s.cowboys if c.seat == d.seat})
    return [*qp.place_legal(s, d), *[Recall(loc=x) for x in mine]]


def kit_verify(s: S, d: D, a: KitAnswer) -> Msg | None:
    """The same refusals as a placement turn, checked against the board now."""
    if isinstance(a, Recall):
        return None if a in kit_legal(s, d) else msg("carson-illegal-kit")
    return qp.place_verify(s, d, a)


def kit_apply(s: S, d: D, a: KitAnswer, draws: Draws, events: list[Event]) -> None:
    """Place, take back or pass; the first seat's first move opens placement to all."""
    if isinstance(a, Recall):
        kit.recall(s, d.seat, a.loc, events)
    elif isinstance(a, Road):
        build_road(s, d.seat, a.edge, events)
    elif isinstance(a, Corral):
        hs.corral_cowboy(s, d.seat, a.corral, events)
    else:
        qp.place_apply(s, d, a, draws, events)
        s.tasks = [t for t in s.tasks if t.kind != "place_next"]
    if d.what == "first" and not isinstance(a, Road):
        kit.open_to_all(s)
    elif not isinstance(a, Pass):
        kit.rejoin(s, d)
    kit.horse_first(s)


# -- Horses (§8.4) --------------------------------------------------------------------------

def horse_legal(s: S, d: D) -> list[Choose | Corral]:
    """Put one horse in a corral, or not."""
    out: list[Choose | Corral] = [Corral(corral=k) for k in hs.corrals_open(s)] \
        if s.horses[d.seat] else []
    return [*out, Choose(option="no")]


def horse_apply(s: S, d: D, a: Choose | Corral, draws: Draws, events: list[Event]) -> None:
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


def corral2_legal(s: S, d: D) -> list[Corral2Answer]:
    """Corral 2: one more cowboy, a move (take back, then place), or pass at once."""
    places: list[Corral2Answer] = [placed(loc, nd, dy) for loc, nd, dy in pl.locations(s, d.seat)]
    if d.what == "move":
        return [*places, Choose(option="done")]
    mine = sorted({c.loc for c in s.cowboys if c.seat == d.seat and not c.pawn and not c.free})
    return [*places, *[Recall(loc=x) for x in mine], Pass(), Choose(option="done")]


def corral2_apply(s: S, d: D, a: Corral2Answer, draws: Draws, events: list[Event]) -> None:
    """Carry out the corral-2 move."""
    p = s.players[d.seat]
    if isinstance(a, Place):
        pl.put(s, d.seat, a, events)
        if d.what != "move":
            hs.after_placement(s, d.seat)
    elif isinstance(a, Recall):
        kit.recall(s, d.seat, a.loc, events)
        ask(s, d.seat, "corral2", what="move")
    elif isinstance(a, Pass) and not p.passed:
        p.passed = True
        s.pass_order.append(d.seat)
        ev(events, "passed", who=who(d.seat), position=len(s.pass_order))


def salary_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Buy the horse with this cowboy's $4, or take the $4."""
    p = s.players[d.seat]
    p.money += 4
    if a.option == "yes" and s.horse_supply > 0:
        p.money -= 8
        hs.give(s, d.seat, events)
    else:
        ev(events, "salary", who=who(d.seat), money=4)


def salary_legal(s: S, d: D) -> list[Choose]:
    """Yes only if a horse is left and $4 can be paid (after the salary itself)."""
    ok = s.horse_supply > 0 and s.players[d.seat].money + 4 >= 8
    return [Choose(option="no"), *([Choose(option="yes")] if ok else [])]


def corral3_legal(s: S, d: D) -> list[PickPlot | Choose]:
    """A Ranch to double, or done."""
    return [*[PickPlot(plot=city.name(i)) for i in hs.ranches(s, d.seat)],
            Choose(option="done")]


def corral3_default(s: S, d: D) -> PickPlot | Choose:
    """D-CORRAL3: double the Ranch with the highest income this round (rules §4.7 steps
    1-3, the amount the horse doubles); ties by reading order. Asked again per horse."""
    best = max(hs.ranches(s, d.seat), key=lambda i: (earned(s, i), -i), default=-1)
    return PickPlot(plot=city.name(best)) if best >= 0 else Choose(option="done")


def corral3_apply(s: S, d: D, a: PickPlot | Choose, draws: Draws, events: list[Event]) -> None:
    """Double the Ranch; ask again while corral-3 horses remain."""
    if isinstance(a, PickPlot):
        s.ranch_doubled.append(a.plot)
        ev(events, "ranch-doubled", who=who(d.seat), plot=a.plot)
        if d.amount > 1 and hs.ranches(s, d.seat):
            ask(s, d.seat, "corral3", amount=d.amount - 1)


# -- Outlaws (§8.3) -------------------------------------------------------------------------

def move_legal(s: S, d: D) -> list[PickPlot]:
    """Outlaws that have not moved yet this round (D-OUTLAWMOVE)."""
    return [PickPlot(plot=city.name(i)) for i in sorted(s.outlaws) if i not in d.plan]


def move_apply(s: S, d: D, a: PickPlot, draws: Draws, events: list[Event]) -> None:
    """Move the chosen outlaw; ask again for the next one."""
    dest = move(s, city.INDEX[a.plot], draws, events)
    moved = [*d.plan, dest]
    if any(i not in moved for i in s.outlaws):
        ask(s, d.seat, "outlaw_move", plan=moved)


def win_default(s: S, d: D) -> Choose:
    """D-OUTLAWWIN: the larger, valuing 1 VP as $5."""
    steal = income(s, city.INDEX[d.loc]) // 2
    return Choose(option="vp" if 5 * d.amount >= steal else "steal")


def win_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Take the VP reward, or half the building's income this round."""
    if a.option == "steal":
        s.stolen[d.loc] = d.seat
        ev(events, "attack-won", who=who(d.seat), plot=d.loc)
    else:
        s.players[d.seat].vp += d.amount
        ev(events, "scored", who=who(d.seat), vp=d.amount)


# -- Might is Right (§8.2) ------------------------------------------------------------------

def tiles_legal(s: S, d: D) -> list[PlayTiles]:
    """Every distinct choice of tile(s) from the hand."""
    hand = sorted(set(s.hands[d.seat]))
    if count(s, d.seat, d.loc) == 1:
        return [PlayTiles(first=v) for v in reversed(hand)]
    out: list[PlayTiles] = []
    full = s.hands[d.seat]
    for a in reversed(hand):
        for c in reversed(hand):
            if c <= a and (c != a or full.count(a) >= 2):
                out.append(PlayTiles(first=a, second=c))
    return out


def tiles_default(s: S, d: D) -> PlayTiles:
    """D-TILE: the highest tile (the two highest with dynamite)."""
    top = sorted(s.hands[d.seat], reverse=True)[:count(s, d.seat, d.loc)]
    return PlayTiles(first=top[0], second=top[1] if len(top) > 1 else -1)


def tiles_apply(s: S, d: D, a: PlayTiles, draws: Draws, events: list[Event]) -> None:
    """The chosen tiles leave the hand, secret until shown."""
    played = [a.first] + ([a.second] if a.second >= 0 else [])
    for v in played:
        s.hands[d.seat].remove(v)
    s.chosen[str(d.seat)] = played
    events.append(PrivateHappened(what="tiles-chosen", public="tiles-in", visible_to=(d.seat,),
                                  args={"who": who(d.seat), "tiles": sum(played)}))


# -- A New Beginning (§8.6) -----------------------------------------------------------------

def sheet_legal(s: S, d: D) -> list[Sheet]:
    """Every 11-point sheet."""
    return list(SHEETS)


def sheet_default(s: S, d: D) -> Sheet:
    """D-NEWSHEET: the normal kit."""
    return Sheet(sheet_money=LINES["money"].normal, sheet_cowboys=LINES["cowboys"].normal,
                 sheet_roads=LINES["roads"].normal, sheet_revolvers=LINES["revolvers"].normal,
                 sheet_plots=LINES["plots"].normal)


def sheet_apply(s: S, d: D, a: Sheet, draws: Draws, events: list[Event]) -> None:
    """Keep the sheet secret until every seat has submitted."""
    s.sheets[d.seat] = SheetChoice(**a.model_dump(exclude={"kind"}))
    events.append(PrivateHappened(what="sheet", public="sheet-in", visible_to=(d.seat,),
                                  args={"who": who(d.seat), "money": a.sheet_money,
                                        "cowboys": a.sheet_cowboys, "roads": a.sheet_roads,
                                        "revolvers": a.sheet_revolvers,
                                        "plots": a.sheet_plots}))
