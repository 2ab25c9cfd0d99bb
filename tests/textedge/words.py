"""The text edge's words: a view (a lobby, a board, the dice) as lines of text in one
language, from the Fluent catalogues. It reads the view only and decides nothing: the
core has said whose turn it is and why, what may be pressed, the places, the seed."""

from __future__ import annotations

from bot import i18n
from bot.core import BoardView, DiceStats, LobbyView, Note, SeatView, View
from rendering.words import log_lines, move_label, ordinal


class Wording:
    """Views and notes in the words of ``lang``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang
        self.words = i18n.Words(lang)

    def note(self, said: Note) -> str:
        return self.words(said.code, **said.params)

    def who(self, seat: SeatView) -> str:
        return seat.name

    def view(self, game_id: int, view: View) -> list[str]:
        if isinstance(view, LobbyView):
            return self.lobby(game_id, view)
        return self.board(game_id, view)

    def lobby(self, game_id: int, view: LobbyView) -> list[str]:
        w = self.words
        if view.ended:
            return [w("cancelled")]
        lines = [w("lobby_pace", pace=view.pace), w("seats", taken=len(view.seats), most=view.most)]
        for i, s in enumerate(view.seats):
            parts = [w("seat_line", number=i + 1, who=self.who(s))]
            if s.colour:
                parts.append(w("seat_colour", colour=s.colour))
            if s.level is not None:
                parts.append(w("seat_computer", level=s.level))
            if s.host:
                parts.append(w("seat_host"))
            lines.append(" ".join(parts))
        return [*lines, w("footer_game", game=game_id)]

    def board(self, game_id: int, view: BoardView) -> list[str]:
        w = self.words
        lines = self.head(view)
        lines += [f"[{i + 1}] {label}" for i, label in enumerate(self.choices(view))]
        if view.huff is not None:
            name = view.seats[view.huff.seat].name
            lines.append(f"[huff] {w('huff_label', name=name, piece=view.huff.piece + 1)}")
        if view.back:
            lines.append(f"[back] {w('label_back')}")
        position = view.position
        if position.last_roll:
            lines.append(w("last_roll", roll=position.last_roll))
        colours = position.board.colours
        lines += log_lines(view.log, view.names, colours, position.colour_seat, self.words, 5)
        lines.append(w("footer_round", game=game_id, round=position.round))
        if not view.closed:
            lines.append(w("card_pace_untimed", pace=view.pace))
        if view.seed is not None and view.seed.revealed is not None:
            lines.append(w("dice_seed", seed=view.seed.revealed))
        elif view.seed is not None:
            lines.append(w("dice_hash", hash=view.seed.hash))
        return lines

    def head(self, view: BoardView) -> list[str]:
        w = self.words
        if view.step == "ended":
            return [w("over")]
        if view.step == "over":
            winners = view.places[0] if view.places else ()
            names = w.join([view.seats[s].name for s in winners])
            head = [w("wins_one" if len(winners) == 1 else "wins_many", who=names)]
            return head + [
                w("place_line", place=ordinal(i, w), who=w.join([view.seats[s].name for s in g]))
                for i, g in enumerate(view.places, 1)
            ]
        assert view.seat is not None
        seat = view.seats[view.seat]
        turn = w("turn_head", name=seat.name, colour=w(f"colour_{view.colour}"))
        return [turn, w(f"ask_{view.step}", who=self.who(seat))]

    def choices(self, view: BoardView) -> list[str]:
        """What the person to act may press, as labels (the roll, or each move)."""
        w = self.words
        if view.step in ("order", "roll"):
            return [w("label_roll")]
        return [
            move_label(
                c.kind,
                c.piece,
                c.steps,
                view.seats[c.victim].name if c.victim is not None else "?",
                w,
            )
            for c in view.choices
        ]

    def dice(self, stats: DiceStats) -> list[str]:
        w = self.words
        lines = [w("dice_title", game=stats.game_id)]
        for name, faces, p in zip(stats.names, stats.per_seat, stats.p_seats, strict=True):
            if p is not None:
                shown = " ".join(str(n) for n in faces)
                values = {"rolls": sum(faces), "faces": shown, "sixes": faces[5]}
                lines.append(w("dice_line", name=name, p=f"{p:.3f}", **values))
        if stats.p_game is not None:
            lines.append(w("dice_game_p", p=f"{stats.p_game:.3f}"))
        return lines
