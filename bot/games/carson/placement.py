"""Phase 2, cowboy placement (rules §4.2): legal locations, the white pawn, passing."""

from __future__ import annotations

from dataclasses import dataclass

from bot.games.carson import city
from bot.games.carson.actions import Place
from bot.games.carson.building import protected
from bot.games.carson.characters import HEROES, SHERIFF, SINGER, has
from bot.games.carson.data import BUILDINGS, SPACE_IDS, SPACES
from bot.games.carson.events import ev, where
from bot.games.carson.state import Board, Cowboy
from bot.games.core.model import Event
from bot.games.core.words import Msg, msg
from bot.games.core.words import seat as who

PLACES = (*SPACE_IDS, *city.PLOTS)  # every location, track spaces first
TOKENS = ((False, False), (True, False), (False, True))  # a cowboy carries at most one token


def duel_capable(c: Cowboy) -> bool:
    """A cowboy that duels (not a no-duel cowboy, the white pawn or the free gambler)."""
    return not (c.noduel or c.pawn or c.free)


def at(b: Board, loc: str) -> list[Cowboy]:
    """The pieces placed at loc."""
    return [c for c in b.cowboys if c.loc == loc]


def space_open(b: Board, sid: str) -> bool:
    """Buy-VP spaces by the round marker; AMMO while the chip is auctioned; slots if full."""
    s = SPACES[sid]
    if sid.startswith("BUYVP"):
        return s.price >= b.round + 1
    if sid == "AMMO" and b.ammo_auctioned:
        return False
    if s.slot >= 0:
        return b.market[s.slot] is not None
    return True


@dataclass(frozen=True)
class _Mover:
    """What placement legality asks of the seat placing a cowboy, worked out once for all
    the locations it may try."""

    seat: int
    cowboys: int
    notokens: int
    dynamite: int
    singer: bool  # the yellow Singer: no-duel tokens
    sheriff: bool  # the red Sheriff: no attack, no rival at a duel location
    heroes: bool  # the yellow Heroes: no attack either way


def _mover(b: Board, seat: int) -> _Mover:
    """The facts of `seat` that placement legality reads."""
    p = b.players[seat]
    return _Mover(seat=seat, cowboys=p.cowboys, notokens=p.notokens, dynamite=p.dynamite,
                 singer=has(b, seat, SINGER, "Y"), sheriff=has(b, seat, SHERIFF, "R"),
                 heroes=has(b, seat, HEROES, "Y"))


def _purpose(b: Board, m: _Mover, i: int) -> str:
    """What a cowboy of the seat `m` on plot i would do: buy, attack, defend, townhall, or
    '' (illegal)."""
    p = b.plots[i]
    if i in b.outlaws:
        own = p.owner == m.seat
        return "fight" if own or not m.sheriff else ""
    if city.purchasable(b, i):
        return "buy"
    if p.content == "townhall":
        return "townhall"
    data = BUILDINGS.get(p.content)
    if data is None or not data.attackable or p.owner < 0:
        return ""
    if p.owner == m.seat:
        return "defend"
    if protected(b, i) or has(b, p.owner, HEROES, "Y") or m.heroes or m.sheriff:
        return ""
    return "attack"


def is_duel_location(loc: str) -> bool:
    """Every location but Salary and Road is a duel location."""
    return loc not in SPACES or SPACES[loc].duel


def refusal(b: Board, seat: int, loc: str, noduel: bool = False,
            dynamite: bool = False) -> Msg | None:
    """Why a cowboy of `seat` may not go to `loc` now (None: it may). This is the whole
    test: `locations` lists exactly the placements it lets through."""
    key = _refused(b, _mover(b, seat), loc, noduel, dynamite, at(b, loc))
    return None if key is None else msg(key)


def _refused(b: Board, m: _Mover, loc: str, noduel: bool, dynamite: bool,
             here: list[Cowboy], purpose: str | None = None) -> str | None:
    """The message key of `refusal` for the seat `m` (`here`: the pieces at loc; `purpose`:
    `_purpose` of a plot, if worked out already), without building it."""
    if m.cowboys <= 0:
        return "carson-no-cowboy"
    if noduel and dynamite:
        return "carson-illegal"
    duel = is_duel_location(loc)
    if loc in SPACES:
        if not space_open(b, loc):
            return "carson-closed"
        if duel and any(c.pawn for c in here) and not noduel:
            return "carson-pawn-there"
        if noduel and (SPACES[loc].group == "" or m.notokens <= 0 or not m.singer):
            return "carson-no-token"
    else:
        i = city.INDEX[loc]
        if not (_purpose(b, m, i) if purpose is None else purpose):
            return "carson-not-location"
        if noduel:
            return "carson-no-token"
        if b.plots[i].content == "townhall" and b.occupant == m.seat:
            return "carson-already-there"
    if duel and any(c.seat == m.seat and not c.pawn and not c.free for c in here):
        return "carson-already-there"
    if dynamite and (m.dynamite <= 0 or not duel):
        return "carson-no-dynamite"
    if duel and not noduel and m.sheriff and _rival(b, m.seat, loc):
        return "carson-sheriff-red"
    return None


def _rival(b: Board, seat: int, loc: str) -> bool:
    """A rival's duel-capable cowboy is there (the Town Hall occupant counts)."""
    if any(c.seat != seat and duel_capable(c) for c in at(b, loc)):
        return True
    return loc not in SPACES and b.plots[city.INDEX[loc]].content == "townhall" \
        and b.occupant not in (-1, seat)


def locations(b: Board, seat: int) -> list[tuple[str, bool, bool]]:
    """Every legal (location, no-duel token, dynamite) for a cowboy of `seat`."""
    m = _mover(b, seat)
    if m.cowboys <= 0:
        return []
    pieces: dict[str, list[Cowboy]] = {}
    for c in b.cowboys:  # `at` for every location at once
        pieces.setdefault(c.loc, []).append(c)
    out: list[tuple[str, bool, bool]] = []
    for loc in PLACES:
        here = pieces.get(loc, [])
        plot = loc not in SPACES
        purpose = _purpose(b, m, city.INDEX[loc]) if plot else None  # once, not per token
        for noduel, dyn in TOKENS:
            if noduel and plot:
                continue  # a no-duel token goes only to the track: "carson-no-token"
            key = _refused(b, m, loc, noduel, dyn, here, purpose)
            if key is None:
                out.append((loc, noduel, dyn))
            elif key in _EVERY_TOKEN:
                break
    return out


# refusals that do not depend on the tokens a cowboy carries
_EVERY_TOKEN = frozenset({"carson-closed", "carson-not-location"})


def pawn_spaces(b: Board, seat: int) -> list[str]:
    """Track spaces with no cowboy at all, for the white pawn (rules §4.2.3)."""
    if not b.players[seat].pawn:
        return []
    return [s for s in SPACE_IDS if space_open(b, s) and not at(b, s)]


def put(b: Board, seat: int, a: Place, events: list[Event]) -> None:
    """A cowboy leaves the seat's reserve for `a.loc`, with the tokens it carries."""
    p = b.players[seat]
    p.cowboys -= 1
    p.notokens -= 1 if a.noduel else 0
    p.dynamite -= 1 if a.dynamite else 0
    b.cowboys.append(Cowboy(seat=seat, loc=a.loc, noduel=a.noduel, dynamite=a.dynamite))
    ev(events, "placed", who=who(seat), loc=where(a.loc, b.market), noduel=str(a.noduel).lower(),
       dynamite=str(a.dynamite).lower())
