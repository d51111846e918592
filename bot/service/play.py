"""Playing: start, act, undo, each a change of a locked and loaded game (`Games.run`):
step -> commit -> outcome.

Every accepted action is one transaction guarded by the game's version; a button is
valid while its seat's decision (by id) is still the one it was made for, however many
other seats acted meanwhile.
"""

from __future__ import annotations

import hmac
import json
from dataclasses import replace
from typing import Any

from bot.db.records import NewEvent
from bot.errors import LobbyError, PermissionDeniedError
from bot.games.core import (
    Action,
    Event,
    GameError,
    GameOverError,
    IllegalActionError,
    NotYourTurnError,
    StaleActionError,
    StandingOrder,
    find_by_token,
    msg,
    replay,
    step,
)
from bot.service.automatic import next_automatic, order_of, replaced
from bot.service.deadlines import deadlines_after, plan_timers
from bot.service.models import Actor, Loaded, Move, Outcome
from bot.service.presentation import require_own
from bot.service.results import result_record, statistics
from bot.service.store import Games, Place
from bot.service.tables import hand_snapshots, move_labels
from bot.service.thinking import Question, Thinker, Thought, decision_seed

AUTOMATIC: frozenset[Actor] = frozenset({"auto", "standing"})  # answers the service gives
MAX_AUTOMATIC = 500  # answers given in a row at most (a game asks a player long before)


def stored_event(event: Event) -> NewEvent:
    """An event as the log keeps it: its JSON, and its messages as JSON (worded when read,
    in the reader's language)."""
    body = {"type": type(event).__name__, **event.model_dump(mode="json")}
    visible = None if event.visible_to is None else list(event.visible_to)
    public = event.public_message()
    return NewEvent(visible_to=visible, event=json.dumps(body),
                    text=event.message().model_dump_json(),
                    public_text=None if public is None else public.model_dump_json())


