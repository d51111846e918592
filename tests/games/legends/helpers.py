"""Building Western Legends positions for scenario tests: seats with chosen characters,
spaces, hands and money, the turn of one seat in its action phase, and stepping with the
real engine (`step`), so every action is checked exactly as in a game."""

from __future__ import annotations

from typing import Any

from bot.games.core import step
from bot.games.legends.actions import ACTIONS, LegendsMove
from bot.games.legends.data import CARDS
from bot.games.legends.spec import LEGENDS
from bot.games.legends.state import LegendsDecision, LegendsState, Options


def table(n: int, chars: list[str], spaces: list[str], seed: int = 1, active: int = 0,
          **options: Any) -> LegendsState:
    """A game in the action phase of seat 0 (first player), no bandits, with the given
    characters and spaces, empty hands, no money, no items; every deck as shuffled."""
    s = LEGENDS.setup(n, seed, Options(**options))
    s.flow.clear()
    for i, p in enumerate(s.players):
        p.character, p.space = chars[i], spaces[i]
    s.dealt = [[c] for c in chars]
    s.deck = sorted(CARDS)
    s.phase, s.stage, s.actions, s.turn, s.first = "play", "actions", 3, active, 0
    s.bandits = []
    s.flow.push(LegendsDecision(seat=active, kind="action"))
    return s


def give(s: LegendsState, seat: int, cards: list[str]) -> None:
    """Put exactly `cards` in a seat's hand, taking them out of the deck and discard."""
    s.players[seat].hand = list(cards)
    s.deck = [c for c in s.deck if c not in cards]
    s.discard = [c for c in s.discard if c not in cards]


def stack(s: LegendsState, top: list[str]) -> None:
    """Put `top` on top of the poker deck, in order."""
    s.deck = list(top) + [c for c in s.deck if c not in top]


def act(s: LegendsState, seat: int, raw: dict[str, Any] | LegendsMove) -> LegendsState:
    action = raw if not isinstance(raw, dict) else ACTIONS.validate_python(raw)
    return step(LEGENDS, s, seat, action).state


def acts(s: LegendsState, seat: int, raw: dict[str, Any] | LegendsMove) -> tuple[
        LegendsState, list[Any]]:
    action = raw if not isinstance(raw, dict) else ACTIONS.validate_python(raw)
    done = step(LEGENDS, s, seat, action)
    return done.state, done.events


def asked(s: LegendsState) -> list[tuple[int, str]]:
    return [(d.seat, d.kind) for d in s.flow.top()]


def example_1_duel() -> LegendsState:
    """Example 1 of the rules, set up: Annie (6 LP, plain Rifle; K♦ 5♥ 7♦) and Bass (2 LP,
    upgraded Revolver; Q♣ 3♣ 9♥ 2♠) on DK06, Annie to act."""
    s = table(2, ["annie_oakley", "bass_reeves"], ["DK06", "DK06"])
    a, b = s.players
    a.lp, a.weapons, a.weapon = 6, {"rifle": False}, "rifle"
    b.lp, b.weapons, b.weapon = 2, {"revolver": True}, "revolver"
    give(s, 0, ["KD", "5H", "7D"])
    give(s, 1, ["QC", "3C", "9H", "2S"])
    return s
