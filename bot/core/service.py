"""The application core: every press and command is one typed command run by
:meth:`GameService.execute`: lock the game, load it, check who may act and that the
press is current, apply it with the engine, commit the new state with its log row and
its deadline in one transaction, and hand the deadline to the scheduler.

The parts live by concern: :mod:`.lobby`, :mod:`.play`, :mod:`.computers` (and the
:mod:`.scheduler` that serves their deadlines), :mod:`.admin`, :mod:`.queries`,
:mod:`.server_settings` and :mod:`.rules_text`. Answers are :class:`Outcome` values with
codes; the edge puts them into words.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Sequence
from pathlib import Path

from ..engine import Dice, SystemDice
from ..store import ACTIVE, BrokenGame, GameRecord, Shards, StoreError, open_database
from .admin import Admin
from .base import CLAIM_LEASE, COMPUTER_PAUSE
from .commands import (
    BOT,
    Actor,
    Back,
    Command,
    ComputerStep,
    EndGame,
    Join,
    LobbyCommand,
    PlayCommand,
    Rematch,
    TimeOut,
    lobby_command,
    play_command,
)
from .computers import Computers
from .lobby import Lobby
from .notes import Outcome, Refused
from .ports import fair_seed
from .queries import Queries
from .tables import Table

__all__ = ["COMPUTER_PAUSE", "GameService", "open_service"]

log = logging.getLogger("ludobot.core")


class GameService(Lobby, Computers, Admin, Queries):
    """The core. One instance per process; games are locked one at a time."""

    async def execute(self, game_id: int, actor: Actor, command: Command) -> Outcome | None:
        """Run one command on one game. Raises :class:`Refused` (nothing changed);
        None only for the bot's own steps when nothing was due any more."""
        if self._stopping:
            raise Refused("stopping")
        # The in-process lock first (presses of this process queue without holding a
        # connection), then the store's hold, which keeps other processes out.
        async with self.lock(game_id), self.store.hold(game_id):
            if isinstance(command, EndGame):  # a damaged row may be ended too
                return await self._end(game_id, actor)
            record, table = await self.read(game_id, actor.channel_id)
            if isinstance(command, Back) or (
                # /ludo join in a running game: a seated person takes their seat back
                isinstance(command, Join)
                and record.status == ACTIVE
                and actor.user_id is not None
                and table.seat_of_user(actor.user_id) is not None
            ):
                return await self._back(record, table, actor)
            if isinstance(command, LobbyCommand):
                return await self._lobby(record, table, actor, command)
            if isinstance(command, PlayCommand):
                return await self._play(record, table, actor, command)
            if isinstance(command, Rematch):
                return await self._rematch(record, table, actor)
            if actor.user_id is not None:  # only the bot itself takes its own steps
                raise Refused("unknown_button")
            if isinstance(command, TimeOut):
                return await self._time_out(record, table, command.ply)
            assert isinstance(command, ComputerStep)
            return await self._computer_step(record, table)

    async def load(self) -> tuple[list[GameRecord], list[BrokenGame]]:
        """Check every open game (of this process's shards) at start; broken rows are set
        aside and reported, and the deadlines of the others are served from where they
        were."""

        def validate(record: GameRecord) -> None:
            Table.from_json(record.state)

        loaded, broken = await self.store.load_active_games(validate, self._shards)
        for record in loaded:
            if record.status == ACTIVE:
                table = Table.from_json(record.state)
                # A row from before deadlines were kept gets a fresh one.
                at = record.deadline
                if at is None:
                    at = await self._deadline(record, table)
                self._schedule(record.id, at, record.version, record.deadline)
        for b in broken:
            log.error(
                "game %s in channel %s is broken and was set aside: %s",
                b.id,
                b.channel_id,
                b.reason,
            )
        return loaded, broken

    async def _serve_due(self, game_id: int, version: int) -> None:
        """A deadline came: play the computer step or the timed-out turn it was set for,
        then show it. Nothing when the game moved on since (it set its own deadline), or
        when another process claimed this deadline first (exactly one acts on it). If the
        database fails meanwhile, the step is tried again a lease later."""
        known = self._stored_due.get(game_id)
        if known is not None and known[1] != version:
            return
        until = self._wall() + CLAIM_LEASE
        claimed = False
        try:
            record, table = await self._read(game_id)
            game = table.game
            if record.version != version or game is None:
                return
            stored = record.deadline if known is None else known[0]
            until = max(self._wall(), stored or 0.0) + CLAIM_LEASE
            if not await self.store.claim_due(game_id, version, stored, until):
                log.info("the step due in game %s was claimed by another process", game_id)
                return
            claimed = True
            command = ComputerStep() if self._computer_due(table) else TimeOut(game.ply)
            out = await self.execute(game_id, BOT, command)
        except (Refused, StoreError) as exc:
            log.warning("the step due in game %s stopped: %s", game_id, exc)
            return
        except Exception:  # the database's driver or the network: not the game's fault
            log.exception("the step due in game %s failed; trying again later", game_id)
            if self._stopping:
                return
            if claimed:  # ours now: it comes again when the claim runs out
                self._schedule(game_id, until, version, until)
            else:
                self._scheduler.due(game_id, until, version)
            return
        if out is not None and self._listener is not None:
            try:
                await self._listener(out)
            except Exception:
                log.exception("showing the bot's step in game %s failed", game_id)

    # -- the same, by the names the buttons carry (``lobby:<game>:<action>``, ...) ------

    async def lobby(
        self,
        game_id: int,
        user_id: int,
        name: str,
        action: str,
        arg: str = "",
        channel_id: int | None = None,
    ) -> Outcome:
        command = lobby_command(action, arg)
        if command is None:
            raise Refused("unknown_button")
        return await self._person(game_id, Actor(user_id, name, channel_id), command)

    async def act(
        self, game_id: int, user_id: int, action: str, ply: int, channel_id: int | None = None
    ) -> Outcome:
        command = play_command(action, ply)
        if command is None:
            raise Refused("unknown_button")
        return await self._person(game_id, Actor(user_id, "", channel_id), command)

    async def _person(self, game_id: int, actor: Actor, command: Command) -> Outcome:
        out = await self.execute(game_id, actor, command)
        assert out is not None  # a person's command answers or is refused
        return out

    async def timeout_step(self, game_id: int, ply: int) -> Outcome | None:
        return await self.execute(game_id, BOT, TimeOut(ply))

    async def computer_step(self, game_id: int) -> Outcome | None:
        return await self.execute(game_id, BOT, ComputerStep())


async def open_service(
    database: Path | str,
    dice_factory: Callable[[], Dice] | None = None,
    computer_pause: float = COMPUTER_PAUSE,
    shards: Shards | None = None,
    languages: Sequence[str] = (),
) -> GameService:
    """The core on ``database`` (the bot's composition): a ``postgresql://`` URL, or the
    path of an SQLite file. Without ``dice_factory`` every new game gets provably fair
    dice from its own secret seed; with one (tests, simulations) every game rolls those
    dice. ``shards``: serve only those shards' games (several processes, one database);
    ``languages``: the catalogues a server may choose."""
    store = await open_database(database)
    seeds = fair_seed if dice_factory is None else None
    return GameService(
        store,
        dice_factory or SystemDice,
        computer_pause=computer_pause,
        seeds=seeds,
        shards=shards,
        languages=languages,
    )