class Play:
    """Starting games and applying actions (players', the AI's and the timers'), each as a
    change of a game already locked and loaded (see `Games.run`)."""

    def __init__(self, games: Games, thinker: Thinker | None = None) -> None:
        self.games = games
        self.thinker = thinker or Thinker()
        self.repo = games.repo

    async def start(self, outcome: Outcome, user_id: int, is_admin: bool = False,
                    where: Place | None = None) -> None:
        loaded = outcome.loaded
        self.games.require_place(loaded, where)
        self.games.require_host(loaded, user_id, is_admin, "ui-what-start")
        if loaded.game.status != "lobby":
            raise LobbyError("ui-already-started")
        spec, n = loaded.spec, len(loaded.seats)
        if not spec.min_seats <= n <= spec.max_seats:
            raise LobbyError("ui-wrong-seat-count", game=spec.title, low=spec.min_seats,
                             high=spec.max_seats, seats=n)
        options = spec.stored_options(loaded.game.options)
        misfit = spec.options_fit(options, n) if spec.options_fit else None
        if misfit is not None:
            raise LobbyError(misfit)
        state = loaded.state = spec.setup(n, loaded.game.seed, options)
        stored = state.model_dump_json()
        loaded.game = loaded.game.model_copy(update={
            "status": "active", "version": 0, "schema_version": spec.schema_version,
            "state": stored})
        now = self.games.clock()
        plan = plan_timers(loaded, (), now)
        await self.repo.start_game(loaded.game.id, seats=loaded.seats, state=stored,
                                   schema_version=spec.schema_version, now=now, timers=plan)
        outcome.started = True
        outcome.deadlines = loaded.deadlines = deadlines_after(plan, {})
        await self.answer_for_players(outcome)

    async def act(self, outcome: Outcome, user_id: int, action: Action | dict[str, Any],
                  decision_id: int | None = None) -> None:
        """Apply a player's action; `decision_id` (from a button) guards against stale
        boards: it must still be the seat's current decision."""
        loaded = outcome.loaded
        seat = acting_seat(loaded, user_id, decision_id)
        parsed = action if isinstance(action, Action) else loaded.spec.parse_action(action)
        await self.apply(outcome, seat, parsed, "player", user_id)

    async def act_token(self, outcome: Outcome, user_id: int, token: str,
                        decision_id: int | None, seat: int | None = None) -> None:
        """Apply the legal action whose token a button, menu or autocomplete carried;
        `seat`: the seat the button was made for (only its player may use it)."""
        loaded = outcome.loaded
        if seat is not None:
            require_own(loaded.seats, user_id, seat)
        acting = acting_seat(loaded, user_id, decision_id)
        order = order_of(loaded.spec, token)
        if order is not None:
            await self.give_order(outcome, acting, *order, user_id=user_id)
            return
        action = find_by_token(loaded.spec, loaded.live_state, acting, token)
        if action is None:  # the decision is current (checked above); the move is not
            raise IllegalActionError("ui-move-gone")
        await self.apply(outcome, acting, action, "player", user_id)

    async def undo(self, outcome: Outcome, user_id: int) -> None:
        """Take back your own last action, if nobody acted since and nothing was revealed."""
        loaded = outcome.loaded
        seat = loaded.seat_of(user_id)
        if seat is None:
            raise PermissionDeniedError("ui-not-playing")
        require_active(loaded)
        log = await self.repo.actions(loaded.game.id)
        given = 0  # the answers the service gave after the player's move go with it
        while given < len(log) and log[-1 - given].actor in AUTOMATIC:
            given += 1
        taken = log[-1 - given:] if given < len(log) else []
        last = taken[0] if taken else None
        if last is None or last.seat != seat.seat or last.actor != "player" or (
                last.user_id is not None and last.user_id != user_id):  # a substitute's
            raise IllegalActionError("ui-undo-not-yours")
        if not all(a.undoable for a in taken):
            raise IllegalActionError("ui-undo-revealed")
        state = undone(loaded, [(a.seat, loaded.spec.parse_action(a.action)) for a in log],
                       len(taken))
        state.version = loaded.game.version + 1
        before = hand_snapshots(loaded)
        now = self.games.clock()
        plan = plan_timers(replace(loaded, state=state), {seat.seat}, now)
        stored = state.model_dump_json()
        if not await self.repo.commit_undo(loaded.game.id, expected_version=loaded.game.version,
                                           seq=last.seq, state=stored, now=now, timers=plan):
            raise StaleActionError("ui-stale")
        loaded.state = state
        loaded.game = loaded.game.model_copy(update={"version": loaded.game.version + 1,
                                                     "state": stored})
        outcome.deadlines = loaded.deadlines = deadlines_after(plan, loaded.deadlines)
        outcome.moves.append(Move(seat.seat, msg("ui-undid"), "player"))
        after = hand_snapshots(loaded)
        outcome.hands_changed = {s for s, snap in after.items() if snap != before.get(s)}

    async def apply(self, outcome: Outcome, seat: int, action: Action, actor: Actor,
                    user_id: int | None = None) -> None:
        """Step the engine and commit atomically, then give the answers that follow for
        the players (see `answer_for_players`); updates `outcome` in place. `user_id`: the
        person whose command it is, stored with the action (None: the AI, a timer, the
        service's own answers)."""
        await self.commit(outcome, seat, action, actor, user_id)
        await self.answer_for_players(outcome)

    async def answer_for_players(self, outcome: Outcome) -> None:
        """Answer for human seats, one commit each, while one is asked a question with a
        single legal answer or one its standing order answers (`bot/service/automatic.py`)."""
        for _ in range(MAX_AUTOMATIC):
            due = next_automatic(outcome.loaded)
            if due is None:
                return
            await self.commit(outcome, *due)

    async def give_order(self, outcome: Outcome, seat: int, order: StandingOrder[Any, Any],
                         give: bool, user_id: int | None = None) -> None:
        """Give (replacing the others of its group) or cancel a standing order of `seat`;
        one given answers the question asked now, as the player's own move."""
        loaded = outcome.loaded
        game_id, now = loaded.game.id, self.games.clock()
        orders = set(loaded.orders.get(seat, frozenset()))
        if give:
            gone = replaced(loaded.spec, order)
            await self.repo.give_order(game_id, seat, order.key, gone, now)
            orders = (orders - set(gone)) | {order.key}
        else:
            await self.repo.cancel_order(game_id, seat, order.key)
            orders.discard(order.key)
        loaded.orders = {**loaded.orders, seat: frozenset(orders)}
        outcome.orders_changed.add(seat)
        answer = order.answer(loaded.live_state, seat) if give else None
        if answer is not None and loaded.spec.decision_kind(loaded.live_state, seat) == order.kind:
            await self.apply(outcome, seat, answer, "player", user_id)

    async def commit(self, outcome: Outcome, seat: int, action: Action, actor: Actor,
                     user_id: int | None = None) -> None:
        """Step the engine and commit atomically; updates `outcome` in place."""
        loaded = outcome.loaded
        spec = loaded.spec
        label, own = move_labels(loaded, seat, action, self.games.views.table(loaded))
        done = step(spec, loaded.state, seat, action)
        result = spec.result(done.state)
        status = "finished" if result is not None else "active"
        now = self.games.clock()
        after = replace(loaded, state=done.state,
                        game=loaded.game.model_copy(update={"status": status}))
        plan = plan_timers(after, {seat}, now)
        stored = done.state.model_dump_json()
        record = None if result is None else result_record(
            loaded, result, now, await self.repo.actions(loaded.game.id),
            stats=await statistics(self.repo, loaded, result, done.events))
        ok = await self.repo.commit_step(
            loaded.game.id, expected_version=loaded.game.version,
            state=stored, status=status, seat=seat,
            action=action.model_dump_json(), actor=actor,
            undoable=actor in ("player", *AUTOMATIC) and not done.revealed,
            events=[stored_event(e) for e in done.events], now=now, timers=plan,
            user_id=user_id, result=record)
        if not ok:
            raise StaleActionError("ui-stale")
        loaded.state = done.state
        loaded.game = loaded.game.model_copy(update={
            "version": loaded.game.version + 1, "status": status, "state": stored})
        outcome.deadlines = loaded.deadlines = deadlines_after(plan, loaded.deadlines)
        outcome.moves.append(Move(seat, label, actor, own, len(outcome.events)))
        outcome.events.extend(done.events)

    async def play_ai(self, outcome: Outcome, seat: int, actor: Actor) -> None:
        """One move of the bot playing `seat`, at its level, chosen from that seat's view
        only (inside the game's lock: `Automation` thinks a `hard` move before, outside it,
        with `question` and plays it with `play_thought`)."""
        question = self.question(outcome.loaded, seat)
        choice = await self.thinker.choose(*question.asked)
        await self.apply(outcome, seat, choice.action, actor)

    async def play_thought(self, outcome: Outcome, thought: Thought) -> bool:
        """Play a move thought outside the game's lock, if the game is still at the version
        it was thought for (else nothing: the game changed, the move may no longer fit)."""
        loaded = outcome.loaded
        question = thought.question
        if (loaded.game.version != question.version or loaded.game.status != "active"
                or question.seat not in loaded.ai_to_act()):
            return False
        await self.apply(outcome, question.seat, thought.action, "ai")
        return True

    @staticmethod
    def question(loaded: Loaded, seat: int) -> Question:
        """What the bot of `seat` is asked now (see `Question`)."""
        spec, state = loaded.spec, loaded.live_state
        return Question(loaded.game.id, loaded.game.version, seat, spec,
                        spec.seat_view(state, seat), tuple(spec.legal_actions(state, seat)),
                        loaded.level_of(seat),
                        decision_seed(loaded.game.id, loaded.game.version, seat))

    async def play_default(self, outcome: Outcome, seat: int) -> None:
        loaded = outcome.loaded
        await self.apply(outcome, seat, loaded.spec.default_action(loaded.state, seat), "timer")


