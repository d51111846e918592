"""Users and servers, part of `GameService`: how Saloon may reach a user and in which
language, forgetting a user, and a server's own caps."""

from __future__ import annotations

from typing import Any

from bot.db.records import UserPrefs
from bot.db.repository import Repository
from bot.games.core import msg
from bot.i18n import language_of, say
from bot.service.automation import Automation


class Accounts:
    """Mixin of `GameService`: preferences, languages, privacy and server limits."""

    repo: Repository
    automation: Automation

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

    async def forget_user(self, user_id: int) -> None:
        """`/privacy delete`: the user's preferences go, and their name in stored games is
        replaced by an anonymous one (every game stays replayable; a bot plays on)."""
        for game_id in await self.repo.forget_user(user_id, say(msg("ui-anonymous"))):
            self.automation.kick(game_id)

    async def set_server_limits(self, guild_id: int, max_live_games: int | None,
                                max_lobbies_per_user: int | None) -> None:
        """A server's own caps on live games and open lobbies per user (None: default)."""
        await self.repo.save_guild_limits(guild_id, max_live_games, max_lobbies_per_user)

    async def active_games(self) -> int:
        """Games being played now (every process's), for the health line."""
        return await self.repo.count_live(status="active")
