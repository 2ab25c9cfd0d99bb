"""The real LudoBot against the stand-in Discord on 127.0.0.1: commands, buttons, restarts.

discord.py parses every payload, dispatches the dynamic buttons from their custom_ids and
uploads the board pictures as multipart requests, exactly as it would with Discord.
Answers are checked by their codes and values (``cogs.ludo.texts.read``), not by words.
"""

from __future__ import annotations

import asyncio
import io
import re
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot import i18n
from bot.app import discord_bot
from bot.bot import LudoBot
from bot.core.settings import BY_NAME
from bot.engine import SeededDice
from cogs.ludo.texts import read
from tests.fakediscord import FakeDiscord, Interaction, Message, User

PNG = b"\x89PNG\r\n\x1a\n"


@asynccontextmanager
async def running_bot(fd: FakeDiscord, database: Path, seed: int = 3) -> AsyncIterator[LudoBot]:
    bot = await discord_bot(database, dice_factory=lambda: SeededDice(seed), computer_pause=0)
    async with fd.running(bot):
        yield bot


def said(inter: Interaction) -> list[tuple[str, dict[str, str]]]:
    """The codes (and values) of everything the bot answered, in order."""
    out = []
    for text in inter.texts():
        found = read(text) if text else None
        if found is not None:
            out.append(found)
    return out


def code(inter: Interaction) -> str:
    """The code of the bot's last answer with words."""
    codes = said(inter)
    assert codes, inter.texts()
    return codes[-1][0]


async def press(fd: FakeDiscord, message: Message, label: str, user: User) -> Interaction:
    return await fd.answered(await fd.click(message, message.button(label), user))


def frames(gif: bytes) -> int:
    with Image.open(io.BytesIO(gif)) as picture:
        return int(getattr(picture, "n_frames", 1))


def ply_of(message: Message) -> int:
    ids = [c for c in message.custom_ids if c.startswith("ludo:")]
    return int(ids[0].rsplit(":", 1)[1])


def is_board(message: Message) -> bool:
    return any(c.startswith("ludo:") for c in message.custom_ids)


def is_over(message: Message) -> bool:
    return any(":rematch:" in c for c in message.custom_ids)


def asked(board: Message) -> str:
    """The code of the card's second line: who is asked to do what (``ask_roll``,
    ``ask_move``, ``ask_thinking`` for a computer...), "" when none."""
    lines = board.text().splitlines()
    found = read(lines[1]) if len(lines) > 1 else None
    return found[0] if found else ""


def to_act(board: Message, users: dict[int, User]) -> User:
    """The player the board mentions as the one to act."""
    mention = re.search(r"<@(\d+)>", board.text())
    assert mention, board.text()
    return users[int(mention.group(1))]


def upload_id(message: Message) -> int:
    """The id of the message's picture: a new one for every upload."""
    assert message.attachment and message.attachment.startswith(PNG)
    return message.attachment_list[0].id


def pings(fd: FakeDiscord) -> list[Message]:
    """The short messages that mention the player to act (content only, no card)."""
    return [m for m in fd.public_messages() if m.content and not m.components]


async def play_turn(fd: FakeDiscord, users: dict[int, User], board: Message) -> Interaction:
    """The player to act presses the first board button (Roll, or the first move)."""
    custom_id = next(c for c in board.custom_ids if c.startswith("ludo:"))
    return await fd.answered(await fd.click(board, custom_id, to_act(board, users)))


async def new_game(
    fd: FakeDiscord, host: User, *others: User, **options: Any
) -> tuple[Message, Message]:
    """A lobby opened by ``host``, joined by ``others`` and started: (lobby, board)."""
    await fd.answered(await fd.slash("ludo new", host, **options))
    lobby = fd.latest_message()
    for other in others:
        await press(fd, lobby, "Join", other)
    await press(fd, lobby, "Start", host)
    return lobby, lobby


