"""Instant (!) building effects on arrival (rules §2.8.3): the choices they offer
(conversions, Grand Hotel, Telegraph Office, Bounty Office, Stock Exchange, ...) are asked
by kind and answered in `questions_buildings` and `targeted`."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.words import msg, seat
from bot.games.tew import names
from bot.games.tew.board import wounded_count
from bot.games.tew.data import BUILDINGS, Inf
from bot.games.tew.events import BuildingUsed
from bot.games.tew.state import TewDecision, TewState

# General Store, Jail, Mansion: lose n of the source, gain n + 2 of the target (R07).
CONVERSIONS: dict[str, tuple[Inf, Inf]] = {
    "B12": ("LAW", "MONEY"),
    "B13": ("LAW", "FORCE"),
    "B14": ("FORCE", "MONEY"),
}
ASKING = {
    "B08": "AUCTION", "B09": "BARBER", "B10": "BANK", "B11": "DOCTOR", "B15": "HOTEL",
    "B26": "TELEGRAPH", "B27": "LIVERY", "B28": "BOUNTY", "B29": "STOCK",
}


def asking(seat_n: int, kind: str, bid: str, amount: int = 0,
           spot: str | None = None) -> TewDecision:
    """The question a building asks its user."""
    return TewDecision(kind=kind, seat=seat_n, building=bid, source=names.building(bid),
                       amount=amount, spot=spot)


def instant_effect(state: TewState, seat_n: int, bid: str, spot: str,
                   ev: list[Event]) -> list[TewDecision]:
    """Apply a `!` building for the user now; choices come back as questions."""
    if BUILDINGS[bid].timing != "INSTANT":
        return []
    player = state.players[seat_n]
    if bid in CONVERSIONS:
        return [asking(seat_n, "CONVERT", bid)]
    if bid in ASKING:
        return [asking(seat_n, ASKING[bid], bid, spot=spot)]
    if bid == "B16":
        player.outhouse = True
        note = msg("tew-note-outhouse", who=seat(seat_n))
        ev.append(BuildingUsed(seat=seat_n, building=bid, note=note))
    elif bid == "B23":
        player.gunsmith = True
        ev.append(BuildingUsed(seat=seat_n, building=bid, note=msg("tew-note-gunsmith")))
    elif bid == "B17":
        if wounded_count(state) > 0:
            return [asking(seat_n, "GRAVEYARD", bid)]
        ev.append(BuildingUsed(seat=seat_n, building=bid, note=msg("tew-note-no-wounded")))
    elif bid == "B20":
        return [asking(seat_n, "GAIN", bid, amount=2)]
    return []
