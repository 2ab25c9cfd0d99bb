"""A server's defaults for new games: the preset, house rules and the bot's settings."""

from __future__ import annotations

from ..engine import PRESETS
from ..store import GuildSettings
from .base import CoreBase
from .notes import Refused, echo, note
from .rules_text import check_rules, normalise
from .settings import BOT_SETTINGS, SettingError


class ServerSettings(CoreBase):
    async def set_preset(self, guild_id: int, preset: str) -> GuildSettings:
        if preset not in PRESETS:
            raise Refused("unknown_preset", preset=echo(preset), presets=list(PRESETS))
        settings = await self.settings(guild_id)
        settings.preset = preset
        # House rules that no longer fit the new preset would break every new game.
        check_rules(preset, settings.overrides)
        await self._save_settings(settings)
        return settings

    async def set_option(self, guild_id: int, name: str, value: str) -> GuildSettings:
        """Set a house rule (an engine option) or a bot setting (see :data:`BOT_SETTINGS`)."""
        settings = await self.settings(guild_id)
        name = name.strip().lower()
        setting = BOT_SETTINGS.get(name)
        if setting is not None:
            try:
                setting.apply(settings, value)
            except SettingError as exc:
                raise Refused(
                    "bad_setting", setting=name, value=echo(value), takes=note(f"takes_{exc.takes}")
                ) from None
        else:
            overrides = dict(settings.overrides)
            overrides[name] = normalise(name, value)
            check_rules(settings.preset, overrides, user=(name,))
            settings.overrides = overrides
        await self._save_settings(settings)
        return settings

    async def reset_settings(self, guild_id: int) -> GuildSettings:
        await self.store.reset_guild_settings(guild_id)
        self._settings.pop(guild_id, None)
        return await self.settings(guild_id)
