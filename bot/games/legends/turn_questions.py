"""Questions of the turn outside fights: characters, start spaces, income, equipment,
Y. B. Rowdy, the store, after-move steps, Saddle Up, Dime Novel, walks, Billy the Kid,
prospecting choices, story rewards, hand-limit discards and poker (A1-A19, N5-N7, N15-N16).

Each question is (legal, apply, default); `verify` is membership in `legal`, except the
store's, checked directly (`store_verify`).
"""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import Msg
from bot.games.legends import goals, poker, refusals, store, story
from bot.games.legends.actions import (
    Buy,
    Choose,
    ChooseCharacter,
    Decide,
    DropItem,
    Equip,
    LegendsMove,
    Pair,
    Pick,
    PlaceDisc,
    PlaceStart,
)
from bot.games.legends.data import ITEMS, STORIES, by_value, discs_needed, effect
from bot.games.legends.events import Noted
from bot.games.legends.gains import apply_gain, discard, draw, lowest, money, note
from bot.games.legends.locations import lantern, motherlode, reroll, settle_dice
from bot.games.legends.state import LegendsDecision, LegendsState

S = LegendsState
D = LegendsDecision
A = LegendsMove
NO = Decide(yes=False)


def character_legal(s: S, d: D) -> list[ChooseCharacter]:
    """The legal answers."""
    return [ChooseCharacter(character=c) for c in d.options]


