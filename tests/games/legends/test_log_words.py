"""The log of Western Legends reads as sentences: changes with their sign and why they fell
short, characters and cards by name, reasons for a card shown, places by name."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.legends import gains, locations
from bot.games.legends.events import (
    CardsShown,
    CharactersRevealed,
    FightRevealed,
    Moved,
    Noted,
    Secret,
    StoryResolved,
)
from bot.games.legends.spec import LEGENDS
from bot.i18n import words
from tests.games.legends.helpers import act, acts, example_1_duel, give, table
from tests.support.words import STRICT


def said(events: list[Event], locale: str = "en") -> list[str]:
    """What the events say to whoever may read them (records nobody reads are left out)."""
    voice = STRICT if locale == "en" else words(locale)
    return [voice(e.message(), {0: "Ana", 1: "Bea"}) for e in events if e.visible_to != ()]


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
        "Ana played Queen of Spades (Tall Tale)",
        "Bea discarded 3 of Clubs, 2 of Diamonds (hand limit)",
        "Bea discarded 9 of Hearts for the Ambush",
        "Ana used Lady Luck: 4 of Hearts, King of Diamonds"]


def test_secrets_tell_the_table_what_kind_of_thing_happened_and_the_owner_what():
    committed = Secret(seat=0, what="committed", detail="AC", visible_to=(0,))
    assert said([committed]) == ["Ana chose Ace of Clubs face down"]
    public = committed.public_message()
    assert public is not None and STRICT(public, {0: "Ana"}) == "Ana chose a card face down"


def test_a_move_names_where_it_ends():
    assert said([Moved(seat=1, path=["DK01", "DK02", "DK03"]), Moved(seat=-1, path=["DK01"]),
                 Moved(seat=-2, path=["DK02", "DK03"]), Moved(seat=-2, path=["DK05"])]) == [
        "Bea moved to DK03: DK01 > DK02 > DK03",
        "The Sheriff moved to Sheriff's Office (DK01)",
        "The Man in Black moved to DK03: DK02 > DK03",
        "The Man in Black moved to DK05"]


def test_a_fight_says_why_a_card_is_worth_less_than_printed():
    """Example 1 of the rules: Bass's upgraded Revolver takes 1 from Annie's King, so K♦
    against Q♣ reads 12 against 12, and the log says why."""
    s = example_1_duel()
    s = act(s, 0, {"kind": "fight", "target": 1, "type": "duel", "card": "KD"})
    s = act(s, 1, {"kind": "answer", "how": "fight", "card": "QC"})
    _, events = acts(s, 1, {"kind": "pick", "card": "3C"})
    reveal = [e for e in events if isinstance(e, FightRevealed)]
    assert said(reveal) == ["Ana's duel: King of Diamonds against Queen of Clubs (12 vs 12: "
                            "upgraded Revolver \u22121 to King of Diamonds)"]
    assert said(reveal, "es") == ["Pelea de Ana (duelo): Rey de diamantes contra Reina de "
                                  "tréboles (12 contra 12: Revólver mejorado \u22121 a Rey de "
                                  "diamantes)"]


def test_a_change_names_its_source_and_dice_faces_are_named():
    s = table(2, ["annie_oakley", "bass_reeves"], ["RF02", "DK01"])
    ev: list[Event] = []
    s.players[0].money = 60
    locations.revel(s, 0, 60, ev)
    ev.append(Noted(seat=1, what="rolled", detail="R-R-$ B"))
    ev.append(Noted(seat=1, what="fight_card", detail="FK"))
    assert said(ev, "es") == ["Ana: \u2212$60 (juerga en el Cabaret)",
                              "Ana: +2 PL (juerga en el Cabaret)",
                              "Bea tiró los dados: $10 y repetir \u203a $10 y repetir \u203a $10;"
                              " grava (nada)",
                              "Bea sufre la carta de pelea K: +1 PL"]


def test_places_stories_and_income_reach_a_spanish_player_in_spanish():
    assert said([Moved(seat=0, path=["NR02", "NR01"]), Moved(seat=0, path=["DK05", "DK10"]),
                 StoryResolved(card="S33", title="Heavy Pockets"),
                 Noted(seat=1, what="income", detail="cards")], "es") == [
        "Ana fue a Guarida B (NR01): NR02 > NR01", "Ana fue a Banco (DK10): DK05 > DK10",
        "Carta de historia resuelta: «Bolsillos pesados»",
        "Bea cobró ingresos: 2 cartas de póquer"]


def test_the_hand_starts_with_the_seat_s_own_figures():
    s = table(2, ["annie_oakley", "bass_reeves"], ["DK01", "DK02"])
    p = s.players[1]
    p.lp, p.money, p.gold, p.wounds, p.wp = 7, 40, 3, 1, 2
    give(s, 1, ["4C"])
    lines = LEGENDS.seat_view(s, 1).hand_lines()
    assert [words("es")(m) for m in lines[:2]] == [
        "Tú: 7 PL · $40 · 3 pepitas de oro · 1 herida · Buscado 2", "4 de tréboles: Manos Arriba"]
