"""The stand-in Discord's side of Activities: the OAuth2 code exchange, ``/users/@me``
with a person's access token, the activity instances (made by a LAUNCH_ACTIVITY answer or
by a test) and their lookup with the bot token, and the entry point command Discord
makes when Activities are enabled.

As Discord: a code is good once, for the application's own id and secret; an access
token names its person; an instance is in one channel (``location``) with the people in
it; the lookup wants the bot's token (``Bot ...``), ``/users/@me`` a person's
(``Bearer ...``).
"""

from __future__ import annotations

import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any
from urllib.parse import parse_qs

from aiohttp import web

from .models import APP_ID, Channel, User, snowflake

CLIENT_SECRET = "fake-client-secret"
"""The application's client secret the stand-in accepts (the bot's is set to it)."""
LAUNCH_ACTIVITY = 12
"""The interaction callback that starts the application's Activity."""
PRIMARY_ENTRY_POINT = 4
"""The command type of an Activity's entry point (handler 2: Discord launches it)."""
DISCORD_LAUNCH_ACTIVITY = 2


@dataclass
class ActivityInstance:
    """One running Activity: where it runs and who is in it."""

    id: str
    channel_id: int
    guild_id: int | None
    users: list[int] = field(default_factory=list)

    def payload(self) -> dict[str, Any]:
        kind = "gc" if self.guild_id is not None else "pc"
        location: dict[str, Any] = {
            "id": f"{kind}-{self.guild_id or ''}-{self.channel_id}",
            "kind": kind,
            "channel_id": str(self.channel_id),
        }
        if self.guild_id is not None:
            location["guild_id"] = str(self.guild_id)
        return {
            "application_id": str(APP_ID),
            "instance_id": self.id,
            "launch_id": snowflake(),
            "location": location,
            "users": [str(u) for u in self.users],
        }


def entry_point_command() -> dict[str, Any]:
    """The entry point Discord gives an application when Activities are enabled."""
    return {
        "name": "launch",
        "description": "",
        "type": PRIMARY_ENTRY_POINT,
        "handler": DISCORD_LAUNCH_ACTIVITY,
        "integration_types": [0, 1],
        "contexts": [0, 1, 2],
    }


class Activities:
    """Codes, access tokens and instances of the stand-in (``fd.activities``)."""

    def __init__(
        self,
        users: dict[int, User],
        json: Callable[..., web.Response],
        asked: Callable[[], None],
    ) -> None:
        """``asked``: counts an invalid answer (401) as one the test asked for (a forged
        token, a wrong secret), not one the stand-in gave of itself."""
        self._users = users
        self._json = json
        self._asked = asked
        self._codes: dict[str, int] = {}
        self._tokens: dict[str, int] = {}
        self.instances: dict[str, ActivityInstance] = {}
        self.exchanges: list[str] = []
        """Every code offered to the token exchange, in order (good or not)."""

    def code_for(self, user: User) -> str:
        """The code the SDK's ``authorize`` gives ``user`` (good for one exchange)."""
        code = secrets.token_urlsafe(12)
        self._codes[code] = user.id
        return code

    def start(self, channel: Channel, *users: User) -> ActivityInstance:
        """An Activity running in ``channel`` with ``users`` in it."""
        instance = ActivityInstance(
            f"i-{snowflake()}", channel.id, channel.guild_id, [u.id for u in users]
        )
        self.instances[instance.id] = instance
        return instance

    def launched(self, channel: Channel, user: User) -> ActivityInstance:
        """A LAUNCH_ACTIVITY answer: ``user`` joins the channel's instance (one per
        channel, as Discord's), started when there is none."""
        for instance in self.instances.values():
            if instance.channel_id == channel.id:
                if user.id not in instance.users:
                    instance.users.append(user.id)
                return instance
        return self.start(channel, user)

    async def token(self, request: web.Request) -> web.Response:
        """``POST /oauth2/token`` (form-encoded, as Discord wants it)."""
        form = {k: v[0] for k, v in parse_qs(await request.text()).items()}
        if form.get("client_id") != str(APP_ID) or form.get("client_secret") != CLIENT_SECRET:
            self._asked()
            return self._json({"error": "invalid_client"}, 401)
        code = form.get("code", "")
        self.exchanges.append(code)
        user_id = self._codes.pop(code, None)
        if form.get("grant_type") != "authorization_code" or user_id is None:
            return self._json(
                {"error": "invalid_grant", "error_description": 'Invalid "code" in request.'},
                400,
            )
        access = secrets.token_urlsafe(16)
        self._tokens[access] = user_id
        return self._json(
            {
                "access_token": access,
                "token_type": "Bearer",
                "expires_in": 604800,
                "refresh_token": secrets.token_urlsafe(16),
                "scope": "identify",
            }
        )

    def me(self, request: web.Request) -> web.Response | None:
        """``GET /users/@me`` with a person's token (None: the bot's own, for the server)."""
        kind, _, token = request.headers.get("Authorization", "").partition(" ")
        if kind != "Bearer":
            return None
        user = self._users.get(self._tokens.get(token, 0))
        if user is None:
            self._asked()
            return self._json({"message": "401: Unauthorized", "code": 0}, 401)
        return self._json(user.payload())

    def instance(self, request: web.Request, app_id: str, instance_id: str) -> web.Response:
        """``GET /applications/{id}/activity-instances/{instance_id}`` with the bot token."""
        if not request.headers.get("Authorization", "").startswith("Bot "):
            self._asked()
            return self._json({"message": "401: Unauthorized", "code": 0}, 401)
        instance = self.instances.get(instance_id)
        if app_id != str(APP_ID) or instance is None:
            return self._json({"message": "Unknown Activity Instance", "code": 10090}, 404)
        return self._json(instance.payload())
