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


def modifiers(s: LegendsState, f: Fight, side: int) -> list[tuple[str, int]]:
    """Why `side`'s card value differs from the printed one: (reason, change) pairs, the
    reason being the item, character or card that causes it ("revolver", -1)."""
    card = fight_card(f, side)
    if card is None:
        return []
    out: list[tuple[str, int]] = []
    opp = opponent(f, side)
    if opp != NPC:
        q = s.players[opp]
        if q.weapon == "revolver" and q.weapons.get("revolver"):
            out.append(("revolver", -1))
        for who in ("jesse_james", "kit_carson"):
            if not in_town(f.space) and active(q, who):
                out.append((who, -1))
                break
        out += [("stick_em_up", -2) for who, c in f.played
                if who == opp and effect(c) == "stick_em_up"]
        theirs = fight_card(f, opp)
        if theirs is not None and effect(theirs) == "shootout" and printed(card) == HIGH:
            out.append(("shootout", -3))
    if side != NPC:
        p = s.players[side]
        out += [("cover_fire", 1) for who, c in f.played
                if who == side and effect(c) == "cover_fire"]
        if p.weapon == "rifle" and p.weapons.get("rifle"):
            out.append(("rifle", 1))
        if p.weapon == "shotgun" and p.weapons.get("shotgun") and f.target < 0:
            out.append(("shotgun", 1))
    if card in CARDS and effect(card) == "dead_eye" and any(n < 0 for _, n in out):
        out = [(why, n) for why, n in out if n > 0] + [("dead_eye", 0)]
    return out


def value(s: LegendsState, f: Fight, side: int) -> int:
    """The modified value of `side`'s card (0 when it played none: it loses, R-NOCARD)."""
    card = fight_card(f, side)
    if card is None:
        return 0
    return max(LOW, min(HIGH, printed(card) + sum(n for _, n in modifiers(s, f, side))))


def reasons(s: LegendsState, f: Fight, side: int) -> list[str]:
    """`modifiers` as event tokens ("revolver:-1"); "limit" when the value was clamped."""
    card = fight_card(f, side)
    mods = modifiers(s, f, side)
    out = [f"{why}:{n}" for why, n in mods]
    if card is not None and not LOW <= printed(card) + sum(n for _, n in mods) <= HIGH:
        out.append("limit:0")
    return out


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
