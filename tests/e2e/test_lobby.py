"""Commands sync, lobbies fill and start, and every refusal is private and friendly."""

from tests.e2e.helpers import hand_button, latest_table


async def test_commands_are_synced(fake, bot):
    commands = list(fake.synced_commands.values())
    names = {c["name"] for c in commands}
    assert {"game", "play", "hand", "rules", "notify", "privacy", "leaderboard", "stats",
            "ratings"} <= names
    game = next(c for c in commands if c["name"] == "game")
    subs = {o["name"] for o in game["options"]}
    assert subs == {"new", "join", "leave", "addbot", "start", "kick", "end", "status", "board",
                    "log", "undo", "settings", "list", "replace", "host", "history", "show",
                    "export", "replay"}


async def open_wow(fake, world):
    rec = await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    assert rec.ephemeral and "Lobby open" in rec.text()
    for user in (world.ana, world.ben):
        rec = await fake.slash("game join", user=user, channel=world.table)
        assert rec.ephemeral and "You joined Way Out West" in rec.text()


async def test_new_join_start_posts_the_board_and_pings(fake, bot, world):
    await open_wow(fake, world)
    rec = await fake.slash("game start", user=world.host, channel=world.table)
    assert "started" in rec.text()
    board = latest_table(fake, world.table)
    assert board["embeds"][0]["title"].startswith("Way Out West")
    assert board["attachments"][0]["description"]  # alt text from the view
    assert hand_button(fake, board)
    pinged = set(fake.mentions_in(board))
    assert pinged and pinged <= {world.host["id"], world.ana["id"], world.ben["id"]}


async def test_lobby_buttons_join_and_add_bots(fake, bot, world):
    await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    lobby = fake.last_message(world.table)
    join = next(cid for cid, label, _ in fake.buttons(lobby) if label == "Join")
    rec = await fake.click(lobby, join, user=world.ana)
    assert "You joined" in rec.text()
    lobby = fake.last_message(world.table)
    add = next(cid for cid, label, _ in fake.buttons(lobby) if label == "Add a bot")
    await fake.click(lobby, add, user=world.host)
    lobby = fake.last_message(world.table)
    assert "Bot 1" in fake.text_of(lobby)
    start = next(cid for cid, label, _ in fake.buttons(lobby) if label == "Start")
    rec = await fake.click(lobby, start, user=world.ana)
    assert rec.ephemeral and "Only the host" in rec.text()
    await fake.click(lobby, start, user=world.host)
    assert latest_table(fake, world.table)


async def test_refusals_are_private_and_change_nothing(fake, bot, world):
    rec = await fake.slash("game join", user=world.ana, channel=world.table)
    assert rec.ephemeral and "no game here" in rec.text()
    game_id = next(c["id"] for c in fake.synced_commands.values() if c["name"] == "game")
    assert f"</game new:{game_id}>" in rec.text(), "a command named in a text is a mention"
    await open_wow(fake, world)
    rec = await fake.slash("game start", user=world.ana, channel=world.table)
    assert rec.ephemeral and "Only the host" in rec.text()
    rec = await fake.slash("game new", user=world.ana, channel=world.table, game="wow")
    assert rec.ephemeral and "already a live game" in rec.text()
    rec = await fake.slash("game new", user=world.ana, channel=world.table, game="chess")
    assert rec.ephemeral
    rec = await fake.slash("game settings", user=world.admin, channel=world.table, turn_hours=2.0)
    assert "2 h per move" in rec.text()  # Manage Server acts as host
    rec = await fake.slash("game join", user=world.cid, channel=world.table)
    rec = await fake.slash("game start", user=world.host, channel=world.table)
    rec = await fake.slash("game join", user=world.admin, channel=world.table)
    assert rec.ephemeral and "before the game starts" in rec.text()


async def test_new_game_in_a_thread(fake, bot, world):
    rec = await fake.slash("game new", user=world.host, channel=world.table, game="wow",
                           thread=True)
    assert "Lobby open" in rec.text()
    [thread] = fake.threads
    assert fake.messages_in(thread), "the lobby is posted in the new thread"
    rec = await fake.slash("game join", user=world.ana, channel=thread)
    assert "You joined" in rec.text()
    # the channel itself is still free for another game
    rec = await fake.slash("game new", user=world.ben, channel=world.table, game="wow")
    assert "Lobby open" in rec.text()


