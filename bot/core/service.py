"""The application core: every click and command becomes one call here, with plain values.

A call takes the game's lock, checks who may act and that the click is current, applies
the action with the engine, and commits the new state with its log row in one
transaction. Computer seats (and auto-moves) are played right after, each as its own
logged action. Answers are plain :class:`Outcome` values the cogs turn into messages.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from ..engine import (
    MOVE,
    ORDER,
    PRESET_NAMES,
    Dice,
    Event,
    Game,
    GreedyMover,
    IllegalAction,
    RuleError,
    Ruleset,
    SystemDice,
    parse_value,
)
from ..engine.text import narrate
from ..store import (
    ACTIVE,
    CANCELLED,
    FINISHED,
    BrokenGame,
    ChannelBusy,
    GameNotFound,
    GameRecord,
    GameStore,
    GuildSettings,
    LogEntry,
    PlayerResult,
    StaleVersion,
)
from .tables import COMPUTER_NAMES, Seat, Table

log = logging.getLogger("ludobot.core")

MAX_SEATS = 6
MAX_COMPUTER_STEPS = 2000


class Refused(Exception):
    """An action that changes nothing; the message is shown to the user who tried."""


@dataclass(slots=True)
class Outcome:
    """What happened, for the cog to show."""

    game_id: int
    table: Table
    version: int
    channel_id: int
    message_id: int | None
    events: list[Event] = field(default_factory=list)
    notice: str | None = None
    """A line for everyone (e.g. "Ann joined")."""
    finished: bool = False
    started: bool = False

    @property
    def game(self) -> Game | None:
        return self.table.game


class GameService:
    """The core. One instance per process; games are locked one at a time."""

    def __init__(
        self,
        store: GameStore,
        dice_factory: Callable[[], Dice] = SystemDice,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        self.store = store
        self._dice = dice_factory()
        self._clock = clock
        self._locks: dict[int, asyncio.Lock] = {}
        self._mover = GreedyMover()

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

        loaded, broken = await self.store.load_open_games(validate)
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
            raise Refused("This game no longer exists.") from None
        try:
            table = Table.from_json(record.state)
        except ValueError:
            raise Refused(
                "This game's saved state is damaged; an admin can end it with /ludo end."
            ) from None
        return record, table

    def _outcome(self, record: GameRecord, table: Table, version: int, **kw: Any) -> Outcome:
        return Outcome(record.id, table, version, record.channel_id, record.message_id, **kw)

    # -- lobby ------------------------------------------------------------------------

    async def open_game(self, channel_id: int) -> GameRecord | None:
        return await self.store.open_game_in_channel(channel_id)

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
        settings = await self.store.get_guild_settings(guild_id) if guild_id else None
        settings = settings or GuildSettings(0)
        chosen = preset or settings.preset
        merged = dict(settings.overrides) if preset in (None, settings.preset) else {}
        merged.update(overrides or {})
        table = Table(user_id, chosen, merged, [Seat(user_id, name)], auto_move=settings.auto_move)
        if players is not None:
            check_rules(table.preset, table.overrides, players)
            table.max_players = players
        check_rules(table.preset, table.overrides)
        record = await self.store.create_game(guild_id, channel_id, user_id, table.to_json())
        return self._outcome(record, table, record.version, notice=f"{name} opened a game.")

    async def lobby(
        self, game_id: int, user_id: int, name: str, action: str, arg: str = ""
    ) -> Outcome:
        """Join, leave, add a computer, change rules, start or cancel a lobby."""
        async with self.lock(game_id):
            record, table = await self._read(game_id)
            if record.status != "lobby" or table.game is not None:
                raise Refused(
                    "This game has already started."
                    if record.status == ACTIVE
                    else "This lobby is closed."
                )
            notice = await self._lobby_change(table, user_id, name, action, arg)
            if action == "start":
                return await self._start(record, table)
            status = CANCELLED if action == "cancel" else None
            try:
                version = await self.store.commit(
                    game_id, record.version, table.to_json(), status=status
                )
            except StaleVersion:
                raise Refused(
                    "Someone else changed the lobby at the same moment; try again."
                ) from None
            return self._outcome(record, table, version, notice=notice, finished=status is not None)

    async def _lobby_change(
        self, table: Table, user_id: int, name: str, action: str, arg: str
    ) -> str:
        seat = table.seat_of_user(user_id)
        is_host = user_id == table.host_id
        if action == "join":
            if seat is not None:
                raise Refused("You are already in this game.")
            if len(table.seats) >= self._max_seats(table):
                raise Refused("This game is full.")
            table.seats.append(Seat(user_id, name))
            return f"{name} joined."
        if action == "leave":
            if seat is None:
                raise Refused("You are not in this game.")
            if is_host:
                raise Refused("The host cannot leave; cancel the game instead.")
            table.seats.pop(seat)
            return f"{name} left."
        if action == "computer":
            if not is_host:
                raise Refused("Only the host can add computer players.")
            if len(table.seats) >= self._max_seats(table):
                raise Refused("This game is full.")
            used = {s.name for s in table.seats}
            bot_name = next(n for n in COMPUTER_NAMES if n not in used)
            table.seats.append(Seat(None, bot_name))
            return f"{bot_name} (computer) joined."
        if action == "kick":
            if not is_host:
                raise Refused("Only the host can remove players.")
            index = int(arg) if arg.isdigit() else -1
            if not 0 < index < len(table.seats):
                raise Refused("There is no such seat.")
            gone = table.seats.pop(index)
            return f"{gone.name} was removed."
        if action == "rules":
            if not is_host:
                raise Refused("Only the host can change this game's rules.")
            preset, overrides = parse_rules_text(arg, table.preset, table.overrides)
            check_rules(preset, overrides, max(2, len(table.seats)))
            table.preset, table.overrides = preset, overrides
            return f"Rules: {PRESET_NAMES[preset]}" + (
                f" with {format_overrides(overrides)}" if overrides else ""
            )
        if action == "start":
            if not is_host:
                raise Refused("Only the host can start the game.")
            if len(table.seats) < 2:
                raise Refused(
                    "A game needs at least 2 players: ask someone to join or add a computer."
                )
            return "The game begins!"
        if action == "cancel":
            if not is_host:
                raise Refused("Only the host can cancel the game.")
            return "The game was cancelled."
        raise Refused("That button is not known.")

    def _max_seats(self, table: Table) -> int:
        """The most players these rules can seat (six-colour presets go up to 6), or
        fewer when the host asked for fewer."""
        for n in range(table.max_players or MAX_SEATS, 1, -1):
            try:
                Ruleset.preset(table.preset, players=n, overrides=table.overrides)
            except RuleError:
                continue
            return n
        return 2

    async def _start(self, record: GameRecord, table: Table) -> Outcome:
        players = len(table.seats)
        try:
            rules = Ruleset.preset(table.preset, players=players, overrides=table.overrides)
            game = Game.new(rules, players=players)
        except RuleError as exc:
            raise Refused(f"These rules do not work for {players} players: {exc}") from None
        table.game = game
        table.captures = [0] * players
        table.recent = []
        initial = table.initial_state_for(game)
        events: list[Event] = []
        try:
            version = await self.store.commit(
                record.id, record.version, table.to_json(), status=ACTIVE, initial_state=initial
            )
        except StaleVersion:
            raise Refused("The lobby changed at the same moment; press Start again.") from None
        version = await self._autoplay(record, table, version, events)
        return self._outcome(
            record, table, version, events=events, started=True, finished=game.is_over
        )

    # -- play -------------------------------------------------------------------------

    async def act(self, game_id: int, user_id: int, action: str, ply: int) -> Outcome:
        """A button press in a running game: ``roll``, ``m<index>`` (a legal move),
        ``pass`` or ``huff``, made on the board of turn ``ply``."""
        started = self._clock()
        async with self.lock(game_id):
            record, table = await self._read(game_id)
            game = table.game
            if game is None or record.status not in (ACTIVE, FINISHED):
                raise Refused("This game has not started yet.")
            if game.is_over:
                raise Refused("This game is over.")
            if ply != game.ply:
                raise Refused("This board is out of date: use the buttons on the newest board.")
            seat = table.seat_of_user(user_id)
            engine_action = self._engine_action(table, game, seat, action)
            events: list[Event] = []
            version = await self._apply(
                record, table, record.version, engine_action, user_id, seat, events
            )
            version = await self._autoplay(record, table, version, events)
        log.info(
            "action guild=%s channel=%s game=%s user=%s action=%s ms=%.1f",
            record.guild_id,
            record.channel_id,
            game_id,
            user_id,
            action,
            (self._clock() - started) * 1000,
        )
        return self._outcome(record, table, version, events=events, finished=game.is_over)

    def _engine_action(
        self, table: Table, game: Game, seat: int | None, action: str
    ) -> dict[str, Any]:
        if action == "huff":
            if seat is None or seat not in game.huff_seats():
                raise Refused("You cannot huff now.")
            return {"type": "huff", "seat": seat, "piece": _huff_piece(game)}
        to_act = game.seat_to_act
        if seat is None or seat != to_act:
            name = table.seats[to_act].name if to_act is not None else "nobody"
            raise Refused(
                f"It is {name}'s turn."
                if seat is not None
                else f"You are not in this game; it is {name}'s turn."
            )
        if action == "roll":
            if game.phase not in (ORDER, "roll"):
                raise Refused("Choose a move first.")
            return {"type": "roll", "value": self._dice.roll()}
        if action == "pass":
            return {"type": "pass"}
        if action.startswith("m") and action[1:].isdigit():
            moves = game.legal_moves()
            index = int(action[1:])
            if game.phase != MOVE or index >= len(moves):
                raise Refused("That move is no longer possible.")
            return moves[index].to_dict()
        raise Refused("That button is not known.")

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
            raise Refused(f"That is not allowed now: {exc}.") from None
        colours = game.board.colours
        seat_of = [game.seat_of(c) for c in range(game.board.n_colours)]
        for e in new_events:
            line = narrate(e, table.names, colours, seat_of)
            if line and e.kind not in ("next", "bonus"):
                table.add_line(line)
            if (
                e.kind == "captured"
                and e.target >> 2 != e.colour
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
            )
        except StaleVersion:
            table.game = Game.from_dict(before)
            raise Refused("Already done: this board moved on a moment ago.") from None
        events.extend(new_events)
        return version

    async def _autoplay(
        self, record: GameRecord, table: Table, version: int, events: list[Event]
    ) -> int:
        """Play computer seats, huffs by computers and single forced moves (auto-move)."""
        game = table.game
        assert game is not None
        for _ in range(MAX_COMPUTER_STEPS):
            if game.is_over:
                break
            huffers = [s for s in game.huff_seats() if table.seats[s].computer]
            if huffers:
                action = {"type": "huff", "seat": huffers[0], "piece": _huff_piece(game)}
                version = await self._apply(
                    record, table, version, action, None, huffers[0], events
                )
                continue
            seat = game.seat_to_act
            assert seat is not None
            if table.seats[seat].computer:
                if game.phase == MOVE:
                    action = self._mover.choose(game, game.legal_moves()).to_dict()
                else:
                    action = {"type": "roll", "value": self._dice.roll()}
                version = await self._apply(record, table, version, action, None, seat, events)
                continue
            if table.auto_move and game.phase == MOVE:
                moves = game.legal_moves()
                if len(moves) == 1 and not game.huff_seats():
                    version = await self._apply(
                        record,
                        table,
                        version,
                        moves[0].to_dict(),
                        table.seats[seat].user_id,
                        seat,
                        events,
                    )
                    continue
            break
        return version

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

    async def end(self, game_id: int, user_id: int, can_manage: bool) -> Outcome:
        async with self.lock(game_id):
            record = await self.store.get_game(game_id)
            try:
                table: Table | None = Table.from_json(record.state)
            except ValueError:
                table = None
            if table is not None and user_id != table.host_id and not can_manage:
                raise Refused("Only the host or someone with Manage Channels can end this game.")
            if record.status not in ("lobby", ACTIVE):
                raise Refused("This game is already over.")
            state = record.state if table is None else table.to_json()
            try:
                version = await self.store.commit(game_id, record.version, state, status=CANCELLED)
            except StaleVersion:
                raise Refused("The game changed at that moment; try again.") from None
            if table is None:
                raise Refused("The damaged game was ended.")
            return self._outcome(
                record, table, version, notice="The game was ended.", finished=True
            )

    async def rematch(self, game_id: int, user_id: int, name: str) -> Outcome:
        """A new lobby in the same channel with the same seats and rules."""
        record, table = await self._read(game_id)
        if table.seat_of_user(user_id) is None:
            raise Refused("Only the players of this game can ask for a rematch.")
        seats = [Seat(s.user_id, s.name) for s in table.seats]
        host = user_id
        seats.sort(key=lambda s: s.user_id != host)
        fresh = Table(host, table.preset, dict(table.overrides), seats, auto_move=table.auto_move)
        try:
            new = await self.store.create_game(
                record.guild_id, record.channel_id, host, fresh.to_json()
            )
        except ChannelBusy as busy:
            raise Refused("This channel already has a new game.") from busy
        return self._outcome(
            new, fresh, new.version, notice=f"{name} asks for a rematch: press Start when ready."
        )

    async def set_message(self, game_id: int, message_id: int | None) -> None:
        await self.store.set_message_id(game_id, message_id)

    async def replay_data(
        self, game_id: int
    ) -> tuple[dict[str, Any], list[dict[str, Any]], list[str]]:
        """The starting engine state, the logged actions and the names, for a GIF."""
        record = await self.store.get_game(game_id)
        if record.initial_state is None:
            raise Refused("This game never started, so there is nothing to replay.")
        table = Table.from_json(record.initial_state)
        assert table.game is not None
        entries = await self.store.log_entries(game_id)
        return table.game.to_dict(), [e.action for e in entries], table.names

    # -- server settings --------------------------------------------------------------

    async def settings(self, guild_id: int) -> GuildSettings:
        return await self.store.get_guild_settings(guild_id)

    async def set_preset(self, guild_id: int, preset: str) -> GuildSettings:
        if preset not in PRESET_NAMES:
            raise Refused(f"Unknown preset {preset!r}; choose one of {', '.join(PRESET_NAMES)}.")
        settings = await self.store.get_guild_settings(guild_id)
        settings.preset = preset
        await self.store.set_guild_settings(settings)
        return settings

    async def set_option(self, guild_id: int, name: str, value: str) -> GuildSettings:
        """Set a house rule (an engine option) or a bot setting (auto_move, turn_timer)."""
        settings = await self.store.get_guild_settings(guild_id)
        name = name.strip().lower()
        if name == "auto_move":
            settings.auto_move = _yes_no(name, value)
        elif name == "turn_timer":
            settings.turn_timer = _timer(value)
        elif name == "language":
            if value.strip().lower() != "en":
                raise Refused("Only English (en) is available so far.")
            settings.language = "en"
        else:
            overrides = dict(settings.overrides)
            overrides[name] = value.strip()
            check_rules(settings.preset, overrides)
            settings.overrides = overrides
        await self.store.set_guild_settings(settings)
        return settings

    async def reset_settings(self, guild_id: int) -> GuildSettings:
        await self.store.reset_guild_settings(guild_id)
        return await self.store.get_guild_settings(guild_id)


def _huff_piece(game: Game) -> int:
    assert game.huff_window is not None
    offender, culprit, _ = game.huff_window
    targets = game.huff_targets()
    return culprit if culprit in targets else max(targets, key=lambda i: game.pieces[offender][i])


def _yes_no(name: str, value: str) -> bool:
    try:
        result = parse_value("capture", value)
    except RuleError:
        raise Refused(f"{name} takes yes or no, not {value!r}.") from None
    return bool(result)


def _timer(value: str) -> int | None:
    text = value.strip().lower()
    if text in ("off", "0", "none", "no"):
        return None
    if text.isdigit() and 30 <= int(text) <= 86400:
        return int(text)
    raise Refused("turn_timer takes a number of seconds from 30 to 86400, or off.")


def check_rules(preset: str, overrides: dict[str, str], players: int | None = None) -> Ruleset:
    """Validate a preset with overrides; a bad one is :class:`Refused` with the engine's
    words (which name the option and say why)."""
    try:
        return Ruleset.preset(preset, players=players, overrides=overrides)
    except RuleError as exc:
        raise Refused(f"Those rules do not work: {exc}.") from None


def parse_rules_text(
    text: str, preset: str, overrides: dict[str, str]
) -> tuple[str, dict[str, str]]:
    """``"fia capture=no six_again=yes"``: an optional preset, then NAME=VALUE pairs."""
    result = dict(overrides)
    for token in text.replace(",", " ").split():
        if "=" in token:
            name, _, value = token.partition("=")
            if not name or not value:
                raise Refused(f"Write each rule as NAME=VALUE, not {token!r}.")
            result[name.strip().lower()] = value.strip()
        elif token.lower() in PRESET_NAMES:
            preset = token.lower()
            result = {}
        else:
            raise Refused(
                f"{token!r} is neither a preset ({', '.join(PRESET_NAMES)}) nor NAME=VALUE."
            )
    return preset, result


def format_overrides(overrides: dict[str, str]) -> str:
    return ", ".join(f"{k} {v}" for k, v in overrides.items())