def character_apply(s: S, d: D, a: ChooseCharacter, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    s.players[d.seat].character = a.character


def start_legal(s: S, d: D) -> list[PlaceStart]:
    """The legal answers."""
    return [PlaceStart(space=x) for x in d.options]


def start_apply(s: S, d: D, a: PlaceStart, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    s.players[d.seat].space = a.space
    ev.append(Noted(seat=d.seat, what="placed", detail=a.space))


def income_legal(s: S, d: D) -> list[Choose]:
    """The legal answers."""
    return [Choose(option="money"), Choose(option="cards"), Choose(option="both")]


def income_apply(s: S, d: D, a: Choose, draws: Draws, ev: list[Event]) -> None:
    """$20, or 2 cards, or $10 and 1 card (§3.1 step 2)."""
    ev.append(Noted(seat=d.seat, what="income", detail=a.option))
    if a.option in ("money", "both"):
        money(s, d.seat, 20 if a.option == "money" else 10, ev)
    if a.option in ("cards", "both"):
        draw(s, d.seat, 2 if a.option == "cards" else 1, draws, ev)


def income_default(s: S, d: D) -> Choose:
    """The answer for an absent player (§10)."""
    return Choose(option="money" if s.players[d.seat].money <= 100 else "cards")


def equip_legal(s: S, d: D) -> list[Equip]:
    """The legal answers."""
    p = s.players[d.seat]
    weapons = sorted(p.weapons) or [None]
    mounts = sorted(p.mounts) or [None]
    return [Equip(weapon=w, mount=m) for w in weapons for m in mounts]


def equip_apply(s: S, d: D, a: Equip, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    p = s.players[d.seat]
    if (a.weapon, a.mount) != (p.weapon, p.mount):
        ev.append(Noted(seat=d.seat, what="equipped", detail=f"{a.weapon} {a.mount}"))
    p.weapon, p.mount = a.weapon, a.mount


def equip_default(s: S, d: D) -> Equip:
    """A3: keep last turn's; if none is chosen yet, the most expensive owned."""
    p = s.players[d.seat]
    weapon = p.weapon if p.weapon in p.weapons else most_expensive(list(p.weapons))
    mount = p.mount if p.mount in p.mounts else most_expensive(list(p.mounts))
    return Equip(weapon=weapon, mount=mount)


def most_expensive(items: list[str]) -> str | None:
    """The owned item with the highest price (None when there is none)."""
    return max(items, key=lambda i: (ITEMS[i].price, i)) if items else None


def store_legal(s: S, d: D) -> list[DropItem | Buy | Decide]:
    """The legal answers."""
    p = s.players[d.seat]
    return [*store.offers(s, d.seat), *(DropItem(item=i) for i in sorted(p.misc)), NO]


def store_verify(s: S, d: D, a: DropItem | Buy | Decide) -> Msg | None:
    """Checked directly: the rule of the General Store a refused answer breaks."""
    return refusals.store_why(s, d.seat, a)


def store_apply(s: S, d: D, a: DropItem | Buy | Decide, draws: Draws, ev: list[Event]) -> None:
    """Buying spends the store action once (count: 1 once spent); leaving ends it."""
    if isinstance(a, Decide):
        return
    if isinstance(a, Buy):
        if d.what != "spent":
            s.actions -= 1
            d.what = "spent"
        store.buy(s, d.seat, a, draws, ev)
        if not a.upgrade:
            d.count += 1
            if d.count == 2:
                note(s, d.seat, "store_2")
    else:
        store.drop(s, d.seat, a.item, ev)
    s.flow.push(D(seat=d.seat, kind="store", count=d.count, what=d.what))


def token_legal(s: S, d: D) -> list[Choose]:
    """One answer per distinct token value drawn."""
    return [Choose(option=o) for o in sorted(set(d.options))]  # type: ignore[misc]


def token_apply(s: S, d: D, a: Choose, draws: Draws, ev: list[Event]) -> None:
    """Keep the chosen Legendary token (N20)."""
    goals.keep(s, d.seat, [int(o) for o in d.options], int(a.option), draws, ev)


def dime_legal(s: S, d: D) -> list[PlaceDisc]:
    """The legal answers."""
    return [PlaceDisc(slot=sl, source=src)  # type: ignore[arg-type]
            for sl, src in story.placements(s, d.seat, free=True)]


def dime_default(s: S, d: D) -> PlaceDisc:
    """A14: the legal card with fewer missing discs (deck L on equality)."""
    def missing(a: PlaceDisc) -> tuple[int, str]:
        card = story.card_in(s, a.slot)
        assert card is not None
        return discs_needed(card, s.n) - story.discs_on(s, a.slot), a.slot
    return min(dime_legal(s, d), key=missing)


def dime_apply(s: S, d: D, a: PlaceDisc, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    story.place(s, d.seat, a.slot, a.source, draws, ev)


def prospect_legal(s: S, d: D) -> list[Choose | Pick | Decide]:
    """The legal answers."""
    if d.what == "map":
        return [Choose(option="1"), Choose(option="2"), NO]
    cards = by_value(c for c in s.players[d.seat].hand if effect(c) == "motherlode")
    return [*(Pick(card=c) for c in cards), NO]


def prospect_apply(s: S, d: D, a: Choose | Pick | Decide, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    if d.what == "map":
        if isinstance(a, Choose):
            reroll(s, d.seat, int(a.option) - 1, draws, ev)
        settle_dice(s, d.seat, draws, ev)
        return
    if isinstance(a, Pick):
        motherlode(s, d.seat, a.card, ev)
    lantern(s, d.seat, ev)


def reward_legal(s: S, d: D) -> list[Choose]:
    """The legal answers."""
    return [Choose(option=o) for o in d.options]  # type: ignore[arg-type]


def reward_apply(s: S, d: D, a: Choose, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    apply_gain(s, d.seat, STORIES[d.card].reward[int(a.option)], draws, ev, "story")


def discard_legal(s: S, d: D) -> list[Pick]:
    """The legal answers."""
    return [Pick(card=c) for c in by_value(s.players[d.seat].hand)]


def discard_apply(s: S, d: D, a: Pick, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    discard(s, d.seat, [a.card], ev, "hand_limit")


def lowest_pick(s: S, d: D) -> Pick:
    """The lowest card of the hand."""
    return Pick(card=lowest(s.players[d.seat].hand))


def join_apply(s: S, d: D, a: Decide, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    assert s.poker is not None
    ev.append(Noted(seat=d.seat, what="joined" if a.yes else "not_joined"))
    if a.yes:
        s.poker.participants.append(d.seat)
        poker.ante(s, d.seat, draws, ev)


def poker_hand(s: S, d: D) -> list[str]:
    """The cards a poker choice is made from: the seat's hand, or the dealer's 4 cards."""
    assert s.poker is not None
    return s.poker.dealer_hand if d.what == "dealer" else s.players[d.seat].hand


def hand_legal(s: S, d: D) -> list[Pair]:
    """The legal answers."""
    return [Pair(cards=c) for c in poker.choices(poker_hand(s, d))]  # type: ignore[misc]


def hand_apply(s: S, d: D, a: Pair, draws: Draws, ev: list[Event]) -> None:
    """Apply the answer."""
    assert s.poker is not None
    s.poker.chosen[-1 if d.what == "dealer" else d.seat] = list(a.cards)
    ev.append(Noted(seat=d.seat, what="chose_cards"))


def hand_default(s: S, d: D) -> Pair:
    """The answer for an absent player (§10)."""
    assert s.poker is not None
    return Pair(cards=tuple(poker.best_pair(poker_hand(s, d), s.poker.flop)))  # type: ignore[arg-type]
