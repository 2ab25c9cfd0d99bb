"""The Activity's API on the web edge's server, against the stand-in Discord: a code
exchanged with the client secret, the person from their token, the instance checked with
the bot token and tied to the game of its channel, and a token for that person and game
that the game's socket takes; a refused code, a used code, an instance of another
channel, a person not in the instance, a channel without a game and malformed requests
are refused by code and change nothing."""

from __future__ import annotations

from collections.abc import AsyncIterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from bot.app import open_core, web_edge
from bot.config import Config
from bot.core import Actor, GameService
from bot.core import commands as c
from cogs.ludo.places import KIND
from tests.core_helpers import new_lobby
from tests.fakediscord import APP_ID, FakeDiscord, User
from tests.fakediscord.activities import CLIENT_SECRET
from tests.web_helpers import PUBLIC, page, web_config
from web.activity_limits import ActivityLimits, Gate
from web.activity_routes import DISCORD_PLACE, activity_edge
from web.oauth import ActivityApp
from web.server import WebServer


def activity_app(fd: FakeDiscord) -> ActivityApp:
    """The application's side, with the stand-in Discord's API and secret."""
    return ActivityApp(APP_ID, CLIENT_SECRET, "fake-token", f"{fd.base_url}/api/v10")


@dataclass
class World:
    fd: FakeDiscord
    core: GameService
    server: WebServer
    http: aiohttp.ClientSession
    ann: User
    bob: User
    game_id: int

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.port}"

    async def post(self, name: str, body: object, lang: str = "en") -> tuple[int, Any]:
        response = await self.http.post(
            f"{self.url}/api/activity/{name}", json=body, headers={"Accept-Language": lang}
        )
        return response.status, await response.json()

    async def session(self, user: User, channel_id: int, instance_id: str) -> tuple[int, Any]:
        status, body = await self.post("token", {"code": self.fd.activities.code_for(user)})
        assert status == 200, body
        return await self.post(
            "session",
            {
                "access_token": body["access_token"],
                "instance_id": instance_id,
                "channel_id": str(channel_id),
            },
        )


@pytest.fixture
async def world(tmp_path: Path) -> AsyncIterator[World]:
    async with FakeDiscord(channels=2) as fd:
        ann, bob = fd.add_user(11, "Ann"), fd.add_user(12, "Bob")
        core = await open_core(tmp_path / "games.sqlite3")
        lobby = await new_lobby(core, fd.guild_id, fd.channel_ids[0], ann.id, ann.name)
        assert lobby.game_id is not None
        server = web_edge(core, web_config(), activity_app(fd))
        await server.start()
        try:
            async with aiohttp.ClientSession() as http:
                yield World(fd, core, server, http, ann, bob, lobby.game_id)
        finally:
            await server.close()
            await core.close()


async def test_a_person_in_the_channels_instance_gets_its_game_and_their_token(
    world: World,
) -> None:
    channel = world.fd.channels[world.fd.channel_ids[0]]
    instance = world.fd.activities.start(channel, world.ann)
    status, body = await world.session(world.ann, channel.id, instance.id)
    assert status == 200 and body["game_id"] == world.game_id
    granted = world.server.signer.read(body["token"], world.game_id)
    assert granted.user_id == world.ann.id
    # The page's socket, from the Activity's origin, takes it: Ann, the host, in seat 1.
    async with page(world.server, world.game_id, body["token"], origin=activity_origin()) as p:
        hello = await p.kind("hello")
    assert hello["you"]["spectator"] is False and hello["you"]["seat"] == 0


def activity_origin() -> str:
    return f"https://{APP_ID}.discordsays.com"


async def test_the_socket_takes_the_activitys_origin_only_with_the_activity(
    tmp_path: Path,
) -> None:
    core = await open_core(tmp_path / "games.sqlite3")
    try:
        lobby = await new_lobby(core, 1, 2, 11, "Ann")
        assert lobby.game_id is not None
        server = web_edge(core, web_config())  # no Activity
        await server.start()
        try:
            with pytest.raises(aiohttp.WSServerHandshakeError):
                async with page(server, lobby.game_id, origin=activity_origin()):
                    pass
            async with page(server, lobby.game_id, origin=PUBLIC) as p:
                await p.kind("hello")
        finally:
            await server.close()
    finally:
        await core.close()


