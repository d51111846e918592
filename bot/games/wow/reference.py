"""The card reference of Way Out West (`/card`): its six kinds of building."""

from __future__ import annotations

from bot.games.core.spec import Card
from bot.games.core.words import msg
from bot.games.wow.data import DATA
from bot.games.wow.wording import building, building_text

CARDS: tuple[Card, ...] = tuple(
    Card(id=kind, kind=msg("wow-card-building"), name=building(kind), text=building_text(kind))
    for kind in DATA.building_names)
