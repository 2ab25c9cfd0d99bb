"""The stand-in Discord itself: a tiny real ``commands.Bot`` driven through it, no network."""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any, cast

import discord
import discord.gateway
import discord.http
import pytest
from discord import app_commands
from discord.ext import commands

from tests.fakediscord import MANAGE_GUILD, FakeDiscord, Message

PNG = b"\x89PNG\r\n\x1a\n"
Button = discord.ui.Button[discord.ui.View]


def png(tag: str) -> bytes:
    return PNG + tag.encode()


class DemoBot(commands.Bot):
    """A bot with ``/demo ping`` and a ``demo:<n>`` button that survives restarts."""

    def __init__(self, name: str, mode: str = "edit") -> None:
        # A short guild_ready_timeout: on_ready otherwise waits 2 s after the last GUILD_CREATE.
        super().__init__(
            command_prefix="!", intents=discord.Intents.default(), guild_ready_timeout=0.05
        )
        self.name = name
        self.mode = mode
        self.errors: list[discord.HTTPException] = []

    async def setup_hook(self) -> None:
        self.add_dynamic_items(DemoButton)
        group = app_commands.Group(name="demo", description="Demo commands")

        @group.command(name="ping", description="Post a board")
        async def ping(interaction: discord.Interaction) -> None:
            view = discord.ui.View(timeout=None)
            view.add_item(DemoButton(1))
            file = discord.File(io.BytesIO(png(f"{self.name}-1")), "board.png")
            await interaction.response.send_message("pong", view=view, file=file)

        self.tree.add_command(group)
        await self.tree.sync()


