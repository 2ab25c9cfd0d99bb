"""Landing on pieces, blocks, captures, the home (RULES.md §2, §5)."""

from __future__ import annotations

import pytest

from bot.engine import YARD, IllegalAction, piece_code

from .conftest import Y, kinds, make, moves, play

# Colour 2 (blue) starts at track square 20: its progress p stands on square (20 + p) % 40,
# so red's progress q meets blue's progress q - 20.


def test_capture_sends_an_opponent_home() -> None:
    """DE 000:5 "gilt die gegnerische Figur als geschlagen und muss zurück auf ihre
    Startposition." """
    g = make().setup({0: [10, Y, Y, Y], 2: [34, Y, Y, Y]}, turn=0)  # blue 34 = square 14
    g.roll(4)
    events = play(g, 0)
    assert "captured" in kinds(events) and g.pieces[2][0] == YARD


def test_capture_off_both_stay() -> None:
    """RULES.md §5 "capture no: both stay"."""
    g = make(capture=False).setup({0: [10, Y, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 0)
    assert g.pieces[2][0] == 34 and g.pieces[0][0] == 14


def test_own_landing_forbidden() -> None:
    """DE 000:6 "Ist das Zielfeld bereits mit einer eigenen Figur besetzt, darf der Zug weder
    ausgeführt ..."; EN 004:4 "A player can not land a marble on a space already occupied by
    one of their other marbles." """
    g = make().setup({0: [10, 14, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(1, 18)}


def test_own_landing_capture() -> None:
    """NL 002:13 "Staat echter op de cirkel ... een eigen pion dan wel één van een der andere
    spelers, dan moet deze pion worden geslagen"."""
    g = make("mejn").setup({0: [10, 14, Y, Y]}, turn=0)
    g.roll(4)
    m = g.find_move(0, 14)
    assert m.captures == (piece_code(0, 1),)
    g.play(m)
    assert g.pieces[0] == [14, Y, Y, Y]


def test_a_six_moves_the_start_piece_on_in_the_dutch_game() -> None:
    """DE 000:7 (1960) "befindet sich dort schon eine Figur seiner Farbe, so muss er mit
    derselben 6 Kreise weiterziehen, selbst wenn er auch eine eigene Figur dadurch
    hinausschlägt" — RULES.md §2 own_landing capture: no new piece enters onto an own one."""
    g = make("mejn").setup({0: [0, Y, Y, 6]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 6)}
    play(g, 0, 6)
    assert sorted(g.pieces[0]) == [Y, Y, Y, 6]


def test_own_landing_stack() -> None:
    """RULES.md §2 own_landing stack (reading for ES): own pieces share the square; an
    opponent landing on the stack captures all of it (§5)."""
    g = make("ludo").setup({0: [10, 14, Y, Y], 2: [Y, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 0)
    assert g.pieces[0][:2] == [14, 14]
    # blue (start square 26 on the cross board) reaches square 14 at progress 40
    g.setup({2: [36, Y, Y, Y]}, turn=2)
    g.roll(4)
    events = play(g, 0)
    assert kinds(events).count("captured") == 2 and g.pieces[0][:2] == [Y, Y]


def test_own_landing_block_and_block_passing_nobody() -> None:
    """DE 000:17 "so bilden diese beiden Figuren nunmehr eine Barriere, welche von keiner
    Figur übersprungen werden kann, auch nicht von den eigenen." """
    g = make(own_landing="block").setup({0: [10, 14, 8, Y], 2: [Y, Y, Y, Y]}, turn=0)
    g.roll(4)
    m = g.find_move(0, 14)
    assert m.forms_block
    g.play(m)
    g.setup({0: [14, 14, 12, Y]}, turn=0)
    g.roll(4)  # 12 + 4 passes the block on 14
    assert (2, 16) not in moves(g)


def test_block_passing_opponents_cannot() -> None:
    """NO 003:11 "danner disse brikkene en sperre for motspilleres brikker slik at de ikke kan
    passere" — the owner may pass; NO 003:14 "Du kan ikke flytte forbi disse eller slå dem
    ut." """
    g = make("fia").setup({0: [14, 14, 12, Y]}, turn=0)
    g.roll(4)
    assert (2, 16) in moves(g)
    # blue on the cross board starts at 26: progress 38 is square 12, the block on 14 is ahead
    g = make("fia").setup({0: [14, 14, Y, Y], 2: [38, Y, Y, Y]}, turn=2)
    g.roll(4)
    assert moves(g) == set()


def test_block_cannot_be_landed_on() -> None:
    """DE 000:18 "Die Figuren, die die Barriere bilden, können nicht geschlagen werden." """
    g = make("fia").setup({0: [14, 14, Y, Y], 2: [38, Y, Y, Y]}, turn=2)  # blue 38 = square 12
    g.roll(2)
    assert moves(g) == set()


def test_pieces_jump_over_single_pieces() -> None:
    """EN 004:8 "Players can pass (jump over) other marbles." """
    g = make().setup({0: [10, Y, Y, Y], 2: [32, Y, Y, Y]}, turn=0)  # blue on square 12
    g.roll(5)
    assert moves(g) == {(0, 15)}


def test_safe_start() -> None:
    """NO 003:10 "Dette gjelder ikke hvis motspillerens brikke står på sitt frifelt" — both
    stay (§5); without safe_start the piece is captured."""
    g = make("fia").setup({0: [22, Y, Y, Y], 2: [0, Y, Y, Y]}, turn=0)  # blue's start: 26
    g.roll(4)
    play(g, 0)
    assert g.pieces[2][0] == 0 and g.pieces[0][0] == 26
    g = make("fia", safe_start=False, capture_at_turn_end=False)
    g.setup({0: [22, Y, Y, Y], 2: [0, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 0)
    assert g.pieces[2][0] == YARD


def test_capture_at_turn_end() -> None:
    """NO 003:10 "eller hvis brikken flyttes videre i samme omgang etter at det har vært
    kastet 6" (reading: the capture counts where the piece ends the turn)."""
    g = make("fia").setup({0: [4, Y, Y, Y], 2: [8, Y, Y, Y]}, turn=0)  # blue 8 = square 34
    g.setup({0: [24, 40, 41, 42], 2: [4, Y, Y, Y]}, turn=0)  # blue 4 = square 30
    g.roll(6)
    m = g.find_move(0, 30)
    assert m.deferred
    assert "captured" not in kinds(g.play(m))
    g.roll(2)  # moves on with the bonus roll: the capture is cancelled
    play(g, 0)
    assert g.pieces[2][0] == 4
    g = make("fia").setup({0: [24, 40, 41, 42], 2: [4, Y, Y, Y]}, turn=0)
    g.roll(6)
    play(g, 0)
    g.roll(3)  # another piece moves; the capturer stays: resolved at the turn's end
    events = play(g, 1)
    assert "captured" in kinds(events) and g.pieces[2][0] == YARD


def test_capture_at_turn_end_on_own_start_square_is_immediate() -> None:
    """NO 003:10 "En kan likevel flytte videre fra eget frifelt i samme omgang dersom en
    motspillers brikke slås inn der." """
    g = make("fia", safe_start=False).setup({0: [Y, Y, Y, Y], 2: [26, Y, Y, Y]}, turn=0)
    g.roll(6)
    events = play(g, 0)
    assert "captured" in kinds(events)


def test_forced_capture_strict() -> None:
    """DE 000:15 "Wer mit einer gewürfelten Zahl eine gegnerische Figur schlagen kann, muss
    dies tun („Schlagzwang“)." """
    g = make(forced_capture="strict").setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 14)}
    g = make().setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 14), (1, 24)}


def test_forced_capture_huff() -> None:
    """DE 000:15 "dürfen die Gegner eine Figur des Spielers „pusten“" — the window closes when
    another colour rolls; one huff per window (§5)."""
    g = make(forced_capture="huff").setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 14), (1, 24)}
    play(g, 1)
    assert g.huff_seats() == [1]
    events = g.huff(1)
    assert kinds(events) == ["huffed"] and g.pieces[0][0] == YARD
    with pytest.raises(IllegalAction):
        g.huff(1)
    # A skipped capture whose window is closed by the next roll cannot be huffed.
    g = make(forced_capture="huff").setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 1)
    g.roll(1)  # blue rolls
    assert g.huff_seats() == []


def test_forced_capture_not_while_clearing_start() -> None:
    """DE 000:16 "Der „Schlagzwang“ wird nicht angewendet, wenn das Startfeld freigemacht
    werden muss." """
    g = make(forced_capture="strict").setup({0: [0, 10, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 4)}


def test_capture_extra_lap() -> None:
    """DE 000:19 "auch wenn man damit an den eigenen Zielfeldern vorbei eine weitere Runde
    laufen muss." """
    g = make(forced_capture="strict", capture_extra_lap=True)
    g.setup({0: [38, Y, Y, Y], 2: [21, Y, Y, Y]}, turn=0)  # blue 21 = square 1
    g.roll(3)  # 38 + 3 passes the home entrance: square 1, progress 1 of a new lap
    m = g.find_move(0, 1)
    assert m.extra_lap and moves(g) == {(0, 1)}
    g = make(forced_capture="strict").setup({0: [38, Y, Y, Y], 2: [21, Y, Y, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 41)}


def test_exact_home() -> None:
    """ES 001:1 "para llegar a la casilla de meta se requiere una tirada precisa"; NO 003:12
    "Eksakt kast kreves for å få en brikke i mål."; EN 004:12."""
    g = make(three_tries=False).setup({0: [38, Y, Y, Y]}, turn=0)
    g.roll(6)  # 44 is past the last slot (43)
    assert (0, 44) not in moves(g) and all(m.piece != 0 for m in g.legal_moves())


def test_exact_home_off_stops_on_the_deepest_free_square() -> None:
    """RULES.md §5 "exact_home no: a roll past the last home square stops on the deepest free
    home square the piece can reach"."""
    g = make(exact_home=False).setup({0: [39, 43, Y, Y]}, turn=0)
    g.roll(5)
    assert (0, 42) in moves(g)


def test_overshoot_bounce() -> None:
    """NL 002:17 "zelfs niet na eventueel terugtellen via cirkeltje d" — counting back."""
    g = make("mejn").setup({0: [39, 10, 20, 30]}, turn=0)
    g.roll(6)  # 45: two past 43, back to 41
    assert (0, 41) in moves(g)
    g = make("mejn", overshoot="forbidden").setup({0: [39, 10, 20, 30]}, turn=0)
    g.roll(6)
    assert all(m.piece != 0 for m in g.legal_moves())


def test_bounce_ending_where_it_started_is_no_move() -> None:
    """RULES.md §5 "a bounce that ends where the piece started is no move"."""
    g = make("mejn").setup({0: [41, 40, 42, 43]}, turn=0)
    g.roll(4)  # 41 → 45 → back to 41
    assert moves(g) == set()


def test_overshoot_bounce_on_the_lane() -> None:
    """RULES.md §3: bounce on a lane + goal home is allowed (count back along the lane)."""
    g = make("ludo", overshoot="bounce").setup({0: [54, Y, Y, Y]}, turn=0)
    g.roll(4)  # goal is 56: 58 → back to 54... that is where it started: no move
    assert (0, 54) not in moves(g)
    g.setup({0: [53, Y, Y, Y]}, turn=0)
    g.roll(5)  # 58 → 54
    assert (0, 54) in moves(g)


def test_home_jump() -> None:
    """DE 000:14 "Ein Überspringen im farbigen Zielfeldbereich ist grundsätzlich nicht
    erlaubt." — home_jump yes allows it."""
    g = make().setup({0: [38, 41, Y, Y]}, turn=0)
    g.roll(5)  # 43 would jump the piece on 41
    assert (0, 43) not in moves(g)
    g = make(home_jump=True).setup({0: [38, 41, Y, Y]}, turn=0)
    g.roll(5)
    assert (0, 43) in moves(g)


def test_home_moves() -> None:
    """EN 004:18 "Can I move a marble already in my Home to another available spot in my
    Home? Yes." — home_moves no keeps it still."""
    g = make().setup({0: [40, 10, Y, Y]}, turn=0)
    g.roll(2)
    assert (0, 42) in moves(g)
    g = make(home_moves=False, home_jump=True).setup({0: [40, 10, Y, Y]}, turn=0)
    g.roll(2)
    assert moves(g) == {(1, 12)}


def test_goal_holds_any_number() -> None:
    """RULES.md §5 "only the cross4 goal holds any number"; lane squares hold one each."""
    g = make("ludo").setup({0: [56, 56, 52, 50]}, turn=0)
    g.roll(4)
    assert (2, 56) in moves(g)
    g.setup({0: [56, 56, 52, 50]}, turn=0)
    g.roll(2)
    assert (3, 52) not in moves(g)


def test_last_piece_home_ends_the_turn_without_bonus() -> None:
    """RULES.md §5: a colour that gets its last piece home ends its turn at once."""
    g = make(players=3, home_jump=True).setup({0: [37, 40, 41, 42]}, turn=0)
    g.roll(6)
    events = play(g, 0)
    assert "bonus" not in kinds(events) and "won" in kinds(events) and g.is_over
