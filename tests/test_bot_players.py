"""What players expect, through the stand-in Discord: a ping for the player to act,
the lobby's seats and colours, rules typed the same way everywhere, the words on the
cards."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from cogs.ludo.texts import read, say
from tests.fakediscord import FakeDiscord
from tests.test_bot_e2e import code, new_game, pings, play_turn, press, running_bot, said, to_act
from tests.test_bot_ping_rule import always_ping


def _walk(options: list[dict[str, Any]], path: str = "") -> Iterator[tuple[str, dict[str, Any]]]:
    for o in options:
        name = f"{path} {o['name']}".strip()
        yield name, o
        yield from _walk(o.get("options") or [], name)


async def test_the_player_to_act_is_pinged_once_per_turn(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(101, "Ann"), fd.add_user(102, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await always_ping(fd)  # both press promptly: they would need no ping
            _, board = await new_game(fd, ann, bob)
            seen: set[int] = set()
            for _ in range(12):
                who = to_act(board, users)
                mention = f"<@{who.id}>"
                await fd.wait_for(
                    lambda m=mention: [p.content[: len(m)] for p in pings(fd)] == [m]  # type: ignore[misc]
                )
                ping = pings(fd)[0]
                found = read(ping.content)
                assert found is not None and found[0] == "your_turn"
                assert found[1]["mention"] == f"<@{who.id}>"
                seen.add(who.id)
                await play_turn(fd, users, board)
            # Both were pinged over the turns; never more than one ping at a time.
            assert seen == {ann.id, bob.id}


async def test_a_server_turns_the_pings_off(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(103, "Ann", admin=True), fd.add_user(104, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            off = await fd.answered(
                await fd.slash("ludo config set", ann, option="ping", value="no")
            )
            assert f"(`ping`): **{say('setting_no', 'en')}**" in off.text()
            _, board = await new_game(fd, ann, bob)
            for _ in range(4):
                await play_turn(fd, users, board)
            assert not pings(fd)


async def test_lobby_seats_join_and_colours(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob, cy = fd.add_user(105, "Ann"), fd.add_user(106, "Bob"), fd.add_user(107, "Cy")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann, preset="mejn", players=2))
            lobby = fd.latest_message()
            assert "1/2" in lobby.text()
            join = lobby.component(lobby.button("Join"))
            assert not join.get("disabled")
            await press(fd, lobby, "Join", bob)
            assert "2/2" in lobby.text()
            assert lobby.component(lobby.button("Join")).get("disabled") is True
            full = await fd.answered(await fd.click(lobby, lobby.button("Join"), cy))
            assert code(full) == "full"
            cancel = await press(fd, lobby, "Cancel", ann)
            assert cancel.is_done and not lobby.custom_ids

            # Five seats of the Dutch classic play on the six-colour board: all six.
            await fd.answered(await fd.slash("ludo new", ann, preset="mejn"))
            lobby = fd.latest_message()
            assert "1/6" in lobby.text()
            for _ in range(4):
                await press(fd, lobby, "Add computer", ann)
            menu = next(c for c in lobby.custom_ids if c.endswith(":colour"))
            colours = [o["value"] for o in lobby.component(menu)["options"] if o["value"] != "any"]
            assert len(colours) == 6
            await fd.answered(await fd.select(lobby, menu, [colours[5]], ann))
            left = [o["value"] for o in lobby.component(menu)["options"] if o["value"] != "any"]
            assert left == colours[:5]
            # A colour taken meanwhile (the menu was older): refused, and the card is
            # drawn again so that the menu does not show the refused choice.
            await press(fd, lobby, "Join", bob)
            edits = lobby.edits
            taken = await fd.answered(await fd.select(lobby, menu, [colours[5]], bob))
            await fd.wait_for(lambda: bool(said(taken)))
            assert code(taken) == "colour_taken" and lobby.edits > edits


async def test_rules_are_typed_one_way_everywhere(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann = fd.add_user(108, "Ann", admin=True)
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            ok = await fd.answered(
                await fd.slash("ludo config set", ann, option="entry_rolls", value="{1,6}")
            )
            assert "`entry_rolls={1,6}`" in ok.text()
            ok = await fd.answered(
                await fd.slash("ludo config set", ann, option="capture", value="NO")
            )
            assert "`capture=no`" in ok.text()
            await fd.answered(await fd.slash("ludo config reset", ann))

            twice = await fd.answered(
                await fd.slash("ludo new", ann, rules="capture=no capture=yes")
            )
            assert said(twice)[-1] == ("repeated_option", {"option": "`capture`"})
            war = await fd.answered(await fd.slash("ludo new", ann, preset="ludo", rules="war=yes"))
            found = said(war)[-1]
            assert found[0] == "rules_clash_preset"
            assert found[1]["option"] == "`war`" and found[1]["fix"] == "play_to_end=no"
            # Doing what the answer says works.
            fixed = await fd.answered(
                await fd.slash("ludo new", ann, preset="ludo", rules="war=yes play_to_end=no")
            )
            assert code(fixed) == "game_open"
            assert "entry_rolls" not in fd.latest_message().text()
            await fd.answered(await fd.slash("ludo config reset", ann))


async def test_the_words_on_the_cards(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(109, "Ann"), fd.add_user(110, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            opened = await fd.answered(await fd.slash("ludo new", ann, rules="entry_rolls={1,6}"))
            assert code(opened) == "game_open", said(opened)
            lobby = fd.latest_message()
            assert "entry_rolls={1,6}" in lobby.text()
            await press(fd, lobby, "Join", bob)
            started = await fd.answered(await fd.slash("ludo start", ann))
            assert code(started) == "started"
            board = lobby
            # Before the first roll the card says nobody has rolled; once the rolls for
            # who begins are listed, it no longer does.
            assert any(read(line) == ("nobody_rolled", {}) for line in board.text().splitlines())
            await play_turn(fd, users, board)
            lines = board.text().splitlines()
            assert not any(read(line) == ("nobody_rolled", {}) for line in lines)
            for _ in range(3):
                await play_turn(fd, users, board)
                text = board.text()
                assert re.search(r"'s turn \((red|yellow|green|blue)\)\n", text), text
                assert re.search(r"-# Game #\d+ · round \d+$", text), text
            helped = await fd.answered(await fd.slash("ludo help", bob))
            help_lines = [read(line) for line in helped.texts()[-1].splitlines()]
            assert [found[0] for found in help_lines if found] == [
                "help_new",
                "help_turn",
                "help_commands",
                "help_record",
                "help_admins",
                "help_presets",
            ]
            assert helped.ephemeral
            # The option descriptions are all written out.
            described = [
                (name, o.get("description"))
                for name, o in _walk(fd.commands["ludo"].get("options") or [])
            ]
            assert all(d and d != "…" for _, d in described), described


async def test_the_host_adds_computers_by_level(tmp_path: Path) -> None:
    """Issue 12: the lobby's computer menu adds a player of the level chosen; the seat shows
    its level, a forged level is refused, and the menu is greyed out when the table is full."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(131, "Ann"), fd.add_user(132, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            await fd.answered(await fd.slash("ludo new", ann, players=3))
            lobby = fd.latest_message()
            menu = next(c for c in lobby.custom_ids if c.endswith(":level"))
            levels = [o["value"] for o in lobby.component(menu)["options"]]
            assert levels == ["easy", "normal", "hard"]
            # Each level says what it plays like, under its name (Discord allows 100 chars).
            abouts = [o.get("description") or "" for o in lobby.component(menu)["options"]]
            assert len(set(abouts)) == 3 and all(0 < len(a) <= 100 for a in abouts)
            not_host = await fd.answered(await fd.select(lobby, menu, ["hard"], bob))
            assert code(not_host) == "host_only"
            forged = await fd.answered(await fd.select(lobby, menu, ["grandmaster"], ann))
            assert code(forged) == "bad_level"
            await fd.answered(await fd.select(lobby, menu, ["hard"], ann))
            await fd.answered(await fd.select(lobby, menu, ["easy"], ann))
            game_id = int(menu.split(":")[1])
            out = await bot.service.queries.stored(game_id)
            assert out is not None
            assert [(s.computer, s.level) for s in out.view.seats] == [
                (False, None),
                (True, "hard"),
                (True, "easy"),
            ]
            assert lobby.component(menu).get("disabled") is True


