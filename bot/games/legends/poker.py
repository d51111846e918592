"""Poker at a Saloon (§3.D2): ante, joiners in seat order, the dealer when nobody joins,
the flop, simultaneous secret choices, Lady Luck, the showdown and the payouts."""

from __future__ import annotations

from itertools import combinations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.data import BUILDINGS, card_order, effect
from bot.games.legends.events import CardsShown, Noted
from bot.games.legends.gains import active, draw, lp, money, note, take_top
from bot.games.legends.hands import THREE, Strength, strength
from bot.games.legends.locations import spent
from bot.games.legends.map import saloon_at, town
from bot.games.legends.seating import around
from bot.games.legends.state import LegendsDecision, LegendsState, Poker

ANTE = 10
HOUSE = 50
DEALER_CARDS = 4


def ante(s: LegendsState, who: int, draws: Draws, ev: list[Event]) -> None:
    """Pay $10 into the pot and draw 1 card (2 with a Gambler's Vest)."""
    p = s.players[who]
    money(s, who, -ANTE, ev, "ante")
    if who == s.turn:
        spent(s, who, ANTE)
    assert s.poker is not None
    s.poker.pot += ANTE
    p.log.append("poker_played")
    draw(s, who, 2 if "gamblers_vest" in p.misc else 1, draws, ev)


def start(s: LegendsState, who: int, draws: Draws, ev: list[Event]) -> None:
    """Start a Saloon game: the active player antes."""
    saloon = saloon_at(s.players[who].space)
    assert saloon is not None
    s.poker = Poker(saloon=saloon, active=who, participants=[who])
    ev.append(Noted(seat=who, what="poker", detail=saloon))
    ante(s, who, draws, ev)


def eligible(s: LegendsState, who: int) -> bool:
    """R-JOIN: in the Saloon's town and able to pay $10."""
    assert s.poker is not None
    p = s.players[who]
    return town(p.space) == BUILDINGS[s.poker.saloon].town and p.money >= ANTE


def advance(s: LegendsState, draws: Draws, ev: list[Event]) -> None:
    """Ask the next joiner; then the dealer, the flop and the choices; then the showdown."""
    g = s.poker
    assert g is not None
    for k in range(1, s.n):
        who = around(s, g.active, k)
        if who not in g.asked:
            g.asked.append(who)
            if eligible(s, who):
                s.flow.push(LegendsDecision(seat=who, kind="join", reaction=True))
                return
    if not g.flop:
        deal(s, g, draws, ev)
        return
    showdown(s, g, draws, ev)


def deal(s: LegendsState, g: Poker, draws: Draws, ev: list[Event]) -> None:
    """The dealer (if nobody joined), the house money, the flop and the choices."""
    if len(g.participants) == 1:
        g.dealer = around(s, g.active, -1)
        g.dealer_hand = [c for c in (take_top(s, draws) for _ in range(DEALER_CARDS)) if c]
        ev.append(Noted(seat=g.dealer, what="dealer"))
    g.pot += HOUSE
    g.flop = [c for c in (take_top(s, draws) for _ in range(3)) if c]
    ev.append(CardsShown(seat=g.active, what="flop", cards=g.flop))
    if g.dealer >= 0 and (s.options.dealer_mode == "auto" or len(g.dealer_hand) < 2):
        g.chosen[-1] = best_pair(g.dealer_hand, g.flop)
    for w in g.participants:
        if not s.players[w].hand:
            g.chosen[w] = []
    asks = [LegendsDecision(seat=w, kind="hand", reaction=w != s.turn)
            for w in g.participants if s.players[w].hand]
    if g.dealer >= 0 and -1 not in g.chosen:
        asks.append(LegendsDecision(seat=g.dealer, kind="hand", what="dealer", reaction=True))
    s.flow.push_together(asks)


def choices(hand: list[str]) -> list[tuple[str, ...]]:
    """The cards a participant may use: 2 of the hand, or the single card (§3.D2 step 3)."""
    if len(hand) <= 1:
        return [tuple(hand)] if hand else []
    return [tuple(sorted(c, key=card_order)) for c in combinations(sorted(hand, key=card_order), 2)]


def best_pair(hand: list[str], flop: list[str]) -> list[str]:
    """A8/N7 default: the best hand; among equal hands the lowest total value, then the
    lowest suits."""
    options = choices(hand)
    if not options:
        return []

    def key(c: tuple[str, ...]) -> tuple[Strength, int, list[int], list[tuple[int, int]]]:
        return (strength([*flop, *c]), -sum(card_order(x)[0] for x in c),
                [-x for x in sorted(card_order(x)[1] for x in c)],
                [(-v, -u) for v, u in sorted(card_order(x) for x in c)])
    return list(max(options, key=key))


