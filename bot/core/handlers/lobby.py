"""The lobby: opening a game, its computers, colours, rules and pace, the host's kick,
start and cancel (people's own seats: :mod:`.seats`)."""

from __future__ import annotations

from ...engine import BOARDS, Game, RuleError, Ruleset, describe
from ...engine.computers import Level
from ...store import ACTIVE, CANCELLED, PlaceBusy, StaleVersion
from ..answer import Answer
from ..commands import (
    DEFAULT_LEVEL,
    Actor,
    AddComputer,
    Cancel,
    ChooseColour,
    Kick,
    OpenGame,
    SetPace,
    SetRules,
    Start,
)
from ..context import Context, Parts
from ..games import PlaceTaken, game_info
from ..lobby_rules import check_rules, lobby_colours, max_seats, stored
from ..notes import Behind, Refused, named, note, rule_note
from ..settings import GuildSettings
from ..tables import COMPUTER_NAMES, Seat, Table, Venue, seating_for
from .guards import host_only, in_lobby, lobby_changed, own_seat
from .seats import warm


def seat_computer(table: Table, level: Level) -> str:
    """Seat a computer player of ``level`` under a name not taken; returns the name."""
    used = {s.name for s in table.seats}
    bot_name = next(n for n in COMPUTER_NAMES if n not in used)
    table.seats.append(Seat(None, bot_name, level=level.value))
    return bot_name


async def choose_colour(ctx: Context, command: ChooseColour) -> Answer:
    in_lobby(ctx)
    seat = own_seat(ctx)
    if seat is None:
        raise Refused("join_first")
    table = ctx.table
    name = table.seats[seat].name
    if command.colour is None:
        table.seats[seat].colour = None
        return await lobby_changed(ctx, named("any_colour", seat, name=name))
    colour, colours = command.colour.name, lobby_colours(table)
    if colour not in colours:
        raise Refused("bad_colour", colour=colour, colours=list(colours))
    for other in table.seats:
        if other.colour == colour and other is not table.seats[seat]:
            # Hindi's verb agrees with who holds it: a computer, or a person as they chose.
            kind, gender = "computer", "unset"
            if other.user_id is not None:
                kind, gender = "person", (await ctx.parts.defaults.get(other.user_id)).gender
            raise Refused("colour_taken", name=other.name, colour=colour, kind=kind, gender=gender)
    table.seats[seat].colour = colour
    return await lobby_changed(ctx, named("colour_chosen", seat, name=name, colour=colour))


async def add_computer(ctx: Context, command: AddComputer) -> Answer:
    host_only(ctx, "computer")
    if len(ctx.table.seats) >= max_seats(ctx.table):
        raise Refused("full")
    bot_name = seat_computer(ctx.table, command.level)
    return await lobby_changed(
        ctx, note("computer_joined", name=bot_name, level=command.level.value)
    )


async def kick(ctx: Context, command: Kick) -> Answer:
    host_only(ctx, "kick")
    if not 0 < command.seat < len(ctx.table.seats):
        raise Refused("no_seat")
    gone = ctx.table.seats.pop(command.seat)
    return await lobby_changed(ctx, note("removed", name=gone.name))


async def set_rules(ctx: Context, command: SetRules) -> Answer:
    host_only(ctx, "rules")
    overrides = stored(command.overrides)
    rules = check_rules(command.preset, overrides, max(2, len(ctx.table.seats)))
    ctx.table.preset, ctx.table.overrides = command.preset, overrides
    # The house rules as the lobby's Rules line shows them: those that differ from the
    # preset (one typed as the preset has it changes nothing).
    house = {name: describe(value) for name, value in rules.differences().items()}
    return await lobby_changed(ctx, note("rules_set", preset=command.preset, overrides=house))


async def set_pace(ctx: Context, command: SetPace) -> Answer:
    host_only(ctx, "pace")
    ctx.table.pace = command.pace.value
    return await lobby_changed(ctx, note("pace_set", pace=ctx.table.pace))


async def cancel(ctx: Context, command: Cancel) -> Answer:
    host_only(ctx, "cancel")
    return await lobby_changed(ctx, note("cancelled"), status=CANCELLED)


def _rules_for_colours(table: Table, players: int) -> Ruleset:
    """The lobby's rules for ``players``; on the board the lobby offered its colours
    from (that of its most seats) when a seat chose a colour only that board has."""
    rules = Ruleset.preset(table.preset, players=players, overrides=table.overrides)
    chosen = {s.colour for s in table.seats if s.colour is not None}
    if chosen <= set(BOARDS[rules.board].colours) or "board" in table.overrides:
        return rules
    board = table.rules(max_seats(table)).board
    return Ruleset.preset(
        table.preset, players=players, overrides={**table.overrides, "board": board}
    )


async def start(ctx: Context, command: Start) -> Answer:
    host_only(ctx, "start")
    table = ctx.table
    players = len(table.seats)
    if players < 2:
        raise Refused("too_few")
    try:
        rules = _rules_for_colours(table, players)
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
    table.recent, table.last = [], []
    table.dice_seed, table.rolls = command.seed or ctx.parts.new_seed(), 0
    table.sealed = command.seed is not None
    try:
        await ctx.commit(status=ACTIVE, initial_state=table.initial_state_for(game))
    except StaleVersion:
        raise Behind("lobby_changed") from None
    return await ctx.answer(note("started"), started=True)


async def open_game(parts: Parts, actor: Actor, command: OpenGame) -> Answer:
    """A new lobby with the server's defaults, changed by the command's preset and
    house rules. Raises :class:`PlaceTaken` when the place already has a game."""
    assert actor.user_id is not None  # only a person opens a game
    owner = await parts.defaults.owner_of(command.place.community, command.reach, actor.user_id)
    settings = await parts.defaults.get(owner) if owner else GuildSettings(0)
    preset = command.preset or settings.preset
    overrides = dict(settings.overrides) if command.preset in (None, settings.preset) else {}
    overrides.update(stored(command.overrides))
    table = Table(
        actor.user_id, preset, overrides, [Seat(actor.user_id, actor.name)], settings.auto_move
    )
    table.venue = Venue(command.reach, owner, command.language)
    table.pace = command.pace.value if command.pace is not None else settings.pace
    table.level = command.level.value if command.level != DEFAULT_LEVEL else None
    typed = tuple(command.overrides) or None
    if command.players is not None:
        check_rules(table.preset, table.overrides, command.players, user=typed)
        table.max_players = command.players
    check_rules(table.preset, table.overrides, user=typed)
    room = max_seats(table) - 1
    if not 0 <= command.computers <= room:
        raise Refused("too_many_computers", computers=command.computers, most=room)
    for _ in range(command.computers):
        seat_computer(table, command.level)
    try:
        record = await parts.store.create_game(
            command.place.stored(command.route), actor.user_id, table.to_json(), table.people
        )
    except PlaceBusy as busy:
        raise PlaceTaken(await game_info(parts, busy.game_id)) from None
    await warm(parts, actor.user_id)
    ctx = Context(parts, record, table, actor)
    return await ctx.answer(note("opened", name=actor.name))
