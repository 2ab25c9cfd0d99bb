"""Boards, entering from the yard, the start square, three tries (RULES.md §1, §2, §5)."""

from __future__ import annotations

import pytest

from bot.engine import YARD, PieceRef

from .conftest import Y, kinds, make, moves, play

# classic4: colour c starts on track square 10*c; progress 40..43 are the home slots.
# cross4: colour c starts on square 13*c; 0..50 track, 51..55 lane, 56 the goal.
# classic6: colour c starts on square 10*c; 60..63 the home slots.


# -- board ----------------------------------------------------------------------------


def test_board_classic4() -> None:
    """NL 002_beca621f69ff352d.txt:3 "aan de ene zijde (in 4 kleuren) voor ten hoogste 4
    spelers"; NL 002_beca621f69ff352d.txt:17 "De kleine cirkels a-b-c-d" — 40 squares, 4
    home slots."""
    g = make(players=4)
    assert (g.board.track_len, g.board.lap, g.board.home_len, g.board.goal) == (40, 40, 4, False)
    assert [g.square_of(c, 0) for c in range(4)] == [("track", 10 * c) for c in range(4)]
    g.setup({0: [38, 10, Y, Y]}, turn=0)
    g.roll(2)
    assert moves(g) == {(0, 40), (1, 12)}
    events = play(g, 0)
    assert "home" in kinds(events) and g.square_of(0, 40) == ("home", 0)


def test_board_classic6() -> None:
    """NL 002_beca621f69ff352d.txt:3 "aan de andere zijde (in 6 kleuren) voor ten hoogste 6
    spelers" — 60 squares (catalogue choice, RULES.md §1), 4 slots each."""
    g = make("mejn", players=6)
    assert (g.board.name, g.board.track_len, g.board.n_colours) == ("classic6", 60, 6)
    assert [g.square_of(c, 0) for c in range(6)] == [("track", 10 * c) for c in range(6)]
    g.setup({5: [57, 61, 62, 10]}, turn=5)
    g.roll(3)  # 60 is the first slot; 63 the last
    assert moves(g) == {(0, 60), (3, 13)}
    g.setup({5: [57, 61, 62, 10]}, turn=5)
    g.roll(6)
    assert moves(g) == {(0, 63), (3, 16)}
    assert g.square_of(5, 59) == ("track", 49)


def test_board_cross4() -> None:
    """ES 001_268fa762d22a4b42.txt:1 "el jugador continúa la carrera con las fichas por la
    columna hasta la casilla de meta"; NO 003_55e0c9ce5411b445.txt:3 "flyttes brikken oppover
    de fargede feltene mot mål" — 52 squares, a lane of 5, one goal."""
    g = make("ludo", players=4)
    assert (g.board.track_len, g.board.lap, g.board.home_len, g.board.goal) == (52, 51, 5, True)
    assert g.square_of(1, 0) == ("track", 13)
    assert g.square_of(0, 51) == ("home", 0) and g.square_of(0, 56) == ("goal", 0)
    g.setup({0: [50, 20, Y, Y]}, turn=0)
    g.roll(1)
    assert moves(g) == {(0, 51), (1, 21)}
    g.setup({0: [50, 20, 56, 56]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 56), (1, 26)}


# -- entry_rolls -----------------------------------------------------------------------


@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5])
def test_entry_rolls_six_only(roll: int) -> None:
    """NO 003_55e0c9ce5411b445.txt:5 "Når og bare når en spiller kaster 6, så kan en brikke
    flyttes ut av båsen"; ES 001_268fa762d22a4b42.txt:2 "un jugador debe sacar un 6"."""
    g = make(three_tries=False).setup({0: [Y, Y, Y, 10]}, turn=0)
    g.roll(roll)
    assert moves(g) == {(3, 10 + roll)}


def test_entry_rolls_six_enters() -> None:
    """DE 000_26953b72867d3672.txt:3 "Wer eine Sechs würfelt, muss eine eigene Spielfigur aus
    der Startposition heraus auf sein Startfeld stellen"."""
    g = make().setup({0: [Y, Y, Y, Y]}, turn=0)
    g.roll(6)
    m = g.legal_moves()
    assert len(m) == 1 and m[0].enters and (m[0].frm, m[0].to) == (YARD, 0)
    assert kinds(g.play(m[0])) == ["entered", "bonus"]
    assert g.square_of(0, g.pieces[0][0]) == ("track", 0)


