"""Western Legends' standing orders and the questions always asked.

Every turn begins with the income question ($20, 2 cards, or $10 and a card, §3.1 step
2): a player may answer it once for every turn. Questions whose answers come from a
player's hand (fight cards, discards, cards played after a move) are always asked, even
with one answer: answering at once would show the table what the hand holds.
"""

from __future__ import annotations

from typing import Literal

from bot.games.core.orders import StandingOrder
from bot.games.core.words import msg
from bot.games.legends.actions import Choose, LegendsMove
from bot.games.legends.state import LegendsState

ASK_ALWAYS = frozenset({"answer", "commit", "discard", "npc_card", "rowdy", "prospect", "post",
                        "billy_pay", "annie", "ambush", "token", "sprint"})


def income(option: Literal["money", "cards", "both"]) -> StandingOrder[LegendsState, LegendsMove]:
    """Take the same income every turn."""

    def answer(state: LegendsState, seat: int) -> LegendsMove | None:
        return Choose(option=option)

    return StandingOrder(key=f"income-{option}", kind="income",
                         label=msg(f"legends-order-income-{option}"), answer=answer,
                         group="income")


ORDERS = (income("money"), income("cards"), income("both"))
