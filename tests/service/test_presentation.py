"""The presentation of a change (issue 20): built once inside the game's lock from one load,
holding no engine state and, for each seat, only that seat's own side; what the table
message shows is stored for any process to continue."""

from __future__ import annotations

import dataclasses

from bot.db import Repository
from bot.games.core import SeatView, TableView, msg
from bot.service import GameService, Presentation
from tests.support.counting import Counting
from tests.support.fixture_game import GAMES, Pick
from tests.support.service_fixtures import ANA, HOST
from tests.support.words import STRICT


async def started(service, lobby) -> int:
    await service.start(lobby.game.id, HOST)
    return lobby.game.id


async def counted(repo: Repository) -> Counting:
    """Counts the repository's calls (and, on SQLite, its statements)."""
    counting = Counting(repo)
    if repo.dialect == "sqlite":
        return await counting.start()
    for name in ("load_game", "commit_step", "commit_undo", "actions", "game", "seats",
                 "record_delivery"):
        setattr(repo, name, counting._counted(name, getattr(repo, name)))
    return counting


async def test_a_move_loads_its_game_once_and_commits_once(service, lobby, repo):
    gid = await started(service, lobby)
    counting = await counted(repo)
    await service.act(gid, ANA, Pick(n=2))
    assert counting.calls == ["load_game", "commit_step"]
    if repo.dialect == "sqlite":  # the game, then the move, its log entries and timers
        assert len(counting.statements) <= 6, counting.statements


async def test_an_undo_alone_reads_the_action_log(service, lobby, repo):
    gid = await started(service, lobby)
    await service.act(gid, ANA, Pick(n=2))
    counting = await counted(repo)
    await service.undo(gid, ANA)
    assert counting.calls == ["load_game", "actions", "commit_undo"]


async def test_an_ai_task_starts_only_for_a_game_with_ai_seats(service, lobby):
    gid = await started(service, lobby)
    await service.act(gid, ANA, Pick(n=2))
    assert service.automation.running == 0, "every seat is human: nothing to wake"
    bots = await service.new("fixture", guild_id=1, channel_id=30, thread_id=None,
                             host_id=HOST, host_name="Host")
    await service.add_ai(bots.game.id, HOST)
    await service.start(bots.game.id, HOST)
    assert service.automation.running == 1, "the bot must pick"
    await service.automation.wait_idle()
    assert (await service.games.load(bots.game.id)).to_act() == {0}


async def test_a_presentation_holds_views_and_each_seat_only_its_own(service, lobby):
    gid = await started(service, lobby)
    start = await service.look(gid)
    assert start.privates == {} and isinstance(start.table, TableView)
    assert not isinstance(start.table, SeatView)
    shown = await service.act(gid, ANA, Pick(n=37))
    fields = {f.name for f in dataclasses.fields(Presentation)}
    assert not fields & {"state", "events", "loaded"}
    for seat, mine in shown.privates.items():
        assert mine.view.seat == seat
    names = shown.game.names()
    assert [STRICT(m, names) for m in shown.lines] == ["Ana picked a number."]
    assert [STRICT(m, names) for m in shown.privates[1].lines] == ["Ana picked 37."]
    assert all(not mine.lines for seat, mine in shown.privates.items() if seat != 1)


async def test_the_table_message_is_continued_from_the_store(service, lobby, repo, clock):
    """What the table message shows is stored with it: another process (another service
    on the same database) reads it back, whoever posted it."""
    gid = await started(service, lobby)
    await service.delivered(gid, board=(555, [0, 1], [msg("ui-ok"), msg("ui-undid")]))
    other = GameService(repo, clock=clock, games=dict(GAMES))
    shown = await other.look(gid)
    assert shown.game.table_message_id == 555 and shown.game.table_called == {0, 1}
    assert shown.game.table_lines == (msg("ui-ok"), msg("ui-undid"))
    moved = await other.act(gid, ANA, Pick(n=3))
    assert moved.fresh == frozenset(), "both were called by the stored board"
    assert moved.game.table_lines == shown.game.table_lines


async def test_deadlines_come_with_the_presentation(service, lobby, repo, clock):
    gid = await started(service, lobby)
    shown = await service.act(gid, ANA, Pick(n=3))
    stored = {t.seat: t.deadline for t in await repo.timers(gid)}
    assert dict(shown.deadlines) == stored == {0: clock.now + 24 * 3600}
