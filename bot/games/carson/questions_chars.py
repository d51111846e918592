"""Questions of Phase 1 and of the characters' immediate effects (rules §7, D-* defaults)."""

from __future__ import annotations

from bot.games.carson import bestbuild as bb
from bot.games.carson import building as bd
from bot.games.carson import city
from bot.games.carson import powers as pw
from bot.games.carson.actions import Amount, Choose, PickPlot, Slot, TakeCard
from bot.games.carson.ask import ask
from bot.games.carson.auction import start_auction
from bot.games.carson.characters import CAPTAIN, DOCTOR, GROCER, has
from bot.games.carson.data import CHARS, NEWSBOY, TRACK
from bot.games.carson.events import ev
from bot.games.carson.market import slot_of_price, take
from bot.games.carson.prices import COOLIE_PRICE
from bot.games.carson.rounds import claim, draftable, excess
from bot.games.carson.state import CardSide, CarsonDecision, CarsonState
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.words import seat as who

D = CarsonDecision
S = CarsonState


# -- draft and cards ----------------------------------------------------------------------

def draft_legal(s: S, d: D) -> list[PickPlot]:
    """The legal answers to the `draft` question."""
    return [PickPlot(plot=city.name(i)) for i in draftable(s)]


def draft_default(s: S, d: D) -> PickPlot:
    """D-DRAFT: the connected eligible plot with the highest price (ties by reading
    order); with no connected one left, the first eligible plot in reading order."""
    plots = draftable(s)
    conn = city.connected_set(s.roads)
    linked = [i for i in plots if i in conn]
    best = max(linked, key=lambda i: (city.price(s, i), -i)) if linked else plots[0]
    return PickPlot(plot=city.name(best))


