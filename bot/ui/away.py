"""What a player reads about their games everywhere and their time away: `/mygames`, the
daily digest DM and the `/notify` status lines (issue 21, items 5 and 6). Pure builders,
worded by the reader's `Voice`; times are Discord timestamps, which every reader's app
shows on their own clock.

Discord's limits (developers/resources/message.mdx, "Embed Limits"): a description of
4,096 characters and 6,000 in all the embeds of a message; the list is cut to fit and the
rest summarised.
"""

from __future__ import annotations

from collections.abc import Sequence

import discord

from bot.db.records import UserPrefs
from bot.games.core import Msg, msg
from bot.i18n import Voice
from bot.service import GameInfo, MyGame
from bot.service.timers import local_time
from bot.ui.messages import DESCRIPTION_LIMIT, EMBED_COLOUR

LIST_LIMIT = DESCRIPTION_LIMIT - 200  # room for the summary line


def when(t: float) -> str:
    """A time every reader's app shows on their own clock ("Tue 14:00"-like) and as
    "in 3 hours"."""
    return f"<t:{int(t)}:f> (<t:{int(t)}:R>)"


def table_link(game: GameInfo) -> str:
    """A link to the game's current table message, or to its channel before one exists."""
    where = f"https://discord.com/channels/{game.guild_id or '@me'}/{game.place_id}"
    return f"{where}/{game.table_message_id}" if game.table_message_id else where


def game_state(entry: MyGame) -> Msg:
    """Where a game stands for its player: their move (and deadline), or whom it waits for."""
    game = entry.game
    if game.status == "lobby":
        return msg("ui-mygames-lobby")
    if entry.my_turn:
        return (msg("ui-mygames-yours", due=when(entry.deadline)) if entry.deadline
                else msg("ui-mygames-yours-open"))
    names = ", ".join(game.seat_row(s).name for s in sorted(game.to_act))
    return msg("ui-mygames-waiting", who=names or "-")


def game_line(entry: MyGame, voice: Voice) -> str:
    """One game of `/mygames` or the digest."""
    game = entry.game
    line = voice(msg("ui-mygames-line", game=game.title, id=game.id, link=table_link(game),
                     state=game_state(entry)))
    if entry.away_until is not None:
        line += " · " + voice(msg("ui-mygames-away", until=when(entry.away_until)))
    return line


def games_embed(games: Sequence[MyGame], voice: Voice, title: Msg) -> discord.Embed:
    """The games, one line each, as many as fit; the rest counted."""
    lines: list[str] = []
    size = 0
    for entry in games:
        line = game_line(entry, voice)
        if size + len(line) + 1 > LIST_LIMIT:
            break
        lines.append(line)
        size += len(line) + 1
    if len(lines) < len(games):
        lines.append(voice(msg("ui-mygames-more", count=len(games) - len(lines))))
    return discord.Embed(title=voice(title), description="\n".join(lines)
                         or voice(msg("ui-mygames-empty")), colour=EMBED_COLOUR)


def my_games_embed(games: Sequence[MyGame], voice: Voice) -> discord.Embed:
    """`/mygames`: every live game of the player, those waiting on them first."""
    waiting = sum(1 for g in games if g.my_turn)
    return games_embed(games, voice, msg("ui-mygames-title", count=len(games),
                                         yours=waiting))


def digest_embed(games: Sequence[MyGame], voice: Voice) -> discord.Embed:
    """The daily digest: the games where it is the player's move."""
    return games_embed(games, voice, msg("ui-digest-title", count=len(games)))


def notify_lines(prefs: UserPrefs, away: Sequence[tuple[GameInfo, float]], now: float, *,
                 coming_back: bool = False, pings_again: bool = False) -> list[Msg]:
    """The `/notify` answer: how Saloon may reach the user, then their time away (and how
    long each game waits for them) and their daily digest."""
    quiet = (f"{prefs.quiet_start:02d}:00–{prefs.quiet_end:02d}:00"
             if prefs.quiet_start is not None and prefs.quiet_end is not None else "-")
    lines = [msg("ui-notify", dm=msg("ui-on" if prefs.dm else "ui-off"), quiet=quiet,
                 reminders=msg("ui-on" if prefs.reminders else "ui-off"),
                 language=msg(f"ui-language-{prefs.locale}"), zone=prefs.timezone,
                 now=local_time(now, prefs.timezone).strftime("%H:%M"))]
    if coming_back:
        lines.append(msg("ui-away-back"))
    if prefs.away_until is not None and prefs.away_until > now:
        lines.append(msg("ui-away-status", until=when(prefs.away_until)))
        lines.extend(msg("ui-away-game", game=g.title, id=g.id, until=when(until))
                     for g, until in away)
    if prefs.digest_hour is not None:
        lines.append(msg("ui-digest-on", hour=f"{prefs.digest_hour:02d}"))
    elif pings_again:
        lines.append(msg("ui-digest-off"))
    return lines
