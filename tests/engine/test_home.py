"""Reaching the home: exact rolls, overshoot, jumping and moving inside the home, the goal
(RULES.md §2 exact_home, overshoot, home_jump, home_moves; §5)."""

from __future__ import annotations

from bot.engine import Event

from .conftest import Y, kinds, make, moves, play

# classic4 home slots: progress 40..43. cross4: lane 51..55, goal 56.


def piece_moves(events: list[Event], piece: int) -> list[Event]:
    return [e for e in events if e.kind == "moved" and e.piece == piece]


# -- exact_home ------------------------------------------------------------------------


def test_exact_home_slots() -> None:
    """EN 004_923ef5c61110e5ef.txt:12 "a player must roll the exact number corresponding to an
    empty, available space" — 38 + 6 = 44 is past the last slot (43)."""
    g = make(three_tries=False).setup({0: [38, 10, Y, Y]}, turn=0)
    g.roll(5)
    assert moves(g) == {(0, 43), (1, 15)}
    g = make(three_tries=False, forced_entry="never").setup({0: [38, 10, Y, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(2, 0), (1, 16)}


def test_exact_home_goal() -> None:
    """ES 001_268fa762d22a4b42.txt:1 "para llegar a la casilla de meta se requiere una tirada
    precisa del jugador"; NO 003_55e0c9ce5411b445.txt:12 "Eksakt kast kreves for å få en
    brikke i mål." """
    g = make("ludo").setup({0: [53, 20, 56, 56]}, turn=0)
    g.roll(4)
    assert moves(g) == {(1, 24)}
    g = make("ludo").setup({0: [53, 20, 56, 56]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 56), (1, 23)}


def test_exact_home_wait_on_the_path() -> None:
    """EN 004_923ef5c61110e5ef.txt:13 "If a player cannot enter Home on an exact roll, and the
    player has no other legal moves, then the player must wait on the path until the player’s
    next turn." """
    g = make("marbles").setup({0: [38, 40, 41, 42]}, turn=0)
    assert kinds(g.roll(4)) == ["rolled", "passed", "next"]
    assert g.pieces[0][0] == 38


def test_last_piece_before_the_home_and_a_six() -> None:
    """DE 000_26953b72867d3672.txt:9 "Wenn man mit seiner letzten Figur vor seinem Haus steht
    und eine Sechs würfelt, kann man nicht fahren und somit gilt der Zug als beendet." """
    g = make().setup({0: [39, 40, 41, 42]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "next"]


def test_exact_home_off_stops_on_the_deepest_free_square() -> None:
    """The alternative to EN 004_923ef5c61110e5ef.txt:12 "a player must roll the exact number
    corresponding to an empty, available space" — RULES.md §5 "exact_home no: a roll past the last
    home square stops on the deepest free home square the piece can reach"."""
    g = make(exact_home=False).setup({0: [39, 43, 10, Y]}, turn=0)
    g.roll(5)  # 44 is past 43; 43 is taken, 42 is the deepest free square
    assert moves(g) == {(0, 42), (2, 15)}
    g = make(exact_home=False).setup({0: [39, 10, 20, 30]}, turn=0)
    g.roll(6)
    assert (0, 43) in moves(g)


def test_exact_home_off_cannot_jump_to_reach_deeper() -> None:
    """RULES.md §5 exact_home no: "the deepest free home square the piece can *reach*" — with
    DE 000_26953b72867d3672.txt:14 "Ein Überspringen im farbigen Zielfeldbereich ist
    grundsätzlich nicht erlaubt" the piece on 41 stops it on 40; with home_jump it goes to 43."""
    g = make(exact_home=False).setup({0: [38, 41, 10, 20]}, turn=0)
    g.roll(6)
    assert (0, 40) in moves(g) and (0, 43) not in moves(g)
    g = make(exact_home=False, home_jump=True).setup({0: [38, 41, 10, 20]}, turn=0)
    g.roll(6)
    assert (0, 43) in moves(g)


def test_exact_home_off_goal() -> None:
    """The alternative to NO 003_55e0c9ce5411b445.txt:12 'Eksakt kast kreves for å få en brikke i
    mål.' — RULES.md §2 exact_home no on the cross board: past the goal means the goal."""
    g = make("ludo", exact_home=False).setup({0: [53, 20, 56, 56]}, turn=0)
    g.roll(6)
    assert (0, 56) in moves(g)


# -- overshoot -------------------------------------------------------------------------


def test_overshoot_forbidden() -> None:
    """EN 004_923ef5c61110e5ef.txt:13 "If a player cannot enter Home on an exact roll, and the
    player has no other legal moves, then the player must wait on the path" — RULES.md §2 overshoot
    forbidden (DE, ES, NO, EN: exact roll): a roll past the last slot is no move for that piece."""
    g = make("mejn", overshoot="forbidden").setup({0: [39, 10, 20, 30]}, turn=0)
    g.roll(6)
    assert moves(g) == {(1, 16), (2, 26), (3, 36)}


def test_overshoot_bounce() -> None:
    """NL 002_beca621f69ff352d.txt:17 "zelfs niet na eventueel terugtellen via cirkeltje d" —
    39 + 6: 40, 41, 42, 43 (d), back 42, 41."""
    g = make("mejn").setup({0: [39, 10, 20, 30]}, turn=0)
    g.roll(6)
    assert moves(g) == {(0, 41), (1, 16), (2, 26), (3, 36)}
    events = play(g, 0)
    assert "home" in kinds(events) and g.pieces[0][0] == 41


def test_overshoot_bounce_must_land_on_a_free_square() -> None:
    """NL 002_beca621f69ff352d.txt:17 "dat een pion niet op een der eindpuntcirkeltjes vrij
    kan belanden, zelfs niet na eventueel terugtellen via cirkeltje d, dan moet men zijn
    volgende beurt afwachten"."""
    g = make("mejn").setup({0: [39, 41, 42, 43]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "next"]


def test_overshoot_bounce_only_inside_the_home() -> None:
    """NL 002_beca621f69ff352d.txt:17 "zelfs niet na eventueel terugtellen via cirkeltje d, dan moet
    men zijn volgende beurt afwachten" — RULES.md §5 "overshoot bounce counts back inside the home
    only": 41 + 6 = 47 would count back to 39, on the track, so it is no move."""
    g = make("mejn").setup({0: [41, 10, 20, 30]}, turn=0)
    g.roll(6)
    assert all(m.piece != 0 for m in g.legal_moves())


def test_bounce_ending_where_it_started_is_no_move() -> None:
    """NL 002_beca621f69ff352d.txt:17 "dan moet men zijn volgende beurt afwachten en het opnieuw
    proberen" — RULES.md §5 "a bounce that ends where the piece started is no move": 41 + 4 = 45
    counts back to 41."""
    g = make("mejn").setup({0: [41, 10, 20, 30]}, turn=0)
    g.roll(4)
    assert moves(g) == {(1, 14), (2, 24), (3, 34)}


def test_overshoot_bounce_without_home_jump() -> None:
    """DE 000_26953b72867d3672.txt:14 "Ein Überspringen im farbigen Zielfeldbereich ist
    grundsätzlich nicht erlaubt" with NL bounce: a bounce may not pass a home piece."""
    g = make(overshoot="bounce").setup({0: [39, 42, 10, 20]}, turn=0)
    g.roll(6)  # 40, 41, 42 (taken) ...
    assert moves(g) == {(2, 16), (3, 26)}
    g = make(overshoot="bounce", home_jump=True).setup({0: [39, 42, 10, 20]}, turn=0)
    g.roll(6)
    assert (0, 41) in moves(g)


def test_overshoot_bounce_on_the_lane() -> None:
    """NL 002_beca621f69ff352d.txt:17 "terugtellen via cirkeltje d" on ES 001_268fa762d22a4b42.txt:1
    "por la columna hasta la casilla de meta" — RULES.md §3 "overshoot bounce on a lane + goal home
    is allowed (count back along the lane)": 53 + 5 = 58 is two past the goal (56), back to 54."""
    g = make("ludo", overshoot="bounce").setup({0: [53, 20, 56, 56]}, turn=0)
    g.roll(5)
    assert moves(g) == {(0, 54), (1, 25)}
    g = make("ludo", overshoot="bounce").setup({0: [54, 20, 56, 56]}, turn=0)
    g.roll(4)  # 58 -> back to 54, where it started
    assert moves(g) == {(1, 24)}


# -- home_jump -------------------------------------------------------------------------


def test_home_jump_no() -> None:
    """DE 000_26953b72867d3672.txt:14 "Ein Überspringen im farbigen Zielfeldbereich ist
    grundsätzlich nicht erlaubt." """
    g = make().setup({0: [38, 41, 10, Y]}, turn=0)
    g.roll(5)  # 43 would jump the piece on 41
    assert moves(g) == {(2, 15)}
    g = make().setup({0: [40, 41, 10, Y]}, turn=0)
    g.roll(2)  # inside the home, too: 40 -> 42 would jump 41
    assert moves(g) == {(1, 43), (2, 12)}


def test_home_jump_yes() -> None:
    """The alternative to DE 000_26953b72867d3672.txt:14 'Ein Überspringen im farbigen
    Zielfeldbereich ist grundsätzlich nicht erlaubt.' (an optional rule, DE
    000_26953b72867d3672.txt:11 "Optionale Regeln") — RULES.md §2 home_jump yes (mejn, ludo, fia,
    marbles): a piece may jump over a piece already in the home."""
    g = make(home_jump=True).setup({0: [38, 41, 10, Y]}, turn=0)
    g.roll(5)
    assert moves(g) == {(0, 43), (2, 15)}
    g = make(home_jump=True).setup({0: [40, 41, 10, Y]}, turn=0)
    g.roll(2)
    assert moves(g) == {(0, 42), (1, 43), (2, 12)}


def test_home_jump_on_the_lane() -> None:
    """DE 000_26953b72867d3672.txt:14 "Ein Überspringen im farbigen Zielfeldbereich ist
    grundsätzlich nicht erlaubt" on a lane; fia allows it (home_jump yes)."""
    g = make("fia", home_jump=False).setup({0: [51, 53, 20, 56]}, turn=0)
    g.roll(5)  # 51 -> 56 passes 53
    assert moves(g) == {(2, 25)}
    g = make("fia").setup({0: [51, 53, 20, 56]}, turn=0)
    g.roll(5)
    assert (0, 56) in moves(g)


# -- home_moves ------------------------------------------------------------------------


def test_home_moves_yes() -> None:
    """EN 004_923ef5c61110e5ef.txt:18 "Can I move a marble already in my Home to another
    available spot in my Home? Yes." """
    g = make("marbles").setup({0: [40, 10, Y, Y]}, turn=0)
    g.roll(2)
    assert moves(g) == {(0, 42), (1, 12)}
    play(g, 0)
    assert g.pieces[0][0] == 42


def test_home_moves_no() -> None:
    """The alternative to EN 004_923ef5c61110e5ef.txt:18 'Can I move a marble already in my Home to
    another available spot in my Home? Yes.' — RULES.md §2 home_moves no: a piece in the home stays
    where it is."""
    g = make("marbles", home_moves=False).setup({0: [40, 10, Y, Y]}, turn=0)
    g.roll(2)
    assert moves(g) == {(1, 12)}


def test_home_moves_no_does_not_stop_the_lane() -> None:
    """RULES.md §3 refuses home_moves no only "on a slots home": on the cross board a piece in
    the lane still walks on to the goal (ES 001_268fa762d22a4b42.txt:1 "continúa la carrera
    con las fichas por la columna hasta la casilla de meta")."""
    g = make("ludo", home_moves=False).setup({0: [52, 20, 56, 56]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 56), (1, 24)}


# -- one piece per home square; the goal holds any number --------------------------------


def test_home_slot_holds_one_piece() -> None:
    """NL 002_beca621f69ff352d.txt:17 "men dient nu zo te gooien dat op elk cirkeltje één pion
    komt te staan"; RULES.md §5 "Home squares ... hold one piece each"."""
    g = make(home_jump=True).setup({0: [38, 41, 10, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(2, 13)}


def test_lane_square_holds_one_goal_holds_any() -> None:
    """RULES.md §5 "only the cross4 goal holds any number" (ES 001_268fa762d22a4b42.txt:1 "El
    primero en llevar todas sus fichas a la meta gana")."""
    g = make("ludo").setup({0: [56, 56, 52, 50]}, turn=0)
    g.roll(4)
    assert moves(g) == {(2, 56), (3, 54)}
    g = make("ludo").setup({0: [56, 56, 52, 50]}, turn=0)
    g.roll(2)  # 50 + 2 = 52 is taken in the lane
    assert moves(g) == {(2, 54)}


# -- the end of a colour ---------------------------------------------------------------


def test_last_piece_home_ends_the_turn_without_bonus() -> None:
    """ES 001_268fa762d22a4b42.txt:1 "El primero en llevar todas sus fichas a la meta gana la
    partida. Los demás jugadores suelen continuar la partida" — RULES.md §5 "A colour that gets its
    last piece home ends its turn at once (no bonus roll)." — with play_to_end the next colour
    rolls."""
    g = make("ludo", players=3).setup({0: [50, 56, 56, 56]}, turn=0)
    g.roll(6)
    events = play(g, 0)
    assert kinds(events) == ["moved", "home", "finished", "placed", "next"]
    assert g.turn == 1 and not g.is_over


def test_first_colour_home_wins() -> None:
    """NO 003_55e0c9ce5411b445.txt:13 "Vinneren er den første spilleren som får alle sine
    brikker i mål." """
    g = make(players=3).setup({0: [34, 41, 42, 43]}, turn=0)
    g.roll(6)
    events = play(g, 0)
    assert "bonus" not in kinds(events) and kinds(events)[-1] == "won"
    assert g.is_over and g.winners == [0]


def test_marbles_home_jump_reading_and_alternative() -> None:
    """EN 004_923ef5c61110e5ef.txt:12 "a player must roll the exact number corresponding to an
    empty, available space" — RULES.md §3 marbles home_jump yes **(reading)**: any empty
    space counts; the alternative (home_jump no) makes spaces behind a marble unavailable."""
    g = make("marbles").setup({0: [38, 41, 10, Y]}, turn=0)
    g.roll(5)
    assert moves(g) == {(0, 43), (2, 15)}
    g = make("marbles", home_jump=False).setup({0: [38, 41, 10, Y]}, turn=0)
    g.roll(5)
    assert moves(g) == {(2, 15)}


def test_reaching_home_on_the_cross_board_means_the_goal() -> None:
    """ES 001_268fa762d22a4b42.txt:1 "para llegar a la casilla de meta se requiere una tirada
    precisa" — on the cross board home is the goal (RULES.md §1 "the lane (51–55) and the goal
    (56)"): walking into or along the lane is no arrival; only the goal is."""
    g = make("ludo").setup({0: [48, 53, 10, Y]}, turn=0)
    g.roll(4)
    into_lane = g.find_move(0, 52)
    assert not into_lane.reaches_home
    assert "home" not in kinds(g.play(into_lane))
    g = make("ludo").setup({0: [52, 10, 20, Y]}, turn=0)
    g.roll(2)
    along_lane = g.find_move(0, 54)
    assert not along_lane.reaches_home and "home" not in kinds(g.play(along_lane))
    g = make("ludo").setup({0: [52, 10, 20, Y]}, turn=0)
    g.roll(4)
    to_goal = g.find_move(0, 56)
    assert to_goal.reaches_home and "home" in kinds(g.play(to_goal))


def test_moves_inside_the_slots_are_no_arrival() -> None:
    """DE 000_26953b72867d3672.txt:1 "Ziel des Spiels ist es, alle vier eigenen Figuren ins
    Haus zu bringen" — arriving in a slot from the track reaches home; moving on inside the
    home (EN FAQ home_moves) or bouncing back there (NL 002_beca621f69ff352d.txt:17
    "terugtellen via cirkeltje d") is no new arrival."""
    g = make("mejn").setup({0: [38, 42, 10, 20]}, turn=0)
    g.roll(2)
    assert g.find_move(0, 40).reaches_home
    g = make("mejn").setup({0: [41, 10, 20, 30]}, turn=0)
    g.roll(3)  # 41 + 3: 42, 43 (d), back to 42
    bounce = g.find_move(0, 42)
    assert not bounce.reaches_home and "home" not in kinds(g.play(bounce))
    g = make().setup({0: [40, 10, 20, Y]}, turn=0)
    g.roll(2)
    inside = g.find_move(0, 42)
    assert not inside.reaches_home and "home" not in kinds(g.play(inside))
