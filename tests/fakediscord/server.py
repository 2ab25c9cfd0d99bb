"""A stand-in Discord on 127.0.0.1: enough of the gateway and the REST API for discord.py.

It keeps guilds, channels, members and messages (with their components and attachment
bytes), records every interaction response, and lets tests press buttons, pick from
selects, type slash commands and submit modals the way Discord would deliver them.
Nothing leaves the machine: while it runs, aiohttp refuses any host but loopback.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import logging
import re
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, TypeVar

import aiohttp
import discord
import discord.gateway
import discord.http
import discord.state
import yarl
from aiohttp import WSMsgType, web

from .activities import LAUNCH_ACTIVITY, PRIMARY_ENTRY_POINT, Activities, entry_point_command
from .limits import GLOBAL_LIMIT, Limits, rate_limited
from .models import (
    _KEPT_FLAGS,
    ADMINISTRATOR,
    ALL_PERMISSIONS,
    APP_ID,
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    AUTOCOMPLETE_RESULT,
    BOT_DM_CONTEXT,
    BOT_USER,
    CHANNEL_MESSAGE,
    CREATE_PUBLIC_THREADS,
    DEFERRED_CHANNEL_MESSAGE,
    DEFERRED_UPDATE,
    EPHEMERAL,
    FOLLOWUP_LIMIT,
    GUILD_CONTEXT,
    LOADING,
    MANAGE_EVENTS,
    MEMBER_PERMISSIONS_INT,
    MESSAGE_COMPONENT,
    MODAL,
    MODAL_SUBMIT,
    PRIVATE_CONTEXT,
    THREAD,
    TOKEN_LIFE,
    UPDATE_MESSAGE,
    USE_EXTERNAL_APPS,
    Attachment,
    Channel,
    Failure,
    FakeClock,
    Guild,
    Interaction,
    Membership,
    Message,
    Role,
    User,
    iso_now,
    snowflake,
    walk_components,
)

log = logging.getLogger("fakediscord")
ClientT = TypeVar("ClientT", bound=discord.Client)

_LOOPBACK = {"127.0.0.1", "localhost", "::1"}
_DROPPED = web.Response(status=599)
"""The answer of an injected failure that closes the connection instead."""
_SELECTS = {3, 5, 6, 7, 8}
# Option types of application commands.
_SUB_COMMAND, _SUB_COMMAND_GROUP = 1, 2
_STRING, _INTEGER, _BOOLEAN, _USER, _CHANNEL, _ROLE, _MENTIONABLE, _NUMBER = 3, 4, 5, 6, 7, 8, 9, 10


@dataclass
class Session:
    """One gateway connection (one bot process, as far as Discord is concerned)."""

    ws: web.WebSocketResponse
    session_id: str = ""
    seq: int = 0
    intents: int = 0
    identified: bool = False
    lock: asyncio.Lock = field(default_factory=asyncio.Lock)
    received: list[dict[str, Any]] = field(default_factory=list)


@dataclass
class Hold:
    """A request the fake holds (see :meth:`FakeDiscord.hold`)."""

    method: str
    path: re.Pattern[str]
    arrived: asyncio.Event = field(default_factory=asyncio.Event)
    released: asyncio.Event = field(default_factory=asyncio.Event)

    def release(self) -> None:
        self.released.set()


class FakeDiscord:
    """``async with FakeDiscord() as fd``: a server, and discord.py pointed at it.

    A default guild (``fd.guild``) with ``channels`` text channels exists from the start.
    The server outlives bot instances: stop one bot, start another, the messages remain.
    """

    def __init__(
        self,
        channels: int = 1,
        *,
        guild_ready_timeout: float | None = 0.05,
        block_network: bool = True,
        message_events: bool = False,
        global_limit: int | None = GLOBAL_LIMIT,
        invalid_share: float | None = 0.01,
    ) -> None:
        """``guild_ready_timeout``: shorten discord.py's wait for more GUILD_CREATEs before
        ``on_ready`` (2 s by default) while the fake runs; ``None`` leaves it alone.
        ``message_events``: also dispatch MESSAGE_CREATE/UPDATE/DELETE for REST changes.
        ``global_limit``: requests a second outside interactions' tokens before the
        global 429 (:mod:`.limits`; None: none). ``invalid_share``: when the stand-in
        stops, the invalid answers (401, 403, 429) the test did not ask for (see
        :attr:`asked`) must be fewer than this share of all its answers, as Discord bans
        a bot's address for too many (None: no such check)."""
        self.guild_ready_timeout = guild_ready_timeout
        self.block_network = block_network
        self.message_events = message_events
        self.users: dict[int, User] = {}
        self.guilds: dict[int, Guild] = {}
        self.channels: dict[int, Channel] = {}
        self.messages: dict[int, Message] = {}
        self.interactions: dict[str, Interaction] = {}
        self.global_commands: dict[tuple[str, int], dict[str, Any]] = {}
        self.guild_commands: dict[int, dict[tuple[str, int], dict[str, Any]]] = {}
        self.failures: list[Failure] = []
        self.limits = Limits(global_limit)
        """The global limit and the routes' buckets (:meth:`Limits.bucket`)."""
        self.invalid_share = invalid_share
        self.asked = 0
        """Invalid answers the test asked for: injected failures, held requests, and
        refusals of what it closed (a person's DMs, the bot's access to a chat)."""
        self.holds: list[Hold] = []
        self.fail_edits: dict[int, int] = {}
        """message id → HTTP status to answer every edit of that message with."""
        self.requests: list[tuple[str, str, float]] = []
        """(method, path, seconds) of every REST request."""
        self.deleted: list[Message] = []
        """Every message deleted, in order (gone from :attr:`messages`)."""
        self.statuses: list[int] = []
        """The HTTP status of each of :attr:`requests`, in the same order (500: the
        stand-in failed while answering)."""
        self.unknown_requests: list[tuple[str, str]] = []
        self.sessions: list[Session] = []
        self.port = 0
        self._runner: web.AppRunner | None = None
        self._waiters: list[tuple[Callable[[], bool], asyncio.Future[None]]] = []
        self._patches: list[tuple[Any, str, Any]] = []
        self._pending: set[asyncio.Task[None]] = set()
        self._clock = itertools.count(1)
        self.clock = FakeClock()
        """The fake's wall clock: tokens expire by it; give a bot ``clock.time`` and
        ``clock.sleep`` to keep its deadlines by it too (:meth:`advance`)."""
        self.followup_limit = FOLLOWUP_LIMIT
        self.refused_dms: list[int] = []
        """The bot's DM channels a message was refused in (the person closed their DMs)."""
        self.refused: list[tuple[str, str]] = []
        """(method, path) of every bot request refused because the bot is not a member
        of the chat (403, Missing Access)."""
        self.activities = Activities(self.users, self.json_response, self._asked_for)
        """OAuth2 codes, access tokens and Activity instances (:mod:`.activities`)."""
        self.activities_enabled = False
        """Activities are on in the application's settings (:meth:`enable_activities`)."""
        self.guild = self.add_guild("Test server", 700000000000000001, channels=0)
        for i in range(channels):
            self.add_channel(f"ludo-{i}", channel_id=710000000000000001 + i)

    # -- lifecycle ------------------------------------------------------------------------

    async def __aenter__(self) -> FakeDiscord:
        await self.start()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.stop()
        if exc[0] is None:
            self.check_invalid()

    @property
    def invalid(self) -> int:
        """Requests answered 401, 403 or 429 (Discord's invalid requests)."""
        return sum(1 for status in self.statuses if status in (401, 403, 429))

    def check_invalid(self) -> None:
        """The invalid answers the stand-in gave of itself are under ``invalid_share``
        of all its answers."""
        if self.invalid_share is None or not self.statuses:
            return
        unasked = self.invalid - self.asked
        assert unasked < self.invalid_share * len(self.statuses), (
            f"{unasked} invalid requests of {len(self.statuses)} (not asked for): "
            f"{self.limits.global_refused} over the global limit"
        )

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
        app.router.add_route("GET", "/", self._gateway)
        app.router.add_route("GET", "/gateway", self._gateway)
        app.router.add_route("GET", "/attachments/{cid}/{aid}/{name}", self._cdn)
        app.router.add_route("*", "/api/v{version:\\d+}/{tail:.*}", self._rest)
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = int(self._runner.addresses[0][1])
        self._patch(discord.http.Route, "BASE", f"{self.base_url}/api/v10")
        self._patch(discord.gateway.DiscordWebSocket, "DEFAULT_GATEWAY", yarl.URL(self.ws_url))
        if self.guild_ready_timeout is not None:
            self._patch_ready_timeout(self.guild_ready_timeout)
        if self.block_network:
            self._patch_network_guard()

    async def stop(self) -> None:
        for session in list(self.sessions):
            await session.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None
        for owner, name, value in reversed(self._patches):
            setattr(owner, name, value)
        self._patches.clear()
        for _, fut in self._waiters:
            if not fut.done():
                fut.cancel()

    @property
    def base_url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    @property
    def ws_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/"

    def _patch(self, owner: Any, name: str, value: Any) -> None:
        self._patches.append((owner, name, owner.__dict__[name]))
        setattr(owner, name, value)

    def _patch_ready_timeout(self, timeout: float) -> None:
        state_cls = discord.state.ConnectionState
        original = state_cls._delay_ready

        async def _delay_ready(state: discord.state.ConnectionState) -> None:
            state.guild_ready_timeout = min(state.guild_ready_timeout, timeout)
            await original(state)

        self._patch(state_cls, "_delay_ready", _delay_ready)

    def _patch_network_guard(self) -> None:
        original = aiohttp.ClientSession._request

        async def _request(
            session: aiohttp.ClientSession, method: str, url: Any, *args: Any, **kwargs: Any
        ) -> aiohttp.ClientResponse:
            host = yarl.URL(str(url)).host
            if host not in _LOOPBACK:
                raise RuntimeError(f"fakediscord: a test tried to reach {url} (network blocked)")
            return await original(session, method, url, *args, **kwargs)

        self._patch(aiohttp.ClientSession, "_request", _request)

    # -- world building -----------------------------------------------------------------

    @property
    def guild_id(self) -> int:
        return self.guild.id

    @property
    def channel_id(self) -> int:
        """The first text channel of the default guild."""
        return self.channel_ids[0]

    @property
    def channel_ids(self) -> list[int]:
        return [c.id for c in self.guild.channels if c.type == 0]

    @property
    def commands(self) -> dict[str, dict[str, Any]]:
        """Synced chat-input commands by name (global ones, then the default guild's)."""
        out = {n: c for (n, t), c in self.global_commands.items() if t == 1}
        for (n, t), c in self.guild_commands.get(self.guild.id, {}).items():
            if t == 1:
                out[n] = c
        return out

    def add_guild(
        self,
        name: str = "Guild",
        guild_id: int | None = None,
        *,
        channels: int | Sequence[str] = ("general",),
        owner_id: int = 1,
        has_bot: bool = True,
        external_apps: bool = True,
    ) -> Guild:
        """A guild with @everyone (member permissions) and Admin (Administrator) roles.
        ``has_bot=False``: the bot is not a member (only people's installs play there);
        ``external_apps=False``: "Use External Apps" is off for its members."""
        gid = guild_id or int(snowflake())
        guild = Guild(gid, name, owner_id=owner_id, has_bot=has_bot, external_apps=external_apps)
        guild.roles.append(Role(gid, "@everyone", MEMBER_PERMISSIONS_INT, 0))
        guild.roles.append(Role(int(snowflake()), "Admin", ADMINISTRATOR, 1))
        self.guilds[gid] = guild
        names = [f"channel-{i}" for i in range(channels)] if isinstance(channels, int) else channels
        for n in names:
            self.add_channel(n, guild)
        for user in self.users.values():
            self._join(guild, user)
        if has_bot:
            self._live("GUILD_CREATE", lambda: self._guild_payload(guild))
        return guild

    def add_group_dm(self, name: str, users: Sequence[User]) -> Channel:
        """A group DM of ``users`` (the bot is never a member of one)."""
        channel = Channel(int(snowflake()), name, None, 3, recipients=[u.id for u in users])
        self.channels[channel.id] = channel
        return channel

    def add_dm(self, user: User, other: User | None = None) -> Channel:
        """A DM: the bot's own with ``user`` (it posts there), or between two people."""
        if other is None:
            return self.channels[int(self._dm_channel(user.id)["id"])]
        channel = Channel(int(snowflake()), "", None, 1, recipients=[user.id, other.id])
        self.channels[channel.id] = channel
        return channel

    def now(self) -> float:
        """The fake's clock (tokens expire by it)."""
        return self.clock.time()

    def advance(self, seconds: float) -> None:
        """Move the fake's clock on (e.g. past an interaction token's 15 minutes)."""
        self.clock.advance(seconds)

    def bot_may_post(self, channel_id: int) -> bool:
        """The bot is a member of the chat: a channel of a server that has it, or its own
        DM. Elsewhere it may only answer interactions."""
        channel = self.channels.get(channel_id)
        if channel is None:
            return True  # unknown channels answer 404 as before
        if channel.guild_id is not None:
            return self.guilds[channel.guild_id].has_bot
        return channel.bot_dm

    def add_channel(
        self,
        name: str,
        guild: Guild | int | None = None,
        *,
        channel_id: int | None = None,
        type: int = 0,
    ) -> Channel:
        g = self._guild(guild)
        channel = Channel(channel_id or int(snowflake()), name, g.id, type, len(g.channels))
        g.channels.append(channel)
        self.channels[channel.id] = channel
        self._live("CHANNEL_CREATE", channel.payload)
        return channel

    def add_role(self, name: str, permissions: int, guild: Guild | int | None = None) -> Role:
        g = self._guild(guild)
        role = Role(int(snowflake()), name, permissions, len(g.roles))
        g.roles.append(role)
        self._live("GUILD_ROLE_CREATE", lambda: {"guild_id": str(g.id), "role": role.payload()})
        return role

    def add_user(
        self,
        user_id: int,
        name: str,
        admin: bool = False,
        *,
        permissions: int | None = None,
        guilds: Iterable[Guild | int] | None = None,
        roles: Iterable[Role] = (),
    ) -> User:
        """A user, member of ``guilds`` (default: every guild).

        ``admin``: gets the Admin role (Administrator). ``permissions``: gets a role of its
        own with exactly these permissions (no @everyone defaults beyond them)."""
        user = User(user_id, name, admin=admin, permissions=permissions)
        self.users[user_id] = user
        targets = [self._guild(g) for g in guilds] if guilds is not None else self.guilds.values()
        for g in targets:
            self._join(g, user, roles)
        return user

    def _join(self, guild: Guild, user: User, roles: Iterable[Role] = ()) -> None:
        role_ids = [r.id for r in roles]
        if user.admin:
            role_ids.append(guild.role("Admin").id)
        if user.permissions is not None:
            own = Role(int(snowflake()), f"perms-{user.name}", user.permissions, len(guild.roles))
            guild.roles.append(own)
            role_ids.append(own.id)
        guild.members[user.id] = Membership(user, role_ids)
        if not guild.has_bot:
            return
        self._live(
            "GUILD_MEMBER_ADD",
            lambda: {"guild_id": str(guild.id), **guild.member_payload(user.id)},
        )

    def _guild(self, guild: Guild | int | None) -> Guild:
        if guild is None:
            return self.guild
        return guild if isinstance(guild, Guild) else self.guilds[guild]

    def permissions_of(self, user: User, guild: Guild | int | None = None) -> int:
        return self._guild(guild).permissions_of(user.id)

    # -- waiting ------------------------------------------------------------------------

    async def wait_ready(self, timeout: float = 10) -> None:
        """Wait until a bot has identified and been sent READY and its GUILD_CREATEs.

        (discord.py's ``on_ready`` follows a moment later: await ``bot.wait_until_ready()``
        for that.)"""
        await self.wait_for(lambda: self._session() is not None, timeout)

    @property
    def connected(self) -> bool:
        return self._session() is not None

    async def wait_for(self, predicate: Callable[[], bool], timeout: float = 10) -> None:
        """Wait until ``predicate()`` holds; it is checked after every change the bot makes."""
        if predicate():
            return
        fut: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        entry = (predicate, fut)
        self._waiters.append(entry)
        try:
            await asyncio.wait_for(fut, timeout)
        finally:
            if entry in self._waiters:
                self._waiters.remove(entry)

    async def wait_message(
        self,
        channel_id: int | None = None,
        *,
        after: int = 0,
        predicate: Callable[[Message], bool] | None = None,
        timeout: float = 10,
    ) -> Message:
        """The first message (in ``channel_id``, default: any) with id > ``after`` that
        satisfies ``predicate``, waiting for the bot to post it."""
        found: list[Message] = []

        def check() -> bool:
            for m in self.messages.values():
                wanted = m.id > after and channel_id in (None, m.channel_id)
                if wanted and (predicate is None or predicate(m)):
                    found.append(m)
                    return True
            return False

        await self.wait_for(check, timeout)
        return found[0]

    def changed(self) -> None:
        """Something the stand-in does not see changed (a count the bot keeps): the
        waiters' predicates are checked again."""
        self._changed()

    def _changed(self) -> None:
        for predicate, fut in list(self._waiters):
            if fut.done():
                continue
            try:
                ok = predicate()
            except Exception as exc:
                fut.set_exception(exc)
                continue
            if ok:
                fut.set_result(None)

    # -- gateway --------------------------------------------------------------------------

    def _session(self) -> Session | None:
        live = [s for s in self.sessions if s.identified and not s.ws.closed]
        return live[-1] if live else None

    async def _gateway(self, request: web.Request) -> web.StreamResponse:
        if request.headers.get("Upgrade", "").lower() != "websocket":
            return await self._rest(request)
        ws = web.WebSocketResponse(max_msg_size=0)
        await ws.prepare(request)
        session = Session(ws)
        self.sessions.append(session)
        await self._send(session, {"op": 10, "d": {"heartbeat_interval": 41250}})
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                await self._on_gateway(session, json.loads(msg.data))
        finally:
            self.sessions.remove(session)
            self._changed()
        return ws

    async def _on_gateway(self, session: Session, payload: dict[str, Any]) -> None:
        session.received.append(payload)
        op, d = payload.get("op"), payload.get("d")
        if op == 1:
            await self._send(session, {"op": 11})
        elif op == 2:
            assert isinstance(d, dict)
            session.session_id = snowflake()
            session.intents = int(d.get("intents") or 0)
            shard = d.get("shard") or [0, 1]
            await self._dispatch(session, "READY", self._ready_payload(session, shard))
            for guild in self.guilds.values():
                if guild.has_bot:
                    await self._dispatch(session, "GUILD_CREATE", self._guild_payload(guild))
            session.identified = True
            self._changed()
        elif op == 6:
            assert isinstance(d, dict)
            session.session_id = str(d.get("session_id") or snowflake())
            session.seq = int(d.get("seq") or 0)
            await self._dispatch(session, "RESUMED", {})
            session.identified = True
            self._changed()
        elif op == 8:
            assert isinstance(d, dict)
            await self._members_chunk(session, d)

    async def _members_chunk(self, session: Session, d: dict[str, Any]) -> None:
        guild = self.guilds.get(int(d["guild_id"]))
        if guild is None:
            return
        ids = {int(u) for u in d.get("user_ids") or []}
        query = str(d.get("query") or "").lower()
        members = [
            guild.member_payload(uid)
            for uid, m in guild.members.items()
            if (not ids or uid in ids) and m.user.name.lower().startswith(query)
        ]
        if not ids and not query:
            members.append(self._bot_member())
        data: dict[str, Any] = {
            "guild_id": str(guild.id),
            "members": members,
            "chunk_index": 0,
            "chunk_count": 1,
            "not_found": [],
        }
        if d.get("nonce") is not None:
            data["nonce"] = d["nonce"]
        await self._dispatch(session, "GUILD_MEMBERS_CHUNK", data)

    async def _send(self, session: Session, payload: dict[str, Any]) -> None:
        async with session.lock:
            if payload.get("op") == 0:
                session.seq += 1
                payload["s"] = session.seq
            await session.ws.send_str(json.dumps(payload))

    async def _dispatch(self, session: Session, event: str, data: dict[str, Any]) -> None:
        await self._send(session, {"op": 0, "t": event, "d": data})

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Send a gateway event (``t``=``event``, ``d``=``data``) to the connected bot."""
        try:
            await self.wait_for(lambda: self._session() is not None, timeout=5)
        except TimeoutError:
            raise RuntimeError("no bot is connected to the fake Discord") from None
        if self._pending:
            await asyncio.gather(*self._pending, return_exceptions=True)
        session = self._session()
        if session is None:
            raise RuntimeError("the bot disconnected from the fake Discord")
        await self._dispatch(session, event, data)

    async def reconnect(self, timeout: float = 10) -> None:
        """Ask the bot to reconnect (op 7 RECONNECT), as Discord does now and then; return
        once it has RESUMEd on a new connection."""
        old = self._session()
        if old is None:
            raise RuntimeError("no bot is connected to the fake Discord")
        await self._send(old, {"op": 7, "d": None})
        await self.wait_for(lambda: self._session() not in (None, old), timeout)

    def _live(self, event: str, data: Callable[[], dict[str, Any]]) -> None:
        """Tell a connected bot about a change made while it runs (sent before any later
        ``dispatch``)."""
        session = self._session()
        if session is not None:
            task = asyncio.get_running_loop().create_task(self._quietly(session, event, data()))
            self._pending.add(task)
            task.add_done_callback(self._pending.discard)

    async def _quietly(self, session: Session, event: str, data: dict[str, Any]) -> None:
        try:
            await self._dispatch(session, event, data)
        except (ConnectionError, RuntimeError) as exc:  # the bot went away meanwhile
            log.debug("fakediscord: %s not delivered: %r", event, exc)

    def _ready_payload(self, session: Session, shard: list[int]) -> dict[str, Any]:
        return {
            "v": 10,
            "user": {**BOT_USER, "verified": True, "mfa_enabled": False},
            "guilds": [
                {"id": str(g), "unavailable": True} for g, v in self.guilds.items() if v.has_bot
            ],
            "private_channels": [],
            "relationships": [],
            "presences": [],
            "session_id": session.session_id,
            "session_type": "normal",
            "resume_gateway_url": self.ws_url,
            "shard": shard,
            "application": {"id": str(APP_ID), "flags": 0},
        }

    def _bot_member(self) -> dict[str, Any]:
        return {
            "user": BOT_USER,
            "roles": [],
            "joined_at": iso_now(),
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": None,
            "pending": False,
        }

    def _guild_payload(self, guild: Guild) -> dict[str, Any]:
        members = [guild.member_payload(uid) for uid in guild.members]
        members.append(self._bot_member())
        return {
            "id": str(guild.id),
            "name": guild.name,
            "icon": None,
            "splash": None,
            "discovery_splash": None,
            "banner": None,
            "description": None,
            "owner_id": str(guild.owner_id),
            "roles": [r.payload() for r in guild.roles],
            "channels": [c.payload() for c in guild.channels],
            "members": members,
            "member_count": len(members),
            "threads": [],
            "voice_states": [],
            "presences": [],
            "emojis": [],
            "stickers": [],
            "features": [],
            "large": False,
            "unavailable": False,
            "joined_at": iso_now(),
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "premium_tier": 0,
            "premium_subscription_count": 0,
            "preferred_locale": guild.locale,
            "nsfw_level": 0,
            "system_channel_id": None,
            "system_channel_flags": 0,
            "rules_channel_id": None,
            "afk_channel_id": None,
            "afk_timeout": 300,
            "vanity_url_code": None,
            "application_id": None,
            "max_members": 500000,
            "stage_instances": [],
            "guild_scheduled_events": [],
            "soundboard_sounds": [],
        }

    # -- REST: plumbing ---------------------------------------------------------------------

    @staticmethod
    def json_response(data: Any, status: int = 200) -> web.Response:
        # discord.py parses JSON only when the header is exactly this (no charset).
        return web.Response(
            body=json.dumps(data).encode(),
            status=status,
            headers={"Content-Type": "application/json"},
        )

    def _error(
        self,
        status: int,
        code: int,
        message: str,
        retry_after: float = 0.05,
        is_global: bool = False,
    ) -> web.Response:
        if status != 429:
            return self.json_response({"code": code, "message": message}, status)
        return rate_limited(code, message, retry_after, is_global=is_global, headers={})

    def fail(
        self,
        method: str | None = None,
        path: str | None = None,
        *,
        status: int = 404,
        code: int | None = None,
        message: str | None = None,
        times: int | None = 1,
        retry_after: float = 0.05,
        message_id: int | None = None,
        is_global: bool = False,
        drop: bool = False,
    ) -> Failure:
        """Answer the next ``times`` (``None``: all) matching requests with an error.

        ``path`` is a regex searched in the path after ``/api/v10``; ``message_id`` matches
        edits and deletions of that message, by channel or by interaction webhook, and the
        update callbacks of presses on it (as a ``PATCH``). ``is_global``: a 429 of the
        global limit; ``drop``: no answer, the connection is closed instead."""
        if code is None:
            code = {404: 10008 if message_id else 0, 403: 50013, 429: 0}.get(status, 0)
        if message is None:
            message = {10008: "Unknown Message", 50013: "Missing Permissions"}.get(
                code, "You are being rate limited." if status == 429 else "injected failure"
            )
        failure = Failure(
            method.upper() if method else None,
            re.compile(path) if path else None,
            message_id,
            status,
            code,
            message,
            times,
            retry_after,
            is_global=is_global,
            drop=drop,
        )
        self.failures.append(failure)
        return failure

    def fail_message_edits(
        self, message: Message | int, status: int = 404, *, times: int | None = None
    ) -> Failure:
        """Refuse edits of ``message`` (404 Unknown Message by default; 429 retries), by the
        channel, by an interaction's token, or as the update that answers a press on it."""
        mid = message.id if isinstance(message, Message) else message
        return self.fail("PATCH", status=status, times=times, message_id=mid)

    def _injected(
        self, method: str, path: str, message_id: int | None = None
    ) -> web.Response | None:
        """An injected error for this request: path rules when ``message_id`` is None,
        else the rules (and ``fail_edits``) for that message."""
        if message_id is not None and method == "PATCH" and message_id in self.fail_edits:
            status = self.fail_edits[message_id]
            self.asked += 1
            return self._error(status, 10008 if status == 404 else 0, "edit refused")
        for failure in self.failures:
            if (failure.message_id is None) != (message_id is None):
                continue
            if failure.matches(method, path, message_id):
                failure.hits += 1
                self.asked += 1
                if failure.drop:
                    return _DROPPED
                return self._error(
                    failure.status,
                    failure.code,
                    failure.message,
                    failure.retry_after,
                    failure.is_global,
                )
        return None

    async def _body(self, request: web.Request) -> tuple[Any, list[tuple[str, bytes]]]:
        """The JSON payload and the uploaded files (field order) of a request."""
        files: list[tuple[str, bytes]] = []
        if request.content_type.startswith("multipart/"):
            payload: Any = {}
            reader = await request.multipart()
            while True:
                part = await reader.next()
                if part is None:
                    break
                assert isinstance(part, aiohttp.BodyPartReader)
                raw = await part.read()
                if part.name == "payload_json":
                    payload = json.loads(raw)
                elif part.filename is not None:
                    files.append((part.filename, bytes(raw)))
            return payload, files
        if request.can_read_body:
            text = await request.text()
            return (json.loads(text) if text else {}), files
        return {}, files

    async def _cdn(self, request: web.Request) -> web.Response:
        aid = int(request.match_info["aid"])
        for m in self.messages.values():
            for a in m.attachment_list:
                if a.id == aid:
                    return web.Response(body=a.data, content_type=a.content_type)
        return web.Response(status=404)

    def hold(self, method: str, path: str) -> Hold:
        """Hold the next request matching ``method`` and the ``path`` regex: it waits,
        unanswered and not applied, until ``release()``, and then fails (500). A test
        kills the bot while such a request is held: the request never took effect."""
        held = Hold(method.upper(), re.compile(path))
        self.holds.append(held)
        return held

    async def _held(self, method: str, path: str) -> web.Response | None:
        for held in self.holds:
            if not held.arrived.is_set() and held.method == method and held.path.search(path):
                held.arrived.set()
                self._changed()
                await held.released.wait()
                self.asked += 1
                return self._error(500, 0, "held and dropped")
        return None

    async def _rest(self, request: web.Request) -> web.Response:
        started = time.perf_counter()
        status = 500
        try:
            response = await self._answer(request)
            if response is _DROPPED:
                status = 0
                assert request.transport is not None
                request.transport.close()
                raise ConnectionResetError("dropped by the test")
            status = response.status
            return response
        finally:
            self.requests.append((request.method, request.path, time.perf_counter() - started))
            self.statuses.append(status)
            self._changed()

    async def _answer(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info.get("tail", "").strip("/")
        held = await self._held(request.method, path)
        if held is not None:
            return held
        limited, headers = self.limits.check(request.method, path)
        if limited is not None:
            return limited
        injected = self._injected(request.method, path)
        if injected is not None:
            return injected
        response = await self._route(request, path.strip("/").split("/"))
        if response is None:
            log.warning("fakediscord: unknown route %s %s", request.method, request.path)
            self.unknown_requests.append((request.method, request.path))
            return self._error(404, 0, f"fake discord has no {request.method} {path}")
        if response is not _DROPPED:
            response.headers.update(headers)
        return response

    # -- REST: routes -----------------------------------------------------------------------

    async def _route(self, request: web.Request, parts: list[str]) -> web.Response | None:
        method = request.method
        match parts:
            case ["gateway"] | ["gateway", "bot"]:
                return self.json_response(
                    {
                        "url": self.ws_url.rstrip("/"),
                        "shards": 1,
                        "session_start_limit": {
                            "total": 1000,
                            "remaining": 1000,
                            "reset_after": 0,
                            "max_concurrency": 1,
                        },
                    }
                )
            case ["oauth2", "token"] if method == "POST":
                return await self.activities.token(request)
            case ["users", "@me"]:
                return self.activities.me(request) or self.json_response(BOT_USER)
            case ["users", "@me", "channels"] if method == "POST":
                body, _ = await self._body(request)
                return self.json_response(self._dm_channel(int(body["recipient_id"])))
            case ["users", uid] if method == "GET":
                user = self.users.get(int(uid))
                if user is None:
                    return self._error(404, 10013, "Unknown User")
                return self.json_response(user.payload())
            case ["applications", "@me"] | ["oauth2", "applications", "@me"]:
                return self.json_response(self._application())
            case ["applications", app_id, "activity-instances", instance_id] if method == "GET":
                return self.activities.instance(request, app_id, instance_id)
            case ["applications", _, "commands", *rest]:
                return await self._commands(request, self.global_commands, None, rest)
            case ["applications", _, "guilds", gid, "commands", *rest]:
                table = self.guild_commands.setdefault(int(gid), {})
                return await self._commands(request, table, int(gid), rest)
            case ["channels", cid] if method == "GET":
                channel = self.channels.get(int(cid))
                if channel is None:
                    return self._error(404, 10003, "Unknown Channel")
                return self.json_response(channel.payload())
            case ["channels", _, "typing"]:
                return web.Response(status=204)
            case ["channels", _, "messages", _, "reactions", *_]:
                return web.Response(status=204)
            case ["channels", cid, "messages", *rest]:
                return await self._channel_messages(request, int(cid), rest)
            case ["channels", cid, "threads"] if method == "POST":
                return await self._new_thread(request, int(cid))
            case ["guilds", gid, "scheduled-events"]:
                return await self._scheduled_events(request, int(gid))
            case ["guilds", gid]:
                guild = self.guilds.get(int(gid))
                if guild is None:
                    return self._error(404, 10004, "Unknown Guild")
                return self.json_response(self._guild_payload(guild))
            case ["guilds", gid, "channels"]:
                return self.json_response([c.payload() for c in self._guild(int(gid)).channels])
            case ["guilds", gid, "roles"]:
                return self.json_response([r.payload() for r in self._guild(int(gid)).roles])
            case ["guilds", gid, "members", uid]:
                g = self.guilds.get(int(gid))
                if g is None or int(uid) not in g.members:
                    return self._error(404, 10007, "Unknown Member")
                return self.json_response(g.member_payload(int(uid)))
            case ["interactions", iid, token, "callback"] if method == "POST":
                return await self._callback(request, iid, token)
            case ["webhooks", _, token, *rest]:
                return await self._webhook(request, token, rest)
        return None

    def _asked_for(self) -> None:
        """An invalid answer the test arranged (see :attr:`asked`)."""
        self.asked += 1

    def enable_activities(self) -> dict[str, Any]:
        """Turn Activities on, as the Developer Portal does: LAUNCH_ACTIVITY answers start
        one, and the application gets its entry point command (returned)."""
        self.activities_enabled = True
        command = {
            **entry_point_command(),
            "id": snowflake(),
            "application_id": str(APP_ID),
            "version": snowflake(),
        }
        self.global_commands[(command["name"], PRIMARY_ENTRY_POINT)] = command
        return command

    async def _new_thread(self, request: web.Request, channel_id: int) -> web.Response:
        """A public thread of a server's channel (without a starter message), as the
        bot makes one for each table of a tournament; refused (50013) where the bot may
        not create public threads."""
        parent = self.channels.get(channel_id)
        if parent is None or parent.guild_id is None:
            return self._error(404, 10003, "Unknown Channel")
        guild = self.guilds[parent.guild_id]
        if not guild.bot_permissions & CREATE_PUBLIC_THREADS:
            self.refused.append((request.method, request.path))
            return self._error(403, 50013, "Missing Permissions")
        body, _ = await self._body(request)
        thread = Channel(
            int(snowflake()),
            str(body.get("name", ""))[:100],
            guild.id,
            THREAD,
            0,
            parent_id=parent.id,
        )
        self.channels[thread.id] = thread
        self._live("THREAD_CREATE", lambda: {**thread.payload(), "newly_created": True})
        return self.json_response(thread.payload())

    def threads_of(self, channel_id: int) -> list[Channel]:
        """The threads made in a channel, oldest first."""
        return [c for c in self.channels.values() if c.parent_id == channel_id]

    async def _scheduled_events(self, request: web.Request, guild_id: int) -> web.Response:
        """A server's scheduled events: listed, or one made (needs Manage Events)."""
        guild = self.guilds.get(guild_id)
        if guild is None:
            return self._error(404, 10004, "Unknown Guild")
        if request.method == "GET":
            return self.json_response(guild.scheduled_events)
        if not guild.bot_permissions & MANAGE_EVENTS:
            self.refused.append((request.method, request.path))
            return self._error(403, 50013, "Missing Permissions")
        body, _ = await self._body(request)
        event = {
            "id": snowflake(),
            "guild_id": str(guild_id),
            "channel_id": body.get("channel_id"),
            "creator_id": str(APP_ID),
            "name": body.get("name", ""),
            "description": body.get("description"),
            "scheduled_start_time": body.get("scheduled_start_time"),
            "scheduled_end_time": body.get("scheduled_end_time"),
            "privacy_level": body.get("privacy_level", 2),
            "status": 1,
            "entity_type": body.get("entity_type", 3),
            "entity_id": None,
            "entity_metadata": body.get("entity_metadata"),
            "creator": BOT_USER,
            "user_count": 0,
            "image": None,
        }
        guild.scheduled_events.append(event)
        return self.json_response(event)

    def _application(self) -> dict[str, Any]:
        return {
            "id": str(APP_ID),
            "name": "ludobot",
            "flags": 0,
            "bot_public": True,
            "bot_require_code_grant": False,
            "description": "",
            "icon": None,
            "verify_key": "0" * 64,
            "team": None,
            "owner": {**BOT_USER, "id": "1", "username": "owner", "bot": False},
            "summary": "",
            "bot": BOT_USER,
        }

    def _dms_closed(self, channel_id: int) -> bool:
        channel = self.channels[channel_id]
        closed = [u for u in channel.recipients if u in self.users and self.users[u].dms_closed]
        return channel.bot_dm and bool(closed)

    def dms_to(self, user: User) -> list[Message]:
        """The bot's direct messages to ``user``, oldest first."""
        return [
            m
            for c in self.channels.values()
            if c.bot_dm and c.recipients == [user.id]
            for m in self.channel_messages(c.id)
        ]

    def _dm_channel(self, user_id: int) -> dict[str, Any]:
        user = self.users.get(user_id) or User(user_id, f"user-{user_id}")
        existing = next(
            (c for c in self.channels.values() if c.bot_dm and c.name == str(user_id)), None
        )
        channel = existing or Channel(
            int(snowflake()), str(user_id), None, type=1, recipients=[user_id], bot_dm=True
        )
        self.channels[channel.id] = channel
        return {
            "id": str(channel.id),
            "type": 1,
            "recipients": [user.payload()],
            "last_message_id": None,
        }

    async def _commands(
        self,
        request: web.Request,
        table: dict[tuple[str, int], dict[str, Any]],
        guild_id: int | None,
        rest: list[str],
    ) -> web.Response:
        method = request.method

        def stored(cmd: dict[str, Any]) -> dict[str, Any]:
            key = (str(cmd["name"]), int(cmd.get("type") or 1))
            old = table.get(key)
            out = {
                "type": 1,
                "description": "",
                "options": [],
                "default_member_permissions": None,
                "nsfw": False,
                **cmd,
                "id": old["id"] if old else snowflake(),
                "application_id": str(APP_ID),
                "version": snowflake(),
            }
            if guild_id is not None:
                out["guild_id"] = str(guild_id)
            return out

        if not rest and method == "PUT":
            body, _ = await self._body(request)
            kept = any(c.get("type") == PRIMARY_ENTRY_POINT for c in body)
            if not kept and any(t == PRIMARY_ENTRY_POINT for _, t in table):
                return self._error(
                    400,
                    50240,
                    "You cannot remove this app's Entry Point command in a bulk update operation.",
                )
            new = {(c["name"], c["type"]): c for c in (stored(x) for x in body)}
            table.clear()
            table.update(new)
            self._changed()
            return self.json_response(list(new.values()))
        if not rest and method == "POST":
            body, _ = await self._body(request)
            cmd = stored(body)
            table[(cmd["name"], cmd["type"])] = cmd
            return self.json_response(cmd)
        if not rest:
            return self.json_response(list(table.values()))
        found = next(((k, c) for k, c in table.items() if c["id"] == rest[0]), None)
        if found is None:
            return self._error(404, 10063, "Unknown application command")
        key, cmd = found
        if method == "DELETE":
            del table[key]
            return web.Response(status=204)
        if method == "PATCH":
            body, _ = await self._body(request)
            cmd.update(body)
        return self.json_response(cmd)

    async def _channel_messages(
        self, request: web.Request, channel_id: int, rest: list[str]
    ) -> web.Response | None:
        method = request.method
        if not self.bot_may_post(channel_id):
            self.refused.append((method, request.path))
            self.asked += 1
            return self._error(403, 50001, "Missing Access")
        if not rest and method == "POST":
            if channel_id not in self.channels:
                return self._error(404, 10003, "Unknown Channel")
            if self._dms_closed(channel_id):
                self.refused_dms.append(channel_id)
                self.asked += 1
                return self._error(403, 50007, "Cannot send messages to this user")
            payload, files = await self._body(request)
            message = self._store_message(channel_id, payload, files)
            return self.json_response(message.data)
        if not rest and method == "GET":
            limit = int(request.query.get("limit", 50))
            found = self.channel_messages(channel_id)
            if "before" in request.query:
                found = [m for m in found if m.id < int(request.query["before"])]
            if "after" in request.query:
                found = [m for m in found if m.id > int(request.query["after"])]
                return self.json_response([m.data for m in found[:limit]][::-1])
            return self.json_response([m.data for m in found[::-1][:limit]])
        if len(rest) != 1:
            return None
        stored = self.messages.get(int(rest[0]))
        if stored is None or stored.channel_id != channel_id:
            return self._error(404, 10008, "Unknown Message")
        message = stored
        injected = self._injected(method, request.path, message.id)
        if injected is not None:
            return injected
        if method == "PATCH":
            payload, files = await self._body(request)
            self._edit(message, payload, files)
            return self.json_response(message.data)
        if method == "DELETE":
            self._delete(message)
            return web.Response(status=204)
        if method == "GET":
            return self.json_response(message.data)
        return None

    async def _callback(
        self, request: web.Request, interaction_id: str, token: str
    ) -> web.Response:
        inter = self.interactions.get(token)
        if inter is None or inter.id != interaction_id:
            return self._error(404, 10062, "Unknown interaction")
        if inter.is_responded:
            return self._error(400, 40060, "Interaction has already been acknowledged.")
        if self.now() - inter.created > TOKEN_LIFE:
            return self._error(404, 10062, "Unknown interaction")
        payload, files = await self._body(request)
        kind = int(payload.get("type", 0))
        data: dict[str, Any] = payload.get("data") or {}
        if kind == UPDATE_MESSAGE and inter.message_id is not None:
            # An update is an edit of the message pressed: refused as its edits are.
            injected = self._injected("PATCH", request.path, inter.message_id)
            if injected is not None:
                return injected
        if inter.private_only and kind in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE):
            data = {**data, "flags": int(data.get("flags") or 0) | EPHEMERAL}
        inter.responses.append((f"callback:{kind}", data))
        if kind in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE):
            flags = int(data.get("flags") or 0) | (
                LOADING if kind == DEFERRED_CHANNEL_MESSAGE else 0
            )
            message = self._store_message(
                inter.channel_id,
                {**data, "flags": flags},
                files,
                ephemeral_for=inter.user.id if flags & EPHEMERAL else None,
                interaction=inter,
            )
            inter.original_id = message.id
        elif kind in (DEFERRED_UPDATE, UPDATE_MESSAGE):
            inter.original_id = inter.message_id
            target = self.messages.get(inter.message_id or 0)
            if kind == UPDATE_MESSAGE and target is not None:
                self._edit(target, data, files)
        elif kind == MODAL:
            inter.modal = data
        elif kind == AUTOCOMPLETE_RESULT:
            inter.choices = list(data.get("choices") or [])
        elif kind == LAUNCH_ACTIVITY:
            channel = self.channels.get(inter.channel_id)
            if channel is None or not self.activities_enabled:
                return self._error(400, 50234, "This application has no Activity")
            inter.activity = self.activities.launched(channel, inter.user)
        inter.responded(kind)
        original = self.messages.get(inter.original_id or 0)
        answer: dict[str, Any] = {
            "interaction": {
                "id": inter.id,
                "type": inter.kind,
                "activity_instance_id": inter.activity.id if inter.activity else None,
                "response_message_id": str(original.id) if original else None,
                "response_message_loading": kind == DEFERRED_CHANNEL_MESSAGE,
                "response_message_ephemeral": bool(original and original.ephemeral),
            }
        }
        if original is not None and kind in (CHANNEL_MESSAGE, UPDATE_MESSAGE):
            answer["resource"] = {"type": kind, "message": original.data}
        if inter.activity is not None:
            answer["resource"] = {"type": kind, "activity_instance": {"id": inter.activity.id}}
        return self.json_response(answer)

    async def _webhook(self, request: web.Request, token: str, rest: list[str]) -> web.Response:
        inter = self.interactions.get(token)
        if inter is None:
            return self._error(404, 10015, "Unknown Webhook")
        if self.now() - inter.created > TOKEN_LIFE:
            return self._error(401, 50027, "Invalid Webhook Token")
        method = request.method
        if not rest and method == "POST":
            if inter.answers_only and len(inter.followup_ids) >= self.followup_limit:
                return self._error(
                    400, 40094, "This interaction has hit the maximum number of follow up messages"
                )
            payload, files = await self._body(request)
            if inter.private_only:
                payload = {**payload, "flags": int(payload.get("flags") or 0) | EPHEMERAL}
            flags = int(payload.get("flags") or 0)
            message = self._store_message(
                inter.channel_id,
                payload,
                files,
                ephemeral_for=inter.user.id if flags & EPHEMERAL else None,
                interaction=inter,
            )
            inter.followup_ids.append(message.id)
            inter.responses.append(("followup", payload))
            inter.finish()
            if request.query.get("wait", "").lower() in ("1", "true"):
                return self.json_response(message.data)
            return web.Response(status=204)
        if len(rest) != 2 or rest[0] != "messages":
            return self._error(404, 0, f"fake discord has no {method} webhook {rest}")
        mid = inter.original_id if rest[1] == "@original" else int(rest[1])
        target = self.messages.get(mid or 0)
        if target is None or mid not in (inter.original_id, *inter.followup_ids):
            # A token reaches its own answer and follow-ups only.
            return self._error(404, 10008, "Unknown Message")
        message = target
        injected = self._injected(method, request.path, message.id)
        if injected is not None:
            return injected
        if method == "PATCH":
            payload, files = await self._body(request)
            self._edit(message, payload, files)
            inter.responses.append(("edit", payload))
            inter.finish()
        elif method == "DELETE":
            self._delete(message)
            inter.responses.append(("delete", {}))
            inter.finish()
            return web.Response(status=204)
        return self.json_response(message.data)

    # -- messages ---------------------------------------------------------------------------

    def _store_message(
        self,
        channel_id: int,
        payload: dict[str, Any],
        files: list[tuple[str, bytes]],
        ephemeral_for: int | None = None,
        interaction: Interaction | None = None,
        author: dict[str, Any] | None = None,
    ) -> Message:
        mid = int(snowflake())
        channel = self.channels.get(channel_id)
        data: dict[str, Any] = {
            "id": str(mid),
            "channel_id": str(channel_id),
            "author": author or BOT_USER,
            "content": "",
            "timestamp": iso_now(),
            "edited_timestamp": None,
            "tts": bool(payload.get("tts")),
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "components": [],
            "reactions": [],
            "pinned": False,
            "type": 0,
            "flags": 0,
        }
        if channel is not None and channel.guild_id is not None:
            data["guild_id"] = str(channel.guild_id)
        if interaction is not None:
            data["application_id"] = str(APP_ID)
            data["webhook_id"] = str(APP_ID)
        reference = payload.get("message_reference")
        if reference:
            data["type"] = 19
            data["message_reference"] = {"channel_id": str(channel_id), **reference}
        message = Message(
            data,
            ephemeral_for=ephemeral_for,
            owners=dict(interaction.owners) if interaction is not None else None,
        )
        self._apply(message, {"content": "", **payload}, files, new=True)
        message.touched = next(self._clock)
        self.messages[mid] = message
        if self.message_events and ephemeral_for is None:
            self._live("MESSAGE_CREATE", lambda: message.data)
        self._changed()
        return message

    def _edit(
        self, message: Message, payload: dict[str, Any], files: list[tuple[str, bytes]]
    ) -> None:
        self._apply(message, payload, files, new=False)
        message.data["edited_timestamp"] = iso_now()
        message.data["flags"] = message.flags & ~LOADING
        message.edits += 1
        message.touched = next(self._clock)
        if self.message_events and not message.ephemeral:
            self._live("MESSAGE_UPDATE", lambda: message.data)
        self._changed()

    def _delete(self, message: Message) -> None:
        message.deleted = True
        self.messages.pop(message.id, None)
        self.deleted.append(message)
        if self.message_events and not message.ephemeral:
            data = {"id": str(message.id), "channel_id": str(message.channel_id)}
            if "guild_id" in message.data:
                data["guild_id"] = message.data["guild_id"]
            self._live("MESSAGE_DELETE", lambda: data)
        self._changed()

    def _apply(
        self,
        message: Message,
        payload: dict[str, Any],
        files: list[tuple[str, bytes]],
        *,
        new: bool,
    ) -> None:
        d = message.data
        if "content" in payload:
            d["content"] = payload["content"] or ""
            d["mentions"] = [
                self.users[int(u)].payload()
                for u in dict.fromkeys(re.findall(r"<@!?(\d+)>", d["content"]))
                if int(u) in self.users
            ]
        if "embeds" in payload or "embed" in payload:
            embeds = payload.get("embeds")
            if embeds is None and payload.get("embed") is not None:
                embeds = [payload["embed"]]
            d["embeds"] = [{"type": "rich", **e} for e in embeds or []]
        if "components" in payload:
            d["components"] = _number_components(payload["components"] or [])
        if "flags" in payload and payload["flags"] is not None:
            keep = d["flags"] & (EPHEMERAL | LOADING) if not new else 0
            d["flags"] = (int(payload["flags"]) & _KEPT_FLAGS) | keep
        if "attachments" in payload or files:
            self._attach(message, payload.get("attachments"), files)
        self._resolve_attachment_urls(message)

    def _attach(
        self,
        message: Message,
        wanted: list[dict[str, Any]] | None,
        files: list[tuple[str, bytes]],
    ) -> None:
        """Keep the listed old attachments (all if the list is absent), add the uploads."""
        old = {a.id: a for a in message.attachment_list}
        kept: list[Attachment] = []
        described: dict[int, dict[str, Any]] = {}
        if wanted is None:
            kept = list(message.attachment_list)
        else:
            for a in wanted:
                aid = int(a.get("id", -1))
                if aid in old:
                    kept.append(old[aid])
                else:
                    described[aid] = a
        added = []
        for index, (filename, body) in enumerate(files):
            info = described.get(index, {})
            name = str(info.get("filename") or filename)
            aid = int(snowflake())
            url = f"{self.base_url}/attachments/{message.channel_id}/{aid}/{name}"
            added.append(Attachment(aid, name, body, url, info.get("description")))
        message.attachment_list = kept + added
        message.data["attachments"] = [a.payload() for a in message.attachment_list]

    def _resolve_attachment_urls(self, message: Message) -> None:
        """``attachment://name`` in embeds and media components → the uploaded file's URL."""
        by_name = {a.filename: a for a in message.attachment_list}

        def resolve(media: dict[str, Any]) -> None:
            url = str(media.get("url") or "")
            if url.startswith("attachment://") and url[13:] in by_name:
                a = by_name[url[13:]]
                media.update(url=a.url, proxy_url=a.url, content_type=a.content_type)
                media["attachment_id"] = str(a.id)
                extra = a.payload()
                if "width" in extra:
                    media.update(width=extra["width"], height=extra["height"])

        for embed in message.data.get("embeds") or []:
            for key in ("image", "thumbnail"):
                if isinstance(embed.get(key), dict):
                    resolve(embed[key])
        for c in walk_components(message.data.get("components") or []):
            if isinstance(c.get("media"), dict):
                resolve(c["media"])
            if isinstance(c.get("file"), dict):
                resolve(c["file"])
            for item in c.get("items") or []:
                if isinstance(item, dict) and isinstance(item.get("media"), dict):
                    resolve(item["media"])

    # -- what tests read ---------------------------------------------------------------------

    def message(self, message_id: int) -> Message:
        return self.messages[message_id]

    def channel_messages(self, channel_id: int | None = None) -> list[Message]:
        """Messages of a channel (default: the first), oldest first, ephemeral ones included."""
        cid = channel_id or self.channel_id
        return sorted((m for m in self.messages.values() if m.channel_id == cid), key=_by_id)

    def public_messages(self, channel_id: int | None = None) -> list[Message]:
        return [m for m in self.channel_messages(channel_id) if m.ephemeral_for is None]

    def latest_message(self, channel_id: int | None = None, public: bool = True) -> Message:
        found = self.public_messages(channel_id) if public else self.channel_messages(channel_id)
        if not found:
            raise LookupError(f"no message in channel {channel_id or self.channel_id}")
        return found[-1]

    def latest_attachment(self, channel_id: int | None = None) -> bytes | None:
        """Bytes of the first attachment of the most recently posted or edited message."""
        with_files = [m for m in self.channel_messages(channel_id) if m.attachment_list]
        if not with_files:
            return None
        return max(with_files, key=_by_touch).attachment

    def latest_board(self) -> Message:
        """The public message with a picture that changed last (the game board)."""
        boards = [m for m in self.public_messages() if m.attachment_list]
        return max(boards, key=_by_touch)

    # -- what tests do -------------------------------------------------------------------

    def _new_interaction(
        self,
        kind: int,
        user: User,
        channel_id: int | None,
        message_id: int | None = None,
    ) -> tuple[dict[str, Any], Interaction]:
        iid, token = snowflake(), f"tok-{snowflake()}"
        cid = channel_id or self.channel_id
        channel = self.channels.get(cid) or Channel(cid, "unknown", self.guild.id)
        payload: dict[str, Any] = {
            "id": iid,
            "application_id": str(APP_ID),
            "type": kind,
            "token": token,
            "version": 1,
            "channel_id": str(cid),
            "app_permissions": (
                str(self.guilds[channel.guild_id].bot_permissions)
                if channel.guild_id in self.guilds
                else ALL_PERMISSIONS
            ),
            "attachment_size_limit": 10 * 1024 * 1024,
            "locale": user.locale,
            "entitlements": [],
        }
        owners, context, answers_only = self._where(user, channel, message_id)
        payload["context"] = context
        payload["authorizing_integration_owners"] = owners
        private_only = False
        if channel.guild_id is not None:
            guild = self.guilds[channel.guild_id]
            if user.id not in guild.members:
                self._join(guild, user)
            perms_int = guild.permissions_of(user.id)
            if not guild.has_bot:
                if guild.external_apps:
                    perms_int |= USE_EXTERNAL_APPS
                else:
                    perms_int &= ~USE_EXTERNAL_APPS
                    private_only = True
            perms = str(perms_int)
            payload.update(
                guild_id=str(guild.id),
                guild={"id": str(guild.id), "locale": guild.locale, "features": []},
                guild_locale=guild.locale,
                channel={**channel.payload(), "permissions": perms},
                member={**guild.member_payload(user.id), "permissions": perms},
            )
        else:
            recipients = [self.users[r].payload() for r in channel.recipients if r in self.users]
            payload.update(
                channel={**channel.payload(), "recipients": recipients or [user.payload()]},
                user=user.payload(),
            )
        inter = Interaction(
            iid,
            token,
            user,
            cid,
            message_id,
            kind=kind,
            guild_id=channel.guild_id,
            _messages=self.messages,
            owners=owners,
            context=context,
            answers_only=answers_only,
            private_only=private_only,
            created=self.now(),
        )
        self.interactions[token] = inter
        return payload, inter

    def _where(
        self, user: User, channel: Channel, message_id: int | None
    ) -> tuple[dict[str, str], int, bool]:
        """An interaction's ``authorizing_integration_owners``, context, and whether the
        bot may only answer there. A press carries the owners of the interaction that
        made the message; a command is authorized by the server's install where the bot
        is, else by the person's own install."""
        made = self.messages.get(message_id or 0)
        if channel.guild_id is not None:
            guild = self.guilds[channel.guild_id]
            if guild.has_bot:
                return {"0": str(guild.id)}, GUILD_CONTEXT, False
            owners = made.owners if made and made.owners else {"1": str(user.id)}
            return owners, GUILD_CONTEXT, True
        if channel.bot_dm:
            return {"1": str(user.id)}, BOT_DM_CONTEXT, False
        owners = made.owners if made and made.owners else {"1": str(user.id)}
        return owners, PRIVATE_CONTEXT, True

    async def _deliver(self, payload: dict[str, Any], inter: Interaction) -> Interaction:
        inter.payload = payload
        inter.sent_at = time.perf_counter()
        await self.dispatch("INTERACTION_CREATE", payload)
        return inter

    async def click(
        self,
        message: Message | int,
        custom_id: str,
        user: User,
        *,
        values: Sequence[str] | None = None,
    ) -> Interaction:
        """Press a button (or pick ``values`` in a select) on a message, as Discord delivers
        it: the message object included, components and flags as stored."""
        msg = message if isinstance(message, Message) else self.messages[message]
        try:
            component = msg.component(custom_id)
        except KeyError:
            component = {"type": 3 if values is not None else 2}
        payload, inter = self._new_interaction(MESSAGE_COMPONENT, user, msg.channel_id, msg.id)
        payload["message"] = msg.data
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if component["type"] in _SELECTS or values is not None:
            data["values"] = [str(v) for v in values or []]
            resolved = self._resolved(data["values"], inter.guild_id)
            if component["type"] in (5, 6, 7, 8) and resolved:
                data["resolved"] = resolved
        payload["data"] = data
        return await self._deliver(payload, inter)

    async def select(
        self, message: Message | int, custom_id: str, values: Sequence[str], user: User
    ) -> Interaction:
        """Pick ``values`` in a select menu."""
        return await self.click(message, custom_id, user, values=values)

    def _command(
        self, name: str, kind: int, guild_id: int | None
    ) -> tuple[dict[str, Any], bool] | None:
        if guild_id is not None:
            cmd = self.guild_commands.get(guild_id, {}).get((name, kind))
            if cmd is not None:
                return cmd, True
        cmd = self.global_commands.get((name, kind))
        return (cmd, False) if cmd is not None else None

    async def _wait_command(
        self, name: str, kind: int, guild_id: int | None, timeout: float
    ) -> tuple[dict[str, Any], bool]:
        try:
            await self.wait_for(lambda: self._command(name, kind, guild_id) is not None, timeout)
        except TimeoutError:
            synced = [n for n, _ in self.global_commands] + [
                n for t in self.guild_commands.values() for n, _ in t
            ]
            raise LookupError(f"the bot has not synced a command {name!r}: {synced}") from None
        found = self._command(name, kind, guild_id)
        assert found is not None
        return found

    async def _command_data(
        self,
        path: str,
        channel_id: int | None,
        options: Mapping[str, Any],
        focused: str | None = None,
        timeout: float = 10,
    ) -> tuple[dict[str, Any], int | None]:
        names = path.split()
        cid = channel_id or self.channel_id
        channel = self.channels.get(cid)
        guild_id = channel.guild_id if channel else None
        command, is_guild = await self._wait_command(names[0], 1, guild_id, timeout)
        schema: list[dict[str, Any]] = list(command.get("options") or [])
        for name in names[1:]:
            sub = next((o for o in schema if o.get("name") == name), None)
            schema = list(sub.get("options") or []) if sub else []
        leaf: list[dict[str, Any]] = []
        resolved: dict[str, dict[str, Any]] = {}
        for key, value in options.items():
            spec = next((o for o in schema if o.get("name") == key), {})
            leaf.append(self._option(key, value, spec.get("type"), resolved, guild_id))
            if key == focused:
                leaf[-1]["focused"] = True
        opts = leaf
        if len(names) >= 2:
            opts = [{"name": names[-1], "type": _SUB_COMMAND, "options": leaf}]
        if len(names) == 3:
            opts = [{"name": names[1], "type": _SUB_COMMAND_GROUP, "options": opts}]
        data: dict[str, Any] = {
            "id": command["id"],
            "name": names[0],
            "type": 1,
            "options": opts,
        }
        if resolved:
            data["resolved"] = resolved
        if is_guild:
            data["guild_id"] = str(guild_id)
        return data, guild_id

    def _option(
        self,
        name: str,
        value: Any,
        kind: int | None,
        resolved: dict[str, dict[str, Any]],
        guild_id: int | None,
    ) -> dict[str, Any]:
        if kind is None:
            if isinstance(value, bool):
                kind = _BOOLEAN
            elif isinstance(value, int):
                kind = _INTEGER
            elif isinstance(value, float):
                kind = _NUMBER
            elif isinstance(value, User):
                kind = _USER
            elif isinstance(value, Channel):
                kind = _CHANNEL
            elif isinstance(value, Role):
                kind = _ROLE
            else:
                kind = _STRING
        if isinstance(value, User | Channel | Role):
            value = str(value.id)
        if kind in (_USER, _CHANNEL, _ROLE, _MENTIONABLE):
            value = str(value)
            for k, v in self._resolved([value], guild_id).items():
                resolved.setdefault(k, {}).update(v)
        return {"name": name, "type": kind, "value": value}

    def _resolved(self, ids: Sequence[str], guild_id: int | None) -> dict[str, dict[str, Any]]:
        """The ``resolved`` block Discord sends for user, role and channel ids."""
        out: dict[str, dict[str, Any]] = {}
        guild = self.guilds.get(guild_id or 0)
        for raw in ids:
            if not raw.isdigit():
                continue
            i = int(raw)
            if i in self.users:
                out.setdefault("users", {})[raw] = self.users[i].payload()
                if guild is not None and i in guild.members:
                    member = guild.member_payload(i, with_user=False)
                    member["permissions"] = str(guild.permissions_of(i))
                    out.setdefault("members", {})[raw] = member
            elif i in self.channels:
                channel = self.channels[i]
                perms = ALL_PERMISSIONS
                out.setdefault("channels", {})[raw] = {**channel.payload(), "permissions": perms}
            elif guild is not None:
                role = next((r for r in guild.roles if r.id == i), None)
                if role is not None:
                    out.setdefault("roles", {})[raw] = role.payload()
        return out

    async def slash(
        self,
        path: str,
        user: User,
        channel_id: int | None = None,
        *,
        options: Mapping[str, Any] | None = None,
        timeout: float = 10,
        **kw_options: Any,
    ) -> Interaction:
        """Type a slash command: ``"ludo new"``, ``"ludo config show"`` (group, subcommand).

        Options come from ``options`` and keyword arguments; their types follow the synced
        command (users, channels and roles also get a ``resolved`` block). Waits up to
        ``timeout`` for the bot to sync the command."""
        merged = {**(options or {}), **kw_options}
        data, _ = await self._command_data(path, channel_id, merged, timeout=timeout)
        payload, inter = self._new_interaction(APPLICATION_COMMAND, user, channel_id)
        payload["data"] = data
        self._check_offered(path, inter)
        return await self._deliver(payload, inter)

    def _check_offered(self, path: str, inter: Interaction) -> None:
        """Discord offers a command only where its contexts and installs allow it."""
        found = self._command(path.split()[0], 1, inter.guild_id)
        if found is None:
            return
        command = found[0]
        contexts = command.get("contexts")
        if contexts is not None and inter.context not in contexts:
            raise LookupError(f"/{path} is not offered in context {inter.context}: {contexts}")
        installs = command.get("integration_types")
        kinds = {int(k) for k in inter.owners}
        if installs is not None and not kinds & set(installs):
            raise LookupError(f"/{path} is not installed for {inter.owners}: {installs}")

    async def autocomplete(
        self,
        path: str,
        user: User,
        focused: str,
        channel_id: int | None = None,
        **options: Any,
    ) -> Interaction:
        """Type into option ``focused``; the answer's suggestions land in ``.choices``."""
        data, _ = await self._command_data(path, channel_id, options, focused=focused)
        payload, inter = self._new_interaction(AUTOCOMPLETE, user, channel_id)
        payload["data"] = data
        return await self._deliver(payload, inter)

    async def context_menu(
        self, name: str, target: User | Message, user: User, channel_id: int | None = None
    ) -> Interaction:
        """Run a user (target: User) or message (target: Message) context-menu command."""
        kind = 2 if isinstance(target, User) else 3
        cid = channel_id or (target.channel_id if isinstance(target, Message) else None)
        channel = self.channels.get(cid or self.channel_id)
        guild_id = channel.guild_id if channel else None
        command, is_guild = await self._wait_command(name, kind, guild_id, 10)
        if isinstance(target, Message):
            resolved: dict[str, Any] = {"messages": {str(target.id): target.data}}
        else:
            resolved = self._resolved([str(target.id)], guild_id)
        data: dict[str, Any] = {
            "id": command["id"],
            "name": name,
            "type": kind,
            "target_id": str(target.id),
            "resolved": resolved,
        }
        if is_guild:
            data["guild_id"] = str(guild_id)
        payload, inter = self._new_interaction(APPLICATION_COMMAND, user, cid)
        payload["data"] = data
        return await self._deliver(payload, inter)

    async def submit_modal(
        self,
        source: Interaction | str,
        fields: Mapping[str, str | Sequence[str]] | Sequence[str],
        user: User | None = None,
        channel_id: int | None = None,
    ) -> Interaction:
        """Submit a modal. ``source``: the interaction the bot answered with the modal (its
        layout, user, channel and message are reused) or a bare modal custom_id.
        ``fields``: text input values (str) or select values (list) by custom_id, or just
        the text inputs' values in order."""
        layout: list[dict[str, Any]] = []
        message: Message | None = None
        if isinstance(source, Interaction):
            if source.modal is None:
                await source.wait_response()
            if source.modal is None:
                raise ValueError(f"interaction {source.id} was not answered with a modal")
            custom_id = str(source.modal["custom_id"])
            layout = list(source.modal.get("components") or [])
            user = user or source.user
            channel_id = channel_id or source.channel_id
            if source.message_id is not None:
                message = self.messages.get(source.message_id)
        else:
            custom_id = source
        if user is None:
            raise ValueError("submit_modal needs a user")
        payload, inter = self._new_interaction(
            MODAL_SUBMIT, user, channel_id, message.id if message else None
        )
        if message is not None:
            payload["message"] = message.data
        payload["data"] = {
            "custom_id": custom_id,
            "components": _modal_answer(layout, fields),
        }
        return await self._deliver(payload, inter)

    async def post_message(
        self, user: User, content: str, channel_id: int | None = None
    ) -> Message:
        """A user writes in a channel: stored, and MESSAGE_CREATE sent to the bot."""
        cid = channel_id or self.channel_id
        message = self._store_message(cid, {"content": content}, [], author=user.payload())
        data = dict(message.data)
        guild_id = self.channels[cid].guild_id if cid in self.channels else None
        if guild_id is not None:
            data["member"] = self.guilds[guild_id].member_payload(user.id, with_user=False)
        if not self.message_events:
            await self.dispatch("MESSAGE_CREATE", data)
        return message

    @asynccontextmanager
    async def running(
        self, bot: ClientT, token: str = "fake-token", timeout: float = 60
    ) -> AsyncIterator[ClientT]:
        """Start ``bot`` against the fake, yield once it is ready (``on_ready``; the time
        allowed is generous, for a loaded machine), close it after. A bot that fails at
        login or connect raises here instead of hanging."""
        task = asyncio.create_task(bot.start(token))
        ready = asyncio.create_task(bot.wait_until_ready())
        done, _ = await asyncio.wait(
            {task, ready}, timeout=timeout, return_when=asyncio.FIRST_COMPLETED
        )
        if ready not in done:
            ready.cancel()
            if task in done:
                task.result()  # raises what went wrong at login or connect
                raise AssertionError("the bot stopped before it was ready")
            await bot.close()
            raise TimeoutError(f"the bot was not ready within {timeout} s")
        try:
            yield bot
        finally:
            await bot.close()
            await asyncio.wait_for(task, timeout)

    def client(self) -> aiohttp.ClientSession:
        """A plain HTTP session (``async with fd.client() as http``), e.g. to fetch an
        attachment URL. Only 127.0.0.1 is reachable while the fake runs."""
        return aiohttp.ClientSession()

    async def answered(self, inter: Interaction, timeout: float = 15) -> Interaction:
        """Wait until the bot has answered ``inter`` (an update, a message, a modal, or a
        deferral's follow-up or edit)."""
        return await inter.done(timeout)

    async def wait_response(self, inter: Interaction, timeout: float = 10) -> Interaction:
        """Wait for the interaction callback only (a deferral is enough)."""
        return await inter.wait_response(timeout)

    async def run_and_answer(
        self, action: Awaitable[Interaction], timeout: float = 15
    ) -> Interaction:
        """``await fd.run_and_answer(fd.click(...))``: deliver, then wait for the answer."""
        return await (await action).done(timeout)


