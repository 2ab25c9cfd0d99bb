"""Issue 28: every odd input is answered, one way everywhere (through the stand-in
Discord): invisible and look-alike characters, presets in any case and given once, digits
of any script, forged ids, the default game of /ludo verify and the hash it checked, and
the answers' wording (as codes and values)."""

from __future__ import annotations

from pathlib import Path

from bot.app import discord_bot
from bot.core import BoardView, PlayerTotals
from bot.engine import SeededDice
from cogs.ludo.texts import read, say
from tests.core_helpers import act, board, lobby, new_lobby
from tests.fakediscord import FakeDiscord, Interaction, Message, User
from tests.test_bot_e2e import asked, code, new_game, play_turn, press, running_bot, said
from tests.test_bot_errors import forged
from tests.test_bot_players import _time_out_ann as time_out_ann
from tests.test_core import next_click, service

NOTHING = say("nothing_typed")
"""How a refusal names an empty value."""


def values(inter: Interaction) -> dict[str, str]:
    """The values of the bot's last answer with words."""
    return said(inter)[-1][1]


def heading(inter: Interaction) -> str:
    """The code of the first line of the bot's last answer (``/ludo config``'s title)."""
    found = read(inter.texts()[-1].splitlines()[0])
    assert found is not None, inter.texts()
    return found[0]


def unseen(inter: Interaction) -> bool:
    """No invisible or control character of the input came back in the answer."""
    return not any(c in text for text in inter.texts() for c in "\u200b\u202e\x00")