async def test_a_refused_code_is_refused_in_the_viewers_language(world: World) -> None:
    status, body = await world.post("token", {"code": "not-a-code-discord-gave"}, "de")
    assert (status, body["code"]) == (403, "web-activity-code-refused")
    assert "Discord" in body["text"] and "Anmeldung" in body["text"]  # the German catalogue's
    assert world.fd.activities.exchanges == ["not-a-code-discord-gave"]


async def test_a_code_is_good_once(world: World) -> None:
    code = world.fd.activities.code_for(world.ann)
    first, _ = await world.post("token", {"code": code})
    again, body = await world.post("token", {"code": code})
    assert (first, again, body["code"]) == (200, 403, "web-activity-code-refused")


async def test_an_instance_of_another_channel_is_refused(world: World) -> None:
    other = world.fd.channels[world.fd.channel_ids[1]]
    instance = world.fd.activities.start(other, world.ann)
    status, body = await world.session(world.ann, world.fd.channel_ids[0], instance.id)
    assert (status, body["code"]) == (403, "web-activity-other-channel")


async def test_a_person_not_in_the_instance_is_refused(world: World) -> None:
    channel = world.fd.channels[world.fd.channel_ids[0]]
    instance = world.fd.activities.start(channel, world.ann)
    status, body = await world.session(world.bob, channel.id, instance.id)
    assert (status, body["code"]) == (403, "web-activity-not-in-instance")


async def test_an_unknown_instance_and_a_forged_access_token_are_refused(world: World) -> None:
    status, body = await world.session(world.ann, world.fd.channel_ids[0], "i-404-gc-1-2")
    assert (status, body["code"]) == (403, "web-activity-instance-unknown")
    channel = world.fd.channels[world.fd.channel_ids[0]]
    instance = world.fd.activities.start(channel, world.ann)
    forged = {"access_token": "forged", "instance_id": instance.id, "channel_id": str(channel.id)}
    status, body = await world.post("session", forged)
    assert (status, body["code"]) == (403, "web-activity-token-refused")


async def test_a_channel_without_a_game_is_refused(world: World) -> None:
    await world.core.execute(world.game_id, Actor(world.ann.id, world.ann.name), c.Cancel())
    channel = world.fd.channels[world.fd.channel_ids[0]]
    instance = world.fd.activities.start(channel, world.ann)
    status, body = await world.session(world.ann, channel.id, instance.id)
    assert (status, body["code"]) == (404, "web-activity-no-game")


@pytest.mark.parametrize(
    "body",
    [
        [],
        {"code": 7},
        {"code": "a/../../b"},
        {"code": "x" * 300},
    ],
)
async def test_a_malformed_token_request_never_reaches_discord(world: World, body: object) -> None:
    status, answer = await world.post("token", body)
    assert (status, answer["code"]) == (400, "web-activity-bad-request")
    assert world.fd.activities.exchanges == []


@pytest.mark.parametrize(
    "fields",
    [
        {"instance_id": "../../users/@me"},
        {"instance_id": None},
        {"channel_id": "12ab"},
        {"channel_id": 710000000000000001},
    ],
)
async def test_a_malformed_session_request_is_refused(
    world: World, fields: dict[str, object]
) -> None:
    channel = world.fd.channels[world.fd.channel_ids[0]]
    instance = world.fd.activities.start(channel, world.ann)
    body = {"access_token": "abc", "instance_id": instance.id, "channel_id": str(channel.id)}
    status, answer = await world.post("session", {**body, **fields})
    assert (status, answer["code"]) == (400, "web-activity-bad-request")


async def test_an_oversized_request_is_refused_unread(world: World) -> None:
    response = await world.http.post(
        f"{world.url}/api/activity/token",
        data=b"{" + b" " * 10_000 + b"}",
        headers={"Content-Type": "x"},
    )
    assert (response.status, (await response.json())["code"]) == (400, "web-activity-bad-request")


