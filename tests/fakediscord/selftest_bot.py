"""A tiny discord.py bot used only by the fake's own tests (tests/test_fake_discord.py).

Some commands break Discord's rules on purpose so the tests can prove the fake catches them.
It is also a compact example of a bot the fake can host.
"""

from __future__ import annotations

import asyncio
import io
import re
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

PNG = b"\x89PNG\r\n\x1a\n" + b"fake image bytes"
COLOURS = ["red", "green", "blue", "yellow", "purple", "orange"]
LATE_DELAY = 0.4  # longer than the 0.2 s deadline the late-answer test sets on the fake


class RawView(discord.ui.View):
    """A view that sends raw component dicts, bypassing discord.py's client-side checks."""

    def __init__(self, components: list[dict[str, Any]]) -> None:
        super().__init__(timeout=None)
        self.raw = components

    def to_components(self) -> list[dict[str, Any]]:
        """Return the raw components unchanged."""
        return self.raw


class CardButton(discord.ui.DynamicItem[discord.ui.Button], template=r"card:(?P<n>\d+)"):
    """A restart-proof button inside a Components V2 card: each click redraws the card."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Play {n}", custom_id=f"card:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> CardButton:
        """Rebuild the button from its custom_id."""
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Edit the clicked V2 card: next counter, a new picture."""
        n = self.n + 1
        await interaction.response.edit_message(
            view=card_layout(n),
            attachments=[discord.File(io.BytesIO(PNG + bytes([n])), filename="board.png")],
        )


def card_layout(n: int, emoji: discord.Emoji | None = None) -> discord.ui.LayoutView:
    """A Components V2 card: a container with text, a picture with alt text, a select and a
    button in a row, and a section whose accessory is a button."""
    view = discord.ui.LayoutView(timeout=None)
    select: discord.ui.Select[Any] = discord.ui.Select(
        custom_id="card-pick", options=[discord.SelectOption(label=c) for c in COLOURS[:3]])
    hint = discord.ui.Button(label="Hint", custom_id="card-hint", emoji=emoji)
    view.add_item(discord.ui.Container(
        discord.ui.TextDisplay(f"## Board {n}"),
        discord.ui.MediaGallery(
            discord.MediaGalleryItem("attachment://board.png", description=f"Board number {n}")),
        discord.ui.ActionRow(select),
        discord.ui.ActionRow(CardButton(n)),
        discord.ui.Section(discord.ui.TextDisplay("Stuck?"), accessory=hint),
        accent_colour=0x2E7D32,
    ))
    return view


class FlipButton(discord.ui.DynamicItem[discord.ui.Button], template=r"flip:(?P<n>\d+)"):
    """A restart-proof button: each click edits the message, bumping the counter and the file."""

    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Flip {n}", custom_id=f"flip:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> FlipButton:
        """Rebuild the button from its custom_id."""
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        """Edit the clicked message: new content, new file, next counter."""
        n = self.n + 1
        view = discord.ui.View(timeout=None)
        view.add_item(FlipButton(n))
        clicked = [c.custom_id for row in interaction.message.components for c in row.children]
        await interaction.response.edit_message(
            content=f"board {n} (clicked {clicked[0]})",
            attachments=[discord.File(io.BytesIO(PNG + bytes([n])), filename=f"board{n}.png")],
            view=view,
        )


