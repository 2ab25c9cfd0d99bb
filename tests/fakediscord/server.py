"""A stand-in Discord on 127.0.0.1: enough of the gateway and the REST API for discord.py.

It keeps messages (with their components and attachment bytes) per channel, records
every interaction response, and lets tests press buttons and type slash commands the
way Discord would deliver them. Nothing leaves the machine.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any

import discord
import discord.gateway
import discord.http
import yarl
from aiohttp import WSMsgType, web

APP_ID = 900000000000000001
BOT_USER = {
    "id": str(APP_ID),
    "username": "ludobot",
    "discriminator": "0",
    "global_name": "ludobot",
    "avatar": None,
    "bot": True,
    "flags": 0,
}
ALL_PERMISSIONS = str((1 << 50) - 1)
# Send messages, embed links, attach files, read history, use commands: no Manage perms.
MEMBER_PERMISSIONS = str((1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31) | (1 << 10))
EPHEMERAL = 1 << 6

_ids = itertools.count(int(time.time() * 1000 - 1420070400000) << 22)


def snowflake() -> str:
    return str(next(_ids))


def iso_now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime())


@dataclass
class User:
    id: int
    name: str
    permissions: str = MEMBER_PERMISSIONS

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
            "flags": 0,
        }

    def member(self) -> dict[str, Any]:
        return {
            "user": self.payload(),
            "roles": [],
            "joined_at": iso_now(),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": None,
            "permissions": self.permissions,
        }


@dataclass
class Message:
    data: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)
    ephemeral_for: int | None = None

    @property
    def id(self) -> int:
        return int(self.data["id"])

    @property
    def custom_ids(self) -> list[str]:
        out: list[str] = []

        def walk(components: list[dict[str, Any]]) -> None:
            for c in components:
                if "custom_id" in c:
                    out.append(c["custom_id"])
                walk(c.get("components", []))

        walk(self.data.get("components", []))
        return out

    def button(self, text: str) -> str:
        """The custom_id of the button whose label contains ``text``."""
        found: list[str] = []

        def walk(components: list[dict[str, Any]]) -> None:
            for c in components:
                if c.get("type") == 2 and text in str(c.get("label", "")) and "custom_id" in c:
                    found.append(c["custom_id"])
                walk(c.get("components", []))

        walk(self.data.get("components", []))
        if not found:
            raise KeyError(f"no button {text!r} on message {self.id}: {self.custom_ids}")
        return found[0]

    @property
    def attachment(self) -> bytes | None:
        return next(iter(self.files.values()), None)


@dataclass
class Interaction:
    """One delivered interaction and everything the bot answered to it."""

    id: str
    token: str
    user: User
    channel_id: int
    message_id: int | None
    responses: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    original_id: int | None = None
    done: asyncio.Event = field(default_factory=asyncio.Event)
    sent_at: float = 0.0
    answered_at: float = 0.0
    modal: dict[str, Any] | None = None
    """The form the bot opened in answer, if any."""

    def finish(self) -> None:
        if not self.done.is_set():
            self.answered_at = time.perf_counter()
            self.done.set()

    @property
    def latency(self) -> float:
        """Seconds from the press arriving to the bot's answer."""
        return self.answered_at - self.sent_at

    def texts(self) -> list[str]:
        return [str(d.get("content") or "") for _, d in self.responses]


