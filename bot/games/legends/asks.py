"""Each question as a player reads it, naming what it is about: the opponent, the card,
the place, the story card, and the amount at stake ("Ana declares a Duel on you: fight
or decline?", "pay Bea (Billy the Kid) $10 or give a poker card").

Only public facts are named: a question is shown on the table (status line, board).
Kinds with nothing more to say keep their plain title (`legends-q-<kind>`).
"""

from __future__ import annotations

from collections.abc import Callable

from bot.games.core.words import Msg, msg, seat
from bot.games.legends.decisions import QUESTION
from bot.games.legends.events import fight_kind
from bot.games.legends.gains import half, half_money
from bot.games.legends.names import dice, fight_card, place, story_title
from bot.games.legends.state import Fight, LegendsDecision, LegendsState
from bot.games.legends.values import NPC, value

Asker = Callable[[LegendsState, LegendsDecision], Msg | None]
ASK = "legends-ask-"
SHERIFF_WALKS = ("manhunt", "story")  # walks that move the Sheriff, not the player


def question(s: LegendsState, d: LegendsDecision) -> Msg:
    """The question `d` in words, with its subject when the kind has one."""
    ask = ASKERS.get(d.kind)
    worded = ask(s, d) if ask is not None else None
    return worded if worded is not None else msg(QUESTION + d.kind)


def _fight(s: LegendsState) -> Fight | None:
    return s.fight


def _npc(f: Fight) -> Msg:
    return msg("legends-r-npc", kind=f.kind)


def action(s: LegendsState, d: LegendsDecision) -> Msg:
    """The action menu: how many actions are left."""
    return msg(ASK + "action", actions=s.actions)


def store(s: LegendsState, d: LegendsDecision) -> Msg:
    """The General Store: the money to spend."""
    return msg(ASK + "store", money=s.players[d.seat].money)


def post(s: LegendsState, d: LegendsDecision) -> Msg:
    """After a Move: where it ended."""
    return msg(ASK + "post", place=place(s.players[d.seat].space))


def walk(s: LegendsState, d: LegendsDecision) -> Msg:
    """A step-by-step walk (the Sheriff, or Y. B. Rowdy): the steps left."""
    who = "sheriff" if d.what in SHERIFF_WALKS else d.what or "other"
    return msg(ASK + "walk", who=who, count=d.count)


def billy_pay(s: LegendsState, d: LegendsDecision) -> Msg:
    """Billy the Kid's demand: whom to pay."""
    return msg(ASK + "billy_pay", billy=seat(d.count))


def prospect(s: LegendsState, d: LegendsDecision) -> Msg:
    """Miner's Map or Motherlode: the dice rolled."""
    rolled = " ".join(x for x in s.dice if x not in ("got", "none"))
    return msg(ASK + "prospect", what=d.what or "map", dice=dice(rolled) if rolled else "none")


def story_reward(s: LegendsState, d: LegendsDecision) -> Msg | None:
    """A resolved story card's reward: its title."""
    return msg(ASK + "story_reward", title=story_title(d.card)) if d.card else None


def discard(s: LegendsState, d: LegendsDecision) -> Msg:
    """A discard: why, and how many cards."""
    return msg(ASK + "discard", what=d.what or "limit", count=max(1, d.count))


def join(s: LegendsState, d: LegendsDecision) -> Msg | None:
    """A Saloon game: who started it, where; the $10 ante."""
    g = s.poker
    if g is None:
        return None
    return msg(ASK + "join", who=seat(g.active), saloon=msg("legends-saloon", id=g.saloon))


def answer(s: LegendsState, d: LegendsDecision) -> Msg | None:
    """A declared fight: who declared it and its kind."""
    f = _fight(s)
    if f is None:
        return None
    return msg(ASK + "answer", who=seat(f.fighter), kind=fight_kind(f.kind))


def annie(s: LegendsState, d: LegendsDecision) -> Msg | None:
    """Annie Oakley's demand: who plays her."""
    f = _fight(s)
    if f is None:
        return None
    return msg(ASK + "annie", who=seat(f.fighter if d.seat == f.target else f.target))


def ambush(s: LegendsState, d: LegendsDecision) -> Msg:
    """An Ambush: who played it."""
    return msg(ASK + "ambush", who=seat(s.turn))


def rob(s: LegendsState, d: LegendsDecision) -> Msg:
    """A Rob won: the loser and the two halves at stake."""
    t = s.players[d.count]
    return msg(ASK + "rob", who=seat(d.count), money=half_money(t.money), gold=half(t.gold))


def commit(s: LegendsState, d: LegendsDecision) -> Msg | None:
    """The card against an NPC: which NPC."""
    f = _fight(s)
    return msg(ASK + "commit", npc=_npc(f)) if f is not None and f.target < 0 else None


def npc_card(s: LegendsState, d: LegendsDecision) -> Msg | None:
    """The NPC's fight card: which NPC, against whom."""
    f = _fight(s)
    if f is None:
        return None
    return msg(ASK + "npc_card", npc=_npc(f), who=seat(f.fighter))


def fight_card_hit(s: LegendsState, d: LegendsDecision) -> Msg | None:
    """A fight card with a choice: which card (its effect is in the log, its options in
    the answers)."""
    if not d.card:
        return None
    return msg(ASK + "fight_card", card=fight_card(d.card))


def react(s: LegendsState, d: LegendsDecision) -> Msg | None:
    """The reaction step: the fight's values now (the cards are in the log's reveal)."""
    f = _fight(s)
    if f is None:
        return None
    other = f.target if f.target >= 0 else NPC
    return msg(ASK + "react", mine=value(s, f, f.fighter), theirs=value(s, f, other),
               who=seat(f.fighter))


def duck(s: LegendsState, d: LegendsDecision) -> Msg:
    """Duck and Cover: the wounds coming."""
    return msg(ASK + "duck", count=d.count)


ASKERS: dict[str, Asker] = {
    "action": action, "store": store, "post": post, "walk": walk, "billy_pay": billy_pay,
    "prospect": prospect, "story_reward": story_reward, "discard": discard, "join": join,
    "answer": answer, "annie": annie, "ambush": ambush, "rob": rob,
    "commit": commit, "npc_card": npc_card, "fight_card": fight_card_hit, "react": react,
    "duck": duck,
}
