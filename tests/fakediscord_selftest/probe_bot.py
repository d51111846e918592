"""A tiny probe bot that exercises what the Saloon bot needs from Discord (test-only code)."""

from __future__ import annotations

import asyncio
import io
import re
import struct
import zlib
from typing import Any

import discord
from discord import app_commands

ACTIONS = ["draw", "pass", "play ace", "play king", "play queen", "shoot", "steal"]


def png_bytes(width: int = 64, height: int = 40) -> bytes:
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    raw = b"".join(b"\x00" + b"\xc0\x40\x20" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b""))


class CounterButton(discord.ui.DynamicItem[discord.ui.Button], template=r"counter:(?P<n>\d+)"):
    """Persistent button: the count lives in the custom_id, so it survives restarts."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Count {n}", custom_id=f"counter:{n}",
                                           style=discord.ButtonStyle.primary, disabled=n >= 3))
        self.n = n

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> CounterButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        view = discord.ui.View(timeout=None)
        view.add_item(CounterButton(self.n + 1))
        await interaction.response.edit_message(content=f"count={self.n + 1}", view=view)


class BoardButton(discord.ui.DynamicItem[discord.ui.Button], template=r"board:(?P<v>\d+)"):
    """The Saloon pipeline: defer at once, edit the table, answer privately, ping the next."""

    def __init__(self, v: int) -> None:
        super().__init__(discord.ui.Button(label="Move", custom_id=f"board:{v}"))
        self.v = v

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str]) -> BoardButton:
        return cls(int(match["v"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        view = discord.ui.View(timeout=None)
        view.add_item(BoardButton(self.v + 1))
        await interaction.edit_original_response(
            content=f"board v{self.v + 1} (last move by {interaction.user.mention})", view=view)
        await interaction.followup.send("moved", ephemeral=True)
        assert interaction.channel is not None
        await interaction.channel.send(f"{interaction.user.mention} your turn again")  # type: ignore[union-attr]


class ColourSelect(discord.ui.View):
    def __init__(self, owner_id: int) -> None:
        super().__init__(timeout=60)
        self.owner_id = owner_id

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.user.id != self.owner_id:
            await interaction.response.send_message("not your menu", ephemeral=True)
            return False
        return True

    @discord.ui.select(custom_id="colour", placeholder="Pick colours", min_values=1, max_values=2,
                       options=[discord.SelectOption(label=c.title(), value=c)
                                for c in ("red", "green", "blue")])
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        await interaction.response.send_message(f"you picked {', '.join(select.values)}",
                                                ephemeral=True)


game = app_commands.Group(name="game", description="Game commands")
settings = app_commands.Group(name="settings", description="Game settings", parent=game)


@game.command(name="new", description="Start a game")
async def game_new(interaction: discord.Interaction, name: str,
                   players: app_commands.Range[int, 2, 6] = 4) -> None:
    await interaction.response.send_message(f"New game {name} for {players} players")


@settings.command(name="set", description="Change a setting")
@app_commands.choices(key=[app_commands.Choice(name="Turn timer", value="timer"),
                           app_commands.Choice(name="Quiet hours", value="quiet")])
async def settings_set(interaction: discord.Interaction, key: str, value: str) -> None:
    await interaction.response.send_message(f"{key} = {value}", ephemeral=True)


@app_commands.command(description="Play an action")
async def play(interaction: discord.Interaction, action: str) -> None:
    await interaction.response.send_message(f"{interaction.user.display_name} plays {action}")


@play.autocomplete("action")
async def play_action(interaction: discord.Interaction, current: str) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=a.title(), value=a) for a in ACTIONS if current in a][:25]


@app_commands.command(description="Render a card")
async def card(interaction: discord.Interaction, title: str, private: bool = False) -> None:
    embed = discord.Embed(title=title, description="A card", colour=0x3366CC)
    embed.add_field(name="Seat", value="North").set_image(url="attachment://card.png")
    file = discord.File(io.BytesIO(png_bytes()), "card.png", description=f"Card {title}")
    await interaction.response.send_message(embed=embed, file=file, ephemeral=private)


@app_commands.command(description="Deferred report")
async def report(interaction: discord.Interaction) -> None:
    await interaction.response.defer(thinking=True)
    await interaction.followup.send("part 1")
    await interaction.followup.send("part 2", file=discord.File(io.BytesIO(png_bytes()), "r.png"))
    await interaction.edit_original_response(content="report done")


@app_commands.command(description="DM a reminder")
async def remind(interaction: discord.Interaction, user: discord.User, text: str) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(0))
    try:
        await user.send(f"Reminder: {text}", view=view)
    except discord.Forbidden as e:
        await interaction.response.send_message(f"cannot DM {user.display_name} ({e.code})",
                                                ephemeral=True)
        return
    await interaction.response.send_message("sent", ephemeral=True)


@app_commands.command(description="A persistent counter")
async def counter(interaction: discord.Interaction) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(0))
    await interaction.response.send_message("count=0", view=view)


@app_commands.command(description="Pick colours")
async def colour(interaction: discord.Interaction) -> None:
    await interaction.response.send_message("Pick:", view=ColourSelect(interaction.user.id))


@app_commands.command(description="Open a game thread")
async def thread(interaction: discord.Interaction, name: str) -> None:
    await interaction.response.defer(ephemeral=True)
    assert isinstance(interaction.channel, discord.TextChannel)
    th = await interaction.channel.create_thread(name=name, type=discord.ChannelType.public_thread)
    view = discord.ui.View(timeout=None)
    view.add_item(CounterButton(0))
    await th.send(f"Welcome to {name}", view=view)
    await interaction.followup.send(f"opened {th.mention}", ephemeral=True)


@app_commands.command(description="Ping a player")
async def turn(interaction: discord.Interaction, player: discord.Member, bystander: discord.Member) -> None:
    await interaction.response.defer()
    await interaction.followup.send(
        f"{player.mention} your turn ({bystander.mention} watches)",
        allowed_mentions=discord.AllowedMentions(users=[player]))


@app_commands.command(description="Show the board")
async def board(interaction: discord.Interaction) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(BoardButton(0))
    await interaction.response.send_message("board v0", view=view)


@app_commands.command(description="Echo text n times")
async def echo(interaction: discord.Interaction, text: str, times: int = 1) -> None:
    try:
        await interaction.response.send_message(text * times)
    except discord.HTTPException as e:
        await interaction.response.send_message(f"error {e.code}", ephemeral=True)


@app_commands.command(description="Managers only")
@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
async def admin(interaction: discord.Interaction) -> None:
    ok = interaction.permissions.manage_guild
    await interaction.response.send_message(f"manage_guild={ok}", ephemeral=True)


@app_commands.command(description="A button with this emoji")
async def emoji(interaction: discord.Interaction, glyph: str) -> None:
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label="Hand", emoji=glyph, custom_id="emoji:hand"))
    try:
        await interaction.response.send_message("with emoji", view=view)
    except discord.HTTPException as e:
        await interaction.response.send_message(f"error {e.code}: {e.text}", ephemeral=True)


@app_commands.command(description="Post to this channel through the channel API")
async def post(interaction: discord.Interaction, text: str, embed: bool = False,
               upload: bool = False) -> None:
    await interaction.response.defer(ephemeral=True)
    kwargs: dict[str, Any] = {}
    if embed:
        kwargs["embed"] = discord.Embed(title="Card", description=text)
    if upload:
        kwargs["file"] = discord.File(io.BytesIO(png_bytes()), "card.png")
    assert isinstance(interaction.channel, discord.abc.Messageable)
    try:
        await interaction.channel.send(None if embed else text, **kwargs)
    except discord.HTTPException as e:
        await interaction.followup.send(f"error {e.status}/{e.code}", ephemeral=True)
        return
    perms = interaction.app_permissions
    await interaction.followup.send(f"posted (app_permissions send={perms.send_messages} "
                                    f"embed={perms.embed_links})", ephemeral=True)


@app_commands.command(description="Send several messages at once to this channel")
async def burst(interaction: discord.Interaction, count: int) -> None:
    await interaction.response.defer(ephemeral=True)
    channel = interaction.channel
    assert isinstance(channel, discord.abc.Messageable)
    await asyncio.gather(*(channel.send(f"burst {i}") for i in range(count)))
    await interaction.followup.send(f"sent {count}", ephemeral=True)


class ProbeBot(discord.Client):
    def __init__(self, **options: Any) -> None:
        super().__init__(intents=discord.Intents.default(), guild_ready_timeout=0.05, **options)
        self.tree = app_commands.CommandTree(self)
        for cmd in (game, play, card, report, remind, counter, colour, thread, turn, board, echo,
                    admin, emoji, post, burst):
            self.tree.add_command(cmd)
        self.seen_messages: list[discord.Message] = []
        self.interactions: list[discord.Interaction] = []
        self.events: list[tuple[str, Any]] = []

    async def setup_hook(self) -> None:
        self.add_dynamic_items(CounterButton, BoardButton)
        await self.tree.sync()

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        return None  # discord.py sleeps 5 s before re-identifying; not in tests

    async def on_message(self, message: discord.Message) -> None:
        self.seen_messages.append(message)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        self.interactions.append(interaction)

    async def on_thread_update(self, before: discord.Thread, after: discord.Thread) -> None:
        self.events.append(("thread_update", after))

    async def on_thread_join(self, thread: discord.Thread) -> None:
        self.events.append(("thread_join", thread))

    async def on_thread_delete(self, thread: discord.Thread) -> None:
        self.events.append(("thread_delete", thread))

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        self.events.append(("channel_delete", channel))

    async def on_guild_remove(self, guild: discord.Guild) -> None:
        self.events.append(("guild_remove", guild))

    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        self.events.append(("member_remove", payload))
