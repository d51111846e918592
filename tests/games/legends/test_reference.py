"""The `/card` reference of Western Legends: characters, items, poker cards and story
cards, with exact texts, and found by name or value (every game's cards are checked against
Discord's limits in tests/service/test_cards.py)."""

from __future__ import annotations

import pytest

from bot.errors import NotFoundError
from bot.games import GAMES
from bot.games.core import Card
from bot.games.legends.data import CARDS, CHARACTERS, ITEMS, POKER, STORIES, STORY
from bot.games.legends.reference import CARDS as REFERENCE
from bot.games.legends.reference import (
    CARDS_CHARACTERS,
    CARDS_ITEMS,
    CARDS_POKER,
    CARDS_STORIES,
)
from bot.games.legends.spec import LEGENDS
from bot.i18n import Voice, Words
from bot.service import cards
from tests.support.words import STRICT

VOICE = Voice(STRICT)


def by_id(card_id: str) -> Card:
    return next(c for c in REFERENCE if c.id == card_id)


def lines(card: Card, voice: Voice = VOICE) -> list[str]:
    return cards.card_lines(LEGENDS, card, voice)


def test_every_character_item_poker_and_story_card_has_one_card():
    assert LEGENDS.cards == REFERENCE
    assert len(CARDS_CHARACTERS) == 12 == len(CHARACTERS)
    assert len(CARDS_ITEMS) == 16 == len(ITEMS)  # 9 base items and 7 house misc items
    assert len(CARDS_POKER) == 52 == len(CARDS)
    assert len(CARDS_STORIES) == 40 == len(STORIES)
    assert [c.id for c in CARDS_POKER] == list(CARDS)
    assert len({c.id for c in REFERENCE}) == len(REFERENCE) == 120


def test_characters_show_their_legendary_ability_and_starting_kit():
    assert lines(by_id("bass_reeves")) == [
        "Bass Reeves", "Character · Western Legends",
        "Legendary ability (while you have 5 LP or more): At the start of your turn, draw 1 "
        "poker card.",
        "Starts at Sheriff's Office (DK01)", "Starts with $10 and 1 poker card",
        "Starting item: Revolver (upgraded)", "Starts with 1 Marshal point"]
    assert "Starts with 1 wound" in lines(by_id("doc_holliday"))
    wyatt = lines(by_id("wyatt_earp"))[3]
    assert wyatt.startswith("Starts at one of ") and wyatt.endswith("with no other player on it")
    assert Voice(Words("es", strict=True))(by_id("billy_the_kid").name) == "Billy el Niño"


def test_items_show_prices_and_upgrades_from_the_data():
    for item in ITEMS.values():
        facts = lines(by_id(item.id))[3:]
        assert facts[0] == f"Price: ${item.price}"
        assert any(f.startswith("Upgrade: ") for f in facts) == (item.kind != "misc")
        assert any("house item" in f for f in facts) == item.house
    assert lines(by_id("mustang"))[1:] == [
        "Item (mount) · Western Legends", "No text: the fastest mount.", "Price: $50",
        "Upgrade: $50 more; worth 2 LP at the end once upgraded",
        "Movement 4 (5 upgraded); 2 without a mount", "Only your active mount moves you",
        "6 in the General Store"]


def test_poker_cards_show_their_effect_rank_value_and_kind():
    assert lines(by_id("AS")) == [
        "Ace of Spades (Ace in the Hole)", "Poker card · Western Legends",
        "If this card is in your winning poker hand, gain 1 LP.", "Ace of Spades",
        "Fight value: 14", "BONUS at the Saloon: works when it is in your poker hand"]
    assert lines(by_id("10D"))[3:5] == ["10 of Diamonds", "Fight value: 10"]
    effects = {VOICE(by_id(c).text) for c in CARDS}
    assert len(effects) == len(POKER.effects) == 26  # the two cards of a pair share one


def test_story_cards_show_requirement_reward_discs_bandits_and_sheriff():
    assert lines(by_id("S12")) == [
        "Moonlight Rustlers", "Story card · Western Legends",
        "Requirement: rustle cattle or take a cattle token, during the turn you place your "
        "disc.\nReward for every contributor: 1 Wanted point or $20.",
        "Discs needed with 2 to 6 players: 2 / 2 / 3 / 3 / 4",
        "Bandits appear on the hideouts of gang B",
        "If someone is Wanted, the resolver moves the Sheriff 4 spaces"]
    assert lines(by_id("S39"))[1:4] == [
        "Major story card · Western Legends",
        "Requirement: have 10 or more LP, when you place your disc.\n"
        "Reward for every contributor: $40.",
        "Discs needed with 2 to 6 players: "
        + " / ".join(str(n) for n in STORY.discs["major"])]
    assert "1 poker card and heal 1 wound" in VOICE(by_id("S26").text)
    assert "No bandit appears" in lines(by_id("S04"))
    assert "The Sheriff does not move" in lines(by_id("S09"))


def test_find_one_card_of_each_kind():
    for typed, card_id in (("Annie Oakley", "annie_oakley"), ("Mustang", "mustang"),
                           ("Ace of Spades", "AS"), ("Gold Rush", "S37")):
        spec, card = cards.find(GAMES, VOICE, typed)
        assert spec is LEGENDS and card.id == card_id


def test_a_shared_effect_is_refused_then_found_by_value():
    with pytest.raises(NotFoundError) as refused:
        cards.find(GAMES, VOICE, "Ace in the Hole")
    assert refused.value.msg.key == "ui-card-ambiguous"
    assert "Ace of Clubs (Ace in the Hole), Ace of Spades (Ace in the Hole)" in STRICT(refused.value.msg)
    spec, card = cards.find(GAMES, VOICE, "legends:AC")
    assert spec is LEGENDS and card.id == "AC"


def test_a_spanish_player_finds_cards_by_their_spanish_names():
    """`card 4 de tréboles` finds that card, `card Bolsillos pesados` the story S33: the
    names the log and the questions use."""
    voice = Voice(Words("es", strict=True))
    for typed, card_id in (("4 de tréboles", "4C"), ("Bolsillos pesados", "S33"),
                           ("rey de picas", "KS")):
        spec, card = cards.find(GAMES, voice, typed)
        assert spec is LEGENDS and card.id == card_id, typed
