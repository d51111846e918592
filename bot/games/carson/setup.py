"""Setup (rules §3): kits, player order, centre, mountains, market, draft, characters."""

from __future__ import annotations

from bot.games.carson import city, river
from bot.games.carson.ask import task
from bot.games.carson.data import BUILDINGS, CHARS, TEACHER, TRACK
from bot.games.carson.decisions import FLOW
from bot.games.carson.horses import setup as horses_setup
from bot.games.carson.market import fill
from bot.games.carson.might import deal
from bot.games.carson.newbeginning import start
from bot.games.carson.state import Card, CardSide, CarsonState, Options, Player, Plot
from bot.games.core.model import Event
from bot.games.core.rng import Draws, Rng

BASE_TYPES = ("ranch", "mine", "drugstore", "bank", "saloon", "hotel", "church", "prison")


def building_set(options: Options) -> list[str]:
    """Every tile of the chosen set (rules §1.5)."""
    out: list[str] = []
    for kind, data in BUILDINGS.items():
        if options.buildings == "first_game":
            count = data.first_game
        elif options.buildings == "base":
            count = data.count if kind in BASE_TYPES else 0
        else:
            count = data.count
        out += [kind] * count
    return out


def character_set(options: Options, draws: Draws) -> list[Card]:
    """The preset's cards with their sides, or a random set (R: rules §1.10)."""
    if options.characters != "random":
        return [Card(number=int(c.rstrip("YR")), side="R" if c.endswith("R") and not
                     c.endswith("YR") else "Y") for c in CHARS.presets[options.characters]]
    pool = list(range(1, 17)) + ([TEACHER] if options.teacher else [])
    picked = sorted(draws.shuffled(pool)[:7])
    cards: list[Card] = []
    for n in ([0] if options.newsboy_in_random else []) + picked:
        side: CardSide = "Y" if draws.below(2) == 0 else "R"
        if n == 15 and not options.horses:
            side = "R"
        if n in (14, TEACHER):
            side = "Y"
        cards.append(Card(number=n, side=side))
    return cards


def setup(n: int, seed: int, options: Options) -> CarsonState:
    """A fresh game whose first question is the first draft pick."""
    rng = Rng(seed=seed)
    draws = Draws(rng)
    events: list[Event] = []
    kit = TRACK.kit
    order = draws.shuffled(list(range(n)))
    s = CarsonState(
        rng=rng, n=n, options=options, order=order,
        players=[Player(money=kit.money, cowboys=kit.cowboys, roads=kit.roads,
                        revolvers=kit.revolvers, tiles=TRACK.property_tiles) for _ in range(n)],
        plots=[Plot() for _ in range(64)], roads=[], market=[None] * 7, bag=[], cards=[])
    if options.river:
        for i in river.RIVER:
            s.plots[i].river = True
    centre = city.roll_plot(draws, events, [not p.river for p in s.plots])
    s.plots[centre] = Plot(content="house")
    s.roads = sorted(city.centre_roads(centre))
    for _ in range(river.mountains(s) if options.river else TRACK.mountains):
        m = city.roll_plot(draws, events, [p.content == "" and not p.river for p in s.plots])
        if m >= 0:
            s.plots[m] = Plot(content="mountain")
    tiles = building_set(options)
    for slot, kind in TRACK.market_start.items():
        s.market[int(slot)] = kind
        tiles.remove(kind)
    s.bag = sorted(tiles)
    for slot in (2, 3, 4):
        fill(s, slot, draws, events)
    s.cards = character_set(options, draws)
    if options.horses:
        horses_setup(s)
    if options.might_is_right:
        deal(s, draws)
    if options.new_beginning:
        start(s)
    else:
        picks = [*reversed(order), *order]
        s.tasks += [task("draft", seat=x) for x in picks]
        s.tasks.append(task("round_start"))
        s.phase = "draft"
    FLOW.run(s, draws, events)
    return s
