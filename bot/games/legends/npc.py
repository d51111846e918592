"""Fights against NPCs (§4.1): bandits (2 fight cards), the Bank Guard (3) and the Sheriff
(4). The NPC controller, the player to the fighter's right, chooses the fight card in
secret (or the engine does, by the `npc_choice_mode` option)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends import mib
from bot.games.legends.data import BOARD, FIGHTS, effect
from bot.games.legends.events import FightEnded, FightRevealed, Noted, Secret
from bot.games.legends.fights import arrest, reactions
from bot.games.legends.gains import active, discard, draw, in_town, lp, money, mp, note, wounds, wp
from bot.games.legends.state import Fight, LegendsDecision, LegendsState
from bot.games.legends.values import NPC, reasons, value, winner

DRAWN = {"bandit": 2, "guard": 3, "sheriff": 4, "mib": 3}
# Fight cards whose effect asks the fighter to choose (Appendix E, N10).
CHOICE_CARDS = ("F4", "F7", "F9", "FA")


def strongest(cards: list[str]) -> str:
    """The fight card with the highest value."""
    return max(cards, key=lambda c: FIGHTS[c].value)


def advance(s: LegendsState, draws: Draws, ev: list[Event]) -> None:
    """One automatic step of the NPC fight in progress."""
    f = s.fight
    assert f is not None
    p = s.players[f.fighter]
    if f.stage == "commit":
        f.stage = "wait"
        if p.hand:
            s.flow.push(LegendsDecision(seat=f.fighter, kind="commit",
                                        reaction=f.fighter != s.turn))
        else:
            f.stage = "draw"
    elif f.stage == "draw":
        draw_npc(s, f, draws, ev)
    elif f.stage == "reveal":
        ev.append(FightRevealed(kind=f.kind, fighter=f.fighter, card=f.card or "-",
                                other=f.other or "-", mine=value(s, f, f.fighter),
                                theirs=value(s, f, NPC), why_mine=reasons(s, f, f.fighter),
                                why_theirs=reasons(s, f, NPC)))
        f.stage = "react" if reactions(s, f.fighter) and f.card else "effect"
    elif f.stage == "react":
        s.flow.push(LegendsDecision(seat=f.fighter, kind="react", reaction=f.fighter != s.turn))
    elif f.stage == "effect":
        card_effect(s, f, draws, ev)
    else:
        outcome(s, f, draws, ev)


def draw_npc(s: LegendsState, f: Fight, draws: Draws, ev: list[Event]) -> None:
    """The controller draws N fight cards and commits one (N8)."""
    n = DRAWN[f.kind]
    f.drawn, s.fight_deck = s.fight_deck[:n], s.fight_deck[n:]
    mode = "auto_strongest" if f.kind == "mib" else s.options.npc_choice_mode
    f.stage = "reveal"
    if mode == "right_player":
        f.stage = "wait"
        s.flow.push(LegendsDecision(seat=f.controller, kind="npc_card", options=list(f.drawn),
                                    reaction=f.controller != s.turn))
    elif mode == "auto_strongest":
        f.other = strongest(f.drawn)
    else:
        f.other = f.drawn[draws.below(len(f.drawn))]


def card_effect(s: LegendsState, f: Fight, draws: Draws, ev: list[Event]) -> None:
    """The fight card's effect on the fighter, whatever the outcome (R-FIGHTCARD)."""
    card = f.other or ""
    who = f.fighter
    f.stage = "compare"
    ev.append(Noted(seat=who, what="fight_card", detail=card))
    if card in CHOICE_CARDS:
        # pushed before F4's wound, so a Duck and Cover question it raises is asked first
        s.flow.push(LegendsDecision(seat=who, kind="fight_card", card=card,
                                    reaction=who != s.turn))
    if card in ("F2", "F3", "F4", "F5", "F6", "F8"):
        wounds(s, who, 2 if card == "F3" else 1, draws, ev, preventable=card != "F6")
    if card == "F2":
        lp(s, who, -1, ev, "fight_card")
    if card in ("F5", "F9"):
        f.no_mp = True
    if card == "FJ":
        money(s, who, 10, ev, "fight_card")
    elif card == "FQ":
        draw(s, who, 1, draws, ev)
    elif card == "FK":
        lp(s, who, 1, ev, "fight_card")
    elif card == "F10":
        cancel_question(s, f, draws, ev)


def cancel_question(s: LegendsState, f: Fight, draws: Draws, ev: list[Event]) -> None:
    """F10: the NPC side may cancel and restart (R-F10); auto modes use the N9 policy."""
    if s.options.npc_choice_mode == "right_player" and f.kind != "mib":
        s.flow.push(LegendsDecision(seat=f.controller, kind="cancel",
                                    reaction=f.controller != s.turn))
    elif value(s, f, f.fighter) > value(s, f, NPC):
        cancel(s, f, draws, ev)


