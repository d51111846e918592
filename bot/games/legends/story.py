"""Story cards (§3.E, §3.H): placing discs on the two available cards, and resolving a
completed card at the end of the turn (rewards, bandits, the Sheriff, discs back)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.data import BOARD, STORIES, discs_needed
from bot.games.legends.events import Noted, StoryResolved
from bot.games.legends.gains import active, apply_gain, draw, money, note
from bot.games.legends.seating import from_seat
from bot.games.legends.sheriff import story_walk
from bot.games.legends.state import LegendsDecision, LegendsState, Player

SLOTS = ("L", "R")


def card_in(s: LegendsState, slot: str) -> str | None:
    """The available story card of a slot."""
    deck = s.story[slot]
    return deck[0] if deck else None


def discs_on(s: LegendsState, slot: str) -> int:
    """Discs on a slot's available card."""
    return sum(p.discs.count(slot) for p in s.players)


def state_met(p: Player, tag: str) -> bool:
    """State requirements (Appendix H: "S"), true at the moment of placement."""
    return {"upgraded_gear": any(p.weapons.values()) or any(p.mounts.values()),
            "gold_3": p.gold >= 3, "money_80": p.money >= 80,
            "weapons_2": len(p.weapons) >= 2, "lp_10": p.lp >= 10}.get(tag, False)


def met(s: LegendsState, who: int, card: str) -> bool:
    """The requirement holds for `who` now (R-STORYREQ: events of this turn only)."""
    p = s.players[who]
    return any(tag in p.log or state_met(p, tag) for tag in STORIES[card].requirement)


def placements(s: LegendsState, who: int, free: bool) -> list[tuple[str, str]]:
    """(slot, source) pairs: a reserve disc ("") or, with both discs out, a disc moved
    from the other card. `free`: Dime Novel, no requirement needed."""
    p = s.players[who]
    if p.placed or s.turn != who:
        return []
    out: list[tuple[str, str]] = []
    for slot in SLOTS:
        card = card_in(s, slot)
        if card is None or discs_on(s, slot) >= discs_needed(card, s.n):
            continue
        if not free and not met(s, who, card):
            continue
        if "" in p.discs:
            out.append((slot, ""))
        else:
            other = "R" if slot == "L" else "L"
            if other in p.discs:
                out.append((slot, other))
    return out


def place(s: LegendsState, who: int, slot: str, source: str, draws: Draws,
          ev: list[Event]) -> None:
    """Place (or move) a disc; Calamity Jane draws 1, Stagecoach Mary gains $10."""
    p = s.players[who]
    p.discs[p.discs.index(source)] = slot
    p.placed = True
    note(s, who, "contributed")
    ev.append(Noted(seat=who, what="disc", detail=slot))
    if active(p, "calamity_jane"):
        draw(s, who, 1, draws, ev)
    if active(p, "stagecoach_mary_fields"):
        money(s, who, 10, ev, "stagecoach_mary_fields")


def resolve(s: LegendsState, draws: Draws, ev: list[Event]) -> None:
    """End of turn step 1: resolve the available card that holds its discs (§3.H)."""
    for slot in SLOTS:
        card = card_in(s, slot)
        if card is None or discs_on(s, slot) < discs_needed(card, s.n):
            continue
        resolver = s.turn
        data = STORIES[card]
        ev.append(StoryResolved(card=card, title=data.title))
        order = from_seat(s, resolver)
        questions: list[LegendsDecision] = []
        for who in order:
            if slot not in s.players[who].discs:
                continue
            options = reward_options(s, who, card)
            if len(options) > 1:
                questions.append(LegendsDecision(seat=who, kind="story_reward", card=card,
                                                 options=options, reaction=who != s.turn))
            elif options:
                apply_gain(s, who, data.reward[int(options[0])], draws, ev, "story")
        spawn(s, data.gangs, ev)
        for p in s.players:
            p.discs = ["" if x == slot else x for x in p.discs]
        s.story[slot].pop(0)
        s.resolved.append(card)
        s.last_resolved = card
        if not s.story[slot] and s.resolved:
            s.story[slot] = draws.shuffled(s.resolved)
            s.resolved = []
        story_walk(s, resolver, data.sheriff, draws, ev)
        s.flow.push(*questions)
        return


def reward_options(s: LegendsState, who: int, card: str) -> list[str]:
    """Indices of the reward options `who` may take (MP is skipped for Wanted players)."""
    p = s.players[who]
    return [str(i) for i, g in enumerate(STORIES[card].reward) if not (g.mp and p.wp > 0)]


def spawn(s: LegendsState, gangs: list[str], ev: list[Event]) -> None:
    """A bandit on each named hideout with no bandit, player or Sheriff."""
    taken = {p.space for p in s.players} | {s.sheriff}
    for gang in gangs:
        for h in BOARD.hideouts[gang]:
            if h not in s.bandits and h not in taken:
                s.bandits.append(h)
                ev.append(Noted(seat=s.turn, what="bandit_spawned", detail=h))
    s.bandits.sort()
