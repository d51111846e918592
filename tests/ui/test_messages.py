"""What players read after a change: who is pinged, and nothing secret in public text."""

from bot.games.core import Event
from bot.service import Outcome
from bot.ui.messages import announcement, hidden_labels, is_public
from tests.support.fixture_game import Pick
from tests.support.service_fixtures import ANA, HOST


class Challenged(Event):
    attacker: int
    defender: int

    def text(self) -> str:
        return f"@{self.attacker} challenged @{self.defender}."

    def concerns(self) -> tuple[int, ...]:
        return (self.attacker, self.defender)


async def test_event_concerns_are_called_even_when_not_their_move(service, lobby):
    gid = lobby.game.id
    await service.start(gid, HOST)
    out = await service.act(gid, ANA, Pick(n=2))  # now only the host must act
    out.events.append(Challenged(attacker=0, defender=1))
    assert out.called_seats() == {0, 1}
    text = announcement(out, {})
    assert "Host challenged Ana." in text
    assert f"Your move: <@{HOST}>" in text
    assert f"Also called to the table: <@{ANA}>" in text


async def test_private_events_show_only_their_stand_in(service, lobby):
    gid = lobby.game.id
    await service.start(gid, HOST)
    out = await service.act(gid, ANA, Pick(n=3))
    text = announcement(out, {})
    assert "Ana picked a number." in text and "picked 3" not in text
    assert hidden_labels(out.loaded) == {"picked-3"}
    assert not is_public("Keep picked-3", hidden_labels(out.loaded))


async def test_finished_game_announces_the_result(service):
    loaded = await service.new("fixture", guild_id=1, channel_id=9, thread_id=None,
                               host_id=HOST, host_name="Host", options={"rounds": 1})
    await service.add_ai(loaded.game.id, HOST)
    await service.start(loaded.game.id, HOST)
    out: Outcome = await service.act(loaded.game.id, HOST, Pick(n=3))
    assert "Game over" in announcement(out, {}) and "Your move" not in announcement(out, {})
