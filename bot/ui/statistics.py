"""The statistics post after a game's final board (issue 22): the game's statistics per
player and the score-over-time chart, as an image and as embed text that answers on its
own. Built from the stored statistics (`GameService.game_statistics`), worded in the
table's language."""

from __future__ import annotations

import io
import logging

import discord

from bot.games.core import msg
from bot.i18n import Voice
from bot.service import GameInfo, GameService, GameStatistics
from bot.ui.messages import EMBED_COLOUR, FIELD_LIMIT, fit
from render.chart import StatisticsPicture, statistics_png
from render.pool import Painter

STATISTICS_FILE = "statistics.png"
log = logging.getLogger("saloon.presenter")


def statistics_embed(stats: GameStatistics, voice: Voice) -> discord.Embed:
    """A line per statistic ("Duels won: Ana 2 · Ben 0"), then each player's score
    round by round."""
    embed = discord.Embed(title=voice(msg("ui-memory-post-title", game=stats.title,
                                          id=str(stats.game_id))), colour=EMBED_COLOUR)
    lines = [f"**{voice(label)}**: " + " · ".join(
        f"{name} {value}" for name, value in zip(stats.names, values, strict=False))
        for label, values in stats.lines]
    embed.description = "\n".join(lines) or None
    if stats.rounds:
        by_seat = [" → ".join(str(r[s]) for r in stats.rounds if s < len(r))
                   for s in range(len(stats.names))]
        embed.add_field(name=voice(msg("ui-memory-chart-caption", game=stats.kind)), value=fit("\n".join(
            f"{name}: {scores}" for name, scores in zip(stats.names, by_seat, strict=True)),
            FIELD_LIMIT), inline=False)
    embed.set_image(url=f"attachment://{STATISTICS_FILE}")
    return embed


def statistics_picture(stats: GameStatistics, voice: Voice) -> StatisticsPicture:
    """What the statistics image shows, worded."""
    return StatisticsPicture(
        title=voice(msg("ui-memory-post-title", game=stats.title, id=str(stats.game_id))),
        names=stats.names, rounds=stats.rounds,
        caption=voice(msg("ui-memory-chart-caption", game=stats.kind)),
        round_word=voice(msg("ui-memory-chart-round", game=stats.kind)),
        lines=tuple((voice(label), values) for label, values in stats.lines))


async def statistics_message(service: GameService, painter: Painter, game: GameInfo,
                             voice: Voice) -> tuple[discord.Embed, discord.File] | None:
    """The statistics of a finished game as an embed and its image (None: it kept none)."""
    stats = await service.game_statistics(game.id, game.names())
    if stats is None:
        return None
    png = await painter.picture(statistics_png, statistics_picture(stats, voice))
    embed = statistics_embed(stats, voice)
    return embed, discord.File(io.BytesIO(png), filename=STATISTICS_FILE,
                               description=embed.title)


async def post_statistics(service: GameService, painter: Painter,
                          channel: discord.abc.Messageable, game: GameInfo,
                          voice: Voice) -> None:
    """Post the statistics of a game that has just finished (nothing when it kept none);
    a failure is logged and never undoes what was already shown."""
    try:
        made = await statistics_message(service, painter, game, voice)
        if made is not None:
            await channel.send(embed=made[0], file=made[1],
                               allowed_mentions=discord.AllowedMentions.none())
    except Exception:
        log.exception("the statistics of game %s could not be posted", game.id)
