"""The real bot in a process of its own, against a stand-in Discord of the test process.

``python -m tests.bot_child BASE_URL GATEWAY_URL DB SEED``: so that a test can SIGKILL
the bot at a chosen moment (between a commit and the edit that shows it).
"""

from __future__ import annotations

import asyncio
import sys

import discord
import yarl

from bot.app import discord_bot
from bot.engine import SeededDice


def main() -> None:
    base, gateway, database, seed = sys.argv[1:5]
    discord.http.Route.BASE = f"{base}/api/v10"
    discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)

    async def run() -> None:
        bot = await discord_bot(
            database, dice_factory=lambda: SeededDice(int(seed)), computer_pause=0
        )
        await bot.start("fake-token")

    asyncio.run(run())


if __name__ == "__main__":
    main()
