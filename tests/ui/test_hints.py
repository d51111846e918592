"""`/hint` in words, in the three languages: the move as its button reads, the expected
result and the next best, or the only move."""

from bot.games.core import ActionText, msg
from bot.i18n import Voice, words
from bot.service import Hint, HintOption
from bot.ui.hints import hint_lines

MINE = HintOption(ActionText(label=msg("ui-plain", text="Buy the Mine")), 62)
PASS = HintOption(ActionText(label=msg("ui-plain", text="Pass")), 48)


def said(hint: Hint, language: str) -> str:
    return "\n".join(Voice(words(language)).lines(hint_lines(hint)))


def test_a_hint_names_the_move_its_expected_result_and_the_next_best():
    hint = Hint(1, {}, MINE, (PASS,), choices=5)
    assert said(hint, "en").splitlines()[0] == (
        "Hint: **Buy the Mine** — expected 62% (next best: Pass, 48%).")
    assert said(hint, "es").startswith("Pista: **Buy the Mine** — resultado esperado 62 % "
                                       "(la siguiente mejor: Pass, 48 %).\n")
    assert said(hint, "it").startswith("Suggerimento: **Buy the Mine** — risultato atteso 62% "
                                       "(la seconda scelta: Pass, 48%).\n")


def test_an_only_move_is_said_without_a_percentage():
    assert said(Hint(1, {}, MINE, (), choices=1), "es") == "Pista: **Buy the Mine** es tu " \
                                                          "única jugada."


def test_an_unweighed_move_says_the_bot_was_busy():
    hint = Hint(1, {}, HintOption(MINE.text, None), (), choices=5)
    assert said(hint, "en") == ("Hint: **Buy the Mine** — the bot's usual move here (it is too "
                                "busy to weigh the others right now: ask again in a moment).")


def test_a_move_that_did_better_in_fewer_trials_is_said_not_to_be_trusted_yet():
    """The search keeps the heuristic's choice unless a challenger beat it clearly: the
    hint names the bot's move and says why the other's higher figure did not win."""
    hint = Hint(1, {}, PASS, (MINE,), choices=5)
    assert said(hint, "en").splitlines()[0] == (
        "Hint: **Pass** — expected 48%. The move Buy the Mine did a little better in fewer "
        "trial games (62%), not by enough to trust over the bot's own judgement.")
    assert "La jugada Buy the Mine salió algo mejor" in said(hint, "es")
    assert "La mossa Buy the Mine è andata un po' meglio" in said(hint, "it")


def test_a_decision_the_bot_plays_by_rule_says_so():
    """Not "busy": the bot weighs no moves at this kind of decision (or in this game)."""
    hint = Hint(1, {}, HintOption(MINE.text, None), (), choices=5, searches=False)
    assert said(hint, "en") == ("Hint: **Buy the Mine** — the bot's move here (it plays this "
                                "kind of decision by its rules of thumb, without trial games).")
    assert "reglas prácticas" in said(hint, "es") and "regole pratiche" in said(hint, "it")
