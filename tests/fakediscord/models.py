"""What the stand-in Discord keeps: users, guilds, channels, roles, messages, interactions."""

from __future__ import annotations

import asyncio
import mimetypes
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .activities import ActivityInstance

APP_ID = 900000000000000001
DISCORD_EPOCH_MS = 1420070400000

# Permission bits, as in Discord's permissions documentation.
ADMINISTRATOR = 1 << 3
MANAGE_GUILD = 1 << 5
ALL_PERMISSIONS_INT = (1 << 51) - 1
ALL_PERMISSIONS = str(ALL_PERMISSIONS_INT)
# View channel, send messages, embed links, attach files, read history, use application
# commands, and no Manage permission of any kind.
MEMBER_PERMISSIONS_INT = (
    (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 31) | (1 << 6)
)
MEMBER_PERMISSIONS = str(MEMBER_PERMISSIONS_INT)
USE_EXTERNAL_APPS = 1 << 50
"""Lets a member's own (user-installed) apps answer in public where the bot is not."""
MANAGE_EVENTS = 1 << 33
CREATE_PUBLIC_THREADS = 1 << 35
THREAD = 11
"""A public thread's channel type."""

# Interaction contexts: a server, the bot's own DM, any other DM or group DM.
GUILD_CONTEXT, BOT_DM_CONTEXT, PRIVATE_CONTEXT = 0, 1, 2
TOKEN_LIFE = 15 * 60.0
"""Seconds an interaction's token may answer, follow up and edit."""
FOLLOWUP_LIMIT = 5
"""Follow-ups per interaction for a user-installed app where the bot is not a member."""

# Message flags.
SUPPRESS_EMBEDS = 1 << 2
EPHEMERAL = 1 << 6
LOADING = 1 << 7
IS_COMPONENTS_V2 = 1 << 15
_KEPT_FLAGS = SUPPRESS_EMBEDS | EPHEMERAL | LOADING | IS_COMPONENTS_V2

# Interaction types and callback types.
PING, APPLICATION_COMMAND, MESSAGE_COMPONENT, AUTOCOMPLETE, MODAL_SUBMIT = 1, 2, 3, 4, 5
CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE, UPDATE_MESSAGE = 4, 5, 6, 7
AUTOCOMPLETE_RESULT, MODAL = 8, 9

BOT_USER: dict[str, Any] = {
    "id": str(APP_ID),
    "username": "ludobot",
    "discriminator": "0",
    "global_name": "ludobot",
    "avatar": None,
    "bot": True,
    "flags": 0,
    "public_flags": 0,
}

_last_id = 0


def snowflake() -> str:
    """A fresh, increasing snowflake whose timestamp is now (the bot reads an
    interaction's age from it: a counter started at import would make every interaction
    of a long test run look older than its 15-minute token)."""
    global _last_id
    _last_id = max(_last_id + 1, int(time.time() * 1000 - DISCORD_EPOCH_MS) << 22)
    return str(_last_id)


def iso_now() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S+00:00", time.gmtime())


class FakeClock:
    """A wall clock that moves only when told (:meth:`advance`): interaction tokens
    expire by it, and a bot given ``time``/``sleep`` keeps its deadlines by it."""

    def __init__(self) -> None:
        self.skew = 0.0
        self._sleepers: list[tuple[float, asyncio.Future[None]]] = []

    def time(self) -> float:
        return time.time() + self.skew

    async def sleep(self, seconds: float) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._sleepers.append((self.time() + seconds, future))
        try:
            await future
        finally:
            self._sleepers = [(t, f) for t, f in self._sleepers if f is not future]

    def advance(self, seconds: float) -> None:
        """Move on; every sleep whose end has come wakes."""
        self.skew += seconds
        now = self.time()
        for until, future in self._sleepers:
            if until <= now and not future.done():
                future.set_result(None)


