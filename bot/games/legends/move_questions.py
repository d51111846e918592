"""Questions about movement and what follows it: Y. B. Rowdy's ride, the after-move
steps (delivery, Kit Carson, Sprint, Whiskey), Sprint and Saddle Up destinations, walks
(the Sheriff's steps, Manhunt), Billy the Kid's demand, and Harmonica (A13, A16-A19,
N14, N16). Each question is (legal, apply, default); `verify` is membership in `legal`.
"""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends import movement, rides, sheriff, store
from bot.games.legends.actions import (
    Choose,
    Decide,
    DropItem,
    LegendsMove,
    Move,
    Pick,
    PlayCard,
    Step,
)
from bot.games.legends.data import by_value
from bot.games.legends.events import Noted
from bot.games.legends.gains import discard, draw, lowest, money, wounds
from bot.games.legends.map import neighbours
from bot.games.legends.state import LegendsDecision, LegendsState

S = LegendsState
D = LegendsDecision
A = LegendsMove
NO = Decide(yes=False)

def rowdy_legal(s: S, d: D) -> list[Pick | Decide]:
    """The legal answers."""
    return [*(Pick(card=c) for c in by_value(s.players[d.seat].hand)), NO]


def rowdy_apply(s: S, d: D, a: Pick | Decide, draws: Draws, ev: list[Event]) -> None:
    """Y. B. Rowdy: discard 1 card to move up to 3 spaces (not a Move action)."""
    if isinstance(a, Pick):
        discard(s, d.seat, [a.card], ev, "rowdy")
        s.flow.push(D(seat=d.seat, kind="walk", what="rowdy", count=3))


def post_legal(s: S, d: D) -> list[PlayCard | DropItem | Decide | Step]:
    """The legal answers."""
    opts = movement.post_options(s)
    out: list[PlayCard | DropItem | Decide | Step] = []
    if opts["deliver"]:
        out.append(Decide(yes=True))
    if opts["kit"]:
        out += [Step(to=x) for x in sorted(movement.targets(s, d.seat, 1))]
    if opts["sprint"]:
        out += [PlayCard(card=c) for c in movement.sprint_cards(s, d.seat)]
    if opts["whiskey"]:
        out.append(DropItem(item="whiskey"))
    return [*out, NO]


