"""Pure builders of the leaderboard and a player's statistics (issue 22): an embed whose
text answers on its own, and the picture the leaderboard shows beside it. Worded by a
`Voice` in the reader's language; nothing here sends or stores."""

from __future__ import annotations

import discord

from bot.games.core import Msg, msg
from bot.i18n import Voice
from bot.service import BoardLine, HistoryLine, Leaderboard, PlayerStats
from bot.ui.messages import DESCRIPTION_LIMIT, EMBED_COLOUR, fit
from render.standings import StandingsPicture

LEADERBOARD_FILE = "leaderboard.png"


def board_title(board: Leaderboard) -> Msg:
    """"Leaderboard · Tiny Epic Western · season 1"."""
    return msg("ui-memory-board-title", game=board.title, season=board.season)


def board_line(line: BoardLine) -> Msg:
    """"1. Ana — 1069 · 3 games · 2 wins"."""
    return msg("ui-memory-board-line", rank=line.rank, name=line.name, rating=str(line.rating),
               games=line.games, wins=line.wins)


def leaderboard_embed(board: Leaderboard, voice: Voice) -> discord.Embed:
    """The leaderboard as text: one line per player, the caller's in bold."""
    lines = [_bold(voice(board_line(line)), line.own) for line in board.lines]
    if board.own is not None:
        lines += ["…", _bold(voice(board_line(board.own)), True)]
    embed = discord.Embed(title=voice(board_title(board)), colour=EMBED_COLOUR,
                          description="\n".join(lines) or voice(msg("ui-memory-board-empty")))
    embed.set_footer(text=voice(msg("ui-memory-board-footer", players=board.players)))
    if board.lines:
        embed.set_image(url=f"attachment://{LEADERBOARD_FILE}")
    return embed


def leaderboard_picture(board: Leaderboard, voice: Voice) -> StandingsPicture:
    """What the leaderboard image shows, worded."""
    shown = [*board.lines, *([board.own] if board.own else [])]
    return StandingsPicture(
        title=voice(board_title(board)),
        subtitle=voice(msg("ui-memory-board-footer", players=board.players)),
        header=tuple(voice(msg(f"ui-memory-col-{c}")) for c in ("rank", "player", "rating",
                                                            "games", "wins")),
        rows=tuple((str(x.rank), x.name, str(x.rating), str(x.games), str(x.wins))
                   for x in shown),
        highlight=frozenset(i for i, x in enumerate(shown) if x.own),
        apart=len(board.lines) if board.own else None)


def stats_embed(stats: PlayerStats, voice: Voice) -> discord.Embed:
    """A player's record here: games, wins, average and best score, rating and trend."""
    which = stats.title or voice(msg("ui-memory-stats-all-games"))
    embed = discord.Embed(title=voice(msg("ui-memory-stats-title", name=stats.name, game=which)),
                          colour=EMBED_COLOUR)
    if not stats.games:
        embed.description = voice(msg("ui-memory-stats-none"))
        return embed
    lines = [msg("ui-memory-stats-games", games=stats.games, wins=stats.wins),
             msg("ui-memory-stats-scores", average=f"{stats.average or 0:.1f}",
                 best=stats.best or 0)]
    if stats.rating is not None:
        trend = stats.trend or 0
        lines.append(msg("ui-memory-stats-rating", rating=str(stats.rating),
                         trend=f"{trend:+d}", games=stats.rated_games))
    elif stats.kind is not None:
        lines.append(msg("ui-memory-stats-unrated"))
    if stats.favourite is not None:
        lines.append(msg("ui-memory-stats-favourite", role=stats.favourite,
                         games=stats.favourite_games))
    embed.description = "\n".join(voice.lines(lines))
    return embed


def _bold(text: str, own: bool) -> str:
    return f"**{text}**" if own else text


def board_link(board: tuple[int | None, int, int] | None) -> str:
    """A link to a message (in a DM: `@me`)."""
    if board is None:
        return ""
    guild, place, message = board
    return f"https://discord.com/channels/{guild or '@me'}/{place}/{message}"


def history_embed(lines: list[HistoryLine], voice: Voice) -> discord.Embed:
    """`/game history`: one line per finished game, newest first."""
    rows = [voice(msg("ui-memory-history-line", id=str(x.game_id), game=x.title,
                      date=f"<t:{int(x.finished_at)}:d>", players=", ".join(x.players),
                      winners=", ".join(x.winners) or "-",
                      link=board_link(x.board) or "-")) for x in lines]
    return discord.Embed(title=voice(msg("ui-memory-history-title")), colour=EMBED_COLOUR,
                         description=fit("\n".join(rows), DESCRIPTION_LIMIT)
                         or voice(msg("ui-memory-history-empty")))
