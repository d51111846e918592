"""Projection of a state into its views (§8): the public table and a seat's view."""

from __future__ import annotations

from bot.games.core.words import Msg, msg, seat
from bot.games.legends.asks import question as ask
from bot.games.legends.data import CATTLE, GOALS, STORIES, card_order, discs_needed, effect
from bot.games.legends.decisions import FLOW
from bot.games.legends.gains import ABILITY_LP
from bot.games.legends.known import known
from bot.games.legends.names import cattle, place, poker_card
from bot.games.legends.seating import from_seat
from bot.games.legends.state import LegendsState, Player
from bot.games.legends.story import SLOTS, card_in, discs_on
from bot.games.legends.values import NPC, printed, value
from bot.games.legends.view import (
    FightView,
    LegendsSeatView,
    LegendsTableView,
    PlayerView,
    PokerView,
    QuestionView,
    SlotView,
)

REVEALED = ("react", "effect", "compare", "outcome")
PUBLIC_CARD = ("fight_card", "story_reward")
DICE_FLAGS = ("got", "none")  # `s.dice` after the faces were applied: no faces to show


def player_view(s: LegendsState, i: int, p: Player) -> PlayerView:
    """One player's public mat."""
    return PlayerView(
        seat=i, character=p.character if s.phase != "choose" else "", space=p.space,
        money=p.money, gold=p.gold, wounds=p.wounds, lp=p.lp, mp=p.mp, wp=p.wp,
        cards=len(p.hand), weapons=dict(p.weapons), mounts=dict(p.mounts), weapon=p.weapon,
        mount=p.mount, misc=list(p.misc),
        cattle=CATTLE[p.cattle].colour if p.cattle else None, discs=list(p.discs),
        fought=list(p.fought), legendary=p.lp >= ABILITY_LP, goals_done=list(p.done),
        tokens=len(p.tokens))


def slot_view(s: LegendsState, slot: str) -> SlotView | None:
    """The public side of an available story card."""
    card = card_in(s, slot)
    if card is None:
        return None
    data = STORIES[card]
    return SlotView(slot=slot, requirement=list(data.requirement), major=data.major,
                    needed=discs_needed(card, s.n), discs=discs_on(s, slot),
                    left=len(s.story[slot]) - 1)


def fight_view(s: LegendsState) -> FightView | None:
    """The public side of the fight in progress."""
    f = s.fight
    if f is None:
        return None
    shown = f.stage in REVEALED
    return FightView(kind=f.kind, fighter=f.fighter, target=f.target,
                     controller=f.controller, space=f.space, stage=f.stage,
                     card=f.card if shown else None, other=f.other if shown else None,
                     played=list(f.played),
                     mine=value(s, f, f.fighter) if shown else None,
                     theirs=value(s, f, f.target if f.target >= 0 else NPC) if shown else None,
                     declined=f.declined)


def poker_view(s: LegendsState) -> PokerView | None:
    """The public side of the Saloon game in progress."""
    g = s.poker
    if g is None:
        return None
    return PokerView(saloon=g.saloon, active=g.active, participants=list(g.participants),
                     dealer=g.dealer, pot=g.pot, flop=list(g.flop),
                     chosen=sorted(w for w in g.chosen if w >= 0))


def status(s: LegendsState, acting: list[int]) -> Msg:
    """The one-line status: round, turn, who must answer what."""
    if s.phase == "over":
        return msg("legends-status-over")
    top = s.flow.top()
    question = ask(s, top[0]) if top else msg("legends-q-none")
    return msg("legends-status", round=s.round, who=seat(acting[0] if acting else s.turn),
               turn=seat(s.turn), question=question, target=s.options.target_lp)


def summary(players: list[PlayerView]) -> list[Msg]:
    """One line per player for the alt text."""
    return [msg("legends-line", who=seat(p.seat), character=msg(
                "legends-card-character-name", id=p.character) if p.character else "none",
                space=place(p.space) if p.space else "none", lp=p.lp, money=p.money, gold=p.gold,
                wounds=p.wounds, mp=p.mp, wp=p.wp, cards=p.cards)
            for p in players]


def own_line(p: Player) -> Msg:
    """The hand's first line: the seat's own LP, money, gold, wounds and track."""
    track, n = ("marshal", p.mp) if p.mp else ("wanted", p.wp) if p.wp else ("none", 0)
    return msg("legends-hand-me", lp=p.lp, money=p.money, gold=p.gold, wounds=p.wounds,
               track=track, n=n)


