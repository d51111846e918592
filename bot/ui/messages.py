"""Pure builders of what players read: announcements, embeds and log lines, worded by a
`Voice` (the reader's language, the table's player names). Nothing here sends or stores.

Everything public is built from events' public messages, the table view and the offers
the game marked public; secrets reach only the seat's own hand embed.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

import discord

from bot.games.core import Event, Msg, Result, SeatView, TableView, msg
from bot.i18n import Voice, words
from bot.service import Loaded, Outcome
from bot.service.options import describe_options

COLOUR_DOTS = ["🔵", "🟠", "🟢", "🟣", "🟡", "⚪"]
SEAT_LETTERS = ["B", "V", "G", "P", "O", "S"]  # as drawn on the boards (render/common.py)
EMBED_COLOUR = discord.Colour.from_rgb(170, 90, 40)
MAX_LINES = 14
CONTENT_LIMIT = 2000     # message content
DESCRIPTION_LIMIT = 4096  # embed description
FIELD_LIMIT = 1024       # embed field value


def voice_of(loaded: Loaded, commands: Mapping[str, int] | None = None) -> Voice:
    """How a table is worded: the game's language, its players' names and (on Discord) the
    commands' ids, so that commands named in texts become mentions."""
    return Voice(words(loaded.settings.language), loaded.names(), commands or {})


def seat_tag(seat: int) -> str:
    """The seat's colour dot and letter, as on the boards."""
    return f"{COLOUR_DOTS[seat % 6]} {SEAT_LETTERS[seat % 6]}"


def public_messages(events: Iterable[Event]) -> list[Msg]:
    """What the table is told of `events`: public ones, and stand-ins for private ones."""
    out: list[Msg] = []
    for event in events:
        shown = event.message() if event.visible_to is None else event.public_message()
        if shown is not None:
            out.append(shown)
    return out


def private_messages(events: Iterable[Event], seat: int) -> list[Msg]:
    """The private events `seat` may read."""
    return [e.message() for e in events if e.visible_to is not None and seat in e.visible_to]


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


def happened(outcome: Outcome, voice: Voice) -> list[str]:
    """What the table is told of a change, one line per thing that happened."""
    loaded = outcome.loaded
    return [*voice.lines(public_messages(outcome.events)),
            *(voice(msg("ui-timed-out", who=loaded.seat_row(m.seat).name))
              for m in outcome.moves if m.actor == "timer")]


def announcement(outcome: Outcome, deadlines: Mapping[int, float], voice: Voice,
                 lines: list[str]) -> str:
    """The table message's text: the newest of `lines` (what happened since the message was
    posted), then the result or who must act (pinged)."""
    loaded = outcome.loaded
    lines = list(clip(lines))
    result = outcome.result
    if result is not None:
        lines.append(result_text(result, voice))
    elif loaded.game.status == "active":
        lines.append(turn_line(loaded, deadlines, voice))
        called = sorted(outcome.called_seats() - loaded.to_act())
        humans = [loaded.seat_row(s) for s in called if not loaded.seat_row(s).is_ai]
        if humans:
            lines.append(voice(msg("ui-also-called", who=", ".join(
                mention(r.user_id, r.name) for r in humans))))
    return fit("\n".join(lines), CONTENT_LIMIT - 100)


def turn_line(loaded: Loaded, deadlines: Mapping[int, float], voice: Voice) -> str:
    """Who must act now, pinged, with their deadlines."""
    parts: list[str] = []
    for seat in sorted(loaded.to_act()):
        row = loaded.seat_row(seat)
        if row.is_ai:
            continue
        due = deadlines.get(seat)
        parts.append(mention(row.user_id, row.name) + (f" (<t:{int(due)}:R>)" if due else ""))
    if not parts:
        return voice(msg("ui-bots-thinking"))
    return voice(msg("ui-your-move", who=", ".join(parts)))


def result_text(result: Result, voice: Voice) -> str:
    """The final ranking, one line a seat."""
    lines = [voice(msg("ui-game-over", summary=result.summary))]
    for s in result.standings:
        line = voice(msg("ui-standing", place=s.place, who=voice.name(s.seat), score=s.score))
        if s.detail is not None:
            line += f" — {voice(s.detail)}"
        lines.append(line)
    return "\n".join(lines)


def roster(loaded: Loaded) -> str:
    """The seats, with who must act and who is a bot."""
    to_act = loaded.to_act()
    return "\n".join(f"{seat_tag(s.seat)} {'➡️ ' if s.seat in to_act else ''}{s.name}"
                     f"{' 🤖' if s.is_ai else ''}" for s in loaded.seats)


def table_embed(loaded: Loaded, view: TableView, voice: Voice) -> discord.Embed:
    """The board's embed: status, players, the image and a footer."""
    embed = discord.Embed(title=voice(msg("ui-table-title", game=loaded.spec.title,
                                          id=loaded.game.id)),
                          description=fit(voice(view.status), DESCRIPTION_LIMIT),
                          colour=EMBED_COLOUR)
    embed.add_field(name=voice(msg("ui-players")), value=fit(roster(loaded), FIELD_LIMIT))
    embed.set_image(url="attachment://board.png")
    embed.set_footer(text=voice(msg("ui-table-footer", version=loaded.game.version)))
    return embed


def hand_embed(loaded: Loaded, view: SeatView, news: list[Msg], voice: Voice) -> discord.Embed:
    """A seat's private embed: whether it must act, its hand, and what it was told."""
    body = "\n".join(voice.lines(view.hand_lines())) or voice(msg("ui-hand-empty"))
    if news:
        body += "\n\n" + voice(msg("ui-since-last-look")) + "\n" + "\n".join(
            clip(voice.lines(news), 8))
    mine = voice(msg("ui-hand-your-move" if view.seat in loaded.to_act() else "ui-hand-waiting"))
    embed = discord.Embed(title=voice(msg("ui-hand-title", game=loaded.spec.title,
                                          id=loaded.game.id)),
                          description=fit(f"{mine}\n{body}", DESCRIPTION_LIMIT),
                          colour=EMBED_COLOUR)
    embed.set_image(url="attachment://hand.png")
    embed.set_footer(text=voice(msg("ui-hand-footer", seat=seat_tag(view.seat),
                                    version=loaded.game.version)))
    return embed


def lobby_embed(loaded: Loaded, voice: Voice) -> discord.Embed:
    """The lobby: the game, its options, who is seated."""
    spec = loaded.spec
    options = ", ".join(voice.lines(describe_options(spec.Options, loaded.game.options)))
    embed = discord.Embed(
        title=voice(msg("ui-lobby-title", game=spec.title, id=loaded.game.id)),
        description=voice(msg("ui-lobby-body", blurb=spec.blurb, low=spec.min_seats,
                              high=spec.max_seats, options=options or "-")),
        colour=EMBED_COLOUR)
    seats = [f"{seat_tag(s.seat)} {s.name}{' 🤖' if s.is_ai else ''}"
             f"{voice(msg('ui-host-mark')) if s.user_id == loaded.game.host_id else ''}"
             for s in loaded.seats]
    embed.add_field(name=voice(msg("ui-seated", seated=len(seats), seats=spec.max_seats)),
                    value=fit("\n".join(seats), FIELD_LIMIT))
    embed.set_footer(text=voice(msg(f"ui-lobby-{loaded.game.status}")))
    return embed


def alt_text(view: TableView, voice: Voice, limit: int = 1024) -> str:
    """The board image's alt text for screen readers."""
    return fit("\n".join(voice.lines(view.alt_text())), limit)
