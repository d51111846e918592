"""The platform through the fake Discord with its test games: simultaneous choices from
DMs, staged menus, /play across every move, handing a seat to the AI on your own turn,
and what a player is told when something fails after their move was saved."""

from __future__ import annotations

import re
from typing import Any

import pytest

from tests.e2e.helpers import action_ids, hand_button, latest_table, table_messages


def menus(fake, message) -> list[dict[str, Any]]:
    return [s for s in fake.selects(message) if s["custom_id"].startswith("s:m:")]


async def choose(fake, message, user, *labels: str):
    """Follow a staged menu by option labels (groups first), ending with the action."""
    rec = None
    for label in labels:
        if rec is not None and not menus(fake, message):
            return rec  # refused: no deeper menu was offered
        [menu] = menus(fake, message)
        value = next(o["value"] for o in menu["options"] if o["label"].lstrip("▸ ") == label)
        rec = await fake.click(message, menu["custom_id"], user=user, values=[value])
        await fake.wait_for(lambda rec=rec: rec.followups)
        message = rec.followups[-1]
    return rec


async def open_fixture(fake, world, *, rounds: int = 2) -> None:
    await fake.slash("game new", user=world.host, channel=world.table,
                     options={"game": "fixture", "options": f"rounds={rounds}"})
    await fake.slash("game join", user=world.ana, channel=world.table)
    rec = await fake.slash("game start", user=world.host, channel=world.table)
    assert "started" in rec.text()


def last_dm(fake, user) -> dict[str, Any]:
    return [m for m in fake.dms_to(user) if menus(fake, m)][-1]


@pytest.mark.parametrize("first", ["host", "ana"])
async def test_simultaneous_choices_from_dms_in_either_order(fake, test_bot, world, first):
    await open_fixture(fake, world)
    users = {"host": world.host, "ana": world.ana}
    dms = {name: last_dm(fake, user) for name, user in users.items()}  # both sent at the start
    order = [first, *(n for n in users if n != first)]
    for n, name in enumerate(order):
        rec = await choose(fake, dms[name], users[name], "11-20", f"Pick {12 + n}")
        assert "Done" in rec.text(), rec.text()
    loaded = await test_bot.service.games.live_at(int(world.table["id"]))
    assert loaded.state.round == 1 and loaded.to_act(), "both picks counted; a winner decides"
    # A DM hand whose decision was answered loses its menu (Discord then refuses a click
    # on it; a click already on its way is answered as stale, see test_robustness).
    for name in users:
        assert not menus(fake, fake.message(dms[name]["id"])), "stale DM buttons are removed"
        assert fake.message(dms[name]["id"])["attachments"], "the hand itself stays"


async def test_a_staged_table_menu_reaches_any_of_64_plots(fake, test_bot, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    board = latest_table(fake, world.table)
    [menu] = menus(fake, board)
    assert [o["label"] for o in menu["options"]][:2] == ["▸ Row A", "▸ Row B"]
    rec = await choose(fake, board, world.ana, "Row G", "Claim G7")
    assert "not your turn" in rec.text() and rec.ephemeral
    rec = await choose(fake, board, world.host, "Row G", "Claim G7")
    assert "Done: Claim G7" in rec.text()
    # The dispute is Ana's reaction: two public buttons on the new board, pinging her.
    board = latest_table(fake, world.table)
    assert sorted(label for _, label in action_ids(fake, board)) == [
        "Dispute the claim", "Let it stand"]
    assert str(world.ana["id"]) in fake.mentions_in(board)


async def test_play_autocomplete_searches_every_move(fake, test_bot, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    choices = await fake.autocomplete("play", user=world.host, channel=world.table,
                                      focused=("action", "h8"))
    assert [c["name"] for c in choices] == ["Row H › Claim H8"]
    assert len(await fake.autocomplete("play", user=world.host, channel=world.table,
                                       focused=("action", ""))) == 25
    rec = await fake.slash("play", user=world.host, channel=world.table,
                           action=choices[0]["value"])
    assert "Done: Claim H8" in rec.text()
    rec = await fake.slash("play", user=world.ana, channel=world.table, action="let it")
    assert "Done: Let it stand" in rec.text()


async def test_leaving_on_your_own_turn_lets_the_ai_play_and_pings_the_next(fake, test_bot,
                                                                              world):
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    await fake.slash("play", user=world.host, channel=world.table, action="claim a1")
    boards = len(table_messages(fake, world.table))
    rec = await fake.slash("game leave", user=world.ana, channel=world.table)  # her reaction
    assert "A bot plays your seat" in rec.text()
    await test_bot.service.automation.wait_idle()
    await fake.wait_for(lambda: len(table_messages(fake, world.table)) > boards)
    board = latest_table(fake, world.table)
    assert str(world.host["id"]) in fake.mentions_in(board), "the host's turn is announced"


async def test_a_failure_after_the_commit_says_the_move_was_saved(fake, test_bot, world,
                                                                   saloon_errors):
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    before = (await test_bot.service.games.live_at(int(world.table["id"]))).game.version

    async def broken(outcome):
        raise RuntimeError("the board could not be drawn")

    test_bot.presenter.show = broken
    rec = await fake.slash("play", user=world.host, channel=world.table, action="claim b2")
    assert rec.ephemeral and "Your move was saved" in rec.text()
    assert (await test_bot.service.games.live_at(int(world.table["id"]))).game.version == before + 1
    assert [r.getMessage() for r in saloon_errors.records] == [
        "unexpected error in /play after the move was saved"]
    saloon_errors.records.clear()


async def test_my_hand_shows_the_staged_private_choice(fake, test_bot, world):
    await open_fixture(fake, world)
    board = latest_table(fake, world.table)
    assert not action_ids(fake, board) and not menus(fake, board), "picks are private"
    rec = await fake.click(board, hand_button(fake, board), user=world.ana)
    await fake.wait_for(lambda: rec.followups)
    hand = rec.followups[-1]
    [menu] = menus(fake, hand)
    assert len(menu["options"]) == 6 and menu["options"][0]["label"] == "▸ 1-10"
    rec = await choose(fake, hand, world.ana, "51-60", "Pick 60")
    assert "Done: Pick 60" in rec.text()
    assert not re.search(r"(?<!\d)60(?!\d)", fake.text_of(fake.last_message(world.table)))
