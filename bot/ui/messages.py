"""Pure builders of what players read: announcements, embeds and log lines, worded by a
`Voice` (the reader's language, the table's player names). Nothing here sends or stores.

Everything comes from a `Presentation` (or its `GameInfo`): public lines, the table view
and the offers the game marked public; secrets reach only the seat's own hand embed, from
the seat's `Private` side.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import discord

from bot.games.core import Msg, Result, TableView, msg
from bot.i18n import Voice, words
from bot.service import GameInfo, Presentation, Private
from render.common import SEAT_DOTS, seat_letter

EMBED_COLOUR = discord.Colour.from_rgb(170, 90, 40)
MAX_LINES = 14
CONTENT_LIMIT = 2000     # message content
DESCRIPTION_LIMIT = 4096  # embed description
FIELD_LIMIT = 1024       # embed field value


def voice_of(game: GameInfo, commands: Mapping[str, int] | None = None) -> Voice:
    """How a table is worded: the game's language, its players' names and (on Discord) the
    commands' ids, so that commands named in texts become mentions."""
    return Voice(words(game.settings.language), game.names(), commands or {})


def seat_tag(seat: int) -> str:
    """The seat's colour dot and letter, as on the boards."""
    return f"{SEAT_DOTS[seat % len(SEAT_DOTS)]} {seat_letter(seat)}"


def clip(lines: list[str], limit: int = MAX_LINES) -> list[str]:
    """The last `limit` lines, with an ellipsis when some were dropped."""
    if len(lines) <= limit:
        return lines
    return ["…", *lines[-limit:]]


def fit(text: str, limit: int) -> str:
    """`text` within `limit` characters, keeping its end (the newest lines)."""
    return text if len(text) <= limit else "…" + text[-(limit - 1):]


def mention(user_id: int | None, name: str) -> str:
    """A ping for a human seat, the bold name otherwise."""
    return f"<@{user_id}>" if user_id else f"**{name}**"


def announcement(shown: Presentation, voice: Voice, lines: Sequence[Msg]) -> str:
    """The table message's text: the newest of `lines` (what happened since the message was
    posted), then the result or who must act (pinged)."""
    game = shown.game
    text = list(clip(voice.lines(list(lines))))
    if shown.result is not None:
        text.append(result_text(shown.result, played_by(game, voice)))
    elif game.status == "active":
        text.append(turn_line(game, shown.deadlines, voice))
        called = sorted(shown.called - game.to_act)
        humans = [game.seat_row(s) for s in called if not game.seat_row(s).is_ai]
        if humans:
            text.append(voice(msg("ui-also-called", who=", ".join(
                mention(r.user_id, r.name) for r in humans))))
        text.extend(away_lines(shown, voice))
    return fit("\n".join(text), CONTENT_LIMIT - 100)


def away_lines(shown: Presentation, voice: Voice) -> list[str]:
    """Players away, and until when the game waits for each (on every reader's clock)."""
    return [voice(msg("ui-away-line", who=shown.game.seat_row(seat).name,
                      until=f"<t:{int(until)}:f>")) for seat, until in sorted(shown.away.items())]


def turn_line(game: GameInfo, deadlines: Mapping[int, float], voice: Voice) -> str:
    """Who must act now, pinged, with their deadlines."""
    parts: list[str] = []
    for seat in sorted(game.to_act):
        row = game.seat_row(seat)
        if row.is_ai:
            continue
        due = deadlines.get(seat)
        parts.append(mention(row.user_id, row.name) + (f" (<t:{int(due)}:R>)" if due else ""))
    if not parts:
        return voice(msg("ui-bots-thinking"))
    return voice(msg("ui-your-move", who=", ".join(parts)))


def played_by(game: GameInfo, voice: Voice) -> Voice:
    """`voice` naming each seat with everyone who played it (issue 21, item 3: a seat
    handed on names its former players in the results)."""
    names = {**voice.names, **{s.seat: voice(msg("recap-played-by", name=s.name,
                                                  former=", ".join(p.name for p in s.former)))
                               for s in game.seats if s.former}}
    return Voice(voice.words, names, voice.commands)


def result_text(result: Result, voice: Voice) -> str:
    """The final ranking, one line a seat."""
    lines = [voice(msg("ui-game-over", summary=result.summary))]
    for s in result.standings:
        line = voice(msg("ui-standing", place=s.place, who=voice.name(s.seat), score=s.score))
        if s.detail is not None:
            line += f" — {voice(s.detail)}"
        lines.append(line)
    return "\n".join(lines)


