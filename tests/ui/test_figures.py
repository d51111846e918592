"""The board's text answers without the image (issue 19): one line per player with the
game's key figures, worded in every language, the result's totals once a game is over."""

import random
from typing import Any

import pytest

from bot.games import GAMES
from bot.games.core.engine import step
from bot.i18n import Voice, Words
from bot.ui.messages import table_embed
from tests.support.service_fixtures import HOST

NAMES = {0: "Ana", 1: "Bea", 2: "Cy"}


def played(key: str, steps: int) -> Any:
    spec = GAMES[key]
    rnd = random.Random(3)
    s = spec.setup(3, 3, spec.options())
    for _ in range(steps):
        if spec.result(s) is not None:
            break
        who = rnd.choice(sorted(spec.to_act(s)))
        s = step(spec, s, who, rnd.choice(spec.legal_actions(s, who))).state
    return s


def expected(key: str, p: Any) -> list[str]:
    """The numbers each game's line must carry (read from the view's players)."""
    return {"tew": lambda: [f"{p.vp} VP", *(str(p.influence.get(k, 0))
                                          for k in ("MONEY", "LAW", "FORCE"))],
            "wow": lambda: [f"${p.money}", str(p.score), str(p.wanted)],
            "carson": lambda: [f"${p.money}", str(p.vp), str(p.revolvers)],
            "legends": lambda: [f"{p.lp} LP", f"${p.money}", f"{p.gold} gold"]}[key]()


@pytest.mark.parametrize("key", list(GAMES))
def test_each_player_has_a_line_of_key_figures_in_every_language(key: str):
    view = GAMES[key].table_view(played(key, 60))
    lines = view.figures()
    assert sorted(lines) == [p.seat for p in view.players]
    english = Voice(Words("en", strict=True), names=NAMES)
    for p in view.players:
        text = english(lines[p.seat])
        assert all(n in text for n in expected(key, p)), (text, expected(key, p))
    for lang in ("es", "it"):
        worded = [Voice(Words(lang, strict=True))(m) for m in lines.values()]
        assert all(" · " in w for w in worded)


def test_the_final_figures_are_the_results():
    view = GAMES["legends"].table_view(played("legends", 30_000))
    assert view.result is not None
    english = Voice(Words("en", strict=True), names=NAMES)
    for st in view.result.standings:
        assert english(view.figures()[st.seat]).startswith(f"{st.score} LP")


async def test_the_table_embed_lists_the_figures(service, lobby):
    out = await service.start(lobby.game.id, HOST)  # two seats: Host and Ana
    view = GAMES["carson"].table_view(played("carson", 60))
    embed = table_embed(out.game, view, Voice(Words("en"), out.game.names())).to_dict()
    lines = embed["fields"][0]["value"].splitlines()
    assert len(lines) == len(out.game.seats) == 2
    for line, p in zip(lines, view.players, strict=False):
        assert f"Money ${p.money} · VP {p.vp} · " in line, line
