"""Plays whole games through the fake Discord the way players do: table buttons and staged
menus, the "My hand" button, and `/play` with autocomplete. The move itself is the engine
AI's choice for that seat, so games finish in a sensible number of turns."""

from __future__ import annotations

import importlib
import itertools
import re
from typing import Any

from bot.service.tables import stored_msg
from bot.ui.components import menu_tree, parse_path
from bot.ui.menus import Node
from tests.e2e.helpers import action_ids, hand_button, latest_table, select_options
from tests.fakediscord import FakeDiscord
from tests.support.words import STRICT

MODES = ("table", "hand", "play")


class Driver:
    """Plays one channel's game to the end as its human players."""

    def __init__(self, fake: FakeDiscord, bot: Any, channel: dict[str, Any],
                 users: dict[int, dict[str, Any]]) -> None:
        self.fake, self.bot, self.channel, self.users = fake, bot, channel, users
        self.modes = itertools.cycle(MODES)
        self.turns = 0
        self.used: set[str] = set()
        self.scanner = LeakScanner(fake)
        self.trees: dict[str, Node] = {}
        self._scan_every_post()

    def _scan_every_post(self) -> None:
        """Scan what each change posted against the state it was posted for (a later
        state may hide a card that an earlier board rightly showed): a presentation is
        shown in its game's turn, so the game read then is the one it was built from."""
        presenter, service = self.bot.presenter, self.bot.service
        show = presenter.show

        async def show_and_scan(shown: Any) -> Any:
            message = await show(shown)
            loaded = await service.games.load(shown.game.id)
            assert loaded.game.version == shown.game.version, "shown in its turn"
            self.scanner.scan(loaded, await private_told(service.repo, shown))
            return message

        presenter.show = show_and_scan
        listeners = service.games.listeners  # the AI's and the timers' changes too
        listeners[:] = [show_and_scan if listener == show else listener
                        for listener in listeners]

    async def offers(self, loaded: Any, seat: int) -> tuple[Any, Any]:
        """The seat's public choices (as the table offers them) and its own."""
        user = loaded.seat_row(seat).user_id
        shown = await self.bot.service.look(loaded.game.id, user)
        mine = shown.private_of(user)
        public = shown.table_offers if shown.table_seat == seat else ()
        return public, mine.offers if mine is not None else ()

    async def loaded(self) -> Any:
        return await self.bot.service.games.live_at(int(self.channel["id"]))

    async def settle(self, rec: Any) -> None:
        await self.fake.wait_for(lambda: rec.followups, timeout=10)

    async def play_to_end(self, max_turns: int = 2000) -> Any:
        game_id = (await self.loaded()).game.id
        for _ in range(max_turns):
            await self.bot.service.automation.wait_idle()
            loaded = await self.bot.service.games.load(game_id)
            self.scanner.scan(loaded)
            if loaded.game.status != "active":
                return loaded
            await self.turn(loaded, next(self.modes))
        raise AssertionError("the game did not end")

    def choice(self, loaded: Any, seat: int) -> tuple[Any, str]:
        spec, state = loaded.spec, loaded.state
        action = spec.ai(spec.seat_view(state, seat), spec.legal_actions(state, seat))
        return action, action.token()

    async def turn(self, loaded: Any, mode: str) -> None:
        humans = sorted(s for s in loaded.to_act() if not loaded.seat_row(s).is_ai)
        if not humans:
            return  # the AI seats are still playing in the background
        seat = humans[0]
        user = self.users[loaded.seat_row(seat).user_id]
        _, token = self.choice(loaded, seat)
        voice = self.bot.presenter.voice((await self.bot.service.look(loaded.game.id)).game)
        public, own = await self.offers(loaded, seat)
        self.trees = {"t": menu_tree(public, voice), "h": menu_tree(own, voice)}
        self.turns += 1
        table = latest_table(self.fake, self.channel)
        if mode == "table" and await self.via_message(table, token, user):
            self.used.add("table")
            return
        if mode == "play":
            await self.via_play(loaded, token, user)
            self.used.add("play")
            return
        rec = await self.fake.click(table, hand_button(self.fake, table), user=user, settle=0)
        await self.settle(rec)
        assert await self.via_message(rec.followups[-1], token, user), \
            "the hand offers every legal move"
        self.used.add("hand")

    async def via_message(self, message: dict[str, Any], token: str, user: Any) -> bool:
        """Click the move's button, or follow the staged menu down to it."""
        for cid, _label in action_ids(self.fake, message):
            if cid.endswith(":" + token):
                await self.settle(await self.fake.click(message, cid, user=user, settle=0))
                return True
        depth = 0
        while options := select_options(self.fake, message):
            custom_id = options[0][0]
            value = token if any(v == token for _, v, _ in options) else self.group_of(
                custom_id, token)
            if value is None:
                return False
            rec = await self.fake.click(message, custom_id, user=user, values=[value], settle=0)
            await self.settle(rec)
            if value == token:
                self.used.add(f"menu depth {depth}")
                return True
            message, depth = rec.followups[-1], depth + 1
        return False

    def group_of(self, custom_id: str, token: str) -> str | None:
        """The group option of a menu level whose subtree holds `token`."""
        *_, scope, path = custom_id.split(":")
        node = self.trees[scope].at(parse_path(path))
        assert node is not None, custom_id
        for i, entry in enumerate(node.entries):
            if isinstance(entry, Node) and any(c.token == token for c in entry.choices()):
                return f"g{i}"
        return None

    async def via_play(self, loaded: Any, token: str, user: Any) -> None:
        seat = loaded.seat_of(int(user["id"])).seat
        voice = self.bot.presenter.voice((await self.bot.service.look(loaded.game.id)).game)
        _, own = await self.offers(loaded, seat)
        offer = next(o for o in own if o.token == token)
        choices = await self.fake.autocomplete("play", user=user, channel=self.channel,
                                               focused=("action", voice(offer.text.label)))
        value = next(c["value"] for c in choices if c["value"].endswith(":" + token))
        rec = await self.fake.slash("play", user=user, channel=self.channel, action=value,
                                    settle=0)
        await self.settle(rec)
        assert "Done" in rec.text(), rec.text()