def cancel(s: LegendsState, f: Fight, draws: Draws, ev: list[Event]) -> None:
    """Discard the fighter's cards, draw 1, fight cards to the bottom, start again."""
    s.discard += [c for c in [f.card, *(c for _, c in f.played)] if c is not None]
    ev.append(FightEnded(kind=f.kind, fighter=f.fighter, winner=-2))
    s.fight_deck += draws.shuffled(f.drawn)
    draw(s, f.fighter, 1, draws, ev)
    f.card, f.other, f.drawn, f.played, f.stage = None, None, [], [], "commit"


def fight_card_choice(s: LegendsState, d: LegendsDecision, option: str, card: str | None,
                      draws: Draws, ev: list[Event]) -> None:
    """The fighter's choice for F4 (which card), F7, F9 and FA (N10)."""
    who = d.seat
    p = s.players[who]
    if d.card == "F4" and card is not None:
        discard_to_pile(s, who, card, ev)
    elif d.card == "F7":
        if option == "random" and p.hand:
            discard_to_pile(s, who, sorted(p.hand)[draws.below(len(p.hand))], ev)
        else:
            wounds(s, who, 1, draws, ev)
    elif d.card == "F9":
        if card is not None:
            discard_to_pile(s, who, card, ev)
        elif option == "money":
            money(s, who, -10, ev, "fight_card")
    elif d.card == "FA":
        gain_point(s, who, option, draws, ev, "fight_card")


def gain_point(s: LegendsState, who: int, option: str, draws: Draws, ev: list[Event],
               source: str) -> None:
    """Gain 1 LP, MP or WP as chosen; an LP names its `source` in the log."""
    if option == "mp":
        mp(s, who, 1, draws, ev)
    elif option == "wp":
        wp(s, who, 1, draws, ev)
    else:
        lp(s, who, 1, ev, source)


def discard_to_pile(s: LegendsState, who: int, card: str, ev: list[Event]) -> None:
    """Discard one card from a hand to the pile."""
    discard(s, who, [card], ev, "fight_card")


def outcome(s: LegendsState, f: Fight, draws: Draws, ev: list[Event]) -> None:
    """Compare (the NPC wins ties), then the kind's result, after-fight effects, cleanup."""
    who = f.fighter
    p = s.players[who]
    won = winner(s, f) == who
    ev.append(FightEnded(kind=f.kind, fighter=who, winner=who if won else -1))
    if not won:
        wounds(s, who, 1, draws, ev)
        draw(s, who, 1, draws, ev)
    if f.kind == "bandit":
        bandit_result(s, f, won, draws, ev)
    elif f.kind == "mib":
        mib.outcome(s, f, won, ev)
    elif f.kind == "guard":
        if won:
            note(s, who, "heist_won")
            money(s, who, 80, ev, "heist")
        wp(s, who, 3 if won else 1, draws, ev)
    elif won:
        note(s, who, "sheriff_beaten")
        s.sheriff = BOARD.sheriff_home
        ev.append(Noted(seat=who, what="escaped"))
    else:
        arrest(s, who, draws, ev)
    if won:
        if not in_town(f.space):
            note(s, who, "fight_out")
        if who == s.turn:
            p.log.append("fight_won")
        if p.weapon == "shotgun":
            draw(s, who, 1, draws, ev)
    s.discard += [c for c in [f.card, *(c for _, c in f.played)] if c is not None]
    s.fight_deck += draws.shuffled(f.drawn)
    s.fight = None


def bandit_result(s: LegendsState, f: Fight, won: bool, draws: Draws, ev: list[Event]) -> None:
    """The bandit leaves whatever the outcome; a winner picks 1 LP or 1 MP (§4.2)."""
    who = f.fighter
    p = s.players[who]
    if f.space in s.bandits:
        s.bandits.remove(f.space)
    ev.append(Noted(seat=who, what="bandit_removed", detail=f.space))
    if not won:
        return
    note(s, who, "bandit_won")
    if who == s.turn:
        p.log.append("bandit_won")
    options = ["lp", "mp"] if p.wp == 0 and not f.no_mp else ["lp"]
    s.flow.push(LegendsDecision(seat=who, kind="bandit", options=options))
    if f.card is not None and effect(f.card) == "bounty":
        money(s, who, 20, ev, "bounty")
    if "bounty_ledger" in p.misc:
        money(s, who, 10, ev, "bounty_ledger")
    if active(p, "wyatt_earp") and not p.wyatt and who == s.turn:
        p.wyatt = True
        s.actions += 1
        ev.append(Noted(seat=who, what="extra_action"))


def commit(s: LegendsState, who: int, card: str, ev: list[Event]) -> None:
    """The fighter commits a card face down."""
    f = s.fight
    assert f is not None
    s.players[who].hand.remove(card)
    f.card, f.stage = card, "draw"
    ev.append(Secret(seat=who, what="committed", detail=card, visible_to=(who,)))
