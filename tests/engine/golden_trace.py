"""The trace of one game, digested: what the golden traces (:mod:`tests.engine.golden`)
record of the engine, read through its public outside only.

At every action the trace takes the phase, the colour and seat to act, the roll waiting,
the seats that may huff, the action (the roll, or the legal moves in order with every
field and the index chosen, or the huff) and every field of every event it returned.
Every :data:`SNAPSHOT_EVERY` actions it takes ``to_dict()``, what the game's read-only
properties and queries answer (``moves_for`` every colour and roll included), whether
actions that must be refused are, what each computer level would choose there, and a
round trip through JSON (play goes on with the loaded game). At the end: the outcome,
winners, turns and ``to_dict()``.

Everything is fed, as the ``repr`` of plain tuples of ints, strings, bools and None, into
one sha256; its digest at every :data:`CHECK_EVERY` actions is a checkpoint, so that a
changed game says where it first differs.

One order is not recorded as the engine gives it: several pieces captured by one move
(a stack, or an own piece and another colour's) are listed in the order they arrived on
the square, which a game loaded from the store forgets (its track is rebuilt in piece
order). The trace lists a move's captures, and a run of ``captured`` events, by piece
code, so an engine that keeps no arrival order plays the same recorded games.
"""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable, Sequence
from typing import Any, Final

from bot.engine import (
    MOVE,
    PASS,
    Event,
    Game,
    Huff,
    IllegalAction,
    Move,
    Mover,
    Play,
    Roll,
    SeededDice,
    action_of,
)
from bot.engine.computers import Computer, computer, take_huff

CHECK_EVERY: Final = 50
"""Actions between two checkpoint digests."""
SNAPSHOT_EVERY: Final = 20
"""Actions between two snapshots (state, queries, refusals, round trip)."""
DIGEST_HEX: Final = 16

Reorder = Callable[[list[Move]], list[Move]]
"""What the trace does to the legal move list before a player chooses (only to prove
that the net catches a changed move order)."""


class Trace:
    """A running sha256 over the values fed, with a checkpoint every few actions."""

    __slots__ = ("_hash", "actions", "checkpoints", "lines")

    def __init__(self, keep: bool = False) -> None:
        self._hash = hashlib.sha256()
        self.actions = 0
        self.checkpoints: list[str] = []
        self.lines: list[str] | None = [] if keep else None
        """With ``keep``, every value fed, as text: two engines' traces of a game can
        then be compared line by line (``python -m tests.engine.golden --show NAME``)."""

    def add(self, *values: Any) -> None:
        text = repr(values)
        self._hash.update(text.encode())
        if self.lines is not None:
            self.lines.append(f"{self.actions} {text}")

    def step(self) -> None:
        """One action is done."""
        self.actions += 1
        if self.actions % CHECK_EVERY == 0:
            self.checkpoints.append(self.digest())

    def digest(self) -> str:
        return self._hash.copy().hexdigest()[:DIGEST_HEX]

    def record(self) -> dict[str, Any]:
        """What ``golden.json`` keeps of the game."""
        return {"digest": self.digest(), "actions": self.actions, "checkpoints": self.checkpoints}


def difference(name: str, recorded: dict[str, Any], trace: Trace) -> str | None:
    """None when ``trace`` is the recorded game, else where it first differs."""
    if trace.digest() == recorded["digest"] and trace.actions == recorded["actions"]:
        return None
    for i, (was, now) in enumerate(zip(recorded["checkpoints"], trace.checkpoints, strict=False)):
        if was != now:
            first = i * CHECK_EVERY + 1
            return (
                f"{name}: differs within actions {first}-{first + CHECK_EVERY - 1} "
                f"(checkpoint {i + 1})"
            )
    same = min(len(recorded["checkpoints"]), len(trace.checkpoints)) * CHECK_EVERY
    where = f"the same up to action {same}, then differs" if same else "differs"
    lengths = f"recorded {recorded['actions']} actions, now {trace.actions}"
    return f"{name}: {where} ({lengths}{'' if same else '; no checkpoint says where'})"


def move_fields(m: Move) -> tuple[Any, ...]:
    """Every field of a move (its captures by piece code, in code order)."""
    captures = tuple(sorted(ref.code for ref in m.captures))
    return (
        m.piece,
        m.frm,
        m.to,
        m.enters,
        captures,
        m.forms_block,
        m.reaches_home,
        m.partner,
        m.extra_lap,
        m.deferred,
        m.is_pass,
    )


