"""The action phase's menu (§3.2, A4): every action the active player may take now, plus
the free steps (story disc, misc discard, Reputation) and ending the action phase."""

from __future__ import annotations

from typing import Literal

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg, seat
from bot.games.legends import cards as cd
from bot.games.legends import fights, locations, mib, movement, poker, refusals, rides, store, story
from bot.games.legends.actions import (
    Declare,
    DropItem,
    LegendsMove,
    Move,
    PlaceDisc,
    PlayCard,
    Revel,
    Sell,
    Simple,
)
from bot.games.legends.data import BOARD, SPACES, by_value, effect
from bot.games.legends.events import Noted
from bot.games.legends.map import saloon_at, store_at
from bot.games.legends.state import LegendsDecision, LegendsState

REVEL_STEP = 30
Turn = Move | Simple | Sell | Revel | PlayCard | Declare | PlaceDisc | DropItem
"""An answer to the action-phase question."""


def location_actions(s: LegendsState, who: int) -> list[Turn]:
    """Actions offered by the space the player stands on."""
    p = s.players[who]
    kind = SPACES[p.space].kind
    out: list[Turn] = []
    if kind == "mine":
        out.append(Simple(what="prospect"))
    if kind == "bank":
        fools = len([c for c in p.hand if effect(c) == "fools_gold"])
        out += [Sell(nuggets=n, fools=f) for n in range(p.gold + 1)
                for f in range(min(fools, 2) + 1) if n + f > 0]
        if not p.heist and p.hand:
            out.append(Simple(what="heist"))
    if kind == "doctor" and p.wounds and p.money >= 10:
        out.append(Simple(what="heal"))
    if kind == "cabaret":
        out += [Revel(amount=a) for a in range(REVEL_STEP, p.money + 1, REVEL_STEP)]
    if kind == "ranch" and p.cattle is None:
        colour = next(c for c, sp in BOARD.ranches.items() if sp == p.space)
        if s.ranches[colour]:
            out.append(Simple(what="acquire"))
    if store_at(p.space) and store.offers(s, who):
        out.append(Simple(what="store"))
    if saloon_at(p.space) and p.money >= poker.ANTE:
        out.append(Simple(what="poker"))
    return out


def card_actions(s: LegendsState, who: int) -> list[Turn]:
    """Poker-card and item ACTIONs the player may use now."""
    p = s.players[who]
    out: list[Turn] = []
    for c in by_value(p.hand):
        name = effect(c)
        if name == "ambush":
            out += [PlayCard(card=c, target=t) for t in cd.ambush_targets(s, who)]
        elif name == "manhunt":
            if cd.anyone_wanted(s):
                out.append(PlayCard(card=c))
        elif name == "patch_up":
            if p.wounds:
                out.append(PlayCard(card=c))
        elif name == "dime_novel":
            if story.placements(s, who, free=True):
                out.append(PlayCard(card=c))
        elif name in cd.ACTION_EFFECTS:
            out.append(PlayCard(card=c))
    if "provisions" in p.misc:
        out.append(Simple(what="provisions"))
    return out


def fight_actions(s: LegendsState, who: int) -> list[Turn]:
    """Every fight declaration possible now (§3.C preconditions)."""
    p = s.players[who]
    out: list[Turn] = []
    if not p.hand:
        return out
    if s.mib == p.space and -1 not in p.fought:
        out.append(Simple(what="mib"))
    for t, q in enumerate(s.players):
        if t == who or q.space != p.space or t in p.fought:
            continue
        kinds: list[Literal["duel", "rob", "arrest"]] = ["duel", "rob"]
        if p.mp > 0 and q.wp > 0:
            kinds.append("arrest")
        out += [Declare(target=t, type=k, card=c) for k in kinds for c in by_value(p.hand)]
    return out


def free_steps(s: LegendsState, who: int) -> list[Turn]:
    """Steps that cost no action: disc, misc discard, Reputation."""
    p = s.players[who]
    out: list[Turn] = [PlaceDisc(slot=sl, source=src)  # type: ignore[arg-type]
                              for sl, src in story.placements(s, who, free=False)]
    out += [DropItem(item=i) for i in sorted(p.misc)]
    if cd.reputation_ok(s, who):
        out += [PlayCard(card=c) for c in by_value(p.hand) if effect(c) == "reputation"]
    return out


def legal(s: LegendsState, d: LegendsDecision) -> list[Turn]:
    """Every answer to the action-phase question."""
    who = d.seat
    out: list[Turn] = []
    if s.actions > 0:
        out += rides.move_options(s, who, movement.movement(s, who))
        out.append(Simple(what="work"))
        out += location_actions(s, who) + card_actions(s, who) + fight_actions(s, who)
    return [*out, *free_steps(s, who), Simple(what="end")]


