"""Questions of a round (rules §3-§4): the boss (setup), the Phase 1 keep, the Rancher and a
placement (Phase 2), a duel's moves, a choice of influence, and the Sheriff's pot. The rule
effects that ask them live in `rounds`, `turns`, `duels`, `influence` and `resolution`."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.tew import names
from bot.games.tew.actions import ChooseBoss, Decline, DuelMove, Gain, Keep, Pay, Place, SheriffPot
from bot.games.tew.board import least_type, pay, standing
from bot.games.tew.cards import natural_order
from bot.games.tew.data import BOSSES, INFS, gainable
from bot.games.tew.duels import add_card, ask_loser, finish, force_rival, pay_type, start_duel
from bot.games.tew.events import (
    BossChosen,
    DieRerolled,
    DuelStood,
    PossePlaced,
    ThirdPosseStood,
)
from bot.games.tew.influence import gain_ev, wasted
from bot.games.tew.placement import (
    arrival_waste,
    arrive,
    place_options,
    placement_problem,
    put_posse,
    side_problem,
)
from bot.games.tew.questions_buildings import pay_types, pay_verify
from bot.games.tew.rounds import keep
from bot.games.tew.state import RIVAL, TewDecision, TewState


def boss_legal(state: TewState, d: TewDecision) -> list[ChooseBoss]:
    """BOSS: any boss nobody has taken."""
    used = {p.boss for p in state.players}
    return [ChooseBoss(boss=b) for b in sorted(BOSSES) if b not in used]


def boss_verify(state: TewState, d: TewDecision, action: ChooseBoss) -> Msg | None:
    """BOSS: a real boss card that is still free."""
    if action.boss not in BOSSES:
        return msg("tew-no-such-boss")
    if any(p.boss == action.boss for p in state.players):
        return msg("tew-boss-taken")
    return None


def boss_apply(state: TewState, d: TewDecision, action: ChooseBoss, draws: Draws,
               ev: list[Event]) -> None:
    """BOSS: take the card."""
    state.players[d.seat].boss = action.boss
    ev.append(BossChosen(seat=d.seat, boss=action.boss))


def boss_default(state: TewState, d: TewDecision) -> ChooseBoss:
    """D01 asks for a random unused boss; it is derived from the seed without drawing (X07)."""
    legal = boss_legal(state, d)
    return legal[(state.rng.seed + d.seat) % len(legal)]


def keep_legal(state: TewState, d: TewDecision) -> list[Keep]:
    """KEEP: one of the dealt cards."""
    return [Keep(card=c) for c in state.players[d.seat].options]


def keep_verify(state: TewState, d: TewDecision, action: Keep) -> Msg | None:
    """KEEP: a card this seat was dealt."""
    if action.card not in state.players[d.seat].options:
        return msg("tew-not-dealt")
    return None


def keep_apply(state: TewState, d: TewDecision, action: Keep, draws: Draws,
               ev: list[Event]) -> None:
    """KEEP: keep the card; the others go to the discard pile."""
    keep(state, d.seat, action.card, ev)


def keep_default(state: TewState, d: TewDecision) -> Keep:
    """D03: the highest natural card."""
    return Keep(card=max(state.players[d.seat].options, key=natural_order))


def place_legal(state: TewState, d: TewDecision) -> list[Place]:
    """PLACE: every open (spot, side); those whose arrival gain the cap of 6 would swallow
    come last."""
    def waste(action: Place) -> int:
        return arrival_waste(state, d.seat, action.spot, action.side)

    return sorted(place_options(state, d.seat), key=waste)


def place_verify(state: TewState, d: TewDecision, action: Place) -> Msg | None:
    """PLACE: the spot is open to this seat and has that side."""
    return placement_problem(state, d.seat, action.spot) or side_problem(action.spot, action.side)


def place_apply(state: TewState, d: TewDecision, action: Place, draws: Draws,
                ev: list[Event]) -> None:
    """PLACE: a duel when a standing posse holds the spot, else arrive."""
    player = state.players[d.seat]
    player.to_place -= 1
    player.placed += 1
    state.last_spot = action.spot
    state.place_step = "rival" if state.solo else "next"
    ev.append(PossePlaced(seat=d.seat, spot=action.spot, side=action.side))
    top = standing(state, action.spot)
    if top is not None:
        start_duel(state, d.seat, top.owner, action.spot, action.side, draws, ev)
        return
    put_posse(state, d.seat, action.spot, action.side)
    arrive(state, d.seat, action.spot, action.side, ev)


def place_default(state: TewState, d: TewDecision) -> Place:
    """D05: the first spot in canonical order needing no duel, side INSTANT/PLUS/UP."""
    preferred = ("INSTANT", "PLUS", "UP", None)
    legal = place_options(state, d.seat)
    free = [a for a in legal if standing(state, a.spot) is None]
    pool = free or legal
    same = [a for a in pool if a.spot == pool[0].spot]
    return next((a for a in same if a.side in preferred), same[0])


def rancher_legal(state: TewState, d: TewDecision) -> list[Pay | Decline]:
    """RANCHER: pay 1 of a type held, or decline."""
    return [*[Pay(type=t) for t in pay_types(state, d.seat, 1)], Decline()]


def rancher_verify(state: TewState, d: TewDecision, action: Pay | Decline) -> Msg | None:
    """RANCHER: the unit must be held."""
    return pay_verify(state, d.seat, action, 1)


def rancher_apply(state: TewState, d: TewDecision, action: Pay | Decline, draws: Draws,
                  ev: list[Event]) -> None:
    """RANCHER: pay 1 and stand the third posse for this round."""
    if not isinstance(action, Pay):
        return
    player = state.players[d.seat]
    pay(state, d.seat, {action.type: 1})  # one event: ThirdPosseStood says what was paid
    player.third = True
    player.to_place += 1
    ev.append(ThirdPosseStood(seat=d.seat, paid=action.type))


def duel_legal(state: TewState, d: TewDecision) -> list[DuelMove]:
    """DUEL: reroll, reveal, force the Rival (solo), or stand."""
    duel = state.duel
    assert duel is not None
    player = state.players[d.seat]
    out: list[DuelMove] = []
    if player.inf[pay_type(duel, d.seat)] >= 1:
        out.append(DuelMove(move="REROLL"))
    if not player.added and player.kept is not None:
        out.append(DuelMove(move="REVEAL"))
    if RIVAL in (duel.attacker, duel.defender):
        for move in ("RIVAL_REROLL", "RIVAL_REDRAW"):
            out.extend(DuelMove(move=move, pay=t) for t in INFS if player.inf[t] >= 1)
    out.append(DuelMove(move="STAND"))
    return out


def duel_verify(state: TewState, d: TewDecision, action: DuelMove) -> Msg | None:
    """DUEL: each move's condition, checked directly."""
    duel = state.duel
    assert duel is not None
    player = state.players[d.seat]
    forcing = action.move in ("RIVAL_REROLL", "RIVAL_REDRAW")
    if not forcing and action.pay is not None:
        return msg("tew-duel-no-pay")
    if action.move == "REROLL" and player.inf[pay_type(duel, d.seat)] < 1:
        return msg("tew-reroll-cost", type=names.inf(pay_type(duel, d.seat)))
    if action.move == "REVEAL" and (player.added or player.kept is None):
        return msg("tew-already-added")
    if forcing:
        if RIVAL not in (duel.attacker, duel.defender):
            return msg("tew-rival-only")
        if action.pay is None:
            return msg("tew-force-pay")
        if player.inf[action.pay] < 1:
            return msg("tew-cannot-pay", n=1, type=names.inf(action.pay))
    return None


