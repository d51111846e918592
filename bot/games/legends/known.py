"""What a seat knows beyond the board (`LegendsKnown`): the public remainder of the state
(pending questions, per-turn markers, lifetime records, the fight's and the Saloon game's
counters, the options) and its own secrets the board does not show (its dealt characters,
its NPC card choice as controller, its dealer choice). Anything another seat keeps secret
(§8) is `HIDDEN` or a count; what nobody sees (deck orders, the removed goal) is absent.
"""

from __future__ import annotations

from bot.games.legends import mib
from bot.games.legends.state import Fight, LegendsDecision, LegendsState, Poker
from bot.games.legends.view import (
    HIDDEN,
    KnownFight,
    KnownMove,
    KnownPlayer,
    KnownPoker,
    KnownQuestion,
    LegendsKnown,
)

REVEALED = ("react", "effect", "compare", "outcome")
# Questions whose options are the asked seat's secrets (dealt characters, NPC fight cards,
# Legendary tokens drawn, cards of a hand); their number is public but for Duck and Cover.
SECRET_OPTIONS = ("character", "npc_card", "token", "luck")
SECRET_COUNT = ("duck",)


def question(d: LegendsDecision, who: int) -> KnownQuestion:
    """A pending question as `who` may know it."""
    options = list(d.options)
    if d.seat != who and d.kind in SECRET_OPTIONS:
        options = [HIDDEN] * len(options)
    elif d.seat != who and d.kind in SECRET_COUNT:
        options = []
    return KnownQuestion(id=d.id, seat=d.seat, kind=d.kind, group=d.group, reaction=d.reaction,
                         card=d.card, options=options, count=d.count, what=d.what,
                         wounds=list(d.wounds))


def npc_cards_seen(s: LegendsState, f: Fight, who: int) -> bool:
    """`who` is the controller who drew the NPC's fight cards (§8.1)."""
    return f.controller == who and s.options.npc_choice_mode == "right_player" and f.kind != "mib"


def fight(s: LegendsState, who: int) -> KnownFight | None:
    """The fight's counters and its cards as `who` knows them."""
    f = s.fight
    if f is None:
        return None
    shown = f.stage in REVEALED
    player_fight = f.target >= 0

    def seen(card: str | None, owner: bool) -> str | None:
        return card if card is None or shown or owner else HIDDEN

    other_owner = f.target == who if player_fight else npc_cards_seen(s, f, who)
    return KnownFight(card=seen(f.card, f.fighter == who), other=seen(f.other, other_owner),
                      npc_count=len(f.drawn), passes=f.passes, turn=f.turn, no_mp=f.no_mp,
                      winner=f.winner, mover=f.mover, peeked=len(f.peek))


def poker(g: Poker | None, who: int) -> KnownPoker | None:
    """The Saloon game's counters; `who`'s own choice (as a participant or the dealer)."""
    if g is None:
        return None
    chosen = {w: list(cs) if w == who or (w < 0 and g.dealer == who) else [HIDDEN] * len(cs)
              for w, cs in g.chosen.items()}
    return KnownPoker(asked=list(g.asked), luck=list(g.luck), dealer_cards=len(g.dealer_hand),
                      chosen=chosen)


def known(s: LegendsState, who: int) -> LegendsKnown:
    """The rest of what `who` knows: with its view, enough to rebuild a full state."""
    m = s.move
    resolved = s.story_done + s.resolved
    last = s.last_resolved if not s.last_resolved or s.last_resolved in resolved else None
    return LegendsKnown(
        options=s.options.model_dump(), phase=s.phase, table=list(s.table),
        triggered_by=s.triggered_by, story_done=list(s.story_done), last_resolved=last,
        mib_round=s.mib_round,
        mib_out=sorted(set(mib.CARDS) - set(s.mib_deck)) if s.mib else [],
        flow_phase=s.flow.phase, next_id=s.flow.next_id,
        stack=[question(d, who) for d in s.flow.stack],
        players=[KnownPlayer(heist=p.heist, placed=p.placed, reputation=p.reputation,
                             wyatt=p.wyatt, duster=p.duster, moves=p.moves, log=list(p.log),
                             record=list(p.record)) for p in s.players],
        fight=fight(s, who),
        move=None if m is None else KnownMove(seat=m.seat, steps=m.steps, bandit=m.bandit,
                                              kit=m.kit, sprint=m.sprint,
                                              delivered=m.delivered, pending=m.pending),
        poker=poker(s.poker, who), token_pool=len(s.token_pool),
        dealt=list(s.dealt[who]) if who < len(s.dealt) else [],
        character=s.players[who].character)