def walk_components(components: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Every component, depth first: action rows, containers, sections and accessories."""
    for c in components:
        yield c
        yield from walk_components(c.get("components") or [])
        if isinstance(c.get("accessory"), dict):
            yield from walk_components([c["accessory"]])
        if isinstance(c.get("component"), dict):  # a label (type 18) in a modal
            yield from walk_components([c["component"]])


@dataclass
class User:
    """A Discord account. ``admin`` and ``permissions`` decide its roles in every guild."""

    id: int
    name: str
    admin: bool = False
    permissions: int | None = None
    """Exact guild permissions (a role of its own); ``None``: @everyone, plus Admin if admin."""
    bot: bool = False
    locale: str = "en-US"
    """The language of the user's Discord client (an interaction's ``locale``)."""
    dms_closed: bool = False
    """Closed their DMs (or blocked the bot): a message to them is refused (50007)."""

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "username": self.name,
            "discriminator": "0",
            "global_name": self.name,
            "avatar": None,
            "bot": self.bot,
            "flags": 0,
            "public_flags": 0,
        }

    @property
    def mention(self) -> str:
        return f"<@{self.id}>"


@dataclass
class Role:
    id: int
    name: str
    permissions: int
    position: int = 0

    def payload(self) -> dict[str, Any]:
        return {
            "id": str(self.id),
            "name": self.name,
            "permissions": str(self.permissions),
            "position": self.position,
            "color": 0,
            "colors": {"primary_color": 0, "secondary_color": None, "tertiary_color": None},
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "icon": None,
            "unicode_emoji": None,
            "flags": 0,
        }


@dataclass
class Channel:
    id: int
    name: str
    guild_id: int | None
    type: int = 0
    position: int = 0
    recipients: list[int] = field(default_factory=list)
    """A DM's or group DM's people (type 1 or 3)."""
    bot_dm: bool = False
    """The bot's own DM with a person: the bot posts there like in a channel."""
    parent_id: int | None = None
    """A thread's channel (type 11: a public thread)."""

    def payload(self) -> dict[str, Any]:
        if self.type in (1, 3):
            return {
                "id": str(self.id),
                "type": self.type,
                "name": self.name if self.type == 3 else None,
                "last_message_id": None,
                "owner_id": str(self.recipients[0]) if self.recipients else None,
                "icon": None,
                "flags": 0,
            }
        data: dict[str, Any] = {
            "id": str(self.id),
            "type": self.type,
            "name": self.name,
            "position": self.position,
            "permission_overwrites": [],
            "nsfw": False,
            "topic": None,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "parent_id": None if self.parent_id is None else str(self.parent_id),
            "flags": 0,
        }
        if self.guild_id is not None:
            data["guild_id"] = str(self.guild_id)
        if self.type == THREAD:
            data.update(
                owner_id=str(APP_ID),
                member_count=1,
                message_count=0,
                thread_metadata={
                    "archived": False,
                    "auto_archive_duration": 10080,
                    "archive_timestamp": iso_now(),
                    "locked": False,
                },
            )
        return data


@dataclass
class Membership:
    user: User
    roles: list[int]
    joined_at: str = field(default_factory=iso_now)
    nick: str | None = None


@dataclass
class Guild:
    id: int
    name: str
    owner_id: int = 1
    channels: list[Channel] = field(default_factory=list)
    roles: list[Role] = field(default_factory=list)
    members: dict[int, Membership] = field(default_factory=dict)
    locale: str = "en-US"
    """The server's own language (``preferred_locale``, Server Settings › Community)."""
    has_bot: bool = True
    """The bot is a member (a guild install); without it, only a person's install plays."""
    external_apps: bool = True
    """Members may use their own apps in public here ("Use External Apps")."""
    bot_permissions: int = ALL_PERMISSIONS_INT
    """What the bot may do here (an interaction's ``app_permissions``; making a thread
    needs Create Public Threads, a scheduled event Manage Events, else 50013)."""
    scheduled_events: list[dict[str, Any]] = field(default_factory=list)

    @property
    def everyone(self) -> Role:
        return self.roles[0]

    def role(self, name: str) -> Role:
        for role in self.roles:
            if role.name == name:
                return role
        raise KeyError(f"guild {self.id} has no role {name!r}")

    def permissions_of(self, user_id: int) -> int:
        """Guild-wide permissions as Discord computes them (owner and Administrator: all)."""
        if user_id == self.owner_id:
            return ALL_PERMISSIONS_INT
        perms = self.everyone.permissions
        member = self.members.get(user_id)
        if member is not None:
            for role in self.roles:
                if role.id in member.roles:
                    perms |= role.permissions
        return ALL_PERMISSIONS_INT if perms & ADMINISTRATOR else perms

    def member_payload(self, user_id: int, with_user: bool = True) -> dict[str, Any]:
        member = self.members[user_id]
        data: dict[str, Any] = {
            "roles": [str(r) for r in member.roles],
            "joined_at": member.joined_at,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "nick": member.nick,
            "pending": False,
            "avatar": None,
            "premium_since": None,
            "communication_disabled_until": None,
        }
        if with_user:
            data["user"] = member.user.payload()
        return data


