"""The `GameSpec` of Tiny Epic Western."""

from __future__ import annotations

from bot.games.core.spec import GameSpec
from bot.games.tew.actions import ACTIONS
from bot.games.tew.ai import ai
from bot.games.tew.hidden import secrets
from bot.games.tew.labels import describe
from bot.games.tew.rules import check, default_action, legal_actions, play, to_act
from bot.games.tew.rulestext import RULES
from bot.games.tew.scoring import result
from bot.games.tew.setup import setup
from bot.games.tew.state import TewOptions, TewState
from bot.games.tew.view import view

TEW = GameSpec(
    key="tew",
    title="Tiny Epic Western",
    min_seats=1,
    max_seats=4,
    Options=TewOptions,
    State=TewState,
    actions=ACTIONS,
    setup=setup,
    to_act=to_act,
    legal_actions=legal_actions,
    check=check,
    play=play,
    view=view,
    result=result,
    describe=describe,
    default_action=default_action,
    ai=ai,
    secrets=secrets,
    rules=RULES,
    blurb="Poker hands, duels and land grabs in a tiny frontier town (1-4 players, solo Rival).",
)
