"""``ludobot`` in a child process whose Discord address is a local test server.

``python -m tests.startup_child BASE_URL ARGS...``: discord.py's REST address is pointed at
``BASE_URL`` (a server on 127.0.0.1 run by the test), and its gateway at
``LUDOBOT_TEST_GATEWAY`` when that is set (the stand-in Discord's), and the pause between
attempts is shortened, then the real command line runs, so the exit code and the printed
lines are exactly what a user sees.
"""

from __future__ import annotations

import os
import sys

import discord.gateway
import discord.http
import yarl

import bot.startup
from bot.cli import main

if __name__ == "__main__":
    discord.http.Route.BASE = sys.argv[1]
    if os.environ.get("LUDOBOT_TEST_GATEWAY"):
        gateway = yarl.URL(os.environ["LUDOBOT_TEST_GATEWAY"])
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = gateway
    bot.startup.BACKOFF_START = 0.05
    sys.exit(main(sys.argv[2:]))
