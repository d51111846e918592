"""The poker cards a seat cannot see, dealt for `determinize` (§8): the other players'
hands, face-down fight cards, the dealer's hand, secret Saloon choices and the deck.

Every card not seen (not in the seat's hand, the discard pile, on the table or shown in a
fight) is dealt at random, so a sampled hand has the public size and holds no card the
seat has seen. What the table can infer is kept: a card the seat's Rifle saw stays in its
target's hand, and a player asked a question that only a certain card raises holds one
(a reaction, Duck and Cover, Motherlode, Lady Luck in a revealed hand, Sprint after a
move, Reputation when no action is left). A forced question (one answer) is never
pending, so deals leaving one are drawn again; a hand asked about Lady Luck is not
winning, so some opponent's must beat it."""

from __future__ import annotations

from itertools import combinations

from bot.games.core.rng import Draws
from bot.games.legends import movement, poker, story
from bot.games.legends.data import CARDS, card_order, effect
from bot.games.legends.decisions import FLOW
from bot.games.legends.fights import FIGHT_REACTIONS
from bot.games.legends.gains import WOUND_CAP
from bot.games.legends.state import LegendsState, Player
from bot.games.legends.view import HIDDEN, LegendsSeatView

DEALS = 24  # deals tried before the seat's Lady Luck question is made to hold by force
LADY = "lady_luck"
Need = tuple[tuple[str, ...], int]  # (effects, at least this many cards with one of them)


def needs(s: LegendsState, view: LegendsSeatView, who: int) -> list[Need]:
    """Cards `who` must hold, as its pending questions show the table."""
    out: list[Need] = []
    p = s.players[who]
    for d in view.known.stack:
        if d.seat != who:
            continue
        if d.kind == "react":
            out.append((FIGHT_REACTIONS, 1))
        elif d.kind == "duck":
            out.append((("duck_and_cover",), max(0, d.count - (WOUND_CAP - p.wounds)) + 1))
        elif d.kind == "prospect" and d.what == "motherlode":
            out.append((("motherlode",), 1))
        elif d.kind == "luck":
            out.append(((LADY,), 1))
        elif d.kind == "action" and s.actions == 0 and not p.misc and \
                not story.placements(s, who, free=False):
            out.append((("reputation",), 1))  # the one free step left
        elif d.kind == "post" and not any(v for o, v in movement.post_options(s).items()
                                          if o != "sprint"):
            out.append((("sprint",), 1))
    return out


def pick(pool: list[str], effects: tuple[str, ...]) -> str | None:
    """A random card of the (shuffled) pool with one of `effects`, taken out of it."""
    for i in range(len(pool) - 1, -1, -1):
        if effect(pool[i]) in effects:
            return pool.pop(i)
    return None


def take(pool: list[str], n: int) -> list[str]:
    """`n` cards from the pool (fewer if it runs out)."""
    out = pool[len(pool) - n:] if n > 0 else []
    del pool[len(pool) - len(out):]
    return out


def dealer_hand(view: LegendsSeatView, seat: int) -> list[str]:
    """The seat's own dealer hand (its poker cards besides its own choice)."""
    kp = view.known.poker
    if view.poker is None or kp is None or view.poker.dealer != seat:
        return []
    return view.poker_cards[len(kp.chosen.get(seat, [])):]


def unseen(view: LegendsSeatView, seat: int) -> tuple[list[str], list[str]]:
    """The cards the seat has not seen, and the cards its Rifle saw in the target's hand."""
    seen = set(view.discard) | set(view.hand) | set(dealer_hand(view, seat))
    kf = view.known.fight
    if view.fight is not None and kf is not None:
        seen |= {c for c in (kf.card, kf.other) if c in CARDS}
        seen |= {c for _, c in view.fight.played}
    if view.poker is not None:
        seen |= set(view.poker.flop)
    peeked = [c for c in view.peek if c not in seen]
    return [c for c in CARDS if c not in seen and c not in peeked], peeked


def deal_hand(p: Player, size: int, fixed: list[str], wanted: list[Need],
              pool: list[str]) -> None:
    """A hand of `size`: the fixed cards, one card per need, then random ones."""
    hand = list(fixed)
    for effects, n in wanted:
        while sum(1 for c in hand if effect(c) in effects) < n and len(hand) < size:
            card = pick(pool, effects)
            if card is None:
                break
            hand.append(card)
    p.hand = hand + take(pool, size - len(hand))


def deal(s: LegendsState, view: LegendsSeatView, seat: int, draws: Draws) -> None:
    """One deal of every unseen poker card (overwriting a previous one)."""
    k = view.known
    cards, peeked = unseen(view, seat)
    pool = draws.shuffled(cards)
    f = s.fight
    for i, p in enumerate(s.players):
        if i != seat:
            fixed = peeked if f is not None and i == f.target else []
            deal_hand(p, view.players[i].cards, fixed, needs(s, view, i), pool)
    if f is not None and k.fight is not None:
        f.card = take(pool, 1)[0] if k.fight.card == HIDDEN else k.fight.card
        if f.target >= 0 and k.fight.other == HIDDEN:
            f.other = take(pool, 1)[0]
    g = s.poker
    if g is not None and k.poker is not None and g.dealer not in (-1, seat):
        g.dealer_hand = take(pool, k.poker.dealer_cards)
    s.deck = pool
    choose(s, view, draws)
    questions(s, view, seat)
    peek(s, view, seat, draws)


