"""Bot levels (issue 23, item 4): the table's `ai_level` (new tables `hard`, tables stored
before the setting `normal`), a bot's own level from `/game addbot level:`, and `normal`
for a bot standing in for a person; each bot's moves are thought at its level."""

import json

from bot.games.core import Action
from bot.games.core.levels import Level
from bot.games.core.search import Choice
from bot.service.models import GameSettings
from bot.service.thinking import Thinker
from tests.support.fixture_game import Pick
from tests.support.service_fixtures import ANA, HOST

# The settings of a table stored by the release before bot levels, as its games row holds
# them (the JSON `Lobby.new` wrote): no `ai_level` key.
STORED_BEFORE = ('{"turn_hours": 24.0, "reaction_hours": 4.0, "reminder_hours": 2.0, '
                 '"on_timeout": "default", "timers": true, "language": "es", '
                 '"away_limit_days": 7.0, "open_seats": "anyone", "rated": true}')


class Recording(Thinker):
    """Answers as the heuristic does, and records the level of every question."""

    def __init__(self) -> None:
        super().__init__(0)
        self.levels: list[tuple[int, Level]] = []

    async def choose(self, spec, view, seat, legal, level, seed) -> Choice[Action]:
        self.levels.append((seat, level))
        return Choice(spec.ai(view, legal))


async def test_a_new_table_plays_hard_bots(service, monkeypatch):
    monkeypatch.undo()  # the tests' own tables open with normal bots (tests/conftest.py)
    shown = await service.new("fixture", guild_id=1, channel_id=50, thread_id=None,
                              host_id=HOST, host_name="Host")
    assert shown.game.settings.ai_level == "hard"
    assert (await service.games.load(shown.game.id)).settings.ai_level == "hard"


async def test_a_table_stored_before_the_setting_keeps_normal_bots(service, lobby, repo, clock):
    assert GameSettings.model_validate(json.loads(STORED_BEFORE)).ai_level == "normal"
    gid = lobby.game.id
    await repo.update_game(gid, clock.now, settings=json.loads(STORED_BEFORE))
    await service.add_ai(gid, HOST)
    loaded = await service.games.load(gid)
    assert loaded.settings.ai_level == "normal" and loaded.settings.language == "es"
    assert loaded.level_of(2) == "normal"


async def test_addbot_level_is_the_bots_own_and_others_follow_the_table(service, lobby):
    gid = lobby.game.id
    await service.add_ai(gid, HOST, level="easy")
    await service.add_ai(gid, HOST)
    await service.change_settings(gid, HOST, False, {"ai_level": "hard"})
    loaded = await service.games.load(gid)
    assert [s.ai_level for s in loaded.seats] == [None, None, "easy", None]
    assert (loaded.level_of(2), loaded.level_of(3)) == ("easy", "hard")
    await service.change_settings(gid, HOST, False, {"ai_level": "easy"})
    assert (await service.games.load(gid)).level_of(3) == "easy"


async def test_each_bot_moves_at_its_level(service, lobby):
    service.play.thinker = thinker = Recording()
    gid = lobby.game.id
    await service.change_settings(gid, HOST, False, {"ai_level": "easy"})
    await service.add_ai(gid, HOST, level="normal")
    await service.add_ai(gid, HOST)
    await service.start(gid, HOST)
    await service.automation.wait_idle()
    assert thinker.levels == [(2, "normal"), (3, "easy")]


async def test_a_bot_taking_an_absent_players_seat_plays_normal(service, lobby, clock):
    service.play.thinker = thinker = Recording()
    gid = lobby.game.id
    await service.change_settings(gid, HOST, False, {"on_timeout": "ai", "ai_level": "hard"})
    await service.start(gid, HOST)
    await service.act(gid, HOST, Pick(n=1))
    clock.advance(24.01)
    [outcome] = await service.expire_due()
    assert outcome.game.seat_row(1).is_ai and outcome.game.seat_row(1).user_id == ANA
    assert thinker.levels == [(1, "normal")]
    assert (await service.games.load(gid)).level_of(1) == "normal"
