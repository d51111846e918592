"""The round (rules §4.1, §4.2, §6.1): Phase 1 character choice, Phase 2 placement turns,
Phase 4 end of round (E1-E8) and the move to the next round or final scoring."""

from __future__ import annotations

from bot.games.carson import city
from bot.games.carson.ask import ask, task, then
from bot.games.carson.characters import BANKER, GROCER, SETTLER, holder, limit, number, room
from bot.games.carson.data import CHARS, TEACHER, TRACK
from bot.games.carson.events import ev
from bot.games.carson.horses import rodeo
from bot.games.carson.kit import start
from bot.games.carson.market import refill
from bot.games.carson.outlaws import arrive
from bot.games.carson.resolution import begin
from bot.games.carson.scoring import final_scoring
from bot.games.carson.state import Board, CarsonDecision, Task
from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.stats import RoundScored
from bot.games.core.words import seat as who


def round_start(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Phase 1: every card is available; players choose in choice order."""
    b.phase = "choose"
    for c in b.cards:
        c.taken_by = -1
        if c.number == TEACHER:
            c.side = CHARS.teacher_side_by_round[b.round - 1]
    ev(events, "round", round=b.round)
    then(b, *[task("choose", seat=x) for x in b.order], task("placement_start"))
    if b.options.outlaws and b.round >= 2:
        arrive(b, draws, events)


def choose(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Ask the seat to choose a character."""
    ask(b, t.seat, "character")


def placement_start(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Placement order: ascending card number (rules §2.11)."""
    b.phase = "place"
    b.placement = sorted(range(b.n), key=lambda x: (number(b, x), x))
    b.turn = -1
    b.pass_order = []
    if b.options.kit_carson:
        start(b)
    else:
        then(b, task("place_next"))


def place_next(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """The next seat in placement order that has not passed; all passed: resolution."""
    for k in range(1, b.n + 1):
        idx = (b.turn + k) % b.n
        x = b.placement[idx]
        if not b.players[x].passed:
            b.turn = idx
            ask(b, x, "place")
            return
    begin(b)


def end_round(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """E1: end effects of characters; then everyone answers the spending question."""
    g = holder(b, GROCER, "R")
    if g >= 0 and b.players[g].grocer == "vp":
        vp = sum(1 for p in b.plots if p.owner == g and p.content in ("house", "townhouse"))
        b.players[g].vp += vp
        ev(events, "scored", who=who(g), vp=vp)
    st = holder(b, SETTLER, "R")
    if st >= 0 and b.players[st].settler_vp:
        vp = sum(1 for p in b.plots if p.owner == st and p.content == "mountain")
        b.players[st].vp += vp
        ev(events, "scored", who=who(st), vp=vp)
    rodeo(b, events)
    then(b, task("spend_start"), task("next_round"))
    bk = holder(b, BANKER, "R")
    if bk >= 0 and b.players[bk].money >= CHARS.banker_packages[0][1]:
        ask(b, bk, "banker")


def spend_start(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """E3: all seats with money answer at once (rules §10.0)."""
    b.phase = "spend"
    seats = [x for x in range(b.n) if b.players[x].money > 0]
    b.flow.push_together([CarsonDecision(seat=x, kind="spend", amount=excess(b, x))
                          for x in seats])


def excess(b: Board, seat: int) -> int:
    """Money above the seat's limit (rules §6.1 E3)."""
    return max(0, b.players[seat].money - limit(b, seat))


def spend(b: Board, seat: int, amount: int, events: list[Event]) -> None:
    """Spend money at the end of the round: 1 VP per $10."""
    p = b.players[seat]
    p.money -= amount
    vp = amount // TRACK.spend_per_vp
    p.vp += vp
    if amount:
        ev(events, "spent", who=who(seat), money=amount, vp=vp)


def spend_amount(b: Board, seat: int) -> int:
    """D-SPEND: the excess, rounded up to $10 if that costs at most $5 more."""
    ex = excess(b, seat)
    if ex == 0:
        return 0
    up = -(-ex // 10) * 10
    return up if up - ex <= 5 and up <= b.players[seat].money else ex


def next_round(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """E4-E8: final scoring after round 4; otherwise cowboys, clean-up, refill."""
    b.last_pass = list(b.pass_order)
    if b.round >= TRACK.rounds:
        final_scoring(b, events)
        events.append(RoundScored(round=b.round, scores=[p.vp for p in b.players]))
        b.phase = "over"
        b.flow.clear()
        b.tasks = []
        return
    first = holder(b, TEACHER, "Y")
    order = list(b.pass_order)
    if first >= 0:
        order.remove(first)
        order.insert(0, first)
    b.order = order
    b.cowboys = []
    events.append(RoundScored(round=b.round, scores=[p.vp for p in b.players]))  # statistics
    for x in range(b.n):
        gain = min(TRACK.new_cowboys_after_round[b.round - 1], room(b, x))
        b.players[x].cowboys += gain
        ev(events, "cowboys", who=who(x), cowboys=gain)
    b.round += 1
    for p in b.players:
        p.held, p.ammo, p.bonus, p.grocer, p.settler_vp = [], False, 0, "", False
        p.dynamite, p.notokens, p.pawn, p.free_gamble, p.passed = 0, 0, False, False, False
    b.cowboys = []
    b.stolen, b.blasted, b.grocer_double, b.ammo_auctioned = {}, [], "", False
    b.ranch_doubled = []
    b.duel, b.res_pos, b.resolved = None, -1, []
    then(b, task("round_start"))
    refill(b, draws, events)


def draft(b: Board, t: Task, draws: Draws, events: list[Event]) -> None:
    """Ask the seat for a draft pick."""
    ask(b, t.seat, "draft")


def draftable(b: Board) -> list[int]:
    """Any unowned plot but river and Town Hall plots (rules §3 step 9, R60)."""
    return [i for i in range(64) if city.purchasable(b, i)]


def claim(b: Board, seat: int, i: int, events: list[Event]) -> None:
    """Put a property tile on plot i."""
    b.plots[i].owner = seat
    b.players[seat].tiles -= 1
    ev(events, "claimed", who=who(seat), plot=city.name(i))
