"""How each legal action is offered (`describe`): a short unique label, a description and,
for the action phase, a stage (the kind of action, then a region for moves). Texts that
name a card of the hand, a dealt character or an NPC fight card are private."""

from __future__ import annotations

from bot.games.core.model import ActionText
from bot.games.core.words import Msg, MsgArg, msg, seat
from bot.games.legends.actions import (
    Answer,
    Buy,
    Choose,
    ChooseCharacter,
    Decide,
    Declare,
    DropItem,
    Equip,
    LegendsMove,
    Move,
    Pair,
    Pick,
    PlaceDisc,
    PlaceStart,
    PlayCard,
    React,
    Revel,
    Sell,
    Simple,
    Step,
)
from bot.games.legends.data import CHARACTERS, FIGHTS, SPACES, STORIES, effect
from bot.games.legends.map import walk_of, walks
from bot.games.legends.names import cards, die, fight_card_effect, gain, item, place, poker_card
from bot.games.legends.store import price
from bot.games.legends.view import LegendsSeatView, LegendsTableView

View = LegendsTableView | LegendsSeatView
MOVE_PER_STAGE = 12


def card(c: str) -> Msg:
    """A poker card with its effect's name ("5♠ (Sprint)"), or a fight card."""
    if c in FIGHTS:
        return fight_card_effect(c)
    return msg("legends-card", card=poker_card(c), effect=msg("legends-effect", name=effect(c)))


def question_kind(view: View, who: int) -> str:
    """The kind of question `who` is asked, as the view shows it."""
    return next((q.kind for q in view.questions if q.seat == who), "")


def stage(what: str) -> tuple[Msg, ...]:
    """The first stage of an action-phase menu entry."""
    return (msg("legends-stage", what=what),)


