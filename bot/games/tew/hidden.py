"""Labels only one seat may see right now (for leak checks)."""

from __future__ import annotations

from bot.games.tew.data import BUILDINGS
from bot.games.tew.prompts import head
from bot.games.tew.state import TewState


def secrets(state: TewState) -> dict[int, set[str]]:
    out: dict[int, set[str]] = {p.seat: set() for p in state.players}
    for p in state.players:
        if p.kept is not None and not p.revealed:
            out[p.seat].add(p.kept)
        out[p.seat].update(p.options)
        out[p.seat].update(c for c in p.discards if c in state.poker_discard)
    prompt = head(state)
    if prompt is not None and prompt.kind == "AUCTION_PICK":
        out[prompt.seat].update(BUILDINGS[b].name for b in prompt.cards)
    return out
