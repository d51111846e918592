"""Questions asked in fights (A6-A12, A19, N1-N4, N8-N13, N17): the target's answer,
Annie Oakley's and Ambush's demands, reactions, the Rob's loot, committed cards, the NPC
controller's card and F10, fight-card choices, the bandit reward and the Sheriff's arrival.
"""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg, msg
from bot.games.legends import fights, npc, sheriff
from bot.games.legends.actions import Answer, Choose, Decide, LegendsMove, Pick, React
from bot.games.legends.data import by_value, effect
from bot.games.legends.gains import discard, gain_ok, half, half_money, highest, lowest, wounds
from bot.games.legends.state import LegendsDecision, LegendsState
from bot.games.legends.values import NPC, value

S = LegendsState
D = LegendsDecision
A = LegendsMove


def hand(s: S, who: int) -> list[str]:
    """A seat's distinct hand cards, sorted."""
    return by_value(s.players[who].hand)


def answer_legal(s: S, d: D) -> list[Answer]:
    """The legal answers."""
    cards = hand(s, d.seat)
    out = [Answer(how="instinct", card=c) for c in cards if effect(c) == "instinct"]
    out += [Answer(how="fight", card=c) for c in cards]
    return [*out, Answer(how="decline")]


def answer_verify(s: S, d: D, a: Answer) -> Msg | None:
    """The target fights with a card from the hand, plays an Instinct card, or declines
    (A6, N1): checked directly."""
    if a.how == "decline":
        return None if a.card is None else msg("legends-decline-card")
    if a.card is None or a.card not in s.players[d.seat].hand:
        return msg("legends-no-card")
    if a.how == "instinct" and effect(a.card) != "instinct":
        return msg("legends-not-instinct")
    return None


def answer_apply(s: S, d: D, a: Answer, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    fights.answer(s, a.how, a.card, draws, ev)


def answer_default(s: S, d: D) -> Answer:
    """The answer for an absent player (§10)."""
    cards = s.players[d.seat].hand
    return Answer(how="fight", card=highest(cards)) if cards else Answer(how="decline")


def demand_legal(s: S, d: D) -> list[Choose | Pick]:
    """Annie Oakley (N3) and Ambush (N17): discard a card or take a wound."""
    return [*(Pick(card=c) for c in hand(s, d.seat)), Choose(option="wound")]


def demand_apply(s: S, d: D, a: Choose | Pick, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    if isinstance(a, Pick):
        discard(s, d.seat, [a.card], ev, f"{d.kind}_demand")
    else:
        wounds(s, d.seat, 1, draws, ev)
    f = s.fight
    if d.kind == "annie" and f is not None and not any(x.kind == "annie" for x in s.flow.stack):
        fights.rifle(s, f, draws, ev)


def demand_default(s: S, d: D) -> Choose | Pick:
    """The answer for an absent player (§10)."""
    cards = s.players[d.seat].hand
    return Pick(card=lowest(cards)) if cards else Choose(option="wound")


def react_legal(s: S, d: D) -> list[React]:
    """The legal answers."""
    return [*(React(card=c) for c in fights.reactions(s, d.seat)), React(card=None)]


def react_apply(s: S, d: D, a: React, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    fights.react(s, d.seat, a.card, ev)


def rob_legal(s: S, d: D) -> list[Choose]:
    """The legal answers."""
    return [Choose(option=o) for o in d.options]  # type: ignore[arg-type]


def rob_apply(s: S, d: D, a: Choose, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    fights.rob(s, d.seat, d.count, a.option, ev)


def rob_default(s: S, d: D) -> Choose:
    """A12: whichever is worth more (money on equality)."""
    t = s.players[d.count]
    if "gold" in d.options and ("money" not in d.options or
                                20 * half(t.gold) > half_money(t.money)):
        return Choose(option="gold")
    return Choose(option="money")


def commit_legal(s: S, d: D) -> list[Pick]:
    """The legal answers."""
    return [Pick(card=c) for c in hand(s, d.seat)]


def commit_apply(s: S, d: D, a: Pick, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    npc.commit(s, d.seat, a.card, ev)


def highest_pick(s: S, d: D) -> Pick:
    """The highest card of the hand."""
    return Pick(card=highest(s.players[d.seat].hand))


def npc_card_legal(s: S, d: D) -> list[Pick]:
    """The legal answers."""
    return [Pick(card=c) for c in d.options]


def npc_card_apply(s: S, d: D, a: Pick, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    assert s.fight is not None
    s.fight.other, s.fight.stage = a.card, "reveal"


def npc_card_default(s: S, d: D) -> Pick:
    """The answer for an absent player (§10)."""
    return Pick(card=npc.strongest(d.options))


def cancel_apply(s: S, d: D, a: Decide, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    assert s.fight is not None
    if a.yes:
        npc.cancel(s, s.fight, draws, ev)


def cancel_default(s: S, d: D) -> Decide:
    """N9: cancel exactly when the fighter is winning."""
    f = s.fight
    assert f is not None
    return Decide(yes=value(s, f, f.fighter) > value(s, f, NPC))


def fight_card_legal(s: S, d: D) -> list[Choose | Pick]:
    """The legal answers."""
    p = s.players[d.seat]
    cards: list[Choose | Pick] = [Pick(card=c) for c in hand(s, d.seat)]
    if d.card == "F4":
        return cards or [Choose(option="keep")]
    if d.card == "F7":
        return [Choose(option="wound"), *([Choose(option="random")] if p.hand else [])]
    if d.card == "F9":
        out = cards + ([Choose(option="money")] if p.money >= 10 else [])
        return out or [Choose(option="keep")]
    return [Choose(option=o) for o in ("lp", "mp", "wp") if gain_ok(p, o)]  # type: ignore[arg-type]


def fight_card_apply(s: S, d: D, a: Choose | Pick, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    option = a.option if isinstance(a, Choose) else ""
    card = a.card if isinstance(a, Pick) else None
    npc.fight_card_choice(s, d, option, card, draws, ev)


def fight_card_default(s: S, d: D) -> Choose | Pick:
    """N10: F4 lowest card; F7 random discard if possible; F9 $10 if possible; FA 1 LP."""
    p = s.players[d.seat]
    if d.card == "F4":
        return Pick(card=lowest(p.hand)) if p.hand else Choose(option="keep")
    if d.card == "F7":
        return Choose(option="random" if p.hand else "wound")
    if d.card == "F9":
        if p.money >= 10:
            return Choose(option="money")
        return Pick(card=lowest(p.hand)) if p.hand else Choose(option="keep")
    return Choose(option="lp")


def bandit_legal(s: S, d: D) -> list[Choose]:
    """The legal answers."""
    return [Choose(option=o) for o in d.options]  # type: ignore[arg-type]


def bandit_apply(s: S, d: D, a: Choose, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    npc.gain_point(s, d.seat, a.option, draws, ev, "bandit")


def sheriff_discard_apply(s: S, d: D, a: Pick, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    discard(s, d.seat, [a.card], ev, "sheriff")


def target_legal(s: S, d: D) -> list[Choose]:
    """The legal answers."""
    return [Choose(option=o) for o in d.options]  # type: ignore[arg-type]


def target_apply(s: S, d: D, a: Choose, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    sheriff.start_arrest(s, int(a.option))


def first_option(s: S, d: D) -> Choose:
    """The first option offered."""
    return Choose(option=d.options[0])  # type: ignore[arg-type]
