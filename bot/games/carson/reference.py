"""The card reference of Carson City (`/card`): its 18 characters (#0-#16 and the house
Teacher, both sides) and its 13 building types, worded from the engine's data."""

from __future__ import annotations

from bot.games.carson.data import BUILDINGS, CHARS, NEWSBOY, TEACHER, TRACK, CardData
from bot.games.carson.data import CARDS as CHARACTER_CARDS
from bot.games.core.spec import Card
from bot.games.core.words import Msg, MsgArg, msg


def _table(prefix: str, table: list[tuple[int, int]], start: int = 1) -> dict[str, MsgArg]:
    """A power's table as numbered values: `{prefix}n1`, `{prefix}p1`, ... (amount, price)."""
    out: dict[str, MsgArg] = {}
    for i, (n, price) in enumerate(table, start=start):
        out[f"{prefix}n{i}"], out[f"{prefix}p{i}"] = n, price
    return out


def _powers() -> dict[str, MsgArg]:
    """The numbers the power texts take from the data (the same values for every card):
    the Captain's cowboys (`cn1`, `cp1`...) and revolvers (`rn1`...), the Banker's VP
    packages (`bn1` VP for `bp1`...), the Heroes' options (`hn0` cowboys for `hp0` VP...),
    the Chinese Worker's halved prices and the red Newspaper Boy's reduction."""
    halves = ", ".join(f"${p}→${h}" for p, h in
                       sorted(CHARS.coolie_slot_price.items(), key=lambda x: int(x[0])))
    return {**_table("c", CHARS.captain_cowboys), **_table("r", CHARS.captain_revolvers),
            **_table("b", CHARS.banker_packages), **_table("h", CHARS.heroes_options, 0),
            "halves": halves, "less": -CHARACTER_CARDS[NEWSBOY].limit_red}


POWERS = _powers()


def _rounds(side: str) -> str:
    """The rounds in which the Teacher shows `side` ("1, 2, 3")."""
    return ", ".join(str(i) for i, s in enumerate(CHARS.teacher_side_by_round, start=1)
                     if s == side)


def _character_facts(c: CardData) -> tuple[Msg, ...]:
    if c.number == NEWSBOY:
        limit = msg("carson-card-limit-newsboy", less=-c.limit_red)
    else:
        limit = msg("carson-card-limits", yellow=c.limit_yellow, red=c.limit_red)
    facts = [limit, msg("carson-card-order", n=c.place_as)]
    if c.number == TEACHER:
        facts += [msg("carson-card-teacher-rounds", yellow=_rounds("Y"), red=_rounds("R")),
                  msg("carson-card-house")]
    if c.id in ("newsboy", "doctor"):
        facts.append(msg("carson-card-note", id=c.id))
    return tuple(facts)


def _characters() -> list[Card]:
    return [Card(id=c.id, kind=msg("carson-card-character"), name=msg("carson-card", n=c.number),
                 text=msg("carson-card-sides",
                          yellow=msg("carson-card-yellow", id=c.id, **POWERS),
                          red=msg("carson-card-red", id=c.id, **POWERS)),
                 facts=_character_facts(c))
            for c in CHARACTER_CARDS.values()]


def _building_facts(kind: str) -> tuple[Msg, ...]:
    b = BUILDINGS[kind]
    facts = [msg("carson-card-count", count=b.count, first=b.first_game)]
    if kind == "townhall":
        facts.append(msg("carson-card-never-bought"))
    else:
        facts.append(msg("carson-card-cost", low=min(TRACK.slot_prices),
                         high=max(TRACK.slot_prices)))
    facts += [msg("carson-card-needs", road="yes" if b.needs_road else "no", houses=b.houses),
              msg("carson-card-symbols", he=b.he, revolvers=b.revolvers),
              msg("carson-card-attack", attackable="yes" if b.attackable else "no")]
    if b.cap is not None:
        facts.append(msg("carson-card-cap", cap=b.cap))
    if b.townhall_step:
        facts.append(msg("carson-card-townhall-step", step=b.townhall_step))
    return tuple(facts)


# Other names players may type for a building (`/card`): the synonyms our glossary avoids
# (tests/glossary/carson.json), in Spanish and Italian, and the English short forms.
ALIASES: dict[str, tuple[str, ...]] = {
    "drugstore": ("Botica", "Droguería", "Drogheria"),
    "saloon": ("Salón",),
    "prison": ("Cárcel", "Jail", "Carcere"),
    "store": ("Almacén", "Negozio"),
    "townhall": ("Alcaldía", "Comune"),
    "station": ("Estación de tren", "Stazione ferroviaria", "Station"),
}


def _buildings() -> list[Card]:
    return [Card(id=kind, kind=msg("carson-card-building"), name=msg("carson-building", kind=kind),
                 text=msg("carson-card-building-text", kind=kind), facts=_building_facts(kind),
                 aliases=ALIASES.get(kind, ()))
            for kind in BUILDINGS]


CARDS_CHARACTERS: tuple[Card, ...] = tuple(_characters())
CARDS_BUILDINGS: tuple[Card, ...] = tuple(_buildings())
CARDS: tuple[Card, ...] = (*CARDS_CHARACTERS, *CARDS_BUILDINGS)
