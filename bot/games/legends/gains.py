"""Gains and losses with every limit of §3.F: money, gold, LP, MP/WP with track rewards,
wounds, healing, drawing and discarding poker cards, and the end trigger (§7.1)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.data import CARDS, ITEMS, SPACES, TRACKS, Gain, card_order
from bot.games.legends.events import LP_KINDS, CardsDrawn, CardsShown, LpScored, Noted
from bot.games.legends.state import LegendsDecision, LegendsState, Player

MONEY_CAP = 120
WOUND_CAP = 3
ABILITY_LP = 5


def active(p: Player, character: str) -> bool:
    """The character's legendary ability is on (§3.5: 5 LP or more)."""
    return p.character == character and p.lp >= ABILITY_LP


def gold_cap(p: Player) -> int:
    """4 nuggets, 6 while owning a Mule (R-MULE)."""
    return 6 if "mule" in p.mounts else 4


def in_town(space: str) -> bool:
    """The space is in Darkrock or Red Falls."""
    return SPACES[space].town is not None


def short_of(asked: int, got: int) -> str:
    """Why a change fell short: "cap" (a gain met its limit), "empty" (nothing left to lose)."""
    if asked > got:
        return "cap"
    return "empty" if asked < got else ""


def money(s: LegendsState, who: int, n: int, ev: list[Event], source: str = "") -> None:
    """Gain (n > 0) or pay/lose money; gains above $120 are lost (R-CAPS). `source` names
    where it came from for the log (`legends-source`)."""
    p = s.players[who]
    before = p.money
    p.money = max(0, min(MONEY_CAP, p.money + n))
    if p.money != before or n:
        ev.append(Noted(seat=who, what="money", n=p.money - before,
                        detail=short_of(n, p.money - before), source=source))


def gold(s: LegendsState, who: int, n: int, ev: list[Event], source: str = "") -> int:
    """Gain nuggets up to the carry limit; the excess goes back to the supply."""
    p = s.players[who]
    before = p.gold
    p.gold = max(0, min(gold_cap(p), p.gold + n))
    ev.append(Noted(seat=who, what="gold", n=p.gold - before,
                    detail=short_of(n, p.gold - before), source=source))
    return p.gold - before


def lp(s: LegendsState, who: int, n: int, ev: list[Event], source: str = "",
       kind: str = "") -> None:
    """Gain or lose LP (never below 0); reaching the target triggers the end (R-ENDANYTIME).
    `source` says where they came from in the log ("" when the event before says so), and
    `kind` for the statistics (by default the kind of `source`, `LP_KINDS`)."""
    p = s.players[who]
    before = p.lp
    p.lp = max(0, p.lp + n)
    ev.append(Noted(seat=who, what="lp", n=p.lp - before, source=source))
    ev.append(LpScored(seat=who, n=p.lp - before,
                       source=kind or LP_KINDS.get(source, "other")))
    if p.lp >= s.options.target_lp and s.end_round == 0:
        s.end_round = s.round + 1
        s.triggered_by = who
        ev.append(Noted(seat=who, what="end_triggered", n=s.end_round))


def draw(s: LegendsState, who: int, n: int, draws: Draws, ev: list[Event]) -> list[str]:
    """Draw poker cards; an empty deck is rebuilt from the shuffled discard pile (§9)."""
    got: list[str] = []
    for _ in range(n):
        card = take_top(s, draws)
        if card is None:
            break
        got.append(card)
    s.players[who].hand += got
    if got:
        ev.append(CardsDrawn(seat=who, cards=got, visible_to=(who,)))
    return got


def take_top(s: LegendsState, draws: Draws) -> str | None:
    """The top card of the poker deck, reshuffling the discard pile when needed."""
    if not s.deck and s.discard:
        s.deck = draws.shuffled(s.discard)
        s.discard = []
    return s.deck.pop(0) if s.deck else None


def discard(s: LegendsState, who: int, cards: list[str], ev: list[Event], what: str) -> None:
    """Cards from a hand to the face-up discard pile."""
    p = s.players[who]
    for c in cards:
        p.hand.remove(c)
    s.discard += cards
    if cards:
        ev.append(CardsShown(seat=who, what=what, cards=cards))


def lowest(cards: list[str]) -> str:
    """The lowest card (value, then suit C<D<H<S)."""
    return min(cards, key=card_order)


def highest(cards: list[str]) -> str:
    """The highest card (value, then suit)."""
    return max(cards, key=card_order)


def wounds(s: LegendsState, who: int, n: int, draws: Draws, ev: list[Event],
           preventable: bool = True) -> int:
    """Gain `n` wounds up to 3 (§6). The Canvas Duster prevents one, once per turn; then
    each Duck and Cover card prevents one more (Appendix D, E: F3's two wounds separately;
    neither against F6). With `defence_cards = ask` the owner is asked first (N18) and the
    wounds wait for the answer (returns 0); `auto` plays the cards (ruling L16). Doc
    Holliday draws 1 card after gaining any. Returns the wounds gained now."""
    p = s.players[who]
    if preventable and n > 0 and "canvas_duster" in p.misc and not p.duster:
        p.duster = True
        n -= 1
        ev.append(Noted(seat=who, what="prevented", n=1))
    if preventable and n > 0:
        if s.options.defence_cards == "ask":
            if hold_back(s, who, n):
                return 0
        else:
            n -= duck_for(s, who, n, ev)
    return land(s, who, n, draws, ev)


def duck_cards(p: Player) -> list[str]:
    """The Duck and Cover cards of a hand, lowest first."""
    return sorted((c for c in p.hand if CARDS[c].effect == "duck_and_cover"), key=card_order)


