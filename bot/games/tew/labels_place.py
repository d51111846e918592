"""Texts of placements and moves: the spot, its side, what it gives, and a duel warning;
staged by mat so that a large placement menu opens mat by mat."""

from __future__ import annotations

from bot.games.core.model import ActionText
from bot.games.core.words import Msg, msg, seat
from bot.games.tew import names
from bot.games.tew.actions import MoveTo, Place
from bot.games.tew.data import MAT_BY_POS, POS_BY_NAME
from bot.games.tew.view import MatView, SpotView, TewTableView


def _mat_of(view: TewTableView, spot: str) -> MatView:
    return view.mats[POS_BY_NAME[spot.split(".")[0]]]


def _spot_of(mat: MatView, spot: str) -> SpotView | None:
    return next((s for s in mat.spots if s.id == spot), None)


def gives(mat: MatView, kind: str, side: str | None) -> Msg:
    """What taking this spot (and side) gives, in a few words."""
    data = MAT_BY_POS[mat.pos]
    if kind == "INFLUENCE":
        return msg("tew-gives-influence", side=side or "INSTANT",
                   type=msg("tew-inf-or-wild", type=data.influence or "ANY"))
    if kind == "PORCH":
        top = mat.porch[-1].name if mat.porch else msg("tew-gives-empty-porch")
        if mat.side == "grey" and data.grey is not None:
            return msg("tew-gives-grey-porch", porch=top,
                       type=msg("tew-inf-or-wild", type=data.grey.porch_gain))
        return top
    return msg("tew-gives-sheriff", kind=kind, side=side or "NONE")


def _defender(view: TewTableView, mat: MatView, spot: str, seat_n: int) -> int | None:
    found = _spot_of(mat, spot)
    if found is None:
        return None
    top = next((p for p in reversed(found.posse) if p.standing), None)
    return top.owner if top is not None and top.owner != seat_n else None


def _description(mat: MatView, kind: str, defender: int | None) -> Msg | None:
    if defender is not None:
        return msg("tew-place-duel-desc", who=seat(defender))
    if kind == "PORCH" and mat.porch:
        return mat.porch[-1].text
    if kind == "LEFTOVER":
        return msg("tew-gives-leftover-desc")
    return None


def place_text(view: TewTableView, seat_n: int, action: Place | MoveTo) -> ActionText:
    """A placement or a move's destination, staged by its mat."""
    mat = _mat_of(view, action.spot)
    kind = action.spot.split(".")[1]
    spot = names.spot(action.spot)
    if action.side in ("INSTANT", "RESOLUTION"):
        spot = msg("tew-spot-on-side", spot=spot, side=action.side)
    text = msg("tew-place", spot=spot, gives=gives(mat, kind, action.side))
    defender = _defender(view, mat, action.spot, seat_n) if isinstance(action, Place) else None
    if defender is not None:
        text = msg("tew-place-duel", place=text)
    if isinstance(action, MoveTo):
        text = msg("tew-move-to", place=text)
    return ActionText(label=text, description=_description(mat, kind, defender),
                      stage=(mat.title,))
