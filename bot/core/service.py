"""The core: every press and command is one typed command run by
:meth:`GameService.execute`: lock the game, read it, hand it to the command's handler
(:mod:`.handlers`), which checks who may act and that the press is current, applies it
with the engine and commits the new state with its log row, its deadline and the live
board's record in one transaction; the answer goes back to the edge.

Questions go to :attr:`GameService.queries`, the servers' defaults to
:attr:`GameService.defaults`.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

from ..engine import Dice, SystemDice
from ..store import (
    BrokenGame,
    Bus,
    GameClosed,
    GameRecord,
    GameStore,
    Partition,
    StaleVersion,
    StoreError,
    open_database,
)
from ..store.bus_figures import BusFigures
from .answer import Answer, Listener, Surface
from .boards import BoardBook
from .commands import BOT, Actor, Command, ComputerStep, EndGame, OpenGame, Remind, TimeOut
from .context import Context, Parts
from .deadlines import CLAIM_LEASE, COMPUTER_PAUSE, Deadlines, computer_due
from .games import read_record
from .handlers import HANDLERS
from .handlers.admin import end_damaged
from .handlers.lobby import open_game
from .loading import load_games
from .locks import GameLocks
from .notes import Behind, Refused
from .places import place_of
from .ports import Clock, ComputerPlayers, DiceSource, Levels, SeedSource, SharedDice, fair_seed
from .queries import Queries
from .scheduler import DeadlineLoop, Scheduler
from .server_settings import ServerDefaults
from .settings import Known
from .spread import Forwarded, SharedFeed, Spread
from .tables import Table

__all__ = ["COMPUTER_PAUSE", "GameService", "open_service"]

log = logging.getLogger("ludobot.core")


class GameService:
    """The core. One instance per process; games are locked one at a time."""

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
        partition: Partition | None = None,
        owns_store: bool = False,
        languages: Sequence[str] = (),
    ) -> None:
        self.store = store
        self._owns_store = owns_store
        """Opened for this core (:func:`open_service`): :meth:`close` closes it."""
        # ``languages``: the catalogues a server may choose (the core has no words, so
        # whoever composes it says which there are).
        self.defaults = ServerDefaults(store, Known(tuple(languages)))
        self._scheduler: Scheduler = scheduler or DeadlineLoop(wall, sleep)
        self._deadlines = Deadlines(self._scheduler, wall, computer_pause, self.defaults)
        self._boards = BoardBook(store)
        self._shared = SharedFeed()
        self._parts = Parts(
            store,
            self.defaults,
            self._deadlines,
            self._boards,
            dice or SharedDice(dice_factory()),
            computers or Levels(),
            clock,
            seeds,
            feed=self._shared,
        )
        self.queries = Queries(self._parts, partition)
        self.feed = self._parts.feed
        """Every commit of this process (and, with a relay, of the others sharing the
        database), per game: what the live pages follow (:mod:`.feed`)."""
        self._partition = partition
        """The games this process serves, of several sharing the database (None: all):
        it loads, schedules and redraws only those."""
        self._wall = wall
        self._locks = GameLocks()
        self._stopping = False
        self._listeners: list[Listener] = []
        """Who shows the answers of the bot's own steps: one per edge of the process."""
        self._spread: Spread | None = None
        """The processes sharing the database, once :meth:`share` joined them."""
        self._closers: list[Listener] = []
        """Who hears of every game that closes, whoever's command closed it (a layer
        above games: tournaments)."""
        self._scheduler.serve(self._serve_due)

    # -- commands ------------------------------------------------------------------------

    async def open(self, actor: Actor, command: OpenGame) -> Answer:
        """Open a lobby. Raises :class:`~.notes.Refused` for bad rules, and
        :class:`~.games.PlaceTaken` when the place already has a game."""
        return await open_game(self._parts, actor, command)

    async def execute(self, game_id: int, actor: Actor, command: Command) -> Answer | None:
        """Run one command on one game. Raises :class:`~.notes.Refused` (nothing
        changed); None only for the bot's own steps when nothing was due any more."""
        out = await self._execute(game_id, actor, command)
        if out is not None and out.finished:
            await self._tell(self._closers, out)
        return out

    async def _execute(self, game_id: int, actor: Actor, command: Command) -> Answer | None:
        if self._stopping:
            raise Refused("stopping")
        # The in-process lock first (presses of this process queue without holding a
        # connection), then the store's hold, which keeps other processes out.
        async with self._locks.hold(game_id), self.store.hold(game_id):
            # Held, the game's row is the one this process wrote last, if the store kept
            # it: no read. Had another process written the game since, the commit's
            # version check refuses it; a command refused on the row kept (without a
            # commit) is run again on the row read, unless that is the same row.
            kept = self.store.last_known(game_id)
            if kept is not None:
                try:
                    return await self._run(kept, actor, command, kept=True)
                except _ReadAgain as again:
                    record = await read_record(self._parts, game_id)
                    if record.version == kept.version:
                        raise again.refusal from None
                    return await self._run(record, actor, command)
            return await self._run(await read_record(self._parts, game_id), actor, command)

    async def _run(
        self, record: GameRecord, actor: Actor, command: Command, kept: bool = False
    ) -> Answer | None:
        """One command on the game's row, under the game's lock; ``kept``: the row the
        store kept (a refusal before any commit raises :class:`_ReadAgain`)."""
        if actor.place is not None and place_of(record) != actor.place:
            raise Refused("other_channel", game=record.id)
        try:
            table = Table.from_json(record.state)
        except ValueError:
            if isinstance(command, EndGame):  # a damaged row may be ended too
                await end_damaged(self._parts, record, actor)
            raise Refused("damaged") from None
        ctx = Context(self._parts, record, table, actor)
        try:
            return await _handle(ctx, command)
        except Refused as refusal:
            if kept and ctx.version == record.version:
                raise _ReadAgain(refusal) from None
            raise

    async def press(self, game_id: int, actor: Actor, command: Command) -> Answer | Forwarded:
        """A press from an edge any process may serve (a live page): run here when this
        process serves the game (the caller shows the answer, as after :meth:`execute`),
        else by the process that does, which shows it on its edges (:mod:`.spread`).
        Raises :class:`~.notes.Refused`: the serving process's refusal, or ``no_owner``,
        ``owner_silent``, ``owner_unreachable``."""
        spread = self._spread
        if spread is not None and self._partition is not None:
            record = self.store.last_known(game_id) or await read_record(self._parts, game_id)
            if not spread.serves(record.where.route):
                return await spread.forward(game_id, record.where.route, actor, command)
        out = await self.execute(game_id, actor, command)
        if out is None:  # only the bot's own steps, when no longer due
            raise Behind("already_done")
        return out

    async def share(self, bus: Bus) -> None:
        """Join the processes on this database through ``bus`` (PostgreSQL's): every
        commit reaches every process's feed, and presses for the games this process
        serves (its partition's) come to it; :meth:`close` leaves."""
        spread = Spread(self._shared, bus, self._partition, self.execute, self.show)
        await spread.start()
        self._spread = spread

    @property
    def bus_figures(self) -> BusFigures | None:
        """What the bus to the other processes says of itself (None: no bus, SQLite's
        one process)."""
        return self._spread.figures if self._spread is not None else None

    def shown(self, out: Answer, surface: Surface) -> None:
        """An edge shows the game of ``out`` on ``surface`` (beside the game's other
        surfaces); stored with the game's next commit, or on its own a moment later."""
        self._boards.shown(out.game_id, surface, out.finished, out.surfaces)

    async def unsure(self, game_id: int, surface: Surface) -> None:
        """``surface`` of the game shows a choice not saved yet (a menu shows it at
        once): stored now as behind, so a restart before the command is shown draws it
        again. One write, only for such menus."""
        await self._boards.unsure(game_id, surface)

    def surfaces(self, game_id: int) -> tuple[Surface, ...] | None:
        """Where the game is shown, as last reported in this process (None: not shown
        since this process started)."""
        return self._boards.get(game_id)

    # -- the process -------------------------------------------------------------------

    def listen(self, listener: Listener) -> Callable[[], None]:
        """``listener`` shows the answers of the bot's own steps (a computer's step, a
        timed-out turn) from now on, beside every other edge's; returns what stops it."""
        return _subscribe(self._listeners, listener)

    def on_closed(self, listener: Listener) -> Callable[[], None]:
        """``listener`` hears of every game that closes from now on (won, or ended
        without a result), after the command that closed it, whoever ran it; returns what
        stops it. What it does must not wait long: the command's answer waits for it."""
        return _subscribe(self._closers, listener)

    async def show(self, out: Answer) -> None:
        """Every listening edge shows ``out``, an answer made by an edge that does not
        draw the others' surfaces (a press on a live web page: the chat's card follows
        it as it follows the bot's own steps)."""
        await self._tell(self._listeners, out)

    async def load(self) -> tuple[int, list[BrokenGame]]:
        """Every open game (of this process's partition) at start: who sits where, and the
        deadlines served from where they were (:mod:`.loading`: rows the core wrote are
        listed, not parsed); broken rows are set aside and reported. Returns how many
        loaded, and the broken ones."""
        # A step claimed by a process that died before doing it is due now, not when
        # its claim would have run out.
        taken = await self.store.take_back_claims(self._partition, self._wall())
        if taken:
            log.info("%d deadlines claimed by a process that is gone are due again", taken)
        loaded, broken = await load_games(self._parts, self._partition)
        for b in broken:
            log.error("game %s is broken and was set aside: %s", b.id, b.reason)
        return loaded, broken

    async def stop(self, grace: float = 5.0) -> None:
        """Stop serving deadlines (they stay in the database for the next start) and
        taking commands, then let the actions under way finish, for up to ``grace``
        seconds (an action cut off half-way only fails: nothing is lost, but its player
        gets no answer)."""
        if not self._stopping:
            self._stopping = True
            await self._scheduler.close()
        until = time.monotonic() + grace
        while self._locks.busy and time.monotonic() < until:
            await asyncio.sleep(0.02)

    async def close(self, grace: float = 5.0) -> None:
        """Stop (:meth:`stop`) and store where the games are shown; close the store when
        it was opened for this core."""
        await self.stop(grace)
        if self._spread is not None:  # the last commits announced, presses heard no more
            spread, self._spread = self._spread, None
            await spread.close()
        await self._boards.close()
        if self._owns_store:
            self._owns_store = False
            await self.store.close()

    async def _serve_due(self, game_id: int, version: int) -> None:
        """A deadline came: play the computer step or the timed-out turn it was set for,
        then show it. Nothing when the game moved on since (it set its own deadline), or
        when another process claimed this deadline first (exactly one acts on it). If the
        database fails meanwhile, the step is tried again a lease later."""
        known = self._deadlines.stored(game_id)
        if known is not None and known[1] != version:
            return
        until = self._wall() + CLAIM_LEASE
        claimed = False
        try:
            # The row kept will do (no read): the claim below names its version.
            record = self.store.last_known(game_id) or await read_record(self._parts, game_id)
            table = Table.from_json(record.state)
            game = table.game
            if record.version != version or game is None:
                return
            stored = record.deadline if known is None else known[0]
            until = max(self._wall(), stored or 0.0) + CLAIM_LEASE
            if not await self.store.claim_due(game_id, version, stored, until):
                log.info("the step due in game %s was claimed by another process", game_id)
                return
            claimed = True
            command = self._due_step(table)
            out = await self.execute(game_id, BOT, command)
        except (Refused, StoreError, ValueError) as exc:
            log.warning("the step due in game %s stopped: %s", game_id, exc)
            return
        except Exception:  # the database's driver or the network: not the game's fault
            log.exception("the step due in game %s failed; trying again later", game_id)
            if self._stopping:
                return
            if claimed:  # ours now: it comes again when the claim runs out
                self._deadlines.schedule(game_id, until, version, until)
            else:
                self._deadlines.retry(game_id, until, version)
            return
        if out is not None:
            await self._tell(self._listeners, out)

    @staticmethod
    async def _tell(listeners: list[Listener], out: Answer) -> None:
        """Every listener hears of ``out``; one failing keeps none of the others from
        it."""
        for listener in tuple(listeners):
            try:
                await listener(out)
            except Exception:
                log.exception("telling of game %s's answer failed", out.game_id)

    def _due_step(self, table: Table) -> Command:
        """What a deadline that came calls for: a computer's step, a reminder (the
        deadline stored was the reminder's, and the time has not run out: a bot that was
        down past both serves the timeout alone), or the timed-out turn."""
        game, clock = table.game, table.clock
        assert game is not None
        if computer_due(table):
            return ComputerStep()
        late = clock.ends is not None and clock.ends <= self._wall()
        if clock.remind and clock.reminded < clock.number and not late:
            return Remind(game.ply)
        return TimeOut(game.ply)


