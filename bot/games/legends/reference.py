"""The card reference of Western Legends (`/card`): its 12 characters with their legendary
abilities and starting kit, the General Store's items, the 52 poker cards and the 40 story
cards, worded from the game's data (`data/legends/*.json`)."""

from __future__ import annotations

from bot.games.core.spec import Card
from bot.games.core.words import Msg, listed, msg
from bot.games.legends.data import CARDS as POKER_CARDS
from bot.games.legends.data import (
    CHARACTERS,
    ITEMS,
    POKER,
    STORIES,
    STORY,
    CharacterData,
    ItemData,
    StoryCard,
)
from bot.games.legends.gains import ABILITY_LP
from bot.games.legends.movement import BASE_MOVE
from bot.games.legends.names import gain, joined, place, poker_card, story_title


def _character_facts(c: CharacterData) -> tuple[Msg, ...]:
    places = listed([place(s) for s in c.starts])
    facts = [msg("legends-card-start", places=places, count=len(c.starts),
                 free="yes" if c.free_hideout else "no"),
             msg("legends-card-kit", money=c.money, cards=c.cards)]
    facts += [msg("legends-card-start-item", item=msg("legends-item", item=i.id),
                  upgraded="yes" if i.upgraded else "no") for i in c.items]
    facts += [msg("legends-card-start-points", track=track, n=n)
              for track, n in (("mp", c.mp), ("wp", c.wp)) if n]
    if c.wounds:
        facts.append(msg("legends-card-start-wounds", n=c.wounds))
    return tuple(facts)


def _characters() -> list[Card]:
    return [Card(id=c.id, kind=msg("legends-card-character"),
                 name=msg("legends-card-character-name", id=c.id),
                 text=msg("legends-card-legendary", lp=ABILITY_LP,
                          ability=msg("legends-card-ability", id=c.id)),
                 facts=_character_facts(c))
            for c in CHARACTERS.values()]


def _item_facts(i: ItemData) -> tuple[Msg, ...]:
    facts = [msg("legends-card-price", price=i.price)]
    if i.kind != "misc":
        facts.append(msg("legends-card-upgrade", price=i.price, lp=i.end_lp))
    if i.kind == "mount":
        facts.append(msg("legends-card-move", basic=i.move[0], upgraded=i.move[1],
                         walk=BASE_MOVE))
    facts += [msg("legends-card-item-rule", kind=i.kind),
              msg("legends-card-copies", copies=i.copies, house="yes" if i.house else "no")]
    return tuple(facts)


def _items() -> list[Card]:
    return [Card(id=i.id, kind=msg("legends-card-item", kind=i.kind),
                 name=msg("legends-item", item=i.id),
                 text=msg("legends-card-item-text", id=i.id), facts=_item_facts(i))
            for i in ITEMS.values()]


def _poker() -> list[Card]:
    return [Card(id=c.id, kind=msg("legends-card-poker"), name=msg(
                     "legends-card-ref", card=poker_card(c.id),
                     effect=msg("legends-effect", name=c.effect)),
                 text=msg("legends-card-effect-text", effect=c.effect),
                 facts=(msg("legends-card-rank", rank=c.rank, suit=c.suit),
                        msg("legends-card-value", value=c.value),
                        msg("legends-card-type", type=POKER.effects[c.effect])))
            for c in POKER_CARDS.values()]


def _story_text(s: StoryCard) -> Msg:
    needs = joined("legends-card-or", [msg("legends-card-req", tag=t) for t in s.requirement])
    reward = joined("legends-card-or", [gain(g) for g in s.reward])
    return msg("legends-card-story-text", kind=s.kind, req=needs, reward=reward)


def _story_facts(s: StoryCard) -> tuple[Msg, ...]:
    discs = " / ".join(str(n) for n in STORY.discs["major" if s.major else "standard"])
    return (msg("legends-card-discs", discs=discs),
            msg("legends-card-gangs", count=len(s.gangs), gangs=", ".join(s.gangs) or "-"),
            msg("legends-card-sheriff", n=s.sheriff))


def _stories() -> list[Card]:
    return [Card(id=s.id, kind=msg("legends-card-story", major="yes" if s.major else "no"),
                 name=story_title(s.id), text=_story_text(s),
                 facts=_story_facts(s))
            for s in STORIES.values()]


CARDS_CHARACTERS: tuple[Card, ...] = tuple(_characters())
CARDS_ITEMS: tuple[Card, ...] = tuple(_items())
CARDS_POKER: tuple[Card, ...] = tuple(_poker())
CARDS_STORIES: tuple[Card, ...] = tuple(_stories())
CARDS: tuple[Card, ...] = (*CARDS_CHARACTERS, *CARDS_ITEMS, *CARDS_POKER, *CARDS_STORIES)