@pytest.mark.parametrize("roll", [1, 6])
def test_entry_rolls_one_or_six(roll: int) -> None:
    """EN 004_923ef5c61110e5ef.txt:3 'A roll of a "1" or "6" ... can also be used to move a
    marble from their Starting Base onto the shared inside game path.'"""
    g = make("marbles").setup({0: [Y, Y, Y, Y]}, turn=0)
    g.roll(roll)
    assert moves(g) == {(0, 0)}
    g = make("madn", entry_rolls="{1,6}").setup({0: [Y, Y, Y, Y]}, turn=0)
    g.roll(roll)
    assert moves(g) == {(0, 0)}


def test_entry_rolls_one_or_six_not_other_rolls() -> None:
    """EN 004_923ef5c61110e5ef.txt:3 'A roll of a "1" or "6" ... can also be used' — a 2
    leaves the marbles in the base."""
    g = make("marbles").setup({0: [Y, Y, Y, Y]}, turn=0)
    assert kinds(g.roll(2)) == ["rolled", "passed", "next"]


# -- forced_entry ----------------------------------------------------------------------


def test_forced_entry_always() -> None:
    """DE 000_26953b72867d3672.txt:3 "Wer eine Sechs würfelt, muss eine eigene Spielfigur
    ... auf sein Startfeld stellen"; NL 002_beca621f69ff352d.txt:11 "is hij verplicht een
    nieuwe pion uit B op zijn cirkel A te zetten"."""
    g = make().setup({0: [Y, Y, 12, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 0)}


def test_forced_entry_always_not_onto_an_own_piece() -> None:
    """DE 000_26953b72867d3672.txt:3 "wenn dort keine eigene Figur steht" — with an own piece
    on the start square the 6 is used otherwise (here: to clear the start square)."""
    g = make().setup({0: [0, Y, Y, 20]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 6)}
    g = make(clear_start=False).setup({0: [0, Y, Y, 20]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 6), (3, 26)}


def test_forced_entry_always_captures_an_opponent_on_the_start_square() -> None:
    """DE 000_26953b72867d3672.txt:5 "Kommt beim Umlauf eine Spielfigur auf ein Feld, das
    bereits von einer gegnerischen Spielfigur besetzt ist, gilt die gegnerische Figur als
    geschlagen" — entering onto a waiting opponent captures it."""
    g = make().setup({0: [Y, Y, 12, Y], 2: [20, Y, Y, Y]}, turn=0)  # blue 20 = square 0
    g.roll(6)
    [m] = g.legal_moves()
    assert m.enters and m.captures == (PieceRef(2, 0),)
    g.play(m)
    assert g.pieces[2][0] == YARD


def test_forced_entry_never_is_a_choice() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "puede optar por avanzar una ficha que ya esté en juego
    o, alternativamente, puede poner otra de sus fichas en juego activo"."""
    g = make("ludo").setup({0: [Y, Y, 12, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 0), (2, 18)}
    g = make("madn", forced_entry="never").setup({0: [Y, Y, 12, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 0), (2, 18)}


def test_forced_entry_when_no_piece_in_play() -> None:
    """EN 004_923ef5c61110e5ef.txt:16 "If I have no marbles on the path, and I roll a 1 or a
    6, do I have to bring out a marble even if I don’t wish to? Yes." """
    g = make("marbles").setup({0: [Y, Y, 42, Y]}, turn=0)  # one marble home, none on the path
    g.roll(1)
    assert moves(g) == {(0, 0)}


def test_forced_entry_when_no_piece_in_play_is_a_choice_with_one_on_the_path() -> None:
    """EN 004_923ef5c61110e5ef.txt:7 "A player can move any of their marbles." — with a
    marble on the path, entering is one choice among others."""
    g = make("marbles").setup({0: [Y, Y, 12, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 0), (2, 18)}
    g = make("marbles").setup({0: [Y, Y, 12, Y]}, turn=0)
    g.roll(1)
    assert moves(g) == {(0, 0), (2, 13)}


# -- clear_start -----------------------------------------------------------------------


def test_clear_start_after_entering() -> None:
    """DE 000_26953b72867d3672.txt:3 "danach darf er erneut würfeln und mit der Figur
    entsprechend viele Felder vorrücken"; NL 002_beca621f69ff352d.txt:11 "nogmaals te werpen
    en met deze pion verder te spelen"."""
    g = make().setup({0: [Y, Y, 12, Y]}, turn=0)
    g.roll(6)
    play(g, 0)
    g.roll(3)
    assert moves(g) == {(0, 3)}


def test_clear_start_first() -> None:
    """DE 000_26953b72867d3672.txt:4 "Das Startfeld muss so bald wie möglich wieder
    freigemacht werden." """
    g = make().setup({0: [0, Y, 20, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 3)}


def test_clear_start_off() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "Una vez que un jugador tiene una o más fichas en juego,
    selecciona una ficha y la mueve" — RULES.md §2 clear_start no (ES, NO, EN have no such duty):
    any piece may move."""
    g = make(clear_start=False).setup({0: [0, Y, 20, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 3), (2, 23)}


def test_clear_start_only_while_pieces_wait_in_the_yard() -> None:
    """DE 000_26953b72867d3672.txt:4 "Hat er jedoch keine Figur mehr in der Startposition, so
    steht es ihm frei, die erwürfelten sechs Felder mit einer Figur seiner Wahl vorzurücken." """
    g = make().setup({0: [0, 10, 20, 30]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 6), (1, 16), (2, 26), (3, 36)}


def test_clear_start_yields_when_the_start_piece_cannot_move() -> None:
    """DE 000_26953b72867d3672.txt:4 "so bald wie möglich" — a start piece that cannot move
    (own piece ahead) does not stop the others."""
    g = make().setup({0: [0, Y, 3, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(2, 6)}


def test_forced_entry_before_clear_start() -> None:
    """DE 000_26953b72867d3672.txt:3 "Wer eine Sechs würfelt, muss eine eigene Spielfigur aus
    der Startposition heraus auf sein Startfeld stellen" — RULES.md §5 obligations "forced
    entry, clear start": where an own piece may share the start square (own_landing stack,
    block), the 6 must bring a new piece in rather than clear the square."""
    for mode in ("stack", "block"):
        g = make(own_landing=mode).setup({0: [0, Y, Y, 20]}, turn=0)
        g.roll(6)
        [m] = g.legal_moves()
        assert (m.piece, m.to, m.enters, m.forms_block) == (1, 0, True, mode == "block")


def test_forced_entry_not_onto_an_opponent_block() -> None:
    """NO 003_55e0c9ce5411b445.txt:14 "Hvis det står 2 eller fler står på samme felt så er det
    sperre. Du kan ikke flytte forbi disse eller slå dem ut." — a block on the start square
    keeps the yard shut (fia: three tries)."""
    g = make("fia").setup({0: [Y, Y, Y, Y], 2: [26, 26, Y, Y]}, turn=0)  # blue 26 = square 0
    assert kinds(g.roll(6)) == ["rolled", "retry"]
    g = make("fia").setup({0: [Y, Y, 5, Y], 2: [26, 26, Y, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(2, 11)}


def test_six_without_pieces_in_the_yard_moves_any_piece_and_rolls_again() -> None:
    """DE 000_26953b72867d3672.txt:4 "Hat er jedoch keine Figur mehr in der Startposition, so
    steht es ihm frei, die erwürfelten sechs Felder mit einer Figur seiner Wahl vorzurücken.
    Auch dann darf er erneut würfeln und einen weiteren Zug machen." """
    g = make().setup({0: [0, 10, 20, 41]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 6), (1, 16), (2, 26)}
    assert kinds(play(g, 2)) == ["moved", "bonus"]
    g.roll(2)
    assert moves(g) == {(0, 2), (1, 12), (2, 28), (3, 43)}


def test_second_roll_may_use_another_pawn_when_the_yard_is_empty() -> None:
    """NL 002_beca621f69ff352d.txt:13 "Werpt een speler 6 ogen en heeft hij in zijn vakje B
    geen nieuwe pionnen meer over, dan mag hij met een willekeurige pion 6 vakjes vooruit gaan,
    terwijl hij voor de tweede worp een andere pion van zijn kleur mag gebruiken." """
    g = make("mejn").setup({0: [3, 12, 25, 41]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 9), (1, 18), (2, 31)}
    play(g, 0)
    g.roll(4)
    assert moves(g) == {(0, 13), (1, 16), (2, 29)}
    play(g, 2)
    assert g.pieces[0] == [9, 12, 29, 41]


def test_clear_start_after_the_last_piece_entered() -> None:
    """DE 000_26953b72867d3672.txt:4 "Das Startfeld muss so bald wie möglich wieder
    freigemacht werden. Hat er jedoch keine Figur mehr in der Startposition, so steht es ihm
    frei" — reading tested (RULES.md §2 clear_start "while pieces wait in the yard"): once the
    last piece has entered, nothing waits, so the bonus roll may move any piece. (The other
    reading of "after entering, the next roll moves the piece on the start square" would
    allow only (0, 3) here.)"""
    g = make().setup({0: [Y, 10, 20, 30]}, turn=0)
    g.roll(6)
    assert kinds(play(g, 0)) == ["entered", "bonus"]
    g.roll(3)
    assert moves(g) == {(0, 3), (1, 13), (2, 23), (3, 33)}


# -- start_pieces ----------------------------------------------------------------------


def test_start_pieces_one() -> None:
    """NL 002_beca621f69ff352d.txt:9 "Hij plaatst nu één van zijn pionnen in het cirkeltje A,
    gooit nogmaals de dobbelsteen en zet deze pion ... vooruit" (reading: every colour begins
    with one piece on A) — the first roll moves it."""
    g = make("mejn", players=4)
    assert all(g.pieces[c] == [0, Y, Y, Y] for c in range(4))
    g.roll(4)
    assert moves(g) == {(0, 4)}


def test_start_pieces_zero() -> None:
    """RULES.md §2 start_pieces 0 (the alternative): all pieces begin in the yard, and
    NL 002_beca621f69ff352d.txt:9 "De spelers zetten hun 4 pionnen op de cirkeltjes van het
    met B aangegeven vakje"."""
    g = make("mejn", players=4, start_pieces=0)
    assert all(g.pieces[c] == [Y, Y, Y, Y] for c in range(4))
    assert kinds(g.roll(4)) == ["rolled", "passed", "next"]  # mejn: three_tries no


# -- three_tries -----------------------------------------------------------------------


def test_three_tries() -> None:
    """DE 000_26953b72867d3672.txt:12 "so hat er in jeder Runde drei Versuche, die nötige
    Sechs zu würfeln"; NO 003_55e0c9ce5411b445.txt:7 "har han opp til tre forsøk"."""
    g = make()
    assert kinds(g.roll(2)) == ["rolled", "retry"]
    assert kinds(g.roll(3)) == ["rolled", "retry"]
    assert kinds(g.roll(4)) == ["rolled", "passed", "next"]
    assert g.turn == 2


def test_three_tries_entry_on_the_third_try() -> None:
    """NO 003_55e0c9ce5411b445.txt:7 "opp til tre forsøk på å kaste 6 og dermed få en brikke i
    spill"."""
    g = make()
    g.roll(1)
    g.roll(1)
    g.roll(6)
    assert moves(g) == {(0, 0)}


def test_three_tries_with_finished_pieces() -> None:
    """NO 003_55e0c9ce5411b445.txt:7 "Dette gjelder både dersom spilleren har alle fire
    brikker i startfeltet og når en eller flere er i mål." """
    g = make().setup({0: [Y, Y, Y, 43]}, turn=0)
    assert kinds(g.roll(2)) == ["rolled", "retry"]
    g = make("fia").setup({0: [Y, Y, 56, 56]}, turn=0)
    assert kinds(g.roll(2)) == ["rolled", "retry"]


def test_three_tries_not_when_a_piece_outside_could_move() -> None:
    """NO 003_55e0c9ce5411b445.txt:7 "Når en spiller ikke har noen brikker i spill, har han opp til
    tre forsøk" — RULES.md §5 "needs that no piece outside the yard could move with any roll 1–6" —
    a piece on 39 could move with 1 to 4, so a 5 simply passes."""
    g = make().setup({0: [Y, Y, Y, 39]}, turn=0)
    assert kinds(g.roll(5)) == ["rolled", "passed", "next"]
    g = make().setup({0: [Y, Y, 40, 43]}, turn=0)  # 40 could still move inside the home
    assert kinds(g.roll(5)) == ["rolled", "passed", "next"]


def test_three_tries_when_the_piece_outside_is_walled_in() -> None:
    """RULES.md §5 (three_tries needs that nothing outside the yard could move) with DE
    000_26953b72867d3672.txt:17 "eine Barriere, welche von keiner Figur übersprungen werden
    kann": a piece stuck behind an opponent's block counts as unable to move."""
    g = make(own_landing="block").setup({0: [10, Y, Y, Y], 2: [31, 31, Y, Y]}, turn=0)
    assert kinds(g.roll(3)) == ["rolled", "retry"]
    g = make(own_landing="block").setup({0: [10, Y, Y, Y], 2: [34, 34, Y, Y]}, turn=0)
    assert kinds(g.roll(5)) == ["rolled", "passed", "next"]  # 1 to 3 would move it


def test_three_tries_needs_a_piece_in_the_yard() -> None:
    """NO 003_55e0c9ce5411b445.txt:7 "opp til tre forsøk på å kaste 6 og dermed få en brikke i
    spill" — RULES.md §5 "needs a piece in the yard": nothing to bring in, one roll only."""
    g = make(own_landing="block").setup({0: [10, 40, 41, 42], 2: [31, 31, Y, Y]}, turn=0)
    assert kinds(g.roll(3)) == ["rolled", "passed", "next"]


def test_three_tries_only_before_any_move() -> None:
    """DE 000_26953b72867d3672.txt:12 "so hat er in jeder Runde drei Versuche, die nötige Sechs zu
    würfeln" — RULES.md §5 "three_tries applies only before any move in the turn": after a 6 was
    played, a useless bonus roll ends the turn."""
    g = make(forced_entry="never", home_jump=True).setup({0: [37, 41, 42, Y]}, turn=0)
    g.roll(6)
    assert kinds(play(g, 0, 43)) == ["moved", "home", "bonus"]
    assert kinds(g.roll(3)) == ["rolled", "passed", "next"]
    g = make(forced_entry="never", home_jump=True).setup({0: [43, 41, 42, Y]}, turn=0)
    assert kinds(g.roll(3)) == ["rolled", "retry"]


def test_three_tries_off() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "Si el jugador no tiene fichas en juego y no saca un 6,
    el turno pasa al siguiente jugador." """
    g = make("ludo")
    assert kinds(g.roll(2)) == ["rolled", "passed", "next"]
    g = make(three_tries=False)
    assert kinds(g.roll(2)) == ["rolled", "passed", "next"]


# -- three_tries_bonus -----------------------------------------------------------------


@pytest.mark.parametrize("misses", [0, 1])
def test_three_tries_bonus(misses: int) -> None:
    """DE 000_26953b72867d3672.txt:13 "dem Spieler, der dafür nicht alle drei Versuche
    benötigt, einen weiteren Wurf gestatten" (reading: one extra roll after that turn)."""
    g = make(three_tries_bonus=True, six_again=False)
    for _ in range(misses):
        g.roll(2)
    g.roll(6)
    assert kinds(play(g, 0)) == ["entered", "bonus"]
    g.roll(3)
    assert kinds(play(g, 0)) == ["moved", "next"]  # one extra roll, not more


def test_three_tries_bonus_comes_after_the_six_bonus() -> None:
    """DE 000_26953b72867d3672.txt:13 "einen weiteren Wurf" — on top of the 6's own extra
    roll (NO 003_55e0c9ce5411b445.txt:8 "så får han et nytt kast")."""
    g = make(three_tries_bonus=True)
    g.roll(6)
    assert kinds(play(g, 0)) == ["entered", "bonus"]  # the 6
    g.roll(3)
    assert kinds(play(g, 0)) == ["moved", "bonus"]  # the early entry
    g.roll(2)
    assert kinds(play(g, 0)) == ["moved", "next"]


def test_three_tries_bonus_not_on_the_third_try() -> None:
    """DE 000_26953b72867d3672.txt:13 "der dafür nicht alle drei Versuche benötigt" — who
    needs all three gets nothing extra; and without the option nobody does."""
    g = make(three_tries_bonus=True, six_again=False)
    g.roll(1)
    g.roll(2)
    g.roll(6)
    assert kinds(play(g, 0)) == ["entered", "next"]
    g = make(six_again=False)
    g.roll(6)
    assert kinds(play(g, 0)) == ["entered", "next"]
