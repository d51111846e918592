"""A deterministic heuristic player that sees only its seat view and its legal actions."""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence

from bot.games.tew import actions as a
from bot.games.tew.ai_buy import buy_worth
from bot.games.tew.ai_industry import advance_gain
from bot.games.tew.cards import Key, key, shift_suit, shift_value, value
from bot.games.tew.data import BUILDINGS, INDUSTRIES, INF_CAP, INFS, MAT_BY_POS, POKER
from bot.games.tew.view import BuildingView, DuelView, MatView, PlayerView, TewSeatView

KIND_SCORE = {"INFLUENCE": 1.0, "PORCH": 0.8, "VALUE": 0.6, "SUIT": 0.6, "LEFTOVER": 0.9}


def ai(view: TewSeatView, legal: Sequence[a.TewMove]) -> a.TewMove:
    """The AI's choice among `legal`, from the seat's view only."""
    assert legal
    keeps = [x for x in legal if isinstance(x, a.Keep)]
    if keeps:
        return max(keeps, key=lambda x: _keep_score(view, x.card))
    places = [x for x in legal if isinstance(x, a.Place)]
    if places:
        return max(places, key=lambda x: _place_score(view, x))
    if any(isinstance(x, a.DuelMove) for x in legal):
        return _duel(view, legal)
    return max(legal, key=lambda x: _score(view, x))


def shortlist(view: TewSeatView, legal: Sequence[a.TewMove]) -> list[a.TewMove]:
    """The legal actions best first by the heuristic's own scores: what a search weighs
    first (a duel's answers as listed: few, and judged together by `_duel`)."""
    if any(isinstance(x, a.DuelMove) for x in legal):
        return list(legal)
    return sorted(legal, key=lambda x: -_rank(view, x))


def _rank(view: TewSeatView, act: a.TewMove) -> float:
    if isinstance(act, a.Keep):
        return _keep_score(view, act.card)
    if isinstance(act, a.Place):
        return _place_score(view, act)
    return _score(view, act)


def _me(view: TewSeatView) -> PlayerView:
    return view.players[view.seat]


def _flanks(view: TewSeatView, pos: int) -> tuple[str, str]:
    return (view.gaps[(pos - 1) % 6], view.gaps[pos])


def _keep_score(view: TewSeatView, card: str) -> float:
    th = key(card, _flanks(view, 0))
    mats = sum(key(card, _flanks(view, p))[0] for p in range(1, 6))
    score = th[0] * 3 + mats + value(card) * 0.5 + th[2] * 0.05
    if _rival_up(view):  # solo: its chances against the Rival's cards (rules §5.5, §5.6)
        chances = [solo_chance(view, card, p) for p in range(6)]
        return 4 * chances[0] + 2 * sum(chances[1:]) + 0.1 * score
    return score


def _rival_up(view: TewSeatView) -> str | None:
    """The solo Rival's face-up card (rules §5.2), if dealt."""
    return view.rival_cards[1] if view.solo and len(view.rival_cards) > 1 else None


def _want(view: TewSeatView) -> dict[str, int]:
    """Influence still missing for the best building in a buy slot."""
    inf = _me(view).influence
    best: tuple[float, dict[str, int]] = (-1.0, {})
    for m in view.mats:
        if m.buy is None:
            continue
        missing = {k: max(0, m.buy.cost[k] - inf[k]) for k in INFS}
        score = m.buy.vp - 0.5 * sum(missing.values())
        if score > best[0]:
            best = (score, missing)
    return best[1]


def _mat(view: TewSeatView, spot: str) -> MatView:
    name = spot.split(".")[0]
    return next(m for m in view.mats if m.name == name)


CAT_WIN = {1: 0.2, 2: 0.45, 3: 0.6, 4: 0.7, 5: 0.85, 6: 0.95}


def win_chance(view: TewSeatView, pos: int) -> float:
    """A rough chance of winning the hand at `pos` with the kept card (in solo, against the
    Rival's two cards)."""
    card = view.hand
    if not card:
        return 0.3
    if _rival_up(view):
        return solo_chance(view, card, pos)
    return CAT_WIN[key(card, _flanks(view, pos))[0]]


