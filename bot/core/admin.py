"""Administration: ending a game (the host or a channel manager) and the rematch."""

from __future__ import annotations

from ..store import (
    ACTIVE,
    CANCELLED,
    LOBBY,
    ChannelBusy,
    GameNotFound,
    GameRecord,
    StaleVersion,
)
from .base import CoreBase
from .commands import Actor
from .notes import Outcome, Refused, note
from .tables import Seat, Table


class Admin(CoreBase):
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

    async def _end(self, game_id: int, actor: Actor) -> Outcome:
        """Close a game without a result (a damaged row too: it is closed as it is)."""
        record = await self.may_end(game_id, actor.user_id or 0, actor.can_manage, actor.channel_id)
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
        self._scheduler.due(game_id, None, version)
        if table is None:
            raise Refused("damaged_ended")
        return self._outcome(
            record,
            table,
            version,
            notice=note("ended", name=actor.name),
            finished=True,
            ended=True,
        )

    async def _rematch(self, record: GameRecord, table: Table, actor: Actor) -> Outcome:
        """A new lobby in the same channel with the same seats and rules."""
        host = actor.user_id
        if host is None or table.seat_of_user(host) is None:
            raise Refused("rematch_players_only")
        seats = [Seat(s.user_id, s.name, s.colour, s.level) for s in table.seats]
        seats.sort(key=lambda s: s.user_id != host)
        fresh = Table(host, table.preset, dict(table.overrides), seats, auto_move=table.auto_move)
        try:
            new = await self.store.create_game(
                record.guild_id, record.channel_id, host, fresh.to_json()
            )
        except ChannelBusy as busy:
            raise Refused("rematch_exists") from busy
        return self._outcome(new, fresh, new.version, notice=note("rematch", name=actor.name))
