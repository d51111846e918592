"""Determinization (issue 23 #1): a full Western Legends state a seat cannot tell from the
true one, built from its view alone, with everything hidden from it (§8) drawn afresh.

The view's board and `known` give the public state and the seat's own secrets exactly.
Drawn with `draws`: the other seats' dealt characters (and, while choosing, their
choices), their goals and the goal each lost at setup (one whose condition holds is the
lost one: a kept goal would have been completed), the values of others' Legendary tokens
and the pool's order, cattle rewards and the ranch stacks, the story decks below the two
cards in play (whose backs name them), the fight cards drawn for an NPC and the fight
deck, the order of the Man in Black's deck (the cards he has not drawn since his last
shuffle), every poker card the seat has not seen (`determinize_cards`) and the state's
random generator.

Limits: the view does not say which story deck a resolved card went back into when a deck
was rebuilt, nor the hands shown at a showdown still waiting on Lady Luck (the leak
oracle counts them as hand cards); those are drawn from what is left like any other."""

from __future__ import annotations

from bot.games.core.flow import Flow
from bot.games.core.rng import Draws, Rng
from bot.games.legends import goals, mib, npc
from bot.games.legends.data import CATTLE, CHARACTERS, FIGHTS, GOALS, GOALS_DATA, STORIES
from bot.games.legends.determinize_cards import deal_cards, dealer_hand
from bot.games.legends.state import (
    Fight,
    LegendsDecision,
    LegendsState,
    MoveInfo,
    Options,
    Player,
    Poker,
)
from bot.games.legends.story import SLOTS
from bot.games.legends.view import HIDDEN, KnownQuestion, LegendsSeatView

BY_BACK = {(tuple(c.requirement), c.major): c.id for c in STORIES.values()}
"""Story cards by their back (requirement and size): every back is a different card."""


def determinize(view: LegendsSeatView, seat: int, draws: Draws) -> LegendsState:
    """A full state consistent with everything `seat` may know, hidden parts drawn."""
    s = rebuild(view, seat, draws)
    characters(s, view, seat, draws)
    goal_cards(s, view, seat, draws)
    tokens(s, view, seat, draws)
    cattle(s, view, seat, draws)
    story(s, view, draws)
    fight_cards(s, view, seat, draws)
    if s.mib:
        s.mib_deck = draws.shuffled(sorted(set(mib.CARDS) - set(view.known.mib_out)))
    deal_cards(s, view, seat, draws)
    return s


def question(q: KnownQuestion) -> LegendsDecision:
    """A pending question (another seat's hidden options are drawn later)."""
    return LegendsDecision(id=q.id, seat=q.seat, kind=q.kind, group=q.group,
                           reaction=q.reaction, card=q.card, options=list(q.options),
                           count=q.count, what=q.what, wounds=list(q.wounds))


def player(view: LegendsSeatView, i: int, seat: int) -> Player:
    """A player's public mat and markers; the seat's own secrets (others' come later)."""
    v, k = view.players[i], view.known.players[i]
    own = i == seat
    return Player(
        character=view.known.character if own else v.character, space=v.space,
        money=v.money, gold=v.gold, wounds=v.wounds, lp=v.lp, mp=v.mp, wp=v.wp,
        hand=list(view.hand) if own else [], weapons=dict(v.weapons), mounts=dict(v.mounts),
        weapon=v.weapon, mount=v.mount, misc=list(v.misc),
        cattle=view.cattle_token if own else None, discs=list(v.discs), fought=list(v.fought),
        heist=k.heist, placed=k.placed, reputation=k.reputation, wyatt=k.wyatt,
        duster=k.duster, log=list(k.log), moves=k.moves, record=list(k.record),
        goals=list(view.goals) if own else [], done=list(v.goals_done),
        tokens=list(view.token_values) if own else [])


