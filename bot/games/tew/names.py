"""Keyed names of the game's components (`bot/i18n/en/tew.ftl` words them).

Every name is a `Msg`: events, labels and views nest them in their own messages, so the
engine never holds an English word. Card codes ("4Te") are plain tokens.
"""

from __future__ import annotations

from collections.abc import Mapping

from bot.games.core.words import Msg, MsgArg, msg, seat
from bot.games.tew.data import INFS, MAT_BY_POS, Inf
from bot.games.tew.view import TewTableView


def building(bid: str) -> Msg:
    """A building's name ("Grand Hotel")."""
    return msg(f"tew-building-{bid}")


def building_text(bid: str) -> Msg:
    """What a building's card says."""
    return msg(f"tew-building-{bid}-text")


def boss(bid: str) -> Msg:
    """A boss card's name ("The Banker")."""
    return msg(f"tew-boss-{bid}")


def boss_text(bid: str) -> Msg:
    """What a boss card says."""
    return msg(f"tew-boss-{bid}-text")


def mat(pos: int) -> Msg:
    """A mat's title ("Sheriff's Office")."""
    return msg("tew-mat", mat=MAT_BY_POS[pos].name)


def mat_named(name: str) -> Msg:
    """A mat's title from its name ("SALOON")."""
    return msg("tew-mat", mat=name)


def spot(spot_id: str, side: str | None = None) -> Msg:
    """A spot ("Bank influence"), with its side when given ("Bank influence (instant)")."""
    name, kind = spot_id.split(".")
    label = msg("tew-spot", mat=mat_named(name), kind=kind)
    return label if side is None else msg("tew-spot-side", spot=label, side=side)


def inf(kind: str) -> Msg:
    """An influence type (MONEY, LAW, FORCE) or ANY."""
    return msg("tew-inf", type=kind)


def industry(kind: str) -> Msg:
    """An industry (MINING, RAILROAD, WAGON)."""
    return msg("tew-industry", industry=kind)


def card(code: str) -> Msg:
    """A poker card in words ("4 of TEEPEE")."""
    return TewTableView.card_name(code)


def cost(price: Mapping[Inf, int] | Mapping[str, int]) -> Msg:
    """A price ("2 MONEY + 1 LAW", or "nothing")."""
    held: dict[str, int] = {k: n for k, n in price.items()}
    parts = [(k, held.get(k, 0)) for k in INFS if held.get(k, 0)]
    if not parts:
        return msg("tew-cost-nothing")
    out = msg("tew-cost-part", n=parts[0][1], type=inf(parts[0][0]))
    for k, n in parts[1:]:
        out = msg("tew-cost-plus", rest=out, n=n, type=inf(k))
    return out


def cost_short(price: Mapping[Inf, int] | Mapping[str, int]) -> Msg:
    """A price in short ("2$ 1L", or "nothing"), for labels."""
    held: dict[str, int] = {k: n for k, n in price.items()}
    parts = [msg("tew-cost-short", n=held[k], type=k) for k in INFS if held.get(k, 0)]
    if not parts:
        return msg("tew-cost-nothing")
    out = parts[0]
    for part in parts[1:]:
        out = msg("tew-cost-short-plus", rest=out, item=part)
    return out


def source(key: str, **args: MsgArg) -> Msg:
    """What grants a gain or asks a payment ("the Wanted card", "Saloon pot")."""
    return msg(f"tew-src-{key}", **args)


def who(n: int) -> Msg:
    """A seat (or the solo Rival) as a message of its own, for lists of players."""
    return msg("tew-who", who=seat(n))


def joined(items: list[Msg], how: str = "comma") -> Msg:
    """Messages joined by commas (`comma`) or by "and" (`and`)."""
    out = items[0]
    for item in items[1:]:
        out = msg(f"tew-join-{how}", rest=out, item=item)
    return out