def _by_id(m: Message) -> int:
    return m.id


def _by_touch(m: Message) -> int:
    return m.touched


def _number_components(components: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Components as Discord echoes them: each with a numeric ``id`` (kept if given)."""
    copied: list[dict[str, Any]] = json.loads(json.dumps(components))
    used = {c["id"] for c in walk_components(copied) if isinstance(c.get("id"), int)}
    counter = 1
    for c in walk_components(copied):
        if not isinstance(c.get("id"), int):
            while counter in used:
                counter += 1
            c["id"] = counter
            used.add(counter)
    return copied


def _modal_answer(
    layout: list[dict[str, Any]], fields: Mapping[str, str | Sequence[str]] | Sequence[str]
) -> list[dict[str, Any]]:
    """What Discord sends back for a modal: its rows and labels, with the user's values.

    ``fields`` maps custom_ids to values, or lists the text inputs' values in order."""
    in_order = iter([] if isinstance(fields, Mapping) else [str(v) for v in fields])
    by_id: Mapping[str, str | Sequence[str]] = fields if isinstance(fields, Mapping) else {}

    def value_of(component: dict[str, Any]) -> dict[str, Any]:
        cid = str(component.get("custom_id"))
        out: dict[str, Any] = {"type": component["type"], "custom_id": cid}
        if "id" in component:
            out["id"] = component["id"]
        given = by_id.get(cid)
        if component["type"] == 4:
            if not isinstance(given, str):
                given = next(in_order, str(component.get("value") or ""))
            out["value"] = given
        elif given is not None:
            out["values"] = [given] if isinstance(given, str) else [str(v) for v in given]
        else:
            out["values"] = []
        return out

    if not layout:
        return [
            {"type": 1, "components": [{"type": 4, "custom_id": k, "value": str(v)}]}
            for k, v in by_id.items()
        ]
    answer: list[dict[str, Any]] = []
    for row in layout:
        if row.get("type") == 1:
            inner = [value_of(c) for c in row.get("components") or [] if "custom_id" in c]
            answer.append({"type": 1, "components": inner})
        elif row.get("type") == 18 and isinstance(row.get("component"), dict):
            label: dict[str, Any] = {"type": 18, "component": value_of(row["component"])}
            if "id" in row:
                label["id"] = row["id"]
            answer.append(label)
        elif row.get("type") == 10:
            answer.append({"type": 10, "id": row.get("id", 0)})
    return answer


@asynccontextmanager
async def fake_discord(**kwargs: Any) -> AsyncIterator[FakeDiscord]:
    async with FakeDiscord(**kwargs) as fd:
        yield fd
