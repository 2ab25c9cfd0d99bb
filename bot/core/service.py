"""The application core: every click and command becomes one call here, with plain values.

A call takes the game's lock, checks who may act and that the click is current, applies
the action with the engine, and commits the new state with its log row in one
transaction. A single forced move is played at once when the server wants auto-moves.
Computer seats play in the background, one step at a time with a short pause so people
can follow; each step is its own logged action and is handed to the listener the bot
layer registers (:meth:`GameService.on_change`). Answers are plain :class:`Outcome`
values the cogs turn into messages.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
import re
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine import (
    BOARDS,
    MOVE,
    OPTIONS,
    ORDER,
    PRESET_NAMES,
    PRESETS,
    ROLL,
    Dice,
    Event,
    Game,
    GreedyMover,
    IllegalAction,
    Move,
    RuleError,
    Ruleset,
    SystemDice,
    describe,
    parse_value,
)
from ..engine.text import narrate
from ..store import (
    ACTIVE,
    BROKEN,
    CANCELLED,
    FINISHED,
    LOBBY,
    BrokenGame,
    ChannelBusy,
    GameClosed,
    GameNotFound,
    GameRecord,
    GameStore,
    GuildSettings,
    LogEntry,
    PlayerResult,
    StaleVersion,
    StoreError,
)
from .settings import BOT_SETTINGS, SettingError
from .tables import COMPUTER_NAMES, Seat, Table, seating_for

log = logging.getLogger("ludobot.core")
actions_log = logging.getLogger("ludobot.actions")

MAX_SEATS = 6
MAX_AUTO_MOVES = 200
COMPUTER_PAUSE = 1.2
"""Seconds between two computer steps: long enough to see what happened."""


ECHO = 60
"""Characters of a user's input a refusal repeats (Discord's messages end at 2,000)."""


def echo(text: str) -> str:
    """A user's input as a refusal repeats it: cut short."""
    return text if len(text) <= ECHO else text[: ECHO - 1] + "…"


@dataclass(frozen=True, slots=True)
class Note:
    """Something to tell users, as a code and its values; the edge puts it into words
    (``cogs/ludo/texts.py``), so the core never writes English for people."""

    code: str
    params: dict[str, Any] = field(default_factory=dict)


def note(code: str, **params: Any) -> Note:
    return Note(code, params)


class Refused(Exception):
    """An action that changes nothing; ``note`` says why, to the user who tried."""

    def __init__(self, code: str, **params: Any) -> None:
        super().__init__(code)
        self.note = Note(code, params)

    @property
    def code(self) -> str:
        return self.note.code


class Behind(Refused):
    """Refused because the user pressed an older picture of the game: the answer should
    carry the current one."""


@dataclass(slots=True)
class Outcome:
    """What happened, for the cog to show."""

    game_id: int
    table: Table
    version: int
    channel_id: int
    message_id: int | None
    events: list[Event] = field(default_factory=list)
    notice: Note | None = None
    """A line for everyone (e.g. "Ann joined")."""
    finished: bool = False
    started: bool = False
    guild_id: int | None = None
    ended: bool = False
    """Closed without a result (a cancelled lobby, or /ludo end)."""

    @classmethod
    def of(cls, record: GameRecord, table: Table, **kw: Any) -> Outcome:
        """The stored state of a game as an outcome (to draw it again)."""
        return cls(
            record.id,
            table,
            record.version,
            record.channel_id,
            record.message_id,
            guild_id=record.guild_id,
            finished=record.status != ACTIVE and record.status != LOBBY,
            ended=record.status in (CANCELLED, BROKEN),
            **kw,
        )

    @property
    def game(self) -> Game | None:
        return self.table.game


Listener = Callable[[Outcome], Awaitable[None]]


