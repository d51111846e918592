"""Texts of placements and moves: the spot, its side, what it gives, and a duel warning;
staged by mat so that a large placement menu opens mat by mat."""

from __future__ import annotations

from bot.games.core.model import ActionText
from bot.games.core.words import Msg, msg, seat
from bot.games.tew import names
from bot.games.tew.actions import MoveTo, Place
from bot.games.tew.data import MAT_BY_POS, POS_BY_NAME, gainable
from bot.games.tew.view import MatView, SpotView, TewTableView


def _mat_of(view: TewTableView, spot: str) -> MatView:
    return view.mats[POS_BY_NAME[spot.split(".")[0]]]


def _spot_of(mat: MatView, spot: str) -> SpotView | None:
    return next((s for s in mat.spots if s.id == spot), None)


def capped(label: Msg, face: int, got: int) -> Msg:
    """`label`, marked when the cap of 6 cuts its gain of `face` to `got`
    ("Gain 2 MONEY → +0, at the cap")."""
    return label if got >= face else msg("tew-capped", label=label, got=got)


def _instant(view: TewTableView, seat_n: int, kind: str, n: int) -> tuple[int, int]:
    """A fixed gain of `n` of `kind` on arrival, and what the cap lets the seat keep."""
    if kind == "ANY" or not 0 <= seat_n < len(view.players):
        return n, n
    return n, gainable(view.players[seat_n].influence.get(kind, 0), n)


def gives(mat: MatView, kind: str, side: str | None, view: TewTableView | None = None,
          seat_n: int = -1) -> Msg:
    """What taking this spot (and side) gives, in a few words; an instant gain the cap of
    6 would cut is marked when the view and seat are given."""
    data = MAT_BY_POS[mat.pos]
    if kind == "INFLUENCE":
        text = msg("tew-gives-influence", side=side or "INSTANT",
                   type=msg("tew-inf-or-wild", type=data.influence or "ANY"))
        if view is not None and side != "RESOLUTION":
            text = capped(text, *_instant(view, seat_n, data.influence or "ANY", 1))
        return text
    if kind == "PORCH":
        top = mat.porch[-1].name if mat.porch else msg("tew-gives-empty-porch")
        if mat.side == "grey" and data.grey is not None:
            kind_msg = msg("tew-inf-or-wild", type=data.grey.porch_gain)
            face, got = (_instant(view, seat_n, data.grey.porch_gain, 1) if view is not None
                         else (1, 1))
            if got < face:  # the mark goes by the gain, not by the porch card
                return msg("tew-gives-grey-porch-capped", porch=top, type=kind_msg, got=got)
            return msg("tew-gives-grey-porch", porch=top, type=kind_msg)
        return top
    return msg("tew-gives-sheriff", kind=kind, side=side or "NONE")


def _defender(view: TewTableView, mat: MatView, spot: str, seat_n: int) -> int | None:
    found = _spot_of(mat, spot)
    if found is None:
        return None
    top = next((p for p in reversed(found.posse) if p.standing), None)
    return top.owner if top is not None and top.owner != seat_n else None


def _description(mat: MatView, kind: str, defender: int | None) -> Msg | None:
    """What the porch's top card does (the label already marks a duel), or whom a duel
    would be with: one of them, to stay within a menu option's 100 characters."""
    text = mat.porch[-1].text if kind == "PORCH" and mat.porch else None
    if text is not None:
        return text
    if defender is not None:
        return msg("tew-place-duel-desc", who=seat(defender))
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
    text = msg("tew-place", spot=spot, gives=gives(mat, kind, action.side, view, seat_n))
    defender = _defender(view, mat, action.spot, seat_n) if isinstance(action, Place) else None
    if defender is not None:
        text = msg("tew-place-duel", place=text)
    if isinstance(action, MoveTo):
        text = msg("tew-move-to", place=text)
    return ActionText(label=text, description=_description(mat, kind, defender),
                      stage=(mat.title,))
