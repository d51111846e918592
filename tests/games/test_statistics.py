"""End-of-game statistics (issue 22) on each game's golden playthroughs: the figures equal
counts taken straight from the golden file's stored events (by type name, not through the
statistics functions), and the last round's recorded scores are the final result's."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.games import GAMES
from bot.games.core import step
from bot.games.core.stats import game_stats

ROOT = Path(__file__).resolve().parent
GOLDENS = {"tew": ["tew_2p.json", "tew_4p.json"], "wow": ["wow_3p.json", "wow_5p.json"],
           "carson": ["carson_2p.json", "carson_4p.json", "carson_3p_outlaws.json"],
           "legends": ["legends_2p_mib.json", "legends_4p.json", "legends_6p.json"]}


def replayed(kind: str, data: dict[str, Any]) -> tuple[list[Any], Any]:
    """The events of a golden playthrough and its final state."""
    spec = GAMES[kind]
    state = spec.setup(data["n"], data["seed"], spec.options(data["options"]))
    events = []
    for move in data["actions"]:
        done = step(spec, state, move["seat"], spec.parse_action(move["action"]))
        state, events = done.state, [*events, *done.events]
    return events, state


def replayed_events(kind: str, data: dict[str, Any]) -> list[Any]:
    return replayed(kind, data)[0]


def stored(data: dict[str, Any], kind: str) -> list[dict[str, Any]]:
    """The golden file's stored events of type `kind`."""
    return [e for step_events in data["events"] for e in step_events if e["type"] == kind]


def counted(data: dict[str, Any], kind: str, field: str, amount: str | None = None) -> list[int]:
    """Per seat, how many stored events of type `kind` name the seat in `field` (or the
    sum of their `amount`)."""
    found: Counter[int] = Counter()
    for e in stored(data, kind):
        found[e[field]] += 1 if amount is None else e[amount]
    return [found.get(s, 0) for s in range(data["n"])]


def final_scores(data: dict[str, Any]) -> list[int]:
    final = {s["seat"]: s["score"] for s in data["result"]["standings"] if s["seat"] >= 0}
    return [final[s] for s in range(data["n"])]


def golden(kind: str, name: str) -> dict[str, Any]:
    return json.loads((ROOT / kind / "golden" / name).read_text(encoding="utf-8"))


@pytest.mark.slow
@pytest.mark.parametrize("name", GOLDENS["tew"])
def test_tew_statistics(name: str):
    data = golden("tew", name)
    stats = game_stats(GAMES["tew"].statistics, replayed_events("tew", data), data["n"])
    figures = {line.label.key: line.values for line in stats.lines}
    assert figures == {
        "tew-stat-buildings": counted(data, "BuildingBought", "seat"),
        "tew-stat-duels-won": counted(data, "DuelWon", "winner"),
        "tew-stat-duels-lost": counted(data, "DuelWon", "loser"),
        "tew-stat-wanted": counted(data, "WantedTaken", "seat")}
    assert sum(figures["tew-stat-buildings"]) > 0
    assert stats.rounds[-1] == final_scores(data)
    assert len(stats.rounds) == max(e["round"] for e in stored(data, "RoundEnded"))


@pytest.mark.slow
@pytest.mark.parametrize("name", GOLDENS["wow"])
def test_wow_statistics(name: str):
    data = golden("wow", name)
    stats = game_stats(GAMES["wow"].statistics, replayed_events("wow", data), data["n"])
    figures = {line.label.key: line.values for line in stats.lines}
    income = [sum(e["amounts"][s] for e in stored(data, "IncomePaid")) for s in range(data["n"])]
    shootouts = [sum(1 for e in stored(data, "ShootoutEnded")
                     if (e["winner"] == "a" and e["attacker"] == s)
                     or (e["winner"] == "d" and e["defender"] == s)) for s in range(data["n"])]
    assert figures == {
        "wow-stat-auctions": counted(data, "AuctionWon", "seat", "paid"),
        "wow-stat-income": income,
        "wow-stat-cattle": counted(data, "CattleBought", "seat"),
        "wow-stat-built": counted(data, "Built", "seat"),
        "wow-stat-shootouts-won": shootouts}
    assert sum(figures["wow-stat-auctions"]) > 0 and sum(figures["wow-stat-cattle"]) > 0
    assert stats.rounds[-1] == final_scores(data) == stored(data, "GameEnded")[0]["scores"]
    assert len(stats.rounds) == len(stored(data, "RoundStarted"))


def test_tew_duels_count_for_the_winner_and_the_loser():
    from bot.games.tew.events import DuelWon

    events = [DuelWon(winner=1, loser=0, spot="BANK", winner_power=5, loser_power=3),
              DuelWon(winner=1, loser=2, spot="BANK", winner_power=4, loser_power=1)]
    figures = {x.label.key: x.values for x in GAMES["tew"].statistics(events, 3)}
    assert figures["tew-stat-duels-won"] == [0, 2, 0]
    assert figures["tew-stat-duels-lost"] == [1, 0, 1]


