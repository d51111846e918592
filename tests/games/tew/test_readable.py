"""Issue 9, items 3-5: what cards do, wasted gains, and one log line per thing that happened."""

from __future__ import annotations

from bot.games.core.words import Msg
from bot.games.tew.actions import (
    Buy,
    CentralBank,
    Convert,
    DuelMove,
    Gain,
    Pay,
    Place,
    SheriffPot,
    StockExchange,
)
from bot.games.tew.events import (
    BuildingUsed,
    DieRerolled,
    InfluenceGained,
    InfluencePaid,
    RivalCardDrawn,
    WantedTaken,
)
from bot.games.tew.events_round import AuctionDrew, BuildingBought, IndustryAdvanced
from bot.games.tew.project import seat_view, table_view
from bot.games.tew.resolution import resolve_mat
from bot.games.tew.spec import TEW
from bot.games.tew.state import RIVAL, Duel, TewDecision
from tests.games.tew.helpers import (
    act,
    ask,
    at_stage,
    clear,
    game,
    kept,
    legal_actions,
    prompt_kind,
    put,
    settle,
    texts,
    to_placement,
    words,
)
from tests.support.words import STRICT


def label(state, seat: int, action) -> str:
    return words(TEW.describe(seat_view(state, seat), seat, action).label)


def description(state, seat: int, action) -> str:
    return words(TEW.describe(seat_view(state, seat), seat, action).description)


# Item 3: what cards do, and what they cost --------------------------------------------------


def test_buy_label_names_the_vp_and_the_short_cost_and_the_description_the_effect() -> None:
    s = game(2)
    clear(s)
    s.mats[1].buy = "B10"  # 4 VP, 3 MONEY + 3 LAW
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    s.players[0].inf = {"MONEY": 3, "LAW": 3, "FORCE": 0}
    kept(s, {0: "5Ha", 1: "1St"})
    at_stage(s, "order")
    settle(s)
    assert prompt_kind(s) == "BUY"
    text = TEW.describe(table_view(s), 0, Buy(pos=1))
    building = words(Msg(key="tew-building-B10"))
    effect = words(Msg(key="tew-building-B10-text"))
    assert words(text.label) == f"Buy {building} — 4 VP, costs 3$ 3L"
    assert words(text.description) == effect  # within a menu option's 100 characters


def test_buy_labels_fit_80_characters_in_every_language() -> None:
    from bot.games.tew.data import BUILDINGS
    from bot.i18n import Words

    s = game(2)
    for lang in ("en", "es", "it"):
        said = Words(lang, strict=True)
        for bid in BUILDINGS:
            s.mats[1].buy = bid
            view = table_view(s)
            for action in (Buy(pos=1), CentralBank(pos=1, pay="FORCE")):
                assert len(said(TEW.describe(view, 0, action).label)) <= 80, (lang, bid)


def test_central_bank_label_adds_the_extra_unit() -> None:
    s = game(2)
    s.mats[5].buy = "B16"
    text = TEW.describe(table_view(s), 0, CentralBank(pos=5, pay="MONEY"))
    assert words(text.label) == f"Buy {words(Msg(key='tew-building-B16'))} — 1 VP, costs 1$ 1L 1F +1 MONEY"
    assert words(text.description).endswith(words(Msg(key="tew-building-B16-text")))


def test_a_duel_on_a_porch_also_says_what_the_porch_card_does() -> None:
    s = game(2)
    clear(s)
    s.mats[1].porch = ["B16"]
    put(s, "BANK.PORCH", 1)
    to_placement(s, 0)
    effect = words(Msg(key="tew-building-B16-text"))
    assert description(s, 0, Place(spot="BANK.PORCH")) == effect  # the label says "(duel)"
    label = words(TEW.describe(table_view(s), 0, Place(spot="BANK.PORCH")).label)
    assert label.endswith("(duel)")


# Item 4: wasted gains are visible and come last -------------------------------------------


def test_a_gain_the_cap_swallows_is_labelled_and_sorted_last() -> None:
    s = game(2)
    s.players[0].inf = {"MONEY": 6, "LAW": 5, "FORCE": 0}
    ask(s, TewDecision(kind="GAIN", seat=0, amount=2, source=Msg(key="tew-src-wanted")))
    assert legal_actions(s, 0) == [Gain(type="FORCE"), Gain(type="LAW"), Gain(type="MONEY")]
    assert [label(s, 0, g) for g in legal_actions(s, 0)] == [
        "Gain 2 FORCE", "Gain 2 LAW → +1, at the cap", "Gain 2 MONEY → +0, at the cap"]


