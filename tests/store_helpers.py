"""Shared by the store tests, the crash child and the store benchmark: random games
played through a store, one committed action at a time, and their replay."""

from __future__ import annotations

import json
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

import pytest

from bot.engine import PRESETS, Game, Roll, RuleError, Ruleset
from bot.store import (
    ACTIVE,
    FINISHED,
    BrokenGame,
    Commit,
    GameRecord,
    GameStore,
    LogEntry,
    Partition,
    PlaceBusy,
    PostgresStore,
    Shown,
    SQLiteStore,
    Where,
)
from bot.store.postgres import numbered
from cogs.ludo.places import place_in, route_of
from tests.engine_helpers import legal_actions

# A sequence, so rng.choice can pick from it (in the presets' own order, so seeds replay).
PRESET_NAMES: tuple[str, ...] = tuple(PRESETS)


async def raw_fetch(store: GameStore, sql: str, *params: object) -> list[tuple[Any, ...]]:
    """Rows of a query run on the store's own database, behind its back (tests that
    look at or damage rows). ``?`` marks parameters on both backends."""
    if isinstance(store, PostgresStore):
        return [tuple(r) for r in await store.pool.fetch(numbered(sql), *params)]
    assert isinstance(store, SQLiteStore)
    return [tuple(r) for r in await store.connection.execute_fetchall(sql, params)]


async def raw_execute(store: GameStore, sql: str, *params: object) -> None:
    """One statement run behind the store's back (committed at once)."""
    if isinstance(store, PostgresStore):
        await store.pool.execute(numbered(sql), *params)
        return
    assert isinstance(store, SQLiteStore)
    await store.connection.execute(sql, params)


def where(guild_id: int | None, channel_id: int) -> Where:
    """A game of the Discord channel ``channel_id`` (of server ``guild_id``; None: outside
    servers), as the store keeps it: its place, circle, community and route."""
    return place_in(guild_id, channel_id).stored(route_of(guild_id))


def card(message: int, version: int, ping: int | None = None) -> Shown:
    """Where a game's Discord card is (its message, the version it shows, its ping), as
    the store keeps the game's surfaces."""
    data = {"message": message, "ping": ping}
    return Shown([{"kind": "discord", "key": "card", "version": version, "data": data}], version)


def card_ids(record: GameRecord) -> tuple[int | None, int | None]:
    """The message and the ping of a game's Discord card, as stored (None: none)."""
    for surface in record.surfaces or ():
        if (surface.get("kind"), surface.get("key")) == ("discord", "card"):
            return surface["data"].get("message"), surface["data"].get("ping")
    return None, None


async def load_active_games(
    store: GameStore,
    validate: Callable[[GameRecord], None] | None = None,
    partition: Partition | None = None,
) -> tuple[list[GameRecord], list[BrokenGame]]:
    """Every open game (of ``partition``) read whole, each checked by ``validate``; a row
    whose JSON does not parse or that ``validate`` rejects (any exception) is set aside as
    broken and reported. What start-up did before it read the small columns only; the
    tests and benchmarks that read every row keep it, on the store's public methods."""
    listed = await store.list_open_games(partition)
    loaded: list[GameRecord] = []
    broken: list[BrokenGame] = []
    for record in await store.games_by_id([g.id for g in listed]):
        try:
            if record.broken_reason is not None and not record.state:
                raise ValueError(record.broken_reason)
            if validate is not None:
                validate(record)
        except Exception as exc:  # any failure sets this one game aside
            reason = str(exc) if record.broken_reason else f"{type(exc).__name__}: {exc}"
            broken.append(BrokenGame(record.id, reason[:500]))
            continue
        loaded.append(record)
    await store.set_aside(broken)
    return loaded, broken


def random_game(rng: random.Random) -> Game:
    """A new game of a random preset for 2 to 6 players (as many as the preset takes)."""
    while True:
        preset, players = rng.choice(PRESET_NAMES), rng.randint(2, 6)
        try:
            return Game.new(Ruleset.preset(preset, players=players), players=players)
        except RuleError:
            continue


def random_action(game: Game, rng: random.Random) -> dict[str, Any]:
    """A random legal action; the die is rolled here, so the log replays exactly."""
    choice = rng.choice(legal_actions(game))
    if isinstance(choice, Roll):
        choice = Roll(rng.randint(1, 6))
    action = choice.to_dict()
    return action


def log_entry(game: Game, action: dict[str, Any], actor: int | None = 100) -> LogEntry:
    """Apply ``action`` to ``game`` and describe it for the log."""
    seat = game.seat_to_act
    events = game.apply(action)
    return LogEntry(actor, seat, action, action.get("value"), [e.to_dict() for e in events])


