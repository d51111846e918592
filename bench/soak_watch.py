"""What the soak watches while it runs, once the bot is quiet after each step: every game's
progress and deadlines (a seat that must act with none while timers are on; a game that did
not advance for longer than its deadline, the longest sleep a deadline may be moved past, and
a poll), the reminders posted, and the requests the bot made. The fake's logs are read and emptied as it goes (a month of boards is large)."""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from bot.db.records import TimerRow
from bot.service import Loaded
from tests.fakediscord import FakeDiscord

HOUR = 3600.0
REMINDER = re.compile(r"^⏰ <@(\d+)>.*<t:(\d+):R>", re.S)
ID = re.compile(r"/aW50[^/]+|/\d+")  # snowflakes and interaction tokens


@dataclass
class Progress:
    """One game as last seen: its version, since when it has not moved, and the longest
    deadline it may take (hours), which grows when the host lengthens the timers."""

    version: int
    since: float
    limit_hours: float
    settings: dict[str, object]
    reported: bool = False


@dataclass
class Watch:
    """The run's observations (see the module docstring)."""

    step_max: float  # the longest step of simulated time (seconds)
    sleep_max: float = 0.0  # the longest quiet hours a player told Saloon (seconds): a
    # deadline that falls in them is moved to their end
    deadlines: dict[tuple[int, int], list[tuple[float, float, float | None]]] = field(
        default_factory=dict)  # (game, seat) -> [(seen at, deadline, remind at)]
    progress: dict[int, Progress] = field(default_factory=dict)
    no_deadline: dict[tuple[int, int], float] = field(default_factory=dict)
    overdue: dict[tuple[int, int], float] = field(default_factory=dict)
    stuck: list[str] = field(default_factory=list)
    reminders: list[tuple[float, int, int, int]] = field(default_factory=list)  # (at, game,
    # user, deadline)
    timers_on: dict[int, list[tuple[float, bool]]] = field(default_factory=dict)
    requests: Counter[str] = field(default_factory=Counter)
    steps: list[float] = field(default_factory=list)

    def game(self, loaded: Loaded, timers: list[TimerRow], now: float) -> None:
        """Look at one live game after a step."""
        game_id = loaded.game.id
        switch = self.timers_on.setdefault(game_id, [])
        if not switch or switch[-1][1] != loaded.settings.timers:
            switch.append((now, loaded.settings.timers))
        for t in timers:
            seen = self.deadlines.setdefault((game_id, t.seat), [])
            if not seen or seen[-1][1:] != (t.deadline, t.remind_at):
                seen.append((now, t.deadline, t.remind_at))
        if loaded.game.status != "active":
            self.progress.pop(game_id, None)
            return
        progress = self._progress(loaded, now)
        if not loaded.settings.timers:
            progress.since = now
            return
        self._deadlines_present(loaded, {t.seat for t in timers}, now)
        self._deadlines_fired(game_id, timers, now)
        if now - progress.since > progress.limit_hours * HOUR + self.sleep_max \
                + self.step_max + HOUR / 4 and not progress.reported:
            progress.reported = True
            self.stuck.append(f"game {game_id} ({loaded.game.kind}) did not advance from "
                              f"{progress.since:.0f} to {now:.0f} (limit "
                              f"{progress.limit_hours:g} h + {self.sleep_max / HOUR:g} h of sleep + a "
                              f"step); to act: "
                              f"{sorted(loaded.to_act())}, timers: {timers}")

    def _progress(self, loaded: Loaded, now: float) -> Progress:
        s = loaded.settings
        hours = max(s.turn_hours, s.reaction_hours)
        p = self.progress.get(loaded.game.id)
        if p is None:
            p = self.progress[loaded.game.id] = Progress(loaded.game.version, now, hours,
                                                         loaded.game.settings)
        if loaded.game.version != p.version or loaded.game.settings != p.settings:
            p.version, p.since, p.reported = loaded.game.version, now, False
            p.limit_hours, p.settings = max(p.limit_hours, hours), loaded.game.settings
        return p

    def _deadlines_present(self, loaded: Loaded, timed: set[int], now: float) -> None:
        """A human seat that must act needs a deadline; one missing at two looks in a row
        (a poll in between) is a game that may wait for ever."""
        game_id = loaded.game.id
        waiting = loaded.humans_to_act()
        for seat in waiting - timed:
            first = self.no_deadline.setdefault((game_id, seat), now)
            if first < now:
                self.stuck.append(f"game {game_id} ({loaded.game.kind}) seat {seat} must act "
                                  f"with no deadline (timers on) since {first:.0f}")
                self.no_deadline[(game_id, seat)] = float("inf")
        for key, first in list(self.no_deadline.items()):
            if key[0] == game_id and (key[1] in timed or key[1] not in waiting) \
                    and first != float("inf"):
                del self.no_deadline[key]

    def _deadlines_fired(self, game_id: int, timers: list[TimerRow], now: float) -> None:
        """A deadline that has passed must have fired by the next look."""
        for t in timers:
            if t.deadline <= now:
                first = self.overdue.setdefault((game_id, t.seat), now)
                if first < now:
                    self.stuck.append(f"game {game_id} seat {t.seat}: deadline {t.deadline:.0f}"
                                      f" passed and did not fire (seen at {first:.0f}, {now:.0f})")
                    self.overdue[(game_id, t.seat)] = float("inf")
            elif self.overdue.get((game_id, t.seat)) != float("inf"):
                self.overdue.pop((game_id, t.seat), None)

    def timers_were_on(self, game_id: int, at: float) -> bool:
        """Whether the game's timers were on when last seen before `at`."""
        seen = [on for t, on in self.timers_on.get(game_id, []) if t < at]
        return not seen or seen[-1]

    def read_fake(self, fake: FakeDiscord, now: float, games: dict[int, int]) -> None:
        """Take the reminders (`games`: the live game of each channel) and the requests from
        the fake's logs, then empty them."""
        for entry in fake.message_log:
            found = REMINDER.match(entry["content"] or "")
            if entry["op"] == "create" and entry["public"] and found:
                self.reminders.append((now, games.get(int(entry["channel_id"]), 0),
                                       int(found[1]), int(found[2])))
        for method, path in fake.requests:
            self.requests[f"{method} {ID.sub('/{id}', path.split('?')[0])}"] += 1
        fake.message_log.clear()
        fake.requests.clear()
        fake.gateway_log.clear()
        fake.attachments.clear()
