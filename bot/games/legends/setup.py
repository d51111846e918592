"""Setup for 2-6 players (rules §2): decks, stacks, the character deal; the choice, first
player, placement and bandits follow through the flow (`turn.proceed`)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws, Rng
from bot.games.legends import mib
from bot.games.legends.data import BOARD, CARDS, CATTLE, CHARACTERS, FIGHTS, ITEMS, STORIES
from bot.games.legends.events import CharactersRevealed, Noted
from bot.games.legends.gains import draw
from bot.games.legends.goals import deal
from bot.games.legends.seating import around, wanted_together
from bot.games.legends.state import LegendsDecision, LegendsState, Options, Player


def setup(n: int, seed: int, options: Options) -> LegendsState:
    """A fresh game: every deck shuffled and two characters dealt to each seat."""
    s = LegendsState(rng=Rng(seed=seed), n=n, options=options,
                     players=[Player() for _ in range(n)])
    d = Draws(s.rng)
    s.stock = {i.id: i.copies for i in ITEMS.values() if options.house_items or not i.house}
    s.deck = d.shuffled(sorted(CARDS))
    for colour in ("green", "blue"):
        s.ranches[colour] = d.shuffled([c.id for c in CATTLE.values() if c.colour == colour])
    s.fight_deck = d.shuffled(sorted(FIGHTS))
    stories = d.shuffled(sorted(STORIES))
    s.story = {"L": stories[:20], "R": stories[20:]}
    chars = d.shuffled(sorted(CHARACTERS))
    s.dealt = [chars[2 * i:2 * i + 2] for i in range(n)]
    if mib.enabled(n, options.man_in_black):
        mib.setup(s, d)
    s.flow.push_together(LegendsDecision(seat=i, kind="character", options=s.dealt[i])
                         for i in range(n))
    return s


def reveal(s: LegendsState, draws: Draws, ev: list[Event]) -> None:
    """All chose: reveal together, pick the first player (§2 step 8), give starting gear."""
    ev.append(CharactersRevealed(chosen=[p.character for p in s.players]))
    most = max(CHARACTERS[p.character].wp for p in s.players)
    tied = [i for i, p in enumerate(s.players) if CHARACTERS[p.character].wp == most]
    s.first = tied[0] if len(tied) == 1 else tied[draws.below(len(tied))]
    s.table = wanted_together(s) if s.options.seat_wanted_together else list(range(s.n))
    s.turn = s.first
    ev.append(Noted(seat=s.first, what="first_player"))
    for i in range(s.n):
        starting_gear(s, i, draws, ev)
    if s.options.goals_variant:
        deal(s, draws)
    s.phase = "place"


def starting_gear(s: LegendsState, who: int, draws: Draws, ev: list[Event]) -> None:
    """Starting resources (§2 step 11): no track rewards; on-gain effects do trigger."""
    p = s.players[who]
    c = CHARACTERS[p.character]
    p.money, p.mp, p.wp, p.wounds = c.money, c.mp, c.wp, c.wounds
    for ref in c.items:
        item = ITEMS[ref.id]
        s.stock[ref.id] = s.stock.get(ref.id, 0) - 1
        if item.kind == "weapon":
            p.weapons[ref.id] = ref.upgraded
            p.weapon = p.weapon or ref.id
        elif item.kind == "mount":
            p.mounts[ref.id] = ref.upgraded
            p.mount = p.mount or ref.id
        else:
            p.misc.append(ref.id)
            if ref.id == "provisions":
                draw(s, who, 1, draws, ev)
    draw(s, who, c.cards, draws, ev)


def start_choices(s: LegendsState, who: int) -> list[str]:
    """Where a character may start (Wyatt Earp: a hideout with no player)."""
    c = CHARACTERS[s.players[who].character]
    taken = {p.space for p in s.players if p.space}
    return [x for x in c.starts if not (c.free_hideout and x in taken)]


def place_next(s: LegendsState, ev: list[Event]) -> bool:
    """Ask the next seat (from the first player) for its start space; then put bandits."""
    for k in range(s.n):
        who = around(s, s.first, k)
        if s.players[who].space:
            continue
        options = start_choices(s, who)
        if len(options) == 1:
            s.players[who].space = options[0]
            ev.append(Noted(seat=who, what="placed", detail=options[0]))
            return True
        s.flow.push(LegendsDecision(seat=who, kind="start", options=options))
        return True
    taken = {p.space for p in s.players}
    for gang in sorted(BOARD.hideouts):
        for h in BOARD.hideouts[gang]:
            if h not in taken:
                s.bandits.append(h)
    s.bandits.sort()
    s.phase = "play"
    s.stage = "start"
    return True
