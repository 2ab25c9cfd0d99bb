"""A server's defaults for new games: the preset, house rules and the bot's settings,
kept in memory (the turn timer is read on every turn) and in the store as the JSON
object :mod:`.settings` declares."""

from __future__ import annotations

import dataclasses

from ..store import GameStore
from .notes import Refused, echo, note
from .rules_text import check_rules, normalise, read_option, read_preset
from .settings import SETTINGS, UNTOLD, GuildSettings, Known, SettingError, from_json, to_json
from .typed import cleaned


def _copy(settings: GuildSettings) -> GuildSettings:
    """A copy that shares nothing changeable: every field is immutable but the house
    rules' dict (read several times a press: a deep copy of it was needless work)."""
    return dataclasses.replace(settings, overrides=dict(settings.overrides))


class ServerDefaults:
    """Every server's settings, read through a cache; each change is stored at once."""

    def __init__(self, store: GameStore, known: Known = UNTOLD) -> None:
        self.store = store
        self.known = known
        self._cache: dict[int, GuildSettings] = {}

    async def get(self, guild_id: int) -> GuildSettings:
        """The server's settings (a copy: changing it changes nothing stored)."""
        cached = self._cache.get(guild_id)
        if cached is None:
            row = await self.store.get_guild_settings(guild_id)
            cached = self._cache[guild_id] = from_json(GuildSettings, guild_id, row, self.known)
        return _copy(cached)

    async def owner_of(self, guild_id: int | None, reach: str, user_id: int) -> int:
        """Whose defaults a new game follows: a server's that has the bot, or has set
        defaults of its own; else the person's who opens it (a DM, a group DM, a server
        whose admins added no bot)."""
        if guild_id is not None and (
            reach == "channel"
            or guild_id in self._cache
            or await self.store.get_guild_settings(guild_id)
        ):
            return guild_id
        return user_id

    async def set_preset(self, guild_id: int, preset: str) -> GuildSettings:
        """The preset as typed (any case), read as ``/ludo new`` reads it."""
        settings = await self.get(guild_id)
        settings.preset = read_preset(preset)
        # House rules that no longer fit the new preset would break every new game.
        check_rules(settings.preset, settings.overrides)
        return await self._save(settings)

    async def set_option(self, guild_id: int, name: str, value: str) -> GuildSettings:
        """Set a setting that ``/ludo config set`` takes by name, or else a house rule
        (an engine option), both read as :func:`.typed.cleaned` reads typed text."""
        settings = await self.get(guild_id)
        name, value = cleaned(name).lower(), cleaned(value)
        setting = SETTINGS.get(name)
        if setting is not None and setting.by_name:
            self._parse(settings, name, value)
        else:
            name = read_option(name)
            overrides = dict(settings.overrides)
            overrides[name] = normalise(name, value)
            check_rules(settings.preset, overrides, user=(name,))
            settings.overrides = overrides
        return await self._save(settings)

    async def set_dm(self, user_id: int, when: str) -> GuildSettings:
        """A person's own setting (``/ludo dm``, anywhere): when they are told privately
        that it is their turn."""
        settings = await self.get(user_id)
        self._parse(settings, "dm", when)
        return await self._save(settings)

    def _parse(self, settings: GuildSettings, name: str, value: str) -> None:
        try:
            setattr(settings, name, SETTINGS[name].parse(value, self.known))
        except SettingError as exc:
            takes = note(f"takes_{exc.takes}")
            raise Refused("bad_setting", setting=name, value=echo(value), takes=takes) from None

    async def reset(self, guild_id: int) -> GuildSettings:
        await self.store.reset_guild_settings(guild_id)
        self._cache.pop(guild_id, None)
        return await self.get(guild_id)

    def choices(self, name: str) -> tuple[str, ...]:
        """The values to offer for a setting (none for one that takes any of many)."""
        setting = SETTINGS.get(name)
        return setting.kind.choices(self.known) if setting is not None else ()

    async def _save(self, settings: GuildSettings) -> GuildSettings:
        await self.store.set_guild_settings(settings.guild_id, to_json(settings))
        self._cache[settings.guild_id] = _copy(settings)
        return settings
