"""What players read after a change: who is pinged, nothing secret in public text, and
every text within Discord's limits."""

from dataclasses import replace

from bot.games.core import Event, Msg, msg, seat
from bot.i18n import Voice
from bot.service import Outcome, Presentation
from bot.service.present import present
from bot.ui.messages import alt_text, announcement, fit, lobby_embed, table_embed
from tests.support.fixture_game import Pick
from tests.support.service_fixtures import ANA, HOST
from tests.support.words import STRICT


class Challenged(Event):
    attacker: int
    defender: int

    def message(self) -> Msg:
        return msg("fixture-picked-secretly", who=seat(self.attacker))

    def concerns(self) -> tuple[int, ...]:
        return (self.attacker, self.defender)


def voice(shown: Presentation) -> Voice:
    return Voice(STRICT, shown.game.names())


def told(out: Presentation, deadlines: dict[int, float] | None = None) -> str:
    """The text of a new table message after `out`."""
    if deadlines is not None:
        out = replace(out, deadlines=deadlines)
    return announcement(out, voice(out), out.lines)


async def test_event_concerns_are_called_even_when_not_their_move(service, lobby):
    gid = lobby.game.id
    await service.start(gid, HOST)
    await service.act(gid, ANA, Pick(n=2))  # now only the host must act
    out = present(Outcome(await service.games.load(gid),
                          events=[Challenged(attacker=0, defender=1)]), now=0.0)
    assert out.called == {0, 1}
    text = told(out)
    assert "Host picked a number." in text
    assert f"Your move: <@{HOST}>" in text
    assert f"Also called to the table: <@{ANA}>" in text


async def test_private_events_show_only_their_stand_in(service, lobby):
    gid = lobby.game.id
    await service.start(gid, HOST)
    out = await service.act(gid, ANA, Pick(n=37))
    text = told(out)
    assert "Ana picked a number." in text
    assert "37" not in text  # the pick itself is Ana's secret until the reveal


async def test_deadlines_are_shown_as_discord_timestamps(service, lobby):
    gid = lobby.game.id
    out = await service.start(gid, HOST)
    text = told(out, {0: 1_900_000_000.7})
    assert f"<@{HOST}> (<t:1900000000:R>)" in text and f"<@{ANA}>" in text


async def test_finished_game_announces_the_result(service):
    loaded = await service.new("fixture", guild_id=1, channel_id=9, thread_id=None,
                               host_id=HOST, host_name="Host", options={"rounds": 1})
    await service.add_ai(loaded.game.id, HOST)
    out = await service.start(loaded.game.id, HOST)
    while out.game.status == "active":
        await service.automation.wait_idle()
        now = await service.games.load(loaded.game.id)
        if now.game.status != "active":
            break
        out = await service.act(loaded.game.id, HOST, now.spec.default_action(now.state, 0))
    done = await service.games.load(loaded.game.id)
    assert done.game.status == "finished"
    text = told(present(Outcome(done), now=0.0))
    assert "Game over" in text and "Your move" not in text
    assert "1. " in text


async def test_embeds_fit_discord_limits(service, lobby):
    gid = lobby.game.id
    out = await service.start(gid, HOST)
    v = voice(out)
    assert out.table is not None
    embed = table_embed(out.game, out.table, v).to_dict()
    assert len(embed["title"]) <= 256 and len(embed["description"]) <= 4096
    assert all(len(f["value"]) <= 1024 for f in embed["fields"])
    assert lobby_embed(lobby.game, v).to_dict()["title"].startswith("Fixture")
    assert len(alt_text(out.table, v)) <= 1024


def test_fit_keeps_the_newest_lines():
    assert fit("x" * 50 + "END", 10) == "…" + "x" * 6 + "END"
    assert fit("short", 10) == "short"


def test_commands_named_in_texts_become_mentions_in_every_language():
    from bot.i18n import words

    for language in ("en", "es", "it"):
        voice = Voice(words(language), commands={"game": 42, "hand": 7})
        assert "</game new:42>" in voice(msg("ui-no-game-here"))
        assert "</hand:7>" in voice(msg("ui-move-gone"))
    assert "`/game new`" in Voice()(msg("ui-no-game-here")), "the console keeps plain text"
