"""The core's view as JSON for the live page: what the card shows, as data.

Every field of :class:`bot.core.BoardView` (or :class:`bot.core.LobbyView`) as plain
JSON, plus what the page cannot word itself: each move's label, the huff's and each log
line, in the viewer's language (the same words as the card's buttons and log, from
:mod:`rendering.words`). Discord's ids are strings (a JavaScript number holds only 53
bits). The dice seed is the core's :class:`bot.core.Seed`: its hash while the game runs,
the seed itself only once it is over (the core never reveals it before), so nothing
secret reaches a page before the end.

>>> from bot.core import Note
>>> refusal_json(Note("web_spectator"), "en")["code"]
'web_spectator'
"""

from __future__ import annotations

from typing import Any

from bot import i18n
from bot.core import Answer, BoardView, LobbyView, Note, SeatView
from bot.engine import Event, Position
from bot.i18n import Words
from rendering.words import huff_label, move_label, narrate

LOG_LINES = 12
"""Lines of the move log a page gets with each view (the card shows 5)."""


def user_json(user_id: int | None) -> str | None:
    return str(user_id) if user_id is not None else None


def seat_json(seat: SeatView) -> dict[str, Any]:
    return {
        "name": seat.name,
        "user": user_json(seat.user_id),
        "colour": seat.colour,
        "level": seat.level,
        "host": seat.host,
        "away": seat.away,
        "gender": seat.gender,
    }


def position_json(position: Position) -> dict[str, Any]:
    """The board and its pieces: per board colour each piece's progress and where it
    stands (``[kind, index]``, the engine's numbering: ``yard``, ``out``, ``track``
    square from the board's first colour's start, ``home`` slot, ``goal``); ``limit``:
    the first progress off the track (the lap; in war, where pieces run laps, the
    track's length), which places a move's path as the PNG's arrow does."""
    board = position.board
    squares = [
        [list(position.square_of(colour, progress)) for progress in pieces]
        for colour, pieces in enumerate(position.pieces)
    ]
    return {
        "board": {
            "name": board.name,
            "colours": list(board.colours),
            "track": board.track_len,
            "lap": board.lap,
            "home": board.home_len,
            "goal": board.goal,
        },
        "colour_seat": list(position.colour_seat),
        "seats": [list(colours) for colours in position.seats],
        "pieces": [list(p) for p in position.pieces],
        "squares": squares,
        "phase": position.phase,
        "turn": position.turn,
        "roll": position.last_roll,
        "round": position.round,
        "ply": position.ply,
        "limit": position.limit,
        "places": [list(p) for p in position.places],
        "over": position.over,
        "movable": sorted(position.movable),
    }


def _log_json(view: BoardView, words: Words) -> list[dict[str, Any]]:
    colours = view.position.board.colours
    seat_of = view.position.colour_seat
    out: list[dict[str, Any]] = []
    for entry in view.log[-LOG_LINES:]:
        if isinstance(entry, str):  # an English line kept by a row from before
            out.append({"text": entry, "event": None})
            continue
        line = narrate(entry.event, entry.names, colours, seat_of, words)
        if line:
            out.append({"text": line, "event": entry.event.to_dict()})
    return out


def _huff_json(view: BoardView, words: Words) -> dict[str, Any] | None:
    """The huff on offer: whose piece skipped a capture, the seats whose person may call
    it (the page offers it to them alone), and the card's label for its button."""
    huff = view.huff
    if huff is None:
        return None
    name = view.seats[huff.seat].name if 0 <= huff.seat < len(view.seats) else "?"
    return {
        "seat": huff.seat,
        "piece": huff.piece,
        "callers": list(huff.callers),
        "label": huff_label(name, huff.piece, words),
    }


def board_json(view: BoardView, lang: str) -> dict[str, Any]:
    words = Words(lang)
    choices = []
    for i, choice in enumerate(view.choices):
        victim = view.seats[choice.victim].name if choice.victim is not None else "?"
        choices.append(
            {
                "id": f"m{i}",
                "kind": choice.kind,
                "piece": choice.piece,
                "steps": choice.steps,
                "target": choice.target,
                "victim": choice.victim,
                "label": move_label(choice.kind, choice.piece, choice.steps, victim, words),
            }
        )
    seed = view.seed
    return {
        "kind": "board",
        "step": view.step,
        "seat": view.seat,
        "seats": [seat_json(s) for s in view.seats],
        "position": position_json(view.position),
        "colour": view.colour,
        "choices": choices,
        "acting": user_json(view.acting),
        "ping": user_json(view.ping),
        "back": view.back,
        "huff": _huff_json(view, words),
        "places": [list(p) for p in view.places],
        "log": _log_json(view, words),
        "pace": view.pace,
        "ends": view.ends,
        "seed": {"hash": seed.hash, "revealed": seed.revealed} if seed is not None else None,
        "dice": view.position.last_roll,
    }


def lobby_json(view: LobbyView) -> dict[str, Any]:
    return {
        "kind": "lobby",
        "seats": [seat_json(s) for s in view.seats],
        "most": view.most,
        "full": view.full,
        "colours": list(view.colours),
        "preset": view.preset,
        "pace": view.pace,
        "ended": view.ended,
    }


def view_json(out: Answer, lang: str) -> dict[str, Any]:
    """The answer's view for a page in ``lang`` (a catalogue's code), with the game's
    number and version."""
    view = out.view
    body = lobby_json(view) if isinstance(view, LobbyView) else board_json(view, lang)
    body["game"] = out.game_id
    body["version"] = out.version
    body["closed"] = view.closed
    return body


def events_json(out: Answer) -> list[dict[str, Any]]:
    """The events of the game's last command that played (what the page animates)."""
    return [event_json(e) for e in out.events]


def event_json(event: Event) -> dict[str, Any]:
    return event.to_dict()


def said(note: Note, lang: str) -> str:
    """A note in words; a note inside its values is worded too."""
    values = {k: said(v, lang) if isinstance(v, Note) else v for k, v in note.params.items()}
    return i18n.say(note.code, lang, **values)


def refusal_json(note: Note, lang: str) -> dict[str, Any]:
    """A refusal for the page: its code and its words in the viewer's language."""
    return {"type": "refused", "code": note.code, "text": said(note, lang)}
