"""Determinization (issue 23 #1, DESIGN "Bots"): a full Carson City state from one seat's view.

Everything on the table is public (rules §9) except the order of the building bag, the
other seats' *Might is Right* tiles (in hand, and chosen in a duel before the reveal,
§8.2), their *A New Beginning* sheets before the reveal (§8.6) and the future of the
generator. The view's board, players and `known` give back every public field exactly;
the hidden parts are drawn with `draws`:

- the bag: its public contents in a random order (draws from it are uniform anyway);
- the tiles: every tile nobody has shown to the seat (all the sets dealt, minus the seat's
  own hand and choice and the public discard pile) dealt out again to the other seats in
  their public hand sizes and chosen counts; a seat that has never played a tile (its
  hand and choice hold as many tiles as were dealt: a redraw gives at most 3) keeps the
  starting total it announced;
- the sheets: each sheet another seat has handed in, uniformly among the legal sheets;
- `rng`: a fresh generator seeded from `draws`.

What the view cannot carry, because the state does not keep it, is which tiles a seat
played before its last redraw: such a seat's tiles are drawn from the unseen ones freely.
"""

from __future__ import annotations

from collections import Counter
from math import comb
from typing import Any

from bot.games.carson import city
from bot.games.carson.data import VARIANTS
from bot.games.carson.newbeginning import SHEETS
from bot.games.carson.state import CarsonState, Player
from bot.games.carson.view import CarsonSeatView, KnownPlayer
from bot.games.core.rng import Draws

MIR = VARIANTS.might_is_right
SHOWN = set(Player.model_fields) - set(KnownPlayer.model_fields)
FROM_KNOWN = {"players", "sheets_in", "chosen_count"}
BUDGET = 20_000  # tries of hands before the announced totals are given up (never needed)

Tiles = Counter[int]


def determinize(view: CarsonSeatView, seat: int, draws: Draws) -> CarsonState:
    """A full state that `seat` cannot tell from the true one: its view is the same."""
    if view.seat != seat:
        raise ValueError(f"the view is seat {view.seat}'s, not seat {seat}'s")
    known, board = view.known, view.board
    hands, chosen = deal_tiles(view, seat, draws) if known.options["might_is_right"] else ([], {})
    data: dict[str, Any] = {
        **known.model_dump(exclude=FROM_KNOWN),
        "version": view.version, "n": board.n, "phase": board.phase, "round": board.round,
        "players": [{**pv.model_dump(include=SHOWN), **kp.model_dump()}
                    for pv, kp in zip(view.players, known.players, strict=True)],
        "plots": [{"owner": p.owner, "content": p.content, "river": p.river}
                  for p in board.plots],
        "roads": list(board.roads), "market": list(board.market),
        "bag": draws.shuffled(board.bag),
        "cards": [c.model_dump() for c in board.cards], "order": list(board.order),
        "pass_order": list(board.pass_order), "placement": list(board.placement),
        "cowboys": [c.model_dump() for c in board.cowboys], "townhall": board.townhall,
        "occupant": board.occupant,
        "last_duel": board.last_duel.model_dump() if board.last_duel else None,
        "sheets": sheets(view, seat, draws),
        "outlaws": [city.INDEX[p] for p in board.outlaws],
        "outlaw_strength": board.outlaw_strength,
        "hands": hands, "discard": list(board.discard),
        "start_totals": list(board.start_totals), "chosen": chosen,
        "rng": {"seed": draws.word()},
    }
    return CarsonState.model_validate(data)


def sheets(view: CarsonSeatView, seat: int, draws: Draws) -> list[dict[str, int] | None]:
    """The sheets handed in: the seat's own, and a legal one for every other seat."""
    out: list[dict[str, int] | None] = []
    for x, sent in enumerate(view.known.sheets_in):
        if not sent:
            out.append(None)
        elif x == seat and view.sheet is not None:
            out.append({"sheet_" + k: v for k, v in view.sheet.model_dump().items()})
        else:
            out.append(draws.choice(SHEETS).model_dump(exclude={"kind"}))
    return out


