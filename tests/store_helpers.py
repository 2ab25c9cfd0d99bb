"""Shared by the store tests and the crash child: play random games through a store."""

from __future__ import annotations

import random
from typing import Any

from bot.engine import Game, Ruleset
from bot.store import LogEntry, SQLiteStore

PRESETS = ("madn", "mejn", "ludo", "fia", "marbles")


def random_action(game: Game, rng: random.Random) -> dict[str, Any]:
    action = dict(rng.choice(game.legal_actions()))
    if action["type"] == "roll":
        action["value"] = rng.randint(1, 6)
    return action


async def start_random_game(store: SQLiteStore, channel_id: int, rng: random.Random) -> int:
    players = rng.randint(2, 4)
    rules = Ruleset.preset(rng.choice(PRESETS), players=players)
    game = Game.new(rules, players=players)
    record = await store.create_game(1, channel_id, 100, {"lobby": True})
    state = game.to_dict()
    await store.commit(record.id, record.version, state, status="active", initial_state=state)
    return record.id


async def play_steps(
    store: SQLiteStore, game_id: int, rng: random.Random, steps: int
) -> list[tuple[int, int]]:
    """Apply up to ``steps`` random actions, one commit each; returns (game, version)."""
    record = await store.get_game(game_id)
    game = Game.from_dict(record.state)
    version = record.version
    done = []
    for _ in range(steps):
        if game.is_over:
            break
        action = random_action(game, rng)
        events = game.apply(action)
        status = "finished" if game.is_over else None
        version = await store.commit(
            game_id,
            version,
            game.to_dict(),
            LogEntry(
                100, game.seat_to_act, action, action.get("value"), [e.to_dict() for e in events]
            ),
            status=status,
        )
        done.append((game_id, version))
    return done


async def replay(store: SQLiteStore, game_id: int) -> Game:
    record = await store.get_game(game_id)
    assert record.initial_state is not None
    game = Game.from_dict(record.initial_state)
    for entry in await store.log_entries(game_id):
        game.apply(entry.action)
    return game