class GameService:
    """The core. One instance per process; games are locked one at a time."""

    def __init__(
        self,
        store: GameStore,
        dice_factory: Callable[[], Dice] = SystemDice,
        clock: Callable[[], float] = time.perf_counter,
        computer_pause: float = COMPUTER_PAUSE,
        sleep: Callable[[float], Awaitable[Any]] = asyncio.sleep,
        wall: Callable[[], float] = time.time,
    ) -> None:
        self.store = store
        self._dice = dice_factory()
        self._clock = clock
        self._locks: dict[int, asyncio.Lock] = {}
        self._choose = computer_chooser()
        self._pause = computer_pause
        self._listener: Listener | None = None
        self._computers: dict[int, asyncio.Task[None]] = {}
        self._timers: dict[int, asyncio.Task[None]] = {}
        self._sleep = sleep
        self._wall = wall
        self._settings: dict[int, GuildSettings] = {}

    def on_change(self, listener: Listener | None) -> None:
        """Register who shows the outcomes of computer steps (the bot layer)."""
        self._listener = listener

    async def close(self) -> None:
        """Stop the computer players; their next step waits for the next start."""
        tasks = [*self._computers.values(), *self._timers.values()]
        self._computers.clear()
        self._timers.clear()
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)

    def lock(self, game_id: int) -> asyncio.Lock:
        lock = self._locks.get(game_id)
        if lock is None:
            lock = self._locks[game_id] = asyncio.Lock()
        return lock

    # -- loading ----------------------------------------------------------------------

    async def load(self) -> tuple[list[GameRecord], list[BrokenGame]]:
        """Check every open game at start; broken rows are set aside and reported."""

        def validate(record: GameRecord) -> None:
            Table.from_json(record.state)

        loaded, broken = await self.store.load_active_games(validate)
        now = self._wall()
        for record in loaded:
            if record.status == ACTIVE:
                # A deadline kept in the database runs on from where it was; a row from
                # before deadlines were kept gets a fresh one.
                delay = None if record.deadline is None else max(0.0, record.deadline - now)
                self._wake(record, Table.from_json(record.state), delay)
        for b in broken:
            log.error(
                "game %s in channel %s is broken and was set aside: %s",
                b.id,
                b.channel_id,
                b.reason,
            )
        return loaded, broken

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

    # -- server settings, kept in memory (read on every turn for the timer) --------------

    async def settings(self, guild_id: int) -> GuildSettings:
        cached = self._settings.get(guild_id)
        if cached is None:
            cached = self._settings[guild_id] = await self.store.get_guild_settings(guild_id)
        return GuildSettings(
            cached.guild_id,
            cached.preset,
            dict(cached.overrides),
            cached.turn_timer,
            cached.language,
            cached.auto_move,
            cached.ping,
        )

    async def _save_settings(self, settings: GuildSettings) -> None:
        await self.store.set_guild_settings(settings)
        self._settings.pop(settings.guild_id, None)

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

    # -- lobby ------------------------------------------------------------------------

    async def open_game(self, channel_id: int) -> GameRecord | None:
        return await self.store.active_game_in_channel(channel_id)

    async def new_lobby(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        preset: str | None = None,
        overrides: dict[str, str] | None = None,
        players: int | None = None,
    ) -> Outcome:
        """Open a lobby with the server's defaults, changed by ``preset``/``overrides``;
        ``players`` caps the seats (2-6).

        Raises :class:`Refused` for bad rules and :class:`ChannelBusy` when the channel
        already has a game.
        """
        settings = await self.settings(guild_id) if guild_id else GuildSettings(0)
        chosen = preset or settings.preset
        merged = dict(settings.overrides) if preset in (None, settings.preset) else {}
        merged.update(overrides or {})
        table = Table(user_id, chosen, merged, [Seat(user_id, name)], auto_move=settings.auto_move)
        typed = tuple(overrides or ()) or None
        if players is not None:
            check_rules(table.preset, table.overrides, players, user=typed)
            table.max_players = players
        check_rules(table.preset, table.overrides, user=typed)
        record = await self.store.create_game(guild_id, channel_id, user_id, table.to_json())
        return self._outcome(record, table, record.version, notice=note("opened", name=name))

    async def lobby(
        self,
        game_id: int,
        user_id: int,
        name: str,
        action: str,
        arg: str = "",
        channel_id: int | None = None,
    ) -> Outcome:
        """Join, leave, add a computer, change rules, start or cancel a lobby."""
        async with self.lock(game_id):
            record, table = await self.read(game_id, channel_id)
            if record.status != "lobby" or table.game is not None:
                if record.status == ACTIVE:
                    raise Behind("already_started")
                raise Refused("lobby_closed")
            notice = await self._lobby_change(table, user_id, name, action, arg)
            if action == "start":
                return await self._start(record, table)
            status = CANCELLED if action == "cancel" else None
            try:
                version = await self.store.commit_action(
                    game_id, record.version, table.to_json(), status=status
                )
            except StaleVersion:
                raise Behind("lobby_changed") from None
            return self._outcome(
                record,
                table,
                version,
                notice=notice,
                finished=status is not None,
                ended=status is not None,
            )

    async def _lobby_change(
        self, table: Table, user_id: int, name: str, action: str, arg: str
    ) -> Note:
        seat = table.seat_of_user(user_id)
        is_host = user_id == table.host_id
        if action == "join":
            if seat is not None:
                raise Refused("already_in")
            if len(table.seats) >= max_seats(table):
                raise Refused("full")
            table.seats.append(Seat(user_id, name))
            return note("joined", name=name)
        if action == "leave":
            if seat is None:
                raise Refused("not_in")
            if is_host:
                raise Refused("host_cannot_leave")
            table.seats.pop(seat)
            return note("left", name=name)
        if action == "computer":
            if not is_host:
                raise Refused("host_only", action=action)
            if len(table.seats) >= max_seats(table):
                raise Refused("full")
            used = {s.name for s in table.seats}
            bot_name = next(n for n in COMPUTER_NAMES if n not in used)
            table.seats.append(Seat(None, bot_name))
            return note("computer_joined", name=bot_name)
        if action == "kick":
            if not is_host:
                raise Refused("host_only", action=action)
            index = int(arg) if arg.isdigit() else -1
            if not 0 < index < len(table.seats):
                raise Refused("no_seat")
            gone = table.seats.pop(index)
            return note("removed", name=gone.name)
        if action == "colour":
            return self._choose_colour(table, seat, arg)
        if action == "rules":
            if not is_host:
                raise Refused("host_only", action=action)
            preset, overrides = parse_rules_text(arg, table.preset, table.overrides)
            check_rules(preset, overrides, max(2, len(table.seats)))
            table.preset, table.overrides = preset, overrides
            return note("rules_set", preset=preset, overrides=dict(overrides))
        if action == "start":
            if not is_host:
                raise Refused("host_only", action=action)
            if len(table.seats) < 2:
                raise Refused("too_few")
            return note("started")
        if action == "cancel":
            if not is_host:
                raise Refused("host_only", action=action)
            return note("cancelled")
        raise Refused("unknown_button")

    def _choose_colour(self, table: Table, seat: int | None, colour: str) -> Note:
        if seat is None:
            raise Refused("join_first")
        colour = colour.strip().lower()
        name = table.seats[seat].name
        if colour in ("", "any"):
            table.seats[seat].colour = None
            return note("any_colour", name=name)
        colours = lobby_colours(table)
        if colour not in colours:
            raise Refused("bad_colour", colour=echo(colour), colours=list(colours))
        for other in table.seats:
            if other.colour == colour and other is not table.seats[seat]:
                raise Refused("colour_taken", name=other.name, colour=colour)
        table.seats[seat].colour = colour
        return note("colour_chosen", name=name, colour=colour)

    async def _start(self, record: GameRecord, table: Table) -> Outcome:
        players = len(table.seats)
        try:
            rules = Ruleset.preset(table.preset, players=players, overrides=table.overrides)
            seating = seating_for(BOARDS[rules.board], table.seats)
            game = (
                Game.new(rules, players=players)
                if seating is None
                else Game.new(rules, seating=seating)
            )
        except RuleError as exc:
            raise Refused(
                "rules_players", players=players, option=exc.option, why=exc.why
            ) from None
        table.game = game
        table.captures = [0] * players
        table.recent = []
        initial = table.initial_state_for(game)
        events: list[Event] = []
        try:
            version = await self.store.commit_action(
                record.id,
                record.version,
                table.to_json(),
                status=ACTIVE,
                initial_state=initial,
                deadline=await self._deadline(record, table),
            )
        except StaleVersion:
            raise Behind("lobby_changed") from None
        self._wake(record, table)
        return self._outcome(
            record,
            table,
            version,
            events=events,
            started=True,
            finished=game.is_over,
            notice=note("started"),
        )

    # -- play -------------------------------------------------------------------------

    async def act(
        self, game_id: int, user_id: int, action: str, ply: int, channel_id: int | None = None
    ) -> Outcome:
        """A button press in a running game: ``roll``, ``m<index>`` (a legal move),
        ``pass`` or ``huff``, made on the board of turn ``ply``."""
        async with self.lock(game_id):
            record, table = await self.read(game_id, channel_id)
            game = table.game
            if game is None or record.status not in (ACTIVE, FINISHED):
                raise Refused("not_started") if record.status == LOBBY else Behind("closed")
            if game.is_over:
                raise Behind("over")
            if ply != game.ply:
                raise Behind("out_of_date")
            seat = table.seat_of_user(user_id)
            engine_action = self._engine_action(table, game, seat, action)
            events: list[Event] = []
            version = await self._apply(
                record, table, record.version, engine_action, user_id, seat, events
            )
            version = await self._auto_move(record, table, version, events)
        self._wake(record, table)
        return self._outcome(record, table, version, events=events, finished=game.is_over)

    def _engine_action(
        self, table: Table, game: Game, seat: int | None, action: str
    ) -> dict[str, Any]:
        if action == "huff":
            if seat is None or seat not in game.huff_seats():
                raise Refused("cannot_huff")
            return {"type": "huff", "seat": seat, "piece": _huff_piece(game)}
        to_act = game.seat_to_act
        if seat is None or seat != to_act:
            name = table.seats[to_act].name if to_act is not None else ""
            raise Refused("not_your_turn" if seat is not None else "not_a_player", name=name)
        if action == "roll":
            if game.phase not in (ORDER, ROLL):
                raise Refused("move_first")
            return {"type": "roll", "value": self._dice.roll()}
        if action == "pass":
            return {"type": "pass"}
        if action.startswith("m") and action[1:].isdigit():
            moves = game.legal_moves()
            index = int(action[1:])
            if game.phase != MOVE or index >= len(moves):
                raise Behind("move_gone")
            return moves[index].to_dict()
        raise Refused("unknown_button")

    async def _apply(
        self,
        record: GameRecord,
        table: Table,
        version: int,
        action: dict[str, Any],
        user_id: int | None,
        seat: int | None,
        events: list[Event],
    ) -> int:
        game = table.game
        assert game is not None
        before = game.to_dict()
        try:
            new_events = game.apply(action)
        except IllegalAction as exc:
            raise Refused("illegal", why=str(exc)) from None
        colours = game.board.colours
        seat_of = [game.seat_of(c) for c in range(game.board.n_colours)]
        for e in new_events:
            line = narrate(e, table.names, colours, seat_of)
            if line and e.kind not in ("next", "bonus"):
                table.add_line(line)
            if (
                e.kind == "captured"
                and e.target is not None
                and e.target.colour != e.colour
                and 0 <= seat_of[e.colour] < len(table.captures)
            ):
                table.captures[seat_of[e.colour]] += 1
        entry = LogEntry(
            user_id, seat, action, action.get("value"), [e.to_dict() for e in new_events]
        )
        try:
            # The statistics go in the same transaction as the last action: counted once.
            version = await self.store.commit_action(
                record.id,
                version,
                table.to_json(),
                entry,
                status=FINISHED if game.is_over else None,
                results=self._results(record, table) if game.is_over else (),
                deadline=await self._deadline(record, table),
            )
        except GameClosed:
            table.game = Game.from_dict(before)
            raise Behind("closed") from None
        except StaleVersion:
            table.game = Game.from_dict(before)
            raise Behind("already_done") from None
        events.extend(new_events)
        return version

    async def _auto_move(
        self, record: GameRecord, table: Table, version: int, events: list[Event]
    ) -> int:
        """Play a person's only legal move for them, when the server wants auto-moves
        (not while a huff is possible: the move could be the one that gets huffed)."""
        game = table.game
        assert game is not None
        for _ in range(MAX_AUTO_MOVES):
            seat = game.seat_to_act
            if not table.auto_move or game.phase != MOVE or seat is None:
                break
            if table.seats[seat].computer or game.huff_seats():
                break
            moves = game.legal_moves()
            if len(moves) != 1:
                break
            user = table.seats[seat].user_id
            version = await self._apply(
                record, table, version, moves[0].to_dict(), user, seat, events
            )
        return version

    # -- computer players -------------------------------------------------------------

    @staticmethod
    def _computer_due(table: Table) -> bool:
        game = table.game
        if game is None or game.is_over:
            return False
        if any(table.seats[s].computer for s in game.huff_seats()):
            return True
        seat = game.seat_to_act
        return seat is not None and table.seats[seat].computer

    def _wake(self, record: GameRecord, table: Table, delay: float | None = None) -> None:
        """After a change: start the computers if one is due, else the turn timer.
        ``delay`` (what is left of a stored deadline) replaces the usual wait."""
        self._wake_computers(record.id, table, delay)
        self._arm_timer(record, table, delay)

    def _wake_computers(self, game_id: int, table: Table, delay: float | None = None) -> None:
        """Start the background player of ``game_id`` if a computer is due (once)."""
        if not self._computer_due(table):
            return
        running = self._computers.get(game_id)
        if running is not None and not running.done():
            return
        task = asyncio.get_running_loop().create_task(
            self._play_computers(game_id, self._pause if delay is None else delay),
            name=f"ludobot-computers-{game_id}",
        )
        self._computers[game_id] = task

        def forget(done: asyncio.Task[None]) -> None:
            if self._computers.get(game_id) is done:
                del self._computers[game_id]

        task.add_done_callback(forget)

    async def _play_computers(self, game_id: int, first: float) -> None:
        wait = first
        while True:
            await asyncio.sleep(wait)
            wait = self._pause
            try:
                out = await self.computer_step(game_id)
            except (Refused, StoreError) as exc:
                log.warning("computer step in game %s stopped: %s", game_id, exc)
                return
            if out is None:
                return
            self._arm_timer(await self.store.get_game(game_id), out.table)
            if self._listener is not None:
                try:
                    await self._listener(out)
                except Exception:
                    log.exception("showing a computer step of game %s failed", game_id)
            if out.finished:
                return

    # -- the turn timer ------------------------------------------------------------------

    def _arm_timer(self, record: GameRecord, table: Table, delay: float | None = None) -> None:
        """Give the person to act the server's ``turn_timer``; past it the bot plays for
        them. A timer from an earlier turn finds the ply moved on and does nothing."""
        game = table.game
        if record.guild_id is None or game is None or game.is_over:
            return
        seat = game.seat_to_act
        if seat is None or table.seats[seat].computer:
            return
        old = self._timers.get(record.id)
        if old is not None and old is not asyncio.current_task() and not old.done():
            old.cancel()
        task = asyncio.get_running_loop().create_task(
            self._turn_timer(record.id, record.guild_id, game.ply, delay),
            name=f"ludobot-timer-{record.id}",
        )
        self._timers[record.id] = task

        def forget(done: asyncio.Task[None]) -> None:
            if self._timers.get(record.id) is done:
                del self._timers[record.id]

        task.add_done_callback(forget)

    async def _turn_timer(self, game_id: int, guild_id: int, ply: int, delay: float | None) -> None:
        if delay is None:
            delay = (await self.settings(guild_id)).turn_timer
            if not delay:
                return
        await self._sleep(delay)
        try:
            out = await self.timeout_step(game_id, ply)
        except (Refused, StoreError) as exc:
            log.warning("turn timer of game %s stopped: %s", game_id, exc)
            return
        if out is not None and self._listener is not None:
            try:
                await self._listener(out)
            except Exception:
                log.exception("showing a timed-out turn of game %s failed", game_id)

    async def timeout_step(self, game_id: int, ply: int) -> Outcome | None:
        """The player to act let the timer run out at turn ``ply``: roll and move for
        them as a computer would. None when they acted in time."""
        started = self._clock()
        async with self.lock(game_id):
            record, table = await self._read(game_id)
            game = table.game
            if game is None or record.status != ACTIVE or game.is_over or game.ply != ply:
                return None
            seat = game.seat_to_act
            if seat is None or table.seats[seat].computer:
                return None
            name = table.seats[seat].name
            table.add_line(f"{name} ran out of time; the bot plays for them")
            events: list[Event] = []
            version, _ = await self._play_for(record, table, record.version, seat, events)
            version = await self._auto_move(record, table, version, events)
        actions_log.info(
            "action guild=%s channel=%s game=%s user=timer action=timeout result=ok ms=%.1f",
            record.guild_id,
            record.channel_id,
            game_id,
            (self._clock() - started) * 1000,
        )
        self._wake(record, table)
        return self._outcome(
            record,
            table,
            version,
            events=events,
            finished=game.is_over,
            notice=note("timed_out", name=name),
        )

    async def _play_for(
        self, record: GameRecord, table: Table, version: int, seat: int, events: list[Event]
    ) -> tuple[int, str]:
        """Roll (if the roll is still due) and move for ``seat`` as a computer would;
        returns the new version and what was done (``roll`` or ``roll+move``)."""
        game = table.game
        assert game is not None
        done = "roll"
        if game.phase != MOVE:
            action = {"type": "roll", "value": self._dice.roll()}
            version = await self._apply(record, table, version, action, None, seat, events)
        if game.phase == MOVE and game.seat_to_act == seat and not game.is_over:
            move = self._choose(game, game.legal_moves())
            version = await self._apply(record, table, version, move.to_dict(), None, seat, events)
            done = "roll+move"
        return version, done

    async def computer_step(self, game_id: int) -> Outcome | None:
        """One step of the computer seats: a huff, or a roll and the move it allows.
        None when no computer is due (a person acted first, or the game ended)."""
        started = self._clock()
        async with self.lock(game_id):
            record, table = await self._read(game_id)
            game = table.game
            if game is None or record.status != ACTIVE or not self._computer_due(table):
                return None
            events: list[Event] = []
            version = record.version
            huffers = [s for s in game.huff_seats() if table.seats[s].computer]
            if huffers:
                action = {"type": "huff", "seat": huffers[0], "piece": _huff_piece(game)}
                version = await self._apply(
                    record, table, version, action, None, huffers[0], events
                )
                name = "huff"
            else:
                seat = game.seat_to_act
                assert seat is not None
                version, name = await self._play_for(record, table, version, seat, events)
            version = await self._auto_move(record, table, version, events)
        actions_log.info(
            "action guild=%s channel=%s game=%s user=computer action=%s result=ok ms=%.1f",
            record.guild_id,
            record.channel_id,
            game_id,
            name,
            (self._clock() - started) * 1000,
        )
        return self._outcome(record, table, version, events=events, finished=game.is_over)

    def _results(self, record: GameRecord, table: Table) -> list[PlayerResult]:
        """Every human seat's place and captures, for the server's statistics."""
        game = table.game
        if game is None or record.guild_id is None:
            return []
        place_of = {s: place for place, group in enumerate(game.places, 1) for s in group}
        rest = len(game.places) + 1  # those still racing when the winner finished share it
        results = []
        for s, seat in enumerate(table.seats):
            if seat.user_id is None:
                continue
            place = place_of.get(s, rest)
            caught = table.captures[s] if s < len(table.captures) else 0
            results.append(PlayerResult(seat.user_id, place, caught, place == 1))
        return results

    # -- other commands ---------------------------------------------------------------

    async def may_end(
        self, game_id: int, user_id: int, can_manage: bool, channel_id: int | None = None
    ) -> GameRecord:
        """Check before asking for a confirmation: only the host or a channel manager
        may end a game (a damaged one: anyone who may manage the channel), and only
        from the game's own channel."""
        try:
            record = await self.store.get_game(game_id)
        except GameNotFound:
            raise Refused("no_game", game=game_id) from None
        if channel_id is not None and record.channel_id != channel_id:
            raise Refused("other_channel", game=game_id)
        if record.status not in (LOBBY, ACTIVE):
            raise Refused("already_over")
        try:
            host: int | None = Table.from_json(record.state).host_id
        except ValueError:
            host = None
        if user_id != host and not can_manage:
            raise Refused("end_not_allowed")
        return record

    async def end(
        self,
        game_id: int,
        user_id: int,
        can_manage: bool,
        by: str = "",
        channel_id: int | None = None,
    ) -> Outcome:
        async with self.lock(game_id):
            record = await self.may_end(game_id, user_id, can_manage, channel_id)
            try:
                table: Table | None = Table.from_json(record.state)
            except ValueError:
                table = None
            state = record.state if table is None else table.to_json()
            try:
                version = await self.store.commit_action(
                    game_id, record.version, state, status=CANCELLED
                )
            except StaleVersion:
                raise Refused("changed_meanwhile") from None
            if table is None:
                raise Refused("damaged_ended")
            return self._outcome(
                record,
                table,
                version,
                notice=note("ended", name=by),
                finished=True,
                ended=True,
            )

    async def rematch(self, game_id: int, user_id: int, name: str) -> Outcome:
        """A new lobby in the same channel with the same seats and rules."""
        record, table = await self._read(game_id)
        if table.seat_of_user(user_id) is None:
            raise Refused("rematch_players_only")
        seats = [Seat(s.user_id, s.name, s.colour) for s in table.seats]
        host = user_id
        seats.sort(key=lambda s: s.user_id != host)
        fresh = Table(host, table.preset, dict(table.overrides), seats, auto_move=table.auto_move)
        try:
            new = await self.store.create_game(
                record.guild_id, record.channel_id, host, fresh.to_json()
            )
        except ChannelBusy as busy:
            raise Refused("rematch_exists") from busy
        return self._outcome(new, fresh, new.version, notice=note("rematch", name=name))

    async def set_message(self, game_id: int, message_id: int | None) -> None:
        await self.store.set_message_id(game_id, message_id)

    async def replay_game(self, game_id: int, guild_id: int | None) -> GameRecord:
        """The game a replay may show: one of this server that started and is over."""
        try:
            record = await self.store.get_game(game_id)
        except GameNotFound:
            raise Refused("no_game", game=game_id) from None
        if record.guild_id != guild_id:
            raise Refused("no_game", game=game_id)
        if record.initial_state is None:
            raise Refused("never_started", game=game_id)
        if record.status in (LOBBY, ACTIVE):
            raise Refused("still_running", game=game_id)
        return record

    async def replay_data(
        self, game_id: int
    ) -> tuple[dict[str, Any], list[dict[str, Any]], list[str]]:
        """The starting engine state, the logged actions and the names, for a GIF."""
        try:
            record = await self.store.get_game(game_id)
        except GameNotFound:
            raise Refused("no_game", game=game_id) from None
        if record.initial_state is None:
            raise Refused("never_started", game=game_id)
        if record.status in (LOBBY, ACTIVE):
            raise Refused("still_running", game=game_id)
        table = Table.from_json(record.initial_state)
        assert table.game is not None
        entries = await self.store.log_entries(game_id)
        return table.game.to_dict(), [e.action for e in entries], table.names

    # -- server settings --------------------------------------------------------------

    async def set_preset(self, guild_id: int, preset: str) -> GuildSettings:
        if preset not in PRESET_NAMES:
            raise Refused("unknown_preset", preset=echo(preset), presets=list(PRESET_NAMES))
        settings = await self.settings(guild_id)
        settings.preset = preset
        # House rules that no longer fit the new preset would break every new game.
        check_rules(preset, settings.overrides)
        await self._save_settings(settings)
        return settings

    async def set_option(self, guild_id: int, name: str, value: str) -> GuildSettings:
        """Set a house rule (an engine option) or a bot setting (see :data:`BOT_SETTINGS`)."""
        settings = await self.settings(guild_id)
        name = name.strip().lower()
        setting = BOT_SETTINGS.get(name)
        if setting is not None:
            try:
                setting.apply(settings, value)
            except SettingError as exc:
                raise Refused(
                    "bad_setting", setting=name, value=echo(value), takes=exc.takes
                ) from None
        else:
            overrides = dict(settings.overrides)
            overrides[name] = normalise(name, value)
            check_rules(settings.preset, overrides, user=(name,))
            settings.overrides = overrides
        await self._save_settings(settings)
        return settings

    async def reset_settings(self, guild_id: int) -> GuildSettings:
        await self.store.reset_guild_settings(guild_id)
        self._settings.pop(guild_id, None)
        return await self.settings(guild_id)


