"""The leak oracle of Carson City: what each seat, and nobody, may not see.

The base game is public (rules §9). Two things are secret, derived here from the state:

* *A New Beginning* sheets until every seat has submitted (§8.6): a submitted sheet's
  values as they would appear serialised;
* *Might is Right* hands and the tiles chosen in a duel before they are shown (§8.2): the
  hand and the choice as they would appear serialised (`"mir_hand":[...]`,
  `"mir_chosen":[...]`), which only their owner may see.
"""

from __future__ import annotations

from bot.games.carson.state import CarsonState


def hidden_identities(state: CarsonState) -> dict[int | None, set[str]]:
    secrets: dict[int | None, set[str]] = {seat: set() for seat in range(state.n)}
    secrets[None] = set()
    for seat, sheet in enumerate(state.sheets):
        if sheet is None:
            continue
        secrets[seat].add(
            f'"sheet_money":{sheet.sheet_money},"sheet_cowboys":{sheet.sheet_cowboys},'
            f'"sheet_roads":{sheet.sheet_roads},"sheet_revolvers":{sheet.sheet_revolvers},'
            f'"sheet_plots":{sheet.sheet_plots}')
    shown = ['"mir_hand":[' + ",".join(map(str, sorted(hand))) + "]" for hand in state.hands]
    for seat, identity in enumerate(shown):
        # two seats holding the very same tiles (2 players start with a full set each)
        # cannot tell each other anything by showing their own hand
        if shown.count(identity) == 1:
            secrets[seat].add(identity)
    for key, tiles in state.chosen.items():
        secrets[int(key)].add('"mir_chosen":[' + ",".join(map(str, tiles)) + "]")
    return secrets
