"""Direct checks of the action menu's sell, revel and card plays and of the General Store
(§3.B, §3.D1, §3.D4, §3.D7): None when the answer is legal, else the rule it breaks.

Each check accepts exactly the answers its question lists (`menu.legal`,
`turn_questions.store_legal`); the tests hold them to it."""

from __future__ import annotations

from bot.games.core.words import Msg, msg
from bot.games.legends import cards as cd
from bot.games.legends import store, story
from bot.games.legends.actions import Buy, Decide, DropItem, PlayCard, Revel, Sell
from bot.games.legends.data import BOARD, ITEMS, SPACES, effect
from bot.games.legends.state import LegendsState

FOOLS_MAX = 2
"""Fool's Gold cards one sale may play (the `Sell` field's bound)."""


def item(name: str) -> Msg:
    """An item's name."""
    return msg("legends-item", item=name)


def named(name: str) -> Msg:
    """A poker card's effect by name."""
    return msg("legends-effect", name=name)


def sell_why(s: LegendsState, who: int, a: Sell) -> Msg | None:
    """Gold is sold at the Bank: at least 1 unit, nuggets carried, Fool's Gold held."""
    p = s.players[who]
    if SPACES[p.space].kind != "bank":
        return msg("legends-sell-away", space=BOARD.bank)
    if a.nuggets + a.fools == 0:
        return msg("legends-sell-none")
    if a.nuggets > p.gold:
        return msg("legends-sell-gold", gold=p.gold, nuggets=a.nuggets)
    fools = len([c for c in p.hand if effect(c) == "fools_gold"])
    if a.fools > min(fools, FOOLS_MAX):
        return msg("legends-sell-fools", have=fools, fools=a.fools)
    return None


def revel_why(s: LegendsState, who: int, a: Revel) -> Msg | None:
    """Revelry is at the Cabaret, paying a multiple of $30 the player has."""
    p = s.players[who]
    if SPACES[p.space].kind != "cabaret":
        return msg("legends-revel-away", space=BOARD.cabaret)
    if a.amount > p.money:
        return msg("legends-revel-cost", money=p.money, amount=a.amount,
                   lp=a.amount // 30)
    return None


def card_why(s: LegendsState, who: int, a: PlayCard) -> Msg | None:
    """A card played from the hand: Reputation free after MP or WP gained, once a turn;
    an ACTION card with an action left, each under its own condition (Appendix D)."""
    p = s.players[who]
    if a.card not in p.hand:
        return msg("legends-no-card")
    name = effect(a.card)
    if name == "reputation":
        if a.target != -1:
            return msg("legends-card-untargeted", name=named(name))
        if p.reputation:
            return msg("legends-reputation-used")
        return None if cd.reputation_ok(s, who) else msg("legends-reputation-when")
    if name not in cd.ACTION_EFFECTS:
        return msg("legends-card-no-action", name=named(name))
    if s.actions <= 0:
        return msg("legends-no-actions")
    if name == "ambush":
        return None if a.target in cd.ambush_targets(s, who) else msg("legends-ambush-far")
    if a.target != -1:
        return msg("legends-card-untargeted", name=named(name))
    if name == "manhunt" and not cd.anyone_wanted(s):
        return msg("legends-manhunt-nobody")
    if name == "patch_up" and not p.wounds:
        return msg("legends-no-wounds")
    if name == "dime_novel" and not story.placements(s, who, free=True):
        return msg("legends-dime-nowhere")
    return None


def store_why(s: LegendsState, who: int, a: Buy | DropItem | Decide) -> Msg | None:
    """Buying, upgrading, discarding a misc item or leaving the General Store."""
    p = s.players[who]
    if isinstance(a, Decide):
        return msg("legends-store-leave") if a.yes else None
    if isinstance(a, DropItem):
        return None if a.item in p.misc else msg("legends-drop-none", item=item(a.item))
    return haggle_why(s, who, a) or item_why(s, who, a) or cost_why(s, who, a)


def haggle_why(s: LegendsState, who: int, a: Buy) -> Msg | None:
    """Haggle is a card in hand; the lowest one is played (they are interchangeable)."""
    if a.haggle is None:
        return None
    hag = store.haggles(s.players[who])
    if a.haggle not in s.players[who].hand:
        return msg("legends-no-card")
    if a.haggle not in hag:
        return msg("legends-not-haggle")
    return None if a.haggle == hag[0] else msg("legends-haggle-lowest", card=hag[0])


def item_why(s: LegendsState, who: int, a: Buy) -> Msg | None:
    """One copy of each item; upgrades of owned basic weapons and mounts; stock; at most
    3 misc items; only a newly bought weapon or mount is made active at once."""
    p = s.players[who]
    data = ITEMS[a.item]
    if a.upgrade:
        if data.kind == "misc":
            return msg("legends-upgrade-misc")
        if not store.owned(p, a.item):
            return msg("legends-upgrade-unowned", item=item(a.item))
        if store.upgraded(p, a.item):
            return msg("legends-upgrade-done", item=item(a.item))
        return msg("legends-activate-new") if a.activate else None
    if store.owned(p, a.item):
        return msg("legends-owned", item=item(a.item))
    if s.stock.get(a.item, 0) <= 0:
        return msg("legends-sold-out", item=item(a.item))
    if data.kind == "misc":
        if len(p.misc) >= store.MISC_LIMIT:
            return msg("legends-misc-full", limit=store.MISC_LIMIT)
        return msg("legends-activate-new") if a.activate else None
    return None


def cost_why(s: LegendsState, who: int, a: Buy) -> Msg | None:
    """The player pays the price (less $10 with Haggle)."""
    money, cost = s.players[who].money, store.price(a)
    if money >= cost:
        return None
    return msg("legends-store-cost", money=money, price=cost, item=item(a.item),
               upgrade=str(a.upgrade).lower())
