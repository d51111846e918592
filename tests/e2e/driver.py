"""Plays whole games through the fake Discord the way players do: table buttons and menus,
the "My hand" button, and `/play` with autocomplete. The move itself is the engine AI's
choice for that seat, so games finish in a sensible number of turns."""

from __future__ import annotations

import itertools
from typing import Any

from tests.e2e.helpers import action_ids, hand_button, latest_table, select_options
from tests.fakediscord import FakeDiscord

MODES = ("table", "hand", "play")


class Driver:
    def __init__(self, fake: FakeDiscord, bot: Any, channel: dict[str, Any],
                 users: dict[int, dict[str, Any]]) -> None:
        self.fake, self.bot, self.channel, self.users = fake, bot, channel, users
        self.modes = itertools.cycle(MODES)
        self.turns = 0
        self.used: set[str] = set()
        self.scanner = LeakScanner(fake)

    async def loaded(self) -> Any:
        return await self.bot.service.live_at(int(self.channel["id"]))

    async def settle(self, rec: Any) -> None:
        await self.fake.wait_for(lambda: rec.followups, timeout=10)

    async def play_to_end(self, max_turns: int = 2000) -> Any:
        game_id = (await self.loaded()).game.id
        for _ in range(max_turns):
            loaded = await self.bot.service.load(game_id)
            self.scanner.scan(loaded)
            if loaded.game.status != "active":
                return loaded
            await self.turn(loaded, next(self.modes))
        raise AssertionError("the game did not end")

    def choice(self, loaded: Any, seat: int) -> tuple[Any, str]:
        spec, state = loaded.spec, loaded.state
        action = spec.ai(spec.view(state, seat), spec.legal_actions(state, seat))
        return action, action.token()

    async def turn(self, loaded: Any, mode: str) -> None:
        humans = sorted(s for s in loaded.to_act() if not loaded.seat_row(s).is_ai)
        assert humans, "only humans are left waiting between commands"
        seat = humans[0]
        user = self.users[loaded.seat_row(seat).user_id]
        _, token = self.choice(loaded, seat)
        self.turns += 1
        if mode == "table" and await self.via_message(latest_table(self.fake, self.channel),
                                                      token, user):
            self.used.add("table")
            return
        if mode == "play":
            await self.via_play(loaded, token, user)
            self.used.add("play")
            return
        rec = await self.fake.click(latest_table(self.fake, self.channel),
                                    hand_button(self.fake, latest_table(self.fake, self.channel)),
                                    user=user, settle=0)
        await self.settle(rec)
        hand = rec.followups[-1]
        assert await self.via_message(hand, token, user), "the hand offers every legal move"
        self.used.add("hand")

    async def via_message(self, message: dict[str, Any], token: str, user: Any) -> bool:
        for cid, _label in action_ids(self.fake, message):
            if cid.endswith(":" + token):
                await self.settle(await self.fake.click(message, cid, user=user, settle=0))
                return True
        for cid, value, _label in select_options(self.fake, message):
            if value == token:
                await self.settle(await self.fake.click(message, cid, user=user, values=[value], settle=0))
                return True
        return False

    async def via_play(self, loaded: Any, token: str, user: Any) -> None:
        spec, state = loaded.spec, loaded.state
        seat = loaded.seat_of(int(user["id"])).seat
        action = next(a for a in spec.legal_actions(state, seat) if a.token() == token)
        from bot.service.text import with_names

        label = with_names(spec.describe(state, seat, action), loaded.names())
        choices = await self.fake.autocomplete("play", user=user, channel=self.channel,
                                               focused=("action", label))
        value = next(c["value"] for c in choices if c["value"].endswith(":" + token))
        rec = await self.fake.slash("play", user=user, channel=self.channel, action=value,
                                   settle=0)
        await self.settle(rec)
        assert "Done" in rec.text(), rec.text()


class LeakScanner:
    """Fails when a public message, embed, button or image alt text shows a card that is
    hidden from the channel at that moment (checked after every command)."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.seen = 0
        self.checked = 0
        self.shown: dict[str, str] = {}  # message id -> what it showed when last checked

    def scan(self, loaded: Any) -> None:
        hidden: set[str] = set()
        if loaded.state is not None and loaded.game.status == "active":
            for labels in loaded.spec.secrets(loaded.state).values():
                hidden |= labels
        for entry in self.fake.message_log[self.seen:]:
            if not entry["public"]:
                continue
            text = repr([entry["content"], entry["embeds"], entry["alt_texts"]])
            # An edit that leaves the text as it was (retiring an old board's buttons)
            # shows nothing new: that text was public when it was posted.
            unchanged = self.shown.get(entry["message_id"]) == text
            self.shown[entry["message_id"]] = text
            blob = repr(entry["components"]) + ("" if unchanged else text)
            leaked = sorted(label for label in hidden if label in blob)
            assert not leaked, (f"hidden {leaked} shown publicly in {entry['message_id']} "
                                f"(version {loaded.game.version}): {blob[:3000]}")
            self.checked += 1
        self.seen = len(self.fake.message_log)
