"""Substitutes and hosting through the fake Discord (issue 21, item 3): a replacement mid-game
moves the hand to the newcomer's DM and the old player's buttons are refused; bad
replacements are refused privately and change nothing; "Take this seat" after a bot took
over a seat, under each table setting; hosting handed over, and passed on."""

from __future__ import annotations

from typing import Any

import pytest

from tests.e2e.helpers import hand_button, latest_table
from tests.e2e.test_platform import menus
from tests.fakediscord import payloads as P
from tests.support.clock import FakeClock

pytestmark = pytest.mark.slow


async def opened(fake, world, *others) -> int:
    await fake.slash("game new", user=world.host, channel=world.table,
                     options={"game": "fixture", "options": "rounds=3"})
    for user in others:
        await fake.slash("game join", user=user, channel=world.table)
    rec = await fake.slash("game start", user=world.host, channel=world.table)
    assert "started" in rec.text()
    return 1


async def seats(test_bot, world) -> list[tuple[str, int | None, bool]]:
    loaded = await test_bot.service.games.live_at(int(world.table["id"]))
    return [(s.name, s.user_id, s.is_ai) for s in loaded.seats]


def take_ids(fake, message: dict[str, Any]) -> list[tuple[str, str]]:
    return [(cid, label or "") for cid, label, _ in fake.buttons(message)
            if cid and cid.startswith("s:t:")]


async def test_a_replacement_mid_game_moves_the_hand_and_refuses_old_buttons(fake, test_bot,
                                                                             world):
    await opened(fake, world, world.ana)
    old_hand = [m for m in fake.dms_to(world.ana) if menus(fake, m)][-1]
    rec = await fake.slash("game replace", user=world.host, channel=world.table,
                           options={"player": world.ana, "with": world.cid})
    assert rec.ephemeral and "Cid has the seat" in rec.text(), rec.text()
    [hand] = fake.dms_to(world.cid)
    assert "Cid, you now play the seat Ana played: your hand is below." in fake.text_of(hand)
    assert menus(fake, hand), "the newcomer can choose from the DM"
    line = fake.last_message(world.table)
    assert "now plays the seat Ana played" in fake.text_of(line)
    assert world.cid["id"] in fake.mentions_in(line)
    assert menus(fake, old_hand) == [], "her old DM hand lost its menu"
    refused = await fake.slash("play", user=world.ana, channel=world.table, action="Pick 9")
    assert refused.ephemeral and "not playing" in refused.text().lower(), refused.text()
    refused = await fake.click(latest_table(fake, world.table), hand_button(
        fake, latest_table(fake, world.table)), user=world.ana)
    assert refused.ephemeral and "hand" in refused.text().lower(), refused.text()
    assert await seats(test_bot, world) == [("Hank", int(world.host["id"]), False),
                                            ("Cid", int(world.cid["id"]), False)]


async def test_bad_replacements_are_refused_privately_and_change_nothing(fake, test_bot, world):
    await opened(fake, world, world.ana, world.ben)
    robot = P.user("Robo", bot=True)
    fake.users[robot["id"]] = robot
    fake.add_member(world.guild, robot)
    gone = fake.add_user("Drifter", world.guild)
    fake.remove_member(world.guild, gone)
    before = await seats(test_bot, world)
    cases = [(world.host, world.ana, robot, "A bot cannot take a seat"),
             (world.host, world.ana, world.ben, "already has a seat"),
             (world.host, world.ana, gone, "not in this server any more"),
             (world.ana, world.ben, world.cid, "Only the host")]
    for by, old, new, said in cases:
        rec = await fake.slash("game replace", user=by, channel=world.table,
                               options={"player": old, "with": new})
        assert rec.ephemeral and said in rec.text(), rec.text()
    assert await seats(test_bot, world) == before


@pytest.mark.parametrize("takers", ["anyone", "host", "nobody"])
async def test_take_this_seat_after_a_bot_took_it_over(fake, test_bot, world, takers):
    clock = FakeClock()
    test_bot.service.games.clock = clock
    await opened(fake, world, world.ana, world.ben)
    await fake.slash("game settings", user=world.host, channel=world.table,
                     open_seats=takers, on_timeout="ai")
    for user, pick in ((world.host, "Pick 50"), (world.ana, "Pick 20")):
        await fake.slash("play", user=user, channel=world.table, action=pick)
    clock.advance(24.5)  # Ben never picks: at his deadline a bot takes his seat over
    admin = test_bot.get_cog("Admin")
    await admin.housekeeping.coro(admin)
    await test_bot.service.automation.wait_idle()
    assert (await seats(test_bot, world))[2] == ("Ben", int(world.ben["id"]), True)
    board = latest_table(fake, world.table)  # the board the takeover left
    buttons = take_ids(fake, board)
    if takers == "nobody":
        assert buttons == []
        return
    [(take, label)] = buttons
    assert label == "Take Ben's seat"
    rec = await fake.click(board, take, user=world.cid)
    if takers == "host":
        assert "The host approves who takes a seat" in rec.text()
        ask = fake.last_message(world.table)
        assert f"<@{world.cid['id']}> asks to take the seat Ben played" in fake.text_of(ask)
        assert fake.mentions_in(ask) == [world.host["id"]]
        [(approve, _, _)] = [b for b in fake.buttons(ask) if (b[0] or "").startswith("s:k:")]
        nope = await fake.click(ask, approve, user=world.ana)
        assert "Only the host" in nope.text()
        assert (await seats(test_bot, world))[2][2] is True, "still the bot's"
        rec = await fake.click(ask, approve, user=world.host)
    assert await seats(test_bot, world) == [
        ("Hank", int(world.host["id"]), False), ("Ana", int(world.ana["id"]), False),
        ("Cid", int(world.cid["id"]), False)]
    [hand] = fake.dms_to(world.cid)
    assert "you now play the seat Ben played" in fake.text_of(hand)


async def test_hosting_is_handed_over_and_passed_on(fake, test_bot, world):
    await opened(fake, world, world.ana, world.ben)
    rec = await fake.slash("game host", user=world.ana, channel=world.table,
                           player=world.ben)
    assert "Only the host" in rec.text()
    rec = await fake.slash("game host", user=world.host, channel=world.table,
                           player=world.ana)
    assert rec.ephemeral and "hosting was handed over" in rec.text()
    assert "Ana hosts this game now." in fake.text_of(fake.last_message(world.table))
    rec = await fake.slash("game replace", user=world.host, channel=world.table,
                           options={"player": world.ben, "with": world.cid})
    assert "Only the host" in rec.text(), "Hank no longer hosts"
    # Ana, hosting, is replaced: hosting passes to the next human seat (Ben's).
    rec = await fake.slash("game replace", user=world.admin, channel=world.table,
                           options={"player": world.ana, "with": world.cid})
    assert "Cid has the seat" in rec.text(), rec.text()
    loaded = await test_bot.service.games.live_at(int(world.table["id"]))
    assert loaded.game.host_id == int(world.ben["id"])


async def test_a_player_who_leaves_a_running_game_leaves_a_seat_to_take(fake, test_bot, world):
    await opened(fake, world, world.ana)
    await fake.slash("game leave", user=world.ana, channel=world.table)
    await test_bot.service.automation.wait_idle()
    [(_, label)] = take_ids(fake, latest_table(fake, world.table))
    assert label == "Take Ana's seat"
