"""How each legal action is offered: a short unique label, a longer description, a stage
path for placements, and whether the text is private. Worked out from a VIEW only (the
table view for public buttons), never from the state."""

from __future__ import annotations

from bot.games.core.model import ActionText
from bot.games.core.words import Msg, msg
from bot.games.tew import actions as a
from bot.games.tew import names
from bot.games.tew.buildings import CONVERSIONS
from bot.games.tew.data import BUILDINGS, gainable
from bot.games.tew.labels_place import capped, place_text
from bot.games.tew.view import DuelView, MatView, PromptView, TewSeatView, TewTableView

PAY_AMOUNT = {"HOTEL": 2, "POST_OFFICE": 2, "BOUNTY": 2}
OUTLAW = "BS7"  # the Outlaw's attacks win ties


def describe(view: TewTableView, seat_n: int, action: a.TewMove) -> ActionText:
    """The text of one legal action of `seat_n`, from `view`."""
    prompt = view.prompt
    if isinstance(action, a.Place | a.MoveTo):
        return place_text(view, seat_n, action)
    if isinstance(action, a.Keep | a.DuelMove | a.PickBuilding):
        return _private(view, seat_n, action, prompt)
    if isinstance(action, a.ChooseBoss):
        return ActionText(label=names.boss(action.boss), description=names.boss_text(action.boss))
    if isinstance(action, a.SheriffPot):
        return _sheriff_pot(view, seat_n, action)
    if isinstance(action, a.Gain | a.Pay | a.Decline | a.Convert):
        return _answer(view, seat_n, action, prompt)
    return _targets(view, action)


def _held(view: TewTableView, seat_n: int) -> dict[str, int]:
    """The seat's influence as the table shows it (nothing for the Rival)."""
    return view.players[seat_n].influence if 0 <= seat_n < len(view.players) else {}


def _got(view: TewTableView, seat_n: int, gains: dict[str, int]) -> tuple[int, int]:
    """What `gains` offer in all, and what the cap of 6 lets the seat keep."""
    held = _held(view, seat_n)
    face = sum(gains.values())
    if not held:
        return face, face
    return face, sum(gainable(held.get(t, 0), n) for t, n in gains.items())


def _mine(view: TewTableView, seat_n: int) -> TewSeatView | None:
    return view if isinstance(view, TewSeatView) and view.seat == seat_n else None


def _private(view: TewTableView, seat_n: int, action: a.Keep | a.DuelMove | a.PickBuilding,
             prompt: PromptView | None) -> ActionText:
    """Texts that may name a card only this seat knows (its kept card, its draws)."""
    mine = _mine(view, seat_n)
    if isinstance(action, a.Keep):
        if mine is None:
            return ActionText(label=msg("tew-keep-hidden"), private=True)
        return ActionText(label=msg("tew-keep", card=action.card),
                          description=msg("tew-keep-desc"), private=True)
    if isinstance(action, a.DuelMove):
        return _duel(view, seat_n, action, mine)
    if prompt is not None and prompt.kind == "BARBER_CARD":
        return ActionText(label=msg("tew-pick-top", building=names.building(action.building)),
                          description=names.building_text(action.building))
    if mine is None:
        return ActionText(label=msg("tew-pick-hidden"), private=True)
    b = BUILDINGS[action.building]
    return ActionText(label=msg("tew-buy", building=names.building(b.id), vp=b.vp,
                                cost=names.cost_short(b.cost)),
                      description=names.building_text(b.id), private=True)


def duel_now(view: TewTableView, seat_n: int) -> Msg | None:
    """The running totals of the duel from `seat_n`'s side ("Now 1 vs 3, the defender
    wins ties"), or None when no duel is on."""
    duel = view.duel
    if duel is None:
        return None
    return _duel_now(view, duel, seat_n)


def _duel_now(view: TewTableView, duel: DuelView, seat_n: int) -> Msg:
    attacking = duel.attacker == seat_n
    mine, theirs = ((duel.attacker_power, duel.defender_power) if attacking
                    else (duel.defender_power, duel.attacker_power))
    outlaw = (0 <= duel.attacker < len(view.players)
              and view.players[duel.attacker].boss == OUTLAW)
    return msg("tew-duel-now", mine=mine, theirs=theirs,
               ties="attacker" if outlaw else "defender")


def _duel(view: TewTableView, seat_n: int, action: a.DuelMove,
          mine: TewSeatView | None) -> ActionText:
    duel = view.duel
    pay = "FORCE" if duel is not None and duel.attacker == seat_n else "LAW"
    now = duel_now(view, seat_n)

    def said(what: Msg | None) -> Msg | None:
        if now is None:
            return what
        return now if what is None else msg("tew-duel-desc", now=now, what=what)

    if action.move == "REROLL":
        die = None
        if duel is not None:
            die = msg("tew-duel-die", die=duel.attacker_die if duel.attacker == seat_n
                      else duel.defender_die)
        return ActionText(label=msg("tew-duel-reroll", type=names.inf(pay)), description=said(die))
    if action.move == "REVEAL":
        if mine is None or mine.hand is None:
            return ActionText(label=msg("tew-duel-reveal-hidden"), private=True)
        return ActionText(label=msg("tew-duel-reveal", card=mine.hand),
                          description=said(msg("tew-duel-reveal-desc", n=int(mine.hand[0]))),
                          private=True)
    if action.move == "STAND":
        return ActionText(label=msg("tew-duel-stand"),
                          description=said(msg("tew-duel-stand-desc")))
    key = "tew-duel-rival-reroll" if action.move == "RIVAL_REROLL" else "tew-duel-rival-redraw"
    return ActionText(label=msg(key, type=names.inf(action.pay or "MONEY")), description=said(None))