def duel_apply(state: TewState, d: TewDecision, action: DuelMove, draws: Draws,
               ev: list[Event]) -> None:
    """DUEL: apply the move, then ask the loser again or finish."""
    duel = state.duel
    assert duel is not None
    seat = d.seat
    if action.move == "STAND":
        ev.append(DuelStood(seat=seat))
        finish(state, draws, ev)
        return
    if action.move == "REROLL":
        paid = pay_type(duel, seat)
        pay(state, seat, {paid: 1})  # one event: DieRerolled says what was paid
        die = draws.die()
        if seat == duel.attacker:
            duel.a_die = die
        else:
            duel.d_die = die
        ev.append(DieRerolled(seat=seat, die=die, paid=paid))
    elif action.move == "REVEAL":
        add_card(state, duel, seat, ev)
    else:
        force_rival(state, duel, seat, action, draws, ev)
    ask_loser(state, draws, ev)


def duel_default(state: TewState, d: TewDecision) -> DuelMove:
    """D06: stand."""
    return DuelMove(move="STAND")


def gain_legal(state: TewState, d: TewDecision) -> list[Gain]:
    """GAIN: any one type; types the cap would cut come last (the least cut first)."""
    options = [Gain(type=t) for t in INFS]
    options.sort(key=lambda g: wasted(state, d.seat, {g.type: d.amount}))
    return [*options]


