"""A server's defaults for new games: the preset, house rules and the bot's settings,
kept in memory (the turn timer is read on every turn) and in the store as the JSON
object :mod:`.settings` declares."""

from __future__ import annotations

import dataclasses

from ..store import GameStore
from .commands import DefaultsChange, SetHouseRule, SetPreset, SetSetting
from .lobby_rules import check_rules, stored
from .notes import Refused, echo, note
from .settings import (
    HOUSE_RULES,
    PRESET,
    SETTINGS,
    UNTOLD,
    GuildSettings,
    Known,
    SettingError,
    from_json,
    to_json,
)


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
        """Whose defaults a new game follows (and ``/ludo rules`` shows where no game is):
        a server's that has the bot, or has set defaults of its own (:meth:`kept_by`);
        else the person's who opens it (a DM, a group DM, a server whose admins added no
        bot)."""
        if guild_id is not None and (
            reach == "channel"
            or guild_id in self._cache
            or await self.store.get_guild_settings(guild_id)
        ):
            return guild_id
        return user_id

    @staticmethod
    def kept_by(guild_id: int | None, user_id: int) -> int:
        """Whose defaults ``/ludo config`` shows and changes: in a server the server's
        (Manage Server changes them, with or without the bot there), outside servers the
        person's own."""
        return guild_id if guild_id is not None else user_id

    async def change(self, owner: int, change: DefaultsChange) -> GuildSettings:
        """Change one of ``owner``'s settings (a server's, or a person's own): the preset,
        a house rule (the rules must still work with it) or a setting its rule takes."""
        settings = await self.get(owner)
        match change:
            case SetPreset(preset):
                settings.preset = preset
                # House rules that no longer fit the new preset would break every new game.
                check_rules(settings.preset, settings.overrides)
            case SetHouseRule(option, value):
                overrides = {**settings.overrides, **stored({option: value})}
                check_rules(settings.preset, overrides, user=(option,))
                settings.overrides = overrides
            case SetSetting(name, value):
                setattr(settings, name, self._checked(name, value))
        return await self._save(settings)

    def _checked(self, name: str, value: object) -> object:
        """``value`` as setting ``name``'s rule takes it (the preset and the house rules
        change only with each other's check: :class:`SetPreset`, :class:`SetHouseRule`)."""
        setting = SETTINGS.get(name)
        if setting is None or setting.kind in (PRESET, HOUSE_RULES):
            raise Refused("unknown_option", option=echo(name), options=list(SETTINGS))
        try:
            return setting.kind.check(value, self.known)
        except SettingError as exc:
            takes = note(f"takes_{exc.takes}")
            shown = echo(str(value))
            raise Refused("bad_setting", setting=name, value=shown, takes=takes) from None

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
