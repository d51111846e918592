"""The boss choice of boss mode `choose` (rules §3, D01)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.tew.actions import ChooseBoss, TewMove
from bot.games.tew.data import BOSSES
from bot.games.tew.events import BossChosen
from bot.games.tew.state import TewDecision, TewState


def boss_legal(state: TewState, d: TewDecision) -> list[TewMove]:
    """BOSS: any boss nobody has taken."""
    used = {p.boss for p in state.players}
    return [ChooseBoss(boss=b) for b in sorted(BOSSES) if b not in used]


def boss_verify(state: TewState, d: TewDecision, action: TewMove) -> Msg | None:
    """BOSS: a real boss card that is still free."""
    if not isinstance(action, ChooseBoss):
        return None
    if action.boss not in BOSSES:
        return msg("tew-no-such-boss")
    if any(p.boss == action.boss for p in state.players):
        return msg("tew-boss-taken")
    return None


def boss_apply(state: TewState, d: TewDecision, action: TewMove, draws: Draws,
               ev: list[Event]) -> None:
    """BOSS: take the card."""
    assert isinstance(action, ChooseBoss)
    state.players[d.seat].boss = action.boss
    ev.append(BossChosen(seat=d.seat, boss=action.boss))


def boss_default(state: TewState, d: TewDecision) -> TewMove:
    """D01 asks for a random unused boss; it is derived from the seed without drawing (X07)."""
    legal = boss_legal(state, d)
    return legal[(state.rng.seed + d.seat) % len(legal)]