async def _time_out_ann(bot: Any, fd: FakeDiscord, board: Any, users: dict[int, Any]) -> None:
    """Bob plays his turns on the board; Ann's run out (the timer's step, as the scheduler
    runs it when her deadline comes, shown on the board by the cog's listener)."""
    from bot.core.commands import BOT, TimeOut

    cog = bot.get_cog("Ludo")
    for _ in range(200):
        gid = int(board.custom_ids[0].split(":")[1])
        out = await bot.service.queries.stored(gid)
        view = out.view
        if view.seat == 0:
            timed = await bot.service.execute(gid, BOT, TimeOut(view.position.ply))
            assert timed is not None
            await cog.live.show(timed)
            return
        await fd.wait_for(lambda: to_act(board, users).id != users[min(users)].id)
        await play_turn(fd, users, board)
    raise AssertionError("Ann never had a turn")


async def test_an_away_seat_is_played_by_a_computer_until_its_person_is_back(
    tmp_path: Path,
) -> None:
    """Issue 12: three turns run out make the seat away (a computer plays it); the board
    shows I'm back, and the button or /ludo join gives the seat back."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(141, "Ann"), fd.add_user(142, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            crowded = await fd.answered(
                await fd.slash("ludo new", ann, players=2, computers=2, level="hard")
            )
            assert code(crowded) == "too_many_computers"
            _, board = await new_game(fd, ann, bob)
            gid = int(board.custom_ids[0].split(":")[1])
            for attempt in ("button", "join"):
                for _ in range(3):
                    await _time_out_ann(bot, fd, board, users)
                shown = await bot.service.queries.stored(gid)
                assert shown is not None
                assert shown.view.seats[0].away == "computer"
                # The computer plays Ann's seat at once: its steps change the button's
                # ply, which stays only once it is Bob's turn.
                await fd.wait_for(
                    lambda: (
                        any("back" in c for c in board.custom_ids)
                        and f"<@{bob.id}>" in board.text()
                    )
                )
                back_id = board.button("I'm back")
                assert back_id.startswith(f"ludo:{gid}:back:")
                if attempt == "button":
                    stranger = await fd.answered(await fd.click(board, back_id, bob))
                    assert code(stranger) == "not_away"
                    back = await fd.answered(await fd.click(board, back_id, ann))
                else:
                    back = await fd.answered(await fd.slash("ludo join", ann))
                assert ("back", {"name": "Ann"}) in said(back)
                shown = await bot.service.queries.stored(gid)
                assert shown is not None
                assert shown.view.seats[0].away is None
                await fd.wait_for(lambda: not any(":back:" in c for c in board.custom_ids))


async def test_a_new_game_with_computers_from_the_command(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann = fd.add_user(151, "Ann")
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            await fd.answered(await fd.slash("ludo new", ann, computers=2, level="easy"))
            lobby = fd.latest_message()
            assert "3/4" in lobby.text()
            gid = int(next(c for c in lobby.custom_ids if c.startswith("lobby:")).split(":")[1])
            out = await bot.service.queries.stored(gid)
            assert out is not None
            assert [s.level for s in out.view.seats] == [None, "easy", "easy"]
