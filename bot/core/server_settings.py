"""A server's defaults for new games: the preset, house rules and the bot's settings,
kept in memory (read on every turn for the timer) and written through to the store."""

from __future__ import annotations

import dataclasses

from ..engine import PRESETS
from ..store import GameStore, GuildSettings
from .notes import Refused, echo, note
from .rules_text import check_rules, normalise
from .settings import BOT_SETTINGS, SettingError


class ServerDefaults:
    def __init__(self, store: GameStore) -> None:
        self._store = store
        self._cache: dict[int, GuildSettings] = {}

    async def get(self, guild_id: int) -> GuildSettings:
        """A copy of the server's settings (changing it changes nothing stored)."""
        cached = self._cache.get(guild_id)
        if cached is None:
            cached = self._cache[guild_id] = await self._store.get_guild_settings(guild_id)
        return dataclasses.replace(cached, overrides=dict(cached.overrides))

    async def _save(self, settings: GuildSettings) -> None:
        await self._store.set_guild_settings(settings)
        self._cache.pop(settings.guild_id, None)

    async def set_preset(self, guild_id: int, preset: str) -> GuildSettings:
        if preset not in PRESETS:
            raise Refused("unknown_preset", preset=echo(preset), presets=list(PRESETS))
        settings = await self.get(guild_id)
        settings.preset = preset
        # House rules that no longer fit the new preset would break every new game.
        check_rules(preset, settings.overrides)
        await self._save(settings)
        return settings

    async def set_option(self, guild_id: int, name: str, value: str) -> GuildSettings:
        """Set a house rule (an engine option) or a bot setting (see :data:`BOT_SETTINGS`)."""
        settings = await self.get(guild_id)
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
        await self._save(settings)
        return settings

    async def reset(self, guild_id: int) -> GuildSettings:
        await self._store.reset_guild_settings(guild_id)
        self._cache.pop(guild_id, None)
        return await self.get(guild_id)
