""""Since you last looked" (issue 21, item 1) in the service: a player's recap holds what
happened after their own last move (every public event, their own private ones, stand-ins
for the others'), grouped by the seat that moved; it leads their turn and is read again
only after what they were last shown."""

import pytest

from bot.service import GameService
from tests.support.fixture_game import Gamble, Pick
from tests.support.service_fixtures import ANA, BEN, HOST
from tests.support.words import STRICT

NAMES = {0: "Host", 1: "Ana", 2: "Ben"}


def worded(recap):
    return [(g.seat, [STRICT(m, NAMES) for m in g.lines]) for g in recap.groups]


async def _three(service: GameService, lobby) -> int:
    gid = lobby.game.id
    await service.join(gid, BEN, "Ben")
    await service.start(gid, HOST)
    await service.act(gid, ANA, Pick(n=20))  # Ana first: then she is away
    await service.act(gid, HOST, Pick(n=50))
    await service.act(gid, BEN, Pick(n=30))
    return gid


async def test_the_turn_after_others_moved_leads_with_their_moves(service, lobby, repo):
    gid = await _three(service, lobby)
    shown = await service.act(gid, HOST, Gamble(yes=False))  # Host won; round 2 for all
    ana, ben = shown.privates[1].recap, shown.privates[2].recap
    assert ana is not None and worded(ana) == [
        (0, ["Host picked a number."]), (2, ["Ben picked a number."]),
        (0, ["Host won the round (die 0) and scored 1 point."])]
    assert ana.earlier == 0 and ana.upto == shown.game.version
    assert ben is not None and worded(ben) == [(0, ["Host won the round (die 0) and scored 1 point."])]
    assert shown.privates[0].recap is None  # his own move was the last


@pytest.mark.slow
async def test_a_recap_once_shown_is_not_shown_again(service, lobby):
    gid = await _three(service, lobby)
    await service.act(gid, HOST, Gamble(yes=False))
    first = (await service.look(gid, ANA, recap=True)).private_of(ANA)
    assert first is not None and first.recap is not None and len(first.recap.groups) == 3
    await service.recap_seen(gid, ANA, first.recap.upto)
    again = (await service.look(gid, ANA, recap=True)).private_of(ANA)
    assert again is not None and again.recap is None
    await service.act(gid, BEN, Pick(n=7))
    later = (await service.look(gid, ANA, recap=True)).private_of(ANA)
    assert later is not None and later.recap is not None
    assert worded(later.recap) == [(2, ["Ben picked a number."])]
    mine = (await service.look(gid, BEN, recap=True)).private_of(BEN)
    assert mine is not None and mine.recap is None  # nothing after his own move


def test_a_long_absence_keeps_the_newest_groups_and_counts_the_rest():
    from bot.db.records import RecapRow, RecapRows
    from bot.games.core import msg, seat
    from bot.service.recaps import MAX_GROUPS, recap_of

    def row(seq: int, who: int, idx: int = 0) -> RecapRow:
        text = msg("fixture-won", who=seat(who), die=seq, points=1).model_dump_json()
        return RecapRow(seq=seq, idx=idx, seat=who, visible_to=None, text=text,
                        public_text=None)

    # 24 moves since Ana (seat 1) last looked, Host and Ben alternating; Ben's 8th move
    # made eight events. The read was bounded: only the last 20 moves came back.
    events = [row(seq, 0 if seq % 2 else 2) for seq in range(5, 24)]
    events += [row(24, 2, idx) for idx in range(8)]
    recap = recap_of(RecapRows(after=0, events=events, actions=24), 1, 24)
    assert len(recap.groups) == MAX_GROUPS == 10
    assert [g.seat for g in recap.groups] == [0, 2] * 5
    assert recap.earlier == 14  # every move not in a shown group, read or not
    last = recap.groups[-1]
    assert last.cut and len(last.lines) == 6
    assert STRICT(last.lines[-1], NAMES) == "Ben won the round (die 24) and scored 1 point."


@pytest.mark.slow
async def test_a_move_made_for_you_is_in_your_recap_with_your_own_private_line(
        service, lobby, clock):
    """Round 2: Host and Ben pick, Ana does not; at her deadline Saloon picks for her (a
    private event only she may read). Her recap has it in full; theirs, the stand-in."""
    gid = await _three(service, lobby)
    await service.act(gid, HOST, Gamble(yes=False))
    for user in (ANA, HOST, BEN):  # each saw round 1 (Ana by DM, the others on the board)
        await service.recap_seen(gid, user, (await service.games.load(gid)).game.version)
    await service.act(gid, HOST, Pick(n=40))
    await service.act(gid, BEN, Pick(n=41))
    clock.advance(25)
    [expired] = await service.expire_due()
    assert [m.seat for m in expired.moves] == [1]
    ana = (await service.look(gid, ANA, recap=True)).private_of(ANA).recap
    assert worded(ana) == [(0, ["Host picked a number."]), (2, ["Ben picked a number."]),
                           (1, ["Ana picked 1."])]
    ben = (await service.look(gid, BEN, recap=True)).private_of(BEN).recap
    assert worded(ben) == [(1, ["Ana picked a number."])]


@pytest.mark.slow
async def test_two_processes_share_what_a_player_was_shown(db_target, clock):
    """Marks live in the store: a recap shown by one process is not shown again by another
    (two bot processes on one PostgreSQL database; a restart on SQLite)."""
    from bot.db import Repository
    from tests.support.fixture_game import GAMES

    repos = [await Repository.open(db_target) for _ in range(2)]
    one, two = (GameService(r, clock=clock, games=dict(GAMES), seed_source=lambda: 1234)
                for r in repos)
    try:
        lobby = await one.new("fixture", guild_id=1, channel_id=10, thread_id=None,
                              host_id=HOST, host_name="Host")
        gid = lobby.game.id
        await one.join(gid, ANA, "Ana")
        await one.start(gid, HOST)
        await one.act(gid, ANA, Pick(n=3))
        await two.act(gid, HOST, Pick(n=9))
        seen = (await two.look(gid, ANA, recap=True)).private_of(ANA).recap
        assert seen is not None and worded(seen)[0] == (0, ["Host picked a number."])
        await two.recap_seen(gid, ANA, seen.upto)
        assert (await one.look(gid, ANA, recap=True)).private_of(ANA).recap is None
    finally:
        for service in (one, two):
            await service.automation.wait_idle()
        for repo in repos:
            await repo.close()
