"""Team play and war (RULES.md §2 teams, war, war_rounds; §5)."""

from __future__ import annotations

from bot.engine import OUT, YARD, Outcome, PieceRef, Ruleset, Termination

from .conftest import Y, kinds, make, moves, play

# classic4 with 4 players: red 0 / blue 2 and yellow 1 / green 3 are partners.
# Blue progress p stands on square (20 + p) % 40, yellow on (10 + p) % 40.

# -- teams -----------------------------------------------------------------------------


def test_teams_partner_is_not_landed_on_when_another_move_exists() -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "if a player’s only option is to land on a space
    occupied by a fellow team member’s marble" — otherwise the partner is spared."""
    g = make("marbles", players=4, teams="partners")
    g.setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)  # blue 34 = square 14
    g.roll(4)
    assert moves(g) == {(1, 24)}


def test_teams_partner_sent_home_when_it_is_the_only_move() -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "that team member’s marble must be sent back to their
    Starting Base." """
    g = make("marbles", players=4, teams="partners")
    g.setup({0: [10, 40, 41, 42], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    [m] = g.legal_moves()
    assert m.partner and m.captures == (PieceRef(2, 0),)
    events = g.play(m)
    assert "captured" in kinds(events) and g.pieces[2][0] == YARD


def test_teams_opponents_are_captured_as_usual() -> None:
    """EN 004_923ef5c61110e5ef.txt:11 "If a player lands on a space occupied by any other
    player, the other player’s marble is removed" — yellow is no partner of red."""
    g = make("marbles", players=4, teams="partners")
    g.setup({0: [10, 20, Y, Y], 1: [4, Y, Y, Y]}, turn=0)  # yellow 4 = square 14
    g.roll(4)
    m = g.find_move(0, 14)
    assert not m.partner and m.captures == (PieceRef(1, 0),)


def test_teams_off_the_opposite_colour_is_an_opponent() -> None:
    """RULES.md §2 teams off: everyone plays alone; EN 004_923ef5c61110e5ef.txt:4 "If a player
    lands their marble on another player's marble, that marble is sent back"."""
    g = make("marbles", players=4).setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 14), (1, 24)}
    assert not g.find_move(0, 14).partner


def test_teams_a_team_wins_when_all_its_pieces_are_home() -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "In Team play"; NO 003_55e0c9ce5411b445.txt:13 'Vinneren er
    den første spilleren som får alle sine brikker i mål.' — RULES.md §2 teams: "a team wins when
    all its pieces are home"."""
    g = make(players=4, teams="partners", home_jump=True)
    g.setup({0: [39, 40, 41, 42], 2: [40, 41, 42, 43]}, turn=0)
    g.roll(4)
    events = play(g, 0)
    assert kinds(events)[-4:] == ["placed", "placed", "won", "won"]
    assert g.is_over and sorted(g.winners) == [0, 2]


def test_teams_one_partner_home_is_not_yet_a_win() -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "In Team play"; NO 003_55e0c9ce5411b445.txt:13 "som får alle
    sine brikker i mål" — RULES.md §2 teams: the team wins only with *all* its pieces home; the
    finished colour is skipped while its partner plays on."""
    g = make(players=4, teams="partners", three_tries=False)
    g.setup({0: [39, 41, 42, 43], 2: [10, Y, Y, Y]}, turn=0)
    g.roll(1)
    events = play(g, 0)
    assert kinds(events) == ["moved", "home", "finished", "next"]
    assert not g.is_over and g.places == []
    for expected in (1, 2, 3, 1):
        assert g.turn == expected
        g.roll(2)
        if g.legal_moves():
            g.play(g.legal_moves()[0])


def test_teams_on_six_colours_are_three_pairs() -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "In Team play" on NL 002_beca621f69ff352d.txt:3 "(in 6
    kleuren) voor ten hoogste 6 spelers" — RULES.md §2 "partners sit opposite": three teams;
    red's partner is the colour starting on square 30."""
    g = make(players=6, board="classic6", teams="partners")
    assert [g.partner_of(c) for c in range(6)] == [3, 4, 5, 0, 1, 2]
    g.setup({0: [26, 16, 60, 61], 3: [0, Y, Y, Y], 1: [10, Y, Y, Y]}, turn=0)
    g.roll(4)  # red 26 -> square 30 (partner): spared, red 16 -> square 20 (opponent): taken
    assert moves(g) == {(1, 20)}
    assert g.find_move(1, 20).captures == (PieceRef(1, 0),)
    g.setup({0: [26, 61, 62, 63], 3: [0, Y, Y, Y]}, turn=0)
    g.roll(4)
    [m] = g.legal_moves()
    assert m.partner and m.captures == (PieceRef(3, 0),)


# -- war -------------------------------------------------------------------------------


