"""The composition root: what a process runs, put together in one place.

It opens the store and builds the core on it (:func:`open_core`), then the edges the
process serves, each given the core: Discord's bot (:func:`discord_bot`), and beside it,
when configured, the live board on the web (:mod:`web.server`), which the bot starts and
stops with itself. ``ludobot run`` and ``ludobot sync`` (:mod:`bot.startup`), the tests
and the benchmarks make their bots here.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from web import page
from web.activity_routes import activity_edge
from web.config import WebConfig
from web.oauth import ActivityApp
from web.server import WebServer

from . import i18n
from .bot import LudoBot, new_bot
from .core import GameService, Partition, open_service
from .core.loading import collector_paused
from .core.service import COMPUTER_PAUSE
from .core.tournaments import TournamentService
from .discord_requests import RequestCounts
from .engine import Dice
from .store import bus_of


async def open_core(
    database: Path | str,
    *,
    dice_factory: Callable[[], Dice] | None = None,
    computer_pause: float = COMPUTER_PAUSE,
    partition: Partition | None = None,
    wall: Callable[[], float] = time.time,
    sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    share: bool = True,
) -> GameService:
    """The core on ``database`` (an SQLite file, or a ``postgresql://`` URL), in the
    languages the edges speak; ``partition``: only its games (several processes, one
    database); ``dice_factory``, ``wall`` and ``sleep``: a test's dice and clock. On
    PostgreSQL the core joins the other processes on the database (``share``; the
    store's bus, :mod:`bot.core.spread`): their commits reach its feed, and presses for
    its partition's games come to it."""
    # Opening reads the catalogues (objects the process keeps): out of the cyclic
    # collector's sight meanwhile, as the rest of start-up (LudoBot.setup_hook).
    with collector_paused():
        core = await open_service(
            database,
            dice_factory,
            computer_pause=computer_pause,
            partition=partition,
            languages=i18n.available(),
            wall=wall,
            sleep=sleep,
        )
    bus = bus_of(core.store) if share else None
    if bus is not None:
        try:
            await core.share(bus)
        except BaseException:
            await core.close()
            raise
    return core


async def discord_bot(
    database: Path | str,
    dev_guild: int | None = None,
    *,
    shards: Partition | None = None,
    sync_only: bool = False,
    freeze_heap: bool = False,
    dice_factory: Callable[[], Dice] | None = None,
    computer_pause: float = COMPUTER_PAUSE,
    wall: Callable[[], float] = time.time,
    sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
    web: WebConfig | None = None,
    activity: ActivityApp | None = None,
) -> LudoBot:
    """A process that serves Discord: the core on ``database`` (of ``shards``' games),
    and the bot on it (sharded when ``shards`` is given), which closes the core when it
    closes. ``wall`` is the clock of both. Every request the bot makes to Discord is
    counted (``bot.requests``, :mod:`bot.discord_requests`). ``web``: the live board's
    settings (:mod:`web.config`); without them no web server is made. ``activity``: the
    application's side of its Discord Activity (:mod:`web.oauth`): with the web edge, the
    Activity's page and API are served (:mod:`web.activity_routes`) and the card offers
    Open board."""
    core = await open_core(
        database,
        dice_factory=dice_factory,
        computer_pause=computer_pause,
        partition=shards,
        wall=wall,
        sleep=sleep,
        share=not sync_only,
    )
    routes = shards.__contains__ if shards is not None else (lambda route: True)
    edge = None
    if web is not None and not sync_only:
        edge = web_edge(core, web, activity, wall)
    return new_bot(
        core,
        shards,
        tournaments=TournamentService(core, core.store, wall, sleep, routes),
        dev_guild=dev_guild,
        sync_only=sync_only,
        wall=wall,
        freeze_heap=freeze_heap,
        requests=RequestCounts(),
        web=edge,
        activity=edge is not None and activity is not None,
    )


def web_edge(
    core: GameService,
    config: WebConfig,
    activity: ActivityApp | None = None,
    wall: Callable[[], float] = time.time,
) -> WebServer:
    """The live board on the web (the server, and the page's words, geometry and font),
    and with ``activity`` its Discord Activity: the page Discord frames (whose origin may
    then open the sockets) and its API, which gives a person a token as their private
    link's."""
    if activity is not None:
        config = replace(config, origins=config.origins | {activity.origin})
    server = WebServer(core, config, clock=wall)
    server.add_routes(page.routes())
    if activity is not None:
        hours = config.link_hours

        def mint(user_id: int, game_id: int) -> str:
            return server.signer.make(game_id, user_id, hours * 3600)

        server.add_routes(activity_edge(activity, core, mint))
    return server
