"""No discord.py view outlives the message it was sent with (issue 25 #7): every component
is a DynamicItem answered from its custom id, so an ephemeral hand or menu leaves no view
(and no 15-minute timeout task) alive behind it."""

from __future__ import annotations

import gc

import discord

from tests.e2e.helpers import hand_button, latest_table
from tests.e2e.test_hardening import open_toy


def live_views() -> int:
    gc.collect()
    return sum(isinstance(o, discord.ui.View) for o in gc.get_objects())


async def test_hands_and_menus_leave_no_view_alive(fake, test_bot, world):
    await open_toy(fake, world)
    await fake.slash("game start", user=world.host, channel=world.table)
    before = live_views()
    table = latest_table(fake, world.table)
    for _ in range(5):
        rec = await fake.click(table, hand_button(fake, table), user=world.host)
        assert rec.ephemeral
        await fake.slash("hand", user=world.ana, channel=world.table)
    store = test_bot._connection._view_store
    assert live_views() <= before
    assert not store._synced_message_views
