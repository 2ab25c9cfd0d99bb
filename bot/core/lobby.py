"""The lobby: opening a game, seats, colours, rules, start and cancel."""

from __future__ import annotations

from ..engine import BOARDS, Event, Game, RuleError, Ruleset
from ..engine.computers import LEVELS
from ..store import ACTIVE, CANCELLED, GameRecord, StaleVersion
from .base import CoreBase
from .commands import (
    DEFAULT_LEVEL,
    Actor,
    AddComputer,
    Cancel,
    ChooseColour,
    Join,
    Kick,
    Leave,
    LobbyCommand,
    SetRules,
    Start,
)
from .notes import Behind, Note, Outcome, Refused, echo, note, rule_note
from .rules_text import check_rules, lobby_colours, max_seats, parse_rules_text
from .settings import GuildSettings
from .tables import COMPUTER_NAMES, Seat, Table, seating_for


class Lobby(CoreBase):
    async def new_lobby(
        self,
        guild_id: int | None,
        channel_id: int,
        user_id: int,
        name: str,
        preset: str | None = None,
        overrides: dict[str, str] | None = None,
        players: int | None = None,
        computers: int = 0,
        level: str = DEFAULT_LEVEL,
    ) -> Outcome:
        """Open a lobby with the server's defaults, changed by ``preset``/``overrides``;
        ``players`` caps the seats (2-6); ``computers`` seats of ``level`` are taken at
        once (refused when the table has no room for them).

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
        level = _level(level)
        room = max_seats(table) - 1
        if not 0 <= computers <= room:
            raise Refused("too_many_computers", computers=computers, most=room)
        for _ in range(computers):
            _seat_computer(table, level)
        record = await self.store.create_game(guild_id, channel_id, user_id, table.to_json())
        return self._outcome(record, table, record.version, notice=note("opened", name=name))

    async def _lobby(
        self, record: GameRecord, table: Table, actor: Actor, command: LobbyCommand
    ) -> Outcome:
        if record.status != "lobby" or table.game is not None:
            if record.status == ACTIVE:
                raise Behind("already_started")
            raise Refused("lobby_closed")
        notice = self._change(table, actor, command)
        if isinstance(command, Start):
            return await self._start(record, table)
        status = CANCELLED if isinstance(command, Cancel) else None
        try:
            version = await self._commit(record, table, record.version, status=status)
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

    def _change(self, table: Table, actor: Actor, command: LobbyCommand) -> Note:
        user_id = actor.user_id
        seat = table.seat_of_user(user_id) if user_id is not None else None
        name = actor.name
        if isinstance(command, Join):
            if seat is not None:
                raise Refused("already_in")
            if len(table.seats) >= max_seats(table):
                raise Refused("full")
            table.seats.append(Seat(user_id, name))
            return note("joined", name=name)
        if isinstance(command, Leave):
            if seat is None:
                raise Refused("not_in")
            if user_id == table.host_id:
                raise Refused("host_cannot_leave")
            table.seats.pop(seat)
            return note("left", name=name)
        if isinstance(command, ChooseColour):
            return self._choose_colour(table, seat, command.colour)
        if user_id != table.host_id:
            raise Refused("host_only", action=_ACTION_NAMES[type(command)])
        return self._host_change(table, command)

    def _host_change(self, table: Table, command: LobbyCommand) -> Note:
        if isinstance(command, AddComputer):
            level = _level(command.level)
            if len(table.seats) >= max_seats(table):
                raise Refused("full")
            bot_name = _seat_computer(table, level)
            return note("computer_joined", name=bot_name, level=level)
        if isinstance(command, Kick):
            if not 0 < command.seat < len(table.seats):
                raise Refused("no_seat")
            gone = table.seats.pop(command.seat)
            return note("removed", name=gone.name)
        if isinstance(command, SetRules):
            preset, overrides = parse_rules_text(command.text, table.preset, table.overrides)
            check_rules(preset, overrides, max(2, len(table.seats)))
            table.preset, table.overrides = preset, overrides
            return note("rules_set", preset=preset, overrides=dict(overrides))
        if isinstance(command, Start):
            if len(table.seats) < 2:
                raise Refused("too_few")
            return note("started")
        if isinstance(command, Cancel):
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
                "rules_players", players=players, option=exc.option, why=rule_note(exc)
            ) from None
        table.game = game
        table.captures = [0] * players
        table.recent = []
        table.dice_seed, table.rolls = self._new_seed(), 0
        events: list[Event] = []
        try:
            version = await self._commit(
                record,
                table,
                record.version,
                status=ACTIVE,
                initial_state=table.initial_state_for(game),
            )
        except StaleVersion:
            raise Behind("lobby_changed") from None
        return self._outcome(
            record,
            table,
            version,
            events=events,
            started=True,
            finished=game.is_over,
            notice=note("started"),
        )


def _level(text: str) -> str:
    level = text.strip().lower()
    if level not in LEVELS:
        raise Refused("bad_level", level=echo(text), levels=", ".join(LEVELS))
    return level


def _seat_computer(table: Table, level: str) -> str:
    """Seat a computer player of ``level`` under a name not taken; returns the name."""
    used = {s.name for s in table.seats}
    bot_name = next(n for n in COMPUTER_NAMES if n not in used)
    table.seats.append(Seat(None, bot_name, level=level))
    return bot_name


# The name a refusal gives the host-only action (the codes the lobby buttons use).
_ACTION_NAMES: dict[type, str] = {
    AddComputer: "computer",
    Kick: "kick",
    SetRules: "rules",
    Start: "start",
    Cancel: "cancel",
}
