"""Pings and DMs per hand-over (issue 19 item 4), one fixed-seed game of each title
through the fake Discord, every seat human, every move the game's bot's choice (the
`normal` policy). A hand-over is the moment the set of humans who must act comes to
include a player; each may bring that player one ping (a player called to the table by
what happened, a shootout's defender, may be pinged just before the hand-over instead).
Each brings at most one DM too (later questions of the same turn redraw that DM hand in
place), plus one per private result (a change that told the player something privately
while it was not their move). And a standing order, given from the hand's button, answers the
volleys that follow."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from tests.e2e.driver import Driver
from tests.e2e.helpers import hand_button, latest_table, table_messages

pytestmark = pytest.mark.slow  # games through the fake Discord

SEED = 7
DECISIONS = 24  # human decisions played in each game
RECORD: dict[str, dict[str, Counter[str]]] = {}


class HandOvers:
    """Counts, per user, hand-overs, pings and DMs, from each presentation shown (the
    players' changes and the AI's and timers' alike) and what the fake received for it."""

    def __init__(self, fake: Any, bot: Any) -> None:
        self.fake = fake
        self.waiting: set[str] = set()
        self.hand_overs: Counter[str] = Counter()
        self.pings: Counter[str] = Counter()
        self.dms: Counter[str] = Counter()
        self.told: Counter[str] = Counter()  # private results outside a hand-over
        self.marks: dict[str, str] = {}  # per user: H a hand-over, P a ping, in order
        presenter, service = bot.presenter, bot.service
        show = presenter.show

        async def counted(shown: Any) -> Any:
            start = len(self.fake.message_log)
            now = {str(s.user_id) for s in shown.game.seats
                   if s.seat in shown.game.to_act and s.user_id and not s.is_ai}
            new = now - self.waiting
            self.waiting = now
            self.hand_overs.update(new)
            for seat, private in shown.privates.items():
                user = str(shown.game.seat_row(seat).user_id)
                if private.lines and user not in new:
                    self.told[user] += 1
            for user in new:
                self.marks[user] = self.marks.get(user, "") + "H"
            message = await show(shown)
            for entry in self.fake.message_log[start:]:
                if entry["op"] != "create":
                    continue
                if entry["dm"]:
                    self.dms[str(entry["visible_to"])] += 1
                for user in self.fake.mentions_in(entry["message_id"]):
                    self.pings[user] += 1
                    self.marks[user] = self.marks.get(user, "") + "P"
            return message

        presenter.show = counted
        service.games.listeners[:] = [counted if listener == show else listener
                                      for listener in service.games.listeners]


async def seated(fake: Any, bot: Any, world: Any, kind: str,
                 seats: int) -> tuple[list[dict[str, Any]], Driver]:
    """A lobby of `kind` in the table channel with `seats` humans (the host first), on the
    fixed seed, and a driver for them; the game is not started yet."""
    bot.service.games.new_seed = lambda: SEED
    players = [world.host, world.ana, world.ben][:seats]
    await fake.slash("game new", user=world.host, channel=world.table, game=kind)
    for user in players[1:]:
        await fake.slash("game join", user=user, channel=world.table)
    return players, Driver(fake, bot, world.table, {int(u["id"]): u for u in players})


@pytest.mark.parametrize(("kind", "seats"), [("tew", 2), ("wow", 3), ("carson", 2),
                                             ("legends", 3)])
async def test_at_most_one_ping_per_human_per_hand_over(fake, bot, world, kind, seats):
    _, driver = await seated(fake, bot, world, kind, seats)
    counts = HandOvers(fake, bot)
    await fake.slash("game start", user=world.host, channel=world.table)
    for _ in range(DECISIONS):
        await bot.service.automation.wait_idle()
        loaded = await driver.loaded()
        if loaded.game.status != "active":
            break
        await driver.turn(loaded, next(driver.modes))
    RECORD[kind] = {"hand-overs": counts.hand_overs, "pings": counts.pings, "dms": counts.dms,
                    "told": counts.told}
    print(kind, {k: dict(v) for k, v in RECORD[kind].items()})
    assert sum(counts.hand_overs.values()) >= DECISIONS // 4, "the game handed over"
    for user, pings in counts.pings.items():
        assert pings <= counts.hand_overs[user], (user, pings, counts.hand_overs[user])
        # a player called to the table just before their move (a shootout's defender) is
        # pinged then, and not again when the move comes: never two pings in one hand-over
        assert "PP" not in counts.marks[user].replace("HP", "H"), (user, counts.marks[user])
    for user, dms in counts.dms.items():
        assert dms <= counts.hand_overs[user] + counts.told[user], (user, RECORD[kind])


async def test_a_standing_order_given_from_the_hand_answers_the_next_volleys(fake, bot, world):
    players, driver = await seated(fake, bot, world, "wow", 3)
    await fake.slash("game start", user=world.host, channel=world.table)
    for _ in range(300):
        await bot.service.automation.wait_idle()
        loaded = await driver.loaded()
        seat = min(loaded.to_act())
        if loaded.spec.decision_kind(loaded.state, seat) == "fire":
            break
        await driver.turn(loaded, "table")
    else:
        pytest.fail("no shootout")
    user = players[seat]
    table = latest_table(fake, world.table)
    rec = await fake.click(table, hand_button(fake, table), user=user, settle=0)
    await driver.settle(rec)
    hand = rec.followups[-1]
    order = next(cid for cid, label, _ in fake.buttons(hand)
                 if cid and cid.endswith(":o0") and label and label.startswith("📌"))
    await driver.settle(await fake.click(hand, order, user=user, settle=0))
    assert await bot.service.repo.standing_orders(loaded.game.id) == {seat: frozenset({"fire"})}
    for _ in range(60):
        if any("(standing order)" in fake.text_of(m) for m in table_messages(fake, world.table)):
            break
        await bot.service.automation.wait_idle()
        await driver.turn(await driver.loaded(), "table")
    else:
        pytest.fail("the order never answered")


async def test_standing_orders_sit_on_their_own_row_of_the_hand(fake, bot, world):
    players, driver = await seated(fake, bot, world, "legends", 3)
    await fake.slash("game start", user=world.host, channel=world.table)
    for _ in range(40):
        loaded = await driver.loaded()
        seat = min(loaded.to_act())
        if loaded.spec.decision_kind(loaded.state, seat) == "income":
            break
        await driver.turn(loaded, "table")
    else:
        pytest.fail("no income question")
    table = latest_table(fake, world.table)
    rec = await fake.click(table, hand_button(fake, table), user=players[seat], settle=0)
    await driver.settle(rec)
    rows = [[c.get("label", "") for c in row["components"]]
            for row in rec.followups[-1]["components"]]
    orders = [row for row in rows if all(label.startswith("📌") for label in row)]
    assert orders == [["📌 Always: take $20 of income every turn",
                       "📌 Always: take 2 cards of income every turn",
                       "📌 Always: take $10 and 1 card of income every turn"]], rows
    assert len(rows[0]) == 3 and not any(label.startswith("📌") for label in rows[0]), rows
