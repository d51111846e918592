"""The soak's simulated month, step by step: the simulated clock (the fake's test clock and
the bot's service clock, moved together), the players' moves when they are due, the planned
events of each game, the restarts (SIGTERM, one SIGKILL) while a move is in flight, and a
look at every game once the bot is quiet."""

from __future__ import annotations

import asyncio
import bisect
import os
import random
import signal
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.soak_drive import Hands, Sent, answered
from bench.soak_proc import BotProcess, Death
from bench.soak_tables import Table, Tables
from bench.soak_watch import Watch
from bench.soak_world import DAY, HOUR, World, notify_options
from tests.fakediscord import FakeDiscord

STEP_MIN, STEP_MAX = 10 * 60.0, 2 * HOUR
MOVES_PER_STEP = 40  # per game: a bound, however prompt its players are
QUIET_SECONDS = 20.0  # real seconds the bot may take to go quiet after a step
CONCURRENT_GAMES = 6


class SimClock:
    """Simulated time, written for the bot (a file its service clock reads) and given to the
    fake's test clock; it only moves forward."""

    def __init__(self, fake: FakeDiscord, path: Path, start: float) -> None:
        self.fake, self.path = fake, path
        self.now = self.start = start
        self.fake.clock = start
        self._write()

    def _write(self) -> None:
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(repr(self.now), encoding="ascii")
        os.replace(tmp, self.path)

    def advance_to(self, t: float) -> None:
        self.now = max(self.now, t)
        self._write()
        self.fake.advance(self.now - self.fake.clock)


