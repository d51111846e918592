""""Since you last looked" as players read it (issue 21, item 1): a recap worded in the
reader's language, one line per run of moves by one seat (its colour dot, then what
happened), short enough for a phone; and the note that tells a player without DMs that
their recap waits behind "My hand"."""

from __future__ import annotations

import discord

from bot.games.core import msg
from bot.i18n import Voice
from bot.service import Presentation, Recap
from bot.ui.messages import FIELD_LIMIT, fit, mention
from render.common import SEAT_DOTS

GROUP_LIMIT = 240  # characters of one line (its newest sentences): ten fit a phone's embed


def recap_lines(recap: Recap, voice: Voice) -> list[str]:
    """The recap's lines, oldest first, the moves left to `/game log` counted at the top."""
    lines = [voice(msg("recap-earlier", n=recap.earlier))] if recap.earlier else []
    for group in recap.groups:
        said = newest(voice.lines(list(group.lines)), GROUP_LIMIT)
        cut = group.cut or len(said) < len(group.lines)
        lines.append(f"{SEAT_DOTS[group.seat % len(SEAT_DOTS)]} {'… ' if cut else ''}{' '.join(said)}")
    return lines


def newest(sentences: list[str], limit: int) -> list[str]:
    """The newest whole sentences within `limit` characters (at least the last one, cut to
    the limit if it alone is longer)."""
    kept: list[str] = []
    for sentence in reversed(sentences):
        if kept and sum(len(k) + 1 for k in kept) + len(sentence) > limit:
            break
        kept.insert(0, sentence)
    return kept if len(kept) > 1 or len(kept[0]) <= limit else [fit(kept[0], limit)]


def recap_block(recap: Recap | None, voice: Voice) -> str:
    """The recap under its heading ('' when there is nothing to tell)."""
    if recap is None or recap.empty:
        return ""
    return "\n".join([voice(msg("recap-title")), *recap_lines(recap, voice)])


def recaps_waiting(shown: Presentation, voice: Voice) -> list[str]:
    """For each player called anew who gets no DM, a line saying their recap waits behind
    "My hand" (worded in the table's language: it is said in the channel)."""
    out: list[str] = []
    for seat in sorted(shown.fresh):
        mine, reach, row = shown.privates.get(seat), shown.reach.get(seat), \
            shown.game.seat_row(seat)
        if mine is None or mine.recap is None or mine.recap.empty:
            continue
        if row.dm_open and (reach is None or reach.dm):
            continue
        out.append(voice(msg("recap-waits", who=mention(row.user_id, row.name))))
    return out


def add_recap_field(embed: discord.Embed, recap: Recap, voice: Voice) -> None:
    """`/game status`: the caller's own recap as a field of the status embed (its newest
    part, if long)."""
    embed.add_field(name=voice(msg("recap-status-field")),
                    value=fit("\n".join(recap_lines(recap, voice)), FIELD_LIMIT), inline=False)
