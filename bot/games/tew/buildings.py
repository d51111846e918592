"""Instant (!) building effects on arrival and their simple prompts (rules §2.8.3)."""

from __future__ import annotations

from bot.games.core.model import Action, Event
from bot.games.core.rng import Draws
from bot.games.tew.actions import Convert, Decline, Pay, StockExchange, Swap
from bot.games.tew.board import wounded_count
from bot.games.tew.data import BUILDINGS, INFS, Inf
from bot.games.tew.events import (
    BuildingUsed,
    WantedTaken,
)
from bot.games.tew.events_round import (
    GapsSwapped,
)
from bot.games.tew.industry import advance, advanceable
from bot.games.tew.influence import gain_ev, pay_ev
from bot.games.tew.prompts import register
from bot.games.tew.state import Prompt, TewState

# General Store, Jail, Mansion: lose n of the source, gain n + 2 of the target (R07).
CONVERSIONS: dict[str, tuple[Inf, Inf]] = {
    "B12": ("LAW", "MONEY"),
    "B13": ("LAW", "FORCE"),
    "B14": ("FORCE", "MONEY"),
}
PROMPTED = {
    "B08": "AUCTION", "B09": "BARBER", "B10": "BANK", "B11": "DOCTOR", "B15": "HOTEL",
    "B26": "TELEGRAPH", "B27": "LIVERY", "B28": "BOUNTY", "B29": "STOCK",
}


def instant_effect(state: TewState, seat: int, bid: str, spot: str,
                   ev: list[Event]) -> list[Prompt]:
    """Apply a `!` building for the user now; choices come back as prompts."""
    b = BUILDINGS[bid]
    if b.timing != "INSTANT":
        return []
    name = b.name
    player = state.players[seat]
    if bid in CONVERSIONS:
        return [Prompt(kind="CONVERT", seat=seat, source=bid)]
    if bid in PROMPTED:
        return [Prompt(kind=PROMPTED[bid], seat=seat, source=bid, spot=spot)]
    if bid == "B16":
        player.outhouse = True
        ev.append(BuildingUsed(seat=seat, building=bid, note=f"no duels with @{seat} this round"))
    elif bid == "B23":
        player.gunsmith = True
        ev.append(BuildingUsed(seat=seat, building=bid, note="+1 power in duels this round"))
    elif bid == "B17":
        if wounded_count(state) > 0:
            return [Prompt(kind="GRAVEYARD", seat=seat, source=name)]
        ev.append(BuildingUsed(seat=seat, building=bid, note="no wounded posse, nothing gained"))
    elif bid == "B20":
        return [Prompt(kind="GAIN", seat=seat, amount=2, source=name)]
    return []


def _src(prompt: Prompt) -> str:
    return BUILDINGS[prompt.source].name


def _convert_legal(state: TewState, prompt: Prompt) -> list[Action]:
    src, _ = CONVERSIONS[prompt.source]
    return [Convert(n=n) for n in range(state.players[prompt.seat].inf[src] + 1)]


def _convert_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                   ev: list[Event]) -> None:
    assert isinstance(action, Convert)
    src, dst = CONVERSIONS[prompt.source]
    ev.append(BuildingUsed(seat=prompt.seat, building=prompt.source))
    if action.n:
        pay_ev(state, prompt.seat, {src: action.n}, _src(prompt), ev)
    gain_ev(state, prompt.seat, dst, action.n + 2, _src(prompt), ev)


def _convert_default(state: TewState, prompt: Prompt, legal: list[Action]) -> Action:
    return Convert(n=0)  # D09


def _pay_options(state: TewState, seat: int, amount: int) -> list[Action]:
    inf = state.players[seat].inf
    return [Pay(type=t) for t in INFS if inf[t] >= amount]


def _hotel_legal(state: TewState, prompt: Prompt) -> list[Action]:
    return [*_pay_options(state, prompt.seat, 2), Decline()]


def _hotel_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                 ev: list[Event]) -> None:
    if not isinstance(action, Pay):
        return
    ev.append(BuildingUsed(seat=prompt.seat, building=prompt.source))
    pay_ev(state, prompt.seat, {action.type: 2}, _src(prompt), ev)
    for t in INFS:
        if t != action.type:
            gain_ev(state, prompt.seat, t, 2, _src(prompt), ev)


def _telegraph_legal(state: TewState, prompt: Prompt) -> list[Action]:
    swaps: list[Action] = [Swap(a=a, b=b) for a in range(6) for b in range(a + 1, 6)]
    return [*swaps, Decline()]


def _telegraph_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                     ev: list[Event]) -> None:
    if not isinstance(action, Swap):
        return
    g = state.gaps
    g[action.a], g[action.b] = g[action.b], g[action.a]
    ev.append(GapsSwapped(seat=prompt.seat, a=action.a, b=action.b))


def _bounty_legal(state: TewState, prompt: Prompt) -> list[Action]:
    ok = state.players[prompt.seat].inf["FORCE"] >= 2 and state.wanted != prompt.seat
    return [Pay(type="FORCE"), Decline()] if ok else [Decline()]


def _bounty_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                  ev: list[Event]) -> None:
    if not isinstance(action, Pay):
        return
    pay_ev(state, prompt.seat, {"FORCE": 2}, _src(prompt), ev)
    state.wanted = prompt.seat
    ev.append(WantedTaken(seat=prompt.seat))


def _stock_legal(state: TewState, prompt: Prompt) -> list[Action]:
    pays = [a.type for a in _pay_options(state, prompt.seat, 3) if isinstance(a, Pay)]
    opts: list[Action] = [
        StockExchange(pay=t, industry=i)  # type: ignore[arg-type]
        for t in pays for i in advanceable(state.industry)
    ]
    return [*opts, Decline()]


def _stock_apply(state: TewState, prompt: Prompt, action: Action, draws: Draws,
                 ev: list[Event]) -> None:
    if not isinstance(action, StockExchange):
        return
    pay_ev(state, prompt.seat, {action.pay: 3}, _src(prompt), ev)
    ev.append(advance(state, prompt.seat, action.industry))


register("CONVERT", _convert_legal, _convert_apply, _convert_default, "How much to convert")
register("HOTEL", _hotel_legal, _hotel_apply, title="Grand Hotel: pay 2 of one type?")
register("TELEGRAPH", _telegraph_legal, _telegraph_apply, title="Telegraph Office: swap gaps?")
register("BOUNTY", _bounty_legal, _bounty_apply, title="Bounty Office: pay 2 FORCE?")
register("STOCK", _stock_legal, _stock_apply, title="Stock Exchange: pay 3 to advance?")