def table_name(game: GameInfo, seat: int, voice: Voice) -> str:
    """A seat's name as the table lists it: a bot's with its level ("Bot 2 · difícil")."""
    name, level = game.seat_row(seat).name, game.bot_level(seat)
    if level is None:
        return name
    return voice(msg("ui-bot-level", name=name, level=msg(f"ui-level-{level}")))


def with_levels(game: GameInfo, voice: Voice) -> Voice:
    """`voice` with each bot's level worded: the board shows it after the bot's name."""
    levels = {s.seat: voice(msg(f"ui-level-{level}")) for s in game.seats
              if (level := game.bot_level(s.seat)) is not None}
    return Voice(voice.words, voice.names, voice.commands, levels)


def roster(game: GameInfo, voice: Voice, figures: Mapping[int, str] | None = None) -> str:
    """The seats, with who must act, who is a bot (at what level) and (on a table) each
    one's key figures, so that a phone reader need not open the board image."""
    shown = figures or {}
    return "\n".join(f"{seat_tag(s.seat)} {'➡️ ' if s.seat in game.to_act else ''}"
                     f"{table_name(game, s.seat, voice)}{' 🤖' if s.is_ai else ''}"
                     f"{': ' + shown[s.seat] if s.seat in shown else ''}" for s in game.seats)


def table_embed(game: GameInfo, view: TableView, voice: Voice) -> discord.Embed:
    """The board's embed: status, players, the image and a footer."""
    embed = discord.Embed(title=voice(msg("ui-table-title", game=game.title, id=game.id)),
                          description=fit(voice(view.status), DESCRIPTION_LIMIT),
                          colour=EMBED_COLOUR)
    figures = {seat: voice(line) for seat, line in view.figures().items()}
    embed.add_field(name=voice(msg("ui-players")), value=fit(roster(game, voice, figures),
                                                               FIELD_LIMIT),
                    inline=False)
    embed.set_image(url="attachment://board.png")
    embed.set_footer(text=voice(msg("ui-table-footer", version=game.version)))
    return embed


def hand_embed(game: GameInfo, mine: Private, news: Sequence[Msg],
               voice: Voice, recap: str = "") -> discord.Embed:
    """A seat's private embed: whether it must act, what it missed since it last looked
    (`recap`, worded: it holds the news), its hand, and what it was told."""
    view = mine.view
    body = "\n".join(voice.lines(view.hand_lines())) or voice(msg("ui-hand-empty"))
    if recap:
        body = f"{recap}\n\n{body}"
    elif news:
        body += "\n\n" + voice(msg("ui-since-last-look")) + "\n" + "\n".join(
            clip(voice.lines(list(news)), 8))
    acting = voice(msg("ui-hand-your-move" if view.seat in game.to_act else "ui-hand-waiting"))
    embed = discord.Embed(title=voice(msg("ui-hand-title", game=game.title, id=game.id)),
                          description=fit(f"{acting}\n{body}", DESCRIPTION_LIMIT),
                          colour=EMBED_COLOUR)
    embed.set_image(url="attachment://hand.png")
    footer = msg("ui-hand-footer", seat=seat_tag(view.seat), version=game.version)
    if game.settings.hints and view.seat in game.to_act:  # the table allows `/hint`
        footer = msg("ui-hand-footer-hints", footer=footer)
    embed.set_footer(text=voice(footer))
    return embed


def lobby_embed(game: GameInfo, voice: Voice) -> discord.Embed:
    """The lobby: the game, its options, who is seated."""
    options = ", ".join(voice.lines(list(game.options_text)))
    embed = discord.Embed(
        title=voice(msg("ui-lobby-title", game=game.title, id=game.id)),
        description=voice(msg("ui-lobby-body", blurb=game.blurb, low=game.min_seats,
                              high=game.max_seats, options=options or "-")),
        colour=EMBED_COLOUR)
    seats = [f"{seat_tag(s.seat)} {table_name(game, s.seat, voice)}{' 🤖' if s.is_ai else ''}"
             f"{voice(msg('ui-host-mark')) if s.user_id == game.host_id else ''}"
             for s in game.seats]
    embed.add_field(name=voice(msg("ui-seated", seated=len(seats), seats=game.max_seats)),
                    value=fit("\n".join(seats), FIELD_LIMIT))
    embed.set_footer(text=voice(msg(f"ui-lobby-{game.status}")))
    return embed


def alt_text(view: TableView, voice: Voice, limit: int = 1024) -> str:
    """The board image's alt text for screen readers."""
    return fit("\n".join(voice.lines(view.alt_text())), limit)