async def test_a_whole_game_through_buttons(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob, cy = fd.add_user(11, "Ann"), fd.add_user(12, "Bob"), fd.add_user(13, "Cy")
        stranger = fd.add_user(99, "Eve")
        users = {u.id: u for u in (ann, bob, cy)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            opened = await fd.answered(await fd.slash("ludo new", ann, preset="ludo"))
            assert code(opened) == "game_open" and opened.ephemeral
            lobby = fd.latest_message()
            assert lobby.is_components_v2
            await press(fd, lobby, "Join", bob)
            await press(fd, lobby, "Join", cy)
            assert "<@13>" in lobby.text() and "3/4" in lobby.text()
            # Someone else's Start is refused privately; the host's starts the game.
            refused = await press(fd, lobby, "Start", bob)
            assert code(refused) == "host_only" and refused.answers[0].ephemeral
            await press(fd, lobby, "Start", ann)
            board = lobby
            assert is_board(board)
            last_upload = upload_id(board)

            # A stranger, a stale board and a double click change nothing.
            ply = ply_of(board)
            eve = await fd.answered(await fd.click(board, board.custom_ids[0], stranger))
            assert code(eve) == "not_a_player" and eve.answers[0].ephemeral
            assert ply_of(board) == ply and upload_id(board) == last_upload
            old = Message(dict(board.data))
            presser = to_act(old, users)
            await play_turn(fd, users, board)
            # The old board again: for whoever pressed it, that press is already done;
            # for anyone else in the game, that board is out of date.
            again = await fd.answered(await fd.click(old, old.custom_ids[0], presser))
            assert code(again) == "already_done"
            someone = next(u for u in (ann, bob, cy) if u is not presser)
            stale = await fd.answered(await fd.click(old, old.custom_ids[0], someone))
            assert code(stale) == "out_of_date"

            who = to_act(board, users)
            ply = ply_of(board)
            first, second = await asyncio.gather(
                fd.click(board, board.custom_ids[0], who), fd.click(board, board.custom_ids[0], who)
            )
            await fd.answered(first)
            await fd.answered(second)
            codes = {c for c, _ in said(first) + said(second)}
            assert codes & {"out_of_date", "already_done"}
            assert ply_of(board) > ply

            # Every press that changes the game uploads a new picture of the board.
            last_upload = upload_id(board)
            presses = 0
            while not is_over(board):
                assert presses < 3000
                before = ply_of(board)
                await play_turn(fd, users, board)
                presses += 1
                assert ply_of(board) > before
                assert upload_id(board) != last_upload
                last_upload = upload_id(board)
            assert presses > 50
            # Every place is announced, 1st to last, and no ping is left behind.
            places = [line for line in board.text().splitlines() if re.match(r"\d+\w\w: ", line)]
            assert len(places) == 3
            assert all(f"<@{u.id}>" in "\n".join(places) for u in users.values())
            # The final card shows each player's dice: every face, sixes and a fairness test.
            found_lines = [read(line) for line in board.text().splitlines()]
            dice_rows = [f[1] for f in found_lines if f and f[0] == "dice_line"]
            assert {r["name"] for r in dice_rows} == {"Ann", "Bob", "Cy"}
            for r in dice_rows:
                faces = [int(n) for n in r["faces"].split()]
                assert sum(faces) == int(r["rolls"]) and faces[5] == int(r["sixes"])
            # ... the server's dice (this is its first finished game) and the chart.
            server = [f[1] for f in found_lines if f and f[0] == "dice_server"]
            assert int(server[0]["rolls"]) == sum(int(r["rolls"]) for r in dice_rows)
            assert board.files["dice.png"][:4] == b"\x89PNG"
            await fd.wait_for(lambda: not pings(fd))
            # Everyone pressed promptly: not one ping was posted in the whole game.
            posted = [*fd.channel_messages(), *fd.deleted]
            assert not [m for m in posted if (read(m.content) or ("",))[0] == "your_turn"]

            # The places are on the server's leaderboard, and the Rematch opens a lobby.
            top = await fd.answered(await fd.slash("ludo leaderboard", bob))
            lines = [read(line) for line in top.text().splitlines()]
            rows = [found[1] for found in lines if found and found[0] == "rated_line"]
            assert len(rows) == 3 and {r["games"] for r in rows} == {"1"}
            # Ranked by rating (OpenSkill): the winner first, ratings falling.
            winner = re.findall(r"<@\d+>", places[0])
            assert rows[0]["who"] == winner[0] and [r["rank"] for r in rows] == ["1", "2", "3"]
            ratings = [float(r["rating"]) for r in rows]
            assert ratings == sorted(ratings, reverse=True) and ratings[0] > ratings[-1]
            mine = await fd.answered(await fd.slash("ludo stats", ann))
            found_all = [read(line) for line in mine.texts()[-1].splitlines()]
            stats = {f[0]: f[1] for f in found_all if f}
            # After the first rated game the rating has no trend yet (not "+0.0").
            assert stats["stats"]["games"] == "1" and "stats_rating_first" in stats
            assert "stats_rating" not in stats
            assert stats["stats_colour"]["colour"] in ("red", "yellow", "blue", "green")
            replay = await press(fd, board, "Replay", bob)
            gif = replay.followups[0].attachment
            assert gif is not None and gif.startswith(b"GIF89a")
            # /ludo replay also gives the short cuts: the highlights and the last 30 moves.
            game_id = int(board.custom_ids[0].split(":")[1])
            whole = frames(gif)
            for part, caption, most in (
                ("highlights", "replay_caption_highlights", whole - 1),
                ("last-30", "replay_caption_last", 31),
            ):
                short = await fd.answered(
                    await fd.slash("ludo replay", bob, game=game_id, part=part)
                )
                sent = short.followups[0]
                found = read(sent.text())
                assert found is not None and found[0] == caption
                assert sent.attachment is not None and 1 < frames(sent.attachment) <= most
            await press(fd, board, "Rematch", cy)
            rematch = fd.latest_message()
            assert rematch.id != board.id and "3/4" in rematch.text()


async def test_config_needs_manage_server(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        member = fd.add_user(21, "Member")
        admin = fd.add_user(22, "Admin", admin=True)
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            denied = await fd.answered(await fd.slash("ludo config reset", member))
            assert code(denied) == "need_manage"
            # Looking needs no permission.
            shown = await fd.answered(await fd.slash("ludo config show", member))
            assert read(shown.texts()[-1].splitlines()[0]) == ("title_defaults", {})
            denied = await fd.answered(await fd.slash("ludo config preset", member, preset="fia"))
            assert code(denied) == "need_manage"
            ok = await fd.answered(await fd.slash("ludo config preset", admin, preset="fia"))
            assert "(`fia`)" in ok.text()
            bad = await fd.answered(
                await fd.slash("ludo config set", admin, option="max_sixes", value="7")
            )
            # Option names reach the user as code: `max_sixes`.
            assert said(bad)[-1][0] == "bad_rules" and said(bad)[-1][1]["option"] == "`max_sixes`"
            ok = await fd.answered(
                await fd.slash("ludo config set", admin, option="auto_move", value="no")
            )
            assert f"(`auto_move`): **{i18n.say('setting_no')}**" in ok.text()
            # A member's new game follows the server's defaults.
            await fd.answered(await fd.slash("ludo new", member))
            assert "Fia" in fd.latest_message().text()


async def test_the_host_changes_the_rules_with_a_form(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(51, "Ann"), fd.add_user(52, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            await fd.answered(await fd.slash("ludo new", ann))
            lobby = fd.latest_message()
            refused = await press(fd, lobby, "Rules", bob)
            assert refused.modal is None and code(refused) == "host_only"
            opened = await press(fd, lobby, "Rules", ann)
            assert opened.modal is not None
            bad = await fd.answered(
                await fd.submit_modal(opened, {"preset": ["fia"], "rules": "capture=maybe"})
            )
            assert said(bad)[-1][1]["option"] == "`capture`" and "German" in lobby.text()
            opened = await press(fd, lobby, "Rules", ann)  # a form answers once
            await fd.answered(
                await fd.submit_modal(
                    opened, {"preset": ["fia"], "rules": "capture=NO entry_rolls={1,6}"}
                )
            )
            assert "Fia" in lobby.text() and "capture=no" in lobby.text()
            assert "entry_rolls={1,6}" in lobby.text()


async def test_colours_and_computer_players(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann = fd.add_user(61, "Ann")
        async with running_bot(fd, tmp_path / "db.sqlite3", seed=8):
            await fd.answered(await fd.slash("ludo new", ann, preset="madn"))
            lobby = fd.latest_message()
            colour = next(c for c in lobby.custom_ids if c.endswith(":colour"))
            await fd.answered(await fd.select(lobby, colour, ["green"], ann))
            assert "(green)" in lobby.text()
            # The menu offers only the colours nobody has asked for.
            options = [o["value"] for o in lobby.component(colour)["options"]]
            assert "green" not in options and "red" in options
            await press(fd, lobby, "Add computer", ann)
            await press(fd, lobby, "Start", ann)
            board = lobby
            # The computer moves on its own; Ann only ever presses her own buttons.
            for _ in range(2000):
                if is_over(board):
                    break
                if "<@61>" in board.text() and asked(board) != "ask_thinking":
                    custom_id = next(c for c in board.custom_ids if c.startswith("ludo:"))
                    await fd.answered(await fd.click(board, custom_id, ann))
                else:
                    touched = board.touched
                    await fd.wait_for(lambda: board.touched != touched)  # noqa: B023
                if asked(board) == "ask_thinking":
                    # "Robo Ada is thinking", not "Robo Ada, is thinking".
                    assert read(board.text().splitlines()[1]) == (
                        "ask_thinking",
                        {"who": "**Robo Ada**"},
                    )
            assert is_over(board)


async def test_a_restarted_bot_continues_through_the_old_buttons(tmp_path: Path) -> None:
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(31, "Ann"), fd.add_user(32, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, db, seed=4):
            _, board = await new_game(fd, ann, bob)
            for _ in range(6):
                await play_turn(fd, users, board)
            ply = ply_of(board)
        # A new process over the same database, the same message and its buttons.
        async with running_bot(fd, db, seed=5):
            await play_turn(fd, users, board)
            assert ply_of(board) > ply
            busy = await fd.answered(await fd.slash("ludo new", bob))
            assert code(busy) == "channel_busy"
            # The link names the server: /channels/@me/ is for direct messages.
            assert f"/{fd.guild_id}/{board.channel_id}/{board.id}" in busy.text()


@pytest.mark.parametrize("status", [404, 429])
async def test_an_uneditable_board_is_posted_afresh(tmp_path: Path, status: int) -> None:
    """A deleted board (404) or one Discord will not let us edit (rate limited for good)."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(41, "Ann"), fd.add_user(42, "Bob")
        users = {u.id: u for u in (ann, bob)}
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            _, board = await new_game(fd, ann, bob)
            fd.fail_message_edits(board, status)
            await fd.click(board, board.custom_ids[0], to_act(board, users))
            await fd.wait_for(lambda: fd.latest_board().id != board.id)
            fresh = fd.latest_board()
            assert upload_id(fresh)
            # The fresh board is the live one now: its buttons work.
            before = ply_of(fresh)
            await play_turn(fd, users, fresh)
            assert ply_of(fresh) > before


async def test_board_again_and_end_with_confirmation(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(71, "Ann"), fd.add_user(72, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            _, old = await new_game(fd, ann, bob)
            again = await fd.answered(await fd.slash("ludo board", bob))
            assert code(again) == "here_is_board"
            board = fd.latest_board()
            assert board.id != old.id and upload_id(board)
            moved = read(old.text())
            assert moved is not None and moved[0] == "moved_down" and not old.custom_ids
            assert f"/channels/{fd.guild_id}/{board.channel_id}/{board.id}" in moved[1]["url"]
            rules = await fd.answered(await fd.slash("ludo rules", bob))
            assert "German classic" in rules.text()

            # Bob may not end the game: told at once, with no button to press.
            asked = await fd.answered(await fd.slash("ludo end", bob))
            assert code(asked) == "end_not_allowed"
            assert not any(m.custom_ids for m in asked.followups)
            asked = await fd.answered(await fd.slash("ludo end", ann))
            confirm = asked.followups[0]
            assert code(asked) == "confirm_end"
            await press(fd, confirm, "end the game", ann)
            # The used confirmation has no live button; the final board stays on the card.
            assert not confirm.custom_ids
            assert upload_id(board) and not board.custom_ids
            assert read(board.text().splitlines()[0].removeprefix("## ")) is not None
            none = await fd.answered(await fd.slash("ludo board", ann))
            assert code(none) == "no_game_here"


async def test_config_offers_and_shows_every_declared_setting(tmp_path: Path) -> None:
    """/ludo config set offers every setting of the declaration (the language too) and
    the values of those that take a short list; /ludo config show shows each."""
    async with FakeDiscord() as fd:
        admin = fd.add_user(23, "Admin", admin=True)
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            typed = await fd.answered(
                await fd.autocomplete("ludo config set", admin, "option", option="", value="")
            )
            assert [c["value"] for c in typed.choices or []][: len(BY_NAME)] == [
                s.name for s in BY_NAME
            ]
            for name, values in (
                ("away", ["computer", "remove", "off"]),
                ("language", ["auto", *i18n.available()]),
                ("capture", []),
            ):
                typed = await fd.answered(
                    await fd.autocomplete("ludo config set", admin, "value", option=name, value="")
                )
                assert [c["value"] for c in typed.choices or []] == values
            shown = await fd.answered(
                await fd.slash("ludo config set", admin, option="language", value="de")
            )
            lines = shown.texts()[-1].split("\n", 1)
            assert read(lines[0]) == ("title_option_set", {"option": "`language`"})
            found = read(lines[1])
            assert found is not None and found[0] == "config_show"
            # One line per setting: its name in words, the typed name as code, the value.
            listed = {}
            for line in found[1]["settings"].splitlines():
                setting = read(line)
                assert setting is not None and setting[0] == "config_setting", line
                listed[setting[1]["option"].strip("`")] = setting[1]["value"]
                # Every setting has a name in words, not only its typed one.
                assert setting[1]["name"].strip("`") != setting[1]["option"].strip("`"), line
            assert list(listed) == [s.name for s in BY_NAME]
            assert listed["language"] == i18n.say("language_name", "de")
            # Every value in words too (a pace, who may take over a seat).
            assert listed["pace"] == i18n.say("pace_live", "en")
            assert listed["takeover"] == i18n.say("setting_takeover_host", "en")