def rebuild(view: LegendsSeatView, seat: int, draws: Draws) -> LegendsState:
    """The public state and the seat's own secrets; hidden parts still empty."""
    k = view.known
    s = LegendsState.model_validate({
        "version": view.version, "rng": Rng(seed=draws.word()), "n": len(view.players),
        "options": Options.model_validate(k.options), "phase": k.phase,
        "stage": view.stage, "players": [player(view, i, seat) for i in range(len(view.players))]})
    s.flow = Flow[LegendsDecision](phase=k.flow_phase, stack=[question(q) for q in k.stack],
                                   next_id=k.next_id)
    s.first, s.table, s.turn, s.round = view.first, list(k.table), view.turn, view.round
    s.actions, s.end_round, s.triggered_by = view.actions, view.end_round, k.triggered_by
    s.sheriff, s.bandits, s.discard = view.sheriff, list(view.bandits), list(view.discard)
    s.story_done = list(k.story_done)
    s.resolved = view.resolved[len(k.story_done):]
    s.stock, s.dice = dict(view.stock), list(view.dice)
    s.last_resolved = k.last_resolved or ""
    s.mib, s.mib_lp, s.mib_card, s.mib_round = view.mib, view.mib_lp, view.mib_card, k.mib_round
    fv, kf, m = view.fight, k.fight, k.move
    if fv is not None and kf is not None:
        s.fight = Fight.model_validate({
            "kind": fv.kind, "fighter": fv.fighter, "target": fv.target,
            "controller": fv.controller, "space": fv.space, "card": kf.card,
            "other": kf.other, "played": list(fv.played), "stage": fv.stage,
            "passes": kf.passes, "turn": kf.turn, "no_mp": kf.no_mp, "winner": kf.winner,
            "mover": kf.mover, "declined": fv.declined})
    if m is not None:
        s.move = MoveInfo(seat=m.seat, steps=m.steps, bandit=m.bandit, kit=m.kit,
                          sprint=m.sprint, delivered=m.delivered, pending=m.pending)
    pv, kp = view.poker, k.poker
    if pv is not None and kp is not None:
        s.poker = Poker(saloon=pv.saloon, active=pv.active, participants=list(pv.participants),
                        asked=list(kp.asked), dealer=pv.dealer, pot=pv.pot, flop=list(pv.flop),
                        dealer_hand=dealer_hand(view, seat), luck=list(kp.luck))
    return s


def characters(s: LegendsState, view: LegendsSeatView, seat: int, draws: Draws) -> None:
    """Other seats' dealt characters (and their secret choice while choosing)."""
    mine = list(view.known.dealt)
    if not mine:
        return
    choosing = s.phase == "choose"
    shown: set[str] = set() if choosing else {p.character for p in s.players}
    pool = draws.shuffled(sorted(set(CHARACTERS) - set(mine) - shown))
    asked = {d.seat for d in s.flow.stack if d.kind == "character"}
    s.dealt = []
    for i, p in enumerate(s.players):
        if i == seat:
            s.dealt.append(mine)
        elif choosing:
            s.dealt.append([pool.pop(), pool.pop()])
            p.character = "" if i in asked else draws.choice(s.dealt[i])
        else:
            s.dealt.append(draws.shuffled([p.character, pool.pop()]))
    for d in s.flow.stack:
        if d.kind == "character" and d.seat != seat:
            d.options = list(s.dealt[d.seat])


def goal_cards(s: LegendsState, view: LegendsSeatView, seat: int, draws: Draws) -> None:
    """Each player's goals and the one removed at setup (Appendix I): the seat's own is
    the one of its 4 it does not hold; another's goals are unmet while it may complete
    more (a goal is completed as soon as it holds), so a met one is the removed one."""
    if not s.options.goals_variant or s.phase == "choose":
        return
    s.goal_discards = []
    for i, p in enumerate(s.players):
        mine = sorted(g for g, data in GOALS.items() if data.character == p.character)
        left = [g for g in mine if g not in p.done and (i != seat or g not in p.goals)]
        if i == seat:
            s.goal_discards.append(left[0] if left else "")
            continue
        met = [g for g in left if goals.met(p, g)]
        out = draws.choice(met if met and s.phase == "play" else left)
        s.goal_discards.append(out)
        p.goals = [g for g in left if g != out]