class DemoButton(discord.ui.DynamicItem[Button], template=r"demo:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Press {n}", custom_id=f"demo:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> DemoButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        bot = cast(DemoBot, interaction.client)
        n = self.n + 1
        content = f"{bot.name} pressed {self.n}"
        view = discord.ui.View(timeout=None)
        view.add_item(DemoButton(n))
        file = discord.File(io.BytesIO(png(f"{bot.name}-{n}")), "board.png")
        if bot.mode == "edit":
            await interaction.response.edit_message(content=content, attachments=[file], view=view)
        elif bot.mode == "defer":
            await interaction.response.defer()
            await interaction.edit_original_response(content=content, attachments=[file], view=view)
        else:  # "fallback": edit the message in place, else post a fresh one
            await interaction.response.defer()
            assert interaction.message is not None
            try:
                await interaction.message.edit(content=content, attachments=[file], view=view)
            except discord.HTTPException as exc:
                bot.errors.append(exc)
                file.reset()
                await interaction.followup.send(content, file=file, view=view)


@asynccontextmanager
async def running(bot: DemoBot) -> AsyncIterator[DemoBot]:
    """Start ``bot`` against the fake; yield once its guild is cached; close it after."""
    async with bot:
        task = asyncio.create_task(bot.start("fake-token"))
        ready = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait({task, ready}, timeout=5, return_when=asyncio.FIRST_COMPLETED)
        if task in done:
            ready.cancel()
            task.result()  # raises what went wrong at login or connect
            raise AssertionError("the bot stopped before it was ready")
        assert ready in done, "the bot never became ready"
        try:
            yield bot
        finally:
            await bot.close()
            await asyncio.wait_for(task, 5)


async def post_board(fd: FakeDiscord) -> Message:
    ann = fd.users.get(11) or fd.add_user(11, "Ann")
    inter = await fd.answered(await fd.slash("demo ping", ann), timeout=5)
    assert inter.responses[0][0] == "callback:4"
    assert inter.original_id is not None
    return fd.messages[inter.original_id]


async def test_slash_group_posts_button_and_png() -> None:
    async with FakeDiscord() as fd, running(DemoBot("one")):
        assert "demo" in fd.commands
        assert fd.commands["demo"]["options"][0]["name"] == "ping"
        board = await post_board(fd)
        assert board.data["content"] == "pong"
        assert board.custom_ids == ["demo:1"]
        assert board.button("Press 1") == "demo:1"
        assert board.files == {"board.png": png("one-1")}
        assert board.data["attachments"][0]["filename"] == "board.png"
        assert fd.public_messages() == [board]


async def test_click_edits_message_with_new_attachment() -> None:
    async with FakeDiscord() as fd, running(DemoBot("one", mode="edit")):
        board = await post_board(fd)
        bob = fd.add_user(12, "Bob")
        inter = await fd.answered(await fd.click(board, "demo:1", bob), timeout=5)
        assert [kind for kind, _ in inter.responses] == ["callback:7"]
        assert board.data["content"] == "one pressed 1"
        assert board.custom_ids == ["demo:2"]
        assert board.attachment == png("one-2")
        assert len(board.data["attachments"]) == 1
        # The edited message carries the new button: pressing it works in turn.
        await fd.answered(await fd.click(board, "demo:2", bob), timeout=5)
        assert board.data["content"] == "one pressed 2"
        assert board.attachment == png("one-3")
        assert len(fd.public_messages()) == 1


async def test_defer_then_edit_original_response() -> None:
    async with FakeDiscord() as fd, running(DemoBot("one", mode="defer")):
        board = await post_board(fd)
        inter = await fd.answered(await fd.click(board, "demo:1", fd.users[11]), timeout=5)
        assert [kind for kind, _ in inter.responses] == ["callback:6", "edit"]
        assert inter.original_id == board.id
        assert board.data["content"] == "one pressed 1"
        assert board.data["edited_timestamp"] is not None
        assert board.custom_ids == ["demo:2"]
        assert board.attachment == png("one-2")


async def test_failed_edit_falls_back_to_a_fresh_message() -> None:
    async with FakeDiscord() as fd, running(DemoBot("one", mode="fallback")) as bot:
        board = await post_board(fd)
        fd.fail_edits[board.id] = 404
        inter = await fd.answered(await fd.click(board, "demo:1", fd.users[11]), timeout=5)
        assert [exc.code for exc in bot.errors] == [10008]
        assert [kind for kind, _ in inter.responses] == ["callback:6", "followup"]
        assert board.data["content"] == "pong"
        assert board.attachment == png("one-1")
        fresh = fd.public_messages()[-1]
        assert fresh.id != board.id
        assert fresh.data["content"] == "one pressed 1"
        assert fresh.custom_ids == ["demo:2"]
        assert fresh.attachment == png("one-2")


async def test_second_bot_instance_handles_click_on_old_message() -> None:
    async with FakeDiscord() as fd:
        async with running(DemoBot("first")):
            board = await post_board(fd)
        # The first bot is gone; the server and its messages stay.
        async with running(DemoBot("second")):
            inter = await fd.answered(await fd.click(board, "demo:1", fd.users[11]), timeout=5)
            assert [kind for kind, _ in inter.responses] == ["callback:7"]
            assert board.data["content"] == "second pressed 1"
            assert board.attachment == png("second-2")
            assert board.custom_ids == ["demo:2"]


async def test_gateway_reconnect_resumes() -> None:
    async with FakeDiscord() as fd, running(DemoBot("one")):
        board = await post_board(fd)
        first = fd.sessions[-1]
        await fd.reconnect()
        resumed = fd.sessions[-1]
        assert resumed is not first and resumed.session_id == first.session_id
        assert [p["op"] for p in resumed.received if p["op"] in (2, 6)] == [6]
        await fd.answered(await fd.click(board, "demo:1", fd.users[11]), timeout=5)
        assert board.content == "one pressed 1"


async def test_discord_py_points_back_at_discord_after_exit() -> None:
    route, socket = discord.http.Route, discord.gateway.DiscordWebSocket
    base, gateway = route.BASE, socket.DEFAULT_GATEWAY
    async with FakeDiscord() as fd:
        assert route.BASE.startswith(f"http://127.0.0.1:{fd.port}/")
        assert socket.DEFAULT_GATEWAY.host == "127.0.0.1"
    assert base == route.BASE
    assert socket.DEFAULT_GATEWAY is gateway


# -- Components V2, forms, options, permissions, selects, failures ---------------------------

Row = discord.ui.ActionRow[discord.ui.LayoutView]


def layout(n: int) -> discord.ui.LayoutView:
    """A Components V2 board: text, the picture and a ``kit:<n>`` button in a container."""
    view = discord.ui.LayoutView(timeout=None)
    row: Row = discord.ui.ActionRow()
    row.add_item(KitButton(n))
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(f"board {n}"),
            discord.ui.MediaGallery(discord.MediaGalleryItem("attachment://board.png")),
            discord.ui.Separator(),
            row,
        )
    )
    return view


