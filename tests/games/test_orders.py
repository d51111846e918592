"""Each game's standing orders and always-asked kinds (issue 19 item 4) name real decision
kinds, and every order's buttons fit Discord's 80-character label in every language."""

import pytest

from bot.games import GAMES
from bot.games.core import msg
from bot.i18n import Voice, words

LABEL_LIMIT = 80  # Discord: a button's label


@pytest.mark.parametrize("key", sorted(GAMES))
def test_orders_and_always_asked_kinds_name_the_games_decisions(key):
    spec = GAMES[key]
    kinds = set(spec.flow.types)
    assert spec.ask_always <= kinds, sorted(spec.ask_always - kinds)
    assert {o.kind for o in spec.orders} <= kinds
    assert len({o.key for o in spec.orders}) == len(spec.orders)


@pytest.mark.parametrize("locale", ["en", "es", "it"])
def test_order_buttons_fit_a_label(locale):
    voice = Voice(words(locale))
    for spec in GAMES.values():
        for order in spec.orders:
            for key in ("ui-order-give", "ui-order-cancel"):
                label = voice(msg(key, order=order.label))
                assert len(label) <= LABEL_LIMIT, (locale, label)
