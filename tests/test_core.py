"""The core without Discord: lobbies, turns, stale and double clicks, restarts."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from bot.core import Answer, BoardView, GameService, PlaceTaken, Refused
from bot.core.commands import BOT, TimeOut
from bot.engine import MOVE, Game, SeededDice, action_of
from bot.reading import read_setting, read_setting_value
from bot.store import Commit, open_store
from tests.core_helpers import act, board, lobby, new_lobby, stored_table

ANN, BOB, CY, EVE = 1, 2, 3, 99


async def service(path: Path, seed: int = 1) -> GameService:
    store = await open_store(path)
    return GameService(store, dice_factory=lambda: SeededDice(seed), computer_pause=0)


def next_click(out: Answer) -> tuple[int, str]:
    """The user to act and the button they would press."""
    view = board(out)
    assert view.seat is not None
    user = view.seats[view.seat].user_id
    assert user is not None
    return user, ("m0" if view.position.phase == MOVE else "roll")


async def test_lobby_to_the_end(tmp_path: Path) -> None:
    core = await service(tmp_path / "db")
    try:
        out = await new_lobby(core, 10, 500, ANN, "Ann")
        gid = out.game_id
        await lobby(core, gid, BOB, "Bob", "join")
        await lobby(core, gid, CY, "Cy", "join")
        with pytest.raises(Refused, match=r"^already_in$"):
            await lobby(core, gid, BOB, "Bob", "join")
        with pytest.raises(Refused, match=r"^host_only$"):
            await lobby(core, gid, BOB, "Bob", "start")
        out = await lobby(core, gid, ANN, "Ann", "start")
        assert out.started and isinstance(out.view, BoardView)
        seen = 0
        while not out.finished:
            user, button = next_click(out)
            out = await act(core, gid, user, button, board(out).position.ply)
            seen += 1
        assert isinstance(out.view, BoardView)
        assert board(out).position.over and board(out).position.places
        record = await core.store.get_game(gid)
        assert record.status == "finished"
        # The log replays to the stored game.
        replay = await core.queries.replay_data(gid)
        replayed = Game.from_dict(json.loads(replay.start))
        for a in replay.actions:
            replayed.apply(a)
        assert replayed == (await stored_table(core, gid)).game
        assert replay.names == ("Ann", "Bob", "Cy")
        # The last frames' places agree with what each seat's person chose.
        assert replay.genders == (None, None, None)
        await core.defaults.change(BOB, read_setting_value("gender", "feminine"))
        replay = await core.queries.replay_data(gid)
        assert replay.genders == (None, "feminine", None)
        stats = [await core.store.player_stats(10, u) for u in (ANN, BOB, CY)]
        assert sum(s.games for s in stats) == 3 and sum(s.wins for s in stats) == 1
    finally:
        await core.store.close()


async def test_strangers_stale_and_double_clicks_change_nothing(tmp_path: Path) -> None:
    core = await service(tmp_path / "db")
    try:
        gid = (await new_lobby(core, 10, 500, ANN, "Ann", preset="ludo")).game_id
        await lobby(core, gid, BOB, "Bob", "join")
        out = await lobby(core, gid, ANN, "Ann", "start")
        assert isinstance(out.view, BoardView)
        user, button = next_click(out)
        other = BOB if user == ANN else ANN
        before = await core.store.get_game(gid)
        with pytest.raises(Refused, match=r"^not_your_turn$"):
            await act(core, gid, other, button, board(out).position.ply)
        with pytest.raises(Refused, match=r"^not_a_player$"):
            await act(core, gid, EVE, button, board(out).position.ply)
        with pytest.raises(Refused, match=r"^out_of_date$"):
            await act(core, gid, user, button, board(out).position.ply - 1)
        assert (await core.store.get_game(gid)).version == before.version
        # A double click: the same button twice at once acts once.
        results = await asyncio.gather(
            act(core, gid, user, button, board(out).position.ply),
            act(core, gid, user, button, board(out).position.ply),
            return_exceptions=True,
        )
        assert sum(isinstance(r, Answer) for r in results) == 1
        assert sum(isinstance(r, Refused) for r in results) == 1
        assert len(await core.store.log_entries(gid)) == before.version
    finally:
        await core.store.close()


async def test_a_press_done_already_is_told_apart_from_an_out_of_date_board(
    tmp_path: Path,
) -> None:
    """The same person's same press again on the board it was made on (a double click
    that came late, or one press reaching two processes) is already done; anyone else's
    press on that old board, or another kind of press, finds it out of date."""
    core = await service(tmp_path / "db")
    try:
        gid = (await new_lobby(core, 10, 500, ANN, "Ann", preset="ludo")).game_id
        await lobby(core, gid, BOB, "Bob", "join")
        out = await lobby(core, gid, ANN, "Ann", "start")
        assert isinstance(out.view, BoardView)
        user, button = next_click(out)
        other = BOB if user == ANN else ANN
        ply = board(out).position.ply
        done = await act(core, gid, user, button, ply)
        version = done.version
        with pytest.raises(Refused, match=r"^already_done$"):
            await act(core, gid, user, button, ply)
        with pytest.raises(Refused, match=r"^out_of_date$"):
            await act(core, gid, other, button, ply)
        with pytest.raises(Refused, match=r"^out_of_date$"):
            await act(core, gid, user, "pass" if button == "roll" else "roll", ply)
        assert (await core.store.get_game(gid)).version == version
    finally:
        await core.store.close()


async def test_computers_play_their_turns_in_the_background(tmp_path: Path) -> None:
    core = await service(tmp_path / "db", seed=5)
    shown: asyncio.Queue[Answer] = asyncio.Queue()
    core.listen(shown.put)
    try:
        gid = (await new_lobby(core, 10, 500, ANN, "Ann", preset="marbles")).game_id
        for _ in range(3):
            await lobby(core, gid, ANN, "Ann", "computer")
        out = await lobby(core, gid, ANN, "Ann", "start")
        steps = 0
        while not out.finished:
            view = board(out)
            assert view.seat is not None
            if view.seats[view.seat].computer:
                # Each computer step reaches the listener, as the bot shows it.
                out = await asyncio.wait_for(shown.get(), 5)
                steps += 1
                continue
            user, button = next_click(out)
            assert user == ANN
            out = await act(core, gid, user, button, view.position.ply)
        assert board(out).position.over and steps > 20
        assert (await core.store.get_game(gid)).status == "finished"
    finally:
        await core.close()
        await core.store.close()


async def test_a_person_choosing_a_colour_gets_it(tmp_path: Path) -> None:
    core = await service(tmp_path / "db")
    try:
        gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
        await lobby(core, gid, BOB, "Bob", "join")
        with pytest.raises(Refused, match=r"^join_first$"):
            await lobby(core, gid, CY, "Cy", "colour", "red")
        with pytest.raises(Refused, match=r"^bad_colour$"):
            await lobby(core, gid, BOB, "Bob", "colour", "purple")
        await lobby(core, gid, BOB, "Bob", "colour", "yellow")
        with pytest.raises(Refused, match=r"^colour_taken$") as taken:
            await lobby(core, gid, ANN, "Ann", "colour", "yellow")
        # The seat's kind and gender, for a language whose verb agrees with who holds the
        # colour (Bob chose none).
        assert taken.value.note.params == {
            "name": "Bob",
            "colour": "yellow",
            "kind": "person",
            "gender": "unset",
        }
        out = await lobby(core, gid, ANN, "Ann", "start")
        assert isinstance(out.view, BoardView)
        # Bob has yellow; Ann gets the colour opposite, as two players always face.
        assert board(out).position.seats == ((3,), (1,))
    finally:
        await core.store.close()


async def test_a_restart_continues_the_game(tmp_path: Path) -> None:
    path = tmp_path / "db"
    core = await service(path)
    gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
    await lobby(core, gid, BOB, "Bob", "join")
    out = await lobby(core, gid, ANN, "Ann", "start")
    for _ in range(10):
        user, button = next_click(out)
        assert isinstance(out.view, BoardView)
        out = await act(core, gid, user, button, board(out).position.ply)
    await core.store.close()

    core = await service(path, seed=2)
    try:
        loaded, broken = await core.load()
        assert loaded == 1 and broken == []
        assert isinstance(out.view, BoardView)
        user, button = next_click(out)
        after = await act(core, gid, user, button, board(out).position.ply)
        assert (
            isinstance(after.view, BoardView)
            and board(after).position.ply > board(out).position.ply
        )
    finally:
        await core.store.close()


async def test_bad_rules_and_busy_channels_are_refused(tmp_path: Path) -> None:
    core = await service(tmp_path / "db")
    try:
        with pytest.raises(Refused, match=r"^bad_rules$"):
            await new_lobby(
                core, 10, 500, ANN, "Ann", overrides={"war": "yes", "play_to_end": "yes"}
            )
        with pytest.raises(Refused, match=r"^bad_rules$"):
            await new_lobby(core, 10, 500, ANN, "Ann", overrides={"capture": "maybe"})
        gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
        with pytest.raises(PlaceTaken):
            await new_lobby(core, 10, 500, BOB, "Bob")
        with pytest.raises(Refused, match=r"^bad_rules$"):
            await lobby(core, gid, ANN, "Ann", "rules", "madn capture_extra_lap=yes")
        await lobby(core, gid, ANN, "Ann", "rules", "fia capture=no")
        with pytest.raises(Refused, match=r"^too_few$"):
            await lobby(core, gid, ANN, "Ann", "start")
        settings = await core.defaults.change(10, read_setting("capture", "no"))
        assert settings.overrides == {"capture": "no"}
        with pytest.raises(Refused):
            await core.defaults.change(10, read_setting("max_sixes", "7"))
        assert (await core.defaults.get(10)).overrides == {"capture": "no"}
    finally:
        await core.store.close()


async def test_the_host_caps_the_seats(tmp_path: Path) -> None:
    core = await service(tmp_path / "db")
    try:
        gid = (await new_lobby(core, 10, 501, ANN, "Ann", preset="mejn", players=2)).game_id
        await lobby(core, gid, BOB, "Bob", "join")
        with pytest.raises(Refused, match=r"^full$"):
            await lobby(core, gid, CY, "Cy", "join")
        with pytest.raises(Refused, match=r"^bad_rules$"):
            await new_lobby(core, 10, 502, ANN, "Ann", preset="madn", players=6)
    finally:
        await core.store.close()


async def test_a_damaged_game_is_refused_clearly_and_set_aside(tmp_path: Path) -> None:
    path = tmp_path / "db"
    core = await service(path)
    gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
    await lobby(core, gid, BOB, "Bob", "join")
    out = await lobby(core, gid, ANN, "Ann", "start")
    record = await core.store.get_game(gid)
    await core.store.commit_action(
        Commit(gid, record.version, {"kind": "game", "game": {"rules": 1}})
    )
    with pytest.raises(Refused, match=r"^damaged$"):
        await act(core, gid, ANN, "roll", 0)
    assert isinstance(out.view, BoardView)
    await core.store.close()

    core = await service(path)
    try:
        loaded, broken = await core.load()
        assert loaded == 0 and [b.id for b in broken] == [gid]
        # The channel is free again; nothing else was touched.
        assert (await new_lobby(core, 10, 500, BOB, "Bob")).game_id != gid
    finally:
        await core.store.close()


async def until(check: Callable[[], bool]) -> None:
    for _ in range(500):
        if check():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("timed out waiting")


async def test_the_turn_timer_plays_for_a_player_who_waits_too_long(tmp_path: Path) -> None:
    store = await open_store(tmp_path / "db")
    permits = asyncio.Semaphore(0)
    asked: list[float] = []

    async def gated_sleep(seconds: float) -> None:
        asked.append(seconds)
        await permits.acquire()

    # The wall clock stands still: every wait the one loop asks for is a whole timer.
    core = GameService(
        store, dice_factory=lambda: SeededDice(3), sleep=gated_sleep, wall=lambda: 1000.0
    )
    shown: list[Answer] = []
    arrived = asyncio.Event()

    async def listener(out: Answer) -> None:
        shown.append(out)
        arrived.set()

    core.listen(listener)
    try:
        await core.defaults.change(10, read_setting("turn_timer", "45"))
        gid = (await new_lobby(core, 10, 600, ANN, "Ann")).game_id
        await lobby(core, gid, BOB, "Bob", "join")
        out = await lobby(core, gid, ANN, "Ann", "start")
        assert isinstance(out.view, BoardView)
        first_ply = board(out).position.ply
        await until(lambda: asked == [45])
        # The player acts in time: the timer moves on to the next turn, and a timer of
        # the old turn would find the game moved on.
        user, button = next_click(out)
        out = await act(core, gid, user, button, first_ply)
        assert isinstance(out.view, BoardView)
        # The new deadline replaces the old one: the loop waits the whole timer again.
        await until(lambda: len(asked) >= 2 and set(asked) == {45})
        assert await core.execute(gid, BOT, TimeOut(first_ply)) is None
        # Now nobody acts: the timer plays for the player to act.
        ply = board(out).position.ply
        permits.release()
        await asyncio.wait_for(arrived.wait(), 5)
        timed = shown[0]
        assert isinstance(timed.view, BoardView) and board(timed).position.ply > ply
        assert timed.notice is not None and timed.notice.code == "timed_out"
        assert {"kind": "timed_out", "seat": board(out).seat} in (
            await stored_table(core, gid)
        ).recent
        entries = await store.log_entries(gid)
        assert entries[-1].actor_id is None
    finally:
        await core.close()
        await store.close()


# -- rules typed by users ------------------------------------------------------------------


def test_rules_text_is_read_one_way() -> None:
    from bot.reading import read_rules

    for text in ("entry_rolls={1,6}", "entry_rolls={1, 6}", "entry_rolls=1,6", "ENTRY_ROLLS={6,1}"):
        assert read_rules(text, "madn") == ("madn", {"entry_rolls": frozenset({1, 6})}), text
    assert read_rules("capture=NO", "madn") == ("madn", {"capture": False})
    assert read_rules("fia capture=off", "madn", {"six_again": False}) == (
        "fia",
        {"capture": False},
    )
    with pytest.raises(Refused, match=r"^repeated_option$"):
        read_rules("capture=no capture=yes", "madn")
    # The preset may stand anywhere; options count once whatever its place.
    assert read_rules("capture=no fia", "madn", {"six_again": False}) == (
        "fia",
        {"capture": False},
    )
    with pytest.raises(Refused, match=r"^repeated_option$"):
        read_rules("capture=no fia capture=yes", "madn")


def test_a_refusal_names_the_option_the_user_set() -> None:
    from bot.reading import read_rules

    with pytest.raises(Refused) as caught:
        read_rules("war=yes", "ludo")
    assert caught.value.note.code == "rules_clash_preset"
    assert caught.value.note.params["option"] == "war"
    assert caught.value.note.params["other"] == "play_to_end"
    assert caught.value.note.params["fix"] == "play_to_end=no"
    # Two options the user set that clash with each other: the engine's words.
    with pytest.raises(Refused) as caught:
        read_rules("war=yes play_to_end=yes", "madn")
    assert caught.value.note.code == "bad_rules"
    # Following the advice works.
    assert read_rules("war=yes play_to_end=no", "ludo")[1] == {
        "war": True,
        "play_to_end": False,
    }


def test_the_board_offers_the_huff_and_every_place() -> None:
    """The core's view names the skipped capture a huff would punish (its seat and
    piece) and who may call it, and gives every seat a place when the game is over."""
    from bot.core import HuffOffer
    from bot.core.tables import Seat, Table
    from bot.core.view_of import board_view
    from bot.engine import Ruleset

    rules = Ruleset.preset("madn", overrides={"forced_capture": "huff"})
    table = Table(ANN, "madn", {"forced_capture": "huff"}, [Seat(ANN, "Ann"), Seat(BOB, "Bob")])
    dice = SeededDice(4)
    game = Game.new(rules, players=2)
    table.game = game
    labelled = False
    for _ in range(20000):
        if game.is_over:
            break
        if game.huff_window is not None and game.huff_seats() and not labelled:
            offender, piece, _ = game.huff_window
            callers = tuple(game.huff_seats())  # both seats are people's
            assert board_view(table).huff == HuffOffer(game.seat_of(offender), piece, callers)
            assert game.seat_of(offender) not in callers
            labelled = True
        if game.phase == MOVE:
            moves = game.legal_moves()
            # Skip a capture when one is possible, so that huffs come up.
            plain = [m for m in moves if not m.captures] or moves
            game.apply(action_of(plain[0]))
        else:
            game.apply({"type": "roll", "value": dice.roll()})
    assert game.is_over and labelled
    view = board_view(table)
    assert view.step == "over" and view.seat is None and view.huff is None
    assert sorted(s for group in view.places for s in group) == [0, 1]


async def test_deadlines_are_stored_with_the_state(tmp_path: Path) -> None:
    """A computer step is due a pause after the commit; a person's turn ends after the
    server's turn_timer; both are in the row, so a restart finds them."""
    store = await open_store(tmp_path / "db")
    now = [1000.0]
    core = GameService(
        store, dice_factory=lambda: SeededDice(1), computer_pause=3600, wall=lambda: now[0]
    )
    try:
        await core.defaults.change(10, read_setting("turn_timer", "90"))
        gid = (await new_lobby(core, 10, 500, ANN, "Ann")).game_id
        await lobby(core, gid, BOB, "Bob", "join")
        await lobby(core, gid, ANN, "Ann", "start")
        assert (await store.get_game(gid)).deadline == 1090.0
        gid2 = (await new_lobby(core, 10, 501, ANN, "Ann")).game_id
        await lobby(core, gid2, ANN, "Ann", "computer")
        out = await lobby(core, gid2, ANN, "Ann", "start")
        assert isinstance(out.view, BoardView)
        seat = board(out).seat
        assert seat is not None
        expected = 1090.0 if not out.view.seats[seat].computer else 1000.0 + 3600
        assert (await store.get_game(gid2)).deadline == expected
    finally:
        await core.close()
        await store.close()


def test_a_row_from_before_with_its_dice_counts_still_loads() -> None:
    """Rows from before kept each seat's faces and the server's in the table; the move
    log has them, so those keys are read past and the row loads as it was."""
    from bot.core.tables import Seat, Table

    table = Table(ANN, "madn", {"capture": "no"}, [Seat(ANN, "Ann"), Seat(BOB, "Bob")])
    old = {
        **table.to_json(),
        "faces": [[1, 0, 0, 0, 0, 2], [0, 1, 0, 0, 0, 0]],
        "server_faces": [1, 1, 0, 0, 0, 2],
    }
    assert Table.from_json(old).to_json() == table.to_json()