def by_message(data: dict[str, Any], what: str, amount: str | None = None) -> list[int]:
    """Per seat, the Carson events worded `carson-ev-<what>` (their `who`), counted or
    summed by their `amount` argument: read from the messages' arguments, not the types."""
    out = [0] * data["n"]
    for step_events in data["events"]:
        for e in step_events:
            if e.get("what") == what:
                out[e["args"]["who"]["seat"]] += 1 if amount is None else e["args"][amount]
    return out


@pytest.mark.slow
@pytest.mark.parametrize("name", GOLDENS["carson"])
def test_carson_statistics(name: str):
    data = golden("carson", name)
    stats = game_stats(GAMES["carson"].statistics, replayed_events("carson", data), data["n"])
    figures = {line.label.key: line.values for line in stats.lines}
    assert figures == {
        "carson-stat-duels-won": by_message(data, "duel-won"),
        "carson-stat-money-buildings": by_message(data, "income", "money"),
        "carson-stat-money-salary": by_message(data, "salary", "money"),
        "carson-stat-money-theft": by_message(data, "stole", "money"),
        "carson-stat-money-bank": by_message(data, "gained", "money"),
        "carson-stat-bought": by_message(data, "bought")}
    assert sum(figures["carson-stat-money-buildings"]) > 0
    assert stats.rounds[-1] == final_scores(data) and len(stats.rounds) == 4


@pytest.mark.slow
@pytest.mark.parametrize("name", GOLDENS["legends"])
def test_legends_statistics(name: str):
    data = golden("legends", name)
    stats = game_stats(GAMES["legends"].statistics, replayed_events("legends", data), data["n"])
    figures = {(line.label.key, line.label.args.get("source")): line.values
               for line in stats.lines}
    lp = [sum(v[s] for (key, _), v in figures.items() if key == "legends-stat-lp")
          for s in range(data["n"])]
    noted = [e for e in stored(data, "Noted")]
    assert lp == [sum(e["n"] for e in noted if e["what"] == "lp" and e["seat"] == s)
                  for s in range(data["n"])]  # every LP the table was told of has a source
    assert figures[("legends-stat-fights-won", None)] == [
        sum(1 for e in stored(data, "FightEnded") if e["winner"] == s) for s in range(data["n"])]
    assert figures[("legends-stat-gold", None)] == [
        sum(e["n"] for e in noted if e["what"] == "gold" and e["n"] > 0 and e["seat"] == s)
        for s in range(data["n"])]
    assert figures[("legends-stat-wanted", None)] == [
        sum(1 for e in noted if e["what"] == "wp" and e["seat"] == s) for s in range(data["n"])]
    assert stats.rounds[-1] == final_scores(data)


def test_legends_lp_are_told_apart_by_source():
    from bot.games.legends.events import LpScored

    events = [LpScored(seat=0, n=2, source="fight"), LpScored(seat=1, n=1, source="gold"),
              LpScored(seat=0, n=1, source="gold"), LpScored(seat=1, n=-1, source="fight")]
    lines = GAMES["legends"].statistics(events, 2)
    by_source = {x.label.args["source"]: x.values for x in lines
                 if x.label.key == "legends-stat-lp"}
    assert by_source == {"fight": [2, -1], "gold": [1, 1]}


@pytest.mark.slow
def test_carson_games_stored_before_the_typed_events_count_the_same():
    from bot.games.carson.events import Happened

    data = golden("carson", "carson_4p.json")
    events = replayed_events("carson", data)
    old = [Happened(what=e.what, args=e.args) if isinstance(e, Happened) else e for e in events]
    assert {type(e) for e in old if isinstance(e, Happened)} == {Happened}
    spec = GAMES["carson"]
    assert spec.statistics(old, 4) == spec.statistics(events, 4)


def test_the_final_scores_parts_are_statistics_where_the_result_names_them():
    from bot.games.core import Result
    from bot.games.core.stats import score_parts

    data = golden("tew", "tew_3p.json")
    result = Result.model_validate(data["result"])
    lines = {x.label.args["part"].args["part"]: x.values for x in score_parts(result, 3)}
    for standing in data["result"]["standings"]:
        for part in standing["parts"]:
            assert lines[part["label"]["args"]["part"]][standing["seat"]] == part["points"]
    assert set(lines) == {"buildings", "industry", "wanted"}


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "name", "each"), [
    ("tew", "tew_4p.json", 1), ("carson", "carson_4p.json", 4), ("legends", "legends_4p.json", 1)])
def test_the_characters_or_bosses_each_seat_played(kind: str, name: str, each: int):
    data = golden(kind, name)
    events, final = replayed(kind, data)
    stats = game_stats(None, events, data["n"], roles=GAMES[kind].roles, final=final)
    assert [len(r) for r in stats.roles] == [each] * data["n"]
    if kind == "carson":  # the characters taken, from the table's own words
        took = [[e["args"]["card"] for e in stored(data, "Happened")
                 if e["what"] == "took" and e["args"]["who"]["seat"] == s]
                for s in range(data["n"])]
        assert [[m.model_dump(mode="json") for m in r] for r in stats.roles] == took
