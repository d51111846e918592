"""The changes the service makes on its own, part of `GameService`: expired deadlines,
reminders, players gone from their server, idle lobbies, games whose place is gone; and
starting and stopping. Each change of a game is made in its turn and lock, like a player's,
and handed to the listeners (the presenter) before the turn ends."""

from __future__ import annotations

import asyncio
import logging
from functools import partial

from bot.db.repository import Repository
from bot.service.automation import Automation
from bot.service.lobby import Lobby
from bot.service.models import Outcome
from bot.service.play import Play
from bot.service.presentation import GameInfo, Presentation
from bot.service.seating import Seating
from bot.service.store import Change, Games
from bot.service.timers import Reminder, Timers

log = logging.getLogger("saloon.timers")


class Housekeeping:
    """Mixin of `GameService`: the work of the timer loop, start-up and shutdown."""

    games: Games
    repo: Repository
    lobby: Lobby
    timers: Timers
    automation: Automation
    seating: Seating
    play: Play

    async def resume(self) -> None:
        """At start-up: every seat to act has its deadline, and every active game whose next
        seat is an AI plays on."""
        await self.timers.repair()
        for game_id in await self.repo.active_game_ids():
            self.automation.kick(game_id)

    async def shutdown(self, grace: float = 10.0) -> None:
        """Before the process exits: bots thinking stop, AI seats stop after their current
        move, and every commit in flight finishes (up to `grace` seconds); then the bots'
        workers go."""
        await self.automation.stop(grace)
        await self.games.wait_unlocked(grace)
        await asyncio.to_thread(self.play.thinker.close)

    async def expire_due(self) -> list[Presentation]:
        """Apply every expired deadline this process claimed (other processes polling the
        same database skip it), each game on its own; returns what changed."""
        shown: list[Presentation] = []
        for timer in await self.repo.claim_due_timers(self.games.clock()):
            try:
                changed = await self._told(timer.game_id, partial(self.timers.expire, timer))
            except Exception:
                log.exception("timer of game %s seat %s failed", timer.game_id, timer.seat)
                continue
            if changed is not None:
                shown.append(changed)
        return shown

    async def absent(self, game_id: int, seat: int) -> Presentation | None:
        """The seat's player is gone (left the server): the absence rule applies now. None
        when the seat no longer has to act."""
        return await self._told(game_id, partial(self._gone, seat=seat))

    async def _gone(self, outcome: Outcome, seat: int) -> None:
        """A player left the server: the absence rule applies now, a bot plays the seat on
        (open for a member to take, as the table allows), and a host passes hosting to the
        next human seat."""
        loaded = outcome.loaded
        row = loaded.seat_row(seat)
        await self.timers.absent(outcome, seat)
        if loaded.game.status == "active" and not loaded.seat_row(seat).is_ai:
            await self.repo.update_seat(loaded.game.id, seat, is_ai=True)
            loaded.seats = [s.model_copy(update={"is_ai": True}) if s.seat == seat else s
                            for s in loaded.seats]
        if row.user_id == loaded.game.host_id:
            await self.seating.pass_host(loaded, seat, row.user_id)

    async def _told(self, game_id: int, change: Change) -> Presentation | None:
        """A change of the service's own, in the game's turn, told to the listeners when
        something was played."""
        async with self.games.turn(game_id):
            changed = await self.games.run(game_id, change)
            if not changed.moves:
                return None
            await self.games.tell(changed)
            return changed

    async def due_reminders(self) -> list[Reminder]:
        """Reminders to send now, claimed by this process (another process polling the same
        database does not get them while the claim lasts); quiet hours push them to later.
        The caller marks each one sent (`reminded`) once it was delivered; one not delivered
        is offered again at this process's next poll."""
        out: list[Reminder] = []
        now = self.games.clock()
        for timer in await self.repo.claim_reminders(now):
            try:
                reminder = await self.timers.reminder(timer, now)
            except Exception:
                log.exception("reminder of game %s skipped", timer.game_id)
                continue
            if reminder is not None:
                out.append(reminder)
        return out

    async def reminded(self, reminder: Reminder) -> None:
        """The reminder was delivered (a timer set anew meanwhile keeps its own)."""
        await self.repo.mark_reminded(reminder.game_id, reminder.seat, reminder.deadline)

    async def expire_lobbies(self) -> list[GameInfo]:
        """End lobbies nobody touched for a while; returns them, for telling their channels."""
        return [(await self.games.run(game_id, self.lobby.expire_lobby)).game
                for game_id in await self.lobby.stale_lobbies()]

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
