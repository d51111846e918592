"""`GameService`: the one entry point the cogs and the console use."""

from __future__ import annotations

from bot.games.core.errors import NotFoundError
from bot.games.core.model import SeatView, TableView
from bot.service.models import Loaded
from bot.service.text import with_names
from bot.service.timers import TimerService


class GameService(TimerService):
    """new, join, leave, add_ai, kick, start, end, act, act_token, undo, status, log, timers."""

    async def status(self, game_id: int) -> Loaded:
        return await self.load(game_id)

    def table_view(self, loaded: Loaded) -> TableView:
        if loaded.state is None:
            raise NotFoundError("The game has not started yet.")
        return loaded.spec.view(loaded.state, None)

    def seat_view(self, loaded: Loaded, user_id: int) -> SeatView:
        seat = loaded.seat_of(user_id)
        if seat is None or loaded.state is None:
            raise NotFoundError("You have no hand in this game.")
        view = loaded.spec.view(loaded.state, seat.seat)
        assert isinstance(view, SeatView)
        return view

    async def log(self, game_id: int, user_id: int | None, limit: int = 30) -> list[str]:
        """The newest events, with private ones shown only to the seats that may see them."""
        loaded = await self.load(game_id)
        seat_row = loaded.seat_of(user_id) if user_id is not None else None
        seat = seat_row.seat if seat_row else None
        names = loaded.names()
        lines: list[str] = []
        for event in await self.repo.events(game_id, limit):
            if event.visible_to is None or (seat is not None and seat in event.visible_to):
                lines.append(with_names(event.text, names))
            elif event.public_text:
                lines.append(with_names(event.public_text, names))
        return lines
