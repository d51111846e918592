"""A recap as players read it, in each language: one line per seat's run of moves (its colour
dot first), the earlier moves counted and sent to /game log, under its heading."""

import pytest

from bot.games.core import msg, seat
from bot.i18n import Voice, words
from bot.service import Recap, RecapGroup
from bot.ui.recap import recap_block

NAMES = {0: "Bea", 1: "Ana"}
RECAP = Recap(groups=(RecapGroup(0, (msg("ui-timed-out", who=seat(0)),)),), earlier=14, upto=9)


@pytest.mark.parametrize(("language", "heading", "earlier", "line"), [
    ("en", "**Since you last looked:**", "…and 14 earlier moves: /game log",
     "🔵 ⏰ Bea's time ran out; Saloon played for them."),
    ("es", "**Desde la última vez que miraste:**", "…y 14 jugadas anteriores: /game log",
     "🔵 ⏰ A Bea se le acabó el tiempo; Saloon jugó en su lugar."),
    ("it", "**Dall'ultima volta che hai guardato:**", "…e 14 mosse precedenti: /game log",
     "🔵 ⏰ Il tempo di Bea è scaduto: Saloon ha giocato al suo posto."),
])
def test_a_recap_reads_in_the_readers_language(language, heading, earlier, line):
    assert recap_block(RECAP, Voice(words(language), NAMES)).split("\n") == [
        heading, earlier, line]


def test_a_long_run_keeps_its_newest_whole_sentences():
    from bot.ui.recap import newest

    assert newest(["a" * 100, "b" * 100, "c" * 100], 240) == ["b" * 100, "c" * 100]
    assert newest(["d" * 300], 240) == ["…" + "d" * 239]


@pytest.mark.parametrize(("language", "said"), [
    ("en", "1. Cid (before: Ana, Ben): 9"), ("es", "Cid (antes: Ana, Ben)"),
    ("it", "Cid (prima: Ana, Ben)")])
def test_the_results_name_everyone_who_played_a_seat(language, said):
    """Issue 21, item 3: the results banner names the players who played a seat."""
    from bot.db.records import FormerPlayer, SeatRow
    from bot.games.core import Result, Standing
    from bot.service.models import GameSettings
    from bot.service.presentation import GameInfo
    from bot.ui.messages import played_by, result_text

    seats = (SeatRow(game_id=1, seat=0, user_id=7, name="Bea"),
             SeatRow(game_id=1, seat=1, user_id=8, name="Cid", former=[
        FormerPlayer(user_id=5, name="Ana"), FormerPlayer(name="Ben")]))
    game = GameInfo(id=1, kind="fixture", title="Fixture", blurb=msg("ui-ok"), min_seats=2,
                    max_seats=4, guild_id=1, channel_id=2, thread_id=None, host_id=7,
                    status="finished", version=9, options={}, options_text=(),
                    settings=GameSettings(), seats=seats)
    result = Result(summary=msg("ui-ok"), standings=[Standing(seat=1, place=1, score=9),
                                                      Standing(seat=0, place=2, score=3)])
    voice = Voice(words(language), game.names())
    text = result_text(result, played_by(game, voice))
    assert said in text and "Bea" in text
