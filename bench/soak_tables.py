"""The soak's games: opening a lobby (players join by command or button, a bot seat, the
host's timers), starting it, what happens to it later (the host turns timers off and on or
changes the turn hours, a player leaves and takes the seat back), and rematches."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from itertools import cycle
from typing import Any

from bench.soak_drive import Hands
from bench.soak_world import DAY, HOUR, Place, Player, World
from bot.db.records import GameRow
from bot.db.repository import Repository
from bot.games import GAMES
from bot.service.models import Loaded

KINDS = ("tew", "wow", "carson", "legends")
HUMANS = {"tew": (2, 3), "wow": (2, 4), "carson": (2, 3), "legends": (2, 3)}
OPTIONS = {"tew": "", "wow": "length=short", "carson": "", "legends": "target_lp=15"}


@dataclass
class Table:
    """A game the soak runs, and what is planned for it: (time, what, player or None)."""

    game_id: int
    place: Place
    kind: str
    host: Player
    players: list[Player]
    plans: list[tuple[float, str, Player | None]] = field(default_factory=list)
    over: bool = False


class Reader:
    """Reads games from the database as the bot stores them (nothing is written); a state
    is parsed again only when its version changed."""

    def __init__(self, repo: Repository) -> None:
        self.repo = repo
        self._cache: dict[int, Loaded[Any]] = {}

    async def load(self, game_id: int) -> Loaded[Any]:
        game = await self.repo.game(game_id)
        assert game is not None, game_id
        seats = await self.repo.seats(game_id)
        cached = self._cache.get(game_id)
        if cached is not None and (cached.game.version, cached.game.status) == (
                game.version, game.status):
            cached.game, cached.seats = game, seats
            return cached
        spec = GAMES[game.kind]
        state = None if game.state is None else spec.load_state(game.state, game.schema_version)
        self._cache[game_id] = loaded = Loaded(game, seats, spec, state)
        return loaded

    async def live_at(self, place: Place) -> GameRow | None:
        return await self.repo.live_game_at(int(place.channel["id"]))


@dataclass
class Tables:
    """Opens and runs the soak's games."""

    world: World
    hands: Hands
    reader: Reader
    rnd: random.Random
    end: float
    tables: list[Table] = field(default_factory=list)
    opened: int = 0
    kinds: Any = None

    def __post_init__(self) -> None:
        order = list(KINDS)
        self.rnd.shuffle(order)
        self.kinds = cycle(order)

    def live(self) -> list[Table]:
        return [t for t in self.tables if not t.over]

    async def open(self, now: float) -> Table | None:
        """A host opens a lobby in a free channel, players join, the host sets the timers;
        the start is planned a little later."""
        place = self.world.free_place(self.rnd)
        kind = next(self.kinds)
        lo, hi = HUMANS[kind]
        people = self._choose(self.rnd.randint(lo, hi))
        if place is None or len(people) < lo:
            return None
        host, others = people[0], people[1:]
        options = {"options": OPTIONS[kind]} if OPTIONS[kind] else {}
        await self.hands.slash("game new", host.user, place.channel, game=kind, **options)
        row = await self.reader.live_at(place)
        if row is None:
            return None
        table = Table(row.id, place, kind, host, [host])
        await self._seat(table, others)
        await self._host_settings(table)
        return self._adopt(table, now)

    def _choose(self, n: int) -> list[Player]:
        """Players with the fewest live games first; an absent one never hosts."""
        pool = sorted(self.world.players, key=lambda p: (len(p.games), self.rnd.random()))
        hosts = [p for p in pool[:n * 3] if p.profile != "absent"]
        if not hosts:
            return []
        host = hosts[0]
        return [host, *[p for p in pool if p is not host][:n - 1]]

    async def _seat(self, table: Table, others: list[Player]) -> None:
        channel = table.place.channel
        for player in others:
            lobby = await self._message(table)
            if lobby is not None and self.rnd.random() < 0.5:
                await self.hands.click(lobby, f"s:l:{table.game_id}:join", player.user,
                                       way="lobby join")
            else:
                await self.hands.slash("game join", player.user, channel)
            table.players.append(player)
        short = table.kind == "wow" and len(table.players) < 3  # Way Out West seats 3 or more
        if short or (table.kind != "tew" and self.rnd.random() < 0.4):
            await self.hands.slash("game addbot", table.host.user, channel)

    async def _host_settings(self, table: Table) -> None:
        if self.rnd.random() < 0.3:
            return  # the defaults: 24 h turns, 4 h reactions, reminders 2 h before
        await self.hands.slash(
            "game settings", table.host.user, table.place.channel,
            turn_hours=float(self.rnd.choice((4, 8, 12, 24))),
            reaction_hours=float(self.rnd.choice((1, 2, 4))),
            reminder_hours=float(self.rnd.choice((0.5, 1, 2))),
            on_timeout=self.rnd.choice(("default", "default", "ai")))

    def _adopt(self, table: Table, now: float) -> Table:
        """Take a new lobby on: plan its start and what happens to it later."""
        table.place.game_id = table.game_id
        for p in table.players:
            p.games.add(table.game_id)
        self.tables.append(table)
        self.opened += 1
        start = now + self.rnd.uniform(0.25, 4) * HOUR
        table.plans.append((start, "start", table.host))
        self._plan_later(table, start)
        return table

    def _plan_later(self, table: Table, start: float) -> None:
        def at(lo: float, hi: float) -> float:
            return start + self.rnd.uniform(lo, hi) * DAY

        if self.rnd.random() < 0.35:
            off = at(0.5, 5)
            table.plans += [(off, "timers off", table.host),
                            (off + self.rnd.uniform(4, 36) * HOUR, "timers on", table.host)]
        if self.rnd.random() < 0.35:
            table.plans.append((at(0.3, 6), "turn hours", table.host))
        if self.rnd.random() < 0.3:
            who = self.rnd.choice(table.players)
            gone = at(0.3, 5)
            table.plans.append((gone, "leave", who))
            if self.rnd.random() < 0.8:
                table.plans.append((gone + self.rnd.uniform(3, 30) * HOUR, "rejoin", who))
        table.plans = sorted((p for p in table.plans if p[0] < self.end), key=lambda p: p[0])

    async def _message(self, table: Table) -> dict[str, Any] | None:
        game = await self.reader.repo.game(table.game_id)
        mid = game.table_message_id if game else None
        return self.hands.fake.messages.get(str(mid)) if mid else None

    async def carry_out(self, table: Table, what: str, who: Player | None) -> None:
        """One planned event of a table, if its game is (still) where it must be."""
        loaded = await self.reader.load(table.game_id)
        status, channel = loaded.game.status, table.place.channel
        user = (who or table.host).user
        if what == "start" and status == "lobby":
            await self.hands.slash("game start", user, channel)
        elif status != "active":
            return
        elif what == "timers off":
            await self.hands.slash("game settings", user, channel, timers=False)
        elif what == "timers on":
            await self.hands.slash("game settings", user, channel, timers=True)
        elif what == "turn hours":
            await self.hands.slash("game settings", user, channel,
                                   turn_hours=float(self.rnd.choice((2, 6, 12, 48))),
                                   reminder_hours=float(self.rnd.choice((0.5, 1, 3))))
        elif what in ("leave", "rejoin"):
            await self.hands.slash(f"game {'leave' if what == 'leave' else 'join'}", user,
                                   channel)

    async def finished(self, table: Table, now: float, budget: int) -> bool:
        """A game is over: its place is free again, unless a player asks for a rematch
        (True when one was opened)."""
        table.over = True
        table.place.game_id = None
        for p in table.players:
            p.games.discard(table.game_id)
        loaded = await self.reader.load(table.game_id)
        humans = [self.world.player(s.user_id) for s in loaded.seats if s.user_id]
        final = await self._message(table)
        if (loaded.game.status != "finished" or budget <= 0 or final is None or not humans
                or now > self.end - 3 * DAY or self.rnd.random() > 0.35):
            return False
        asker = self.rnd.choice(humans)
        await self.hands.click(final, f"s:r:{table.game_id}", asker.user, way="rematch")
        row = await self.reader.live_at(table.place)
        if row is not None and row.id != table.game_id:
            rest = [p for p in humans if p is not asker]
            self._adopt(Table(row.id, table.place, table.kind, asker, [asker, *rest]), now)
            return True
        return False
