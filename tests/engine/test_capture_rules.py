"""Forced capture (strict and huff), the extra lap, captures at the end of the turn, and the
order of the obligations (RULES.md §2 forced_capture, capture_extra_lap,
capture_at_turn_end; §5)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import OUT, YARD, Game, IllegalAction, PieceRef

from .conftest import Y, frozen, kinds, make, moves, play

# classic4: blue (colour 2) progress p stands on square (20 + p) % 40.
# cross4: blue progress p stands on square (26 + p) % 52.

BLUE0 = PieceRef(2, 0)


def huff_game(players: int = 2, **overrides: Any) -> Game:
    """Red can capture blue on square 14 with a 4 (piece 0) or go elsewhere (piece 1)."""
    g = make(players=players, forced_capture="huff", **overrides)
    return g.setup({0: [10, 20, 40, 41], 2: [34, Y, Y, Y]}, turn=0)


# -- forced_capture --------------------------------------------------------------------


def test_forced_capture_off() -> None:
    """DE 000_26953b72867d3672.txt:8 "Hat ein Spieler mehrere Spielfiguren im Umlauf, kann er frei
    entscheiden, mit welcher er ziehen möchte." — RULES.md §2 forced_capture off (the default):
    capturing is a choice."""
    g = make().setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 14), (1, 24)}
    play(g, 1)
    assert g.huff_window is None and g.huff_seats() == []


def test_forced_capture_strict() -> None:
    """DE 000_26953b72867d3672.txt:15 "Wer mit einer gewürfelten Zahl eine gegnerische Figur
    schlagen kann, muss dies tun („Schlagzwang“)." — strict: only capturing moves."""
    g = make(forced_capture="strict").setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 14)}


def test_forced_capture_strict_without_a_capture() -> None:
    """DE 000_26953b72867d3672.txt:15 "Wer ... schlagen kann" — no capture possible, every
    move is allowed."""
    g = make(forced_capture="strict").setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 13), (1, 23)}


def test_forced_capture_counts_opponents_only() -> None:
    """RULES.md §5 "forced_capture counts captures of opponents only": with own_landing
    capture (NL 002_beca621f69ff352d.txt:13 "een eigen pion ... moet ... worden geslagen")
    hitting an own piece is no obligation."""
    g = make("mejn", forced_capture="strict").setup({0: [10, 14, 20, 30]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 14), (1, 18), (2, 24), (3, 34)}


def test_forced_capture_huff_offers_every_move() -> None:
    """DE 000_26953b72867d3672.txt:15 "Übersieht er das und zieht eine andere eigene Figur,
    dürfen die Gegner eine Figur des Spielers „pusten“" — huff: any move is allowed."""
    g = huff_game()
    g.roll(4)
    assert moves(g) == {(0, 14), (1, 24)}


def test_huff_after_a_skipped_capture() -> None:
    """DE 000_26953b72867d3672.txt:15 "dürfen die Gegner eine Figur des Spielers „pusten“,
    d. h. zurück in die Startposition stellen" — by default (engine's choice) the piece that
    could have captured."""
    g = huff_game()
    g.roll(4)
    play(g, 1)
    assert g.turn == 2 and g.huff_seats() == [1]
    events = g.huff(1)
    assert kinds(events) == ["huffed"]
    assert events[0].target == PieceRef(0, 0) and events[0].seat == 1
    assert g.pieces[0][:2] == [YARD, 24]


def test_huff_may_choose_another_piece_on_the_track() -> None:
    """DE 000_26953b72867d3672.txt:15 "eine Figur des Spielers" — any one piece on the track
    (RULES.md §5 "the huffed piece must be on the track")."""
    g = huff_game()
    g.roll(4)
    play(g, 1)
    assert sorted(g.huff_targets()) == [0, 1]
    g.huff(1, 1)
    assert g.pieces[0][:2] == [10, YARD]


def test_huff_not_a_piece_in_the_home() -> None:
    """DE 000_26953b72867d3672.txt:15 "dürfen die Gegner eine Figur des Spielers „pusten“, d. h.
    zurück in die Startposition stellen" — RULES.md §5 "the huffed piece must be on the track"."""
    g = huff_game()
    g.roll(4)
    play(g, 1)
    before = frozen(g)
    with pytest.raises(IllegalAction):
        g.huff(1, 2)  # piece 2 is in the home
    assert frozen(g) == before


