"""The log of Western Legends reads as sentences: changes with their sign and why they fell
short, characters and cards by name, reasons for a card shown, places by name."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.legends import gains
from bot.games.legends.events import CardsShown, CharactersRevealed, Moved, Secret
from bot.i18n import words
from tests.games.legends.helpers import table
from tests.support.words import STRICT


def said(events: list[Event], locale: str = "en") -> list[str]:
    voice = STRICT if locale == "en" else words(locale)
    return [voice(e.message(), {0: "Ana", 1: "Bea"}) for e in events]


def test_money_and_gold_changes_carry_their_sign_and_say_why_they_fell_short():
    s = table(2, ["annie_oakley", "bass_reeves"], ["DK01", "DK02"])
    ev: list[Event] = []
    gains.money(s, 0, 20, ev)
    gains.money(s, 0, -30, ev)  # only $20 to pay
    gains.money(s, 1, 200, ev)  # the $120 limit
    s.players[0].gold = 0
    gains.gold(s, 0, 1, ev)
    assert said(ev) == ["Ana: +$20", "Ana: \u2212$20 (none left)", "Bea: +$120 (at the limit)",
                        "Ana: +1 gold nugget"]
    assert said(ev, "es")[1] == "Ana: \u2212$20 (no le queda)"


def test_characters_are_named_with_their_players():
    event = CharactersRevealed(chosen=["annie_oakley", "y_b_rowdy"])
    assert said([event]) == ["Characters: Ana plays Annie Oakley, Bea plays Y. B. Rowdy"]
    assert said([event], "it") == ["Personaggi: Ana gioca con Annie Oakley, "
                                   "Bea gioca con Y. B. Rowdy"]


def test_a_shown_card_says_why_it_was_shown():
    assert said([CardsShown(seat=0, what="tall_tale", cards=["QS"]),
                 CardsShown(seat=1, what="hand_limit", cards=["3C", "2D"]),
                 CardsShown(seat=1, what="ambush_demand", cards=["9H"]),
                 CardsShown(seat=0, what="lady_luck", cards=["4H", "KD"])]) == [
        "Ana played Q♠ (Tall Tale)", "Bea discarded 3♣, 2♦ (hand limit)",
        "Bea discarded 9♥ for the Ambush", "Ana used Lady Luck: 4♥, K♦"]


def test_secrets_tell_the_table_what_kind_of_thing_happened_and_the_owner_what():
    committed = Secret(seat=0, what="committed", detail="AC", visible_to=(0,))
    assert said([committed]) == ["Ana chose A♣ face down"]
    public = committed.public_message()
    assert public is not None and STRICT(public, {0: "Ana"}) == "Ana chose a card face down"


def test_a_move_names_where_it_ends():
    assert said([Moved(seat=1, path=["DK01", "DK02", "DK03"]), Moved(seat=-1, path=["DK01"]),
                 Moved(seat=-2, path=["DK02", "DK03"]), Moved(seat=-2, path=["DK05"])]) == [
        "Bea moved to DK03: DK01 > DK02 > DK03",
        "The Sheriff moved to Sheriff (DK01)",
        "The Man in Black moved to DK03: DK02 > DK03",
        "The Man in Black moved to DK05"]
