"""`/hint` (issue 23, item 7) at the service: refusals, what the bot is given to think from,
the log note that leaves the game's version alone, and the unrated result."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from bot.errors import LobbyError, PermissionDeniedError
from bot.games.core import Action, GameOverError, NotYourTurnError, msg, seat
from bot.games.core.levels import Level
from bot.games.core.search import Choice, Weighed
from bot.service.thinking import Thinker, decision_seed
from tests.support.fixture_game import SPEC, Gamble, Pick
from tests.support.service_fixtures import ANA, CID, HOST

pytestmark = pytest.mark.slow


class Asked(Thinker):
    """A thinker that says what it was asked: the search itself is tested in the core."""

    def __init__(self) -> None:
        self.calls: list[tuple[Any, int, list[Action], Level, int]] = []

    async def choose(self, spec: Any, view: Any, seat: int, legal: Sequence[Action],
                     level: Level, seed: int) -> Choice[Action]:
        self.calls.append((view, seat, list(legal), level, seed))
        return Choice(legal[-1], (Weighed(legal[-1], 8, 0.93), Weighed(legal[0], 4, 0.72),
                                  Weighed(legal[1], 2, 0.3)))


@pytest.fixture
def asked(service) -> Asked:
    thinker = Asked()
    service.hints.thinker = thinker
    return thinker


async def started(service, settings: dict[str, Any] | None = None, channel: int = 10) -> int:
    """A running fixture game of Host and Ana (in a server), with `settings` chosen in the
    lobby."""
    shown = await service.new("fixture", guild_id=1, channel_id=channel, thread_id=None,
                              host_id=HOST, host_name="Host", options={"rounds": 1})
    gid = shown.game.id
    await service.join(gid, ANA, "Ana")
    if settings:
        await service.change_settings(gid, HOST, False, settings)
    await service.start(gid, HOST)
    return gid


async def test_refusals_say_why(service, asked):
    off = await started(service, channel=10)
    with pytest.raises(PermissionDeniedError) as refused:
        await service.hint(off, ANA)
    assert refused.value.msg == msg("ui-hints-off")
    lobby = await service.new("fixture", guild_id=1, channel_id=11, thread_id=None,
                              host_id=HOST, host_name="Host", settings={"hints": True})
    with pytest.raises(LobbyError) as refused:
        await service.hint(lobby.game.id, HOST)
    assert refused.value.msg == msg("ui-not-started")
    on = await started(service, {"hints": True}, channel=12)
    with pytest.raises(PermissionDeniedError) as refused:
        await service.hint(on, CID)  # not seated
    assert refused.value.msg == msg("ui-not-playing")
    await service.act(on, ANA, Pick(n=3))  # Ana's pick is in: Host still picks
    with pytest.raises(NotYourTurnError) as refused:
        await service.hint(on, ANA)
    assert refused.value.msg == msg("ui-hint-not-your-turn")
    await service.end(on, HOST)
    with pytest.raises(GameOverError):
        await service.hint(on, HOST)
    assert asked.calls == []


async def test_the_hard_bot_thinks_from_the_callers_view_only(service, asked):
    gid = await started(service, {"hints": True})
    await service.act(gid, ANA, Pick(n=7))  # a secret Host may not know
    loaded = await service.games.load(gid)
    hint = await service.hint(gid, HOST)
    [(view, seat_asked, legal, level, seed)] = asked.calls
    assert (seat_asked, level) == (0, "hard")
    assert view == SPEC.seat_view(loaded.state, 0) and view.my_pick is None
    assert "picks" not in type(view).model_fields  # Ana's 7 is nowhere in it
    assert legal == SPEC.legal_actions(loaded.state, 0)
    assert seed == decision_seed(gid, loaded.game.version, 0)
    # the moves as Host's buttons name them; 0.93 of the best 1.5 is 62%
    assert (hint.best.text.label, hint.best.expected) == (msg("fixture-pick", n=60), 62)
    assert [(o.text.label, o.expected) for o in hint.others] == [
        (msg("fixture-pick", n=1), 48), (msg("fixture-pick", n=2), 20)]
    assert hint.choices == len(legal) and hint.names == {0: "Host", 1: "Ana"}


async def test_asking_is_logged_and_no_button_goes_stale(service, asked):
    gid = await started(service, {"hints": True})
    before = await service.look(gid, HOST)
    await service.hint(gid, HOST)
    after = await service.look(gid, HOST)
    assert after.game.version == before.game.version
    assert after.decision_of(0) == before.decision_of(0) != 0
    assert (await service.log(gid, None))[-1] == msg("ui-hint-asked", player=seat(0))
    # the button Host had before asking still plays
    await service.act_token(gid, HOST, Pick(n=4).token(), before.decision_of(0))
    log = await service.log(gid, HOST)
    assert log.index(msg("ui-hint-asked", player=seat(0))) < len(log) - 1  # then the move


async def test_a_table_with_hints_is_unrated_even_once_they_are_off(service, repo, asked):
    gid = await started(service, {"hints": True})
    assert not (await service.games.load(gid)).settings.rated
    await service.hint(gid, HOST)
    await service.change_settings(gid, HOST, False, {"hints": False})
    assert not (await service.games.load(gid)).settings.rated
    await service.act(gid, HOST, Pick(n=1))
    await service.act(gid, ANA, Pick(n=1))
    loaded = await service.games.load(gid)
    winner = loaded.seat_row(next(iter(loaded.to_act()))).user_id
    await service.act(gid, winner, Gamble(yes=False))
    result = await repo.result(gid)
    assert (result.rated, result.unrated) == (False, "setting")


async def test_hints_cannot_unrate_a_rated_game_once_it_runs(service):
    gid = await started(service)
    with pytest.raises(LobbyError) as refused:
        await service.change_settings(gid, HOST, False, {"hints": True})
    assert refused.value.msg == msg("ui-hints-rated-running")
    lobby = await service.new("fixture", guild_id=1, channel_id=11, thread_id=None,
                              host_id=HOST, host_name="Host", settings={"hints": True})
    with pytest.raises(LobbyError) as refused:
        await service.change_settings(lobby.game.id, HOST, False, {"rated": True})
    assert refused.value.msg == msg("ui-hints-unrated")
    unrated = await started(service, {"rated": False}, channel=12)  # already unrated: fine
    await service.change_settings(unrated, HOST, False, {"hints": True})
    assert (await service.games.load(unrated)).settings.hints


async def test_asking_again_gives_the_same_hint_without_thinking_or_logging_again(service,
                                                                                  asked):
    gid = await started(service, {"hints": True})
    first = await service.hint(gid, HOST)
    assert await service.hint(gid, HOST) == first
    assert len(asked.calls) == 1
    log = await service.log(gid, None)
    assert log.count(msg("ui-hint-asked", player=seat(0))) == 1


async def test_a_bot_too_busy_to_search_gives_its_usual_move_unweighed(service, asked):
    async def unweighed(spec, view, seat, legal, level, seed):
        return Choice(legal[0])
    service.hints.thinker.choose = unweighed
    gid = await started(service, {"hints": True})
    hint = await service.hint(gid, HOST)
    assert (hint.best.text.label, hint.best.expected, hint.others) == (
        msg("fixture-pick", n=1), None, ())


async def test_an_only_move_is_named_without_searching(service, asked, monkeypatch):
    gid = await started(service, {"hints": True})
    monkeypatch.setattr(type(SPEC), "legal_actions", lambda self, state, seat: [Pick(n=5)])
    hint = await service.hint(gid, HOST)
    assert (hint.choices, hint.best.text.label, hint.best.expected) == (
        1, msg("fixture-pick", n=5), None)
    assert asked.calls == []


async def test_the_hint_is_the_move_the_bot_plays_not_the_most_tried(service, asked):
    """The search keeps the heuristic's choice unless a challenger beat it clearly, so the
    move played may be neither the most tried nor the best figure: the hint names it."""
    async def kept(spec, view, seat, legal, level, seed):
        return Choice(legal[0], (Weighed(legal[-1], 8, 0.93), Weighed(legal[0], 4, 0.72)))
    service.hints.thinker.choose = kept
    gid = await started(service, {"hints": True})
    hint = await service.hint(gid, HOST)
    assert (hint.best.text.label, hint.best.expected) == (msg("fixture-pick", n=1), 48)
    assert [(o.text.label, o.expected) for o in hint.others] == [(msg("fixture-pick", n=60), 62)]