async def test_invisible_and_look_alike_characters(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        admin = fd.add_user(281, "Admin", admin=True)
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:

            async def config(option: str, value: str) -> Interaction:
                return await fd.answered(
                    await fd.slash("ludo config set", admin, option=option, value=value)
                )

            # Zero-width spaces, full-width letters: read as what they look like.
            for option, value in (("capture", "no\u200b"), ("\u200bcapture", "ｎｏ")):
                ok = await config(option, value)
                assert heading(ok) == "title_option_set", ok.texts()
                assert (await bot.service.defaults.get(fd.guild_id)).overrides == {"capture": "no"}
            # A Cyrillic "с": refused, and shown so that the difference is seen.
            cyrillic = await config("\u0441apture", "no")
            assert code(cyrillic) == "unknown_option"
            assert values(cyrillic)["option"] == "\\u0441apture"
            # A right-to-left override and NUL characters are never echoed.
            for value in ("\u202eno yes", "x\x00y"):
                refused = await config("capture", value)
                assert code(refused) == "bad_rules" and refused.ephemeral and unseen(refused)
            assert values(refused)["why"] == say("rule_not_a_choice", value="xy", choices="no, yes")
            # A look-alike inside a value shows too.
            lookalike = await config("capture", "n\u043e")
            assert "n\\u043e" in values(lookalike)["why"]
            # Nothing typed is named, never a blank.
            empty = await config("", "x")
            assert code(empty) == "unknown_option" and values(empty)["option"] == NOTHING
            empty = await config("language", "")
            assert code(empty) == "bad_setting" and values(empty)["value"] == NOTHING
            empty = await fd.answered(await fd.slash("ludo config preset", admin, preset=""))
            assert code(empty) == "unknown_preset" and values(empty)["preset"] == NOTHING
            # A superscript 3 is a 3, too short for a turn timer: refused, not a failure.
            short = await config("turn_timer", "\u00b3")
            assert code(short) == "bad_setting" and values(short)["value"] == "3"
            # In /ludo new's rules as in /ludo config set.
            typed = await fd.answered(
                await fd.slash("ludo new", admin, rules="\u200bsix_again=\u200bno \u0441apture=no")
            )
            assert code(typed) == "unknown_option" and unseen(typed)
            assert values(typed)["option"] == "\\u0441apture"


async def test_one_reading_of_presets_options_and_numbers(tmp_path: Path) -> None:
    async with FakeDiscord(channels=3) as fd:
        admin = fd.add_user(282, "Admin", admin=True)
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            # A preset in any case, in /ludo config preset as in /ludo new.
            upper = await fd.answered(await fd.slash("ludo config preset", admin, preset="MADN"))
            assert heading(upper) == "title_preset_set"
            assert (await bot.service.defaults.get(fd.guild_id)).preset == "madn"
            # A preset given twice is refused like an option given twice.
            for options in (
                {"rules": "fia fia"},
                {"rules": "fia madn"},
                {"preset": "fia", "rules": "ludo"},
            ):
                twice = await fd.answered(await fd.slash("ludo new", admin, options=options))
                assert code(twice) == "repeated_preset", options
            # So is a value given twice in a set.
            sixes = await fd.answered(
                await fd.slash("ludo new", admin, rules="entry_rolls={1,6,6,6,6,6}")
            )
            assert said(sixes)[-1] == ("repeated_value", {"option": "`entry_rolls`", "value": "6"})
            # A server setting typed as a rule: says where it is set.
            setting = await fd.answered(await fd.slash("ludo new", admin, rules="auto_move=no"))
            assert said(setting)[-1] == ("setting_not_rule", {"option": "`auto_move`"})
            # Digits of any script count the same in a rule and in a number option.
            first, second, third = fd.channel_ids
            arabic = await fd.answered(
                await fd.slash(
                    "ludo new",
                    admin,
                    first,
                    options={"preset": "MARBLES", "players": "\u0666"},
                )
            )
            assert code(arabic) == "game_open", arabic.texts()
            lobby = fd.latest_message(first)
            # A six-seat lobby offers six colours from the start.
            menu = next(c for c in lobby.custom_ids if c.endswith(":colour"))
            offered = [o["value"] for o in lobby.component(menu)["options"]]
            assert {"orange", "purple"} <= set(offered), offered
            # A colour only the six-colour board has is kept when fewer play.
            await fd.answered(await fd.select(lobby, menu, ["purple"], admin))
            await press(fd, lobby, "Add computer", admin)
            await press(fd, lobby, "Start", admin)
            gid = int(lobby.custom_ids[0].split(":")[1])
            shown = await bot.service.queries.stored(gid)
            assert shown is not None and isinstance(shown.view, BoardView)
            assert shown.view.position.board.name == "classic6"
            assert shown.view.seats[0].colour == "purple"
            rounds = await fd.answered(
                await fd.slash("ludo new", admin, second, rules="war=yes war_rounds=\u0663\u0660")
            )
            assert code(rounds) == "game_open"
            assert "war_rounds=30" in fd.latest_message(second).text()
            # The lobby's Rules line and the footer name the same house rules: a rule
            # typed as the preset has it is no house rule in either.
            await fd.answered(await fd.slash("ludo new", admin, third, preset="fia"))
            lobby = fd.latest_message(third)
            form = await press(fd, lobby, "Rules", admin)
            await fd.answered(
                await fd.submit_modal(
                    form, {"preset": ["FIA"], "rules": "six_again=yes capture=no"}
                )
            )
            lines = [read(line) for line in lobby.text().splitlines()]
            rules_line = next(v for c, v in filter(None, lines) if c == "lobby_rules")
            footer = lobby.text().splitlines()[-1].split(" · ", 1)[1]
            found = read(footer)
            assert found is not None and found[0] == "rules_set", footer
            assert found[1]["overrides"] == "capture=no"
            assert rules_line["summary"].endswith("capture=no")
            assert "six_again" not in lobby.text()


async def test_forged_ids_are_answered_privately(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(283, "Ann"), fd.add_user(284, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            # A member id that is no id, or too big for one: the tree's error handler.
            for member in ("abc", "9223372036854775808", "-1"):
                stats = await fd.answered(
                    await fd.slash("ludo stats", ann, options={"member": member})
                )
                assert code(stats) == "bad_input" and stats.ephemeral, member
                assert values(stats)["why"] == member
            # A forged end: on the board asks for the confirmation, privately, and ends
            # nothing; the card is not written on.
            _, board = await new_game(fd, ann, bob)
            gid = int(board.custom_ids[0].split(":")[1])
            before = board.text()
            end_id = f"end:{gid}"
            for user, expected in ((bob, "end_not_allowed"), (ann, "confirm_end")):
                inter = await fd.answered(await fd.click(forged(board, end_id), end_id, user))
                assert code(inter) == expected and all(m.ephemeral for m in inter.followups)
            assert board.text() == before and board.custom_ids[0].startswith(f"ludo:{gid}:")
            confirmation = inter.followups[-1]
            done = await press(fd, confirmation, "end the game", ann)
            await fd.wait_for(lambda: bool(said(done)))
            assert not any(c.startswith(f"ludo:{gid}:roll") for c in board.custom_ids)


def first_hash(board: Message) -> str:
    shown = [read(line) for line in board.text().splitlines()]
    return next(found[1]["hash"] for found in shown if found and found[0] == "dice_hash")


async def test_verify_checks_the_last_game_over_and_prints_its_hash(tmp_path: Path) -> None:
    """After /ludo end, /ludo verify checks that game (the card tells to), and prints the
    SHA-256 of the seed it checked, to compare with the first board's."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(285, "Ann"), fd.add_user(286, "Bob")
        bot = await discord_bot(tmp_path / "db.sqlite3", computer_pause=0)
        async with fd.running(bot):
            none = await fd.answered(await fd.slash("ludo verify", ann))
            assert code(none) == "no_finished"
            for _ in range(2):
                _, board = await new_game(fd, ann, bob)
                gid = int(board.custom_ids[0].split(":")[1])
                digest = first_hash(board)
                asked = await fd.answered(await fd.slash("ludo end", ann))
                await press(fd, asked.followups[0], "end the game", ann)
                checked = await fd.answered(await fd.slash("ludo verify", bob))
                assert code(checked) == "verify_holds"
                assert values(checked)["game"] == str(gid) and values(checked)["hash"] == digest


async def test_the_answers_words(tmp_path: Path) -> None:
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(287, "Ann"), fd.add_user(288, "Bob")
        async with running_bot(fd, tmp_path / "db.sqlite3") as bot:
            # Looking at the server's defaults needs no permission; changing them does.
            shown = await fd.answered(await fd.slash("ludo config show", ann))
            assert heading(shown) == "title_defaults" and shown.ephemeral
            refused = await fd.answered(
                await fd.slash("ludo config set", ann, option="capture", value="no")
            )
            assert code(refused) == "need_manage"
            # /ludo dice before any roll says there are none, with no fairness test.
            await new_game(fd, ann, bob)
            dice = await fd.answered(await fd.slash("ludo dice", ann))
            codes = [read(line) for line in dice.followups[0].text().splitlines()]
            found = [c[0] for c in codes if c is not None]
            assert "dice_no_rolls" in found and "dice_server_none" in found
            assert "dice_game_p" not in found and "dice_server" not in found
            # A command that fails on the bot's side says that nothing changed (not that a
            # game is saved: /ludo stats has none).

            async def broken(scope: int | None, user_id: int) -> PlayerTotals:
                raise RuntimeError("a bug")

            bot.service.queries.player = broken  # type: ignore[method-assign]
            failed = await fd.answered(await fd.slash("ludo stats", ann))
            assert code(failed) == "sorry_command" and failed.ephemeral


async def play_a_game(db: Path, guild: int, channel: int, players: list[User]) -> None:
    """A whole rated game between ``players``, played in the core on the bot's database."""
    core = await service(db)
    try:
        host = players[0]
        gid = (await new_lobby(core, guild, channel, host.id, host.name)).game_id
        for user in players[1:]:
            await lobby(core, gid, user.id, user.name, "join")
        out = await lobby(core, gid, host.id, host.name, "start")
        while not out.finished:
            user_id, button = next_click(out)
            assert isinstance(out.view, BoardView)
            out = await act(core, gid, user_id, button, board(out).position.ply)
    finally:
        await core.close()
        await core.store.close()


async def test_a_rating_trend_needs_a_game_before(tmp_path: Path) -> None:
    """After one rated game /ludo stats shows the rating with no trend (not "+0.0 over the
    last 5 games"); after two, the trend over the one game since the first."""
    db = tmp_path / "db.sqlite3"
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(289, "Ann"), fd.add_user(290, "Bob")
        for games, expected in ((1, "stats_rating_first"), (2, "stats_rating")):
            await play_a_game(db, fd.guild_id, fd.channel_id, [ann, bob])
            async with running_bot(fd, db):
                stats = await fd.answered(await fd.slash("ludo stats", ann))
            lines = [read(line) for line in stats.texts()[-1].splitlines()]
            rating = next(found for found in lines if found and found[0].startswith("stats_rat"))
            assert rating[0] == expected, games


async def test_an_away_seat_says_that_a_computer_plays_it(tmp_path: Path) -> None:
    """While Ann is away the card says a computer plays her seat, not that she thinks."""
    async with FakeDiscord() as fd:
        ann, bob = fd.add_user(291, "Ann"), fd.add_user(292, "Bob")
        users = {u.id: u for u in (ann, bob)}
        hour = 3600.0  # the computer's step for Ann waits: the card stays as it is
        bot = await discord_bot(
            tmp_path / "db.sqlite3", dice_factory=lambda: SeededDice(3), computer_pause=hour
        )
        async with fd.running(bot):
            _, board = await new_game(fd, ann, bob)
            for _ in range(3):
                await time_out_ann(bot, fd, board, users)
            for _ in range(50):
                if asked(board) == "ask_away":
                    break
                await play_turn(fd, users, board)  # Bob's turns
            assert read(board.text().splitlines()[1]) == ("ask_away", {"who": f"<@{ann.id}>"})


async def test_a_choice_option_repeats_what_was_sent_visibly(tmp_path: Path) -> None:
    """/ludo replay part: with a value none of its choices has (a payload need not come
    from the client): refused, repeating it with its invisible characters escaped, and
    an empty one by name, never a blank."""
    async with FakeDiscord() as fd:
        ann = fd.add_user(291, "Ann")
        async with running_bot(fd, tmp_path / "db.sqlite3"):
            for sent, echoed in (
                ("all\u200b\u202e\x00", "all\\u200b\\u202e\\u0000"),
                ("", NOTHING),
            ):
                inter = await fd.answered(await fd.slash("ludo replay", ann, part=sent))
                await fd.wait_for(lambda i=inter: bool(said(i)))  # type: ignore[misc]
                assert code(inter) == "bad_input" and unseen(inter)
                assert values(inter)["why"] == echoed
