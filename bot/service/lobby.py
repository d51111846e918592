"""The lobby: open a game, join, leave, add an AI seat, kick, change options and settings,
end. Seats in a running game are handed to the AI, never removed (nothing is lost)."""

from __future__ import annotations

from typing import Any

from bot.db.records import SeatRow
from bot.errors import LobbyError, PermissionDeniedError
from bot.games.core import msg
from bot.games.core.levels import Level
from bot.service.deadlines import reset_timers
from bot.service.models import NEW_TABLE_SETTINGS, GameSettings, Limits, Loaded, Outcome
from bot.service.options import validated
from bot.service.seating import next_host
from bot.service.store import Games, Place


class Lobby:
    """Everything before `start`, plus leaving and ending: opening a lobby, and changes of a
    game already locked and loaded (see `Games.run`), which update it as they write it."""

    def __init__(self, games: Games, limits: Limits | None = None) -> None:
        self.games = games
        self.repo = games.repo
        self.limits = limits or Limits()

    async def new(self, kind: str, *, guild_id: int | None, channel_id: int,
                  thread_id: int | None, host_id: int, host_name: str,
                  options: dict[str, Any] | None = None,
                  settings: dict[str, Any] | None = None, seed: int | None = None) -> int:
        """Open a lobby for `kind` with the host in the first seat; returns its id (`seed`:
        a record's, when the console continues one; else a new one)."""
        spec = self.games.spec(kind)
        await self._require_capacity(guild_id, host_id)
        opts = validated(spec.Options, options or {}).model_dump(mode="json")
        sets = validated(GameSettings, with_hints(NEW_TABLE_SETTINGS, settings or {},
                                                  running_rated=False)
                         ).model_dump(mode="json")
        game_id = await self.repo.create_game(
            kind=kind, guild_id=guild_id, channel_id=channel_id, thread_id=thread_id,
            host_id=host_id, seed=self.games.new_seed() if seed is None else seed,
            options=opts, settings=sets,
            now=self.games.clock())
        await self.repo.replace_seats(game_id, [SeatRow(game_id=game_id, seat=0, user_id=host_id,
                                                        name=host_name)])
        return game_id

    async def rematch(self, old: Loaded, user_id: int, name: str,
                      where: Place | None = None) -> int:
        """A new lobby where the finished game `old` was played, with its players (the one who
        asked hosts it), bots and options; any of its players may ask, once. Returns its id."""
        self.games.require_place(old, where)
        if old.game.status not in ("finished", "ended"):
            raise LobbyError("ui-rematch-not-over")
        if not any(s.user_id == user_id for s in old.seats):
            raise PermissionDeniedError("ui-rematch-players-only")
        try:
            game_id = await self.new(
                old.game.kind, guild_id=old.game.guild_id, channel_id=old.game.channel_id,
                thread_id=old.game.thread_id, host_id=user_id, host_name=name,
                options=old.game.options, settings=old.game.settings)
        except LobbyError as exc:
            if exc.msg.key != "ui-place-taken":
                raise
            here = await self.repo.live_game_at(old.game.channel_id, old.game.thread_id)
            raise LobbyError("ui-rematch-exists", id=here.id if here else "?") from None
        host = SeatRow(game_id=game_id, seat=0, user_id=user_id, name=name)
        others = [s for s in old.seats if s.user_id != user_id and (s.is_ai or s.user_id)]
        seats = [host, *(s.model_copy(update={"game_id": game_id, "seat": i, "dm_open": True})
                         for i, s in enumerate(others, start=1))]
        await self.repo.replace_seats(game_id, seats[:old.spec.max_seats])
        return game_id

    async def join(self, outcome: Outcome, user_id: int, name: str,
                   where: Place | None = None) -> None:
        """Take a seat; a player whose running seat was handed to the AI takes it back (and
        gets a deadline)."""
        loaded = outcome.loaded
        self.games.require_place(loaded, where)
        if loaded.seat_of(user_id) is not None:
            raise LobbyError("ui-already-seated")
        ai_seat = reclaimable(loaded, user_id)
        if ai_seat is not None:
            await self._set_seat(loaded, ai_seat, is_ai=False)
            await reset_timers(self.repo, loaded, self.games.clock())
            return
        require_lobby(loaded, "ui-what-join")
        self._require_room(loaded)
        await self._set_seats(loaded, [*loaded.seats, SeatRow(
            game_id=loaded.game.id, seat=len(loaded.seats), user_id=user_id, name=name)])

    async def add_ai(self, outcome: Outcome, user_id: int, is_admin: bool = False,
                     where: Place | None = None, level: Level | None = None) -> None:
        """Seat a bot; `level`: how well it plays (None: as the table's `ai_level` says,
        now and after any change of it)."""
        loaded = outcome.loaded
        self.games.require_place(loaded, where)
        require_lobby(loaded, "ui-what-addbot")
        if loaded.seat_of(user_id) is None and not is_admin:
            raise PermissionDeniedError("ui-players-only")
        self._require_room(loaded)
        number = sum(1 for s in loaded.seats if s.user_id is None) + 1
        await self._set_seats(loaded, [*loaded.seats, SeatRow(
            game_id=loaded.game.id, seat=len(loaded.seats), user_id=None,
            name=f"Bot {number}", is_ai=True, ai_level=level)])

    async def leave(self, outcome: Outcome, user_id: int, where: Place | None = None) -> None:
        """Leave a lobby, or hand your seat in a running game to the AI."""
        self.games.require_place(outcome.loaded, where)
        seat = outcome.loaded.seat_of(user_id)
        if seat is None:
            raise LobbyError("ui-not-seated")
        await self._unseat(outcome.loaded, seat)

    async def kick(self, outcome: Outcome, by_user: int, target_user: int,
                   is_admin: bool = False) -> None:
        loaded = outcome.loaded
        self.games.require_host(loaded, by_user, is_admin, "ui-what-kick")
        seat = loaded.seat_of(target_user)
        if seat is None:
            raise LobbyError("ui-target-not-seated")
        await self._unseat(loaded, seat)

    async def change_settings(self, outcome: Outcome, user_id: int, is_admin: bool,
                              settings: dict[str, Any] | None = None,
                              options: dict[str, Any] | None = None) -> None:
        """Change platform settings (any time) or game options (in the lobby) as host;
        turning timers off drops the deadlines and reminders already set, turning them on
        sets fresh ones."""
        loaded = outcome.loaded
        self.games.require_host(loaded, user_id, is_admin, "ui-what-settings")
        fields: dict[str, Any] = {}
        if settings and "rated" in settings:
            require_lobby(loaded, "ui-memory-what-rated")  # not once the game shows who wins
        if settings:
            running_rated = loaded.game.status != "lobby" and loaded.game.guild_id is not None \
                and loaded.settings.rated
            fields["settings"] = validated(GameSettings, with_hints(
                loaded.game.settings, settings, running_rated)).model_dump(mode="json")
        if options:
            require_lobby(loaded, "ui-what-options")
            fields["options"] = validated(
                loaded.spec.Options, {**loaded.game.options, **options}).model_dump(mode="json")
        if fields:
            await self._set_game(loaded, **fields)
        if settings and "timers" in settings and loaded.game.status == "active":
            await reset_timers(self.repo, loaded, self.games.clock())

    async def end(self, outcome: Outcome, user_id: int, is_admin: bool = False) -> None:
        loaded = outcome.loaded
        self.games.require_host(loaded, user_id, is_admin, "ui-what-end")
        if loaded.game.status not in ("lobby", "active"):
            raise LobbyError("ui-already-over")
        await self._set_game(loaded, status="ended")
        await self.repo.clear_timers(loaded.game.id)
        loaded.deadlines = {}

    async def expire_lobby(self, outcome: Outcome) -> None:
        """End a lobby nobody touched for `lobby_days` (see `stale_lobbies`)."""
        await self._set_game(outcome.loaded, status="ended")

    async def stale_lobbies(self) -> list[int]:
        """Lobbies nobody touched for `lobby_days`."""
        return await self.repo.stale_lobby_ids(
            self.games.clock() - self.limits.lobby_days * 86400)

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

    async def _unseat(self, loaded: Loaded, seat: SeatRow) -> None:
        if loaded.game.status == "active":  # nothing a player did is lost: the AI plays on
            await self._set_seat(loaded, seat.seat, is_ai=True)
            await reset_timers(self.repo, loaded, self.games.clock())
            if seat.user_id == loaded.game.host_id:  # hosting passes to the next human seat
                await self._set_game(loaded, host_id=next_host(
                    loaded.seats, seat.seat, seat.user_id or 0) or 0)
            return
        require_lobby(loaded, "ui-what-leave")
        rest = [s for s in loaded.seats if s.seat != seat.seat]
        humans = [s for s in rest if s.user_id is not None]
        if not humans:
            await self._set_game(loaded, status="ended")
            return
        await self._set_seats(loaded, [s.model_copy(update={"seat": i})
                                       for i, s in enumerate(rest)])
        if seat.user_id == loaded.game.host_id:
            await self._set_game(loaded, host_id=humans[0].user_id)

    async def _set_game(self, loaded: Loaded, **fields: Any) -> None:
        """Write columns of the game, and keep `loaded` as written."""
        await self.repo.update_game(loaded.game.id, self.games.clock(), **dict(fields))
        loaded.game = loaded.game.model_copy(update=fields)

    async def _set_seats(self, loaded: Loaded, seats: list[SeatRow]) -> None:
        await self.repo.replace_seats(loaded.game.id, seats)
        loaded.seats = seats

    async def _set_seat(self, loaded: Loaded, seat: int, **fields: Any) -> None:
        await self.repo.update_seat(loaded.game.id, seat, **dict(fields))
        loaded.seats = [s.model_copy(update=fields) if s.seat == seat else s
                        for s in loaded.seats]

    @staticmethod
    def _require_room(loaded: Loaded) -> None:
        if len(loaded.seats) >= loaded.spec.max_seats:
            raise LobbyError("ui-game-full", seats=loaded.spec.max_seats)


def reclaimable(loaded: Loaded, user_id: int) -> int | None:
    """The running seat of `user_id` that the AI plays for them, if any."""
    if loaded.game.status != "active":
        return None
    return next((s.seat for s in loaded.seats if s.user_id == user_id and s.is_ai), None)


def with_hints(old: dict[str, Any], changes: dict[str, Any], running_rated: bool
               ) -> dict[str, Any]:
    """The settings after `changes`: a table with hints is unrated, so turning hints on
    turns `rated` off (and turning hints off later leaves it off: a hint may have been
    asked). A rated game cannot turn hints on once it runs (as it cannot turn rating off:
    a player losing would), nor a table with hints be made rated."""
    merged = {**old, **changes}
    if merged.get("hints") is not True:
        return merged
    if changes.get("rated") is True:
        raise LobbyError("ui-hints-unrated")
    if changes.get("hints") is True and old.get("hints") is not True and running_rated:
        raise LobbyError("ui-hints-rated-running")
    return {**merged, "rated": False}


def require_lobby(loaded: Loaded, what: str) -> None:
    """Refuse `what` (a message key) unless the game is still a lobby."""
    if loaded.game.status != "lobby":
        raise LobbyError("ui-lobby-only", what=msg(what))
