"""`GameService`: the service as the front ends use it, composed of collaborators with
one job each:

- `games` (store.py): the repository, clock, registry and per-game locks; loading;
- `lobby` (lobby.py): new, join, leave, add a bot, kick, settings, end;
- `play` (play.py): start, act, undo, and applying any move atomically;
- `timers` (timers.py): deadlines, reminders, expiry;
- `automation` (automation.py): AI seats in per-game background tasks.

A change made by a player returns an `Outcome` for the caller to present; the service
then wakes the AI seats, whose moves reach the `listeners` (the presenter) on their own.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Collection
from typing import Any

from bot.db.records import HandMessage, UserPrefs
from bot.db.repository import Repository
from bot.games.core import Action, AnySpec, Msg, TableView, msg
from bot.i18n import language_of, say
from bot.service import tables
from bot.service.automation import Automation, Listener
from bot.service.lobby import Lobby
from bot.service.models import Hand, Limits, Loaded, Offer, Outcome
from bot.service.play import Play
from bot.service.store import Games
from bot.service.timers import Reminder, Timers


class GameService:
    """The one entry point of the cogs and the console."""

    def __init__(self, repo: Repository, *, clock: Callable[[], float] = time.time,
                 ai_delay: float = 0.0, seed_source: Callable[[], int] | None = None,
                 games: dict[str, AnySpec] | None = None, limits: Limits | None = None) -> None:
        self.games = Games(repo, clock=clock, seed_source=seed_source, games=games)
        self.repo = repo
        self.lobby = Lobby(self.games, limits)
        self.play = Play(self.games)
        self.timers = Timers(self.games, self.play)
        self.automation = Automation(self.games, self.play, self.timers, delay=ai_delay)

    @property
    def specs(self) -> dict[str, AnySpec]:
        return self.games.specs

    def listen(self, listener: Listener) -> None:
        """Be told of every change the service makes on its own (AI moves)."""
        self.automation.listeners.append(listener)

    # -- reading ------------------------------------------------------------------------

    def spec(self, kind: str) -> AnySpec:
        return self.games.spec(kind)

    async def load(self, game_id: int) -> Loaded:
        return await self.games.load(game_id)

    async def live_at(self, channel_id: int, thread_id: int | None = None) -> Loaded:
        return await self.games.live_at(channel_id, thread_id)

    def table_view(self, loaded: Loaded) -> TableView:
        return tables.table_view(loaded)

    def offers(self, loaded: Loaded, seat: int, *, public: bool) -> list[Offer]:
        return tables.offers(loaded, seat, public=public)

    def hand(self, loaded: Loaded, user_id: int) -> Hand:
        return tables.hand(loaded, user_id)

    def decision_of(self, loaded: Loaded, seat: int) -> int:
        """The id of the decision `seat` is asked now, as offered to it (0: none)."""
        return loaded.decision_of(seat)

    async def deadlines(self, game_id: int) -> dict[int, float]:
        """Each waiting seat's deadline."""
        return {t.seat: t.deadline for t in await self.repo.timers(game_id)}

    async def set_prefs(self, user_id: int, **changes: Any) -> UserPrefs:
        """Change how Saloon may reach a user (`/notify`); returns the new preferences."""
        prefs = (await self.repo.prefs(user_id)).model_copy(update=changes)
        await self.repo.save_prefs(prefs)
        return prefs

    async def language_of_user(self, user_id: int, client_locale: str | None = None) -> str:
        """The language to speak privately to a user; `client_locale` (their Discord client's,
        from an interaction) is remembered for DMs sent later."""
        prefs = await self.repo.prefs(user_id)
        seen = language_of(client_locale) if client_locale else None
        if seen and seen != prefs.client_locale:
            prefs = prefs.model_copy(update={"client_locale": seen})
            await self.repo.save_prefs(prefs)
        return prefs.language

    async def wants_dms(self, user_id: int) -> bool:
        """Whether the user lets Saloon send private updates by DM."""
        return (await self.repo.prefs(user_id)).dm

    async def log(self, game_id: int, user_id: int | None, limit: int = 30) -> list[Msg]:
        """The newest events, private ones only for the seats that may see them."""
        loaded = await self.games.load(game_id)
        row = loaded.seat_of(user_id) if user_id is not None else None
        return tables.log_lines(await self.repo.events(game_id, limit),
                                row.seat if row else None)

    # -- lobby ----------------------------------------------------------------------------

    async def new(self, kind: str, **fields: Any) -> Loaded:
        return await self.lobby.new(kind, **fields)

    async def rematch(self, game_id: int, user_id: int, name: str) -> Loaded:
        """A new lobby with a finished game's players and options, hosted by `user_id`."""
        return await self.lobby.rematch(game_id, user_id, name)

    async def join(self, game_id: int, user_id: int, name: str) -> Loaded:
        loaded = await self.lobby.join(game_id, user_id, name)
        if loaded.game.status == "active":
            await self.timers.reset_loaded(loaded)
        return loaded

    async def add_ai(self, game_id: int, user_id: int, is_admin: bool = False) -> Loaded:
        return await self.lobby.add_ai(game_id, user_id, is_admin)

    async def leave(self, game_id: int, user_id: int) -> Loaded:
        loaded, handed = await self.lobby.leave(game_id, user_id)
        await self._handed_to_ai(loaded, handed)
        return loaded

    async def kick(self, game_id: int, by_user: int, target_user: int,
                   is_admin: bool = False) -> Loaded:
        loaded, handed = await self.lobby.kick(game_id, by_user, target_user, is_admin)
        await self._handed_to_ai(loaded, handed)
        return loaded

    async def change_settings(self, game_id: int, user_id: int, is_admin: bool,
                              settings: dict[str, Any] | None = None,
                              options: dict[str, Any] | None = None) -> Loaded:
        """Settings and options as host; turning timers off drops the deadlines and
        reminders already set, turning them on sets fresh ones."""
        loaded = await self.lobby.change_settings(game_id, user_id, is_admin, settings, options)
        if settings and "timers" in settings and loaded.game.status == "active":
            async with self.games.locked(game_id):
                loaded = await self.games.load(game_id)
                await self.timers.reset_loaded(loaded)
        return loaded

    async def end(self, game_id: int, user_id: int, is_admin: bool = False) -> Loaded:
        return await self.lobby.end(game_id, user_id, is_admin)

    # -- play -----------------------------------------------------------------------------

    async def start(self, game_id: int, user_id: int, is_admin: bool = False) -> Outcome:
        return await self._after(await self.play.start(game_id, user_id, is_admin))

    async def act(self, game_id: int, user_id: int, action: Action | dict[str, Any],
                  decision_id: int | None = None) -> Outcome:
        return await self._after(await self.play.act(game_id, user_id, action, decision_id))

    async def act_token(self, game_id: int, user_id: int, token: str,
                        decision_id: int | None) -> Outcome:
        return await self._after(await self.play.act_token(game_id, user_id, token,
                                                           decision_id))

    async def undo(self, game_id: int, user_id: int) -> Outcome:
        return await self._after(await self.play.undo(game_id, user_id))

    # -- timers ---------------------------------------------------------------------------

    async def expire_due(self) -> list[Outcome]:
        outcomes = await self.timers.expire_due()
        for outcome in outcomes:
            self.automation.kick(outcome.loaded.game.id)
        return outcomes

    async def absent(self, game_id: int, seat: int) -> Outcome | None:
        """The seat's player is gone (left the server): the absence rule applies now."""
        outcome = await self.timers.absent(game_id, seat)
        if outcome is not None:
            self.automation.kick(game_id)
        return outcome

    async def set_server_limits(self, guild_id: int, max_live_games: int | None,
                                max_lobbies_per_user: int | None) -> None:
        """A server's own caps on live games and open lobbies per user (None: default)."""
        await self.repo.save_guild_limits(guild_id, max_live_games, max_lobbies_per_user)

    async def due_reminders(self) -> list[Reminder]:
        return await self.timers.due_reminders()

    async def forget_user(self, user_id: int) -> None:
        """`/privacy delete`: the user's preferences go, and their name in stored games is
        replaced by an anonymous one (every game stays replayable)."""
        for game_id in await self.repo.forget_user(user_id, say(msg("ui-anonymous"))):
            self.automation.kick(game_id)

    async def shutdown(self, grace: float = 10.0) -> None:
        """Before the process exits: AI seats stop after their current move, and every
        commit in flight finishes (up to `grace` seconds)."""
        await self.automation.stop(grace)
        await self.games.wait_unlocked(grace)

    async def table_posted(self, loaded: Loaded, message_id: int,
                           called: Collection[int] = ()) -> int | None:
        """Record the game's current table message and the seats it called; returns the
        previous message."""
        old = loaded.game.table_message_id
        await self.table_called(loaded, called, message_id)
        return old

    async def table_called(self, loaded: Loaded, called: Collection[int],
                           message_id: int | None = None) -> None:
        """Record which seats the current table message (or a new one) has called."""
        fields: dict[str, Any] = {"table_called": sorted(called)}
        if message_id is not None:
            fields["table_message_id"] = message_id
        await self.repo.update_game(loaded.game.id, self.games.clock(), **fields)
        loaded.game = loaded.game.model_copy(update=fields)

    async def hand_messages(self, game_id: int) -> dict[int, HandMessage]:
        """Each seat's last DM hand (its buttons are removed once they cannot be used)."""
        return await self.repo.hand_messages(game_id)

    async def hand_sent(self, hand: HandMessage) -> None:
        await self.repo.put_hand_message(hand)

    async def dm_closed(self, game_id: int, seat: int) -> None:
        await self.repo.update_seat(game_id, seat, dm_open=0)

    async def _after(self, outcome: Outcome) -> Outcome:
        """Every committed change (its timers were committed with it): AI seats wake."""
        self.automation.kick(outcome.loaded.game.id)
        return outcome

    async def _handed_to_ai(self, loaded: Loaded, seat: int | None) -> None:
        if seat is not None:
            await self.timers.reset_loaded(loaded)
            self.automation.kick(loaded.game.id)
