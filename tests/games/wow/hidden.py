"""The leak oracle of Way Out West: what each seat, and nobody, may not see.

Everything on a Way Out West table is public (rules §8, R34): there are no cards, no
hidden draws and no secret choices; the only unknown is the dice still to be rolled,
which live in the generator (the conformance suite checks that no view shows it). So
every seat's set and the nobody set are empty, derived from the state's size alone.
"""

from __future__ import annotations

from bot.games.wow.state import WowState


def hidden_identities(state: WowState) -> dict[int | None, set[str]]:
    """No identity is hidden from anyone in Way Out West."""
    secrets: dict[int | None, set[str]] = {seat: set() for seat in range(state.n)}
    secrets[None] = set()
    return secrets
