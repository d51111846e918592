"""Fights between players (§3.C): Arrest, Duel and Rob, driven stage by stage from
`advance` whenever no question is pending. NPC fights are in `npc.py`."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.data import BOARD, CARDS, CATTLE, effect
from bot.games.legends.events import CardsShown, FightEnded, FightRevealed, Noted, Secret
from bot.games.legends.gains import (
    active,
    discard,
    draw,
    gold,
    half,
    half_money,
    in_town,
    lp,
    money,
    mp,
    note,
    wounds,
    wp,
)
from bot.games.legends.state import Fight, LegendsDecision, LegendsState
from bot.games.legends.values import reasons, value, winner

FIGHT_REACTIONS = ("stick_em_up", "cover_fire")


def reactions(s: LegendsState, who: int) -> list[str]:
    """Fight REACTION cards in a hand (Stick 'Em Up, Cover Fire)."""
    return sorted(c for c in s.players[who].hand if effect(c) in FIGHT_REACTIONS)


def declare(s: LegendsState, who: int, target: int, kind: str, card: str,
            ev: list[Event]) -> None:
    """Step 1: spend the action, commit a card face down, record the declaration."""
    p = s.players[who]
    p.hand.remove(card)
    p.fought.append(target)
    p.log.append("fight_declared")
    if kind == "duel":
        p.log.append("duel_declared")
    assert kind in ("duel", "rob", "arrest")
    s.fight = Fight(kind=kind, fighter=who, target=target, space=p.space, card=card,
                    stage="answer")
    ev.append(Noted(seat=who, what="declared", n=target, detail=kind))
    ev.append(Secret(seat=who, what="committed", detail=card, visible_to=(who,)))


def advance(s: LegendsState, draws: Draws, ev: list[Event]) -> None:
    """One automatic step of the player fight in progress."""
    f = s.fight
    assert f is not None
    if f.stage == "answer":
        f.stage = "wait"
        s.flow.push(LegendsDecision(seat=f.target, kind="answer", reaction=True))
    elif f.stage == "start":
        start_effects(s, f, draws, ev)
    elif f.stage == "rifle":
        rifle(s, f, draws, ev)
    elif f.stage == "reveal":
        assert f.card is not None and f.other is not None
        ev.append(FightRevealed(kind=f.kind, fighter=f.fighter, card=f.card, other=f.other,
                                mine=value(s, f, f.fighter), theirs=value(s, f, f.target),
                                why_mine=reasons(s, f, f.fighter),
                                why_theirs=reasons(s, f, f.target)))
        f.stage, f.turn, f.passes = "react", f.fighter, 0
    elif f.stage == "react":
        if f.passes >= 2:
            f.stage = "compare"
        else:
            s.flow.push(LegendsDecision(seat=f.turn, kind="react",
                                        reaction=f.turn != s.turn))
    elif f.stage == "compare":
        f.winner = winner(s, f)
        f.stage = "outcome"
    else:
        outcome(s, f, draws, ev)


def start_effects(s: LegendsState, f: Fight, draws: Draws, ev: list[Event]) -> None:
    """Start-of-fight effects (R-FIGHTSTART): Annie Oakley's demand, then the Rifle's peek;
    the active player's first, then the target's."""
    f.stage = "reveal"
    demands = [LegendsDecision(seat=other, kind="annie", reaction=other != s.turn)
               for who, other in ((f.fighter, f.target), (f.target, f.fighter))
               if active(s.players[who], "annie_oakley")]
    a = s.players[f.fighter]
    if a.weapon == "rifle":
        f.stage = "rifle"
    s.flow.push(*demands)
    if not demands:
        rifle(s, f, draws, ev)


def rifle(s: LegendsState, f: Fight, draws: Draws, ev: list[Event]) -> None:
    """The active player's Rifle: look at 2 random cards of the target's hand (R-RIFLE)."""
    if f.stage != "rifle":
        return
    f.stage = "reveal"
    hand = sorted(s.players[f.target].hand)
    f.peek = sorted(draws.shuffled(hand)[:2])
    ev.append(Secret(seat=f.fighter, what="peek", detail=" ".join(f.peek) or "-",
                     visible_to=(f.fighter,)))


def answer(s: LegendsState, how: str, card: str | None, draws: Draws,
           ev: list[Event]) -> None:
    """The target's answer (step 2-3): Instinct cancels, decline loses, fight commits."""
    f = s.fight
    assert f is not None
    t = s.players[f.target]
    if how == "instinct" and card is not None:
        discard(s, f.target, [card], ev, "instinct")
        s.discard += [f.card] if f.card else []
        ev.append(CardsShown(seat=f.fighter, what="cancelled", cards=[f.card] if f.card else []))
        ev.append(FightEnded(kind=f.kind, fighter=f.fighter, winner=-2))
        s.fight = None
        return
    if how == "decline" or card is None:
        f.declined, f.winner, f.stage = True, f.fighter, "outcome"
        ev.append(Noted(seat=f.target, what="declined"))
        return
    t.hand.remove(card)
    f.other, f.stage = card, "start"
    ev.append(Noted(seat=f.target, what="accepted"))


def react(s: LegendsState, who: int, card: str | None, ev: list[Event]) -> None:
    """A fight reaction or a pass; the window alternates and closes after two passes."""
    f = s.fight
    assert f is not None
    if card is None:
        f.passes += 1
    else:
        s.players[who].hand.remove(card)
        f.played.append((who, card))
        f.passes = 0
        ev.append(CardsShown(seat=who, what="reaction", cards=[card]))
    if f.target >= 0:
        f.turn = f.target if who == f.fighter else f.fighter
    elif card is None:
        f.stage = "effect"


def played_card(f: Fight, who: int) -> str | None:
    """The card a fighter played (None when the target declined)."""
    if f.declined:
        return None
    return f.card if who == f.fighter else f.other


def outcome(s: LegendsState, f: Fight, draws: Draws, ev: list[Event]) -> None:
    """Step 7-8: the loser's wound and card, the reward, after-fight effects, cleanup."""
    won, lost = f.winner, (f.target if f.winner == f.fighter else f.fighter)
    ev.append(FightEnded(kind=f.kind, fighter=f.fighter, winner=won))
    wounds(s, lost, 1, draws, ev)
    draw(s, lost, 1, draws, ev)
    wc, lc = played_card(f, won), played_card(f, lost)
    if lc is not None and effect(lc) == "last_stand":
        wounds(s, won, 1, draws, ev)
    if wc is not None and effect(wc) == "wallop":
        wounds(s, lost, 1, draws, ev)
    record(s, f, won, wc)
    if won == f.fighter:
        s.players[won].log.append("fight_won")
        reward(s, f, draws, ev)
    w = s.players[won]
    if w.weapon == "shotgun":
        draw(s, won, 1, draws, ev)
    if wc is not None and effect(wc) == "high_noon" and f.kind == "duel":
        lp(s, won, 1, ev, "high_noon")
    cleanup(s, f, ev)


def record(s: LegendsState, f: Fight, won: int, card: str | None) -> None:
    """Lifetime records of a player fight for the Goals variant."""
    if f.kind == "duel":
        note(s, won, "duel_won")
        if s.players[won].wounds >= 2:
            note(s, won, "duel_won_2w")
    elif won == f.fighter:
        note(s, won, f"{f.kind}_won")
    shown = card if card is not None else (f.card if won == f.fighter else None)
    if shown is not None and CARDS[shown].value <= 10:
        note(s, won, "fight_low")
    if not in_town(f.space):
        note(s, won, "fight_out")
        note(s, won, "fight_out_player")


def reward(s: LegendsState, f: Fight, draws: Draws, ev: list[Event]) -> None:
    """The active player's reward for a won Duel, Rob or Arrest."""
    me, them = f.fighter, f.target
    p, t = s.players[me], s.players[them]
    if f.kind == "duel":
        lp(s, me, 2, ev, "duel")
    elif f.kind == "arrest":
        mp(s, me, 1, draws, ev)
        p.log.append("arrest_won")
        if f.card is not None and not f.declined and effect(f.card) == "bounty":
            money(s, me, 20, ev, "bounty")
        if "bounty_ledger" in p.misc:
            money(s, me, 20, ev, "bounty_ledger")
        arrest(s, them, draws, ev)
    else:
        wp(s, me, 1, draws, ev)
        p.log.append("rob_won")
        options = [o for o, ok in (("money", t.money > 0), ("gold", t.gold > 0)) if ok]
        if options:
            s.flow.push(LegendsDecision(seat=me, kind="rob", options=options, count=them))
        if t.cattle is not None and p.cattle is None:
            p.cattle, t.cattle = t.cattle, None
            ev.append(Noted(seat=me, what="took_cattle", n=them,
                            detail=CATTLE[p.cattle].colour))
            ev.append(Secret(seat=me, what="cattle", detail=p.cattle, visible_to=(me,)))
        if "bandana" in p.misc:
            draw(s, me, 1, draws, ev)


def rob(s: LegendsState, me: int, them: int, option: str, ev: list[Event]) -> None:
    """Take half the target's money or half their nuggets, rounded up (R-HALF)."""
    t = s.players[them]
    if option == "money":
        taken = half_money(t.money)
        money(s, them, -taken, ev, "rob")
        money(s, me, taken, ev, "rob")
    else:
        taken = half(t.gold)
        t.gold -= taken
        ev.append(Noted(seat=them, what="gold", n=-taken))
        gold(s, me, taken, ev)


def arrest(s: LegendsState, who: int, draws: Draws, ev: list[Event]) -> None:
    """Arrest consequences (§5.4): to the Sheriff's Office with the Sheriff, WP to 0,
    cattle back to its ranch, half the money and nuggets lost."""
    p = s.players[who]
    p.space = s.sheriff = BOARD.sheriff_home
    p.wp = 0
    if p.cattle is not None:
        colour = CATTLE[p.cattle].colour
        s.ranches[colour] = draws.shuffled([*s.ranches[colour], p.cattle])
        p.cattle = None
    money(s, who, -half_money(p.money), ev, "arrest")
    lost = half(p.gold)
    p.gold -= lost
    ev.append(Noted(seat=who, what="arrested", n=lost))


def cleanup(s: LegendsState, f: Fight, ev: list[Event]) -> None:
    """Every poker card played in the fight goes to the discard pile."""
    cards = [c for c in (f.card, f.other) if c is not None and not c.startswith("F")]
    cards += [c for _, c in f.played]
    s.discard += cards
    s.fight = None
