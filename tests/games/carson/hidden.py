"""The leak oracle of Carson City: what each seat, and nobody, may not see.

The base game is public (rules §9). Two things are secret, derived here from the state:

* *A New Beginning* sheets until every seat has submitted (§8.6): a submitted sheet's
  values as the state and the owner's view serialise them;
* *Might is Right* hands and the tiles chosen in a duel before they are shown (§8.2): the
  hand and the choice as they would appear serialised (`"mir_hand":[...]`, and
  `"mir_chosen":[...]` in the state, `"mir_choice":[...]` in the owner's view), which
  only their owner may see.

A secret two seats hold alike (the same tiles, the same sheet) is nobody's to leak.
"""

from __future__ import annotations

from bot.games.carson.state import CarsonState, SheetChoice


def hidden_identities(state: CarsonState) -> dict[int | None, set[str]]:
    secrets: dict[int | None, set[str]] = {seat: set() for seat in range(state.n)}
    secrets[None] = set()
    sheets = {seat: sheet_shown(sheet) for seat, sheet in enumerate(state.sheets)
              if sheet is not None}
    hands = {seat: {tiles_shown("mir_hand", sorted(hand))} for seat, hand in
             enumerate(state.hands)}
    chosen = {int(key): {tiles_shown(name, tiles) for name in ("mir_chosen", "mir_choice")}
              for key, tiles in state.chosen.items()}
    for owned in (sheets, hands, chosen):
        for seat, identities in owned.items():
            # two seats holding the very same secret (2 players start with a full set of
            # tiles each; two default sheets) cannot tell each other anything by it
            if sum(other == identities for other in owned.values()) == 1:
                secrets[seat] |= identities
    return secrets


def tiles_shown(name: str, tiles: list[int]) -> str:
    return f'"{name}":[' + ",".join(map(str, tiles)) + "]"


def sheet_shown(sheet: SheetChoice) -> set[str]:
    """A sheet as the state and as the seat's view serialise it."""
    values = (sheet.sheet_money, sheet.sheet_cowboys, sheet.sheet_roads,
              sheet.sheet_revolvers, sheet.sheet_plots)
    names = ("money", "cowboys", "roads", "revolvers", "plots")
    return {",".join(f'"{prefix}{n}":{v}' for n, v in zip(names, values, strict=True))
            for prefix in ("sheet_", "")}
