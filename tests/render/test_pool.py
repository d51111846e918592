"""The render pool draws the same bytes in a worker process as in a thread."""

from __future__ import annotations

import pytest

from bot.games.tew.spec import TEW
from bot.i18n import Voice, words
from render import table_png
from render.pool import Painter


@pytest.mark.slow
async def test_a_worker_process_draws_the_same_board_as_a_thread():
    state = TEW.setup(3, 7, TEW.options())
    view = TEW.table_view(state)
    voice = Voice(words("es"), {0: "José Núñez", 1: "Ana", 2: "Ben"})
    painter = Painter(workers=1)
    try:
        drawn = await painter.table(view, voice)
    finally:
        painter.close()
    assert drawn == table_png(view, voice)
    assert painter.queued == 0


async def test_without_workers_it_draws_in_a_thread():
    state = TEW.setup(2, 7, TEW.options())
    painter = Painter(workers=0)
    view = TEW.seat_view(state, 0)
    assert await painter.hand(view, Voice()) == await Painter().hand(view, Voice())


ORPHAN_SCRIPT = """
import asyncio, os
from bot.games.tew.spec import TEW
from bot.i18n import Voice
from render.pool import Painter

async def main():
    painter = Painter(workers=1)
    await painter.table(TEW.table_view(TEW.setup(2, 1, TEW.options())), Voice())
    print(*painter._pool._processes, flush=True)
    await asyncio.sleep(60)

if __name__ == "__main__":
    asyncio.run(main())
"""


def gone(pid: int) -> bool:
    import os

    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    # A zombie still answers kill(0); its state in /proc says it has exited.
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()[0] == "Z"


@pytest.mark.slow
def test_a_killed_bot_leaves_no_render_worker_behind(tmp_path):
    """Issue 25 #5: after a SIGKILL of the bot, its render workers exit by themselves."""
    import signal
    import subprocess
    import sys
    import time

    script = tmp_path / "dying_parent.py"
    script.write_text(ORPHAN_SCRIPT)
    bot = subprocess.Popen([sys.executable, str(script)], stdout=subprocess.PIPE, text=True)
    try:
        workers = [int(pid) for pid in bot.stdout.readline().split()]
        assert workers and not any(gone(pid) for pid in workers)
    finally:
        bot.send_signal(signal.SIGKILL)
        bot.wait()
    deadline = time.monotonic() + 10
    while not all(gone(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.1)
    assert all(gone(pid) for pid in workers)