async def test_the_config_names_the_application_and_the_launch_keeps_discords_query(
    world: World,
) -> None:
    response = await world.http.get(
        f"{world.url}/api/activity/config", headers={"Accept-Language": "hi"}
    )
    config = await response.json()
    assert config["client_id"] == str(APP_ID)
    assert set(config["words"]) == {
        "web-activity-not-authorised",
        "web-activity-unreachable",
        "web-activity-failed",
    }
    assert all(any("\u0900" <= ch <= "\u097f" for ch in t) for t in config["words"].values())
    launch = await world.http.get(f"{world.url}/?instance_id=i-1&frame_id=f", allow_redirects=False)
    assert (launch.status, launch.headers["Location"]) == (
        302,
        "activity/?instance_id=i-1&frame_id=f",
    )


def test_the_web_edge_names_channels_as_the_discord_edge_does() -> None:
    assert DISCORD_PLACE == KIND


def test_the_activitys_settings_come_both_or_not_at_all(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("LUDOBOT_ACTIVITY_CLIENT_ID", raising=False)
    monkeypatch.delenv("LUDOBOT_ACTIVITY_CLIENT_SECRET", raising=False)
    assert ActivityApp.from_env("bot-token") is None
    monkeypatch.setenv("LUDOBOT_ACTIVITY_CLIENT_ID", "900000000000000001")
    with pytest.raises(ValueError, match="LUDOBOT_ACTIVITY_CLIENT_SECRET"):
        ActivityApp.from_env("bot-token")
    monkeypatch.setenv("LUDOBOT_ACTIVITY_CLIENT_SECRET", "s3cret")
    app = ActivityApp.from_env("bot-token")
    assert app is not None and (app.client_id, app.client_secret) == (APP_ID, "s3cret")
    assert app.origin == f"https://{APP_ID}.discordsays.com"
    monkeypatch.setenv("LUDOBOT_ACTIVITY_CLIENT_ID", "ludobot")
    with pytest.raises(ValueError, match="LUDOBOT_ACTIVITY_CLIENT_ID"):
        ActivityApp.from_env("bot-token")


def test_the_activity_without_the_web_edge_is_a_clear_error(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    for name in ("LUDOBOT_WEB_URL", "LUDOBOT_WEB_SECRET"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LUDOBOT_ACTIVITY_CLIENT_ID", str(APP_ID))
    monkeypatch.setenv("LUDOBOT_ACTIVITY_CLIENT_SECRET", "s3cret")
    monkeypatch.setenv("DISCORD_TOKEN", "x" * 24 + "." + "y" * 6 + "." + "z" * 27)
    with pytest.raises(ValueError, match="LUDOBOT_WEB_URL"):
        Config.from_env(str(tmp_path / "db.sqlite3"), dotenv=False)
    monkeypatch.setenv("LUDOBOT_WEB_URL", PUBLIC)
    monkeypatch.setenv("LUDOBOT_WEB_SECRET", "k" * 32)
    config = Config.from_env(str(tmp_path / "db.sqlite3"), dotenv=False)
    assert config.activity is not None and config.activity.bot_token == config.token


async def test_a_flood_is_refused_before_discord_is_asked(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        core = await open_core(tmp_path / "games.sqlite3")
        server = WebServer(core, web_config())
        gate = Gate(ActivityLimits(rate=0.001, burst=2))
        server.add_routes(activity_edge(activity_app(fd), core, lambda u, g: "t", gate))
        await server.start()
        try:
            async with aiohttp.ClientSession() as http:
                url = f"http://127.0.0.1:{server.port}/api/activity/token"
                answers = []
                for i in range(5):
                    response = await http.post(url, json={"code": f"code{i}"})
                    answers.append((response.status, (await response.json())["code"]))
        finally:
            await server.close()
            await core.close()
        refused = ("web-activity-code-refused", "web-activity-busy")
        assert [code for _, code in answers] == [refused[0]] * 2 + [refused[1]] * 3
        assert {status for status, code in answers if code == refused[1]} == {429}
        assert fd.activities.exchanges == ["code0", "code1"]  # the rest never reached it


def test_the_gate_remembers_a_bounded_number_of_addresses() -> None:
    now = [0.0]
    limits = ActivityLimits(rate=1.0, burst=1, process_burst=1000, addresses=3)
    gate = Gate(limits, lambda: now[0])
    assert all(gate.admit(f"10.0.0.{i}") for i in range(100))
    assert gate.remembered == 3
    assert not gate.admit("10.0.0.99")  # remembered, its allowance used
    now[0] += 1.0
    assert gate.admit("10.0.0.99")  # and back a second later