@dataclass
class Soak:
    """One run (see the module docstring)."""

    fake: FakeDiscord
    world: World
    clock: SimClock
    bot: BotProcess
    hands: Hands
    tables: Tables
    watch: Watch
    rnd: random.Random
    end: float
    games: int
    restarts: list[tuple[float, signal.Signals]]
    openings: list[float] = field(default_factory=list)
    plan: dict[tuple[int, int, int], float | None] = field(default_factory=dict)
    snapshots: list[tuple[int, dict[str, Any]]] = field(default_factory=list)
    deaths: dict[int, Death] = field(default_factory=dict)
    upcoming: list[float] = field(default_factory=list)
    unsettled: int = 0
    in_flight_at_signal: list[str] = field(default_factory=list)

    async def run(self) -> None:
        await self.introductions()
        day, began = 0, time.monotonic()
        while self.clock.now < self.end:
            now = self.clock.now
            self.hands.now = now
            if now >= self.clock.start + (day + 1) * DAY:
                day = int((now - self.clock.start) // DAY)
                self.progress(day, time.monotonic() - began)
            await self.scripted(now)
            await asyncio.gather(*(self.play(t, now) for t in self.tables.live()))
            await self.quiet()
            await self.look(now)
            self.clock.advance_to(self.next_time(now))
            await self.quiet(advanced=True)
        await self.finish()

    async def introductions(self) -> None:
        """Day one: each player tells Saloon their time zone, quiet hours, DMs, language."""
        for player in self.world.players:
            options = notify_options(player)
            if options:
                await self.hands.slash("notify", player.user, self.world.lounge, **options)

    async def scripted(self, now: float) -> None:
        while self.restarts and self.restarts[0][0] <= now:
            await self.restart(self.restarts.pop(0)[1])
        while self.openings and self.openings[0] <= now:
            self.openings.pop(0)
            if self.tables.opened < self.games and await self.tables.open(now) is None:
                bisect.insort(self.openings, now + 3 * HOUR)  # no free channel or players
        for table in self.tables.live():
            while table.plans and table.plans[0][0] <= now:
                _, what, who = table.plans.pop(0)
                await self.tables.carry_out(table, what, who)

    async def play(self, table: Table, now: float) -> None:
        """The moves of one game that are due now, one after another."""
        acted: set[int] = set()
        for _ in range(MOVES_PER_STEP):
            loaded = await self.tables.reader.load(table.game_id)
            due = self.due(loaded, now, acted)
            if loaded.game.status != "active" or not due:
                return
            seat, player = due[0]
            channel = table.place.channel
            if self.rnd.random() < 0.04:
                await self.hands.stale(loaded, seat, player.user, channel)
            await self.hands.move(loaded, seat, player.user, channel)
            acted.add(player.id)
            await self.ai_done(table.game_id)

    def due(self, loaded: Any, now: float, acted: set[int]) -> list[tuple[int, Any]]:
        out = []
        for seat in sorted(loaded.humans_to_act()):
            player = self.world.player(loaded.seat_row(seat).user_id)
            key = (loaded.game.id, seat, loaded.decision_of(seat))
            if key not in self.plan:
                chain = player.id in acted and player.chains(now) and self.rnd.random() < 0.8
                self.plan[key] = now if chain else player.when(now, self.rnd)
            at = self.plan[key]
            if at is not None and at <= now:
                out.append((seat, player))
        return out

    async def ai_done(self, game_id: int, timeout: float = 20.0) -> None:
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while loop.time() < end:
            loaded = await self.tables.reader.load(game_id)
            if loaded.game.status != "active" or not loaded.ai_to_act():
                return
            await asyncio.sleep(0.05)

    async def quiet(self, advanced: bool = False, idle_for: float = 0.15) -> bool:
        """Wait until the bot is quiet: no deadline due, no AI seat to act, no request for
        a moment (after a clock move, at least two of its polls)."""
        loop = asyncio.get_running_loop()
        end = loop.time() + QUIET_SECONDS
        repo = self.tables.reader.repo
        if advanced and (await repo.due_timers(self.clock.now)
                         or await repo.due_reminders(self.clock.now)):
            await asyncio.sleep(0.3)
        while loop.time() < end and self.bot.running():
            idle = (self.fake._inflight == 0
                    and loop.time() - self.fake._last_activity >= idle_for)
            if (idle and not await repo.due_timers(self.clock.now)
                    and not await self._reminders_due() and not await self._ai_busy()):
                return True
            await asyncio.sleep(0.05)
        self.unsettled += 1
        return False

    async def _reminders_due(self) -> bool:
        """A reminder is due that the bot has not yet sent or set aside: one whose player is
        not asleep in the quiet hours they told Saloon (those wait for the morning). On a
        loaded machine the bot's poll can lag the clock; moving on would skip it."""
        now = self.clock.now
        for timer in await self.tables.reader.repo.due_reminders(now):
            loaded = await self.tables.reader.load(timer.game_id)
            row = next((s for s in loaded.seats if s.seat == timer.seat), None)
            player = (self.world.known(row.user_id)
                      if row is not None and row.user_id is not None else None)
            if player is None or not (player.quiet and player.asleep(now)):
                return True
        return False

    async def _ai_busy(self) -> bool:
        for table in self.tables.live():
            loaded = await self.tables.reader.load(table.game_id)
            if loaded.game.status == "active" and loaded.ai_to_act():
                return True
        return False

    async def look(self, now: float) -> None:
        """Every live game after the step: progress and deadlines; finished games."""
        self.watch.steps.append(now)
        self.watch.read_fake(self.fake, now, self.places())
        self.upcoming = []
        repo = self.tables.reader.repo
        for table in self.tables.live():
            loaded = await self.tables.reader.load(table.game_id)
            timers = await repo.timers(table.game_id)
            self.watch.game(loaded, timers, now)
            self.upcoming += [t for timer in timers for t in (timer.deadline, timer.remind_at)
                              if t is not None and t > now]
            if loaded.game.status in ("finished", "ended") and await self.tables.finished(
                    table, now, self.games - self.tables.opened) and self.openings:
                self.openings.pop()  # the rematch takes the place of the last opening

    def progress(self, day: int, seconds: float) -> None:
        moves = sum(1 for s in self.hands.ledger if s.what == "move")
        print(f"soak: day {day}: {len(self.tables.live())} live games, {self.tables.opened} "
              f"opened, {moves} moves sent, bot {self.bot.incarnation}, {seconds:.0f} s",
              file=sys.stderr, flush=True)

    def places(self) -> dict[int, int]:
        """The live game of each channel."""
        return {int(t.place.channel["id"]): t.game_id for t in self.tables.live()}

    def next_time(self, now: float) -> float:
        times = [t for t in self.plan.values() if t is not None and t > now]
        times += [t for t in self.upcoming if t > now]
        times += [t[0] for t in self.restarts] + self.openings[:1]
        times += [p[0] for table in self.tables.live() for p in table.plans[:1]]
        return max(now + STEP_MIN, min([now + STEP_MAX, *times]))

    async def live_games(self) -> int:
        return len(self.tables.live())

    async def settled_stats(self, tries: int = 5) -> dict[str, Any]:
        """The bot's figures once it is quiet. A board still being drawn is work in progress,
        not something held (on a loaded machine a render can outlast a second of silence):
        the soak waits for quiet again, and reports a queue that stays."""
        stats: dict[str, Any] = {}
        for _ in range(tries):
            await self.quiet(idle_for=1.0)
            stats = await self.bot.stats()
            if not stats.get("render_queue"):
                break
        return stats

    async def restart(self, sig: signal.Signals) -> None:
        """Stop the bot with `sig` while a move is acknowledged and not yet answered, then
        start it again on the same database."""
        self.snapshots.append((await self.live_games(), await self.settled_stats()))
        sent = await self.in_flight()
        waiting = sent.rec is not None and sent.rec.acknowledged and not answered(
            self.fake, sent.rec)
        self.in_flight_at_signal.append(f"{sig.name}: {sent.way} "
                                        f"{'acknowledged, unanswered' if waiting else 'no'}")
        self.deaths[self.bot.incarnation] = await self.bot.stop(sig)
        await self.bot.start()
        self.hands.incarnation = self.bot.incarnation

    async def in_flight(self) -> Sent:
        """Send a move (or, with no game waiting, `/game list`) and return once it is
        acknowledged."""
        for table in self.tables.live():
            loaded = await self.tables.reader.load(table.game_id)
            for seat in sorted(loaded.humans_to_act()):
                user = self.world.player(loaded.seat_row(seat).user_id).user
                return await self.hands.move(loaded, seat, user, table.place.channel,
                                             wait=False)
        player = self.world.players[0]
        return await self.hands.slash("game list", player.user, self.world.places[0].channel,
                                      wait=False)

    async def finish(self) -> None:
        """The last figures, then a clean stop (SIGTERM with nothing in flight)."""
        await self.quiet(idle_for=1.0)
        self.watch.read_fake(self.fake, self.clock.now, self.places())
        self.snapshots.append((await self.live_games(), await self.bot.stats()))
        self.deaths[self.bot.incarnation] = await self.bot.stop(signal.SIGTERM)
        self.watch.read_fake(self.fake, self.clock.now, self.places())
