"""Poker-card ACTIONs and the Reputation reaction (Appendix D), and Provisions' ACTION."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.data import effect
from bot.games.legends.events import Noted
from bot.games.legends.gains import discard, draw, heal, lp, money, mp, wp
from bot.games.legends.map import neighbours
from bot.games.legends.state import LegendsDecision, LegendsState

ACTION_EFFECTS = ("payday", "tall_tale", "patch_up", "ambush", "manhunt", "saddle_up",
                  "dime_novel")
MANHUNT_STEPS = 3
SADDLE_BONUS = 3


def anyone_wanted(s: LegendsState) -> bool:
    """At least one player is Wanted."""
    return any(p.wp > 0 for p in s.players)


def ambush_targets(s: LegendsState, who: int) -> list[int]:
    """Players in `who`'s space or an adjacent one."""
    here = s.players[who].space
    near = {here, *neighbours(here)}
    return [i for i, p in enumerate(s.players) if i != who and p.space in near]


def reputation_ok(s: LegendsState, who: int) -> bool:
    """Reputation: after gaining MP or WP this turn, once per turn (R-REPUTATION)."""
    p = s.players[who]
    gained = ("mp_gained" in p.log and p.mp > 0) or ("wp_gained" in p.log and p.wp > 0)
    return gained and not p.reputation


def play(s: LegendsState, who: int, card: str, target: int, draws: Draws,
         ev: list[Event]) -> None:
    """Resolve a card's ACTION (or Reputation), then discard it."""
    p = s.players[who]
    name = effect(card)
    discard(s, who, [card], ev, name)
    if name != "reputation":
        p.log.append("card_action")
    if name == "payday":
        money(s, who, 30, ev)
    elif name == "tall_tale":
        lp(s, who, 1, ev, kind="card")  # the card's discard names it
    elif name == "patch_up":
        heal(s, who, 1, ev)
    elif name == "ambush":
        ev.append(Noted(seat=who, what="ambush", n=target))
        s.flow.push(LegendsDecision(seat=target, kind="ambush", reaction=True))
    elif name == "manhunt":
        s.flow.push(LegendsDecision(seat=who, kind="walk", what="manhunt",
                                    count=MANHUNT_STEPS))
    elif name == "saddle_up":
        s.flow.push(LegendsDecision(seat=who, kind="saddle", count=SADDLE_BONUS))
    elif name == "dime_novel":
        s.flow.push(LegendsDecision(seat=who, kind="dime"))
    elif name == "reputation":
        p.reputation = True
        if p.wp > 0:
            wp(s, who, 1, draws, ev)
        else:
            mp(s, who, 1, draws, ev)


def provisions(s: LegendsState, who: int, draws: Draws, ev: list[Event]) -> None:
    """Provisions' ACTION: discard it to draw 1 card and heal 1 wound; back to stock."""
    p = s.players[who]
    p.misc.remove("provisions")
    s.stock["provisions"] = s.stock.get("provisions", 0) + 1
    ev.append(Noted(seat=who, what="provisions"))
    draw(s, who, 1, draws, ev)
    heal(s, who, 1, ev)
