"""Landing on pieces: captures, own pieces, stacks, blocks, safe start squares
(RULES.md §2 own_landing, block_passing, capture, safe_start; §5)."""

from __future__ import annotations

from typing import Any

from bot.engine import YARD, PieceRef

from .conftest import Y, kinds, make, moves, play

# classic4: blue (colour 2) starts on square 20, so blue progress p stands on square
# (20 + p) % 40 and meets red progress p - 20 (p >= 20) or p + 20.
# cross4: blue starts on square 26, yellow on 13, green on 39.

RED0, RED1 = PieceRef(0, 0), PieceRef(0, 1)
BLUE0, BLUE1 = PieceRef(2, 0), PieceRef(2, 1)


# -- capture ---------------------------------------------------------------------------


def test_capture_sends_an_opponent_to_the_yard() -> None:
    """DE 000_26953b72867d3672.txt:5 "gilt die gegnerische Figur als geschlagen und muss
    zurück auf ihre Startposition"; ES 001_268fa762d22a4b42.txt:2 "esta se devuelve al patio
    de su propietario"."""
    g = make().setup({0: [10, Y, Y, Y], 2: [34, Y, Y, Y]}, turn=0)  # blue 34 = square 14
    g.roll(4)
    [m] = g.legal_moves()
    assert m.captures == (BLUE0,)
    events = g.play(m)
    assert kinds(events) == ["moved", "captured", "next"]
    assert g.pieces[2][0] == YARD and g.pieces[0][0] == 14


