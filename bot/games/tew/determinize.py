"""Full states sampled from one seat's view (issue 23 #1, rules §6).

The seat view holds everything the seat may know: the public table, its own cards and
Auction House draw, and `known`, the public rest of the state (counters, the flow's
questions, the poker discard pile as the seat knows it). `determinize` rebuilds the state
from it and draws every hidden part afresh, with `draws` only:

- the poker cards the seat has not seen (not in a gap, face up on the Rival space, in a
  duel, revealed, in its own hand or dealt options, or in the discard pile as one it
  discarded or a solo Rival duel card) are shuffled and dealt to the hidden places: the
  face-down Rival card(s), the other players' dealt options, unrevealed kept cards and
  Phase 1 discards (each in its place in the pile), then the poker deck;
- the buildings the seat has not seen (not face up anywhere, nor in its own Auction House
  draw) are shuffled and dealt to another seat's Auction House draw, then the deck;
- the generator is a fresh `Rng`.

Limitation: a solo poker deck rebuilt from the discard pile during a round (R42) holds
cards the human saw, but the leak oracle hides the poker deck from everyone, so the view
does not name them; the sample treats them as unseen like the face-down Rival card.
"""

from __future__ import annotations

from typing import Literal, cast

from bot.games.core.flow import Flow
from bot.games.core.rng import Draws, Rng
from bot.games.tew.data import BUILDINGS, POKER, SUIT_CODE, Inf
from bot.games.tew.industry import POS_NAMES
from bot.games.tew.state import (
    Duel,
    Mat,
    Player,
    Posse,
    Stage,
    TewDecision,
    TewOptions,
    TewState,
)
from bot.games.tew.view import MatView, TewSeatView

ALL_BUILDINGS = tuple(sorted(BUILDINGS))
MatSide = Literal["town", "sheriff", "colour", "grey"]  # as `Mat.side` (validated there)
PlaceStep = Literal["await", "rival", "next"]  # as `TewState.place_step`


class _Pile:
    """Unseen cards in a random order, handed out from the top."""

    def __init__(self, cards: list[str], draws: Draws) -> None:
        self._cards = draws.shuffled(cards)

    def take(self, n: int) -> list[str]:
        if n > len(self._cards):
            raise ValueError("the view asks for more hidden cards than are unseen")
        out, self._cards = self._cards[:n], self._cards[n:]
        return out

    def one(self) -> str:
        return self.take(1)[0]


def _seen_poker(view: TewSeatView) -> set[str]:
    """Every poker card the seat knows the place of."""
    seen = {*view.gaps, *view.options, *view.my_discards}
    seen.update(c for c in view.rival_cards if c is not None)
    seen.update(c for c in view.known.discard if c is not None)
    seen.update(p.kept for p in view.players if p.kept is not None)
    if view.hand is not None:
        seen.add(view.hand)
    if view.duel is not None and view.duel.rival_card is not None:
        seen.add(view.duel.rival_card)
    return seen


def _seen_buildings(view: TewSeatView) -> set[str]:
    """Every building the seat knows the place of: face up on the table, or drawn by it."""
    seen = {b.id for b in view.auction}
    for m in view.mats:
        seen.update(b.id for b in (*m.porch, *m.pending))
        if m.buy is not None:
            seen.add(m.buy.id)
    for d in view.known.decisions:
        seen.update(d.cards)
    return seen