def tokens(s: LegendsState, view: LegendsSeatView, seat: int, draws: Draws) -> None:
    """Legendary token values kept by others or drawn for their question; the pool."""
    if not s.options.goals_variant or s.phase == "choose":
        return
    pool = [int(v) for v, n in GOALS_DATA.tokens.items() for _ in range(n)]
    mine = list(view.token_values)
    for d in s.flow.stack:
        if d.kind == "token" and d.seat == seat:
            mine += [int(o) for o in d.options]
    for v in mine:
        pool.remove(v)
    pool = draws.shuffled(pool)
    for d in s.flow.stack:
        if d.kind == "token" and d.seat != seat:
            drawn = [pool.pop() for _ in d.options]
            other = next((i for i, v in enumerate(pool) if v != drawn[0]), None)
            if len(set(drawn)) == 1 and other is not None:  # one value alone is not asked
                drawn[0], pool[other] = pool[other], drawn[0]
            d.options = [str(v) for v in drawn]
    for i, p in enumerate(s.players):
        if i != seat:
            p.tokens = [pool.pop() for _ in range(view.players[i].tokens)]
    s.token_pool = pool


def cattle(s: LegendsState, view: LegendsSeatView, seat: int, draws: Draws) -> None:
    """Tokens others carry (their colour is public) and the order of the ranch stacks."""
    for colour in ("green", "blue"):
        pool = draws.shuffled(sorted(c.id for c in CATTLE.values()
                                     if c.colour == colour and c.id != view.cattle_token))
        for i, p in enumerate(s.players):
            if i != seat and view.players[i].cattle == colour:
                p.cattle = pool.pop()
        s.ranches[colour] = pool


def story(s: LegendsState, view: LegendsSeatView, draws: Draws) -> None:
    """The cards in play are named by their backs; the rest of each deck is any card not
    resolved, in any order."""
    tops = {v.slot: BY_BACK[(tuple(v.requirement), v.major)] for v in view.slots}
    pool = draws.shuffled(sorted(set(STORIES) - set(view.resolved) - set(tops.values())))
    s.story = {slot: [] for slot in SLOTS}
    for v in view.slots:
        s.story[v.slot] = [tops[v.slot], *(pool.pop() for _ in range(v.left))]
    if view.known.last_resolved is None:  # since shuffled back into a deck
        s.last_resolved = draws.choice(sorted(c for deck in s.story.values() for c in deck))


def fight_cards(s: LegendsState, view: LegendsSeatView, seat: int, draws: Draws) -> None:
    """The fight cards drawn for an NPC (the controller's own, else drawn: the chosen one
    once shown, the others below it when the strongest is taken) and the fight deck."""
    f, kf = s.fight, view.known.fight
    drawn: list[str] = []
    if f is not None and kf is not None and f.target < 0 and kf.npc_count:
        strongest = f.kind == "mib" or s.options.npc_choice_mode == "auto_strongest"
        if view.npc_cards:
            drawn = list(view.npc_cards)
        else:
            chosen = f.other if f.other in FIGHTS else None
            pool = [c for c in sorted(FIGHTS) if c != chosen and not (
                chosen and strongest and FIGHTS[c].value > FIGHTS[chosen].value)]
            drawn = draws.shuffled([*([chosen] if chosen else []),
                                    *draws.shuffled(pool)[:kf.npc_count - bool(chosen)]])
            if f.other == HIDDEN:
                f.other = npc.strongest(drawn) if strongest else draws.choice(drawn)
        f.drawn = drawn
        for d in s.flow.stack:
            if d.kind == "npc_card" and d.seat != seat:
                d.options = list(drawn)
    s.fight_deck = draws.shuffled(sorted(set(FIGHTS) - set(drawn)))
