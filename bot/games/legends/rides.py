"""The Moves offered for a walk (ruling L7): each reachable space by its shortest walk and,
when the number of steps matters to the player, also by a longer walk.

A Move's path is a walk and may revisit spaces (§3.A, R-MOVE), so its length is the
player's choice. The only rule that counts steps is story card S27 Long Ride ("move 4 or
more spaces in one Move action", Appendix H; no goal of Appendix I counts steps). While
S27 can still take a disc of the mover this turn and the mover has not met it yet, a
space whose shortest walk falls short is offered once more by the shortest walk that
makes the Move action long enough, counting the steps already walked in it (before a
Sprint) and Kit Carson's extra space still to come. Other lengths change nothing.
"""

from __future__ import annotations

from bot.games.legends import movement, story
from bot.games.legends.actions import Move
from bot.games.legends.data import STORIES
from bot.games.legends.gains import active
from bot.games.legends.map import walks
from bot.games.legends.state import LegendsState

STEP_TAGS = {"move_long": 4}  # S27 Long Ride: 4 or more spaces in one Move action


def step_goal(s: LegendsState, who: int) -> int:
    """The fewest steps in one Move action that meet a story requirement `who` may still
    use this turn (a disc to place on an available card with room, R-STORYREQ); 0: none."""
    log = s.players[who].log
    goals = [STEP_TAGS[tag] for slot, _ in story.placements(s, who, free=True)
             for tag in STORIES[story.card_in(s, slot) or ""].requirement
             if tag in STEP_TAGS and tag not in log]
    return min(goals, default=0)


def kit_step(s: LegendsState, who: int, end: str) -> int:
    """1 when Kit Carson's extra space can still follow a walk ending on `end` (not used
    in this Move action yet, no bandit stop there, a space to step to), else 0."""
    if not active(s.players[who], "kit_carson") or (s.move is not None and s.move.kit):
        return 0
    blocked, stops, _ = movement.limits(s, who)
    if end in stops or not walks(end, 1, blocked, stops):
        return 0
    return 1


def move_options(s: LegendsState, who: int, allowance: int, done: int = 0) -> list[Move]:
    """A Move to every reachable space by its shortest walk, each followed by the same
    space in N steps when only a longer walk (within `allowance`) lets the Move action,
    `done` steps walked so far, reach a step-counting requirement (`step_goal`)."""
    found = movement.targets(s, who, allowance)
    goal = step_goal(s, who)
    out: list[Move] = []
    for to in sorted(found):
        out.append(Move(to=to))
        need = goal - done - kit_step(s, who, to) if goal else 0
        if len(found[to]) < need:
            length = next((n for n in range(need, allowance + 1)
                           if movement.route(s, who, to, allowance, n)), 0)
            if length:
                out.append(Move(to=to, steps=length))
    return out