def describe(view: View, who: int, a: LegendsMove) -> ActionText:
    """The label, description and stage of one legal action of `who`."""
    kind = question_kind(view, who)
    in_menu = kind == "action"
    if isinstance(a, Move):
        return move_text(view, who, a, in_menu)
    if isinstance(a, Simple):
        return ActionText(label=msg("legends-do", what=a.what),
                          stage=stage("location") if in_menu and a.what != "end" else ())
    if isinstance(a, Sell):
        return ActionText(label=msg("legends-do-sell", nuggets=a.nuggets, fools=a.fools),
                          stage=stage("location"), private=a.fools > 0)
    if isinstance(a, Revel):
        return ActionText(label=msg("legends-do-revel", amount=a.amount, lp=a.amount // 30),
                          stage=stage("location"))
    if isinstance(a, PlayCard):
        target: MsgArg = seat(a.target) if a.target >= 0 else "none"
        return ActionText(label=msg("legends-do-card", card=card(a.card), target=target),
                          stage=stage("cards") if in_menu else (), private=True)
    if isinstance(a, Declare):
        verb = msg("legends-fight-verb", kind=a.type)
        return ActionText(label=msg("legends-do-fight", kind=verb, target=seat(a.target),
                                    card=card(a.card)),
                          stage=(*stage("fight"), msg("legends-stage-fight", kind=verb,
                                                      target=seat(a.target))),
                          private=True)
    return other_text(view, who, a, kind)


Other = (ChooseCharacter | PlaceStart | Choose | Equip | PlaceDisc | DropItem | Buy | Pick | Pair
         | Decide | Step | Answer | React)
"""The answers to questions outside the action menu."""


def other_text(view: View, who: int, a: Other, kind: str) -> ActionText:
    """Texts of the answers to questions outside the action menu."""
    if isinstance(a, PlaceDisc):
        return ActionText(label=msg("legends-do-disc", slot=a.slot, source=a.source or "none"),
                          stage=stage("free") if kind == "action" else ())
    if isinstance(a, DropItem) and kind == "post":
        return ActionText(label=msg("legends-do-whiskey"))
    if isinstance(a, DropItem):
        return ActionText(label=msg("legends-do-drop", item=msg("legends-item", item=a.item)),
                          stage=stage("free") if kind == "action" else ())
    if isinstance(a, Buy):
        return buy_text(a)
    if isinstance(a, Pick) and kind in ("duck", "luck"):
        return ActionText(label=msg("legends-do-defence", question=kind, card=card(a.card)),
                          private=True)
    if isinstance(a, Pick):
        return ActionText(label=msg("legends-do-pick", card=card(a.card)), private=True)
    if isinstance(a, Pair):
        return ActionText(label=msg("legends-do-pair", cards=cards(a.cards)),
                          stage=(msg("legends-stage-card", card=card(a.cards[0])),),
                          private=True)
    if isinstance(a, Choose):
        return choose_text(view, who, a, kind)
    if isinstance(a, Decide):
        return ActionText(label=msg("legends-do-decide", question=kind,
                                    yes=str(a.yes).lower()))
    if isinstance(a, Step):
        return ActionText(label=msg("legends-do-step", place=place(a.to)))
    if isinstance(a, Answer):
        return ActionText(label=msg("legends-do-answer", how=a.how,
                                    card=card(a.card) if a.card else "-"), private=True)
    if isinstance(a, React):
        if a.card is None:
            return ActionText(label=msg("legends-do-pass"))
        return ActionText(label=msg("legends-do-react", card=card(a.card)), private=True)
    if isinstance(a, ChooseCharacter):
        return ActionText(label=msg("legends-do-character", name=msg(
            "legends-card-character-name", id=CHARACTERS[a.character].id)), private=True)
    if isinstance(a, PlaceStart):
        return ActionText(label=msg("legends-do-start", place=place(a.space)))
    if not (a.weapon and a.mount):
        return ActionText(label=msg("legends-do-equip-one", item=item(a.weapon or a.mount or "")))
    return ActionText(label=msg("legends-do-equip", weapon=item(a.weapon), mount=item(a.mount)))


def choose_text(view: View, who: int, a: Choose, kind: str) -> ActionText:
    """Named options; a seat for Billy the Kid and the Sheriff; a story reward's gains."""
    detail: Msg | str = "-"
    option = a.option
    if kind in ("billy", "sheriff_target", "whiskey") and option.isdigit():
        detail, option = msg("legends-seat", who=seat(int(option))), "seat"
    elif kind == "story_reward" and option.isdigit():
        q = next(x for x in view.questions if x.seat == who)
        g = STORIES[q.card].reward[int(option)]
        detail, option = gain(g), "reward"
    elif kind == "prospect" and option.isdigit():
        n = int(option)
        shown = view.dice[n - 1] if n <= len(view.dice) else ""
        detail = msg("legends-die-which", n=n, faces=die(shown)) if shown else str(n)
        option = "die"
    if kind == "token":
        detail, option = option, "token"
    if option == "money" and kind in ("income", "fight_card", "billy_pay"):
        option = "income_money" if kind == "income" else "pay_money"
    return ActionText(label=msg("legends-do-choose", question=kind, option=option,
                                detail=detail), private=kind == "token")


def move_text(view: View, who: int, a: Move, in_menu: bool) -> ActionText:
    """"Bank (DK10), 2 steps", staged by region when the menu is large; a walk back to
    the start space names the way ("Out and back to Rail Station (SV05) via CJ05"). A
    walk longer than the shortest (L7) says so and its steps ("Go to Bank (DK10) in 4
    steps"), its way in the description. Steps count as the rules do: a mesa crossing is 2
    (R-MESA)."""
    me = view.players[who]
    blocked = {view.sheriff} if me.wp > 0 else set[str]()
    mesa = me.character == "bloody_knife" and me.legendary
    stops = set(view.bandits)
    if a.steps:
        path = walk_of(me.space, a.to, a.steps, blocked, stops, mesa=mesa) or []
        key = "legends-do-move-back-long" if a.to == me.space else "legends-do-move-long"
        label = msg(key, place=place(a.to), steps=a.steps)
        way = " > ".join([me.space, *path])
        text = ActionText(label=label, description=msg("legends-move-way", way=way))
    else:
        path = walks(me.space, 9, blocked, stops, mesa=mesa).get(a.to, [])
        label = msg("legends-do-move", place=place(a.to), steps=len(path))
        if a.to == me.space:
            label = msg("legends-do-move-back", place=place(a.to),
                        via=" > ".join(path[:-1]), steps=len(path))
        text = ActionText(label=label)
    if not in_menu:
        return text
    return text.model_copy(update={"stage": (*stage("move"), msg(
        "legends-stage-region", region=SPACES[a.to].region, ids=a.to[:2] + "…"))})


def buy_text(a: Buy) -> ActionText:
    """A General Store purchase or upgrade."""
    return ActionText(label=msg("legends-do-buy", item=msg("legends-item", item=a.item),
                                price=price(a),
                                upgrade=str(a.upgrade).lower(), haggle=str(bool(a.haggle)).lower(),
                                activate=str(a.activate).lower()),
                      stage=(msg("legends-item", item=a.item),), private=a.haggle is not None)
