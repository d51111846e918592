"""Western Legends' standing orders and the questions always asked.

Every turn begins with the income question ($20, 2 cards, or $10 and a card, §3.1 step
2): a player may answer it once for every turn (the player is asked again when the money
it brings would go over the $120 cap). Two more orders answer the action
question where most players do the same thing turn after turn:

- at the Bank, sell every nugget (and Fool's Gold card) at once (§3.D4; the rules'
  default A9 is "sell all nuggets");
- at a mine, prospect with every action left while carrying fewer than 4 nuggets
  (§3.D3). It stands aside, and the player is asked, when a story disc can be placed
  or Reputation played (both public facts), so a free step is never skipped for it.

Questions whose answers come from a player's hand (fight cards, discards, cards played
after a move) are always asked, even with one answer: answering at once would show the
table what the hand holds. The two action orders read only public facts to decide
whether to answer; the sell order plays the Fool's Gold cards it holds, as its label
says.
"""

from __future__ import annotations

from typing import Literal

from bot.games.core.orders import StandingOrder
from bot.games.core.words import msg
from bot.games.legends import cards, story
from bot.games.legends.actions import Choose, LegendsMove, Sell, Simple
from bot.games.legends.data import SPACES, effect
from bot.games.legends.gains import MONEY_CAP
from bot.games.legends.state import LegendsState

ASK_ALWAYS = frozenset({"answer", "commit", "discard", "npc_card", "rowdy", "prospect", "post",
                        "billy_pay", "annie", "ambush", "token", "sprint"})
PROSPECT_UNTIL = 4
"""Nuggets at which the prospect order stops: the cap without a Mule (R-MULE)."""
FOOLS_PER_SALE = 2
INCOME_MONEY = {"money": 20, "cards": 0, "both": 10}  # the money each income brings (§3.1)


def income(option: Literal["money", "cards", "both"]) -> StandingOrder[LegendsState, LegendsMove]:
    """Take the same income every turn."""

    def answer(state: LegendsState, seat: int) -> LegendsMove | None:
        room = MONEY_CAP - state.players[seat].money
        if room < INCOME_MONEY[option]:
            return None  # the money would be lost over the cap (R-CAPS): the player is asked
        return Choose(option=option)

    return StandingOrder(key=f"income-{option}", kind="income",
                         label=msg(f"legends-order-income-{option}"), answer=answer,
                         group="income")


def acting_on(state: LegendsState, seat: int, kind: str) -> bool:
    """The seat has an action left and stands on a space of this kind."""
    return state.actions > 0 and SPACES[state.players[seat].space].kind == kind


def sell_everything(state: LegendsState, seat: int) -> LegendsMove | None:
    """At the Bank with gold: sell every nugget and every Fool's Gold card (up to 2)."""
    if not acting_on(state, seat, "bank"):
        return None
    p = state.players[seat]
    fools = min(FOOLS_PER_SALE, sum(effect(c) == "fools_gold" for c in p.hand))
    # Only with nuggets (which everyone sees): whether the order answers must not tell the
    # table that the player holds no Fool's Gold.
    return Sell(nuggets=p.gold, fools=fools) if p.gold > 0 else None


def keep_prospecting(state: LegendsState, seat: int) -> LegendsMove | None:
    """At a mine with fewer than 4 nuggets: prospect, unless a free step (story disc,
    Reputation) is open."""
    if not acting_on(state, seat, "mine") or state.players[seat].gold >= PROSPECT_UNTIL:
        return None
    if story.placements(state, seat, free=False) or cards.reputation_ok(state, seat):
        return None
    return Simple(what="prospect")


SELL = StandingOrder[LegendsState, LegendsMove](
    key="sell-all", kind="action", label=msg("legends-order-sell-all"),
    answer=sell_everything, group="sell")
PROSPECT = StandingOrder[LegendsState, LegendsMove](
    key="prospect", kind="action", label=msg("legends-order-prospect"),
    answer=keep_prospecting, group="prospect")

ORDERS = (income("money"), income("cards"), income("both"), SELL, PROSPECT)