def test_no_huff_when_the_capture_is_made() -> None:
    """DE 000_26953b72867d3672.txt:15 "Übersieht er das" — only a skipped capture is an
    offence."""
    g = huff_game()
    g.roll(4)
    play(g, 0)
    assert g.huff_seats() == []


def test_one_huff_per_window() -> None:
    """DE 000_26953b72867d3672.txt:15 "dürfen die Gegner eine Figur des Spielers „pusten“" —
    RULES.md §5 "one huff per window"."""
    g = huff_game(players=3)
    g.roll(4)
    play(g, 1)
    assert g.huff_seats() == [1, 2]
    g.huff(2)
    before = frozen(g)
    for seat in (1, 2):
        with pytest.raises(IllegalAction):
            g.huff(seat)
    assert frozen(g) == before


def test_huff_window_closes_when_another_colour_rolls() -> None:
    """DE 000_26953b72867d3672.txt:15 "Übersieht er das und zieht eine andere eigene Figur, dürfen
    die Gegner" — RULES.md §5 "closes when another colour rolls" (DE "pusten" before play goes on).
    """
    g = huff_game()
    g.roll(4)
    play(g, 1)
    g.roll(1)  # blue rolls
    assert g.huff_seats() == []
    with pytest.raises(IllegalAction):
        g.huff(1)


def test_huff_window_spans_the_offenders_bonus_rolls() -> None:
    """DE 000_26953b72867d3672.txt:15 "Übersieht er das und zieht eine andere eigene Figur, dürfen
    die Gegner eine Figur des Spielers „pusten“" — RULES.md §5 "the window opens with the offending
    move and closes when another colour rolls (so it spans the offender's bonus rolls)"."""
    g = make(forced_capture="huff").setup({0: [10, 20, 40, 41], 2: [36, Y, Y, Y]}, turn=0)
    g.roll(6)  # 10 + 6 = 16 would capture blue 36
    assert moves(g) == {(0, 16), (1, 26)}
    assert kinds(play(g, 1)) == ["moved", "bonus"]
    assert g.huff_seats() == [1]
    g.roll(1)  # red's own bonus roll keeps the window open
    assert g.huff_seats() == [1]
    play(g, 1)
    assert g.huff_seats() == [1]
    g.huff(1, 1)
    assert g.pieces[0][1] == YARD


def test_huff_during_the_offenders_move_that_leaves_no_move() -> None:
    """DE 000_26953b72867d3672.txt:15 "dürfen die Gegner eine Figur des Spielers „pusten“" —
    RULES.md §5 the window "spans the offender's bonus rolls": a huff that takes the only piece able
    to use the offender's pending roll ends that roll as a pass."""
    g = make(forced_capture="huff").setup({0: [10, 34, 42, 43], 2: [36, Y, Y, Y]}, turn=0)
    g.roll(6)  # 10 + 6 = 16 captures blue; 34 + 6 = 40 goes home instead
    assert moves(g) == {(0, 16), (1, 40)}
    play(g, 1)
    g.roll(4)  # only piece 0 (10 -> 14) can use it
    assert moves(g) == {(0, 14)}
    events = g.huff(1)
    assert kinds(events) == ["huffed", "passed", "next"]
    assert g.pieces[0][0] == YARD and g.turn == 2


def test_huff_not_by_the_offender_or_its_partner() -> None:
    """DE 000_26953b72867d3672.txt:15 "dürfen die Gegner eine Figur des Spielers „pusten“"; EN
    004_923ef5c61110e5ef.txt:14 "In Team play" — RULES.md §5 "by any seat other than the offender
    and its partner"."""
    g = make(players=4, forced_capture="huff", teams="partners")
    g.setup({0: [10, 20, 40, 41], 1: [4, Y, Y, Y]}, turn=0)  # yellow 4 = square 14
    g.roll(4)
    assert moves(g) == {(0, 14), (1, 24)}
    play(g, 1)
    assert g.huff_seats() == [1, 3]
    before = frozen(g)
    for seat in (0, 2):
        with pytest.raises(IllegalAction):
            g.huff(seat)
    assert frozen(g) == before


