"""The servers' settings, on portable SQL (see :mod:`.sql_plans`)."""

from __future__ import annotations

import json

from .base import GuildSettings
from .sql_plans import Plan, PlanRunner, dumps


class SettingsTable(PlanRunner):
    """The settings' methods of :class:`~bot.store.base.GameStore`."""

    async def get_guild_settings(self, guild_id: int) -> GuildSettings:
        rows = await self._fetch(
            "SELECT preset, overrides, turn_timer, language, auto_move, ping, away "
            "FROM guild_settings "
            "WHERE guild_id = ?",
            (guild_id,),
        )
        if not rows:
            return GuildSettings(guild_id)
        row = rows[0]
        try:
            overrides = {str(k): str(v) for k, v in json.loads(row[1]).items()}
        except (ValueError, AttributeError):
            overrides = {}
        return GuildSettings(
            guild_id, row[0], overrides, row[2], row[3], bool(row[4]), bool(row[5]), str(row[6])
        )

    async def set_guild_settings(self, settings: GuildSettings) -> None:
        values = (
            settings.guild_id,
            settings.preset,
            dumps(settings.overrides),
            settings.turn_timer,
            settings.language,
            int(settings.auto_move),
            int(settings.ping),
            settings.away,
        )

        def plan() -> Plan[None]:
            yield (
                "INSERT INTO guild_settings (guild_id, preset, overrides, turn_timer, language, "
                "auto_move, ping, away) VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id) "
                "DO UPDATE "
                "SET preset = excluded.preset, overrides = excluded.overrides, "
                "turn_timer = excluded.turn_timer, language = excluded.language, "
                "auto_move = excluded.auto_move, ping = excluded.ping, away = excluded.away",
                values,
            )

        await self._run(plan())

    async def reset_guild_settings(self, guild_id: int) -> None:
        def plan() -> Plan[None]:
            yield "DELETE FROM guild_settings WHERE guild_id = ?", (guild_id,)

        await self._run(plan())