def table_view(s: LegendsState) -> LegendsTableView:
    """What everyone sees."""
    acting = sorted(FLOW.to_act(s))
    slots = [v for v in (slot_view(s, x) for x in SLOTS) if v is not None]
    questions = [QuestionView(seat=d.seat, kind=d.kind, what=d.what, count=d.count,
                              card=d.card if d.kind in PUBLIC_CARD else "", text=ask(s, d))
                 for d in s.flow.top()]
    players = [player_view(s, i, p) for i, p in enumerate(s.players)]
    return LegendsTableView(
        status=status(s, acting),
        players=players, round=s.round,
        first=s.first, order=from_seat(s, s.first), turn=s.turn, stage=s.stage, actions=s.actions,
        target=s.options.target_lp, end_round=s.end_round, sheriff=s.sheriff,
        bandits=list(s.bandits), slots=slots, resolved=list(s.story_done + s.resolved),
        discard=list(s.discard), deck=len(s.deck),
        fight_deck=len(s.fight_deck), stock=dict(s.stock),
        ranches={k: len(v) for k, v in s.ranches.items()}, fight=fight_view(s),
        poker=poker_view(s), questions=questions, dice=[d for d in s.dice if d not in DICE_FLAGS], mib=s.mib, mib_lp=s.mib_lp, mib_card=s.mib_card,
        mib_deck=len(s.mib_deck), summary=summary(players))


def seat_view(s: LegendsState, who: int, table: LegendsTableView | None = None) -> LegendsSeatView:
    """What one seat sees: the table plus its secrets (`table`: the table view of `s`, if
    built already; read, never changed)."""
    table = table_view(s) if table is None else table
    p = s.players[who]
    d = s.flow.of(who)
    f = s.fight
    offered = list(d.options) if d is not None else []
    committed: list[str] = []
    drawn: list[str] = []
    if f is not None:
        mine = f.card if f.fighter == who else f.other if f.target == who else None
        committed = [mine] if mine else []
        if f.controller == who and s.options.npc_choice_mode == "right_player":
            drawn = list(f.drawn)
    g = s.poker
    poker_cards: list[str] = []
    if g is not None:
        poker_cards = list(g.chosen.get(who, [])) + (list(g.dealer_hand) if g.dealer == who
                                                     else [])
    lines = [own_line(p)]
    lines += [msg("legends-hand-card", card=poker_card(c), effect=msg("legends-effect",
                                                                      name=effect(c)))
              for c in sorted(p.hand, key=card_order)]
    if p.cattle:
        lines.append(msg("legends-hand-cattle", token=cattle(p.cattle)))
    lines += [msg("legends-hand-goal", text=msg(
                  "legends-goal-text", tag=GOALS[g].tag, count=GOALS[g].count))
              for g in p.goals]
    lines += [msg("legends-hand-token", value=v) for v in p.tokens]
    return LegendsSeatView(
        **dict(table), seat=who, hand=sorted(p.hand, key=lambda c: (printed(c), c)), offered=offered,
        cattle_token=p.cattle, committed=committed, npc_cards=drawn,
        peek=list(f.peek) if f is not None and f.fighter == who else [],
        poker_cards=poker_cards, goals=list(p.goals), token_values=list(p.tokens),
        lines=lines, known=known(s, who))


def playout_view(s: LegendsState, who: int) -> LegendsSeatView:
    """The fields of `who`'s seat view that the heuristic reads (`ai.choose`: the players'
    mats, the questions without their words, its hand and cattle token, the bandits, the
    end round), for the searching bot's playouts, which never show it: built without the
    rest, in a fraction of the time. Any other field is missing and reading it raises;
    `tests/games/legends/test_ai_rollout.py` holds `choose` on it to `choose` on the seat
    view."""
    p = s.players[who]
    return LegendsSeatView.model_construct(
        seat=who, players=[player_view(s, i, q) for i, q in enumerate(s.players)],
        questions=[QuestionView(seat=d.seat, kind=d.kind, what=d.what, count=d.count,
                                card=d.card if d.kind in PUBLIC_CARD else "")
                   for d in s.flow.top()],
        hand=sorted(p.hand, key=lambda c: (printed(c), c)), cattle_token=p.cattle,
        bandits=list(s.bandits), end_round=s.end_round)
