"""The game's driver between questions (`proceed`): setup steps, the start of a turn,
income, the action phase, the end of the turn (story cards, hand limit, Wanted LP), the
end trigger and the next player (§3, §7.1)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.stats import RoundScored
from bot.games.legends import fights, goals, mib, npc, poker, story
from bot.games.legends.data import SPACES
from bot.games.legends.events import GameEnded, Noted, TurnStarted
from bot.games.legends.gains import active, draw, in_town, lp, money, note
from bot.games.legends.movement import ask_post
from bot.games.legends.scoring import scores
from bot.games.legends.seating import around
from bot.games.legends.setup import place_next, reveal
from bot.games.legends.state import LegendsDecision, LegendsState, Player

HAND_LIMIT = 5
ACTIONS = 3


def proceed(s: LegendsState, draws: Draws, ev: list[Event]) -> bool:
    """One automatic step when no question is pending; False when the game is over."""
    if s.phase == "over":
        return False
    if s.phase == "choose":
        reveal(s, draws, ev)
        return True
    if s.phase == "place":
        return place_next(s, ev)
    if goals.check(s, draws, ev):
        return True
    if s.fight is not None:
        if s.fight.target >= 0:
            fights.advance(s, draws, ev)
        else:
            npc.advance(s, draws, ev)
        return True
    if s.poker is not None:
        poker.advance(s, draws, ev)
        return True
    if s.move is not None:
        return ask_post(s)
    return turn_step(s, draws, ev)


def turn_step(s: LegendsState, draws: Draws, ev: list[Event]) -> bool:
    """One step of the turn's structure."""
    who = s.turn
    p = s.players[who]
    if s.stage == "start":
        start_turn(s, draws, ev)
    elif s.stage == "income":
        s.flow.push(LegendsDecision(seat=who, kind="income"),
                    LegendsDecision(seat=who, kind="equip"))
        s.stage, s.actions = "actions", ACTIONS
    elif s.stage == "actions":
        s.flow.push(LegendsDecision(seat=who, kind="action"))
    elif s.stage == "story":
        s.stage = "discard"
        story.resolve(s, draws, ev)
    elif s.stage == "discard":
        if len(p.hand) > hand_limit(p):
            s.flow.push(LegendsDecision(seat=who, kind="discard",
                                        count=len(p.hand) - hand_limit(p)))
        else:
            if len(p.hand) >= 6:
                note(s, who, "hand_6")
            s.stage = "end"
    elif s.stage == "end":
        end_turn(s, ev)
    else:
        round_end(s, draws, ev)
    return True


def hand_limit(p: Player) -> int:
    """5 - wounds; Calamity Jane +1; Doc Holliday ignores wounds (§3.G step 2)."""
    base = HAND_LIMIT + (1 if active(p, "calamity_jane") else 0)
    if not active(p, "doc_holliday"):
        base -= p.wounds
    return max(0, base)


def start_turn(s: LegendsState, draws: Draws, ev: list[Event]) -> None:
    """Reset the per-turn markers; start-of-turn effects (§3.1 step 1)."""
    who = s.turn
    p = s.players[who]
    for q in s.players:
        reset_turn_markers(q)
    ev.append(TurnStarted(seat=who, round=s.round))
    if SPACES[p.space].kind in ("mine", "ranch"):
        p.log.append("start_mine_ranch")
    if active(p, "bass_reeves"):
        draw(s, who, 1, draws, ev)
    if active(p, "stagecoach_mary_fields"):
        money(s, who, 10, ev, "stagecoach_mary_fields")
    s.stage = "income"
    if "harmonica" in p.misc and in_town(p.space):
        s.flow.push(LegendsDecision(seat=who, kind="harmonica"))
    if active(p, "y_b_rowdy") and not in_town(p.space) and p.hand:
        s.flow.push(LegendsDecision(seat=who, kind="rowdy"))


def reset_turn_markers(p: Player) -> None:
    """Appendix L: the per-turn flags reset at the start of each turn, every player's, not
    only at the start of the owner's (the Canvas Duster works once in any player's turn)."""
    p.fought, p.log = [], []
    p.heist = p.placed = p.reputation = p.wyatt = p.duster = False
    p.moves = 0


def end_turn(s: LegendsState, ev: list[Event]) -> None:
    """Wanted LP by row, the end check, and the next player to the left."""
    who = s.turn
    p = s.players[who]
    if p.wp > 0:
        lp(s, who, (p.wp + 2) // 3, ev, "wanted_turn")
    nxt = around(s, who, 1)
    if nxt == s.first:
        s.stage = "round_end"
        return
    next_turn(s, nxt, ev)


def next_turn(s: LegendsState, nxt: int, ev: list[Event]) -> None:
    """The next player's turn begins."""
    s.turn = nxt
    s.stage = "start"
    ev.append(Noted(seat=nxt, what="next"))


def round_end(s: LegendsState, draws: Draws, ev: list[Event]) -> None:
    """The Man in Black acts once per round; then the end check (§7.1) or a new round."""
    if mib.in_play(s) and s.mib_round != s.round:
        s.mib_round = s.round
        mib.resolve(s, draws, ev)
        return
    ev.append(RoundScored(round=s.round, scores=[x.total for x in scores(s)]))  # statistics
    if (s.end_round and s.round >= s.end_round) or \
            (s.options.round_limit and s.round >= s.options.round_limit):
        s.phase = "over"
        ev.append(GameEnded())
        return
    s.round += 1
    next_turn(s, s.first, ev)