def moves_fields(moves: Sequence[Move]) -> tuple[tuple[Any, ...], ...]:
    return tuple(move_fields(m) for m in moves)


def events_fields(events: Sequence[Event]) -> tuple[tuple[Any, ...], ...]:
    """Every field of every event; a run of ``captured`` events in piece-code order."""
    out: list[tuple[Any, ...]] = []
    run: list[tuple[Any, ...]] = []
    for e in events:
        target = e.target.code if e.target is not None else None
        fields = (e.kind, e.colour, e.piece, e.frm, e.to, e.value, target, e.seat)
        if e.kind == "captured":
            run.append(fields)
            continue
        out.extend(sorted(run, key=repr))
        run = []
        out.append(fields)
    out.extend(sorted(run, key=repr))
    return tuple(out)


def before(game: Game) -> tuple[Any, ...]:
    """What the game says before an action."""
    return (
        game.ply,
        game.phase,
        game.turn,
        game.seat_to_act,
        game.current_roll,
        tuple(game.huff_seats()),
    )


def state_text(game: Game) -> str:
    return json.dumps(game.to_dict(), sort_keys=True)


def outcome_fields(game: Game) -> tuple[Any, ...] | None:
    o = game.outcome
    if o is None:
        return None
    return (o.termination.value, tuple(tuple(p) for p in o.places), tuple(o.winners))


def view(game: Game) -> tuple[Any, ...]:
    """What the read-only properties and queries say (the track square by square, in
    piece order: see the module's note)."""
    per_colour = tuple(
        (
            c,
            game.seat_of(c),
            game.partner_of(c),
            game.colour_done(c),
            game.alive(c),
            tuple(game.square_of(c, p) for p in game.pieces[c]),
        )
        for c in game.colours
    )
    termination = game.termination.value if game.termination is not None else None
    window = tuple(game.huff_window) if game.huff_window is not None else None
    return (
        game.rules.to_dict(),
        game.board.name,
        game.seats,
        tuple(game.colour_seat),
        tuple(game.side_of),
        tuple(map(tuple, game.pieces)),
        tuple(tuple(sorted(sq)) for sq in game.track),
        game.phase,
        game.turn,
        game.current_roll,
        game.last_roll,
        game.sixes,
        game.tries,
        game.moved,
        game.bonus,
        game.starter,
        tuple(map(tuple, game.pending)),
        window,
        tuple(game.finished),
        tuple(map(tuple, game.places)),
        tuple(map(tuple, game.eliminated)),
        tuple(game.order_contenders),
        tuple(sorted(game.order_rolls.items())),
        game.round,
        game.ply,
        game.turns,
        termination,
        game.colours,
        game.is_over,
        game.seat_to_act,
        tuple(game.winners),
        outcome_fields(game),
        tuple(game.huff_targets()),
        per_colour,
        moves_fields(game.legal_moves()),
    )


def every_colours_moves(game: Game) -> tuple[Any, ...]:
    """``moves_for`` every colour in play and every roll."""
    return tuple(
        (c, r, moves_fields(game.moves_for(c, r))) for c in game.colours for r in range(1, 7)
    )


def refusals(game: Game) -> tuple[bool, ...]:
    """Per action that the rules refuse now: that it raised :class:`IllegalAction` and
    changed nothing (each tried on a copy, so the game itself never changes)."""
    probes: list[Callable[[Game], object]] = [
        lambda g: g.roll_die(7),
        lambda g: g.apply(Play(9, 0)),
        lambda g: g.apply({"type": "teleport"}),
    ]
    if game.phase == MOVE:
        probes.append(lambda g: g.roll_die(3))
        if PASS not in game.legal_moves():
            probes.append(lambda g: g.play(PASS))
    else:
        probes.append(lambda g: g.play(PASS))
    if not game.huff_seats():
        probes.append(lambda g: g.apply(Huff(0, 0)))
    out: list[bool] = []
    for probe in probes:
        copy = game.copy()
        try:
            probe(copy)
            raised = False
        except IllegalAction:
            raised = True
        out.extend((raised, copy == game))
    return tuple(out)


def judgements(game: Game) -> tuple[Any, ...]:
    """What each computer level would choose here (``hard`` also as it plays against
    random movers, with other weights), and which piece each would huff: the levels'
    judgement of positions from every configuration, not only the games they play."""
    moves = game.legal_moves()
    seats = game.huff_seats()
    if len(moves) < 2 and not seats:
        return ()
    players = [computer(level, game.ply) for level in ("random", "easy", "normal", "hard")]
    players.append(computer("hard", game.ply).facing(["random"] * len(game.seats)))
    out: list[Any] = []
    for player in players:
        if len(moves) > 1:
            out.append(moves.index(player.choose(game.copy(), moves)))
        out.extend(player.huff_piece(game.copy(), seat) for seat in seats)
    return tuple(out)


