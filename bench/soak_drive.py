"""What the soak's players do through the fake Discord: slash commands, table buttons, DM
hands, "My hand" and `/play`, stale clicks; every interaction is kept in a ledger with what it
was for, so that the end of the run can compare the moves Discord saw answered with the
database's action log."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from typing import Any

from bot.games.core import msg
from bot.i18n import Voice, words
from bot.service import Loaded
from tests.fakediscord import FakeDiscord, InteractionRecord
from tests.fakediscord.invoke import InvalidOption, UnknownCommand

ACK_SECONDS = 12.0  # the soak widens the fake's acknowledgement window to 10 s (a loaded
# test machine is not the bot's fault); acknowledgements slower than Discord's 3 s are counted
ANSWER_SECONDS = 30.0
SAVED_KEYS = ("ui-unexpected-saved", "ui-saved-forbidden", "ui-saved-gone", "ui-saved-locked")
WAYS = (("table", 35), ("dm", 20), ("hand", 15), ("play", 30))


def opening(key: str, **values: object) -> tuple[str, ...]:
    """How each language begins the message `key` (up to a value or a command)."""
    found = []
    for language in ("en", "es", "it"):
        text = Voice(words(language))(msg(key, **{k: "\x00" for k in values}))
        found.append(text.split("\x00")[0].split("`")[0][:24])
    return tuple(found)


DONE = opening("ui-done", move="")
SAVED = tuple(p for key in SAVED_KEYS for p in opening(key))
LEFT, BACK = opening("ui-left-running"), opening("ui-joined-again")


@dataclass
class Sent:
    """One interaction a player sent, and what it was for."""

    rec: InteractionRecord | None
    what: str  # "move", "stale", "command"
    way: str  # "/play", "table", "dm", "hand", "/game join", ...
    at: float  # simulated time
    incarnation: int
    game_id: int | None = None
    seat: int | None = None
    token: str | None = None
    refused: str | None = None  # the Discord client would not send it (e.g. not synced)
    ack_seconds: float | None = None  # how long the bot took to acknowledge it

    def text(self) -> str:
        return self.rec.text() if self.rec is not None else ""

    @property
    def committed(self) -> bool:
        """The bot told the player their move was stored."""
        text = self.text()
        return text.startswith(DONE) or any(s in text for s in SAVED)


def answered(fake: FakeDiscord, rec: InteractionRecord) -> bool:
    """Whether the bot answered: a deferred ("thinking") response needs its followup."""
    if rec.response_type is None:
        return False
    if rec.response_type != 5:
        return True
    if rec.followup_ids:
        return True
    meta = fake._meta.get(rec.response_message_id or "")
    return meta is not None and not meta["loading"]


@dataclass
class Hands:
    """Sends the players' interactions and records them."""

    fake: FakeDiscord
    rnd: random.Random
    ledger: list[Sent] = field(default_factory=list)
    incarnation: int = 1
    now: float = 0.0
    old_hands: dict[tuple[int, int], list[str]] = field(default_factory=dict)
    last_move: dict[tuple[int, int], tuple[int, str]] = field(default_factory=dict)

    async def slash(self, path: str, user: dict[str, Any], channel: dict[str, Any], *,
                    wait: bool = True, what: str = "command", **options: Any) -> Sent:
        sent = Sent(None, what, f"/{path}", self.now, self.incarnation)
        self.ledger.append(sent)
        t0 = time.monotonic()
        try:
            sent.rec = await self.fake.slash(path, user=user, channel=channel, settle=0,
                                             timeout=ACK_SECONDS, require_ack=False,
                                             options=options)
        except (UnknownCommand, InvalidOption, PermissionError, LookupError) as exc:
            sent.refused = f"{type(exc).__name__}: {exc}"
            return sent
        sent.ack_seconds = time.monotonic() - t0
        if wait:
            await self.answer(sent)
        return sent

    async def click(self, message: dict[str, Any], custom_id: str, user: dict[str, Any], *,
                    way: str, what: str = "command", wait: bool = True) -> Sent:
        sent = Sent(None, what, way, self.now, self.incarnation)
        self.ledger.append(sent)
        t0 = time.monotonic()
        try:
            sent.rec = await self.fake.click(message, custom_id, user=user, settle=0,
                                             timeout=ACK_SECONDS, require_ack=False)
        except (LookupError, ValueError, PermissionError) as exc:
            sent.refused = f"{type(exc).__name__}: {exc}"
            return sent
        sent.ack_seconds = time.monotonic() - t0
        if wait:
            await self.answer(sent)
        return sent

    async def answer(self, sent: Sent, timeout: float = ANSWER_SECONDS) -> bool:
        """Wait (boundedly) for the bot's answer to `sent`."""
        rec = sent.rec
        if rec is None or not rec.acknowledged:
            return False
        loop = asyncio.get_running_loop()
        end = loop.time() + timeout
        while not answered(self.fake, rec) and loop.time() < end:
            await asyncio.sleep(0.01)
        return answered(self.fake, rec)

    # -- moves ----------------------------------------------------------------------------

    async def move(self, loaded: Loaded, seat: int, user: dict[str, Any],
                   channel: dict[str, Any], *, wait: bool = True) -> Sent:
        """The seat's player makes the AI's choice for them, by a way chosen at random."""
        spec, state, game_id = loaded.spec, loaded.live_state, loaded.game.id
        action = spec.ai(spec.seat_view(state, seat), spec.legal_actions(state, seat))
        token, decision = action.token(), loaded.decision_of(seat)
        custom_id = f"s:a:{game_id}:{seat}:{decision}:{token}"
        self.last_move[(int(user["id"]), game_id)] = (decision, token)
        way = self.rnd.choices([w for w, _ in WAYS], [n for _, n in WAYS])[0]
        place = await self._button_place(way, loaded, user, custom_id)
        if place is not None:
            sent = await self.click(place, custom_id, user, way=way, what="move", wait=wait)
        else:
            sent = await self.slash("play", user, channel, wait=wait, what="move",
                                    action=f"{decision}:{token}")
        sent.game_id, sent.seat, sent.token = game_id, seat, token
        return sent

    async def _button_place(self, way: str, loaded: Loaded, user: dict[str, Any],
                            custom_id: str) -> dict[str, Any] | None:
        """The message carrying the move's button by `way` (None: use /play)."""
        table = self.fake.messages.get(str(loaded.game.table_message_id))
        if way == "table":
            return table if table and self._has(table, custom_id) else None
        if way == "dm":
            return next((m for m in reversed(self.fake.dms_to(user)[-4:])
                         if self._has(m, custom_id)), None)
        if way == "hand" and table is not None and self._has(table, f"s:h:{loaded.game.id}"):
            sent = await self.click(table, f"s:h:{loaded.game.id}", user, way="my hand")
            hand = sent.rec.followups[-1] if sent.rec and sent.rec.followups else None
            if hand is not None:
                self.old_hands.setdefault((int(user["id"]), loaded.game.id), []).append(hand["id"])
                return hand if self._has(hand, custom_id) else None
        return None

    def _has(self, message: dict[str, Any], custom_id: str) -> bool:
        return any(cid == custom_id and not off for cid, _, off in self.fake.buttons(message))

    async def stale(self, loaded: Loaded, seat: int, user: dict[str, Any],
                    channel: dict[str, Any]) -> Sent | None:
        """Click a button of a decision that has passed (an old ephemeral hand), or `/play`
        an old decision; the bot must refuse it without storing anything."""
        game_id, current = loaded.game.id, loaded.decision_of(seat)
        for mid in reversed(self.old_hands.get((int(user["id"]), game_id), [])):
            message = self.fake.messages.get(mid)
            old = [cid for cid, _, off in self.fake.buttons(message) if cid and not off
                   and cid.startswith(f"s:a:{game_id}:{seat}:")
                   and cid.split(":")[4] != str(current)] if message else []
            if old:
                sent = await self.click(message, old[0], user, way="old hand", what="stale")  # type: ignore[arg-type]
                sent.game_id, sent.seat, sent.token = game_id, seat, old[0].split(":")[5]
                return sent
        decision, token = self.last_move.get((int(user["id"]), game_id), (0, ""))
        if not token or decision == current:
            return None
        sent = await self.slash("play", user, channel, what="stale", action=f"{decision}:{token}")
        sent.game_id, sent.seat, sent.token = game_id, seat, token
        return sent
