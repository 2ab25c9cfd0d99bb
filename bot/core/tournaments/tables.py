"""A tournament's table is an ordinary game, opened through the commands people use: its
first player opens the lobby where the edge says (a thread), the others join in seat
order, computers take the empty seats, the first player starts it; a dropped entrant's
seat goes to a computer as their own ``Leave`` would. Run again after a restart, each
step finds what was done (the place's open game, the seats taken) and goes on."""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Mapping
from dataclasses import dataclass

from ...engine.computers import Level
from ...store.tournament_rows import TableRow
from ..answer import Answer
from ..commands import Actor, AddComputer, Join, Leave, OpenGame, Start
from ..games import PlaceTaken
from ..notes import Refused
from ..places import Place
from ..service import GameService
from ..settings import Pace
from .config import TournamentConfig

log = logging.getLogger("ludobot.tournaments")


@dataclass(frozen=True, slots=True)
class Seating:
    """Who sits at a table: the entrants' names, and who is out (their seat played by a
    computer from the start)."""

    names: Mapping[int, str]
    dropped: frozenset[int]


async def open_table(
    games: GameService,
    config: TournamentConfig,
    place: Place,
    route: int,
    row: TableRow,
    seating: Seating,
    seed: str | None = None,
) -> tuple[int, Answer | None]:
    """Open, seat and start the table's game at ``place``; returns its id and the
    answer to draw (None: it was running already, from before a restart). ``seed``: the
    round's secret seed every table rolls from (duplicate dice)."""
    people = [uid for uid in row.seats if uid]
    host = Actor(people[0], seating.names.get(people[0], ""))
    command = OpenGame(
        place,
        config.preset,
        dict(config.overrides),
        len(row.seats),
        pace=Pace(config.pace),
        level=Level(config.level),
        route=route,
    )
    try:
        opened = await games.open(host, command)
        game_id = opened.game_id
    except PlaceTaken as taken:  # opened before a restart
        if not taken.game.open:
            return taken.game.id, None
        game_id = taken.game.id
        if taken.game.started:
            return game_id, None
    for uid in people[1:]:
        with contextlib.suppress(Refused):  # seated before a restart
            await games.execute(game_id, Actor(uid, seating.names.get(uid, "")), Join())
    filled = await games.queries.stored(game_id)
    seated = len(filled.view.seats) if filled is not None else len(people)
    for _ in range(len(row.seats) - seated):
        await games.execute(game_id, host, AddComputer(Level(config.level)))
    out = await games.execute(game_id, host, Start(seed))
    for uid in people:
        if uid in seating.dropped:
            out = await games.execute(game_id, Actor(uid, seating.names.get(uid, "")), Leave())
    return game_id, out


def places_of(out: Answer | None, seats: int) -> tuple[tuple[int, ...], ...]:
    """A closed table's seats per place, best first; a game closed before it began (or
    gone): every seat shares the one place."""
    view = out.view if out is not None else None
    places = getattr(view, "places", ())
    if places:
        return tuple(tuple(p) for p in places)
    return (tuple(range(seats)),)