@dataclass
class Attachment:
    id: int
    filename: str
    data: bytes
    url: str
    description: str | None = None

    @property
    def content_type(self) -> str:
        return mimetypes.guess_type(self.filename)[0] or "application/octet-stream"

    def payload(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.url,
            "content_type": self.content_type,
        }
        if self.description is not None:
            out["description"] = self.description
        if self.data.startswith(b"\x89PNG\r\n\x1a\n") and len(self.data) >= 24:
            out["width"] = int.from_bytes(self.data[16:20], "big")
            out["height"] = int.from_bytes(self.data[20:24], "big")
        return out


@dataclass
class Message:
    """A stored message. ``data`` is the message object exactly as the API returns it."""

    data: dict[str, Any]
    attachment_list: list[Attachment] = field(default_factory=list)
    ephemeral_for: int | None = None
    """The user who alone sees this (ephemeral) message; ``None`` for public messages."""
    edits: int = 0
    deleted: bool = False
    touched: int = 0
    """Increases with every creation or edit on the server: the newest change is the max."""
    owners: dict[str, str] | None = None
    """The authorizing integration owners of the interaction that made it (its presses
    carry them)."""

    @property
    def id(self) -> int:
        return int(self.data["id"])

    @property
    def channel_id(self) -> int:
        return int(self.data["channel_id"])

    @property
    def content(self) -> str:
        return str(self.data.get("content") or "")

    @property
    def embeds(self) -> list[dict[str, Any]]:
        return list(self.data.get("embeds") or [])

    @property
    def components(self) -> list[dict[str, Any]]:
        return list(self.data.get("components") or [])

    @property
    def flags(self) -> int:
        return int(self.data.get("flags") or 0)

    @property
    def ephemeral(self) -> bool:
        return self.ephemeral_for is not None

    @property
    def is_components_v2(self) -> bool:
        return bool(self.flags & IS_COMPONENTS_V2)

    def walk(self) -> Iterator[dict[str, Any]]:
        """All components of the message, nested ones included."""
        return walk_components(self.components)

    @property
    def custom_ids(self) -> list[str]:
        return [c["custom_id"] for c in self.walk() if "custom_id" in c]

    def component(self, custom_id: str) -> dict[str, Any]:
        for c in self.walk():
            if c.get("custom_id") == custom_id:
                return c
        raise KeyError(f"no component {custom_id!r} on message {self.id}: {self.custom_ids}")

    def button(self, text: str) -> str:
        """The custom_id of the first button whose label contains ``text``."""
        for c in self.walk():
            if c.get("type") == 2 and text in str(c.get("label", "")) and "custom_id" in c:
                return str(c["custom_id"])
        raise KeyError(f"no button {text!r} on message {self.id}: {self.custom_ids}")

    def text(self) -> str:
        """Content, embed texts and Components V2 text displays, joined by newlines."""
        parts = [self.content]
        for e in self.embeds:
            parts += [str(e.get(k) or "") for k in ("title", "description")]
            parts += [f"{f.get('name', '')} {f.get('value', '')}" for f in e.get("fields") or []]
            parts.append(str((e.get("footer") or {}).get("text") or ""))
        parts += [str(c.get("content") or "") for c in self.walk() if c.get("type") == 10]
        return "\n".join(p for p in parts if p)

    @property
    def files(self) -> dict[str, bytes]:
        """Attachment bytes by file name."""
        return {a.filename: a.data for a in self.attachment_list}

    @property
    def attachment(self) -> bytes | None:
        """The bytes of the first attachment, if any."""
        return self.attachment_list[0].data if self.attachment_list else None


