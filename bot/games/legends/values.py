"""Fight card values (§3.C.5): printed value plus every modifier, clamped once to 2-14
(R-CLAMP); Dead Eye ignores negative modifiers; tie rules (R-TIES)."""

from __future__ import annotations

from bot.games.legends.data import CARDS, FIGHTS, effect
from bot.games.legends.gains import active, in_town
from bot.games.legends.state import Fight, LegendsState

NPC = -1
LOW, HIGH = 2, 14


def printed(card: str) -> int:
    """A card's printed value (poker or fight card)."""
    return FIGHTS[card].value if card in FIGHTS else CARDS[card].value


def fight_card(f: Fight, side: int) -> str | None:
    """The card played by `side` (a seat, or NPC) in fight `f`."""
    if side == f.fighter:
        return f.card
    return f.other


def opponent(f: Fight, side: int) -> int:
    """The other side of a fight."""
    if side == f.fighter:
        return f.target if f.target >= 0 else NPC
    return f.fighter


def value(s: LegendsState, f: Fight, side: int) -> int:
    """The modified value of `side`'s card (0 when it played none: it loses, R-NOCARD)."""
    card = fight_card(f, side)
    if card is None:
        return 0
    opp = opponent(f, side)
    minus = 0
    if opp != NPC:
        q = s.players[opp]
        if q.weapon == "revolver" and q.weapons.get("revolver"):
            minus += 1
        if not in_town(f.space) and (active(q, "jesse_james") or active(q, "kit_carson")):
            minus += 1
        minus += 2 * sum(1 for who, c in f.played if who == opp and effect(c) == "stick_em_up")
        theirs = fight_card(f, opp)
        if theirs is not None and effect(theirs) == "shootout" and printed(card) == HIGH:
            minus += 3
    plus = 0
    if side != NPC:
        p = s.players[side]
        plus += sum(1 for who, c in f.played if who == side and effect(c) == "cover_fire")
        if p.weapon == "rifle" and p.weapons.get("rifle"):
            plus += 1
        if p.weapon == "shotgun" and p.weapons.get("shotgun") and f.target < 0:
            plus += 1
    if card in CARDS and effect(card) == "dead_eye":
        minus = 0
    return max(LOW, min(HIGH, printed(card) + plus - minus))


def ties_to_target(s: LegendsState, f: Fight) -> bool:
    """Player fights: the target wins a tie only if it alone has a tie-winning effect."""
    target_has = active(s.players[f.target], "jesse_james") or (
        f.other is not None and effect(f.other) == "quick_draw")
    active_has = active(s.players[f.fighter], "jesse_james")
    return target_has and not active_has


def winner(s: LegendsState, f: Fight) -> int:
    """The winning side: a seat, or NPC (-1). NPCs win ties (R-TIES)."""
    mine = value(s, f, f.fighter)
    if f.target < 0:
        npc = value(s, f, NPC)
        return f.fighter if mine > npc else NPC
    theirs = value(s, f, f.target)
    if mine > theirs or (mine == theirs and not ties_to_target(s, f)):
        return f.fighter
    return f.target