def computer_chooser() -> Callable[[Game, list[Move]], Move]:
    """The computer players' choice: ``bot.players.choose`` once the project has one,
    else the engine's greedy mover."""
    try:
        players = importlib.import_module("bot.players")
    except ModuleNotFoundError as exc:
        if exc.name != "bot.players":
            raise
        return GreedyMover().choose
    choose: Callable[[Game, list[Move]], Move] = players.choose
    return choose


def _huff_piece(game: Game) -> int:
    assert game.huff_window is not None
    offender, culprit, _ = game.huff_window
    targets = game.huff_targets()
    return culprit if culprit in targets else max(targets, key=lambda i: game.pieces[offender][i])


def max_seats(table: Table) -> int:
    """The most players these rules can seat (six-colour presets go up to 6), or fewer
    when the host asked for fewer."""
    for n in range(table.max_players or MAX_SEATS, 1, -1):
        try:
            Ruleset.preset(table.preset, players=n, overrides=table.overrides)
        except RuleError:
            continue
        return n
    return 2


def lobby_colours(table: Table) -> tuple[str, ...]:
    """The colours of the board the lobby's seats would play on now."""
    try:
        board = table.rules().board
    except RuleError:
        board = "classic4"
    return BOARDS[board].colours


def free_colours(table: Table) -> tuple[str, ...]:
    """The lobby's colours nobody has asked for yet."""
    taken = {s.colour for s in table.seats}
    return tuple(c for c in lobby_colours(table) if c not in taken)


