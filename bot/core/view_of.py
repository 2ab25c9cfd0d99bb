"""A table as its view (:mod:`.view`): the core decides here, once for every edge, whose
turn it is and why, what each seat may press, the places, the seed's policy."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from ..engine import MOVE, ORDER, Event, Game, Move, Ruleset, seed_hash
from ..engine.position import position_of
from .commands import DEFAULT_LEVEL
from .lobby_rules import check_rules, free_colours, max_seats
from .notes import Refused
from .tables import Seat, Table
from .view import (
    BoardView,
    Choice,
    ChoiceKind,
    HuffOffer,
    LobbyView,
    LogEntry,
    Logged,
    SeatView,
    Seed,
    Step,
)

__all__ = ["board_view", "lobby_view", "place_of_seat", "standings"]


def standings(game: Game) -> tuple[tuple[int, ...], ...]:
    """Every seat's place in a finished game, best first: the engine's places, then
    those still racing share the place after the last one decided.

    >>> from bot.engine import Ruleset
    >>> standings(Game.new(Ruleset(), players=2))
    ((0, 1),)
    """
    places = game.outcome.places if game.outcome is not None else ()
    placed = {s for group in places for s in group}
    rest = tuple(s for s in range(len(game.seats)) if s not in placed)
    return (*places, rest) if rest else tuple(places)


def place_of_seat(game: Game) -> list[int]:
    """Every seat's place (1 = first) by :func:`standings`."""
    found = [0] * len(game.seats)
    for place, group in enumerate(standings(game), 1):
        for s in group:
            found[s] = place
    return found


Genders = Mapping[int, str]
"""A person's id to the grammatical gender they chose (``/ludo gender``); a person
absent from it chose none."""


def _seat(table: Table, seat: Seat, colour: str | None, genders: Genders) -> SeatView:
    level = (seat.level or DEFAULT_LEVEL) if seat.computer else None
    host = seat.user_id is not None and seat.user_id == table.host_id
    gender = genders.get(seat.user_id) if seat.user_id is not None else None
    return SeatView(seat.name, seat.user_id, colour, level, host, seat.away, gender)


def lobby_view(table: Table, ended: bool = False, genders: Genders | None = None) -> LobbyView:
    most = max_seats(table)
    try:
        rules: Ruleset | None = check_rules(table.preset, table.overrides, max(2, len(table.seats)))
    except Refused:  # the lobby still shows when its rules stopped fitting the seats
        rules = None
    return LobbyView(
        tuple(_seat(table, s, s.colour, genders or {}) for s in table.seats),
        most,
        len(table.seats) >= most,
        free_colours(table),
        rules,
        table.preset,
        table.pace,
        ended,
    )


def board_view(
    table: Table, ended: bool = False, ping: bool = True, genders: Genders | None = None
) -> BoardView:
    """The board's choices; ``ping``: the server wants the person to act mentioned;
    ``genders``: what the seated people chose for sentences about them."""
    game = table.game
    assert game is not None
    colours = game.board.colours
    over = ended or game.is_over
    seat = None if over else game.seat_to_act
    who = table.seats[seat] if seat is not None else None
    step: Step = "ended" if ended else "over" if game.is_over else _step(game, who)
    moves = tuple(game.legal_moves()) if step == "move" else ()
    places = standings(game) if step == "over" else ()
    acting = who.user_id if who is not None and not who.computer else None
    return BoardView(
        step,
        seat,
        tuple(
            _seat(table, s, colours[c[0]], genders or {})
            for s, c in zip(table.seats, game.seats, strict=True)
        ),
        position_of(game, moves),
        _colour(game, places),
        choices=tuple(choice_of(m, game.turn, game.colour_seat) for m in moves),
        acting=acting,
        back=who is not None and any(s.away == "computer" for s in table.seats),
        huff=_huff(game, table) if who is not None else None,
        ping=acting if ping else None,
        places=places,
        log=log_entries(table),
        pace=table.pace,
        ends=None if over else table.clock.ends,
        seed=_seed(table, over),
    )


def _step(game: Game, who: Seat | None) -> Step:
    assert who is not None
    if who.computer:
        return "away" if who.user_id is not None else "thinking"
    if game.phase == ORDER:
        return "order"
    return "move" if game.phase == MOVE else "roll"


def _colour(game: Game, places: tuple[tuple[int, ...], ...]) -> str:
    """The card's colour: the colour to act; the winners' once the game is over."""
    colours = game.board.colours
    if not game.is_over:
        return colours[game.turn]
    winners = places[0] if places else ()
    return colours[game.seats[winners[0]][0]] if winners else "red"


def _huff(game: Game, table: Table) -> HuffOffer | None:
    if game.huff_window is None or all(table.seats[s].computer for s in game.huff_seats()):
        return None
    offender, piece, _ = game.huff_window
    callers = tuple(s for s in game.huff_seats() if not table.seats[s].computer)
    return HuffOffer(game.seat_of(offender), piece, callers)


def _seed(table: Table, over: bool) -> Seed | None:
    """The seed's hash from the first board on; the seed itself once the game is over
    (a sealed seed, shared with other games still playing, never)."""
    if table.dice_seed is None:
        return None
    digest = seed_hash(bytes.fromhex(table.dice_seed))
    return Seed(digest, table.dice_seed if over and not table.sealed else None)


def choice_of(move: Move, colour: int, seat_of: Sequence[int]) -> Choice:
    """A legal move of ``colour`` as its label names it (see :data:`.view.ChoiceKind`).

    >>> from bot.engine import PieceRef
    >>> choice_of(Move(2, 38, 41, reaches_home=True), 0, [0, 1])
    Choice(piece=2, kind='home', steps=3, target=41, victim=None)
    >>> choice_of(Move(0, 3, 8, captures=(PieceRef(1, 0),)), 0, [0, 1])
    Choice(piece=0, kind='captures', steps=5, target=8, victim=1)
    """
    steps = move.to - move.frm
    kind: ChoiceKind
    victim = None
    if move.is_pass:
        return Choice(move.piece, "pass")
    if move.captures:
        victims = [ref.colour for ref in move.captures if ref.colour != colour]
        if victims:
            victim = seat_of[victims[0]]
            kind = "captures_lap" if move.extra_lap else "captures"
        else:
            kind = "hits_own"
    elif move.enters:
        kind = "enters"
    elif move.reaches_home:
        kind = "home"
    elif move.forms_block:
        kind = "block"
    else:
        kind = "bounces" if move.to < move.frm else "steps"
    return Choice(move.piece, kind, steps, move.to, victim)


def log_entries(table: Table) -> tuple[LogEntry, ...]:
    """The move log's entries as typed values, each with the seats' names when it was
    logged; an entry this version cannot read is left out (the rest still shows).

    The names are the seats' now, taken back through the log, newest first: before each
    ``handover`` line its seat had the name the handover took it from (the table's list
    of handovers, whose last ones are the log's, in the same order)."""
    names = list(table.names)
    handovers = len(table.handovers)
    found: list[LogEntry] = []
    for entry in reversed(table.recent):
        if isinstance(entry, str):
            found.append(entry)
            continue
        try:
            event = Event.from_dict(dict(entry))
        except (TypeError, ValueError):
            continue
        found.append(Logged(event, tuple(names)))
        if event.kind == "handover" and handovers > 0:
            handovers -= 1
            done = table.handovers[handovers]
            if done.seat == event.seat and 0 <= done.seat < len(names):
                names[done.seat] = done.old
    return tuple(reversed(found))