def deal_tiles(view: CarsonSeatView, seat: int,
               draws: Draws) -> tuple[list[list[int]], dict[str, list[int]]]:
    """Every seat's *Might is Right* hand and duel choice: the seat's own as it knows them,
    the others' dealt from the tiles it has not seen (rules §8.2)."""
    n, counts = view.board.n, view.known.chosen_count
    dealt: Tiles = Counter(MIR.tile_values * min(n, MIR.sets))
    unseen = dealt - Counter(view.mir_hand) - Counter(view.mir_choice) - Counter(
        view.board.discard)
    size = {x: view.players[x].tiles_in_hand + counts.get(str(x), 0)
            for x in range(n) if x != seat}
    first = dealt.total() // n
    totals = {x: view.board.start_totals[x] for x, k in size.items() if k == first}
    held = share(unseen, size, totals, draws)
    hands: list[list[int]] = []
    chosen: dict[str, list[int]] = {}
    for x in range(n):
        if x == seat:
            hands.append(list(view.mir_hand))
            if view.mir_choice:
                chosen[str(x)] = list(view.mir_choice)
            continue
        mixed = draws.shuffled(held[x])
        k = counts.get(str(x), 0)
        hands.append(sorted(mixed[k:]))
        if str(x) in counts:
            chosen[str(x)] = sorted(mixed[:k], reverse=True)  # as offered: the higher first
    return hands, chosen


def share(pool: Tiles, size: dict[int, int], totals: dict[int, int],
          draws: Draws) -> dict[int, list[int]]:
    """`pool` split into the seats' sizes, the seats in `totals` summing to their total
    (those first, drawn with backtracking; the others take the rest at random). If no split
    meets the totals, which a true view never causes, the totals are dropped."""
    counts = [pool[v] for v in range(max(MIR.tile_values) + 1)]
    budget = [BUDGET]
    fixed = fit(counts, draws.shuffled(sorted(totals)), size, totals, draws, budget) or {}
    left = pool.copy()
    out: dict[int, list[int]] = {}
    for x, hand in fixed.items():
        out[x] = [v for v, k in enumerate(hand) for _ in range(k)]
        left -= Counter(out[x])
    rest = draws.shuffled(sorted(left.elements()))
    for x in sorted(size):
        if x not in out:
            out[x], rest = rest[:size[x]], rest[size[x]:]
    return out


def fit(pool: list[int], seats: list[int], size: dict[int, int], totals: dict[int, int],
        draws: Draws, budget: list[int]) -> dict[int, list[int]] | None:
    """Hands (tiles per value) for `seats` from `pool` with their sizes and totals, or
    None. A seat's hand is drawn in proportion to the ways the pool's tiles make it, so
    each subset of the pool is as likely as any other."""
    if not seats:
        return {}
    x = seats[0]
    options = [(c, ways(pool, c)) for c in hands_of(pool, size[x], totals[x])]
    while options and budget[0] > 0:
        budget[0] -= 1
        pick = draws.below(sum(w for _, w in options))
        i = 0
        while pick >= options[i][1]:
            pick -= options[i][1]
            i += 1
        hand, _ = options.pop(i)
        rest = fit([a - b for a, b in zip(pool, hand, strict=True)], seats[1:], size, totals,
                   draws, budget)
        if rest is not None:
            return {x: hand, **rest}
    return None


def hands_of(pool: list[int], size: int, total: int, v: int = 0) -> list[list[int]]:
    """Every hand (tiles per value, from value `v` up) of `size` tiles from `pool` that
    sums to `total`."""
    top = len(pool) - 1
    if v > top:
        return [[]] if size == 0 and total == 0 else []
    if total < v * size or total > top * size:
        return []
    out: list[list[int]] = []
    for k in range(min(pool[v], size) + 1):
        if k * v > total:
            break
        out += [[k, *rest] for rest in hands_of(pool, size - k, total - k * v, v + 1)]
    return out


def ways(pool: list[int], hand: list[int]) -> int:
    """In how many ways the pool's tiles make `hand` (tiles of one value are distinct)."""
    out = 1
    for have, k in zip(pool, hand, strict=True):
        out *= comb(have, k)
    return out
