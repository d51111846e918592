"""The offline console's manners: numbers, amounts and names of moves, a range for a
number out of it, an undo that asks first, who you are at each turn, no Discord markdown."""

from __future__ import annotations

import io
import sys

import pytest

from bot import console
from bot.games.core import ActionText, Msg, msg
from bot.i18n import Voice
from bot.service import Offer
from tests.support.words import STRICT

VOICE = Voice(STRICT)


def offer(token: str, label: Msg, amount: int | None = None) -> Offer:
    return Offer(token, ActionText(label=label, amount=amount))


def hand(*offers: Offer) -> tuple[Offer, ...]:
    """The choices of a hand, as the console lists and picks them."""
    return offers


NAMED = hand(offer("r", msg("ui-rematch-button")), offer("h", msg("ui-my-hand")),
             offer("m", msg("ui-menu-placeholder", where="market")))
BIDS = hand(offer("drop", msg("wow-do-drop")),
            *(offer(f"b{n}", msg("wow-do-bid", amount=n), amount=n) for n in (3, 4, 14, 40)))


@pytest.mark.parametrize(("typed", "token"), [
    ("1", "r"), ("3", "m"), ("rem", "r"), ("MY", "h"), ("my hand", "h")])
def test_a_move_is_picked_by_number_or_a_unique_beginning(typed, token):
    assert console.Console.pick(NAMED, VOICE, typed) == token


def test_a_number_out_of_range_says_the_range():
    said = console.Console.pick(NAMED, VOICE, "7")
    assert VOICE(said) == "Choose 1–3."


def test_a_bid_is_typed_as_its_amount():
    pick = console.Console.pick
    assert pick(BIDS, VOICE, "4") == "b4" and pick(BIDS, VOICE, "bid 4") == "b4"
    assert pick(BIDS, VOICE, "Bid $14") == "b14" and pick(BIDS, VOICE, "40") == "b40"
    assert VOICE(pick(BIDS, VOICE, "5")) == "Choose 3–40."
    assert pick(BIDS, VOICE, "drop") == "drop"
    assert "several moves" in VOICE(pick(BIDS, VOICE, "bid"))


def test_markdown_mentions_and_timestamps_become_plain_text():
    assert console.plain("🏁 **Game over!** use `/hand` or </game join:123>") == \
        "🏁 Game over! use /hand or /game join"
    assert "<t:" not in console.plain("due <t:1900000000:R>")


def test_a_console_turn_says_who_you_are_and_asks_before_undoing(tmp_path, monkeypatch,
                                                                  capsys):
    typed = ["99", "rules", "card appraiser", "undo", "n", "quit"]
    monkeypatch.setattr(sys, "stdin", io.StringIO("\n".join(typed) + "\n"))
    code = console.main(["tew", "--seats", "2", "--ai", "1", "--seed", "3",
                         "--db", str(tmp_path / "c.db"), "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0
    assert "You are Player 1 — blue, K" in out
    assert "Choose 1–" in out
    assert "Right after paying for your first Phase 4 purchase" in out  # the Appraiser
    assert "Take back your last move? (y/n)" in out
    assert "**" not in out and "<t:" not in out


def test_a_script_that_keeps_typing_what_is_not_a_move_stops(tmp_path, monkeypatch, capsys):
    """Issue 18 #11: `yes 1 | ... wow` looped for ever at the first auction ("Choose 4-20.")."""
    monkeypatch.setattr(sys, "stdin", io.StringIO("1\n" * 10_000))
    code = console.main(["wow", "--seats", "3", "--ai", "2", "--seed", "7",
                         "--db", str(tmp_path / "c.db"), "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert code == 0
    assert out.count("Choose 4–20.") == console.SCRIPTED_REFUSALS
    assert "Stopped: 20 inputs in a row were not moves" in out
    assert "Saved. Resume with: " in out and "--resume 1" in out


def test_the_amount_hint_quotes_the_lowest_amounts_own_label(capsys):
    console.Console(None, None).list_moves(BIDS, VOICE)  # type: ignore[arg-type]
    assert 'Type an amount from 3 to 40 (or "Bid $3")' in capsys.readouterr().out


def test_the_offline_hint_runs_the_projects_python(monkeypatch, capsys):
    from bot import __main__ as entry

    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.setattr(entry, "Settings", lambda: type("S", (), {"discord_token": type(
        "T", (), {"get_secret_value": lambda self: ""})()})())
    monkeypatch.setattr(sys, "executable", str(console.Path.cwd() / ".venv/bin/python"))
    assert entry.main([]) == 0
    assert "  .venv/bin/python -m bot.console tew --seats 2 --ai 1" in capsys.readouterr().out


def test_a_single_amount_is_listed_as_a_move_not_typed_from_2_to_2(capsys):
    last_bid = hand(offer("drop", msg("wow-do-drop")), offer("b2", msg("wow-do-bid", amount=2),
                                                             amount=2))
    console.Console(None, None).list_moves(last_bid, VOICE)  # type: ignore[arg-type]
    out = capsys.readouterr().out
    assert "Type an amount" not in out and "  2. Bid $2" in out
    assert console.Console.pick(last_bid, VOICE, "2") == "b2"


@pytest.mark.slow
def test_a_hint_where_the_table_allows_them(tmp_path, monkeypatch, capsys):
    from dataclasses import replace

    from bot.games import GAMES
    from bot.games.core.budget import Budget
    monkeypatch.setitem(GAMES, "tew", replace(GAMES["tew"], budget=Budget(
        playouts=4, worlds=2, width=3, horizon=25)))  # the search, kept short
    for flags, said in (([], "Hints are off at this table."), (["--hints"], "Hint: ")):
        monkeypatch.setattr(sys, "stdin", io.StringIO("hint\nquit\n"))
        assert console.main(["tew", "--seats", "2", "--ai", "1", "--seed", "3", *flags,
                             "--db", str(tmp_path / f"c{len(flags)}.db"),
                             "--out", str(tmp_path)]) == 0
        out = capsys.readouterr().out
        assert said in out and "**" not in out