async def private_told(repo: Any, shown: Any) -> list[Any]:
    """The messages of the private events of the moves a presentation shows (from the
    event log: the presentation itself holds none but its seats' own)."""
    last = shown.game.version
    first = last - len(shown.moves) + 1
    rows = await repo.events(shown.game.id, limit=1000)
    return [stored_msg(r.text) for r in rows
            if first <= r.seq <= last and r.visible_to is not None]


def shows(blob: str, identity: str) -> bool:
    """`identity` appears in `blob` as a whole word."""
    return re.search(rf"(?<![A-Za-z0-9_]){re.escape(identity)}(?![A-Za-z0-9_])", blob) is not None


class LeakScanner:
    """Fails when a public message shows something hidden from the channel.

    Buttons, menus, the embed and the image's alt text are built from the state they were
    posted for: none may show an identity the game's test oracle (`tests/games/<key>/
    hidden.py`, derived from the state, not from the game's views or labels) says is hidden
    then. The message text tells what happened across the change, when a card may have been
    shown and then shuffled away: it must not contain the words of any private event."""

    def __init__(self, fake: FakeDiscord) -> None:
        self.fake = fake
        self.seen = 0
        self.checked = 0
        self.shown: dict[str, str] = {}  # message id -> what it showed when last checked

    def scan(self, loaded: Any, told: list[Any] | None = None) -> None:
        """`told`: the messages of the private events of the change shown."""
        hidden = self.hidden(loaded)
        private = [STRICT(m, loaded.names()) for m in told or []]
        for entry in self.fake.message_log[self.seen:]:
            if not entry["public"]:
                continue
            built = repr([entry["embeds"], entry["alt_texts"]])
            # An edit that leaves the text as it was (retiring an old board's buttons)
            # shows nothing new: that text was public when it was posted.
            unchanged = self.shown.get(entry["message_id"]) == built + str(entry["content"])
            self.shown[entry["message_id"]] = built + str(entry["content"])
            blob = repr(entry["components"]) + ("" if unchanged else built)
            leaked = sorted(i for i in hidden if shows(blob, i))
            assert not leaked, (f"hidden {leaked} shown publicly in {entry['message_id']} "
                                f"(version {loaded.game.version}): {blob[:3000]}")
            told = [p for p in private if p in str(entry["content"] or "")]
            assert not told, f"private events told publicly: {told}"
            self.checked += 1
        self.seen = len(self.fake.message_log)

    @staticmethod
    def hidden(loaded: Any) -> set[str]:
        if loaded.state is None or loaded.game.status != "active":
            return set()
        oracle = importlib.import_module(f"tests.games.{loaded.spec.key}.hidden")
        out: set[str] = set()
        for identities in oracle.hidden_identities(loaded.state).values():
            out |= identities
        return out
