"""The ludo extension: slash commands, lobby and board buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.bot import LudoBot


async def setup(bot: LudoBot) -> None:
    from .cog import Ludo

    await bot.add_cog(Ludo(bot))
