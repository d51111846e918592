"""Starting and playing: lock -> load -> step -> commit -> outcome, AI seats, undo."""

from __future__ import annotations

import asyncio
import json
from typing import Any, Literal

from bot.db.records import NewEvent
from bot.games.core.engine import find_by_token, replay, step
from bot.games.core.errors import (
    GameOverError,
    IllegalActionError,
    LobbyError,
    NotYourTurnError,
    PermissionDeniedError,
    StaleActionError,
)
from bot.games.core.model import Action, Event, SeatView
from bot.service.lobby import LobbyService
from bot.service.models import Loaded, Move, Outcome

Actor = Literal["player", "ai", "timer"]
MAX_AUTOMATIC_STEPS = 5000  # a guard against an engine that never hands back to a human


def stored_event(event: Event) -> NewEvent:
    body = {"type": type(event).__name__, **event.model_dump(mode="json")}
    visible = None if event.visible_to is None else list(event.visible_to)
    return NewEvent(visible_to=visible, event=json.dumps(body), text=event.text(),
                    public_text=event.public_text())


class PlayService(LobbyService):
    async def start(self, game_id: int, user_id: int, is_admin: bool = False) -> Outcome:
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            self.require_host(loaded, user_id, is_admin, "start the game")
            if loaded.game.status != "lobby":
                raise LobbyError("This game has already started.")
            spec, n = loaded.spec, len(loaded.seats)
            if not spec.min_seats <= n <= spec.max_seats:
                raise LobbyError(f"{spec.title} needs {spec.min_seats}-{spec.max_seats} seats; "
                                 f"there are {n}. Invite players or `/game addbot`.")
            state = spec.setup(n, loaded.game.seed, spec.options(loaded.game.options))
            await self.repo.start_game(game_id, seats=loaded.seats, state=state.model_dump_json(),
                                       schema_version=spec.schema_version, now=self.clock())
            outcome = Outcome(await self.load(game_id), started=True)
            await self._play_automatic(outcome)
            await self._after_change(outcome)
            return outcome

    async def act(self, game_id: int, user_id: int, action: Action | dict[str, Any],
                  expected_version: int | None = None) -> Outcome:
        """Apply a player's action; `expected_version` guards against stale boards."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            seat = self._acting_seat(loaded, user_id, expected_version)
            if not isinstance(action, Action):
                action = loaded.spec.parse_action(action)
            outcome = Outcome(loaded)
            await self._apply(outcome, seat, action, "player")
            await self._play_automatic(outcome)
            await self._after_change(outcome)
            return outcome

    async def act_token(self, game_id: int, user_id: int, token: str,
                        expected_version: int | None) -> Outcome:
        """Apply the legal action whose token a button or menu carried."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            seat = self._acting_seat(loaded, user_id, expected_version)
            action = find_by_token(loaded.spec, loaded.state, seat, token)
            if action is None:
                raise IllegalActionError("That move is not available any more. "
                                         "Check `/hand` or the board for your options.")
            outcome = Outcome(loaded)
            await self._apply(outcome, seat, action, "player")
            await self._play_automatic(outcome)
            await self._after_change(outcome)
            return outcome

    async def undo(self, game_id: int, user_id: int) -> Outcome:
        """Take back your own last action, if nobody acted since and nothing was revealed."""
        async with self.lock(game_id):
            loaded = await self.load(game_id)
            seat = loaded.seat_of(user_id)
            if seat is None:
                raise PermissionDeniedError("You are not playing in this game.")
            self._require_active(loaded)
            log = await self.repo.actions(game_id)
            last = log[-1] if log else None
            if last is None or last.seat != seat.seat or last.actor != "player":
                raise IllegalActionError("You can only undo your own last move, "
                                         "before anyone else has acted.")
            if not last.undoable:
                raise IllegalActionError("That move revealed cards or dice, so it cannot be undone.")
            spec = loaded.spec
            moves = [(a.seat, spec.parse_action(a.action)) for a in log[:-1]]
            state, _ = replay(spec, len(loaded.seats), loaded.game.seed, loaded.game.options, moves)
            state.version = loaded.game.version + 1
            if not await self.repo.commit_undo(game_id, expected_version=loaded.game.version,
                                               seq=last.seq, state=state.model_dump_json(),
                                               now=self.clock()):
                raise StaleActionError("The board moved on while you were undoing.")
            outcome = Outcome(await self.load(game_id))
            outcome.moves.append(Move(seat.seat, "undid their last move", "player"))
            await self._after_change(outcome)
            return outcome

    def _acting_seat(self, loaded: Loaded, user_id: int, expected_version: int | None) -> int:
        self._require_active(loaded)
        seat = loaded.seat_of(user_id)
        if seat is None:
            raise PermissionDeniedError("You are not playing in this game.")
        if expected_version is not None and expected_version != loaded.game.version:
            raise StaleActionError("The board has moved on since that was shown. "
                                   "Here is the current state.")
        if seat.seat not in loaded.to_act():
            raise NotYourTurnError("It is not your turn. You will be pinged when it is.")
        return seat.seat

    @staticmethod
    def _require_active(loaded: Loaded) -> None:
        if loaded.game.status in ("finished", "ended"):
            raise GameOverError("This game is over.")
        if loaded.game.status != "active":
            raise LobbyError("This game has not started yet.")

    async def _apply(self, outcome: Outcome, seat: int, action: Action, actor: Actor) -> None:
        """Step the engine and commit atomically; updates `outcome` in place."""
        loaded = outcome.loaded
        spec = loaded.spec
        label = spec.describe(loaded.state, seat, action)
        done = step(spec, loaded.state, seat, action)
        finished = spec.result(done.state) is not None
        ok = await self.repo.commit_step(
            loaded.game.id, expected_version=loaded.game.version,
            state=done.state.model_dump_json(), status="finished" if finished else "active",
            seat=seat, action=action.model_dump_json(), actor=actor,
            undoable=actor == "player" and not done.revealed,
            events=[stored_event(e) for e in done.events], now=self.clock())
        if not ok:
            raise StaleActionError("The board has moved on. Here is the current state.")
        loaded.state = done.state
        loaded.game = loaded.game.model_copy(update={
            "version": loaded.game.version + 1, "status": "finished" if finished else "active"})
        outcome.moves.append(Move(seat, label, actor))
        outcome.events.extend(done.events)

    async def _play_automatic(self, outcome: Outcome) -> None:
        """Let AI seats decide for as long as only they have to."""
        loaded = outcome.loaded
        ai_seats = {s.seat for s in loaded.seats if s.is_ai}
        for _ in range(MAX_AUTOMATIC_STEPS):
            due = sorted(loaded.to_act() & ai_seats)
            if not due:
                return
            if self.ai_delay:
                await asyncio.sleep(self.ai_delay)
            await self.play_ai(outcome, due[0], "ai")
        raise RuntimeError(f"game {loaded.game.id}: AI seats never handed back the turn")

    async def play_ai(self, outcome: Outcome, seat: int, actor: Actor) -> None:
        loaded = outcome.loaded
        spec = loaded.spec
        view = spec.view(loaded.state, seat)
        assert isinstance(view, SeatView), "a seat's view is a SeatView"
        action = spec.ai(view, spec.legal_actions(loaded.state, seat))
        await self._apply(outcome, seat, action, actor)

    async def _handed_to_ai(self, outcome: Outcome) -> None:
        await self._play_automatic(outcome)
        await self._after_change(outcome)

    async def _after_change(self, outcome: Outcome) -> None:
        """Hook for the timer layer (deadlines follow every change)."""
