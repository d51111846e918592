"""Restarts, old buttons, wrong turns, illegal and stale input: private answers, no change."""

from tests.e2e.conftest import restarted
from tests.e2e.helpers import action_ids, hand_button, latest_table, table_messages
from tests.fakediscord.fixtures import running


async def start_wow(fake, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    for user in (world.ana, world.ben):
        await fake.slash("game join", user=user, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)


async def acting_user(bot, world):
    loaded = await bot.service.games.live_at(int(world.table["id"]))
    seat = min(loaded.to_act())
    users = {int(u["id"]): u for u in (world.host, world.ana, world.ben)}
    others = [u for uid, u in users.items() if loaded.seat_of(uid).seat not in loaded.to_act()]
    return loaded, users[loaded.seat_row(seat).user_id], others


async def test_restart_mid_game_then_old_and_current_buttons(fake, world, make_bot,
                                                              discord_errors, saloon_errors):
    async with running(make_bot(), fake.token) as bot:
        await start_wow(fake, world)
        _loaded, actor, _ = await acting_user(bot, world)
        board = latest_table(fake, world.table)
        # The player opens their hand (buttons for this version) but then uses the table.
        rec = await fake.click(board, hand_button(fake, board), user=actor)
        await fake.wait_for(lambda: rec.followups)
        old_hand = rec.followups[-1]
        [(old_cid, _label), *_] = action_ids(fake, old_hand)
        [(cid, _label), *_] = action_ids(fake, board)
        rec = await fake.click(board, cid, user=actor)
        await fake.wait_for(lambda: rec.followups)
        version = (await bot.service.games.live_at(int(world.table["id"]))).game.version
    async with restarted(fake, make_bot) as bot:  # a new process on the same database
        # The old hand's button (an earlier version) answers privately and changes nothing.
        rec = await fake.click(old_hand, old_cid, user=actor)
        await fake.wait_for(lambda: rec.followups)
        assert rec.ephemeral and "moved on" in rec.text()
        assert (await bot.service.games.live_at(int(world.table["id"]))).game.version == version
        # The current board's buttons, posted before the restart, work after it.
        _loaded, actor, _ = await acting_user(bot, world)
        board = latest_table(fake, world.table)
        [(cid, _label), *_] = action_ids(fake, board)
        rec = await fake.click(board, cid, user=actor)
        await fake.wait_for(lambda: rec.followups)
        assert "Done" in rec.text()
        assert (await bot.service.games.live_at(int(world.table["id"]))).game.version > version
        assert len(table_messages(fake, world.table)) >= 3


async def test_wrong_turn_outsider_illegal_and_stale_are_private(fake, bot, world):
    await start_wow(fake, world)
    loaded, actor, others = await acting_user(bot, world)
    version = loaded.game.version
    board = latest_table(fake, world.table)
    [(cid, _label), *_] = action_ids(fake, board)
    replies = []
    for user in (others[0], world.cid):  # wrong turn, then someone not seated
        rec = await fake.click(board, cid, user=user)
        await fake.wait_for(lambda rec=rec: rec.followups)
        replies.append(rec)
    assert "not your turn" in replies[0].text() and replies[0].ephemeral
    assert "not playing" in replies[1].text() and replies[1].ephemeral
    rec = await fake.slash("play", user=actor, channel=world.table, action="dance a jig")
    assert rec.ephemeral and "don't know that move" in rec.text()
    decision = loaded.decision_of(loaded.seat_of(int(actor["id"])).seat)
    rec = await fake.slash("play", user=actor, channel=world.table, action=f"{decision}:abcdef")
    assert rec.ephemeral and "not available any more" in rec.text()
    rec = await fake.slash("play", user=actor, channel=world.table,
                           action=f"{decision + 100}:abcdef")
    assert rec.ephemeral and "moved on" in rec.text()
    assert (await bot.service.games.live_at(int(world.table["id"]))).game.version == version
    # the My hand button is private too, and an outsider has no hand
    rec = await fake.click(board, hand_button(fake, board), user=world.cid)
    await fake.wait_for(lambda: rec.followups)
    assert rec.ephemeral and "no hand" in rec.text()


async def test_concurrent_clicks_apply_once(fake, bot, world):
    import asyncio

    await start_wow(fake, world)
    _loaded, actor, _ = await acting_user(bot, world)
    board = latest_table(fake, world.table)
    [(cid, _label), *_] = action_ids(fake, board)
    recs = await asyncio.gather(*(fake.click(board, cid, user=actor) for _ in range(5)))
    for rec in recs:
        await fake.wait_for(lambda rec=rec: rec.followups)
    done = [r for r in recs if "Done" in r.text()]
    assert len(done) == 1
    assert all(r.ephemeral for r in recs)
    after = await bot.service.games.live_at(int(world.table["id"]))
    human_moves = [a for a in await bot.service.repo.actions(after.game.id) if a.actor == "player"]
    assert len(human_moves) == 1


async def test_status_log_board_list_and_end(fake, bot, world):
    await start_wow(fake, world)
    rec = await fake.slash("game status", user=world.ana, channel=world.table)
    assert rec.ephemeral and "Way Out West" in rec.text()
    rec = await fake.slash("game board", user=world.ana, channel=world.table)
    assert "Board posted" in rec.text()
    rec = await fake.slash("game log", user=world.ana, channel=world.table)
    assert rec.ephemeral
    rec = await fake.slash("game list", user=world.ana, channel=world.table)
    assert "Way Out West" in rec.text()
    rec = await fake.slash("game end", user=world.ana, channel=world.table)
    assert "Only the host" in rec.text()
    rec = await fake.slash("game end", user=world.admin, channel=world.table)
    assert "Game ended" in rec.text()
    assert "was ended by Mod" in fake.text_of(fake.last_message(world.table))