@dataclass
class Interaction:
    """One interaction delivered to the bot and everything the bot answered to it.

    ``responses`` lists, in order, ``("callback:<type>", data)``, ``("followup", payload)``,
    ``("edit", payload)`` and ``("delete", {})``.
    """

    id: str
    token: str
    user: User
    channel_id: int
    message_id: int | None
    kind: int = MESSAGE_COMPONENT
    guild_id: int | None = None
    payload: dict[str, Any] = field(default_factory=dict)
    responses: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    callback_type: int | None = None
    original_id: int | None = None
    followup_ids: list[int] = field(default_factory=list)
    modal: dict[str, Any] | None = None
    choices: list[dict[str, Any]] | None = None
    sent_at: float = 0.0
    answered_at: float = 0.0
    owners: dict[str, str] = field(default_factory=dict)
    """``authorizing_integration_owners`` as delivered."""
    context: int = 0
    answers_only: bool = False
    """In a chat the bot is not a member of: it may only answer (five follow-ups)."""
    private_only: bool = False
    """"Use External Apps" is off: every answer is ephemeral."""
    created: float = 0.0
    """When it was made, on the fake's clock (its token lasts TOKEN_LIFE)."""
    activity: ActivityInstance | None = None
    """The Activity instance a LAUNCH_ACTIVITY answer started or joined."""
    _responded: asyncio.Event = field(default_factory=asyncio.Event, repr=False)
    _answered: asyncio.Event = field(default_factory=asyncio.Event, repr=False)
    _messages: dict[int, Message] = field(default_factory=dict, repr=False)

    # -- state changes (the server calls these) --------------------------------------------

    def responded(self, kind: int) -> None:
        self.callback_type = kind
        self._responded.set()
        if kind not in (DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE):
            self.finish()

    def finish(self) -> None:
        if not self._answered.is_set():
            self.answered_at = time.perf_counter()
            self._answered.set()

    # -- what tests read -------------------------------------------------------------------

    @property
    def is_responded(self) -> bool:
        """The bot called back (any type, deferrals included)."""
        return self._responded.is_set()

    @property
    def is_done(self) -> bool:
        """The bot answered: a message, an update, a modal, or a deferral's follow-up/edit."""
        return self._answered.is_set()

    async def wait_response(self, timeout: float = 10) -> Interaction:
        """Wait for the interaction callback (a deferral counts)."""
        await asyncio.wait_for(self._responded.wait(), timeout)
        return self

    async def done(self, timeout: float = 10) -> Interaction:
        """Wait until the bot has answered; after a deferral, until its follow-up or edit."""
        await asyncio.wait_for(self._answered.wait(), timeout)
        return self

    @property
    def latency(self) -> float:
        """Seconds from delivering the interaction to the bot's answer."""
        return self.answered_at - self.sent_at

    @property
    def deferred(self) -> bool:
        return self.callback_type in (DEFERRED_CHANNEL_MESSAGE, DEFERRED_UPDATE)

    @property
    def original(self) -> Message | None:
        """The response message (type 4/5), or the message a type 6/7 response updated."""
        return self._messages.get(self.original_id or 0)

    @property
    def followups(self) -> list[Message]:
        return [self._messages[m] for m in self.followup_ids if m in self._messages]

    @property
    def answers(self) -> list[Message]:
        """The messages the bot answered with, in order: its response message (a type 4/5
        callback; a type 6/7 one updates a message instead), then its follow-ups."""
        first = (
            self.original
            if self.callback_type in (CHANNEL_MESSAGE, DEFERRED_CHANNEL_MESSAGE)
            else None
        )
        return ([first] if first is not None else []) + self.followups

    @property
    def ephemeral(self) -> bool:
        """Whether the response message is ephemeral."""
        original = self.original
        return original is not None and original.ephemeral

    def texts(self) -> list[str]:
        """The ``content`` of every callback, follow-up and edit, in order."""
        return [str(d.get("content") or "") for _, d in self.responses]

    def text(self) -> str:
        """Everything readable the bot answered with (content, embeds, text displays)."""
        out: list[str] = []
        for _, d in self.responses:
            out.append(Message({"id": "0", "channel_id": "0", **d}).text())
        return "\n".join(t for t in out if t)


@dataclass
class Failure:
    """An injected failure: answer matching requests with ``status`` (``times`` times)."""

    method: str | None
    path: re.Pattern[str] | None
    message_id: int | None
    status: int
    code: int
    message: str
    times: int | None
    retry_after: float
    hits: int = 0
    is_global: bool = False
    """A 429 of the global limit (``"global": true``, ``X-RateLimit-Global``)."""
    drop: bool = False
    """No answer: the connection is closed (``status`` is not sent)."""

    def matches(self, method: str, path: str, message_id: int | None) -> bool:
        if self.times is not None and self.hits >= self.times:
            return False
        if self.method is not None and self.method != method:
            return False
        if self.path is not None and not self.path.search(path):
            return False
        return self.message_id is None or self.message_id == message_id
