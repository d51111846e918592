"""The Man in Black (Appendix J, a `house` module for exactly 2 players): an automated
rival with an LP total, resolved at the end of every round from his own deck; players may
Duel him in his space; his LP can trigger the end and he wins ties at final scoring."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.data import BOARD, BUILDINGS, SPACES
from bot.games.legends.events import MibActed, Moved, Noted
from bot.games.legends.gains import lp, money
from bot.games.legends.map import distance, neighbours, shortest, town
from bot.games.legends.seating import from_seat
from bot.games.legends.state import Fight, LegendsDecision, LegendsState

HOME = BOARD.rail_station
CARDS = [f"MIB{i:02d}" for i in range(1, 11)]
TOWARD = {"MIB01": 3, "MIB02": 4, "MIB03": 4, "MIB04": 4, "MIB05": 4, "MIB07": 5,
          "MIB08": 4, "MIB09": 3}
ARRIVAL_LP = {"MIB02": 1, "MIB03": 1, "MIB04": 2, "MIB05": 2, "MIB08": 2}


def in_play(s: LegendsState) -> bool:
    """He is on the board."""
    return bool(s.mib)


def enabled(n: int, option: str) -> bool:
    """"auto" plays him with exactly 2 players; "on" is refused otherwise (options_fit)."""
    return n == 2 and option != "off"


def setup(s: LegendsState, draws: Draws) -> None:
    """Put him on the Rail Station and shuffle his 10 cards."""
    s.mib = HOME
    s.mib_deck = draws.shuffled(CARDS)


def gain(s: LegendsState, n: int, ev: list[Event]) -> None:
    """He gains LP; reaching the target triggers the end like a player (R-ENDANYTIME)."""
    s.mib_lp += n
    if s.mib_lp >= s.options.target_lp and s.end_round == 0:
        s.end_round = s.round + 1
    ev.append(MibActed(card="lp", lp=s.mib_lp))


def order(s: LegendsState) -> list[int]:
    """Seats from the first player (his tie-break)."""
    return from_seat(s, s.first)


def target_player(s: LegendsState, card: str) -> int:
    """The player a hunting card moves him toward (ties: the first player)."""
    rank = order(s)
    if card == "MIB01":
        return max(rank, key=lambda i: (s.players[i].lp, -rank.index(i)))
    if card == "MIB09":
        return min(rank, key=lambda i: (distance(s.mib, s.players[i].space), rank.index(i)))
    for field in ("wp", "mp", "lp"):
        values = [getattr(s.players[i], field) for i in rank]
        if max(values) > 0 or field == "lp":
            return max(rank, key=lambda i: (getattr(s.players[i], field), -rank.index(i)))
    return rank[0]


def goal_space(s: LegendsState, card: str) -> str:
    """Where a "move toward" card sends him (nearest; ties: lowest id)."""
    if card == "MIB02":
        spaces = sorted(x for b in BUILDINGS.values() if b.kind == "saloon" for x in b.access)
    elif card == "MIB03":
        spaces = sorted(BOARD.mines)
    elif card == "MIB04":
        green, blue = (len(s.ranches[c]) for c in ("green", "blue"))
        spaces = [BOARD.ranches["green" if green >= blue else "blue"]]
    elif card == "MIB05":
        spaces = [BOARD.bank]
    else:
        spaces = [BOARD.cabaret]
    return min(spaces, key=lambda x: (distance(s.mib, x), x))


def resolve(s: LegendsState, draws: Draws, ev: list[Event]) -> None:
    """Draw and resolve his next card (reshuffled when the deck is empty)."""
    if not s.mib_deck:
        s.mib_deck = draws.shuffled(CARDS)
    card = s.mib_deck.pop(0)
    s.mib_card = card
    ev.append(MibActed(card=card, lp=s.mib_lp))
    if card == "MIB10":
        gain(s, 2, ev)
    elif card == "MIB06":
        taken = {p.space for p in s.players} | {s.sheriff}
        for h in sorted(x for gang in BOARD.hideouts.values() for x in gang):
            if h not in s.bandits and h not in taken:
                s.bandits.append(h)
        s.bandits.sort()
        gain(s, 1, ev)
    elif card in ("MIB01", "MIB07", "MIB09"):
        hunt(s, target_player(s, card), TOWARD[card], ev)
    else:
        goal = goal_space(s, card)
        walk(s, goal, TOWARD[card], ev)
        if s.mib == goal:
            arrive(s, card, ev)


def walk(s: LegendsState, goal: str, steps: int, ev: list[Event]) -> None:
    """Up to `steps` along a shortest path (lowest next-space id first)."""
    path = (shortest(s.mib, goal) or [])[:steps]
    if path:
        s.mib = path[-1]
        ev.append(Moved(seat=-2, path=path))


def hunt(s: LegendsState, who: int, steps: int, ev: list[Event]) -> None:
    """Move toward a player; attack when he shares their space."""
    walk(s, s.players[who].space, steps, ev)
    if s.mib == s.players[who].space:
        attack(s, who, declared=False)


def attack(s: LegendsState, who: int, declared: bool) -> None:
    """A fight with him: §4.1 with no controller, 3 cards, the highest used."""
    s.fight = Fight(kind="mib", fighter=who, controller=-1, space=s.mib,
                    mover=1 if declared else 0)


def arrive(s: LegendsState, card: str, ev: list[Event]) -> None:
    """What a "move toward" card does when he ends on its goal."""
    gain(s, ARRIVAL_LP[card], ev)
    here = s.mib
    if card == "MIB02":
        where = town(here)
        for i, p in enumerate(s.players):
            if town(p.space) == where and p.hand:
                s.flow.push(LegendsDecision(seat=i, kind="discard", what="mib",
                                            reaction=i != s.turn))
    elif card == "MIB03":
        near = {here, *neighbours(here)}
        for i, p in enumerate(s.players):
            if p.space in near and p.gold:
                p.gold -= 1
                ev.append(Noted(seat=i, what="gold", n=-1))
    elif card == "MIB05":
        for i, p in enumerate(s.players):
            if SPACES[p.space].town == "Darkrock":
                money(s, i, -10, ev, "mib")


def outcome(s: LegendsState, f: Fight, won: bool, ev: list[Event]) -> None:
    """He wins: +1 LP (the player's wound and card are the loser's penalty). The player
    wins: 2 LP if they declared the Duel, else 1; he goes back to the Rail Station."""
    if won:
        lp(s, f.fighter, 2 if f.mover == 1 else 1, ev, "mib_duel")
        s.mib = HOME
        ev.append(Moved(seat=-2, path=[HOME]))
    else:
        gain(s, 1, ev)