class FakeDiscord:
    """``async with FakeDiscord() as fd``: a server, and discord.py pointed at it."""

    def __init__(self, channels: int = 1) -> None:
        self.guild_id = 700000000000000001
        self.channel_id = 710000000000000001
        self.channel_ids = [self.channel_id + i for i in range(channels)]
        self.users: dict[int, User] = {}
        self.messages: dict[int, Message] = {}
        self.interactions: dict[str, Interaction] = {}
        self.commands: dict[str, dict[str, Any]] = {}
        self.fail_edits: dict[int, int] = {}
        """message id → HTTP status to answer edits of that message with."""
        self._sockets: list[web.WebSocketResponse] = []
        self._ready = asyncio.Event()
        self._seq = 0
        self._runner: web.AppRunner | None = None
        self.port = 0
        self.requests: list[tuple[str, str, float]] = []

    # -- lifecycle ------------------------------------------------------------------------

    async def __aenter__(self) -> FakeDiscord:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("*", "/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        server = site._server
        assert server is not None and server.sockets
        self.port = server.sockets[0].getsockname()[1]
        self._saved = (discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY)
        discord.http.Route.BASE = f"http://127.0.0.1:{self.port}/api/v10"
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(
            f"ws://127.0.0.1:{self.port}/gateway"
        )
        return self

    async def __aexit__(self, *exc: object) -> None:
        discord.http.Route.BASE, discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = self._saved
        for ws in self._sockets:
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    def add_user(self, user_id: int, name: str, admin: bool = False) -> User:
        user = User(user_id, name, ALL_PERMISSIONS if admin else MEMBER_PERMISSIONS)
        self.users[user_id] = user
        return user

    async def wait_ready(self, timeout: float = 10) -> None:
        await asyncio.wait_for(self._ready.wait(), timeout)

    # -- gateway --------------------------------------------------------------------------

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        self._sockets.append(ws)
        await ws.send_str(json.dumps({"op": 10, "d": {"heartbeat_interval": 45000}}))
        async for msg in ws:
            if msg.type != WSMsgType.TEXT:
                continue
            payload = json.loads(msg.data)
            op = payload.get("op")
            if op == 1:
                await ws.send_str(json.dumps({"op": 11}))
            elif op == 2:
                self._ready.clear()
                await self._dispatch(ws, "READY", self._ready_payload())
                await self._dispatch(ws, "GUILD_CREATE", self._guild_payload())
                self._ready.set()
        if ws in self._sockets:
            self._sockets.remove(ws)
        return ws

    async def _dispatch(self, ws: web.WebSocketResponse, event: str, data: dict[str, Any]) -> None:
        self._seq += 1
        await ws.send_str(json.dumps({"op": 0, "t": event, "s": self._seq, "d": data}))

    def _ready_payload(self) -> dict[str, Any]:
        return {
            "v": 10,
            "user": BOT_USER,
            "guilds": [{"id": str(self.guild_id), "unavailable": True}],
            "session_id": snowflake(),
            "resume_gateway_url": f"ws://127.0.0.1:{self.port}/gateway",
            "application": {"id": str(APP_ID), "flags": 0},
        }

    def _guild_payload(self) -> dict[str, Any]:
        return {
            "id": str(self.guild_id),
            "name": "Test server",
            "icon": None,
            "owner_id": "1",
            "roles": [
                {
                    "id": str(self.guild_id),
                    "name": "@everyone",
                    "permissions": MEMBER_PERMISSIONS,
                    "position": 0,
                    "color": 0,
                    "hoist": False,
                    "managed": False,
                    "mentionable": False,
                    "flags": 0,
                }
            ],
            "channels": [
                {
                    "id": str(cid),
                    "type": 0,
                    "name": f"ludo-{i}",
                    "position": i,
                    "permission_overwrites": [],
                    "guild_id": str(self.guild_id),
                }
                for i, cid in enumerate(self.channel_ids)
            ],
            "members": [],
            "threads": [],
            "emojis": [],
            "stickers": [],
            "features": [],
            "member_count": len(self.users) + 1,
            "large": False,
            "unavailable": False,
            "joined_at": iso_now(),
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "premium_tier": 0,
            "preferred_locale": "en-US",
            "nsfw_level": 0,
            "system_channel_flags": 0,
        }

    # -- REST -------------------------------------------------------------------------------

    async def _body(self, request: web.Request) -> tuple[dict[str, Any], dict[str, bytes]]:
        files: dict[str, bytes] = {}
        if request.content_type.startswith("multipart/"):
            form = await request.post()
            payload = json.loads(str(form.get("payload_json", "{}")))
            for value in form.values():
                if isinstance(value, web.FileField):
                    files[value.filename] = value.file.read()
            return payload, files
        if request.can_read_body:
            return await request.json(), files
        return {}, files

    def _json(self, data: Any, status: int = 200) -> web.Response:
        # discord.py parses JSON only when the header is exactly this (no charset).
        return web.Response(
            body=json.dumps(data).encode(),
            status=status,
            headers={"Content-Type": "application/json"},
        )

    def _error(self, status: int, code: int, message: str) -> web.Response:
        body: dict[str, Any] = {"code": code, "message": message}
        if status == 429:
            body.update(retry_after=0.01, global_=False)
        return self._json(body, status)

    def _store_message(
        self,
        channel_id: int,
        payload: dict[str, Any],
        files: dict[str, bytes],
        ephemeral_for: int | None = None,
        message_id: int | None = None,
    ) -> Message:
        mid = message_id or int(snowflake())
        data = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "guild_id": str(self.guild_id),
            "author": BOT_USER,
            "content": payload.get("content") or "",
            "timestamp": iso_now(),
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": payload.get("embeds") or [],
            "pinned": False,
            "type": 0,
            "components": payload.get("components") or [],
            "flags": int(payload.get("flags") or 0),
        }
        message = Message(data, ephemeral_for=ephemeral_for)
        self._attach(message, payload, files)
        self.messages[mid] = message
        return message

    def _attach(self, message: Message, payload: dict[str, Any], files: dict[str, bytes]) -> None:
        if "attachments" not in payload and not files:
            return
        kept = {}
        for a in payload.get("attachments") or []:
            old = next(
                (x for x in message.data["attachments"] if x["id"] == str(a.get("id"))), None
            )
            if old is not None:
                kept[old["filename"]] = message.files.get(old["filename"], b"")
        message.files = {**kept, **files}
        message.data["attachments"] = [
            {
                "id": snowflake(),
                "filename": name,
                "size": len(body),
                "url": f"http://127.0.0.1:{self.port}/files/{name}",
                "proxy_url": f"http://127.0.0.1:{self.port}/files/{name}",
                "content_type": "image/png" if name.endswith(".png") else "image/gif",
            }
            for name, body in message.files.items()
        ]

    def _edit(self, message: Message, payload: dict[str, Any], files: dict[str, bytes]) -> None:
        for key in ("content", "embeds", "components", "flags"):
            if key in payload:
                message.data[key] = (
                    payload[key] if payload[key] is not None else ("" if key == "content" else [])
                )
        message.data["edited_timestamp"] = iso_now()
        self._attach(message, payload, files)

    async def _rest(self, request: web.Request) -> web.Response:
        started = time.perf_counter()
        try:
            return await self._route(request)
        finally:
            self.requests.append((request.method, request.path, time.perf_counter() - started))

    async def _route(self, request: web.Request) -> web.Response:
        parts = request.match_info["tail"].strip("/").split("/")
        method = request.method
        if parts[:1] == ["gateway"]:
            return self._json(
                {
                    "url": f"ws://127.0.0.1:{self.port}/gateway",
                    "shards": 1,
                    "session_start_limit": {
                        "total": 1000,
                        "remaining": 1000,
                        "reset_after": 0,
                        "max_concurrency": 1,
                    },
                }
            )
        if parts == ["users", "@me"]:
            return self._json(BOT_USER)
        if parts in (["applications", "@me"], ["oauth2", "applications", "@me"]):
            return self._json(
                {
                    "id": str(APP_ID),
                    "name": "ludobot",
                    "flags": 0,
                    "bot_public": True,
                    "bot_require_code_grant": False,
                    "description": "",
                    "icon": None,
                    "verify_key": "0" * 64,
                    "team": None,
                    "owner": BOT_USER,
                }
            )
        if parts[0] == "applications" and "commands" in parts and method == "PUT":
            body, _ = await self._body(request)
            out = []
            for cmd in body:
                cmd = {**cmd, "id": snowflake(), "application_id": str(APP_ID), "version": "1"}
                self.commands[cmd["name"]] = cmd
                out.append(cmd)
            return self._json(out)
        if parts[0] == "applications" and "commands" in parts:
            return self._json(list(self.commands.values()))
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            return await self._channel_messages(request, int(parts[1]), parts[3:])
        if parts[0] == "interactions":
            return await self._callback(request, parts[1], parts[2])
        if parts[0] == "webhooks":
            return await self._webhook(request, parts[2], parts[3:])
        return self._error(404, 0, f"fake discord does not know {method} {request.path}")

    async def _channel_messages(
        self, request: web.Request, channel_id: int, rest: list[str]
    ) -> web.Response:
        method = request.method
        if not rest and method == "POST":
            payload, files = await self._body(request)
            return self._json(self._store_message(channel_id, payload, files).data)
        if not rest:
            return self._json([m.data for m in self.channel_messages(channel_id)][::-1])
        message = self.messages.get(int(rest[0]))
        if message is None:
            return self._error(404, 10008, "Unknown Message")
        if method == "PATCH":
            status = self.fail_edits.get(message.id)
            if status:
                return self._error(status, 10008 if status == 404 else 0, "edit refused")
            payload, files = await self._body(request)
            self._edit(message, payload, files)
            return self._json(message.data)
        if method == "DELETE":
            del self.messages[message.id]
            return web.Response(status=204)
        return self._json(message.data)

    async def _callback(
        self, request: web.Request, interaction_id: str, token: str
    ) -> web.Response:
        inter = self.interactions.get(token)
        if inter is None or inter.id != interaction_id:
            return self._error(404, 10062, "Unknown interaction")
        payload, files = await self._body(request)
        kind = int(payload.get("type", 0))
        data = payload.get("data") or {}
        inter.responses.append((f"callback:{kind}", data))
        if kind in (4, 5):
            flags = int(data.get("flags") or 0)
            message = self._store_message(
                inter.channel_id, data, files, inter.user.id if flags & EPHEMERAL else None
            )
            inter.original_id = message.id
        elif kind in (6, 7):
            inter.original_id = inter.message_id
            if kind == 7 and inter.message_id in self.messages:
                self._edit(self.messages[inter.message_id], data, files)
        if kind == 9:
            inter.modal = data
        if kind != 5 and kind != 6:
            inter.finish()
        flags = int(data.get("flags") or 0)
        answer: dict[str, Any] = {
            "interaction": {
                "id": inter.id,
                "type": 3 if inter.message_id else 2,
                "response_message_id": str(inter.original_id) if inter.original_id else None,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": bool(flags & EPHEMERAL),
            }
        }
        original = self.messages.get(inter.original_id or 0)
        if original is not None and kind in (4, 7):
            answer["resource"] = {"type": kind, "message": original.data}
        return self._json(answer)

    async def _webhook(self, request: web.Request, token: str, rest: list[str]) -> web.Response:
        inter = self.interactions.get(token)
        if inter is None:
            return self._error(404, 10015, "Unknown Webhook")
        method = request.method
        payload, files = await self._body(request) if method in ("POST", "PATCH") else ({}, {})
        if not rest and method == "POST":
            flags = int(payload.get("flags") or 0)
            message = self._store_message(
                inter.channel_id, payload, files, inter.user.id if flags & EPHEMERAL else None
            )
            inter.responses.append(("followup", payload))
            inter.finish()
            return self._json(message.data)
        target = rest[1] if len(rest) > 1 else "@original"
        mid = inter.original_id if target == "@original" else int(target)
        message = self.messages.get(mid or 0)
        if message is None:
            return self._error(404, 10008, "Unknown Message")
        if method == "PATCH":
            status = self.fail_edits.get(message.id)
            if status:
                return self._error(status, 10008 if status == 404 else 0, "edit refused")
            self._edit(message, payload, files)
            inter.responses.append(("edit", payload))
            inter.finish()
        elif method == "DELETE":
            del self.messages[message.id]
            return web.Response(status=204)
        return self._json(message.data)

    # -- what tests do ----------------------------------------------------------------------

    def channel_messages(self, channel_id: int | None = None) -> list[Message]:
        cid = str(channel_id or self.channel_id)
        return [m for m in self.messages.values() if m.data["channel_id"] == cid]

    def public_messages(self, channel_id: int | None = None) -> list[Message]:
        return [m for m in self.channel_messages(channel_id) if m.ephemeral_for is None]

    def latest_board(self) -> Message:
        boards = [m for m in self.public_messages() if m.files]
        return max(boards, key=lambda m: (m.data["edited_timestamp"] or "", m.id))

    async def _deliver(self, payload: dict[str, Any]) -> None:
        if not self._sockets:
            raise RuntimeError("no bot is connected")
        await self._dispatch(self._sockets[-1], "INTERACTION_CREATE", payload)

    def _base(
        self, kind: int, user: User, channel_id: int | None
    ) -> tuple[dict[str, Any], Interaction]:
        iid, token = snowflake(), f"tok-{snowflake()}"
        cid = channel_id or self.channel_id
        payload: dict[str, Any] = {
            "id": iid,
            "application_id": str(APP_ID),
            "type": kind,
            "token": token,
            "version": 1,
            "guild_id": str(self.guild_id),
            "channel_id": str(cid),
            "channel": {"id": str(cid), "type": 0, "guild_id": str(self.guild_id), "name": "ludo"},
            "member": user.member(),
            "app_permissions": ALL_PERMISSIONS,
            "attachment_size_limit": 10 * 1024 * 1024,
            "locale": "en-US",
            "guild_locale": "en-US",
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(self.guild_id)},
            "context": 0,
        }
        inter = Interaction(iid, token, user, cid, None)
        self.interactions[token] = inter
        return payload, inter

    async def click(self, message: Message | int, custom_id: str, user: User) -> Interaction:
        """Press a button on a message, as Discord delivers it (the message included)."""
        msg = message if isinstance(message, Message) else self.messages[message]
        payload, inter = self._base(3, user, int(msg.data["channel_id"]))
        payload["message"] = msg.data
        payload["data"] = {"custom_id": custom_id, "component_type": 2}
        inter.message_id = msg.id
        inter.sent_at = time.perf_counter()
        await self._deliver(payload)
        return inter

    async def slash(
        self, path: str, user: User, channel_id: int | None = None, **options: Any
    ) -> Interaction:
        """Type a slash command: ``"ludo new"``, ``"ludo config show"``."""
        names = path.split()
        command = self.commands[names[0]]
        leaf = [
            {"name": k, "type": 4 if isinstance(v, int) else 3, "value": v}
            for k, v in options.items()
        ]
        opts: list[dict[str, Any]] = leaf
        if len(names) >= 2:
            opts = [{"name": names[-1], "type": 1, "options": leaf}]
        if len(names) == 3:
            opts = [{"name": names[1], "type": 2, "options": opts}]
        payload, inter = self._base(2, user, channel_id)
        payload["data"] = {
            "id": command["id"],
            "name": names[0],
            "type": 1,
            "options": opts,
            "guild_id": str(self.guild_id),
        }
        await self._deliver(payload)
        return inter

    async def submit_modal(self, opened: Interaction, values: list[str], user: User) -> Interaction:
        """Fill in the form the bot opened for ``opened`` (text inputs in order) and send it."""
        assert opened.modal is not None, "the bot opened no form"
        fill = iter(values)

        def echo(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
            out = []
            for c in components:
                c = dict(c)
                if c.get("type") == 4:
                    c = {"type": 4, "custom_id": c["custom_id"], "value": next(fill)}
                if "components" in c:
                    c["components"] = echo(c["components"])
                if "component" in c:
                    c["component"] = echo([c["component"]])[0]
                out.append(c)
            return out

        payload, inter = self._base(5, user, opened.channel_id)
        payload["data"] = {
            "custom_id": opened.modal["custom_id"],
            "components": echo(opened.modal.get("components", [])),
        }
        if opened.message_id is not None:
            payload["message"] = self.messages[opened.message_id].data
            inter.message_id = opened.message_id
        inter.sent_at = time.perf_counter()
        await self._deliver(payload)
        return inter

    async def answered(self, inter: Interaction, timeout: float = 15) -> Interaction:
        """Wait until the bot has answered ``inter`` (an edit, a message or a followup)."""
        await asyncio.wait_for(inter.done.wait(), timeout)
        return inter


@asynccontextmanager
async def fake_discord() -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord() as fd:
        yield fd
