"""Entering, the start square, tries, sixes, turn order (RULES.md §2, §4, §5)."""

from __future__ import annotations

import pytest

from bot.engine import IllegalAction, SeededDice

from .conftest import Y, kinds, make, moves, play


def test_board_values() -> None:
    """all seeds, RULES.md §1: classic4 40 squares, classic6 60, cross4 52 with a lane."""
    assert make(board="classic4").board.track_len == 40
    assert make("mejn", players=6).board.track_len == 60
    g = make("ludo")
    assert (g.board.track_len, g.board.lap, g.board.home_len, g.board.goal) == (52, 51, 5, True)


def test_entry_needs_a_six() -> None:
    """NO 003:5 "Når og bare når en spiller kaster 6, så kan en brikke flyttes ut av båsen"."""
    g = make(three_tries=False).setup({0: [Y, Y, Y, 10]}, turn=0)
    g.roll(1)
    assert moves(g) == {(3, 11)}
    g = make(three_tries=False).setup({0: [Y, Y, Y, 10]}, turn=0)
    g.roll(6)
    assert (0, 0) in moves(g)


def test_entry_rolls_one_or_six() -> None:
    """EN 004:3 'A roll of a "1" or "6" ... can also be used to move a marble from their
    Starting Base'."""
    g = make("marbles").setup({0: [Y, Y, Y, Y]}, turn=0)
    g.roll(1)
    assert moves(g) == {(0, 0)}