def why(s: LegendsState, d: LegendsDecision, a: LegendsMove) -> Msg | None:
    """A specific reason an action-phase answer is refused (None: none found). Exact for
    moves and fight declarations (None means legal); other answers fall back to `legal`."""
    p = s.players[d.seat]
    if isinstance(a, Declare) and a.target in p.fought:
        return msg("legends-no-twice", who=seat(a.target))
    if isinstance(a, Simple) and a.what == "heist" and p.heist:
        return msg("legends-no-heist")
    if s.actions <= 0 and not isinstance(a, PlaceDisc | DropItem) and not (
            isinstance(a, Simple) and a.what == "end"):
        return msg("legends-no-actions")
    if isinstance(a, Move):
        return move_why(s, d.seat, a)
    if isinstance(a, Declare):
        return declare_why(s, d.seat, a)
    return None


def move_why(s: LegendsState, who: int, a: Move) -> Msg | None:
    """A Move action reaches its space within the movement (A4, L7), or why not."""
    options = rides.move_options(s, who, movement.movement(s, who))
    if a in options:
        return None
    if a.steps and Move(to=a.to) in options:
        return msg("legends-no-walk", place=a.to, steps=a.steps)
    return msg("legends-no-path", place=a.to)


def declare_why(s: LegendsState, who: int, a: Declare) -> Msg | None:
    """A fight is declared with a card in hand on another player in the same space, once
    per target a turn; only a Marshal arrests, and only a Wanted player (§3.C)."""
    p = s.players[who]
    if a.target == who:
        return msg("legends-fight-self")
    if a.target >= len(s.players) or s.players[a.target].space != p.space:
        return msg("legends-fight-away")
    if not p.hand:
        return msg("legends-no-hand")
    if a.card not in p.hand:
        return msg("legends-no-card")
    if a.type == "arrest" and (p.mp <= 0 or s.players[a.target].wp <= 0):
        return msg("legends-no-arrest", who=seat(a.target))
    return None


def verify(s: LegendsState, d: LegendsDecision, a: Turn) -> Msg | None:
    """Moves, fight declarations, sales, revelry and card plays are checked directly
    (`why`, `refusals`); the other actions of the menu are looked up in it, refused with
    a reason where one is known."""
    if isinstance(a, Move | Declare):
        return why(s, d, a)
    if isinstance(a, PlayCard):
        return refusals.card_why(s, d.seat, a)
    if isinstance(a, Sell | Revel):
        return why(s, d, a) or (refusals.sell_why(s, d.seat, a) if isinstance(a, Sell)
                                else refusals.revel_why(s, d.seat, a))
    if a in legal(s, d):
        return None
    return why(s, d, a) or msg("legends-illegal", question=msg("legends-q-action"))


def apply(s: LegendsState, d: LegendsDecision, a: Turn, draws: Draws,
          ev: list[Event]) -> None:
    """Take one action (or a free step); the action phase goes on until "end"."""
    who = d.seat
    p = s.players[who]
    free = isinstance(a, PlaceDisc | DropItem) or (
        isinstance(a, PlayCard) and effect(a.card) == "reputation") or (
        isinstance(a, Simple) and a.what in ("end", "store"))
    if not free:
        s.actions -= 1
        p.log = [x for x in p.log if not x.startswith("spent:")]
    if isinstance(a, Simple) and a.what == "end":
        s.actions = 0
        s.stage = "story"
        return
    do(s, who, a, draws, ev)


def do(s: LegendsState, who: int, a: LegendsMove, draws: Draws, ev: list[Event]) -> None:
    """Carry out one chosen action."""
    if isinstance(a, Move):
        movement.move_action(s, who, a.to, movement.movement(s, who), draws, ev, a.steps)
    elif isinstance(a, Sell):
        locations.sell(s, who, a.nuggets, a.fools, ev)
    elif isinstance(a, Revel):
        locations.revel(s, who, a.amount, ev)
    elif isinstance(a, PlayCard):
        cd.play(s, who, a.card, a.target, draws, ev)
    elif isinstance(a, Declare):
        fights.declare(s, who, a.target, a.type, a.card, ev)
    elif isinstance(a, PlaceDisc):
        story.place(s, who, a.slot, a.source, draws, ev)
    elif isinstance(a, DropItem):
        store.drop(s, who, a.item, ev)
    elif isinstance(a, Simple):
        simple(s, who, a.what, draws, ev)


def simple(s: LegendsState, who: int, what: str, draws: Draws, ev: list[Event]) -> None:
    """Carry out an action without parameters."""
    if what == "work":
        locations.work(s, who, ev)
    elif what == "prospect":
        locations.prospect(s, who, draws, ev)
    elif what == "heist":
        locations.heist(s, who, ev)
    elif what == "heal":
        locations.heal_at_doctor(s, who, draws, ev)
    elif what == "acquire":
        locations.acquire(s, who, ev)
    elif what == "store":
        s.flow.push(LegendsDecision(seat=who, kind="store"))
    elif what == "poker":
        poker.start(s, who, draws, ev)
    elif what == "provisions":
        cd.provisions(s, who, draws, ev)
    elif what == "mib":
        s.players[who].fought.append(-1)
        ev.append(Noted(seat=who, what="mib_duel"))
        mib.attack(s, who, declared=True)
