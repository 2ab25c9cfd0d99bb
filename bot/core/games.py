"""A game as the edge may know it without its table: its place, whether it is open or
has started, and where it is shown."""

from __future__ import annotations

from dataclasses import dataclass

from ..store import ACTIVE, LOBBY, GameNotFound, GameRecord
from .answer import Surface
from .context import Parts
from .notes import Refused
from .places import Place, place_of


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: int
    place: Place
    open: bool
    """A lobby or a running game."""
    started: bool
    """Its first board was dealt (it has a start to replay from)."""
    surfaces: tuple[Surface, ...]


class PlaceTaken(Refused):
    """The place already has an open game: ``game``."""

    def __init__(self, game: GameInfo) -> None:
        super().__init__("channel_busy", game=game.id)
        self.game = game


def info_of(record: GameRecord, surfaces: tuple[Surface, ...]) -> GameInfo:
    return GameInfo(
        record.id,
        place_of(record),
        record.status in (LOBBY, ACTIVE),
        record.initial_state is not None,
        surfaces,
    )


async def read_record(parts: Parts, game_id: int) -> GameRecord:
    try:
        return await parts.store.get_game(game_id)
    except GameNotFound:
        raise Refused("no_game", game=game_id) from None


async def game_info(parts: Parts, game_id: int) -> GameInfo:
    record = await read_record(parts, game_id)
    return info_of(record, parts.boards.of(record))