async def start_random_game(
    store: GameStore,
    channel_id: int,
    rng: random.Random,
    guild_id: int = 1,
    report: list[tuple[int, int]] | None = None,
) -> int:
    """A lobby (with a few seat changes) that then starts a random game; returns its id.
    Each commit is appended to ``report`` as (game id, version) once it returned."""
    record = await store.create_game(
        where(guild_id, channel_id), 100, {"lobby": True, "seats": [100]}
    )
    version = record.version
    if report is not None:
        report.append((record.id, version))
    for n in range(rng.randint(0, 2)):
        lobby = {"lobby": True, "seats": [100, *range(200, 201 + n)]}
        version = await store.commit_action(Commit(record.id, version, lobby))
        if report is not None:
            report.append((record.id, version))
    state = random_game(rng).to_dict()
    version = await store.commit_action(
        Commit(record.id, version, state, status=ACTIVE, initial_state=state)
    )
    if report is not None:
        report.append((record.id, version))
    return record.id


async def play_steps(
    store: GameStore, game_id: int, rng: random.Random, steps: int
) -> list[tuple[int, int]]:
    """Apply up to ``steps`` random actions, one commit each (the last one also marks
    the game finished); returns the (game id, version) of each commit."""
    record = await store.get_game(game_id)
    game = Game.from_dict(record.state)
    version = record.version
    done = []
    for _ in range(steps):
        if game.is_over:
            break
        entry = log_entry(game, random_action(game, rng), rng.choice((100, None)))
        status = FINISHED if game.is_over else None
        version = await store.commit_action(
            Commit(game_id, version, game.to_dict(), [entry], status)
        )
        done.append((game_id, version))
    return done


async def replay(store: GameStore, game_id: int) -> Game:
    """The game rebuilt from its initial state and its move log."""
    record = await store.get_game(game_id)
    assert record.initial_state is not None
    game = Game.from_dict(record.initial_state)
    for entry in await store.log_entries(game_id):
        game.apply(entry.action)
    return game


Execute = Callable[..., Awaitable[Any]]
"""``execute(sql, *params)`` on a database behind the store's back (``?`` marks)."""


@dataclass(frozen=True)
class OldRows:
    """What :func:`fill_old_version` wrote: the running game's version and state."""

    version: int
    state: dict[str, Any]


_JSON_SETTINGS: dict[int, dict[str, object]] = {
    1: {
        "preset": "fia",
        "overrides": {"dice": "1"},
        "turn_timer": 30,
        "language": "en",
        "auto_move": False,
        "ping": True,
        "away": "computer",
    },
    2: {
        "preset": "ludo",
        "overrides": {"capture": "no", "six_bonus": "2"},
        "turn_timer": None,
        "language": "de",
        "auto_move": True,
        "ping": False,
        "away": "remove",
    },
    3: {
        "preset": "madn",
        "overrides": {},
        "turn_timer": 120,
        "language": "nl",
        "auto_move": True,
        "ping": True,
        "away": "off",
    },
}
"""What :func:`fill_old_version` stores from schema 8 on: the rows of earlier schemas as
migration 8 turned them into JSON."""


BIG = 81384788765712384
"""A server's id whose shard key (``>> 22``) is not 0."""


async def fill_old_version(execute: Execute, schema: int) -> OldRows:
    """Rows written the way schema ``schema`` (1 or later) had them, on either database:
    a running game (id 1, channel 77) with its log, lobbies in a DM (2, channel 80) and
    in another server (3, channel 81); from 2 a server's settings and a
    player's statistics; from 5 a rating."""
    rng = random.Random(schema)
    game = random_game(rng)
    initial = game.to_dict()
    rows = []
    for seq in range(2, 42):
        if game.is_over:
            break
        action = random_action(game, rng)
        game.apply(action)
        rows.append((seq, json.dumps(action)))
    stored = 1 + len(rows)
    # Before 11 a game belonged to a channel of a server (or of none); since, to a place.
    where = "guild_id, channel_id" if schema < 11 else "community, place_key, circle, route"
    # Before 12 its card was a message id; since, a surface.
    card_column, card_value = "message_id", "99"
    if schema >= 12:
        card_column = "surfaces"
        card_value = """'[{"kind":"discord","key":"card","version":null,"data":{"message":99}}]'"""
    at = ["1, 77", "NULL, 80", f"{BIG}, 81"]
    if schema >= 11:
        at = ["1, '77', 1, 0", "NULL, '80', 80, 0", f"{BIG}, '81', {BIG}, {route_of(BIG)}"]
    await execute(
        f"INSERT INTO games (id, {where}, host_id, {card_column}, status, state, "
        "initial_state, version, created_at, updated_at) "
        f"VALUES (1, {at[0]}, 5, {card_value}, 'active', ?, ?, ?, 0, 0)",
        json.dumps(game.to_dict()),
        json.dumps(initial),
        stored,
    )
    # A lobby in a DM, and one in a server of another shard.
    for game_id, place in ((2, at[1]), (3, at[2])):
        await execute(
            f"INSERT INTO games (id, {where}, host_id, status, state, version, created_at, "
            f"updated_at) VALUES ({game_id}, {place}, 6, 'lobby', '{{}}', 0, 0, 0)"
        )
    for seq, action_json in rows:
        await execute(
            "INSERT INTO moves (game_id, seq, actor_id, seat, action, dice, events, at) "
            "VALUES (1, ?, 5, 0, ?, NULL, '[]', 0)",
            seq,
            action_json,
        )
    if schema >= 8:  # settings as one JSON object per server, as migration 8 left them
        for guild, settings in _JSON_SETTINGS.items():
            await execute(
                "INSERT INTO guild_settings (guild_id, settings) VALUES (?, ?)",
                guild,
                json.dumps(settings),
            )
    elif schema >= 2:
        await execute(
            "INSERT INTO guild_settings (guild_id, preset, overrides, turn_timer, language, "
            "auto_move) VALUES (1, 'fia', '{\"dice\": \"1\"}', 30, 'en', 0)"
        )
    if schema >= 2:
        await execute(
            "INSERT INTO player_stats (guild_id, user_id, games, wins, places_sum, captures) "
            "VALUES (1, 5, 3, 2, 4, 7)"
        )
    if 4 <= schema < 8:
        # Every kind of value a settings row had before they became one JSON object
        # (migration 8): a timer turned off, flags both ways, damaged house rules.
        await execute(
            "INSERT INTO guild_settings (guild_id, preset, overrides, turn_timer, language, "
            "auto_move, ping, away) VALUES (2, 'ludo', "
            '\'{"capture": "no", "six_bonus": "2"}\', NULL, \'de\', 1, 0, \'remove\'), '
            "(3, 'madn', '{oops', 120, 'nl', 1, 1, 'off')"
        )
    if schema >= 5:
        await execute(
            "INSERT INTO ratings (guild_id, player, mu, sigma, games, history) "
            "VALUES (1, 'user:5', 27.5, 7.0, 3, '[1.0, 2.5]')"
        )
    return OldRows(stored, game.to_dict())


