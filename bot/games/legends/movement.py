"""Movement (§3.A): Move actions by destination (and length, L7), the bandit stop, the
Sheriff's block, Bloody Knife's mesa, and what may follow a Move action (Kit Carson's extra
space, Sprint, cattle delivery, Billy the Kid's demand)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.data import BOARD, CATTLE, ITEMS, MESAS, SPACES, effect
from bot.games.legends.events import Moved, Noted
from bot.games.legends.gains import active, apply_gain, heal, money, mp, note, wp
from bot.games.legends.map import walk_of, walks
from bot.games.legends.seating import around
from bot.games.legends.state import Fight, LegendsDecision, LegendsState, MoveInfo

BASE_MOVE = 2


def movement(s: LegendsState, who: int) -> int:
    """2 without a mount, else the active mount's value (basic or upgraded)."""
    p = s.players[who]
    if p.mount is None:
        return BASE_MOVE
    return ITEMS[p.mount].move[1 if p.mounts[p.mount] else 0]


def limits(s: LegendsState, who: int) -> tuple[set[str], set[str], bool]:
    """What bounds a walk of `who`: spaces it may not enter (the Sheriff's, for a Wanted
    player), spaces that end it (bandits), and whether it may cross a mesa (Bloody Knife)."""
    p = s.players[who]
    blocked = {s.sheriff} if p.wp > 0 else set[str]()
    return blocked, set(s.bandits), active(p, "bloody_knife")


def targets(s: LegendsState, who: int, allowance: int) -> dict[str, list[str]]:
    """Every space `who` can end a walk on within `allowance`, with the shortest walk; its
    own space too when a walk of 1 or more steps comes back to it (R-MOVE)."""
    blocked, stops, mesa = limits(s, who)
    return walks(s.players[who].space, allowance, blocked, stops, mesa=mesa)


def route(s: LegendsState, who: int, to: str, allowance: int, steps: int = 0) -> list[str] | None:
    """The walk of `who` to `to`: the shortest within `allowance` (`steps` 0), or the
    lowest-id walk of exactly `steps` steps (at most `allowance`); None if there is none.
    Its length is the number of steps it counts: a mesa crossing is 2 (R-MESA)."""
    if steps == 0:
        return targets(s, who, allowance).get(to)
    if steps > allowance:
        return None
    blocked, stops, mesa = limits(s, who)
    return walk_of(s.players[who].space, to, steps, blocked, stops, mesa=mesa)


def walk(s: LegendsState, who: int, path: list[str], draws: Draws, ev: list[Event]) -> bool:
    """Walk `who` along `path`; returns True when a bandit stopped the walk (a bandit fight
    is then set up). Crossing a mesa heals 1 wound (R-MESA)."""
    p = s.players[who]
    shown = [x for x in path if x not in MESAS]
    if any(x in MESAS for x in path):
        heal(s, who, 1, ev)
    ev.append(Moved(seat=who, path=[p.space, *shown]))
    p.space = path[-1]
    if p.space in s.bandits:
        s.fight = Fight(kind="bandit", fighter=who, controller=right_of(s, who), space=p.space)
        if who == s.turn:
            p.log += ["bandit_fought"]
        return True
    return False


def right_of(s: LegendsState, who: int) -> int:
    """The NPC controller: the player to the fighter's right."""
    return around(s, who, -1)


def move_action(s: LegendsState, who: int, to: str, allowance: int, draws: Draws,
                ev: list[Event], steps: int = 0) -> None:
    """A Move action to `to` along its shortest legal walk (or the walk of exactly `steps`
    steps); then the after-move steps. Every step counts, the 2 of a mesa crossing too."""
    path = route(s, who, to, allowance, steps)
    assert path is not None
    s.move = MoveInfo(seat=who, steps=len(path))
    s.move.bandit = walk(s, who, path, draws, ev)
    s.players[who].moves += 1