def choose(s: LegendsState, view: LegendsSeatView, draws: Draws) -> None:
    """The Saloon choices the seat cannot see: random pairs (one with Lady Luck for a
    player asked about it); the dealer's best pair when the engine chose it."""
    g, kp = s.poker, view.known.poker
    if g is None or kp is None:
        return
    lucky = {d.seat for d in view.known.stack if d.kind == "luck"}
    for w, cards in kp.chosen.items():
        if HIDDEN not in cards:
            g.chosen[w] = list(cards)
            continue
        hand = g.dealer_hand if w < 0 else s.players[w].hand
        if w < 0 and (s.options.dealer_mode == "auto" or len(hand) < 2):
            g.chosen[w] = poker.best_pair(hand, g.flop)
            continue
        options = poker.choices(hand)
        if w in lucky:
            options = [o for o in options if any(effect(c) == LADY for c in o)] or options
        g.chosen[w] = list(draws.choice(options)) if options else []


def questions(s: LegendsState, view: LegendsSeatView, seat: int) -> None:
    """Other seats' hidden question options, from the cards just dealt."""
    g = s.poker
    for d in s.flow.stack:
        if d.seat == seat:
            continue
        if d.kind == "duck":
            d.options = sorted((c for c in s.players[d.seat].hand
                                if effect(c) == "duck_and_cover"), key=card_order)
        elif d.kind == "luck" and g is not None:
            d.options = [c for c in g.chosen.get(d.seat, []) if effect(c) == LADY]


def peek(s: LegendsState, view: LegendsSeatView, seat: int, draws: Draws) -> None:
    """The cards the active player's Rifle saw: the seat's own peek, else random cards of
    the target's hand (then: its hand and the reactions it has played since)."""
    f, kf = s.fight, view.known.fight
    if f is None or kf is None or not kf.peeked:
        return
    if f.fighter == seat:
        f.peek = list(view.peek)
        return
    then = s.players[f.target].hand + [c for w, c in f.played if w == f.target]
    f.peek = sorted(draws.shuffled(then)[:kf.peeked])


def plausible(s: LegendsState, seat: int) -> bool:
    """No other seat is left a question with one answer (the flow answers those itself)."""
    for d in s.flow.top():
        kind = FLOW.types[d.kind]
        if d.seat != seat and kind.auto and len(kind.legal(s, d)) <= 1:
            return False
    return True


def winning_askers(s: LegendsState) -> list[int]:
    """Seats asked about Lady Luck whose hands win in this deal: a hand is asked about
    only while it is not winning (N18), so such a deal is not the one the table sees."""
    g = s.poker
    if g is None:
        return []
    return [d.seat for d in s.flow.stack
            if d.kind == "luck" and d.seat in g.chosen and poker.winning(g, d.seat)]


def deal_cards(s: LegendsState, view: LegendsSeatView, seat: int, draws: Draws) -> None:
    """Deal until the deal is one the seat could be looking at."""
    for _ in range(DEALS):
        deal(s, view, seat, draws)
        if plausible(s, seat) and not winning_askers(s):
            return
    for asker in winning_askers(s):
        beat(s, asker, seat, draws)


def beat(s: LegendsState, asker: int, seat: int, draws: Draws) -> None:
    """Give an opponent of `asker` (or the dealer) whose cards `seat` cannot see a pair
    from its hand and the deck that keeps the asker's hand from winning."""
    g = s.poker
    assert g is not None
    rivals = [w for w in [*g.participants, *([-1] if g.dealer >= 0 else [])]
              if w not in (asker, seat) and w in g.chosen and not (w < 0 and g.dealer == seat)]
    for w in draws.shuffled(rivals):
        hand = g.dealer_hand if w < 0 else s.players[w].hand
        if len(hand) < 2:
            continue
        for pair in draws.shuffled(list(combinations(sorted(hand + s.deck), 2))):
            before = list(g.chosen[w])
            g.chosen[w] = list(pair)
            if not poker.winning(g, asker):
                swap_in(hand, s.deck, list(pair))
                if w < 0 and s.options.dealer_mode == "auto":
                    g.chosen[w] = poker.best_pair(hand, g.flop)
                return
            g.chosen[w] = before


def swap_in(hand: list[str], deck: list[str], pair: list[str]) -> None:
    """Put the pair's cards into the hand, each in exchange for a hand card not in it."""
    spare = [c for c in hand if c not in pair]
    for card in pair:
        if card in deck:
            out = spare.pop()
            hand[hand.index(out)] = card
            deck[deck.index(card)] = out