def check_rules(
    preset: str,
    overrides: dict[str, str],
    players: int | None = None,
    user: tuple[str, ...] | None = None,
) -> Ruleset:
    """Validate a preset with overrides; a bad one is :class:`Refused` naming an option
    the user set (``user``: the options typed now; default all overrides). When the
    clash is with a value the preset set, the refusal says so and how to change it."""
    try:
        return Ruleset.preset(preset, players=players, overrides=overrides)
    except RuleError as exc:
        error = exc
    mine = set(overrides if user is None else user)
    # The preset's values the user left alone: does setting one back to the engine's
    # default make the rules work? Then that preset value is what the user's option
    # clashes with.
    base = Ruleset()
    for other, value in PRESETS.get(preset, {}).items():
        if other in overrides or other == "board":
            continue
        fix = describe(getattr(base, other))
        try:
            Ruleset.preset(preset, players=players, overrides={**overrides, other: fix})
        except RuleError:
            continue
        option = error.option if error.option in mine else next(iter(sorted(mine)), error.option)
        raise Refused(
            "rules_clash_preset",
            option=option,
            value=describe_value(option, overrides.get(option, "")),
            preset=preset,
            other=other,
            other_value=describe(value),
            fix=f"{other}={fix}",
        ) from None
    raise Refused("bad_rules", option=error.option, why=echo(error.why)) from None


