"""Substitutes and hosting (issue 21, item 3): a seat handed to another member (`replace`,
by the host), an open seat taken from the table (`take`: its player was replaced by a bot
after an absence, or left the server or the game), and the host's role handed over (on
purpose, or when the host leaves, is forgotten or is replaced: to the next human seat).

Each is a change of a game locked and loaded (`Games.run`), like every other: refused
before anything is written when the input is bad. A seat keeps its number, its state and
its log; only who plays it changes (the log's `user_id` tells who made each move).
"""

from __future__ import annotations

from typing import Any, Literal

from bot.db.records import FormerPlayer, Reach, SeatRow
from bot.errors import LobbyError, PermissionDeniedError
from bot.games.core import msg
from bot.service.deadlines import reset_timers
from bot.service.models import Loaded, Outcome
from bot.service.store import Games, Place

Takers = Literal["anyone", "host", "nobody"]


def open_seats(loaded: Loaded) -> list[SeatRow]:
    """Seats of a running game that a member may take: a bot plays them for a person who
    was there (replaced after an absence, gone from the server, or who left the game)."""
    if loaded.game.status != "active":
        return []
    return [s for s in loaded.seats if s.is_ai and s.user_id is not None]


def next_host(seats: list[SeatRow], after: int, leaving: int) -> int | None:
    """The user of the next human seat after seat `after` (round the table), other than
    `leaving`; None when no human is left."""
    ordered = sorted(seats, key=lambda s: (s.seat <= after, s.seat))
    return next((s.user_id for s in ordered if s.user_id is not None and not s.is_ai
                 and s.user_id != leaving), None)


class Seating:
    """Replacing players, taking open seats, and handing hosting over."""

    def __init__(self, games: Games) -> None:
        self.games = games
        self.repo = games.repo

    async def replace(self, outcome: Outcome, by_user: int, old_user: int, new_user: int,
                      new_name: str, is_admin: bool = False, where: Place | None = None) -> None:
        """The host (or Manage Server) hands `old_user`'s seat, running or in the lobby, to
        `new_user`, who is not seated; a hosting player replaced passes hosting on."""
        loaded = outcome.loaded
        self.games.require_place(loaded, where)
        self.games.require_host(loaded, by_user, is_admin, "recap-what-replace")
        if loaded.game.status not in ("lobby", "active"):
            raise LobbyError("ui-already-over")
        seat = next((s for s in loaded.seats if s.user_id == old_user), None)
        if seat is None:
            raise LobbyError("ui-target-not-seated")
        if any(s.user_id == new_user for s in loaded.seats):
            raise LobbyError("recap-replace-seated")
        await self.seat_user(outcome, seat, new_user, new_name)

    async def take(self, outcome: Outcome, user_id: int, name: str, seat: int,
                   approved_by: int | None = None, is_admin: bool = False,
                   where: Place | None = None) -> None:
        """`user_id` takes an open seat, as the table's setting allows: anyone; only with
        the host's approval (`approved_by`: the host or Manage Server clicked Approve);
        or nobody. The seat's own player takes it back whatever the setting."""
        loaded = outcome.loaded
        self.games.require_place(loaded, where)
        row = next((s for s in open_seats(loaded) if s.seat == seat), None)
        if row is None:
            raise LobbyError("recap-seat-not-open")
        takers: Takers = loaded.settings.open_seats
        if row.user_id == user_id:  # its own player, back: as `/game join` would
            await self.seat_user(outcome, row, user_id, name)
            return
        if takers == "nobody":
            raise PermissionDeniedError("recap-seats-closed")
        if takers == "host" and approved_by is None:
            raise PermissionDeniedError("recap-seat-needs-host")
        if approved_by is not None:
            self.games.require_host(loaded, approved_by, is_admin, "recap-what-approve")
        if loaded.seat_of(user_id) is not None or any(
                s.user_id == user_id for s in loaded.seats if s.seat != seat):
            raise LobbyError("recap-replace-seated" if approved_by else "ui-already-seated")
        await self.seat_user(outcome, row, user_id, name)

    async def hand_host(self, outcome: Outcome, by_user: int, to_user: int,
                        is_admin: bool = False) -> None:
        """`/game host`: the host (or Manage Server) hands hosting to a seated player."""
        loaded = outcome.loaded
        self.games.require_host(loaded, by_user, is_admin, "recap-what-host")
        if loaded.game.status not in ("lobby", "active"):
            raise LobbyError("ui-already-over")
        if loaded.seat_of(to_user) is None:
            raise LobbyError("ui-target-not-seated")
        await self._set_host(loaded, to_user)

    async def seat_user(self, outcome: Outcome, seat: SeatRow, user_id: int,
                        name: str) -> None:
        """Seat `user_id` at `seat` (a person, with DMs to try); the one who played it is
        remembered as a former player, and their DM hand's buttons go; hosting passes on
        if they hosted. In a running game the newcomer gets the hand and a deadline."""
        loaded = outcome.loaded
        former = [*seat.former, FormerPlayer(user_id=seat.user_id, name=seat.name)] \
            if seat.user_id not in (None, user_id) else seat.former
        fields: dict[str, Any] = {"user_id": user_id, "name": name, "is_ai": False,
                                  "dm_open": True}
        if loaded.game.status == "active":
            fields["former"] = former
        await self.repo.hand_seat(loaded.game.id, seat.seat, **fields)
        loaded.seats = [s.model_copy(update=fields) if s.seat == seat.seat else s
                        for s in loaded.seats]
        old = loaded.reach.get(seat.seat)
        if old is not None and old.hand is not None and old.hand.decision_id is not None:
            outcome.retired.append(old.hand)  # its buttons go (they are refused anyway)
        prefs = await self.repo.prefs(user_id)  # the old player's DM hand is not theirs
        loaded.reach[seat.seat] = Reach(locale=prefs.locale, client_locale=prefs.client_locale,
                                        dm=prefs.dm)
        if seat.user_id == loaded.game.host_id:
            await self.pass_host(loaded, seat.seat, seat.user_id)
        if loaded.game.status == "active":
            await reset_timers(self.repo, loaded, self.games.clock())
            outcome.told[seat.seat] = [msg("recap-seat-yours", who=name, seat=seat.name)]

    async def pass_host(self, loaded: Loaded, after: int, leaving: int | None) -> None:
        """Hosting goes to the next human seat after `after` (none left: nobody hosts)."""
        await self._set_host(loaded, next_host(loaded.seats, after, leaving or 0) or 0)

    async def _set_host(self, loaded: Loaded, user_id: int) -> None:
        await self.repo.update_game(loaded.game.id, self.games.clock(), host_id=user_id)
        loaded.game = loaded.game.model_copy(update={"host_id": user_id})
