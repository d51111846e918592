""""Since you last looked" (issue 21, item 1): for a player coming back to a game, what
happened since their last move or the last recap they were shown (whichever is later):
every public event, plus their own private ones (a private event of another seat shows
only its public stand-in, if it has one), grouped by the seat whose move it was.

Built by the service from the stored events after the player's mark (platform, not per
game: games only provide their events' visibility), never from the whole log. Short on a
phone: the newest `MAX_GROUPS` groups; the moves before them are only counted.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot.db.records import RecapRows
from bot.db.repository import Repository
from bot.games.core import Msg
from bot.service.models import Loaded, Outcome
from bot.service.tables import log_lines

MAX_GROUPS = 10     # lines of a recap (one per run of moves by one seat)
MAX_SENTENCES = 6   # sentences of one group (its newest; the rest is an ellipsis)


@dataclass(frozen=True)
class RecapGroup:
    """What one seat's moves in a row did, as the reader may read it (`cut`: its oldest
    sentences were left out)."""

    seat: int
    lines: tuple[Msg, ...]
    cut: bool = False


@dataclass(frozen=True)
class Recap:
    """What a player missed: groups oldest first, how many earlier moves it leaves to
    `/game log`, and the action it reaches (the player's mark once it was shown)."""

    groups: tuple[RecapGroup, ...]
    earlier: int
    upto: int

    @property
    def empty(self) -> bool:
        return not self.groups


def recap_of(rows: RecapRows, seat: int, upto: int) -> Recap:
    """The recap `seat` may read of `rows` (the events after its player's mark), up to the
    action `upto`."""
    runs: list[tuple[int, list[Msg], set[int]]] = []  # (seat, lines, actions)
    for row in rows.events:
        lines = log_lines([row], seat)  # the log's own rule: whose eyes may read it
        if not lines:
            continue
        if runs and runs[-1][0] == row.seat:
            runs[-1][1].extend(lines)
            runs[-1][2].add(row.seq)
        else:
            runs.append((row.seat, list(lines), {row.seq}))
    shown = runs[-MAX_GROUPS:]
    covered = len(set().union(*(acts for _, _, acts in shown))) if shown else 0
    groups = tuple(RecapGroup(who, tuple(lines[-MAX_SENTENCES:]), len(lines) > MAX_SENTENCES)
                   for who, lines, _ in shown)
    return Recap(groups, max(0, rows.actions - covered) if groups else 0, upto)


class Recaps:
    """Reads the recaps players are shown, and remembers which they saw."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo

    async def of_seat(self, loaded: Loaded, seat: int) -> Recap | None:
        """The recap of a human seat's player in a running game (None: nothing to tell)."""
        row = loaded.seat_row(seat)
        if loaded.state is None or row.is_ai or row.user_id is None:
            return None
        rows = await self.repo.recap_rows(loaded.game.id, row.user_id)
        recap = recap_of(rows, seat, loaded.game.version)
        return None if recap.empty else recap

    async def of_turns(self, outcome: Outcome) -> dict[int, Recap]:
        """The recaps of the human seats a change called to act anew (their turn DM leads
        with it); none at the start, where nothing happened yet, nor for the player who
        made the change (they are looking)."""
        if outcome.started or outcome.loaded.game.status != "active":
            return {}
        looking = {m.seat for m in outcome.moves if m.actor == "player"}
        found: dict[int, Recap] = {}
        for seat in sorted(outcome.newly_asked() - looking):
            recap = await self.of_seat(outcome.loaded, seat)
            if recap is not None:
                found[seat] = recap
        return found

    async def seen(self, game_id: int, user_id: int, upto: int) -> None:
        """`user_id` was shown the game's recap up to action `upto`."""
        await self.repo.mark_seen(game_id, user_id, upto)