def snapshot(game: Game, trace: Trace) -> Game:
    """Record the state and the queries; return the game loaded back from its JSON."""
    text = state_text(game)
    loaded = Game.from_dict(json.loads(text))
    trace.add(
        "snapshot",
        text,
        view(game),
        every_colours_moves(game),
        refusals(game),
        judgements(game),
        loaded == game,
        state_text(loaded) == text,
        game.copy() == game,
    )
    return loaded


class RandomSeats:
    """Every seat a :class:`~bot.engine.RandomMover`; huffs taken three times in four,
    by any seat that may, on the default piece or a chosen one; actions given to the
    game through each of its entry points (``apply`` with a dict or a typed action,
    ``play`` with a move or an index, ``roll_die``)."""

    def __init__(self, mover: Mover, seed: int, reorder: Reorder | None) -> None:
        self.mover = mover
        self.rng = random.Random(seed)
        self.reorder = reorder

    def act(self, game: Game, dice: SeededDice, trace: Trace) -> list[Event]:
        rng = self.rng
        seats = game.huff_seats()
        if seats and rng.random() < 0.75:
            seat = seats[int(rng.random() * len(seats))]
            targets = game.huff_targets()
            if rng.random() < 0.5:
                trace.add("huff", seat, None)
                return game.huff(seat)
            piece = targets[int(rng.random() * len(targets))]
            trace.add("huff", seat, piece)
            return game.apply(Huff(seat, piece))
        if game.phase == MOVE:
            moves = game.legal_moves()
            if self.reorder is not None:
                moves = self.reorder(moves)
            move = self.mover.choose(game, moves)
            index = moves.index(move)
            trace.add("move", moves_fields(moves), index)
            way = rng.random()
            if way < 0.25:
                return game.apply(action_of(move).to_dict())
            if way < 0.5:
                return game.apply(action_of(move))
            return game.play(move) if way < 0.75 else game.play(game.legal_moves().index(move))
        value = dice.roll()
        trace.add("roll", value)
        way = rng.random()
        if way < 0.25:
            return game.apply({"type": "roll", "value": value})
        return game.apply(Roll(value)) if way < 0.5 else game.roll_die(value)


class ComputerSeats:
    """A computer per seat, played as :func:`~bot.engine.computers.play_computers` plays
    them (huffs offered through :func:`~bot.engine.computers.take_huff`)."""

    def __init__(self, players: Sequence[Computer], reorder: Reorder | None) -> None:
        self.players = players
        self.reorder = reorder
        self.declined = -1

    def act(self, game: Game, dice: SeededDice, trace: Trace) -> list[Event]:
        if game.ply != self.declined and game.huff_seats():
            if take_huff(game, self.players):
                window = game.huff_window
                trace.add("took_huff", tuple(map(tuple, game.pieces)), window and tuple(window))
                return []
            self.declined = game.ply
        if game.phase == MOVE:
            seat = game.colour_seat[game.turn]
            moves = game.legal_moves()
            if self.reorder is not None:
                moves = self.reorder(moves)
            move = self.players[seat].choose(game, moves)
            trace.add("move", moves_fields(moves), moves.index(move))
            return game.play(move)
        value = dice.roll()
        trace.add("roll", value)
        return game.roll_die(value)


Seats = RandomSeats | ComputerSeats


def play_traced(
    game: Game, dice: SeededDice, seats: Seats, max_actions: int, trace: Trace | None = None
) -> tuple[Trace, Game]:
    """Play ``game`` to its end (or ``max_actions``, a safety net for war and odd
    rules), tracing every action (into ``trace``, else a new one). Returns the trace and
    the game as it ended: after the first snapshot, a game loaded from ``game``'s JSON,
    not ``game`` itself."""
    trace = trace if trace is not None else Trace()
    trace.add("start", view(game))
    while not game.is_over and trace.actions < max_actions:
        if trace.actions and trace.actions % SNAPSHOT_EVERY == 0:
            game = snapshot(game, trace)
        trace.add(before(game))
        trace.add(events_fields(seats.act(game, dice, trace)))
        trace.step()
    trace.add(
        "end",
        game.is_over,
        outcome_fields(game),
        tuple(game.winners),
        game.turns,
        game.ply,
        state_text(game),
    )
    return trace, game