def showdown(s: LegendsState, g: Poker, draws: Draws, ev: list[Event]) -> None:
    """Reveal, Lady Luck, rank, pay out, discard (steps 8-11). Lady Luck is settled seat by
    seat from the active player, the dealer last; with `defence_cards = ask` a player's
    own is asked (N18) and the showdown goes on after the answer."""
    seats = [*g.participants, -1] if g.dealer >= 0 else list(g.participants)
    if not g.luck:
        for who in seats:
            ev.append(CardsShown(seat=g.dealer if who < 0 else who, what="poker_hand",
                                 cards=g.chosen[who]))
    for who in seats:
        if who in g.luck:
            continue
        g.luck.append(who)
        if who >= 0 and s.options.defence_cards == "ask":
            if ask_luck(s, g, who):
                return
        else:
            lady_luck(s, g, who, draws, ev)
    power = {w: strength([*g.flop, *g.chosen[w]]) for w in seats}
    best = max(power.values())
    top = [w for w in seats if power[w] == best]
    winners = [g.active] if g.active in top else top
    pay(s, g, winners, power, draws, ev)
    used = [c for w in seats for c in g.chosen[w]]
    s.discard += used + g.flop + [c for c in g.dealer_hand if c not in used]
    s.poker = None


def ask_luck(s: LegendsState, g: Poker, who: int) -> bool:
    """Ask `who` about the Lady Luck cards of a hand that is not winning (N18)."""
    cards = [c for c in g.chosen[who] if effect(c) == "lady_luck"]
    if not cards or winning(g, who) or not (s.deck or s.discard):
        return False
    s.flow.push(LegendsDecision(seat=who, kind="luck", options=cards, reaction=who != s.turn))
    return True


def lady_luck(s: LegendsState, g: Poker, who: int, draws: Draws, ev: list[Event]) -> None:
    """Lady Luck played for its owner (ruling L18): used only while that hand is not
    winning; its card is replaced by the top card of the deck."""
    for card in list(g.chosen[who]):
        if effect(card) != "lady_luck" or winning(g, who):
            continue
        if not swap(s, g, who, card, draws, ev):
            return


def swap(s: LegendsState, g: Poker, who: int, card: str, draws: Draws,
         ev: list[Event]) -> bool:
    """Replace a chosen Lady Luck card (`who` -1: the dealer's) with the top card of the
    deck; False when no card is left to draw."""
    new = take_top(s, draws)
    if new is None:
        return False
    g.chosen[who] = [new if c == card else c for c in g.chosen[who]]
    s.discard.append(card)
    owner = g.dealer if who < 0 else who
    if who >= 0:
        s.players[who].hand.remove(card)
        s.players[who].hand.append(new)
    else:
        g.dealer_hand = [new if c == card else c for c in g.dealer_hand]
    ev.append(CardsShown(seat=owner, what="lady_luck", cards=[card, new]))
    return True


def winning(g: Poker, who: int) -> bool:
    """The participant's hand is winning right now."""
    power = {w: strength([*g.flop, *cs]) for w, cs in g.chosen.items()}
    best = max(power.values())
    return power[who] == best if who == g.active else power[who] == best and \
        power.get(g.active, (-1,)) < best


def pay(s: LegendsState, g: Poker, winners: list[int], power: dict[int, Strength],
        draws: Draws, ev: list[Event]) -> None:
    """Winners share the pot (floored to $10 each); the dealer's win returns it to the
    supply; the active winner gains 1 LP; every losing participant draws 1 card."""
    if -1 in winners:
        ev.append(Noted(seat=g.dealer, what="dealer_won"))
        winners = []
    share = (g.pot // max(1, len(winners))) // 10 * 10
    for w in winners:
        p = s.players[w]
        ev.append(Noted(seat=w, what="poker_won", n=share))
        note(s, w, "poker_won")
        if w == g.active:
            note(s, w, "poker_won_active")
        if power[w][0] >= THREE:
            note(s, w, "poker_won_3k")
        money(s, w, share, ev, "poker")
        if w == s.turn:
            p.log.append("poker_won")
        if w == g.active:
            lp(s, w, 1, ev, "poker_active")
        if "ten_gallon" in p.misc:
            lp(s, w, 1, ev, "ten_gallon")
        if active(p, "wild_bill_hickok"):
            money(s, w, 20, ev, "wild_bill_hickok")
        if any(effect(c) == "ace_in_the_hole" for c in g.chosen[w]):
            lp(s, w, 1, ev, "ace_in_the_hole")
    for w in g.participants:
        if w in winners:
            continue
        p = s.players[w]
        for c in g.chosen[w]:
            p.hand.remove(c)
        draw(s, w, 1, draws, ev)
        if "ten_gallon" in p.misc:
            money(s, w, 10, ev, "ten_gallon")
        if active(p, "wild_bill_hickok") and g.chosen[w]:
            keep = g.chosen[w][draws.below(len(g.chosen[w]))]
            g.chosen[w] = [c for c in g.chosen[w] if c != keep]
            p.hand.append(keep)
            ev.append(Noted(seat=w, what="kept_card"))
    for w in winners:
        for c in g.chosen[w]:
            s.players[w].hand.remove(c)
