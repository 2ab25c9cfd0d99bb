"""Turns: extra rolls for sixes, the third six, passing, who begins, playing to the end
(RULES.md §2 six_again, six_again_without_move, max_sixes, must_move, turn_order,
play_to_end; §4; §5)."""

from __future__ import annotations

from bot.engine import ORDER, PASS, ROLL

from .conftest import Y, kinds, make, moves, play

# -- six_again -------------------------------------------------------------------------


def test_six_again() -> None:
    """NO 003_55e0c9ce5411b445.txt:8 "Når en spiller kaster 6 og har gjort sitt trekk, så får
    han et nytt kast og kan gjøre et trekk til."; ES 001_268fa762d22a4b42.txt:2 "Sacar un 6 le
    otorga una tirada adicional"; EN 004_923ef5c61110e5ef.txt:5."""
    g = make().setup({0: [10, 40, 41, 42]}, turn=0)
    g.roll(6)
    assert kinds(play(g, 0)) == ["moved", "bonus"]
    assert g.turn == 0 and g.phase == ROLL
    g.roll(2)
    assert kinds(play(g, 0)) == ["moved", "next"]
    assert g.turn == 2


def test_six_again_off() -> None:
    """The alternative to NO 003_55e0c9ce5411b445.txt:8 "Når en spiller kaster 6 og har gjort sitt
    trekk, så får han et nytt kast" — RULES.md §2 six_again no: a 6 is an ordinary roll."""
    g = make(six_again=False).setup({0: [10, 40, 41, 42]}, turn=0)
    g.roll(6)
    assert kinds(play(g, 0)) == ["moved", "next"]


# -- six_again_without_move ------------------------------------------------------------


