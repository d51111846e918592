"""Fewer, better messages (issue 9): a new table message, with a ping, only when someone new
must act; otherwise the current one is edited. A player called anew gets a fresh DM hand,
and DM buttons that can no longer be used are removed. The final board offers a rematch."""

from __future__ import annotations

from tests.e2e.helpers import action_ids, latest_table, table_messages


def usable(fake, message) -> bool:
    """The message still offers moves (buttons or menus)."""
    current = fake.message(message["id"])
    return bool(action_ids(fake, current) or fake.selects(current))


async def play_button(fake, user, label: str):
    """`user` clicks the table button labelled `label` on the latest board."""
    board = latest_table(fake, fake.channels[str(board_channel(fake))])
    cid = next(c for c, text in action_ids(fake, board) if text == label)
    rec = await fake.click(board, cid, user=user)
    await fake.wait_for(lambda: rec.followups)
    assert "Done" in rec.text(), rec.text()
    return rec


def board_channel(fake) -> str:
    return next(m["channel_id"] for m in reversed(fake.message_log)
                if any(a["filename"] == "board.png" for a in m["attachments"]))


async def test_one_board_per_hand_over_edited_while_the_same_player_acts(fake, test_bot, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    first = latest_table(fake, world.table)
    assert fake.mentions_in(first) == [world.host["id"]]

    # The host claims: Ana must react, so a new board pings her (and only her).
    rec = await fake.slash("play", user=world.host, channel=world.table, action="claim a1")
    assert "Done" in rec.text()
    second = latest_table(fake, world.table)
    assert second["id"] != first["id"]
    assert fake.mentions_in(second) == [world.ana["id"]]
    assert not action_ids(fake, fake.message(first["id"])), "the old board lost its buttons"

    # Ana lets it stand, then must claim: still Ana, so the same message is edited with
    # what happened since it was posted, and nobody is pinged again.
    await play_button(fake, world.ana, "Let it stand")
    assert latest_table(fake, world.table)["id"] == second["id"]
    edited = fake.message(second["id"])
    assert edited.get("edited_timestamp")
    assert edited["content"].count("Your move") == 1
    assert len(table_messages(fake, world.table)) == 2

    # Ana claims: now the host must react, a hand-over, so a new board pings the host.
    rec = await fake.slash("play", user=world.ana, channel=world.table, action="claim b2")
    third = latest_table(fake, world.table)
    assert third["id"] != second["id"] and fake.mentions_in(third) == [world.host["id"]]
    stored = await test_bot.service.games.live_at(int(world.table["id"]))
    assert stored.game.table_message_id == int(third["id"])
    assert stored.game.table_called == [0]


async def test_a_player_called_anew_gets_a_fresh_dm_hand_and_old_buttons_go(fake, test_bot,
                                                                           world):
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    hands = [m for m in fake.dms_to(world.host) if m.get("attachments")]
    assert len(hands) == 1 and usable(fake, hands[0]), "the host's turn: a hand with moves"
    await fake.slash("play", user=world.host, channel=world.table, action="claim a1")
    assert not usable(fake, hands[0]), "answered: its buttons go"
    assert fake.message(hands[0]["id"])["attachments"], "the hand image stays"
    ana_hand = [m for m in fake.dms_to(world.ana) if m.get("attachments")][-1]
    assert {label for _, label in action_ids(fake, ana_hand)} == {"Let it stand",
                                                                  "Dispute the claim"}
    await play_button(fake, world.ana, "Let it stand")
    await fake.slash("play", user=world.ana, channel=world.table, action="claim b2")
    # The host is called again: a second, fresh hand.
    hands = [m for m in fake.dms_to(world.host) if m.get("attachments")]
    assert len(hands) == 2 and usable(fake, hands[-1])
    ana_hands = [m for m in fake.dms_to(world.ana) if m.get("attachments")]
    assert not any(usable(fake, m) for m in ana_hands)


async def test_an_edited_board_keeps_what_happened_since_it_was_posted(fake, test_bot, world):
    from tests.e2e.test_platform import choose, last_dm, open_fixture

    await open_fixture(fake, world)
    board = latest_table(fake, world.table)
    assert sorted(fake.mentions_in(board)) == sorted([world.host["id"], world.ana["id"]])
    await choose(fake, last_dm(fake, world.host), world.host, "11-20", "Pick 12")
    # Ana was already called: the board is edited, saying what happened, with no ping.
    assert latest_table(fake, world.table)["id"] == board["id"]
    content = fake.message(board["id"])["content"]
    assert "Hank picked a number." in content and content.count("Your move") == 1
    await choose(fake, last_dm(fake, world.ana), world.ana, "11-20", "Pick 13")
    loaded = await test_bot.service.games.live_at(int(world.table["id"]))
    if loaded.humans_to_act() <= {1}:  # Ana decides again: still her, the same board
        assert latest_table(fake, world.table)["id"] == board["id"]
        content = fake.message(board["id"])["content"]
        assert content.index("Hank picked a number.") < content.index("Ana picked a number.")
    else:  # the host is called anew: a new board
        assert latest_table(fake, world.table)["id"] != board["id"]


async def finish_toy(fake, test_bot, world) -> int:
    """A two-player toy game played to its end (default moves), presented as it goes."""
    await fake.slash("game new", user=world.host, channel=world.table, game="toy")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    loaded = await test_bot.service.games.live_at(int(world.table["id"]))
    users = {s.seat: s.user_id for s in loaded.seats}
    while loaded.game.status == "active":
        seat = min(loaded.to_act())
        async with test_bot.service.turn(loaded.game.id):
            out = await test_bot.service.act(loaded.game.id, users[seat],
                                             loaded.spec.default_action(loaded.state, seat))
            await test_bot.presenter.show(out)
        loaded = await test_bot.service.games.load(loaded.game.id)
    return loaded.game.id


async def test_the_final_board_offers_a_rematch_with_the_same_players(fake, test_bot, world):
    game_id = await finish_toy(fake, test_bot, world)
    final = latest_table(fake, world.table)
    [(rematch, label)] = [(c, lab) for c, lab, _ in fake.buttons(final) if c.startswith("s:r:")]
    assert label == "Rematch"
    rec = await fake.click(final, rematch, user=world.ben)
    await fake.wait_for(lambda: rec.followups)
    assert rec.ephemeral and "Only the players" in rec.text()
    rec = await fake.click(final, rematch, user=world.ana)
    await fake.wait_for(lambda: rec.followups)
    assert "Rematch lobby" in rec.text()
    lobby = await test_bot.service.games.live_at(int(world.table["id"]))
    assert lobby.game.id != game_id and lobby.game.status == "lobby"
    assert lobby.game.host_id == int(world.ana["id"])
    assert [s.user_id for s in lobby.seats] == [int(world.ana["id"]), int(world.host["id"])]
    old = await test_bot.service.games.load(game_id)
    assert lobby.game.options == old.game.options and lobby.game.settings == old.game.settings
    rec = await fake.click(final, rematch, user=world.host)  # a second press: a link
    await fake.wait_for(lambda: rec.followups)
    assert f"#{lobby.game.id}" in rec.text() and "already open" in rec.text()
    rec = await fake.slash("game start", user=world.ana, channel=world.table)
    assert "started" in rec.text()


async def test_an_ai_answer_during_the_start_edits_the_first_board(fake, bot, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="tew")
    await fake.slash("game join", user=world.ana, channel=world.table)
    await fake.slash("game addbot", user=world.host, channel=world.table)
    bot.service.automation.delay = 0
    await fake.slash("game start", user=world.host, channel=world.table)
    await bot.service.automation.wait_idle()
    await fake.wait_for(lambda: "Bot 1 kept a card." in latest_table(fake, world.table)["content"])
    boards = table_messages(fake, world.table)
    assert len(boards) == 1, [b["content"] for b in boards]  # both humans were called by it
