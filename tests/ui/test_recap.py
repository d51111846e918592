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
