"""The soak's people and places: guilds (English, Spanish, Italian), their channels, and
players with a time zone, sleeping hours (told to Saloon as quiet hours by most), a way of
playing (prompt, slow, fading, absent), and closed DMs or another language for some."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

from tests.fakediscord import FakeDiscord

ZONES = ("America/Los_Angeles", "America/New_York", "America/Sao_Paulo", "Europe/London",
         "Europe/Madrid", "Europe/Rome", "Asia/Kolkata", "Asia/Tokyo", "Australia/Sydney",
         "UTC")
PROFILES = (("prompt", 0.4), ("slow", 0.25), ("fading", 0.25), ("absent", 0.1))
GUILD_LOCALES = ("en-US", "es-ES", "it")
HOUR = 3600.0
DAY = 24 * HOUR


@dataclass
class Player:
    """One simulated person."""

    user: dict[str, Any]
    profile: str
    zone: str
    sleep: tuple[int, int]  # local hours [start, end) when they do not play
    quiet: bool  # told Saloon their sleeping hours (/notify quiet_start quiet_end)
    dm_closed: bool  # DMs closed on Discord (error 50007)
    dm_off: bool  # /notify dm:false
    reminders: bool
    language: str | None  # /notify language:
    fade: tuple[float, float] = (0.0, 0.0)  # sim times: slowing down from, gone from
    games: set[int] = field(default_factory=set)

    @property
    def id(self) -> int:
        return int(self.user["id"])

    def asleep(self, t: float) -> bool:
        hour = datetime.fromtimestamp(t, ZoneInfo(self.zone)).hour
        start, end = self.sleep
        return start <= hour < end if start < end else hour >= start or hour < end

    def awake_from(self, t: float) -> float:
        """The first time at or after `t` when they are awake (whole quarter hours)."""
        for _ in range(4 * 24):
            if not self.asleep(t):
                return t
            t += HOUR / 4
        return t

    def delay(self, now: float, rnd: random.Random) -> float | None:
        """Seconds until they answer a new question asked at `now`; None: never."""
        if self.profile == "absent":
            return None
        if self.profile == "fading" and now >= self.fade[1]:
            return None
        if self.profile == "slow":
            return rnd.uniform(2, 16) * HOUR
        roll = rnd.random()
        base = (rnd.uniform(1, 20) * 60 if roll < 0.7 else
                rnd.uniform(20, 120) * 60 if roll < 0.95 else rnd.uniform(2, 8) * HOUR)
        if self.profile == "fading" and now > self.fade[0]:
            base *= 1 + 4 * (now - self.fade[0]) / DAY
        return base

    def when(self, now: float, rnd: random.Random) -> float | None:
        """When they answer a question asked at `now` (None: never)."""
        wait = self.delay(now, rnd)
        if wait is None:
            return None
        return self.awake_from(now + wait) + (rnd.uniform(0, 40) * 60 if
                                               self.asleep(now + wait) else 0.0)

    def chains(self, now: float) -> bool:
        """Whether, having just moved, they answer the next question at once."""
        return self.profile == "prompt" or (self.profile == "fading" and now < self.fade[0])


@dataclass
class Place:
    guild: dict[str, Any]
    channel: dict[str, Any]
    game_id: int | None = None


@dataclass
class World:
    guilds: list[dict[str, Any]]
    places: list[Place]
    players: list[Player]
    lounge: dict[str, Any]  # where players use /notify

    def player(self, user_id: int) -> Player:
        return next(p for p in self.players if p.id == user_id)

    def known(self, user_id: int) -> Player | None:
        return next((p for p in self.players if p.id == user_id), None)

    def longest_quiet(self) -> float:
        """The longest quiet hours a player told Saloon, in seconds (0 if none did)."""
        return max(((p.sleep[1] - p.sleep[0]) % 24 * HOUR for p in self.players if p.quiet),
                   default=0.0)

    def free_place(self, rnd: random.Random) -> Place | None:
        free = [p for p in self.places if p.game_id is None]
        return rnd.choice(free) if free else None


def build_world(fake: FakeDiscord, players: int, places: int, start: float, days: float,
                rnd: random.Random) -> World:
    """Guilds, channels and players, everyone a member of every guild."""
    guilds = []
    for locale in GUILD_LOCALES:
        guild = fake.add_guild(f"Saloon {locale}")
        fake.set_guild_locale(guild, locale)
        guilds.append(guild)
    spots = [Place(g, fake.add_channel(g, f"table-{i}")) for i in range(places)
             for g in [guilds[i % len(guilds)]]]
    lounge = fake.add_channel(guilds[0], "lounge")
    people = [make_player(fake, guilds, i, start, days, rnd) for i in range(players)]
    return World(guilds, spots, people, lounge)


def make_player(fake: FakeDiscord, guilds: list[dict[str, Any]], i: int, start: float,
                days: float, rnd: random.Random) -> Player:
    user = fake.add_user(f"Player{i:03d}", guilds[0])
    for guild in guilds[1:]:
        fake.add_member(guild, user)
    profile = rnd.choices([p for p, _ in PROFILES], [w for _, w in PROFILES])[0]
    sleep_start = rnd.choice((22, 23, 0, 1))
    player = Player(user=user, profile=profile, zone=rnd.choice(ZONES),
                    sleep=(sleep_start, (sleep_start + rnd.choice((6, 7, 8))) % 24),
                    quiet=rnd.random() < 0.6, dm_closed=rnd.random() < 0.1,
                    dm_off=rnd.random() < 0.08, reminders=rnd.random() > 0.05,
                    language=rnd.choice(("es", "it")) if rnd.random() < 0.15 else None)
    if rnd.random() < 0.15:
        fake.set_client_locale(user, rnd.choice(("es-ES", "it")))
    if player.dm_closed:
        fake.close_dms(user)
    begin = start + rnd.uniform(0.2, 0.6) * days * DAY
    player.fade = (begin, begin + rnd.uniform(1.5, 5) * DAY)
    return player


def notify_options(player: Player) -> dict[str, Any]:
    """What a player tells `/notify` on the first day (empty: nothing)."""
    options: dict[str, Any] = {}
    if player.quiet:
        options.update(timezone=player.zone, quiet_start=player.sleep[0],
                       quiet_end=player.sleep[1])
    if player.dm_off:
        options["dm"] = False
    if not player.reminders:
        options["reminders"] = False
    if player.language:
        options["language"] = player.language
    return options


def local_hour(t: float, zone: str) -> int:
    return datetime.fromtimestamp(t, ZoneInfo(zone)).hour


def next_midnight_utc(t: float) -> float:
    day = datetime.fromtimestamp(t, ZoneInfo("UTC")).replace(hour=0, minute=0, second=0,
                                                             microsecond=0)
    return (day + timedelta(days=1)).timestamp()
