"""Pure formatting of what players read: embeds, announcements, labels without secrets."""

from __future__ import annotations

from collections.abc import Iterable

import discord

from bot.games.core.model import Event, Result, SeatView, TableView
from bot.service.models import Loaded, Outcome
from bot.service.text import with_names

COLOUR_DOTS = ["🔵", "🟠", "🟢", "🟣", "🟡", "⚪"]
SEAT_LETTERS = ["B", "V", "G", "P", "O", "S"]  # as drawn on the boards (render/common.py)
EMBED_COLOUR = discord.Colour.from_rgb(170, 90, 40)
MAX_LINES = 14


def seat_tag(seat: int) -> str:
    return f"{COLOUR_DOTS[seat % 6]} {SEAT_LETTERS[seat % 6]}"


def hidden_labels(loaded: Loaded) -> set[str]:
    """Every label that some seat keeps secret right now."""
    if loaded.state is None:
        return set()
    out: set[str] = set()
    for labels in loaded.spec.secrets(loaded.state).values():
        out |= labels
    return out


def is_public(text: str, hidden: Iterable[str]) -> bool:
    return not any(label and label in text for label in hidden)


def public_lines(events: Iterable[Event], names: dict[int, str]) -> list[str]:
    lines: list[str] = []
    for event in events:
        text = event.text() if event.visible_to is None else event.public_text()
        if text:
            lines.append(with_names(text, names))
    return lines


def private_lines(events: Iterable[Event], seat: int, names: dict[int, str]) -> list[str]:
    return [with_names(e.text(), names) for e in events
            if e.visible_to is not None and seat in e.visible_to]


def clip(lines: list[str], limit: int = MAX_LINES) -> list[str]:
    if len(lines) <= limit:
        return lines
    return ["…", *lines[-limit:]]


def mention(user_id: int | None, name: str) -> str:
    return f"<@{user_id}>" if user_id else f"**{name}**"


def announcement(outcome: Outcome, deadlines: dict[int, float]) -> str:
    """The new message after a change: what happened, then who must act (pinged)."""
    loaded = outcome.loaded
    names = loaded.names()
    lines = clip(public_lines(outcome.events, names))
    for move in outcome.moves:
        if move.actor == "timer":
            lines.append(f"⏰ {names[move.seat]}'s time ran out; Saloon played for them.")
    result = outcome.result
    if result is not None:
        lines.append(result_text(result, names))
    elif loaded.game.status == "active":
        lines.append(turn_line(loaded, deadlines))
        called = sorted(outcome.called_seats() - loaded.to_act())
        humans = [loaded.seat_row(s) for s in called if not loaded.seat_row(s).is_ai]
        if humans:
            lines.append("Also called to the table: "
                         + ", ".join(mention(r.user_id, r.name) for r in humans))
    text = "\n".join(lines)
    return text if len(text) <= 1900 else "…" + text[-1890:]


def turn_line(loaded: Loaded, deadlines: dict[int, float]) -> str:
    parts = []
    for seat in sorted(loaded.to_act()):
        row = loaded.seat_row(seat)
        if row.is_ai:
            continue
        due = f" (due <t:{int(deadlines[seat])}:R>)" if seat in deadlines else ""
        parts.append(mention(row.user_id, row.name) + due)
    return ("Your move: " + ", ".join(parts)) if parts else "The bots are thinking…"


def result_text(result: Result, names: dict[int, str]) -> str:
    lines = ["🏁 **Game over!** " + with_names(result.summary, names)]
    for s in result.standings:
        detail = f" — {with_names(s.detail, names)}" if s.detail else ""
        lines.append(f"{s.place}. {names.get(s.seat, '?')}: {s.score}{detail}")
    return "\n".join(lines)


def table_embed(loaded: Loaded, view: TableView) -> discord.Embed:
    names = loaded.names()
    embed = discord.Embed(title=f"{loaded.spec.title} · game #{loaded.game.id}",
                          description=with_names(view.status, names), colour=EMBED_COLOUR)
    to_act = loaded.to_act()
    roster = [f"{seat_tag(s.seat)} {'➡️ ' if s.seat in to_act else ''}{s.name}"
              f"{' 🤖' if s.is_ai else ''}" for s in loaded.seats]
    embed.add_field(name="Players", value="\n".join(roster)[:1024], inline=True)
    embed.set_image(url="attachment://board.png")
    embed.set_footer(text=f"Board v{loaded.game.version} · /hand for your cards · /game log")
    return embed


def hand_embed(loaded: Loaded, view: SeatView, extra: list[str]) -> discord.Embed:
    names = loaded.names()
    body = with_names(view.hand_text(), names) or "Nothing secret in your hand right now."
    if extra:
        body += "\n\n**Since your last look:**\n" + "\n".join(clip(extra, 8))
    mine = "**It is your move.**" if view.seat in loaded.to_act() else "Waiting for others."
    embed = discord.Embed(title=f"Your hand · {loaded.spec.title} #{loaded.game.id}",
                          description=f"{mine}\n{body}"[:4000], colour=EMBED_COLOUR)
    embed.set_image(url="attachment://hand.png")
    embed.set_footer(text=f"Seat {seat_tag(view.seat)} · board v{loaded.game.version}")
    return embed


def lobby_embed(loaded: Loaded) -> discord.Embed:
    spec = loaded.spec
    opts = ", ".join(f"{k}={v}" for k, v in loaded.game.options.items()) or "defaults"
    embed = discord.Embed(title=f"{spec.title} · lobby #{loaded.game.id}",
                          description=f"{spec.blurb}\n{spec.min_seats}-{spec.max_seats} seats · "
                                      f"options: {opts}", colour=EMBED_COLOUR)
    seats = [f"{seat_tag(s.seat)} {s.name}{' 🤖' if s.is_ai else ''}"
             f"{' (host)' if s.user_id == loaded.game.host_id else ''}" for s in loaded.seats]
    embed.add_field(name=f"Seated ({len(seats)}/{spec.max_seats})", value="\n".join(seats))
    status = {"lobby": "Open: press Join, or `/game join`.", "active": "Started.",
              "ended": "Closed.", "finished": "Finished."}[loaded.game.status]
    embed.set_footer(text=status)
    return embed