def gain_verify(state: TewState, d: TewDecision, action: Gain) -> Msg | None:
    """GAIN: one type, never a pair."""
    if action.second is not None:
        return msg("tew-no-second-type")
    return None


def gain_apply(state: TewState, d: TewDecision, action: Gain, draws: Draws,
               ev: list[Event]) -> None:
    """GAIN: add the amount of the chosen type."""
    assert d.source is not None
    gain_ev(state, d.seat, action.type, d.amount, d.source, ev)


def gain_default(state: TewState, d: TewDecision) -> Gain:
    """D07: the type held least."""
    return Gain(type=least_type(state, d.seat))


def pair_legal(state: TewState, d: TewDecision) -> list[Gain]:
    """GRAVEYARD: two different types, named in the order MONEY, LAW, FORCE; pairs the cap
    would cut come last."""
    pairs = [Gain(type=a, second=b) for i, a in enumerate(INFS) for b in INFS[i + 1:]]
    pairs.sort(key=lambda g: wasted(state, d.seat, {g.type: 1, g.second or g.type: 1}))
    return [*pairs]


def pair_verify(state: TewState, d: TewDecision, action: Gain) -> Msg | None:
    """GRAVEYARD: a second type that differs and comes later in the order."""
    if action.second is None:
        return msg("tew-need-two-types")
    if INFS.index(action.type) >= INFS.index(action.second):
        return msg("tew-two-types-order")
    return None


def pair_apply(state: TewState, d: TewDecision, action: Gain, draws: Draws,
               ev: list[Event]) -> None:
    """GRAVEYARD: gain 1 of each chosen type."""
    assert action.second is not None and d.source is not None
    gain_ev(state, d.seat, action.type, 1, d.source, ev)
    gain_ev(state, d.seat, action.second, 1, d.source, ev)


def pair_default(state: TewState, d: TewDecision) -> Gain:
    """D08: the two types held least."""
    inf = state.players[d.seat].inf
    a, b = sorted(INFS, key=lambda k: (inf[k], INFS.index(k)))[:2]
    a, b = sorted((a, b), key=INFS.index)
    return Gain(type=a, second=b)


def pot_legal(state: TewState, d: TewDecision) -> list[SheriffPot]:
    """SHERIFF_POT: 1 LAW + 1 FORCE, or the third posse next round; the influence comes
    last when the cap of 6 would cut it."""
    inf = state.players[d.seat].inf
    capped = gainable(inf["LAW"], 1) + gainable(inf["FORCE"], 1) < 2
    both = [SheriffPot(choice="INFLUENCE"), SheriffPot(choice="POSSE")]
    return both[::-1] if capped else both


def pot_verify(state: TewState, d: TewDecision, action: SheriffPot) -> Msg | None:
    """SHERIFF_POT: both choices are always open."""
    return None


def pot_apply(state: TewState, d: TewDecision, action: SheriffPot, draws: Draws,
              ev: list[Event]) -> None:
    """SHERIFF_POT: take the chosen reward."""
    if action.choice == "POSSE":
        state.players[d.seat].posse_reward = True
        return
    gain_ev(state, d.seat, "LAW", 1, names.source("sheriff-pot"), ev)
    gain_ev(state, d.seat, "FORCE", 1, names.source("sheriff-pot"), ev)


def pot_default(state: TewState, d: TewDecision) -> SheriffPot:
    """D11: 1 LAW + 1 FORCE."""
    return SheriffPot(choice="INFLUENCE")
