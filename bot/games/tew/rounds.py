"""Phase 1 (shuffle, deal, keep) and the end of a round (rules §4.1, §4.7)."""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.core.stats import RoundScored
from bot.games.tew.board import clockwise
from bot.games.tew.data import POKER
from bot.games.tew.events import CardKept, CardsDealt, GapsDealt, RoundStarted
from bot.games.tew.events_round import GameEnded, RoundEnded, SlotRefilled, ThirdPosseSet
from bot.games.tew.scoring import scores
from bot.games.tew.state import LAST_ROUND, Player, TewDecision, TewState

GAMBLER, SCOUT = "BS2", "BS4"


def deal_count(player: Player) -> int:
    """How many cards a player is dealt (the Gambler and the Scout may get 3, R30)."""
    if player.boss == GAMBLER and player.third:
        return 3  # R30
    if player.boss == SCOUT and sum(player.inf.values()) <= 5:
        return 3
    return 2


def deal(state: TewState, draws: Draws, ev: list[Event]) -> None:
    """Gather all 20 cards, shuffle, fill the gaps, the Rival space, then the players, who
    then choose what to keep all at once."""
    deck = draws.shuffled(POKER.cards)
    ev.append(RoundStarted(round=state.round, dealer=state.dealer))
    state.gaps, deck = deck[:6], deck[6:]
    n_rival = 2 if state.solo else 1
    state.rival_cards, deck = deck[:n_rival], deck[n_rival:]
    state.rival_revealed = False
    ev.append(GapsDealt(cards=tuple(state.gaps),
                        rival_up=state.rival_cards[1] if state.solo else None))
    for seat in clockwise(state, state.dealer):
        player = state.players[seat]
        count = deal_count(player)
        player.options, deck = deck[:count], deck[count:]
        ev.append(CardsDealt(seat=seat, cards=tuple(player.options), visible_to=(seat,)))
    state.poker_deck = deck
    state.poker_discard = []
    state.stage = "keep"
    state.flow.push_together(TewDecision(kind="KEEP", seat=p.seat) for p in state.players)


def keep(state: TewState, seat: int, card: str, ev: list[Event]) -> None:
    """Keep `card` of the dealt options; the rest is discarded face down."""
    player = state.players[seat]
    player.discards = [c for c in player.options if c != card]
    state.poker_discard.extend(player.discards)
    player.kept = card
    player.options = []
    ev.append(CardKept(seat=seat, card=card, visible_to=(seat,)))


def _end_game(state: TewState, reason: str, ev: list[Event]) -> None:
    state.over = True
    state.stage = "over"
    state.flow.clear()
    ev.append(GameEnded(reason=reason))


def _refill(state: TewState, ev: list[Event]) -> bool:
    """Rules §4.7 step 3; False when the deck ran dry (the game ends at once, R21)."""
    for mat in state.mats[1:]:
        if mat.buy is not None:
            continue
        if mat.side in ("sheriff", "grey") and mat.porch:
            mat.buy = mat.porch.pop()
            ev.append(SlotRefilled(pos=mat.pos, building=mat.buy))
            if not state.deck:
                return False
            mat.porch.append(state.deck.pop(0))
            ev.append(SlotRefilled(pos=mat.pos, building=mat.porch[-1], where="PORCH"))
            continue
        if not state.deck:
            return False
        mat.buy = state.deck.pop(0)
        ev.append(SlotRefilled(pos=mat.pos, building=mat.buy))
    return True


def end_round(state: TewState, draws: Draws, ev: list[Event]) -> None:
    """Rules §4.7: pending buys join the porches, the game may end, slots refill, deal."""
    for mat in state.mats:
        mat.porch.extend(mat.pending)
        mat.pending = []
    ev.append(RoundEnded(round=state.round))
    now = scores(state)  # the scores if the game ended here, for the statistics' chart
    ev.append(RoundScored(round=state.round, scores=[now[p.seat].total for p in state.players]))
    if state.round >= LAST_ROUND:
        _end_game(state, "ROUNDS", ev)
        return
    if state.end_pending:
        _end_game(state, "DECK", ev)
        return
    if not _refill(state, ev):
        _end_game(state, "DECK", ev)
        return
    for p in state.players:
        p.third = (not p.bought_round) or p.posse_reward
        ev.append(ThirdPosseSet(seat=p.seat, standing=p.third))
    _reset_round(state)
    if not state.solo:
        state.dealer = (state.dealer + 1) % state.n
    state.round += 1
    deal(state, draws, ev)


def _reset_round(state: TewState) -> None:
    for spot in state.spots:
        state.spots[spot] = []
    for p in state.players:
        p.kept = None
        p.discards = []
        p.revealed = p.added = p.outhouse = p.gunsmith = False
        p.bought_round = p.posse_reward = False
        p.face = None
        p.p4_buys = p.placed = p.to_place = 0
    state.order = []
    state.post_office = None
    state.last_spot = None
    state.rival_bought = None
    state.duel = None
