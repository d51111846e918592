"""Western Legends end to end: characters chosen secretly from DM hands, a three-player game
to the 15 LP target, and a six-seat game with AI seats in which a player who is not taking
their turn answers a fight from the hand the bot DMed them. Every move is a click on the
bot's buttons and menus (table, "My hand", DM) or `/play`; the hidden-information scanner
checks every public post."""

from typing import Any

import pytest

from bot.games.legends.actions import ChooseCharacter, Declare, Move, PlaceStart
from bot.games.legends.decisions import FLOW
from bot.ui.components import menu_tree
from tests.e2e.driver import Driver
from tests.e2e.helpers import action_ids, latest_table, pinged_while_called, select_options

FIGHT_REACTIONS = ("answer", "react", "annie", "ambush")  # asked of a fight's other side


pytestmark = pytest.mark.usefixtures("nothing_refused")


async def seated(fake, bot, world, humans, bots=0, options="target_lp=15", driver=Driver):
    """A Western Legends game started by the host with `humans` joined and `bots` AI seats."""
    await fake.slash("game new", user=world.host, channel=world.table, game="legends",
                     options={"options": options})
    for user in humans:
        await fake.slash("game join", user=user, channel=world.table)
    for _ in range(bots):
        await fake.slash("game addbot", user=world.host, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    users = {int(u["id"]): u for u in (world.host, *humans)}
    return driver(fake, bot, world.table, users)


def dm_hand(fake, user) -> dict[str, Any]:
    """The newest DM hand of `user`; it must offer moves."""
    hands = [m for m in fake.dms_to(user)
             if any(a.get("filename") == "hand.png" for a in m.get("attachments", []))]
    assert hands, "no DM hand arrived"
    assert action_ids(fake, hands[-1]) or select_options(fake, hands[-1]), \
        fake.text_of(hands[-1])
    return hands[-1]


async def answer_in_dm(driver: Driver, loaded, seat: int, token: str) -> dict[str, Any]:
    """`seat`'s player clicks `token` in the hand the bot DMed them."""
    user = driver.users[loaded.seat_row(seat).user_id]
    dm = dm_hand(driver.fake, user)
    _, offers = await driver.offers(loaded, seat)
    game = (await driver.bot.service.look(loaded.game.id)).game
    driver.trees = {"h": menu_tree(offers, driver.bot.presenter.voice(game))}
    assert await driver.via_message(dm, token, user), fake_text(driver, dm)
    driver.used.add("dm")
    return dm


def fake_text(driver: Driver, message: dict[str, Any]) -> str:
    return driver.fake.text_of(message) + repr(driver.fake.buttons(message))


def assert_final_board(fake, world, loaded) -> None:
    """The last board tells the result: the winner, every player's LP, and no more moves."""
    final = latest_table(fake, world.table)
    text = fake.text_of(final)
    assert "Game over" in text and "The game is over." in text, text
    names = loaded.names()
    result = loaded.spec.result(loaded.state)
    assert result is not None
    top = result.standings[0]
    assert f"{names[top.seat]} wins with {top.score} LP" in text, text
    for standing in result.standings:
        assert f"{standing.place}. {names[standing.seat]}: {standing.score}" in text, text
    assert [label for _, label, _ in fake.buttons(final)] == ["Rematch", "Replay"]
    assert all(row.dm_open for row in loaded.seats if not row.is_ai), "a DM was refused"
    assert not select_options(fake, final)


async def test_characters_chosen_from_dm_hands_then_the_first_moves(fake, bot, world):
    driver = await seated(fake, bot, world, [world.ana, world.ben])
    loaded = await driver.loaded()
    assert loaded.state.phase == "choose" and loaded.to_act() == {0, 1, 2}

    # Everyone chooses at once: the table offers only "My hand" and pings all three; each
    # DM hand offers that player's two dealt characters, which the table never names.
    table = latest_table(fake, world.table)
    assert [label for _, label, _ in fake.buttons(table)] == ["My hand"]
    assert sorted(fake.mentions_in(table)) == sorted(u["id"] for u in driver.users.values())
    for seat in range(3):
        dealt = loaded.state.dealt[seat]
        user = driver.users[loaded.seat_row(seat).user_id]
        assert len(action_ids(fake, dm_hand(fake, user))) == len(dealt) == 2
        token = ChooseCharacter(character=dealt[seat % 2]).token()
        await answer_in_dm(driver, await driver.loaded(), seat, token)
    loaded = await driver.loaded()
    assert [p.character for p in loaded.state.players] == [
        loaded.state.dealt[s][s % 2] for s in range(3)]
    driver.scanner.scan(loaded)

    # Then one player at a time (starting spaces, unless each character has only one,
    # then the first turn), from the table's buttons or menus.
    for _ in range(6):
        if "table" in driver.used and (await driver.loaded()).state.phase == "play":
            break
        await driver.turn(await driver.loaded(), "table")
    assert "table" in driver.used, driver.used
    loaded = await driver.loaded()
    assert loaded.state.phase == "play" and all(p.space for p in loaded.state.players)
    driver.scanner.scan(loaded)
    assert driver.scanner.checked > 5


@pytest.mark.slow
async def test_three_players_to_the_target(fake, bot, world):
    driver = await seated(fake, bot, world, [world.ana, world.ben])
    loaded = await driver.play_to_end()
    assert loaded.game.status == "finished" and loaded.game.options["target_lp"] == 15
    assert loaded.state.triggered_by >= 0  # someone reached 15 LP
    assert {"table", "hand", "play", "menu depth 1"} <= driver.used, driver.used
    assert_final_board(fake, world, loaded)
    assert driver.scanner.checked > 80


class Gunslinger(Driver):
    """Moves like the AI, except that a human seeks out the other human and duels them,
    until a fight answered from a DM hand has been seen twice."""

    fights = 0

    def choice(self, loaded, seat):
        state = loaded.state
        others = {s.seat for s in loaded.seats if not s.is_ai and s.seat != seat}
        legal = loaded.spec.legal_actions(state, seat)
        if self.fights < 2:
            spaces = {state.players[o].space for o in others} - {""}
            duels = [a for a in legal if isinstance(a, Declare) and a.target in others
                     and a.type == "duel"]
            meet = [a for a in legal if (isinstance(a, Move) and a.to in spaces)
                    or (isinstance(a, PlaceStart) and a.space in spaces)]
            for picks in (duels, meet):
                if picks:
                    return picks[-1], picks[-1].token()
        return super().choice(loaded, seat)


@pytest.mark.slow
async def test_six_seats_a_waiting_player_answers_a_fight_from_their_dm(fake, bot, world):
    driver = await seated(fake, bot, world, [world.ana], bots=4, driver=Gunslinger)
    game_id = (await driver.loaded()).game.id
    answered: list[str] = []
    for _ in range(3000):
        await bot.service.automation.wait_idle()
        loaded = await bot.service.games.load(game_id)
        driver.scanner.scan(loaded)
        if loaded.game.status != "active":
            break
        waiting = [s for s in sorted(loaded.humans_to_act())
                   if s != loaded.state.turn and loaded.spec.reacting(loaded.state, s)]
        kind = FLOW.decision(loaded.state, waiting[0]).kind if waiting else ""
        if kind not in FIGHT_REACTIONS:
            await driver.turn(loaded, next(driver.modes))
            continue
        # A player who is not taking their turn is asked about a fight: the table pings
        # them; their DM hand offers the answers, and they click one there.
        seat = waiting[0]
        user = driver.users[loaded.seat_row(seat).user_id]
        table = latest_table(fake, world.table)
        assert pinged_while_called(fake, world.table, user["id"])
        fight = loaded.state.fight
        assert fight is not None and seat in (fight.fighter, fight.target)
        if kind == "answer":
            # Every answer names a card of the hand (declining too), so the table offers
            # only "My hand"; it names both sides of the declared fight.
            assert [label for _, label, _ in fake.buttons(table)] == ["My hand"]
            names = loaded.names()
            noun = {"duel": "duel", "rob": "robbery", "arrest": "arrest"}[fight.kind]
            line = f"{names[fight.fighter]} declares a fight on {names[seat]}: {noun}"
            assert line in fake.text_of(table), fake.text_of(table)
        _, token = driver.choice(loaded, seat)
        dm = await answer_in_dm(driver, loaded, seat, token)
        assert "It is your move." in fake.text_of(dm)
        after = await bot.service.games.load(game_id)  # by id: the AI seats may finish the game
        assert after.spec.decision_id(after.state, seat) != loaded.spec.decision_id(
            loaded.state, seat)
        answered.append(kind)
        driver.fights += 1
    assert loaded.game.status == "finished" and len(loaded.seats) == 6
    assert "answer" in answered, answered
    assert_final_board(fake, world, loaded)
    assert driver.scanner.checked > 80
