"""The core's commands as the tests type them: a lobby action or a board button by the
name its custom_id carries, its text read by ``bot.reading`` into the typed command the
edge would build."""

from __future__ import annotations

from collections.abc import Mapping

from bot.core import Actor, Answer, BoardView, GameService, Place
from bot.core import commands as c
from bot.core.tables import Table
from bot.reading import read_colour, read_level, read_rules, read_value
from cogs.ludo.places import place_in, route_of


def here(channel_id: int | None) -> Place | None:
    """The place of a press from the Discord channel ``channel_id`` (None: from no place,
    a DM's "your turn"): only its kind and key are compared."""
    return None if channel_id is None else place_in(None, channel_id)


async def new_lobby(
    core: GameService,
    guild_id: int | None,
    channel_id: int,
    user_id: int,
    name: str,
    preset: str | None = None,
    overrides: Mapping[str, str] | None = None,
    players: int | None = None,
    computers: int = 0,
    level: str = c.DEFAULT_LEVEL,
) -> Answer:
    typed = {name: read_value(name, value) for name, value in (overrides or {}).items()}
    command = c.OpenGame(
        place_in(guild_id, channel_id),
        preset,
        typed,
        players,
        computers,
        read_level(level),
        route=route_of(guild_id),
    )
    return await core.open(Actor(user_id, name), command)


async def lobby_command(core: GameService, game_id: int, action: str, arg: str = "") -> c.Command:
    """The command of a lobby action (``join``, ``rules`` with its text, ...)."""
    simple: dict[str, c.Command] = {
        "join": c.Join(),
        "leave": c.Leave(),
        "start": c.Start(),
        "cancel": c.Cancel(),
    }
    if action in simple:
        return simple[action]
    if action == "computer":
        return c.AddComputer(read_level(arg) if arg else c.DEFAULT_LEVEL)
    if action == "colour":
        return c.ChooseColour(read_colour(arg))
    if action == "kick":
        return c.Kick(int(arg) if arg.isdigit() else -1)
    assert action == "rules", action
    table = Table.from_json((await core.store.get_game(game_id)).state)
    kept = {name: read_value(name, value) for name, value in table.overrides.items()}
    preset, overrides = read_rules(arg, table.preset, kept)
    return c.SetRules(preset, overrides)


def board_command(action: str, ply: int) -> c.Command:
    """The command of a board button (``roll``, ``m<index>``, ``pass``, ``huff``, ``back``)."""
    if action.startswith("m"):
        return c.PlayMove(ply, int(action[1:]))
    simple: dict[str, c.Command] = {
        "roll": c.RollDie(ply),
        "pass": c.PassTurn(ply),
        "huff": c.CallHuff(ply),
        "back": c.Back(),
    }
    return simple[action]


async def lobby(
    core: GameService,
    game_id: int,
    user_id: int,
    name: str,
    action: str,
    arg: str = "",
    channel_id: int | None = None,
) -> Answer:
    command = await lobby_command(core, game_id, action, arg)
    out = await core.execute(game_id, Actor(user_id, name, here(channel_id)), command)
    assert out is not None
    return out


async def act(
    core: GameService,
    game_id: int,
    user_id: int,
    action: str,
    ply: int,
    channel_id: int | None = None,
) -> Answer:
    out = await core.execute(
        game_id, Actor(user_id, "", here(channel_id)), board_command(action, ply)
    )
    assert out is not None
    return out


def board(out: Answer) -> BoardView:
    """The board an answer shows (the test expects a running or finished game)."""
    assert isinstance(out.view, BoardView), out.view
    return out.view


async def stored_table(core: GameService, game_id: int) -> Table:
    """The core's own record of a game (what no edge sees), for the tests that check it."""
    return Table.from_json((await core.store.get_game(game_id)).state)