def _source(prompt: PromptView | None) -> Msg:
    if prompt is None:
        return msg("tew-alt-none")
    return prompt.source or msg("tew-q-short", kind=prompt.kind)


def _answer(view: TewTableView, seat_n: int, action: a.Gain | a.Pay | a.Decline | a.Convert,
            prompt: PromptView | None) -> ActionText:
    """Gains, payments, declines and conversions: their meaning depends on the question.
    A gain the cap of 6 would cut says so ("Gain 2 MONEY → +0, at the cap")."""
    kind = prompt.kind if prompt is not None else ""
    if isinstance(action, a.Gain):
        if action.second is not None:
            pair = msg("tew-gain-pair", type=names.inf(action.type),
                       second=names.inf(action.second))
            return ActionText(label=capped(pair, *_got(view, seat_n, {action.type: 1,
                                                                        action.second: 1})),
                              description=msg("tew-from", source=_source(prompt)))
        n = prompt.amount if prompt is not None else 1
        one = msg("tew-gain", n=n, type=names.inf(action.type))
        return ActionText(label=capped(one, *_got(view, seat_n, {action.type: n})),
                          description=msg("tew-from", source=_source(prompt)))
    if isinstance(action, a.Pay):
        label = msg("tew-pay", n=PAY_AMOUNT.get(kind, 1), type=names.inf(action.type),
                    source=_source(prompt))
        return ActionText(label=label)
    if isinstance(action, a.Decline):
        return ActionText(label=msg("tew-decline", kind=kind),
                          description=msg("tew-decline-desc", kind=kind))
    building = prompt.building if prompt is not None else None
    src, dst = CONVERSIONS.get(building or "", ("LAW", "MONEY"))
    label = msg("tew-convert", n=action.n, src=names.inf(src), got=action.n + 2,
                dst=names.inf(dst))
    return ActionText(label=capped(label, *_got(view, seat_n, {dst: action.n + 2})))


def _sheriff_pot(view: TewTableView, seat_n: int, action: a.SheriffPot) -> ActionText:
    """The pot's two rewards (D11); in the last round the third posse is still a legal answer
    (the rules list it) but there is no next round, and the label says so."""
    label = msg("tew-sheriff-pot", choice=action.choice)
    if action.choice == "INFLUENCE":
        label = capped(label, *_got(view, seat_n, {"LAW": 1, "FORCE": 1}))
    elif view.last_round:
        label = msg("tew-sheriff-pot-last")
    return ActionText(label=label)


def _slot(view: TewTableView, pos: int) -> MatView:
    return view.mats[pos]


def _targets(view: TewTableView, action: a.TewMove) -> ActionText:
    """Actions naming public things: porches, spots, slots, gaps, industries."""
    if isinstance(action, a.PickPorch):
        return ActionText(label=msg("tew-reorder", mat=names.mat(action.pos)))
    if isinstance(action, a.MoveFrom):
        return ActionText(label=msg("tew-move-from", spot=names.spot(action.spot)))
    if isinstance(action, a.Buy | a.CentralBank):
        return _buy(view, action)
    if isinstance(action, a.Swap):
        return ActionText(label=msg("tew-swap", a=action.a, b=action.b,
                                    ca=view.gaps[action.a], cb=view.gaps[action.b]))
    if isinstance(action, a.StockExchange):
        return ActionText(label=msg("tew-stock", type=names.inf(action.pay),
                                    industry=names.industry(action.industry)))
    if isinstance(action, a.Discount):
        return ActionText(label=msg("tew-discount", money=action.money, law=action.law,
                                    force=action.force))
    if isinstance(action, a.Advance):
        return ActionText(label=msg("tew-advance", industry=names.industry(action.industry)))
    return ActionText(label=msg("tew-alt-none"))


def _buy(view: TewTableView, action: a.Buy | a.CentralBank) -> ActionText:
    """"Buy General Store — 2 VP, costs 2$ 1L"; the description says what the card does
    (within a menu option's 100 characters; the board shows where it lies)."""
    mat = _slot(view, action.pos)
    b = mat.buy
    if b is None:
        return ActionText(label=msg("tew-buy-empty", mat=mat.title))
    cost = names.cost_short(b.cost)
    desc = b.text
    if isinstance(action, a.Buy):
        return ActionText(label=msg("tew-buy", building=b.name, vp=b.vp, cost=cost),
                          description=desc)
    return ActionText(label=msg("tew-bank-buy", building=b.name, vp=b.vp, cost=cost,
                                type=names.inf(action.pay)), description=desc)