class PickView(discord.ui.View):
    """A select whose choice updates the message."""

    @discord.ui.select(
        custom_id="pick",
        options=[discord.SelectOption(label=c, value=c) for c in COLOURS[:3]],
    )
    async def pick(self, interaction: discord.Interaction, select: discord.ui.Select) -> None:
        """Show the chosen value."""
        await interaction.response.edit_message(content=f"picked {select.values[0]}", view=None)

    @discord.ui.button(label="Refresh", custom_id="refresh")
    async def refresh(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        """Deferred update (type 6), then edit the clicked message through @original."""
        await interaction.response.defer()
        await interaction.edit_original_response(content="refreshed")


class NameModal(discord.ui.Modal, title="Your name"):
    """A one-field modal."""

    name: discord.ui.TextInput = discord.ui.TextInput(label="Name", custom_id="name")

    async def on_submit(self, interaction: discord.Interaction) -> None:
        """Greet the submitted name."""
        await interaction.response.send_message(f"hello {self.name.value}", ephemeral=True)


class SelfTestBot(commands.Bot):
    """The bot, with its commands registered in `setup_hook`; it echoes members' messages."""

    def __init__(self, intents: discord.Intents | None = None) -> None:
        super().__init__(
            command_prefix="!", intents=intents or discord.Intents.default(),
            guild_ready_timeout=0.05,
        )

    async def on_message(self, message: discord.Message) -> None:
        """Say in the channel what the gateway delivered of a member's message."""
        if message.author.bot:
            return
        where = getattr(message.channel, "name", "?")
        mentions = [m.name for m in message.mentions]
        await message.channel.send(
            f"heard {message.author.name} ({type(message.author).__name__}) in #{where}: "
            f"{message.content!r}, mentions {mentions}"
        )

    async def setup_hook(self) -> None:
        """Register commands and the restart-proof button."""
        self.add_dynamic_items(FlipButton, CardButton)
        for cmd in COMMANDS:
            self.tree.add_command(cmd)
        self.tree.add_command(sequence)


def make_bot(intents: discord.Intents | None = None) -> SelfTestBot:
    """Factory for BotRunner / start_bot (default intents unless given)."""
    return SelfTestBot(intents)


# ---------------------------------------------------------------- well-behaved commands


@app_commands.command(description="Post a board image with a button")
async def board(interaction: discord.Interaction) -> None:
    """Reply with a file and a restart-proof button whose click edits the message."""
    view = discord.ui.View(timeout=None)
    view.add_item(FlipButton(1))
    await interaction.response.send_message(
        "board 1", file=discord.File(io.BytesIO(PNG), filename="board.png"), view=view
    )


@app_commands.command(description="Ephemeral reply")
async def secret(interaction: discord.Interaction) -> None:
    """Reply only to the user, telling their locale and the upload limit."""
    await interaction.response.send_message(
        f"for {interaction.user.name} in {interaction.locale.value}, "
        f"limit {interaction.filesize_limit}",
        ephemeral=True,
    )


class HandView(discord.ui.View):
    """A button on the DM'd hand."""

    @discord.ui.button(label="Got it", custom_id="got-it")
    async def got_it(self, interaction: discord.Interaction, button: discord.ui.Button) -> None:
        """Answer in the DM, telling where the click came from."""
        where = "DM" if interaction.guild_id is None else "guild"
        await interaction.response.send_message(f"{interaction.user.name} clicked in {where}")


@app_commands.command(description="Send a DM")
async def hand(interaction: discord.Interaction) -> None:
    """DM the user a file; say so ephemerally if their DMs are closed."""
    try:
        await interaction.user.send(
            "your hand",
            file=discord.File(io.BytesIO(b"hand"), filename="hand.txt"),
            view=HandView(timeout=None),
        )
    except discord.Forbidden as exc:
        await interaction.response.send_message(f"DMs closed ({exc.code})", ephemeral=True)
        return
    await interaction.response.send_message("sent you a DM", ephemeral=True)


async def colour_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Colours starting with what was typed."""
    return [app_commands.Choice(name=c, value=c) for c in COLOURS if c.startswith(current)]


@app_commands.command(description="Pick a colour")
@app_commands.autocomplete(colour=colour_choices)
async def paint(interaction: discord.Interaction, colour: str, coats: int = 1) -> None:
    """Echo the options."""
    await interaction.response.send_message(f"painted {colour} x{coats}")


@app_commands.command(description="Open a modal")
async def form(interaction: discord.Interaction) -> None:
    """Open a modal; its submit answers ephemerally."""
    await interaction.response.send_modal(NameModal())


@app_commands.command(description="Offer a select")
async def choose(interaction: discord.Interaction) -> None:
    """Reply with a select menu."""
    await interaction.response.send_message("choose", view=PickView(timeout=None))


@app_commands.command(description="Defer, then edit the original response")
async def think(interaction: discord.Interaction) -> None:
    """Defer, then fill in the reply with a file; then read it back."""
    await interaction.response.defer(thinking=True)
    await interaction.edit_original_response(
        content="thought", attachments=[discord.File(io.BytesIO(b"x" * 10), filename="t.bin")]
    )
    original = await interaction.original_response()
    await interaction.followup.send(f"original was {original.content}", ephemeral=True)


@app_commands.command(description="Reply, then followups")
async def chatty(interaction: discord.Interaction) -> None:
    """Reply, send a followup, edit it, send another and delete it."""
    await interaction.response.send_message("first")
    second = await interaction.followup.send("second", wait=True)
    await second.edit(content="second, edited")
    third = await interaction.followup.send("third", wait=True)
    await third.delete()
    await interaction.edit_original_response(content="first, edited")


@app_commands.command(description="Use the channel message endpoints")
async def post(interaction: discord.Interaction) -> None:
    """Send, edit, fetch and delete channel messages."""
    await interaction.response.send_message("posting", ephemeral=True)
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    msg = await channel.send("post", file=discord.File(io.BytesIO(b"one"), filename="one.txt"))
    msg = await msg.edit(content="post, edited", attachments=[])
    fetched = await channel.fetch_message(msg.id)
    gone = await channel.send(f"fetched: {fetched.content}")
    await gone.delete()
    await channel.send(embed=discord.Embed(title="Embed", description="body"))


@app_commands.command(description="Make threads")
async def threads(interaction: discord.Interaction) -> None:
    """Create a thread with and one without a starter message, and post in both."""
    await interaction.response.send_message("making threads")
    channel = interaction.channel
    assert isinstance(channel, discord.TextChannel)
    loose = await channel.create_thread(name="loose", type=discord.ChannelType.public_thread)
    await loose.send("in loose")
    starter = await channel.send("starter")
    attached = await starter.create_thread(name="attached")
    await attached.send("in attached")


sequence = app_commands.Group(name="sequence", description="Sequence games")


@sequence.command(name="new", description="Start a game")
@app_commands.choices(
    game=[app_commands.Choice(name=g, value=g) for g in ("classic", "kids", "dice")]
)
async def sequence_new(interaction: discord.Interaction, game: str, players: int) -> None:
    """Echo the nested options."""
    await interaction.response.send_message(f"new {game} game for {players}")


# ---------------------------------------------------------------- rule-breaking commands


@app_commands.command(description="Answer after the deadline")
async def late(interaction: discord.Interaction) -> None:
    """Sleep past the (shortened) deadline, then answer."""
    await asyncio.sleep(LATE_DELAY)
    await interaction.response.send_message("too late")


@app_commands.command(description="Never answer")
async def silent(interaction: discord.Interaction) -> None:
    """Do nothing at all."""


@app_commands.command(description="26 select options")
async def options26(interaction: discord.Interaction) -> None:
    """Send a select with 26 options (bypassing discord.py's own check)."""
    view = discord.ui.View()
    select: discord.ui.Select = discord.ui.Select(
        custom_id="many", options=[discord.SelectOption(label=str(i)) for i in range(25)]
    )
    select.options.append(discord.SelectOption(label="25"))
    view.add_item(select)
    await interaction.response.send_message("too many", view=view)


async def many_choices(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """Return 26 choices, one too many."""
    return [app_commands.Choice(name=str(i), value=str(i)) for i in range(26)]


@app_commands.command(description="Autocomplete with 26 choices")
@app_commands.autocomplete(thing=many_choices)
async def overfull(interaction: discord.Interaction, thing: str) -> None:
    """Never reached in the tests."""
    await interaction.response.send_message(thing)


def _button(custom_id: str) -> dict[str, Any]:
    return {"type": 2, "style": 1, "label": "b", "custom_id": custom_id}


@app_commands.command(description="Six action rows")
async def rows6(interaction: discord.Interaction) -> None:
    """Send six rows."""
    rows = [{"type": 1, "components": [_button(f"r{i}")]} for i in range(6)]
    await interaction.response.send_message("rows", view=RawView(rows))


@app_commands.command(description="Six buttons in a row")
async def wide(interaction: discord.Interaction) -> None:
    """Send a row of six buttons, as a channel message."""
    await interaction.response.send_message("ok", ephemeral=True)
    row = [{"type": 1, "components": [_button(f"w{i}") for i in range(6)]}]
    assert isinstance(interaction.channel, discord.TextChannel)
    try:
        await interaction.channel.send("wide", view=RawView(row))
    except discord.HTTPException:
        await interaction.followup.send("rejected", ephemeral=True)


@app_commands.command(description="A custom_id of 101 characters")
async def longid(interaction: discord.Interaction) -> None:
    """Send a button whose custom_id is too long."""
    view = RawView([{"type": 1, "components": [_button("x" * 101)]}])
    await interaction.response.send_message("long id", view=view)


@app_commands.command(description="2001 characters")
async def essay(interaction: discord.Interaction) -> None:
    """Send content that is too long."""
    await interaction.response.send_message("a" * 2001)


@app_commands.command(description="A file over the limit")
async def bigfile(interaction: discord.Interaction) -> None:
    """Upload a file one byte over `interaction.filesize_limit`."""
    data = b"z" * (interaction.filesize_limit + 1)
    await interaction.response.send_message(
        "big", file=discord.File(io.BytesIO(data), filename="big.bin")
    )


@app_commands.command(description="An embed title over 256 characters")
async def bigembed(interaction: discord.Interaction) -> None:
    """Send an embed whose title is too long."""
    await interaction.response.send_message(embed=discord.Embed(title="t" * 257))


@app_commands.command(description="Respond twice")
async def twice(interaction: discord.Interaction) -> None:
    """Answer, then answer again through the raw HTTP route (discord.py would refuse)."""
    await interaction.response.send_message("once")
    route = discord.http.Route(
        "POST",
        "/interactions/{interaction_id}/{token}/callback",
        interaction_id=interaction.id,
        token=interaction.token,
    )
    try:
        await interaction.client.http.request(route, json={"type": 4, "data": {"content": "2"}})
    except discord.HTTPException:
        pass


@app_commands.command(description="Followup before acknowledging")
async def eager(interaction: discord.Interaction) -> None:
    """Send a followup before the initial response."""
    try:
        await interaction.followup.send("too early")
    except discord.HTTPException:
        pass
    await interaction.response.send_message("then answered")


@app_commands.command(description="A Components V2 card with a picture")
async def card(interaction: discord.Interaction) -> None:
    """Reply with a V2 card whose gallery shows the attached picture."""
    await interaction.response.send_message(
        view=card_layout(1), file=discord.File(io.BytesIO(PNG), filename="board.png"))


@app_commands.command(description="A private V2 card, after a deferral")
async def panel(interaction: discord.Interaction) -> None:
    """Defer ephemerally, then fill the reply in with a V2 card; then edit it once more."""
    await interaction.response.defer(ephemeral=True, thinking=True)
    file = discord.File(io.BytesIO(PNG), filename="board.png")
    await interaction.edit_original_response(view=card_layout(1), attachments=[file])
    await interaction.edit_original_response(view=card_layout(2))


@app_commands.command(description="Upload an application emoji once and use it")
async def chip(interaction: discord.Interaction) -> None:
    """Fetch the application emojis, upload `red_chip` if missing, show it in text and on a
    button of a V2 card."""
    client = interaction.client
    emoji = next((e for e in await client.fetch_application_emojis() if e.name == "red_chip"),
                 None)
    if emoji is None:
        emoji = await client.create_application_emoji(name="red_chip", image=PNG)
    await interaction.response.send_message(f"chip {emoji}")
    await interaction.followup.send(view=card_layout(1, emoji),
                                    file=discord.File(io.BytesIO(PNG), filename="board.png"))


@app_commands.command(description="Raise an exception")
async def crash(interaction: discord.Interaction) -> None:
    """Fail with an unhandled exception."""
    raise RuntimeError("boom")


COMMANDS: list[app_commands.Command[Any, ..., Any]] = [
    board,
    secret,
    hand,
    paint,
    form,
    choose,
    think,
    chatty,
    post,
    threads,
    late,
    silent,
    options26,
    overfull,
    rows6,
    wide,
    longid,
    essay,
    bigfile,
    bigembed,
    twice,
    eager,
    crash,
    card,
    panel,
    chip,
]