def post_apply(s: S, d: D, a: PlayCard | DropItem | Decide | Step, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    m = s.move
    assert m is not None
    m.pending = True
    if isinstance(a, Decide) and a.yes:
        m.delivered = True
        movement.deliver(s, d.seat, draws, ev)
    elif isinstance(a, Step):
        m.kit = True
        m.steps += 1
        m.bandit = movement.walk(s, d.seat, [a.to], draws, ev)
    elif isinstance(a, PlayCard):
        m.sprint = True
        discard(s, d.seat, [a.card], ev, "sprint")
        s.flow.push(D(seat=d.seat, kind="sprint", count=2))
    elif isinstance(a, DropItem):
        store.drop(s, d.seat, "whiskey", ev)
        here = s.players[d.seat].space
        targets = [str(i) for i, q in enumerate(s.players) if i != d.seat and q.space == here]
        s.flow.push(D(seat=d.seat, kind="whiskey", options=targets))
    else:
        movement.finish(s, ev)


def post_default(s: S, d: D) -> PlayCard | DropItem | Decide | Step:
    """The answer for an absent player (§10)."""
    return Decide(yes=True) if movement.post_options(s)["deliver"] else NO


def whiskey_apply(s: S, d: D, a: Choose, draws: Draws, ev: list[Event]) -> None:
    """Whiskey's REACTION: the chosen player in the space gains 1 wound."""
    wounds(s, int(a.option), 1, draws, ev)


def harmonica_apply(s: S, d: D, a: Decide, draws: Draws, ev: list[Event]) -> None:
    """Harmonica: draw 1 poker card, then discard 1."""
    if a.yes:
        draw(s, d.seat, 1, draws, ev)
        s.flow.push(D(seat=d.seat, kind="discard", what="harmonica"))


def extra_move_legal(s: S, d: D) -> list[Move | Decide]:
    """Sprint (2 more spaces, part of the Move action so far) or Saddle Up (a Move with 3
    more movement); a longer walk too where its length matters (L7)."""
    if d.kind == "sprint":
        done = s.move.steps if s.move is not None else 0
        return [*rides.move_options(s, d.seat, d.count, done), NO]
    return [*rides.move_options(s, d.seat, movement.movement(s, d.seat) + d.count), NO]


def extra_move_apply(s: S, d: D, a: Move | Decide, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    if not isinstance(a, Move):
        return
    if d.kind == "saddle":
        movement.move_action(s, d.seat, a.to, movement.movement(s, d.seat) + d.count,
                             draws, ev, a.steps)
        return
    m = s.move
    assert m is not None
    path = movement.route(s, d.seat, a.to, d.count, a.steps)
    assert path is not None
    m.steps += len(path)  # a mesa crossing counts 2 (R-MESA)
    m.bandit = movement.walk(s, d.seat, path, draws, ev)


def walk_legal(s: S, d: D) -> list[Decide | Step]:
    """A Sheriff step (any neighbour; exactly N for a story card) or a player's step."""
    if d.what == "rowdy":
        return [*(Step(to=x) for x in sorted(movement.targets(s, d.seat, 1))), NO]
    steps: list[Decide | Step] = [Step(to=x) for x in sorted(neighbours(s.sheriff))]
    return steps if d.what == "story" else [*steps, NO]


def walk_apply(s: S, d: D, a: Decide | Step, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    if not isinstance(a, Step):
        return
    if d.what == "rowdy":
        if not movement.walk(s, d.seat, [a.to], draws, ev) and d.count > 1:
            s.flow.push(D(seat=d.seat, kind="walk", what="rowdy", count=d.count - 1))
        return
    sheriff.step(s, d, a.to, ev)


def walk_default(s: S, d: D) -> Decide | Step:
    """The answer for an absent player (§10)."""
    if d.what == "rowdy":
        return NO
    others = [i for i, p in enumerate(s.players) if p.wp > 0 and i != d.seat]
    if d.what == "manhunt" and not others:
        return NO
    return Step(to=sheriff.default_step(s, d.seat))


def billy_legal(s: S, d: D) -> list[Choose]:
    """The legal answers."""
    return [Choose(option=o) for o in d.options]  # type: ignore[arg-type]


def billy_apply(s: S, d: D, a: Choose, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    who = int(a.option)
    s.flow.push(D(seat=who, kind="billy_pay", count=d.seat, reaction=True))


def billy_default(s: S, d: D) -> Choose:
    """The answer for an absent player (§10)."""
    return Choose(option=max(d.options, key=lambda o: s.players[int(o)].money))  # type: ignore[arg-type]


def pay_legal(s: S, d: D) -> list[Choose | Pick]:
    """The legal answers."""
    p = s.players[d.seat]
    out: list[Choose | Pick] = [Choose(option="money")] if p.money >= 10 else []
    return out + [Pick(card=c) for c in by_value(p.hand)] or [Choose(option="keep")]


def pay_apply(s: S, d: D, a: Choose | Pick, draws: Draws, ev: list[Event]) -> None:
    """The chosen player gives Billy $10 or a card of their choice (N16)."""
    if isinstance(a, Pick):
        s.players[d.seat].hand.remove(a.card)
        s.players[d.count].hand.append(a.card)
        ev.append(Noted(seat=d.seat, what="gave_card", n=d.count))
    elif a.option == "money":
        money(s, d.seat, -10, ev, "billy")
        money(s, d.count, 10, ev, "billy")


def pay_default(s: S, d: D) -> Choose | Pick:
    """The answer for an absent player (§10)."""
    p = s.players[d.seat]
    if p.money >= 10:
        return Choose(option="money")
    return Pick(card=lowest(p.hand)) if p.hand else Choose(option="keep")
