"""How Western Legends names things to a player: every name is a catalogue message.

Places are named as the board labels them ("Bank (DK10)", a plain space by its id alone);
poker cards by rank and suit in words ("4 of Clubs", "4 de tréboles": the images' font has
no suit symbols); fight cards by rank; dice faces, story titles, cattle tokens and Saloons
by their names in the reader's language.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.games.core.words import Msg, MsgArg, listed, msg
from bot.games.legends.data import CARDS, CATTLE, FIGHTS, SPACES, Gain

GAIN_FIELDS = ("money", "cards", "lp", "mp", "wp", "heal", "gold")

# The board's label of each marked location (`legends-r-loc`), by space kind.
LOCATION_OF_KIND = {"sheriff_office": "sheriff", "bank": "bank", "doctor": "doctor",
                    "cabaret": "cabaret", "mine": "mine", "rail_station": "rail"}


def location(space: str) -> str:
    """The `legends-r-loc` key of a marked space ("bank", "hideout-b"), "" for a plain one."""
    s = SPACES[space]
    if s.kind == "ranch" and s.detail:
        return s.detail
    if s.kind == "hideout" and s.detail:
        return "hideout-" + s.detail.split()[-1].lower()
    return LOCATION_OF_KIND.get(s.kind, "")


def place(space: str) -> Msg:
    """A space as the board labels it: "Bank (DK10)", or "DK05" for a street or plain; the
    Sheriff's Office in full (the board's "Sheriff" label sits by the star)."""
    loc = location(space)
    if not loc:
        return msg("legends-place-plain", id=space)
    name = msg("legends-sheriff-office") if loc == "sheriff" else msg("legends-r-loc", loc=loc)
    return msg("legends-place", name=name, id=space)


def poker_card(card: str) -> Msg:
    """A poker card by rank and suit in words ("4 de tréboles"), as `/card` names it (the
    images' font has no suit symbols)."""
    c = CARDS[card]
    return msg("legends-card-rank", rank=c.rank, suit=c.suit)


def fight_card(card: str) -> Msg:
    """A fight card by its rank ("fight card K")."""
    return msg("legends-fight-card", rank=card[1:])


def fight_card_effect(card: str) -> Msg:
    """A fight card with what it does to the fighter ("fight card K: +1 LP")."""
    return msg("legends-fight-card-effect", card=fight_card(card),
               effect=msg("legends-fight-effect", id=card))


def any_card(card: str) -> Msg:
    """A poker card or a fight card by name."""
    return fight_card(card) if card in FIGHTS else poker_card(card)


def cards(ids: Sequence[str]) -> MsgArg:
    """Several poker cards as one list ("4 of Clubs, King of Diamonds"), "-" if none."""
    return listed([poker_card(c) for c in ids])


def die(chain: str) -> MsgArg:
    """One prospecting die: its faces in order ("$10 and reroll › nugget")."""
    faces = [msg("legends-die-face", face=f) for f in chain.split("-") if f]
    out: MsgArg = faces[-1] if faces else "-"
    for face in reversed(faces[:-1]):
        out = msg("legends-die-then", first=face, rest=out)
    return out


def dice(detail: str) -> MsgArg:
    """Both dice of a roll ("R-N B" -> "$10 and reroll › nugget; blank")."""
    chains = [die(c) for c in detail.split()]
    out: MsgArg = chains[-1] if chains else "-"
    for chain in reversed(chains[:-1]):
        out = msg("legends-dice-and", first=chain, rest=out)
    return out


def story_title(card: str) -> Msg:
    """A story card's title."""
    return msg("legends-story-title", id=card)


def cattle(token: str) -> Msg:
    """A cattle token with its colour and reward ("green cattle token: $20")."""
    t = CATTLE[token]
    return msg("legends-cattle-token", colour=t.colour, reward=gain(t.reward))


def joined(key: str, parts: list[Msg]) -> Msg:
    """Parts chained two by two with `key` ("A and B", "A or B")."""
    out = parts[0]
    for part in parts[1:]:
        out = msg(key, a=out, b=part)
    return out


def gain(g: Gain) -> Msg:
    """A bundle of gains in words, naming only what it gives ("$10 and 1 poker card")."""
    parts = [msg("legends-card-gain", what=f, n=getattr(g, f)) for f in GAIN_FIELDS
             if getattr(g, f)]
    return joined("legends-card-and", parts) if parts else msg("legends-card-nothing")


def item(name: str) -> Msg:
    """An item card by name."""
    return msg("legends-item", item=name or "none")