def solo_chance(view: TewSeatView, card: str, pos: int) -> float:
    """The chance that `card` wins the hand at `pos` (the Town Hall order at 0) against the
    Rival: none if its face-up card beats it, else the share of the cards its face-down
    card may be that do not (it plays the better of the two, rules §5.5)."""
    flanks = _flanks(view, pos)
    mine = key(card, flanks)
    up = _rival_up(view)
    assert up is not None
    if mine < key(up, flanks):
        return 0.05
    hidden, keys = _hidden_keys(view, flanks)
    mine_hidden = card in hidden  # the card itself is never the Rival's
    total = len(hidden) - mine_hidden
    if total:
        return (bisect_right(keys, mine) - mine_hidden) / total
    return min(0.9, CAT_WIN[mine[0]] + 0.2)


_odds: tuple[TewSeatView, frozenset[str], dict[tuple[str, str], list[Key]]] | None = None


def _hidden_keys(view: TewSeatView, flanks: tuple[str, str]) -> tuple[frozenset[str], list[Key]]:
    """The cards the Rival's face-down card may be (none this seat sees, nor its dealt
    options), and their hands' keys at a mat with `flanks`, sorted. A heuristic move asks
    for them dozens of times from one view, so the last view's are kept."""
    global _odds
    memo = _odds  # read once: another thread may be keeping another view's
    if memo is None or memo[0] is not view:
        memo = _odds = (view, frozenset(c for c in _unseen(view) if c not in view.options), {})
    _, hidden, by_flanks = memo
    keys = by_flanks.get(flanks)
    if keys is None:
        keys = by_flanks[flanks] = sorted(key(c, flanks) for c in hidden)
    return hidden, keys


def _unseen(view: TewSeatView) -> list[str]:
    """The poker cards the Rival's face-down card may be (rules §5.2): none this seat sees."""
    seen = {*view.gaps, *(c for c in view.rival_cards if c), *view.my_discards,
            *(c for c in view.known.discard if c), *([view.hand] if view.hand else [])}
    return [c for c in POKER.cards if c not in seen]


def _buy_value(view: TewSeatView, mat: MatView) -> float:
    if mat.buy is None:
        return 0.0
    inf = _me(view).influence
    missing = sum(max(0, mat.buy.cost[k] - inf[k]) for k in INFS)
    if missing == 0:
        return 1.3 * mat.buy.vp + 0.3 * len(mat.buy.icons)
    if missing <= 1:
        return 1.0 * mat.buy.vp
    if missing <= 2:
        return 0.7 * mat.buy.vp
    return 0.0


def _place_score(view: TewSeatView, act: a.Place) -> float:
    mat = _mat(view, act.spot)
    kind = act.spot.split(".")[1]
    me = view.seat
    win = win_chance(view, mat.pos)
    present = any(p.owner == me for s in mat.spots for p in s.posse)
    score = 0.0
    data = MAT_BY_POS[mat.pos]
    if not present:
        pot = _room(view, data.pot.type, data.pot.amount) if data.pot else 1.0
        score += 2 * win * pot + _buy_value(view, mat)
    if kind == "INFLUENCE":
        gain = data.influence or "ANY"
        score += _room(view, gain, 1) if act.side == "INSTANT" else 2.0 * win * _room(view, gain, 2)
    elif kind == "PORCH":
        if mat.porch:
            score += _porch_worth(view, mat.porch[-1].id) - (
                0.3 if mat.owner not in (None, me, -1) else 0.0)
        if mat.side == "grey":
            score += 1.0
    elif kind == "LEFTOVER":
        score += 0.5 + _second_buy_value(view)
    else:
        score += _sheriff_gain(view, act)
    spot = next(s for s in mat.spots if s.id == act.spot)
    if any(p.standing and p.owner != me for p in spot.posse):
        card = view.hand or ""
        bonus = value(card) if card and not _me(view).card_added else 0
        score = score * min(0.9, 0.35 + 0.08 * bonus) - 0.8
    return score + (view.version % 7) * 0.001


LEFTOVER_SLACK = 2  # influence a placement round still brings, of the types it lacks


def _second_buy_value(view: TewSeatView) -> float:
    """What a Leftover purchase adds (rules §4.6.4): the VP of the cheaper of the best two
    buildings in the buy slots the seat could pay for together, with a little of the
    round's income still to come; nothing when one purchase already spends it all."""
    inf = _me(view).influence
    slots = [m.buy for m in view.mats if m.buy is not None]
    best = 0.0
    for i, b1 in enumerate(slots):
        for b2 in slots[i + 1:]:
            missing = sum(max(0, b1.cost[k] + b2.cost[k] - inf[k]) for k in INFS)
            if missing <= LEFTOVER_SLACK:
                best = max(best, 1.3 * min(b1.vp, b2.vp) + 0.3 * min(len(b1.icons), len(b2.icons)))
    return best


