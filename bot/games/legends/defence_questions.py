"""Questions about the defence cards a player may keep or spend (§10.3 N18, option
`defence_cards = ask`): Duck and Cover against wounds about to be gained, and Lady Luck
in a revealed poker hand. "Not used" is the default: a card spent is a card not kept.

Each question is (legal, apply, default); `verify` is membership in `legal`.
"""

from __future__ import annotations

from bot.games.core.model import Event
from bot.games.core.rng import Draws
from bot.games.legends import poker
from bot.games.legends.actions import Decide, LegendsMove, Pick
from bot.games.legends.data import effect
from bot.games.legends.events import Noted
from bot.games.legends.gains import discard, duck_cards, duck_helps, land
from bot.games.legends.state import LegendsDecision, LegendsState

S = LegendsState
D = LegendsDecision
A = LegendsMove
NOT_USED = Decide(yes=False)


def duck_legal(s: S, d: D) -> list[Pick | Decide]:
    """A Duck and Cover card held when the wounds came (each prevents 1), while one still
    changes the wounds gained; or take them."""
    p = s.players[d.seat]
    cards = [c for c in duck_cards(p) if c in d.options]
    if not duck_helps(p, d.count, len(cards)):
        cards = []
    return [*(Pick(card=c) for c in cards), NOT_USED]


def duck_apply(s: S, d: D, a: Pick | Decide, draws: Draws, ev: list[Event]) -> None:
    """A card prevents the first wound still waiting and the question is asked again for
    the others (F3: each wound separately); "not used" gains every waiting wound, one
    event at a time (Doc Holliday draws after each)."""
    if isinstance(a, Pick):
        discard(s, d.seat, [a.card], ev, "duck_and_cover")
        ev.append(Noted(seat=d.seat, what="prevented", n=1))
        left = list(d.wounds)
        k = next(i for i, n in enumerate(left) if n > 0)
        left[k] -= 1
        left = [n for n in left if n > 0]
        if left:
            s.flow.push(D(seat=d.seat, kind="duck", count=sum(left), wounds=left,
                          options=[c for c in d.options if c != a.card],
                          reaction=d.reaction))
        return
    for n in d.wounds:
        land(s, d.seat, n, draws, ev)


def luck_cards(s: S, who: int) -> list[str]:
    """The Lady Luck cards of `who`'s revealed poker hand when using one may matter: the
    hand is not winning and a card can still be drawn."""
    g = s.poker
    if g is None or who not in g.chosen or poker.winning(g, who) or not (s.deck or s.discard):
        return []
    return [c for c in g.chosen[who] if effect(c) == "lady_luck"]


def luck_legal(s: S, d: D) -> list[Pick | Decide]:
    """Swap one of the Lady Luck cards first chosen for the top card of the deck, or not."""
    cards = [c for c in luck_cards(s, d.seat) if c in d.options]
    return [*(Pick(card=c) for c in cards), NOT_USED]


def luck_apply(s: S, d: D, a: Pick | Decide, draws: Draws, ev: list[Event]) -> None:
    """Swap the card; a second Lady Luck of the same hand is offered again if it may
    still matter."""
    g = s.poker
    if not isinstance(a, Pick) or g is None:
        return
    poker.swap(s, g, d.seat, a.card, draws, ev)
    rest = [c for c in d.options if c != a.card]
    if [c for c in luck_cards(s, d.seat) if c in rest]:
        s.flow.push(D(seat=d.seat, kind="luck", options=rest, reaction=d.reaction))
