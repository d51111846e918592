"""Lobby operations: new, join, leave, add an AI seat, kick, settings, end."""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from bot.db.records import SeatRow
from bot.games.core.errors import LobbyError, PermissionDeniedError
from bot.service.base import ServiceBase
from bot.service.models import GameSettings, Loaded, Outcome


def _option_error(exc: ValidationError) -> LobbyError:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"]) or "options"
    return LobbyError(f"Option '{where}' is not valid: {first['msg']}.")


class LobbyService(ServiceBase):
    async def new(self, kind: str, *, guild_id: int | None, channel_id: int,
                  thread_id: int | None, host_id: int, host_name: str,
                  options: dict[str, Any] | None = None,
                  settings: dict[str, Any] | None = None) -> Loaded:
        """Open a lobby for `kind` with the host in the first seat."""
        spec = self.spec(kind)
        try:
            opts = spec.options(options).model_dump(mode="json")
            sets = GameSettings.model_validate(settings or {}).model_dump(mode="json")
        except ValidationError as exc:
            raise _option_error(exc) from None
        game_id = await self.repo.create_game(
            kind=kind, guild_id=guild_id, channel_id=channel_id, thread_id=thread_id,
            host_id=host_id, seed=self._seed(), options=opts, settings=sets, now=self.clock())
        await self.repo.replace_seats(game_id, [SeatRow(game_id=game_id, seat=0, user_id=host_id,
                                                        name=host_name)])
        return await self.load(game_id)

    async def join(self, game_id: int, user_id: int, name: str) -> Loaded:
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            if loaded.seat_of(user_id) is not None:
                raise LobbyError("You are already seated in this game.")
            ai_seat = self._reclaimable(loaded, user_id)
            if ai_seat is not None:  # a player handed to the AI takes their seat back
                await self.repo.update_seat(game_id, ai_seat, is_ai=0)
                return await self.load(game_id)
            self._require_lobby(loaded, "join")
            if len(loaded.seats) >= loaded.spec.max_seats:
                raise LobbyError(f"This game is full ({loaded.spec.max_seats} seats).")
            seats = [*loaded.seats, SeatRow(game_id=game_id, seat=len(loaded.seats),
                                            user_id=user_id, name=name)]
            await self.repo.replace_seats(game_id, seats)
            return await self.load(game_id)

    async def add_ai(self, game_id: int, user_id: int, is_admin: bool = False) -> Loaded:
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            self._require_lobby(loaded, "add a bot")
            if loaded.seat_of(user_id) is None and not is_admin:
                raise PermissionDeniedError("Only players at this table can add a bot.")
            if len(loaded.seats) >= loaded.spec.max_seats:
                raise LobbyError(f"This game is full ({loaded.spec.max_seats} seats).")
            number = sum(1 for s in loaded.seats if s.user_id is None) + 1
            seats = [*loaded.seats, SeatRow(game_id=game_id, seat=len(loaded.seats), user_id=None,
                                            name=f"Bot {number}", is_ai=True)]
            await self.repo.replace_seats(game_id, seats)
            return await self.load(game_id)

    async def leave(self, game_id: int, user_id: int) -> Outcome:
        """Leave a lobby, or hand your seat in a running game to the AI."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            seat = loaded.seat_of(user_id)
            if seat is None:
                raise LobbyError("You are not seated in this game.")
            return await self._unseat(loaded, seat)

    async def kick(self, game_id: int, by_user: int, target_user: int,
                   is_admin: bool = False) -> Outcome:
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            self.require_host(loaded, by_user, is_admin, "kick players")
            seat = loaded.seat_of(target_user)
            if seat is None:
                raise LobbyError("That player is not seated in this game.")
            return await self._unseat(loaded, seat)

    async def change_settings(self, game_id: int, user_id: int, is_admin: bool,
                              changes: dict[str, Any]) -> Loaded:
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            self.require_host(loaded, user_id, is_admin, "change the settings")
            try:
                merged = GameSettings.model_validate({**loaded.game.settings, **changes})
            except ValidationError as exc:
                raise _option_error(exc) from None
            await self.repo.update_game(game_id, self.clock(), settings=merged.model_dump())
            return await self.load(game_id)

    async def end(self, game_id: int, user_id: int, is_admin: bool = False) -> Loaded:
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            self.require_host(loaded, user_id, is_admin, "end the game")
            if loaded.game.status not in ("lobby", "active"):
                raise LobbyError("This game is already over.")
            await self.repo.update_game(game_id, self.clock(), status="ended")
            await self.repo.clear_timers(game_id)
            return await self.load(game_id)

    async def _unseat(self, loaded: Loaded, seat: SeatRow) -> Outcome:
        game_id = loaded.game.id
        if loaded.game.status == "active":  # nothing a player did is lost: the AI plays on
            await self.repo.update_seat(game_id, seat.seat, is_ai=1)
            outcome = Outcome(await self.load(game_id))
            await self._handed_to_ai(outcome)
            return outcome
        self._require_lobby(loaded, "leave")
        rest = [s for s in loaded.seats if s.seat != seat.seat]
        humans = [s for s in rest if s.user_id is not None]
        if not humans:
            await self.repo.update_game(game_id, self.clock(), status="ended")
            return Outcome(await self.load(game_id))
        renumbered = [s.model_copy(update={"seat": i}) for i, s in enumerate(rest)]
        await self.repo.replace_seats(game_id, renumbered)
        if seat.user_id == loaded.game.host_id:
            await self.repo.update_game(game_id, self.clock(), host_id=humans[0].user_id)
        return Outcome(await self.load(game_id))

    async def _handed_to_ai(self, outcome: Outcome) -> None:
        """Hook: a running game's seat was just handed to the AI (the play layer acts)."""

    @staticmethod
    def _reclaimable(loaded: Loaded, user_id: int) -> int | None:
        if loaded.game.status != "active":
            return None
        return next((s.seat for s in loaded.seats if s.user_id == user_id and s.is_ai), None)

    @staticmethod
    def _require_lobby(loaded: Loaded, what: str) -> None:
        if loaded.game.status != "lobby":
            raise LobbyError(f"You can only {what} before the game starts.")
