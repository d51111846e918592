"""The leak oracle of Western Legends (§8): for each seat, the identities only it may see;
under None, what nobody may see. Derived from the state's fields directly, never from the
engine's views or labels.

- A seat's poker hand, its face-down committed fight card, its carried cattle token, the
  characters it was dealt (the unchosen one forever, both while choosing) and, as the
  dealer, the 4-card dealer hand.
- The NPC fight cards drawn for a fight: the controller's (in `right_player` mode), else
  nobody's; the chosen one becomes public once the fight's cards are revealed.
- Nobody: the poker deck, the fight deck, the story decks (the top cards' ids name their
  hidden rewards; only the requirement is public) and the ranch stacks.

- Goals variant: a seat's uncompleted goals; nobody: the goal removed at setup. (Kept
  Legendary token values are bare numbers and cannot be searched for in text; the views
  show other seats only their count.)

Cards a Rifle showed to the active player are left out of the target's set (two seats
may see them).
"""

from __future__ import annotations

from bot.games.legends.state import LegendsState

REVEALED = ("react", "effect", "compare", "outcome")


def hidden_identities(state: LegendsState) -> dict[int | None, set[str]]:
    s = state
    secrets: dict[int | None, set[str]] = {i: set() for i in range(s.n)}
    nobody: set[str] = set(s.deck) | set(s.fight_deck)
    for deck in s.story.values():
        nobody |= set(deck)
    for stack in s.ranches.values():
        nobody |= set(stack)
    nobody |= set(s.goal_discards) | set(s.mib_deck)
    for i, p in enumerate(s.players):
        secrets[i] |= set(p.hand) | set(p.goals)
        if p.cattle:
            secrets[i].add(p.cattle)
        dealt = s.dealt[i] if i < len(s.dealt) else []
        secrets[i] |= {c for c in dealt if s.phase == "choose" or c != p.character}
    f = s.fight
    if f is not None:
        shown = f.stage in REVEALED
        if f.card and not shown:
            secrets[f.fighter].add(f.card)
        if f.other and f.target >= 0 and not shown:
            secrets[f.target].add(f.other)
        hidden_npc = {c for c in f.drawn if not (shown and c == f.other)}
        if f.target >= 0:
            pass
        elif s.options.npc_choice_mode == "right_player" and f.kind != "mib":
            secrets[f.controller] |= hidden_npc
        else:
            nobody |= hidden_npc
        if f.target >= 0:
            secrets[f.target] -= set(f.peek)
    if s.poker is not None and s.poker.dealer >= 0:
        secrets[s.poker.dealer] |= set(s.poker.dealer_hand)
    secrets[None] = nobody
    return secrets
