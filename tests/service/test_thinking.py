"""Hard bots think outside the game's lock (issue 23, item 5): a change of the game while
a bot thinks drops the thought (the bot thinks again from the new version), a shutdown
drops it, no move is lost or applied twice; past the cap of searches a bot plays `normal`."""

import asyncio
import json
from concurrent.futures import BrokenExecutor, ThreadPoolExecutor

import pytest

from bot.games.core import Action
from bot.games.core.search import Choice
from bot.service.thinking import Thinker
from tests.support.fixture_game import SPEC, Pick
from tests.support.service_fixtures import HOST


class Gated(Thinker):
    """A `hard` bot that thinks until `gate` opens, then answers as the heuristic does."""

    def __init__(self) -> None:
        super().__init__(0)
        self.gate = asyncio.Event()
        self.asked: list[int] = []  # the game version of each hard question
        self.dropped = 0
        self.thinking = asyncio.Event()

    async def choose(self, spec, view, seat, legal, level, seed) -> Choice[Action]:
        if level == "hard":
            self.asked.append(view.version)
            self.thinking.set()
            try:
                await self.gate.wait()
            except asyncio.CancelledError:
                self.dropped += 1
                raise
            finally:
                self.thinking.clear()
        return Choice(spec.ai(view, legal))


@pytest.fixture
async def hard_game(service):
    """A started fixture game: the host, and a hard bot that thinks until told."""
    service.play.thinker = thinker = Gated()
    shown = await service.new("fixture", guild_id=1, channel_id=60, thread_id=None,
                              host_id=HOST, host_name="Host", settings={"ai_level": "hard"},
                              options={"rounds": 1})
    gid = shown.game.id
    await service.add_ai(gid, HOST)
    await service.start(gid, HOST)
    await asyncio.wait_for(thinker.thinking.wait(), 5)
    return gid, thinker


async def test_a_bot_thinks_with_no_lock_held_and_a_change_makes_it_think_again(service,
                                                                               hard_game):
    gid, thinker = hard_game
    assert service.games.lock_count == 0  # the game is free while the bot thinks
    await asyncio.wait_for(service.act(gid, HOST, Pick(n=1)), 1)  # answered at once
    await asyncio.sleep(0.05)
    assert thinker.dropped == 1 and thinker.asked == [0, 1]  # the first thought is dropped
    thinker.gate.set()
    await service.automation.wait_idle(gid)
    actions = await service.repo.actions(gid)
    # each seat picked once; the bot, whose 60 beat the host's 1, then chose to gamble
    assert [(a.seat, a.actor, json.loads(a.action)["kind"]) for a in actions] == [
        (0, "player", "pick"), (1, "ai", "pick"), (1, "ai", "gamble")]


async def test_a_thought_for_an_older_version_is_never_played(service, hard_game):
    """Even when nothing told the automation (another process changed the game), the move
    is checked against the version it was thought for, under the lock."""
    gid, thinker = hard_game
    service.games.changed.clear()  # this process hears of no change
    await service.act(gid, HOST, Pick(n=1))
    thinker.gate.set()
    await service.automation.wait_idle(gid)
    assert thinker.asked == [0, 1, 2] and thinker.dropped == 0  # thought again at version 1
    assert [a.seat for a in await service.repo.actions(gid)] == [0, 1, 1]


async def test_shutdown_drops_a_thought_and_loses_nothing(service, hard_game):
    gid, thinker = hard_game
    await asyncio.wait_for(service.shutdown(grace=5), 2)
    assert thinker.dropped == 1 and await service.repo.actions(gid) == []
    assert not thinker.has_room  # its workers are gone: a hard move would play normal


async def test_past_the_cap_a_bot_plays_normal_at_once():
    thinker = Thinker(0, cap=1)
    state = SPEC.setup(2, 7, SPEC.Options())
    view, legal = SPEC.seat_view(state, 1), SPEC.legal_actions(state, 1)
    thinker.searching = 1  # a search under way fills the cap
    assert not thinker.has_room
    choice = await thinker.choose(SPEC, view, 1, legal, "hard", 3)
    assert choice.action == SPEC.ai(view, legal) and not choice.weighed
    assert thinker.fell_back == 1
    thinker.close()


async def test_a_search_that_fails_plays_normal_and_broken_workers_are_renewed(caplog):
    thinker = Thinker(0)
    state = SPEC.setup(2, 7, SPEC.Options())
    view, legal = SPEC.seat_view(state, 1), SPEC.legal_actions(state, 1)
    choice = await thinker.choose(SPEC, view, 1, legal, "hard", 3)  # the toy cannot sample
    assert choice.action == SPEC.ai(view, legal) and "search failed" in caplog.text

    class Broken(ThreadPoolExecutor):
        def submit(self, *args, **kwargs):
            raise BrokenExecutor("a worker died")

    thinker._pool = broken = Broken(1)
    choice = await thinker.choose(SPEC, view, 1, legal, "hard", 3)
    assert choice.action == SPEC.ai(view, legal)
    assert thinker._pool is not broken and thinker.has_room and thinker.searching == 0
    thinker.close()
