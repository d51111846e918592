"""The soak's figures, each with its violations: timers fired once and never early,
reminders once per (seat, deadline), interactions answered, moves stored once, no orphaned
process, no error logged, views and caches within their bounds, requests per move."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

from bench.soak_drive import Sent, answered
from bench.soak_proc import Death
from bench.soak_watch import Watch
from bench.soak_world import World
from tests.fakediscord import FakeDiscord

EPSILON = 1e-3
QUIET_BOUNDS = {"views_live": 0, "view_store_items": 0, "view_store_messages": 0, "modals": 0,
                "render_queue": 0}
PRIVATE_CHANNELS_MAX = 128  # discord.py's LRU of DM channels


@dataclass
class Report:
    """Figure lines, and the violations found (the soak fails on any)."""

    lines: list[str] = field(default_factory=list)
    violations: list[str] = field(default_factory=list)

    def figure(self, name: str, value: object, problems: Iterable[str] = ()) -> None:
        found = list(problems)
        mark = "" if not found else f"   <-- {len(found)} violation(s)"
        self.lines.append(f"{name:<44} {value}{mark}")
        self.violations += [f"{name}: {p}" for p in found]


@dataclass(frozen=True)
class TimerFire:
    game_id: int
    seat: int
    at: float
    user_id: int | None


def check_timers(report: Report, watch: Watch, fires: list[TimerFire]) -> None:
    """Each expiry matches the deadline in effect before it, is not early, and no deadline
    fires twice."""
    fired: Counter[tuple[int, int, float]] = Counter()
    problems = []
    for f in fires:
        seen = [s for s in watch.deadlines.get((f.game_id, f.seat), []) if s[0] < f.at]
        if not seen:
            problems.append(f"game {f.game_id} seat {f.seat} expired at {f.at:.0f} with no "
                            "deadline seen before")
            continue
        deadline = seen[-1][1]
        if f.at < deadline - EPSILON:
            problems.append(f"game {f.game_id} seat {f.seat} expired at {f.at:.0f}, "
                            f"{deadline - f.at:.0f} s before its deadline")
        if not watch.timers_were_on(f.game_id, f.at):
            problems.append(f"game {f.game_id} seat {f.seat} expired at {f.at:.0f} while its "
                            "timers were off")
        fired[(f.game_id, f.seat, deadline)] += 1
    problems += [f"game {g} seat {s} deadline {d:.0f} fired {n} times"
                 for (g, s, d), n in fired.items() if n > 1]
    report.figure("deadlines expired (timer moves)", len(fires), problems)


def check_reminders(report: Report, watch: Watch, world: World, fires: list[TimerFire]
                    ) -> None:
    """Reminders: once per (seat, deadline), never in the player's quiet hours or after the
    deadline, and none missing before a deadline that expired while the player was awake."""
    sent = Counter((game, user, deadline) for _, game, user, deadline in watch.reminders)
    problems = [f"game {g}: user {u} reminded {n} times of deadline {d}"
                for (g, u, d), n in sent.items() if n > 1]
    for t, game, user, deadline in watch.reminders:
        player = world.player(user)
        if not watch.timers_were_on(game, t):
            problems.append(f"game {game}: user {user} reminded at {t:.0f}, timers off")
        if player.quiet and player.asleep(t):
            problems.append(f"user {user} reminded at {t:.0f}, in their quiet hours")
        if t >= deadline:
            problems.append(f"user {user} reminded at {t:.0f}, after the deadline {deadline}")
    report.figure("reminders sent", len(watch.reminders), problems)
    missed = [f"game {f.game_id} seat {f.seat}: no reminder before deadline {f.at:.0f}"
              for f in fires if f.user_id is not None and _missed(watch, world, f, sent)]
    report.figure("reminders missing before an expiry", len(missed), missed)


def _missed(watch: Watch, world: World, fire: TimerFire,
            sent: Counter[tuple[int, int, int]]) -> bool:
    seen = [s for s in watch.deadlines.get((fire.game_id, fire.seat), []) if s[0] < fire.at]
    if not seen or seen[-1][2] is None or fire.user_id is None:
        return False
    _, deadline, remind = seen[-1]
    player = world.player(fire.user_id)
    if not player.reminders or sent[(fire.game_id, fire.user_id, int(deadline))]:
        return False
    return any(remind <= t < deadline and not (player.quiet and player.asleep(t))
               for t in watch.steps)


def check_answers(report: Report, fake: FakeDiscord, ledger: list[Sent],
                  deaths: dict[int, Death]) -> None:
    """Every interaction is acknowledged, and every acknowledged one answered, except those
    whose bot was killed (SIGKILL) before it could answer; Discord refused no answer."""
    sent = [s for s in ledger if s.rec is not None]
    unacked = [f"{s.way} at {s.at:.0f} (bot {s.incarnation})" for s in sent
               if not s.rec.acknowledged]  # type: ignore[union-attr]
    silent = [s for s in sent if s.rec.acknowledged and not answered(fake, s.rec)]  # type: ignore[union-attr]
    killed = [s for s in silent if _death(deaths, s) == "SIGKILL"]
    problems = [f"{s.way} ({s.what}, game {s.game_id}) at {s.at:.0f}: bot {s.incarnation} "
                f"acknowledged it and never answered (it later got {_death(deaths, s)})"
                for s in silent if s not in killed]
    refused = [f"{s.way} at {s.at:.0f}: {[str(e) for e in s.rec.rejected]}" for s in sent  # type: ignore[union-attr]
               if s.rec.rejected]  # type: ignore[union-attr]
    acks = sorted(s.ack_seconds for s in sent if s.ack_seconds is not None
                  and s.rec.acknowledged)  # type: ignore[union-attr]
    if acks:
        report.figure("acknowledgement s (p50 / p99 / max; > 3 s)",
                      f"{acks[len(acks) // 2]:.2f} / {acks[int(len(acks) * 0.99)]:.2f} / "
                      f"{acks[-1]:.2f}; {sum(a > 3 for a in acks)}")
    report.figure("interactions sent", len(sent))
    report.figure("interactions not acknowledged", len(unacked), unacked)
    report.figure("acknowledged, never answered", len(silent) - len(killed), problems)
    report.figure("  ... of them in flight at a SIGKILL (expected)", len(killed))
    report.figure("answers refused by Discord", len(refused), refused)


def _death(deaths: dict[int, Death], sent: Sent) -> str:
    death = deaths.get(sent.incarnation)
    return death.signal if death else "no signal"


def check_moves(report: Report, ledger: list[Sent], stored: Counter[tuple[int, int, str]]
                ) -> None:
    """Moves the bot said were done are stored once; none is stored that no acknowledged
    interaction asked for; a stale click stores nothing."""
    moves = [s for s in ledger if s.what == "move" and s.rec is not None]
    done = Counter((s.game_id, s.seat, s.token) for s in moves if s.committed)
    asked = Counter((s.game_id, s.seat, s.token) for s in moves if s.rec.acknowledged)  # type: ignore[union-attr]
    lost = [f"game {g} seat {s} move {t}: answered done {done[(g, s, t)]}x, stored {n}x"
            for (g, s, t), n in ((k, stored[k]) for k in done) if n < done[(g, s, t)]]  # type: ignore[misc]
    twice = [f"game {g} seat {s} move {t}: stored {n}x, asked {asked[(g, s, t)]}x"
             for (g, s, t), n in stored.items() if n > asked[(g, s, t)]]
    stale = [f"{s.way} at {s.at:.0f} game {s.game_id}: {s.text()[:80]}" for s in ledger
             if s.what == "stale" and s.committed]
    report.figure("player moves answered done", sum(done.values()))
    report.figure("player moves stored", sum(stored.values()))
    report.figure("moves lost (done, not stored)", len(lost), lost)
    report.figure("moves stored twice (or unasked)", len(twice), twice)
    report.figure("stale clicks (refused as they must be)",
                  sum(1 for s in ledger if s.what == "stale"), stale)


def check_deaths(report: Report, deaths: list[Death]) -> None:
    orphans = [f"after {d.signal}: {o}" for d in deaths for o in d.orphans]
    unclean = [f"SIGTERM exit code {d.returncode} after {d.seconds:.1f} s" for d in deaths
               if d.signal == "SIGTERM" and d.returncode != 0]
    report.figure("bot deaths (signal/exit/seconds/descendants)",
                  ", ".join(f"{d.signal}/{d.returncode}/{d.seconds:.1f}/{len(d.descendants)}"
                            for d in deaths))
    report.figure("SIGTERM not a clean exit", len(unclean), unclean)
    report.figure("orphaned processes after a death", len(orphans), orphans)


def check_caches(report: Report, snapshots: list[tuple[int, dict[str, Any]]]) -> None:
    """Views and caches at quiet moments, against their bounds: no live view (every
    component is a DynamicItem), discord.py's caches within their sizes, and none of
    Saloon's own tables holding more entries than there are live games."""
    problems: list[str] = []
    for live, snap in snapshots:
        if "error" in snap:
            problems.append(f"no figures: {snap['error']}")
            continue
        bounds = {**QUIET_BOUNDS, "message_cache": snap["message_cache_max"] or 0,
                  "private_channels": PRIVATE_CHANNELS_MAX}
        problems += [f"{k} = {snap[k]} > {bound} (live games {live})"
                     for k, bound in bounds.items() if snap.get(k, 0) > bound]
        problems += [f"{k} = {n} > {live} live games" for k, n in snap["saloon"].items()
                     if n > live]
    good = [s for _, s in snapshots if "error" not in s]
    worst = {k: max(s.get(k, 0) for s in good) for k in
             ("views_live", "views_timing_out", "view_store_items", "message_cache",
              "private_channels", "render_queue", "tasks", "rss_kb")} if good else {}
    biggest = max(((k, n) for s in good for k, n in s["saloon"].items()),
                  key=lambda kn: kn[1], default=("-", 0))
    report.figure("live views and caches (max at quiet times)",
                  " ".join(f"{k}={v}" for k, v in worst.items())
                  + f" largest Saloon table {biggest[0]}={biggest[1]}", problems)


def check_requests(report: Report, watch: Watch, actions: int, player_moves: int) -> None:
    total = sum(watch.requests.values())
    report.figure("Discord requests", total)
    report.figure("requests per move (all moves / player moves)",
                  f"{total / max(actions, 1):.1f} / {total / max(player_moves, 1):.1f}")
    for route, n in watch.requests.most_common(8):
        report.lines.append(f"    {n:>7}  {route}")
