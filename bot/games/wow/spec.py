"""The `GameSpec` record for Way Out West."""

from __future__ import annotations

from bot.games.core.model import Action
from bot.games.core.spec import GameSpec
from bot.games.wow.actions import ACTIONS
from bot.games.wow.ai import choose
from bot.games.wow.defaults import default_action
from bot.games.wow.explain import describe
from bot.games.wow.rules import check, legal_actions, play, to_act
from bot.games.wow.rulestext import RULES
from bot.games.wow.scoring import result
from bot.games.wow.setup import setup
from bot.games.wow.state import Options, WowState
from bot.games.wow.view import view


def secrets(state: WowState) -> dict[int, set[str]]:
    """Nothing is hidden in Way Out West (rules §8, R34)."""
    return {s: set() for s in range(state.n)}


def _describe(state: WowState, seat: int, action: Action) -> str:
    return describe(state, seat, action)


WOW = GameSpec(
    key="wow", title="Way Out West", min_seats=3, max_seats=5, Options=Options, State=WowState,
    actions=ACTIONS, setup=setup, to_act=to_act, legal_actions=legal_actions, check=check,
    play=play, view=view, result=result, describe=_describe, default_action=default_action,
    ai=choose, secrets=secrets, rules=RULES,
    blurb="Cattle, towns and shootouts in the Old West (Martin Wallace, 3-5 players).",
)
