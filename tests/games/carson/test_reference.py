"""The `/card` reference of Carson City: every character (both sides) and building type,
with exact texts, and found by name or value (every game's cards are checked against
Discord's limits in tests/service/test_cards.py)."""

from __future__ import annotations

import pytest

from bot.errors import NotFoundError
from bot.games import GAMES
from bot.games.carson.data import BUILDINGS, CARDS, CHARS, TRACK
from bot.games.carson.reference import CARDS as REFERENCE
from bot.games.carson.reference import CARDS_BUILDINGS, CARDS_CHARACTERS
from bot.games.carson.spec import CARSON
from bot.games.core import Card
from bot.i18n import Voice
from bot.service import cards
from tests.support.words import STRICT

VOICE = Voice(STRICT)


def by_id(card_id: str) -> Card:
    return next(c for c in REFERENCE if c.id == card_id)


def lines(card: Card, voice: Voice = VOICE) -> list[str]:
    return cards.card_lines(CARSON, card, voice)


def test_every_character_and_building_type_has_one_card():
    assert CARSON.cards == REFERENCE
    assert len(CARDS_CHARACTERS) == 18 == len(CARDS)  # #0-#16 and the house Teacher
    assert len(CARDS_BUILDINGS) == 13 == len(BUILDINGS)
    assert [c.id for c in CARDS_CHARACTERS] == [c.id for c in CARDS.values()]
    assert [c.id for c in CARDS_BUILDINGS] == list(BUILDINGS)
    assert len({c.id for c in REFERENCE}) == len(REFERENCE) == 31


def test_characters_show_both_sides_and_their_money_limits():
    for data in CARDS.values():
        text = VOICE(by_id(data.id).text)
        assert text.startswith("Yellow side: ") and "\nRed side: " in text
        if data.id != "newsboy":
            limits = f"Money limit: ${data.limit_yellow} (yellow) · ${data.limit_red} (red)"
            assert lines(by_id(data.id))[3] == limits
    assert lines(by_id("sheriff")) == [
        "Sheriff", "Character · Carson City", VOICE(by_id("sheriff").text),
        "Money limit: $20 (yellow) · $20 (red)", "Places as number 1"]
    assert "the second card's \u2212 $5 (red)" in lines(by_id("newsboy"))[3]
    captain = VOICE(by_id("captain").text)
    assert "1 for $1, 2 for $4 or 3 for $9" in captain and "1 for $3 or 2 for $9" in captain
    assert "3 VP for $3, 5 VP for $12 or 7 VP for $25" in VOICE(by_id("banker").text)
    assert "$12→$6" in VOICE(by_id("coolie").text)
    assert "return 2 for +9 VP" in VOICE(by_id("heroes").text)
    teacher = lines(by_id("teacher"))
    assert "Yellow side in rounds 1, 2, 3; red side in round 4" in teacher
    assert any(line.startswith("House card") for line in teacher)
    assert CHARS.teacher_side_by_round == ["Y", "Y", "Y", "R"]


def test_buildings_show_price_income_and_rules_from_the_data():
    low, high = min(TRACK.slot_prices), max(TRACK.slot_prices)
    for kind, data in BUILDINGS.items():
        facts = lines(by_id(kind))[3:]
        assert facts[0].startswith(f"{data.count} in the box ({data.first_game} ")
        assert (f"Price: its market slot's, ${low}–${high}" in facts) == (kind != "townhall")
        assert (f"Income cap: ${data.cap}" in facts) == (data.cap is not None)
        assert ("Can be attacked" in facts) == data.attackable
    assert lines(by_id("saloon"))[2] == "Income: $5 per adjacent house symbol on an unowned " \
                                        "plot or yours."
    assert "Occupying the Town Hall: +$5 income" in lines(by_id("saloon"))
    assert "Needs a road · 3 houses to add" in lines(by_id("school"))
    assert "Needs no road · no house to add" in lines(by_id("mine"))
    assert "No house symbol · +2 revolvers when built" in lines(by_id("prison"))


def test_find_one_card_of_each_kind():
    spec, card = cards.find(GAMES, VOICE, "Sheriff")
    assert spec is CARSON and card.id == "sheriff"
    spec, card = cards.find(GAMES, VOICE, "drugstore")
    assert spec is CARSON and card.id == "drugstore"


def test_names_shared_with_another_game_are_refused_then_found_by_value():
    with pytest.raises(NotFoundError) as refused:
        cards.find(GAMES, VOICE, "General Store")  # Tiny Epic Western has one too
    assert refused.value.msg.key == "ui-card-ambiguous"
    shared = {s.key for s, c in cards.every_card(GAMES) if VOICE(c.name) == "General Store"}
    assert shared >= {"tew", "carson"}
    spec, card = cards.find(GAMES, VOICE, "carson:store")
    assert spec is CARSON and card.id == "store"
    found = cards.matching(GAMES, VOICE, "general store carson")
    assert [(s.key, c.id) for s, c in found] == [("carson", "store")]
