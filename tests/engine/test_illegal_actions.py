"""An illegal action raises IllegalAction and leaves the state exactly as it was (the issue;
game.py's contract)."""

from __future__ import annotations

from functools import partial

from bot.engine import PASS, Move, PieceRef

from .conftest import Y, make, play, refused


def test_illegal_in_the_roll_phase() -> None:
    """EN 004_923ef5c61110e5ef.txt:1 "Players take turn rolling a dice, and based on that roll" —
    RULES.md §4 "1. The player rolls ... 2. The engine lists the legal moves for that roll" — before
    the roll, playing, passing or huffing is refused; a die shows 1 to 6."""
    g = make().setup({0: [10, Y, Y, Y]}, turn=0)
    refused(g, lambda: g.play(Move(0, 10, 11)))
    refused(g, lambda: g.play(0))
    refused(g, lambda: g.play(PASS))
    refused(g, lambda: g.find_move(0))
    refused(g, lambda: g.huff(1))
    for value in (0, 7, -1):
        refused(g, partial(g.roll, value))


def test_illegal_in_the_move_phase() -> None:
    """DE 000_26953b72867d3672.txt:8 "Ein Würfelwurf darf allerdings nicht auf mehrere Figuren
    aufgeteilt werden." — a second roll, a made-up move, a wrong index are refused."""
    g = make().setup({0: [10, 20, Y, Y]}, turn=0)
    g.roll(3)
    refused(g, lambda: g.roll(4))
    refused(g, lambda: g.play(Move(0, 10, 12)))
    refused(g, lambda: g.play(Move(0, 10, 13, captures=(PieceRef(2, 0),))))
    refused(g, lambda: g.play(5))
    refused(g, lambda: g.play(-1))
    refused(g, lambda: g.play(PASS))  # must_move: no pass
    refused(g, lambda: g.find_move(2))
    refused(g, lambda: g.find_move(0, 14))


def test_illegal_move_forbidden_by_the_rules() -> None:
    """DE 000_26953b72867d3672.txt:6 "darf der Zug weder ausgeführt ... werden" — the move
    onto an own piece, built by hand, is refused."""
    g = make().setup({0: [10, 14, Y, Y]}, turn=0)
    g.roll(4)
    refused(g, lambda: g.play(Move(0, 10, 14)))
    refused(g, lambda: g.apply({"type": "move", "piece": 0, "to": 14}))


def test_illegal_logged_actions() -> None:
    """EN 004_923ef5c61110e5ef.txt:1 "Players take turn rolling a dice, and based on that roll" —
    The issue: "An illegal action raises a specific error (IllegalAction)" — malformed or unknown
    logged actions too."""
    g = make().setup({0: [10, Y, Y, Y]}, turn=0)
    for action in (
        {"type": "jump"},
        {"type": "move"},
        {"type": "move", "piece": 0, "to": 11},
        {"type": "huff", "seat": 1, "piece": 0},
        {"type": "roll"},
        {"type": "roll", "value": 9},
        {},
    ):
        refused(g, partial(g.apply, action))
    refused(g, lambda: g.apply("roll"))  # type: ignore[arg-type]


def test_illegal_in_the_order_phase() -> None:
    """NL 002_beca621f69ff352d.txt:9 "daarna werpt iedere speler één keer" — during the
    order rolls nothing but rolling is possible."""
    g = make(players=3, turn_order="highest_roll")
    refused(g, lambda: g.play(0))
    refused(g, lambda: g.play(PASS))
    refused(g, lambda: g.roll(7))


def test_illegal_after_the_game_is_over() -> None:
    """NO 003_55e0c9ce5411b445.txt:13 "Vinneren er den første spilleren som får alle sine
    brikker i mål." — then nothing more happens."""
    g = make().setup({0: [39, 41, 42, 43]}, turn=0)
    g.roll(1)
    play(g, 0)
    assert g.is_over
    refused(g, lambda: g.roll(3))
    refused(g, lambda: g.play(0))
    refused(g, lambda: g.huff(1))


def test_illegal_huffs() -> None:
    """DE 000_26953b72867d3672.txt:15 "dürfen die Gegner eine Figur des Spielers „pusten“" —
    RULES.md §5 huff: "one huff per window, by any seat other than the offender and its partner; the
    huffed piece must be on the track"."""
    g = make(forced_capture="huff").setup({0: [10, 20, 40, 41], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 1)
    refused(g, lambda: g.huff(0))  # the offender
    refused(g, lambda: g.huff(5))  # no such seat
    refused(g, lambda: g.huff(1, 2))  # in the home
    refused(g, lambda: g.huff(1, 7))  # no such piece
    g.huff(1, 1)
    refused(g, lambda: g.huff(1, 0))  # one per window


def test_legal_action_after_refusals_still_works() -> None:
    """EN 004_923ef5c61110e5ef.txt:9 "A player must move one of their marbles, if possible." — The
    issue: "leaves the state exactly as it was" — the legal move is still there."""
    g = make().setup({0: [10, Y, Y, Y]}, turn=0)
    g.roll(3)
    refused(g, lambda: g.play(Move(0, 10, 12)))
    assert [(m.piece, m.to) for m in g.legal_moves()] == [(0, 13)]
    play(g, 0)
    assert g.pieces[0][0] == 13
