"""What every part of the core shares: the ports, the games' locks, reading a game,
committing a state with its deadline, and the servers' settings (read on every turn)."""

from __future__ import annotations

import asyncio
import time
from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from ..engine import Dice, SystemDice, derive_roll
from ..store import (
    GameNotFound,
    GameRecord,
    GameStore,
    LogEntry,
    PlayerResult,
    Rater,
    Shards,
)
from .notes import Listener, Outcome, Refused
from .ports import Clock, ComputerPlayers, DiceSource, Levels, SeedSource, SharedDice
from .scheduler import DeadlineLoop, Scheduler
from .server_settings import ServerDefaults
from .settings import GuildSettings, Known
from .tables import Table

COMPUTER_PAUSE = 1.2
"""Seconds between two computer steps: long enough to see what happened."""
CLAIM_LEASE = 60.0
"""Seconds a process holds a deadline it claimed: if it dies before committing the step,
the deadline comes again then (for whoever serves the game)."""


class CoreBase(ABC):
    def __init__(
        self,
        store: GameStore,
        dice_factory: Callable[[], Dice] = SystemDice,
        clock: Clock = time.perf_counter,
        computer_pause: float = COMPUTER_PAUSE,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        wall: Clock = time.time,
        *,
        dice: DiceSource | None = None,
        computers: ComputerPlayers | None = None,
        scheduler: Scheduler | None = None,
        seeds: SeedSource | None = None,
        shards: Shards | None = None,
        languages: Sequence[str] = (),
    ) -> None:
        self.store = store
        self._shards = shards
        """The Discord shards this process serves (None: all): it loads, schedules and
        redraws only their servers' games."""
        self._dice: DiceSource = dice or SharedDice(dice_factory())
        self._seeds = seeds
        self._computers: ComputerPlayers = computers or Levels()
        self._clock = clock
        self._wall = wall
        self._pause = computer_pause
        self._scheduler: Scheduler = scheduler or DeadlineLoop(wall, sleep)
        self._locks: dict[int, asyncio.Lock] = {}
        self._stored_due: dict[int, tuple[float | None, int]] = {}
        """Each scheduled game's deadline as stored with its version: a deadline is
        claimed by that value, never by one read later (it may be another process's
        claim)."""
        self._stopping = False
        self._listener: Listener | None = None
        # ``languages``: the catalogues a server may choose (the core has no words, so
        # whoever composes it says which there are).
        self.server_defaults = ServerDefaults(store, Known(tuple(languages)))
        self._scheduler.serve(self._serve_due)

    @abstractmethod
    async def _serve_due(self, game_id: int, version: int) -> None:
        """Run what a deadline of ``game_id`` set at ``version`` is for (the service
        does it through ``execute``)."""

    def on_change(self, listener: Listener | None) -> None:
        """Register who shows the outcomes of the bot's own steps (the Discord layer)."""
        self._listener = listener

    async def close(self, grace: float = 5.0) -> None:
        """Stop serving deadlines (they stay in the database for the next start), then let
        the actions under way finish, for up to ``grace`` seconds: an action cut off
        half-way through would only fail (nothing is lost, but its player gets no answer)."""
        self._stopping = True
        await self._scheduler.close()
        until = time.monotonic() + grace
        while any(lock.locked() for lock in self._locks.values()) and time.monotonic() < until:
            await asyncio.sleep(0.02)

    def _roll(self, game_id: int, table: Table) -> dict[str, Any]:
        """The next roll of a game as the log stores it: from its seed and the roll's
        number when it has one (provably fair; the number is logged as ``n``), else from
        the shared dice. The count is saved with the roll."""
        if table.dice_seed is None:
            return {"type": "roll", "value": self._dice(game_id).roll()}
        number = table.rolls
        table.rolls += 1
        return {
            "type": "roll",
            "value": derive_roll(bytes.fromhex(table.dice_seed), number),
            "n": number,
        }

    def _new_seed(self) -> str | None:
        return self._seeds().hex() if self._seeds is not None else None

    def lock(self, game_id: int) -> asyncio.Lock:
        """Serialises a game's commands inside this process (no wasted work on a double
        click). Across processes the store does it: its hold (PostgreSQL's advisory lock
        on the game) for a whole command, and the version every commit names."""
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    async def _read(self, game_id: int) -> tuple[GameRecord, Table]:
        try:
            record = await self.store.get_game(game_id)
        except GameNotFound:
            raise Refused("no_game", game=game_id) from None
        try:
            table = Table.from_json(record.state)
        except ValueError:
            raise Refused("damaged") from None
        return record, table

    async def read(self, game_id: int, channel_id: int | None = None) -> tuple[GameRecord, Table]:
        """A game's row and table; with ``channel_id``, only a game of that channel (a
        custom_id naming another channel's game is refused)."""
        record, table = await self._read(game_id)
        if channel_id is not None and record.channel_id != channel_id:
            raise Refused("other_channel", game=game_id)
        return record, table

    def _outcome(self, record: GameRecord, table: Table, version: int, **kw: Any) -> Outcome:
        return Outcome(
            record.id,
            table,
            version,
            record.channel_id,
            record.message_id,
            guild_id=record.guild_id,
            **kw,
        )

    async def _commit(
        self,
        record: GameRecord,
        table: Table,
        version: int,
        entry: LogEntry | None = None,
        *,
        status: str | None = None,
        initial_state: dict[str, Any] | None = None,
        results: tuple[PlayerResult, ...] | list[PlayerResult] = (),
        ratings: tuple[Sequence[str], Rater] | None = None,
    ) -> int:
        """Store the table with its log entry and its deadline in one transaction, then
        hand the deadline to the scheduler; returns the new version."""
        deadline = await self._deadline(record, table)
        new = await self.store.commit_action(
            record.id,
            version,
            table.to_json(),
            entry,
            status=status,
            initial_state=initial_state,
            results=results,
            deadline=deadline,
            ratings=ratings,
        )
        self._schedule(record.id, deadline, new, deadline)
        return new

    def _schedule(self, game_id: int, at: float | None, version: int, stored: float | None) -> None:
        """Serve ``game_id``'s ``version`` at ``at``; ``stored`` is its deadline in the
        database (None for a row from before deadlines were kept)."""
        if at is None:
            self._stored_due.pop(game_id, None)
        else:
            self._stored_due[game_id] = (stored, version)
        self._scheduler.due(game_id, at, version)

    @staticmethod
    def _computer_due(table: Table) -> bool:
        game = table.game
        if game is None or game.is_over:
            return False
        if any(table.seats[s].computer for s in game.huff_seats()):
            return True
        seat = game.seat_to_act
        return seat is not None and table.seats[seat].computer

    async def _deadline(self, record: GameRecord, table: Table) -> float | None:
        """When the state about to be stored times out: the next computer step, or the
        end of the turn timer of the person to act (None: nothing is due)."""
        game = table.game
        if game is None or game.is_over:
            return None
        if self._computer_due(table):
            return self._wall() + self._pause
        if record.guild_id is None or game.seat_to_act is None:
            return None
        timer = (await self.settings(record.guild_id)).turn_timer
        return self._wall() + timer if timer else None

    # -- server settings (the turn timer is read on every turn): see .server_settings ----

    async def settings(self, guild_id: int) -> GuildSettings:
        return await self.server_defaults.get(guild_id)

    async def set_preset(self, guild_id: int, preset: str) -> GuildSettings:
        return await self.server_defaults.set_preset(guild_id, preset)

    async def set_option(self, guild_id: int, name: str, value: str) -> GuildSettings:
        return await self.server_defaults.set_option(guild_id, name, value)

    async def reset_settings(self, guild_id: int) -> GuildSettings:
        return await self.server_defaults.reset(guild_id)
