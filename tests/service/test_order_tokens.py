"""The tokens of standing-order choices (`o<i>` give, `x<i>` cancel): never an action's
(hexadecimal) token, carried by the action buttons' custom ids."""

from bot.games import GAMES
from bot.service.automatic import order_of
from bot.ui.registry import is_ours

WOW = GAMES["wow"]


def test_order_tokens_name_the_games_orders():
    assert order_of(WOW, "o1") == (WOW.orders[1], True)
    assert order_of(WOW, "x0") == (WOW.orders[0], False)
    assert order_of(WOW, "o9") is None  # no such order
    assert order_of(WOW, "0a1b2c3d4e5f") is None  # an action's token


def test_order_buttons_are_answered_after_a_restart():
    assert is_ours("s:a:12:1:4611686018427387903:o1")
    assert is_ours("s:a:12:1:4611686018427387903:x0")
    assert not is_ours("s:a:12:1:4611686018427387903:z0")
