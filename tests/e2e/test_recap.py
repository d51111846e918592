""""Since you last looked" through the fake Discord (issue 21, item 1): a 3-human game in
which each player comes back after the others moved and reads exactly their recap (the
public lines and only their own private ones) in the turn DM, `/hand` and `/game status`;
a player without DMs is told by the ping that it waits behind "My hand". DMs carry
something (issue 19, item 4): a player who waits is sent none."""

from __future__ import annotations

import re

import pytest

from tests.e2e.helpers import latest_table

pytestmark = pytest.mark.slow


async def play(fake, world, user, label: str) -> None:
    """`user` plays the move labelled `label`, typed into `/play`."""
    rec = await fake.slash("play", user=user, channel=world.table, action=label)
    assert rec.ephemeral and "Done" in rec.text(), rec.text()


def recap_of(text: str, heading: str = "Since you last looked:") -> list[str]:
    """The recap's lines in a hand or status text (up to the first blank line)."""
    assert heading in text, text
    block = text.split(heading, 1)[1].lstrip("*\n")
    lines = []
    for line in block.split("\n"):
        if not line.strip():
            break
        lines.append(re.sub(r"^\S+ ", "", line))  # the seat's colour dot
    return lines


WON = "Hank won the round (die 0) and scored 1 point."


async def test_each_player_reads_what_they_missed_and_only_theirs(fake, test_bot, world):
    rec = await fake.slash("notify", user=world.ben, channel=world.table, dm=False)
    assert rec.ephemeral
    await fake.slash("game new", user=world.host, channel=world.table,
                     options={"game": "fixture", "options": "rounds=2"})
    for user in (world.ana, world.ben):
        await fake.slash("game join", user=user, channel=world.table)
    await fake.slash("game start", user=world.host, channel=world.table)
    await play(fake, world, world.ana, "Pick 20")  # Ana first; then she is away
    dms = len(fake.dms_to(world.ana))
    await play(fake, world, world.host, "Pick 50")
    await play(fake, world, world.ben, "Pick 30")
    assert len(fake.dms_to(world.ana)) == dms, "no DM while she waits for others"
    await play(fake, world, world.host, "Bank 1 point")  # Hank won; round 2 for all

    # Ana's turn DM leads with what she missed: public lines, Hank's and Ben's picks
    # only as stand-ins (never "picked 50" / "picked 30").
    [turn] = fake.dms_to(world.ana)[dms:]
    text = fake.text_of(turn)
    assert text.index("It is your move") < text.index("Since you last looked")
    assert recap_of(text) == ["Hank picked a number.", "Ben picked a number.", WON]
    assert "picked 50" not in text and "picked 30" not in text

    # Ben takes no DMs: the ping tells him his recap waits behind "My hand"; /hand has it
    # (his own pick came before his last move: not in it), once.
    table = fake.text_of(latest_table(fake, world.table))
    assert f"<@{world.ben['id']}>: what happened since your last move waits behind" in table
    assert f"<@{world.ana['id']}>: what happened" not in table  # hers came by DM
    hand = await fake.slash("hand", user=world.ben, channel=world.table)
    assert hand.ephemeral and recap_of(hand.text()) == [WON]
    again = await fake.slash("hand", user=world.ben, channel=world.table)
    assert "Since you last looked" not in again.text()

    # Ana saw hers in the DM; after Ben's next pick /game status shows only that.
    await play(fake, world, world.ben, "Pick 7")
    status = await fake.slash("game status", user=world.ana, channel=world.table)
    assert status.ephemeral
    [embed] = status.messages()[0]["embeds"]
    field = next(f for f in embed["fields"] if f["name"] == "Since you last looked")
    assert recap_of("Since you last looked:\n" + field["value"]) == ["Ben picked a number."]
    mine = await fake.slash("game status", user=world.ben, channel=world.table)
    assert "Since you last looked" not in mine.text()
