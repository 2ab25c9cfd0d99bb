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
from discord import app_commands
from discord.ext import commands

from tests.fakediscord import FakeDiscord, Message

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


async def test_discord_py_points_back_at_discord_after_exit() -> None:
    route, socket = discord.http.Route, discord.gateway.DiscordWebSocket
    base, gateway = route.BASE, socket.DEFAULT_GATEWAY
    async with FakeDiscord() as fd:
        assert route.BASE.startswith(f"http://127.0.0.1:{fd.port}/")
        assert socket.DEFAULT_GATEWAY.host == "127.0.0.1"
    assert base == route.BASE
    assert socket.DEFAULT_GATEWAY is gateway
