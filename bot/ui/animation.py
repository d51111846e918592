"""The animated replay as Discord sends it (issue 22): drawn in the render pool through the
service (made once per game and kept), attached as a GIF, which Discord plays inline. Both
`/game replay id:` and the final board's "Replay" button answer through `send_replay`."""

from __future__ import annotations

import io

import discord
from PIL import Image

from bot.games.core import msg
from bot.i18n import Voice, words
from bot.service import GameService, ReplayFrames
from bot.ui.errors import reply
from render.animation import Animation, replay_gif
from render.pool import Painter

REPLAY_FILE = "replay.gif"


def frame_count(gif: bytes) -> int:
    """How many frames an animated GIF holds."""
    with Image.open(io.BytesIO(gif)) as img:
        return int(getattr(img, "n_frames", 1))


async def send_replay(interaction: discord.Interaction, service: GameService,
                      painter: Painter, game_id: int, voice: Voice) -> None:
    """Answer privately with the game's animated replay (a clear refusal for a game that
    is not a finished game of this place)."""

    async def draw(frames: ReplayFrames) -> bytes:
        table = Voice(words(frames.language), frames.names)
        return await painter.picture(replay_gif, Animation(
            frames.kind, tuple((view, table(caption)) for view, caption in frames.frames),
            table))

    gif = await service.replay_image(game_id, interaction.guild_id, interaction.channel_id,
                                     draw)
    await reply(interaction, voice(msg("ui-memory-replay", id=str(game_id),
                                       frames=frame_count(gif))),
                file=discord.File(io.BytesIO(gif), filename=REPLAY_FILE,
                                  description=voice(msg("ui-memory-replay-alt",
                                                        id=str(game_id)))))