def _room(view: TewSeatView, gain: str, amount: int) -> float:
    """The share of a gain of `amount` of `gain` (a type, ANY, or the Sheriff's pot) that
    the cap of 6 leaves the seat room for (rules §2.4)."""
    inf = _me(view).influence
    types = INFS if gain in ("ANY", "SHERIFF") else (gain,)
    return max(min(amount, INF_CAP - inf[t]) for t in types) / amount


PORCH_WORTH = 1.5  # a porch building's effect, on the scale of `_place_score`
UNUSED = ("B05", "B09", "B26")  # Post Office, Barber Shop, Telegraph Office: always declined


def _porch_worth(view: TewSeatView, building: str) -> float:
    """What using a porch building gives: nothing for the effects the bot declines, nor for
    a paid one it could not or would not pay (Stock Exchange, Bounty Office, Central Bank)."""
    inf = _me(view).influence
    if building in UNUSED:
        return 0.0
    if building == "B29":
        best = max((_stock_score(view, a.StockExchange(pay=t, industry=i))
                    for t in INFS if inf[t] >= 3 for i in INDUSTRIES), default=-1.0)
        return PORCH_WORTH if best > 0 else 0.0
    if building == "B28":
        return PORCH_WORTH if _pay_score(view, a.Pay(type="FORCE"), "BOUNTY") > 0 \
            and view.wanted != view.seat else 0.0
    if building == "B10":
        return PORCH_WORTH if any(_bank_score(m.buy) > 0 for m in view.mats
                                  if m.buy is not None and _affords(view, m.buy.cost, 1)) \
            else 0.0
    return PORCH_WORTH


def _affords(view: TewSeatView, cost: dict[str, int], extra: int = 0) -> bool:
    """The seat holds `cost` type by type, plus `extra` of any type left over."""
    inf = _me(view).influence
    return all(inf[k] >= cost[k] for k in INFS) and sum(inf[k] - cost[k] for k in INFS) >= extra


def _sheriff_gain(view: TewSeatView, act: a.Place) -> float:
    card = view.hand
    if not card:
        return 0.0
    face = {"PLUS": shift_value(card, 1), "MINUS": shift_value(card, -1),
            "UP": shift_suit(card, True), "DOWN": shift_suit(card, False)}[act.side or "PLUS"]
    gain = 0.0
    if _rival_up(view):  # solo: what the face changes of its chances against the Rival
        for pos in range(6):
            weight = 1.0 if pos == 0 else 0.5
            gain += weight * (solo_chance(view, face, pos) - solo_chance(view, card, pos))
        return 0.3 + gain
    for pos in range(6):
        f = _flanks(view, pos)
        weight = 1.2 if pos == 0 else 0.3
        gain += weight * (key(face, f)[0] - key(card, f)[0])
    return 0.3 + gain


def _duel(view: TewSeatView, legal: Sequence[a.TewMove]) -> a.TewMove:
    """While losing a duel: reveal the kept card if that wins it; otherwise pay for the
    reroll or redraw most likely to turn the duel (counting the card still to reveal), if
    that chance is worth what it costs; else stand (rules §4.3, §5.4)."""
    d = view.duel
    assert d is not None
    moves = {x.move: x for x in legal if isinstance(x, a.DuelMove) and x.pay is None}
    attacker = d.attacker == view.seat
    mine, theirs = (d.attacker_power, d.defender_power) if attacker else (
        d.defender_power, d.attacker_power)
    need = theirs - mine + (1 if attacker else 0)  # ties go to the defender
    card = value(view.hand) if "REVEAL" in moves and view.hand else 0
    if card and card >= need:
        return moves["REVEAL"]
    odds = _turning_odds(view, d, attacker, need - card)
    own = "FORCE" if attacker else "LAW"  # what a reroll of my own die costs
    paid = [x for x in legal if isinstance(x, a.DuelMove) and x.move in odds]
    stake = SOLO_DUEL_STAKE if view.solo else DUEL_STAKE
    best = max(paid, key=lambda x: odds[x.move] * stake - _spend_cost(view, x.pay or own),
               default=None)
    if best is not None and odds[best.move] * stake > _spend_cost(view, best.pay or own):
        return best
    return moves.get("STAND", legal[-1])


