"""The card reference of Tiny Epic Western (`/card`): its 30 buildings and 8 bosses."""

from __future__ import annotations

from bot.games.core.spec import Card
from bot.games.core.words import msg
from bot.games.tew import names
from bot.games.tew.data import BOSS_LIST, BUILDING_LIST


def _buildings() -> list[Card]:
    return [Card(id=b.id, kind=msg("tew-card-building"), name=names.building(b.id),
                 text=names.building_text(b.id),
                 facts=(msg("tew-card-building-facts", vp=b.vp, cost=names.cost(b.cost)),))
            for b in BUILDING_LIST]


def _bosses() -> list[Card]:
    return [Card(id=b.id, kind=msg("tew-card-boss"), name=names.boss(b.id),
                 text=names.boss_text(b.id)) for b in BOSS_LIST]


CARDS: tuple[Card, ...] = (*_buildings(), *_bosses())
