"""Carson City end to end: a two-player game whose draft picks are typed as plot coordinates
("C4") into `/play`, and a six-seat *Kit Carson* game (simultaneous placement) with AI seats.
Every move is a click on the bot's buttons and menus, in the channel or a DM hand, or
`/play`; the hidden-information scanner checks every public post."""

from typing import Any

import pytest

from bot.games.carson.actions import PickPlot
from bot.ui.components import menu_tree
from tests.e2e.driver import Driver
from tests.e2e.helpers import action_ids, latest_table, select_options

pytestmark = pytest.mark.usefixtures("nothing_refused")


async def seated(fake, bot, world, humans, bots=0, options=None):
    """A Carson City game started by the host with `humans` joined and `bots` AI seats."""
    extra = {"options": {"options": options}} if options else {}
    await fake.slash("game new", user=world.host, channel=world.table, game="carson", **extra)
    for user in humans:
        await fake.slash("game join", user=user, channel=world.table)
    for _ in range(bots):
        await fake.slash("game addbot", user=world.host, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    users = {int(u["id"]): u for u in (world.host, *humans)}
    return Driver(fake, bot, world.table, users)


def has_moves(fake, message: dict[str, Any]) -> bool:
    """The message offers moves: action buttons or an action menu."""
    return bool(action_ids(fake, message) or select_options(fake, message))


def hand_with_moves(fake, user) -> dict[str, Any]:
    """The newest DM hand of `user` that still offers moves."""
    hands = [m for m in fake.dms_to(user)
             if any(a.get("filename") == "hand.png" for a in m.get("attachments", []))]
    assert hands, "no DM hand arrived"
    assert has_moves(fake, hands[-1]), fake.text_of(hands[-1])
    return hands[-1]


async def draft_by_coordinate(fake, driver: Driver, prefer: str = "C4") -> str:
    """The human to draft types a plot's coordinate (alone, as a player would) into `/play`."""
    loaded = await driver.loaded()
    assert loaded.state.phase == "draft"
    [seat] = loaded.to_act()
    user = driver.users[loaded.seat_row(seat).user_id]
    plots = [a.plot for a in loaded.spec.legal_actions(loaded.state, seat)
             if isinstance(a, PickPlot)]
    plot = prefer if prefer in plots else driver.choice(loaded, seat)[0].plot
    choices = await fake.autocomplete("play", user=user, channel=driver.channel,
                                      focused=("action", plot.lower()))
    assert [c["name"] for c in choices] == [f"Row {plot[1]} › Take {plot} (worth ${price(loaded, plot)})"]
    rec = await fake.slash("play", user=user, channel=driver.channel, action=plot, settle=0)
    await driver.settle(rec)
    assert rec.ephemeral and f"Done: Take {plot}" in rec.text(), rec.text()
    after = await driver.loaded()
    assert after.state.plots[index(plot)].owner == seat
    driver.used.add("typed coordinate")
    return plot


def index(plot: str) -> int:
    return (int(plot[1]) - 1) * 8 + "ABCDEFGH".index(plot[0])


def price(loaded, plot: str) -> int:
    view = loaded.spec.table_view(loaded.state)
    return view.board.plots[index(plot)].price


def assert_final_board(fake, world, loaded) -> str:
    """The last board tells the result: who won, every player's score, and no more moves."""
    final = latest_table(fake, world.table)
    text = fake.text_of(final)
    assert "Game over" in text and "The game is over." in text, text
    names = loaded.names()
    result = loaded.spec.result(loaded.state)
    assert result is not None
    winner = names[result.standings[0].seat]
    assert f"{winner} wins with {result.standings[0].score} VP" in text, text
    for standing in result.standings:
        assert f"{standing.place}. {names[standing.seat]}: {standing.score}" in text, text
    assert [label for _, label, _ in fake.buttons(final)] == ["Rematch", "Replay"]
    assert all(row.dm_open for row in loaded.seats if not row.is_ai), "a DM was refused"
    assert not select_options(fake, final), "a finished board offers no moves"
    return text


async def test_draft_by_coordinate_and_menus_post_board_and_dm_hands(fake, bot, world):
    driver = await seated(fake, bot, world, [world.ana])
    loaded = await driver.loaded()
    [first] = loaded.to_act()
    first_user = driver.users[loaded.seat_row(first).user_id]

    # The board is posted, names the draft and pings the one human to draft; the draft menu
    # is staged by row, and the drafter's DM hand offers the same picks.
    table = latest_table(fake, world.table)
    assert fake.mentions_in(table) == [first_user["id"]]
    assert "Plot draft" in fake.text_of(table)
    rows = [label for _, _, label in select_options(fake, table)]
    assert rows and all(label.startswith("▸ Row ") for label in rows), rows
    hand_with_moves(fake, first_user)

    # The drafter types a coordinate; the next drafter picks through the table's menus.
    await draft_by_coordinate(fake, driver)
    loaded = await driver.loaded()
    [second] = loaded.to_act()
    second_user = driver.users[loaded.seat_row(second).user_id]
    hand_with_moves(fake, second_user)
    await driver.turn(loaded, "table")
    assert "menu depth 1" in driver.used, driver.used
    loaded = await driver.loaded()
    assert sum(p.owner >= 0 for p in loaded.state.plots) == 2
    assert loaded.game.version >= 2
    driver.scanner.scan(loaded)
    assert driver.scanner.checked > 5


@pytest.mark.slow
async def test_two_players_to_the_end_with_typed_plots(fake, bot, world):
    driver = await seated(fake, bot, world, [world.ana])
    typed = []
    while (await driver.loaded()).state.phase == "draft":
        typed.append(await draft_by_coordinate(fake, driver))
    assert len(typed) == 4  # two picks each, snake order
    loaded = await driver.play_to_end()
    assert loaded.game.status == "finished" and loaded.state.phase == "over"
    assert loaded.state.round == 4
    assert {"table", "hand", "play", "menu depth 0", "menu depth 1"} <= driver.used, driver.used
    assert_final_board(fake, world, loaded)
    assert driver.scanner.checked > 100


@pytest.mark.slow
async def test_six_seats_kit_carson_places_at_once(fake, bot, world):
    driver = await seated(fake, bot, world, [world.ana], bots=4, options="kit_carson=true")
    loaded = await driver.loaded()
    assert loaded.game.options["kit_carson"] is True and len(loaded.seats) == 6
    game_id = loaded.game.id
    together = 0
    for _ in range(3000):
        await bot.service.automation.wait_idle()
        loaded = await bot.service.games.load(game_id)
        driver.scanner.scan(loaded)
        if loaded.game.status != "active":
            break
        humans = sorted(loaded.humans_to_act())
        if loaded.state.phase == "place" and len(humans) == 2:
            # Both humans place at once: the table offers only "My hand", each has a DM
            # hand with their own moves; the second answers from that DM.
            together += 1
            table = latest_table(fake, world.table)
            assert [label for _, label, _ in fake.buttons(table)] == ["My hand"]
            assert not select_options(fake, table)
            other, user = (driver.users[loaded.seat_row(s).user_id] for s in humans)
            hand_with_moves(fake, other)
            seat = humans[1]
            dm = hand_with_moves(fake, user)
            _, token = driver.choice(loaded, seat)
            voice = bot.presenter.voice((await bot.service.look(loaded.game.id)).game)
            driver.trees = {"h": menu_tree((await driver.offers(loaded, seat))[1], voice)}
            assert await driver.via_message(dm, token, user)
            assert (await driver.loaded()).game.version > loaded.game.version
            driver.used.add("dm")
            continue
        await driver.turn(loaded, next(driver.modes))
    assert loaded.game.status == "finished"
    assert together >= 4, together  # at least one simultaneous move of each round
    assert {"table", "hand", "play", "dm"} <= driver.used, driver.used
    text = assert_final_board(fake, world, loaded)
    assert "VP for passing early (Kit Carson)" in text, text
    assert driver.scanner.checked > 100
