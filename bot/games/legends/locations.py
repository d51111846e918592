"""Location actions (§3.D): work, prospect, sell gold, heal, revel, acquire cattle, and the
bank heist's set-up. The General Store is in `store.py`, the Saloon in `poker.py`."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends.data import BOARD, effect
from bot.games.legends.events import Noted, Secret
from bot.games.legends.gains import discard, draw, gold, heal, lp, money, note
from bot.games.legends.movement import right_of
from bot.games.legends.state import Fight, LegendsDecision, LegendsState

# Prospecting die faces (§3.D3): 3 nuggets, $, $+reroll, blank.
FACES = ("N", "N", "N", "$", "R", "B")


def roll_chain(draws: Draws) -> list[str]:
    """One die rolled, rerolled while it shows $+Reroll."""
    chain = [FACES[draws.below(6)]]
    while chain[-1] == "R":
        chain.append(FACES[draws.below(6)])
    return chain


def work(s: LegendsState, who: int, ev: list[Event]) -> None:
    """Work: gain $10 anywhere (R-WORK)."""
    money(s, who, 10, ev, "work")
    s.players[who].log.append("worked")
    ev.append(Noted(seat=who, what="worked"))


def prospect(s: LegendsState, who: int, draws: Draws, ev: list[Event]) -> None:
    """Roll both dice; the Miner's Map may then reroll one die's final face."""
    s.dice = ["-".join(roll_chain(draws)), "-".join(roll_chain(draws))]
    s.players[who].log.append("prospected")
    note(s, who, f"prospect:{s.players[who].space}")
    ev.append(Noted(seat=who, what="rolled", detail=" ".join(s.dice)))
    if "miners_map" in s.players[who].misc:
        s.flow.push(LegendsDecision(seat=who, kind="prospect", what="map"))
    else:
        settle_dice(s, who, draws, ev)


def reroll(s: LegendsState, who: int, die: int, draws: Draws, ev: list[Event]) -> None:
    """Miner's Map: the die's final face is replaced by a new roll (a new chain)."""
    chain = s.dice[die].split("-")
    s.dice[die] = "-".join([*chain[:-1], *roll_chain(draws)])
    ev.append(Noted(seat=who, what="rerolled", detail=" ".join(s.dice)))


def settle_dice(s: LegendsState, who: int, draws: Draws, ev: list[Event]) -> None:
    """Apply every face shown, then offer Motherlode; Lantern last."""
    faces = [f for chain in s.dice for f in chain.split("-")]
    cash = 10 * sum(1 for f in faces if f in "$R")
    if cash:
        money(s, who, cash, ev)
    got = gold(s, who, faces.count("N"), ev) if "N" in faces else 0
    s.dice = ["got" if faces.count("N") else "none"]
    if faces.count("N"):
        s.players[who].log.append("prospect_gold")
    if got >= 2:
        note(s, who, "prospect_2")
    if any(effect(c) == "motherlode" for c in s.players[who].hand):
        s.flow.push(LegendsDecision(seat=who, kind="prospect", what="motherlode"))
    else:
        lantern(s, who, ev)


def lantern(s: LegendsState, who: int, ev: list[Event]) -> None:
    """The Lantern: $10 after a prospect that gained no nugget."""
    if s.dice == ["none"] and "lantern" in s.players[who].misc:
        money(s, who, 10, ev, "lantern")
    s.dice = []


def motherlode(s: LegendsState, who: int, card: str, ev: list[Event]) -> None:
    """Motherlode: discard it to gain 1 nugget."""
    discard(s, who, [card], ev, "motherlode")
    gold(s, who, 1, ev, "motherlode")
    s.dice = ["got"]


def sell(s: LegendsState, who: int, nuggets: int, fools: int, ev: list[Event]) -> None:
    """Sell nuggets (and Fool's Gold cards): $20 and 1 LP each (§3.D4)."""
    p = s.players[who]
    cards = sorted(c for c in p.hand if effect(c) == "fools_gold")[:fools]
    discard(s, who, cards, ev, "fools_gold")
    p.gold -= nuggets
    units = nuggets + fools
    ev.append(Noted(seat=who, what="sold", n=units))
    money(s, who, 20 * units, ev, "sold")
    lp(s, who, units, ev, "sold")
    if nuggets:
        p.log.append("gold_sold")
        note(s, who, "sold")
    if nuggets >= 3:
        note(s, who, "sold_3")
    if nuggets >= 2:
        p.log.append("sold_2")


def heal_at_doctor(s: LegendsState, who: int, draws: Draws, ev: list[Event]) -> None:
    """Pay $10, remove every wound, draw 1 card per wound removed (§3.D6)."""
    money(s, who, -10, ev, "doctor")
    spent(s, who, 10)
    removed = heal(s, who, 3, ev)
    if removed >= 2:
        note(s, who, "doctor_2")
    draw(s, who, removed, draws, ev)


def revel(s: LegendsState, who: int, amount: int, ev: list[Event]) -> None:
    """Pay a multiple of $30 for 1 LP each (§3.D7)."""
    money(s, who, -amount, ev, "revel")
    spent(s, who, amount)
    lp(s, who, amount // 30, ev, "revel")
    s.players[who].log.append("reveled")
    note(s, who, "reveled")


def acquire(s: LegendsState, who: int, ev: list[Event]) -> None:
    """Take the top token of this ranch's stack; only its carrier sees the reward."""
    p = s.players[who]
    colour = next(c for c, sp in BOARD.ranches.items() if sp == p.space)
    p.cattle = s.ranches[colour].pop(0)
    p.log.append("cattle_acquired")
    ev.append(Noted(seat=who, what="acquired", detail=colour))
    ev.append(Secret(seat=who, what="cattle", detail=p.cattle, visible_to=(who,)))


def heist(s: LegendsState, who: int, ev: list[Event]) -> None:
    """Start the fight against the Bank Guard (§3.D5)."""
    p = s.players[who]
    p.heist = True
    p.log.append("heist")
    ev.append(Noted(seat=who, what="heist"))
    s.fight = Fight(kind="guard", fighter=who, controller=right_of(s, who), space=p.space)


def spent(s: LegendsState, who: int, amount: int) -> None:
    """Money spent in the current action (story card S28 sums it)."""
    p = s.players[who]
    total = amount + sum(int(x[6:]) for x in p.log if x.startswith("spent:"))
    p.log = [x for x in p.log if not x.startswith("spent:")] + [f"spent:{total}"]
    if total >= 40 and "spent_40" not in p.log:
        p.log.append("spent_40")
