"""Slash commands the whole games never typed: `/hand`, `/game undo`, and the options
autocomplete of `/game new` and `/game settings` followed by the command it fills in."""

from __future__ import annotations

from bot.games import GAMES
from bot.service.options import suggestions
from tests.e2e.helpers import action_ids, latest_table


async def three_players(fake, world, game="wow"):
    await fake.slash("game new", user=world.host, channel=world.table, game=game)
    for user in (world.ana, world.ben):
        await fake.slash("game join", user=user, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)


async def test_slash_hand_answers_privately_with_the_hand(fake, bot, world):
    await three_players(fake, world)
    loaded = await bot.service.games.live_at(int(world.table["id"]))
    (seat,) = loaded.to_act()
    user = next(u for u in (world.host, world.ana, world.ben)
                if loaded.seat_row(seat).user_id == int(u["id"]))
    rec = await fake.slash("hand", user=user, channel=world.table)
    await fake.wait_for(lambda: rec.followups)
    hand = rec.followups[-1]
    assert rec.ephemeral and fake.is_ephemeral(hand)
    assert hand["embeds"][0]["title"] == f"Your hand · Way Out West #{loaded.game.id}"
    assert [a["filename"] for a in hand["attachments"]] == ["hand.png"]
    assert action_ids(fake, hand) or fake.selects(hand), "the player to act gets their moves"
    rec = await fake.slash("hand", user=world.cid, channel=world.table)
    assert rec.ephemeral and rec.text() == "You have no hand in this game."


async def test_slash_undo_takes_back_your_own_last_move(fake, bot, world):
    await three_players(fake, world)
    channel = int(world.table["id"])
    loaded = await bot.service.games.live_at(channel)
    (seat,) = loaded.to_act()
    users = {int(u["id"]): u for u in (world.host, world.ana, world.ben)}
    user = users[loaded.seat_row(seat).user_id]
    board = latest_table(fake, world.table)
    cid, _ = action_ids(fake, board)[0]
    clicked = await fake.click(board, cid, user=user)
    await fake.wait_for(lambda: clicked.followups)
    moved = await bot.service.games.live_at(channel)
    assert moved.game.version > loaded.game.version
    others = [u for u in users.values() if u is not user]
    rec = await fake.slash("game undo", user=others[0], channel=world.table)
    assert rec.ephemeral and "own last move" in rec.text()
    rec = await fake.slash("game undo", user=user, channel=world.table)
    await fake.wait_for(lambda: rec.followups)
    assert "Undone: your last move was taken back." in rec.text()
    undone = await bot.service.games.live_at(channel)
    assert undone.state == loaded.state.model_copy(update={"version": undone.game.version})
    assert undone.to_act() == {seat}


async def test_options_are_suggested_then_used_by_game_new_and_settings(fake, bot, world):
    spec = GAMES["carson"]
    choices = await fake.autocomplete("game new", user=world.host, channel=world.table,
                                      focused=("options", ""), game="carson")
    assert [c["value"] for c in choices] == suggestions(spec.Options, "")
    picked = choices[0]["value"]                        # e.g. "buildings=first_game"
    name, _, value = picked.partition("=")
    narrowed = await fake.autocomplete("game new", user=world.host, channel=world.table,
                                       focused=("options", f"{name}="), game="carson")
    assert picked in [c["value"] for c in narrowed]
    assert all(c["value"].startswith(f"{name}=") for c in narrowed)
    rec = await fake.slash("game new", user=world.host, channel=world.table, game="carson",
                           options={"options": picked})  # the option named "options"
    assert "Lobby open" in rec.text()
    loaded = await bot.service.games.live_at(int(world.table["id"]))
    assert str(loaded.game.options[name]).lower() == value.lower()

    other = next(c["value"] for c in narrowed if c["value"] != picked)
    later = await fake.autocomplete("game settings", user=world.host, channel=world.table,
                                    focused=("options", f"{name}="))
    assert other in [c["value"] for c in later]
    rec = await fake.slash("game settings", user=world.host, channel=world.table,
                           options={"options": other})
    assert "Settings:" in rec.text()
    loaded = await bot.service.games.live_at(int(world.table["id"]))
    assert str(loaded.game.options[name]).lower() == other.partition("=")[2].lower()