def test_a_capped_gain_says_why_in_the_log() -> None:
    s = game(2)
    s.players[0].inf = {"MONEY": 5, "LAW": 0, "FORCE": 0}
    ask(s, TewDecision(kind="GAIN", seat=0, amount=2, source=Msg(key="tew-src-wanted")))
    ev = act(s, Gain(type="MONEY"))
    gained = [e for e in ev if isinstance(e, InfluenceGained)]
    assert [(e.amount, e.face) for e in gained] == [(1, 2)]
    assert STRICT(gained[0].message()) == (
        "#1 gained 1 MONEY (the Wanted card) instead of 2: nobody holds more than 6.")


def test_a_pot_paying_less_than_its_face_says_why() -> None:
    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    kept(s, {0: "5Ha", 1: "1St"})
    s.players[0].inf = {"MONEY": 6, "LAW": 0, "FORCE": 0}
    ev: list = []
    resolve_mat(s, 1, ev)
    gained = [e for e in ev if isinstance(e, InfluenceGained)]
    assert gained and gained[0].amount == 0 and gained[0].face is not None
    assert STRICT(gained[0].message()).endswith(
        f"instead of {gained[0].face}: nobody holds more than 6.")


def test_an_uncapped_gain_keeps_its_plain_wording() -> None:
    s = game(2)
    ask(s, TewDecision(kind="GAIN", seat=0, amount=2, source=Msg(key="tew-src-wanted")))
    ev = act(s, Gain(type="LAW"))
    assert texts(ev) == ["#1 gained 2 LAW (the Wanted card)."]
    assert [e.face for e in ev if isinstance(e, InfluenceGained)] == [None]


def test_graveyard_pairs_and_conversions_the_cap_cuts_come_last() -> None:
    s = game(2)
    s.players[0].inf = {"MONEY": 6, "LAW": 1, "FORCE": 1}
    ask(s, TewDecision(kind="GRAVEYARD", seat=0, source=Msg(key="tew-src-wanted")))
    pairs = legal_actions(s, 0)
    assert pairs[0] == Gain(type="LAW", second="FORCE")
    assert label(s, 0, pairs[-1]) == "Gain 1 MONEY and 1 FORCE → +1, at the cap"
    s.players[0].inf = {"MONEY": 3, "LAW": 2, "FORCE": 0}  # B12: LAW into MONEY
    ask(s, TewDecision(kind="CONVERT", seat=0, building="B12"))
    assert legal_actions(s, 0) == [Convert(n=0), Convert(n=1), Convert(n=2)]
    assert label(s, 0, Convert(n=2)) == "Convert 2 LAW into 4 MONEY → +3, at the cap"
    s.players[0].inf = {"MONEY": 5, "LAW": 2, "FORCE": 0}
    assert label(s, 0, Convert(n=1)) == "Convert 1 LAW into 3 MONEY → +1, at the cap"
    assert TEW.default_action(s, 0) == Convert(n=0)


def test_sheriff_pot_influence_comes_last_when_capped() -> None:
    s = game(2)
    s.players[0].inf = {"MONEY": 0, "LAW": 6, "FORCE": 3}
    ask(s, TewDecision(kind="SHERIFF_POT", seat=0))
    assert legal_actions(s, 0) == [SheriffPot(choice="POSSE"), SheriffPot(choice="INFLUENCE")]
    assert label(s, 0, SheriffPot(choice="INFLUENCE")) == "Gain 1 LAW + 1 FORCE → +1, at the cap"
    assert TEW.default_action(s, 0) == SheriffPot(choice="INFLUENCE")


def test_an_instant_placement_gain_at_the_cap_is_labelled_and_sorted_last() -> None:
    s = game(2)
    clear(s)
    to_placement(s, 0)
    s.players[0].inf = {"MONEY": 0, "LAW": 6, "FORCE": 0}  # the Bank's influence is LAW
    place = Place(spot="BANK.INFLUENCE", side="INSTANT")
    assert label(s, 0, place) == "Bank influence, instant side: +1 LAW now → +0, at the cap"
    legal = legal_actions(s, 0)
    assert legal.index(place) > legal.index(Place(spot="BANK.INFLUENCE", side="RESOLUTION"))
    assert legal[-1] == place or all(
        "at the cap" in label(s, 0, a) for a in legal[legal.index(place):])


# Item 5: one line per thing that happened, duel prompts restate the totals --------------


def test_a_purchase_is_one_event() -> None:
    s = game(2)
    clear(s)
    s.mats[1].buy = "B16"
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    kept(s, {0: "5Ha", 1: "1St"})
    at_stage(s, "order")
    settle(s)
    s.players[0].inf = {"MONEY": 2, "LAW": 1, "FORCE": 1}
    ev = act(s, Buy(pos=1))
    assert not [e for e in ev if isinstance(e, InfluencePaid)]
    bought = [e for e in ev if isinstance(e, BuildingBought)]
    assert [(e.seat, e.building, e.paid, e.how) for e in bought] == [
        (0, "B16", {"MONEY": 1, "LAW": 1, "FORCE": 1}, "REGULAR")]
    assert STRICT(bought[0].message()) == (
        f"#1 bought the {words(Msg(key='tew-building-B16'))} for 1 MONEY + 1 LAW + 1 FORCE "
        "(regular purchase).")
    assert s.players[0].inf == {"MONEY": 1, "LAW": 0, "FORCE": 0}