def deliverable(s: LegendsState, who: int) -> str | None:
    """"wrangle" at the Rail Station, "rustle" at the other colour's ranch, else None."""
    p = s.players[who]
    if p.cattle is None:
        return None
    if p.space == BOARD.rail_station:
        return "wrangle"
    colour = CATTLE[p.cattle].colour
    other = "blue" if colour == "green" else "green"
    return "rustle" if p.space == BOARD.ranches[other] else None


def deliver(s: LegendsState, who: int, draws: Draws, ev: list[Event]) -> None:
    """Wrangle (+1 MP) or rustle (+1 WP), then the token's reward; the token goes back
    into its own ranch's stack, which is shuffled (§3.D8)."""
    p = s.players[who]
    mode = deliverable(s, who)
    token = p.cattle
    if mode is None or token is None:
        return
    p.cattle = None
    ev.append(Noted(seat=who, what=mode, detail=token))
    p.log += [("wrangled" if mode == "wrangle" else "rustled"), "delivered"]
    note(s, who, "wrangled" if mode == "wrangle" else "rustled")
    note(s, who, "delivered")
    if mode == "wrangle":
        mp(s, who, 1, draws, ev)
    else:
        wp(s, who, 1, draws, ev)
    apply_gain(s, who, CATTLE[token].reward, draws, ev, "cattle")
    if "branding_iron" in p.misc:
        money(s, who, 10, ev, "branding_iron")
    colour = CATTLE[token].colour
    s.ranches[colour] = draws.shuffled([*s.ranches[colour], token])


def sprint_cards(s: LegendsState, who: int) -> list[str]:
    """Sprint cards in the player's hand."""
    return sorted(c for c in s.players[who].hand if effect(c) == "sprint")


def post_options(s: LegendsState) -> dict[str, bool]:
    """What may still follow the current Move action."""
    m = s.move
    assert m is not None
    p = s.players[m.seat]
    others = [i for i, q in enumerate(s.players) if i != m.seat and q.space == p.space]
    return {"deliver": not m.delivered and deliverable(s, m.seat) is not None,
            "whiskey": "whiskey" in p.misc and bool(others),
            "kit": not m.bandit and not m.kit and active(p, "kit_carson"),
            "sprint": not m.bandit and not m.sprint and bool(sprint_cards(s, m.seat))}


def ask_post(s: LegendsState) -> bool:
    """Push the after-move question, or finish the Move action when nothing may follow."""
    m = s.move
    if m is None or not m.pending or s.fight is not None:
        return False
    if any(post_options(s).values()):
        s.flow.push(LegendsDecision(seat=m.seat, kind="post"))
        m.pending = False
        return True
    finish(s, [])
    return True


def finish(s: LegendsState, ev: list[Event]) -> None:
    """The Move action ended: record what the story cards listen to; Billy's demand."""
    m = s.move
    assert m is not None
    s.move = None
    p = s.players[m.seat]
    sp = SPACES[p.space]
    tags = {"DK10": "move_bank", "SV05": "move_rail", "DK01": "move_sheriff_office"}
    if p.space in tags:
        p.log.append(tags[p.space])
    if sp.kind == "hideout":
        p.log.append("move_hideout")
    if sp.kind == "mine":
        note(s, m.seat, f"move_mine:{p.space}")
    if p.moves >= 3:
        note(s, m.seat, "moves_3")
    if sp.town == "Red Falls":
        p.log.append("move_red_falls")
    if sp.town == "Darkrock":
        p.log.append("move_darkrock")
    if m.steps >= 4:
        p.log.append("move_long")
    others = [i for i, q in enumerate(s.players) if i != m.seat and q.space == p.space]
    if others:
        p.log.append("move_with_player")
        if active(p, "billy_the_kid"):
            payers = [str(i) for i in others if s.players[i].money or s.players[i].hand]
            if payers:
                s.flow.push(LegendsDecision(seat=m.seat, kind="billy", options=payers))
