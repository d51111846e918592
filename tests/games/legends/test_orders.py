"""Western Legends' standing orders on the action question (issue 19 item 4): sell all
the gold at the Bank, keep prospecting at a mine. Each answers what the game's bot plays
there, and stands aside (the player is asked) where the rules leave a choice open."""

from bot.games.legends.actions import PlaceDisc, Sell, Simple
from bot.games.legends.orders import PROSPECT
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsState
from bot.service.automatic import automatic_answer
from tests.games.legends.helpers import act, give, table

CHARS = ["doc_holliday", "calamity_jane"]


def answered(s: LegendsState, orders: set[str]) -> object:
    return automatic_answer(LEGENDS, s, 0, orders)


def bot(s: LegendsState) -> object:
    return LEGENDS.ai(LEGENDS.seat_view(s, 0), LEGENDS.legal_actions(s, 0))


def test_at_the_bank_the_sell_order_sells_every_nugget_and_fools_gold():
    s = table(2, CHARS, ["DK10", "RF02"])
    s.players[0].gold, s.players[0].money = 3, 0
    give(s, 0, ["10C", "5D"])  # 10C: Fool's Gold
    assert answered(s, {"sell-all"}) == (Sell(nuggets=3, fools=1), "standing")
    assert bot(s) == Sell(nuggets=3, fools=1)
    s = act(s, 0, Sell(nuggets=3, fools=1))
    assert (s.players[0].gold, s.players[0].money, s.players[0].hand) == (0, 80, ["5D"])


def test_the_sell_order_stands_aside_without_gold_off_the_bank_or_not_given():
    s = table(2, CHARS, ["DK10", "RF02"])
    assert answered(s, {"sell-all"}) is None  # nothing to sell
    s.players[0].gold = 2
    assert answered(s, set()) is None  # not given
    s.players[0].space = "DK09"
    assert answered(s, {"sell-all"}) is None  # not at the Bank


def test_at_a_mine_the_prospect_order_prospects_below_4_nuggets():
    s = table(2, CHARS, ["NR02", "RF02"])
    s.players[0].gold = 3
    assert answered(s, {"prospect"}) == (Simple(what="prospect"), "standing")
    assert bot(s) == Simple(what="prospect")
    s.players[0].gold = 4  # the cap without a Mule: prospecting adds no nugget
    assert answered(s, {"prospect"}) is None
    s.players[0].gold, s.actions = 0, 0  # no action left: end or a free step
    assert PROSPECT.answer(s, 0) is None


def test_the_prospect_order_stands_aside_when_a_story_disc_can_be_placed():
    s = table(2, CHARS, ["NR02", "RF02"])
    s.story["L"] = ["S22", *[c for c in s.story["L"] if c != "S22"]]  # take the Prospect action
    s.story["R"] = [c for c in s.story["R"] if c != "S22"]
    assert answered(s, {"prospect"}) == (Simple(what="prospect"), "standing")
    s = act(s, 0, Simple(what="prospect"))
    while s.flow.top()[0].kind != "action":  # a prospect effect to decline
        s = act(s, 0, LEGENDS.legal_actions(s, 0)[-1])
    assert s.actions == 2 and s.players[0].gold < 4
    assert PlaceDisc(slot="L", source="") in LEGENDS.legal_actions(s, 0)
    assert answered(s, {"prospect"}) is None  # S22's requirement is met: place a disc first


def test_the_sell_order_never_tells_the_table_a_hand_has_no_fools_gold():
    """With no nuggets (which everyone sees) the order stands aside, Fool's Gold or not."""
    s = table(2, CHARS, ["DK10", "RF02"])
    give(s, 0, ["10C"])  # Fool's Gold, but no nuggets
    assert answered(s, {"sell-all"}) is None


def test_an_income_order_asks_again_when_the_money_would_go_over_the_cap():
    """Income $20 at $110 would lose $10 over the $120 cap (R-CAPS): the player is asked;
    $10 and a card still fits. The state is asked its income question (§3.1 step 2)."""
    orders = {"income-money"}
    s = LEGENDS.setup(2, 3, LEGENDS.options({}))
    while LEGENDS.decision_kind(s, min(LEGENDS.to_act(s))) != "income":
        seat = min(LEGENDS.to_act(s))
        s = act(s, seat, LEGENDS.ai(LEGENDS.seat_view(s, seat), LEGENDS.legal_actions(s, seat)))
    seat = min(LEGENDS.to_act(s))
    s.players[seat].money = 100
    assert automatic_answer(LEGENDS, s, seat, orders) is not None
    s.players[seat].money = 110
    assert automatic_answer(LEGENDS, s, seat, orders) is None
    assert automatic_answer(LEGENDS, s, seat, {"income-both"}) is not None