def test_six_again_without_move_yes() -> None:
    """EN 004_923ef5c61110e5ef.txt:17 "You pass the dice and your turn ends (unless you rolled
    a 6, in which case you are allowed an additional roll)." """
    g = make("marbles").setup({0: [38, 40, 41, 42]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "bonus"]
    assert g.turn == 0 and g.phase == ROLL
    assert kinds(g.roll(4)) == ["rolled", "passed", "next"]  # 42 is taken


def test_six_again_without_move_no() -> None:
    """DE 000_26953b72867d3672.txt:9 "kann man nicht fahren und somit gilt der Zug als
    beendet"."""
    g = make().setup({0: [38, 40, 41, 42]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "next"]
    g = make("marbles", six_again_without_move=False).setup({0: [38, 40, 41, 42]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "next"]


# -- max_sixes -------------------------------------------------------------------------


def test_max_sixes_three() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "Si la tercera tirada también es un 6, el jugador no puede
    mover ninguna ficha y el turno pasa inmediatamente al siguiente jugador." """
    g = make("ludo").setup({0: [10, 20, Y, Y]}, turn=0)
    for _ in range(2):
        g.roll(6)
        assert kinds(play(g, 0)) == ["moved", "bonus"]
    before = [list(p) for p in g.pieces]
    assert kinds(g.roll(6)) == ["rolled", "third_six", "next"]
    assert g.pieces == before and g.turn == 2 and g.legal_moves() == []


def test_max_sixes_off() -> None:
    """The alternative to ES 001_268fa762d22a4b42.txt:2 "Si la tercera tirada también es un 6, el
    jugador no puede mover ninguna ficha" — RULES.md §2 max_sixes 0 (the default; DE, NL, NO, EN
    know no limit): a third 6 is played and gives another roll."""
    g = make("ludo", max_sixes=0).setup({0: [10, 20, Y, Y]}, turn=0)
    for _ in range(3):
        g.roll(6)
        assert kinds(play(g, 0)) == ["moved", "bonus"]
    assert g.pieces[0][0] == 28


def test_max_sixes_counts_unusable_sixes() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "Si la tercera tirada también es un 6, el jugador no puede
    mover ninguna ficha y el turno pasa inmediatamente al siguiente jugador." — RULES.md §5
    "max_sixes counts every 6 in a row in the turn, unusable ones included; the third ends the turn
    at once"."""
    g = make("ludo", six_again_without_move=True).setup({0: [48, 53, 54, 55]}, turn=0)
    assert kinds(g.roll(6)) == ["rolled", "passed", "bonus"]
    assert kinds(g.roll(6)) == ["rolled", "passed", "bonus"]
    assert kinds(g.roll(6)) == ["rolled", "third_six", "next"]


def test_max_sixes_mixed_usable_and_unusable() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "Si la tercera tirada también es un 6" — RULES.md §5 max_sixes:
    a used 6, an unusable 6, then the third 6 ends the turn."""
    g = make("ludo", six_again_without_move=True).setup({0: [42, 53, 54, 55]}, turn=0)
    g.roll(6)
    play(g, 0, 48)
    assert kinds(g.roll(6)) == ["rolled", "passed", "bonus"]  # 48 + 6 = 54 is taken
    assert kinds(g.roll(6)) == ["rolled", "third_six", "next"]


def test_max_sixes_count_restarts_each_turn() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "Si la tirada adicional vuelve a ser un 6" — the count is
    of sixes in a row within one turn."""
    g = make("ludo").setup({0: [10, 20, Y, Y], 2: [10, 20, Y, Y]}, turn=0)
    g.roll(6)
    play(g, 0)
    g.roll(6)
    play(g, 0)
    g.roll(2)
    play(g, 0)
    assert g.turn == 2
    g.roll(6)
    assert g.legal_moves()


# -- must_move -------------------------------------------------------------------------


def test_must_move_yes() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "Los jugadores siempre deben mover una ficha según el
    valor del dado"; EN 004_923ef5c61110e5ef.txt:9 "A player must move one of their marbles,
    if possible." — no pass is offered."""
    g = make().setup({0: [10, 40, 41, 42]}, turn=0)
    g.roll(2)
    assert g.legal_moves() and all(not m.is_pass for m in g.legal_moves())


def test_must_move_no_offers_a_pass() -> None:
    """The alternative to ES 001_268fa762d22a4b42.txt:2 "Los jugadores siempre deben mover una ficha
    según el valor del dado" — RULES.md §2 must_move no: a PASS move is offered beside the real
    moves."""
    g = make(must_move=False).setup({0: [10, 40, 41, 42]}, turn=0)
    g.roll(2)
    assert g.legal_moves()[-1] == PASS and moves(g) == {(0, 12), (PASS.piece, 0)}
    events = g.play(PASS)
    assert kinds(events) == ["passed", "next"]
    assert g.pieces[0][0] == 10 and g.turn == 2


def test_no_legal_move_passes() -> None:
    """ES 001_268fa762d22a4b42.txt:2 "si no es posible mover, pasan su turno al siguiente";
    EN 004_923ef5c61110e5ef.txt:17 "You pass the dice and your turn ends" — with or without
    must_move, no PASS button alone is offered."""
    for must in (True, False):
        g = make(must_move=must).setup({0: [38, 40, 41, 42]}, turn=0)
        assert kinds(g.roll(5)) == ["rolled", "passed", "next"]
        assert g.turn == 2


def test_a_roll_is_never_split() -> None:
    """DE 000_26953b72867d3672.txt:8 "Ein Würfelwurf darf allerdings nicht auf mehrere Figuren
    aufgeteilt werden."; EN 004_923ef5c61110e5ef.txt:6 "One roll may NOT be split among
    multiple marbles" — one move uses the whole roll, then the roll is gone."""
    g = make().setup({0: [10, 20, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 14), (1, 24)}  # no partial steps such as (0, 12)
    play(g, 0)
    assert g.turn == 2 and g.current_roll == 0 and g.legal_moves() == []


def test_any_piece_may_move() -> None:
    """EN 004_923ef5c61110e5ef.txt:7 "A player can move any of their marbles. They do not
    have to move the forward marble."; DE 000_26953b72867d3672.txt:8 "kann er frei
    entscheiden, mit welcher er ziehen möchte"."""
    g = make().setup({0: [10, 20, 30, 40]}, turn=0)
    g.roll(1)
    assert moves(g) == {(0, 11), (1, 21), (2, 31), (3, 41)}


# -- turn_order ------------------------------------------------------------------------


def test_turn_order_highest_roll() -> None:
    """NL 002_beca621f69ff352d.txt:9 "daarna werpt iedere speler één keer met de dobbelsteen.
    Wie de meeste ogen werpt, mag beginnen." """
    g = make(players=4, turn_order="highest_roll")
    assert g.phase == ORDER
    rollers = []
    for value in (3, 5, 2, 1):
        rollers.append(g.seat_to_act)
        events = g.roll(value)
    assert rollers == [0, 1, 2, 3]
    assert kinds(events) == ["order_roll", "begins"]
    assert g.phase == ROLL and g.seat_to_act == 1 and g.turn == 1


def test_turn_order_highest_roll_ties_roll_again() -> None:
    """NL 002_beca621f69ff352d.txt:9 "Wie de meeste ogen werpt, mag beginnen." — RULES.md §2
    "ties roll again" (only those tied at the top)."""
    g = make(players=3, turn_order="highest_roll")
    for value in (5, 2, 5):
        assert kinds(g.roll(value)) == ["order_roll"]
    assert g.phase == ORDER and g.seat_to_act == 0
    g.roll(3)
    assert g.seat_to_act == 2  # seat 1 is out of the tie-break
    events = g.roll(4)
    assert kinds(events) == ["order_roll", "begins"] and g.seat_to_act == 2
    assert g.phase == ROLL


def test_turn_order_highest_roll_then_clockwise() -> None:
    """NL 002_beca621f69ff352d.txt:9 "Vervolgens werpen en zetten, ieder op hun beurt, de
    overige spelers." """
    g = make(players=3, turn_order="highest_roll", three_tries=False)
    for value in (1, 6, 2):
        g.roll(value)
    assert g.seat_to_act == 1
    g.roll(3)
    assert g.seat_to_act == 2
    g.roll(3)
    assert g.seat_to_act == 0


def test_turn_order_fixed_colours() -> None:
    """NO 003_55e0c9ce5411b445.txt:4 "Den som har de røde brikkene begynner , deretter de gule
    , de blå og til slutt de grønne." — whatever the seating."""
    g = make("fia", players=4, seating=[(2,), (3,), (1,), (0,)], turn_order="fixed_colours")
    assert g.board.colours == ("red", "yellow", "blue", "green")
    assert g.phase == ROLL and g.turn == 0
    order = [g.turn]
    for _ in range(4):
        for _ in range(3):  # three tries each
            g.roll(2)
        order.append(g.turn)
    assert order == [0, 1, 2, 3, 0]


def test_turn_order_seating() -> None:
    """NL 002_beca621f69ff352d.txt:9 "Vervolgens werpen en zetten, ieder op hun beurt, de overige
    spelers." — the alternative to NO 003_55e0c9ce5411b445.txt:4 "Den som har de røde brikkene
    begynner" — RULES.md §2 turn_order seating: the first player to join begins."""
    g = make(players=3, seating=[(2,), (0,), (1,)], three_tries=False)
    assert g.phase == ROLL and g.turn == 2 and g.seat_to_act == 0
    g = make("ludo", players=4)
    assert g.phase == ROLL and g.seat_to_act == 0


def test_turn_order_highest_roll_one_roll_per_seat() -> None:
    """NL 002_beca621f69ff352d.txt:9 "daarna werpt iedere speler één keer met de dobbelsteen"
    — a player, not a colour, rolls for the order; the winner's first colour begins."""
    g = make(players=2, seating=[(0, 2), (1, 3)], turn_order="highest_roll")
    assert g.phase == ORDER and g.seat_to_act == 0
    assert kinds(g.roll(3)) == ["order_roll"] and g.seat_to_act == 1
    assert kinds(g.roll(5)) == ["order_roll", "begins"]
    assert g.phase == ROLL and g.turn == 1


# -- two colours for one player ------------------------------------------------------


def test_two_colours_for_one_player() -> None:
    """NL 002_beca621f69ff352d.txt:7 "Wanneer er minder dan 4 resp. 6 spelers zijn, nemen één
    of meer spelers 2 kleuren voor hun rekening." — the colours take turns clockwise; reading
    tested: the player wins when both colours are home."""
    g = make(players=2, seating=[(0, 2), (1, 3)], three_tries=False)
    assert (g.seat_of(0), g.seat_of(1), g.seat_of(2), g.seat_of(3)) == (0, 1, 0, 1)
    order = []
    for _ in range(5):
        order.append(g.turn)
        g.roll(2)
    assert order == [0, 1, 2, 3, 0]
    g.setup({0: [39, 41, 42, 43], 2: [10, Y, Y, Y]}, turn=0)
    g.roll(1)
    assert kinds(play(g, 0)) == ["moved", "home", "finished", "next"]
    assert not g.is_over and g.turn == 1
    g.setup({2: [39, 41, 42, 43]}, turn=2)
    g.roll(1)
    assert kinds(play(g, 0))[-2:] == ["placed", "won"]
    assert g.winners == [0]


# -- play_to_end -----------------------------------------------------------------------


def test_play_to_end_yes() -> None:
    """ES 001_268fa762d22a4b42.txt:1 "Los demás jugadores suelen continuar la partida para
    determinar el segundo, tercer y cuarto puesto." """
    g = make("ludo", players=3).setup({0: [55, 56, 56, 56], 1: [55, 56, 56, 56]}, turn=0)
    g.roll(1)
    events = play(g, 0)
    assert kinds(events) == ["moved", "home", "finished", "placed", "next"]
    assert not g.is_over and g.places == [[0]] and g.turn == 1
    g.roll(1)
    events = play(g, 0)
    assert kinds(events)[-3:] == ["placed", "placed", "won"]
    assert g.is_over and g.places == [[0], [1], [2]] and g.winners == [0]


def test_play_to_end_skips_finished_colours() -> None:
    """ES 001_268fa762d22a4b42.txt:1 "Los demás jugadores suelen continuar la partida" — only
    the others go on."""
    g = make("ludo", players=3, three_tries=False)
    g.setup({0: [55, 56, 56, 56], 1: [10, Y, Y, Y], 2: [10, Y, Y, Y]}, turn=0)
    g.roll(1)
    play(g, 0)
    seen = []
    for _ in range(4):
        seen.append(g.turn)
        g.roll(1)
        play(g, 0)
    assert seen == [1, 2, 1, 2]


def test_play_to_end_no() -> None:
    """ES 001_268fa762d22a4b42.txt:1 "El primero en llevar todas sus fichas a la meta gana la
    partida." — without play_to_end the game ends there."""
    g = make("ludo", players=3, play_to_end=False).setup({0: [55, 56, 56, 56]}, turn=0)
    g.roll(1)
    events = play(g, 0)
    assert kinds(events) == ["moved", "home", "finished", "placed", "won"]
    assert g.is_over and g.winners == [0] and g.seat_to_act is None


def test_play_to_end_with_two_players() -> None:
    """ES 001_268fa762d22a4b42.txt:1 "para determinar el segundo ... puesto" — with two
    players the second place is decided at once."""
    g = make("ludo").setup({0: [55, 56, 56, 56]}, turn=0)
    g.roll(1)
    events = play(g, 0)
    assert kinds(events) == ["moved", "home", "finished", "placed", "placed", "won"]
    assert g.is_over and g.places == [[0], [1]]