def test_a_central_bank_purchase_is_one_event() -> None:
    s = game(2)
    clear(s)
    s.mats[3].porch = ["B10"]
    s.mats[5].buy = "B16"
    s.players[0].inf = {"MONEY": 3, "LAW": 1, "FORCE": 1}
    to_placement(s, 0)
    act(s, Place(spot="SHERIFF.PORCH"))
    ev = act(s, CentralBank(pos=5, pay="MONEY"))
    assert not [e for e in ev if isinstance(e, InfluencePaid)]
    assert [e.paid for e in ev if isinstance(e, BuildingBought)] == [
        {"MONEY": 2, "LAW": 1, "FORCE": 1}]


def _duel(s, dice: list[int]) -> list:
    clear(s)
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    to_placement(s, 1)
    kept(s, {0: "5Ha", 1: "3Te"}, revealed=False)
    s.players[1].inf["FORCE"] = 3
    return act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"), dice=dice)


def test_a_reroll_is_one_event() -> None:
    s = game(2)
    _duel(s, [1, 6])
    ev = act(s, DuelMove(move="REROLL"), dice=[2])
    assert not [e for e in ev if isinstance(e, InfluencePaid)]
    rolled = [e for e in ev if isinstance(e, DieRerolled)]
    assert [(e.seat, e.die, e.paid) for e in rolled] == [(1, 2, "FORCE")]
    assert texts(ev)[0] == "#2 rerolled (paid 1 FORCE) and got 2."
    assert s.players[1].inf["FORCE"] == 2


def test_duel_answers_restate_the_running_totals() -> None:
    s = game(2)
    _duel(s, [1, 3])
    assert prompt_kind(s) == "DUEL"
    assert description(s, 1, DuelMove(move="STAND")) == (
        "Now 1 vs 3, the defender wins ties. End the duel as it stands")
    assert description(s, 1, DuelMove(move="REROLL")) == (
        "Now 1 vs 3, the defender wins ties. Your die shows 1")
    assert description(s, 1, DuelMove(move="REVEAL")) == (
        "Now 1 vs 3, the defender wins ties. Adds 3 to your power in this duel")


def test_the_outlaw_attacker_wins_ties_in_the_totals() -> None:
    s = game(2)
    clear(s)
    put(s, "BANK.INFLUENCE", 0, side="INSTANT")
    to_placement(s, 1)
    kept(s, {0: "5Ha", 1: "3Te"}, revealed=False)
    s.players[1].boss = "BS7"
    s.players[1].inf["FORCE"] = 3
    act(s, Place(spot="BANK.INFLUENCE", side="INSTANT"), dice=[1, 3])
    assert description(s, 1, DuelMove(move="STAND")).startswith(
        "Now 1 vs 3, the attacker wins ties.")


def test_forcing_the_rival_is_one_event_with_what_was_paid() -> None:
    s = game(1)
    s.players[0].inf = {"MONEY": 2, "LAW": 2, "FORCE": 2}
    s.duel = Duel(spot="BANK.INFLUENCE", side="INSTANT", attacker=0, defender=RIVAL,
                  a_die=1, d_die=6, rival_card="5Ha")
    ask(s, TewDecision(kind="DUEL", seat=0))
    ev = act(s, DuelMove(move="RIVAL_REROLL", pay="LAW"), dice=[6])
    assert not [e for e in ev if isinstance(e, InfluencePaid)]
    assert [(e.seat, e.die, e.paid, e.paid_by) for e in ev if isinstance(e, DieRerolled)] == [
        (RIVAL, 6, "LAW", 0)]
    assert texts(ev)[0] == "#1 paid 1 LAW to make the Rival reroll; it got 6."
    assert s.players[0].inf["LAW"] == 1
    s.duel = Duel(spot="BANK.INFLUENCE", side="INSTANT", attacker=0, defender=RIVAL,
                  a_die=1, d_die=6, rival_card="5Ha")
    ask(s, TewDecision(kind="DUEL", seat=0))
    ev = act(s, DuelMove(move="RIVAL_REDRAW", pay="MONEY"))
    drawn = [e for e in ev if isinstance(e, RivalCardDrawn)]
    assert [(e.paid_by, e.paid) for e in drawn] == [(0, "MONEY")]
    assert STRICT(drawn[0].message()).startswith("#1 paid 1 MONEY to make the Rival redraw;")


