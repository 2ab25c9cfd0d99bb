"""Events and moves in plain English: the move log, button labels, the demo log.

The edge's words for engine values (the engine and the core keep codes and events);
pure functions, names of seats are passed in. Shared by the pictures and the Discord
layer, so it lives beside the pictures and reads only the engine.

>>> from bot.engine import Event, Move, PieceRef
>>> names = ["Ann", "Bob"]
>>> colours = ("red", "yellow", "blue", "green")
>>> seat_of = [0, -1, 1, -1]
>>> narrate(Event("rolled", 0, value=6), names, colours, seat_of)
'Ann (red) rolls 6'
>>> narrate(Event("captured", 0, 1, frm=12, to=-2, target=PieceRef(2, 0)), names, colours, seat_of)
'Ann (red) captures piece 1 of Bob (blue)'
>>> move_label(Move(2, 38, 41, reaches_home=True), 0, names, seat_of)
'3 → home'
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.engine import Event, Move

ORDINALS = ("1st", "2nd", "3rd", "4th", "5th", "6th")


def ordinal(place: int) -> str:
    return ORDINALS[place - 1] if 1 <= place <= len(ORDINALS) else f"{place}th"


def _who(colour: int, names: Sequence[str], colours: Sequence[str], seat_of: Sequence[int]) -> str:
    seat = seat_of[colour] if 0 <= colour < len(seat_of) else -1
    name = names[seat] if 0 <= seat < len(names) else "?"
    return f"{name} ({colours[colour]})"


# One line per event kind; the fields are filled in by narrate().
LINES: dict[str, str] = {
    "order_roll": "{who} rolls {value} for the first turn",
    "begins": "{who} begins",
    "rolled": "{who} rolls {value}",
    "retry": "{who} tries again (try {value} of 3)",
    "entered": "{who} brings piece {piece} out",
    "moved": "{who} moves piece {piece}",
    "home": "{who}: piece {piece} reaches home",
    "captured": "{who} captures piece {victim_piece} of {victim}",
    "blocked": "{who} forms a block",
    "passed": "{who} cannot move",
    "bonus": "{who} rolls again",
    "third_six": "{who} rolls a third 6: turn over",
    "huffed": "{seat} huffs piece {piece} of {who}",
    "finished": "{who} has every piece home",
    "placed": "{seat} takes {place} place",
    "eliminated": "{seat} is out of the war",
    "won": "{seat} wins!",
    "timed_out": "{seat} ran out of time; the bot plays for them",
    "away": "{seat} is away: a computer plays the seat",
    "back": "{seat} is back",
}
OWN_CAPTURE = "{who} sends own piece {victim_piece} back"


def narrate(
    event: Event, names: Sequence[str], colours: Sequence[str], seat_of: Sequence[int]
) -> str | None:
    """One line for the move log, or None for events not worth a line."""
    e = event
    line = LINES.get(e.kind)
    if line is None:
        return None
    target = e.target
    if e.kind == "captured" and target is not None and target.colour == e.colour:
        line = OWN_CAPTURE
    return line.format(
        who=_who(e.colour, names, colours, seat_of) if e.colour >= 0 else "",
        value=e.value,
        piece=e.piece + 1,
        victim=_who(target.colour, names, colours, seat_of) if target is not None else "",
        victim_piece=target.piece + 1 if target is not None else 0,
        seat=names[e.seat] if 0 <= e.seat < len(names) else "?",
        place=ordinal(e.value),
    )


def move_label(move: Move, colour: int, names: Sequence[str], seat_of: Sequence[int]) -> str:
    """A short button label for a move of ``colour``: the piece number and its effect."""
    if move.is_pass:
        return "Pass"
    n = move.piece + 1
    if move.captures:
        victims = [ref.colour for ref in move.captures if ref.colour != colour]
        if not victims:
            return f"{n} hits own piece"
        seat = seat_of[victims[0]]
        victim = names[seat] if 0 <= seat < len(names) else "?"
        text = f"{n} captures {victim}"
        return (text + " (extra lap)" if move.extra_lap else text)[:80]
    if move.enters:
        return f"{n} enters"
    if move.reaches_home:
        return f"{n} → home"
    if move.forms_block:
        return f"{n} forms block"
    if move.to < move.frm:
        return f"{n} bounces back"
    return f"{n} moves {move.to - move.frm}"


def log_lines(
    entries: Sequence[str | dict[str, object]],
    names: Sequence[str],
    colours: Sequence[str],
    seat_of: Sequence[int],
) -> list[str]:
    """The move log of a game row in words: its events narrated; an English line kept by
    a row from before the log kept events is shown as it is."""
    lines = []
    for entry in entries:
        if isinstance(entry, str):
            lines.append(entry)
            continue
        try:
            event = Event.from_dict(dict(entry))
        except (TypeError, ValueError):
            continue  # an entry this version cannot read: left out, the rest still shows
        line = narrate(event, names, colours, seat_of)
        if line:
            lines.append(line)
    return lines
