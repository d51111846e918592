"""Answers the service gives for a player (issue 19 item 4): a question with one legal
answer (actor `auto`), a standing order (actor `standing`), given and cancelled from the
seat's own choices, and undo taking back the answers given after a move. Way Out West, 3
humans, moves chosen by the game's bot; on both storage backends."""

from typing import Any

import pytest

from bot.db import Repository
from bot.games import GAMES
from bot.games.core import replay
from bot.games.wow.actions import Fire
from bot.service import GameService
from tests.support.service_fixtures import ANA, BEN, HOST
from tests.support.words import STRICT

pytestmark = pytest.mark.slow  # whole stretches of a game through the service

WOW = GAMES["wow"]
USERS = (HOST, ANA, BEN)


@pytest.fixture
async def wow(db_target, clock) -> Any:
    repo = await Repository.open(db_target)
    service = GameService(repo, clock=clock, seed_source=lambda: 1)
    loaded = await service.new("wow", guild_id=1, channel_id=10, thread_id=None,
                               host_id=HOST, host_name="Host")
    for user, name in ((ANA, "Ana"), (BEN, "Ben")):
        await service.join(loaded.game.id, user, name)
    await service.start(loaded.game.id, HOST)
    yield service, loaded.game.id
    await repo.close()


async def bot_move(service: GameService, gid: int) -> tuple[int, Any]:
    """One move of the first seat to act, as the game's bot would make it."""
    loaded = await service.games.load(gid)
    seat = min(loaded.to_act())
    state = loaded.state
    action = WOW.ai(WOW.seat_view(state, seat), WOW.legal_actions(state, seat))
    await service.act(gid, USERS[seat], action)
    return seat, action


def state_before(rows: list[Any], seq: int) -> Any:
    """The game replayed from the log up to (not including) action `seq`."""
    moves = [(r.seat, WOW.parse_action(r.action)) for r in rows if r.seq < seq]
    return replay(WOW, 3, 1, {}, moves)[0]


async def test_a_question_with_one_answer_is_answered_and_logged_as_such(wow):
    service, gid = wow
    rows: list[Any] = []
    while not any(r.actor == "auto" for r in rows):
        await bot_move(service, gid)
        rows = await service.games.repo.actions(gid)
    auto = next(r for r in rows if r.actor == "auto")
    before = state_before(rows, auto.seq)
    assert WOW.legal_actions(before, auto.seat) == [WOW.parse_action(auto.action)]
    shown = await service.look(gid, HOST)
    assert shown.game.version == rows[-1].seq


async def test_undo_takes_back_the_answers_given_after_the_move(wow):
    service, gid = wow
    repo = service.games.repo
    for _ in range(200):
        await bot_move(service, gid)
        rows = await repo.actions(gid)
        if rows[-1].actor == "auto" and rows[-2].actor == "player" \
                and rows[-2].seat == rows[-1].seat and rows[-1].undoable:
            break
    else:
        pytest.fail("no move followed by an answer given for its player")
    player = rows[-2]
    await service.undo(gid, USERS[player.seat])
    assert [r.seq for r in await repo.actions(gid)] == [r.seq for r in rows[:-2]]
    loaded = await service.games.load(gid)
    assert WOW.decision_kind(loaded.state, player.seat) == \
        WOW.decision_kind(state_before(rows, player.seq), player.seat)


async def test_a_standing_order_answers_every_volley_until_cancelled(wow):
    service, gid = wow
    repo = service.games.repo
    for _ in range(300):
        loaded = await service.games.load(gid)
        seat = min(loaded.to_act())
        if WOW.decision_kind(loaded.state, seat) == "fire":
            break
        await bot_move(service, gid)
    else:
        pytest.fail("no shootout")
    shown = await service.look(gid, USERS[seat])
    mine = shown.private_of(USERS[seat])
    assert mine is not None
    offered = {o.token: STRICT(o.text.label) for o in mine.offers}
    assert offered["o0"] == "📌 Always: fire until each shootout is settled", offered
    await service.act_token(gid, USERS[seat], "o0", loaded.decision_of(seat))
    assert (await repo.standing_orders(gid)) == {seat: frozenset({"fire"})}
    rows = await repo.actions(gid)
    fired = [r for r in rows if r.seat == seat and WOW.parse_action(r.action) == Fire()]
    assert fired[-1].actor == "player"  # the click answered this volley
    for _ in range(300):
        rows = await repo.actions(gid)
        if any(r.actor == "standing" for r in rows):
            break
        await bot_move(service, gid)
    standing = [r for r in rows if r.actor == "standing"]
    assert standing and all(r.seat == seat for r in standing)
    assert all(WOW.parse_action(r.action) == Fire() for r in standing)
    loaded = await service.games.load(gid)
    while seat not in loaded.to_act():
        await bot_move(service, gid)
        loaded = await service.games.load(gid)
    shown = await service.look(gid, USERS[seat])
    cancel = [o for o in shown.private_of(USERS[seat]).offers if o.token == "x0"]
    assert STRICT(cancel[0].text.label).startswith("✖ Cancel order: fire until")
    await service.act_token(gid, USERS[seat], "x0", loaded.decision_of(seat))
    assert await repo.standing_orders(gid) == {}
