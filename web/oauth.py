"""Who opens the Activity, and where: Discord's answers to the bot's process.

Inside Discord the page proves nothing by itself. The Embedded App SDK gives it an OAuth2
code, which only this process can exchange (``POST /oauth2/token`` with the application's
client secret, never sent to a page) for the person's access token; ``GET /users/@me``
with that token says who the person is; and ``GET /applications/{id}/activity-instances/
{instance_id}`` with the bot's token says where the Activity runs (its channel) and who is
in it. A visitor is a person in an instance of the channel the page names: anything else
is refused by a code (:class:`ActivityRefused`) and nothing is changed.

The API's address is a setting (:attr:`ActivityApp.api`) so the tests use the stand-in
Discord (tests/fakediscord).
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from typing import Any, Final

import aiohttp

API: Final = "https://discord.com/api/v10"
"""Discord's REST API (the bot's own requests go to the same version)."""
TIMEOUT: Final = aiohttp.ClientTimeout(total=10)
"""Discord answers in well under a second; a page is not kept waiting longer than this."""
SCOPES: Final = ("identify",)
"""What the Activity asks the person for: who they are. The instance is checked with the
bot's token, which needs no scope of the person's."""

_CODE = re.compile(r"[A-Za-z0-9._~-]{1,200}")
"""An OAuth2 code or access token as Discord makes them (URL-safe, short)."""
_INSTANCE = re.compile(r"[A-Za-z0-9_-]{1,100}")
"""An instance id (``i-<snowflake>-gc-<guild>-<channel>``): it goes into a URL's path, so
nothing else (no ``/``, no ``..``) is ever sent."""
_SNOWFLAKE = re.compile(r"[0-9]{1,20}")


class ActivityRefused(Exception):
    """A refusal with the page's code and the HTTP status it is answered with."""

    def __init__(self, code: str, status: int = 403) -> None:
        super().__init__(code)
        self.code = code
        self.status = status


@dataclass(frozen=True, slots=True)
class ActivityApp:
    """The application's side of an Activity (settings of the process, none for a page):
    its OAuth2 client id and secret (Developer Portal, OAuth2), the bot's token, and the
    API's address (the stand-in Discord's in tests)."""

    client_id: int
    client_secret: str
    bot_token: str
    api: str = API

    @property
    def origin(self) -> str:
        """Where Discord serves the Activity's page from (its sockets come from there)."""
        return f"https://{self.client_id}.discordsays.com"

    @classmethod
    def from_env(cls, bot_token: str | None) -> ActivityApp | None:
        """``LUDOBOT_ACTIVITY_CLIENT_ID`` and ``LUDOBOT_ACTIVITY_CLIENT_SECRET`` (both, or
        neither: None, no Activity); raises ValueError saying which is wrong."""
        client_id = os.environ.get("LUDOBOT_ACTIVITY_CLIENT_ID", "").strip()
        secret = os.environ.get("LUDOBOT_ACTIVITY_CLIENT_SECRET", "").strip()
        if not client_id and not secret:
            return None
        if _SNOWFLAKE.fullmatch(client_id) is None:
            raise ValueError(
                "LUDOBOT_ACTIVITY_CLIENT_ID must be the application's id (digits, from the "
                f"Developer Portal's General Information), not {client_id!r}"
            )
        if not secret:
            raise ValueError(
                "LUDOBOT_ACTIVITY_CLIENT_SECRET must be set with LUDOBOT_ACTIVITY_CLIENT_ID "
                "(the Developer Portal's OAuth2 page, Client Secret)"
            )
        if not bot_token:
            raise ValueError("the Activity needs the bot's token too (DISCORD_TOKEN)")
        return cls(int(client_id), secret, bot_token)


@dataclass(frozen=True, slots=True)
class Person:
    id: int
    name: str


@dataclass(frozen=True, slots=True)
class Instance:
    """A running Activity: its channel (and server, None in a DM or group DM) and the
    people in it."""

    id: str
    channel_id: int
    guild_id: int | None
    users: frozenset[int]


