"""*Outlaws* (rules §8.3): arrival and movement before Phase 1 of rounds 2-4, the halved
income of an occupied building, and the fights at the start of building income. The
outlaws' questions are answered in `questions_variants`."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.ask import ask, task, then
from bot.games.carson.building import protected
from bot.games.carson.characters import DOCTOR, GUNSMITH, HEROES, SHERIFF, has, holder
from bot.games.carson.data import BUILDINGS, VARIANTS
from bot.games.carson.duels import hooks, leader, pass_pos, send_home, totals
from bot.games.carson.events import ev
from bot.games.carson.income import income
from bot.games.carson.state import Board, DuelRecord, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

OUT = VARIANTS.outlaws


def reward(b: Board) -> int:
    """VP for beating an outlaw of this round's strength ([HOUSE] R39: strength - 6)."""
    return b.outlaw_strength - OUT.reward_offset


def near_prison(b: Board, i: int) -> bool:
    """A Prison stands on one of the 8 neighbours."""
    return any(b.plots[j].content == "prison" for j in city.neighbours(i))


def arrive(b: Board, draws: Draws, events: list[Event]) -> None:
    """Roll strength and count; each arrival rolls for a plot (R21, R62); then they move."""
    white, black = draws.die(6), draws.die(6)
    b.outlaw_strength = black + OUT.strength_offset
    count = min(OUT.arrivals_by_white[white - 1], b.outlaw_supply)
    ev(events, "outlaws-arrive", white=white, black=black, strength=b.outlaw_strength,
       count=count)
    for _ in range(count):
        ok = [i not in b.outlaws and not near_prison(b, i) and not b.plots[i].river
              for i in range(64)]
        i = city.roll_plot(draws, events, ok)
        if i < 0:
            continue
        b.outlaw_supply -= 1
        if b.plots[i].content == "prison":
            b.outlaw_supply += 1
            owner = b.plots[i].owner
            if owner >= 0:
                b.players[owner].vp += reward(b)
            ev(events, "outlaw-jailed", plot=city.name(i), vp=reward(b))
        else:
            b.outlaws.append(i)
            ev(events, "outlaw-landed", plot=city.name(i))
    if b.outlaws:
        ask(b, b.order[0], "outlaw_move", plan=[])


def value(b: Board, i: int) -> int:
    """An outlaw's view of a building: its income, 0 for a yellow Heroes holder's."""
    p = b.plots[i]
    if p.content not in BUILDINGS or has(b, p.owner, HEROES, "Y"):
        return 0
    return income(b, i)


def move(b: Board, i: int, draws: Draws, events: list[Event]) -> int:
    """One outlaw moves to the best building around it, or stays (§8.3 step 4)."""
    cands = [j for j in (i, *city.neighbours(i)) if b.plots[j].content in BUILDINGS
             and not near_prison(b, j) and (j == i or j not in b.outlaws)]
    if not cands:
        return i
    best = max(value(b, j) for j in cands)
    if best == 0 or (i in cands and value(b, i) == best):
        return i
    tied = [j for j in cands if value(b, j) == best]
    dest = tied[draws.below(len(tied))] if len(tied) > 1 else tied[0]
    b.outlaws[b.outlaws.index(i)] = dest
    ev(events, "outlaw-moved", start=city.name(i), plot=city.name(dest))
    return dest


def fight_locations(b: Board) -> list[str]:
    """Outlaw plots with cowboys on them."""
    return sorted({c.loc for c in b.cowboys if c.loc in city.INDEX
                   and city.INDEX[c.loc] in b.outlaws}, key=lambda x: city.INDEX[x])


def fights(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The earliest passer involved chooses the next fight (§8.3, §5.5)."""
    locs = fight_locations(b)
    if not locs:
        b.resolved += [city.name(i) for i in b.outlaws]   # fights are over (R27)
        return
    involved = {c.seat for c in b.cowboys if c.loc in locs}
    ask(b, min(involved, key=lambda s: pass_pos(b, s)), "order", what="fights")


def fight_end(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The best player wins if the total reaches the outlaw's strength (§8.3)."""
    duel = b.duel
    assert duel is not None
    best = leader(duel)
    won = max(totals(duel)) >= b.outlaw_strength
    b.duel = None
    b.last_duel = DuelRecord(loc=duel.loc, seats=duel.seats, totals=totals(duel),
                             winner=best if won else -1)
    losers = [s for s in duel.seats if not won or s != best]
    for s in losers:
        send_home(b, s, duel.loc)
        if has(b, s, SHERIFF, "R"):
            b.players[s].vp += 3
            ev(events, "sheriff-vp", who=who(s), vp=3)
    then(b, task("clear", duel.loc))
    if won:
        beaten(b, best, duel.loc, events)
    else:
        ev(events, "outlaw-won", plot=duel.loc)
    hooks(b, losers, duel.loc)


def beaten(b: Board, seat: int, loc: str, events: list[Event]) -> None:
    """The outlaw leaves; the winner takes the reward, or may steal instead."""
    i = city.INDEX[loc]
    b.outlaws.remove(i)
    b.outlaw_supply += 1
    ev(events, "outlaw-beaten", who=who(seat), plot=loc)
    if has(b, seat, GUNSMITH, "Y"):
        b.players[seat].vp += 2
        ev(events, "gunsmith-vp", who=who(seat), vp=2)
    for number, side, money in ((DOCTOR, "Y", 3), (DOCTOR, "R", 2)):
        h = holder(b, number, side)  # type: ignore[arg-type]
        if h >= 0:
            b.players[h].money += money
            ev(events, "gained", who=who(h), money=money)
    p = b.plots[i]
    data = BUILDINGS.get(p.content)
    can_steal = data is not None and data.attackable and p.owner not in (-1, seat) \
        and not protected(b, i) and not has(b, p.owner, HEROES, "Y")
    if can_steal:
        ask(b, seat, "outlaw_win", loc=loc, amount=reward(b))
    else:
        b.players[seat].vp += reward(b)
        ev(events, "scored", who=who(seat), vp=reward(b))