async def test_rules_and_notify(fake, bot, world):
    rec = await fake.slash("rules", user=world.ana, channel=world.table, game="wow")
    assert rec.ephemeral and "Way Out West" in rec.text()
    choices = await fake.autocomplete("rules", user=world.ana, channel=world.table,
                                      focused=("topic", ""), game="wow")
    assert choices
    rec = await fake.slash("notify", user=world.ana, channel=world.table, dm=False,
                           quiet_start=22, quiet_end=7)
    assert rec.ephemeral and "DMs off" in rec.text() and "22:00–07:00 (UTC" in rec.text()
    zones = await fake.autocomplete("notify", user=world.ana, channel=world.table,
                                    focused=("timezone", "madr"))
    assert [z["value"] for z in zones] == ["Europe/Madrid"]
    assert len(await fake.autocomplete("notify", user=world.ana, channel=world.table,
                                       focused=("timezone", ""))) == 25
    rec = await fake.slash("notify", user=world.ana, channel=world.table,
                           timezone="Europe/Madrid")
    assert "22:00–07:00 (Europe/Madrid, now" in rec.text()
    rec = await fake.slash("notify", user=world.ana, channel=world.table, timezone="Mars/Base")
    assert rec.ephemeral and 'time zone "Mars/Base"' in rec.text()
    assert (await bot.service.repo.prefs(int(world.ana["id"]))).timezone == "Europe/Madrid"


async def test_privacy_delete_forgets_a_name_and_keeps_the_game(fake, bot, world):
    await open_wow(fake, world)
    rec = await fake.slash("privacy delete", user=world.ana, channel=world.table)
    assert rec.ephemeral and "anonymous" in rec.text()
    loaded = await bot.service.games.live_at(int(world.table["id"]))
    assert [s.name for s in loaded.seats] == ["Hank", "Former player", "Ben"]


async def test_card_finds_buildings_and_bosses_across_games(fake, bot, world):
    found = await fake.autocomplete("card", user=world.ana, channel=world.table,
                                    focused=("name", "general store"))
    assert {f["value"] for f in found} >= {"wow:store"}
    assert all(len(f["name"]) <= 100 for f in found)
    rec = await fake.slash("card", user=world.ana, channel=world.table, name="wow:store")
    [embed] = [e for m in rec.messages() for e in m["embeds"]]
    assert rec.ephemeral and embed["title"] == "general store"
    assert "Income: $1 per other player's cattle" in embed["description"]
    rec = await fake.slash("card", user=world.ana, channel=world.table, name="The Banker")
    [embed] = [e for m in rec.messages() for e in m["embeds"]]
    assert "per 2 buildings you own" in embed["description"]
    assert "Boss · Tiny Epic Western" in str(embed)
    rec = await fake.slash("card", user=world.ana, channel=world.table, name="Appraiser")
    assert "Worth 2 VP · costs 1 MONEY + 1 LAW + 2 FORCE" in str(rec.messages())
    rec = await fake.slash("card", user=world.ana, channel=world.table, name="zzz")
    assert rec.ephemeral and 'No card is called "zzz"' in rec.text()
    found = await fake.autocomplete("card", user=world.ana, channel=world.table,
                                    focused=("name", ""))
    assert len(found) == 25


async def test_game_list_in_a_dm_lists_only_that_dms_games(fake, bot, world):
    """Issue 18, item 2: in a DM, `/game list` shows the games of that DM only (it showed
    every user's DM games), and a server's list shows no DM game."""
    ana_dm, ben_dm = fake.dm_channel(world.ana), fake.dm_channel(world.ben)
    rec = await fake.slash("game new", user=world.ana, channel=ana_dm, game="tew")
    assert "Lobby open" in rec.text(), rec.text()
    await fake.slash("game new", user=world.host, channel=world.table, game="wow")
    rec = await fake.slash("game list", user=world.ben, channel=ben_dm)
    assert rec.ephemeral and "Tiny Epic Western" not in rec.text()
    assert "Way Out West" not in rec.text() and "No live games here" in rec.text(), rec.text()
    rec = await fake.slash("game list", user=world.ana, channel=ana_dm)
    assert "Tiny Epic Western" in rec.text() and "Way Out West" not in rec.text()
    rec = await fake.slash("game list", user=world.ben, channel=world.table)
    assert "Way Out West" in rec.text() and "Tiny Epic Western" not in rec.text()