# -- capture_extra_lap -----------------------------------------------------------------


def test_capture_extra_lap() -> None:
    """DE 000_26953b72867d3672.txt:19 "indem die gegnerische Figur geschlagen werden muss,
    auch wenn man damit an den eigenen Zielfeldern vorbei eine weitere Runde laufen muss." """
    g = make(forced_capture="strict", capture_extra_lap=True)
    g.setup({0: [38, 10, 42, 43], 2: [21, Y, Y, Y]}, turn=0)  # blue 21 = square 1
    g.roll(3)  # 38 + 3 passes the home entrance to square 1: progress 1 of a new lap
    [m] = g.legal_moves()
    assert (m.piece, m.to, m.extra_lap, m.captures) == (0, 1, True, (BLUE0,))
    g.play(m)
    assert g.pieces[0][0] == 1 and g.pieces[2][0] == YARD


def test_capture_extra_lap_off() -> None:
    """DE 000_26953b72867d3672.txt:19 "Zur Steigerung der Spielfreude kann man optional den
    „Schlagzwang“ erweitern" — RULES.md §2 capture_extra_lap no: the piece turns into its home;
    nothing to capture."""
    g = make(forced_capture="strict").setup({0: [38, 10, 42, 43], 2: [21, Y, Y, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 41), (1, 13)}


def test_capture_extra_lap_with_huff_is_an_offence_to_skip() -> None:
    """DE 000_26953b72867d3672.txt:19 with :15 "pusten": skipping the extra-lap capture may be
    huffed."""
    g = make(forced_capture="huff", capture_extra_lap=True)
    g.setup({0: [38, 10, 42, 43], 2: [21, Y, Y, Y]}, turn=0)
    g.roll(3)
    assert moves(g) == {(0, 1), (0, 41), (1, 13)}
    play(g, 0, 41)
    assert g.huff_seats() == [1]


# -- capture_at_turn_end ---------------------------------------------------------------


def test_capture_at_turn_end_resolves_when_the_turn_ends() -> None:
    """NO 003_55e0c9ce5411b445.txt:10 "blir motspillerens brikke slått inn ... Dette gjelder
    ikke ... hvis brikken flyttes videre i samme omgang etter at det har vært kastet 6"
    (reading: the capture counts where the capturing piece ends the turn)."""
    g = make("fia").setup({0: [24, 10, 56, 56], 2: [4, Y, Y, Y]}, turn=0)  # blue 4 = sq 30
    g.roll(6)
    m = g.find_move(0, 30)
    assert m.deferred and m.captures == (BLUE0,)
    assert kinds(g.play(m)) == ["moved", "bonus"]
    assert g.pieces[2][0] == 4  # still there while red may move on
    g.roll(3)
    events = play(g, 1)  # another piece moves; the capturer ends the turn on 30
    assert kinds(events) == ["moved", "captured", "next"]
    assert g.pieces[2][0] == YARD


def test_capture_at_turn_end_cancelled_when_the_piece_moves_on() -> None:
    """NO 003_55e0c9ce5411b445.txt:10 "Dette gjelder ikke ... hvis brikken flyttes videre i
    samme omgang etter at det har vært kastet 6." """
    g = make("fia").setup({0: [24, 10, 56, 56], 2: [4, Y, Y, Y]}, turn=0)
    g.roll(6)
    play(g, 0, 30)
    g.roll(2)
    events = play(g, 0, 32)
    assert "captured" not in kinds(events)
    assert g.pieces[2][0] == 4 and g.turn == 2


def test_capture_at_turn_end_resolves_at_a_third_six() -> None:
    """RULES.md §5 "the pending capture resolves when the turn ends" — also when a third 6
    (ES 001_268fa762d22a4b42.txt:2 "el turno pasa inmediatamente") ends it."""
    g = make("fia", max_sixes=3).setup({0: [24, 10, 56, 56], 2: [4, Y, Y, Y]}, turn=0)
    g.roll(6)
    play(g, 0, 30)
    g.roll(6)
    play(g, 1)
    events = g.roll(6)
    assert kinds(events) == ["rolled", "third_six", "captured", "next"]
    assert g.pieces[2][0] == YARD


def test_capture_at_turn_end_resolves_when_the_bonus_roll_is_unusable() -> None:
    """NO 003_55e0c9ce5411b445.txt:10 "blir motspillerens brikke slått inn" — RULES.md §5 "the
    pending capture resolves when the turn ends": here the turn ends because the bonus roll
    cannot be used (a blue block stands right ahead)."""
    g = make("fia").setup({0: [24, 56, 56, 56], 2: [4, 5, 5, Y]}, turn=0)  # blue 4 = sq 30
    g.roll(6)
    assert kinds(play(g, 0, 30)) == ["moved", "bonus"]
    assert g.pieces[2][0] == 4
    assert kinds(g.roll(2)) == ["rolled", "passed", "captured", "next"]
    assert g.pieces[2] == [YARD, 5, 5, YARD]


def test_capture_at_turn_end_with_own_landing_capture() -> None:
    """NL 002_beca621f69ff352d.txt:13 "Staat echter op de cirkel ... een eigen pion ... dan
    moet deze pion worden geslagen" with NO 003_55e0c9ce5411b445.txt:10 (capture at the end of
    the turn): the capturing piece ends the turn on the square, so the own piece it landed on
    is in the yard when the turn is over."""
    g = make("mejn", capture_at_turn_end=True).setup({0: [10, 14, 20, Y]}, turn=0)
    g.roll(4)
    events = play(g, 0, 14)
    assert kinds(events)[-1] == "next"
    assert g.pieces[0] == [14, YARD, 20, YARD]


def test_capture_at_turn_end_on_own_start_square_is_immediate() -> None:
    """NO 003_55e0c9ce5411b445.txt:10 "En kan likevel flytte videre fra eget frifelt i samme
    omgang dersom en motspillers brikke slås inn der." """
    g = make("fia").setup({0: [Y, Y, Y, Y], 2: [26, Y, Y, Y]}, turn=0)  # blue 26 = square 0
    g.roll(6)
    m = g.find_move(0, 0)
    assert not m.deferred and m.captures == (BLUE0,)
    assert kinds(g.play(m)) == ["entered", "captured", "bonus"]
    g.roll(3)
    play(g, 0, 3)  # moving on keeps the capture
    assert g.pieces[2][0] == YARD


def test_capture_at_turn_end_off_is_immediate() -> None:
    """RULES.md §2 capture_at_turn_end no (DE 000_26953b72867d3672.txt:5 "gilt die
    gegnerische Figur als geschlagen"): the capture counts even if the piece moves on."""
    g = make("fia", capture_at_turn_end=False)
    g.setup({0: [24, 10, 56, 56], 2: [4, Y, Y, Y]}, turn=0)
    g.roll(6)
    m = g.find_move(0, 30)
    assert not m.deferred
    assert kinds(g.play(m)) == ["moved", "captured", "bonus"]
    g.roll(2)
    play(g, 0, 32)
    assert g.pieces[2][0] == YARD


# -- the order of the obligations ------------------------------------------------------


def test_forced_entry_before_forced_capture() -> None:
    """RULES.md §5 "Forced capture does not apply while entry is forced" (DE
    000_26953b72867d3672.txt:3 "muss eine eigene Spielfigur ... auf sein Startfeld
    stellen")."""
    for mode in ("strict", "huff"):
        g = make(forced_capture=mode).setup({0: [10, Y, Y, Y], 2: [36, Y, Y, Y]}, turn=0)
        g.roll(6)  # 10 + 6 = 16 would capture blue
        assert moves(g) == {(1, 0)}
        play(g, 1)
        assert g.huff_seats() == []


def test_clear_start_before_forced_capture() -> None:
    """DE 000_26953b72867d3672.txt:16 "Der „Schlagzwang“ wird nicht angewendet, wenn das
    Startfeld freigemacht werden muss." """
    g = make(forced_capture="strict").setup({0: [0, 10, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)  # 10 + 4 = 14 would capture blue
    assert moves(g) == {(0, 4)}
    g = make(forced_capture="huff").setup({0: [0, 10, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    play(g, 0)
    assert g.huff_seats() == []


def test_forced_capture_when_the_start_square_cannot_be_cleared() -> None:
    """DE 000_26953b72867d3672.txt:16 "Der „Schlagzwang“ wird nicht angewendet, wenn das Startfeld
    freigemacht werden muss." — RULES.md §5 "Forced capture does not apply while ... the start
    square must *and can* be cleared": a start piece that cannot move leaves the capture forced."""
    g = make(forced_capture="strict").setup({0: [0, 10, 4, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)  # 0 + 4 = 4 is taken by an own piece
    assert moves(g) == {(1, 14)}


def test_partner_landing_before_forced_entry() -> None:
    """RULES.md §5 "Obligations filter the legal moves in this order: partner landing (teams),
    forced entry": EN 004_923ef5c61110e5ef.txt:14 "if a player’s only option is to land on a
    space occupied by a fellow team member’s marble" comes before DE
    000_26953b72867d3672.txt:3 "muss eine eigene Spielfigur ... auf sein Startfeld stellen"."""
    g = make(players=4, teams="partners")
    g.setup({0: [Y, Y, 5, Y], 2: [20, Y, Y, Y]}, turn=0)  # blue (partner) 20 = square 0
    g.roll(6)
    assert moves(g) == {(2, 11)}
    g = make(players=4, teams="partners")
    g.setup({0: [Y, Y, Y, Y], 2: [20, Y, Y, Y]}, turn=0)
    g.roll(6)
    [m] = g.legal_moves()
    assert m.enters and m.partner and m.captures == (BLUE0,)
    g.play(m)
    assert g.pieces[2][0] == YARD


def test_forced_capture_strict_counts_a_capture_at_turn_end() -> None:
    """DE 000_26953b72867d3672.txt:15 "Wer mit einer gewürfelten Zahl eine gegnerische Figur
    schlagen kann, muss dies tun" — also where the capture waits for the end of the turn
    (fia's capture_at_turn_end)."""
    g = make("fia", forced_capture="strict").setup({0: [24, 10, 56, 56], 2: [4, Y, Y, Y]}, turn=0)
    g.roll(6)
    [m] = g.legal_moves()
    assert (m.piece, m.to, m.deferred) == (0, 30, True)


def test_partner_landing_is_no_forced_capture() -> None:
    """DE 000_26953b72867d3672.txt:15 "Wer mit einer gewürfelten Zahl eine gegnerische Figur
    schlagen kann, muss dies tun"; EN 004_923ef5c61110e5ef.txt:14 "In Team play" — RULES.md §5
    obligations order "partner landing (teams), forced entry, clear start, forced capture" and
    "forced_capture counts captures of opponents only"."""
    g = make("marbles", players=4, teams="partners", forced_capture="strict")
    g.setup({0: [10, 20, 40, 41], 2: [34, Y, Y, Y]}, turn=0)  # partner blue on square 14
    g.roll(4)
    assert moves(g) == {(1, 24)}


def test_capture_extra_lap_on_the_cross_board() -> None:
    """DE 000_26953b72867d3672.txt:19 "an den eigenen Zielfeldern vorbei eine weitere Runde"
    on the cross board: red 48 + 5 passes its lane to square 1 and captures blue there."""
    g = make("ludo", forced_capture="strict", capture_extra_lap=True)
    g.setup({0: [48, 56, 56, 56], 2: [27, Y, Y, Y]}, turn=0)  # blue 27 = square 1
    g.roll(5)
    [m] = g.legal_moves()
    assert (m.to, m.extra_lap, m.captures) == (1, True, (BLUE0,))


def test_capture_extra_lap_onto_the_square_before_the_start() -> None:
    """DE 000_26953b72867d3672.txt:19 "indem die gegnerische Figur geschlagen werden muss, auch
    wenn man damit an den eigenen Zielfeldern vorbei eine weitere Runde laufen muss" — red 48
    + 3 passes its lane entrance onto square 51, where blue stands: progress -1 of the new lap,
    one square more to walk than a new piece."""
    g = make("ludo", forced_capture="strict", capture_extra_lap=True)
    g.setup({0: [48, 56, 56, 56], 2: [25, Y, Y, Y]}, turn=0)  # blue 25 = square 51
    g.roll(3)
    [m] = g.legal_moves()
    assert (m.to, m.extra_lap, m.captures) == (-1, True, (BLUE0,))
    g.play(m)
    assert g.pieces[0][0] == -1 and g.pieces[2][0] == Y
    assert g.square_of(0, -1) == ("track", 51)
    assert Game.from_dict(g.to_dict()) == g
    g.setup({}, turn=0)
    g.roll(1)
    assert moves(g) == {(0, 0)}  # on to its own start square


def test_must_move_no_keeps_the_pass_beside_obligations() -> None:
    """EN 004_923ef5c61110e5ef.txt:9 "A player must move one of their marbles, if possible."
    (switched off here) — RULES.md leaves open how must_move no meets the obligations; reading
    tested: must_move no makes moving itself optional (a PASS is offered), the obligations only
    choose among the moves — so strict forced capture offers the capture and PASS, and a pass is no
    huffable offence."""
    g = make(forced_capture="strict", must_move=False)
    g.setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    assert moves(g) == {(0, 14), (-1, 0)}
    g = make(forced_capture="huff", must_move=False)
    g.setup({0: [10, 20, Y, Y], 2: [34, Y, Y, Y]}, turn=0)
    g.roll(4)
    g.play(g.legal_moves()[-1])
    assert g.huff_seats() == []
    g = make(must_move=False).setup({0: [10, Y, Y, Y]}, turn=0)
    g.roll(6)
    assert moves(g) == {(1, 0), (-1, 0)}  # forced entry, or pass


def test_a_second_overlooked_capture_after_a_huff_opens_a_new_window() -> None:
    """DE 000_26953b72867d3672.txt:15 "Übersieht er das und zieht eine andere eigene Figur,
    dürfen die Gegner eine Figur des Spielers „pusten“" — RULES.md §5 "every offending move
    opens a window, so a second overlooked capture after a huff can be huffed again"."""
    g = make(forced_capture="huff").setup(
        {0: [10, 20, 30, 40], 2: [36, 13, Y, Y]}, turn=0
    )  # blue 36 = square 16, blue 13 = square 33
    g.roll(6)
    assert moves(g) == {(0, 16), (1, 26), (2, 36)}
    play(g, 1)  # skips the capture on 16: offence 1, and a bonus roll
    g.huff(1)
    assert g.pieces[0][0] == YARD and g.huff_seats() == []
    g.roll(3)
    assert moves(g) == {(1, 29), (2, 33), (3, 43)}
    play(g, 1)  # skips the capture on 33: offence 2
    assert g.huff_seats() == [1]
    g.huff(1)  # the piece that could have captured goes back
    assert g.pieces[0][2] == YARD


def test_a_pending_capture_resolves_when_the_game_ends() -> None:
    """NO 003_55e0c9ce5411b445.txt:10 "blir motspillerens brikke slått inn ... Dette gjelder
    ikke ... hvis brikken flyttes videre i samme omgang etter at det har vært kastet 6" —
    RULES.md §5 "A turn that ends the game ends the turn too: a pending capture resolves before
    the result". War with partners (EN 004_923ef5c61110e5ef.txt:14 "In Team play"): red holds
    two pending captures; the first ends the war, the second (its partner blue) still
    resolves."""
    g = make("marbles", players=4, teams="partners", war=True, capture_at_turn_end=True)
    # classic4: yellow 4 = square 14; blue 38 = square 18; green is out already.
    g.setup(
        {0: [8, 16, OUT, OUT], 1: [4, OUT, OUT, OUT], 2: [38, OUT, OUT, OUT], 3: [OUT] * 4},
        turn=0,
    )
    g.roll(6)
    m = g.find_move(0, 14)
    assert m.deferred and m.captures == (PieceRef(1, 0),)
    g.play(m)
    g.roll(2)  # 14 + 2 is red's own piece: the only move lands on partner blue
    [m] = g.legal_moves()
    assert (m.piece, m.to, m.partner, m.deferred) == (1, 18, True, True)
    events = g.play(m)
    assert g.is_over and g.winners == [0, 2]
    assert g.pieces[1][0] == OUT and g.pieces[2][0] == OUT
    order = kinds(events)
    assert order.count("captured") == 2 and order.index("captured") < order.index("won")
    assert g.pending == []
