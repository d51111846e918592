"""A memo of table views: the table view a change leaves is the view the next change of the
game is chosen from (its move is labelled from it), so this process keeps the last one of
each game it touched. An entry answers only for the same game, version and stored state (a
state another process wrote, or rewrote, is simply a miss); it is never the source of
truth, only a saving."""

from __future__ import annotations

from collections import OrderedDict

from bot.games.core import TableView
from bot.service.models import Loaded


class Views:
    """The last table view of up to `size` games, least recently used first out."""

    def __init__(self, size: int = 512) -> None:
        self.size = size
        self._memo: OrderedDict[int, tuple[int, str, TableView]] = OrderedDict()

    def __len__(self) -> int:
        return len(self._memo)

    def table(self, loaded: Loaded) -> TableView:
        """The table view of a started game, built once per stored state."""
        game = loaded.game
        key = (game.version, game.state or "")
        kept = self._memo.get(game.id)
        if kept is not None and kept[:2] == key:
            self._memo.move_to_end(game.id)
            return kept[2]
        view = loaded.spec.table_view(loaded.live_state)
        self._memo[game.id] = (*key, view)
        self._memo.move_to_end(game.id)
        while len(self._memo) > self.size:
            self._memo.popitem(last=False)
        return view

    def forget(self, game_id: int) -> None:
        """A game that is over is not played on: its view need not be kept."""
        self._memo.pop(game_id, None)
