"""The lobby: open a game, join, leave, add an AI seat, kick, change options and settings,
end. Seats in a running game are handed to the AI, never removed (nothing is lost)."""

from __future__ import annotations

from typing import Any

from bot.db.records import SeatRow
from bot.games.core import LobbyError, PermissionDeniedError, msg
from bot.service.models import GameSettings, Limits, Loaded
from bot.service.options import validated
from bot.service.store import Games


class Lobby:
    """Everything before `start`, plus leaving and ending."""

    def __init__(self, games: Games, limits: Limits | None = None) -> None:
        self.games = games
        self.repo = games.repo
        self.limits = limits or Limits()

    async def new(self, kind: str, *, guild_id: int | None, channel_id: int,
                  thread_id: int | None, host_id: int, host_name: str,
                  options: dict[str, Any] | None = None,
                  settings: dict[str, Any] | None = None) -> Loaded:
        """Open a lobby for `kind` with the host in the first seat."""
        spec = self.games.spec(kind)
        await self._require_capacity(guild_id, host_id)
        opts = validated(spec.Options, options or {}).model_dump(mode="json")
        sets = validated(GameSettings, settings or {}).model_dump(mode="json")
        game_id = await self.repo.create_game(
            kind=kind, guild_id=guild_id, channel_id=channel_id, thread_id=thread_id,
            host_id=host_id, seed=self.games.new_seed(), options=opts, settings=sets,
            now=self.games.clock())
        await self.repo.replace_seats(game_id, [SeatRow(game_id=game_id, seat=0, user_id=host_id,
                                                        name=host_name)])
        return await self.games.load(game_id)

    async def rematch(self, game_id: int, user_id: int, name: str) -> Loaded:
        """A new lobby where a finished game was played, with its players (the one who asked
        hosts it), bots and options; any of its players may ask, once."""
        old = await self.games.load(game_id)
        if old.game.status not in ("finished", "ended"):
            raise LobbyError("ui-rematch-not-over")
        if not any(s.user_id == user_id for s in old.seats):
            raise PermissionDeniedError("ui-rematch-players-only")
        new = await self.new(old.game.kind, guild_id=old.game.guild_id,
                             channel_id=old.game.channel_id, thread_id=old.game.thread_id,
                             host_id=user_id, host_name=name, options=old.game.options,
                             settings=old.game.settings)
        others = [s for s in old.seats if s.user_id != user_id and (s.is_ai or s.user_id)]
        seats = [*new.seats, *(s.model_copy(update={"game_id": new.game.id, "seat": i,
                                                    "dm_open": True})
                               for i, s in enumerate(others, start=1))]
        await self.repo.replace_seats(new.game.id, seats[:old.spec.max_seats])
        return await self.games.load(new.game.id)

    async def join(self, game_id: int, user_id: int, name: str) -> Loaded:
        """Take a seat; a player whose running seat was handed to the AI takes it back."""
        async with self.games.locked(game_id):
            loaded = await self.games.load(game_id)
            if loaded.seat_of(user_id) is not None:
                raise LobbyError("ui-already-seated")
            ai_seat = reclaimable(loaded, user_id)
            if ai_seat is not None:
                await self.repo.update_seat(game_id, ai_seat, is_ai=0)
                return await self.games.load(game_id)
            require_lobby(loaded, "ui-what-join")
            self._require_room(loaded)
            seats = [*loaded.seats, SeatRow(game_id=game_id, seat=len(loaded.seats),
                                            user_id=user_id, name=name)]
            await self.repo.replace_seats(game_id, seats)
            return await self.games.load(game_id)

    async def add_ai(self, game_id: int, user_id: int, is_admin: bool = False) -> Loaded:
        async with self.games.locked(game_id):
            loaded = await self.games.load(game_id)
            require_lobby(loaded, "ui-what-addbot")
            if loaded.seat_of(user_id) is None and not is_admin:
                raise PermissionDeniedError("ui-players-only")
            self._require_room(loaded)
            number = sum(1 for s in loaded.seats if s.user_id is None) + 1
            seats = [*loaded.seats, SeatRow(game_id=game_id, seat=len(loaded.seats), user_id=None,
                                            name=f"Bot {number}", is_ai=True)]
            await self.repo.replace_seats(game_id, seats)
            return await self.games.load(game_id)

    async def leave(self, game_id: int, user_id: int) -> tuple[Loaded, int | None]:
        """Leave a lobby, or hand your seat in a running game to the AI. Returns the game
        and, for a running game, the seat now played by the AI."""
        async with self.games.locked(game_id):
            loaded = await self.games.load(game_id)
            seat = loaded.seat_of(user_id)
            if seat is None:
                raise LobbyError("ui-not-seated")
            return await self._unseat(loaded, seat)

    async def kick(self, game_id: int, by_user: int, target_user: int,
                   is_admin: bool = False) -> tuple[Loaded, int | None]:
        async with self.games.locked(game_id):
            loaded = await self.games.load(game_id)
            self.games.require_host(loaded, by_user, is_admin, "ui-what-kick")
            seat = loaded.seat_of(target_user)
            if seat is None:
                raise LobbyError("ui-target-not-seated")
            return await self._unseat(loaded, seat)

    async def change_settings(self, game_id: int, user_id: int, is_admin: bool,
                              settings: dict[str, Any] | None = None,
                              options: dict[str, Any] | None = None) -> Loaded:
        """Change platform settings (any time) or game options (in the lobby) as host."""
        async with self.games.locked(game_id):
            loaded = await self.games.load(game_id)
            self.games.require_host(loaded, user_id, is_admin, "ui-what-settings")
            fields: dict[str, Any] = {}
            if settings:
                fields["settings"] = validated(
                    GameSettings, {**loaded.game.settings, **settings}).model_dump(mode="json")
            if options:
                require_lobby(loaded, "ui-what-options")
                fields["options"] = validated(
                    loaded.spec.Options, {**loaded.game.options, **options}
                ).model_dump(mode="json")
            if fields:
                await self.repo.update_game(game_id, self.games.clock(), **fields)
            return await self.games.load(game_id)

    async def end(self, game_id: int, user_id: int, is_admin: bool = False) -> Loaded:
        async with self.games.locked(game_id):
            loaded = await self.games.load(game_id)
            self.games.require_host(loaded, user_id, is_admin, "ui-what-end")
            if loaded.game.status not in ("lobby", "active"):
                raise LobbyError("ui-already-over")
            await self.repo.update_game(game_id, self.games.clock(), status="ended")
            await self.repo.clear_timers(game_id)
            return await self.games.load(game_id)

    async def expire_lobbies(self) -> list[Loaded]:
        """End lobbies nobody touched for `lobby_days`; returns them, for telling their
        channels."""
        before = self.games.clock() - self.limits.lobby_days * 86400
        ended: list[Loaded] = []
        for game_id in await self.repo.stale_lobby_ids(before):
            async with self.games.locked(game_id):
                await self.repo.update_game(game_id, self.games.clock(), status="ended")
                ended.append(await self.games.load(game_id))
        return ended

    async def end_where(self, *, guild_id: int | None = None,
                        place_id: int | None = None) -> list[int]:
        """End every live game of a server the bot left, or of a deleted channel or thread;
        their timers stop. Returns the ended games' ids."""
        ids = await self.repo.live_game_ids(guild_id=guild_id, place_id=place_id)
        for game_id in ids:
            async with self.games.locked(game_id):
                await self.repo.update_game(game_id, self.games.clock(), status="ended")
                await self.repo.clear_timers(game_id)
        return ids

    async def _require_capacity(self, guild_id: int | None, host_id: int) -> None:
        """A server's caps count only that server's games (and the cap on open lobbies in
        DMs only DM lobbies): one server's choice never blocks a user elsewhere."""
        max_games, max_lobbies = self.limits.max_live_games, self.limits.max_lobbies_per_user
        if guild_id is not None:
            chosen_games, chosen_lobbies = await self.repo.guild_limits(guild_id)
            max_games = chosen_games if chosen_games is not None else max_games
            max_lobbies = chosen_lobbies if chosen_lobbies is not None else max_lobbies
            if await self.repo.count_live(guild_id=guild_id) >= max_games:
                raise LobbyError("ui-server-full", limit=max_games)
        if await self.repo.count_live(guild_id=guild_id, dms=guild_id is None, host_id=host_id,
                                      status="lobby") >= max_lobbies:
            raise LobbyError("ui-too-many-lobbies", limit=max_lobbies)

    async def _unseat(self, loaded: Loaded, seat: SeatRow) -> tuple[Loaded, int | None]:
        game_id = loaded.game.id
        if loaded.game.status == "active":  # nothing a player did is lost: the AI plays on
            await self.repo.update_seat(game_id, seat.seat, is_ai=1)
            return await self.games.load(game_id), seat.seat
        require_lobby(loaded, "ui-what-leave")
        rest = [s for s in loaded.seats if s.seat != seat.seat]
        humans = [s for s in rest if s.user_id is not None]
        if not humans:
            await self.repo.update_game(game_id, self.games.clock(), status="ended")
            return await self.games.load(game_id), None
        renumbered = [s.model_copy(update={"seat": i}) for i, s in enumerate(rest)]
        await self.repo.replace_seats(game_id, renumbered)
        if seat.user_id == loaded.game.host_id:
            await self.repo.update_game(game_id, self.games.clock(), host_id=humans[0].user_id)
        return await self.games.load(game_id), None

    @staticmethod
    def _require_room(loaded: Loaded) -> None:
        if len(loaded.seats) >= loaded.spec.max_seats:
            raise LobbyError("ui-game-full", seats=loaded.spec.max_seats)


def reclaimable(loaded: Loaded, user_id: int) -> int | None:
    """The running seat of `user_id` that the AI plays for them, if any."""
    if loaded.game.status != "active":
        return None
    return next((s.seat for s in loaded.seats if s.user_id == user_id and s.is_ai), None)


def require_lobby(loaded: Loaded, what: str) -> None:
    """Refuse `what` (a message key) unless the game is still a lobby."""
    if loaded.game.status != "lobby":
        raise LobbyError("ui-lobby-only", what=msg(what))