def test_forced_entry_always() -> None:
    """DE 000:3 "Wer eine Sechs würfelt, muss eine eigene Spielfigur ... auf sein Startfeld
    stellen, wenn dort keine eigene Figur steht"."""
    g = make().setup({0: [Y, Y, 12, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 0)}


def test_forced_entry_never_is_a_choice() -> None:
    """ES 001:2 "puede optar por avanzar una ficha que ya esté en juego o, alternativamente,
    puede poner otra de sus fichas en juego activo"."""
    g = make("ludo").setup({0: [Y, Y, 12, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 0), (2, 18)}


def test_forced_entry_when_no_piece_in_play() -> None:
    """EN 004:16 "If I have no marbles on the path, and I roll a 1 or a 6, do I have to bring
    out a marble even if I don’t wish to? Yes." — with one on the path it is a choice."""
    g = make("marbles").setup({0: [Y, Y, 42, Y]}, turn=0)  # one marble home, none on the path
    g.roll(6)
    assert moves(g) == {(0, 0)}
    g = make("marbles").setup({0: [Y, Y, 12, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 0), (2, 18)}


def test_clear_start_first() -> None:
    """DE 000:4 "Das Startfeld muss so bald wie möglich wieder freigemacht werden." """
    g = make().setup({0: [0, Y, 20, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 3)}


def test_clear_start_off() -> None:
    """RULES.md §2 clear_start no (ES/NO: no such duty)."""
    g = make(clear_start=False).setup({0: [0, Y, 20, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 3), (2, 23)}


def test_clear_start_yields_when_the_start_piece_cannot_move() -> None:
    """DE 000:4 — as soon as *possible*: a blocked start piece frees the others."""
    g = make().setup({0: [0, Y, 3, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(2, 6)}


def test_start_pieces_one() -> None:
    """NL 002:9 "Hij plaatst nu één van zijn pionnen in het cirkeltje A" (reading: every
    player starts with one piece on A) — and the alternative, 0, starts in the yard."""
    assert make("mejn").pieces[0] == [0, Y, Y, Y]
    assert make("mejn", start_pieces=0).pieces[0] == [Y, Y, Y, Y]


def test_three_tries() -> None:
    """DE 000:12 "so hat er in jeder Runde drei Versuche, die nötige Sechs zu würfeln"."""
    g = make()
    assert kinds(g.roll(2)) == ["rolled", "retry"]
    assert kinds(g.roll(3)) == ["rolled", "retry"]
    assert kinds(g.roll(4)) == ["rolled", "passed", "next"]
    assert g.turn == 2


def test_three_tries_with_finished_pieces() -> None:
    """NO 003:7 "Dette gjelder både dersom spilleren har alle fire brikker i startfeltet og
    når en eller flere er i mål." — but not when a piece on the track could move."""
    g = make().setup({0: [Y, Y, Y, 43]}, turn=0)
    assert kinds(g.roll(2)) == ["rolled", "retry"]
    g = make().setup({0: [Y, Y, Y, 39]}, turn=0)  # 39 could move with 1 to 4
    assert kinds(g.roll(5)) == ["rolled", "passed", "next"]


def test_three_tries_off() -> None:
    """ES 001:2 "Si el jugador no tiene fichas en juego y no saca un 6, el turno pasa al
    siguiente jugador." """
    g = make("ludo")
    assert kinds(g.roll(2)) == ["rolled", "passed", "next"]


def test_three_tries_bonus() -> None:
    """DE 000:13 "dem Spieler, der dafür nicht alle drei Versuche benötigt, einen weiteren
    Wurf gestatten" (reading: one extra roll after the turn) — and without the option none."""
    g = make(three_tries_bonus=True, six_again=False)
    g.roll(6)
    assert kinds(play(g, 0)) == ["entered", "bonus"]
    assert g.turn == 0
    g = make(six_again=False)
    g.roll(6)
    assert kinds(play(g, 0)) == ["entered", "next"]


def test_six_again() -> None:
    """NO 003:8 "Når en spiller kaster 6 og har gjort sitt trekk, så får han et nytt kast"."""
    g = make().setup({0: [10, Y, Y, Y]}, turn=0)
    g.setup({0: [10, 40, 41, 42]}, turn=0)
    g.roll(6)
    assert kinds(play(g, 0)) == ["moved", "bonus"]
    g = make(six_again=False).setup({0: [10, 40, 41, 42]}, turn=0)
    g.roll(6)
    assert kinds(play(g, 0)) == ["moved", "next"]


def test_six_again_without_move() -> None:
    """EN 004:17 "unless you rolled a 6, in which case you are allowed an additional roll";
    DE 000:9 "kann man nicht fahren und somit gilt der Zug als beendet"."""
    g = make("marbles").setup({0: [38, 40, 41, 42]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "bonus"]
    g = make().setup({0: [38, 40, 41, 42]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "next"]


def test_max_sixes() -> None:
    """ES 001:2 "Si la tercera tirada también es un 6, el jugador no puede mover ninguna ficha
    y el turno pasa inmediatamente al siguiente jugador." — and off: a third 6 is played."""
    g = make("ludo").setup({0: [10, 20, Y, Y]}, turn=0)
    for _ in range(2):
        g.roll(6)
        play(g, 0)
    assert kinds(g.roll(6)) == ["rolled", "third_six", "next"]
    g = make("ludo", max_sixes=0).setup({0: [10, 20, Y, Y]}, turn=0)
    for _ in range(2):
        g.roll(6)
        play(g, 0)
    g.roll(6)
    assert g.legal_moves()


def test_max_sixes_counts_unusable_sixes() -> None:
    """RULES.md §5: max_sixes counts every 6 in a row, unusable ones included."""
    g = make("ludo", six_again_without_move=True).setup({0: [48, 53, 54, 55]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "bonus"]
    assert kinds(g.roll(6)) == ["rolled", "passed", "bonus"]
    assert kinds(g.roll(6)) == ["rolled", "third_six", "next"]


def test_turn_order_highest_roll() -> None:
    """NL 002:9 "Wie de meeste ogen werpt, mag beginnen." — ties roll again."""
    g = make(players=3, turn_order="highest_roll")
    assert g.phase == "order"
    g.roll(5)
    g.roll(5)
    g.roll(2)
    assert g.phase == "order"  # seats 0 and 1 tie
    g.roll(3)
    events = g.roll(4)
    assert kinds(events)[-1] == "begins" and g.phase == "roll" and g.seat_to_act == 1


def test_turn_order_fixed_colours() -> None:
    """NO 003:4 "Den som har de røde brikkene begynner, deretter de gule, de blå og til slutt
    de grønne." """
    g = make("fia", players=4)
    assert g.turn == 0 and g.board.colours[:4] == ("red", "yellow", "blue", "green")


def test_turn_order_seating() -> None:
    """RULES.md §2 turn_order seating: the order players joined."""
    g = make(players=3, seating=[(2,), (0,), (1,)])
    assert g.turn == 2


def test_two_colours_for_one_player() -> None:
    """NL 002:7 "nemen één of meer spelers 2 kleuren voor hun rekening"."""
    g = make(players=2, seating=[(0, 2), (1, 3)])
    assert g.seat_of(0) == g.seat_of(2) == 0


def test_a_roll_is_never_split() -> None:
    """DE 000:8 "Ein Würfelwurf darf allerdings nicht auf mehrere Figuren aufgeteilt werden."
    EN 004:6 "One roll may NOT be split among multiple marbles"."""
    g = make().setup({0: [10, 20, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 0)
    with pytest.raises(IllegalAction):
        play(g, 1)


def test_must_move_and_pass() -> None:
    """EN 004:9 "A player must move one of their marbles, if possible." — must_move no
    offers a pass."""
    g = make().setup({0: [10, 40, 41, 42]}, turn=0)
    g.roll(2)
    assert all(not m.is_pass for m in g.legal_moves())
    g = make(must_move=False).setup({0: [10, 40, 41, 42]}, turn=0)
    g.roll(2)
    assert any(m.is_pass for m in g.legal_moves())
    events = g.play(next(m for m in g.legal_moves() if m.is_pass))
    assert kinds(events) == ["passed", "next"] and g.pieces[0][0] == 10


def test_seeded_dice_games_repeat() -> None:
    """Injected dice: the same seed gives the same game."""
    from bot.engine import GreedyMover, play_out

    a, b = make(players=4), make(players=4)
    play_out(a, SeededDice(9), GreedyMover())
    play_out(b, SeededDice(9), GreedyMover())
    assert a == b
