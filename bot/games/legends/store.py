"""The General Store (§3.D1): one action buys and upgrades any number of items from the
shared stock; Haggle takes $10 off one price; a newly bought weapon or mount may be made
active at once; misc items are limited to 3 and may be discarded for free."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.actions import Buy
from bot.games.legends.data import ITEMS, effect
from bot.games.legends.events import Noted
from bot.games.legends.gains import discard, draw, heal, money
from bot.games.legends.locations import spent
from bot.games.legends.state import LegendsState, Player

MISC_LIMIT = 3


def owned(p: Player, item: str) -> bool:
    """The player owns the item."""
    return item in p.weapons or item in p.mounts or item in p.misc


def upgraded(p: Player, item: str) -> bool:
    """The player owns the item on its upgraded side."""
    return p.weapons.get(item, False) or p.mounts.get(item, False)


def haggles(p: Player) -> list[str]:
    """Haggle cards in the player's hand."""
    return sorted(c for c in p.hand if effect(c) == "haggle")


def price(b: Buy) -> int:
    """A purchase's price after Haggle."""
    return ITEMS[b.item].price - (10 if b.haggle else 0)


def offers(s: LegendsState, who: int) -> list[Buy]:
    """Every purchase or upgrade `who` can pay for now (one Haggle card at most: the
    lowest, since they are interchangeable)."""
    p = s.players[who]
    hag = haggles(p)[:1]
    out: list[Buy] = []
    for item in sorted(ITEMS):
        data = ITEMS[item]
        if owned(p, item):
            if data.kind == "misc" or upgraded(p, item):
                continue
            kinds = [(True, False)]
        else:
            if s.stock.get(item, 0) <= 0:
                continue
            if data.kind == "misc" and len(p.misc) >= MISC_LIMIT:
                continue
            kinds = [(False, False), (False, True)] if data.kind != "misc" else [(False, False)]
        for up, act in kinds:
            for h in [None, *hag]:
                b = Buy(item=item, upgrade=up, haggle=h, activate=act)
                if p.money >= price(b):
                    out.append(b)
    return out


def buy(s: LegendsState, who: int, b: Buy, draws: Draws, ev: list[Event]) -> None:
    """Pay for and take (or upgrade) one item."""
    p = s.players[who]
    cost = price(b)
    if b.haggle:
        discard(s, who, [b.haggle], ev, "haggle")
    money(s, who, -cost, ev, "store")
    spent(s, who, cost)
    p.log.append("item_bought")
    data = ITEMS[b.item]
    if b.upgrade:
        (p.weapons if data.kind == "weapon" else p.mounts)[b.item] = True
        ev.append(Noted(seat=who, what="upgraded", detail=b.item))
        return
    s.stock[b.item] -= 1
    ev.append(Noted(seat=who, what="bought", detail=b.item))
    if data.kind == "weapon":
        p.weapons[b.item] = False
        if b.activate or p.weapon is None:
            p.weapon = b.item
    elif data.kind == "mount":
        p.mounts[b.item] = False
        if b.activate or p.mount is None:
            p.mount = b.item
    else:
        p.misc.append(b.item)
        on_gain(s, who, b.item, draws, ev)


def on_gain(s: LegendsState, who: int, item: str, draws: Draws, ev: list[Event]) -> None:
    """"When gained" effects: Provisions draws 1 card, Whiskey heals 1 wound."""
    if item == "provisions":
        draw(s, who, 1, draws, ev)
    if item == "whiskey":
        heal(s, who, 1, ev)


def drop(s: LegendsState, who: int, item: str, ev: list[Event]) -> None:
    """Discard a misc item back to the stock (free, own turn)."""
    s.players[who].misc.remove(item)
    s.stock[item] = s.stock.get(item, 0) + 1
    ev.append(Noted(seat=who, what="dropped", detail=item))