def acting_seat(loaded: Loaded, user_id: int, decision_id: int | None) -> int:
    """The seat of `user_id`, which must act now (and, with a `decision_id`, still be asked
    that decision)."""
    require_active(loaded)
    seat = loaded.seat_of(user_id)
    if seat is None:
        raise PermissionDeniedError("ui-not-playing")
    if seat.seat not in loaded.to_act():
        if decision_id:
            raise StaleActionError("ui-stale")
        raise NotYourTurnError("ui-not-your-turn")
    # Only the id this seat was offered for its current decision (a keyed hash, never
    # the engine's sequential number, which could be typed ahead) answers it.
    if decision_id is not None and not hmac.compare_digest(
            str(decision_id), str(loaded.decision_of(seat.seat))):
        raise StaleActionError("ui-stale")
    return seat.seat


def require_active(loaded: Loaded) -> None:
    """Refuse to play a game that is over or not started."""
    if loaded.game.status in ("finished", "ended"):
        raise GameOverError("core-game-over")
    if loaded.game.status != "active":
        raise LobbyError("ui-not-started")


def undone(loaded: Loaded, log: list[tuple[int, Action]], taken: int = 1) -> Any:
    """The state before the last `taken` moves of `log`, rebuilt by replaying the rest. A
    game begun under older rules may no longer replay to the state it has (a rule fixed
    since changed what a move does): then nothing can be taken back, and the game plays on
    as it is."""
    spec = loaded.spec
    try:
        before, _ = replay(spec, len(loaded.seats), loaded.game.seed, loaded.game.options,
                           log[:-taken])
        after = before
        for move in log[-taken:]:
            after = step(spec, after, *move).state
    except GameError:
        raise IllegalActionError("ui-undo-older-rules") from None
    after.version = loaded.live_state.version
    if after != loaded.state:
        raise IllegalActionError("ui-undo-older-rules")
    return before
