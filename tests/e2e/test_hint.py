"""`/hint` end to end (issue 23, item 7): refused while the table has hints off, then, once
the host allows them, the hard bot's move answered privately in the caller's language, and
the asking shown to everyone in `/game log`; the board does not move."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.games import GAMES
from bot.games.core import msg
from bot.games.core.budget import Budget
from bot.i18n import words
from tests.fakediscord.fixtures import running

QUICK = Budget(playouts=4, worlds=2, width=3, horizon=25)  # the search, kept short


@pytest.mark.slow
async def test_a_hint_in_spanish_and_the_log_says_it_was_asked(fake, world, make_bot,
                                                                discord_errors, saloon_errors):
    es = words("es")
    async with running(make_bot({"tew": replace(GAMES["tew"], budget=QUICK)}),
                       fake.token) as bot:
        fake.set_client_locale(world.host, "es-ES")
        await fake.slash("game new", user=world.host, channel=world.table, game="tew")
        await fake.slash("game join", user=world.ana, channel=world.table)
        await fake.slash("game start", user=world.host, channel=world.table)
        rec = await fake.slash("hint", user=world.host, channel=world.table)
        assert rec.ephemeral and rec.text().startswith("Las pistas están desactivadas")
        # a rated game that runs cannot turn them on; a new table can, in its lobby
        rec = await fake.slash("game settings", user=world.host, channel=world.table,
                               hints=True)
        assert rec.text() == es(msg("ui-hints-rated-running"))
        await fake.slash("game end", user=world.host, channel=world.table)
        await fake.slash("game new", user=world.host, channel=world.table, game="tew")
        await fake.slash("game join", user=world.ana, channel=world.table)
        rec = await fake.slash("game settings", user=world.host, channel=world.table,
                               hints=True)
        assert "Pistas activadas" in rec.text() and es(msg("ui-memory-unrated")) in rec.text()
        await fake.slash("game start", user=world.host, channel=world.table)
        loaded = await bot.service.games.live_at(int(world.table["id"]))
        host = loaded.seat_of(int(world.host["id"])).seat
        assert host in loaded.to_act()  # both keep a card of two
        view = loaded.spec.seat_view(loaded.state, host)
        labels = {es(loaded.spec.describe(view, host, a).label)
                  for a in loaded.spec.legal_actions(loaded.state, host)}

        [dm] = [m for m in fake.dms_to(world.host) if m.get("attachments")][-1:]
        assert dm["embeds"][0]["footer"]["text"].endswith("· /hint: lo que jugaría el bot")
        rec = await fake.slash("hint", user=world.host, channel=world.table)
        first, meaning = rec.text().split("\n")
        assert rec.ephemeral and first.startswith("Pista: **")
        move = first.removeprefix("Pista: **").split("**")[0]
        assert move in labels and "resultado esperado" in first
        # the next best answer, one that did a little better in fewer playouts, or none
        assert any(said in first for said in ("siguiente mejor", "salió algo mejor", "ninguna otra"))
        assert meaning == es(msg("ui-hint-meaning"))
        after = await bot.service.games.live_at(int(world.table["id"]))
        assert after.game.version == loaded.game.version  # no button went stale

        rec = await fake.slash("game log", user=world.ana, channel=world.table)
        assert rec.text().splitlines()[-1] == "Hank asked for a hint."
