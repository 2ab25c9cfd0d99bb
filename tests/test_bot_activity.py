"""The live board as a Discord Activity, from the card: Open board answers with
LAUNCH_ACTIVITY (``interaction.response.launch_activity()``), and the instance it starts
is the one the Activity's page then proves itself with (web/activity_routes.py); where no
Activity can start, the presser is told privately; a bot without it shows no such
button; syncing the commands keeps the entry point Discord made."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp

from bot.app import discord_bot
from bot.bot import LudoBot
from bot.engine import SeededDice
from cogs.ludo.custom_ids import ACTIVITY
from cogs.ludo.texts import read
from tests.fakediscord import APP_ID, EPHEMERAL, FakeDiscord, Message, User
from tests.fakediscord.activities import CLIENT_SECRET, LAUNCH_ACTIVITY, PRIMARY_ENTRY_POINT
from tests.web_helpers import page, web_config
from web.oauth import ActivityApp
from web.server import WebServer

COMMANDS = re.compile(r"/applications/\d+/commands$")


@asynccontextmanager
async def running_bot(fd: FakeDiscord, db: Path, activity: bool) -> AsyncIterator[LudoBot]:
    """The bot with its web edge, and with ``activity`` the Activity's side of it."""
    app = ActivityApp(APP_ID, CLIENT_SECRET, "fake-token", f"{fd.base_url}/api/v10")
    bot = await discord_bot(
        db,
        dice_factory=lambda: SeededDice(3),
        computer_pause=0,
        web=web_config(),
        activity=app if activity else None,
    )
    async with fd.running(bot):
        yield bot


async def started_game(fd: FakeDiscord, host: User, guest: User) -> Message:
    await fd.answered(await fd.slash("ludo new", host))
    lobby = fd.latest_message()
    await fd.answered(await fd.click(lobby, lobby.button("Join"), guest))
    await fd.answered(await fd.click(lobby, lobby.button("Start"), host))
    return fd.latest_board()


def open_board(card: Message) -> str | None:
    return next((c for c in card.custom_ids if ACTIVITY.read(c) is not None), None)


async def test_open_board_launches_the_activity_its_page_then_proves(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        fd.enable_activities()
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3", activity=True) as bot:
            card = await started_game(fd, ann, bob)
            button = open_board(card)
            assert button is not None and card.button("Open board") == button
            before = card.data
            pressed = await fd.answered(await fd.click(card, button, bob))
            assert pressed.callback_type == LAUNCH_ACTIVITY
            assert pressed.activity is not None and pressed.activity.users == [bob.id]
            assert pressed.activity.channel_id == fd.channel_id
            assert fd.latest_board().data == before  # nothing changed on the card
            # The page inside Discord: Bob's code, his token, this instance.
            assert isinstance(bot.web, WebServer)
            base = f"http://127.0.0.1:{bot.web.port}/api/activity"
            async with aiohttp.ClientSession() as http:
                code = fd.activities.code_for(bob)
                answer = await http.post(f"{base}/token", json={"code": code})
                access = (await answer.json())["access_token"]
                asked = {
                    "access_token": access,
                    "instance_id": pressed.activity.id,
                    "channel_id": str(fd.channel_id),
                }
                session = await (await http.post(f"{base}/session", json=asked)).json()
            game_id = int(ACTIVITY.read(button)["game"])  # type: ignore[index]
            assert session["game_id"] == game_id
            # Bob's board, as the page then opens it: his seat, his turn to act or not.
            origin = f"https://{APP_ID}.discordsays.com"
            async with page(bot.web, game_id, session["token"], origin=origin) as p:
                hello = await p.kind("hello")
            assert hello["you"]["seat"] == 1 and not hello["you"]["spectator"]


async def test_where_no_activity_can_start_the_presser_is_told_privately(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:  # Activities not enabled for the application
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3", activity=True):
            card = await started_game(fd, ann, bob)
            button = open_board(card)
            assert button is not None
            pressed = await fd.answered(await fd.click(card, button, bob))
            reply = pressed.original
            assert reply is not None and reply.flags & EPHEMERAL
            assert read(reply.text()) == ("web-activity-cannot-launch", {})
            assert fd.activities.instances == {}


async def test_a_bot_without_the_activity_offers_no_open_board(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3", activity=False):
            card = await started_game(fd, ann, bob)
            assert open_board(card) is None


async def test_syncing_keeps_the_entry_point_discord_made(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        entry = fd.enable_activities()
        async with running_bot(fd, db, activity=True):
            pass
        kinds = sorted(c["type"] for c in fd.global_commands.values())
        assert PRIMARY_ENTRY_POINT in kinds and "ludo" in fd.commands
        kept = fd.global_commands[(entry["name"], PRIMARY_ENTRY_POINT)]
        assert (kept["id"], kept["handler"]) == (entry["id"], entry["handler"])
        assert not [s for s in fd.statuses if s >= 400]
        sent = sum(1 for m, p, _ in fd.requests if m == "PUT" and COMMANDS.search(p))
        async with running_bot(fd, db, activity=True):
            pass  # the same commands, the entry point left out of the comparison
        assert sum(1 for m, p, _ in fd.requests if m == "PUT" and COMMANDS.search(p)) == sent
