"""Questions the edge asks (nothing changes a game here): a channel's game, a stored
game to draw again, replays, statistics; and where the live message of a game is."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..engine import RuleError, Ruleset, seed_hash
from ..engine.export import GameExport
from ..store import (
    ACTIVE,
    LOBBY,
    GameNotFound,
    GameRecord,
    PlayerStats,
    Rating,
    ShownBoard,
    StoreError,
)
from .base import CoreBase
from .notes import Outcome, Refused, rule_note
from .tables import Table

SERVER_GAMES = 1000
"""How many of a server's latest finished games its dice statistics cover."""


@dataclass(frozen=True)
class DiceStats:
    """The faces rolled: per seat in one game, and on the server over its latest games."""

    game_id: int
    names: list[str]
    colours: list[str]
    per_seat: list[list[int]]
    server: list[int]


class Queries(CoreBase):
    async def open_game(self, channel_id: int) -> GameRecord | None:
        return await self.store.active_game_in_channel(channel_id)

    async def record(self, game_id: int) -> GameRecord:
        """A game's row as stored (where its live message is, what it shows)."""
        try:
            return await self.store.get_game(game_id)
        except GameNotFound:
            raise Refused("no_game", game=game_id) from None

    @staticmethod
    def stored(record: GameRecord) -> Outcome | None:
        """The stored state of a game as an outcome, to draw it again (None: the row
        cannot be read)."""
        try:
            return Outcome.of(record, Table.from_json(record.state))
        except ValueError:
            return None

    async def dice_hash_here(self, channel_id: int) -> str | None:
        """The SHA-256 of the dice seed of the channel's running game (None: none)."""
        record = await self.open_game(channel_id)
        if record is None:
            return None
        try:
            seed = Table.from_json(record.state).dice_seed
        except ValueError:
            return None
        return seed_hash(bytes.fromhex(seed)) if seed else None

    async def rules_here(self, channel_id: int, guild_id: int) -> Ruleset:
        """The rules of the channel's game, else the server's defaults."""
        try:
            record = await self.open_game(channel_id)
            if record is not None:
                table = Table.from_json(record.state)
                if table.game is not None:
                    return table.game.rules
                return Ruleset.preset(table.preset, overrides=table.overrides)
            settings = await self.settings(guild_id)
            return Ruleset.preset(settings.preset, overrides=settings.overrides)
        except RuleError as exc:  # before ValueError, which it is
            raise Refused("rules_unreadable", why=rule_note(exc)) from None
        except (ValueError, StoreError):
            raise Refused("damaged") from None

    async def last_finished(self, guild_id: int | None, channel_id: int | None) -> int:
        """The game a replay shows by default: the last finished here, else on the server."""
        finished = await self.store.finished_games(guild_id or 0, 20)
        here = [r for r in finished if r.channel_id == channel_id] or finished
        if not here or here[0].guild_id != guild_id:
            raise Refused("no_finished")
        return here[0].id

    async def _started_here(self, game_id: int, guild_id: int | None) -> GameRecord:
        """A game of this server that has started (another server's is "no such game")."""
        record = await self.record(game_id)
        if record.guild_id != guild_id:
            raise Refused("no_game", game=game_id)
        if record.initial_state is None:
            raise Refused("never_started", game=game_id)
        return record

    async def replay_game(self, game_id: int, guild_id: int | None) -> GameRecord:
        """The game a replay may show: one of this server that started and is over."""
        record = await self._started_here(game_id, guild_id)
        if record.status in (LOBBY, ACTIVE):
            raise Refused("still_running", game=game_id)
        return record

    async def replay_data(
        self, game_id: int
    ) -> tuple[dict[str, Any], list[dict[str, Any]], list[str]]:
        """The starting engine state, the logged actions and the names, for a GIF."""
        record = await self.record(game_id)
        if record.initial_state is None:
            raise Refused("never_started", game=game_id)
        if record.status in (LOBBY, ACTIVE):
            raise Refused("still_running", game=game_id)
        table = Table.from_json(record.initial_state)
        assert table.game is not None
        entries = await self.store.log_entries(game_id)
        return table.game.to_dict(), [e.action for e in entries], table.names

    async def game_export(self, game_id: int, guild_id: int | None) -> GameExport:
        """A game of this server with provably fair dice as one checkable document: its
        rules, seats, seed hash, every action, and the seed once the game is over (never
        before)."""
        record = await self._started_here(game_id, guild_id)
        table = Table.from_json(record.state)
        assert record.initial_state is not None  # _started_here checked it
        start = Table.from_json(record.initial_state)
        if table.dice_seed is None or start.game is None:
            raise Refused("no_seed", game=game_id)
        entries = await self.store.log_entries(game_id)
        over = record.status not in (LOBBY, ACTIVE)
        return GameExport.new(
            start.game.rules,
            [list(s) for s in start.game.seats],
            bytes.fromhex(table.dice_seed),
            [e.action for e in entries],
            reveal=over,
            names=table.names,
        )

    async def dice_stats(self, game_id: int, guild_id: int | None) -> DiceStats:
        """Every face each seat rolled in a game of this server, and the server's faces
        over its last 1,000 finished games (for the chi-square tests at the edge)."""
        record = await self._started_here(game_id, guild_id)
        table = Table.from_json(record.state)
        per_seat = await self.store.roll_counts(game_id)
        server = await self.store.server_roll_counts(guild_id or 0, SERVER_GAMES)
        return DiceStats(
            game_id,
            table.names,
            [table.game.board.colours[cols[0]] for cols in table.game.seats]
            if table.game is not None
            else [],
            [per_seat.get(s, [0] * 6) for s in range(len(table.seats))],
            server,
        )

    async def player_stats(self, guild_id: int, user_id: int) -> PlayerStats:
        return await self.store.player_stats(guild_id, user_id)

    async def ratings(self, guild_id: int, limit: int = 10) -> list[Rating]:
        """The server's best rated players (people and computer levels), by ordinal."""
        return await self.store.ratings(guild_id, limit)

    async def user_rating(self, guild_id: int, user_id: int) -> Rating | None:
        return await self.store.rating(guild_id, f"user:{user_id}")

    async def games_behind(self, closed_since: float) -> list[GameRecord]:
        """Games whose live message does not show their stored state (of this
        process's shards: another process draws the others)."""
        found = await self.store.games_behind(closed_since)
        return found if self._shards is None else [r for r in found if r.guild_id in self._shards]

    # -- where the live message is (the edge reports what it showed) --------------------
    # The store writes the whole record at once; until the edge reports it whole, each
    # report keeps the stored part it does not name.

    async def mark_shown(self, game_id: int, message_id: int, version: int) -> None:
        try:
            record = await self.store.get_game(game_id)
        except GameNotFound:
            return
        await self.store.save_shown({game_id: ShownBoard(message_id, version, record.ping_id)})

    async def set_ping(self, game_id: int, ping_id: int | None) -> None:
        try:
            record = await self.store.get_game(game_id)
        except GameNotFound:
            return
        if record.message_id is None:
            return  # the ping follows its board, which was never posted: nothing to keep
        shown = -1 if record.shown_version is None else record.shown_version
        await self.store.save_shown({game_id: ShownBoard(record.message_id, shown, ping_id)})