def draft_apply(s: S, d: D, a: PickPlot, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `draft` question."""
    claim(s, d.seat, city.INDEX[a.plot], events)


def character_legal(s: S, d: D) -> list[TakeCard]:
    """The legal answers to the `character` question."""
    return [TakeCard(number=c.number) for c in pw.available(s, d.seat)]


def character_default(s: S, d: D) -> TakeCard:
    """The answer of an absent player to the `character` question (rules §10)."""
    cards = sorted(c.number for c in pw.available(s, d.seat))
    others = [n for n in cards if n != NEWSBOY]
    return TakeCard(number=(others or cards)[0])


def character_apply(s: S, d: D, a: TakeCard, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `character` question."""
    card = next(c for c in s.cards if c.number == a.number and c.taken_by < 0)
    pw.take(s, d.seat, card, draws, events)


def newsboy_legal(s: S, d: D) -> list[TakeCard]:
    """The legal answers to the `newsboy` question."""
    return [TakeCard(number=c.number) for c in pw.borrowable(s)]


def newsboy_apply(s: S, d: D, a: TakeCard, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `newsboy` question."""
    card = next(c for c in s.cards if c.number == a.number and c.taken_by < 0)
    pw.take(s, d.seat, card, draws, events)


def docside_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `docside` question."""
    side = "R" if a.option == "undertaker" else "Y"
    held = s.players[d.seat].held
    held[-1] = (DOCTOR, side)
    ev(events, "side", who=who(d.seat), which=side)


# -- money or VP ----------------------------------------------------------------------------

def grocer_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `grocer` question."""
    p = s.players[d.seat]
    if a.option == "money":
        p.money += 8
        ev(events, "gained", who=who(d.seat), money=8)
    else:
        p.grocer = "defer"


def money_or_vp_default(s: S, d: D) -> Choose:
    """D-GROCER-R / D-SETTLER-R: VP if the player owns >= 2 houses (mountains)."""
    grocer = has(s, d.seat, GROCER)
    kinds = ("house", "townhouse") if grocer else ("mountain",)
    count = sum(1 for p in s.plots if p.owner == d.seat and p.content in kinds)
    return Choose(option="vp" if count >= 2 else "money")


def money_or_vp_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `money_or_vp` question."""
    p = s.players[d.seat]
    if a.option == "money":
        p.money += 8
        ev(events, "gained", who=who(d.seat), money=8)
    elif has(s, d.seat, GROCER):
        p.grocer = "vp"
    else:
        p.settler_vp = True


# -- plots claimed by a power --------------------------------------------------------------

def claim_plots(s: S, d: D) -> list[int]:
    """Plots a power may claim: purchasable ones, or empty ones for a new building."""
    if d.what == "special":
        return [i for i in range(64) if s.plots[i].owner < 0 and city.empty(s, i)]
    if d.what == "townhall":
        conn = city.connected_set(s.roads)
        return [i for i in range(64) if s.plots[i].owner < 0 and city.empty(s, i) and i in conn]
    return [i for i in range(64) if city.purchasable(s, i) and i not in d.refused]


def claim_legal(s: S, d: D) -> list[PickPlot | Choose]:
    """The legal answers to the `claim` question."""
    out: list[PickPlot | Choose] = [PickPlot(plot=city.name(i)) for i in claim_plots(s, d)]
    if d.what in ("settler", "auction"):
        out.append(Choose(option="decline"))
    return out


def claim_default(s: S, d: D) -> PickPlot | Choose:
    """The answer of an absent player to the `claim` question (rules §10)."""
    plots = claim_plots(s, d)
    if not plots:
        return claim_legal(s, d)[0]
    if d.what == "townhall":
        return PickPlot(plot=city.name(plots[0]))
    if d.what == "special":
        best = max(plots, key=lambda i: (bb.value(s, d.seat, d.building, i, []), -i))
        return PickPlot(plot=city.name(best))
    return PickPlot(plot=city.name(max(plots, key=lambda i: (city.price(s, i), -i))))


def claim_apply(s: S, d: D, a: PickPlot | Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `claim` question."""
    if not isinstance(a, PickPlot):
        return
    i = city.INDEX[a.plot]
    if d.what == "settler":
        claim(s, d.seat, i, events)
    elif d.what == "auction":
        ask(s, d.seat, "claim", what="auction2", refused=[i])
    elif d.what == "auction2":
        plots = [*d.refused, i]
        active = [x for x in range(s.n) if s.players[x].tiles >= 2]
        start_auction(s, d.seat, "plots", active, plots, events)
    elif d.what == "special":
        claim(s, d.seat, i, events)
        s.players[d.seat].kept.append(d.building)
        bd.commit(s, d.seat, d.building, i, [], events)
    elif d.what == "townhall":
        place_townhall(s, d.seat, i, events)


def place_townhall(s: S, first: int, i: int, events: list[Event]) -> None:
    """The Town Hall goes on the plot; the first player adds a house if one is possible."""
    s.plots[i].content = "townhall"
    s.townhall = i
    ev(events, "townhall-placed", who=who(first), plot=city.name(i))
    if bd.house_options(s, first, "townhall", -1, [], [], 1):
        ask(s, first, "house", building="townhall", loc=city.name(i), source="townhall")


# -- market powers --------------------------------------------------------------------------

def coolie_legal(s: S, d: D) -> list[Choose | Slot]:
    """The legal answers to the `coolie` question."""
    out: list[Choose | Slot] = [Slot(price=TRACK.slot_prices[k])
                             for k, kind in enumerate(s.market) if kind is not None]
    return [*out, Choose(option="decline")]


def coolie_apply(s: S, d: D, a: Choose | Slot, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `coolie` question."""
    if not isinstance(a, Slot):
        return
    kind = take(s, slot_of_price(a.price), draws, events)
    s.players[d.seat].money -= COOLIE_PRICE
    s.players[d.seat].kept.append(kind)
    ev(events, "bought", who=who(d.seat), building=kind, money=COOLIE_PRICE)
    ask(s, d.seat, "site", building=kind, source="power")


def special_legal(s: S, d: D) -> list[Choose | Slot]:
    """Gold Prospector (Mine, $10) / red Cowboy (Ranch, $8): which slot, or the bag."""
    out: list[Choose | Slot] = [Slot(price=TRACK.slot_prices[k])
                             for k, kind in enumerate(s.market) if kind == d.building]
    if not out and d.building in s.bag:
        out.append(Choose(option="yes"))
    return [*out, Choose(option="decline")]


def special_apply(s: S, d: D, a: Choose | Slot, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `special` question."""
    if isinstance(a, Slot):
        take(s, slot_of_price(a.price), draws, events)
    elif a.option == "yes":
        s.bag.remove(d.building)
    else:
        return
    s.players[d.seat].money -= d.amount
    ask(s, d.seat, "claim", what="special", building=d.building)


# -- counts ---------------------------------------------------------------------------------

def captain_legal(s: S, d: D) -> list[Amount]:
    """The legal answers to the `captain` question."""
    side: CardSide = "Y" if has(s, d.seat, CAPTAIN, "Y") else "R"
    return [Amount(n=k) for k in [0, *pw.captain_options(s, d.seat, side)]]


def captain_apply(s: S, d: D, a: Amount, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `captain` question."""
    if a.n == 0:
        return
    side: CardSide = "Y" if has(s, d.seat, CAPTAIN, "Y") else "R"
    p = s.players[d.seat]
    p.money -= pw.captain_cost(side, a.n)
    if side == "Y":
        p.cowboys += a.n
    else:
        p.revolvers += a.n
    ev(events, "captain", who=who(d.seat), count=a.n, which=side)


def tax_yield(s: S, seat: int, guns: bool) -> int:
    """What the red Governor would collect with the guns or the money tax."""
    total = 0
    for x in range(s.n):
        if x != seat:
            p = s.players[x]
            owed = p.revolvers if guns else -(-p.money // 10)
            total += min(owed, p.money)
    return total


def tax_default(s: S, d: D) -> Choose:
    """The answer of an absent player to the `tax` question (rules §10)."""
    guns = tax_yield(s, d.seat, True) > tax_yield(s, d.seat, False)
    return Choose(option="guns" if guns else "cash")


def tax_apply(s: S, d: D, a: Choose, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `tax` question."""
    guns = a.option == "guns"
    for x in range(s.n):
        if x == d.seat:
            continue
        p = s.players[x]
        owed = min(p.money, p.revolvers if guns else -(-p.money // 10))
        p.money -= owed
        s.players[d.seat].money += owed
        ev(events, "taxed", who=who(x), to=who(d.seat), money=owed)


def heroes_legal(s: S, d: D) -> list[Amount]:
    """The legal answers to the `heroes` question."""
    return [Amount(n=k) for k, _ in CHARS.heroes_options if k <= s.players[d.seat].cowboys]


def heroes_apply(s: S, d: D, a: Amount, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `heroes` question."""
    vp = dict(CHARS.heroes_options)[a.n]
    s.players[d.seat].cowboys -= a.n
    s.players[d.seat].vp += vp
    ev(events, "scored", who=who(d.seat), vp=vp)


# -- end of round ---------------------------------------------------------------------------

def banker_legal(s: S, d: D) -> list[Amount]:
    """The legal answers to the `banker` question."""
    money = s.players[d.seat].money
    return [Amount(n=0), *[Amount(n=vp) for vp, cost in CHARS.banker_packages if cost <= money]]


def banker_apply(s: S, d: D, a: Amount, draws: Draws, events: list[Event]) -> None:
    """Apply an answer to the `banker` question."""
    if a.n:
        cost = dict(CHARS.banker_packages)[a.n]
        s.players[d.seat].money -= cost
        s.players[d.seat].vp += a.n
        ev(events, "vp-bought", who=who(d.seat), vp=a.n, money=cost)


def spend_legal(s: S, d: D) -> list[Amount]:
    """The legal answers to the `spend` question."""
    return [Amount(n=k) for k in range(excess(s, d.seat), s.players[d.seat].money + 1)]