def test_captured_piece_needs_a_six_again() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "La ficha devuelta sólo podrá volver a entrar en juego
    cuando su propietario obtenga nuevamente un 6." """
    g = make(three_tries=False).setup({0: [10, Y, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 0)
    assert kinds(g.roll(5)) == ["rolled", "passed", "next"]


def test_capture_off_both_stay() -> None:
    """The alternative to DE 000_26953b72867d3672.txt:5 "gilt die gegnerische Figur als geschlagen
    und muss zurück auf ihre Startposition" — RULES.md §5 "capture no: both stay"."""
    g = make(capture=False).setup({0: [10, Y, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    [m] = g.legal_moves()
    assert m.captures == ()
    assert "captured" not in kinds(g.play(m))
    assert g.pieces[2][0] == 34 and g.pieces[0][0] == 14
    assert g.square_of(0, 14) == g.square_of(2, 34)


def test_pieces_pass_over_other_pieces() -> None:
    """EN 004_923ef5c61110e5ef.txt:8 "Players can pass (jump over) other marbles.";
    NL 002_beca621f69ff352d.txt:13 "moeten alle te passeren pionnen gewoon blijven staan"."""
    g = make().setup({0: [10, 12, Y, Y], 2: [32, Y, Y, Y]}, turn=0)  # blue on square 12
    g.roll(5)
    assert moves(g) == {(0, 15), (1, 17)}
    play(g, 0)
    assert g.pieces[2][0] == 32 and g.pieces[0][1] == 12


def test_start_square_is_an_ordinary_square() -> None:
    """NL 002_beca621f69ff352d.txt:17 "De cirkels A gelden als gewone cirkels." — without
    safe_start a piece on its own start square is captured like anywhere else."""
    g = make("mejn").setup({0: [16, Y, Y, Y], 2: [0, Y, Y, Y]}, turn=0)  # blue 0 = square 20
    g.roll(4)
    [m] = g.legal_moves()
    assert m.captures == (BLUE0,)
    g.play(m)
    assert g.pieces[2][0] == YARD


# -- own_landing -----------------------------------------------------------------------


def test_own_landing_forbidden() -> None:
    """DE 000_26953b72867d3672.txt:6 "Eigene Figuren können nicht geschlagen werden"; EN
    004_923ef5c61110e5ef.txt:4 "A player can not land a marble on a space already occupied by
    one of their other marbles." """
    g = make().setup({0: [10, 14, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(1, 18)}


def test_own_landing_forbidden_no_move_no_new_roll() -> None:
    """DE 000_26953b72867d3672.txt:6 "darf der Zug weder ausgeführt noch neu gewürfelt
    werden, sondern es ist der nächste Spieler an der Reihe"; EN 004_923ef5c61110e5ef.txt:10
    "If no other move is possible, the player’s turn ends." """
    g = make().setup({0: [33, 39, 42, 43]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "next"]
    assert g.pieces[0] == [33, 39, 42, 43] and g.turn == 2


def test_own_landing_capture() -> None:
    """NL 002_beca621f69ff352d.txt:13 "Staat echter op de cirkel ... een eigen pion dan wel
    één van een der andere spelers, dan moet deze pion worden geslagen"."""
    g = make("mejn").setup({0: [10, 14, 20, Y]}, turn=0)
    g.roll(4)
    m = g.find_move(0, 14)
    assert m.captures == (RED1,)
    events = g.play(m)
    assert "captured" in kinds(events)
    assert g.pieces[0] == [14, Y, 20, Y]


def test_own_start_entry_enter_sends_the_own_piece_back() -> None:
    """NL 002_beca621f69ff352d.txt:11 "is hij verplicht een nieuwe pion uit B op zijn cirkel A
    te zetten, ... zelfs al zou hij hierdoor één van zijn eigen pionnen er uitslaan" — RULES.md
    §2 own_start_entry enter (the default, and mejn's): a new piece enters and the own piece on
    the start square goes back to the yard."""
    g = make("mejn").setup({0: [0, Y, Y, 6]}, turn=0)
    assert g.rules.own_start_entry == "enter"
    g.roll(6)
    [m] = g.legal_moves()
    assert (m.piece, m.to, m.enters, m.captures) == (1, 0, True, (PieceRef(0, 0),))
    assert kinds(g.play(m)) == ["entered", "captured", "bonus"]
    assert g.pieces[0] == [Y, 0, Y, 6]


def test_own_start_entry_without_own_capture_changes_nothing() -> None:
    """RULES.md §2 own_start_entry: "No effect with other own_landing values" — DE
    000_26953b72867d3672.txt:3 "Wer eine Sechs würfelt, muss eine eigene Spielfigur aus der
    Startposition heraus auf sein Startfeld stellen" only while the start square allows it."""
    for mode in ("enter", "move_on"):
        g = make(own_start_entry=mode).setup({0: [0, Y, Y, Y]}, turn=0)
        g.roll(6)
        assert moves(g) == {(0, 6)}
        g = make("ludo", own_start_entry=mode).setup({0: [0, Y, Y, Y]}, turn=0)
        g.roll(6)
        assert moves(g) == {(0, 6), (1, 0)}  # ludo stacks: entering is no capture
        assert all(m.captures == () for m in g.legal_moves())


def test_own_landing_capture_six_moves_the_start_piece_on() -> None:
    """DE 000_26953b72867d3672.txt:7 "befindet sich dort schon eine Figur seiner Farbe, so
    muss er mit derselben 6 Kreise weiterziehen, selbst wenn er auch eine eigene Figur
    dadurch hinausschlägt" — RULES.md §2 own_start_entry move_on: "the piece on the start
    square moves on with that roll, capturing an own piece where it lands"."""
    g = make("mejn", own_start_entry="move_on").setup({0: [0, Y, Y, 6]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 6)}
    m = g.find_move(0, 6)
    assert m.captures == (PieceRef(0, 3),)


def test_own_start_entry_move_on_is_the_only_move_whatever_clear_start_says() -> None:
    """DE 000_26953b72867d3672.txt:7 "so muss er mit derselben 6 Kreise weiterziehen, selbst
    wenn er auch eine eigene Figur dadurch hinausschlägt" — RULES.md §2 own_start_entry
    move_on: "where it can, that is the only move offered, whatever clear_start says"."""
    for clear_start in (True, False):
        rules: dict[str, Any] = {"own_start_entry": "move_on", "clear_start": clear_start}
        g = make("mejn", **rules).setup({0: [0, Y, Y, 12]}, turn=0)
        g.roll(6)
        assert moves(g) == {(0, 6)}, clear_start
        # With nothing in the yard the start square is no longer the 6's business.
        g = make("mejn", **rules).setup({0: [0, 20, 30, 12]}, turn=0)
        g.roll(6)
        assert moves(g) == {(0, 6), (1, 26), (2, 36), (3, 18)}, clear_start


def test_own_start_entry_move_on_binds_only_the_entry_roll() -> None:
    """DE 000_26953b72867d3672.txt:7 "mit derselben 6": another roll leaves the choice free
    under clear_start no (clear_start yes still clears the start square first)."""
    g = make("mejn", own_start_entry="move_on", clear_start=False)
    g.setup({0: [0, Y, Y, 12]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 3), (3, 15)}
    g = make("mejn", own_start_entry="move_on", clear_start=True)
    g.setup({0: [0, Y, Y, 12]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 3)}


def test_own_start_entry_move_on_where_the_start_piece_cannot_move_the_others_stay() -> None:
    """DE 000_26953b72867d3672.txt:7 "so muss er mit derselben 6 Kreise weiterziehen" holds
    where the piece can move on; RULES.md §5 puts partner landing first in the chain, so a
    6 that would land the start piece on a partner (EN 004_923ef5c61110e5ef.txt:14 "In Team
    play") leaves the other moves offered, as they are, and no piece enters."""
    for clear_start in (True, False):
        g = make(
            "madn",
            players=4,
            own_landing="capture",
            own_start_entry="move_on",
            teams="partners",
            clear_start=clear_start,
        )
        # Blue (red's partner) at blue progress 26 stands on square 6, red progress 6.
        g.setup({0: [0, Y, Y, 12], 2: [26, Y, Y, Y]}, turn=0)
        g.roll(6)
        assert moves(g) == {(3, 18)}, clear_start


def test_own_landing_stack() -> None:
    """RULES.md §2 own_landing stack (reading for ES 001_268fa762d22a4b42.txt:2, which only
    says "Si el avance de una ficha termina en una casilla ocupada por una ficha del oponente"
    about landing): own pieces share the square with no effect."""
    g = make("ludo").setup({0: [10, 14, Y, Y]}, turn=0)
    g.roll(4)
    m = g.find_move(0, 14)
    assert m.captures == () and not m.forms_block
    g.play(m)
    assert g.pieces[0][:2] == [14, 14]


def test_own_landing_stack_alternative_forbidden() -> None:
    """The alternative to the stack reading: ludo with own_landing forbidden (as EN
    004_923ef5c61110e5ef.txt:4 "A player can not land a marble on a space already occupied by
    one of their other marbles")."""
    g = make("ludo", own_landing="forbidden").setup({0: [10, 14, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(1, 18)}


def test_opponent_landing_on_a_stack_captures_it_whole() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "Si el avance de una ficha termina en una casilla ocupada por
    una ficha del oponente, esta se devuelve al patio de su propietario." — RULES.md §5 "own_landing
    stack: an opponent landing on a stack captures the whole stack"."""
    g = make("ludo").setup({0: [14, 14, Y, Y], 2: [36, Y, Y, Y]}, turn=2)  # blue 36 = sq 10
    g.roll(4)
    [m] = g.legal_moves()
    assert sorted(m.captures) == [RED0, RED1]
    events = g.play(m)
    assert kinds(events).count("captured") == 2 and g.pieces[0][:2] == [Y, Y]


def test_a_stack_is_no_block() -> None:
    """EN 004_923ef5c61110e5ef.txt:8 "Players can pass (jump over) other marbles." — a stack
    (unlike a block) can be passed."""
    g = make("ludo").setup({0: [14, 14, Y, Y], 2: [36, 56, 56, 56]}, turn=2)
    g.roll(6)  # blue 36 (square 10) -> 42 (square 16), over the stack on 14
    assert moves(g) == {(0, 42)}


def test_own_landing_block() -> None:
    """NO 003_55e0c9ce5411b445.txt:11 "Dersom en spillers brikke lander på et felt der en egen
    brikke står fra før, danner disse brikkene en sperre"; DE 000_26953b72867d3672.txt:17
    "so bilden diese beiden Figuren nunmehr eine Barriere"."""
    g = make(own_landing="block").setup({0: [10, 14, Y, Y]}, turn=0)
    g.roll(4)
    m = g.find_move(0, 14)
    assert m.forms_block and m.captures == ()
    assert kinds(g.play(m)) == ["moved", "blocked", "next"]
    assert g.pieces[0][:2] == [14, 14]


def test_block_of_three_or_four() -> None:
    """NO 003_55e0c9ce5411b445.txt:11 "Det samme gjelder ved tre eller fire brikker på samme
    felt." """
    g = make("fia").setup({0: [14, 14, 10, 56]}, turn=0)
    g.roll(4)
    assert g.find_move(2, 14).forms_block
    play(g, 2, 14)
    assert g.pieces[0][:3] == [14, 14, 14]


def test_block_cannot_be_landed_on_or_captured() -> None:
    """NO 003_55e0c9ce5411b445.txt:11 "To brikker på samme felt kan heller ikke slås inn.";
    DE 000_26953b72867d3672.txt:18 "Die Figuren, die die Barriere bilden, können nicht
    geschlagen werden." """
    g = make("fia").setup({0: [14, 14, Y, Y], 2: [36, 20, 56, 56]}, turn=2)  # blue 36 = sq 10
    g.roll(4)  # blue 36 -> 40 is square 14, the block
    assert moves(g) == {(1, 24)}
    play(g, 1)
    assert g.pieces[0][:2] == [14, 14]


def test_block_cannot_be_passed_by_an_opponent_even_to_land_beyond() -> None:
    """NO 003_55e0c9ce5411b445.txt:14 "Du kan ikke flytte forbi disse eller slå dem ut." """
    g = make("fia").setup({0: [14, 14, Y, Y], 2: [38, 56, 56, 56]}, turn=2)  # blue 38 = sq 12
    assert kinds(g.roll(3)) == ["rolled", "passed", "next"]
    g = make("fia").setup({0: [14, 14, Y, Y], 2: [38, 56, 56, 56]}, turn=2)
    g.roll(1)
    assert moves(g) == {(0, 39)}


def test_block_cannot_be_landed_on_by_a_partner() -> None:
    """RULES.md §5 "A block cannot be landed on by another colour, partners included." (EN
    004_923ef5c61110e5ef.txt:14 would otherwise send the partner home.)"""
    g = make("marbles", players=4, teams="partners", own_landing="block")
    g.setup({0: [10, 40, 41, 42], 2: [34, 34, Y, Y]}, turn=0)  # blue (partner) block on 14
    assert kinds(g.roll(4)) == ["rolled", "passed", "next"]
    assert g.pieces[2][:2] == [34, 34]


def test_block_passing_nobody() -> None:
    """DE 000_26953b72867d3672.txt:17 "eine Barriere, welche von keiner Figur übersprungen
    werden kann, auch nicht von den eigenen" — neither the owner nor an opponent passes."""
    g = make(own_landing="block").setup({0: [14, 14, 12, Y], 2: [30, Y, Y, Y]}, turn=0)
    g.roll(4)  # 12 + 4 passes the block on 14
    assert moves(g) == {(0, 18), (1, 18)}
    g = make(own_landing="block").setup({0: [14, 14, Y, Y], 2: [32, 10, Y, Y]}, turn=2)
    g.roll(4)  # blue 32 (square 12) would pass square 14
    assert moves(g) == {(1, 14)}


def test_block_passing_nobody_stops_the_owner_before_the_home() -> None:
    """DE 000_26953b72867d3672.txt:17 "auch nicht von den eigenen" — also on the way home."""
    g = make(own_landing="block").setup({0: [38, 38, 36, 10]}, turn=0)
    g.roll(5)  # 36 -> 41 passes the block on 38
    assert moves(g) == {(3, 15), (0, 43), (1, 43)}


def test_block_passing_opponents_cannot() -> None:
    """NO 003_55e0c9ce5411b445.txt:11 "danner disse brikkene en sperre for motspilleres
    brikker slik at de ikke kan passere" — the owner may pass its own block."""
    g = make("fia").setup({0: [14, 14, 12, Y]}, turn=0)
    g.roll(4)
    assert (2, 16) in moves(g)
    g = make("fia").setup({0: [14, 14, Y, Y], 2: [38, 10, Y, Y]}, turn=2)  # blue 38 = sq 12
    g.roll(4)
    assert moves(g) == {(1, 14)}


def test_block_passing_opponents_cannot_owner_passes_to_the_home() -> None:
    """NO 003_55e0c9ce5411b445.txt:11 "en sperre for motspilleres brikker" — not for the
    owner, also on the last squares before the lane."""
    g = make("fia").setup({0: [49, 49, 47, 10]}, turn=0)
    g.roll(5)  # 47 -> 52 passes the block on 49 into the lane
    assert (2, 52) in moves(g)


def test_block_pieces_move_on_one_at_a_time() -> None:
    """NO 003_55e0c9ce5411b445.txt:11 "Brikkene må flyttes videre enkeltvis." — a roll moves
    one piece of the block; the one left behind is a single piece again."""
    g = make("fia").setup({0: [14, 14, 56, 56], 2: [36, 56, 56, 56]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 17), (1, 17)}
    play(g, 0)
    assert g.pieces[0][:2] == [17, 14]
    g.roll(4)  # blue 36 (square 10) may now land on the single red piece on 14
    assert g.find_move(0, 40).captures == (RED1,)


def test_block_is_kept_until_the_player_must_move_it() -> None:
    """DE 000_26953b72867d3672.txt:18 "Die Barriere kann so lange aufrechterhalten werden, bis
    ein Zugzwang entsteht." """
    g = make(own_landing="block").setup({0: [14, 14, 30, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 17), (1, 17), (2, 33)}
    play(g, 2)
    assert g.pieces[0][:2] == [14, 14]
    g = make(own_landing="block").setup({0: [14, 14, 42, 43]}, turn=0)
    g.roll(3)  # the home pieces cannot move: the block must open
    assert moves(g) == {(0, 17), (1, 17)}


def test_block_passing_opponents_cannot_holds_a_partner_back() -> None:
    """NO 003_55e0c9ce5411b445.txt:11 "danner disse brikkene en sperre for motspilleres
    brikker slik at de ikke kan passere" — RULES.md §2 "only the owner" passes: a partner does
    not (EN 004_923ef5c61110e5ef.txt:14 "In Team play")."""
    g = make("fia", players=4, teams="partners")
    g.setup({0: [10, 56, 56, 56], 2: [40, 40, Y, Y]}, turn=0)  # blue 40 = square 14
    assert kinds(g.roll(6)) == ["rolled", "passed", "next"]
    g = make("fia", players=4, teams="partners")
    g.setup({0: [10, 56, 56, 56], 2: [40, 40, Y, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 13)}


def test_the_lane_is_private() -> None:
    """NO 003_55e0c9ce5411b445.txt:9 "Stripen inn mot mål er også frie, da ingen andre brikker
    kan bevege seg på de feltene." — a piece in its lane is off the shared track."""
    g = make("fia").setup({0: [52, 20, 56, 56], 2: [22, Y, Y, Y]}, turn=2)  # blue 22 = sq 48
    assert g.square_of(0, 52) == ("home", 1)
    for roll in (1, 2, 3, 4, 5, 6):
        assert all(m.captures == () for m in g.moves_for(2, roll))
    g.roll(4)
    play(g, 0)
    assert g.pieces[0][0] == 52


# -- safe_start ------------------------------------------------------------------------


def test_safe_start() -> None:
    """NO 003_55e0c9ce5411b445.txt:10 "Dette gjelder ikke hvis motspillerens brikke står på
    sitt frifelt" — RULES.md §5: another colour may land there; both stay."""
    g = make("fia").setup({0: [22, Y, Y, Y], 2: [0, Y, Y, Y]}, turn=0)  # blue's start: 26
    g.roll(4)
    [m] = g.legal_moves()
    assert m.captures == ()
    g.play(m)
    assert g.pieces[2][0] == 0 and g.pieces[0][0] == 26


def test_safe_start_off() -> None:
    """RULES.md §2 safe_start no: DE 000_26953b72867d3672.txt:5 applies on every square."""
    g = make("fia", safe_start=False, capture_at_turn_end=False)
    g.setup({0: [22, Y, Y, Y], 2: [0, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 0)
    assert g.pieces[2][0] == YARD


def test_safe_start_protects_only_on_the_own_start_square() -> None:
    """NO 003_55e0c9ce5411b445.txt:9 "Feltet utenfor startbåsen er frifelt for brikker av
    samme farge." — a red piece standing on blue's start square is not protected."""
    g = make("fia", players=4, capture_at_turn_end=False)
    g.setup({0: [26, Y, Y, Y], 1: [9, Y, Y, Y]}, turn=1)  # red on 26; yellow 9 = square 22
    g.roll(4)
    [m] = g.legal_moves()
    assert m.captures == (RED0,)


def test_safe_start_protects_a_partner_too() -> None:
    """NO 003_55e0c9ce5411b445.txt:10 "Dette gjelder ikke hvis motspillerens brikke står på
    sitt frifelt" — RULES.md §2 safe_start "a piece on its own start square cannot be
    captured" and §5 "another colour may still land on the protected piece; both stay" (§5
    counts partners as another colour); so EN 004_923ef5c61110e5ef.txt:14 "that team member’s
    marble must be sent back" does not reach a partner on its frifelt."""
    g = make("fia", players=4, teams="partners")
    g.setup({0: [22, 56, 56, 56], 2: [0, Y, Y, Y]}, turn=0)  # blue 0 = square 26
    g.roll(4)  # red's only move lands on blue, its partner, on blue's start square
    [m] = g.legal_moves()
    assert m.captures == ()
    assert "captured" not in kinds(g.play(m))
    assert g.pieces[2][0] == 0 and g.pieces[0][0] == 26


def test_block_on_a_square_another_colour_shares() -> None:
    """NO 003_55e0c9ce5411b445.txt:14 "Hvis det står 2 eller fler står på samme felt så er det
    sperre. Du kan ikke flytte forbi disse eller slå dem ut." — RULES.md §5 "A block is 2+
    pieces of one colour on a track square, whoever else stands there too": in fia, two red
    pieces on green's start square (39) beside green's own piece there; yellow 24 = square 37
    must not pass."""
    g = make("fia", players=4).setup(
        {0: [39, 39, 56, 56], 1: [24, 56, 56, 56], 3: [0, Y, Y, Y]}, turn=1
    )
    assert kinds(g.roll(4)) == ["rolled", "passed", "next"]  # 41 is beyond the block
    g = make("fia", players=4).setup(
        {0: [39, 39, 56, 56], 1: [24, 56, 56, 56], 3: [0, Y, Y, Y]}, turn=1
    )
    g.roll(2)  # onto the block itself: not allowed either
    assert g.legal_moves() == []
    g = make("fia", players=4).setup(
        {0: [39, 39, 56, 56], 1: [24, 56, 56, 56], 3: [0, Y, Y, Y]}, turn=1
    )
    g.roll(1)
    assert moves(g) == {(0, 25)}
