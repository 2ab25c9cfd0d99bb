"""The servers' settings, on portable SQL (see :mod:`.sql_plans`): one JSON object per
server, kept as it was given (the core declares and reads the settings)."""

from __future__ import annotations

import json
from typing import Any

from .sql_plans import Plan, PlanRunner, dumps


class SettingsTable(PlanRunner):
    """The settings' methods of :class:`~bot.store.base.GameStore`."""

    async def get_guild_settings(self, guild_id: int) -> dict[str, Any]:
        rows = await self._fetch(
            "SELECT settings FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        if not rows:
            return {}
        try:
            values = json.loads(rows[0][0])
        except ValueError:
            return {}  # a damaged row reads as a server that set nothing
        return values if isinstance(values, dict) else {}

    async def set_guild_settings(self, guild_id: int, values: dict[str, Any]) -> None:
        def plan() -> Plan[None]:
            yield (
                "INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET settings = excluded.settings",
                (guild_id, dumps(values)),
            )

        await self._run(plan())

    async def reset_guild_settings(self, guild_id: int) -> None:
        def plan() -> Plan[None]:
            yield "DELETE FROM guild_settings WHERE guild_id = ?", (guild_id,)

        await self._run(plan())
