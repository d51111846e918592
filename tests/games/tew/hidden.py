"""The leak oracle for Tiny Epic Western (rules §6), read straight from the state.

For each seat: its dealt options, its kept card until revealed, its Phase 1 discards
still in the discard pile, and the buildings it drew with the Auction House while it
decides (their ids AND English names, since labels name them). Under `None`, what nobody
may see: the poker deck, the face-down Rival card(s), and the building deck (ids and
names). Cards are codes ("4Te"): no label or public text words a secret card.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

DATA = Path(__file__).resolve().parents[3] / "data" / "tew"
NAME = {b["id"]: b["name"] for b in json.loads((DATA / "buildings.json").read_text())}


def _buildings(ids: list[str]) -> set[str]:
    return {*ids, *(NAME[b] for b in ids)}


def hidden_identities(state: Any) -> dict[int | None, set[str]]:
    out: dict[int | None, set[str]] = {p.seat: set() for p in state.players}
    for p in state.players:
        out[p.seat].update(p.options)
        if p.kept is not None and not p.revealed:
            out[p.seat].add(p.kept)
        out[p.seat].update(c for c in p.discards if c in state.poker_discard)
    for d in state.flow.stack:
        if d.kind == "AUCTION_PICK":
            out[d.seat] |= _buildings(d.cards)
    nobody = set(state.poker_deck) | _buildings(state.deck)
    if not state.rival_revealed:
        nobody |= set(state.rival_cards[:1] if state.solo else state.rival_cards)
    out[None] = nobody
    return out