async def check_old_version(store: GameStore, schema: int, old: OldRows) -> None:
    """After migrating from ``schema``: what :func:`fill_old_version` wrote is all there,
    with the new columns' defaults, and the game plays on."""

    rec = await store.open_game_at("discord", "77")
    assert rec is not None and rec.state == old.state and rec.version == old.version
    assert card_ids(rec) == (99, None) and rec.broken_reason is None
    # Rows from before migration 3: what their message shows is unknown.
    assert rec.behind and rec.deadline is None
    assert await replay(store, rec.id) == Game.from_dict(old.state)
    await play_steps(store, rec.id, random.Random(2), 3)
    assert await replay(store, rec.id) == Game.from_dict((await store.get_game(rec.id)).state)
    assert (await store.create_game(where(1, 78), 5, {})).id == 4  # ids go on after the old ones
    # Each game's channel became its place; its circle, community and route as the
    # Discord edge makes them now.
    assert rec.where == where(1, 77) == Where("discord", "77", 1, 1, 0)
    dm, big = await store.games_by_id([2, 3])
    assert dm.where == where(None, 80) == Where("discord", "80", 80, None, 0)
    assert big.where == where(BIG, 81) and big.where.route == BIG >> 22 > 0
    with pytest.raises(PlaceBusy):  # the place is still held
        await store.create_game(where(None, 80), 5, {})
    shard = Partition(4, (big.where.route % 4,))
    assert [g.id for g in await store.list_open_games(shard)] == [3]
    if schema >= 2:
        assert await store.get_guild_settings(1) == {
            "preset": "fia",
            "overrides": {"dice": "1"},
            "turn_timer": 30,
            "language": "auto" if schema < 7 else "en",  # 7 made "en" follow the server
            "auto_move": False,
            "ping": True,
            "away": "computer",
        }
        stats = await store.player_stats(1, 5)
        assert (stats.games, stats.wins, stats.captures, stats.colours) == (3, 2, 7, ())
    if schema >= 5:
        rating = await store.rating(1, "user:5")
        assert rating is not None and (rating.mu, rating.history) == (27.5, (1.0, 2.5))
    if schema >= 4:
        await check_old_settings(store)
    await store.set_guild_settings(1, {"preset": "mejn"})
    assert await store.get_guild_settings(1) == {"preset": "mejn"}


async def check_old_settings(store: GameStore) -> None:
    """The settings rows from before migration 8 read as the same values, in the store's
    JSON and as the core reads them."""
    from bot.core.settings import GuildSettings, Known, from_json

    # What migration 8 makes of the rows of guilds 2 and 3 (see fill_old_version).
    two = await store.get_guild_settings(2)
    assert two == _JSON_SETTINGS[2]
    three = await store.get_guild_settings(3)
    assert three == _JSON_SETTINGS[3]
    known = Known(("en", "de", "nl"))
    assert from_json(GuildSettings, 2, two, known) == GuildSettings(
        2, "ludo", {"capture": "no", "six_bonus": "2"}, None, "de", True, False, "remove"
    )
    assert from_json(GuildSettings, 3, three, known) == GuildSettings(
        3, "madn", {}, 120, "nl", True, True, "off"
    )