def checked_code(value: object) -> str:
    """An OAuth2 code or access token from a page (refused when it cannot be one)."""
    if not isinstance(value, str) or _CODE.fullmatch(value) is None:
        raise ActivityRefused("web-activity-bad-request", 400)
    return value


def checked_instance(value: object) -> str:
    if not isinstance(value, str) or _INSTANCE.fullmatch(value) is None:
        raise ActivityRefused("web-activity-bad-request", 400)
    return value


def checked_snowflake(value: object) -> int:
    if not isinstance(value, str) or _SNOWFLAKE.fullmatch(value) is None:
        raise ActivityRefused("web-activity-bad-request", 400)
    return int(value)


class DiscordOAuth:
    """The three questions to Discord. Each is asked on an HTTP session of its own: a
    person opens the Activity now and then, and nothing is kept open between times."""

    def __init__(self, app: ActivityApp) -> None:
        self.app = app

    async def _json(self, method: str, path: str, refusal: str, **kw: Any) -> dict[str, Any]:
        """Discord's JSON answer; ``refusal`` when Discord says no (4xx),
        ``web-activity-unreachable`` when it does not answer sensibly."""
        try:
            async with (
                aiohttp.ClientSession(timeout=TIMEOUT) as session,
                session.request(method, f"{self.app.api}{path}", **kw) as response,
            ):
                if 400 <= response.status < 500 and response.status != 429:
                    raise ActivityRefused(refusal)
                if response.status != 200:
                    raise ActivityRefused("web-activity-unreachable", 502)
                data = await response.json(content_type=None)
        except (aiohttp.ClientError, TimeoutError, ValueError):
            raise ActivityRefused("web-activity-unreachable", 502) from None
        if not isinstance(data, dict):
            raise ActivityRefused("web-activity-unreachable", 502)
        return data

    async def exchange(self, code: str) -> str:
        """The access token for an authorisation code (each code is good once)."""
        data = await self._json(
            "POST",
            "/oauth2/token",
            "web-activity-code-refused",
            data={
                "client_id": str(self.app.client_id),
                "client_secret": self.app.client_secret,
                "grant_type": "authorization_code",
                "code": checked_code(code),
            },
        )
        token = data.get("access_token")
        if not isinstance(token, str) or not token:
            raise ActivityRefused("web-activity-unreachable", 502)
        return token

    async def person(self, access_token: str) -> Person:
        """Who an access token belongs to."""
        data = await self._json(
            "GET",
            "/users/@me",
            "web-activity-token-refused",
            headers={"Authorization": f"Bearer {checked_code(access_token)}"},
        )
        try:
            return Person(int(data["id"]), str(data.get("global_name") or data["username"]))
        except (KeyError, TypeError, ValueError):
            raise ActivityRefused("web-activity-unreachable", 502) from None

    async def instance(self, instance_id: str) -> Instance:
        """A running instance of this application's Activity (asked with the bot's
        token: a page cannot make one up)."""
        data = await self._json(
            "GET",
            f"/applications/{self.app.client_id}/activity-instances/"
            f"{checked_instance(instance_id)}",
            "web-activity-instance-unknown",
            headers={"Authorization": f"Bot {self.app.bot_token}"},
        )
        try:
            location = data["location"]
            guild = location.get("guild_id")
            return Instance(
                str(data["instance_id"]),
                int(location["channel_id"]),
                int(guild) if guild else None,
                frozenset(int(u) for u in data.get("users") or ()),
            )
        except (KeyError, TypeError, ValueError, AttributeError):
            raise ActivityRefused("web-activity-unreachable", 502) from None

    async def visitor(
        self, access_token: str, instance_id: str, channel_id: int
    ) -> tuple[Person, Instance]:
        """The person of ``access_token``, in instance ``instance_id`` of channel
        ``channel_id``: refused when the instance runs in another channel or the person
        is not in it."""
        person = await self.person(access_token)
        instance = await self.instance(instance_id)
        if instance.channel_id != channel_id:
            raise ActivityRefused("web-activity-other-channel")
        if person.id not in instance.users:
            raise ActivityRefused("web-activity-not-in-instance")
        return person, instance
