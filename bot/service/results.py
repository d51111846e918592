"""A finished game's results as the store keeps them: its ranking and scores, whether it
counts for ratings (and why not), and which seats are rated for whom.

Unrated: games in a DM, tables set to unrated (`/game settings rated:false`, before the
start), and games with fewer than two rated humans; bot seats are never rated. Games the
host ends before the end have no result at all (they are never stored here).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from functools import cache
from typing import Any

from bot.db.records import ActionRow, SeatRow
from bot.db.repository import Repository
from bot.db.result_records import ResultRecord, ResultSeat, Unrated
from bot.games.core import Event, GameStats, Result
from bot.games.core.stats import event_types, game_stats, typed_events
from bot.service.models import GameSettings, Loaded


def seat_player(seat: SeatRow, actions: list[ActionRow] | None = None) -> int | None:
    """The user a seat is rated for: whoever played most of its moves (a tie: the one who
    played last), else the human seated in it at the end; None: nobody (a bot seat).

    Who played a move is the acting user the action log keeps (`actions.user_id`, migration
    007). Moves of the AI, timers and the service have no user and count for nobody."""
    counts: Counter[int] = Counter()
    last: dict[int, int] = {}
    for number, action in enumerate(actions or ()):
        user = action.user_id
        if action.seat == seat.seat and user is not None:
            counts[user] += 1
            last[user] = number
    if counts:
        return max(counts, key=lambda u: (counts[u], last[u]))
    return None if seat.is_ai or seat.user_id is None else seat.user_id


def unrated_reason(loaded: Loaded[Any], rated_humans: int) -> Unrated | None:
    """Why a finished game does not count for ratings (None: it counts)."""
    if loaded.game.guild_id is None:
        return "dm"
    if not GameSettings.model_validate(loaded.game.settings).rated:
        return "setting"
    if rated_humans < 2:
        return "humans"
    return None


@cache
def _types(package: str) -> dict[str, type[Event]]:
    return event_types(package)


async def statistics(repo: Repository, loaded: Loaded[Any], result: Result | None,
                     last: Sequence[Event] = ()) -> GameStats:
    """A finished game's statistics, from its stored events (and `last`: the final move's,
    not stored yet) and its result's score parts."""
    events = typed_events(_types(loaded.spec.State.__module__.rsplit(".", 1)[0]),
                          await repo.event_bodies(loaded.game.id))
    return game_stats(loaded.spec.statistics, [*events, *last], len(loaded.seats), result,
                      loaded.spec.roles, loaded.state)


def result_record(loaded: Loaded[Any], result: Result, finished_at: float,
                  actions: list[ActionRow] | None = None, source: str = "live",
                  stats: GameStats | None = None) -> ResultRecord:
    """The results of `loaded`, finished with `result` (and its statistics)."""
    players = {s.seat: seat_player(s, actions) for s in loaded.seats}
    rated_humans = sum(1 for p in players.values() if p is not None)
    reason = unrated_reason(loaded, rated_humans)
    names = loaded.names()
    seats = [ResultSeat(seat=st.seat, place=st.place, score=st.score,
                        rated=reason is None and players.get(st.seat) is not None,
                        user_id=players.get(st.seat), name=names.get(st.seat, ""))
             for st in result.standings if st.seat >= 0]
    return ResultRecord.model_validate({
        "game_id": loaded.game.id, "guild_id": loaded.game.guild_id, "kind": loaded.game.kind,
        "finished_at": finished_at, "rated": reason is None, "unrated": reason,
        "source": source, "seats": seats,
        "stats": None if stats is None else stats.model_dump(mode="json")})