def _used(s, kind: str, bid: str, action) -> list:  # a building's question, answered
    ask(s, TewDecision(kind=kind, seat=0, building=bid, source=Msg(key=f"tew-building-{bid}")))
    ev = act(s, action)
    assert not [e for e in ev if isinstance(e, InfluencePaid | InfluenceGained)]
    return ev


def test_a_conversion_is_one_event() -> None:
    s = game(2)
    s.players[0].inf = {"MONEY": 1, "LAW": 2, "FORCE": 0}
    ev = _used(s, "CONVERT", "B12", Convert(n=1))  # LAW into MONEY
    used = [e for e in ev if isinstance(e, BuildingUsed)]
    assert [(e.paid, e.gained, e.face) for e in used] == [({"LAW": 1}, {"MONEY": 3}, None)]
    assert texts(ev) == [f"#1 used the {words(Msg(key='tew-building-B12'))}: paid 1 LAW, "
                         "gained 3 MONEY."]
    assert s.players[0].inf == {"MONEY": 4, "LAW": 1, "FORCE": 0}


def test_a_capped_conversion_says_why() -> None:
    s = game(2)
    s.players[0].inf = {"MONEY": 5, "LAW": 2, "FORCE": 0}
    ev = _used(s, "CONVERT", "B12", Convert(n=0))
    assert texts(ev) == [f"#1 used the {words(Msg(key='tew-building-B12'))} and gained 1 MONEY "
                         "instead of 2 MONEY; nobody holds more than 6."]


def test_the_grand_hotel_is_one_event() -> None:
    s = game(2)
    s.players[0].inf = {"MONEY": 2, "LAW": 5, "FORCE": 0}
    ev = _used(s, "HOTEL", "B15", Pay(type="MONEY"))
    used = [e for e in ev if isinstance(e, BuildingUsed)]
    assert [(e.paid, e.gained, e.face) for e in used] == [
        ({"MONEY": 2}, {"LAW": 1, "FORCE": 2}, {"LAW": 2, "FORCE": 2})]
    assert s.players[0].inf == {"MONEY": 0, "LAW": 6, "FORCE": 2}


def test_the_bounty_office_stock_exchange_and_auction_house_are_one_event_each() -> None:
    s = game(2)
    s.players[0].inf = {"MONEY": 3, "LAW": 1, "FORCE": 2}
    ev = _used(s, "BOUNTY", "B28", Pay(type="FORCE"))
    assert [(e.seat, e.bounty) for e in ev if isinstance(e, WantedTaken)] == [(0, "B28")]
    assert texts(ev) == ["#1 paid 2 FORCE at the Bounty Office and now holds the Wanted card."]
    ev = _used(s, "STOCK", "B29", StockExchange(pay="MONEY", industry="MINING"))
    moved = [e for e in ev if isinstance(e, IndustryAdvanced)]
    assert [(e.paid, e.building) for e in moved] == [({"MONEY": 3}, "B29")]
    assert texts(ev)[0].startswith("#1 paid 3 MONEY at the Stock Exchange and advanced MINING")
    ev = _used(s, "AUCTION", "B08", Pay(type="LAW"))
    drew = [e for e in ev if isinstance(e, AuctionDrew)]
    assert [(e.paid, e.visible_to) for e in drew] == [("LAW", (0,))]
    public = drew[0].public_message()
    assert STRICT(public) == (
        "#1 paid 1 LAW at the Auction House and looked at 2 buildings from the deck.")


def test_the_duel_title_for_the_prompt_restates_the_totals() -> None:
    from bot.games.tew.duels import duel_title

    s = game(2)
    _duel(s, [1, 3])
    assert words(duel_title(s, 1)) == "Duel: Now 1 vs 3, the defender wins ties"
    from bot.games.tew.project import table_view

    prompt = table_view(s).prompt
    assert prompt is not None and words(prompt.title).startswith("Duel: Now ")


def test_capped_placement_labels_fit_80_characters_in_every_language() -> None:
    from bot.games.tew.actions import MoveTo
    from bot.games.tew.board import sides_of
    from bot.i18n import Words

    sayers = [Words(lang, strict=True) for lang in ("en", "es", "it")]
    for n, seed in ((1, 1), (2, 3), (3, 5), (4, 7), (4, 11)):
        s = game(n, seed)
        clear(s)
        for spot in s.spots:
            put(s, spot, 1 if n > 1 else RIVAL)
        s.players[0].inf = {"MONEY": 6, "LAW": 6, "FORCE": 6}
        view = seat_view(s, 0)
        for spot in s.spots:
            for side in sides_of(spot) or (None,):
                for action in (Place(spot=spot, side=side), MoveTo(spot=spot, side=side)):
                    text = TEW.describe(view, 0, action).label
                    for say in sayers:
                        assert len(say(text)) <= 80, say(text)