def duck_helps(p: Player, pending: int, cards: int) -> bool:
    """Discarding Duck and Cover cards can lower the wounds gained: some of the `pending`
    wounds fit under the cap of 3 and the player holds more cards than the wounds the cap
    ignores anyway."""
    room = WOUND_CAP - p.wounds
    return room > 0 and pending > 0 and cards > max(0, pending - room)


def hold_back(s: LegendsState, who: int, n: int) -> bool:
    """`ask`: hold the wounds back behind a Duck and Cover question when the choice is
    real; a later wound of the same seat joins a question already waiting, in order."""
    p = s.players[who]
    waiting = next((d for d in s.flow.stack if d.kind == "duck" and d.seat == who), None)
    if waiting is not None:
        waiting.wounds.append(n)
        waiting.count += n
        waiting.options = sorted({*waiting.options, *duck_cards(p)}, key=card_order)
        return True
    cards = duck_cards(p)
    if not duck_helps(p, n, len(cards)):
        return False
    s.flow.push(LegendsDecision(seat=who, kind="duck", count=n, wounds=[n], options=cards,
                                reaction=who != s.turn))
    return True


def duck_for(s: LegendsState, who: int, n: int, ev: list[Event]) -> int:
    """`auto`: one Duck and Cover card (the lowest first) per wound that would count."""
    p = s.players[who]
    cards = duck_cards(p)
    if not duck_helps(p, n, len(cards)):
        return 0
    used = cards[:n]
    discard(s, who, used, ev, "duck_and_cover")
    ev.append(Noted(seat=who, what="prevented", n=len(used)))
    return len(used)


def land(s: LegendsState, who: int, n: int, draws: Draws, ev: list[Event]) -> int:
    """Wounds actually gained (beyond 3 they are ignored); Doc Holliday draws 1 card."""
    p = s.players[who]
    gained = max(0, min(WOUND_CAP, p.wounds + n) - p.wounds)
    p.wounds += gained
    if gained:
        ev.append(Noted(seat=who, what="wounds", n=gained))
        if who == s.turn:
            p.log.append("wounded")
        if active(p, "doc_holliday"):
            draw(s, who, 1, draws, ev)
    return gained


def heal(s: LegendsState, who: int, n: int, ev: list[Event]) -> int:
    """Remove up to `n` wounds; returns how many were removed."""
    p = s.players[who]
    removed = min(n, p.wounds)
    p.wounds -= removed
    if removed:
        ev.append(Noted(seat=who, what="healed", n=removed))
        if who == s.turn:
            p.log.append("healed")
    return removed


def mp(s: LegendsState, who: int, n: int, draws: Draws, ev: list[Event]) -> None:
    """Gain MP with the reward of every space entered (§5.2); Wanted players cannot."""
    p = s.players[who]
    if p.wp > 0 or n <= 0:
        return
    for _ in range(n):
        if p.mp >= 9:
            lp(s, who, 1, ev, "marshal_end")
            continue
        p.mp += 1
        ev.append(Noted(seat=who, what="mp", n=p.mp))
        apply_gain(s, who, TRACKS.marshal[p.mp - 1], draws, ev, "marshal")
    if who == s.turn:
        p.log.append("mp_gained")


def wp(s: LegendsState, who: int, n: int, draws: Draws, ev: list[Event]) -> None:
    """Gain WP (§5.3): a Marshal first loses every MP and starts the Wanted track at 0."""
    p = s.players[who]
    if n <= 0:
        return
    if p.mp > 0:
        p.mp = 0
        ev.append(Noted(seat=who, what="mp_lost"))
    for _ in range(n):
        if p.wp >= 9:
            lp(s, who, 1, ev, "wanted_end")
            continue
        p.wp += 1
        ev.append(Noted(seat=who, what="wp", n=p.wp))
        apply_gain(s, who, TRACKS.wanted[p.wp - 1], draws, ev, "wanted")
    if who == s.turn:
        p.log.append("wp_gained")


def apply_gain(s: LegendsState, who: int, g: Gain, draws: Draws, ev: list[Event],
               source: str = "") -> None:
    """A bundle of gains (track spaces, cattle and story rewards) from `source`."""
    if g.money:
        money(s, who, g.money, ev, source)
    if g.gold:
        gold(s, who, g.gold, ev, source)
    if g.heal:
        heal(s, who, g.heal, ev)
    if g.cards:
        draw(s, who, g.cards, draws, ev)
    if g.lp:
        lp(s, who, g.lp, ev, source)
    if g.mp:
        mp(s, who, g.mp, draws, ev)
    if g.wp:
        wp(s, who, g.wp, draws, ev)


def half_money(amount: int) -> int:
    """Half of an amount of money, rounded up in $10 units (R-HALF)."""
    return 10 * ((amount + 19) // 20)


def half(n: int) -> int:
    """Half a count, rounded up (R-HALF)."""
    return (n + 1) // 2


def value(card: str) -> int:
    """A poker card's fight value."""
    return CARDS[card].value


def end_lp(p: Player) -> int:
    """End-game LP of upgraded mounts and weapons (Appendix C)."""
    owned = {**p.weapons, **p.mounts}
    return sum(ITEMS[i].end_lp for i, up in owned.items() if up)


def gain_ok(p: Player, option: str) -> bool:
    """A point option a player may take: never MP while Wanted (§5.1)."""
    return not (option == "mp" and p.wp > 0)


def note(s: LegendsState, who: int, tag: str) -> None:
    """Record a lifetime event for the Goals variant (Appendix I: cumulative goals count
    events over the whole game)."""
    if s.options.goals_variant:
        s.players[who].record.append(tag)
