"""What the `hard` bot's search needs of Way Out West beyond the heuristic: which answers
it weighs (`shortlist`), where its playouts stop (`between_rounds`) and how it scores a
playout it stops there (`projected`).

A playout stops at the auction that opens the next round, where every box of the round
has been taken and any income paid, and scores each seat by the heuristic's projection of
its final score: the score so far plus the income and money still to turn into points,
the cowboys guarding its property less what rivals threaten to take (`ai_eval`).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.wow.actions import (
    Bid,
    Decide,
    Drop,
    Fire,
    PlaceStart,
    Retreat,
    Target,
    WowMove,
)
from bot.games.wow.ai import greedy_values, rebuild
from bot.games.wow.ai_eval import exposure, final_income, incomes_left, presence, target_value
from bot.games.wow.data import DATA
from bot.games.wow.income import income
from bot.games.wow.scoring import scores
from bot.games.wow.state import Board
from bot.games.wow.view import WowSeatView

BID_STEPS = (0, 1, 3)  # raises weighed above the cheapest one


def between_rounds(b: Board) -> bool:
    """The board is in a round's opening auction (or the game is over): a round's boxes
    are all taken and its income paid."""
    return b.phase in ("auction", "over")


def projected(b: Board) -> dict[int, float]:
    """Every seat's final score as the heuristic projects it: the score if the game ended
    now, plus the income still to come and money, plus cowboys where they guard, less the
    property that rivals' cowboys threaten (`ai_eval.value` without its rivals' part)."""
    last = b.track >= DATA.last_track_position
    totals = scores(final_income(b) if last else b)
    left = 0 if last else incomes_left(b)
    money_w = 0.45 if left else 0.05
    return {s: totals[s] + 0.6 * income(b, s) * left + money_w * b.money[s]
            + presence(b, s) - exposure(b, s) for s in range(b.n)}


def shortlist(view: WowSeatView, legal: Sequence[WowMove]) -> list[WowMove]:
    """The answers worth weighing against the heuristic's, best first: boxes, builds,
    hires and moves by the heuristic's one-step values, targets by their value, a few
    raises of the auction; none for firing and the sheriffs' questions (the heuristic's
    rule stands)."""
    if not legal:
        return []
    first = legal[0]
    if isinstance(first, Fire | Retreat | Decide):
        return []
    if isinstance(first, PlaceStart):
        return list(legal)
    if isinstance(first, Bid | Drop):
        return bids(legal)
    state = rebuild(view)
    if isinstance(first, Target):
        ranked = [(target_value(state, view.seat, a), -i, a) for i, a in enumerate(legal)]
    else:
        values = greedy_values(state, view.seat, legal)
        ranked = [(v, -i, a) for i, (v, a) in enumerate(zip(values, legal, strict=True))]
    ranked.sort(key=lambda r: (-r[0], -r[1]))
    return [a for v, _, a in ranked if v > -1e8]



def bids(legal: Sequence[WowMove]) -> list[WowMove]:
    """Dropping out, then the cheapest raise and a few above it."""
    amounts = sorted(a.amount for a in legal if isinstance(a, Bid))
    out: list[WowMove] = [a for a in legal if isinstance(a, Drop)]
    if amounts:
        out += [Bid(amount=amounts[0] + k) for k in BID_STEPS if amounts[0] + k <= amounts[-1]]
    return out