def test_war_captured_pieces_leave_the_game() -> None:
    """EN 004_923ef5c61110e5ef.txt:20 "In the war version of the game, ... When you land on
    another player's marble, it is removed from the board." """
    g = make("marbles", war=True).setup({0: [10, Y, Y, Y], 2: [34, 20, Y, Y]}, turn=0)
    g.roll(4)
    events = play(g, 0)
    captured = [e for e in events if e.kind == "captured"]
    assert captured and captured[0].to == OUT
    assert g.pieces[2][0] == OUT and not g.is_over


def test_war_own_pieces_leave_the_game_too() -> None:
    """EN 004_923ef5c61110e5ef.txt:20 "When you land on another player's marble, it is removed from
    the board."; NL 002_beca621f69ff352d.txt:13 "een eigen pion dan wel één van een der andere
    spelers" — RULES.md §5 "War: every piece captured by landing is out of the game, own pieces too"
    (with own_landing capture)."""
    g = make("marbles", war=True, own_landing="capture")
    g.setup({0: [10, 14, Y, Y], 2: [20, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 0, 14)
    assert g.pieces[0] == [14, OUT, Y, Y]


def test_war_pieces_never_enter_the_home() -> None:
    """RULES.md §2 war (reading): "pieces never enter the home" — EN
    004_923ef5c61110e5ef.txt:20 "the object is to be the only player with one or more marbles
    left on the board": they keep circling the track."""
    g = make("marbles", war=True).setup({0: [38, Y, Y, Y], 2: [5, Y, Y, Y]}, turn=0)
    g.roll(5)
    assert moves(g) == {(0, 3)}
    play(g, 0)
    assert g.square_of(0, g.pieces[0][0]) == ("track", 3)


def test_war_home_alternative_without_war() -> None:
    """The alternative to the war reading: without war the same roll goes into the home
    (EN 004_923ef5c61110e5ef.txt:12 "to bring a marble safely into the player’s Home")."""
    g = make("marbles").setup({0: [38, Y, Y, Y], 2: [5, Y, Y, Y]}, turn=0)
    g.roll(5)
    assert moves(g) == {(0, 43)}


def test_war_stack_goes_out_whole() -> None:
    """EN 004_923ef5c61110e5ef.txt:20 "When you land on another player's marble, it is removed
    from the board." with RULES.md §5 "an opponent landing on a stack captures the whole stack"
    (ludo's own_landing stack, without play_to_end)."""
    g = make("ludo", war=True, play_to_end=False)
    g.setup({0: [14, 14, Y, Y], 2: [36, Y, Y, Y]}, turn=2)  # blue 36 = square 10
    g.roll(4)
    assert kinds(play(g, 0)) == ["moved", "captured", "captured", "next"]
    assert g.pieces[0] == [OUT, OUT, Y, Y]


def test_war_partner_landed_on_goes_out() -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "that team member’s marble must be sent back to their
    Starting Base" meets :20 "it is removed from the board" — RULES.md §5 war "every piece
    captured by landing is out of the game, own pieces too": a partner too."""
    g = make("marbles", players=4, teams="partners", war=True)
    g.setup({0: [10, OUT, OUT, OUT], 2: [34, Y, Y, Y]}, turn=0)  # blue 34 = square 14
    g.roll(4)
    [m] = g.legal_moves()
    assert m.partner
    g.play(m)
    assert g.pieces[2] == [OUT, Y, Y, Y]


def test_war_alive_while_a_piece_waits_in_the_yard() -> None:
    """EN 004_923ef5c61110e5ef.txt:20 "the object is to be the only player with one or more marbles
    left on the board" — RULES.md §5 "a side is alive while any of its pieces is not out (the yard
    counts)"."""
    g = make("marbles", war=True).setup({0: [10, Y, Y, Y], 2: [34, OUT, OUT, Y]}, turn=0)
    g.roll(4)
    events = play(g, 0)
    assert "eliminated" not in kinds(events) and not g.is_over
    assert g.turn == 2


def test_war_last_side_standing_wins() -> None:
    """EN 004_923ef5c61110e5ef.txt:20 "the object is to be the only player with one or more
    marbles left on the board"."""
    g = make("marbles", war=True).setup({0: [10, Y, Y, Y], 2: [34, OUT, OUT, OUT]}, turn=0)
    g.roll(4)
    events = play(g, 0)
    assert kinds(events) == ["moved", "captured", "eliminated", "won"]
    assert g.is_over and g.winners == [0] and g.places == [[0], [1]]


def test_war_eliminated_sides_are_skipped_and_ranked_last_out_first() -> None:
    """RULES.md §5 war: the last side with pieces wins; the others rank by when they went out
    (EN 004_923ef5c61110e5ef.txt:19 "Last Player Standing")."""
    g = make("marbles", players=3, war=True)
    # 3 players on classic4: red 0, yellow 1, blue 2; yellow 4 = square 14, blue 30 = square 10
    g.setup({0: [10, OUT, OUT, OUT], 1: [4, OUT, OUT, OUT], 2: [30, OUT, OUT, OUT]}, turn=0)
    g.roll(4)
    events = play(g, 0)
    assert "eliminated" in kinds(events) and kinds(events)[-1] == "next"
    assert g.turn == 2  # yellow is out
    g.roll(4)
    play(g, 0)  # blue 34 = square 14: red's last piece
    assert g.is_over and g.places == [[2], [0], [1]]
    assert g.outcome == Outcome(Termination.LAST_SIDE_STANDING, ((2,), (0,), (1,)))


def test_war_round_limit_most_pieces_wins() -> None:
    """EN 004_923ef5c61110e5ef.txt:20 "the object is to be the only player with one or more marbles
    left on the board" — RULES.md §5 "at the round limit ... sides rank by pieces not out"."""
    g = make("marbles", war=True, war_rounds=10)
    g.setup({0: [Y, Y, OUT, OUT], 2: [Y, OUT, OUT, OUT]}, turn=0)
    rolls = 0
    while not g.is_over:
        g.roll(2)
        rolls += 1
    assert rolls == 20 and g.round == 11
    assert g.places == [[0], [1]] and g.winners == [0]
    assert g.outcome == Outcome(Termination.ROUND_LIMIT, ((0,), (1,)))


def test_war_round_limit_tie_is_a_shared_win() -> None:
    """EN 004_923ef5c61110e5ef.txt:20 "the object is to be the only player with one or more marbles
    left on the board" — RULES.md §5 "a tie at the top is a shared win"."""
    g = make("marbles", players=3, war=True, war_rounds=10)
    g.setup({0: [Y, Y, OUT, OUT], 1: [Y, OUT, OUT, OUT], 2: [Y, Y, OUT, OUT]}, turn=0)
    while not g.is_over:
        g.roll(2)
    assert g.places == [[0, 2], [1]] and g.winners == [0, 2]


def test_war_rounds_default() -> None:
    """EN 004_923ef5c61110e5ef.txt:19 'WAR aka "King of the Hill", aka "Last Player Standing"' —
    RULES.md §5 "at the round limit (200 rounds unless set otherwise)"."""
    assert Ruleset.preset("marbles", overrides={"war": True}).war_rounds == 200


def test_war_with_teams_a_side_lives_while_a_partner_does() -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "In Team play"; EN 004_923ef5c61110e5ef.txt:20 "the only
    player with one or more marbles left on the board" — RULES.md §5 "a side is alive while any of
    its pieces is not out" — with teams the side is the team."""
    g = make("marbles", players=4, war=True, teams="partners")
    g.setup({0: [10, Y, Y, Y], 1: [4, OUT, OUT, OUT], 3: [30, Y, Y, Y]}, turn=0)
    g.roll(4)
    events = play(g, 0)  # yellow's last piece goes out; green (its partner) lives on
    assert "eliminated" not in kinds(events) and not g.is_over


def test_war_round_limit_gives_every_side_the_same_number_of_turns() -> None:
    """EN 004_923ef5c61110e5ef.txt:1 "Players take turn rolling a dice" — RULES.md §5 "at the round
    limit (200 rounds unless set otherwise)": a round is one turn for every side, whoever began
    (here blue begins by seating)."""
    g = make("marbles", war=True, war_rounds=10, seating=[(2,), (0,)])
    g.setup({0: [Y, Y, OUT, OUT], 2: [Y, OUT, OUT, OUT]})
    assert g.turn == 2
    turns = {0: 0, 2: 0}
    while not g.is_over:
        turns[g.turn] += 1
        g.roll(2)
    assert turns == {0: 10, 2: 10}


def test_teams_capture_off_leaves_a_partner_standing() -> None:
    """EN 004_923ef5c61110e5ef.txt:14 "if a player’s only option is to land on a space occupied
    by a fellow team member’s marble, that team member’s marble must be sent back" read with
    RULES.md §5 "capture no holds for partners too: landing on a partner's piece leaves both
    standing, and that landing is offered like any other move" (4 players: yellow at 21 =
    square 31, its partner green at 3 = square 33, yellow rolls 2)."""
    g = make(players=4, teams="partners", capture=False)
    g.setup({1: [21, 5, Y, Y], 3: [3, Y, Y, Y]}, turn=1)
    g.roll(2)
    assert moves(g) == {(0, 23), (1, 7)}
    m = g.find_move(0, 23)
    assert m.captures == () and not m.partner
    assert "captured" not in kinds(g.play(m))
    assert g.pieces[1][0] == 23 and g.pieces[3][0] == 3
    g = make(players=4, teams="partners", capture=False)
    g.setup({1: [21, 40, 41, 42], 3: [3, Y, Y, Y]}, turn=1)
    g.roll(2)  # the only move: still no capture
    [m] = g.legal_moves()
    g.play(m)
    assert g.pieces[3][0] == 3