def _subscribe(listeners: list[Listener], listener: Listener) -> Callable[[], None]:
    listeners.append(listener)

    def unsubscribe() -> None:
        with contextlib.suppress(ValueError):
            listeners.remove(listener)

    return unsubscribe


class _ReadAgain(Exception):
    """A command on the row kept was refused and committed nothing: the row read says
    whether the refusal stands (the same row) or the command runs again on it."""

    def __init__(self, refusal: Refused) -> None:
        super().__init__(refusal.code)
        self.refusal = refusal


async def _handle(ctx: Context, command: Command) -> Answer | None:
    """The command's handler; the store's refusals as the core's."""
    try:
        return await HANDLERS[type(command)](ctx, command)
    except GameClosed:
        raise Behind("closed") from None
    except StaleVersion:
        raise Behind("already_done") from None
    except StoreError:
        raise Refused("store_error") from None


async def open_service(
    database: Path | str,
    dice_factory: Callable[[], Dice] | None = None,
    computer_pause: float = COMPUTER_PAUSE,
    partition: Partition | None = None,
    languages: Sequence[str] = (),
    wall: Clock = time.time,
    sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
) -> GameService:
    """The core on ``database`` (the bot's composition): a ``postgresql://`` URL, or the
    path of an SQLite file. Without ``dice_factory`` every new game gets provably fair
    dice from its own secret seed; with one (tests, simulations) every game rolls those
    dice. ``partition``: serve only its games (several processes, one database).
    ``wall`` and ``sleep``: the clock deadlines are kept by (a test's fake clock)."""
    store = await open_database(database)
    seeds = fair_seed if dice_factory is None else None
    return GameService(
        store,
        dice_factory or SystemDice,
        computer_pause=computer_pause,
        seeds=seeds,
        partition=partition,
        owns_store=True,
        languages=languages,
        wall=wall,
        sleep=sleep,
    )
