"""Text renderings of the views: one-line status, screen-reader summary, private hand."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.games.tew.board import who
from bot.games.tew.cards import card_name
from bot.games.tew.prompts import head
from bot.games.tew.state import TewState

if TYPE_CHECKING:
    from bot.games.tew.view import TewSeatView, TewTableView

PHASES = {
    "boss": "Setup (choose bosses)",
    "keep": "Phase 1 (keep a card)",
    "rancher": "Phase 2 (posse placement)",
    "place": "Phase 2 (posse placement)",
    "reveal": "Phase 3 (resolution)",
    "start3": "Phase 3 (resolution)",
    "resolve": "Phase 3 (resolution)",
    "post_office": "Phase 4 (buy)",
    "order": "Phase 4 (buy)",
    "buy": "Phase 4 (buy)",
    "leftover": "Phase 4 (buy)",
    "claim": "Phase 4 (buy)",
    "industry": "Phase 4 (buy)",
    "end_round": "End of round",
    "over": "Game over",
}
DOING = {
    "PLACE": "to place", "DUEL": "to act in a duel", "GAIN": "to choose a type",
    "BUY": "to buy", "LEFTOVER": "to make a Leftover purchase", "ADVANCE": "to advance an industry",
    "BOSS": "to choose a boss", "SHERIFF_POT": "to choose the Sheriff's pot",
}


def status_of(state: TewState) -> str:
    if state.over:
        return f"Round {state.round} · Game over"
    phase = PHASES[state.stage]
    prompt = head(state)
    if prompt is not None:
        doing = DOING.get(prompt.kind, "to decide")
        return f"Round {state.round} · {phase} · {who(prompt.seat)} {doing}"
    waiting = [f"@{p.seat}" for p in state.players if p.kept is None]
    return f"Round {state.round} · {phase} · {', '.join(waiting)} choosing a card"


def _spot_line(spot: Any) -> str:
    posse = ", ".join(
        f"{who(p.owner)}{'' if p.standing else ' (wounded)'}{f' {p.side.lower()}' if p.side else ''}"
        for p in spot.posse
    )
    return f"    {spot.label}: {posse or 'empty'}"


def alt_text_of(v: TewTableView) -> str:
    lines = [v.status, f"Gaps g0-g5: {' '.join(v.gaps) or '-'}"]
    rival = " ".join(c or "?" for c in v.rival_cards)
    lines.append(f"Rival cards: {rival or '-'}. Wanted: "
                 f"{who(v.wanted) if v.wanted is not None else 'in the centre'}.")
    lines.append("Industry: " + ", ".join(f"{k} {p}" for k, p in v.industry.items())
                 + f" ({v.town_hall_side} player side).")
    for m in v.mats[1:]:
        owner = f", {who(m.owner)}'s" if m.owner is not None else ""
        buy = f"{m.buy.name} ({m.buy.vp} VP)" if m.buy else "empty"
        porch = m.porch[-1].name if m.porch else "none"
        lines.append(f"{m.title} ({m.side}{owner}; flanks {' '.join(m.flanks)}; pot {m.pot}): "
                     f"buy slot {buy}; porch {porch}")
        lines.extend(_spot_line(s) for s in m.spots)
    for p in v.players:
        inf = ", ".join(f"{k} {n}" for k, n in p.influence.items())
        card = p.kept or ("card kept" if p.chosen else "choosing")
        face = f"{p.face_value} of {p.face_suit}"
        if p.face_value is not None and p.kept and face != card_name(p.kept):
            card += f" (counts as {face})"
        lines.append(f"@{p.seat} ({p.colour}, {p.boss_name}): {inf}; {card}; "
                     f"{p.buildings} buildings{'; Wanted' if p.wanted else ''}")
    if v.duel is not None:
        d = v.duel
        lines.append(f"Duel on {d.spot}: {who(d.attacker)} {d.attacker_power} vs "
                     f"{who(d.defender)} {d.defender_power}; {who(d.losing)} is losing.")
    return "\n".join(lines)


def hand_text_of(v: TewSeatView) -> str:
    lines: list[str] = []
    if v.options:
        lines.append("Dealt: " + ", ".join(f"{c} ({card_name(c)})" for c in v.options))
    if v.hand:
        lines.append(f"Kept card: {v.hand} ({card_name(v.hand)})")
    if v.my_discards:
        lines.append("Discarded: " + ", ".join(v.my_discards))
    if v.auction:
        lines.append("Auction House: " + ", ".join(f"{b.name} ({b.vp} VP)" for b in v.auction))
    me = v.players[v.seat]
    lines.append("Influence: " + ", ".join(f"{k} {n}" for k, n in me.influence.items()))
    return "\n".join(lines)