DUEL_STAKE = 3.0  # a won duel, in influence: the spot's gains kept, and the Wanted card
SOLO_DUEL_STAKE = 8.0  # in solo a lost duel also hands the Wanted card (2 VP) to the Rival


def _turning_odds(view: TewSeatView, d: DuelView, attacker: bool, need: int) -> dict[str, float]:
    """The chance each paid move turns a duel lost by `need` (dice 1-6, cards 1-5)."""
    my_die, their_die = (d.attacker_die, d.defender_die) if attacker else (
        d.defender_die, d.attacker_die)
    odds = {"REROLL": sum(1 for r in range(1, 7) if r - my_die >= need) / 6,
            "RIVAL_REROLL": sum(1 for r in range(1, 7) if their_die - r >= need) / 6}
    if d.rival_card:
        odds["RIVAL_REDRAW"] = sum(1 for c in range(1, 6)
                                   if value(d.rival_card) - c >= need) / 5
    return odds


def _spend_cost(view: TewSeatView, pay: str) -> float:
    """What paying one influence of `pay` costs: more when little of it is left."""
    return 1.0 + 1.0 / (1 + _me(view).influence[pay])


def _score(view: TewSeatView, act: a.TewMove) -> float:
    inf = _me(view).influence
    want = _want(view)
    if isinstance(act, a.Gain):
        t = [act.type] + ([act.second] if act.second else [])
        return sum(want.get(x, 0) * 2 - inf[x] * 0.5 for x in t)
    if isinstance(act, a.Buy):
        return 10 + buy_worth(view, act.pos)
    if isinstance(act, a.CentralBank):
        return _bank_score(view.mats[act.pos].buy) + inf[act.pay] * 0.1
    if isinstance(act, a.PickBuilding):
        return BUILDINGS[act.building].vp
    if isinstance(act, a.Pay):
        return _pay_score(view, act)
    if isinstance(act, a.Advance):
        return advance_gain(view, act.industry) + 0.1 * _icons(view, act.industry) \
            + 0.01 * "WRM".find(act.industry[0])
    if isinstance(act, a.StockExchange):
        return _stock_score(view, act)
    if isinstance(act, a.SheriffPot):
        return 1.0 if act.choice == "INFLUENCE" else 0.5
    if isinstance(act, a.Convert):
        return -act.n
    if isinstance(act, a.MoveFrom):
        return 0.5
    if isinstance(act, a.MoveTo):
        return KIND_SCORE[act.spot.split(".")[1]]
    if isinstance(act, a.Decline):
        return 0.0
    return -0.5  # swaps, stock exchange, discounts in order, and the rest


def _bank_score(b: BuildingView | None) -> float:
    """A Central Bank purchase against declining (0): worth it for 3 VP or more."""
    return b.vp - 2.5 if b else -1.0


def _pay_score(view: TewSeatView, act: a.Pay, prompt: str | None = None) -> float:
    inf = _me(view).influence
    prompt = prompt or (view.prompt.kind if view.prompt else "")
    rich = inf[act.type] - _want(view).get(act.type, 0)
    if prompt == "HOTEL":
        return rich - 1.5
    if prompt in ("RANCHER", "AUCTION"):
        return rich - 1.0
    if prompt == "BOUNTY":
        return inf["FORCE"] - 3.5
    return -1.0


STOCK_PRICE = 1.5  # 3 influence, in VP: about what it buys as part of a building


def _stock_score(view: TewSeatView, act: a.StockExchange) -> float:
    """The Stock Exchange against declining (0): the VP lead its advance gains, less what
    the 3 influence would buy (nothing after the last round's purchases), paying from the
    type least needed."""
    price = STOCK_PRICE * (0.5 if view.last_round else 1.0)
    spare = _me(view).influence[act.pay] - _want(view).get(act.pay, 0)
    return advance_gain(view, act.industry) - price + 0.05 * spare


def _icons(view: TewSeatView, industry: str) -> int:
    me = next(m for m in view.mats if m.owner == view.seat and m.side == "colour")
    return sum(b.icons.count(industry) for b in [*me.porch, *me.pending])