def _players(view: TewSeatView, seat: int, poker: _Pile) -> tuple[list[Player], list[str]]:
    """The players with their hidden cards drawn, and the poker discard pile."""
    players: list[Player] = []
    discards: dict[int, list[str]] = {}
    for pv, pk in zip(view.players, view.known.players, strict=True):
        if pv.seat == seat:
            options, kept, mine = list(view.options), view.hand, list(view.my_discards)
        else:
            options = poker.take(pk.dealt)
            kept = pv.kept if pv.kept is not None or not pv.chosen else poker.one()
            mine = poker.take(pv.discards)
        discards[pv.seat] = mine
        face = (None if pv.face_value is None or pv.face_suit is None
                else f"{pv.face_value}{SUIT_CODE[pv.face_suit]}")
        players.append(Player(
            seat=pv.seat, mat=pv.mat, boss=pv.boss, inf=cast(dict[Inf, int], dict(pv.influence)),
            third=pv.third_standing, to_place=pv.to_place, placed=pk.placed,
            options=options, kept=kept, discards=list(mine), revealed=pv.kept is not None,
            added=pv.card_added, face=face, outhouse=pv.outhouse, gunsmith=pv.gunsmith,
            bought_round=pk.bought_round, p4_buys=pk.p4_buys, posse_reward=pk.posse_reward))
    pile: list[str] = []
    for card, who in zip(view.known.discard, view.known.discard_by, strict=True):
        pile.append(card if card is not None else discards[who].pop(0))
    return players, pile


def _mat(m: MatView) -> Mat:
    return Mat(pos=m.pos, name=m.name, side=cast(MatSide, m.side), owner=m.owner,
               buy=m.buy.id if m.buy is not None else None,
               porch=[b.id for b in m.porch], pending=[b.id for b in m.pending])


def _flow(view: TewSeatView, buildings: _Pile) -> Flow[TewDecision]:
    k = view.known
    stack = [TewDecision(
        id=d.id, seat=d.seat, kind=d.kind, group=d.group, reaction=d.reaction, amount=d.amount,
        source=d.source, building=d.building, pos=d.pos, spot=d.spot,
        cards=[*d.cards, *buildings.take(d.unseen)], how=d.how) for d in k.decisions]
    return Flow[TewDecision](phase=k.phase, stack=stack, next_id=k.next_id)


def _duel(view: TewSeatView) -> Duel | None:
    d = view.duel
    if d is None:
        return None
    return Duel(spot=d.spot, side=view.known.duel_side, attacker=d.attacker,
                defender=d.defender, a_die=d.attacker_die, d_die=d.defender_die,
                a_bonus=d.attacker_bonus, d_bonus=d.defender_bonus, rival_card=d.rival_card)


def determinize(view: TewSeatView, seat: int, draws: Draws) -> TewState:
    """A full state `seat` cannot tell from the true one: its view, with every hidden card
    and the generator drawn afresh."""
    k = view.known
    seen = _seen_poker(view)
    poker = _Pile([c for c in POKER.cards if c not in seen], draws)
    # before the first deal there are no Rival cards (a solo view shows a face-down slot)
    rival_cards = ([c if c is not None else poker.one() for c in view.rival_cards]
                   if view.gaps else [])
    players, pile = _players(view, seat, poker)
    poker_deck = poker.take(view.poker_deck)
    shown = _seen_buildings(view)
    buildings = _Pile([b for b in ALL_BUILDINGS if b not in shown], draws)
    flow = _flow(view, buildings)
    return TewState(
        version=view.version, rng=Rng(seed=draws.word()), n=len(view.players),
        solo=view.solo,
        options=TewOptions.model_validate({"boss_mode": k.boss_mode,
                                           "difficulty": k.difficulty}),
        round=view.round, stage=cast(Stage, view.stage), cursor=k.cursor, dealer=view.dealer,
        turn=k.turn, place_step=cast(PlaceStep, k.place_step), players=players,
        mats=[_mat(m) for m in view.mats],
        spots={s.id: [Posse(owner=p.owner, standing=p.standing, side=p.side) for p in s.posse]
               for m in view.mats for s in m.spots},
        gaps=list(view.gaps), rival_cards=rival_cards, rival_revealed=k.rival_revealed,
        poker_deck=poker_deck, poker_discard=pile, deck=buildings.take(view.building_deck),
        wanted=view.wanted, duels_fought=k.duels_fought,
        industry={name: POS_NAMES.index(pos) for name, pos in view.industry.items()},
        duel=_duel(view), flow=flow, order=list(view.order), post_office=k.post_office,
        last_spot=k.last_spot, rival_bought=k.rival_bought, end_pending=k.end_pending,
        over=k.over,
    )
