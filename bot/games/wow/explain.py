"""Friendly words: box labels, menu labels for actions, and why an action is refused."""

from __future__ import annotations

from bot.games.core.model import Action
from bot.games.wow import board as bd
from bot.games.wow.actions import (
    Bid,
    Build,
    Decide,
    Done,
    Drop,
    Fire,
    Hire,
    MoveCattle,
    MoveCowboy,
    MoveOut,
    Pass,
    PlaceCattle,
    PlaceFarmer,
    PlaceStart,
    Retreat,
    Scatter,
    TakeBox,
    TakeWanted,
    Target,
)
from bot.games.wow.data import BOXES, building_name, town_name
from bot.games.wow.state import WowState

ACTION_NAMES = {"buy_cattle": "Buy cattle", "hire_cowboys": "Hire cowboys",
                "move_cowboys": "Move cowboys", "move_cattle": "Move cattle",
                "gunfight": "Gunfight", "farmer": "Farmer"}

QUESTIONS = {
    "sheriff_attack": ("Add your sheriff to the attack", "Keep your sheriff out"),
    "sheriff_defend": ("Add your sheriff to the defence", "Keep your sheriff out"),
    "ask_help": ("Ask the jail owner for the sheriff", "Do not ask for help"),
    "help_defender": ("Send your sheriff to help the defender", "Refuse to help"),
    "help_farmer": ("Send your sheriff to help the farmer", "Stay out"),
}


def box_label(box_id: str) -> str:
    box = BOXES[box_id]
    if box.action == "build":
        return f"Build {building_name(box.building or '')} (${box.cost})"
    name = ACTION_NAMES[box.action]
    if box.action == "move_cowboys":
        return f"{name} (up to {box.max_units})"
    if box.unit_cost:
        return f"{name} (${box.unit_cost} each, up to {box.max_units})"
    return name


def target_text(t: Target) -> str:
    where = town_name(t.town)
    if t.what == "farmer":
        return f"Shoot at the farmer in {where}"
    if t.what == "cattle":
        return f"Raid {t.count} of @{t.owner}'s cattle in {where}"
    return f"Attack @{t.owner}'s {building_name(t.what)} in {where}"


def describe(state: WowState, seat: int, action: Action) -> str:
    """A short menu label (at most 80 characters)."""
    return _describe(state, action)[:80]


def _describe(state: WowState, a: Action) -> str:
    simple: dict[type, str] = {Drop: "Drop out of the auction", Pass: "Pass (discard a disc)",
                               Done: "Done", Fire: "Fire", Retreat: "Retreat (lose the fight)"}
    if type(a) in simple:
        return simple[type(a)]
    if isinstance(a, PlaceStart):
        return f"Starting cowboy to {town_name(a.town)}"
    if isinstance(a, Bid):
        return f"Bid ${a.amount}"
    if isinstance(a, TakeBox):
        return box_label(a.box)
    if isinstance(a, PlaceCattle):
        return f"Cattle to {town_name(a.town)} ($1)"
    if isinstance(a, Hire):
        return f"Hire a cowboy in {town_name(a.town)} ($1)"
    if isinstance(a, Build):
        p = state.pending
        box = BOXES[p.box] if p is not None and p.box in BOXES else None
        what = f"{building_name(box.building or '')} " if box else ""
        cost = f" (${box.cost})" if box else ""
        return f"Build {what}in {town_name(a.town)}{cost}".replace("  ", " ")
    if isinstance(a, MoveCowboy | MoveCattle):
        thing = "cowboy" if isinstance(a, MoveCowboy) else "cattle"
        return f"Move a {thing}: {town_name(a.src)} → {town_name(a.dst)}"
    return _describe_more(state, a)


def _describe_more(state: WowState, a: Action) -> str:
    if isinstance(a, PlaceFarmer):
        on = "an empty corral" if a.displace is None else f"@{a.displace}'s cattle"
        return f"Farmer in {town_name(a.town)} on {on}"
    if isinstance(a, Target):
        return target_text(a)
    if isinstance(a, Decide):
        p = state.pending
        yes, no = QUESTIONS.get(p.kind if p else "", ("Yes", "No"))
        return yes if a.yes else no
    if isinstance(a, Scatter):
        return f"Scatter a cowboy to {town_name(a.town)}"
    if isinstance(a, MoveOut):
        return f"Move {'all cowboys' if a.all else 'a cowboy'} out to {town_name(a.town)}"
    if isinstance(a, TakeWanted):
        return f"Take a Wanted token from @{a.source}"
    return type(a).__name__


def why_illegal(state: WowState, seat: int, a: Action) -> str:
    """The reason a player sees when `a` is refused."""
    if state.phase == "auction" and isinstance(a, Bid):
        auc = state.auction
        if auc is not None and a.amount <= auc.high:
            return f"A bid must be more than the high bid of ${auc.high}."
        if a.amount > state.money[seat]:
            return f"You cannot bid more than the ${state.money[seat]} you have."
        return "That bid is not offered now."
    if isinstance(a, TakeBox):
        if a.box in state.boxes:
            return "That action box is already taken this round."
        return "You cannot carry out that action now, so you cannot take its box."
    if isinstance(a, PlaceCattle):
        t = a.town
        if state.cowboys[t][seat] == 0:
            return f"You need a cowboy in {town_name(t)} to put cattle there."
        if bd.empty_corrals(state, t) == 0:
            return f"{town_name(t)} has no empty corral."
        if not bd.spread_open(state, t):
            return (f"{town_name(t)} is closed to new cattle: {town_name(t - 1)} is not "
                    "more than half full.")
    if isinstance(a, Build):
        return "You cannot build that there (no free space, same type present, or 2 tokens of yours)."
    return "That move is not allowed right now."