class KitButton(discord.ui.DynamicItem[Button], template=r"kit:(?P<n>\d+)"):
    def __init__(self, n: int) -> None:
        super().__init__(discord.ui.Button(label=f"Next {n}", custom_id=f"kit:{n}"))
        self.n = n

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> KitButton:
        return cls(int(match["n"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        file = discord.File(io.BytesIO(png(f"kit-{self.n + 1}")), "board.png")
        await interaction.response.edit_message(view=layout(self.n + 1), attachments=[file])


class NameForm(discord.ui.Modal, title="Your name"):
    name: discord.ui.Label[discord.ui.Modal] = discord.ui.Label(
        text="Name", component=discord.ui.TextInput(custom_id="name")
    )

    async def on_submit(self, interaction: discord.Interaction) -> None:
        assert isinstance(self.name.component, discord.ui.TextInput)
        await interaction.response.send_message(
            f"hello {self.name.component.value}", ephemeral=True
        )


class PickView(discord.ui.View):
    @discord.ui.select(
        custom_id="kit:pick",
        options=[discord.SelectOption(label="Red"), discord.SelectOption(label="Blue")],
    )
    async def pick(
        self, interaction: discord.Interaction, select: discord.ui.Select[PickView]
    ) -> None:
        await interaction.response.edit_message(content=f"picked {','.join(select.values)}")


class KitBot(commands.Bot):
    def __init__(self, members: bool = False) -> None:
        intents = discord.Intents.default()
        intents.members = members
        intents.message_content = True
        super().__init__(command_prefix="!", intents=intents)

    async def setup_hook(self) -> None:
        self.add_dynamic_items(KitButton)
        kit = app_commands.Group(name="kit", description="Kit")
        admin = app_commands.Group(name="admin", description="Admin", parent=kit)

        @kit.command(name="v2", description="A Components V2 board")
        async def v2(interaction: discord.Interaction) -> None:
            file = discord.File(io.BytesIO(png("kit-1")), "board.png")
            await interaction.response.send_message(view=layout(1), file=file)

        @kit.command(name="form", description="Ask a name")
        async def form(interaction: discord.Interaction) -> None:
            await interaction.response.send_modal(NameForm())

        @kit.command(name="pick", description="A select")
        async def pick(interaction: discord.Interaction) -> None:
            await interaction.response.send_message("pick one", view=PickView())

        @admin.command(name="set", description="Needs Manage Server")
        async def set_(interaction: discord.Interaction, value: int, who: discord.Member) -> None:
            allowed = interaction.permissions.manage_guild
            text = f"{who.display_name}={value} by {interaction.user.name}: {allowed}"
            await interaction.response.send_message(text, ephemeral=not allowed)

        @kit.command(name="colour", description="Autocompleted")
        async def colour(interaction: discord.Interaction, name: str) -> None:
            await interaction.response.send_message(name)

        @colour.autocomplete("name")
        async def colours(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            names = ["red", "green", "blue", "yellow"]
            return [app_commands.Choice(name=n, value=n) for n in names if n.startswith(current)]

        @app_commands.context_menu(name="Wave")
        async def wave(interaction: discord.Interaction, member: discord.Member) -> None:
            await interaction.response.send_message(f"wave at {member.display_name}")

        @app_commands.context_menu(name="Quote")
        async def quote(interaction: discord.Interaction, message: discord.Message) -> None:
            await interaction.response.send_message(f"> {message.content}")

        @commands.command()
        async def hi(ctx: commands.Context[KitBot]) -> None:
            await ctx.send(f"hi {ctx.author.name}")

        self.add_command(hi)
        self.tree.add_command(kit)
        self.tree.add_command(wave)
        self.tree.add_command(quote)
        await self.tree.sync()


@asynccontextmanager
async def kit_bot(fd: FakeDiscord, members: bool = False) -> AsyncIterator[KitBot]:
    """The fake's own runner: no guild_ready_timeout needed, FakeDiscord shortens it."""
    async with fd.running(KitBot(members)) as bot:
        yield bot


async def test_components_v2_board_round_trip() -> None:
    async with FakeDiscord() as fd, kit_bot(fd):
        ann = fd.add_user(11, "Ann")
        inter = await fd.answered(await fd.slash("kit v2", ann))
        board = inter.original
        assert board is not None and board.is_components_v2
        container = board.components[0]
        assert container["type"] == 17
        assert [c["type"] for c in container["components"]] == [10, 12, 14, 1]
        media = container["components"][1]["items"][0]["media"]
        assert media["url"] == board.data["attachments"][0]["url"]  # attachment:// resolved
        assert "board 1" in board.text()
        # The click carries the V2 message: discord.py rebuilds a LayoutView and finds kit:1.
        await fd.answered(await fd.click(board, "kit:1", ann))
        assert board.custom_ids == ["kit:2"] and "board 2" in board.text()
        assert board.attachment == png("kit-2") and len(board.attachment_list) == 1
        assert fd.latest_attachment() == png("kit-2")
        async with fd.client() as http:
            got = await http.get(board.data["attachments"][0]["url"])
            assert await got.read() == png("kit-2")


async def test_modal_submit_with_labels() -> None:
    async with FakeDiscord() as fd, kit_bot(fd):
        ann = fd.add_user(11, "Ann")
        opened = await fd.answered(await fd.slash("kit form", ann))
        assert opened.modal is not None and opened.modal["title"] == "Your name"
        sent = await fd.answered(await fd.submit_modal(opened, {"name": "Ann Lee"}))
        reply = sent.original
        assert reply is not None and reply.ephemeral and reply.content == "hello Ann Lee"
        assert fd.public_messages() == []


async def test_subcommand_group_options_and_permissions() -> None:
    async with FakeDiscord() as fd, kit_bot(fd):
        member = fd.add_user(21, "Member")
        admin = fd.add_user(22, "Admin", admin=True)
        manager = fd.add_user(23, "Manager", permissions=MANAGE_GUILD)
        denied = await fd.answered(await fd.slash("kit admin set", member, value=3, who=admin))
        assert denied.texts() == ["Admin=3 by Member: False"] and denied.ephemeral
        ok = await fd.answered(await fd.slash("kit admin set", admin, value=4, who=member))
        assert ok.texts() == ["Member=4 by Admin: True"] and not ok.ephemeral
        also = await fd.answered(
            await fd.slash("kit admin set", manager, options={"value": 5, "who": manager})
        )
        assert also.texts() == ["Manager=5 by Manager: True"]
        data = also.payload["data"]
        assert data["id"] == fd.commands["kit"]["id"]
        (group,) = data["options"]
        assert (group["name"], group["type"]) == ("admin", 2)
        (sub,) = group["options"]
        assert (sub["name"], sub["type"]) == ("set", 1)
        assert sub["options"] == [
            {"name": "value", "type": 4, "value": 5},
            {"name": "who", "type": 6, "value": "23"},
        ]
        assert data["resolved"]["members"]["23"]["permissions"] == str(fd.permissions_of(manager))


async def test_select_menu() -> None:
    async with FakeDiscord() as fd, kit_bot(fd):
        ann = fd.add_user(11, "Ann")
        message = (await fd.answered(await fd.slash("kit pick", ann))).original
        assert message is not None
        await fd.answered(await fd.select(message, "kit:pick", ["Blue"], ann))
        assert message.content == "picked Blue"


async def test_rate_limited_edit_is_retried() -> None:
    async with FakeDiscord() as fd, running(DemoBot("one", mode="fallback")) as bot:
        board = await post_board(fd)
        failure = fd.fail_message_edits(board, 429, times=1)
        inter = await fd.click(board, "demo:1", fd.users[11])
        # A deferral answered by a channel edit: wait for the message, not the interaction.
        await fd.wait_for(lambda: board.edits == 1, timeout=5)
        assert failure.hits == 1 and bot.errors == []
        assert [kind for kind, _ in inter.responses] == ["callback:6"]
        assert board.content == "one pressed 1" and board.attachment == png("one-2")


async def test_wait_message_instead_of_polling() -> None:
    async with FakeDiscord() as fd, running(DemoBot("one", mode="fallback")):
        board = await post_board(fd)
        fd.fail_message_edits(board)  # 404 Unknown Message, every time
        await fd.click(board, "demo:1", fd.users[11])
        fresh = await fd.wait_message(fd.channel_id, after=board.id, timeout=5)
        assert fresh.content == "one pressed 1" and fresh.attachment == png("one-2")


async def test_unknown_routes_and_the_network_are_refused() -> None:
    async with FakeDiscord() as fd, fd.client() as http:
        got = await http.get(f"{fd.base_url}/api/v10/nowhere")
        assert got.status == 404 and got.headers["Content-Type"] == "application/json"
        assert fd.unknown_requests == [("GET", "/api/v10/nowhere")]
        with pytest.raises(RuntimeError, match="network blocked"):
            await http.get("https://api.example.invalid/v10/gateway")


async def test_autocomplete_context_menus_and_prefix_commands() -> None:
    async with FakeDiscord() as fd, kit_bot(fd):
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        typed = await fd.answered(await fd.autocomplete("kit colour", ann, "name", name="gr"))
        assert typed.choices == [{"name": "green", "value": "green"}]
        waved = await fd.answered(await fd.context_menu("Wave", bob, ann))
        assert waved.texts() == ["wave at Bob"]
        said = await fd.post_message(bob, "!hi")
        assert said.data["author"]["id"] == str(bob.id)
        reply = await fd.wait_message(fd.channel_id, after=said.id)
        assert reply.content == "hi Bob"
        quoted = await fd.answered(await fd.context_menu("Quote", reply, ann))
        assert quoted.texts() == ["> hi Bob"]


async def test_members_intent_guilds_and_live_members() -> None:
    async with FakeDiscord(channels=2) as fd:
        ann = fd.add_user(11, "Ann")
        other = fd.add_guild("Other", channels=["games"])
        async with kit_bot(fd, members=True) as bot:
            guild = bot.get_guild(fd.guild_id)
            assert guild is not None and guild.chunked
            assert {c.id for c in guild.text_channels} == set(fd.channel_ids)
            member = guild.get_member(ann.id)
            assert member is not None and not member.guild_permissions.manage_guild
            assert bot.get_guild(other.id) is not None
            # Changes while the bot runs reach it before the next interaction does.
            cy = fd.add_user(13, "Cy", admin=True)
            inter = await fd.answered(await fd.slash("kit admin set", cy, value=1, who=ann))
            assert inter.texts() == ["Ann=1 by Cy: True"]
            joined = guild.get_member(cy.id)
            assert joined is not None and joined.guild_permissions.administrator