def describe_value(name: str, value: str) -> str:
    try:
        return describe(parse_value(name, value))
    except RuleError:
        return echo(value)


def normalise(name: str, value: str) -> str:
    """An option's value written the one way the bot shows it (``capture=NO`` is
    ``no``, ``entry_rolls=1,6`` is ``{1,6}``); refused when the option is unknown or
    the value is not one it takes."""
    if name not in OPTIONS:
        raise Refused("unknown_option", option=echo(name), options=list(OPTIONS))
    try:
        return describe(parse_value(name, value))
    except RuleError as exc:
        raise Refused("bad_rules", option=name, why=echo(exc.why)) from None


# NAME=VALUE with a {set} value kept whole (its commas are not separators), else any
# run of characters between spaces and commas.
_TOKEN = re.compile(r"[^\s,=]+\s*=\s*\{[^}]*\}?|[^\s,]+")


def parse_rules_text(
    text: str, preset: str, overrides: dict[str, str]
) -> tuple[str, dict[str, str]]:
    """``"fia capture=no entry_rolls={1,6}"``: an optional preset, then NAME=VALUE pairs,
    values normalised. A preset starts from no overrides; an option given twice is
    refused (which of the two was meant?)."""
    result = dict(overrides)
    typed: set[str] = set()
    last_set: str | None = None
    for token in _TOKEN.findall(text):
        if "=" in token:
            name, _, value = token.partition("=")
            name, value = name.strip().lower(), value.strip()
            if not name or not value:
                raise Refused("rule_format", token=echo(token))
            if name in typed:
                raise Refused("repeated_option", option=echo(name))
            typed.add(name)
            result[name] = normalise(name, value)
            last_set = name if OPTIONS[name].kind == "set" else None
        elif token.isdigit() and last_set is not None:
            # entry_rolls=1,6 written without braces: the 6 belongs to the set.
            result[last_set] = normalise(last_set, f"{result[last_set].strip('{}')},{token}")
        elif token.lower() in PRESET_NAMES:
            preset = token.lower()
            result = {}
            typed.clear()
            last_set = None
        else:
            raise Refused("rule_token", token=echo(token), presets=list(PRESET_NAMES))
    if typed and preset:  # no preset yet: the caller checks once it knows the server's
        check_rules(preset, result, user=tuple(typed))
    return preset, result
